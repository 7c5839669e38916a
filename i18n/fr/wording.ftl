# Ce sur quoi porte une décision, selon ce que contient le cas (ticket 26).
report-subject-claim = Décision de l'arbitre sur une revendication (Lois 68 à 71)
report-subject-concession = Décision de l'arbitre sur un abandon de levées (Lois 68 à 71)
report-subject-revoke-claim = Décision de l'arbitre sur une renonce (Lois 61 à 64) et une revendication (Lois 68 à 71)
notice-subject-claim = Avis aux joueurs de la décision de l'arbitre sur une revendication (Lois 68 à 71)
notice-subject-concession = Avis aux joueurs de la décision de l'arbitre sur un abandon de levées (Lois 68 à 71)
notice-subject-revoke-claim = Avis aux joueurs de la décision de l'arbitre sur une renonce (Lois 61 à 64) et une revendication (Lois 68 à 71)
report-claim-ruled = Levée { $trick } : { $seat } a revendiqué { $claimed } des { $remaining } levées restantes ({ $declarer_claimed } pour le déclarant) ; { $awarded } accordées ({ $declarer_ruled } pour le déclarant).
report-concession-ruled = Levée { $trick } : { $seat } a abandonné des levées, en gardant { $claimed } des { $remaining } restantes ({ $declarer_claimed } pour le déclarant) ; décision : { $awarded } ({ $declarer_ruled } pour le déclarant).

## L'onglet Décision d'une revendication
ui-ruling-claim-heading = La revendication
ui-ruling-concession-heading = L'abandon de levées
ui-ruling-as-claimed = Comme revendiqué
ui-ruling-as-conceded = Comme abandonné
ui-ruling-as-ruled = Comme décidé

## La carte qui a consommé une renonce ; les options d'une carte pénalisée
report-established-by = { $seat } { $led ->
    [yes] a entamé
   *[no] a joué
} { $card } à la levée { $trick } (63A1)
report-established-by-label = Consommée par
report-penalty-card-options = { $card } reste exposée devant { $seat } comme carte pénalisée majeure (Loi 50) : elle doit être jouée à la première occasion légale ; quand { $partner } aura la main, le déclarant pourra exiger ou interdire l'entame à { $suit } (Loi 50D2).
ui-ruling-correction = La renonce est rectifiée (Loi 62) : la carte de la renonce est remplacée par une carte de la couleur jouée, et le jeu reprend à la table depuis là ; la marque est celle obtenue alors.
