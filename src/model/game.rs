//! One game as read: its tags (with their section data), and what they mean.

use super::auction::AuctionSection;
pub use super::data::Element;
use super::data::{Datum, Tokens};
use super::playsec::PlaySection;
use super::table::DdTable;
use super::values::ContractTag;
use crate::play::Play;
use compact_str::CompactString;
use contract_bridge::{AbsoluteVulnerability, Card, FullDeal, PartialDeal, Seat};
use std::ops::RangeInclusive;
use std::sync::OnceLock;

/// Where a tag's value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TagOrigin {
    /// Written in this game (a `#` or `##` value is resolved).
    Written,
    /// Not written: inherited from an earlier `##` default.
    Inherited,
    /// Not written: taken from the previous game (rpbridge-style implicit carry-over).
    CarriedOver,
    /// Not written: derived from the board number (Dealer, Vulnerable).
    Derived,
}

/// A tag pair with its section data.
pub struct Tag {
    /// The name (case-sensitive).
    pub name: CompactString,
    /// The value after inheritance (`#`, `##`) is resolved.
    pub value: CompactString,
    /// The value as written (empty when the tag was not written).
    pub raw: CompactString,
    /// Where the value comes from.
    pub origin: TagOrigin,
    /// 1-based line of the `[` (of the inheriting game's first line when not written).
    pub line: usize,
    /// 1-based column of the `[`.
    pub column: usize,
    /// The section data up to the next tag, as kept: read it with [`Tag::tokens`].
    pub data: Vec<Element>,
}

/// Equal when everything read is: the section data by its tokens, however it is kept.
impl PartialEq for Tag {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
            && self.value == other.value
            && self.raw == other.raw
            && self.origin == other.origin
            && self.line == other.line
            && self.column == other.column
            && self.tokens().eq(other.tokens())
    }
}

impl Eq for Tag {}

/// The section data shown as its tokens, however it is kept.
impl std::fmt::Debug for Tag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        /// A token shown as an element of its own.
        struct Token<'a>(Datum<'a>);
        impl std::fmt::Debug for Token<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_struct("Element")
                    .field("text", &self.0.text)
                    .field("quoted", &self.0.quoted)
                    .field("line", &self.0.line)
                    .field("column", &self.0.column)
                    .finish()
            }
        }
        /// The tokens as a list.
        struct Data<'a>(&'a Tag);
        impl std::fmt::Debug for Data<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_list().entries(self.0.tokens().map(Token)).finish()
            }
        }
        f.debug_struct("Tag")
            .field("name", &self.name)
            .field("value", &self.value)
            .field("raw", &self.raw)
            .field("origin", &self.origin)
            .field("line", &self.line)
            .field("column", &self.column)
            .field("data", &Data(self))
            .finish()
    }
}

impl Clone for Tag {
    fn clone(&self) -> Self {
        Self {
            name: self.name.clone(),
            value: self.value.clone(),
            raw: self.raw.clone(),
            origin: self.origin,
            line: self.line,
            column: self.column,
            data: self.data.clone(),
        }
    }

    /// Reuses the strings' and the data's room.
    fn clone_from(&mut self, source: &Self) {
        self.name.clone_from(&source.name);
        self.value.clone_from(&source.value);
        self.raw.clone_from(&source.raw);
        self.origin = source.origin;
        self.line = source.line;
        self.column = source.column;
        self.data.clone_from(&source.data);
    }
}

impl Tag {
    /// The tokens of the section data, in order.
    #[must_use]
    pub fn tokens(&self) -> Tokens<'_> {
        Tokens::new(&self.data)
    }

    pub(crate) fn new(name: &str, value: &str, line: usize, column: usize) -> Self {
        let value = CompactString::new(value);
        Self {
            name: CompactString::new(name),
            raw: value.clone(),
            value,
            origin: TagOrigin::Written,
            line,
            column,
            data: Vec::new(),
        }
    }
}

/// A comment (`;` or `{}`), kept for the director.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    /// The text, without its delimiters.
    pub text: String,
    /// 1-based line where it starts.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// Index in [`Game::tags`] of the tag it follows (with that tag's section data), or
    /// `None` for a comment before the first tag.
    pub after_tag: Option<usize>,
}

/// One game of a PBN file.
#[derive(Debug, Clone)]
pub struct Game {
    pub(crate) ordinal: usize,
    pub(crate) tags: Vec<Tag>,
    pub(crate) comments: Vec<Comment>,
    pub(crate) first_line: usize,
    pub(crate) last_line: usize,
    pub(crate) dealer: Option<Seat>,
    pub(crate) vulnerability: Option<AbsoluteVulnerability>,
    pub(crate) deal: Option<PartialDeal>,
    pub(crate) declarer: Option<Seat>,
    pub(crate) declarer_irregular: bool,
    pub(crate) contract: Option<ContractTag>,
    pub(crate) result: Option<u8>,
    pub(crate) auction: Option<AuctionSection>,
    pub(crate) play_section: Option<PlaySection>,
    /// Deal, declarer, strain and opening leader, when the play can be replayed.
    pub(crate) play_start: Option<super::replay::PlayStart>,
    /// The cards of the play section in playing order, as far as they could be read.
    pub(crate) play_cards: Vec<Card>,
    /// The play, built on first use.
    pub(crate) play_cache: OnceLock<Option<Play>>,
    pub(crate) double_dummy: Option<DdTable>,
}

/// Equality of everything read; whether the play has been built yet does not count.
impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.ordinal == other.ordinal
            && self.tags == other.tags
            && self.comments == other.comments
            && self.first_line == other.first_line
            && self.last_line == other.last_line
            && self.dealer == other.dealer
            && self.vulnerability == other.vulnerability
            && self.deal == other.deal
            && self.declarer == other.declarer
            && self.declarer_irregular == other.declarer_irregular
            && self.contract == other.contract
            && self.result == other.result
            && self.auction == other.auction
            && self.play_section == other.play_section
            && self.play_start == other.play_start
            && self.play_cards == other.play_cards
            && self.double_dummy == other.double_dummy
    }
}

impl Game {
    /// 1-based position of the game in its file.
    #[must_use]
    pub const fn ordinal(&self) -> usize {
        self.ordinal
    }

    /// Every tag, in file order (inherited and carried-over tags last); a repeated tag is
    /// left out (the first one wins), except `Note`.
    #[must_use]
    pub fn tags(&self) -> &[Tag] {
        &self.tags
    }

    /// The first tag with this name.
    #[must_use]
    pub fn tag_entry(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.name == name)
    }

    /// The resolved value of a tag (after inheritance); the name is case-sensitive.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tag_entry(name).map(|t| t.value.as_str())
    }

    /// The comments, in file order.
    #[must_use]
    pub fn comments(&self) -> &[Comment] {
        &self.comments
    }

    /// The board number as written (`"01"` stays `"01"`), when given and not empty.
    #[must_use]
    pub fn board(&self) -> Option<&str> {
        self.tag("Board")
            .filter(|b| !super::text::trim(b).is_empty())
    }

    /// The board number as a number.
    #[must_use]
    pub fn board_number(&self) -> Option<u32> {
        self.board().and_then(|b| super::text::trim(b).parse().ok())
    }

    /// The dealer (written, carried over, or derived from the board number).
    #[must_use]
    pub const fn dealer(&self) -> Option<Seat> {
        self.dealer
    }

    /// The vulnerability (written, carried over, or derived from the board number).
    #[must_use]
    pub const fn vulnerability(&self) -> Option<AbsoluteVulnerability> {
        self.vulnerability
    }

    /// The deal, with hidden hands empty; `None` when not given or not valid.
    #[must_use]
    pub const fn deal(&self) -> Option<PartialDeal> {
        self.deal
    }

    /// The deal when it holds all 52 cards.
    #[must_use]
    pub fn full_deal(&self) -> Option<FullDeal> {
        self.deal.and_then(|d| FullDeal::try_from(d).ok())
    }

    /// Whether the deal is an end position (every hand shown, fewer than 13 cards each).
    #[must_use]
    pub fn is_end_position(&self) -> bool {
        self.deal
            .is_some_and(|d| Seat::ALL.iter().all(|&s| d[s].len() < 13) && !d.is_empty())
    }

    /// Declarer: the Declarer tag, or (when it is missing or unknown) the auction's.
    #[must_use]
    pub const fn declarer(&self) -> Option<Seat> {
        self.declarer
    }

    /// Whether the Declarer tag has the `^` mark (declarer and dummy swapped).
    #[must_use]
    pub const fn declarer_irregular(&self) -> bool {
        self.declarer_irregular
    }

    /// The contract: the Contract tag, or (when it is missing or unknown) the auction's.
    #[must_use]
    pub const fn contract(&self) -> Option<ContractTag> {
        self.contract
    }

    /// Declarer's tricks, when the Result tag states them.
    #[must_use]
    pub const fn result(&self) -> Option<u8> {
        self.result
    }

    /// The Auction section.
    #[must_use]
    pub const fn auction(&self) -> Option<&AuctionSection> {
        self.auction.as_ref()
    }

    /// The Play section as written.
    #[must_use]
    pub const fn play_section(&self) -> Option<&PlaySection> {
        self.play_section.as_ref()
    }

    /// The play replayed on the deal, as far as it could be (see the diagnostics); built
    /// on first use.
    #[must_use]
    pub fn play(&self) -> Option<&Play> {
        self.play_cache
            .get_or_init(|| {
                let (deal, declarer, strain, leader) = self.play_start?;
                let start = Play::with_leader(deal, declarer, strain, leader);
                // The cards were checked while reading; keep the longest valid prefix anyway.
                Some(
                    start
                        .clone()
                        .with_cards(self.play_cards.iter().copied())
                        .unwrap_or_else(|_| {
                            let mut play = start;
                            for &card in &self.play_cards {
                                if play.push(card).is_err() {
                                    break;
                                }
                            }
                            play
                        }),
                )
            })
            .as_ref()
    }

    /// The cards of the play section in playing order, as far as they could be read
    /// (empty when the play cannot be replayed).
    #[must_use]
    pub fn play_cards(&self) -> &[Card] {
        &self.play_cards
    }

    /// The players, indexed by `Seat as usize`; empty values count as missing.
    #[must_use]
    pub fn players(&self) -> [Option<&str>; 4] {
        Seat::ALL.map(|s| {
            let name = match s {
                Seat::North => "North",
                Seat::East => "East",
                Seat::South => "South",
                Seat::West => "West",
            };
            self.tag(name).filter(|v| !v.trim().is_empty())
        })
    }

    /// The double-dummy tricks (OptimumResultTable, else DoubleDummyTricks).
    #[must_use]
    pub const fn double_dummy(&self) -> Option<&DdTable> {
        self.double_dummy.as_ref()
    }

    /// The game's source lines (1-based, inclusive).
    #[must_use]
    pub const fn lines(&self) -> RangeInclusive<usize> {
        self.first_line..=self.last_line
    }

    /// The tables of the game (tags whose value lists columns and whose data fills them).
    #[must_use]
    pub fn table(&self, name: &str) -> Option<super::Table> {
        self.tag_entry(name)
            .and_then(|t| super::table::Table::from_tag(t).map(|(table, _)| table))
    }

    /// A short label for lists: "Board 7" or "game 3".
    #[must_use]
    pub fn label(&self, tr: crate::i18n::Tr) -> String {
        match self.board() {
            Some(b) => tr.t_args("pbn-label-board", &[("board", b.into())]),
            None => tr.t_args("pbn-label-game", &[("game", self.ordinal.into())]),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn equality_does_not_depend_on_the_play_being_built() {
        let text = "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\
                    [Declarer \"S\"]\n[Contract \"1C\"]\n[Play \"W\"]\nS2 SA ST S3\n";
        let a = crate::pbn::parse(text.as_bytes()).games.remove(0);
        let b = a.clone();
        assert_eq!(a.play().map(crate::play::Play::len), Some(4));
        assert_eq!(a, b);
        assert_eq!(a.play_cards().len(), 4);
    }
}
