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
session-row = Tour { $round }, table { $table }, donne { $board } : { $contract } joué par { $declarer }, Nord-Sud { $score } ({ $status })
session-row-board = Donne { $board } : { $contract } joué par { $declarer }, Nord-Sud { $score } ({ $status })
session-status-final = définitif
session-status-replay = le jeu reprend à la table
session-status-provisional = provisoire
session-total = { $count ->
    [one] { $count } décision
   *[other] { $count } décisions
}{ $failed ->
    [0] .
    [one] ; { $failed } dossier ne donne pas de décision (voir ci-dessus).
   *[other] ; { $failed } dossiers ne donnent pas de décision (voir ci-dessus).
}
session-failed = { $file } : pas de décision : { $error }
session-error-folder = Impossible de lire le dossier de la séance { $path } : { $error }
session-error-read = le fichier ne peut pas être lu : { $error }
session-refuse-overwrite = { $path } existe et n'est pas un export d'Arbitre : il est laissé tel quel. Choisissez un autre nom pour l'export.
session-written-csv = { $count ->
    [one] Marques écrites : { $path } ({ $count } décision).
   *[other] Marques écrites : { $path } ({ $count } décisions).
}
session-written-pbn = { $count ->
    [one] PBN écrit : { $path } ({ $count } décision).
   *[other] PBN écrit : { $path } ({ $count } décisions).
}
notice-cli-bad-paper = Format « { $paper } » inconnu pour un avis : a5 (un avis par feuille) ou a4 (deux avis par feuille).
notice-cli-printed = Envoyé à l'imprimante { $printer } ({ $job }).
notice-default-printer = (celle du système par défaut)
print-error-no-command = Pas de commande d'impression ({ $command }) sur cet ordinateur : installez l'impression du système (CUPS), ou imprimez le PDF depuis une visionneuse.
print-error-refused = La commande d'impression ({ $command }) a refusé l'avis : { $detail }
notice-cli-written = Avis écrit : { $path }
appeal-cli-not-intact = { $path } n'est pas intact : il ne peut pas fonder une décision. Demandez à l'arbitre le rapport tel qu'il l'a signé.
appeal-cli-no-case = { $path } ne contient pas de dossier qu'Arbitre sache lire ({ $detail }).
appeal-cli-exists = { $path } existe déjà : il est laissé tel quel. Choisissez un autre nom.
appeal-cli-extracted = Dossier écrit : { $path } (tiré du rapport signé par { $signer }).
appeal-cli-no-members = Nommez les membres du comité avec --member NOM (une fois pour chacun).
appeal-cli-written = Décision d'appel écrite : { $path } (sur le rapport dont le SHA-256 est { $hash }).
analyse-legend-unknown = ? = pas de chiffre à cartes ouvertes : le solveur n'a pas pu résoudre la position après cette carte.

# arbitre rule --budget, quand les éléments de la revendication ne sont pas prêts à temps.
claim-evidence-incomplete = { $file } : éléments incomplets : les éléments de la revendication n'étaient pas complets en { $seconds } s, aucune décision n'est donc donnée (jamais un chiffre partiel). Relancez `arbitre rule` avec un --budget plus grand, ou sans.
