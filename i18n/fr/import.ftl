# Lecture de tout fichier (la porte d'entrée) : limites, format, fichiers de machines à donner.
import-format-disagree = le contenu ressemble à { $content } mais le nom dit { $extension } ; lu comme { $extension }
import-file-too-large = le fichier dépasse { $limit } Mio ; refusé
import-binary = un octet NUL : c'est un fichier binaire, pas un fichier texte de ce format ; refusé
import-line-too-long = une ligne de plus de { $limit } Mio ; refusée (est-ce bien un fichier texte de ce format ?)
import-card-twice = carte { $card } nommée une seconde fois (d'abord ligne { $line }, colonne { $column }) ; le premier détenteur la garde
import-hand-size = la main { $seat } a { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} ; 13 attendues ; la donne n'est pas lue
import-truncated = l'enregistrement { $record } est tronqué : { $have ->
    [one] { $have } octet
   *[other] { $have } octets
} sur { $want }
import-bri-bad-number = « { $text } » n'est pas un numéro de carte ; attendu 01 à 52
import-dge-hands = plus de quatre mains (un cinquième marqueur de pique 0x06)
import-dge-order = marqueur de couleur { $byte } hors d'ordre ; attendu pique (0x06), cœur (0x03), carreau (0x04), trèfle (0x05)
import-dge-bad-byte = { $byte } n'est ni un rang (A K Q J T 9 à 2) ni un marqueur de couleur
import-dup-parts-differ = la partie affichage (DGE) de cet étui ne montre pas la même donne que ses numéros de cartes (BRI) ; les numéros de cartes sont lus
import-dup-reverse = le bloc de fin demande les étuis en ordre inverse ; ils sont numérotés en ordre croissant
import-dup-low = le plus petit étui de le bloc de fin « { $text } » n'est pas un nombre ; les étuis sont numérotés à partir du premier numéro d'étui
import-dup-high = le plus grand étui de le bloc de fin est { $high }, mais { $count ->
    [one] { $count } étui
   *[other] { $count } étuis
} à partir du plus petit finissent à l'étui { $last }
import-ber-bad = { $byte } n'est pas un chiffre de joueur ; attendu 1 (N), 2 (E), 3 (S) ou 4 (O)
import-rzd-count = l'en-tête annonce { $count ->
    [one] { $count } donne
   *[other] { $count } donnes
} mais le fichier en contient { $held } ; seules les donnes annoncées sont lues
import-cds-board-zero = étui numéro 0 ; l'étui est numéroté par sa place dans le fichier
import-dlm-crypto = Crypto key={ $value } : les donnes sont chiffrées, ce qu'Arbitre ne sait pas lire ; exportez-les du logiciel de donnes avec Crypto key=0
import-dlm-range = pas de numéro « From board » ou « To board » dans la section [Document]
import-dlm-range-bad = les étuis { $from } à { $to } ne forment pas une plage entre 1 et 99
import-dlm-board-missing = l'étui { $board } est dans la plage From..To mais n'a pas de ligne « Board { $board }= »
import-dlm-checksum-big-deal-only = la somme de contrôle d'en-tête Checksum={ $value } suit la formule de Big Deal mais pas celle de deal-convert ({ $deal_convert }) ; les deux formules divergent pour ce fichier
import-dlm-checksum-deal-convert-only = la somme de contrôle d'en-tête Checksum={ $value } suit la formule de deal-convert mais pas celle de Big Deal ({ $big_deal }) ; les deux formules divergent pour ce fichier
import-dlm-checksum-neither = la somme de contrôle d'en-tête Checksum={ $value } ne suit aucune formule connue (Big Deal : { $big_deal }, deal-convert : { $deal_convert })
import-dlm-board-length = étui { $board } : { $length ->
    [one] { $length } caractère
   *[other] { $length } caractères
} ; attendu 26 lettres et une somme de contrôle de 3 chiffres
import-dlm-letter = { $byte } n'est pas une lettre de donne ; attendu a à p
import-dlm-board-checksum = étui { $board } : somme de contrôle { $value }, mais les lettres donnent { $expected } ; la donne est peut-être abîmée et n'est pas lue
import-bhg-first-line = la première ligne d'un fichier BHG devrait être vide ; elle est ignorée
import-bhg-length = { $length ->
    [one] { $length } lettre
   *[other] { $length } lettres
} ; attendu 52 (quatre mains de 13 à partir du donneur)
import-bhg-letter = { $byte } n'est pas une lettre de carte ; attendu A à Z ou a à z
import-csv-fields = { $count ->
    [one] { $count } champ
   *[other] { $count } champs
} ; attendu 18 (16 couleurs, l'étui, donneur/vulnérabilité)
import-csv-rank = { $byte } n'est pas un rang ; attendu A K Q J T 9 à 2
import-csv-board = l'étui « { $text } » n'est pas un nombre
import-csv-dealer-vul = « { $text } » n'est pas donneur/vulnérabilité (comme N/- ou E/NS) ; pris du numéro d'étui
import-dealer-vul-not-rule = donneur/vulnérabilité « { $text } » diffèrent de ceux de l'étui { $board } ; ceux du fichier sont gardés
import-rbn-hands = H « { $text } » n'est pas une donne (attendu un joueur, « : » et les mains séparées par « : »)
import-rbn-no-dealer = pas de donneur ni de vulnérabilité (ligne A) ; pris de l'étui { $board }
import-rbn-call = « { $token } » dans les enchères n'est pas une annonce (attendu P, X, R, une enchère comme 1S ou 3N, ou A pour « tous passent ») ; les enchères s'arrêtent ici
import-rbn-after-all-pass = les enchères continuent après A (tous passent) ; la suite est ignorée
import-rbn-note-mark = ^ dans les enchères demande un numéro de note après une annonce (comme 1S^1) ; les enchères s'arrêtent ici
import-rbn-card = « { $token } » dans le jeu de la carte n'est pas une carte (attendu une couleur et un rang comme CK, ou un rang seul dans la couleur entamée, quatre cartes au plus par levée) ; le jeu s'arrête ici
import-rbn-play-no-contract = le jeu de la carte ne peut pas être rejoué : il manque à la donne le diagramme, le contrat ou le déclarant (ligne C ou enchères complètes)
