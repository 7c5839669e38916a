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
report-auction-alerted = “!” marks an alerted call.
report-auction-note = ({ $n }) { $text }
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
report-weighted-exact = Exact weighted score (North-South)
report-final-score = Final score: { $scores }
report-imps-label = Against the other table
report-imps = { $tricks } tricks ({ $percent } %): { $imps } IMPs for North-South
report-weighted-imps = Weighted IMPs for North-South
report-notes = Notes
report-director-notes = Director's notes
report-appeal = Appeal
report-appeal-standard = Either side may appeal against this ruling (Law 92). Unless the regulations of the event say otherwise, an appeal must be lodged with the director within { $minutes } minutes after the official score is made available (Law 92B).
report-signature = Signature
report-handwritten = Signature by hand
report-unnamed-director = (name not given)
report-signer = Signed with the certificate of
report-signed-at = Date and time
report-fingerprint = Certificate (SHA-256)
report-signed-note = This report is digitally signed by the director; any change to the file breaks the signature, and to know who signed it, run "arbitre verify --trust FOLDER" with the federation's or the director's certificates in FOLDER, or compare the fingerprint above with the one the director gives you. The case file is attached to this PDF.
report-unsigned = not signed
report-draft-mark = DRAFT — not signed, for checking only
report-cli-draft = Draft, not signed: every page is marked DRAFT.
report-unprintable = { $count ->
    [one] { $count } character of the case cannot be printed with the fonts of this computer and shows as "?" in the PDF: { $chars }. Install a font that has it, or name its folder in ARBITRE_REPORT_FONTS.
   *[other] { $count } characters of the case cannot be printed with the fonts of this computer and show as "?" in the PDF: { $chars }. Install a font that has them, or name its folder in ARBITRE_REPORT_FONTS.
}
report-target-is-case = { $output }: the report was not written, because this is the case file it is made from. Choose a new file name, or an earlier PDF report to replace.
report-target-is-pbn = { $output }: the report was not written, because this is the PBN file the case's board is read from. Choose a new file name, or an earlier PDF report to replace.
report-target-folder = { $output }: the report was not written, because this is a folder. Choose a file name.
report-target-not-pdf = { $output }: the report was not written, because this file exists and is not a PDF; Arbitre replaces only an earlier PDF report. Choose a new file name.
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
sign-error-keystore = The identity file cannot be opened: { $detail }
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
sign-error-wrong-passphrase = Wrong passphrase: it does not open the identity file.
sign-error-legacy-pkcs12 = The identity file opens with this passphrase, but it is encrypted with old algorithms (RC2 or 3DES, as older OpenSSL versions export) that Arbitre does not read. Export it again with modern encryption, for example: openssl pkcs12 -in old.p12 -legacy -nodes | openssl pkcs12 -export -keypbe AES-256-CBC -certpbe AES-256-CBC -macalg sha256 -out new.p12
sign-error-no-signature = The PDF holds no signature.
sign-error-not-yet-valid = The signing certificate is not yet valid at the signing time; check the computer's clock.
sign-error-expired = The signing certificate has expired: ask the federation for a new one (for the identity Arbitre made, move director-identity.p12 out of the settings folder and sign again to make a new one).
sign-error-empty-passphrase = A signing identity needs a passphrase; an empty one is refused.
sign-error-not-a-certificate = { $path } holds no certificate (PEM or DER expected).
verify-signer-unproven = Name in the certificate (not proven): { $signer }
verify-not-intact = NOT INTACT: { $reason }
verify-problem-unreadable = the signature cannot be read: it is not a CMS signature Arbitre can check (SHA-256 with ECDSA P-256), or it was cut or changed.
verify-problem-byte-range = the signed byte range lies outside the file.
verify-problem-appended = the file was changed or extended outside the signed bytes.
verify-problem-digest = the signed bytes were changed after signing (their digest does not match).
verify-problem-signature = the signature does not match its certificate's key.
verify-problem-no-signing-certificate = the signature does not bind its certificate (no signing-certificate-v2 attribute), so the certificate, and the name in it, could have been swapped.
verify-problem-signing-certificate-unreadable = the signing-certificate-v2 attribute cannot be read or uses a hash other than SHA-256.
verify-problem-signing-certificate-mismatch = the certificate is not the one that was signed for: it was swapped or edited (the signer's name cannot be believed).
verify-problem-certificate-signature = the certificate's own signature is wrong: it was edited after it was issued.
verify-problem-no-time = the signature gives no signing time, so the certificate's dates cannot be checked.
verify-problem-not-yet-valid = the certificate was not yet valid at the signing time.
verify-problem-expired = the certificate had expired at the signing time.
verify-trusted = Signed by a director you trust: { $signer }.
verify-trusted-authority = Signed by a director you trust: { $signer } (certified by { $authority }).
verify-unknown-key = Signed by an unknown key: no trusted certificate vouches for it (the name in a self-made certificate proves nothing). Check the fingerprint with the director, or use --trust with the federation's certificates.
verify-trust-count = { $count ->
    [0] No trusted certificates in { $path }.
    [one] One trusted certificate read from { $path }.
   *[other] { $count } trusted certificates read from { $path }.
}
identity-cli-none = No signing identity in { $path }: sign a report first (arbitre report --director NAME), or give --sign FILE.p12.
identity-cli-exported = The certificate of { $name } was written to { $path } (SHA-256 { $fingerprint }). Readers who put it in their trusted folder (arbitre verify --trust) will know your reports.
notice-title = Ruling notice, board { $board }
notice-subject = Player notice of the director's ruling on a revoke (Laws 61-64)
notice-event = { $value }
notice-round = Round { $value }
notice-table = Table { $value }
notice-what-happened = What happened
notice-revoke = Trick { $trick }: { $seat } played { $played } ({ $kind }). { $status } { $transfer ->
    [0] No trick transferred.
    [one] { $transfer } trick transferred.
   *[other] { $transfer } tricks transferred.
}
notice-void = { $standing ->
    [one] Play resumes from the correction: only the first card stands; the play recorded from card { $first } on is void.
   *[other] Play resumes from the correction: only the first { $standing } cards stand; the play recorded from card { $first } on is void.
}
notice-ruling = The ruling
notice-laws-compact = Laws applied: { $laws }. The ruling report gives each one in words.
notice-score = Score
notice-no-score-replay = No score yet: a revoke is corrected and play resumes at the table; the score is the one made there.
notice-no-score-yet = No final score yet: the play is not recorded to the end.
notice-signed = Director: { $director }. Signed digitally on { $time }; certificate { $fingerprint }. The full ruling report gives the deal, the play and the reasons.
notice-cut = cut here
appeal-title = Appeal decision, board { $board }
appeal-subject = Appeals committee's decision on the ruling report whose SHA-256 is { $hash }
appeal-event = Event
appeal-original = The ruling appealed
appeal-original-file = Report
appeal-original-hash = SHA-256 of the report
appeal-original-signed = Signed
appeal-original-signed-by = by { $signer }, { $time }; the signature was checked intact
appeal-decision = Decision
appeal-upheld = Upheld: the director's ruling stands.
appeal-amended = Amended: the committee's ruling below replaces the director's.
appeal-directors-ruling = The director's ruling
appeal-committees-ruling = The committee's ruling
appeal-adjusted = Tricks after Law 64A
appeal-final = Final tricks
appeal-score = Score
appeal-laws = Laws
appeal-reasons = Reasons
appeal-no-reasons = (no reasons given)
appeal-committee = The committee
appeal-members = Members
appeal-chair = Chair (signs)
appeal-how-to-check = This decision is signed electronically by the chair of the committee; any change to the file breaks the signature (check it with “arbitre verify”). It names the report it decides on by the SHA-256 above: compute the SHA-256 of your copy of the report to check that it is the same one. The case this decision rests on is attached to this PDF.
appeal-error-not-intact = The report is not intact: it cannot be the basis of a decision. Ask the director for the report as he signed it.
appeal-error-no-members = Name the members of the committee (one name a line).
verify-document = Document: { $subject }
report-claim-section = Claim (Laws 68–71)
report-claim-what-label = What was said
report-claim-what = { $kind ->
    [concession] { $seat } conceded, keeping { $tricks } of the { $remaining ->
        [one] { $remaining } trick left
       *[other] { $remaining } tricks left
    }.
   *[claim] { $seat } claimed { $tricks } of the { $remaining ->
        [one] { $remaining } trick left
       *[other] { $remaining } tricks left
    }.
}
report-claim-stated = He announced a total of { $total } for his side, which had won { $won }.
report-claim-agreed-stands = The other side agreed (69A).
report-claim-agreed-review = The other side agreed, then asked the director to review it within the correction period.
report-claim-disputed-by = The other side disputed it (70).
report-claim-statement = Statement (68C)
report-claim-no-statement = none: he said nothing about how he would play
report-claim-item-draw = draw trumps
report-claim-item-finesse = finesse with { $card }
report-claim-item-lead = lead { $card }
report-claim-position = The position at the claim (after card { $card }, trick { $trick })
report-claim-on-lead = { $seat } to play
report-claim-evidence = The evidence
report-claim-col-law = Law
report-claim-col-figure = Tricks for the claimer's side
report-claim-col-why = What it means
report-claim-ev-dd = Double dummy, { $side }
report-claim-why-dd = For reference only: both sides' best play with every card seen; never the award by itself.
report-claim-ev-line = The claimer's line by normal play
report-claim-why-line = The statement, then careless but not irrational play, every doubtful point against the claimer (70A, 70D1).
report-claim-ev-c70 = Unaware of the outstanding trump
report-claim-why-c70 = The same line if the claimer forgot the trump still out: a trick lost to it counts when 70C1–70C3 hold.
report-claim-ev-finesse = With unstated finesses credited
report-claim-why-finesse = More than the line gives: the claim rests on an unstated finesse, not accepted (70E1).
report-claim-ev-no-prior = Forgetting the show-outs before the claim
report-claim-why-no-prior = Less than the line gives: the line is accepted only because an opponent had already shown out (70E1).
report-claim-ev-location = Where { $card } is: with { $holder }
report-claim-why-location = The line depends on this card's place with one opponent rather than the other.
report-claim-why-location-known = The other opponent had shown out of the suit before the claim: the claimer knew where it was.
report-claim-ev-min-claimer = The least normal play gives { $side }
report-claim-why-min-claimer = A trick conceded that no normal play could lose goes back to the conceding side (71.4).
report-claim-ev-min-opponents = The least normal play gives the opponents
report-claim-why-min-opponents = A trick agreed away that no normal play could lose goes back to the side that agreed (69B2).
report-claim-line = The line that gives the proposal, trick by trick
report-claim-line-c70 = The line unaware of the trump that gives the proposal, trick by trick
report-claim-trick = Trick { $n }
report-claim-proposal = Proposal
report-claim-proposal-value = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} of the { $remaining } left for { $side }
report-claim-award = The director's award
report-claim-director-reasons = The director's reasons
report-claim-awarded-value = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} of the { $remaining } left for { $side }
report-claim-awarded-agreed = Agreed: no award by the director; the proposal counts.
report-claim-awarded-proposal = The proposal.
report-claim-final = Result of the claim
report-claim-final-value = { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} of the { $remaining } left for { $side }
report-claim-reasons = Reasons: the laws applied
report-claim-item-other = { $token }
report-error-case-io = The case file it carries refers to { $path }, which cannot be read: { $message }
