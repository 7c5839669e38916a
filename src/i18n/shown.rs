//! Text from a file as it is shown: control characters escaped (a name cannot move the
//! cursor, hide a line or print a false one), and a quote of a file cut short.

/// The most characters of a quote from a file (a token, a value) that a message shows.
pub const QUOTE: usize = 40;

/// `text` with its control characters escaped (`\n`, `\t`, `\u{1b}`).
#[must_use]
pub fn shown(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_owned();
    }
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
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
    let mut out = shown(cut);
    if long {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_long_quotes_cut() {
        assert_eq!(shown("A\nB\u{1b}[8m"), "A\\nB\\u{1b}[8m");
        assert_eq!(shown("Pass"), "Pass");
        assert_eq!(clipped("abc", 3), "abc");
        assert_eq!(clipped("abcd", 3), "abc…");
        assert_eq!(
            clipped(&"é".repeat(2_000_000), QUOTE).chars().count(),
            QUOTE + 1
        );
        assert_eq!(clipped("a\tb", 3), "a\\tb");
    }
}
