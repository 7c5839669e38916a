# The workbench window.
ui-error-window = the workbench window could not open: { $message }
ui-welcome-title = No case open
ui-welcome-text = Open a PBN, LIN or case file ({ $keys }), or drop it on this window.
ui-pick-board-title = Choose a board
ui-pick-board-text = { $n ->
    [one] { $file } holds { $n } board: open it from the Boards list.
   *[other] { $file } holds { $n } boards: open one from the Boards list.
}
ui-untitled = not saved yet
ui-modified = (modified)
ui-dismiss = Dismiss
ui-cancel = Cancel
ui-yes = yes
ui-no = no
ui-no-case = Open a board first.

# Menus
ui-menu-file = File
ui-menu-open = Open…
ui-menu-recent = Open recent
ui-menu-recent-none = No recent file
ui-menu-save = Save case
ui-menu-save-as = Save case as…
ui-menu-export = Export report (PDF)…
ui-menu-quit = Quit
ui-menu-edit = Edit
ui-menu-view = View
ui-menu-language = Language
ui-menu-dark = Dark theme
ui-menu-four-colour = Four-colour suits
ui-menu-show-played = Show played cards (dimmed)
ui-undo = Undo
ui-redo = Redo
ui-undo-tip = Undo the last change ({ $keys })
ui-redo-tip = Redo ({ $keys })
ui-undone = Undone.
ui-redone = Redone.
ui-report-needs-ruling = Export the report once the ruling is on screen.
ui-report-unsigned-tip = Writes the PDF ruling report, signed with the director's identity.

# Dialogs
ui-dialog-open = Open a board or a case
ui-dialog-save = Save the case
ui-dialog-filter = Cases, PBN and LIN files
ui-dialog-case-filter = Revoke case (TOML)
ui-dialog-report = Export the ruling report
ui-dialog-report-filter = PDF report

# Jobs
ui-job-open = Reading the file…
ui-job-rule = Ruling…
ui-job-save = Saving…
ui-job-autosave = Autosaving…
ui-job-dialog = Waiting for the file dialog…
ui-job-analyse = Double-dummy analysis…
ui-job-export = Writing the report…

# Status messages
ui-opened = Opened { $path }.
ui-opened-boards = { $n ->
    [one] One board
   *[other] { $n } boards
} read from { $path }. Choose one in the board list.
ui-opened-boards-warnings = { $n ->
    [one] { $n } board
   *[other] { $n } boards
} read from { $path }, with { $warnings ->
    [one] { $warnings } warning or error (see Warnings under the board list)
   *[other] { $warnings } warnings and errors (see Warnings under the board list)
}; first: { $first }
ui-board-loaded = Board { $n } loaded.
ui-board-play-cut = { $path }, line { $line }, column { $column }: { $message }. Board { $board } is opened with its deal and { $kept ->
    [0] none of its play
    [one] the first card of its play
   *[other] the first { $kept } cards of its play
  }; { $dropped ->
    [0] no card of the Play section is left out
    [one] one card of the Play section, from there on, is left out
   *[other] { $dropped } cards of the Play section, from there on, are left out
  }.
ui-board-play-stopped = the play stops here
ui-saved = Case saved in { $path }.
ui-saved-incomplete = Case saved in { $path }, but it will only open again once its facts are complete: { $why }
ui-restored = Restored { $what }, { $file }, autosaved { $minutes ->
    [0] less than a minute ago
    [one] a minute ago
   *[other] { $minutes } minutes ago
}. Save it to keep it.
ui-restored-board = board { $board }
ui-restored-board-title = board { $board } (“{ $title }”)
ui-restored-case-file = from the case file { $path }
ui-restored-board-file = from the boards of { $path }
ui-restored-no-file = not yet saved in any file
ui-restored-without-boards = { $restored } The board list could not be read again: { $message }
ui-revoke-entered = Card { $n }: { $card } by { $seat } is a revoke (the hand still holds the suit led).

# Errors
ui-error-io = { $path }: { $message }
ui-error-autosave-differs = The autosave does not read back as the case on screen: save the case to keep it.
ui-error-autosave-unreadable = The autosave cannot be read back ({ $message }): save the case to keep it.
ui-error-in-file = { $path }: { $message }
ui-error-not-a-file = { $path } is not a file that can be read.
ui-error-file-kind = { $path }: unknown file type “.{ $ext }” (expected a case file .toml, or a .pbn or .lin file).
ui-error-no-games = { $path }: no board found in this file.
ui-error-board-field = { $path }, board { $board }: the { $field } tag is missing or wrong.
ui-error-passed-out = { $path }, board { $board }: the board was passed out; there is no play to rule on.
ui-error-board-play = { $path }, board { $board }: { $message }
ui-error-job = { $job } failed: { $message }
ui-pbn-diagnostic = { $path }, line { $line }, column { $column }: { $message }

# Restore and unsaved changes
ui-restore-title = Restore the case in progress?
ui-restore-text = Arbitre was closed without saving a case (autosaved { $minutes ->
    [0] less than a minute ago
    [one] a minute ago
   *[other] { $minutes } minutes ago
}). Restore it?
ui-restore-yes = Restore
ui-restore-no = Discard it
ui-unsaved-title = Unsaved changes
ui-unsaved-quit = The case has changes that are not saved.
ui-unsaved-open = The case in progress has changes that are not saved. Open { $path } anyway?
ui-unsaved-save = Save and quit
ui-unsaved-discard = Quit without saving
ui-unsaved-discard-open = Discard the changes and open

# Boards
ui-boards-passed = Pass
ui-boards-title = Boards
ui-boards-filter = Filter
ui-boards-filter-hint = event, board, contract…
ui-boards-number = Board
ui-boards-event = Event
ui-boards-room = Section/room
ui-boards-declarer = Decl.
ui-boards-any-column = any column
ui-boards-filter-column-tip = The column the filter looks in
ui-boards-contract = Contract
ui-boards-result = Result
ui-boards-open-tip = Load this board
ui-board-n = Board { $n }
ui-boards-sort-tip = Sort by this column; click again for the other way, a third time for the file's order
ui-boards-shown = { $total ->
    [one] { $shown } of { $total } board shown
   *[other] { $shown } of { $total } boards shown
}
ui-boards-warnings = { $n ->
    [one] Warning ({ $n })
   *[other] Warnings ({ $n })
}
ui-boards-warning = Line { $line }, column { $column }: { $message }
ui-boards-warning-tip = Open the board this is about
ui-boards-warnings-more = { $n ->
    [one] and { $n } more, not listed (arbitre check lists them all)
   *[other] and { $n } more, not listed (arbitre check lists them all)
}
ui-open-progress = { $read } of { $size } MB read
ui-open-cancel = Stop reading
ui-open-cancelled = { $path }: reading stopped; the file was not opened.
ui-error-board-gone = { $path }: this board can no longer be read; the file may have changed since it was opened. Open the file again.

# The table
ui-dealer = Dealer: { $seat }
ui-dealer-mark = D
ui-dealer-tip = Dealer
ui-vul-mark = vul.
ui-vul-tip = Vulnerable
ui-contract-by = { $contract } by { $seat }
ui-tricks-won = Tricks: NS { $ns } – EW { $ew }
ui-on-turn = to play
ui-trick-n = Trick { $n }
ui-to-lead = { $seat } to lead
ui-led-by = led by { $seat }
ui-won-by = won by { $seat }
ui-replace-hint = A card typed or clicked now replaces card { $n }; the later cards are kept as far as they still fit ({ $keys } undoes it).

# Replay and grid
ui-nav-first = Before the opening lead (Home)
ui-nav-prev = One card back (←)
ui-nav-next = One card forward (→)
ui-nav-last = After the last card (End)
ui-cursor = Card { $n } of { $len }
ui-cut-play = Cut the play here
ui-cut-play-tip = Remove the cards after card { $n }
ui-grid-trick = Trick
ui-grid-lead = Lead
ui-grid-winner = Won
ui-grid-card = Card { $n }: { $card }
ui-grid-card-tip = Card { $n }, played by { $seat }. Click to replay up to here.
ui-revoke-flag = Revoke
ui-revoke-line = Revoke: card { $n }, { $card } by { $seat } (trick { $trick })

# Auction
ui-auction-title = Auction
ui-auction-unknown = The auction is not recorded.
ui-auction-alerted = Alerted call
ui-call-pass = Pass
ui-call-double = Dbl
ui-call-redouble = Rdbl
ui-call-all-pass = All pass

# Facts
ui-facts-attention = When attention was drawn
ui-attention-label = Attention drawn
ui-attention-none = not yet recorded
ui-attention-during-play = during the play
ui-attention-end-of-play = at the end of play (hands not returned)
ui-attention-after-hands-returned = after the hands were returned
ui-attention-after-next-board-call = after a call on the next board
ui-attention-after-round = after the round
ui-attention-after-card = after card
ui-attention-at-cursor = After card { $n } (cursor)
ui-attention-after-which = That is after { $card } by { $seat }, trick { $trick }.
ui-facts-claim = Claim or concession
ui-claim-made = A claim or concession was made
ui-claim-by = By
ui-claim-tricks = Tricks claimed (of those left)
ui-claim-agreed = The other side agreed
ui-claim-awarded = Tricks awarded by the director
ui-claim-award-none = the proposal (no award given)
ui-claim-award-set = Give an award
ui-claim-award-clear = Use the proposal
ui-claim-after = Made after card { $n }.
ui-claim-not-at-end = The claim is recorded after card { $n } but the play has { $len } cards: play after a claim is void.
ui-claim-move = Record it after card { $len }
ui-facts-marked = Revokes the deal cannot show
ui-marked-help = A major penalty card not played, or a lead restriction not respected.
ui-marked-card = Card { $n } ({ $card } by { $seat })
ui-marked-missing = Card { $n } (not in the play)
ui-marked-penalty-card = penalty card not played
ui-marked-lead-restriction = lead restriction not respected
ui-marked-remove = Remove this mark
ui-marked-kind = kind
ui-marked-new-card = Card
ui-marked-add = Mark revoke
ui-facts-meta = Title, event and notes
ui-meta-title = Title
ui-meta-event = Event
ui-meta-session = Session
ui-meta-date = Date
ui-meta-round = Round
ui-meta-table = Table
ui-meta-director = Director
ui-meta-notes = Notes
ui-meta-appeal-minutes = Minutes to appeal (event regulations)
ui-meta-appeal-text = The event's own appeal notice
ui-meta-appeal-text-hint = empty: the standard notice (Law 92B)

# Ruling
ui-tab-table = Deal and play
ui-tab-facts = Facts
ui-tab-ruling = Ruling
ui-tab-equity = Equity (64C)
ui-ruling-none = No ruling yet
ui-ruling-stale = (ruling on the previous version; a new one is coming)
ui-ruling-no-revoke = No revoke in this play.
ui-ruling-no-revoke-claim = No revoke in this play: the result follows the ruling on the claim.
ui-ruling-no-revoke-concession = No revoke in this play: the result follows the ruling on the concession.
ui-ruling-revoke = Revoke { $i }: card { $n }, { $card } by { $seat }, trick { $trick }
ui-ruling-kind = Kind
ui-ruling-established = Established
ui-ruling-corrected = Corrected
ui-ruling-penalty-card = Major penalty card
ui-ruling-transfer = Transfer
ui-tricks = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
}
ui-law = Law { $code }
ui-ruling-results = Result
ui-ruling-declarer-tricks = Declarer's tricks
ui-ruling-score = Score
ui-ruling-table = At the table
ui-ruling-adjusted = After the transfer ({ $n })
ui-ruling-final = Final
ui-ruling-weighted = weighted
ui-ruling-replay = Play resumes at the table from the correction.
ui-ruling-exact = Exact weighted score: NS { $score }
ui-ruling-weighted-line = { $percent } % of { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}: NS { $score }
ui-ruling-equity-applies = Law 64C: the non-offending side is not compensated enough; the likely result stands.
ui-ruling-equity-not = Law 64C: the transfer compensates the non-offending side.
ui-ruling-imps = IMPs for North-South: { $imps }
ui-scores = NS { $ns } / EW { $ew }

# Equity
ui-equity-alternatives = The offender's legal cards at the revoke
ui-equity-at-revoke = At card { $n } ({ $seat }), declarer had won { $before } tricks.
ui-equity-card = Card
ui-equity-no-evidence = No established revoke: nothing to compare.
ui-equity-dd = Without the revoke, double dummy: { $n } tricks for declarer.
ui-equity-likely = Likely result used: { $n } tricks.
ui-equity-plot = Declarer's double-dummy tricks after each card
ui-equity-plot-unavailable = The analysis is not available yet.
ui-equity-plot-x = cards played
ui-equity-plot-y = declarer's tricks
ui-equity-plot-line = double dummy
ui-equity-plot-revoke = revoke
ui-equity-plot-cursor = cursor
ui-equity-director = The director's judgement
ui-equity-own = Use my own estimate of the likely result
ui-equity-likely-tricks = Likely tricks for declarer
ui-equity-weights = Weighted outcomes (Law 12C1c)
ui-equity-weight-tricks = Tricks
ui-equity-weight-percent = Weight
ui-equity-weight-remove = Remove this outcome
ui-equity-weight-add = Add an outcome
ui-equity-weights-ok = The weights add up to 100 %.
ui-equity-weights-bad = The weights add up to { $total } %, not 100 %: the ruling cannot use them until they do.
ui-equity-reasons = Reasons
ui-export-title = Export the signed ruling
ui-export-lang = Language of the report
ui-decision-lang = Language of the decision
ui-export-paper = Paper
ui-export-director = Director's name
ui-export-passphrase = Passphrase of the signing identity
ui-export-identity-existing = Signed with the director's identity in { $path }.
ui-export-identity-new = A signing identity will be created for { $name } (a self-signed certificate, kept in the settings folder).
ui-export-button = Export…
ui-export-no-config = No settings folder to keep the signing identity in.
ui-paper-letter = Letter
ui-export-passphrase-again = The passphrase again
ui-export-passphrase-hint = passphrase
ui-export-passphrase-again-hint = same passphrase
ui-export-why-passphrase = Type the passphrase of the signing identity to export a signed report.
ui-export-why-director = Type the director's name: a new signing identity is made for that name.
ui-export-why-again = A new identity: type the passphrase a second time, in the field below it.
ui-export-why-mismatch = The two passphrases differ; type the same passphrase in both fields.
ui-export-draft-button = Draft, not signed…
ui-export-draft-tip = Writes the report without a signature, marked DRAFT on every page, for a preview. No passphrase is needed.
ui-job-unlock = Checking the passphrase
ui-report-draft-written = Draft written, not signed: { $path }
ui-report-opened = Opened { $path } in the PDF viewer.
ui-open-pdf = Open the PDF
ui-open-failed = The PDF { $path } could not be opened with { $opener }: { $detail }
ui-report-signed = Signed report written to { $path }, signed by { $signer }.
ui-grid-void-trick = void
ui-grid-void-trick-tip = Recorded after attention was drawn; play resumes from the correction, so this trick does not count.
ui-play-void = { $count ->
    [one] Struck through: card { $first }, recorded after attention was drawn (after card { $standing }), is void: play resumes from the correction. It counts for nothing in the ruling.
   *[other] Struck through: cards { $first } to { $last }, recorded after attention was drawn (after card { $standing }), are void: play resumes from the correction. They count for nothing in the ruling.
}
ui-ruling-table-standing = { $n ->
    [one] Only the play that stands counts: the first card. The cards after it are void, since play resumes from the correction.
   *[other] Only the play that stands counts: the first { $n } cards. The cards after them are void, since play resumes from the correction.
}
ui-ruling-table-standing-tricks = { $n ->
    [one] { $tricks } (first card)
   *[other] { $tricks } (first { $n } cards)
}
ui-unsaved-board = The case in progress has changes that are not saved. Open board { $board } anyway?
ui-unsaved-discard-board = Discard the changes and open the board
ui-ruling-provisional = Provisional ruling: the play is not recorded to the end
ui-ruling-provisional-missing = { $n ->
    [one] Only { $n } card of the play is recorded. Law 64 is applied once the play is over: record the rest of the play (or the claim that ended it) for the final ruling. No Law 64C outcome until then.
   *[other] { $n } cards of the play are recorded. Law 64 is applied once the play is over: record the rest of the play (or the claim that ended it) for the final ruling. No Law 64C outcome until then.
}
ui-ruling-final-after-play = Once the play is recorded to the end.

## Keyboard card entry
ui-entry-label = Type a card:
ui-entry-hint = S A, ♠A or sa; the rank alone when the suit is clear (10 or T). Enter plays, Backspace undoes
ui-entry-partial = now the rank (A K Q J 10 9 … 2)
ui-entry-partial-d = D: a diamond, then its rank (D5, DD); or the queen, then her suit (DS, D♠)
ui-entry-ready = { $card } by { $seat }: Enter plays it
ui-entry-not-held = { $seat } does not hold { $card }
ui-entry-which-suit = { $seat } holds more than one { $rank }: type the suit too (S, H, D, C)
ui-entry-no-turn = The play is complete: no card can be added
ui-entry-invalid = Not a card: type a suit (S, H, D, C or ♠ ♥ ♦ ♣) and a rank

## Modifier keys, as shortcuts are written: Ctrl+Shift+Z
ui-key-ctrl = Ctrl
ui-key-shift = Shift
ui-key-alt = Alt

## The facts that do not fit the play, as the window says them (the command line names the
## case file's fields instead: rule-error-* in laws.ftl)
ui-facts-error-not-yet = The ruling cannot be computed on this computer.
ui-facts-error-claim-not-last = The claim is recorded after card { $after }, but the play goes on to card { $len }: a claim comes after the last card played (play after a claim does not count). Cut the play at the claim, or move the claim.
ui-facts-error-claim-too-many = The claim is for { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}, but only { $left ->
    [one] { $left } trick was
   *[other] { $left } tricks were
} left to play.
ui-facts-error-mark-range = A revoke the deal cannot show is marked at card { $card }: choose a card from 1 to { $len }.
ui-facts-error-attention-range = Attention is drawn after card { $after }: choose a card from 1 to { $len }.
ui-facts-error-no-attention = There is a revoke: say when attention was drawn to it (under "When attention was drawn").
ui-facts-error-unfinished = The play stops after { $len ->
    [one] { $len } card
   *[other] { $len } cards
} and there is no claim: enter the rest of the play, record the claim, or say that attention was drawn during the play.

## The player notice
ui-menu-save-notice = Save notice (PDF)…
ui-menu-print-notice = Print notice…
ui-notice-save-title = Save the signed player notice
ui-notice-print-title = Print the signed player notice
ui-notice-a4 = A4 (two a sheet)
ui-notice-printer = Printer
ui-notice-printer-default = The system's default printer
ui-notice-save-button = Save…
ui-notice-print-button = Print
ui-job-notice = Making the notice…
ui-notice-saved = Signed notice written to { $path }, signed by { $signer }.
ui-notice-printed = Notice sent to { $printer }. { $reply }
ui-notice-printed-default = Notice sent to the default printer. { $reply }

## A signed report opened by an appeals committee
ui-signed-opened = Signed report { $path } opened read-only.
ui-signed-opened-not-intact = The report { $path } is NOT INTACT: it opens read-only, and it cannot be the basis of a decision.
ui-signed-banner = Signed report, read-only: signed by { $signer }, { $time }.
ui-signed-copy-banner = A copy of the report signed by { $signer } ({ $time }): your changes apply to the copy only.
ui-signed-no-time = no signing time given
ui-signed-intact = Intact: the file is exactly what was signed.
ui-signed-not-intact = NOT INTACT: { $reason } Do not base a decision on this report.
ui-signed-not-intact-plain = NOT INTACT: do not base a decision on this report.
ui-signed-trusted = { $signer } is trusted: their certificate is in your trusted folder.
ui-signed-trusted-authority = { $signer } is vouched for by { $authority }, a trusted authority.
ui-signed-untrusted = No trusted certificate vouches for the signer: the signature proves only a key.
ui-signed-copy-button = Work on a copy
ui-signed-copy-made = A copy of the report's case to work on (not saved yet).
ui-signed-copy-refused = A report that is not intact cannot be worked on.
ui-signed-director-final = The director's final score: { $scores }
ui-signed-copy-final = This copy's final score: { $scores }
ui-signed-no-final = no final score
ui-signed-no-ruling = no ruling yet
ui-read-only-refused = This signed report is read-only: choose "Work on a copy" to change it.
ui-read-only-hover = A signed report is read-only: choose "Work on a copy" in the banner to change it.
ui-decision-button = Record the decision…
ui-decision-title = The appeals committee's decision
ui-decision-on = On the report signed by { $signer } (SHA-256 { $hash }).
ui-decision-upheld = Upheld: the director's ruling stands ({ $scores }).
ui-decision-amended = Amended: this copy's ruling replaces it ({ $scores }).
ui-decision-amended-none = Amended with the copy's ruling
ui-decision-amend-needs-copy = To amend the ruling, choose "Work on a copy" and change the facts, the estimate or the weights first.
ui-decision-amend-needs-ruling = The copy has no ruling yet: wait for it, or correct the facts.
ui-decision-reasons = Reasons
ui-decision-members = Members
ui-decision-members-hint = one name a line
ui-decision-chair = Chair (signs)
ui-decision-identity-existing = Signed with the identity in { $path }: the decision names the person its certificate holds.
ui-decision-sign = Sign and save…
ui-decision-needs-members = Name the members of the committee (one name a line).
ui-decision-needs-passphrase = Type the passphrase of the signing identity.
ui-decision-needs-chair = Name the chair: a signing identity will be created in that name.
ui-decision-save-title = Save the signed appeal decision
ui-decision-written = Appeal decision written to { $path }, signed by { $signer }, on the report whose SHA-256 is { $hash }.
ui-job-decision = Making the appeal decision…

## The session's rulings
ui-menu-rulings = Rulings of the session…
ui-job-session = Reading the session's rulings…
ui-menu-scores = Export the session's scores…
ui-job-scores = Writing the session's scores…
ui-scores-title = Export the session's scores (CSV)
ui-scores-name = session-scores.csv
ui-scores-no-folder = There is no session folder yet: open a case or a board file of the session, or choose its folder in "Rulings of the session…".
ui-scores-folder = Cannot read the session folder { $path }: { $error }
ui-scores-some-failed = { $written } { $count ->
    [one] One case gives no ruling and is left out
   *[other] { $count } cases give no ruling and are left out
  } ({ $file }: { $error }).
ui-rulings-title = Rulings of the session
ui-rulings-folder = Session folder: { $dir }
ui-rulings-no-folder = none yet (open a case or a board file, or choose one)
ui-rulings-choose = Choose the session folder…
ui-rulings-refresh = Read again
ui-rulings-search = Search
ui-rulings-search-hint = board, table, player, law or status
ui-rulings-count = { $total ->
    [one] { $shown } of { $total } ruling shown
   *[other] { $shown } of { $total } rulings shown
}
ui-rulings-board = Board
ui-rulings-table = Table
ui-rulings-ns = North – South
ui-rulings-ew = East – West
ui-rulings-laws = Laws
ui-rulings-table-score = At the table
ui-rulings-final-score = Final score
ui-rulings-status = Status
ui-rulings-status-all = all
ui-rulings-result = Result
ui-status-draft = draft
ui-status-signed = signed
ui-status-notified = notified
ui-status-appealed = appealed
ui-rulings-round-table = round { $round }, table { $table }
ui-rulings-result-final = final
ui-rulings-result-replay = play resumes
ui-rulings-result-provisional = provisional
ui-rulings-failure = { $file } gives no ruling: { $why }
ui-signed-banner-unproven = Signed report, read-only: it names { $signer } as its signer ({ $time }), which is not proven.
## The contract form (a hand record gives the deal only)
ui-menu-contract = Contract and auction…
ui-contract-title = Board { $n }: the contract
ui-contract-board = Dealer { $dealer }, { $vul }.
ui-contract-hint = Enter the contract from the traveller; the auction, if you know it, is optional.
ui-contract-level = Level
ui-contract-strain = Strain
ui-contract-penalty = Double, redouble
ui-contract-undoubled = Undoubled
ui-contract-doubled = Doubled
ui-contract-redoubled = Redoubled
ui-contract-declarer = Declarer
ui-contract-auction = The auction as it happened (optional)
ui-contract-call-notes = Call { $n } ({ $call } by { $seat }):
ui-contract-alerted = Alerted
ui-contract-explanation = Explanation
ui-contract-explanation-hint = as given at the table (optional)
ui-contract-pick-call = Click to enter this call’s alert and explanation
ui-contract-undo-call = Take back the last call
ui-contract-apply = Play { $contract } by { $declarer }
ui-contract-cancel = Cancel
ui-contract-needed = Board { $n } comes from a hand record without the contract: enter it.
ui-contract-set = Contract entered.
ui-contract-play-cut = The new contract changes the play: { $kept ->
    [one] { $kept } card is kept
   *[other] { $kept } cards are kept
}, { $dropped ->
    [one] { $dropped } card no longer fits and is taken off (Undo brings it back)
   *[other] { $dropped } cards no longer fit and are taken off (Undo brings them back)
}.

## Hovering the double-dummy plot
ui-equity-plot-hover-start = Before the opening lead: declarer can take { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} double dummy.
ui-equity-plot-hover = Card { $n }, trick { $trick }: { $card } by { $seat }; declarer can then take { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} double dummy. Click to replay to here.
ui-contract-auction-differs = The auction entered ends in { $contract } by { $declarer }, not the contract chosen above.
ui-tab-claim = Claim
ui-claim-panel = Claim or concession (Laws 68–71)
ui-claim-record = Record a claim or concession after card { $n }
ui-claim-kind = What
ui-claim-kind-claim = Claim
ui-claim-kind-concession = Concession
ui-claim-stated-total = the total he announced for his side
ui-claim-review = Review requested within the correction period (69B, 71)
ui-claim-draw-trumps = Draw trumps
ui-claim-finesse = Finesse with the next card clicked
ui-claim-remove-last = Remove the last item
ui-claim-clear = Clear the statement
ui-claim-70c = A trump is still out (70C)
ui-claim-trump-mentioned = The statement mentioned the outstanding trump (70C1 fails)
ui-claim-trump-unaware = It is at all likely that he did not know a trump was out (70C2)
ui-claim-show-line = Show this line in the replay
ui-claim-leave-line = Back to the recorded play
ui-line-banner = Showing the line that gives the proposal, not the play.
ui-line-banner-c70 = Showing the line unaware of the trump that gives the proposal, not the play.
ui-grid-line-card = Card { $n } of the line: { $card }
ui-grid-line-tip = A card of the claim's line, not of the recorded play. Click to show the line up to here.
ui-rule-cancel = Cancel
ui-rule-cancelled = Cancelled: no figure was kept.
ui-rule-again = Compute again
ui-rule-incomplete = Evidence incomplete: the claim's evidence was not complete within { $seconds } s, so no figure is shown.
ui-rule-continue = Continue (no time limit)
ui-claim-accept = Accept the proposal
ui-claim-add-card = Add { $card } to the statement
ui-claim-reasons = Your reasons for the award (kept with the claim, printed in the report)
ui-claim-line-back = Previous card
ui-claim-line-next = Next card
ui-claim-line-step = { $len ->
    [one] card { $n } of { $len } of the line, not part of the recorded play
   *[other] card { $n } of { $len } of the line, not part of the recorded play
}

# Arbitre's own path dialog (when the desktop offers no file dialog)
ui-path-hint = No file dialog answers on this desktop: type the path. Tab completes it; Enter accepts it.
ui-path-label = Path
ui-path-save = Save here
ui-path-choose = Choose
ui-path-empty = Type the path of a file first.
ui-path-no-folder = There is no folder { $path }.
ui-path-is-folder = { $path } is a folder: add the file name after it.
ui-path-no-parent = There is no folder { $folder } to write into: choose an existing folder.
ui-path-not-found = There is no file { $path } (the folder { $folder } exists, the rest of the path does not).
