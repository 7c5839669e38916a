//! Reading a stream within limits: a file too large, a line too long, or a NUL byte in a
//! text format stops the reading at once with the place, whatever the stream (an endless
//! `/dev/zero` included). The limit on a tag value is the PBN lexer's
//! ([`crate::pbn::MAX_TAG_VALUE`]).

use super::Options;
use super::format::{Sniffed, sniff};
use crate::i18n::Msg;
use crate::model::{Diagnostic, Severity};
use std::io::Read;

/// Size limits of the reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The largest file, in bytes (default 2 GiB).
    pub max_file: u64,
    /// The longest line of a text file, in bytes (default 1 MiB).
    pub max_line: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_file: 2 << 30,
            max_line: 1 << 20,
        }
    }
}

/// How much is read before the format is decided.
pub(crate) const HEAD: usize = 64 << 10;
/// How much is read at a time after that.
const CHUNK: usize = 1 << 20;

/// The error for a file over the size limit.
pub(crate) fn file_too_large(limits: &Limits, line: usize, column: usize) -> Diagnostic {
    Diagnostic::new(
        Severity::Error,
        line,
        column,
        Msg::new("import-file-too-large").arg("limit", mib(limits.max_file)),
    )
}

/// A limit in MiB, rounded up (at least 1).
fn mib(bytes: u64) -> u64 {
    bytes.div_ceil(1 << 20).max(1)
}

/// Where a text stream is, checked chunk by chunk.
pub(crate) struct TextGuard {
    max_line: usize,
    line: usize,
    column: usize,
    after_cr: bool,
}

impl TextGuard {
    pub(crate) fn new(max_line: usize) -> Self {
        Self {
            max_line,
            line: 1,
            column: 0,
            after_cr: false,
        }
    }

    /// The current line (from 1).
    pub(crate) const fn line(&self) -> usize {
        self.line
    }

    /// The current column (from 1).
    pub(crate) fn column(&self) -> usize {
        self.column.max(1)
    }

    /// Checks the next bytes: the first NUL byte or over-long line, with its place.
    pub(crate) fn feed(&mut self, chunk: &[u8]) -> Option<Diagnostic> {
        if !self.after_cr && self.plain(chunk) {
            return None;
        }
        self.walk(chunk)
    }

    /// Whether the next bytes may go to [`Self::feed_plain`]: the last byte was not a CR.
    pub(crate) const fn settled(&self) -> bool {
        !self.after_cr
    }

    /// [`Self::feed`] for a piece of one line (ending with its LF or not) that the caller
    /// knows holds no NUL and no CR (a search over a whole buffer), when [`Self::settled`]:
    /// only the line's length is left to check.
    pub(crate) fn feed_plain(&mut self, piece: &[u8]) -> Option<Diagnostic> {
        let (body, ends) = match piece.split_last() {
            Some((b'\n', body)) => (body, true),
            _ => (piece, false),
        };
        if self.column + body.len() > self.max_line {
            return self.walk(piece);
        }
        if ends {
            self.line += 1;
            self.column = 0;
        } else {
            self.column += body.len();
        }
        None
    }

    /// [`Self::feed_plain`] for whole lines at once: `len` bytes ending with an LF, `lines`
    /// lines in all, known to hold no NUL and no CR. False (nothing moved) when one of them
    /// might pass the limit: they are then to be fed a line at a time.
    pub(crate) fn feed_plain_lines(&mut self, len: usize, lines: usize) -> bool {
        if self.column + len > self.max_line {
            return false;
        }
        self.line += lines;
        self.column = 0;
        true
    }

    /// The common case, one line (ending with its LF or not) of plain bytes too short to be
    /// over the limit; false (nothing moved) otherwise, for [`Self::walk`] to find the place.
    fn plain(&mut self, chunk: &[u8]) -> bool {
        let body = chunk.strip_suffix(b"\n").unwrap_or(chunk);
        if self.column + body.len() > self.max_line || !plain_line(body) {
            return false;
        }
        if body.len() < chunk.len() {
            self.line += 1;
            self.column = 0;
        } else {
            self.column += body.len();
        }
        true
    }

    /// Checks the bytes one by one.
    fn walk(&mut self, chunk: &[u8]) -> Option<Diagnostic> {
        for &b in chunk {
            match b {
                b'\n' if self.after_cr => self.after_cr = false,
                b'\n' | b'\r' => {
                    self.line += 1;
                    self.column = 0;
                    self.after_cr = b == b'\r';
                }
                0 => {
                    return Some(Diagnostic::new(
                        Severity::Error,
                        self.line,
                        self.column + 1,
                        Msg::new("import-binary"),
                    ));
                }
                _ => {
                    self.after_cr = false;
                    self.column += 1;
                    if self.column > self.max_line {
                        return Some(Diagnostic::new(
                            Severity::Error,
                            self.line,
                            self.column,
                            Msg::new("import-line-too-long")
                                .arg("limit", mib(self.max_line as u64)),
                        ));
                    }
                }
            }
        }
        None
    }
}

/// Whether bytes hold no NUL, CR or LF, checked eight at a time.
fn plain_line(bytes: &[u8]) -> bool {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    // Whether a word holds a zero byte (exact).
    let zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGH != 0;
    let mut words = bytes.chunks_exact(8);
    for w in &mut words {
        let x = u64::from_ne_bytes(<[u8; 8]>::try_from(w).unwrap_or_default());
        if zero(x) || zero(x ^ (ONES * u64::from(b'\r'))) || zero(x ^ (ONES * u64::from(b'\n'))) {
            return false;
        }
    }
    words
        .remainder()
        .iter()
        .all(|&b| !matches!(b, 0 | b'\r' | b'\n'))
}

/// Reads up to `limit` more bytes into `buf`; false at the end of the stream.
pub(crate) fn fill<R: Read>(
    reader: &mut R,
    buf: &mut Vec<u8>,
    limit: usize,
) -> std::io::Result<bool> {
    let start = buf.len();
    buf.resize(start + limit, 0);
    let mut filled = start;
    let result = loop {
        if filled == buf.len() {
            break Ok(true);
        }
        match reader.read(&mut buf[filled..]) {
            Ok(0) => break Ok(false),
            Ok(n) => filled += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => break Err(e),
        }
    };
    buf.truncate(filled);
    result
}

/// Reads the whole stream, unless a limit stops it: the bytes and their format, or the
/// refusal with its place.
pub(crate) fn read_bounded<R: Read>(
    mut reader: R,
    ext: Option<&str>,
    size: Option<u64>,
    options: &Options,
) -> std::io::Result<Result<(Vec<u8>, Sniffed), Diagnostic>> {
    let limits = options.limits;
    let mut buf = Vec::new();
    let mut more = fill(&mut reader, &mut buf, HEAD)?;
    let size = if more { size } else { Some(buf.len() as u64) };
    let sniffed = match options.format {
        Some(format) => Sniffed {
            format,
            disagreement: None,
        },
        None => sniff(&buf, ext, size),
    };
    let max = sniffed
        .format
        .max_size()
        .map_or(limits.max_file, |m| m.min(limits.max_file));
    let mut guard = sniffed
        .format
        .is_text()
        .then(|| TextGuard::new(limits.max_line));
    let mut checked = 0;
    loop {
        if let Some(g) = guard.as_mut()
            && let Some(refusal) = g.feed(&buf[checked..])
        {
            return Ok(Err(refusal));
        }
        checked = buf.len();
        if buf.len() as u64 > max {
            let (line, column) = guard.as_ref().map_or((1, 1), |g| (g.line, g.column.max(1)));
            let limits = Limits {
                max_file: max,
                ..limits
            };
            return Ok(Err(file_too_large(&limits, line, column)));
        }
        if !more {
            break;
        }
        let room = usize::try_from(max + 1 - buf.len() as u64).unwrap_or(CHUNK);
        more = fill(&mut reader, &mut buf, CHUNK.min(room))?;
    }
    Ok(Ok((buf, sniffed)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_a_nul_and_a_long_line() {
        let mut g = TextGuard::new(5);
        assert!(g.feed(b"ab\r\n").is_none());
        let d = g.feed(b"c\0").unwrap();
        assert_eq!((d.line, d.column), (2, 2));
        let mut g = TextGuard::new(5);
        let d = g.feed(b"x\n123456").unwrap();
        assert_eq!((d.line, d.column), (2, 6));
        let mut g = TextGuard::new(5);
        assert!(g.feed(b"ab\ncd").is_none());
        assert!(g.feed(b"e\n\nfg").is_none());
        assert_eq!((g.line(), g.column()), (4, 2));
        let d = g.feed(b"hijk").unwrap();
        assert_eq!((d.line, d.column), (4, 6));
        assert!(plain_line(b"[Board \"12\"] plain"));
        for bad in [0, b'\r', b'\n'] {
            for at in [0, 7, 8, 13] {
                let mut line = *b"[Board \"12\"] plain";
                line[at] = bad;
                assert!(!plain_line(&line), "{bad} at {at}");
            }
        }
    }
}
