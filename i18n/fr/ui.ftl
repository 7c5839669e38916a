# La fenêtre de l'atelier.
ui-error-window = la fenêtre de l'atelier n'a pas pu s'ouvrir : { $message }
ui-welcome-title = Aucun dossier ouvert
ui-welcome-text = Ouvrez un fichier PBN, LIN ou un dossier ({ $keys }), ou déposez-le sur cette fenêtre.
ui-pick-board-title = Choisissez une donne
ui-pick-board-text = { $n ->
    [one] { $file } contient { $n } donne : ouvrez-la depuis la liste des donnes.
   *[other] { $file } contient { $n } donnes : ouvrez-en une depuis la liste des donnes.
}
ui-untitled = pas encore enregistré
ui-modified = (modifié)
ui-dismiss = Fermer
ui-cancel = Annuler
ui-yes = oui
ui-no = non
ui-no-case = Ouvrez d'abord une donne.

# Menus
ui-menu-file = Fichier
ui-menu-open = Ouvrir…
ui-menu-recent = Fichiers récents
ui-menu-recent-none = Aucun fichier récent
ui-menu-save = Enregistrer le dossier
ui-menu-save-as = Enregistrer le dossier sous…
ui-menu-export = Exporter le rapport (PDF)…
ui-menu-quit = Quitter
ui-menu-edit = Édition
ui-menu-view = Affichage
ui-menu-language = Langue
ui-menu-dark = Thème sombre
ui-menu-four-colour = Couleurs en quatre teintes
ui-menu-show-played = Montrer les cartes jouées (estompées)
ui-undo = Annuler
ui-redo = Rétablir
ui-undo-tip = Annuler la dernière modification ({ $keys })
ui-redo-tip = Rétablir ({ $keys })
ui-undone = Annulé.
ui-redone = Rétabli.
ui-report-needs-ruling = Exportez le rapport une fois la décision affichée.
ui-report-unsigned-tip = Écrit le rapport de décision en PDF, signé avec l'identité de l'arbitre.

# Dialogues
ui-dialog-open = Ouvrir une donne ou un dossier
ui-dialog-save = Enregistrer le dossier
ui-dialog-filter = Dossiers, fichiers PBN et LIN
ui-dialog-case-filter = Dossier de renonce (TOML)
ui-dialog-report = Exporter le rapport de décision
ui-dialog-report-filter = Rapport PDF

# Travaux
ui-job-open = Lecture du fichier…
ui-job-rule = Décision en cours…
ui-job-save = Enregistrement…
ui-job-autosave = Sauvegarde automatique…
ui-job-dialog = En attente du sélecteur de fichier…
ui-job-analyse = Analyse à quatre jeux…
ui-job-export = Écriture du rapport…

# Messages d'état
ui-opened = { $path } ouvert.
ui-opened-boards = { $n ->
    [one] Une donne lue
   *[other] { $n } donnes lues
} dans { $path }. Choisissez-en une dans la liste.
ui-opened-boards-warnings = { $n ->
    [one] { $n } donne lue
   *[other] { $n } donnes lues
} dans { $path }, avec { $warnings ->
    [one] { $warnings } avertissement ou erreur (voir Avertissements sous la liste des donnes)
   *[other] { $warnings } avertissements et erreurs (voir Avertissements sous la liste des donnes)
} ; le premier : { $first }
ui-board-loaded = Donne { $n } chargée.
ui-board-play-cut = { $path }, ligne { $line }, colonne { $column } : { $message }. La donne { $board } est ouverte avec sa distribution et { $kept ->
    [0] rien de son jeu
    [one] la première carte de son jeu
   *[other] les { $kept } premières cartes de son jeu
  } ; { $dropped ->
    [0] aucune carte de la section Play n'est laissée de côté
    [one] une carte de la section Play, à partir de là, est laissée de côté
   *[other] { $dropped } cartes de la section Play, à partir de là, sont laissées de côté
  }.
ui-board-play-stopped = le jeu s'arrête ici
ui-saved = Dossier enregistré dans { $path }.
ui-saved-incomplete = Dossier enregistré dans { $path }, mais il ne s'ouvrira de nouveau qu'une fois les faits complets : { $why }
ui-restored = Dossier restauré : { $what }, { $file }, sauvegardé automatiquement { $minutes ->
    [0] il y a moins d'une minute
    [one] il y a une minute
   *[other] il y a { $minutes } minutes
}. Enregistrez-le pour le garder.
ui-restored-board = la donne { $board }
ui-restored-board-title = la donne { $board } (« { $title } »)
ui-restored-case-file = depuis le dossier { $path }
ui-restored-board-file = depuis les donnes de { $path }
ui-restored-no-file = pas encore enregistré dans un fichier
ui-restored-without-boards = { $restored } La liste des donnes n'a pas pu être relue : { $message }
ui-revoke-entered = Carte { $n } : { $card } de { $seat } est une renonce (la main a encore la couleur demandée).

# Erreurs
ui-error-io = { $path } : { $message }
ui-error-autosave-differs = La sauvegarde automatique ne se relit pas comme le cas affiché : enregistrez le cas pour le garder.
ui-error-autosave-unreadable = La sauvegarde automatique ne peut pas être relue ({ $message }) : enregistrez le cas pour le garder.
ui-error-in-file = { $path } : { $message }
ui-error-not-a-file = { $path } n'est pas un fichier lisible.
ui-error-file-kind = { $path } : type de fichier « .{ $ext } » inconnu (attendu : un dossier .toml, ou un fichier .pbn ou .lin).
ui-error-no-games = { $path } : aucune donne dans ce fichier.
ui-error-board-field = { $path }, donne { $board } : la balise { $field } manque ou est fausse.
ui-error-passed-out = { $path }, donne { $board } : la donne a été passée ; il n'y a pas de jeu de la carte.
ui-error-board-play = { $path }, donne { $board } : { $message }
ui-error-job = { $job } a échoué : { $message }
ui-pbn-diagnostic = { $path }, ligne { $line }, colonne { $column } : { $message }

# Restauration et modifications non enregistrées
ui-restore-title = Restaurer le dossier en cours ?
ui-restore-text = Arbitre a été fermé sans enregistrer un dossier (sauvegardé automatiquement { $minutes ->
    [0] il y a moins d'une minute
    [one] il y a une minute
   *[other] il y a { $minutes } minutes
}). Le restaurer ?
ui-restore-yes = Restaurer
ui-restore-no = L'abandonner
ui-unsaved-title = Modifications non enregistrées
ui-unsaved-quit = Le dossier a des modifications non enregistrées.
ui-unsaved-open = Le dossier en cours a des modifications non enregistrées. Ouvrir { $path } quand même ?
ui-unsaved-save = Enregistrer et quitter
ui-unsaved-discard = Quitter sans enregistrer
ui-unsaved-discard-open = Abandonner les modifications et ouvrir

# Donnes
ui-boards-passed = Passe
ui-boards-title = Donnes
ui-boards-filter = Filtre
ui-boards-filter-hint = épreuve, donne, contrat…
ui-boards-number = Donne
ui-boards-event = Épreuve
ui-boards-room = Section/salle
ui-boards-declarer = Décl.
ui-boards-any-column = toute colonne
ui-boards-filter-column-tip = La colonne où le filtre cherche
ui-boards-contract = Contrat
ui-boards-result = Résultat
ui-boards-open-tip = Charger cette donne
ui-board-n = Donne { $n }
ui-boards-sort-tip = Trier selon cette colonne ; cliquer de nouveau pour l'ordre inverse, une troisième fois pour l'ordre du fichier
ui-boards-shown = { $shown ->
    [one] { $shown } donne affichée sur { $total }
   *[other] { $shown } donnes affichées sur { $total }
}
ui-boards-warnings = { $n ->
    [one] Avertissement ({ $n })
   *[other] Avertissements ({ $n })
}
ui-boards-warning = Ligne { $line }, colonne { $column } : { $message }
ui-boards-warning-tip = Ouvrir la donne concernée
ui-boards-warnings-more = { $n ->
    [one] et { $n } autre, non listé (arbitre check les liste tous)
   *[other] et { $n } autres, non listés (arbitre check les liste tous)
}
ui-open-progress = { $read } Mo lus sur { $size }
ui-open-cancel = Arrêter la lecture
ui-open-cancelled = { $path } : lecture arrêtée ; le fichier n'a pas été ouvert.
ui-error-board-gone = { $path } : cette donne ne peut plus être lue ; le fichier a peut-être changé depuis son ouverture. Ouvrez de nouveau le fichier.

# La table
ui-dealer = Donneur : { $seat }
ui-dealer-mark = D
ui-dealer-tip = Donneur
ui-vul-mark = vuln.
ui-vul-tip = Vulnérable
ui-contract-by = { $contract } joué par { $seat }
ui-tricks-won = Levées : NS { $ns } – EO { $ew }
ui-on-turn = à jouer
ui-trick-n = Levée { $n }
ui-to-lead = { $seat } entame
ui-led-by = entame de { $seat }
ui-won-by = gagnée par { $seat }
ui-replace-hint = Une carte tapée ou cliquée remplace maintenant la carte { $n } ; les cartes suivantes sont gardées tant qu'elles conviennent ({ $keys } l'annule).

# Relecture et grille
ui-nav-first = Avant l'entame (Début)
ui-nav-prev = Une carte en arrière (←)
ui-nav-next = Une carte en avant (→)
ui-nav-last = Après la dernière carte (Fin)
ui-cursor = Carte { $n } sur { $len }
ui-cut-play = Couper le jeu ici
ui-cut-play-tip = Retirer les cartes après la carte { $n }
ui-grid-trick = Levée
ui-grid-lead = Entame
ui-grid-winner = Gagnant
ui-grid-card = Carte { $n } : { $card }
ui-grid-card-tip = Carte { $n }, jouée par { $seat }. Cliquer pour relire jusqu'ici.
ui-revoke-flag = Renonce
ui-revoke-line = Renonce : carte { $n }, { $card } de { $seat } (levée { $trick })

# Enchères
ui-auction-title = Enchères
ui-auction-unknown = Les enchères ne sont pas enregistrées.
ui-auction-alerted = Enchère alertée
ui-call-pass = Passe
ui-call-double = Contre
ui-call-redouble = Surcontre
ui-call-all-pass = Passe général

# Faits
ui-facts-attention = Quand l'attention a été attirée
ui-attention-label = Attention attirée
ui-attention-none = pas encore indiqué
ui-attention-during-play = pendant le jeu
ui-attention-end-of-play = à la fin du jeu (mains pas encore remises)
ui-attention-after-hands-returned = après la remise des mains dans l'étui
ui-attention-after-next-board-call = après une déclaration sur la donne suivante
ui-attention-after-round = après la fin du tour
ui-attention-after-card = après la carte
ui-attention-at-cursor = Après la carte { $n } (curseur)
ui-attention-after-which = C'est-à-dire après { $card } de { $seat }, levée { $trick }.
ui-facts-claim = Revendication ou concession
ui-claim-made = Il y a eu revendication ou concession
ui-claim-by = Par
ui-claim-tricks = Levées revendiquées (parmi celles qui restent)
ui-claim-agreed = L'autre camp a acquiescé
ui-claim-awarded = Levées attribuées par l'arbitre
ui-claim-award-none = la proposition (aucune attribution)
ui-claim-award-set = Attribuer
ui-claim-award-clear = Revenir à la proposition
ui-claim-after = Faite après la carte { $n }.
ui-claim-not-at-end = La revendication est notée après la carte { $n } mais le jeu a { $len } cartes : le jeu après une revendication est nul.
ui-claim-move = La noter après la carte { $len }
ui-facts-marked = Renonces que la donne ne montre pas
ui-marked-help = Une carte pénalisée majeure non jouée, ou une restriction d'entame non respectée.
ui-marked-card = Carte { $n } ({ $card } de { $seat })
ui-marked-missing = Carte { $n } (hors du jeu)
ui-marked-penalty-card = carte pénalisée non jouée
ui-marked-lead-restriction = restriction d'entame non respectée
ui-marked-remove = Retirer cette marque
ui-marked-kind = nature
ui-marked-new-card = Carte
ui-marked-add = Marquer la renonce
ui-facts-meta = Titre, épreuve et notes
ui-meta-title = Titre
ui-meta-event = Épreuve
ui-meta-session = Séance
ui-meta-date = Date
ui-meta-round = Tour
ui-meta-table = Table
ui-meta-director = Arbitre
ui-meta-notes = Notes
ui-meta-appeal-minutes = Minutes pour faire appel (règlement de l'épreuve)
ui-meta-appeal-text = Avis d'appel propre à l'épreuve
ui-meta-appeal-text-hint = vide : l'avis habituel (Loi 92B)

# Décision
ui-tab-table = Donne et jeu
ui-tab-facts = Faits
ui-tab-ruling = Décision
ui-tab-equity = Équité (64C)
ui-ruling-none = Pas encore de décision
ui-ruling-stale = (décision sur la version précédente ; la nouvelle arrive)
ui-ruling-no-revoke = Aucune renonce dans ce jeu.
ui-ruling-no-revoke-claim = Aucune renonce dans ce jeu : le résultat suit la décision sur la revendication.
ui-ruling-no-revoke-concession = Aucune renonce dans ce jeu : le résultat suit la décision sur la concession.
ui-ruling-revoke = Renonce { $i } : carte { $n }, { $card } de { $seat }, levée { $trick }
ui-ruling-kind = Nature
ui-ruling-established = Consommée
ui-ruling-corrected = Rectifiée
ui-ruling-penalty-card = Carte pénalisée majeure
ui-ruling-transfer = Transfert
ui-tricks = { $n ->
    [one] { $n } levée
   *[other] { $n } levées
}
ui-law = Loi { $code }
ui-ruling-results = Résultat
ui-ruling-declarer-tricks = Levées du déclarant
ui-ruling-score = Marque
ui-ruling-table = À la table
ui-ruling-adjusted = Après le transfert ({ $n })
ui-ruling-final = Final
ui-ruling-weighted = pondéré
ui-ruling-replay = Le jeu reprend à la table à partir de la rectification.
ui-ruling-exact = Marque pondérée exacte : NS { $score }
ui-ruling-weighted-line = { $percent } % de { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} : NS { $score }
ui-ruling-equity-applies = Loi 64C : le camp non fautif n'est pas assez dédommagé ; le résultat probable s'applique.
ui-ruling-equity-not = Loi 64C : le transfert dédommage le camp non fautif.
ui-ruling-imps = IMP pour Nord-Sud : { $imps }
ui-scores = NS { $ns } / EO { $ew }

# Équité
ui-equity-alternatives = Les cartes régulières du fautif au moment de la renonce
ui-equity-at-revoke = À la carte { $n } ({ $seat }), le déclarant avait gagné { $before } levées.
ui-equity-card = Carte
ui-equity-no-evidence = Aucune renonce consommée : rien à comparer.
ui-equity-dd = Sans la renonce, à quatre jeux : { $n } levées pour le déclarant.
ui-equity-likely = Résultat probable retenu : { $n } levées.
ui-equity-plot = Levées du déclarant à quatre jeux après chaque carte
ui-equity-plot-unavailable = L'analyse n'est pas encore disponible.
ui-equity-plot-x = cartes jouées
ui-equity-plot-y = levées du déclarant
ui-equity-plot-line = quatre jeux
ui-equity-plot-revoke = renonce
ui-equity-plot-cursor = curseur
ui-equity-director = L'appréciation de l'arbitre
ui-equity-own = Utiliser ma propre estimation du résultat probable
ui-equity-likely-tricks = Levées probables du déclarant
ui-equity-weights = Résultats pondérés (Loi 12C1c)
ui-equity-weight-tricks = Levées
ui-equity-weight-percent = Poids
ui-equity-weight-remove = Retirer ce résultat
ui-equity-weight-add = Ajouter un résultat
ui-equity-weights-ok = Les poids font 100 % au total.
ui-equity-weights-bad = Les poids font { $total } % au total, pas 100 % : la décision ne peut pas les utiliser tant qu'ils ne font pas 100 %.
ui-equity-reasons = Motifs
ui-export-title = Exporter la décision signée
ui-export-lang = Langue du rapport
ui-decision-lang = Langue de la décision
ui-export-paper = Papier
ui-export-director = Nom de l'arbitre
ui-export-passphrase = Phrase secrète de l'identité de signature
ui-export-identity-existing = Signé avec l'identité de l'arbitre dans { $path }.
ui-export-identity-new = Une identité de signature sera créée pour { $name } (un certificat auto-signé, gardé dans le dossier des réglages).
ui-export-button = Exporter…
ui-export-no-config = Aucun dossier de réglages où garder l'identité de signature.
ui-paper-letter = Lettre US
ui-export-passphrase-again = La phrase secrète, une seconde fois
ui-export-passphrase-hint = phrase secrète
ui-export-passphrase-again-hint = même phrase secrète
ui-export-why-passphrase = Tapez la phrase secrète de l'identité de signature pour exporter un rapport signé.
ui-export-why-director = Tapez le nom de l'arbitre : une nouvelle identité de signature est créée à ce nom.
ui-export-why-again = Nouvelle identité : tapez la phrase secrète une seconde fois, dans le champ en dessous.
ui-export-why-mismatch = Les deux phrases secrètes diffèrent ; tapez la même phrase dans les deux champs.
ui-export-draft-button = Projet, non signé…
ui-export-draft-tip = Écrit le rapport sans signature, avec la mention PROJET sur chaque page, pour relecture. Aucune phrase secrète n'est demandée.
ui-job-unlock = Vérification de la phrase secrète
ui-report-draft-written = Projet écrit, non signé : { $path }
ui-report-opened = { $path } est ouvert dans le lecteur de PDF.
ui-open-pdf = Ouvrir le PDF
ui-open-failed = Le PDF { $path } n'a pas pu être ouvert avec { $opener } : { $detail }
ui-report-signed = Rapport signé écrit dans { $path }, signé par { $signer }.
ui-grid-void-trick = nulle
ui-grid-void-trick-tip = Notée après que l'attention a été attirée ; le jeu reprend depuis la rectification, cette levée ne compte donc pas.
ui-play-void = { $count ->
    [one] Barrée : la carte { $first }, notée après que l'attention a été attirée (après la carte { $standing }), est nulle : le jeu reprend depuis la rectification. Elle ne compte pas dans la décision.
   *[other] Barrées : les cartes { $first } à { $last }, notées après que l'attention a été attirée (après la carte { $standing }), sont nulles : le jeu reprend depuis la rectification. Elles ne comptent pas dans la décision.
}
ui-ruling-table-standing = { $n ->
    [one] Seul compte le jeu qui demeure : la première carte. Les cartes suivantes sont nulles, car le jeu reprend depuis la rectification.
   *[other] Seul compte le jeu qui demeure : les { $n } premières cartes. Les cartes suivantes sont nulles, car le jeu reprend depuis la rectification.
}
ui-ruling-table-standing-tricks = { $n ->
    [one] { $tricks } (première carte)
   *[other] { $tricks } ({ $n } premières cartes)
}
ui-unsaved-board = Le dossier en cours a des modifications non enregistrées. Ouvrir la donne { $board } quand même ?
ui-unsaved-discard-board = Abandonner les modifications et ouvrir la donne
ui-ruling-provisional = Décision provisoire : le jeu n'est pas noté jusqu'au bout
ui-ruling-provisional-missing = { $n ->
    [one] { $n } carte du jeu est notée. La Loi 64 s'applique une fois le jeu terminé : notez la suite du jeu (ou la revendication qui l'a terminé) pour la décision définitive. Pas de résultat de la Loi 64C d'ici là.
   *[other] { $n } cartes du jeu sont notées. La Loi 64 s'applique une fois le jeu terminé : notez la suite du jeu (ou la revendication qui l'a terminé) pour la décision définitive. Pas de résultat de la Loi 64C d'ici là.
}
ui-ruling-final-after-play = Une fois le jeu noté jusqu'au bout.

## Keyboard card entry
ui-entry-label = Taper une carte :
ui-entry-hint = S R, ♠R ou sr (R, D, V ou K, Q, J) ; le rang seul quand la couleur est sûre (10 ou T). Entrée joue, Retour arrière annule
ui-entry-partial = maintenant le rang (A R D V 10 9 … 2)
ui-entry-partial-d = D : un carreau, puis son rang (D5, DD) ; ou la dame, puis sa couleur (DS, D♠)
ui-entry-ready = { $card } par { $seat } : Entrée la joue
ui-entry-not-held = { $seat } n'a pas { $card }
ui-entry-which-suit = { $seat } a plusieurs { $rank } : tapez aussi la couleur (S ♠, H ♥, D ♦, C ♣)
ui-entry-no-turn = Le jeu est complet : aucune carte ne peut être ajoutée
ui-entry-invalid = Ce n'est pas une carte : tapez une couleur (S, H, D, C ou ♠ ♥ ♦ ♣) et un rang

## Modifier keys, as shortcuts are written: Ctrl+Maj+Z
ui-key-ctrl = Ctrl
ui-key-shift = Maj
ui-key-alt = Alt

## The facts that do not fit the play, as the window says them (the command line names the
## case file's fields instead: rule-error-* in laws.ftl)
ui-facts-error-not-yet = La décision ne peut pas être calculée sur cet ordinateur.
ui-facts-error-claim-not-last = La revendication est enregistrée après la carte { $after }, mais le jeu continue jusqu'à la carte { $len } : une revendication suit la dernière carte jouée (le jeu après une revendication ne compte pas). Coupez le jeu à la revendication, ou déplacez-la.
ui-facts-error-claim-too-many = La revendication porte sur { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
}, mais il ne restait que { $left ->
    [one] { $left } levée
   *[other] { $left } levées
} à jouer.
ui-facts-error-mark-range = Une renonce que la donne ne montre pas est marquée à la carte { $card } : choisissez une carte de 1 à { $len }.
ui-facts-error-attention-range = L'attention est attirée après la carte { $after } : choisissez une carte de 1 à { $len }.
ui-facts-error-no-attention = Il y a une renonce : indiquez quand l'attention a été attirée (sous « Quand l'attention a été attirée »).
ui-facts-error-unfinished = Le jeu s'arrête après { $len ->
    [one] { $len } carte
   *[other] { $len } cartes
} sans revendication : entrez la suite du jeu, enregistrez la revendication, ou indiquez que l'attention a été attirée pendant le jeu.

## L'avis aux joueurs
ui-menu-save-notice = Enregistrer l'avis (PDF)…
ui-menu-print-notice = Imprimer l'avis…
ui-notice-save-title = Enregistrer l'avis signé aux joueurs
ui-notice-print-title = Imprimer l'avis signé aux joueurs
ui-notice-a4 = A4 (deux par feuille)
ui-notice-printer = Imprimante
ui-notice-printer-default = L'imprimante par défaut du système
ui-notice-save-button = Enregistrer…
ui-notice-print-button = Imprimer
ui-job-notice = Préparation de l'avis…
ui-notice-saved = Avis signé écrit dans { $path }, signé par { $signer }.
ui-notice-printed = Avis envoyé à { $printer }. { $reply }
ui-notice-printed-default = Avis envoyé à l'imprimante par défaut. { $reply }

## Un rapport signé ouvert par un comité d'appel
ui-signed-opened = Rapport signé { $path } ouvert en lecture seule.
ui-signed-opened-not-intact = Le rapport { $path } n'est PAS INTACT : il s'ouvre en lecture seule et ne peut fonder aucune décision.
ui-signed-banner = Rapport signé, en lecture seule : signé par { $signer }, { $time }.
ui-signed-copy-banner = Une copie du rapport signé par { $signer } ({ $time }) : vos changements ne touchent que la copie.
ui-signed-no-time = sans date de signature
ui-signed-intact = Intact : le fichier est exactement ce qui a été signé.
ui-signed-not-intact = PAS INTACT : { $reason } Ne fondez aucune décision sur ce rapport.
ui-signed-not-intact-plain = PAS INTACT : ne fondez aucune décision sur ce rapport.
ui-signed-trusted = { $signer } est de confiance : son certificat est dans votre dossier de confiance.
ui-signed-trusted-authority = { $signer } est garanti par { $authority }, une autorité de confiance.
ui-signed-untrusted = Aucun certificat de confiance ne garantit le signataire : la signature ne prouve qu'une clé.
ui-signed-copy-button = Travailler sur une copie
ui-signed-copy-made = Une copie du cas du rapport, pour y travailler (pas encore enregistrée).
ui-signed-copy-refused = On ne peut travailler sur un rapport qui n'est pas intact.
ui-signed-director-final = La marque finale de l'arbitre : { $scores }
ui-signed-copy-final = La marque finale de cette copie : { $scores }
ui-signed-no-final = pas de marque finale
ui-signed-no-ruling = pas encore de décision
ui-read-only-refused = Ce rapport signé est en lecture seule : choisissez « Travailler sur une copie » pour le modifier.
ui-read-only-hover = Un rapport signé est en lecture seule : choisissez « Travailler sur une copie » dans le bandeau pour le modifier.
ui-decision-button = Enregistrer la décision…
ui-decision-title = La décision du comité d'appel
ui-decision-on = Sur le rapport signé par { $signer } (SHA-256 { $hash }).
ui-decision-upheld = Confirmée : la décision de l'arbitre est maintenue ({ $scores }).
ui-decision-amended = Modifiée : la décision de cette copie la remplace ({ $scores }).
ui-decision-amended-none = Modifiée avec la décision de la copie
ui-decision-amend-needs-copy = Pour modifier la décision, choisissez « Travailler sur une copie » et changez d'abord les faits, l'estimation ou les pondérations.
ui-decision-amend-needs-ruling = La copie n'a pas encore de décision : attendez-la, ou corrigez les faits.
ui-decision-reasons = Motifs
ui-decision-members = Membres
ui-decision-members-hint = un nom par ligne
ui-decision-chair = Président (signe)
ui-decision-identity-existing = Signée avec l'identité de { $path } : la décision nomme la personne que son certificat désigne.
ui-decision-sign = Signer et enregistrer…
ui-decision-needs-members = Nommez les membres du comité (un nom par ligne).
ui-decision-needs-passphrase = Tapez la phrase secrète de l'identité de signature.
ui-decision-needs-chair = Nommez le président : une identité de signature sera créée à son nom.
ui-decision-save-title = Enregistrer la décision d'appel signée
ui-decision-written = Décision d'appel écrite dans { $path }, signée par { $signer }, sur le rapport dont le SHA-256 est { $hash }.
ui-job-decision = Préparation de la décision d'appel…

## Les décisions de la séance
ui-menu-rulings = Décisions de la séance…
ui-job-session = Lecture des décisions de la séance…
ui-menu-scores = Exporter les scores de la séance…
ui-job-scores = Écriture des scores de la séance…
ui-scores-title = Exporter les scores de la séance (CSV)
ui-scores-name = scores-seance.csv
ui-scores-no-folder = Il n'y a pas encore de dossier de séance : ouvrez un dossier ou un fichier de donnes de la séance, ou choisissez son dossier dans « Décisions de la séance… ».
ui-scores-folder = Impossible de lire le dossier de la séance { $path } : { $error }
ui-scores-some-failed = { $written } { $count ->
    [one] Un dossier ne donne pas de décision et est laissé de côté
   *[other] { $count } dossiers ne donnent pas de décision et sont laissés de côté
  } ({ $file } : { $error }).
ui-rulings-title = Décisions de la séance
ui-rulings-folder = Dossier de la séance : { $dir }
ui-rulings-no-folder = aucun pour l'instant (ouvrez un cas ou un fichier de donnes, ou choisissez-en un)
ui-rulings-choose = Choisir le dossier de la séance…
ui-rulings-refresh = Relire
ui-rulings-search = Rechercher
ui-rulings-search-hint = donne, table, joueur, loi ou état
ui-rulings-count = { $total ->
    [one] { $shown } décision affichée sur { $total }
   *[other] { $shown } décisions affichées sur { $total }
}
ui-rulings-board = Donne
ui-rulings-table = Table
ui-rulings-ns = Nord – Sud
ui-rulings-ew = Est – Ouest
ui-rulings-laws = Lois
ui-rulings-table-score = À la table
ui-rulings-final-score = Marque finale
ui-rulings-status = État
ui-rulings-status-all = tous
ui-rulings-result = Résultat
ui-status-draft = brouillon
ui-status-signed = signée
ui-status-notified = notifiée
ui-status-appealed = en appel
ui-rulings-round-table = tour { $round }, table { $table }
ui-rulings-result-final = définitive
ui-rulings-result-replay = le jeu reprend
ui-rulings-result-provisional = provisoire
ui-rulings-failure = { $file } ne donne aucune décision : { $why }
ui-signed-banner-unproven = Rapport signé, en lecture seule : il nomme { $signer } comme signataire ({ $time }), ce qui n'est pas prouvé.
## The contract form (a hand record gives the deal only)
ui-menu-contract = Contrat et enchères…
ui-contract-title = Donne { $n } : le contrat
ui-contract-board = Donneur { $dealer }, { $vul }.
ui-contract-hint = Entrez le contrat relevé sur la feuille de marque ; les enchères, si vous les connaissez, sont facultatives.
ui-contract-level = Palier
ui-contract-strain = Dénomination
ui-contract-penalty = Contre, surcontre
ui-contract-undoubled = Non contré
ui-contract-doubled = Contré
ui-contract-redoubled = Surcontré
ui-contract-declarer = Déclarant
ui-contract-auction = Les enchères telles qu'elles ont eu lieu (facultatif)
ui-contract-call-notes = Enchère { $n } ({ $call } par { $seat }) :
ui-contract-alerted = Alertée
ui-contract-explanation = Explication
ui-contract-explanation-hint = telle que donnée à la table (facultatif)
ui-contract-pick-call = Cliquez pour saisir l’alerte et l’explication de cette enchère
ui-contract-undo-call = Reprendre la dernière enchère
ui-contract-apply = Jouer { $contract } par { $declarer }
ui-contract-cancel = Annuler
ui-contract-needed = La donne { $n } vient d'un diagramme sans contrat : entrez-le.
ui-contract-set = Contrat entré.
ui-contract-play-cut = Le nouveau contrat change le jeu : { $kept ->
    [one] { $kept } carte est gardée
   *[other] { $kept } cartes sont gardées
}, { $dropped ->
    [one] { $dropped } carte ne convient plus et est retirée (Annuler la rétablit)
   *[other] { $dropped } cartes ne conviennent plus et sont retirées (Annuler les rétablit)
}.

## Hovering the double-dummy plot
ui-equity-plot-hover-start = Avant l'entame : le déclarant peut faire { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} à cartes ouvertes.
ui-equity-plot-hover = Carte { $n }, levée { $trick } : { $card } par { $seat } ; le déclarant peut alors faire { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} à cartes ouvertes. Cliquez pour revenir à ce point.
ui-contract-auction-differs = Les enchères entrées aboutissent à { $contract } par { $declarer }, pas au contrat choisi ci-dessus.
ui-tab-claim = Revendication
ui-claim-panel = Revendication ou concession (Lois 68 à 71)
ui-claim-record = Enregistrer une revendication ou une concession après la carte { $n }
ui-claim-kind = Nature
ui-claim-kind-claim = Revendication
ui-claim-kind-concession = Concession
ui-claim-stated-total = le total qu'il a annoncé pour son camp
ui-claim-review = Révision demandée pendant le délai de correction (69B, 71)
ui-claim-draw-trumps = Faire tomber les atouts
ui-claim-finesse = Impasse avec la prochaine carte cliquée
ui-claim-remove-last = Retirer le dernier élément
ui-claim-clear = Effacer la déclaration
ui-claim-70c = Un atout reste dehors (70C)
ui-claim-trump-mentioned = La déclaration mentionnait l'atout adverse (70C1 ne s'applique pas)
ui-claim-trump-unaware = Il est tant soit peu probable qu'il ignorait qu'un atout restait dehors (70C2)
ui-claim-show-line = Montrer cette ligne dans le déroulé
ui-claim-leave-line = Revenir au jeu enregistré
ui-line-banner = Ligne qui donne la proposition, pas le jeu réel.
ui-line-banner-c70 = Ligne sans penser à l'atout qui donne la proposition, pas le jeu réel.
ui-grid-line-card = Carte { $n } de la ligne : { $card }
ui-grid-line-tip = Une carte de la ligne de la revendication, pas du jeu enregistré. Cliquez pour montrer la ligne jusqu'ici.
ui-rule-cancel = Annuler
ui-rule-cancelled = Annulé : aucun chiffre n'a été gardé.
ui-rule-again = Calculer à nouveau
ui-rule-incomplete = Éléments incomplets : les éléments de la revendication n'étaient pas complets en { $seconds } s, aucun chiffre n'est donc montré.
ui-rule-continue = Continuer (sans limite de temps)
ui-claim-accept = Accepter la proposition
ui-claim-add-card = Ajouter { $card } à la déclaration
ui-claim-reasons = Vos motifs de la décision (gardés avec la revendication, imprimés dans le rapport)
ui-claim-line-back = Carte précédente
ui-claim-line-next = Carte suivante
ui-claim-line-step = { $len ->
    [one] carte { $n } sur { $len } de la ligne, hors du jeu enregistré
   *[other] carte { $n } sur { $len } de la ligne, hors du jeu enregistré
}

# Arbitre's own path dialog (when the desktop offers no file dialog)
ui-path-hint = Aucune fenêtre de choix de fichier ne répond sur ce bureau : tapez le chemin. Tab le complète ; Entrée le valide.
ui-path-label = Chemin
ui-path-save = Enregistrer ici
ui-path-choose = Choisir
ui-path-empty = Tapez d'abord le chemin d'un fichier.
ui-path-no-folder = Il n'y a pas de dossier { $path }.
ui-path-is-folder = { $path } est un dossier : ajoutez le nom du fichier à la suite.
ui-path-no-parent = Il n'y a pas de dossier { $folder } où écrire : choisissez un dossier existant.
ui-path-not-found = Il n'y a pas de fichier { $path } (le dossier { $folder } existe, la suite du chemin non).
