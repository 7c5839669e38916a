//! Text forms of the bridge types from `contract-bridge` as PBN and case files write them:
//! cards as `SQ`/`H10`, seats as `N E S W`, sides as `NS`/`EW`.
//!
//! The types themselves come from `contract-bridge`; this module only reads and writes them.

use contract_bridge::{Card, Rank, Seat, Strain, Suit};
use std::fmt;
use thiserror::Error;

/// A partnership. `contract-bridge` has seats but no side type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// North-South
    NS,
    /// East-West
    EW,
}

impl Side {
    /// The side a seat belongs to.
    #[must_use]
    pub const fn of(seat: Seat) -> Self {
        match seat {
            Seat::North | Seat::South => Self::NS,
            Seat::East | Seat::West => Self::EW,
        }
    }

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Self::NS => Self::EW,
            Self::EW => Self::NS,
        }
    }

    /// `NS` or `EW`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::NS => "NS",
            Self::EW => "EW",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Why a card, seat or strain token could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TokenError {
    /// Not a card such as `SQ`, `H10` or `dk`.
    #[error("'{0}' is not a card (expected a suit letter S, H, D or C and a rank A K Q J T 9..2)")]
    Card(String),
    /// Not a seat letter.
    #[error("'{0}' is not a seat (expected N, E, S or W)")]
    Seat(String),
}

/// Reads a card token: suit letter then rank (`SQ`, `H10`, `ct`); case-insensitive.
pub fn parse_card(token: &str) -> Result<Card, TokenError> {
    card_of(token.as_bytes()).ok_or_else(|| TokenError::Card(token.to_owned()))
}

/// The suit a byte names (`S H D C`, any case), as a table: [`card_of`] reads one per card.
const SUIT_OF: [Option<Suit>; 256] = {
    let mut t = [None; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = match (b as u8).to_ascii_uppercase() {
            b'S' => Some(Suit::Spades),
            b'H' => Some(Suit::Hearts),
            b'D' => Some(Suit::Diamonds),
            b'C' => Some(Suit::Clubs),
            _ => None,
        };
        b += 1;
    }
    t
};

/// The rank a byte names ([`rank_of_byte`]; 0 for none), as a table.
const RANK_OF: [u8; 256] = {
    let mut t = [0; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = match rank_of_byte(b as u8) {
            Some(r) => r,
            None => 0,
        };
        b += 1;
    }
    t
};

/// The card a token names (see [`parse_card`]), read byte by byte: the readers call this
/// for every card of every play (inlined there: the call costs as much as the reading), and
/// no error text is made here. A byte of a multi-byte character is never ASCII, so it
/// names no suit and no rank.
#[inline(always)]
pub(crate) const fn card_of(token: &[u8]) -> Option<Card> {
    let (suit, rank) = match token {
        [s, r] => (SUIT_OF[*s as usize], RANK_OF[*r as usize]),
        [s, b'1', b'0'] => (SUIT_OF[*s as usize], 10),
        _ => return None,
    };
    match suit {
        Some(suit) if rank != 0 => Some(Card {
            suit,
            rank: Rank::new(rank),
        }),
        _ => None,
    }
}

/// A rank letter or digit (`A K Q J T 9..2`, any case) as its number.
pub(crate) const fn rank_of_byte(b: u8) -> Option<u8> {
    match b {
        b'A' | b'a' => Some(14),
        b'K' | b'k' => Some(13),
        b'Q' | b'q' => Some(12),
        b'J' | b'j' => Some(11),
        b'T' | b't' => Some(10),
        b'2'..=b'9' => Some(b - b'0'),
        _ => None,
    }
}

/// Writes a card as a PBN token: `SQ`, `HT`.
#[must_use]
pub fn card_token(card: Card) -> String {
    card_name(card).to_owned()
}

/// A card's PBN token ([`card_token`]) without making a string.
pub(crate) fn card_name(card: Card) -> &'static str {
    const NAMES: [&str; 4] = [
        "C2C3C4C5C6C7C8C9CTCJCQCKCA",
        "D2D3D4D5D6D7D8D9DTDJDQDKDA",
        "H2H3H4H5H6H7H8H9HTHJHQHKHA",
        "S2S3S4S5S6S7S8S9STSJSQSKSA",
    ];
    let at = 2 * usize::from(card.rank.get().saturating_sub(2));
    NAMES[card.suit as usize].get(at..at + 2).unwrap_or("")
}

/// Writes a card with its suit symbol: `♠Q`, `♥10` (for people, not files).
#[must_use]
pub fn card_symbol(card: Card) -> String {
    format!("{}{}", card.suit, rank_display(card.rank))
}

/// A rank as people write it (`10` rather than `T`).
#[must_use]
pub fn rank_display(rank: Rank) -> String {
    if rank.get() == 10 {
        "10".to_owned()
    } else {
        rank.letter().to_string()
    }
}

/// Reads a seat letter or name (`N`, `north`), case-insensitive.
pub fn parse_seat(token: &str) -> Result<Seat, TokenError> {
    match token.trim().to_ascii_uppercase().as_str() {
        "N" | "NORTH" => Ok(Seat::North),
        "E" | "EAST" => Ok(Seat::East),
        "S" | "SOUTH" => Ok(Seat::South),
        "W" | "WEST" => Ok(Seat::West),
        _ => Err(TokenError::Seat(token.to_owned())),
    }
}

/// The suit of a strain, if it has one (trumps).
#[must_use]
pub const fn trump_suit(strain: Strain) -> Option<Suit> {
    strain.suit()
}

/// A strain as a PBN contract writes it: `S H D C NT`.
#[must_use]
pub const fn strain_code(strain: Strain) -> &'static str {
    match strain {
        Strain::Clubs => "C",
        Strain::Diamonds => "D",
        Strain::Hearts => "H",
        Strain::Spades => "S",
        Strain::Notrump => "NT",
    }
}

/// Seats clockwise from `first`.
#[must_use]
pub const fn clockwise_from(first: Seat) -> [Seat; 4] {
    [first, first.lho(), first.partner(), first.rho()]
}

/// How many seats clockwise `seat` sits from `from` (0 to 3).
#[must_use]
pub const fn seats_after(from: Seat, seat: Seat) -> usize {
    (seat as usize + 4 - from as usize) % 4
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_tokens_round_trip() {
        for suit in Suit::ASC {
            for r in 2..=14 {
                let card = Card {
                    suit,
                    rank: Rank::new(r),
                };
                assert_eq!(parse_card(&card_token(card)).unwrap(), card);
            }
        }
        assert_eq!(card_token(parse_card("h10").unwrap()), "HT");
        assert!(parse_card("X5").is_err());
        assert!(parse_card("S1").is_err());
        assert!(parse_card("").is_err());
        assert!(parse_card("SQQ").is_err());
    }

    #[test]
    fn seats_and_sides() {
        assert_eq!(parse_seat("w").unwrap(), Seat::West);
        assert!(parse_seat("X").is_err());
        assert_eq!(Side::of(Seat::East), Side::EW);
        assert_eq!(seats_after(Seat::West, Seat::North), 1);
        assert_eq!(seats_after(Seat::North, Seat::West), 3);
        assert_eq!(
            clockwise_from(Seat::South),
            [Seat::South, Seat::West, Seat::North, Seat::East]
        );
    }
}
