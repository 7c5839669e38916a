//! The judged value of a policy: the judged side takes the worst of its normal choices
//! (70A, 70D1; the finesse-credited variant takes the best where it is offered), the other
//! side plays every legal card best against it. Alpha-beta over tricks with a
//! transposition table at each trick's start, keyed on the remaining cards with
//! equivalent ranks collapsed, the leader, the known voids that can still change a judged
//! choice and where the line's named cards lie; returns the value and the principal
//! variation. A table can be copied to another search of the same policy (its bounds hold
//! for any position of that policy).

use super::policy::{Item, Policy};
use super::position::{C, Choices, MAX_CHOICES, Mode, State, beats, legal_collapsed, side};
use super::shared::Shared;
use super::stop::{Never, Stop, unstoppable};
use super::table::{Key, Table};
use std::sync::Arc;

mod bounds;
mod key;
mod plays;
#[cfg(test)]
pub(super) use bounds::sure_trumps;
use key::read_voids;
pub(super) use plays::{PLAYS, plays_at};

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

/// A table of positions with more of the other side's suits pooled than a search's own
/// (`suits`: the suits pooled there), read for its lower bounds (see [`Search::reading`]).
#[derive(Clone)]
pub(super) struct Coarse {
    pub table: Arc<Shared>,
    pub suits: u8,
}

/// How many positions the search visits between two questions to its [`Stop`].
const POLL_EVERY: u64 = 1024;

/// One search: the policy, its table and what may stop it.
pub struct Search<'p, S: Stop = Never> {
    policy: &'p Policy,
    named: Vec<C>,
    /// Whose known voids the policy may read (see [`read_voids`]).
    read_voids: [bool; 4],
    /// The line names no card (only "draw trumps", or nothing).
    plain_line: bool,
    table: Table,
    /// A table of the same policy's positions with more of the other side's suits
    /// pooled, whose lower bounds hold here too (see [`Search::reading`]).
    coarse: Option<Coarse>,
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
            read_voids: read_voids(policy),
            plain_line: policy.line.iter().all(|item| *item == Item::DrawTrumps),
            table: Table::default(),
            coarse: None,
            nodes: 0,
            stop,
            stopped: None,
        }
    }

    /// A search of the same policy starting with a copy of this one's table (every
    /// bound in it holds for that policy whoever uses it).
    #[must_use]
    pub fn fork(&self) -> Self {
        Self {
            policy: self.policy,
            named: self.named.clone(),
            read_voids: self.read_voids,
            plain_line: self.plain_line,
            table: self.table.clone(),
            coarse: self.coarse.clone(),
            nodes: 0,
            stop: self.stop,
            stopped: None,
        }
    }

    /// This search, its table kept, for `policy` (the same as this search's) and `stop`.
    #[must_use]
    pub fn with_stop<'q, T: Stop>(self, policy: &'q Policy, stop: &'q T) -> Search<'q, T> {
        debug_assert!(std::ptr::eq(policy, self.policy), "another policy");
        Search {
            policy,
            named: self.named,
            read_voids: self.read_voids,
            plain_line: self.plain_line,
            table: self.table,
            coarse: self.coarse,
            nodes: self.nodes,
            stop,
            stopped: None,
        }
    }

    /// This search with its table's small keys kept in `shared`, a table another thread
    /// searching positions of the same policy and kind uses too (see `shared`).
    #[must_use]
    pub(super) fn sharing(mut self, shared: Arc<Shared>) -> Self {
        self.table.share(shared);
        self
    }

    /// The table this search shares with another thread, if any.
    pub(super) fn shared(&self) -> Option<Arc<Shared>> {
        self.table.shared().cloned()
    }

    /// This search reading the lower bounds of `coarse`, a table that searches of the
    /// same policy keep (see `shared`) for its positions with the other side's `suits`
    /// pooled, of which this search's pooled suits are some. Pooling more suits only
    /// gives the other side more ways to play, the judged side seeing the same cards
    /// (see [`State::pooled`]): a position's judged value is at least the value with
    /// more suits pooled.
    #[must_use]
    pub(super) fn reading(mut self, coarse: Option<Coarse>) -> Self {
        self.coarse = coarse;
        self
    }

    /// The coarser table this search reads, if any.
    pub(super) fn coarse(&self) -> Option<Coarse> {
        self.coarse.clone()
    }

    /// A search of the same policy and stop with an empty table.
    #[must_use]
    pub fn fresh(&self) -> Self {
        Self::new(self.policy, self.stop)
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
        let left = st.tricks_left();
        let value = self.search(&mut st.clone(), left, 0, left + 1);
        self.check()?;
        self.principal(st, value)
    }

    /// [`Search::solve`] knowing that the value is at most `at_most`: double dummy for
    /// the judged side bounds it (its normal cards are some of its legal cards, and the
    /// other side plays every legal card either way). Null-window tests from the bound
    /// down, sharing the table: the value is mostly double dummy or a trick or two below,
    /// so a few cheap tests replace the full-window search.
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn solve_at_most(&mut self, st: &State, at_most: u8) -> Result<Solved, S::Cancel> {
        self.solve_between(st, at_most, 0)
    }

    /// [`Search::solve_at_most`] knowing also that the value is at least `at_least`
    /// (the value of a position worth at most as much, or of a variant never worth more): the
    /// tests stop there, and that value is not proved again.
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn solve_between(
        &mut self,
        st: &State,
        at_most: u8,
        at_least: u8,
    ) -> Result<Solved, S::Cancel> {
        let value = self.down_to(st, at_most, at_least)?;
        self.principal(st, value)
    }

    /// The judged value of `st`, known to be at most `at_most` and at least `at_least`,
    /// without its principal variation (see [`Search::solve_between`]).
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn value_between(
        &mut self,
        st: &State,
        at_most: u8,
        at_least: u8,
    ) -> Result<u8, S::Cancel> {
        self.down_to(st, at_most, at_least)
    }

    /// The judged value of `st`, known to be at least `at_least` and at most `at_most`,
    /// by null-window tests from `at_least` up: cheaper than the tests down when the
    /// value is mostly the bound below (the finesse-credited value, mostly the line's).
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn value_up_from(
        &mut self,
        st: &State,
        at_least: u8,
        at_most: u8,
    ) -> Result<u8, S::Cancel> {
        self.stop.poll()?;
        let at_most = at_most.min(st.tricks_left());
        let mut value = at_least.min(at_most);
        while value < at_most && !self.below(st, value + 1) {
            self.check()?;
            value += 1;
        }
        self.check()?;
        Ok(value)
    }

    /// Null-window tests from `at_most` down, no further than `at_least`.
    fn down_to(&mut self, st: &State, at_most: u8, at_least: u8) -> Result<u8, S::Cancel> {
        self.stop.poll()?;
        let mut value = at_most.min(st.tricks_left());
        if value > at_least {
            value = self.some_play(st, value, plays_at(PLAYS, st)).max(at_least);
        }
        while value > at_least && self.below(st, value) {
            self.check()?;
            value -= 1;
        }
        self.check()?;
        Ok(value)
    }

    /// The principal variation of `st`, whose value is `value`.
    fn principal(&mut self, st: &State, value: u8) -> Result<Solved, S::Cancel> {
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
        if self.a_play_below(st, bound) {
            return Ok(true);
        }
        self.is_below_searched(st, bound)
    }

    /// [`Search::is_below`] without the random plays first (a split test tries them at
    /// its root only: at each of its many parts they would cost more than they save).
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub(super) fn is_below_searched(&mut self, st: &State, bound: u8) -> Result<bool, S::Cancel> {
        self.stop.poll()?;
        let below = self.below(st, bound);
        self.check()?;
        Ok(below)
    }

    fn below(&mut self, st: &State, bound: u8) -> bool {
        bound > 0 && self.search(&mut st.clone(), st.tricks_left(), bound - 1, bound) < bound
    }

    /// The choices at `st` (the judged side's policy, or every legal card: the cards
    /// that take the trick from the judged side first, cheapest first, then low cards).
    pub(super) fn choices(&self, st: &State) -> Choices {
        if side(st.to_play()) == self.policy.judged {
            return self.policy.choices(st);
        }
        let mut all = legal_collapsed(st);
        if let Some((winner, best)) = st.winning(self.policy.trump) {
            let judged_wins = side(winner) == self.policy.judged;
            let trump = self.policy.trump;
            // A stable sort on (does not take, rank), each key made once.
            let key = |card: C| {
                let takes = judged_wins && beats(card, best, trump);
                u8::from(!takes) << 4 | card.1
            };
            let mut keys = [0u8; MAX_CHOICES];
            for i in 0..all.n {
                let (card, k) = (all.cards[i], key(all.cards[i]));
                let mut j = i;
                while j > 0 && keys[j - 1] > k {
                    keys[j] = keys[j - 1];
                    all.cards[j] = all.cards[j - 1];
                    j -= 1;
                }
                keys[j] = k;
                all.cards[j] = card;
            }
        }
        all
    }

    /// Asks the search's stop whether to go on.
    ///
    /// # Errors
    /// The stop's value when the search must end.
    pub(super) fn poll(&self) -> Result<(), S::Cancel> {
        self.stop.poll()
    }

    /// The choices at `st` and, for each, the trick the judged side won by it (0 or 1)
    /// and the position after it: a test split by children (see `split`).
    pub(super) fn children(&self, st: &State) -> (Mode, Vec<(u8, State)>) {
        let choices = self.choices(st);
        let children = choices
            .as_slice()
            .iter()
            .map(|&card| self.child(st, card))
            .collect();
        (choices.mode, children)
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

    /// Alpha-beta (fail-soft) on the judged side's tricks; `left`: the tricks left, the
    /// one in progress included (counted down as tricks end rather than counted again).
    fn search(&mut self, st: &mut State, left: u8, mut alpha: u8, mut beta: u8) -> u8 {
        debug_assert_eq!(left, st.tricks_left());
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
        if beta == 0 || left == 0 {
            return 0; // nothing more to win, or only "at least 0?" asked: always true
        }
        if alpha >= left {
            return left; // "at most left?": always true
        }
        // The judged side's leads, when they may settle the one trick asked for (made
        // before the table is read: cheaper than the look-up, and kept for the search).
        let mut leads = None;
        if st.n_table == 0 {
            let (lo, hi) = self.trump_bounds(st, left);
            if lo >= beta {
                return lo;
            }
            let drawn = self.drawn_bound(st);
            if drawn >= beta {
                return drawn;
            }
            let run = self.sure_run(st);
            if run >= beta {
                return run;
            }
            if beta == 1 && self.holds_every_master(st) {
                return 1;
            }
            if hi <= alpha {
                return hi;
            }
            if beta == 1 && side(st.leader) == self.policy.judged {
                let choices = self.policy.choices(st);
                if choices.n > 0 && self.all_take_the_trick(st, &choices) {
                    return 1;
                }
                leads = Some(choices);
            }
        }
        // Past 32 named cards the key cannot tell every position apart: no table then.
        let key = (st.n_table == 0 && self.named.len() <= 32).then(|| self.key(st));
        let (known, place) = match &key {
            Some(k) => self.table.get(k),
            None => (None, None),
        };
        if let (Some(_), Some(coarse)) = (&key, &self.coarse)
            && known.is_none_or(|(lo, _)| lo < beta)
            && let Key::Small(k) = self.key(&st.pooled_also(self.policy.judged, coarse.suits))
            && let (Some((lo, _)), _) = coarse.table.get(k)
            && lo >= beta
        {
            return lo;
        }
        if let Some((lo, hi)) = known {
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
        let choices = leads.unwrap_or_else(|| self.choices(st));
        let mut best = match choices.mode {
            Mode::Min => u8::MAX,
            Mode::Max => 0,
        };
        // Each card played and taken back in place (a copy of the position for each
        // child costs more than the search of many a child).
        for &card in choices.as_slice() {
            let (won, undo) = st.make(card, self.policy.trump);
            let add = u8::from(won.is_some_and(|w| side(w) == self.policy.judged));
            let rest = left - u8::from(won.is_some());
            let v = add
                + self.search(
                    st,
                    rest,
                    alpha.saturating_sub(add),
                    beta.saturating_sub(add),
                );
            st.unplay(&undo);
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
            self.table.update(k, place, |entry| {
                if best <= a0 {
                    entry.1 = entry.1.min(best);
                } else if best >= b0 {
                    entry.0 = entry.0.max(best);
                } else {
                    *entry = (best, best);
                }
            });
        }
        best
    }
}

/// The judged value of `st` under `policy`, with its principal variation.
#[must_use]
pub fn solve(policy: &Policy, st: &State) -> Solved {
    unstoppable(Search::new(policy, &Never).solve(st))
}
