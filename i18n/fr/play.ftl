# Le modèle du jeu de la carte : cartes qui n'ont pas pu être jouées.
play-error-not-held = carte { $number } : { $card } n'est pas dans la main de { $seat } ({ $holder } la détient)
play-error-not-in-deal = carte { $number } : { $card } n'est dans aucune main de cette donne
play-error-twice = carte { $number } : { $card } a déjà été jouée (carte { $first })
play-error-absent = carte { $number } : { $card } manquait dans la main de { $seat } à la table
play-error-finished = carte { $number } : { $card } vient après la dernière carte du jeu
play-error-out-of-range = il n'y a pas de carte { $number } (le jeu compte { $len } cartes)
play-rows-card = section Play, ligne de levée { $row } : { $error }
play-rows-gap = section Play, ligne de levée { $row } : une carte suit un « - » dans la même levée (colonne { $column })
play-rows-after-end = section Play, ligne de levée { $row } : des cartes après la fin du jeu
