# L'atelier tel qu'un arbitre s'en sert dès le premier clic (ticket 26).

## La fenêtre de chemin d'Arbitre, quand elle demande où écrire un fichier
ui-path-exists = { $path } existe déjà. Le remplacer ?
ui-path-replace = Remplacer
ui-path-other-name = Choisir un autre nom

## Le comité d'appel signe en son nom
ui-decision-identity = Identité de signature (fichier)
ui-decision-identity-choose = Choisir…
ui-decision-identity-title = L'identité de signature du président du comité
ui-decision-identity-new = Une nouvelle identité de signature au nom de { $name } sera créée dans { $path }.
ui-decision-needs-identity = Indiquez le fichier de l'identité de signature du président.
ui-decision-gone = Le formulaire de décision a été fermé : enregistrez de nouveau la décision.
ui-decision-file-name = decision-donne-{ $board }.pdf

## La saisie des cartes ne détruit jamais le jeu
ui-card-replaced = Carte { $n } : { $card } remplace { $old }. { $dropped ->
    [0] { $kept ->
        [0] Aucune carte ne la suivait.
        [one] La carte suivante convient toujours : elle est gardée.
       *[other] Les { $kept } cartes suivantes conviennent toujours : elles sont gardées.
    }
   *[other] { $kept ->
        [0] aucune carte suivante gardée
        [one] { $kept } carte suivante gardée
       *[other] { $kept } cartes suivantes gardées
    } ; { $dropped ->
        [one] { $dropped } ne convient plus et a été retirée
       *[other] { $dropped } ne conviennent plus et ont été retirées
    } (Annuler les rétablit).
}
ui-entry-ready-revoke = { $card } par { $seat } est une renonce : { $seat } a la couleur jouée. Entrée la joue

## La fenêtre de l'avis parle de l'avis
ui-notice-lang = Langue de l'avis
ui-notice-why-passphrase = Tapez la phrase secrète de l'identité de signature pour signer l'avis.

## Aide
ui-menu-help = Aide
ui-help-keys = Raccourcis clavier
ui-unsaved-save-open = Enregistrer, puis ouvrir
ui-restore-case = Le cas : donne { $board }.
ui-restore-from-case = Il a été ouvert depuis le dossier { $path }.
ui-restore-from-boards = Il a été pris dans les donnes de { $path }.
ui-restore-from-none = Il n'était encore enregistré dans aucun fichier.
ui-restore-named = { $path } a été nommé au lancement d'Arbitre : restaurer le remplace à l'écran (le fichier lui-même reste tel quel).
ui-restore-later = Pas maintenant : le garder ouvert
ui-restored-instead = { $restored } Il remplace { $path } à l'écran ; ce fichier reste tel quel.
