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
report-vul-none = Personne vulnérable
report-vul-ns = Nord-Sud vulnérables
report-vul-ew = Est-Ouest vulnérables
report-vul-all = Tous vulnérables
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
report-play = Le jeu de la carte
report-play-none = Aucune carte n'a été jouée.
report-trick = Levée
report-winner = Gagnée par
report-revoke-mark = renonce
report-play-legend = En gras avec › : la carte d'entame de la levée. Surlignée avec « renonce » : la ou les cartes de la renonce.
report-facts = Les faits
report-attention = Attention attirée
report-claim = Réclamation
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
report-outcome-ns = Nord-Sud
report-outcome-ew = Est-Ouest
report-weighted-exact = Marque pondérée exacte (Nord-Sud)
report-final-score = Marque finale : { $scores }
report-imps-label = Contre l'autre table
report-imps = { $tricks } levées ({ $percent } %) : { $imps } IMP pour Nord-Sud
report-weighted-imps = IMP pondérés pour Nord-Sud
report-notes = Remarques
report-director-notes = Notes de l'arbitre
report-appeal = Appel
report-appeal-standard = Chaque camp peut faire appel de cette décision (Loi 92). L'appel doit être déposé auprès de l'arbitre dans les { $minutes } minutes qui suivent la remise de cette décision aux joueurs, sauf disposition contraire du règlement de l'épreuve.
report-signature = Signature
report-unnamed-director = (nom non indiqué)
report-signer = Signé avec le certificat de
report-signed-at = Date et heure
report-fingerprint = Certificat (SHA-256)
report-signed-note = Ce rapport est signé électroniquement par l'arbitre. Toute modification du fichier invalide la signature ; vérifiez-la avec « arbitre verify » ou un lecteur PDF qui affiche les signatures. Le dossier de l'affaire est joint à ce PDF.
report-unsigned = non signé
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
sign-error-keystore = Impossible d'ouvrir le fichier d'identité (phrase secrète erronée ?) : { $detail }
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
verify-invalid = NON INTACT : les octets signés ont été modifiés après la signature (la signature ne correspond pas).
verify-appended = NON INTACT : la signature est valide, mais le fichier a été modifié après avoir été signé.
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
