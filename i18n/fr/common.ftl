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
