//! The bounds the search cuts with at a trick's start, each holding whatever anyone plays
//! (each checked in `tests_search.rs` or `tests_bounds.rs` against trying every line on
//! random positions): the judged side's sure trick when every lead it may make wins (its
//! own card or its partner's is the highest), or when it holds every top card without
//! trumps; its run of sure tricks on lead when the opponents hold no trump; both sides'
//! sure trump tricks; and a judged hand's trump tricks by its policy when its left-hand
//! opponent has shown out of trumps.

use super::Search;
use crate::claims::position::{Choices, Holding, State, above, count, highest, side};
use crate::claims::stop::Stop;

impl<S: Stop> Search<'_, S> {
    /// Whether every card of `choices`, led by the judged side at a trick's start, takes
    /// the trick whatever the others hold. No opponent may ruff it: each follows suit or
    /// holds no trump. Then either no opponent holds a higher card of its suit, or the
    /// leader's partner holds one higher than all of theirs and is sure to play a card
    /// that wins (see [`Self::partner_covers`]). Then the judged side takes one more trick.
    pub(in crate::claims) fn all_take_the_trick(&self, st: &State, choices: &Choices) -> bool {
        if side(st.leader) != self.policy.judged {
            return false;
        }
        let trump = self.policy.trump;
        choices.as_slice().iter().all(|&(suit, rank)| {
            let mut top = 0;
            let no_ruff = (0..4u8)
                .filter(|&o| side(o) != self.policy.judged)
                .all(|o| {
                    let hand = st.hands[o as usize];
                    let held = hand[suit as usize];
                    top = top.max(highest(held));
                    held != 0 || trump.is_none_or(|t| t == suit || hand[t as usize] == 0)
                });
            no_ruff && (rank > top || self.partner_covers(st, suit, top))
        })
    }

    /// Whether the leader's partner, holding a card of `suit` above `top` (the
    /// opponents' highest), surely wins the trick led in it when no opponent may ruff.
    /// The line states no finesse, and sure tricks are taken. What the partner counts
    /// as the fourth hand's cards holds all it holds: every card he does not see but for
    /// a known show-out, true here in the suit; the leader's cards he may not see are
    /// below the card led, the top of its suit. So his high card is sure, and a card he
    /// counts as sure is. Then, whatever the second hand plays: an opponent winning, the
    /// partner plays his cheapest sure card; the leader winning with a sure card,
    /// nothing beats it; with a card not sure, the partner takes the trick with his
    /// cheapest sure card. Nor can the fourth hand ruff: in a suit contract, it follows
    /// suit (void, it would make the partner's view fear a ruff and let him play low).
    fn partner_covers(&self, st: &State, suit: u8, top: u8) -> bool {
        let (partner, fourth) = ((st.leader + 2) % 4, (st.leader + 3) % 4);
        let fourth_holds = st.hands[fourth as usize][suit as usize] != 0;
        self.plain_line
            && self.policy.revision.sure_tricks_taken
            && highest(st.hands[partner as usize][suit as usize]) > top
            && shown_out_true(st, fourth as usize, suit as usize)
            && (self.policy.trump.is_none() || fourth_holds)
    }

    /// The tricks the judged side surely takes in a row from this trick's start, on
    /// lead, when no opponent holds a trump (or in notrump): 0 when not known. The
    /// judged side declares, so what its hands count as the opponents' cards is what
    /// they hold (every show-out known being true), and neither fears a ruff (a
    /// defender's partner would fear one with the cards he does not see, his partner's
    /// trumps among them); the line names no card; sure tricks are taken. A lead in a
    /// suit other than trumps where the side holds a card above all the opponents' wins
    /// the trick (the leader's card, or the partner's as in [`Self::partner_covers`]),
    /// and while the leader holds such a suit, the policy leads one (winners first). A
    /// hand loses every such suit only once it has played all its cards of some of them
    /// and the side all its high cards of the others, each hand one card a trick: not
    /// before `kill` tricks. So trick `i` is won while `i` is below the leader's `kill`
    /// and, from the second on, the partner's.
    pub(in crate::claims) fn sure_run(&self, st: &State) -> u8 {
        let j = self.policy.judged;
        if side(st.leader) != j
            || side(self.policy.declarer) != j
            || !self.plain_line
            || !self.policy.revision.sure_tricks_taken
        {
            return 0;
        }
        let trump = self.policy.trump.map(usize::from);
        let opp = [usize::from(1 - j), usize::from(3 - j)];
        if !opp.iter().all(|&o| shown_outs_true(st, o))
            || trump.is_some_and(|t| opp.iter().any(|&o| st.hands[o][t] != 0))
        {
            return 0;
        }
        let leader = usize::from(st.leader);
        let partner = (leader + 2) % 4;
        let kill = |h: usize, p: usize| -> u8 {
            // Each suit's cost to take away from `h`: its cards there (hand `h`'s
            // plays), or the side's high cards there (`h`'s plays, the partner's).
            let mut costs = [(0u8, 0u8, 0u8); 4];
            let mut n = 0;
            for s in (0..4).filter(|&s| Some(s) != trump) {
                let top = above(highest(st.hands[opp[0]][s] | st.hands[opp[1]][s]));
                let (a, b) = (count(st.hands[h][s] & top), count(st.hands[p][s] & top));
                let held = count(st.hands[h][s]);
                if held > 0 && a + b > 0 {
                    costs[n] = (held, a, b);
                    n += 1;
                }
            }
            if n == 0 {
                return 0;
            }
            (0..1u8 << n)
                .map(|mask| {
                    let (mut mine, mut theirs) = (0u8, 0u8);
                    for (i, &(held, a, b)) in costs[..n].iter().enumerate() {
                        if mask & (1 << i) == 0 {
                            mine += held;
                        } else {
                            mine += a;
                            theirs += b;
                        }
                    }
                    mine.max(theirs)
                })
                .min()
                .unwrap_or(0)
        };
        let first = kill(leader, partner);
        if first == 0 {
            return 0;
        }
        first.min(kill(partner, leader).max(1))
    }

    /// Whether the judged side surely takes one more trick from this trick's start: no
    /// trump is left (or the contract is in notrump), the line names no card, every show-out known
    /// is true, and the judged side holds the highest card left in every suit. Then in
    /// each trick, with the suit led's highest card in judged hand X: X leads it (a
    /// leader leads the top of a suit), or beats the opponent winning with a sure card,
    /// or follows low under his partner's card; a judged hand discards only when X's
    /// partner is void, and then X plays after an opponent or leads, and wins. So each
    /// trick is the judged side's, or ends with no judged discard and every highest card
    /// still judged; and in the last trick X's one card is the highest of the suit led.
    pub(in crate::claims) fn holds_every_master(&self, st: &State) -> bool {
        if !self.plain_line {
            return false;
        }
        if let Some(t) = self.policy.trump
            && st.hands.iter().any(|h| h[t as usize] != 0)
        {
            return false;
        }
        let true_voids = (0..4).all(|seat| shown_outs_true(st, seat));
        let j = self.policy.judged as usize;
        true_voids
            && (0..4).all(|suit| {
                let all: Holding = st.hands.iter().fold(0, |a, h| a | h[suit]);
                all == 0 || (st.hands[j][suit] | st.hands[j + 2][suit]) & (1 << highest(all)) != 0
            })
    }

    /// Bounds on the judged side's tricks from a trick's start, whatever anyone plays:
    /// every card is played in a trick of its own for its hand, and a trick in which a
    /// side's trump is played is that side's unless the other side plays a higher trump
    /// in it (see [`sure_trumps`]). So the judged side takes at least the tricks one of
    /// its hands' trumps surely take, and the other side likewise.
    pub(in crate::claims) fn trump_bounds(&self, st: &State, left: u8) -> (u8, u8) {
        let Some(t) = self.policy.trump else {
            return (0, left);
        };
        let t = t as usize;
        let j = self.policy.judged as usize;
        let o = 1 - j;
        let h = |s: usize| st.hands[s][t];
        let (mine, theirs) = (h(j) | h(j + 2), h(o) | h(o + 2));
        let lo = sure_trumps(h(j), theirs).max(sure_trumps(h(j + 2), theirs));
        // A side whose trumps are pooled may share them out as it likes: no bound then.
        let hi = if st.pool.is_some_and(|p| p.has(t as u8)) {
            left
        } else {
            left.saturating_sub(sure_trumps(h(o), mine).max(sure_trumps(h(o + 2), mine)))
        };
        (lo, hi.max(lo))
    }

    /// The tricks the judged side's trumps surely take by its policy, whatever the other
    /// side plays: the more of [`Self::drawn_trumps`] for its two hands.
    pub(in crate::claims) fn drawn_bound(&self, st: &State) -> u8 {
        let j = self.policy.judged as usize;
        self.drawn_trumps(st, j).max(self.drawn_trumps(st, j + 2))
    }

    /// The tricks judged hand `x`'s trumps surely take by the policy when its left-hand
    /// opponent holds no trump and has shown out of trumps, the line naming no card, at a
    /// trick's start. Each of its trumps is played in a trick of its own, and such a
    /// trick is its side's unless the right-hand opponent plays a higher trump in it
    /// (beats it). He plays after `x` only in a trick `x` leads, and `x` leads trumps from
    /// the top; once his trump is on the table, `x` plays a trump only to beat it, with
    /// its cheapest sure one (sure: the left-hand opponent cannot beat it; or the highest
    /// in the finesse-credited variant), or, when none beats it, low or its highest; else
    /// its lowest (a ruff, a discard, under its partner's trump). So a trump of his beats
    /// one of `x`'s only when it is above all `x` then holds, and `x` plays a trump above
    /// one of his while holding one below it only as its highest (led, he follows in
    /// trumps while he holds some) or in a trick where he plays a trump: each of `x`'s
    /// trumps above his `n` gone before `n` beats one took a trump of his with it. So his
    /// `n` beats one of `x`'s only after at least as many of his other trumps as `x`
    /// holds above `n`; he beats the most with those that have fewest above them, played
    /// last. The bound is `x`'s trumps less that most.
    pub(in crate::claims) fn drawn_trumps(&self, st: &State, x: usize) -> u8 {
        let Some(t) = self.policy.trump.map(usize::from) else {
            return 0;
        };
        let (left, right) = ((x + 1) % 4, (x + 3) % 4);
        let mine = st.hands[x][t];
        if mine == 0 || !self.plain_line || st.hands[left][t] != 0 || st.voids[left] & (1 << t) == 0
        {
            return 0;
        }
        // For each of his trumps from the top, how many of `x`'s are above it (a count
        // that only grows); he beats `beaten` of `x`'s at most when the trumps he plays
        // before those, the others first, are enough: the `j`-th of them (from nought)
        // follows `b - beaten + j` of his.
        let mut above_his = [0u8; 13];
        let (mut theirs, mut b) = (st.hands[right][t], 0usize);
        while theirs != 0 && b < above_his.len() {
            let top = highest(theirs);
            theirs &= !(1 << top);
            above_his[b] = count(mine & above(top));
            b += 1;
        }
        let fits = |l: usize| (0..l).all(|j| usize::from(above_his[j]) <= b - l + j);
        let beaten = (0..=b).rev().find(|&l| fits(l)).unwrap_or(0);
        let beaten = u8::try_from(beaten).unwrap_or(u8::MAX);
        count(mine).saturating_sub(beaten)
    }
}

/// Whether `seat`'s show-out of `suit`, if one is known, is true (a card moved by the
/// location test may land in a hand that had shown out of its suit).
fn shown_out_true(st: &State, seat: usize, suit: usize) -> bool {
    st.voids[seat] & (1 << suit) == 0 || st.hands[seat][suit] == 0
}

/// Whether every show-out known of `seat` is true.
fn shown_outs_true(st: &State, seat: usize) -> bool {
    (0..4).all(|suit| shown_out_true(st, seat, suit))
}

/// The tricks that the trumps `hand` of one hand surely take against the other side's
/// trumps `theirs`. Each of the hand's trumps is played in a trick of its own, and such a
/// trick is its side's (its partner may only overtake) unless an opponent plays a higher
/// trump in it; an opponent's trump is played in one trick. So of the hand's `i` highest
/// trumps, at least `i` less the other side's trumps above the lowest of them win.
pub(in crate::claims) fn sure_trumps(hand: Holding, theirs: Holding) -> u8 {
    if theirs == 0 || hand == 0 {
        return count(hand);
    }
    // The trumps of both, from the top: `i` of the hand's so far, `above` of theirs.
    let (mut best, mut i, mut above) = (0u8, 0u8, 0u8);
    let mut rest = hand | theirs;
    while rest != 0 {
        let bit = 1 << highest(rest);
        rest &= !bit;
        if hand & bit != 0 {
            i += 1;
            best = best.max(i.saturating_sub(above));
        } else {
            above += 1;
        }
    }
    best
}
