# Lecture dans des limites (src/fsread.rs), et messages sur lesquels un arbitre peut agir.
fsread-error = { $file } : { $detail }
fsread-kind-case = un fichier de cas
fsread-kind-pdf = un PDF
fsread-kind-identity = une identité de signature (.p12)
fsread-kind-certificate = un certificat
fsread-kind-deals = un fichier de donnes
fsread-too-large = { $kind } fait au plus { $limit } ; celui-ci est plus grand
fsread-special = ce n'est pas un fichier ordinaire (un tube, une socket ou un périphérique) ; nommez un fichier
fsread-not-utf8 = ligne { $line }, colonne { $column } : cet octet n'est pas du texte UTF-8 ; enregistrez le fichier en UTF-8
fsread-utf16 = le fichier est écrit en UTF-16 ; enregistrez-le en UTF-8
fsread-nul = ligne { $line }, colonne { $column } : un octet NUL ; ce n'est pas un fichier texte (de l'UTF-16 sans marque ?) ; enregistrez-le en UTF-8
fsread-io-not-folder = une partie du chemin n'est pas un répertoire
fsread-io-exists = le fichier existe déjà
fsread-io-name = ce nom n'est pas permis ici
fsread-io-quota = le quota du disque ou la taille maximale de fichier est atteint
fsread-io-short = le fichier finit trop tôt
fsread-io-data = le contenu du fichier ne peut pas être lu
fsread-io-interrupted = la lecture a été interrompue ; réessayez
fsread-io-other = le système n'a pas pu le faire (erreur { $code })
fsread-trust-too-many = { $folder } : plus de { $limit } fichiers ; un dossier de confiance contient quelques certificats
# Les limites propres au fichier de cas.
limits-case-text-too-long = { $field } fait { $length } caractères ; au plus { $limit } sont permis
limits-case-marked-duplicate = [[marked_revoke]] { $card } est marquée à nouveau (la première fois ligne { $line }) ; marquez chaque renonce une fois
limits-case-too-many = { $count } sections { $section } ; au plus { $limit } sont permises
limits-case-allowed = { $hint } ; permis : { $fields }
limits-pbn-file = pbn_file `{ $file }` : { $detail }
limits-pbn-optimum-score = OptimumScore « { $value } » n'est pas lu ; attendu "NS" ou "EW" et un score, comme "NS 620"
