//! Text that comes from a file (a certificate's name, a case title, a PDF's subject) shown
//! with its control characters escaped, so that it cannot write lines of its own, move the
//! cursor, hide what follows or reorder it: a newline reads `\n`, an escape `\u{1b}`.
//!
//! ```
//! use arbitre::i18n::shown;
//! assert_eq!(shown("Test\nSigned by\u{1b}[8m"), "Test\\nSigned by\\u{1b}[8m");
//! assert_eq!(shown("Jeanne Dupré"), "Jeanne Dupré");
//! ```

use std::borrow::Cow;

/// The most characters of a quote from a file (a token, a value) that a message shows.
pub const QUOTE: usize = 40;

/// Whether a character must be escaped: control characters (C0, DEL, C1), the line and
/// paragraph separators, and the bidirectional controls that reorder what follows.
fn escaped(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{200E}' | '\u{200F}' | '\u{061C}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2066}'..='\u{2069}'
        )
}

/// `text` with every control character escaped (`\n`, `\r`, `\t`, else `\u{…}`); a backslash
/// before such an escape stays as it is. Text without one is returned as it is.
#[must_use]
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(escaped) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if escaped(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// [`shown`], cut to `max` characters with an ellipsis when longer.
#[must_use]
pub fn clipped(text: &str, max: usize) -> String {
    let mut cut = text
        .char_indices()
        .nth(max)
        .map_or(text, |(i, _)| &text[..i]);
    let long = cut.len() < text.len();
    if long {
        cut = cut.trim_end();
    }
    let mut out = shown(cut).into_owned();
    if long {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{QUOTE, clipped, shown};

    #[test]
    fn controls_newlines_escapes_and_bidi_overrides_are_escaped() {
        let forged =
            "Test Director\nSigned by a director you trust: X\u{1b}[8m\r\u{7f}\u{85}\u{202e}";
        let out = shown(forged);
        assert!(!out.chars().any(char::is_control), "{out}");
        assert_eq!(
            out,
            "Test Director\\nSigned by a director you trust: X\\u{1b}[8m\\r\\u{7f}\\u{85}\\u{202e}"
        );
        assert!(matches!(
            shown("Anne-Marie Lévêque"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn long_quotes_are_cut_and_escaped() {
        assert_eq!(clipped("abc", 3), "abc");
        assert_eq!(clipped("abcd", 3), "abc…");
        assert_eq!(
            clipped(&"é".repeat(2_000_000), QUOTE).chars().count(),
            QUOTE + 1
        );
        assert_eq!(clipped("a\tb", 3), "a\\tb");
    }
}
