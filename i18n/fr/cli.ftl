# La ligne de commande.
cli-not-yet = la commande { $command } n'est pas encore disponible dans cette version
cli-no-window-yet = la fenêtre de l'atelier n'est pas encore disponible dans cette version
cli-error = erreur : { $error }
cli-error-file = { $file } : { $error }
analyse-start = En double mort avant l'entame : déclarant { $tricks } levées.
analyse-header = carte levée  place  carte après  écart
analyse-revoke = RENONCE
