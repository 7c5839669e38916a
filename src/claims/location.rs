//! The location test of 70E: each card an opponent of the claimer holds, moved to the
//! other opponent (his lowest card of the suit, else of the first suit he holds, coming
//! back), and whether the line then falls below its value. The moves are shared out
//! between the threads of the evidence; the moves of one suit that keep every hand's
//! lengths may be settled at once by one search of the suit pooled (see
//! [`State::pooled`]).

use super::position::{Holding, State, lowest, side};
use super::solve::Search;
use super::stop::Stop;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// From how many moves of its own a suit is first tested pooled. Pooling every way of
/// sharing the suit out costs about as much as the line's own search, whatever the
/// number of moves; a move costs from nothing to as much. Measured on the benchmark's
/// slowest positions (README, "Claims at every card").
pub(super) const POOL_FROM: usize = 6;

/// A card found to matter: moved, the line falls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Found {
    pub suit: u8,
    pub rank: u8,
    pub holder: u8,
    /// The other opponent had shown out of the suit before the claim.
    pub other_showed_out: bool,
}

/// One card an opponent holds, moved to the other opponent.
struct Move {
    suit: u8,
    rank: u8,
    holder: u8,
    other: u8,
    /// The position with the card moved and the other's card back.
    state: State,
    /// The move whose verdict this one shares (the card just above in the same hand
    /// with no card in play between them: the same position, ranks aside); `None`:
    /// its own.
    same_as: Option<usize>,
    /// The card back is of the same suit: every hand keeps its lengths.
    keeps_lengths: bool,
}

/// What one thread tests at a time.
enum Unit {
    /// One move.
    One(usize),
    /// The moves of one suit that keep the lengths, first tested at once with the suit
    /// pooled (the position), then one by one if the pooled line falls.
    Suit(State, Vec<usize>),
}

/// The moves and the units still to test, taken in turn by the threads.
pub(super) struct Test {
    moves: Vec<Move>,
    units: Vec<Unit>,
    /// How many units were taken from the front (low 32 bits) and from the back (high 32).
    next: AtomicU64,
}

impl Test {
    /// The moves for the claimer's side `judged` at `start`, in a contract with `trump`;
    /// a suit with `pool_from` moves that keep the lengths or more is first tested pooled
    /// ([`POOL_FROM`]; pooling needs the judged side to declare, so that it sees neither
    /// opponent's hand).
    pub(super) fn new(start: &State, judged: u8, trump: Option<u8>, pool_from: usize) -> Self {
        let moves = moves(start, judged, trump);
        let mut units = Vec::new();
        for suit in [3u8, 2, 1, 0] {
            // The suit's moves with verdicts of their own, high first.
            let own: Vec<usize> = (0..moves.len())
                .filter(|&i| moves[i].suit == suit && moves[i].same_as.is_none())
                .collect();
            let (keep, change): (Vec<usize>, Vec<usize>) =
                own.iter().partition(|&&i| moves[i].keeps_lengths);
            if keep.len() >= pool_from {
                units.push(Unit::Suit(start.pooled(judged, suit), keep));
                units.extend(change.into_iter().map(Unit::One));
            } else {
                units.extend(own.into_iter().map(Unit::One));
            }
        }
        Self {
            moves,
            units,
            next: AtomicU64::new(0),
        }
    }

    /// Tests units until none is left: for each move, whether the line falls below
    /// `value` (`search`: one of the line's policy). One thread takes units from the
    /// front, the other from the back (`back`): each then tests the moves of the same
    /// suits, whose positions its table has met.
    pub(super) fn work<S: Stop>(
        &self,
        search: &mut Search<'_, S>,
        value: u8,
        back: bool,
    ) -> Result<Vec<(usize, bool)>, S::Cancel> {
        let mut out = Vec::new();
        loop {
            // Both ends packed in one word: the front's count low, the back's high.
            let taken = self.next.fetch_add(if back { 1 << 32 } else { 1 }, Relaxed);
            let count = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
            let (front, from_back) = (count(taken & 0xffff_ffff), count(taken >> 32));
            if front.saturating_add(from_back) >= self.units.len() {
                return Ok(out);
            }
            let i = if back {
                self.units.len() - 1 - from_back
            } else {
                front
            };
            match &self.units[i] {
                Unit::One(m) => out.push((*m, search.is_below(&self.moves[*m].state, value)?)),
                Unit::Suit(pooled, moves) => {
                    // Pooled positions are not the line's: a table of their own.
                    if search.fresh().is_below(pooled, value)? {
                        for &m in moves {
                            out.push((m, search.is_below(&self.moves[m].state, value)?));
                        }
                    } else {
                        out.extend(moves.iter().map(|&m| (m, false)));
                    }
                }
            }
        }
    }

    /// How many suits are tested pooled.
    #[cfg(test)]
    pub(super) fn pooled_units(&self) -> usize {
        self.units
            .iter()
            .filter(|u| matches!(u, Unit::Suit(..)))
            .count()
    }

    /// The cards found to matter from the verdicts (`falls`: move index, the line
    /// falls), S H D C, high first; `voids`: the show-outs before the claim.
    pub(super) fn found(&self, falls: &[(usize, bool)], voids: [u8; 4]) -> Vec<Found> {
        let verdict = |i: usize| falls.iter().any(|&(j, f)| j == i && f);
        self.moves
            .iter()
            .enumerate()
            .filter(|(i, m)| verdict(m.same_as.unwrap_or(*i)))
            .map(|(_, m)| Found {
                suit: m.suit,
                rank: m.rank,
                holder: m.holder,
                other_showed_out: voids[m.other as usize] & (1 << m.suit) != 0,
            })
            .collect()
    }
}

/// The suits in the order the exchange looks at them: S, H, D, C, trumps last.
fn exchange_order(trump: Option<u8>) -> Vec<u8> {
    let mut order: Vec<u8> = vec![3, 2, 1, 0];
    if let Some(t) = trump {
        order.retain(|&s| s != t);
        order.push(t);
    }
    order
}

/// The moves of the location test, S H D C, high first.
fn moves(start: &State, me: u8, trump: Option<u8>) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::new();
    for suit in [3u8, 2, 1, 0] {
        let in_play: Holding = start.hands.iter().fold(0, |a, h| a | h[suit as usize]);
        // The move of the card just above in the same hand, when no card in play lies
        // between them.
        let mut previous: Option<(u8, usize)> = None;
        for rank in (2..=14u8).rev() {
            if in_play & (1 << rank) == 0 {
                continue;
            }
            let Some(holder) = (0..4u8)
                .filter(|&s| side(s) != me)
                .find(|&s| start.hands[s as usize][suit as usize] & (1 << rank) != 0)
            else {
                previous = None;
                continue;
            };
            let other = (holder + 2) % 4;
            let theirs = start.hands[other as usize];
            let back_suit = if theirs[suit as usize] != 0 {
                Some(suit)
            } else {
                exchange_order(trump)
                    .into_iter()
                    .find(|&s| theirs[s as usize] != 0)
            };
            let Some(back_suit) = back_suit else {
                previous = None;
                continue;
            };
            let back: Holding = theirs[back_suit as usize];
            let back_rank = lowest(back);
            let mut state = start.clone();
            let h = &mut state.hands;
            h[holder as usize][suit as usize] &= !(1 << rank);
            h[other as usize][suit as usize] |= 1 << rank;
            h[other as usize][back_suit as usize] &= !(1 << back_rank);
            h[holder as usize][back_suit as usize] |= 1 << back_rank;
            let same_as = match previous {
                Some((h, i)) if h == holder => Some(i),
                _ => None,
            };
            let index = out.len();
            previous = Some((holder, same_as.unwrap_or(index)));
            out.push(Move {
                suit,
                rank,
                holder,
                other,
                state,
                same_as,
                keeps_lengths: back_suit == suit,
            });
        }
    }
    out
}
