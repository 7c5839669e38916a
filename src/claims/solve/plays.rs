//! Random plays tried before a search (each checked in `tests_plays.rs` against trying
//! every line on random positions): where every choice of the judged side is the worst
//! of its set, any play's tricks bound the value from above.

use super::Search;
use crate::claims::position::State;
use crate::claims::stop::Stop;

/// How many random plays bound a value from above before the tests down from it, with
/// every trick left (see [`Search::some_play`], [`plays_at`]).
pub(in crate::claims) const PLAYS: u32 = 4096;

/// How many random plays try to answer a test before its search (see
/// [`Search::is_below`]).
const TEST_PLAYS: u32 = 256;

/// `base` plays with every trick left, half as many for each trick fewer: the plays
/// pay where the tests are long (a trick's first cards), and cost nothing where the
/// search itself takes a few milliseconds (4,096 plays at every position of the
/// benchmark's last six tricks took ten times as long as the evidence without them).
pub(in crate::claims) fn plays_at(base: u32, st: &State) -> u32 {
    base >> (13 - st.tricks_left().min(13))
}

impl<S: Stop> Search<'_, S> {
    /// Whether one of the random plays a test tries before its search takes the judged
    /// side below `bound` from `st` (then so is the value; see [`Search::is_below`]).
    pub(in crate::claims) fn a_play_below(&self, st: &State, bound: u8) -> bool {
        self.some_play(st, bound, plays_at(TEST_PLAYS, st)) < bound
    }

    /// The least of `cap` and the judged tricks of `plays` plays from `st` tried at
    /// random (the same every time), each given up once it reaches the least so far:
    /// when every choice is the worst of its set (no finesse credited), the value is the
    /// least of every play's, so at most that of any play tried; else `cap`. Many a
    /// search is spared: a few thousand plays (12 ms before the opening lead) mostly
    /// find the value or a trick above it, where the tests down from double dummy take a
    /// search each (3NT of game 31 in the benchmark: double dummy 12, the line 6, found
    /// by the plays; after its card 2, the test that finds a play of 6 took 1.5 s), and
    /// a play below a bound answers that bound's test.
    pub(in crate::claims) fn some_play(&self, st: &State, cap: u8, plays: u32) -> u8 {
        if self.policy.finesse_credited {
            return cap;
        }
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut least = cap;
        for _ in 0..plays {
            let mut at = st.clone();
            let mut won = 0u8;
            loop {
                let choices = self.choices(&at);
                if choices.n == 0 {
                    break;
                }
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // The first choice (the likeliest to cost the judged side a trick) one
                // time in four, else any.
                let i = if x >> 62 == 0 {
                    0
                } else {
                    usize::try_from(x % choices.n as u64).unwrap_or(0)
                };
                let (add, next) = self.child(&at, choices.as_slice()[i]);
                won += add;
                if won >= least {
                    break;
                }
                at = next;
            }
            least = least.min(won);
        }
        least
    }
}
