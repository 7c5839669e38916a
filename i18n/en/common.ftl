# Shared words: languages, seats, sides, suits, roles.
lang-name = English
seat-N = North
seat-E = East
seat-S = South
seat-W = West
side-NS = North-South
side-EW = East-West
seat-letter-N = N
seat-letter-E = E
seat-letter-S = S
seat-letter-W = W
side-short-NS = NS
side-short-EW = EW
# Vulnerability, as window and report say it.
vul-none = Nobody vulnerable
vul-ns = North-South vulnerable
vul-ew = East-West vulnerable
vul-all = Both sides vulnerable
# Notrump in a contract (3NT).
strain-nt = NT
# The decimal separator of numbers such as 232.5.
decimal-separator = .
role-declarer = declarer
role-dummy = dummy
role-defender = defender
list-empty = —
list-one = { $item }
list-more = { $head }, { $rest }

# A label and its value ("Proposal: 2 tricks").
label-value = { $label }: { $value }
