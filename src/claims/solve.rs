//! The judged value of a policy: the judged side takes the worst of its normal choices
//! (70A, 70D1; the finesse-credited variant takes the best where it is offered), the other
//! side plays every legal card best against it. Alpha-beta over tricks with a
//! transposition table at each trick's start, keyed on the remaining cards with
//! equivalent ranks collapsed, the leader, the known voids and where the line's named
//! cards lie; returns the value and the principal variation.

use super::policy::{
    C, Holding, Item, Mode, Policy, State, highest, legal_collapsed, ranks_down, side,
};
use super::stop::{Never, Stop, unstoppable};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for the table's keys (no untrusted input reaches it).
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, n: u128) {
        #[allow(clippy::cast_possible_truncation)]
        {
            self.write_u64(n as u64);
            self.write_u64((n >> 64) as u64);
        }
    }
}

/// The position at a trick's start, ranks made relative: for each suit, the holder of each
/// card still in play, highest first; the leader and the known voids; for each named card
/// of the line, its relative place (15: played).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    layout: u128,
    misc: u64,
    named: u128,
}

/// The judged value and the play that gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// Tricks the judged side takes from the position on (the trick in progress included).
    pub value: u8,
    /// The principal variation: `(seat, card)` in playing order.
    pub line: Vec<(u8, C)>,
    /// Positions searched (for benchmarks).
    pub nodes: u64,
}

/// How many positions the search visits between two questions to its [`Stop`].
const POLL_EVERY: u64 = 1024;

/// One search: the policy, its table and what may stop it.
pub struct Search<'p, S: Stop = Never> {
    policy: &'p Policy,
    named: Vec<C>,
    table: HashMap<Key, (u8, u8), BuildHasherDefault<Fx>>,
    nodes: u64,
    stop: &'p S,
    /// Set when the stop answered "stop": every value since is meaningless.
    stopped: Option<S::Cancel>,
}

impl<'p, S: Stop> Search<'p, S> {
    /// A search for `policy` that asks `stop` now and then whether to go on.
    #[must_use]
    pub fn new(policy: &'p Policy, stop: &'p S) -> Self {
        let named = policy
            .line
            .iter()
            .filter_map(|item| match *item {
                Item::Lead(c) | Item::Finesse(c) => Some(c),
                Item::DrawTrumps => None,
            })
            .collect();
        Self {
            policy,
            named,
            table: HashMap::default(),
            nodes: 0,
            stop,
            stopped: None,
        }
    }

    /// The stop's value if it stopped the search (then no figure counts).
    fn check(&mut self) -> Result<(), S::Cancel> {
        match self.stopped.take() {
            Some(cancel) => Err(cancel),
            None => Ok(()),
        }
    }

    /// The judged value of `st` and its principal variation.
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn solve(&mut self, st: &State) -> Result<Solved, S::Cancel> {
        self.stop.poll()?;
        let value = self.search(st, 0, st.tricks_left() + 1);
        self.check()?;
        let mut line = Vec::new();
        let mut at = st.clone();
        let mut rest = value;
        while at.cards_left() > 0 {
            let seat = at.to_play();
            let Some((card, next, v)) = self.best_child(&at, rest) else {
                break;
            };
            line.push((seat, card));
            at = next;
            rest = v;
        }
        self.check()?;
        Ok(Solved {
            value,
            line,
            nodes: self.nodes,
        })
    }

    /// Whether the judged value of `st` is below `bound` (a null-window search: cheaper
    /// than the value itself).
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn is_below(&mut self, st: &State, bound: u8) -> Result<bool, S::Cancel> {
        self.stop.poll()?;
        let below = self.below(st, bound);
        self.check()?;
        Ok(below)
    }

    fn below(&mut self, st: &State, bound: u8) -> bool {
        bound > 0 && self.search(st, bound - 1, bound) < bound
    }

    /// The choices at `st` (the judged side's policy, or every legal card: the cards
    /// that take the trick from the judged side first, cheapest first, then low cards).
    fn choices(&self, st: &State) -> super::policy::Choices {
        if side(st.to_play()) == self.policy.judged {
            return self.policy.choices(st);
        }
        let mut all = legal_collapsed(st);
        if let Some((winner, best)) = st.winning(self.policy.trump) {
            let judged_wins = side(winner) == self.policy.judged;
            let trump = self.policy.trump;
            all.cards[..all.n].sort_by_key(|&card| {
                let takes = judged_wins && super::policy::beats(card, best, trump);
                (!takes, card.1)
            });
        }
        all
    }

    /// The child the node's value (`value`) comes from, found by null-window tests, and
    /// the child's own value.
    fn best_child(&mut self, st: &State, value: u8) -> Option<(C, State, u8)> {
        let choices = self.choices(st);
        for &card in choices.as_slice() {
            let (add, child) = self.child(st, card);
            let Some(rest) = value.checked_sub(add) else {
                continue;
            };
            let found = match choices.mode {
                // A child at most `value` is the minimum.
                Mode::Min => self.below(&child, rest + 1),
                // A child at least `value` is the maximum.
                Mode::Max => !self.below(&child, rest),
            };
            if found {
                return Some((card, child, rest));
            }
        }
        None
    }

    /// The position after `card`, and the trick the judged side won by it (0 or 1).
    fn child(&self, st: &State, card: C) -> (u8, State) {
        let mut child = st.clone();
        let won = child.play(card, self.policy.trump);
        let add = u8::from(won.is_some_and(|w| side(w) == self.policy.judged));
        (add, child)
    }

    /// Alpha-beta (fail-soft) on the judged side's tricks.
    fn search(&mut self, st: &State, mut alpha: u8, mut beta: u8) -> u8 {
        if self.stopped.is_some() {
            return 0;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_EVERY)
            && let Err(cancel) = self.stop.poll()
        {
            self.stopped = Some(cancel);
            return 0;
        }
        if st.cards_left() == 0 || beta == 0 {
            return 0; // nothing more to win, or only "at least 0?" asked: always true
        }
        let left = st.tricks_left();
        if alpha >= left {
            return left; // "at most left?": always true
        }
        if st.n_table == 0 {
            let (lo, hi) = self.trump_bounds(st, left);
            if lo >= beta {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
        }
        // Past 32 named cards the key cannot tell every position apart: no table then.
        let key = (st.n_table == 0 && self.named.len() <= 32).then(|| self.key(st));
        if let Some(k) = &key
            && let Some(&(lo, hi)) = self.table.get(k)
        {
            if lo >= beta || lo == hi {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
            alpha = alpha.max(lo);
            beta = beta.min(hi);
        }
        let (a0, b0) = (alpha, beta);
        let choices = self.choices(st);
        let mut best = match choices.mode {
            Mode::Min => u8::MAX,
            Mode::Max => 0,
        };
        for &card in choices.as_slice() {
            let (add, child) = self.child(st, card);
            let v = add + self.search(&child, alpha.saturating_sub(add), beta.saturating_sub(add));
            if self.stopped.is_some() {
                break;
            }
            match choices.mode {
                Mode::Min => {
                    best = best.min(v);
                    if best <= alpha {
                        break;
                    }
                    beta = beta.min(best);
                }
                Mode::Max => {
                    best = best.max(v);
                    if best >= beta {
                        break;
                    }
                    alpha = alpha.max(best);
                }
            }
        }
        if best == u8::MAX {
            best = 0; // nobody holds a card to play: nothing more to win
        }
        if self.stopped.is_some() {
            return 0; // a value made of stopped searches: never kept
        }
        if let Some(k) = key {
            let entry = self.table.entry(k).or_insert((0, u8::MAX));
            if best <= a0 {
                entry.1 = entry.1.min(best);
            } else if best >= b0 {
                entry.0 = entry.0.max(best);
            } else {
                *entry = (best, best);
            }
        }
        best
    }

    /// Bounds on the judged side's tricks from a trick's start, whatever anyone plays:
    /// every card is played in a trick of its own for its hand, and a trump above all the
    /// other side's trumps wins its trick. So the judged side takes at least as many
    /// tricks as one of its hands holds such trumps, and the other side likewise.
    fn trump_bounds(&self, st: &State, left: u8) -> (u8, u8) {
        let Some(t) = self.policy.trump else {
            return (0, left);
        };
        let t = t as usize;
        let judged = self.policy.judged;
        let top = |s: u8| highest(st.hands[s as usize][t] | st.hands[(s as usize + 2) % 4][t]);
        // The judged side's hands are `judged` and `judged + 2`; the others the rest.
        let (mine, theirs) = (top(judged), top(1 - judged));
        let masters = |s: u8, over: u8| -> u8 {
            let h = st.hands[s as usize][t] & !((1u16 << (over + 1)) - 1);
            #[allow(clippy::cast_possible_truncation)] // at most 13
            let n = h.count_ones() as u8;
            n
        };
        let lo = masters(judged, theirs).max(masters(judged + 2, theirs));
        let other = 1 - judged;
        let hi = left.saturating_sub(masters(other, mine).max(masters(other + 2, mine)));
        (lo, hi.max(lo))
    }

    fn key(&self, st: &State) -> Key {
        let mut layout: u128 = 0;
        let mut places = [[15u8; 15]; 4];
        for suit in 0..4usize {
            let all: Holding = st.hands.iter().fold(0, |a, h| a | h[suit]);
            let mut n = 0u8;
            for r in ranks_down(all) {
                let holder = (0..4)
                    .find(|&s| st.hands[s][suit] & (1 << r) != 0)
                    .unwrap_or(0);
                layout = (layout << 2) | holder as u128;
                places[suit][r as usize] = n;
                n += 1;
            }
            layout = (layout << 4) | u128::from(n);
        }
        // A void in a suit nobody holds any more cannot matter: left out, so that more
        // positions meet.
        let present = (0..4usize)
            .filter(|&suit| st.hands.iter().any(|h| h[suit] != 0))
            .fold(0u8, |a, suit| a | 1 << suit);
        let voids = st
            .voids
            .iter()
            .fold(0u64, |a, &v| (a << 4) | u64::from(v & present));
        let misc = (voids << 2) | u64::from(st.leader);
        let named = self.named.iter().fold(0u128, |a, &(s, r)| {
            (a << 4) | u128::from(places[s as usize][r as usize])
        });
        Key {
            layout,
            misc,
            named,
        }
    }
}

/// The judged value of `st` under `policy`, with its principal variation.
#[must_use]
pub fn solve(policy: &Policy, st: &State) -> Solved {
    unstoppable(Search::new(policy, &Never).solve(st))
}
