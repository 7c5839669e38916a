//! Bytes to text: drop a UTF-8 byte order mark, read UTF-8 when the bytes are valid UTF-8,
//! else Windows-1252 (a superset of Latin-1) with a warning. Never fails.

use super::{Diagnostic, Severity};
use crate::i18n::Msg;

/// How a file's bytes were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TextEncoding {
    /// Plain ASCII (also valid UTF-8).
    #[default]
    Ascii,
    /// UTF-8 with non-ASCII characters.
    Utf8,
    /// Not valid UTF-8: read as Windows-1252.
    Windows1252,
}

pub(crate) struct Decoded {
    pub text: String,
    pub encoding: TextEncoding,
    pub bom: bool,
    pub diagnostics: Vec<Diagnostic>,
}

/// Decodes a file's bytes.
pub(crate) fn decode(bytes: &[u8]) -> Decoded {
    decode_part(bytes, true)
}

/// Decodes a part of a file's bytes; the byte order mark is dropped only at the start of
/// the file. The places of the diagnostics are counted from the start of the part.
pub(crate) fn decode_part(bytes: &[u8], file_start: bool) -> Decoded {
    let (bytes, bom) = match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) if file_start => (rest, true),
        _ => (bytes, false),
    };
    let mut diagnostics = Vec::new();
    let (text, encoding) = match std::str::from_utf8(bytes) {
        Ok(s) if s.is_ascii() => (s.to_owned(), TextEncoding::Ascii),
        Ok(s) => (s.to_owned(), TextEncoding::Utf8),
        Err(e) => {
            let mut place = Place::default();
            place.feed(&bytes[..e.valid_up_to()]);
            let byte = bytes.get(e.valid_up_to()).copied().unwrap_or(0);
            diagnostics.push(Diagnostic::new(
                Severity::Warning,
                place.line,
                place.column,
                Msg::new("pbn-not-utf8").arg("byte", format!("0x{byte:02X}")),
            ));
            let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
            (text.into_owned(), TextEncoding::Windows1252)
        }
    };
    Decoded {
        text,
        encoding,
        bom,
        diagnostics,
    }
}

/// The place after some bytes, lines ending as [`lines`] ends them (CRLF, LF or a lone
/// CR), fed a piece at a time (a CRLF may be cut between two pieces).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Place {
    /// The line, from 1.
    pub line: usize,
    /// The column: 1 + the bytes since the line's start.
    pub column: usize,
    /// The last byte fed was a CR (an LF next ends no other line).
    after_cr: bool,
}

impl Default for Place {
    fn default() -> Self {
        Self {
            line: 1,
            column: 1,
            after_cr: false,
        }
    }
}

impl Place {
    /// Moves past `bytes`.
    pub(crate) fn feed(&mut self, bytes: &[u8]) {
        let mut line_start = None;
        for i in memchr::memchr2_iter(b'\n', b'\r', bytes) {
            let crlf = bytes[i] == b'\n'
                && match i.checked_sub(1) {
                    Some(j) => bytes[j] == b'\r',
                    None => self.after_cr,
                };
            if !crlf {
                self.line += 1;
            }
            line_start = Some(i + 1);
        }
        match line_start {
            Some(start) => self.column = 1 + (bytes.len() - start),
            None => self.column += bytes.len(),
        }
        if let Some(&last) = bytes.last() {
            self.after_cr = last == b'\r';
        }
    }
}

/// `str::trim`, quicker for the usual value: one that starts and ends with a printable
/// ASCII character has no white space to trim (the readers trim every value they read).
#[inline]
pub(crate) fn trim(s: &str) -> &str {
    let b = s.as_bytes();
    match (b.first(), b.last()) {
        (Some(first), Some(last)) if first.is_ascii_graphic() && last.is_ascii_graphic() => s,
        _ => s.trim(),
    }
}

/// Splits text into lines at CRLF, LF or a lone CR; the last line may lack its end.
pub(crate) fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        match memchr::memchr2(b'\n', b'\r', bytes) {
            Some(i) => {
                let line = &rest[..i];
                let skip = if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                rest = &rest[i + skip..];
                Some(line)
            }
            None => {
                let line = rest;
                rest = "";
                Some(line)
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trim_is_str_trim() {
        for s in [
            "",
            " ",
            "a",
            " a ",
            "1NT",
            "\u{a0}x\u{a0}",
            "x\u{3000}",
            "\tS\n",
            "é",
            "a b",
        ] {
            assert_eq!(trim(s), s.trim(), "{s:?}");
        }
    }

    #[test]
    fn a_place_counts_line_ends_as_the_lexer_does() {
        // CRLF, LF and a lone CR each end one line, a CRLF cut between pieces too.
        let text = b"a\r\nb\nc\rd\r";
        let mut whole = Place::default();
        whole.feed(text);
        assert_eq!((whole.line, whole.column), (5, 1));
        for cut in 0..=text.len() {
            let mut place = Place::default();
            place.feed(&text[..cut]);
            place.feed(&text[cut..]);
            assert_eq!((place.line, place.column), (5, 1), "cut at {cut}");
        }
        let mut place = Place::default();
        place.feed(b"x\r\nyz");
        assert_eq!((place.line, place.column), (2, 3));
        assert_eq!(lines("x\r\nyz").count(), 2);
    }

    #[test]
    fn a_bad_byte_after_a_lone_cr_is_placed_on_the_lexers_line() {
        let d = decode(b"a\rb\r\nc\x89");
        assert_eq!((d.diagnostics[0].line, d.diagnostics[0].column), (3, 2));
    }

    #[test]
    fn decodes_bom_utf8_and_latin1() {
        let d = decode(b"\xEF\xBB\xBF% PBN");
        assert!(d.bom);
        assert_eq!(d.text, "% PBN");
        assert_eq!(d.encoding, TextEncoding::Ascii);
        let d = decode("é".as_bytes());
        assert_eq!(d.encoding, TextEncoding::Utf8);
        let d = decode(b"a\nCaf\xE9");
        assert_eq!(d.text, "a\nCafé");
        assert_eq!(d.encoding, TextEncoding::Windows1252);
        assert_eq!((d.diagnostics[0].line, d.diagnostics[0].column), (2, 4));
    }

    #[test]
    fn splits_every_line_end() {
        let v: Vec<_> = lines("a\r\nb\nc\rd").collect();
        assert_eq!(v, ["a", "b", "c", "d"]);
        let v: Vec<_> = lines("a\n\nb\n").collect();
        assert_eq!(v, ["a", "", "b"]);
    }
}
