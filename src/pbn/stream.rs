//! Reading PBN a part at a time: [`Boundary`] tells, line by line, where a game may end (a
//! semi-empty line outside brace comments, as the lexer sees it), and [`PbnStream`] reads
//! each part that ends there into games, carrying what a game leaves to the next (`#`,
//! `##`, carry-over, ordinals, line numbers). Cut at those lines, a file gives the same
//! games and diagnostics as [`super::parse`] of the whole file, with memory for one part.

use super::{lexer, reader};
use crate::i18n::Msg;
use crate::model::text::{TextEncoding, decode_part};
use crate::model::{Diagnostic, Interpreter, PbnFile, Severity, finish};

/// Follows brace comments, strings and `;` comments line by line, as the lexer does.
#[derive(Debug, Default)]
pub struct Boundary {
    in_brace: bool,
    /// Whether the current part holds anything but blank lines.
    content: bool,
}

fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | 0x0B | 0x0C)
}

impl Boundary {
    /// Takes the next physical line (ending with LF, or the last one); true when the part may
    /// end after it (it ends with a semi-empty line outside a brace comment).
    pub fn line(&mut self, line: &[u8]) -> bool {
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let mut semi_empty = false;
        // A lone CR also ends a line.
        for logical in line.split(|&b| b == b'\r') {
            semi_empty = self.logical(logical);
        }
        let ends = semi_empty && self.content;
        if ends {
            self.content = false;
        }
        ends
    }

    /// One logical line; true when it is semi-empty outside a brace comment.
    fn logical(&mut self, line: &[u8]) -> bool {
        let mut i = 0;
        if self.in_brace {
            match line.iter().position(|&b| b == b'}') {
                Some(end) => {
                    self.in_brace = false;
                    i = end + 1;
                }
                None => return false,
            }
        } else {
            if line.first() == Some(&b'%') {
                return false;
            }
            if line.iter().all(|&b| is_blank(b)) {
                return true;
            }
        }
        self.content = true;
        while let Some(&b) = line.get(i) {
            i += 1;
            match b {
                b';' => break,
                b'{' => match line[i..].iter().position(|&c| c == b'}') {
                    Some(len) => i += len + 1,
                    None => {
                        self.in_brace = true;
                        break;
                    }
                },
                b'"' => {
                    while let Some(&c) = line.get(i) {
                        i += 1;
                        match c {
                            b'"' => break,
                            b'\\' if matches!(line.get(i), Some(b'"' | b'\\')) => i += 1,
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        false
    }
}

/// The first byte of a file that is not UTF-8, found before the file is streamed, so that
/// every part is decoded as the whole-file reader decodes the file (as Windows-1252).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotUtf8 {
    /// Its offset in the file, from 0 (a byte order mark included).
    pub offset: u64,
    /// Its line: 1 + the LF bytes before it (after the byte order mark).
    pub line: usize,
    /// Its column: 1 + the bytes since the last LF.
    pub column: usize,
    /// The byte.
    pub byte: u8,
}

/// A PBN file read part by part. A clone is the reader's state at a part's start: reading
/// on from there (the file's bytes from that part on) gives the same games.
#[derive(Default, Clone)]
pub struct PbnStream {
    interpreter: Interpreter,
    /// The file's line at which the next part starts (from 1).
    next_line: usize,
    /// The file's byte at which the next part starts.
    offset: u64,
    started: bool,
    encoding: TextEncoding,
    bom: bool,
    not_utf8: Option<NotUtf8>,
}

impl PbnStream {
    /// A stream at the start of a file.
    #[must_use]
    pub fn new() -> Self {
        Self {
            next_line: 1,
            ..Self::default()
        }
    }

    /// A stream at the start of a file known not to be UTF-8 (see [`NotUtf8`]): every part
    /// is read as Windows-1252, and the warning is given once, at that byte.
    #[must_use]
    pub fn not_utf8(first: NotUtf8) -> Self {
        Self {
            next_line: 1,
            encoding: TextEncoding::Windows1252,
            not_utf8: Some(first),
            ..Self::default()
        }
    }

    /// How the bytes read so far were decoded.
    #[must_use]
    pub const fn encoding(&self) -> TextEncoding {
        self.encoding
    }

    /// Whether the file started with a UTF-8 byte order mark.
    #[must_use]
    pub const fn bom(&self) -> bool {
        self.bom
    }

    /// Reads the next part: whole lines, ending where [`Boundary::line`] said a part may end
    /// (or at the end of the file). Gives its games and their diagnostics.
    pub fn part(&mut self, bytes: &[u8]) -> PbnFile {
        let first = !self.started;
        self.started = true;
        let start = self.offset;
        self.offset += bytes.len() as u64;
        let (text, mut diagnostics) = if self.encoding == TextEncoding::Windows1252 {
            let bytes = match bytes.strip_prefix(b"\xEF\xBB\xBF") {
                Some(rest) if first && self.not_utf8.is_some() => {
                    self.bom = true;
                    rest
                }
                _ => bytes,
            };
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
            let mut diagnostics = Vec::new();
            if let Some(bad) = self.not_utf8
                && (start..self.offset).contains(&bad.offset)
            {
                diagnostics.push(Diagnostic::new(
                    Severity::Warning,
                    bad.line,
                    bad.column,
                    Msg::new("pbn-not-utf8").arg("byte", format!("0x{:02X}", bad.byte)),
                ));
            }
            (text.into_owned(), diagnostics)
        } else {
            let decoded = decode_part(bytes, first);
            self.bom |= decoded.bom;
            if decoded.encoding != TextEncoding::Ascii {
                self.encoding = decoded.encoding;
            }
            (decoded.text, decoded.diagnostics)
        };
        if self.not_utf8.is_none() {
            for d in &mut diagnostics {
                d.line += self.next_line - 1;
            }
        }
        let tokens = lexer::lex_from(&text, &mut self.next_line, &mut diagnostics);
        let raw = reader::read(tokens, &mut diagnostics);
        let games = self.interpreter.run(raw, &mut diagnostics);
        finish(games, diagnostics, self.encoding, self.bom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cuts a text wherever [`Boundary`] allows and reads the parts.
    fn by_parts(text: &[u8]) -> PbnFile {
        let mut boundary = Boundary::default();
        let mut stream = PbnStream::new();
        let mut all = PbnFile::default();
        let mut part = Vec::new();
        for line in text.split_inclusive(|&b| b == b'\n') {
            part.extend_from_slice(line);
            if boundary.line(line) {
                let f = stream.part(&part);
                all.games.extend(f.games);
                all.diagnostics.extend(f.diagnostics);
                part.clear();
            }
        }
        let f = stream.part(&part);
        all.games.extend(f.games);
        all.diagnostics.extend(f.diagnostics);
        all
    }

    #[test]
    fn parts_read_as_the_whole() {
        let text = b"[Event \"E\"]\n[Board \"1\"]\n{a comment\n\n[Board \"9\"]}\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\n\
[Event \"#\"]\n[Contract \"9Z\"]\n\n\n[Board \"3\"] ; x {\n[Site \"s\\\"{\"]\n\n[Board \"4\"]\n";
        let whole = super::super::parse(text);
        let parts = by_parts(text);
        assert_eq!(parts.games, whole.games);
        assert_eq!(parts.diagnostics, whole.diagnostics);
        assert_eq!(whole.games.len(), 4);
    }
}
