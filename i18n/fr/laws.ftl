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
law-68A = Revendication : le joueur annonce qu'il gagnera une partie des levées restantes, propose d'arrêter le jeu ou étale ses cartes dans ce but.
law-68B1 = Concession : le joueur annonce qu'il perdra une partie des levées restantes ; revendiquer des levées concède les autres.
law-68D = Le jeu s'arrête à la revendication ou à la concession ; les cartes jouées ensuite ne comptent pas.
law-69A = Les adversaires ont acquiescé : la donne est marquée comme si les levées avaient été jouées ainsi.
law-69B1 = Un acquiescement peut être retiré pendant le délai de correction pour une levée que le camp avait déjà gagnée ; elle lui revient.
law-69B2 = Un acquiescement peut être retiré pendant le délai de correction pour une levée qu'aucun jeu normal n'aurait pu perdre ; elle revient au camp.
law-70A = Revendication contestée : l'arbitre juge aussi équitablement que possible pour les deux camps, tout point douteux contre le revendiquant.
law-70C1 = Un adversaire détenait encore un atout et la déclaration du revendiquant n'en disait rien.
law-70C2 = Il est tant soit peu probable que le revendiquant ignorait qu'un atout restait dehors.
law-70C3 = Une levée pouvait être perdue sur cet atout par un jeu normal : elle va aux adversaires.
law-70D1 = Une ligne gagnante que le revendiquant n'a pas annoncée n'est pas acceptée si une autre ligne normale réussirait moins bien.
law-70D2 = La partie de la revendication d'un défenseur qui exige de son partenaire un jeu particulier parmi des jeux normaux n'est pas acceptée.
law-70E1 = Une ligne qui dépend de la place d'une carte chez un adversaire plutôt que chez l'autre n'est pas acceptée, sauf si elle a été annoncée, si l'autre adversaire n'avait déjà plus fourni à la couleur ou n'y fournirait pas sur toute ligne normale, ou si une autre ligne serait irrationnelle.
law-71-1 = Concession annulée : le joueur a concédé une levée que son camp avait déjà gagnée.
law-71-2 = Concession annulée : le déclarant a concédé la chute d'un contrat déjà réalisé.
law-71-3 = Concession annulée : un défenseur a concédé la réussite d'un contrat que son camp avait déjà fait chuter.
law-71-4 = Concession annulée : le joueur a concédé une levée qu'aucun jeu normal des cartes restantes ne pouvait perdre.

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
rule-error-claim-too-many = [[claim]] { $field } = { $tricks } : il ne restait que { $left ->
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

# Revendications et concessions (Lois 68-71).
claim-error-line-unknown = [[claim]] line : `{ $token }` n'est ni une carte (comme "S2"), ni "draw_trumps", ni "finesse:" suivi d'une carte (comme "finesse:SQ")
claim-error-line-not-held = [[claim]] line : { $card } n'est ni dans la main du revendiquant ni dans celle de son partenaire au moment de la revendication
claim-error-line-notrump = [[claim]] line : "draw_trumps" dans un contrat à sans-atout (il n'y a pas d'atout à tirer)
claim-error-total-disagrees = [[claim]] stated_total = { $total } : avec { $won ->
    [one] { $won } levée déjà gagnée
   *[other] { $won } levées déjà gagnées
}, il reste { $from_total ->
    [one] { $from_total } levée
   *[other] { $from_total } levées
} des levées restantes, mais tricks = { $tricks } ; donnez l'un des deux, ou accordez-les
note-claim-finesse-standing = Lecture retenue : un élément « finesse: » de la déclaration est un ordre permanent dès la revendication ; il ne retient jamais les entames qui le suivent dans la ligne.
note-claim-no-double-dummy = Le solveur à quatre jeux n'a pas pu évaluer la position de la revendication : { $reason }
explain-claim = Revendication (Lois 68-71)
explain-claim-what = { $kind ->
    [concession] Concession de { $seat } : son camp garde { $tricks } des { $remaining ->
        [one] { $remaining } levée restante
       *[other] { $remaining } levées restantes
    }
   *[claim] Revendication de { $seat } : { $tricks } des { $remaining ->
        [one] { $remaining } levée restante
       *[other] { $remaining } levées restantes
    }
} (levée { $trick }), { $agreed ->
    [yes] acceptée.
   *[no] contestée.
}
explain-claim-statement = Déclaration : { $line }.
explain-claim-no-statement = Aucune déclaration de la ligne de jeu.
explain-claim-dd = À quatre jeux : { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} pour { $side }.
explain-claim-line = La ligne, jouée normalement, tout point douteux contre le revendiquant : { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
}.
explain-claim-play = Jeu : { $cards }
explain-claim-c70 = Sans penser à l'atout adverse (70C) : { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
}.
explain-claim-finesse = Impasses accordées (70E) : { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
}.
explain-claim-no-prior = En oubliant qui n'avait plus fourni à une couleur avant la revendication : { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
}.
explain-claim-location = La ligne dépend de la place de { $card } : chez { $holder }{ $showed ->
    [yes] , et l'autre adversaire n'avait déjà plus fourni à la couleur.
   *[no] .
}
explain-claim-normal-min = Au minimum, en jeu normal : { $claimer } pour { $side }, { $opponents } pour { $other }.
explain-claim-proposal = Proposition : { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
} pour { $side }.
explain-claim-awarded = L'arbitre attribue { $tricks ->
    [one] { $tricks } levée
   *[other] { $tricks } levées
}.
explain-claim-final = Résultat de la revendication : { $tricks } des { $remaining ->
    [one] { $remaining } levée restante
   *[other] { $remaining } levées restantes
} pour { $side }.
explain-claim-stated = Total annoncé pour son camp : { $total ->
    [one] { $total } levée
   *[other] { $total } levées
} ; son camp en avait déjà gagné { $won }.
explain-claim-item-draw = tirer les atouts
explain-claim-item-finesse = impasse avec { $card }
note-claim-awarded-agreed = La revendication a été acceptée : l'attribution de l'arbitre (awarded) ne vaut que pour une revendication contestée et n'est pas utilisée.

# Pourquoi la ligne du revendiquant fait moins de levées qu'à quatre jeux (une ligne par levée perdue).
explain-claim-why = Pourquoi la ligne fait moins de levées qu'à quatre jeux :
claim-why-trick = Levée { $trick } : { $what } ; { $lost ->
    [one] une levée perdue
   *[other] { $lost } levées perdues
} par rapport à l'analyse à quatre jeux
claim-why-stated-lead = { $seat } entame { $card }, comme le dit la déclaration
claim-why-stated-draw = { $seat } fait tomber les atouts avec { $card }, comme le dit la déclaration
claim-why-draw = { $seat } fait tomber les atouts avec { $card } : un atout maître quand un adversaire a encore de l'atout (entame, règle 1)
claim-why-winner = { $seat } peut jouer { $card } d'abord : une couleur gagnante, les couleurs gagnantes dans n'importe quel ordre, négligent mais normal (entame, règle 2)
claim-why-any-suit = { $seat } peut jouer { $card } : sans couleur gagnante, n'importe quelle couleur par le haut, négligent mais normal (entame, règle 3)
claim-why-under-sure = { $seat } fournit { $card } sous la carte sûre du partenaire : pas de surprise sauf si elle est annoncée
claim-why-take-over = { $seat } prend la carte du partenaire avec { $card }, la carte sûre la moins chère (levées sûres prises)
claim-why-under = { $seat } fournit { $card } sous la carte du partenaire : aucune carte sûre pour prendre la levée
claim-why-stated-finesse = { $seat } fait l'impasse avec { $card }, comme le dit la déclaration
claim-why-finesse-credited = { $seat } joue { $card } : impasses accordées (test de la 70E)
claim-why-cheapest-sure = { $seat } gagne avec { $card }, la carte sûre la moins chère : une impasse non annoncée n'est pas faite (70E1)
claim-why-no-sure = { $seat } peut jouer { $card } : sans carte sûre, petite, la moins chère qui bat ou la plus haute, négligent mais normal
claim-why-ruff = { $seat } coupe avec { $card } : le plus petit atout qui bat ou l'atout sûr le moins cher
claim-why-sure-ruff = { $seat } coupe la carte du partenaire avec { $card }, l'atout sûr le moins cher (levées sûres prises)
claim-why-discard-or-ruff = { $seat } peut jouer { $card } sur la carte non sûre du partenaire : défausse ou coupe, négligent mais normal
claim-why-discard-on-sure = { $seat } défausse { $card } sur la carte sûre du partenaire
claim-why-discard = { $seat } peut défausser { $card } : la petite carte de n'importe quelle couleur, négligent mais normal (jamais une maîtresse tant qu'une perdante peut partir, ni une qui garde la petite carte du partenaire)
