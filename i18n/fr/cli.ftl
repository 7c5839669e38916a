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

# L'aide de la ligne de commande (arbitre --help, arbitre COMMANDE --help) : le texte de
# chaque commande (cli-about-COMMANDE) et de chaque argument (cli-arg-COMMANDE-ARGUMENT),
# puis les titres.
cli-heading-usage = Utilisation :
cli-heading-commands = Commandes :
cli-heading-arguments = Arguments :
cli-heading-options = Options :
cli-arg-help = Afficher l'aide
cli-arg-version = Afficher la version
cli-about-help = Afficher ce message ou l'aide de la commande donnée
cli-about = Un atelier sur lequel les arbitres de tournoi de bridge statuent sur les renonces, les revendications, et les enchères ou cartes qu'un joueur veut changer
cli-arg-lang = Langue de la sortie (en, fr) ; par défaut, celle du système
cli-arg-file = Un fichier PBN, LIN ou dossier, ou un rapport signé (en lecture seule), à ouvrir dans l'atelier
cli-about-check = Lire des fichiers PBN, LIN ou de machine à donnes et lister leurs donnes, avertissements et erreurs
cli-arg-check-files = Les fichiers
cli-arg-check-first-board = Le numéro de la première donne, pour les fichiers qui n'en donnent pas (BRI, DGE, BER, BHG, RZD)
cli-arg-check-format = Lire dans ce format quels que soient le nom et le contenu (pbn, lin, dup, bri, dge, dlm, ber, bhg, rzd, cds, csv, rbn)
cli-about-show = Afficher une donne : diagramme, contrat, enchères et jeu de la carte levée par levée ; avec un .bws de Bridgemate, la ligne d'une table (--table) sur la donne de la feuille de donnes (--hands)
cli-arg-show-file = Le fichier PBN, LIN ou de machine à donnes, ou un .bws de Bridgemate
cli-arg-show-board = Le numéro de la donne
cli-arg-show-hands = Avec un .bws : la feuille de donnes de la séance (PBN ou fichier de machine à donnes)
cli-arg-show-table = Avec un .bws : la table
cli-arg-show-section = Avec un .bws : la section (lettre ou numéro), s'il y en a plusieurs
cli-arg-show-first-board = Le numéro de la première donne, pour les fichiers qui n'en donnent pas (BRI, DGE, BER, BHG, RZD)
cli-arg-show-format = Lire dans ce format quels que soient le nom et le contenu (pbn, lin, dup, bri, dge, dlm, ber, bhg, rzd, cds, csv, rbn)
cli-about-case = Créer un dossier : `case new SEANCE.bws --hands FEUILLE --board N --table T -o FICHIER`
cli-about-case-new = Un nouveau dossier à partir de la ligne d'une table d'un .bws de Bridgemate : la donne de la feuille de donnes avec le contrat, le déclarant, l'entame, les paires et les joueurs de cette table (et les enchères et le jeu s'ils sont enregistrés), que l'arbitre complète
cli-arg-case-new-file = Le .bws de Bridgemate de la séance
cli-arg-case-new-hands = La feuille de donnes de la séance (PBN ou fichier de machine à donnes) ; inutile quand le .bws contient la sienne
cli-arg-case-new-board = Le numéro de la donne
cli-arg-case-new-table = La table
cli-arg-case-new-section = La section (lettre ou numéro), s'il y en a plusieurs
cli-arg-case-new-output = Le dossier à écrire
cli-arg-case-new-force = Remplacer le dossier s'il existe
cli-about-rule = Statuer sur un dossier : une renonce, une revendication ou une concession, ou une enchère ou une carte qu'un joueur veut changer
cli-arg-rule-case = Le dossier (TOML)
cli-arg-rule-json = Écrire la décision en JSON (revoke-ruling/1)
cli-arg-rule-budget = Ne pas donner plus de ce nombre de secondes aux éléments de la revendication ; au-delà, aucune décision n'est donnée et la sortie dit que les éléments sont incomplets
cli-about-analyse = Le nombre de levées à quatre jeux après chaque carte du jeu
cli-arg-analyse-case = Le dossier (TOML)
cli-about-report = Exporter le rapport de décision en PDF signé
cli-arg-report-case = Le dossier (TOML)
cli-arg-report-output = Le PDF à écrire
cli-arg-report-paper = Format du papier : a4 ou letter
cli-arg-report-sign = Signer avec cette identité PKCS#12 plutôt qu'avec celle de l'arbitre
cli-arg-report-director = Le nom de l'arbitre (pour l'identité créée à la première signature)
cli-arg-report-draft = Un brouillon non signé, pour un aperçu, marqué comme tel sur chaque page (sans phrase secrète)
cli-arg-report-force = Remplacer le fichier -o même si c'est un document signé ou un PDF qu'Arbitre n'a pas écrit
cli-about-notice = L'avis d'une page aux joueurs, signé comme le rapport ; imprimé avec --print
cli-arg-notice-case = Le dossier (TOML)
cli-arg-notice-output = Le PDF à écrire
cli-arg-notice-paper = Papier : a5 (un avis par feuille) ou a4 (deux, avec une ligne de coupe)
cli-arg-notice-print = L'envoyer aussi à une imprimante : celle nommée, ou celle du système par défaut
cli-arg-notice-sign = Signer avec cette identité PKCS#12 plutôt qu'avec celle de l'arbitre
cli-arg-notice-director = Le nom de l'arbitre (pour l'identité créée à la première signature)
cli-arg-notice-force = Remplacer le fichier -o même si c'est un document signé ou un PDF qu'Arbitre n'a pas écrit
cli-about-extract = Écrire le dossier que porte un rapport signé (le rapport doit être intact)
cli-arg-extract-report = Le rapport signé
cli-arg-extract-output = Le dossier à écrire (il ne doit pas exister)
cli-about-appeal = La décision signée du comité d'appel sur un rapport signé : confirmée, ou modifiée avec le dossier du comité
cli-arg-appeal-report = Le rapport de décision signé faisant l'objet de l'appel (il doit être intact)
cli-arg-appeal-output = Le PDF de la décision à écrire
cli-arg-appeal-amended = Le dossier modifié par le comité (tiré de `arbitre extract`, puis changé) ; sans lui, la décision est confirmée
cli-arg-appeal-reasons = Les motifs du comité
cli-arg-appeal-members = Un membre du comité (à répéter pour chacun)
cli-arg-appeal-chair = Le président, qui signe (pour l'identité créée à la première signature)
cli-arg-appeal-sign = Signer avec cette identité PKCS#12 plutôt qu'avec celle du président
cli-about-verify = Vérifier un rapport de décision signé : signataire, date, s'il est intact, et si un certificat de confiance garantit le signataire
cli-arg-verify-pdf = Le PDF
cli-arg-verify-trust = Un dossier (ou un fichier) de certificats de confiance (PEM ou DER) : ceux d'arbitres, ou l'autorité de certification d'une fédération. `<config>/trusted/` est toujours lu aussi
cli-about-session = Les décisions de la séance pour le classement : chaque dossier d'un répertoire jugé, listé, ou écrit en CSV et en PBN avec les marques rectifiées
cli-arg-session-dir = Le répertoire des dossiers de la séance (`*.arbitre`, `*.revoke.toml`)
cli-arg-session-csv = Écrire les marques rectifiées en CSV
cli-arg-session-pbn = Écrire un fichier PBN avec les balises Result et Score corrigées et la décision en Note
cli-about-identity = L'identité de signature de l'arbitre
cli-about-identity-where = Où sont gardés l'identité et les certificats de confiance, et s'ils sont à vous seul (sans demander de phrase secrète)
cli-about-identity-export = Écrire le certificat de l'arbitre (PEM) pour que les lecteurs lui fassent confiance ; sur la sortie standard sans -o
cli-arg-identity-export-output = Le fichier à écrire
cli-arg-identity-export-sign = Exporter le certificat de cette identité PKCS#12 plutôt que celui de l'arbitre
cli-arg-identity-export-force = Remplacer le fichier -o s'il existe
cli-about-trust = Les certificats auxquels ce lecteur fait confiance (`<config>/trusted/`) : en ajouter un, ou les lister
cli-about-trust-add = Faire confiance à un certificat (PEM ou DER) : celui d'un arbitre (tiré de `arbitre identity export`) ou l'autorité de certification d'une fédération
cli-arg-trust-add-certificate = Le fichier du certificat
cli-about-trust-list = Lister les certificats de confiance
# Une ligne de commande mal tapée (puis « Pour en savoir plus : --help. »).
cli-bad-argument = { $arg } n'est pas une option de cette commande
cli-bad-command = { $name } n'est pas une commande d'Arbitre
cli-bad-missing = il manque : { $args }
cli-bad-value = { $value } n'est pas permis pour { $arg } ; valeurs permises : { $allowed }
cli-bad-conflict = { $arg } ne peut pas être donné avec { $prior }
cli-bad-twice = { $arg } est donné plus d'une fois
cli-bad-no-value = { $arg } demande une valeur
cli-bad-utf8 = un argument n'est pas un texte valide (UTF-8)
cli-bad-other = la ligne de commande n'est pas comprise : vérifiez les options et leurs valeurs
cli-allowed-budget = un nombre de secondes supérieur à 0 (2, 0.5)
cli-allowed-first-board = un numéro de donne à partir de 1
cli-bad-suggestion = vouliez-vous dire { $suggestion } ?
cli-bad-more = Pour en savoir plus : --help.
