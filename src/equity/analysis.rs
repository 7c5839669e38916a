//! Declarer's double-dummy total after every card of a play, at the solver's own speed:
//! DDS's play analysis (`AnalysePlayBin`, which keeps its search between positions) over
//! each legal stretch of the play, and a separate solve only for the positions inside a
//! revoke trick, where a revoke lies on the table and DDS takes no trace.

use super::{SolveError, board_at, revoke_on_table, tricks_left, value_at};
use crate::notation::Side;
use crate::play::Play;
use arrayvec::ArrayVec;
use dds_bridge::{PlayTrace, analyse_play};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// The values of positions `start ..= end` (cards `start..end` traced from the position
/// after `start` cards), declarer's totals.
fn stretch(play: &Play, start: usize, end: usize) -> Result<Vec<u8>, SolveError> {
    let pos = play.position(start);
    let board = board_at(play, &pos)?;
    let cards: ArrayVec<_, 52> = play.cards()[start..end].iter().copied().collect();
    let trace = PlayTrace { board, cards };
    let analysis = catch_unwind(AssertUnwindSafe(|| analyse_play(&trace)))
        .map_err(|_| SolveError::Solver("play analysis".into()))?;
    // DDS stops at the last trick's start (49 values for 52 cards): the positions after
    // that are solved on their own (one trick at most, no search to speak of). More values
    // than positions, or none, is an answer we cannot read.
    let got = analysis.tricks.len();
    if got == 0 || got > end - start + 1 {
        return Err(SolveError::Solver(
            "play analysis: unexpected answer".into(),
        ));
    }
    // DDS counts for the leader's right-hand opponent from the start of the stretch; the
    // tricks won before it are declarer's already.
    let declaring = play.declaring_side();
    let for_declarer = Side::of(pos.leader.rho()) == declaring;
    let left = tricks_left(&pos);
    let won = pos.won_by(declaring);
    let mut values: Vec<u8> = analysis
        .tricks
        .iter()
        .map(|t| {
            let count = t.get();
            won + if for_declarer {
                count
            } else {
                left.saturating_sub(count)
            }
        })
        .collect();
    for n in start + got..=end {
        values.push(value_at(play, n)?);
    }
    Ok(values)
}

/// Declarer's double-dummy total before any card and after each card of the play
/// (`len + 1` values); `None` where no position could be solved.
#[must_use]
pub fn analyse(play: &Play) -> Vec<Option<u8>> {
    let n = play.len();
    let revokes: Vec<usize> = play.revokes().map(|s| s.index).collect();
    let mut out = vec![None; n + 1];
    let mut i = 0;
    while i <= n {
        let pos = play.position(i);
        if pos.next.is_none() || revoke_on_table(&pos) {
            out[i] = value_at(play, i).ok();
            i += 1;
            continue;
        }
        // The legal cards from here up to (not including) the next revoke card.
        let end = revokes.iter().copied().find(|&r| r >= i).unwrap_or(n);
        match stretch(play, i, end) {
            Ok(values) => {
                for (k, v) in values.into_iter().enumerate() {
                    out[i + k] = Some(v);
                }
            }
            Err(_) => {
                for (k, slot) in out[i..=end].iter_mut().enumerate() {
                    *slot = value_at(play, i + k).ok();
                }
            }
        }
        i = end + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_card;
    use crate::play::testing::deal_strategy;
    use contract_bridge::{FullDeal, Seat, Strain};
    use proptest::prelude::*;

    /// Every position solved on its own, the reference the play analysis must equal.
    fn each(play: &Play) -> Vec<Option<u8>> {
        (0..=play.len()).map(|n| value_at(play, n).ok()).collect()
    }

    fn play(deal: &str, declarer: Seat, strain: Strain, cards: &str) -> Play {
        let deal: FullDeal = deal.parse().unwrap();
        Play::new(deal, declarer, strain)
            .with_cards(cards.split_whitespace().map(|t| parse_card(t).unwrap()))
            .unwrap()
    }

    #[test]
    fn the_play_analysis_equals_a_solve_of_every_position_around_a_revoke() {
        // Case 06's play: East ruffs the second trick holding a diamond.
        let p = play(
            "E:J73.QJ863.Q.AJT7 86.9.AJ8642.KQ96 QT4.AKT742.97.54 AK952.5.KT53.832",
            Seat::South,
            Strain::Spades,
            "C4 C2 C7 C9  D2 D7 DK SJ  CA CQ C5 C8  CT CK D9 C3  H9 H2 H5 HJ  CJ C6 H4 DT  \
             DQ DA H7 D3  DJ HT D5 S3  H3 S8 HK S2  S6 ST SA S7  S5 H6 D8 SQ  HA S9 H8 D6  \
             SK HQ D4 S4",
        );
        assert_eq!(analyse(&p), each(&p));
        // A revoke in the middle of a trick (second hand): the positions inside its trick
        // are solved by hand, the rest traced.
        let p = play(
            "E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT",
            Seat::West,
            Strain::Spades,
            "HK H2 SJ H3  CA C2 CQ C3  C6 CK CJ C4",
        );
        let values = analyse(&p);
        assert!(values.iter().all(Option::is_some));
        assert_eq!(values, each(&p));
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]
        /// Random deals and legal play (every strain, every declarer): the trace over the
        /// whole play equals the per-position solves at every card.
        #[test]
        fn the_play_analysis_equals_per_position_solves(
            deal in deal_strategy(),
            declarer in 0usize..4,
            strain in 0usize..5,
            choices in proptest::collection::vec(any::<u8>(), 52),
        ) {
            let declarer = Seat::ALL[declarer];
            let strain = [
                Strain::Clubs,
                Strain::Diamonds,
                Strain::Hearts,
                Strain::Spades,
                Strain::Notrump,
            ][strain];
            let mut p = Play::new(deal, declarer, strain);
            for c in &choices {
                let Some(seat) = p.next_seat() else { break };
                let legal: Vec<_> = p.position(p.len()).playable_cards(seat).iter().collect();
                p.push(legal[usize::from(*c) % legal.len()]).unwrap();
            }
            // DDS's trace itself answers (no fall-back to solving each position), and the
            // values equal the per-position solves.
            let traced = stretch(&p, 0, p.len());
            prop_assert!(traced.is_ok(), "the play analysis failed: {:?}", traced);
            prop_assert_eq!(analyse(&p), each(&p));
        }
    }
}
