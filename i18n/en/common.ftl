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
