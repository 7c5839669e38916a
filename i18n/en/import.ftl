# Reading any file (the import door): limits, format, dealing-machine files.
import-format-disagree = the content looks like { $content } but the name says { $extension }; read as { $extension }
import-file-too-large = the file is larger than { $limit } MiB; refused
import-binary = a NUL byte: this is a binary file, not a text file of this format; refused
import-line-too-long = a line longer than { $limit } MiB; refused (is this a text file of this format?)
import-card-twice = card { $card } named again (first at line { $line }, column { $column }); the first holder keeps it
import-hand-size = hand { $seat } has { $count ->
    [one] { $count } card
   *[other] { $count } cards
}; expected 13; the deal is not read
import-truncated = record { $record } is cut short: { $have ->
    [one] { $have } byte
   *[other] { $have } bytes
} of { $want }
import-bri-bad-number = "{ $text }" is not a card number; expected 01 to 52
import-dge-hands = more than four hands (a fifth spade marker 0x06)
import-dge-order = suit marker { $byte } out of order; expected spades (0x06), hearts (0x03), diamonds (0x04), clubs (0x05)
import-dge-bad-byte = { $byte } is not a rank (A K Q J T 9 to 2) or a suit marker
import-dup-parts-differ = the display part (DGE) of this board does not show the same deal as its card numbers (BRI); the card numbers are read
import-dup-reverse = the trailer asks for the boards in reverse order; they are numbered in ascending order
import-dup-low = the trailer's lowest board "{ $text }" is not a number; the boards are numbered from the first board number
import-dup-high = the trailer's highest board is { $high }, but { $count ->
    [one] { $count } board
   *[other] { $count } boards
} from the lowest end at board { $last }
import-ber-bad = { $byte } is not a seat digit; expected 1 (N), 2 (E), 3 (S) or 4 (W)
import-rzd-count = the header announces { $count ->
    [one] { $count } deal
   *[other] { $count } deals
} but the file holds { $held }; only the announced ones are read
import-cds-board-zero = board number 0; the board is numbered by its place in the file
import-dlm-crypto = Crypto key={ $value }: the deals are encrypted, which Arbitre cannot read; export them from the dealing program with Crypto key=0
import-dlm-range = no "From board" or "To board" number in the [Document] section
import-dlm-range-bad = boards { $from } to { $to } are not a range within 1 to 99
import-dlm-board-missing = board { $board } is in the From..To range but has no "Board { $board }=" line
import-dlm-checksum-big-deal-only = header Checksum={ $value } fits the Big Deal formula but not deal-convert's ({ $deal_convert }); the two formulas disagree for this file
import-dlm-checksum-deal-convert-only = header Checksum={ $value } fits deal-convert's formula but not Big Deal's ({ $big_deal }); the two formulas disagree for this file
import-dlm-checksum-neither = header Checksum={ $value } fits neither known formula (Big Deal: { $big_deal }, deal-convert: { $deal_convert })
import-dlm-board-length = board { $board }: { $length ->
    [one] { $length } character
   *[other] { $length } characters
}; expected 26 letters and a 3-digit checksum
import-dlm-letter = { $byte } is not a deal letter; expected a to p
import-dlm-board-checksum = board { $board }: checksum { $value }, but the letters give { $expected }; the deal may be damaged and is not read
import-bhg-first-line = the first line of a BHG file should be empty; it is skipped
import-bhg-length = { $length ->
    [one] { $length } letter
   *[other] { $length } letters
}; expected 52 (four hands of 13 from the dealer)
import-bhg-letter = { $byte } is not a card letter; expected A to Z or a to z
import-csv-fields = { $count ->
    [one] { $count } field
   *[other] { $count } fields
}; expected 18 (16 suit holdings, the board, dealer/vulnerability)
import-csv-rank = { $byte } is not a rank; expected A K Q J T 9 to 2
import-csv-board = board "{ $text }" is not a number
import-csv-dealer-vul = "{ $text }" is not dealer/vulnerability (such as N/- or E/NS); taken from the board number
import-dealer-vul-not-rule = dealer/vulnerability "{ $text }" differ from the usual ones of board { $board }; the file's are kept
import-rbn-hands = H "{ $text }" is not a deal (expected a seat, ":" and the hands separated by ":")
import-rbn-no-dealer = no dealer and vulnerability (A line); taken from board { $board }
import-rbn-call = "{ $token }" in the auction is not a call (expected P, X, R, a bid such as 1S or 3N, or A for all pass); the auction stops here
import-rbn-after-all-pass = the auction goes on after A (all pass); the rest is left out
import-rbn-note-mark = ^ in the auction needs a note number after a call (such as 1S^1); the auction stops here
import-rbn-card = "{ $token }" in the play is not a card (expected a suit and a rank such as CK, or a rank alone following the suit led, at most four cards a trick); the play stops here
import-rbn-play-no-contract = the play cannot be replayed: the board has no deal, contract or declarer (C line or a complete auction)
