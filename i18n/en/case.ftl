# Case files (revoke-case/1): what is wrong, where, and what is allowed.
case-error-at = line { $line }, column { $column }: { $message }
case-error-toml = this is not valid TOML (a quote, a bracket or an = sign is missing or extra, or a name is given twice)
case-hint-near = ; did you mean `{ $near }`?
case-error-unknown-section = unknown section `{ $name }`{ $hint }
case-error-unknown-top-field = unknown field `{ $name }`{ $hint }
case-error-unknown-field = unknown field `{ $name }` in { $section }{ $hint }
case-error-value = { $field } = { $value }: expected { $expected }
case-error-required = { $field } is missing: expected { $expected }
case-field-outcome = { $section }, outcome { $number }: { $key }
case-expect-text = text in quotes
case-expect-tricks = a number of tricks from 0 to 13
case-expect-claim-tricks = a number of tricks from 0 to 13 (or stated_total, the total the player announced for his side)
case-expect-cards-played = a number of cards played (0 or more)
case-expect-card-number = a card number (1 for the opening lead)
case-expect-percent = a percentage from 0 to 100
case-expect-score = a score for North-South such as 420 or -50
case-expect-minutes = a number of minutes from 1 to 10080 (a week)
case-expect-bool = true or false
case-expect-seat = a seat: N, E, S or W
case-expect-choice = one of: { $choices }
case-expect-section = a section written { $name }
case-expect-board-number = a board number such as "7"
case-expect-cards = the cards in playing order, such as "SQ S5 S3 S2"
case-expect-card-list = a list of cards such as ["H4"]
case-expect-claim-line = a list of cards and orders such as ["S2", "draw_trumps", "finesse:SQ"]
case-expect-weights = a list of outcomes such as [ { "{" } declarer_tricks = 10, percent = 60 { "}" } ]
case-error-weights-empty = [equity] weights = []: give at least one outcome (declarer_tricks and percent), or leave weights out
case-error-format = format = "{ $found }": expected "{ $expected }"
case-error-board-source = [board]: give either pbn (one PBN game inline) or pbn_file with number
case-error-board-number = [board] pbn_file: the board number is missing (number = "7")
case-error-board-not-found = [board] number = "{ $number }": no such board in { $file }
case-error-pbn-empty = [board] pbn: no PBN game found
case-error-pbn-games = [board] pbn: { $count ->
    [one] one game found
   *[other] { $count } games found
}; a case holds one board (for a session file, give pbn_file and number)
case-error-pbn = [board] pbn: { $message }
case-error-pbn-file = [board] pbn_file "{ $file }", line { $line }, column { $column }: { $message }
case-error-deal = [board] Deal "{ $value }": expected four hands of 13 cards making a full deck
case-error-contract = [board] Contract "{ $value }": expected a contract such as 4S, 3NT or 5DX
case-error-passed-out = [board] Contract "Pass": a passed-out board has no play and no revoke
case-error-declarer = [board] Declarer "{ $value }": expected N, E, S or W
case-error-dealer = [board] Dealer: missing, and no board number to derive it from
case-error-vulnerable = [board] Vulnerable: missing, and no board number to derive it from
case-error-play-leader = [board] Play "{ $found }": the Play tag must name the opening leader, { $expected } (declarer's left)
case-error-play-rows = [board] { $error }
case-error-play-token = [play] cards, card { $number }: "{ $token }" is not a card (expected a suit letter S, H, D or C and a rank A K Q J T 9-2)
case-error-play = [play] cards, { $error }
case-error-missing-token = [play] missing: "{ $token }" is not a card
case-error-claims = [[claim]]: { $count ->
    [one] one claim is given
   *[other] { $count } claims are given
}, at most one is allowed
case-error-weights-sum = [equity] weights: the percentages add up to { $sum }, expected 100
case-error-after-card-missing = [attention] when = "during_play" needs after_card (the number of cards played when attention was drawn)
case-error-after-card-unexpected = [attention] after_card goes only with when = "during_play" (here when = "{ $when }")
case-error-section-kind = { $name }: expected { $expected }
case-expect-format = format = "revoke-case/1" on the first line
