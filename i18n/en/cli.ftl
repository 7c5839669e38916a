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

# The command line's help (arbitre --help, arbitre COMMAND --help): each command's text
# (cli-about-COMMAND) and each argument's (cli-arg-COMMAND-ARGUMENT), then the headings.
cli-heading-usage = Usage:
cli-heading-commands = Commands:
cli-heading-arguments = Arguments:
cli-heading-options = Options:
cli-arg-help = Print help
cli-arg-version = Print version
cli-about-help = Print this message or the help of the given command
cli-about = A workbench on which bridge tournament directors rule on revokes, claims, and calls or cards a player tries to change
cli-arg-lang = Language of the output (en, fr); default: the system's
cli-arg-file = A PBN, LIN or case file, or a signed report (read-only), to open in the workbench
cli-about-check = Read PBN, LIN or dealing-machine files and list their games, warnings and errors
cli-arg-check-files = The files
cli-arg-check-first-board = The first board's number, for files that store none (BRI, DGE, BER, BHG, RZD)
cli-arg-check-format = Read as this format whatever the name and content say (pbn, lin, dup, bri, dge, dlm, ber, bhg, rzd, cds, csv, rbn)
cli-about-show = Show one board: diagram, contract, auction and the play trick by trick; with a Bridgemate .bws, one table's line (--table) on the deal of the hand record (--hands)
cli-arg-show-file = The PBN, LIN or dealing-machine file, or a Bridgemate .bws
cli-arg-show-board = The board number
cli-arg-show-hands = With a .bws: the session's hand record (PBN or a dealing machine's file)
cli-arg-show-table = With a .bws: the table
cli-arg-show-section = With a .bws: the section (letter or number), when there are several
cli-arg-show-first-board = The first board's number, for files that store none (BRI, DGE, BER, BHG, RZD)
cli-arg-show-format = Read as this format whatever the name and content say (pbn, lin, dup, bri, dge, dlm, ber, bhg, rzd, cds, csv, rbn)
cli-about-case = Make a case file: `case new SESSION.bws --hands HANDRECORD --board N --table T -o FILE`
cli-about-case-new = A new case from one table's line of a Bridgemate .bws: the board of the hand record with that table's contract, declarer, lead, pairs and players (and the auction and play when recorded), for the director to complete
cli-arg-case-new-file = The session's Bridgemate .bws
cli-arg-case-new-hands = The session's hand record (PBN or a dealing machine's file); not needed when the .bws holds its own
cli-arg-case-new-board = The board number
cli-arg-case-new-table = The table
cli-arg-case-new-section = The section (letter or number), when there are several
cli-arg-case-new-output = The case file to write
cli-arg-case-new-force = Replace the case file if it exists
cli-about-rule = Rule on a case: a revoke, a claim or concession, or a call or card a player tries to change
cli-arg-rule-case = The case file (TOML)
cli-arg-rule-json = Print the ruling JSON (revoke-ruling/1)
cli-arg-rule-budget = Give the claim's evidence at most this many seconds; past it, no ruling is given and the output says the evidence is incomplete
cli-about-analyse = The double-dummy trick count after every card of the play
cli-arg-analyse-case = The case file (TOML)
cli-about-report = Export the signed PDF ruling report
cli-arg-report-case = The case file (TOML)
cli-arg-report-output = The PDF to write
cli-arg-report-paper = Paper size: a4 or letter
cli-arg-report-sign = Sign with this PKCS#12 identity instead of the director's own
cli-arg-report-director = The director's name (for the identity created on first use)
cli-arg-report-draft = An unsigned draft for a preview, marked as such on every page (no passphrase)
cli-arg-report-force = Replace the -o file even if it is a signed document or a PDF Arbitre did not write
cli-about-notice = The one-page player notice, signed like the report; printed with --print
cli-arg-notice-case = The case file (TOML)
cli-arg-notice-output = The PDF to write
cli-arg-notice-paper = Paper: a5 (one notice a sheet) or a4 (two, with a cut line)
cli-arg-notice-print = Send it to a printer too: the one named, or the system's default
cli-arg-notice-sign = Sign with this PKCS#12 identity instead of the director's own
cli-arg-notice-director = The director's name (for the identity created on first use)
cli-arg-notice-force = Replace the -o file even if it is a signed document or a PDF Arbitre did not write
cli-about-extract = Write the case file a signed report carries (the report must be intact)
cli-arg-extract-report = The signed report
cli-arg-extract-output = The case file to write (must not exist)
cli-about-appeal = The appeals committee's signed decision on a signed report: upheld, or amended with the committee's case
cli-arg-appeal-report = The signed ruling report appealed (must be intact)
cli-arg-appeal-output = The decision PDF to write
cli-arg-appeal-amended = The committee's amended case (from `arbitre extract`, then changed); without it the ruling is upheld
cli-arg-appeal-reasons = The committee's reasons
cli-arg-appeal-members = A member of the committee (repeat for each)
cli-arg-appeal-chair = The chair, who signs (for the identity created on first use)
cli-arg-appeal-sign = Sign with this PKCS#12 identity instead of the chair's own
cli-about-verify = Check a signed ruling report: signer, time, whether it is intact, and whether a trusted certificate vouches for the signer
cli-arg-verify-pdf = The PDF
cli-arg-verify-trust = A folder (or file) of trusted certificates (PEM or DER): directors' own, or a federation's CA. `<config>/trusted/` is always read too
cli-about-session = The session's rulings for the scorer: every case file of a folder ruled, listed, or written as CSV and PBN with the adjusted scores
cli-arg-session-dir = The folder holding the session's case files (`*.arbitre`, `*.revoke.toml`)
cli-arg-session-csv = Write the adjusted scores as CSV
cli-arg-session-pbn = Write a PBN file with the corrected Result and Score tags and the ruling as a Note
cli-about-identity = The director's signing identity
cli-about-identity-where = Where the identity and the trusted certificates are kept, and whether they are yours alone (no passphrase asked)
cli-about-identity-export = Write the director's certificate (PEM) for readers to trust; to standard output without -o
cli-arg-identity-export-output = The file to write
cli-arg-identity-export-sign = Export the certificate of this PKCS#12 identity instead of the director's own
cli-arg-identity-export-force = Replace the -o file if it exists
cli-about-trust = The certificates this reader trusts (`<config>/trusted/`): add one, or list them
cli-about-trust-add = Trust a certificate (PEM or DER): a director's (from `arbitre identity export`) or a federation's certification authority
cli-arg-trust-add-certificate = The certificate file
cli-about-trust-list = List the trusted certificates
# A mistyped command line (then "For more information, try --help.").
cli-bad-argument = { $arg } is not an option of this command
cli-bad-command = { $name } is not a command of Arbitre
cli-bad-missing = missing: { $args }
cli-bad-value = { $value } is not allowed for { $arg }; allowed: { $allowed }
cli-bad-conflict = { $arg } cannot be given with { $prior }
cli-bad-twice = { $arg } is given more than once
cli-bad-no-value = { $arg } needs a value
cli-bad-utf8 = an argument is not valid text (UTF-8)
cli-bad-other = the command line is not understood: check the options and their values
cli-allowed-budget = a number of seconds above 0 (2, 0.5)
cli-allowed-first-board = a board number from 1
cli-bad-suggestion = did you mean { $suggestion }?
cli-bad-more = For more information, try --help.
