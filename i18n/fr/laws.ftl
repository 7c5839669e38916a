# Paraphrases des lois, dans les mots d'Arbitre (les textes des lois sont protégés).
law-12C1c = L'arbitre peut pondérer plusieurs résultats probables pour rétablir l'équité.
law-14B = Une carte retrouvée est réputée avoir toujours été dans la main ; ne pas l'avoir jouée peut être une renonce.
law-61A = Ne pas fournir à la couleur quand on le peut, ou ne pas jouer une carte exigée par le Code, est une renonce.
law-62A = Une renonce doit être rectifiée si l'attention est attirée avant qu'elle soit consommée.
law-62B1 = Un défenseur rectifie avec une carte légale ; la carte retirée de sa main cachée devient une carte pénalisée majeure.
law-62B2 = Le déclarant ou le mort rectifie avec une carte légale, sans autre rectification.
law-62C3 = Les deux camps ont renoncé dans la même levée et un seul camp a joué à la levée suivante : les deux renonces sont rectifiées.
law-62D1 = Une renonce à la douzième levée est rectifiée, même consommée, tant que les mains ne sont pas remises dans l'étui.
law-62D2 = Un défenseur a renoncé à la levée 12 avant que son partenaire y joue : la carte du partenaire relève des informations non autorisées (16C).
law-63A1 = La renonce est consommée dès que le fautif ou son partenaire entame ou joue à la levée suivante.
law-63A2 = La renonce est consommée dès que le fautif ou son partenaire nomme ou désigne une carte pour la levée suivante.
law-63A3 = La renonce est consommée dès qu'un membre du camp fautif revendique ou concède des levées.
law-63A4 = La renonce est consommée dès que le camp fautif accepte la revendication ou la concession adverse.
law-64A1 = Le fautif a gagné la levée de la renonce : cette levée passe à l'autre camp, plus une levée ultérieure gagnée par le camp fautif, s'il y en a.
law-64A2 = Le fautif n'a pas gagné la levée de la renonce, mais son camp l'a gagnée ou en a gagné une ultérieure : une levée passe à l'autre camp.
law-64B1 = Pas de transfert automatique : le camp fautif n'a gagné ni la levée de la renonce ni aucune levée ultérieure.
law-64B2 = Pas de transfert automatique : nouvelle renonce dans la même couleur par le même joueur, après une première renonce consommée.
law-64B3 = Pas de transfert automatique : la carte non jouée était exposée sur la table (main du mort ou carte pénalisée).
law-64B4 = Pas de transfert automatique : l'attention n'a été attirée qu'après une déclaration d'un non-fautif sur une donne suivante.
law-64B5 = Pas de transfert automatique : l'attention n'a été attirée qu'après la fin du tour.
law-64B6 = Pas de transfert automatique pour une renonce à la douzième levée.
law-64B7 = Pas de transfert automatique : les deux camps ont renoncé sur cette donne et les deux renonces sont consommées.
law-64B8 = Pas de transfert automatique : la renonce a été rectifiée car les deux camps ont renoncé dans la même levée.
law-64C1 = Le camp non fautif n'a pas été suffisamment dédommagé : la marque est ajustée au résultat probable sans la renonce.
law-64C2a = Renonces répétées dans la même couleur : la marque est ajustée à ce que les non-fautifs auraient probablement obtenu sans elles.
law-64C2b = Les deux camps ont renoncé : la marque est ajustée au résultat probable sans aucune renonce.

revoke-kind-failure-to-follow = défaut de fournir
revoke-kind-penalty-card = carte pénalisée non jouée
revoke-kind-lead-restriction = restriction d'entame ignorée

note-no-estimate = Aucune estimation double mort n'a pu être faite ; l'arbitre doit donner le résultat probable.
note-no-double-dummy = Le solveur double mort n'a pas pu évaluer la position de la renonce : { $reason }
note-corrected-no-final = Une renonce est rectifiée : le jeu reprend à la table depuis la rectification, il n'y a donc pas encore de résultat final.
note-unfinished-no-final = Le jeu n'est pas enregistré jusqu'au bout : le résultat final sera donné ensuite.
note-64c2b-either-side = Les deux camps ont renoncé : la Loi 64C2b rétablit le résultat probable quel que soit le camp lésé.

rule-error-not-yet = le moteur de décision n'est pas disponible
rule-error-claim-not-last = [[claim]] after_card = { $after } : une revendication doit suivre la dernière carte enregistrée (le jeu compte { $len ->
    [one] { $len } carte
   *[other] { $len } cartes
} ; le jeu après une revendication est nul)
rule-error-claim-too-many = [[claim]] tricks = { $tricks } : il ne restait que { $left ->
    [one] { $left } levée
   *[other] { $left } levées
}
rule-error-mark-range = [[marked_revoke]] card = { $card } : un numéro de carte de 1 à { $len } était attendu
rule-error-attention-range = [attention] after_card = { $after } : un numéro de carte de 1 à { $len } était attendu
rule-error-no-attention = il y a une renonce mais pas de [attention] : indiquez quand l'attention a été attirée
rule-error-unfinished = le jeu s'arrête après { $len ->
    [one] { $len } carte
   *[other] { $len } cartes
} sans revendication : terminez-le, ajoutez la revendication, ou indiquez [attention] when = "during_play"

explain-heading = Donne { $board } : { $contract } joué par { $declarer }
explain-facts = Faits
explain-attention-none = Attention : non attirée sur une renonce.
explain-attention-during = Attention attirée pendant le jeu, après la carte { $card }.
explain-attention-end-of-play = Attention attirée à la fin du jeu, avant que les mains soient remises dans l'étui.
explain-attention-after-hands-returned = Attention attirée après que les mains ont été remises dans l'étui.
explain-attention-after-next-board-call = Attention attirée après une déclaration d'un non-fautif sur une donne suivante.
explain-attention-after-round = Attention attirée après la fin du tour.
explain-claim-agreed = Revendication après la carte { $card } par { $seat } : { $tricks } des levées restantes, acceptée.
explain-claim-disputed = Revendication après la carte { $card } par { $seat } : { $tricks } des levées restantes, contestée ; l'arbitre attribue { $awarded }.
explain-table-tricks = Levées du déclarant à la table : { $tricks }.
explain-no-revoke = Aucune renonce.
explain-revoke = Renonce { $n } : carte { $card } (levée { $trick }), { $seat } ({ $side }) a joué { $played } : { $kind }.
explain-established = Consommée.
explain-established-corrected = Consommée, mais rectifiée.
explain-not-established-corrected = Non consommée : rectifiée.
explain-not-established = Non consommée.
explain-penalty-card = { $card } devient une carte pénalisée majeure.
explain-transfer = Levées transférées : { $tricks }.
explain-arithmetic = Table { $table } levées, { $transfer } transférée(s) : { $adjusted } levées au déclarant après ajustement.
explain-equity = Équité (Loi 64C)
explain-equity-none = Aucune renonce consommée : pas d'examen d'équité.
explain-equity-position = Avant la carte { $card }, { $seat } doit jouer ; le déclarant avait gagné { $before } levées. En double mort, total du déclarant avec chaque carte légale :
explain-equity-alternative = { $card } : { $tricks } levées
explain-equity-dd = Résultat probable sans la renonce (double mort, meilleure carte pour les fautifs) : { $tricks } levées.
explain-source-double-dummy = Estimation retenue : double mort, { $tricks } levées.
explain-source-director = Estimation retenue : celle de l'arbitre, { $tricks } levées.
explain-source-weighted = Estimation retenue : les résultats pondérés de l'arbitre.
explain-source-none = Aucune estimation.
explain-reasons = Motifs de l'arbitre : { $reasons }
explain-equity-applies = La marque est ajustée au résultat probable.
explain-equity-not-applied = { $side } sont suffisamment dédommagés : pas d'ajustement d'équité.
explain-final-none = Résultat final : aucun pour l'instant (le jeu reprend à la table).
explain-final-weighted = Marque pondérée (Loi 12C1c) :
explain-weighted-outcome = { $percent } % de { $tricks } levées : { $score }
explain-final-score = Résultat final : { $tricks } levées au déclarant ; Nord-Sud { $ns }, Est-Ouest { $ew }.
explain-final-score-weighted = Résultat final : Nord-Sud { $ns }, Est-Ouest { $ew } (exact { $exact }).
explain-imps = { $percent } % — NS { $score } contre l'autre table : { $imps } IMP
explain-weighted-imps = Pondéré : { $imps } IMP pour Nord-Sud
explain-notes = Remarques
note-too-late-to-correct = Une renonce qui ne pouvait pas être consommée (pas de levée suivante) a été découverte après que les mains ont été remises dans l'étui : elle ne peut plus être rectifiée et aucune levée n'est transférée.
note-revoke-after-attention = Une renonce a été jouée après que l'attention a été attirée (après la carte { $card }) ; le jeu a continué, elle est donc jugée avec l'ensemble du jeu, après coup.
note-62c = Renonce de la carte { $card } rectifiée : les non-fautifs peuvent reprendre les cartes jouées après elle ({ $non_offenders }) (62C1) ; après une telle reprise, le camp fautif peut reprendre la carte qu'il a jouée ensuite ({ $offenders }) (62C2) ; une carte d'un défenseur ainsi reprise devient une carte pénalisée majeure.
note-void-after-correction = { $count ->
    [0] Une renonce est rectifiée quand l'attention est attirée après la carte { $standing } : le jeu reprend à la table depuis la rectification.
    [one] Une renonce est rectifiée quand l'attention est attirée après la carte { $standing } : le jeu reprend à la table depuis la rectification, la carte { $first }, notée après ce moment, est donc nulle. La décision ne compte que les { $standing } premières cartes.
   *[other] Une renonce est rectifiée quand l'attention est attirée après la carte { $standing } : le jeu reprend à la table depuis la rectification, les cartes { $first } à { $last }, notées après ce moment, sont donc nulles. La décision ne compte que les { $standing } premières cartes.
}
note-card-by = { $seat } { $card }
