# Le rapport de décision PDF, sa signature et `arbitre report` / `arbitre verify`.
report-title = Décision, donne { $board } : { $contract }
report-subject = Décision de l'arbitre sur une renonce (Lois 61 à 64)
report-page = Page { $page } sur { $pages }
report-attachment-description = Le dossier à partir duquel cette décision a été rendue
report-error-font = Impossible de préparer la police du rapport : { $detail }
report-error-pdf = Impossible d'écrire le PDF : { $detail }
report-heading = Décision de l'arbitre
report-board = Donne { $board }
report-session = séance
report-round = tour
report-table = table
report-event-label = Épreuve
report-date = Date
report-board-label = Donne
report-players = Joueurs
report-player = { $seat } : { $name }
report-director = Arbitre
report-contract-by = { $contract } par { $declarer }
report-dealer-mark = { $seat } (donneur)
report-deal = La donne
report-contract = Contrat
report-dealer = Donneur
report-vulnerability = Vulnérabilité
report-call-pass = Passe
report-call-double = Contre
report-call-redouble = Surcontre
report-call-all-pass = Passe général
report-auction = Enchères
report-auction-none = Les enchères n'ont pas été relevées.
report-auction-alerted = « ! » marque une enchère alertée.
report-auction-note = ({ $n }) { $text }
report-play = Le jeu de la carte
report-play-none = Aucune carte n'a été jouée.
report-trick = Levée
report-winner = Gagnée par
report-revoke-mark = renonce
report-play-legend = En gras avec › : la carte d'entame de la levée. Surlignée avec « renonce » : la ou les cartes de la renonce.
report-facts = Les faits
report-attention = Attention attirée
report-claim = Revendication
report-claim-agreed = Après la carte { $card }, { $seat } a réclamé { $tricks } des levées restantes ; acceptée.
report-claim-disputed = Après la carte { $card }, { $seat } a réclamé { $tricks } des levées restantes ; contestée, l'arbitre en accorde { $awarded }.
report-table-result = À la table
report-tricks = { $tricks ->
    [one] { $tricks } levée pour le déclarant
   *[other] { $tricks } levées pour le déclarant
}
report-table-score = Marque à la table
report-score-both = Nord-Sud { $ns }, Est-Ouest { $ew }
report-ruling = Décision
report-no-revoke = Aucune renonce : le résultat obtenu à la table est maintenu.
report-revoke-heading = Renonce { $n } : carte { $card } (levée { $trick }), { $seat } ({ $side }) a joué { $played } : { $kind }
report-established = Consommée (Loi 63), non rectifiée.
report-established-corrected = Consommée, et rectifiée.
report-not-established-corrected = Non consommée : rectifiée (Loi 62).
report-not-established = Non consommée.
report-status = Statut
report-penalty-card = Carte pénalisée
report-penalty-card-text = { $card } devient une carte pénalisée majeure (Loi 62B1).
report-law = Loi { $code }
report-transfer = Transfert
report-transfer-text = { $tricks ->
    [0] aucune levée transférée
    [one] { $tricks } levée transférée au camp non fautif
   *[other] { $tricks } levées transférées au camp non fautif
}
report-arith-table = Levées du déclarant à la table
report-arith-transfer = Levées transférées (Loi 64A)
report-arith-adjusted = Levées du déclarant après transfert
report-adjusted-score = Marque après transfert
report-equity = Équité (Loi 64C)
report-equity-position = Avant la carte { $card }, { $seat } doit jouer ; le déclarant avait gagné { $before ->
    [one] { $before } levée
   *[other] { $before } levées
}. Les cartes régulières du fautif, avec le total de levées du déclarant à cartes ouvertes :
report-equity-card = Carte régulière
report-equity-dd = Levées du déclarant
report-equity-dd-estimate = Sans la renonce (cartes ouvertes)
report-equity-none = Aucune renonce n'est consommée : pas de contrôle d'équité.
report-equity-director = Estimation de l'arbitre
report-weight = { $percent } % de { $tricks } levées
report-equity-weights = Pondération de l'arbitre (Loi 12C1c)
report-equity-reasons = Motifs de l'arbitre
report-source-double-dummy = le résultat à cartes ouvertes
report-source-director = l'estimation de l'arbitre
report-source-weighted = la pondération de l'arbitre
report-equity-source = Estimation retenue
report-equity-outcome = Conclusion
report-equity-applies = La Loi 64C s'applique : le résultat final ci-dessous est le résultat probable sans la renonce.
report-equity-not-applied = Le transfert indemnise le camp non fautif : il est maintenu.
report-equity-corrected = Sans objet : une renonce est rectifiée et le jeu continue à la table.
report-result = Résultat final
report-final-none = Une renonce est rectifiée : le jeu reprend à la table à partir de la rectification, et le résultat est celui qui y sera obtenu.
report-final-contract = Résultat
report-final-tricks = { $contract }, { $tricks } levées pour le déclarant
report-outcome-tricks = Levées du déclarant
report-outcome-percent = Poids
report-weighted-exact = Marque pondérée exacte (Nord-Sud)
report-final-score = Marque finale : { $scores }
report-imps-label = Contre l'autre table
report-imps = { $tricks } levées ({ $percent } %) : { $imps } IMP pour Nord-Sud
report-weighted-imps = IMP pondérés pour Nord-Sud
report-notes = Remarques
report-director-notes = Notes de l'arbitre
report-appeal = Appel
report-appeal-standard = Chaque camp peut faire appel de cette décision (Loi 92). Sauf disposition contraire du règlement de l'épreuve, l'appel doit être déposé auprès de l'arbitre dans les { $minutes } minutes qui suivent la mise à disposition de la marque officielle (Loi 92B).
report-signature = Signature
report-handwritten = Signature manuscrite
report-unnamed-director = (nom non indiqué)
report-signer = Signé avec le certificat de
report-signed-at = Date et heure
report-fingerprint = Certificat (SHA-256)
report-signed-note = Ce rapport est signé électroniquement par l'arbitre ; toute modification du fichier invalide la signature, et pour savoir qui l'a signé, lancez « arbitre verify --trust DOSSIER » avec les certificats de la fédération ou de l'arbitre dans DOSSIER, ou comparez l'empreinte ci-dessus à celle que l'arbitre vous donne. Le dossier de l'affaire est joint à ce PDF.
report-unsigned = non signé
report-draft-mark = PROJET — non signé, pour relecture
report-cli-draft = Projet, non signé : chaque page porte la mention PROJET.
report-unprintable = { $count ->
    [one] { $count } caractère de l'affaire ne peut pas être imprimé avec les polices de cet ordinateur et figure comme « ? » dans le PDF : { $chars }. Installez une police qui l'a, ou indiquez son dossier dans ARBITRE_REPORT_FONTS.
   *[other] { $count } caractères de l'affaire ne peuvent pas être imprimés avec les polices de cet ordinateur et figurent comme « ? » dans le PDF : { $chars }. Installez une police qui les a, ou indiquez son dossier dans ARBITRE_REPORT_FONTS.
}
report-target-is-case = { $output } : le rapport n'a pas été écrit, car c'est le fichier de l'affaire dont il est tiré. Choisissez un nouveau nom de fichier, ou un ancien rapport PDF à remplacer.
report-target-is-pbn = { $output } : le rapport n'a pas été écrit, car c'est le fichier PBN d'où vient la donne de l'affaire. Choisissez un nouveau nom de fichier, ou un ancien rapport PDF à remplacer.
report-target-folder = { $output } : le rapport n'a pas été écrit, car c'est un dossier. Choisissez un nom de fichier.
report-target-not-pdf = { $output } : le rapport n'a pas été écrit, car ce fichier existe et n'est pas un PDF ; Arbitre ne remplace qu'un ancien rapport PDF. Choisissez un nouveau nom de fichier.
report-cli-written = Rapport écrit : { $path }
report-cli-signed = Signé par { $signer } (certificat { $fingerprint }).
report-cli-bad-paper = Format de papier « { $paper } » inconnu (attendu : a4 ou letter).
report-cli-identity-created = Une identité de signature au nom de { $name } a été créée dans { $path }.
report-cli-case = Impossible de lire le dossier { $path } : { $detail }
report-cli-rule = Aucune décision ne peut être rendue : { $detail }
report-cli-write = Impossible d'écrire { $path } : { $detail }
sign-passphrase-prompt = Phrase secrète de l'identité de signature : 
sign-passphrase-confirm = La même phrase secrète, pour confirmer :
sign-error-passphrase-mismatch = Les deux phrases secrètes diffèrent ; aucune identité n'a été créée.
sign-error-pdf = Impossible de signer ou de lire le PDF : { $detail }
sign-error-crypto = Erreur de signature : { $detail }
sign-error-keystore = Impossible d'ouvrir le fichier d'identité : { $detail }
sign-error-no-key = Le fichier d'identité ne contient pas de clé avec son certificat.
sign-error-unsupported-key = La clé de l'identité n'est pas une clé ECDSA P-256 ; Arbitre ne signe qu'avec des clés P-256.
sign-error-key-mismatch = Le certificat de l'identité n'appartient pas à sa clé.
sign-error-no-director = Pas encore d'identité de signature : indiquez le nom de l'arbitre avec --director pour en créer une.
sign-error-no-passphrase = Pas de phrase secrète : définissez ARBITRE_PASSPHRASE ou lancez la commande dans un terminal.
sign-error-io = { $path } : { $detail }
sign-error-no-config = Aucun dossier où conserver l'identité de signature : définissez ARBITRE_CONFIG_DIR.
verify-file = Fichier : { $path }
verify-signer = Signé par : { $signer }
verify-time = Date de signature : { $time }
verify-no-time = Date de signature : non indiquée
verify-fingerprint = Certificat (SHA-256) : { $fingerprint }
verify-intact = Le document est intact : la signature est valide et couvre tout le fichier.
verify-error = Impossible de vérifier { $path } : { $detail }
report-tricks-standing = { $standing ->
    [one] { $result }, sur la première carte : le jeu qui compte
   *[other] { $result }, sur les { $standing } premières cartes : le jeu qui compte
}
report-void-trick = nulle
report-play-void = { $count ->
    [one] Barrée : la carte { $first }, notée après que l'attention a été attirée (après la carte { $standing }), est nulle, car le jeu reprend depuis la rectification. Elle ne compte pas dans la décision.
   *[other] Barrées : les cartes { $first } à { $last }, notées après que l'attention a été attirée (après la carte { $standing }), sont nulles, car le jeu reprend depuis la rectification. Elles ne comptent pas dans la décision.
}
sign-error-wrong-passphrase = Phrase secrète erronée : elle n'ouvre pas le fichier d'identité.
sign-error-legacy-pkcs12 = Le fichier d'identité s'ouvre avec cette phrase secrète, mais il est chiffré avec d'anciens algorithmes (RC2 ou 3DES, comme les exportent les anciennes versions d'OpenSSL) qu'Arbitre ne lit pas. Exportez-le de nouveau avec un chiffrement moderne, par exemple : openssl pkcs12 -in ancien.p12 -legacy -nodes | openssl pkcs12 -export -keypbe AES-256-CBC -certpbe AES-256-CBC -macalg sha256 -out nouveau.p12
sign-error-no-signature = Le PDF ne contient aucune signature.
sign-error-not-yet-valid = Le certificat de signature n'est pas encore valide à la date de signature ; vérifiez l'horloge de l'ordinateur.
sign-error-expired = Le certificat de signature a expiré : demandez-en un nouveau à la fédération (pour l'identité créée par Arbitre, déplacez director-identity.p12 hors du dossier des réglages et signez de nouveau pour en créer une).
sign-error-empty-passphrase = Une identité de signature exige une phrase secrète ; une phrase vide est refusée.
sign-error-not-a-certificate = { $path } ne contient aucun certificat (PEM ou DER attendu).
verify-signer-unproven = Nom dans le certificat (non prouvé) : { $signer }
verify-not-intact = NON INTACT : { $reason }
verify-problem-unreadable = la signature est illisible : ce n'est pas une signature CMS qu'Arbitre sait vérifier (SHA-256 avec ECDSA P-256), ou elle a été tronquée ou modifiée.
verify-problem-byte-range = la plage d'octets signée sort du fichier.
verify-problem-appended = le fichier a été modifié ou complété en dehors des octets signés.
verify-problem-digest = les octets signés ont été modifiés après la signature (leur empreinte ne correspond pas).
verify-problem-signature = la signature ne correspond pas à la clé de son certificat.
verify-problem-no-signing-certificate = la signature ne lie pas son certificat (pas d'attribut signing-certificate-v2) : le certificat, et le nom qu'il porte, ont pu être remplacés.
verify-problem-signing-certificate-unreadable = l'attribut signing-certificate-v2 est illisible ou utilise un autre hachage que SHA-256.
verify-problem-signing-certificate-mismatch = le certificat n'est pas celui pour lequel la signature a été faite : il a été remplacé ou modifié (le nom du signataire n'est pas fiable).
verify-problem-certificate-signature = la signature propre du certificat est fausse : il a été modifié après son émission.
verify-problem-no-time = la signature n'indique pas sa date : les dates de validité du certificat ne peuvent pas être vérifiées.
verify-problem-not-yet-valid = le certificat n'était pas encore valide à la date de signature.
verify-problem-expired = le certificat avait expiré à la date de signature.
verify-trusted = Signé par un arbitre de confiance : { $signer }.
verify-trusted-authority = Signé par un arbitre de confiance : { $signer } (certifié par { $authority }).
verify-unknown-key = Signé par une clé inconnue : aucun certificat de confiance ne la garantit (le nom dans un certificat fait soi-même ne prouve rien). Vérifiez l'empreinte auprès de l'arbitre, ou utilisez --trust avec les certificats de la fédération.
verify-trust-count = { $count ->
    [0] Aucun certificat de confiance dans { $path }.
    [one] Un certificat de confiance lu dans { $path }.
   *[other] { $count } certificats de confiance lus dans { $path }.
}
identity-cli-none = Aucune identité de signature dans { $path } : signez d'abord un rapport (arbitre report --director NOM), ou indiquez --sign FICHIER.p12.
identity-cli-exported = Le certificat de { $name } a été écrit dans { $path } (SHA-256 { $fingerprint }). Les lecteurs qui le placent dans leur dossier de confiance (arbitre verify --trust) reconnaîtront vos rapports.
notice-title = Avis de décision, donne { $board }
notice-subject = Avis aux joueurs de la décision de l'arbitre sur une renonce (Lois 61 à 64)
notice-event = { $value }
notice-round = Tour { $value }
notice-table = Table { $value }
notice-what-happened = Ce qui s'est passé
notice-revoke = Levée { $trick } : { $seat } a joué { $played } ({ $kind }). { $status } { $transfer ->
    [0] Aucune levée transférée.
    [one] { $transfer } levée transférée.
   *[other] { $transfer } levées transférées.
}
notice-void = { $standing ->
    [one] Le jeu reprend depuis la rectification : seule la première carte demeure ; le jeu noté à partir de la carte { $first } est nul.
   *[other] Le jeu reprend depuis la rectification : seules les { $standing } premières cartes demeurent ; le jeu noté à partir de la carte { $first } est nul.
}
notice-ruling = La décision
notice-laws-compact = Lois appliquées : { $laws }. Le rapport de décision les énonce une à une.
notice-score = Marque
notice-no-score-replay = Pas encore de marque : une renonce est rectifiée et le jeu reprend à la table ; la marque est celle qui y sera obtenue.
notice-no-score-yet = Pas encore de marque définitive : le jeu n'est pas noté jusqu'au bout.
notice-signed = Arbitre : { $director }. Signé électroniquement le { $time } ; certificat { $fingerprint }. Le rapport de décision complet donne la donne, le jeu et les motifs.
notice-cut = couper ici
appeal-title = Décision d'appel, donne { $board }
appeal-subject = Décision du comité d'appel sur le rapport de décision dont le SHA-256 est { $hash }
appeal-event = Épreuve
appeal-original = La décision faisant l'objet de l'appel
appeal-original-file = Rapport
appeal-original-hash = SHA-256 du rapport
appeal-original-signed = Signé
appeal-original-signed-by = par { $signer }, { $time } ; la signature a été vérifiée intacte
appeal-decision = Décision
appeal-upheld = Confirmée : la décision de l'arbitre est maintenue.
appeal-amended = Modifiée : la décision du comité ci-dessous remplace celle de l'arbitre.
appeal-directors-ruling = La décision de l'arbitre
appeal-committees-ruling = La décision du comité
appeal-adjusted = Levées après la Loi 64A
appeal-final = Levées finales
appeal-score = Marque
appeal-laws = Lois
appeal-reasons = Motifs
appeal-no-reasons = (aucun motif donné)
appeal-committee = Le comité
appeal-members = Membres
appeal-chair = Président (signe)
appeal-how-to-check = Cette décision est signée électroniquement par le président du comité ; toute modification du fichier invalide la signature (vérifiez-la avec « arbitre verify »). Elle désigne le rapport sur lequel elle statue par le SHA-256 ci-dessus : calculez le SHA-256 de votre exemplaire du rapport pour vérifier qu'il s'agit du même. Le dossier sur lequel repose cette décision est joint à ce PDF.
appeal-error-not-intact = Le rapport n'est pas intact : il ne peut pas fonder une décision. Demandez à l'arbitre le rapport tel qu'il l'a signé.
appeal-error-no-members = Nommez les membres du comité (un nom par ligne).
verify-document = Document : { $subject }
report-claim-section = Revendication ou concession (Lois 68 à 71)
report-claim-what-label = Ce qui a été dit
report-claim-what = { $kind ->
    [concession] Concession de { $seat }, qui garde { $tricks } des { $remaining ->
        [one] { $remaining } levée restante
       *[other] { $remaining } levées restantes
    }.
   *[claim] Revendication de { $seat } : { $tricks } des { $remaining ->
        [one] { $remaining } levée restante
       *[other] { $remaining } levées restantes
    }.
}
report-claim-stated = Il a annoncé un total de { $total } pour son camp, qui en avait gagné { $won }.
report-claim-agreed-stands = Les adversaires ont acquiescé (69A).
report-claim-agreed-review = Les adversaires ont acquiescé, puis ont demandé à l'arbitre de revoir la revendication pendant le délai de correction.
report-claim-disputed-by = Les adversaires l'ont contestée (70).
report-claim-statement = Déclaration (68C)
report-claim-no-statement = aucune : il n'a rien dit de sa façon de jouer
report-claim-item-draw = faire tomber les atouts
report-claim-item-finesse = faire l'impasse avec { $card }
report-claim-item-lead = jouer { $card }
report-claim-position = La position au moment de la revendication (après la carte { $card }, levée { $trick })
report-claim-on-lead = { $seat } doit jouer
report-claim-evidence = Les éléments
report-claim-col-law = Loi
report-claim-col-figure = Levées du camp du revendiquant
report-claim-col-why = Ce que cela veut dire
report-claim-ev-dd = Double mort, { $side }
report-claim-why-dd = Pour information : le meilleur jeu des deux camps, toutes cartes vues ; jamais la décision à lui seul.
report-claim-ev-line = La ligne du revendiquant par un jeu normal
report-claim-why-line = La déclaration, puis un jeu négligent mais non irrationnel, tout point douteux contre le revendiquant (70A, 70D1).
report-claim-ev-c70 = Sans savoir qu'un atout reste dehors
report-claim-why-c70 = La même ligne si le revendiquant a oublié l'atout adverse : une levée perdue sur cet atout compte quand 70C1 à 70C3 sont réunis.
report-claim-ev-finesse = Avec les impasses non annoncées
report-claim-why-finesse = Plus que la ligne : la revendication repose sur une impasse non annoncée, qui n'est pas acceptée (70E1).
report-claim-ev-no-prior = En oubliant qui n'a plus fourni avant la revendication
report-claim-why-no-prior = Moins que la ligne : elle n'est acceptée que parce qu'un adversaire n'avait déjà plus fourni à la couleur (70E1).
report-claim-ev-location = Place de { $card } : chez { $holder }
report-claim-why-location = La ligne dépend de la place de cette carte chez un adversaire plutôt que chez l'autre.
report-claim-why-location-known = L'autre adversaire n'avait déjà plus fourni à la couleur avant la revendication : le revendiquant savait où elle était.
report-claim-ev-min-claimer = Le moins qu'un jeu normal donne à { $side }
report-claim-why-min-claimer = Une levée concédée qu'aucun jeu normal ne pouvait perdre revient au camp qui l'a concédée (71.4).
report-claim-ev-min-opponents = Le moins qu'un jeu normal donne aux adversaires
report-claim-why-min-opponents = Une levée cédée par acquiescement qu'aucun jeu normal ne pouvait perdre revient au camp qui a acquiescé (69B2).
report-claim-line = La ligne qui donne la proposition, levée par levée
report-claim-line-c70 = La ligne sans connaissance de l'atout qui donne la proposition, levée par levée
report-claim-trick = Levée { $n }
report-claim-proposal = Proposition
report-claim-proposal-value = { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} des { $remaining } restantes pour { $side }
report-claim-award = La décision de l'arbitre
report-claim-director-reasons = Motifs de l'arbitre
report-claim-awarded-value = { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} des { $remaining } restantes pour { $side }
report-claim-awarded-agreed = Acquiescement : pas de décision de l'arbitre sur le nombre de levées ; la proposition compte.
report-claim-awarded-proposal = La proposition.
report-claim-final = Levées retenues
report-claim-final-value = { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} des { $remaining } restantes pour { $side }
report-claim-reasons = Motifs : les lois appliquées
report-claim-item-other = { $token }
report-error-case-io = Le dossier qu'il contient renvoie à { $path }, qui ne peut pas être lu : { $message }
