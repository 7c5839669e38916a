//! One game as read: its tags (with their section data), and what they mean.

use super::auction::AuctionSection;
use super::playsec::PlaySection;
use super::table::DdTable;
use super::values::ContractTag;
use crate::play::Play;
use contract_bridge::{AbsoluteVulnerability, FullDeal, PartialDeal, Seat};
use std::ops::RangeInclusive;

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

/// A section data element: a token or a quoted string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Element {
    /// The text (without the quotes of a string).
    pub text: String,
    /// Whether it was a quoted string.
    pub quoted: bool,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

/// A tag pair with its section data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    /// The name (case-sensitive).
    pub name: String,
    /// The value after inheritance (`#`, `##`) is resolved.
    pub value: String,
    /// The value as written (empty when the tag was not written).
    pub raw: String,
    /// Where the value comes from.
    pub origin: TagOrigin,
    /// 1-based line of the `[` (of the inheriting game's first line when not written).
    pub line: usize,
    /// 1-based column of the `[`.
    pub column: usize,
    /// The section data up to the next tag.
    pub data: Vec<Element>,
}

impl Tag {
    pub(crate) fn new(name: &str, value: &str, line: usize, column: usize) -> Self {
        Self {
            name: name.to_owned(),
            value: value.to_owned(),
            raw: value.to_owned(),
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
#[derive(Debug, Clone, PartialEq)]
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
    pub(crate) play: Option<Play>,
    pub(crate) double_dummy: Option<DdTable>,
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
        self.tag("Board").filter(|b| !b.trim().is_empty())
    }

    /// The board number as a number.
    #[must_use]
    pub fn board_number(&self) -> Option<u32> {
        self.board().and_then(|b| b.trim().parse().ok())
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

    /// The play replayed on the deal, as far as it could be (see the diagnostics).
    #[must_use]
    pub const fn play(&self) -> Option<&Play> {
        self.play.as_ref()
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
