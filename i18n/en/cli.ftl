# The command line.
cli-not-yet = the { $command } command is not available in this build yet
cli-no-window-yet = the workbench window is not available in this build yet
cli-error = error: { $error }
cli-error-file = { $file }: { $error }
analyse-start = Double dummy before the opening lead: declarer { $tricks } tricks.
analyse-header = card  trick  seat   card  after  change
analyse-revoke = REVOKE
