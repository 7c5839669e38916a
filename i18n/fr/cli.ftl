# La ligne de commande.
cli-not-yet = la commande { $command } n'est pas encore disponible dans cette version
cli-no-window-yet = la fenêtre de l'atelier n'est pas encore disponible dans cette version
cli-error = erreur : { $error }
cli-error-file = { $file } : { $error }
analyse-start = En double mort avant l'entame : déclarant { $tricks } levées.
analyse-header = carte levée  place  carte après  écart
analyse-revoke = RENONCE

# Écrire la sortie (un tube fermé n'est pas une erreur : la commande s'arrête sans bruit).
cli-output-error = impossible d'écrire la sortie : { $error }
cli-io-disk-full = le disque est plein
cli-io-permission = permission refusée
cli-io-not-found = fichier ou répertoire introuvable
cli-io-read-only = le disque est en lecture seule
cli-io-directory = c'est un répertoire

# arbitre show, quand une distribution ne peut pas être lue.
show-deal-invalid = { $label } (donne { $game } du fichier) : affichage impossible, la distribution n'est pas valide ({ $count ->
    [one] un problème, indiqué ci-dessous avec sa place
   *[other] { $count } problèmes, indiqués ci-dessous avec leur place
} dans le fichier). Corrigez la balise Deal ; « arbitre check » liste tous les problèmes du fichier.
