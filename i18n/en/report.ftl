# The PDF ruling report, its signature and `arbitre report` / `arbitre verify`.
report-title = Ruling, board { $board }: { $contract }
report-subject = Director's ruling on a revoke (Laws 61-64)
report-page = Page { $page } of { $pages }
report-attachment-description = The case file this ruling was made from
report-error-font = Cannot prepare the report's font: { $detail }
report-error-pdf = Cannot write the PDF: { $detail }
report-heading = Director's ruling
report-board = Board { $board }
report-session = session
report-round = round
report-table = table
report-event-label = Event
report-date = Date
report-board-label = Board
report-players = Players
report-player = { $seat }: { $name }
report-director = Director
report-contract-by = { $contract } by { $declarer }
report-vul-none = None vulnerable
report-vul-ns = North-South vulnerable
report-vul-ew = East-West vulnerable
report-vul-all = All vulnerable
report-dealer-mark = { $seat } (dealer)
report-deal = The deal
report-contract = Contract
report-dealer = Dealer
report-vulnerability = Vulnerability
report-call-pass = Pass
report-call-double = Double
report-call-redouble = Redouble
report-call-all-pass = All pass
report-auction = Auction
report-auction-none = The auction was not recorded.
report-play = The play
report-play-none = No card was played.
report-trick = Trick
report-winner = Won by
report-revoke-mark = revoke
report-play-legend = Bold with ›: the card led. Shaded with "revoke": the revoke card(s).
report-facts = Facts
report-attention = Attention
report-claim = Claim
report-claim-agreed = After card { $card }, { $seat } claimed { $tricks } of the remaining tricks; agreed.
report-claim-disputed = After card { $card }, { $seat } claimed { $tricks } of the remaining tricks; disputed, the director awards { $awarded }.
report-table-result = At the table
report-tricks = { $tricks ->
    [one] { $tricks } trick for declarer
   *[other] { $tricks } tricks for declarer
}
report-table-score = Score at the table
report-score-both = North-South { $ns }, East-West { $ew }
report-ruling = Ruling
report-no-revoke = No revoke: the result at the table stands.
report-revoke-heading = Revoke { $n }: card { $card } (trick { $trick }), { $seat } ({ $side }) played { $played }: { $kind }
report-established = Established (Law 63), not corrected.
report-established-corrected = Established, and corrected.
report-not-established-corrected = Not established: corrected (Law 62).
report-not-established = Not established.
report-status = Status
report-penalty-card = Penalty card
report-penalty-card-text = { $card } becomes a major penalty card (Law 62B1).
report-law = Law { $code }
report-transfer = Transfer
report-transfer-text = { $tricks ->
    [0] no trick transferred
    [one] { $tricks } trick transferred to the non-offending side
   *[other] { $tricks } tricks transferred to the non-offending side
}
report-arith-table = Declarer's tricks at the table
report-arith-transfer = Tricks transferred (Law 64A)
report-arith-adjusted = Declarer's tricks after the transfer
report-adjusted-score = Score after the transfer
report-equity = Equity (Law 64C)
report-equity-position = Before card { $card }, { $seat } to play; declarer had won { $before ->
    [one] { $before } trick
   *[other] { $before } tricks
}. The offender's legal cards, with declarer's total tricks double dummy:
report-equity-card = Legal card
report-equity-dd = Declarer's tricks
report-equity-dd-estimate = Without the revoke (double dummy)
report-equity-none = No revoke is established: there is no equity check.
report-equity-director = Director's estimate
report-weight = { $percent } % of { $tricks } tricks
report-equity-weights = Director's weights (Law 12C1c)
report-equity-reasons = Director's reasons
report-source-double-dummy = the double-dummy result
report-source-director = the director's estimate
report-source-weighted = the director's weighted outcomes
report-equity-source = Estimate used
report-equity-outcome = Outcome
report-equity-applies = Law 64C applies: the final result below is the likely result without the revoke.
report-equity-not-applied = The transfer compensates the non-offending side: it stands.
report-equity-corrected = Not applied: a revoke is corrected and play continues at the table.
report-result = Final result
report-final-none = A revoke is corrected: play continues at the table from the correction, and the result is the one obtained there.
report-final-contract = Result
report-final-tricks = { $contract }, { $tricks } tricks for declarer
report-outcome-tricks = Declarer's tricks
report-outcome-percent = Weight
report-outcome-ns = North-South
report-outcome-ew = East-West
report-weighted-exact = Exact weighted score (North-South)
report-final-score = Final score: { $scores }
report-imps-label = Against the other table
report-imps = { $tricks } tricks ({ $percent } %): { $imps } IMPs for North-South
report-weighted-imps = Weighted IMPs for North-South
report-notes = Notes
report-director-notes = Director's notes
report-appeal = Appeal
report-appeal-standard = Either side may appeal against this ruling (Law 92). An appeal must be lodged with the director within { $minutes } minutes after this ruling is handed to the players, unless the regulations of the event say otherwise.
report-signature = Signature
report-unnamed-director = (name not given)
report-signer = Signed with the certificate of
report-signed-at = Date and time
report-fingerprint = Certificate (SHA-256)
report-signed-note = This report is digitally signed by the director. Any change to the file breaks the signature; check it with "arbitre verify" or any PDF reader that shows signatures. The case file is attached to this PDF.
report-unsigned = not signed
report-cli-written = Report written: { $path }
report-cli-signed = Signed by { $signer } (certificate { $fingerprint }).
report-cli-bad-paper = Unknown paper size "{ $paper }" (expected a4 or letter).
report-cli-identity-created = A signing identity for { $name } was created in { $path }.
report-cli-case = Cannot read the case { $path }: { $detail }
report-cli-rule = No ruling can be given: { $detail }
report-cli-write = Cannot write { $path }: { $detail }
sign-passphrase-prompt = Passphrase of the signing identity: 
sign-passphrase-confirm = The same passphrase again, to confirm:
sign-error-passphrase-mismatch = The two passphrases differ; no identity was created.
sign-error-pdf = The PDF cannot be signed or read: { $detail }
sign-error-crypto = Signature error: { $detail }
sign-error-keystore = The identity file cannot be opened (wrong passphrase?): { $detail }
sign-error-no-key = The identity file holds no key with its certificate.
sign-error-unsupported-key = The identity's key is not an ECDSA P-256 key; Arbitre signs with P-256 keys only.
sign-error-key-mismatch = The identity's certificate does not belong to its key.
sign-error-no-director = No signing identity yet: give the director's name with --director to create one.
sign-error-no-passphrase = No passphrase: set ARBITRE_PASSPHRASE or run on a terminal.
sign-error-io = { $path }: { $detail }
sign-error-no-config = No folder to keep the signing identity in: set ARBITRE_CONFIG_DIR.
verify-file = File: { $path }
verify-signer = Signed by: { $signer }
verify-time = Signing time: { $time }
verify-no-time = Signing time: not given
verify-fingerprint = Certificate (SHA-256): { $fingerprint }
verify-intact = The document is intact: the signature is valid and covers the whole file.
verify-invalid = NOT INTACT: the signed bytes were changed after signing (the signature does not match).
verify-appended = NOT INTACT: the signature is valid, but the file was changed after it was signed.
verify-error = Cannot check { $path }: { $detail }
report-tricks-standing = { $standing ->
    [one] { $result }, in the first card: the play that stands
   *[other] { $result }, in the first { $standing } cards: the play that stands
}
report-void-trick = void
report-play-void = { $count ->
    [one] Struck through: card { $first }, recorded after attention was drawn (after card { $standing }), is void, because play resumes from the correction. It counts for nothing in the ruling.
   *[other] Struck through: cards { $first } to { $last }, recorded after attention was drawn (after card { $standing }), are void, because play resumes from the correction. They count for nothing in the ruling.
}
