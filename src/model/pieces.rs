//! The pieces of a section token (auction or play): a call or card, and its annotations
//! (`=n=` notes, `$n` NAGs, `!`/`?` suffixes), irregularities (`^I`, `^S`, `^R`, `^L`) and
//! end markers (`*`, `+`), as in `^I2H!=1=$5`.

use compact_str::CompactString;
use smallvec::{SmallVec, smallvec};

/// The annotations of a call or a card (`=n=`, `$n`, `!`/`?`), kept out of line: most calls
/// and cards have none, and those that have none take no room for them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Annotations(Option<Box<Annotated>>);

#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Annotated {
    note: Option<u32>,
    nags: Vec<u8>,
    suffix: Option<String>,
}

impl Annotations {
    /// The note reference `=n=`.
    #[must_use]
    pub fn note(&self) -> Option<u32> {
        self.0.as_ref().and_then(|a| a.note)
    }

    /// The NAGs `$n`.
    #[must_use]
    pub fn nags(&self) -> &[u8] {
        self.0.as_ref().map_or(&[], |a| &a.nags)
    }

    /// The suffix `!`, `?`, `!!`, ... (a bare `!` is an alert in BBO files).
    #[must_use]
    pub fn suffix(&self) -> Option<&str> {
        self.0.as_ref().and_then(|a| a.suffix.as_deref())
    }

    /// Adds a note reference, a NAG or a suffix; another piece is no annotation.
    pub(crate) fn add(&mut self, piece: Piece) {
        if !matches!(piece, Piece::NoteRef(_) | Piece::Nag(_) | Piece::Suffix(_)) {
            return;
        }
        let a = self.0.get_or_insert_with(Box::default);
        match piece {
            Piece::NoteRef(n) => a.note = Some(n),
            Piece::Nag(n) => a.nags.push(n),
            Piece::Suffix(x) => a.suffix = Some(x),
            _ => {}
        }
    }
}

/// A piece of a section token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Piece {
    Word(CompactString),
    NoteRef(u32),
    Nag(u8),
    Suffix(String),
    Irregular(char),
    Stop,
    Continue,
}

/// Whether a token is a single word (letters, digits and `-`): its only piece is itself.
pub(crate) fn plain(token: &str) -> bool {
    token
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// Splits a token such as `^I2H!=1=$5` into its pieces.
pub(crate) fn pieces(token: &str) -> SmallVec<[Piece; 2]> {
    // Most tokens are a plain call or card.
    if plain(token) {
        return smallvec![Piece::Word(CompactString::new(token))];
    }
    // On the stack for a short token (most are: `*`, `2H!`, `=1=`).
    let chars: SmallVec<[char; 16]> = token.chars().collect();
    let mut out = SmallVec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let digits = |from: usize| {
            chars[from..]
                .iter()
                .take_while(|d| d.is_ascii_digit())
                .count()
        };
        match c {
            '=' => {
                let n = digits(i + 1);
                if n > 0 && chars.get(i + 1 + n) == Some(&'=') {
                    let s: String = chars[i + 1..i + 1 + n].iter().collect();
                    out.push(Piece::NoteRef(s.parse().unwrap_or(u32::MAX)));
                    i += n + 2;
                } else {
                    out.push(Piece::Word(chars[i..].iter().copied().collect()));
                    break;
                }
            }
            '$' => {
                let n = digits(i + 1);
                let s: String = chars[i + 1..i + 1 + n].iter().collect();
                match s.parse::<u8>() {
                    Ok(v) => out.push(Piece::Nag(v)),
                    Err(_) => out.push(Piece::Word(chars[i..i + 1 + n].iter().copied().collect())),
                }
                i += 1 + n;
            }
            '!' | '?' => {
                let n = chars[i..]
                    .iter()
                    .take_while(|c| matches!(c, '!' | '?'))
                    .count();
                out.push(Piece::Suffix(chars[i..i + n].iter().collect()));
                i += n;
            }
            '^' if i + 1 < chars.len() => {
                out.push(Piece::Irregular(chars[i + 1].to_ascii_uppercase()));
                i += 2;
            }
            '*' => {
                out.push(Piece::Stop);
                i += 1;
            }
            '+' => {
                out.push(Piece::Continue);
                i += 1;
            }
            _ => {
                let n = chars[i..]
                    .iter()
                    .take_while(|c| !matches!(c, '=' | '$' | '!' | '?' | '^' | '*' | '+'))
                    .count()
                    .max(1);
                out.push(Piece::Word(chars[i..i + n].iter().copied().collect()));
                i += n;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_annotated_tokens() {
        assert_eq!(
            pieces("^I2H!=1=$5").to_vec(),
            vec![
                Piece::Irregular('I'),
                Piece::Word("2H".into()),
                Piece::Suffix("!".into()),
                Piece::NoteRef(1),
                Piece::Nag(5)
            ]
        );
        assert_eq!(pieces("-").to_vec(), vec![Piece::Word("-".into())]);
    }
}
