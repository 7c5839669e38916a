# Case files (revoke-case/1): what is wrong, where, and what was expected.
case-error-not-yet = case files cannot be read yet
case-error-toml = the case file is not valid: { $detail }
case-error-format = format = "{ $found }": expected "{ $expected }"
case-error-board-source = [board]: give either pbn (one PBN game inline) or pbn_file with number
case-error-board-number = [board] pbn_file: the board number is missing (number = "7")
case-error-board-not-found = [board] number = "{ $number }": no such board in { $file }
case-error-pbn-empty = [board] pbn: no PBN game found
case-error-pbn = [{ $field }] line { $line }, column { $column }: { $message }
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
case-error-claims = [[claim]]: { $count } claims given, at most one is allowed
case-error-claim-awarded = [[claim]] agreed = false: a disputed claim needs awarded (the tricks the director gives the claimer's side)
case-error-seat = { $field } = "{ $value }": expected N, E, S or W
case-error-tricks-range = { $field } = { $value }: expected a number of tricks from 0 to 13
case-error-weights-sum = [equity] weights: the percentages add up to { $sum }, expected 100
case-error-after-card-missing = [attention] when = "during_play" needs after_card (the number of cards played when attention was drawn)
case-error-after-card-unexpected = [attention] after_card goes only with when = "during_play" (here when = "{ $when }")
