//! The lines the lexer reads whole, its fast paths (most lines of a file): a tag pair alone
//! on its line, and a line of plain symbols (a section's calls or cards). Each gives the
//! tokens the byte-by-byte lexer would give, at the same columns; any other line goes to it.

use super::lexer::{ENDS_SYMBOL, MAX_TAG_VALUE, Sink, Tok, Token};
use crate::model::data::next_word;
use std::borrow::Cow;

/// Whether an ASCII line holds only symbols between spaces and tabs (no bracket, brace,
/// `;`, quote or other white space): a section's line of calls or cards.
pub(super) fn plain_symbols(line: &str) -> bool {
    line.bytes()
        .all(|b| !ENDS_SYMBOL[usize::from(b & 0x7F)] || matches!(b, b' ' | b'\t'))
}

/// Each symbol of a line of [`plain_symbols`], with its column.
pub(crate) fn for_each_symbol<'a>(line: &'a str, mut f: impl FnMut(&'a str, usize)) {
    let mut at = 0;
    while let Some((text, column)) = next_word(line, &mut at) {
        f(text, column);
    }
}

/// A tag pair alone on an ASCII line, written plainly (no escape, a valid name): what its
/// four tokens say.
#[derive(Debug, Clone, Copy)]
pub(crate) struct TagPair<'a> {
    pub name: &'a str,
    pub value: &'a str,
    pub line: usize,
    /// The columns of `[`, the name, the value's `"` and `]`.
    pub columns: [usize; 4],
}

impl<'a> TagPair<'a> {
    /// Its four tokens, one at a time.
    pub(crate) fn tokens(self, sink: &mut (impl Sink<'a> + ?Sized)) {
        let kinds = [
            Tok::Open,
            Tok::Sym(self.name),
            Tok::Str(Cow::Borrowed(self.value)),
            Tok::Close,
        ];
        for (kind, column) in kinds.into_iter().zip(self.columns) {
            sink.token(Token {
                kind,
                line: self.line,
                column,
            });
        }
    }

    /// The pair when an ASCII line is exactly `[Name "value"]` (blanks between the name and
    /// the value, and at the end), else `None` (the lexer then reads the line token by token).
    pub(super) fn of(line: &'a str, line_no: usize) -> Option<Self> {
        let bytes = line.as_bytes();
        let rest = bytes.strip_prefix(b"[")?;
        let name_len = rest
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_'))?;
        let gap = rest[name_len..]
            .iter()
            .position(|&b| !matches!(b, b' ' | b'\t'))?;
        let quote = 1 + name_len + gap;
        if name_len == 0 || gap == 0 || bytes[quote] != b'"' {
            return None;
        }
        let len = memchr::memchr2(b'"', b'\\', &bytes[quote + 1..])?;
        let close = quote + 1 + len + 1;
        if bytes[close - 1] != b'"'
            || bytes.get(close) != Some(&b']')
            || len > MAX_TAG_VALUE
            || !bytes[close + 1..]
                .iter()
                .all(|&b| matches!(b, b' ' | b'\t'))
        {
            return None;
        }
        Some(Self {
            name: &line[1..=name_len],
            value: &line[quote + 1..close - 1],
            line: line_no,
            columns: [1, 2, quote + 1, close + 1],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pbn::lexer::lex_line_slowly;

    /// The tokens of one line read by the fast paths, as a sink of tokens takes them.
    fn fast(line: &str) -> Option<Vec<Token<'_>>> {
        let mut tokens = Vec::new();
        if let Some(pair) = TagPair::of(line, 1) {
            Sink::tag_pair(&mut tokens, pair);
        } else if plain_symbols(line) {
            Sink::symbols(&mut tokens, line, 1);
        } else {
            return None;
        }
        Some(tokens)
    }

    #[test]
    fn whole_lines_give_the_tokens_of_the_byte_by_byte_lexer() {
        let taken = [
            "[Event \"World Championship\"]",
            "[Board\t \"1\"] \t",
            "[A_1 \"\"]",
            "SQ C3  S3\tS9 ",
            "1NT X XX 4H",
            "*",
            "x%y -",
        ];
        for line in taken {
            let mut diags = Vec::new();
            let slow = lex_line_slowly(line, &mut diags);
            assert_eq!(fast(line).as_ref(), Some(&slow), "{line}");
            assert!(diags.is_empty());
        }
        // Lines left to the byte-by-byte lexer.
        let left = [
            "[Event \"a\\\"b\"]",
            "[Event \"x\"] ; c",
            "[Event \"x\"][Site \"y\"]",
            "[Bad-name \"x\"]",
            "[Event\"x\"]",
            "[ Event \"x\"]",
            "[Event \"x\" ]",
            "[Event \"x",
            "SA {c} H2",
            "SA ; c",
            "SA\u{b}H2",
        ];
        for line in left {
            assert_eq!(fast(line), None, "{line}");
        }
    }
}
