# The play model: cards that cannot have been played.
play-error-not-held = card { $number }: { $card } is not in { $seat }'s hand ({ $holder } holds it)
play-error-not-in-deal = card { $number }: { $card } is in nobody's hand in this deal
play-error-twice = card { $number }: { $card } was already played (card { $first })
play-error-absent = card { $number }: { $card } was missing from { $seat }'s hand at the table
play-error-finished = card { $number }: { $card } comes after the last card of the play
play-error-out-of-range = there is no card { $number } (the play has { $len } cards)
play-rows-card = Play section, trick row { $row }: { $error }
play-rows-gap = Play section, trick row { $row }: a card follows "-" in the same trick (column { $column })
play-rows-after-end = Play section, trick row { $row }: cards after the play had stopped
