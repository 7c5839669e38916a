# Mots communs : langues, places, camps, couleurs, rôles.
lang-name = Français
seat-N = Nord
seat-E = Est
seat-S = Sud
seat-W = Ouest
side-NS = Nord-Sud
side-EW = Est-Ouest
seat-letter-N = N
seat-letter-E = E
seat-letter-S = S
seat-letter-W = O
side-short-NS = NS
side-short-EW = EO
# Vulnerability, as window and report say it.
vul-none = Personne vulnérable
vul-ns = Nord-Sud vulnérables
vul-ew = Est-Ouest vulnérables
vul-all = Tous vulnérables
# Notrump in a contract (3SA).
strain-nt = SA
# The decimal separator of numbers such as 232,5.
decimal-separator = ,
role-declarer = déclarant
role-dummy = mort
role-defender = défenseur
list-empty = —
list-one = { $item }
list-more = { $head }, { $rest }

# Un libellé et sa valeur (« Proposition : 2 levées »).
label-value = { $label } : { $value }
