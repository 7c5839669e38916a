# PBN and LIN import: diagnostics (what was found, what was expected).
pbn-severity-warning = warning
pbn-severity-error = error
pbn-where-game = [game { $game }]
pbn-where-game-board = [game { $game }, board { $board }]
pbn-label-board = Board { $board }
pbn-label-game = game { $game }
pbn-not-utf8 = the file is not valid UTF-8 (byte { $byte }); read as Windows-1252 (Latin-1)
pbn-comment-unclosed = a comment opened with "{"{"}" here is never closed; it runs to the end of the file
pbn-comment-holds-tags = the comment opened here runs over several lines that look like tags; they are read as comment text (is a "{"}"}" missing?)
pbn-stray-brace = a "{"}"}" without an opening "{"{"}"; ignored
pbn-stray-bracket = a "]" outside a tag pair; ignored
pbn-string-unclosed = a string without its closing quote; read up to the end of the line
pbn-tag-no-name = a tag pair without a name; expected [Name "value"]
pbn-tag-bad-name = tag name "{ $name }" has characters other than letters, digits and "_"
pbn-tag-no-value = tag { $tag } has no value; expected a quoted string such as [{ $tag } "value"]
pbn-tag-value-unquoted = the value of tag { $tag } is not in double quotes
pbn-tag-unclosed = tag { $tag } is not closed by "]"
pbn-tag-extra = unexpected "{ $token }" inside tag { $tag }; expected "]"
pbn-data-before-tag = "{ $token }" before any tag; ignored
pbn-tag-repeated = tag { $tag } repeated (first given at line { $first }); the first one is used
pbn-tag-repeated-split = tag { $tag } repeated (first given at line { $first }); the first one is used; an empty line between two games is probably missing
pbn-inherit-forbidden = tag { $tag } may not inherit a value with "#" or "##"; value ignored
pbn-carried-over = no Deal in this game: Board, Dealer, Vulnerable and Deal are taken from the previous game (board { $board })
pbn-derived-from-board = { $tag } missing: { $value } taken from board number { $board }
pbn-dealer-bad = Dealer "{ $value }" is not a seat; expected N, E, S or W
pbn-vulnerable-bad = Vulnerable "{ $value }" is not a vulnerability; expected None, NS, EW or All
pbn-deal-first-seat = Deal "{ $value }" does not start with a seat and a colon; expected e.g. "N:AKQ.xxx..."
pbn-deal-hand-count = the Deal has { $count } hands; expected 4 (a hand not given is "-")
pbn-deal-suit-count = hand { $seat } "{ $hand }" has { $count } suits; expected 4 separated by dots (spades.hearts.diamonds.clubs)
pbn-deal-bad-rank = hand { $seat }: "{ $rank }" in suit { $suit } is not a rank; expected A K Q J T 9 to 2
pbn-deal-duplicate = hand { $seat }: card { $card } is also in hand { $other }
pbn-deal-hand-size = hand { $seat } has { $count } cards; expected 13
pbn-deal-uneven = the hands of this end position do not have the same number of cards
pbn-declarer-bad = Declarer "{ $value }" is not a seat; expected N, E, S or W (or "^" and a seat)
pbn-contract-bad = Contract "{ $value }" is not a contract; expected Pass, or a level 1-7, a strain S H D C NT, and X or XX
pbn-result-bad = Result "{ $value }" is not a trick count; expected 0-13, "NS n", "EW n" or "NS n EW m"
pbn-result-sum = Result "{ $value }": the tricks of the two sides do not add up to 13
pbn-result-mismatch = Result says { $result } tricks for declarer but the play gives { $play }
pbn-contract-auction-mismatch = Contract { $contract } differs from the auction's final contract { $auction }
pbn-auction-seat = Auction "{ $value }" does not name a seat; expected N, E, S or W; the auction is not read
pbn-auction-not-dealer = the auction starts with { $seat } but the dealer is { $dealer }
pbn-call-bad = "{ $token }" is not a call (ignored); expected Pass, X, XX, a bid such as 1S or 3NT, AP, "-", "*" or "+"
pbn-call-after-end = "{ $token }" after the end of the auction; ignored
pbn-call-illegal = call { $number } ({ $token }) is not legal: { $reason }
pbn-note-bad = Note "{ $value }" is not of the form "n:text"
pbn-note-missing = note { $index } is referred to but not given
pbn-annotation-alone = "{ $token }" does not follow a call or a card; ignored
pbn-irregular-bad = "{ $token }" is not an irregularity mark here; expected ^I or ^S in the auction, ^R or ^L in the play
pbn-section-string = a quoted string "{ $token }" in a section of calls or cards; ignored
pbn-play-seat = Play "{ $value }" does not name a seat; expected N, E, S or W
pbn-card-bad = "{ $token }" is not a card; expected a suit S H D C and a rank A K Q J T 9..2, or "-"
pbn-play-after-end = "{ $token }" after the end of the play ("*" or "+"); ignored
pbn-play-not-replayed = the play cannot be replayed: { $missing } is not known
pbn-revoke-mark-unconfirmed = { $card } is marked as a revoke (^R) but the deal does not show a failure to follow suit
pbn-table-width = column "{ $column }" has a bad width; expected a number after "\", then L or R
pbn-table-incomplete = table { $table } has { $cells } cells, not a multiple of its { $columns } columns; the last row is incomplete
pbn-play-rows-turned = Play { $count ->
    [one] row
   *[other] rows
} { $rows }: the cards do not belong to the seats of their columns (column 1 = the Play tag's seat); read with the columns turned so that each card is its holder's
pbn-marker-glued = "{ $token }": "{ $mark }" written against a call is read as an annotation, not as the end of the auction
lin-pair-unclosed = LIN "{ $key }|" has no closing "|" for its value
lin-explanation-alone = an explanation (an|) that follows no call; ignored
lin-hand-bad = md hand "{ $hand }": "{ $token }" is not a suit letter or rank; the deal is not read
lin-call-bad = "{ $token }" is not a call (mb|); expected p, d, r or a bid such as 1N; ignored
lin-card-bad = "{ $token }" is not a card (pc|); the play stops here
lin-play-no-contract = the cards cannot be placed: the auction does not give a contract and declarer
# arbitre check
check-games = { $file }: { $count ->
    [0] no games
    [one] { $count } game
   *[other] { $count } games
}
check-games-boards = { $file }: { $count ->
    [one] { $count } game
   *[other] { $count } games
}, boards { $first } to { $last }
check-totals = { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}
check-unreadable = { $file }: cannot be read: { $error }
# arbitre show
show-nt = NT
show-pass = Pass
show-all-pass = All pass
show-passed-out = Passed out
show-hand-hidden = (hidden)
show-auction = Auction:
show-play = Play:
show-trick = Trick
show-leader = Leader
show-winner = Winner
show-ordinal = game { $game } of the file
show-dealer-vul = Dealer: { $dealer }   { $vul }
show-contract = Contract: { $contract } by { $declarer }
show-contract-passed = Contract: { $contract }
show-play-not-replayed = The play is given but cannot be replayed (see the diagnostics).
show-revoke-legend = ! = revoke (failure to follow suit while holding the suit led)
show-revoke = Revoke: card { $number }, trick { $trick }: { $seat } played { $card } on a { $suit } lead while holding { $suit }
show-tricks = Declarer { $declarer } tricks, defence { $defence } ({ $cards } cards played)
show-result = ; Result tag: { $result }
show-diagnostics = Reader notes for this game:
show-no-board = no board { $board } in this file; boards: { $boards } (or #n for the n-th game)
pbn-play-hidden-hands = the play is not replayed: the deal hides at least one hand
pbn-value-too-long = a quoted value longer than { $limit } KiB; refused (read as empty)
