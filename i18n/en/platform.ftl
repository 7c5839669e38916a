# `arbitre identity where`: where the signing identity is kept, and whether it is the user's
# alone. $state is one of: private, open, absent, unknown.
identity-where-folder = Settings folder: { $path } ({ $state ->
    [private] yours alone
    [open] others may read it: make it yours alone
    [absent] not made yet
   *[unknown] its protection could not be read
})
identity-where-key = Signing identity: { $path } ({ $state ->
    [private] yours alone
    [open] others may read it: make it yours alone, or move it away and sign again to make a new one
    [absent] none yet: it is made when you first sign
   *[unknown] its protection could not be read
})
identity-where-trusted = Trusted certificates: { $path } ({ $state ->
    [private] yours alone
    [open] others may change it: make it yours alone
    [absent] none yet
   *[unknown] its protection could not be read
})

# Printing on Windows: the shell's print verb found no program for PDF files.
print-error-no-program = No program on this computer is set to print PDF files. Install a PDF reader (and make it the one that opens PDF files), or open the PDF and print it from there.
