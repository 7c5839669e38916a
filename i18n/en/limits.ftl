# Reading within limits (src/fsread.rs), and messages a director can act on.
fsread-error = { $file }: { $detail }
fsread-kind-case = a case file
fsread-kind-pdf = a PDF
fsread-kind-identity = a signing identity (.p12)
fsread-kind-certificate = a certificate
fsread-kind-deals = a deal file
fsread-too-large = { $kind } is at most { $limit }; this one is larger
fsread-special = not a regular file (a pipe, a socket or a device); name a file
fsread-not-utf8 = line { $line }, column { $column }: this byte is not UTF-8 text; save the file as UTF-8
fsread-utf16 = the file is written in UTF-16; save it as UTF-8
fsread-nul = line { $line }, column { $column }: a NUL byte; this is not a text file (UTF-16 without a mark?); save it as UTF-8
fsread-io-not-folder = a part of the path is not a folder
fsread-io-exists = the file already exists
fsread-io-name = the name is not allowed here
fsread-io-quota = the disk quota or the file size limit is reached
fsread-io-short = the file ends too early
fsread-io-data = the file's content cannot be read
fsread-io-interrupted = the reading was interrupted; try again
fsread-io-other = the system could not do it (error { $code })
fsread-trust-too-many = { $folder }: more than { $limit } files; a trust folder holds a few certificates
# The case file's own limits.
limits-case-text-too-long = { $field } is { $length } characters long; at most { $limit } are allowed
limits-case-marked-duplicate = [[marked_revoke]] { $card } is marked again (first at line { $line }); mark each revoke once
limits-case-too-many = { $count } { $section } sections; at most { $limit } are allowed
limits-case-allowed = { $hint }; allowed: { $fields }
limits-pbn-file = pbn_file `{ $file }`: { $detail }
limits-pbn-optimum-score = OptimumScore "{ $value }" is not read; expected "NS" or "EW" and a score, such as "NS 620"
