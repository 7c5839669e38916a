# Fichiers Bridgemate BWS (src/import/bws, case/bws.rs, cli)
fsread-kind-results = une base de résultats
bws-not-access = pas un fichier de résultats Bridgemate : un .bws est une base Microsoft Access, et ce fichier ne commence pas comme elle
bws-table-missing = la table { $table } manque : un fichier Bridgemate la contient (est-ce bien le .bws d'une séance ?)
bws-column-missing = la table { $table } n'a pas de colonne { $column }, que contient un fichier Bridgemate
bws-damaged-catalog = la liste des tables de la base est illisible : le fichier est endommagé ou tronqué
bws-damaged = la table { $table } est illisible : le fichier est endommagé ou tronqué
bws-problem = { $table }, ligne { $row }, { $column } : { $message }
bws-problem-id = { $table }, ligne { $row } (ID { $id }), { $column } : { $message }
bws-bad-number = « { $value } » n'est pas un nombre ; attendu un nombre entier à partir de 1
bws-bad-contract = « { $value } » n'est pas un contrat ; attendu un palier de 1 à 7, une dénomination C, D, H, S ou NT, puis x ou xx s'il est contré (comme « 4 S x »), ou PASS
bws-bad-declarer = « { $value } » n'est pas un déclarant ; attendu N, E, S ou W
bws-bad-result = « { $value } » n'est pas un résultat de { $contract } ; attendu =, +N ou -N qui laisse de 0 à 13 levées
bws-bad-lead = « { $value } » n'est pas une carte ; attendu une couleur S, H, D ou C et un rang A K Q J 10 9..2 (comme « H5 »)
bws-bad-call = « { $value } » n'est pas une annonce ; attendu PASS, X, XX ou une enchère comme 1NT
bws-out-of-turn = « { $value } » est enregistrée pour { $seat }, mais c'était à { $turn } de parler
bws-bad-card = « { $value } » n'est pas une carte ; attendu une couleur S, H, D ou C et un rang (comme « H5 »)
bws-bad-deal = la feuille de donnes de l'étui { $board } n'est pas quatre mains de 13 cartes différentes
bws-hands-unreadable = la feuille de donnes { $path } est illisible : { $message }
bws-hands-empty = la feuille de donnes { $path } ne contient aucune donne complète
bws-lead-not-held = l'entame { $card } est enregistrée, mais { $seat } ne la tient pas dans la donne de l'étui { $board } : la feuille de donnes est-elle celle de la séance ?
bws-play-illegal = PlayData, ligne { $row } : { $card } ne peut pas être jouée ici ({ $message })
bws-deal-differs = étui { $board } : la feuille de donnes du BWS diffère de { $path } : la feuille de donnes est-elle celle de la séance ?
bws-no-deal = l'étui { $board } n'est dans aucune feuille de donnes : ouvrez celle de la séance avec --hands (PBN ou fichier de machine à donnes)
bws-no-line = aucun résultat de l'étui { $board } à la table { $table }{ $section ->
    [none] {""}
   *[other] {" "}dans la section { $section }
} ; les tables qui l'ont joué : { $tables }
bws-passed-out = l'étui { $board } à la table { $table } a été passé : il n'y a pas de jeu de la carte à arbitrer
bws-line-unreadable = étui { $board } à la table { $table } : le contrat ou le déclarant est illisible ({ $contract })
bws-result-differs = le résultat enregistré ({ $recorded } levées) diffère du jeu saisi ({ $played } levées)
bws-source = { $file }, section { $section }, table { $table }, tour { $round }
# check
bws-check-heading = { $file } : séance Bridgemate « { $name } » { $date } : { $results } résultats sur { $boards ->
    [one] un étui
   *[other] { $boards } étuis
}, { $erased } effacés
bws-check-tables = tables : { $tables }
bws-check-sections = sections : { $sections }
bws-check-players = { $seats } places saisies, { $members } noms dans la liste des membres, mouvement de { $rounds } tours
bws-check-recorded = enchères enregistrées pour { $bids } lignes, jeu de la carte pour { $cards }, { $deals } donnes dans sa propre feuille de donnes
bws-check-missing-deals = aucune donne : ouvrez avec lui la feuille de donnes de la séance (arbitre show FICHIER.bws --hands FEUILLE --board N --table T)
# show
bws-show-line = Étui { $board }, section { $section }, table { $table }, tour { $round } : paire NS { $ns }, paire EO { $ew }
bws-show-result = { $contract } par { $declarer }, { $tricks } levées (enregistré « { $result } »), entame { $lead }
bws-show-players = Nord { $n }, Est { $e }, Sud { $s }, Ouest { $w }
bws-show-no-lead = non enregistrée
bws-cli-table-needed = un .bws contient une ligne par table : donnez --table (et --section s'il y a plusieurs sections)
bws-cli-hands-ignored = --hands, --table et --section ne sont lus qu'avec un .bws
bws-case-written = { $path } : le cas de l'étui { $board } à la table { $table } est écrit ; complétez-le (le jeu, les faits) sur l'établi ou à la main
bws-case-exists = { $path } existe déjà : choisissez un autre nom, ou donnez --force pour le remplacer
# établi
ui-bws-opened = { $path } : { $lines } résultats, montrés sous les étuis de { $hands }
ui-bws-no-hands = { $path } : aucune feuille de donnes à côté ; ouvrez d'abord la feuille de donnes de la séance (PBN ou fichier de machine à donnes), puis le .bws
ui-bws-save-first = enregistrez d'abord le cas en cours : une ligne de feuille ambulante s'ouvre comme un nouveau cas
ui-bws-loaded = étui { $board }, table { $table } : le cas est rempli d'après les résultats
ui-bws-line = { $result } · table { $table } · tour { $round } · { $section } · NS { $ns } · EO { $ew }
ui-bws-line-tip = Ouvrir le résultat de cette table comme un cas : contrat, déclarant, entame, paires et noms remplis
ui-meta-section = Section
ui-meta-ns-pair = Paire NS
ui-meta-ew-pair = Paire EO
ui-meta-players = Joueurs
ui-meta-source = D'après le fichier de résultats
appeal-players = Joueurs
report-section = Section
report-ns-pair = Paire NS
report-ew-pair = Paire EO
bws-deal-differs-record = étui { $board } : la feuille de donnes du BWS diffère de la donne ouverte avec lui : la feuille de donnes est-elle celle de la séance ?
