//! The variants of the line that [`gather`](super::evidence::gather) searches once the
//! line's value is known (finesses credited, no prior knowledge), taken in turn by its
//! two threads, and the variants each thread found.

use super::evidence::{At, Variant};
use super::policy::Item;
use super::solve::{Search, Solved};
use super::stop::Stop;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};

/// The variants of the line [`gather`](super::evidence::gather) finds when the claimer declares (the 70C variant
/// also when a defender claims), each by one thread or the other.
#[derive(Default)]
pub(super) struct Variants {
    pub c70: Option<Solved>,
    pub finesse: Option<u8>,
    pub no_prior: Option<u8>,
}

impl Variants {
    /// Each variant from one or the other.
    pub(super) fn or(self, other: Self) -> Self {
        Self {
            c70: self.c70.or(other.c70),
            finesse: self.finesse.or(other.finesse),
            no_prior: self.no_prior.or(other.no_prior),
        }
    }
}

/// The variants to search once the line's value is known, taken in turn by the two
/// threads of [`gather`](super::evidence::gather).
pub(super) struct Tasks<'a> {
    pub at: &'a At,
    pub line: &'a [Item],
    /// Double dummy: no variant is worth more (set before the line's value is known).
    pub at_most: AtomicU8,
    pub no_prior: bool,
    /// How many tasks were taken: finesses credited, no prior knowledge.
    pub next: AtomicUsize,
}

impl Tasks<'_> {
    /// Takes tasks until none is left; `search`: one of the line's policy (its table
    /// helps the no-prior-knowledge variant, whose positions are mostly the line's);
    /// `line_value`: the line's value.
    pub(super) fn run<S: Stop>(
        &self,
        search: &mut Search<'_, S>,
        line_value: u8,
        stop: &S,
    ) -> Result<Variants, S::Cancel> {
        let mut out = Variants::default();
        let at_most = self.at_most.load(Ordering::Acquire);
        loop {
            match self.next.fetch_add(1, Ordering::Relaxed) {
                0 => {
                    let value = finesse_value(self.at, self.line, at_most, line_value, stop)?;
                    out.finesse = Some(value);
                }
                1 if self.no_prior => {
                    let forgetful = Variant {
                        no_prior_knowledge: true,
                        ..Variant::default()
                    };
                    let st = self.at.start(self.at.side(), forgetful);
                    out.no_prior = Some(search.solve_at_most(&st, at_most)?.value);
                }
                1 => {}
                _ => return Ok(out),
            }
        }
    }
}

/// The finesse-credited value (70E). Crediting finesses changes one choice only: a
/// judged hand that may beat the card winning the trick (its partner not winning, no
/// finesse stated) takes the best of its lowest beating card, its cheapest sure card and
/// its highest beating card, where the plain policy takes the sure card alone, or else
/// the worst of its low card, its lowest beating card and its highest card. The credited
/// choices hold the sure card, or the lowest beating card, so the value is never below
/// the line's (`line_value`), and mostly the same: the tests go up from there (one
/// test, then, where the tests down from `at_most` take one for each trick between;
/// 3NT of game 31 in the benchmark: 5.3 s against 6.4 s).
///
/// # Errors
/// The stop's value when it stopped the search.
fn finesse_value<S: Stop>(
    at: &At,
    line: &[Item],
    at_most: u8,
    line_value: u8,
    stop: &S,
) -> Result<u8, S::Cancel> {
    let credited = Variant {
        finesse_credited: true,
        ..Variant::default()
    };
    let me = at.side();
    let policy = at.policy(me, line, credited);
    Search::new(&policy, stop).value_up_from(&at.start(me, credited), line_value, at_most)
}
