# Fichiers de cas (revoke-case/1) : ce qui ne va pas, où, et ce qui est permis.
case-error-at = ligne { $line }, colonne { $column } : { $message }
case-error-toml = ce n'est pas du TOML valide (un guillemet, un crochet ou un signe = manque ou est en trop, ou un nom est donné deux fois)
case-hint-near = { " " }; vouliez-vous dire `{ $near }` ?
case-error-unknown-section = section inconnue `{ $name }`{ $hint }
case-error-unknown-top-field = champ inconnu `{ $name }`{ $hint }
case-error-unknown-field = champ inconnu `{ $name }` dans { $section }{ $hint }
case-error-value = { $field } = { $value } : il faut { $expected }
case-error-required = { $field } manque : il faut { $expected }
case-field-outcome = { $section }, issue { $number } : { $key }
case-expect-text = un texte entre guillemets
case-expect-tricks = un nombre de levées de 0 à 13
case-expect-claim-tricks = un nombre de levées de 0 à 13 (ou stated_total, le total annoncé par le joueur pour son camp)
case-expect-cards-played = un nombre de cartes jouées (0 ou plus)
case-expect-card-number = un numéro de carte (1 pour l'entame)
case-expect-percent = un pourcentage de 0 à 100
case-expect-score = une marque pour Nord-Sud comme 420 ou -50
case-expect-minutes = un nombre de minutes de 1 à 10080 (une semaine)
case-expect-bool = true ou false
case-expect-seat = un siège : N, E, S ou W
case-expect-choice = l'une des valeurs : { $choices }
case-expect-section = une section écrite { $name }
case-expect-board-number = un numéro de donne comme "7"
case-expect-cards = les cartes dans l'ordre du jeu, comme "SQ S5 S3 S2"
case-expect-card-list = une liste de cartes comme ["H4"]
case-expect-claim-line = une liste de cartes et d'ordres comme ["S2", "draw_trumps", "finesse:SQ"]
case-expect-weights = une liste d'issues comme [ { "{" } declarer_tricks = 10, percent = 60 { "}" } ]
case-error-weights-empty = [equity] weights = [] : donnez au moins une issue (declarer_tricks et percent), ou retirez weights
case-error-format = format = "{ $found }" : "{ $expected }" était attendu
case-error-board-source = [board] : donnez soit pbn (une donne PBN incluse), soit pbn_file avec number
case-error-board-number = [board] pbn_file : le numéro de donne manque (number = "7")
case-error-board-not-found = [board] number = "{ $number }" : pas de donne de ce numéro dans { $file }
case-error-pbn-empty = [board] pbn : aucune donne PBN trouvée
case-error-pbn-games = [board] pbn : { $count ->
    [one] une donne trouvée
   *[other] { $count } donnes trouvées
} ; un cas porte sur une seule donne (pour un fichier de séance, donnez pbn_file et number)
case-error-pbn = [board] pbn : { $message }
case-error-pbn-file = [board] pbn_file "{ $file }", ligne { $line }, colonne { $column } : { $message }
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
case-error-claims = [[claim]] : { $count ->
    [one] une revendication donnée
   *[other] { $count } revendications données
}, une seule est permise
case-error-weights-sum = [equity] weights : les pourcentages totalisent { $sum }, 100 était attendu
case-error-after-card-missing = [attention] when = "during_play" demande after_card (le nombre de cartes jouées quand l'attention a été attirée)
case-error-after-card-unexpected = [attention] after_card ne va qu'avec when = "during_play" (ici when = "{ $when }")
case-error-section-kind = { $name } : il faut { $expected }
case-expect-format = format = "revoke-case/1" en première ligne
