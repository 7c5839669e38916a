//! The location test of 70E: each card an opponent of the claimer holds, moved to the
//! other opponent (his lowest card of the suit, else of the first suit he holds, coming
//! back), and whether the line then falls below its value. The moves are shared out
//! between the threads of the evidence. Moves whose deals give every hand the same
//! lengths are settled at once by one search with every suit pooled (see
//! [`State::pooled`]): the moves that keep the lengths (their pooled position is the
//! claim's own, which the line's search has mostly settled already), and those of one
//! card's suit, holder and suit back. Where the line falls pooled, the moves that keep
//! the lengths are tested with fewer suits pooled (trumps apart from the others, then
//! halves), then a suit at a time, then one by one; the others one by one. In the first
//! two tricks, a pooled test is shared by both threads (see [`Together`]).

use super::policy::Policy;
use super::position::{ALL_SUITS, Holding, State, lowest, side};
use super::race::Pooled;
use super::shared::Shared;
use super::solve::Search;
use super::split::{Board, Ends};
use super::stop::Stop;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering::Relaxed, Ordering::SeqCst};

/// From how many moves of its own a suit is first tested pooled, once the line has
/// fallen with every suit pooled. Pooling every way of sharing one suit out costs about
/// as much as the line's own search, whatever the number of moves; a move costs from
/// nothing to as much. Measured on the benchmark's slowest positions (README, "Claims
/// at every card").
pub(super) const POOL_FROM: usize = 6;

/// How two threads test the moves together: a thread's pooled unit is offered to the
/// other on `board` part by part, both keeping the positions of its search in one table
/// (see `split`, `shared`), and a thread with no unit left to take helps there until the
/// other's units are done (or spill more).
pub(super) struct Together<'b, 'p, S> {
    pub board: &'b Board<'p>,
    /// The line's policy, the test's.
    pub policy: &'p Policy,
    /// The caller's stop.
    pub stop: &'b S,
    /// The size of the table a pooled unit with that many tricks left shares (a bit
    /// count, see [`Shared::new`]), if it is offered part by part (`race::shared_bits`
    /// in the evidence: the first two tricks, where the proofs are long).
    pub shared_bits: fn(u8) -> Option<u32>,
}

impl<S> Clone for Together<'_, '_, S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for Together<'_, '_, S> {}

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
    /// The suit of the card back.
    back_suit: u8,
}

impl Move {
    /// Whether the card back is of the same suit: every hand keeps its lengths.
    const fn keeps_lengths(&self) -> bool {
        self.back_suit == self.suit
    }
}

/// What one thread tests at a time.
enum Unit {
    /// One move.
    One(usize),
    /// Moves first tested at once on a pooled position that plays every one of their
    /// deals (`pooled`): the moves of one suit that keep the lengths, that suit pooled;
    /// or moves whose deals give every hand the same lengths, every suit pooled. If the
    /// line falls there, the units `then`. `own`: the moves that keep the lengths with
    /// every suit pooled, whose pooled position is the claim's own (see [`Test::kept`]).
    Pooled {
        pooled: State,
        moves: Vec<usize>,
        then: Vec<Unit>,
        own: bool,
        /// Pooled from the claim's own position (not a move's).
        start: bool,
    },
}

/// The verdict on the claim's own position with every suit pooled, when the line's
/// search found it: not known, the line keeps its value there, or falls.
const UNKNOWN: u8 = 0;
const KEEPS: u8 = 1;
const FALLS: u8 = 2;

/// The moves and the units still to test, taken in turn by the threads.
pub(super) struct Test {
    moves: Vec<Move>,
    units: Vec<Unit>,
    /// The units taken from the front and from the back.
    next: Ends,
    /// The verdict on the claim's position with every suit pooled, if known.
    own: AtomicU8,
    /// The units left by a pooled unit that fell, for either thread: each the path to
    /// it (its index among the units, then among each unit's `then`).
    spilled: Mutex<Vec<Vec<usize>>>,
    /// How many units the threads are testing (one may spill more).
    active: AtomicUsize,
    /// Suits pooled at the claim's position where the line is known to keep its value,
    /// and to fall (bits `suit`; nought: not known).
    keeps_pooled: AtomicU8,
    falls_pooled: AtomicU8,
}

/// Counts a thread's unit as tested when dropped, even when its search was stopped.
struct Active<'a>(&'a AtomicUsize);

impl Drop for Active<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, SeqCst);
    }
}

/// How the location test pools the other side's cards.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pooling {
    /// Moves whose deals share every hand's lengths are first tested at once, with every
    /// suit pooled.
    pub lengths: bool,
    /// Past this, a suit with that many moves that keep the lengths or more is tested
    /// pooled before its moves are tested one by one ([`POOL_FROM`]).
    pub suit_from: usize,
}

impl Pooling {
    /// As the evidence pools.
    pub(super) const EVIDENCE: Self = Self {
        lengths: true,
        suit_from: POOL_FROM,
    };
}

impl Test {
    /// The moves for the claimer's side `judged` at `start`, in a contract with `trump`,
    /// and how they are tested (pooling needs the judged side to declare, so that it sees
    /// neither opponent's hand).
    pub(super) fn new(start: &State, judged: u8, trump: Option<u8>, pooling: Pooling) -> Self {
        let moves = moves(start, judged, trump);
        let own = |i: usize| moves[i].same_as.is_none();
        let singles = |group: &[usize]| group.iter().map(|&i| Unit::One(i)).collect();
        // The moves that keep the lengths, in all and by suit (trumps last).
        let (mut keep_all, mut by_suit) = (Vec::new(), Vec::new());
        for suit in exchange_order(trump) {
            let keep: Vec<usize> = (0..moves.len())
                .filter(|&i| own(i) && moves[i].suit == suit && moves[i].keeps_lengths())
                .collect();
            keep_all.extend(&keep);
            if keep.is_empty() {
                continue;
            }
            let units = if keep.len() >= pooling.suit_from {
                vec![Unit::Pooled {
                    pooled: start.pooled(judged, 1 << suit),
                    then: singles(&keep),
                    moves: keep.clone(),
                    own: false,
                    start: true,
                }]
            } else {
                singles(&keep)
            };
            by_suit.push((suit, keep, units));
        }
        let keep_units = if pooling.lengths {
            split_suits(start, judged, trump, by_suit)
        } else {
            by_suit.into_iter().flat_map(|(_, _, u)| u).collect()
        };
        // The others, by the lengths they make: the card's suit, its holder and the suit
        // of the card back.
        let mut groups: Vec<((u8, u8, u8), Vec<usize>)> = Vec::new();
        for i in (0..moves.len()).filter(|&i| own(i) && !moves[i].keeps_lengths()) {
            let m = &moves[i];
            let lengths = (m.suit, m.holder, m.back_suit);
            match groups.iter_mut().find(|(l, _)| *l == lengths) {
                Some((_, group)) => group.push(i),
                None => groups.push((lengths, vec![i])),
            }
        }
        let mut units = Vec::new();
        if pooling.lengths {
            if !keep_all.is_empty() {
                units.push(Unit::Pooled {
                    pooled: start.pooled(judged, ALL_SUITS),
                    moves: keep_all,
                    then: keep_units,
                    own: true,
                    start: true,
                });
            }
            for (_, group) in groups {
                units.push(Unit::Pooled {
                    pooled: moves[group[0]].state.pooled(judged, ALL_SUITS),
                    then: singles(&group),
                    moves: group,
                    own: false,
                    start: false,
                });
            }
        } else {
            units = keep_units;
            units.extend(groups.into_iter().flat_map(|(_, g)| g).map(Unit::One));
        }
        Self {
            moves,
            units,
            next: Ends::default(),
            own: AtomicU8::new(UNKNOWN),
            spilled: Mutex::new(Vec::new()),
            active: AtomicUsize::new(0),
            keeps_pooled: AtomicU8::new(0),
            falls_pooled: AtomicU8::new(0),
        }
    }

    /// Tells the test whether the line keeps `value`, its value at the claim, with every
    /// suit pooled (`pooled`: the value found there): the moves that keep the lengths
    /// need no search of their own pooled then.
    pub(super) fn kept(&self, pooled: u8, value: u8) {
        let verdict = if pooled >= value { KEEPS } else { FALLS };
        self.own.store(verdict, Relaxed);
    }

    /// Tells the test what the line's value `value` becomes at the claim's position with
    /// the other side's cards pooled (see `race`): with every suit pooled, as
    /// [`Test::kept`]; with fewer (`found.suits`), the units of those suits or fewer
    /// keep or fall with it, and the unit with every suit pooled is not searched (its
    /// units are, the trumps'), since it falls when every suit pooled was found below
    /// the value or less, and is otherwise mostly as long as the side suits' search.
    pub(super) fn kept_pooled(&self, found: Pooled, value: u8) {
        let pooled = found.value.unwrap_or(0);
        if found.suits == ALL_SUITS {
            self.kept(pooled, value);
            return;
        }
        let verdict = if pooled >= value {
            &self.keeps_pooled
        } else {
            &self.falls_pooled
        };
        verdict.store(found.suits, Relaxed);
        self.own.store(FALLS, Relaxed);
    }

    /// Tests units until none is left: for each move, whether the line falls below
    /// `value` (`search`: one of the line's policy). One thread takes units from the
    /// front, the other from the back (`back`): each then tests the moves of the same
    /// suits, whose positions its table has met. The units a pooled unit leaves when the
    /// line falls there go to whichever thread is free first.
    pub(super) fn work<'p, S: Stop>(
        &self,
        search: &mut Search<'_, S>,
        value: u8,
        back: bool,
        together: Option<Together<'_, 'p, S>>,
    ) -> Result<Vec<(usize, bool)>, S::Cancel> {
        let mut out = Vec::new();
        loop {
            if let Some((path, active)) = self.take(back) {
                self.run(&path, search, value, &mut out, together)?;
                drop(active);
                continue;
            }
            // Nothing to take: done unless the other thread may still leave units.
            if self.active.load(SeqCst) == 0 && self.spilled().is_empty() {
                return Ok(out);
            }
            match together {
                Some(t) => {
                    t.board.help(t.stop, || {
                        self.active.load(SeqCst) != 0 && self.spilled().is_empty()
                    })?;
                }
                None => std::thread::sleep(std::time::Duration::from_micros(200)),
            }
        }
    }

    /// The next unit to test, counted as being tested until the guard is dropped: a
    /// spilled one first, else one from the front or the back of the list.
    fn take(&self, back: bool) -> Option<(Vec<usize>, Active<'_>)> {
        {
            let mut spilled = self.spilled();
            if let Some(path) = spilled.pop() {
                self.active.fetch_add(1, SeqCst);
                return Some((path, Active(&self.active)));
            }
        }
        self.active.fetch_add(1, SeqCst);
        let active = Active(&self.active);
        let i = self.next.take(back, self.units.len())?;
        Some((vec![i], active))
    }

    /// The units spilled and not yet taken (the lock is only held to push or pop paths,
    /// which leave the list whole even if a thread panicked meanwhile).
    fn spilled(&self) -> std::sync::MutexGuard<'_, Vec<Vec<usize>>> {
        self.spilled
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The unit at `path`.
    fn unit(&self, path: &[usize]) -> Option<&Unit> {
        let (&first, rest) = path.split_first()?;
        rest.iter()
            .try_fold(self.units.get(first)?, |unit, &i| match unit {
                Unit::Pooled { then, .. } => then.get(i),
                Unit::One(_) => None,
            })
    }

    /// Tests the unit at `path`, its verdicts into `out`; a pooled unit where the line
    /// falls leaves its units for either thread.
    fn run<'p, S: Stop>(
        &self,
        path: &[usize],
        search: &mut Search<'_, S>,
        value: u8,
        out: &mut Vec<(usize, bool)>,
        together: Option<Together<'_, 'p, S>>,
    ) -> Result<(), S::Cancel> {
        match self.unit(path) {
            None => {}
            Some(Unit::One(m)) => out.push((*m, search.is_below(&self.moves[*m].state, value)?)),
            Some(Unit::Pooled {
                pooled,
                moves,
                then,
                own,
                start,
            }) => {
                let suits = pooled.pool.map_or(0, |p| p.suits);
                let (keeps, falls) = (
                    self.keeps_pooled.load(Relaxed),
                    self.falls_pooled.load(Relaxed),
                );
                let known = match self.own.load(Relaxed) {
                    KEEPS if *own => Some(false),
                    FALLS if *own => Some(true),
                    // Fewer suits pooled, the judged value is no lower; more, no higher.
                    _ if *start && keeps != 0 && suits & !keeps == 0 => Some(false),
                    _ if *start && falls != 0 && suits & falls == falls => Some(true),
                    _ => None,
                };
                // Pooled positions are not the line's: a table of their own.
                let falls = match known {
                    Some(falls) => falls,
                    None => pooled_below(search, pooled, value, together)?,
                };
                if falls {
                    let mut spilled = self.spilled();
                    // Taken from the end: the first of them first.
                    spilled.extend((0..then.len()).rev().map(|i| {
                        let mut p = path.to_vec();
                        p.push(i);
                        p
                    }));
                } else {
                    out.extend(moves.iter().map(|&m| (m, false)));
                }
            }
        }
        Ok(())
    }

    /// How many units are tested pooled (a suit, suits cut apart, or moves of the same
    /// lengths), how many of them pool every suit, and how many two suits or three.
    #[cfg(test)]
    pub(super) fn pooled_units(&self) -> (usize, usize, usize) {
        fn walk(units: &[Unit], n: &mut (usize, usize, usize)) {
            for u in units {
                if let Unit::Pooled { pooled, then, .. } = u {
                    let suits = pooled.pool.map_or(0, |p| p.suits.count_ones());
                    n.0 += 1;
                    n.1 += usize::from(suits == 4);
                    n.2 += usize::from(suits == 2 || suits == 3);
                    walk(then, n);
                }
            }
        }
        let mut n = (0, 0, 0);
        walk(&self.units, &mut n);
        n
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

/// Whether the line falls below `value` at the pooled position `pooled`, searched with a
/// table of its own (`search`: one of the line's policy), offered to the other thread
/// part by part where `together` says so.
fn pooled_below<S: Stop>(
    search: &Search<'_, S>,
    pooled: &State,
    value: u8,
    together: Option<Together<'_, '_, S>>,
) -> Result<bool, S::Cancel> {
    let mut fresh = search.fresh();
    match together.and_then(|t| Some((t, (t.shared_bits)(pooled.tricks_left())?))) {
        Some((t, bits)) => {
            fresh = fresh.sharing(Arc::new(Shared::new(bits)));
            t.board.is_below(t.policy, &mut fresh, pooled, value)
        }
        None => fresh.is_below(pooled, value),
    }
}

/// The units of the moves that keep the lengths, once the line has fallen with every suit
/// pooled; `by_suit`: each suit, its moves and their own units, trumps last. The suits are
/// cut in two, trumps apart from the others (a card whose place matters is mostly a
/// trump), else in halves, and a part of two suits or more is first tested with those
/// suits pooled, then cut again if the line falls there. At card 0 of game 29 in the
/// benchmark, where only moved trumps make the line fall, the fourteen other moves cost
/// 5.6 s one by one and their three suits pooled 2.4 s.
fn split_suits(
    start: &State,
    judged: u8,
    trump: Option<u8>,
    mut by_suit: Vec<(u8, Vec<usize>, Vec<Unit>)>,
) -> Vec<Unit> {
    if by_suit.len() <= 1 {
        return by_suit.into_iter().flat_map(|(_, _, u)| u).collect();
    }
    let cut = match by_suit.last() {
        Some((s, _, _)) if Some(*s) == trump => by_suit.len() - 1,
        _ => by_suit.len().div_ceil(2),
    };
    let back = by_suit.split_off(cut);
    let mut out = Vec::new();
    for part in [by_suit, back] {
        if part.len() <= 1 {
            out.extend(part.into_iter().flat_map(|(_, _, u)| u));
            continue;
        }
        let suits = part.iter().fold(0u8, |a, (s, _, _)| a | 1 << s);
        let moves = part
            .iter()
            .flat_map(|(_, m, _)| m.iter().copied())
            .collect();
        out.push(Unit::Pooled {
            pooled: start.pooled(judged, suits),
            moves,
            then: split_suits(start, judged, trump, part),
            own: false,
            start: true,
        });
    }
    out
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
                back_suit,
            });
        }
    }
    out
}
