//! What cannot have happened at the table.

use crate::i18n::Msg;
use crate::notation::card_token;
use contract_bridge::{Card, Seat};
use std::fmt;

/// What cannot have happened at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The player on turn does not hold the card (per the deal).
    NotHeld {
        /// 0-based index of the card in the play.
        index: usize,
        /// The card.
        card: Card,
        /// The player on turn.
        seat: Seat,
        /// Who holds it in the deal, if anyone.
        holder: Option<Seat>,
    },
    /// The card was already played.
    PlayedTwice {
        /// 0-based index of the second play.
        index: usize,
        /// The card.
        card: Card,
        /// 0-based index of the first play.
        first: usize,
    },
    /// The card was missing from its holder's hand at the table (Law 14B).
    Absent {
        /// 0-based index.
        index: usize,
        /// The card.
        card: Card,
        /// Its holder.
        seat: Seat,
    },
    /// Every card has been played; nobody is on turn.
    Finished {
        /// 0-based index of the card that came too late.
        index: usize,
        /// The card.
        card: Card,
    },
    /// An index outside the recorded play.
    OutOfRange {
        /// The index asked for (0-based).
        index: usize,
        /// How many cards are recorded.
        len: usize,
    },
}

impl PlayError {
    /// The message, for any language.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match *self {
            Self::NotHeld {
                index,
                card,
                seat,
                holder,
            } => Msg::new(if holder.is_some() {
                "play-error-not-held"
            } else {
                "play-error-not-in-deal"
            })
            .arg("number", index + 1)
            .arg("card", card_token(card))
            .arg("seat", seat.letter().to_string())
            .arg(
                "holder",
                holder.map_or_else(String::new, |h| h.letter().to_string()),
            ),
            Self::PlayedTwice { index, card, first } => Msg::new("play-error-twice")
                .arg("number", index + 1)
                .arg("card", card_token(card))
                .arg("first", first + 1),
            Self::Absent { index, card, seat } => Msg::new("play-error-absent")
                .arg("number", index + 1)
                .arg("card", card_token(card))
                .arg("seat", seat.letter().to_string()),
            Self::Finished { index, card } => Msg::new("play-error-finished")
                .arg("number", index + 1)
                .arg("card", card_token(card)),
            Self::OutOfRange { index, len } => Msg::new("play-error-out-of-range")
                .arg("number", index + 1)
                .arg("len", len),
        }
    }

    /// 0-based index of the card concerned.
    #[must_use]
    pub const fn index(&self) -> usize {
        match *self {
            Self::NotHeld { index, .. }
            | Self::PlayedTwice { index, .. }
            | Self::Absent { index, .. }
            | Self::Finished { index, .. }
            | Self::OutOfRange { index, .. } => index,
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().english())
    }
}

impl std::error::Error for PlayError {}
