# Annonces et cartes qu'un joueur veut changer (Lois 16C, 21B, 25, 26, 45–52, 57) : les lois
# dans les mots d'Arbitre, ce que l'arbitre dit aux joueurs, les messages du fichier de cas.
law-16B1 = Un joueur ne peut pas utiliser ce que suggèrent les remarques, hésitations ou gestes de son partenaire ; les adversaires le peuvent.
law-16C1 = Le camp non fautif peut utiliser tout ce qu'une annonce ou une carte retirée lui a appris.
law-16C2 = Le camp fautif ne peut pas utiliser ce qu'une annonce ou une carte retirée a montré : aucune alternative logique qu'elle suggère.
law-21B1a = Jusqu'à la fin de la période des enchères et avant que son partenaire annonce, un joueur trompé par l'explication d'un adversaire peut changer son annonce.
law-21B2 = Après ce changement, son adversaire de gauche peut changer une annonce faite ensuite.
law-21B3 = Trop tard pour changer l'annonce : l'arbitre ajuste le score si le camp qui a mal informé y a gagné.
law-25A1 = Une annonce qui n'est pas celle que le joueur voulait peut être remplacée par celle qu'il voulait, tant que son partenaire n'a pas annoncé.
law-25A2 = L'annonce voulue à ce moment reste : seule une erreur mécanique ou un lapsus se corrige.
law-25A4 = Plus de correction une fois que le partenaire a annoncé.
law-25A5 = Plus de correction après la fin de la période des enchères.
law-25A6 = L'adversaire de gauche peut reprendre l'annonce qu'il a faite sur l'annonce corrigée.
law-25B1 = L'adversaire de gauche peut accepter l'annonce de remplacement : la première est retirée.
law-25B2 = Non acceptée : l'annonce de remplacement est annulée et la première reste.
law-25B3 = Toute annonce retirée ou annulée est une information au sens de la Loi 16C.
law-26A = L'annonce qui reste est comparable à l'annonce retirée : pas de restriction d'entame.
law-26B = Si le fautif défend, le déclarant peut interdire à son partenaire une couleur à sa première entame, tant qu'il garde la main.
law-45A = Une carte détachée et posée face visible sur la table est jouée.
law-45B = Le déclarant joue les cartes du mort en les nommant.
law-45C1 = La carte d'un défenseur tenue là où son partenaire pouvait en voir la face est jouée.
law-45C2a = La carte du déclarant tenue face visible touchant ou presque la table est jouée.
law-45C2b = La carte du déclarant tenue dans une position montrant qu'elle est jouée est jouée.
law-45C3 = Une carte du mort que le déclarant touche délibérément est jouée, sauf pour ranger le mort ou atteindre une autre carte.
law-45C4a = Une carte nommée ou désignée comme celle que le joueur veut jouer est jouée.
law-45C4b = Le déclarant peut corriger la désignation involontaire d'une carte du mort (un lapsus) tant qu'il n'a pas rejoué d'une des deux mains.
law-45D = Une carte que le mort pose sans qu'on la lui demande est reprise si l'attention est attirée avant que chaque camp ait joué à la levée suivante.
law-47C = Après une correction selon 45C4b, la carte désignée est reprise, sans rectification.
law-47D = Après le changement de jeu d'un adversaire, un joueur peut reprendre sa carte et en jouer une autre, sans rectification.
law-47E1 = Une carte jouée parce qu'un adversaire a dit à tort que c'était son tour est reprise, sans rectification.
law-47E2a = Une carte jouée sur une explication erronée d'un adversaire peut être reprise tant qu'aucune carte n'a été jouée ensuite.
law-47E2b = Trop tard pour reprendre la carte : l'arbitre peut ajuster le score.
law-47F2 = Sinon, une carte jouée ne peut pas être reprise.
law-48A = Les cartes exposées du déclarant et du mort ne sont jamais pénalisées ; le déclarant n'a pas à jouer une carte tombée par accident.
law-49 = La carte d'un défenseur que son partenaire pouvait voir, hors du jeu normal, devient une carte pénalisée.
law-50B = Une seule carte inférieure au dix exposée par accident est une carte pénalisée mineure ; un honneur, une carte exposée délibérément, ou deux cartes pénalisées ou plus sont majeures.
law-50C = Mineure : le détenteur ne peut pas jouer une autre carte de cette couleur inférieure à un honneur avant elle ; son partenaire entame librement.
law-50D1 = Majeure : elle reste face visible et se joue à la première occasion légale.
law-50D2 = Quand le partenaire du détenteur doit entamer, le déclarant exige ou interdit la couleur de la carte pénalisée, ou le laisse libre.
law-50E = Le camp non fautif peut utiliser ce que montre une carte pénalisée ; le camp fautif seulement l'obligation de la jouer.
law-51 = Avec deux cartes pénalisées ou plus, le déclarant choisit laquelle est jouée, et 50D2 s'applique couleur par couleur.
law-57A = Un défenseur qui entame ou joue avant son partenaire fait de cette carte une carte pénalisée majeure ; le déclarant choisit la carte du partenaire.
law-57C1 = Pas de rectification une fois que le déclarant a joué de ses deux mains.
law-57C3 = Le jeu prématuré du déclarant, d'une main ou de l'autre, est joué et, s'il est légal, reste.
law-57D = La carte d'un défenseur jouée au tour de son adversaire de droite est jouée à son propre tour si elle est légale, sinon c'est une carte pénalisée majeure.

changes-rank-A = A
changes-rank-K = R
changes-rank-Q = D
changes-rank-J = V
changes-card = { $suit }{ $rank }
changes-call = { $level }{ $strain }
changes-call-nt = SA
changes-call-pass = Passe
changes-call-double = Contre
changes-call-redouble = Surcontre

tell-call-made = L'annonce { $call } de { $seat } est faite.
tell-call-not-made = L'annonce { $call } de { $seat } n'est pas faite.
tell-call-withdrawn = { $call } est retirée.
tell-call-stands = { $call } reste.
tell-call-again = { $seat } annonce à nouveau.
tell-lho-may-accept = { $lho } peut accepter { $call } (en annonçant dessus en connaissance de cause) ou la refuser ; d'ici là, rien ne reste.
tell-lho-may-withdraw = { $lho } peut reprendre l'annonce qu'il a faite ensuite.
tell-lead-26b = Si { $seat } devient défenseur, le déclarant peut interdire à { $partner } une couleur non nommée dans les enchères légales à sa première entame, tant qu'il garde la main.
tell-ui-16b1 = { $side } ne peut pas utiliser ce que l'hésitation ou le geste a montré.
tell-ui-16c = { $side } ne peut pas utiliser ce que l'annonce ou la carte retirée a montré ; l'autre camp le peut.
tell-adjustment = L'arbitre pourra ajuster le score (Loi { $law }).
tell-card-played = Le { $card } de { $seat } est joué (levée { $trick }).
tell-card-not-played = Le { $card } de { $seat } n'est pas joué.
tell-card-out-of-scope = Le { $card } de { $seat } est une entame hors tour : à juger selon les Lois 53 à 56.
tell-card-returned = Le { $card } retourne dans la main de { $seat }.
tell-card-stands = Le { $card } est la carte jouée à la levée { $trick }.
tell-card-again = { $seat } joue à nouveau une carte à cette levée.
tell-57a = Le déclarant choisit la carte du partenaire du fautif : sa plus forte ou sa plus faible de la couleur entamée, une carte d'une autre couleur qu'il nomme, ou il lui interdit une autre couleur.
tell-opponent-may-withdraw = L'adversaire qui a joué ensuite peut reprendre sa carte et en jouer une autre.
tell-penalty-minor = Le { $card } est une carte pénalisée mineure : il reste face visible ; { $seat } ne peut pas jouer une autre carte de cette couleur inférieure à un honneur avant lui ; { $partner } entame librement.
tell-penalty-major = Le { $card } est une carte pénalisée majeure : il reste face visible et { $seat } le joue à la première occasion légale ; quand { $partner } doit entamer, le déclarant peut exiger ou interdire sa couleur.
tell-penalty-51 = Avec deux cartes pénalisées ou plus, le déclarant choisit laquelle est jouée.

explain-auction-heading = Donne { $board } : pendant les enchères (pas encore de contrat)
explain-call-change = Annonce { $n } : { $call } de { $seat }
explain-card-change = Carte { $n } : { $card } de { $seat }, après { $after ->
    [one] { $after } carte
   *[other] { $after } cartes
} ({ $role })
explain-change-path = Décision : { $path }
explain-tell = À dire aux joueurs :

changes-error-word = { $field } = { $value } : valeur inconnue{ $hint } ; attendu l'une de : { $choices }
changes-expect-call = une annonce : 1C à 7NT, P, X ou XX
changes-expect-card = une carte comme HQ ou C5
changes-expect-after-card = le nombre de cartes jouées avant elle, de 0 à { $len }
changes-expect-to = l'annonce qu'il voulait (une erreur mécanique ou un lapsus est remplacé par elle)
changes-expect-cause = la cause trouvée par l'arbitre, l'une de : { $choices } (une tentative en demande une)
changes-error-card-unknown = cette carte n'est dans aucune main de la donne
changes-error-card-played = { $card } n'est plus dans la main de { $seat } après { $after ->
    [one] { $after } carte
   *[other] { $after } cartes
} : il a déjà été joué
changes-error-exposure-role = exposure = « { $exposure } » ne convient pas à { $card }, une carte du { $role }
changes-error-attempt-hand = attempt = « { $attempt } » : attendu une autre carte de la main de { $seat } que { $card }, pas encore jouée
changes-error-attempt-needed = le lapsus est corrigé : attempt (la carte du mort que le déclarant voulait) manque
changes-error-stands = le jeu enregistre { $recorded } comme carte { $index }, mais la loi fait de { $stands } la carte qui reste

# Les constatations de l'arbitre, dans ses mots (choix de l'atelier, faits du rapport).
changes-finding-unknown = –
changes-action-placed = son carton posé sur la table
changes-action-removed = son carton sorti de la boîte
changes-action-touched = un carton effleuré, aucun sorti
changes-action-spoken = dite à voix haute
changes-cause-none = rien n'est demandé : seulement si elle est faite ou jouée
changes-cause-mechanical = une erreur mécanique : le mauvais carton ou la mauvaise carte saisie
changes-cause-slip = un lapsus : le mauvais mot prononcé
changes-cause-rethink = un changement d'avis : il la voulait sur le moment
changes-cause-misinformation = trompé par l'explication d'un adversaire, corrigée depuis
changes-cause-told-wrong-turn = un adversaire lui a dit à tort que c'était son tour
changes-called-since-none = aucune annonce depuis
changes-called-since-lho = son adversaire de gauche a annoncé depuis
changes-called-since-partner = son partenaire a annoncé depuis
changes-called-since-period-over = la période des enchères est terminée
changes-played-since-none = aucune carte jouée depuis
changes-played-since-opponent-only = seul un adversaire a joué depuis
changes-played-since-own-side = son camp a joué depuis
changes-played-since-next-trick = chaque camp a joué à la levée suivante
changes-lho-choice-accept = son adversaire de gauche accepte la nouvelle annonce
changes-lho-choice-decline = son adversaire de gauche refuse la nouvelle annonce
changes-exposure-on-table = posée face visible sur la table
changes-exposure-near-table = le déclarant la tenait face visible, touchant ou presque la table
changes-exposure-held-as-played = le déclarant la tenait dans une position montrant qu'elle était jouée
changes-exposure-partner-could-see = un défenseur la tenait là où son partenaire pouvait en voir la face
changes-exposure-seen-only = montrée et reprise d'un seul geste, vue du déclarant seul
changes-exposure-dropped = tombée face visible par accident
changes-exposure-named = nommée ou désignée, de la voix ou du geste
changes-exposure-touched = une carte du mort que le déclarant a touchée exprès
changes-exposure-touched-not-to-play = une carte du mort touchée pour ranger le mort ou en atteindre une autre
changes-exposure-dummy-unasked = une carte que le mort a posée sans qu'on la lui demande

report-changes-section = Annonces et cartes en question
report-changes-facts = Faits constatés
report-changes-ruling = Voie de la décision
report-changes-tell = Dit aux joueurs
report-changes-call-facts = { $action } ; { $cause } ; { $since } ; l'annonce qu'il voulait à la place : { $to }
report-changes-card-facts = { $exposure } ; { $cause } ; { $since } ; la carte qu'il a tentée ensuite : { $attempt }
report-no-contract = pas encore de contrat

ui-tab-changes = Annonces et cartes
ui-changes-panel = Une annonce ou une carte en question
ui-changes-intro = Est-elle faite ou jouée, et que se passe-t-il quand le joueur veut la changer ? Répondez aux questions ; la décision suit au fur et à mesure.
ui-changes-add-call = Une annonce en question
ui-changes-add-card = Une carte en question après la carte { $n }
ui-changes-call-item = Annonce { $n } : { $seat }, { $call }
ui-changes-card-item = Carte { $n } : { $seat }, { $card }
ui-changes-remove = Retirer cette question
ui-changes-who-call = Qui a fait l'annonce ?
ui-changes-call-made = L'annonce faite
ui-changes-call-to = L'annonce qu'il a mise ou veut mettre à la place
ui-changes-call-hint = Les annonces s'écrivent 1C à 7NT, P (passe), X (contre), XX (surcontre).
ui-changes-call-bad = pas une annonce : 1C à 7NT, P, X ou XX
ui-changes-to-needed = Indiquez l'annonce qu'il voulait : une erreur mécanique ou un lapsus est remplacé par elle.
ui-changes-how-call = Comment l'annonce a-t-elle été faite ?
ui-changes-apparent-intent = Le carton est sorti de la boîte avec une intention apparente
ui-changes-why = Pourquoi veut-il changer ?
ui-changes-since-call = Qu'a-t-on annoncé depuis ?
ui-changes-lho = Le choix de son adversaire de gauche
ui-changes-lho-not-asked = pas encore demandé
ui-changes-lho-withdraws = Son adversaire de gauche a repris son annonce suivante
ui-changes-comparable = L'annonce qui reste a le même sens que l'annonce retirée, ou moins (comparable)
ui-changes-card-at = Après la carte { $n } du jeu (déplacez la relecture pour choisir un autre moment).
ui-changes-which-card = La carte en question
ui-changes-holder = Carte de { $seat } ({ $role })
ui-changes-how-card = Comment la carte a-t-elle été exposée ?
ui-changes-attempt = La carte qu'il a ensuite jouée, nommée ou demandée
ui-changes-attempt-none = aucune
ui-changes-since-card = Qu'a-t-on joué depuis ?
ui-changes-opponent-withdraws = L'adversaire a repris sa carte
ui-changes-dummy-faced = Le mort avait déjà posé une carte (entame)
ui-changes-penalty-minor = carte pénalisée { $card } (mineure)
ui-changes-penalty-major = carte pénalisée { $card } (majeure)
note-penalty-card-offer = Carte { $card } : { $seat } a joué le { $played } alors que sa carte pénalisée majeure { $penalty } pouvait légalement être jouée (Loi 50D1). Si le déclarant n'a pas accepté cette carte (Loi 52), marquez la carte { $card } comme renonce (carte pénalisée non jouée).
ui-changes-auction-ruling = Les enchères ne sont pas finies : les annonces en question sont jugées dans l'onglet Annonces et cartes.
