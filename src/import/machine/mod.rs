//! Dealing machines' and deal generators' files: each reader names, for every board, who
//! holds which card (with where it read it); this module checks the deal (13 cards a hand,
//! no card twice), numbers the board, gives dealer and vulnerability by the board number
//! when the file does not, and makes the board a game like any PBN one.
//!
//! Places: in the text formats, line and column; in the formats without line ends (BER and
//! the binary ones), the "line" is the record (board) in the file and the "column" the byte
//! within the record, both from 1.

mod dlm;
mod duplimate;
mod packed;
mod rbn;
mod rbn_calls;
mod text;

use super::{Format, Options};
use crate::i18n::Msg;
use crate::model::game::{Tag, TagOrigin};
use crate::model::values::{dealer_of_board, vulnerability_of_board, vulnerability_pbn};
use crate::model::{Diagnostic, PbnFile, RawGame, Severity, TextEncoding, finish, interpret_all};
use contract_bridge::Seat;

/// Reads a dealing-machine file.
pub(crate) fn read(format: Format, bytes: &[u8], options: &Options) -> PbnFile {
    let mut out = Boards {
        first_board: options.first_board.unwrap_or(1),
        ..Boards::default()
    };
    match format {
        Format::Dup => duplimate::read_dup(bytes, &mut out),
        Format::Bri => duplimate::read_bri(bytes, &mut out),
        Format::Dge => duplimate::read_dge(bytes, &mut out),
        Format::Dlm => dlm::read(bytes, &mut out),
        Format::Ber => packed::read_ber(bytes, &mut out),
        Format::Rzd => packed::read_rzd(bytes, &mut out),
        Format::Cds => packed::read_cds(bytes, &mut out),
        Format::Bhg => text::read_bhg(bytes, &mut out),
        Format::Csv => text::read_csv(bytes, &mut out),
        Format::Rbn => rbn::read(bytes, &mut out),
        Format::Pbn | Format::Lin => {}
    }
    let mut diags = out.diags;
    let games = interpret_all(out.games, &mut diags);
    finish(games, diags, TextEncoding::Ascii, false)
}

/// Where something was read: line (or record) and column (or byte), from 1.
pub(crate) type Place = (usize, usize);

/// The boards read so far, and what was noticed.
#[derive(Default)]
pub(crate) struct Boards {
    pub first_board: u32,
    pub games: Vec<RawGame>,
    pub diags: Vec<Diagnostic>,
}

impl Boards {
    pub fn error(&mut self, (line, column): Place, msg: Msg) {
        self.diags
            .push(Diagnostic::new(Severity::Error, line, column, msg));
    }

    pub fn warning(&mut self, (line, column): Place, msg: Msg) {
        self.diags
            .push(Diagnostic::new(Severity::Warning, line, column, msg));
    }

    /// The number of the n-th record (from 1) of a format that stores none.
    pub fn implied_number(&self, n: usize) -> u32 {
        let n = u32::try_from(n).unwrap_or(u32::MAX);
        self.first_board.saturating_add(n.saturating_sub(1))
    }

    /// Adds a board: its number, its deal when it could be read (checked here), and the
    /// dealer and vulnerability when the file states them (else by the board number).
    /// `lines` are the first and last lines (records) of the board.
    pub fn push(&mut self, number: u32, deal: Option<Deal>, stated: Stated, lines: Place) {
        self.push_tags(number, deal, stated, lines, Vec::new());
    }

    /// [`Self::push`] for a board whose deal is in `stated` (RBN), with more tags (its
    /// auction and play sections).
    pub fn push_with(&mut self, number: u32, stated: Stated, lines: Place, more: Vec<Tag>) {
        self.push_tags(number, None, stated, lines, more);
    }

    fn push_tags(
        &mut self,
        number: u32,
        deal: Option<Deal>,
        stated: Stated,
        lines: Place,
        more: Vec<Tag>,
    ) {
        let (first, last) = lines;
        let tag = |name: &str, value: &str, origin| Tag {
            origin,
            ..Tag::new(name, value, first, 1)
        };
        let mut tags = vec![tag("Board", &number.to_string(), TagOrigin::Written)];
        let dealer = match stated.dealer {
            Some(seat) => Some((seat, TagOrigin::Written)),
            None => dealer_of_board(number).map(|s| (s, TagOrigin::Derived)),
        };
        if let Some((seat, origin)) = dealer {
            tags.push(tag("Dealer", &seat.letter().to_string(), origin));
        }
        let vul = match stated.vulnerability {
            Some(v) => Some((v, TagOrigin::Written)),
            None => vulnerability_of_board(number).map(|v| (v, TagOrigin::Derived)),
        };
        if let Some((v, origin)) = vul {
            tags.push(tag("Vulnerable", vulnerability_pbn(v), origin));
        }
        if let Some(deal) = deal.and_then(|d| d.check(self)) {
            tags.push(tag("Deal", &deal, TagOrigin::Written));
        }
        tags.extend(
            stated
                .extra
                .into_iter()
                .map(|(n, v)| tag(n, &v, TagOrigin::Written)),
        );
        tags.extend(more);
        self.games.push(RawGame {
            tags,
            comments: Vec::new(),
            first_line: first,
            last_line: last.max(first),
        });
    }
}

/// What a file states of a board besides its deal.
#[derive(Default)]
pub(crate) struct Stated {
    pub dealer: Option<Seat>,
    pub vulnerability: Option<contract_bridge::AbsoluteVulnerability>,
    /// Other tags (Event, ...).
    pub extra: Vec<(&'static str, String)>,
}

/// The 52 cards by index (spades A..2, hearts, diamonds, clubs), each with its holder and
/// where that was read.
pub(crate) struct Deal {
    owners: [Option<(Seat, Place)>; 52],
    /// Where the board starts, for what concerns it whole.
    pub place: Place,
}

/// The card of an index: `SA`, `C2`.
pub(crate) fn card_name(index: usize) -> String {
    let suit = ["S", "H", "D", "C"][index / 13 % 4];
    let rank = RANKS[index % 13] as char;
    format!("{suit}{rank}")
}

/// Ranks from the ace down, as in the card index.
pub(crate) const RANKS: &[u8; 13] = b"AKQJT98765432";

impl Deal {
    pub fn new(place: Place) -> Self {
        Self {
            owners: [None; 52],
            place,
        }
    }

    /// Gives a card to a seat; a card given twice is an error at its second place (the
    /// first holder keeps it).
    pub fn give(&mut self, index: usize, seat: Seat, place: Place, out: &mut Boards) {
        match self.owners.get(index).copied().flatten() {
            Some((_, first)) => out.error(
                place,
                Msg::new("import-card-twice")
                    .arg("card", card_name(index))
                    .arg("line", first.0)
                    .arg("column", first.1),
            ),
            None => {
                if let Some(slot) = self.owners.get_mut(index) {
                    *slot = Some((seat, place));
                }
            }
        }
    }

    /// Whether both name the same holder for every card.
    pub fn same_holders(&self, other: &Self) -> bool {
        self.owners
            .iter()
            .zip(&other.owners)
            .all(|(a, b)| a.map(|(s, _)| s) == b.map(|(s, _)| s))
    }

    /// Gives every card nobody holds to this seat (BRI's West, RBN's fourth hand).
    pub fn rest_to(&mut self, seat: Seat) {
        let place = self.place;
        for slot in &mut self.owners {
            if slot.is_none() {
                *slot = Some((seat, place));
            }
        }
    }

    /// The deal in PBN (`N:...`), or `None` after an error when a hand does not hold 13
    /// cards.
    fn check(self, out: &mut Boards) -> Option<String> {
        let mut ok = true;
        for seat in Seat::ALL {
            let count = self
                .owners
                .iter()
                .flatten()
                .filter(|(s, _)| *s == seat)
                .count();
            if count != 13 {
                ok = false;
                out.error(
                    self.place,
                    Msg::new("import-hand-size")
                        .arg("seat", seat.letter().to_string())
                        .arg("count", count),
                );
            }
        }
        ok.then(|| self.pbn())
    }

    fn pbn(&self) -> String {
        let mut s = String::from("N:");
        for (i, seat) in Seat::ALL.into_iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            for suit in 0..4 {
                if suit > 0 {
                    s.push('.');
                }
                for (rank, &letter) in RANKS.iter().enumerate() {
                    if self.owners[suit * 13 + rank].is_some_and(|(o, _)| o == seat) {
                        s.push(letter as char);
                    }
                }
            }
        }
        s
    }
}

/// The seat of an index N=0, E=1, S=2, W=3.
pub(crate) fn seat(index: usize) -> Seat {
    Seat::ALL[index % 4]
}

/// A byte for messages: `'x'` when printable, else `0x1F`.
pub(crate) fn byte_text(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("\"{}\"", b as char)
    } else {
        format!("0x{b:02X}")
    }
}

/// A record cut short: an error at its start.
pub(crate) fn truncated(out: &mut Boards, record: usize, have: usize, want: usize) {
    out.error(
        (record, 1),
        Msg::new("import-truncated")
            .arg("record", record)
            .arg("have", have)
            .arg("want", want),
    );
}

#[cfg(test)]
mod tests;
