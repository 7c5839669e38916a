//! The evidence of `claim-law-model.md`, all from the position at the claim: double dummy
//! (from `dds-bridge`, never from the policy search), the claimer's line, the 70C and 70E
//! variants, the cards the line depends on the place of, and the normal minimums of 69B
//! and 71.

use super::location::{Found, Pooling, Test, Together};
use super::policy::{Item, Policy, Revision};
use super::position::{ALL_SUITS, C, State, side};
use super::race::{Race, shared_bits};
use super::solve::{Search, Solved};
use super::split::Board;
use super::stop::{Never, Stop, unstoppable};
use super::variants::{Tasks, Variants};
use crate::case::Claim;
use crate::i18n::Msg;
use crate::notation::{Side, card_token};
use crate::play::Play;
use contract_bridge::{Card, Rank, Seat, Suit};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};

/// A card the line depends on the place of (70E): moved to the other opponent, the
/// line makes fewer tricks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationCard {
    /// The card, as a token (`SK`).
    pub card: String,
    /// Who holds it, `N E S W`.
    pub holder: String,
    /// Whether the other opponent had shown out of its suit before the claim.
    pub other_showed_out: bool,
}

/// The position at the claim, as the search takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct At {
    /// The position, with every show-out seen before the claim.
    pub state: State,
    /// The claimer's seat.
    pub claimer: u8,
    /// The trump suit.
    pub trump: Option<u8>,
    /// Declarer.
    pub declarer: u8,
    /// The trick of the claim (1-based).
    pub trick: usize,
}

impl At {
    /// The position after `after_card` cards of `play`, claimed by `by`.
    #[must_use]
    pub fn new(play: &Play, after_card: usize, by: Seat) -> Self {
        let pos = play.position(after_card);
        let mut hands = [[0; 4]; 4];
        for (seat, hand) in pos.remaining.iter().enumerate() {
            for suit in Suit::ASC {
                hands[seat][suit as usize] = hand[suit].to_bits();
            }
        }
        let mut table = [(0, (0, 0)); 4];
        for (i, &(seat, card)) in pos.on_table.iter().enumerate().take(4) {
            table[i] = (seat as u8, (card.suit as u8, card.rank.get()));
        }
        let mut voids = [0u8; 4];
        let n = after_card.min(play.len());
        for step in &play.steps()[..n] {
            if let Some(led) = play
                .tricks()
                .get(step.trick)
                .and_then(crate::play::Trick::led_suit)
                && led != step.card.suit
            {
                voids[step.seat as usize] |= 1 << (led as u8);
            }
        }
        Self {
            state: State {
                hands,
                table,
                n_table: pos.on_table.len().min(3),
                leader: pos.leader as u8,
                voids,
                pool: None,
            },
            claimer: by as u8,
            trump: play.strain().suit().map(|s| s as u8),
            declarer: play.declarer() as u8,
            trick: pos.tricks_done + 1,
        }
    }

    /// The claimer's side (0 North-South, 1 East-West).
    #[must_use]
    pub const fn side(&self) -> u8 {
        side(self.claimer)
    }

    /// Whether an opponent of the claimer holds a trump (false in notrump).
    #[must_use]
    pub fn trump_outstanding(&self) -> bool {
        self.trump.is_some_and(|t| {
            (0..4u8)
                .filter(|&s| side(s) != self.side())
                .any(|s| self.state.hands[s as usize][t as usize] != 0)
        })
    }

    /// Whether an opponent of the claimer had shown out of some suit before the claim.
    #[must_use]
    pub fn opponents_showed_out(&self) -> bool {
        (0..4u8)
            .filter(|&s| side(s) != self.side())
            .any(|s| self.state.voids[s as usize] != 0)
    }

    /// The judged value for `judged` with `line`, in the variant given.
    #[must_use]
    pub fn value(&self, judged: u8, line: &[Item], variant: Variant) -> Solved {
        unstoppable(self.value_until(judged, line, variant, &Never))
    }

    /// [`At::value`], unless `stop` stops it.
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn value_until<S: Stop>(
        &self,
        judged: u8,
        line: &[Item],
        variant: Variant,
        stop: &S,
    ) -> Result<Solved, S::Cancel> {
        let policy = self.policy(judged, line, variant);
        Search::new(&policy, stop).solve(&self.start(judged, variant))
    }

    /// [`At::value_until`] knowing the value is at most `at_most` (double dummy for
    /// `judged`; see [`Search::solve_at_most`]).
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub fn value_at_most_until<S: Stop>(
        &self,
        judged: u8,
        line: &[Item],
        variant: Variant,
        at_most: u8,
        stop: &S,
    ) -> Result<Solved, S::Cancel> {
        let policy = self.policy(judged, line, variant);
        Search::new(&policy, stop).solve_at_most(&self.start(judged, variant), at_most)
    }

    /// The start position for `judged` in the variant given: without the opponents'
    /// show-outs for the no-prior-knowledge variant.
    #[must_use]
    pub fn start(&self, judged: u8, variant: Variant) -> State {
        let mut st = self.state.clone();
        if variant.no_prior_knowledge {
            for s in (0..4u8).filter(|&s| side(s) != judged) {
                st.voids[s as usize] = 0;
            }
        }
        st
    }

    /// The policy for `judged` with `line`, in the variant given (the start position's
    /// knowledge is the caller's: see [`At::start`]).
    #[must_use]
    pub fn policy(&self, judged: u8, line: &[Item], variant: Variant) -> Policy {
        Policy {
            judged,
            trump: self.trump,
            declarer: self.declarer,
            line: line.to_vec(),
            aware: !variant.unaware,
            finesse_credited: variant.finesse_credited,
            revision: Revision::ALL,
        }
    }

    /// A principal variation as seats and cards.
    #[must_use]
    pub fn cards(&self, line: &[(u8, C)]) -> Vec<(Seat, Card)> {
        line.iter()
            .filter_map(|&(seat, (suit, rank))| {
                Some((
                    Seat::ALL[seat as usize % 4],
                    Card {
                        suit: Suit::ASC[suit as usize % 4],
                        rank: Rank::try_new(rank).ok()?,
                    },
                ))
            })
            .collect()
    }
}

/// Which variant of the policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Variant {
    /// 70C: unaware of the outstanding trumps.
    pub unaware: bool,
    /// 70E: finesses credited.
    pub finesse_credited: bool,
    /// 70E1: the opponents' show-outs before the claim forgotten.
    pub no_prior_knowledge: bool,
}

impl Variant {
    /// The 70C variant.
    pub const UNAWARE: Self = Self {
        unaware: true,
        finesse_credited: false,
        no_prior_knowledge: false,
    };
}

/// The evidence gathered for one claim.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Evidence {
    /// (a) double dummy for the claimer's side.
    pub dd_tricks: Option<u8>,
    /// (b) the claimer's line.
    pub line_tricks: Option<u8>,
    /// (c) unaware of the trump.
    pub c70_tricks: Option<u8>,
    /// 70C1–70C3 hold.
    pub c70_applies: bool,
    /// (d) finesses credited.
    pub finesse_tricks: Option<u8>,
    /// (d) without the show-outs before the claim.
    pub no_prior_knowledge_tricks: Option<u8>,
    /// (d) the cards the line depends on the place of.
    pub location_cards: Vec<LocationCard>,
    /// (e) the claimer's normal minimum.
    pub normal_min_claimer: Option<u8>,
    /// (e) the opponents' normal minimum.
    pub normal_min_opponents: Option<u8>,
    /// The line as played by the policy.
    pub line_play: Vec<(u8, C)>,
    /// The 70C play.
    pub c70_play: Vec<(u8, C)>,
    /// Notes (the solver could not take the position, …).
    pub notes: Vec<Msg>,
}

/// Double-dummy tricks for the claimer's side of the remaining ones, from `dds-bridge`.
///
/// # Errors
/// When the solver cannot take the position.
pub fn dd_tricks(
    play: &Play,
    after_card: usize,
    by: Seat,
) -> Result<u8, crate::equity::SolveError> {
    let pos = play.position(after_card);
    let declaring = play.declaring_side();
    let total = crate::equity::value_at(play, after_card)?;
    let future = total.saturating_sub(pos.won_by(declaring));
    let remaining = u8::try_from(13usize.saturating_sub(pos.tricks_done)).unwrap_or(0);
    Ok(if Side::of(by) == declaring {
        future
    } else {
        remaining.saturating_sub(future)
    })
}

/// Everything `claim-law-model.md` asks for this claim, unless `stop` stops it (then no
/// figure at all). The work is shared by two threads. This one computes double dummy
/// (its solver stays with the thread), then the line. When a defender claims, a helper
/// searches the 70C variant meanwhile. When the claimer declares:
/// 1. the helper races this thread to the line's value on the position with the other
///    side's cards pooled ([`State::pooled`], see `race`), whose value is at most the
///    deal's; equal, it settles at once the moves that keep every hand's lengths;
/// 2. the 70C variant is raced the same way, the pooled side stopping once the deal's
///    value is known (the helper joins when it is done with the line's pooled position;
///    in the benchmark, each search alone is the longer one at some positions: pooled,
///    nine times the deal's before the opening lead of game 24);
/// 3. both threads take in turn the finesse-credited (stopping at the line's value, see
///    `finesse_value`) and no-prior-knowledge variants;
/// 4. both test the moved cards (70E), a pooled test in the first two tricks shared by
///    both part by part (see `location::Together`); the helper, when done, takes parts of
///    this thread's 70C tests on the deal if they are still running (see `split`).
///
/// # Errors
/// The stop's value when it stopped the search.
pub fn gather<S>(
    at: &At,
    play: &Play,
    claim: &Claim,
    line: &[Item],
    claimed: u8,
    stop: &S,
) -> Result<Evidence, S::Cancel>
where
    S: Stop + Sync,
    S::Cancel: Send,
{
    stop.poll()?;
    let mut ev = Evidence::default();
    let me = at.side();
    let declaring = side(at.declarer) == me;
    // Double dummy first: it bounds every judged value (see `Search::solve_at_most`).
    // When the claimer disputes as declarer, the helper begins its pooled race meanwhile
    // and the races' bounds are lowered once it is known (see `Race::cap`).
    let dd_later = declaring && !claim.agreed;
    if !dd_later {
        dd_into(&mut ev, play, claim);
    }
    let remaining = at.state.tricks_left();
    let dd = ev.dd_tricks.unwrap_or(remaining);
    let dd_other = remaining.saturating_sub(ev.dd_tricks.unwrap_or(0));
    if claim.agreed {
        if claim.review_requested {
            let plain = Variant::default();
            ev.normal_min_claimer = Some(at.value_at_most_until(me, &[], plain, dd, stop)?.value);
            ev.normal_min_opponents = Some(
                at.value_at_most_until(1 - me, &[], plain, dd_other, stop)?
                    .value,
            );
        }
        return Ok(ev);
    }
    let c70_wanted = at.trump_outstanding() && !claim.mentions_trumps();
    let policy = at.policy(me, line, Variant::default());
    // The location test (70E), made when the claimer declares.
    let test = declaring.then(|| Test::new(&at.state, me, at.trump, Pooling::EVIDENCE));
    let test = test.as_ref();
    // The line's value, and a search holding the line's table (the helper's moves meet
    // many of the line's positions: a copy saves it finding them again).
    let (value_tx, value_rx) = std::sync::mpsc::channel::<(u8, Search<'_, S>)>();
    // When the claimer declares, the helper races the main thread to the line's value on
    // the pooled position (see `race`); the main thread then takes the variants, and
    // helps with the helper's pooled proof until its verdict on the pooled position,
    // before it tests moves (the channel closes once it is given). When a defender
    // claims, the helper takes 70C.
    let race = Race::new(dd, true, !dd_later);
    let (race, policy_ref) = (&race, &policy);
    // The 70C variant raced the same way, once the line's value is known.
    let unaware = Variant::UNAWARE;
    let c70_race = Race::new(dd, false, !dd_later);
    let c70_policy = at.policy(me, line, unaware);
    let (c70_race, c70_policy) = (&c70_race, &c70_policy);
    let tasks = Tasks {
        at,
        line,
        at_most: AtomicU8::new(dd),
        no_prior: at.opponents_showed_out(),
        next: AtomicUsize::new(0),
    };
    let tasks = &tasks;
    let (kept_tx, kept_rx) = std::sync::mpsc::channel::<()>();
    // The 70C variant's tests on the deal, offered part by part to the helper once it has
    // done its own work (see `split`), until the main thread has the variant's value.
    let board = Board::default();
    let c70_over = AtomicBool::new(false);
    let (board, c70_over) = (&board, &c70_over);
    // How both threads test the moved cards: each one's pooled tests offered to the other.
    let together = Together {
        board,
        policy: policy_ref,
        stop,
        shared_bits,
    };
    // The race's position with the trumps left out of the pool, when the other side's
    // two hands hold trumps (see `Race::pooled`).
    let side_pooled = at.trump.and_then(|t| {
        let theirs = |seat: u8| at.state.hands[seat as usize][t as usize] != 0;
        (theirs(1 - me) && theirs(3 - me)).then(|| at.state.pooled(me, ALL_SUITS & !(1 << t)))
    });
    let side_pooled = side_pooled.as_ref();
    std::thread::scope(|scope| {
        let helper = scope.spawn(move || -> Result<(Variants, Falls), S::Cancel> {
            let (mut pooled, mut c70) = (None, None);
            if declaring {
                let st = at.state.pooled(me, ALL_SUITS);
                pooled = Some(race.pooled(policy_ref, &st, side_pooled, stop, Some(board))?);
            } else if c70_wanted {
                c70 = Some(c70_value(at, line, dd, stop)?);
            }
            let (mut falls, mut variants) = (Vec::new(), Variants::default());
            // No value: this thread stopped before the line's end, nothing to test.
            if let (Ok((value, mut search)), Some(test)) = (value_rx.recv(), test) {
                if let Some(pooled) = pooled {
                    test.kept_pooled(pooled, value);
                }
                drop(kept_tx);
                // Where the line falls pooled, the 70C variant mostly does too: the deal's
                // search alone finds its value.
                let fell = pooled.is_some_and(|p| p.value.is_none_or(|p| p < value));
                if c70_wanted && !fell {
                    let st = at.start(me, unaware).pooled(me, ALL_SUITS);
                    c70_race.pooled(c70_policy, &st, None, stop, None)?;
                }
                variants = tasks.run(&mut search, value, stop)?;
                falls = test.work(&mut search, value, true, Some(together))?;
                if c70_wanted {
                    board.help(stop, || !c70_over.load(Ordering::Acquire))?;
                }
            }
            variants.c70 = variants.c70.or(c70);
            Ok((variants, falls))
        });
        // One table for the line's policy: the positions met after a card is moved (70E)
        // or a show-out forgotten are mostly the line's own; the table keys on the voids.
        let mut search = Search::new(&policy, stop);
        let mine = (|| {
            if dd_later {
                dd_into(&mut ev, play, claim);
                let dd = ev.dd_tricks.unwrap_or(remaining);
                race.double_dummy(dd);
                c70_race.double_dummy(dd);
                tasks.at_most.store(dd, Ordering::Release);
            }
            let solved = if declaring {
                let value;
                (value, search) = race.deal(&policy, &at.state, stop, None)?;
                search.solve_between(&at.state, value, value)?
            } else {
                search.solve_at_most(&at.state, dd)?
            };
            let _ = value_tx.send((solved.value, search.fork()));
            let mut variants = Variants::default();
            if declaring {
                if c70_wanted {
                    let st = at.start(me, unaware);
                    let raced = c70_race.deal(c70_policy, &st, stop, Some(board));
                    c70_over.store(true, Ordering::Release);
                    let (value, mut c70) = raced?;
                    variants.c70 = Some(c70.solve_between(&st, value, value)?);
                }
                variants = variants.or(tasks.run(&mut search, solved.value, stop)?);
            }
            let falls = match test {
                Some(test) => {
                    // Meanwhile, help with the helper's pooled proof; the channel is
                    // closed once it gave its verdict (or stopped).
                    board.help(stop, || {
                        matches!(
                            kept_rx.try_recv(),
                            Err(std::sync::mpsc::TryRecvError::Empty)
                        )
                    })?;
                    let _ = kept_rx.recv();
                    test.work(&mut search, solved.value, false, Some(together))?
                }
                None => Vec::new(),
            };
            Ok((solved, variants, falls))
        })();
        c70_over.store(true, Ordering::Release);
        drop(value_tx);
        let helped = helper
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        let (solved, variants, mut falls) = mine?;
        let (helped, helped_falls) = helped?;
        let variants = variants.or(helped);
        ev.line_tricks = Some(solved.value);
        ev.line_play = solved.line;
        if let Some(c70) = variants.c70 {
            ev.c70_applies = c70.value < claimed.min(solved.value) && claim.trump_unaware_likely;
            ev.c70_tricks = Some(c70.value);
            ev.c70_play = c70.line;
        }
        ev.finesse_tricks = variants.finesse;
        ev.no_prior_knowledge_tricks = variants.no_prior;
        falls.extend(helped_falls);
        ev.location_cards = test.map_or_else(Vec::new, |t| {
            location_list(&t.found(&falls, at.state.voids))
        });
        Ok(ev)
    })
}

/// The 70C variant: the line unaware of the outstanding trumps.
///
/// # Errors
/// The stop's value when it stopped the search.
fn c70_value<S: Stop>(at: &At, line: &[Item], at_most: u8, stop: &S) -> Result<Solved, S::Cancel> {
    at.value_at_most_until(at.side(), line, Variant::UNAWARE, at_most, stop)
}

/// Double dummy into the evidence, or a note saying why not.
fn dd_into(ev: &mut Evidence, play: &Play, claim: &Claim) {
    match dd_tricks(play, claim.after_card, claim.by) {
        Ok(t) => ev.dd_tricks = Some(t),
        Err(e) => ev
            .notes
            .push(Msg::new("note-claim-no-double-dummy").arg("reason", e.to_string())),
    }
}

/// The location test's verdicts: move index, whether the line falls.
type Falls = Vec<(usize, bool)>;

/// The location cards as the evidence gives them.
fn location_list(found: &[Found]) -> Vec<LocationCard> {
    found
        .iter()
        .map(|f| LocationCard {
            card: card_token(Card {
                suit: Suit::ASC[f.suit as usize % 4],
                rank: Rank::try_new(f.rank).unwrap_or(Rank::A),
            }),
            holder: Seat::ALL[f.holder as usize % 4].letter().to_string(),
            other_showed_out: f.other_showed_out,
        })
        .collect()
}
