//! Where the command line writes, and how it stops when it cannot.
//!
//! Every subcommand writes through [`Out`], an `io::Write` that returns `io::Result`
//! instead of panicking like `println!`. The reader closing the pipe early
//! (`arbitre check big.pbn | head -1`) is the `BrokenPipe` write error — on Unix, where Rust
//! ignores SIGPIPE, and on Windows alike — and ends the command quietly, as `cat` does; any
//! other write error (a full disk) is one translated line on standard error and a failure.
//! No signal handling, so the same code runs everywhere.

use crate::i18n::{Arg, Tr};
use std::io::{self, Write};
use std::process::ExitCode;

/// A command's output.
pub struct Out<W: Write> {
    inner: W,
}

/// Standard output.
#[must_use]
pub fn stdout() -> Out<io::StdoutLock<'static>> {
    Out::new(io::stdout().lock())
}

impl<W: Write> Out<W> {
    /// Output to `inner`.
    pub const fn new(inner: W) -> Self {
        Self { inner }
    }

    /// Writes `text` and a line end.
    ///
    /// # Errors
    /// The write error (a closed pipe is `BrokenPipe`).
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        self.inner.write_all(text.as_bytes())?;
        self.inner.write_all(b"\n")
    }

    /// Writes `text` as it is (it holds its own line ends).
    ///
    /// # Errors
    /// The write error.
    pub fn text(&mut self, text: &str) -> io::Result<()> {
        self.inner.write_all(text.as_bytes())
    }

    /// Copies what `reader` holds (text with its own line ends).
    ///
    /// # Errors
    /// The read or write error.
    pub fn copy(&mut self, reader: &mut impl io::Read) -> io::Result<u64> {
        io::copy(reader, &mut self.inner)
    }

    /// Ends the command: `code` once everything is written and flushed, and also when the
    /// reader closed the pipe early (it has what it wanted; the command had already decided
    /// its status); any other write error is reported and the command fails.
    pub fn finish(mut self, tr: Tr, written: io::Result<()>, code: ExitCode) -> ExitCode {
        match written.and_then(|()| self.inner.flush()) {
            Ok(()) => code,
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => code,
            Err(e) => {
                let detail = io_detail(tr, &e);
                error(tr, "cli-output-error", &[("error", detail.into())])
            }
        }
    }

    /// The writer (for tests).
    pub fn into_inner(self) -> W {
        self.inner
    }
}

/// An I/O error for the director, in his language, never the system's raw text
/// (see [`crate::fsread::io_words`]).
#[must_use]
pub fn io_detail(tr: Tr, e: &io::Error) -> String {
    tr.msg(&crate::fsread::io_words(e))
}

/// Writes a message on standard error (ignoring a closed standard error: there is no one
/// left to tell) and returns the failure exit code.
pub fn error(tr: Tr, key: &str, args: &[(&str, Arg)]) -> ExitCode {
    warn(&tr.t_args(key, args));
    ExitCode::FAILURE
}

/// Writes one line on standard error; unlike `eprintln!`, never panics.
pub fn warn(text: &str) {
    let mut err = io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.write_all(b"\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// A writer whose reader has gone, or whose disk is full.
    struct Failing(io::ErrorKind);

    impl Write for Failing {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(self.0))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_pipe_ends_quietly_with_the_commands_status() {
        let tr = Tr::new(Lang::En);
        let mut out = Out::new(Failing(io::ErrorKind::BrokenPipe));
        let written = out.line("== Board 1");
        assert_eq!(
            written.as_ref().map_err(io::Error::kind),
            Err(io::ErrorKind::BrokenPipe)
        );
        assert_eq!(
            out.finish(tr, written, ExitCode::SUCCESS),
            ExitCode::SUCCESS
        );
        let out = Out::new(Failing(io::ErrorKind::BrokenPipe));
        let written = Err(io::Error::from(io::ErrorKind::BrokenPipe));
        assert_eq!(
            out.finish(tr, written, ExitCode::FAILURE),
            ExitCode::FAILURE
        );
    }

    #[test]
    fn any_other_write_error_fails() {
        let tr = Tr::new(Lang::En);
        let mut out = Out::new(Failing(io::ErrorKind::StorageFull));
        let written = out.text("x");
        assert_eq!(
            out.finish(tr, written, ExitCode::SUCCESS),
            ExitCode::FAILURE
        );
    }

    #[test]
    fn lines_end_with_a_line_end() {
        let mut out = Out::new(Vec::new());
        out.line("a").unwrap();
        out.text("b\n").unwrap();
        assert_eq!(out.into_inner(), b"a\nb\n");
    }

    #[test]
    fn common_io_errors_are_translated() {
        let e = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(io_detail(Tr::new(Lang::En), &e), "the disk is full");
        assert_eq!(io_detail(Tr::new(Lang::Fr), &e), "le disque est plein");
    }
}
