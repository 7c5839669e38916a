# The command line.
cli-not-yet = the { $command } command is not available in this build yet
cli-no-window-yet = the workbench window is not available in this build yet
cli-error = error: { $error }
cli-error-file = { $file }: { $error }
analyse-start = Double dummy before the opening lead: declarer { $tricks } tricks.
analyse-header = card  trick  seat   card  after  change
analyse-revoke = REVOKE

# Writing the output (a closed pipe is not an error: the command stops quietly).
cli-output-error = cannot write the output: { $error }
cli-io-disk-full = the disk is full
cli-io-permission = permission denied
cli-io-not-found = no such file or folder
cli-io-read-only = the disk is read-only
cli-io-directory = it is a folder

# arbitre show, when a deal cannot be read.
show-deal-invalid = { $label } (game { $game } of the file) cannot be shown: its deal is not valid ({ $count ->
    [one] one problem, listed below with its place
   *[other] { $count } problems, listed below with their place
} in the file). Correct the Deal tag; "arbitre check" lists every problem of the file.

# arbitre report -o: where the report may not be written. The input stays as it was.
report-cli-output-is-case = { $output }: the report was not written, because this is the case file it is made from and the report would replace the case. After -o, give a new file name or an earlier PDF report to replace, for example { $suggestion }.
report-cli-output-is-pbn = { $output }: the report was not written, because this is the PBN file the case's board is read from and the report would replace the session's deals. After -o, give a new file name or an earlier PDF report to replace, for example { $suggestion }.
report-cli-output-folder = { $output }: the report was not written, because this is a folder. After -o, give a file name, for example { $suggestion }.
report-cli-output-not-pdf = { $output }: the report was not written, because this file already exists and is not a PDF; Arbitre replaces only an earlier PDF report. After -o, give a new file name or an earlier PDF report to replace, for example { $suggestion }.
session-row = Round { $round }, table { $table }, board { $board }: { $contract } by { $declarer }, North-South { $score } ({ $status })
session-row-board = Board { $board }: { $contract } by { $declarer }, North-South { $score } ({ $status })
session-status-final = final
session-status-replay = play resumes at the table
session-status-provisional = provisional
session-total = { $count ->
    [one] { $count } ruling
   *[other] { $count } rulings
}{ $failed ->
    [0] .
    [one] ; { $failed } case file gives no ruling (see above).
   *[other] ; { $failed } case files give no ruling (see above).
}
session-failed = { $file }: no ruling: { $error }
session-error-folder = Cannot read the session folder { $path }: { $error }
session-error-read = the file cannot be read: { $error }
session-refuse-overwrite = { $path } exists and is not an export of Arbitre's: it is left as it is. Choose another name for the export.
session-written-csv = { $count ->
    [one] Scores written: { $path } ({ $count } ruling).
   *[other] Scores written: { $path } ({ $count } rulings).
}
session-written-pbn = { $count ->
    [one] PBN written: { $path } ({ $count } ruling).
   *[other] PBN written: { $path } ({ $count } rulings).
}
notice-cli-bad-paper = Unknown paper "{ $paper }" for a notice: a5 (one notice a sheet) or a4 (two notices a sheet).
notice-cli-printed = Sent to the printer { $printer } ({ $job }).
notice-default-printer = (the system's default)
print-error-no-command = No printing command ({ $command }) on this computer: install the system's printing (CUPS), or print the PDF from a viewer.
print-error-refused = The printing command ({ $command }) refused the notice: { $detail }
notice-cli-written = Notice written: { $path }
appeal-cli-not-intact = { $path } is not intact: it cannot be the basis of a decision. Ask the director for the report as he signed it.
appeal-cli-no-case = { $path } carries no case file Arbitre can read ({ $detail }).
appeal-cli-exists = { $path } already exists: it is left as it is. Choose another name.
appeal-cli-extracted = Case file written: { $path } (from the report signed by { $signer }).
appeal-cli-no-members = Name the members of the committee with --member NAME (once for each).
appeal-cli-written = Appeal decision written: { $path } (on the report whose SHA-256 is { $hash }).
analyse-legend-unknown = ? = no double-dummy figure: the solver could not solve the position after that card.

# arbitre rule --budget, when the claim's evidence was not complete in time.
claim-evidence-incomplete = { $file }: evidence incomplete: the claim's evidence was not complete within { $seconds } s, so no ruling is given (never a partial figure). Run `arbitre rule` again with a larger --budget, or without one.
