//! BBO LIN files, read into the same games as PBN.
//!
//! A LIN file is a stream of `key|value|` pairs, with line breaks anywhere between them.
//! Each board becomes the PBN tags it stands for (Board, players, Dealer, Vulnerable, Deal,
//! Auction with notes, Play by seat, Declarer, Contract, Result), which then go through the
//! same interpretation as a PBN game, so both formats give the same [`Game`]s.
//!
//! Keys read: `pn` (players, South first; eight names in vugraph files), `md` (dealer digit
//! 1 = S, 2 = W, 3 = N, 4 = E, then the hands from South clockwise; the fourth may be left
//! out), `sv` (vulnerability `o`/`0`, `n`, `e`, `b`), `ah` (board title), `mb` (a call:
//! `p`, `d`, `r`, `1N`, ...; a trailing `!` is an alert), `an` (explanation of the previous
//! call, made a note), `pc` (a card), `mc` (a claim: declarer's total tricks), `qx`
//! (`o12`/`c12`: room and board), `vg` (event), `nt` (commentary, kept as comments).
//! Others (`st`, `rh`, `pg`, `rs`, `up`, ...) are ignored.
//!
//! [`Game`]: crate::model::Game

mod board;

use crate::i18n::Msg;
use crate::model::{Diagnostic, PbnFile, RawGame, Severity};

/// One `key|value|` pair with where its key starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pair {
    pub key: String,
    pub value: String,
    pub line: usize,
    pub column: usize,
}

/// Splits LIN text into pairs; a key without a closing `|` for its value is reported.
pub(crate) fn pairs(text: &str, diags: &mut Vec<Diagnostic>) -> Vec<Pair> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut column = 1;
    let mut chars = text.chars().peekable();
    let advance = |c: char, line: &mut usize, column: &mut usize| {
        if c == '\n' {
            *line += 1;
            *column = 1;
        } else if c != '\r' {
            *column += 1;
        }
    };
    loop {
        while let Some(&c) = chars.peek() {
            if !c.is_whitespace() {
                break;
            }
            advance(c, &mut line, &mut column);
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let (kl, kc) = (line, column);
        let mut key = String::new();
        let mut closed = false;
        for c in chars.by_ref() {
            advance(c, &mut line, &mut column);
            if c == '|' {
                closed = true;
                break;
            }
            key.push(c);
        }
        let mut value = String::new();
        let mut value_closed = false;
        if closed {
            for c in chars.by_ref() {
                advance(c, &mut line, &mut column);
                if c == '|' {
                    value_closed = true;
                    break;
                }
                value.push(c);
            }
        }
        let key = key.trim().to_ascii_lowercase();
        if !value_closed {
            if !key.is_empty() {
                diags.push(Diagnostic::new(
                    Severity::Warning,
                    kl,
                    kc,
                    Msg::new("lin-pair-unclosed").arg("key", key.clone()),
                ));
            }
            if !closed {
                break;
            }
        }
        out.push(Pair {
            key,
            value,
            line: kl,
            column: kc,
        });
    }
    out
}

/// Reads LIN bytes. Never fails: problems are in [`PbnFile::diagnostics`].
#[must_use]
pub fn parse(bytes: &[u8]) -> PbnFile {
    let decoded = crate::model::text::decode(bytes);
    let mut diags = decoded.diagnostics;
    let pairs = pairs(&decoded.text, &mut diags);
    let raws: Vec<RawGame> = board::boards(&pairs, &mut diags);
    let games = crate::model::interpret_all(raws, &mut diags);
    crate::model::finish(games, diags, decoded.encoding, decoded.bom)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_pairs_across_lines() {
        let mut d = Vec::new();
        let p = pairs("pn|a,b|st||\nmd|3S2|mb|p|\r\nmb|1N!|pc|", &mut d);
        assert_eq!(p.len(), 6);
        assert_eq!(p[2].key, "md");
        assert_eq!((p[3].line, p[3].column), (2, 8));
        assert_eq!(p[4].value, "1N!");
        assert_eq!(d.len(), 1);
    }
}
