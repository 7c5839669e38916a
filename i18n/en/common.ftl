# Shared words: languages, seats, sides, suits, roles.
lang-name = English
seat-N = North
seat-E = East
seat-S = South
seat-W = West
side-NS = North-South
side-EW = East-West
role-declarer = declarer
role-dummy = dummy
role-defender = defender
seat-short-N = N
seat-short-E = E
seat-short-S = S
seat-short-W = W
list-empty = —
list-one = { $item }
list-more = { $head }, { $rest }
