//! A tag's section data as kept, and the tokens it gives. A reader keeps each token as an
//! [`Element`], except a line of plain symbols (most lines of an auction or a play), which
//! the PBN reader keeps whole: it is split into its words when the data is read
//! ([`Tokens`]), on the thread that interprets the game rather than on the one that reads
//! the file, and a play of 13 lines is 13 elements rather than 52.

use compact_str::CompactString;

/// A section data element: a token, or a line of plain symbols.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Element {
    /// The text (without the quotes of a string).
    pub text: CompactString,
    /// Whether it was a quoted string.
    pub quoted: bool,
    /// Whether `text` is a line of plain symbols, to be split on spaces and tabs (see
    /// [`next_word`]); `column` is then that of its first byte.
    pub(crate) words: bool,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

impl Element {
    /// One token.
    pub(crate) fn token(text: &str, quoted: bool, line: usize, column: usize) -> Self {
        Self {
            text: text.into(),
            quoted,
            words: false,
            line,
            column,
        }
    }

    /// A line of plain symbols (symbols between spaces and tabs, nothing else), whose first
    /// byte is at `column`.
    pub(crate) fn words(text: &str, line: usize, column: usize) -> Self {
        Self {
            text: text.into(),
            quoted: false,
            words: true,
            line,
            column,
        }
    }
}

/// One token of section data, as [`Tokens`] gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Datum<'a> {
    /// The text (without the quotes of a string).
    pub text: &'a str,
    /// Whether it was a quoted string.
    pub quoted: bool,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

/// The next word of a line of plain symbols from byte `at` on (the symbols between spaces
/// and tabs), with its column (from 1 at the line's first byte); `at` is then past it.
#[inline]
pub(crate) fn next_word<'a>(text: &'a str, at: &mut usize) -> Option<(&'a str, usize)> {
    let bytes = text.as_bytes();
    let mut i = *at;
    while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
        i += 1;
    }
    if i == bytes.len() {
        *at = i;
        return None;
    }
    let start = i;
    while i < bytes.len() && !matches!(bytes[i], b' ' | b'\t') {
        i += 1;
    }
    *at = i;
    // Spaces and tabs are ASCII: the word starts and ends on characters.
    text.get(start..i).map(|word| (word, start + 1))
}

/// The tokens of section data, in order: each token element, and the words of each line of
/// plain symbols.
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    elements: std::slice::Iter<'a, Element>,
    /// The line of plain symbols being split (empty when none), where its next word is
    /// looked for, and its place.
    words: &'a str,
    at: usize,
    line: usize,
    column: usize,
}

impl<'a> Tokens<'a> {
    pub(crate) fn new(data: &'a [Element]) -> Self {
        Self {
            elements: data.iter(),
            words: "",
            at: 0,
            line: 0,
            column: 0,
        }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Datum<'a>;

    #[inline]
    fn next(&mut self) -> Option<Datum<'a>> {
        loop {
            if let Some((text, at)) = next_word(self.words, &mut self.at) {
                return Some(Datum {
                    text,
                    quoted: false,
                    line: self.line,
                    column: self.column + at - 1,
                });
            }
            let e = self.elements.next()?;
            if e.words {
                (self.words, self.at, self.line, self.column) = (&e.text, 0, e.line, e.column);
            } else {
                return Some(Datum {
                    text: &e.text,
                    quoted: e.quoted,
                    line: e.line,
                    column: e.column,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_symbols_give_their_words_at_their_columns() {
        let data = [
            Element::token("=1=", false, 3, 9),
            Element::words("SA  S2\tS3 ", 4, 5),
            Element::token("a b", true, 4, 20),
            Element::words("*", 5, 1),
        ];
        let tokens: Vec<_> = Tokens::new(&data)
            .map(|d| (d.text, d.quoted, d.line, d.column))
            .collect();
        assert_eq!(
            tokens,
            [
                ("=1=", false, 3, 9),
                ("SA", false, 4, 5),
                ("S2", false, 4, 9),
                ("S3", false, 4, 12),
                ("a b", true, 4, 20),
                ("*", false, 5, 1),
            ]
        );
        assert_eq!(next_word(" \t", &mut 0), None);
    }
}
