# Import PBN et LIN : diagnostics (ce qui a été trouvé, ce qui était attendu).
pbn-severity-warning = avertissement
pbn-severity-error = erreur
pbn-where-game = [donne { $game }]
pbn-where-game-board = [donne { $game }, étui { $board }]
pbn-label-board = Étui { $board }
pbn-label-game = donne { $game }
pbn-not-utf8 = le fichier n'est pas en UTF-8 valide (octet { $byte }) ; lu en Windows-1252 (Latin-1)
pbn-comment-unclosed = un commentaire ouvert ici par « {"{"} » n'est jamais fermé ; il court jusqu'à la fin du fichier
pbn-comment-holds-tags = le commentaire ouvert ici s'étend sur plusieurs lignes qui ressemblent à des balises ; elles sont lues comme du commentaire (manque-t-il une « {"}"} » ?)
pbn-stray-brace = « {"}"} » sans « {"{"} » ouvrante ; ignorée
pbn-stray-bracket = « ] » hors d'une balise ; ignoré
pbn-string-unclosed = chaîne sans guillemet fermant ; lue jusqu'à la fin de la ligne
pbn-tag-no-name = balise sans nom ; attendu [Nom "valeur"]
pbn-tag-bad-name = le nom de balise « { $name } » contient d'autres caractères que des lettres, des chiffres et « _ »
pbn-tag-no-value = la balise { $tag } n'a pas de valeur ; attendu une chaîne entre guillemets, par exemple [{ $tag } "valeur"]
pbn-tag-value-unquoted = la valeur de la balise { $tag } n'est pas entre guillemets
pbn-tag-unclosed = la balise { $tag } n'est pas fermée par « ] »
pbn-tag-extra = « { $token } » inattendu dans la balise { $tag } ; attendu « ] »
pbn-data-before-tag = « { $token } » avant toute balise ; ignoré
pbn-tag-repeated = balise { $tag } répétée (donnée d'abord ligne { $first }) ; la première est retenue
pbn-tag-repeated-split = balise { $tag } répétée (donnée d'abord ligne { $first }) ; la première est retenue ; il manque sans doute une ligne vide entre deux donnes
pbn-inherit-forbidden = la balise { $tag } ne peut pas hériter d'une valeur par « # » ou « ## » ; valeur ignorée
pbn-carried-over = pas de Deal dans cette donne : Board, Dealer, Vulnerable et Deal sont repris de la donne précédente (étui { $board })
pbn-derived-from-board = { $tag } absent : { $value } déduit du numéro d'étui { $board }
pbn-dealer-bad = Dealer « { $value } » n'est pas une position ; attendu N, E, S ou W
pbn-vulnerable-bad = Vulnerable « { $value } » n'est pas une vulnérabilité ; attendu None, NS, EW ou All
pbn-deal-first-seat = Deal « { $value } » ne commence pas par une position et deux-points ; attendu par exemple « N:AKQ.xxx... »
pbn-deal-hand-count = le Deal a { $count } mains ; attendu 4 (une main non donnée s'écrit « - »)
pbn-deal-suit-count = la main { $seat } « { $hand } » a { $count } couleurs ; attendu 4 séparées par des points (piques.cœurs.carreaux.trèfles)
pbn-deal-bad-rank = main { $seat } : « { $rank } » en { $suit } n'est pas un rang ; attendu A K Q J T 9 à 2
pbn-deal-duplicate = main { $seat } : la carte { $card } est aussi dans la main { $other }
pbn-deal-hand-size = la main { $seat } a { $count } cartes ; attendu 13
pbn-deal-uneven = les mains de cette fin de coup n'ont pas le même nombre de cartes
pbn-declarer-bad = Declarer « { $value } » n'est pas une position ; attendu N, E, S ou W (ou « ^ » et une position)
pbn-contract-bad = Contract « { $value } » n'est pas un contrat ; attendu Pass, ou un palier 1-7, une dénomination S H D C NT, puis X ou XX
pbn-result-bad = Result « { $value } » n'est pas un nombre de levées ; attendu 0-13, « NS n », « EW n » ou « NS n EW m »
pbn-result-sum = Result « { $value } » : les levées des deux camps ne font pas 13
pbn-result-mismatch = Result donne { $result } levées au déclarant mais le jeu de la carte en donne { $play }
pbn-contract-auction-mismatch = le contrat { $contract } diffère du contrat final des enchères, { $auction }
pbn-auction-seat = Auction « { $value } » ne désigne pas une position ; attendu N, E, S ou W ; les enchères ne sont pas lues
pbn-auction-not-dealer = les enchères commencent par { $seat } mais le donneur est { $dealer }
pbn-call-bad = « { $token } » n’est pas une enchère (ignoré) ; attendu Pass, X, XX, une enchère comme 1S ou 3NT, AP, « - », « * » ou « + »
pbn-call-after-end = « { $token } » après la fin des enchères ; ignoré
pbn-call-illegal = l'enchère { $number } ({ $token }) n'est pas régulière : { $reason }
pbn-note-bad = Note « { $value } » n'a pas la forme « n:texte »
pbn-note-missing = la note { $index } est appelée mais pas donnée
pbn-annotation-alone = « { $token } » ne suit ni une enchère ni une carte ; ignoré
pbn-irregular-bad = « { $token } » n'est pas une marque d'irrégularité ici ; attendu ^I ou ^S dans les enchères, ^R ou ^L dans le jeu de la carte
pbn-section-string = chaîne entre guillemets « { $token } » parmi des enchères ou des cartes ; ignorée
pbn-play-seat = Play « { $value } » ne désigne pas une position ; attendu N, E, S ou W
pbn-card-bad = « { $token } » n'est pas une carte ; attendu une couleur S H D C et un rang A K Q J T 9..2, ou « - »
pbn-play-after-end = « { $token } » après la fin du jeu de la carte (« * » ou « + ») ; ignoré
pbn-play-not-replayed = le jeu de la carte ne peut pas être rejoué : { $missing } inconnu
pbn-revoke-mark-unconfirmed = { $card } est marquée comme renonce (^R) mais la donne ne montre pas de défaut de fournir
pbn-table-width = la colonne « { $column } » a une largeur invalide ; attendu un nombre après « \ », puis L ou R
pbn-table-incomplete = la table { $table } a { $cells } cellules, pas un multiple de ses { $columns } colonnes ; la dernière ligne est incomplète
pbn-play-rows-turned = { $count ->
    [one] ligne
   *[other] lignes
} { $rows } de Play : les cartes n'appartiennent pas aux positions de leurs colonnes (colonne 1 = la position de la balise Play) ; lues avec les colonnes décalées pour que chaque carte soit à son détenteur
pbn-marker-glued = « { $token } » : « { $mark } » accolé à une enchère est lu comme une annotation, pas comme la fin des enchères
lin-pair-unclosed = LIN « { $key }| » n'a pas de « | » fermant sa valeur
lin-explanation-alone = une explication (an|) qui ne suit aucune enchère ; ignorée
lin-hand-bad = main md « { $hand } » : « { $token } » n'est ni une couleur ni un rang ; la donne n'est pas lue
lin-call-bad = « { $token } » n'est pas une enchère (mb|) ; attendu p, d, r ou une enchère comme 1N ; ignoré
lin-card-bad = « { $token } » n'est pas une carte (pc|) ; le jeu de la carte s'arrête ici
lin-play-no-contract = les cartes ne peuvent pas être placées : les enchères ne donnent ni contrat ni déclarant
# arbitre check
check-games = { $file } : { $count ->
    [0] aucune donne
    [one] { $count } donne
   *[other] { $count } donnes
}
check-games-boards = { $file } : { $count ->
    [one] { $count } donne
   *[other] { $count } donnes
}, étuis { $first } à { $last }
check-totals = { $errors ->
    [one] { $errors } erreur
   *[other] { $errors } erreurs
}, { $warnings ->
    [one] { $warnings } avertissement
   *[other] { $warnings } avertissements
}
check-unreadable = { $file } : illisible : { $error }
# arbitre show
show-nt = SA
show-pass = Passe
show-all-pass = Passe général
show-passed-out = Donne passée
show-hand-hidden = (cachée)
show-auction = Enchères :
show-play = Jeu de la carte :
show-trick = Levée
show-leader = Entame
show-winner = Gagnant
show-ordinal = donne { $game } du fichier
show-dealer-vul = Donneur : { $dealer }   { $vul }
show-contract = Contrat : { $contract } joué par { $declarer }
show-contract-passed = Contrat : { $contract }
show-play-not-replayed = Le jeu de la carte est donné mais ne peut pas être rejoué (voir les diagnostics).
show-revoke-legend = ! = renonce (défaut de fournir alors que la main avait la couleur demandée)
show-revoke = Renonce : carte { $number }, levée { $trick } : { $seat } a joué { $card } sur une entame à { $suit } en ayant du { $suit }
show-tricks = Déclarant { $declarer } levées, défense { $defence } ({ $cards } cartes jouées)
show-result = ; balise Result : { $result }
show-diagnostics = Remarques de lecture pour cette donne :
show-no-board = pas d'étui { $board } dans ce fichier ; étuis : { $boards } (ou #n pour la n-ième donne)
pbn-play-hidden-hands = le jeu de la carte n'est pas rejoué : la donne cache au moins une main
pbn-value-too-long = une valeur entre guillemets de plus de { $limit } Kio ; refusée (lue vide)
