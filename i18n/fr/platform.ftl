# `arbitre identity where` : où l'identité de signature est gardée, et si elle n'est qu'à
# l'utilisateur. $state vaut private, open, absent ou unknown.
identity-where-folder = Dossier des réglages : { $path } ({ $state ->
    [private] à vous seul
    [open] d'autres peuvent le lire : réservez-le à vous seul
    [absent] pas encore créé
   *[unknown] sa protection n'a pas pu être lue
})
identity-where-key = Identité de signature : { $path } ({ $state ->
    [private] à vous seul
    [open] d'autres peuvent la lire : réservez-la à vous seul, ou déplacez-la et signez de nouveau pour en créer une autre
    [absent] aucune pour l'instant : elle est créée à votre première signature
   *[unknown] sa protection n'a pas pu être lue
})
identity-where-trusted = Certificats de confiance : { $path } ({ $state ->
    [private] à vous seul
    [open] d'autres peuvent le modifier : réservez-le à vous seul
    [absent] aucun pour l'instant
   *[unknown] sa protection n'a pas pu être lue
})

# Impression sous Windows : le verbe d'impression du système ne trouve aucun programme pour les PDF.
print-error-no-program = Aucun programme de cet ordinateur n'est prévu pour imprimer les fichiers PDF. Installez un lecteur de PDF (et faites-en celui qui ouvre les PDF), ou ouvrez le PDF et imprimez-le depuis celui-ci.
