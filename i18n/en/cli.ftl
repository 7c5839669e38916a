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
