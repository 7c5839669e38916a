//! The Play section: rows of four cards by seat (column 0 = the Play tag's seat), `-` for
//! a card not given, `*` and `+` end markers, `^R` (unnoticed revoke) and `^L` (accepted
//! lead out of turn) marks, notes, NAGs and suffixes.

use super::auction::Note;
use super::data::Datum;
use super::game::Tag;
use super::pieces::{Annotations, Piece, pieces, plain};
use super::values::parse_seat_letter;
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use crate::notation::{card_name, card_of};
use crate::play::PbnRow;
use contract_bridge::{Card, Seat};

/// How the play section ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayEnd {
    /// No marker (complete or not).
    Open,
    /// `*`: no more cards are given.
    Stop,
    /// `+`: the next card is to be played.
    Continue,
}

/// One slot of the play section (a card or `-`) with its annotations.
#[derive(Clone, PartialEq, Eq)]
pub struct PlayCard {
    /// The card, `None` for `-`, `+` or an unreadable token.
    pub card: Option<Card>,
    /// The token as written, when it is not the card's own name (`SQ`): see [`Self::text`].
    written: Option<compact_str::CompactString>,
    /// 0-based row (trick line).
    pub row: usize,
    /// 0-based column (seat from the Play tag's seat).
    pub column: usize,
    /// Note reference, NAGs, suffix.
    pub annotations: Annotations,
    /// `^R`: a revoke that was not noticed in time.
    pub revoke_marked: bool,
    /// `^L`: a lead out of turn that was accepted.
    pub lead_out_of_turn: bool,
    /// 1-based line.
    pub line: usize,
    /// 1-based column in the file.
    pub file_column: usize,
}

/// Written as a slot with its annotations in line, as it was before they were kept apart.
impl std::fmt::Debug for PlayCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlayCard")
            .field("card", &self.card)
            .field("text", &self.text())
            .field("row", &self.row)
            .field("column", &self.column)
            .field("note", &self.annotations.note())
            .field("nags", &self.annotations.nags())
            .field("suffix", &self.annotations.suffix())
            .field("revoke_marked", &self.revoke_marked)
            .field("lead_out_of_turn", &self.lead_out_of_turn)
            .field("line", &self.line)
            .field("file_column", &self.file_column)
            .finish()
    }
}

impl PlayCard {
    /// The token as written.
    #[must_use]
    pub fn text(&self) -> &str {
        match (&self.written, self.card) {
            (Some(text), _) => text,
            (None, Some(card)) => card_name(card),
            (None, None) => "",
        }
    }
}

/// Whether `text` is the card's own name ([`card_name`]: `SQ`, as most plays write a card),
/// byte by byte: a slot written so keeps no text.
#[inline(always)]
fn is_card_name(card: Card, text: &str) -> bool {
    matches!(text.as_bytes(), &[s, r] if s == card.suit.letter() as u8
        && r == card.rank.letter() as u8)
}

/// The Play section as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaySection {
    /// The seat of column 0.
    pub first: Seat,
    /// One row a trick, columns by seat from `first`.
    pub rows: Vec<PbnRow>,
    /// How it ends.
    pub end: PlayEnd,
    /// Every slot with its annotations, in file order.
    pub cards: Vec<PlayCard>,
    /// The notes of the play.
    pub notes: Vec<Note>,
    /// NAGs after the end marker.
    pub end_nags: Vec<u8>,
}

impl PlaySection {
    /// The slot at a row and column.
    #[must_use]
    pub fn slot(&self, row: usize, column: usize) -> Option<&PlayCard> {
        self.cards
            .get(row * 4 + column)
            .filter(|c| c.row == row && c.column == column)
    }

    /// The cards marked `^R`.
    pub fn marked_revokes(&self) -> impl Iterator<Item = &PlayCard> {
        self.cards.iter().filter(|c| c.revoke_marked)
    }

    /// Number of cards given.
    #[must_use]
    pub fn card_count(&self) -> usize {
        self.cards.iter().filter(|c| c.card.is_some()).count()
    }
}

/// Reads the Play section of `tag`. `fallback` is the seat to use when the tag names none
/// (`[Play ""]`).
pub(crate) fn read_play(
    tag: &Tag,
    notes: Vec<Note>,
    fallback: Seat,
    diags: &mut Vec<Diagnostic>,
) -> PlaySection {
    let first = match parse_seat_letter(&tag.value) {
        Some(s) => s,
        None => {
            if !tag.data.is_empty() {
                diags.push(Diagnostic::new(
                    Severity::Error,
                    tag.line,
                    tag.column,
                    Msg::new("pbn-play-seat").arg("value", tag.value.clone()),
                ));
            }
            fallback
        }
    };
    let mut r = Reader {
        s: PlaySection {
            first,
            rows: Vec::new(),
            end: PlayEnd::Open,
            cards: Vec::with_capacity(4 * tag.data.len()),
            notes,
            end_nags: Vec::new(),
        },
        pending: (false, false),
        continue_row: None,
        stopped: false,
        diags,
    };
    for e in tag.tokens() {
        let e = &e;
        if e.quoted {
            let msg = Msg::new("pbn-section-string").arg("token", e.text);
            r.diag(e, Severity::Warning, msg);
        } else if let Some(card) = card_of(e.text.as_bytes()) {
            // Most tokens are a card alone (a single word): no pieces to split.
            r.card(card, e.text, e);
        } else if plain(e.text) {
            r.slot(e.text.into(), e);
        } else {
            for piece in pieces(e.text) {
                r.piece(piece, e);
            }
        }
    }
    let mut s = r.s;
    s.rows = Vec::with_capacity(s.cards.len().div_ceil(4));
    for chunk in s.cards.chunks(4) {
        let mut row: PbnRow = [None; 4];
        for c in chunk {
            row[c.column] = c.card;
        }
        s.rows.push(row);
    }
    // Trailing rows of only `-` say nothing.
    while s.rows.last().is_some_and(|r| r.iter().all(Option::is_none))
        && s.cards
            .iter()
            .rev()
            .take(4)
            .all(|c| c.annotations.note().is_none() && c.annotations.nags().is_empty())
        && s.end != PlayEnd::Continue
    {
        s.rows.pop();
        let keep = s.rows.len() * 4;
        s.cards.truncate(keep);
    }
    s
}

/// The play section being read, with what the marks read so far leave to the next slots.
struct Reader<'a> {
    s: PlaySection,
    /// `^R` and `^L` marks waiting for their card.
    pending: (bool, bool),
    /// The row of the `+` marker, once met.
    continue_row: Option<usize>,
    /// Whether a `*` marker was met.
    stopped: bool,
    diags: &'a mut Vec<Diagnostic>,
}

impl Reader<'_> {
    fn diag(&mut self, e: &Datum<'_>, severity: Severity, msg: Msg) {
        self.diags
            .push(Diagnostic::new(severity, e.line, e.column, msg));
    }

    /// One piece of a token that is not a single word.
    fn piece(&mut self, piece: Piece, e: &Datum<'_>) {
        match piece {
            Piece::Word(w) => self.slot(w, e),
            Piece::Continue => self.slot(compact_str::CompactString::new("+"), e),
            Piece::Stop => {
                if self.stopped || self.s.end == PlayEnd::Continue {
                    let msg = Msg::new("pbn-play-after-end").arg("token", "*");
                    self.diag(e, Severity::Error, msg);
                }
                self.stopped = true;
                self.s.end = PlayEnd::Stop;
            }
            Piece::Irregular('R') => self.pending.0 = true,
            Piece::Irregular('L') => self.pending.1 = true,
            Piece::Irregular(c) => {
                let msg = Msg::new("pbn-irregular-bad").arg("token", format!("^{c}"));
                self.diag(e, Severity::Warning, msg);
            }
            Piece::Nag(n) if self.stopped || self.s.cards.is_empty() => self.s.end_nags.push(n),
            p => match self.s.cards.last_mut() {
                Some(card) => card.annotations.add(p),
                None => {
                    let msg = Msg::new("pbn-annotation-alone").arg("token", e.text);
                    self.diag(e, Severity::Warning, msg);
                }
            },
        }
    }

    /// The next slot: a card, `-` (a card not given) or `+` (the next card to play).
    fn slot(&mut self, slot_text: compact_str::CompactString, e: &Datum<'_>) {
        if let Some(card) = card_of(slot_text.as_bytes()) {
            self.card(card, &slot_text, e);
            return;
        }
        let row = self.s.cards.len() / 4;
        let card = if slot_text == "+" {
            if self.continue_row.is_some() || self.stopped {
                let msg = Msg::new("pbn-play-after-end").arg("token", "+");
                self.diag(e, Severity::Error, msg);
            }
            self.continue_row = Some(row);
            self.s.end = PlayEnd::Continue;
            None
        } else if slot_text.bytes().all(|b| b == b'-') {
            None
        } else {
            let msg = Msg::new("pbn-card-bad").arg("token", slot_text.clone());
            self.diag(e, Severity::Error, msg);
            None
        };
        if !self.stopped {
            self.push(card, &slot_text, e);
        }
    }

    /// The next slot when it is a card, `text` as written (inlined in the loop over the
    /// tokens: most slots are cards).
    #[inline(always)]
    fn card(&mut self, card: Card, text: &str, e: &Datum<'_>) {
        let row = self.s.cards.len() / 4;
        if self.stopped || self.continue_row.is_some_and(|r| r < row) {
            let msg = Msg::new("pbn-play-after-end").arg("token", text);
            self.diag(e, Severity::Error, msg);
        }
        self.push(Some(card), text, e);
    }

    /// Adds a slot, with the marks waiting for it (inlined with [`Self::card`]).
    #[inline(always)]
    fn push(&mut self, card: Option<Card>, text: &str, e: &Datum<'_>) {
        let index = self.s.cards.len();
        let (row, column) = (index / 4, index % 4);
        let (revoke_marked, lead_out_of_turn) = std::mem::take(&mut self.pending);
        self.s.cards.push(PlayCard {
            card,
            written: match card {
                Some(card) if is_card_name(card, text) => None,
                _ => Some(text.into()),
            },
            row,
            column,
            annotations: Annotations::default(),
            revoke_marked,
            lead_out_of_turn,
            line: e.line,
            file_column: e.column,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Element;
    use contract_bridge::Suit;

    fn play(seat: &str, text: &str) -> (PlaySection, Vec<Diagnostic>) {
        let mut tag = Tag::new("Play", seat, 1, 1);
        for (i, w) in text.split_whitespace().enumerate() {
            tag.data
                .push(Element::token(w, false, 2 + i / 4, 1 + (i % 4) * 4));
        }
        let mut d = Vec::new();
        (read_play(&tag, Vec::new(), Seat::North, &mut d), d)
    }

    #[test]
    fn every_card_has_its_own_name_and_other_spellings_are_kept() {
        for suit in [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades] {
            for rank in 2..=14 {
                let card = Card {
                    suit,
                    rank: contract_bridge::Rank::new(rank),
                };
                assert_eq!(card_of(card_name(card).as_bytes()), Some(card));
            }
        }
        let (p, d) = play("N", "SQ sq S10 H2");
        assert!(d.is_empty(), "{d:?}");
        let texts: Vec<_> = p.cards.iter().map(PlayCard::text).collect();
        assert_eq!(texts, ["SQ", "sq", "S10", "H2"]);
        assert!(p.cards[0].written.is_none() && p.cards[1].written.is_some());
    }

    #[test]
    fn rows_marks_and_ends() {
        let (p, d) = play("W", "SA S2 ^RH3 S4 dk d2 -- d4 *");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(p.rows.len(), 2);
        assert_eq!(p.rows[1][2], None);
        assert!(p.cards[2].revoke_marked);
        assert_eq!(p.end, PlayEnd::Stop);
        assert_eq!(p.marked_revokes().count(), 1);
        let (p, d) = play("W", "+ - - CQ");
        assert!(d.is_empty());
        assert_eq!(p.end, PlayEnd::Continue);
        assert_eq!(p.rows.len(), 1);
        let (_, d) = play("W", "+ - - CQ SA");
        assert_eq!(d.len(), 1);
        let (p, d) = play("N", "SA $3 S2 =1= XX");
        assert_eq!(p.cards[0].annotations.nags(), [3]);
        assert_eq!(p.cards[1].annotations.note(), Some(1));
        assert_eq!(d.len(), 1);
    }
}
