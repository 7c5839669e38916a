//! Double-dummy evidence for Law 64C, from `dds-bridge`.
//!
//! Two questions: what would the offender's legal cards have given, from the position just
//! before the revoke card ([`alternatives`]); and how many tricks could declarer make after
//! every card of the play as it happened ([`analyse`]), so the director sees where the line
//! changed. One solver context is reused per thread.

use crate::notation::Side;
use crate::play::{Play, Position};
use contract_bridge::{Card, Hand, Seat};
use dds_bridge::{Board, CurrentTrick, Objective, Solver, Target};
use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};

mod analysis;
mod trick;

/// Why a position could not be solved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// DDS refuses positions with a revoke among the cards on the table, or hands of
    /// inconsistent sizes.
    #[error("the solver cannot take this position: {0}")]
    Position(String),
    /// Nobody is on turn (the play is over).
    #[error("no card is left to play")]
    Finished,
    /// The solver failed.
    #[error("the double-dummy solver failed: {0}")]
    Solver(String),
}

/// One legal card with its double-dummy result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardResult {
    /// The card.
    pub card: Card,
    /// Declarer's total tricks had it been played (tricks won before + double dummy).
    pub declarer_tricks: u8,
}

thread_local! {
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// Runs `f` with this thread's solver; a solver panic becomes an error (and a new solver).
fn with_solver<T>(f: impl FnOnce(&mut Solver) -> T) -> Result<T, SolveError> {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let solver = slot.get_or_insert_with(Solver::default);
        match catch_unwind(AssertUnwindSafe(|| f(solver))) {
            Ok(v) => Ok(v),
            Err(panic) => {
                *slot = None;
                let what = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_default();
                Err(SolveError::Solver(what))
            }
        }
    })
}

fn board_at(play: &Play, pos: &Position) -> Result<Board, SolveError> {
    let cards: Vec<Card> = pos.on_table.iter().map(|&(_, c)| c).collect();
    let trick = CurrentTrick::from_slice(play.strain(), pos.leader, &cards)
        .map_err(|e| SolveError::Position(e.to_string()))?;
    Board::try_new(pos.remaining_deal(), trick).map_err(|e| SolveError::Position(e.to_string()))
}

/// Every legal card of the player on turn with the tricks his side takes from here.
/// (`Target::Any` would make DDS skip the search when one card is forced and report -2;
/// `Legal` always scores every card.)
fn solve(play: &Play, pos: &Position) -> Result<dds_bridge::FoundPlays, SolveError> {
    let board = board_at(play, pos)?;
    with_solver(|s| {
        s.solve_board(&Objective {
            board,
            target: Target::Legal,
        })
    })
}

/// Tricks left to play from a position (completed tricks excluded).
fn tricks_left(pos: &Position) -> u8 {
    let cards_left: usize =
        pos.remaining.iter().map(|h| h.len()).sum::<usize>() + pos.on_table.len();
    u8::try_from(cards_left.div_ceil(4)).unwrap_or(13)
}

/// Declarer's total tricks when the side on turn takes `score` of the tricks left.
fn declarer_total(play: &Play, pos: &Position, mover: Seat, score: u8) -> u8 {
    let declaring = play.declaring_side();
    let won = pos.won_by(declaring);
    let left = tricks_left(pos);
    let future = if Side::of(mover) == declaring {
        score
    } else {
        left.saturating_sub(score)
    };
    won + future
}

/// Each card `legal` allows the player on turn after `before` cards, with declarer's total
/// tricks double dummy, best for the player's side first.
///
/// # Errors
/// When the position cannot be solved (see [`SolveError`]).
pub fn alternatives(
    play: &Play,
    before: usize,
    legal: Hand,
) -> Result<Vec<CardResult>, SolveError> {
    let pos = play.position(before);
    let mover = pos.next.ok_or(SolveError::Finished)?;
    let mut out = if revoke_on_table(&pos) {
        trick::by_hand(play, &pos, legal)?
    } else {
        solved_alternatives(play, &pos, mover, legal)?
    };
    let declaring = Side::of(mover) == play.declaring_side();
    out.sort_by(|a, b| {
        let best = if declaring {
            b.declarer_tricks.cmp(&a.declarer_tricks)
        } else {
            a.declarer_tricks.cmp(&b.declarer_tricks)
        };
        best.then(b.card.suit.cmp(&a.card.suit))
            .then(b.card.rank.cmp(&a.card.rank))
    });
    Ok(out)
}

/// Whether a card on the table is a revoke (its player still holds the suit led): the
/// solver refuses such a position, so the trick is finished by hand ([`trick`]).
fn revoke_on_table(pos: &Position) -> bool {
    let Some(&(_, lead)) = pos.on_table.first() else {
        return false;
    };
    pos.on_table.iter().skip(1).any(|&(seat, card)| {
        card.suit != lead.suit && !pos.remaining[seat as usize][lead.suit].is_empty()
    })
}

/// The solver's result for every card of `legal` (equal cards share their group's score).
fn solved_alternatives(
    play: &Play,
    pos: &Position,
    mover: Seat,
    legal: Hand,
) -> Result<Vec<CardResult>, SolveError> {
    let found = solve(play, pos)?;
    let mut out = Vec::new();
    for p in &found.plays {
        let group = std::iter::once(p.card).chain(p.equals.iter().map(|rank| Card {
            suit: p.card.suit,
            rank,
        }));
        for card in group {
            if legal.contains(card) {
                out.push(CardResult {
                    card,
                    declarer_tricks: declarer_total(play, pos, mover, p.score.get()),
                });
            }
        }
    }
    Ok(out)
}

/// Declarer's double-dummy total after the first `n` cards of the play, or why not.
///
/// # Errors
/// When the position cannot be solved.
pub fn value_at(play: &Play, n: usize) -> Result<u8, SolveError> {
    let pos = play.position(n);
    let Some(mover) = pos.next else {
        return Ok(pos.won_by(play.declaring_side()));
    };
    if revoke_on_table(&pos) {
        let results = trick::by_hand(play, &pos, pos.legal_cards(mover))?;
        let values = results.iter().map(|r| r.declarer_tricks);
        let declaring = Side::of(mover) == play.declaring_side();
        let best = if declaring {
            values.max()
        } else {
            values.min()
        };
        return best.ok_or(SolveError::Finished);
    }
    let found = solve_best(play, &pos, mover)?;
    let best = found.plays.iter().map(|p| p.score.get()).max().unwrap_or(0);
    Ok(declarer_total(play, &pos, mover, best))
}

/// The best card of the player on turn with its score, searched for that card alone
/// (cheaper than scoring every card). DDS does not search a forced play (one card, or
/// equivalent cards only) in that mode: those are scored with every legal card. Cards
/// count as one here when no card still held lies between them, never finer than DDS.
fn solve_best(
    play: &Play,
    pos: &Position,
    mover: Seat,
) -> Result<dds_bridge::FoundPlays, SolveError> {
    let legal = pos.legal_cards(mover);
    let held = |suit: contract_bridge::Suit, rank: u8| {
        pos.remaining.iter().any(|h| {
            contract_bridge::Rank::try_new(rank).is_ok_and(|r| h.contains(Card { suit, rank: r }))
        })
    };
    let mut classes = 0;
    for suit in contract_bridge::Suit::ASC {
        let mut previous_mine = false;
        for rank in (2..=14u8).rev() {
            let Ok(r) = contract_bridge::Rank::try_new(rank) else {
                continue;
            };
            let mine = legal.contains(Card { suit, rank: r });
            if mine && !previous_mine {
                classes += 1;
            }
            if mine || held(suit, rank) {
                previous_mine = mine;
            }
        }
    }
    if classes < 2 {
        return solve(play, pos);
    }
    let board = board_at(play, pos)?;
    with_solver(|s| {
        s.solve_board(&Objective {
            board,
            target: Target::Any(None),
        })
    })
}

/// Declarer's double-dummy total before any card and after each card of the play
/// (`len + 1` values): DDS's play analysis over the legal stretches, each position inside
/// a revoke trick solved on its own (the rest of that trick played out by hand). `None`
/// where no position can be solved (the solver failed).
#[must_use]
pub fn analyse(play: &Play) -> Vec<Option<u8>> {
    analysis::analyse(play)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_card;
    use contract_bridge::{FullDeal, Strain};

    fn case06() -> Play {
        let deal: FullDeal =
            "E:J73.QJ863.Q.AJT7 86.9.AJ8642.KQ96 QT4.AKT742.97.54 AK952.5.KT53.832"
                .parse()
                .unwrap();
        let cards = "C4 C2 C7 C9  D2 D7 DK SJ  CA CQ C5 C8  CT CK D9 C3  H9 H2 H5 HJ  CJ C6 H4 DT  DQ DA H7 D3  DJ HT D5 S3  H3 S8 HK S2  S6 ST SA S7  S5 H6 D8 SQ  HA S9 H8 D6  SK HQ D4 S4";
        Play::new(deal, Seat::South, Strain::Spades)
            .with_cards(cards.split_whitespace().map(|t| parse_card(t).unwrap()))
            .unwrap()
    }

    #[test]
    fn east_following_with_the_queen_gives_declarer_ten_tricks() {
        // Case 06: East ruffs the DK (card 8) holding the singleton DQ.
        let play = case06();
        let revoke = play.revokes().next().unwrap();
        assert_eq!(revoke.number(), 8);
        let pos = play.position(revoke.index);
        let legal = pos.legal_cards(revoke.seat);
        let alts = alternatives(&play, revoke.index, legal).unwrap();
        assert_eq!(alts.len(), 1);
        assert_eq!(alts[0].card, parse_card("DQ").unwrap());
        assert_eq!(alts[0].declarer_tricks, 10);
    }

    #[test]
    fn per_card_analysis_has_gaps_only_inside_the_revoke_trick() {
        let play = case06();
        let values = analyse(&play);
        assert_eq!(values.len(), 53);
        assert_eq!(values[52], Some(7), "declarer took 7 tricks at the table");
        // Cards 8 (the revoke, index 7) completes trick 2, so only the positions after
        // a revoke card within its trick are missing: none here, the ruff is the 4th card.
        assert!(values.iter().all(Option::is_some));
        // Every value is a possible trick count.
        assert!(values.iter().flatten().all(|&v| v <= 13));
        // Before the revoke, double dummy declarer had 10.
        assert_eq!(values[7], Some(10));
        // The revoke gave up a trick double dummy... and declarer later erred.
        assert!(values[8].unwrap() < 10);
    }
}
