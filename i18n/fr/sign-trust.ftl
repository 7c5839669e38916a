# Signatures et confiance : toutes les signatures d'un fichier, l'intégrité à part de la
# confiance, le dossier de confiance, la création de l'identité et sa phrase secrète, et où
# un rapport peut être écrit.

verify-problem-damaged = une signature du fichier est endommagée : son dictionnaire est là mais sa plage d'octets est illisible.
verify-problem-signed-again = le fichier contient { $count } signatures : quelque chose a été ajouté après la première signature (une mise à jour signée de nouveau, par qui que ce soit). Seul le rapport tel qu'il a été signé la première fois est intact ; demandez-le à l'arbitre.
verify-problem-padding = l'espace de la signature contient autre chose que la signature et ses zéros de remplissage : ce fichier n'est pas, octet pour octet, celui qui a été signé.
verify-signature-count = { $count ->
    [one] Signatures dans le fichier : une
   *[other] Signatures dans le fichier : { $count }
}
verify-signature-item = Signature { $n } : { $signer }, { $time }, certificat { $fingerprint } ; elle couvre { $covers } des { $size } octets du fichier ; { $verdict }
verify-signature-valid = valide sur les octets qu'elle couvre ({ $trust }).
verify-signature-invalid = non valide : { $reason }
verify-signature-no-name = (sans nom)
verify-trust-verdict = Confiance : { $verdict ->
    [director] arbitre de confiance
    [federation] fédération de confiance
   *[unknown] clé inconnue
}
verify-trust-label = { $verdict ->
    [director] arbitre de confiance
    [federation] fédération de confiance
   *[unknown] clé inconnue
}

sign-error-not-pdf = Le fichier n'est pas un PDF qu'Arbitre sait lire (sa structure est endommagée ou c'est un autre type de fichier), et il ne contient aucune signature. Donnez un rapport, un avis ou une décision d'appel tel qu'Arbitre l'a écrit.
sign-error-damaged-keystore = Le fichier d'identité est endommagé ou n'est pas un fichier PKCS#12 (.p12 ou .pfx) : il a été tronqué ou modifié. Restaurez-le depuis une sauvegarde, ou redemandez le fichier à la fédération.
sign-error-broken-identity = L'identité de signature { $path } est vide ou endommagée (une exécution a peut-être été interrompue pendant son écriture). Arbitre ne la remplace pas : restaurez-la depuis une sauvegarde, ou déplacez-la hors du dossier des réglages pour que le prochain rapport crée une nouvelle identité (les rapports signés avec l'ancienne restent valides).
sign-error-weak-passphrase = La phrase secrète d'une nouvelle identité de signature doit avoir au moins { $min } caractères, et pas seulement des espaces. Choisissez-en une plus longue (quelques mots font une bonne phrase).
sign-warn-key-exposed = Attention : l'identité de signature { $path } est lisible par d'autres utilisateurs de cet ordinateur. Réservez-la à vous seul : chmod 600 "{ $path }".
sign-warn-key-exposed-windows = Attention : l'identité de signature { $path } est lisible par d'autres utilisateurs de cet ordinateur. Réservez-la à vous seul : dans ses Propriétés, onglet Sécurité, ne laissez que vous (avec SYSTEM et Administrateurs), ou déplacez-la et signez de nouveau pour en créer une autre.

trust-cli-added = Désormais de confiance : { $name } (SHA-256 { $fingerprint }{ $authority ->
    [yes] , une autorité de certification : tout certificat qu'elle a émis est de confiance
   *[no] {""}
}), conservé dans { $path }.
trust-cli-already = { $path } : tous ses certificats sont déjà de confiance.
trust-cli-list-item = { $name } (SHA-256 { $fingerprint }{ $authority ->
    [yes] , autorité de certification
   *[no] {""}
}) : { $path }
trust-cli-list-empty = Aucun certificat de confiance dans { $path }. Ajoutez-en un avec : arbitre trust add CERTIFICAT.pem
trust-cli-read = Impossible de lire { $path } : { $detail }

appeal-cli-untrusted = Attention : { $path } est intact, mais signé par une clé inconnue : aucun certificat de confiance ne garantit { $signer } (certificat { $fingerprint }). Vérifiez l'empreinte auprès de l'arbitre, ou ajoutez son certificat avec arbitre trust add. La décision le dit.
appeal-cli-trust = Confiance : { $verdict ->
    [director] arbitre de confiance
    [federation] fédération de confiance
   *[unknown] clé inconnue
}
appeal-original-trust = Clé du signataire
appeal-original-trust-director = un arbitre de confiance pour le jury (certificat { $fingerprint })
appeal-original-trust-federation = certifiée par { $authority }, de confiance pour le jury (certificat { $fingerprint })
appeal-original-trust-unknown = CLÉ INCONNUE : aucun certificat de confiance du jury ne la garantit ; le nom dans le rapport n'est pas prouvé (certificat { $fingerprint })
ui-trust-add = Faire confiance à un certificat…
ui-trust-added = { $count ->
    [one] Un certificat ajouté au dossier de confiance { $path }.
   *[other] { $count } certificats ajoutés au dossier de confiance { $path }.
}

identity-cli-exists = { $path } existe déjà : il est laissé tel quel. Choisissez un autre nom, ou ajoutez --force pour le remplacer.
report-cli-output-signed = { $output } : le fichier n'a pas été écrit, car c'est un document signé (rapport, avis ou décision) ; le remplacer détruirait une pièce. Après -o, indiquez un nouveau nom de fichier, par exemple { $suggestion }, ou ajoutez --force pour le remplacer.
report-cli-output-foreign = { $output } : le fichier n'a pas été écrit, car ce PDF n'a pas été écrit par Arbitre. Après -o, indiquez un nouveau nom de fichier, par exemple { $suggestion }, ou ajoutez --force pour le remplacer.
report-target-signed = { $output } : le fichier n'a pas été écrit, car c'est un document signé (rapport, avis ou décision) ; le remplacer détruirait une pièce. Choisissez un nouveau nom de fichier.
report-target-foreign = { $output } : le fichier n'a pas été écrit, car ce PDF n'a pas été écrit par Arbitre. Choisissez un nouveau nom de fichier.
signed-error-no-attachment = le document est endommagé ou ne contient pas de pièce jointe case.toml ; seul un rapport, un avis ou une décision tel qu'Arbitre l'a écrit en contient une
sign-error-damaged-keystore-file = Le fichier d'identité { $path } est endommagé ou n'est pas un fichier PKCS#12 (.p12 ou .pfx) : il a été tronqué ou modifié. Restaurez-le depuis une sauvegarde, ou redemandez le fichier à la fédération.
