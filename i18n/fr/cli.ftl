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

# arbitre report -o : là où le rapport ne peut pas être écrit. Le fichier d'entrée reste tel quel.
report-cli-output-is-case = { $output } : le rapport n'a pas été écrit, car c'est le fichier du dossier dont il est tiré et le rapport le remplacerait. Après -o, indiquez un nouveau nom de fichier ou un rapport PDF antérieur à remplacer, par exemple { $suggestion }.
report-cli-output-is-pbn = { $output } : le rapport n'a pas été écrit, car c'est le fichier PBN d'où est lue la donne du dossier et le rapport remplacerait les donnes de la séance. Après -o, indiquez un nouveau nom de fichier ou un rapport PDF antérieur à remplacer, par exemple { $suggestion }.
report-cli-output-folder = { $output } : le rapport n'a pas été écrit, car c'est un répertoire. Après -o, indiquez un nom de fichier, par exemple { $suggestion }.
report-cli-output-not-pdf = { $output } : le rapport n'a pas été écrit, car ce fichier existe déjà et n'est pas un PDF ; Arbitre ne remplace qu'un rapport PDF antérieur. Après -o, indiquez un nouveau nom de fichier ou un rapport PDF antérieur à remplacer, par exemple { $suggestion }.
