# Fichiers de cas (revoke-case/1) : ce qui ne va pas, où, et ce qui était attendu.
case-error-not-yet = les fichiers de cas ne peuvent pas encore être lus
case-error-toml = le fichier de cas n'est pas valide : { $detail }
case-error-format = format = "{ $found }" : "{ $expected }" était attendu
case-error-board-source = [board] : donnez soit pbn (une donne PBN incluse), soit pbn_file avec number
case-error-board-number = [board] pbn_file : le numéro de donne manque (number = "7")
case-error-board-not-found = [board] number = "{ $number }" : pas de donne de ce numéro dans { $file }
case-error-pbn-empty = [board] pbn : aucune donne PBN trouvée
case-error-pbn = [{ $field }] ligne { $line }, colonne { $column } : { $message }
case-error-deal = [board] Deal "{ $value }" : quatre mains de 13 cartes formant un jeu complet étaient attendues
case-error-contract = [board] Contract "{ $value }" : un contrat comme 4S, 3NT ou 5DX était attendu
case-error-passed-out = [board] Contract "Pass" : une donne passée n'a ni jeu ni renonce
case-error-declarer = [board] Declarer "{ $value }" : N, E, S ou W était attendu
case-error-dealer = [board] Dealer : absent, et pas de numéro de donne pour le déduire
case-error-vulnerable = [board] Vulnerable : absent, et pas de numéro de donne pour le déduire
case-error-play-leader = [board] Play "{ $found }" : la balise Play doit nommer l'entameur, { $expected } (à gauche du déclarant)
case-error-play-rows = [board] { $error }
case-error-play-token = [play] cards, carte { $number } : « { $token } » n'est pas une carte (une couleur S, H, D ou C puis un rang A K Q J T 9-2 étaient attendus)
case-error-play = [play] cards, { $error }
case-error-missing-token = [play] missing : « { $token } » n'est pas une carte
case-error-claims = [[claim]] : { $count } revendications données, une seule est permise
case-error-claim-awarded = [[claim]] agreed = false : une revendication contestée demande awarded (les levées que l'arbitre attribue au camp du revendiquant)
case-error-seat = { $field } = "{ $value }" : N, E, S ou W était attendu
case-error-tricks-range = { $field } = { $value } : un nombre de levées de 0 à 13 était attendu
case-error-weights-sum = [equity] weights : les pourcentages totalisent { $sum }, 100 était attendu
case-error-after-card-missing = [attention] when = "during_play" demande after_card (le nombre de cartes jouées quand l'attention a été attirée)
case-error-after-card-unexpected = [attention] after_card ne va qu'avec when = "during_play" (ici when = "{ $when }")
