//! A position of the play: what is left in each hand, what is on the table.

use crate::notation::Side;
use contract_bridge::{Card, Hand, PartialDeal, Seat};

/// The position after some cards of the play: what a double-dummy solver needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// Each hand as the deal says it is now (absent cards included), indexed by `Seat as usize`.
    pub remaining: [Hand; 4],
    /// Each hand as the player had it at the table (cards missing under Law 14B excluded).
    pub at_table: [Hand; 4],
    /// Leader of the trick in progress (or of the next trick).
    pub leader: Seat,
    /// Cards already on the table in the trick in progress, in playing order.
    pub on_table: Vec<(Seat, Card)>,
    /// Who plays next, if anyone.
    pub next: Option<Seat>,
    /// Completed tricks won by each side: `[NS, EW]`.
    pub won: [u8; 2],
    /// Completed tricks.
    pub tricks_done: usize,
}

impl Position {
    /// The remaining hands as a `PartialDeal`.
    #[must_use]
    pub fn remaining_deal(&self) -> PartialDeal {
        deal_from_hands(self.remaining)
    }

    /// Tricks won so far by `side`.
    #[must_use]
    pub const fn won_by(&self, side: Side) -> u8 {
        self.won[side as usize]
    }

    /// The cards `seat` may legally play now (Law 44: follow suit if able), by the deal:
    /// a card missing at the table (Law 14B) is deemed held.
    #[must_use]
    pub fn legal_cards(&self, seat: Seat) -> Hand {
        self.legal_from(self.remaining[seat as usize])
    }

    /// The cards `seat` could legally play from the hand he had at the table.
    #[must_use]
    pub fn playable_cards(&self, seat: Seat) -> Hand {
        self.legal_from(self.at_table[seat as usize])
    }

    fn legal_from(&self, hand: Hand) -> Hand {
        match self.on_table.first() {
            Some((_, lead)) if !hand[lead.suit].is_empty() => {
                let mut only = Hand::EMPTY;
                only[lead.suit] = hand[lead.suit];
                only
            }
            _ => hand,
        }
    }
}

/// Builds a `PartialDeal` from four disjoint hands indexed by `Seat as usize`.
#[must_use]
pub fn deal_from_hands(hands: [Hand; 4]) -> PartialDeal {
    contract_bridge::Builder::new()
        .north(hands[Seat::North as usize])
        .east(hands[Seat::East as usize])
        .south(hands[Seat::South as usize])
        .west(hands[Seat::West as usize])
        .build_partial()
        // Hands taken from one deal are disjoint.
        .unwrap_or(PartialDeal::EMPTY)
}
