# Mots communs : langues, places, camps, couleurs, rôles.
lang-name = Français
seat-N = Nord
seat-E = Est
seat-S = Sud
seat-W = Ouest
side-NS = Nord-Sud
side-EW = Est-Ouest
role-declarer = déclarant
role-dummy = mort
role-defender = défenseur
seat-short-N = N
seat-short-E = E
seat-short-S = S
seat-short-W = O
list-empty = —
list-one = { $item }
list-more = { $head }, { $rest }
