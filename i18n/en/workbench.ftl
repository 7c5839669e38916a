# The workbench as a director uses it from the first click (issue 26).

## Arbitre's own path dialog, when it asks where to write a file
ui-path-exists = { $path } already exists. Replace it?
ui-path-replace = Replace
ui-path-other-name = Choose another name

## The appeals committee signs as itself
ui-decision-identity = Signing identity (file)
ui-decision-identity-choose = Choose…
ui-decision-identity-title = The signing identity of the committee's chair
ui-decision-identity-new = A new signing identity for { $name } will be created in { $path }.
ui-decision-needs-identity = Give the file of the chair's signing identity.
ui-decision-gone = The decision form was closed: record the decision again.
ui-decision-file-name = appeal-board-{ $board }.pdf

## Card entry never destroys the play
ui-card-replaced = Card { $n }: { $card } replaces { $old }. { $dropped ->
    [0] { $kept ->
        [0] No card came after it.
        [one] The card after it still fits and is kept.
       *[other] The { $kept } cards after it still fit and are kept.
    }
   *[other] { $kept ->
        [one] { $kept } later card kept
       *[other] { $kept } later cards kept
    }; { $dropped ->
        [one] { $dropped } no longer fits and was taken out
       *[other] { $dropped } no longer fit and were taken out
    } (Undo brings them back).
}
ui-entry-ready-revoke = { $card } by { $seat } is a revoke: { $seat } holds the suit led. Enter plays it

## The notice dialog speaks of the notice
ui-notice-lang = Language of the notice
ui-notice-why-passphrase = Type the passphrase of the signing identity to sign the notice.

## Help
ui-menu-help = Help
ui-help-keys = Keyboard shortcuts
ui-unsaved-save-open = Save, then open
ui-restore-case = The case: board { $board }.
ui-restore-from-case = It was opened from the case file { $path }.
ui-restore-from-boards = It was taken from the boards of { $path }.
ui-restore-from-none = It was not yet saved in any file.
ui-restore-named = { $path } was named when Arbitre was started: restoring replaces it on screen (the file itself is left as it is).
ui-restore-later = Not now: keep it open
ui-restored-instead = { $restored } It replaces { $path } on screen; that file is left as it is.
