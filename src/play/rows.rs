//! The PBN Play section's rows: one row a trick, columns by seat (not by playing order),
//! starting with the seat the Play tag names.

use super::{Play, PlayError};
use crate::i18n::Msg;
use crate::notation::{clockwise_from, seats_after};
use contract_bridge::{Card, Seat};
use std::fmt;

/// One row of a PBN Play section: the cards of one trick, column 0 being the seat named by
/// the Play tag, then clockwise; `None` for `-` (not played, unknown).
pub type PbnRow = [Option<Card>; 4];

/// Why rows of a PBN Play section do not make a play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowsError {
    /// A card that cannot have been played.
    Play {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        column: usize,
        /// What is wrong with it.
        error: PlayError,
    },
    /// A `-` followed, in playing order, by a card of the same trick.
    Gap {
        /// 0-based row.
        row: usize,
        /// 0-based column of the card after the gap.
        column: usize,
    },
    /// Cards after the play had stopped (a row with a `-` earlier).
    AfterEnd {
        /// 0-based row.
        row: usize,
    },
}

impl RowsError {
    /// The message, for any language.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Play { row, error, .. } => Msg::new("play-rows-card")
                .arg("row", row + 1)
                .arg("error", error.msg()),
            Self::Gap { row, column } => Msg::new("play-rows-gap")
                .arg("row", row + 1)
                .arg("column", column + 1),
            Self::AfterEnd { row } => Msg::new("play-rows-after-end").arg("row", row + 1),
        }
    }

    /// 0-based row concerned.
    #[must_use]
    pub const fn row(&self) -> usize {
        match *self {
            Self::Play { row, .. } | Self::Gap { row, .. } | Self::AfterEnd { row } => row,
        }
    }
}

impl fmt::Display for RowsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().english())
    }
}

impl std::error::Error for RowsError {}

impl Play {
    /// Adds the cards of PBN Play rows (columns from `first`) to this play, reordering each
    /// row from its trick's leader. Returns the play as far as it could be read and the
    /// first problem, if any: a strict reader refuses on a problem, a lenient one warns.
    #[must_use]
    pub fn extend_from_pbn_rows(
        mut self,
        first: Seat,
        rows: &[PbnRow],
    ) -> (Self, Option<RowsError>) {
        let mut ended = false;
        for (r, row) in rows.iter().enumerate() {
            if ended {
                if row.iter().any(Option::is_some) {
                    return (self, Some(RowsError::AfterEnd { row: r }));
                }
                continue;
            }
            let done_before = self.complete_tricks().count();
            let Some(leader) = self.next_seat() else {
                if row.iter().any(Option::is_some) {
                    return (self, Some(RowsError::AfterEnd { row: r }));
                }
                continue;
            };
            let order = clockwise_from(leader);
            let mut gap = false;
            for seat in order {
                if self.complete_tricks().count() > done_before {
                    break;
                }
                let column = seats_after(first, seat);
                match row[column] {
                    Some(card) if gap => {
                        let _ = card;
                        return (self, Some(RowsError::Gap { row: r, column }));
                    }
                    Some(card) => {
                        if self.next_seat() != Some(seat) {
                            // A hand with no card left at the table is skipped.
                            continue;
                        }
                        if let Err(error) = self.push(card) {
                            return (
                                self,
                                Some(RowsError::Play {
                                    row: r,
                                    column,
                                    error,
                                }),
                            );
                        }
                    }
                    None => {
                        gap = true;
                        ended = true;
                    }
                }
            }
        }
        (self, None)
    }
}

pub(super) fn to_rows(play: &Play, first: Seat) -> Vec<PbnRow> {
    play.tricks()
        .iter()
        .map(|trick| {
            let mut row: PbnRow = [None; 4];
            for &(seat, card) in &trick.cards {
                row[seats_after(first, seat)] = Some(card);
            }
            row
        })
        .collect()
}
