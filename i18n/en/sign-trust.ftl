# Signatures and trust: every signature of a file, integrity apart from trust, the trusted
# folder, the identity's creation and its passphrase, and where a report may be written.

verify-problem-damaged = a signature of the file is damaged: its dictionary is there but its byte range cannot be read.
verify-problem-signed-again = the file holds { $count } signatures: something was added after the first signature (an update signed again, whoever signed it). Only the report exactly as first signed is intact; ask the director for it.
verify-problem-padding = the signature's space holds bytes other than the signature and its zero padding, so this file is not byte for byte the one that was signed.
verify-signature-count = { $count ->
    [one] Signatures in the file: one
   *[other] Signatures in the file: { $count }
}
verify-signature-item = Signature { $n }: { $signer }, { $time }, certificate { $fingerprint }; it covers { $covers } of the file's { $size } bytes; { $verdict }
verify-signature-valid = valid over the bytes it covers ({ $trust }).
verify-signature-invalid = not valid: { $reason }
verify-signature-no-name = (no name)
verify-trust-verdict = Trust: { $verdict ->
    [director] trusted director
    [federation] trusted federation
   *[unknown] unknown key
}
verify-trust-label = { $verdict ->
    [director] trusted director
    [federation] trusted federation
   *[unknown] unknown key
}

sign-error-not-pdf = The file is not a PDF Arbitre can read (its structure is damaged or it is another kind of file), and it holds no signature. Give a report, notice or appeal decision as Arbitre wrote it.
sign-error-damaged-keystore = The identity file is damaged or is not a PKCS#12 file (.p12 or .pfx): it was cut short or changed. Restore it from a backup, or ask the federation for the file again.
sign-error-broken-identity = The signing identity { $path } is empty or damaged (a run was perhaps stopped while it was written). Arbitre does not replace it: restore it from a backup, or move it out of the settings folder so that the next report creates a new identity (the reports signed with the old one stay valid).
sign-error-weak-passphrase = The passphrase of a new signing identity must have at least { $min } characters, and not only spaces. Choose a longer one (a few words make a good one).
sign-warn-key-exposed = Warning: the signing identity { $path } can be read by other users of this computer. Make it yours alone: chmod 600 "{ $path }".
sign-warn-key-exposed-windows = Warning: the signing identity { $path } can be read by other users of this computer. Make it yours alone: in its Properties, Security tab, leave only yourself (with SYSTEM and Administrators), or move it away and sign again to make a new one.

trust-cli-added = Trusted from now on: { $name } (SHA-256 { $fingerprint }{ $authority ->
    [yes] , a certification authority: every certificate it issued is trusted
   *[no] {""}
}), kept in { $path }.
trust-cli-already = { $path }: every certificate in it is already trusted.
trust-cli-list-item = { $name } (SHA-256 { $fingerprint }{ $authority ->
    [yes] , certification authority
   *[no] {""}
}): { $path }
trust-cli-list-empty = No trusted certificate in { $path }. Add one with: arbitre trust add CERTIFICATE.pem
trust-cli-read = Cannot read { $path }: { $detail }

appeal-cli-untrusted = Warning: { $path } is intact, but signed by an unknown key: no trusted certificate vouches for { $signer } (certificate { $fingerprint }). Check the fingerprint with the director, or add his certificate with arbitre trust add. The decision says so.
appeal-cli-trust = Trust: { $verdict ->
    [director] trusted director
    [federation] trusted federation
   *[unknown] unknown key
}
appeal-original-trust = Signer's key
appeal-original-trust-director = a director the committee trusts (certificate { $fingerprint })
appeal-original-trust-federation = certified by { $authority }, trusted by the committee (certificate { $fingerprint })
appeal-original-trust-unknown = UNKNOWN KEY: no certificate the committee trusts vouches for it; the name in the report is not proven (certificate { $fingerprint })
ui-trust-add = Trust a certificate…
ui-trust-added = { $count ->
    [one] One certificate added to the trusted folder { $path }.
   *[other] { $count } certificates added to the trusted folder { $path }.
}

identity-cli-exists = { $path } already exists: it is left as it is. Choose another name, or add --force to replace it.
report-cli-output-signed = { $output }: the file was not written, because this is a signed document (a report, notice or decision); replacing it would destroy evidence. After -o, give a new file name, for example { $suggestion }, or add --force to replace it.
report-cli-output-foreign = { $output }: the file was not written, because this PDF was not written by Arbitre. After -o, give a new file name, for example { $suggestion }, or add --force to replace it.
report-target-signed = { $output }: the file was not written, because this is a signed document (a report, notice or decision); replacing it would destroy evidence. Choose a new file name.
report-target-foreign = { $output }: the file was not written, because this PDF was not written by Arbitre. Choose a new file name.
signed-error-no-attachment = the document is damaged or carries no case.toml attachment; only a report, notice or decision as Arbitre wrote it carries one
sign-error-damaged-keystore-file = The identity file { $path } is damaged or is not a PKCS#12 file (.p12 or .pfx): it was cut short or changed. Restore it from a backup, or ask the federation for the file again.
