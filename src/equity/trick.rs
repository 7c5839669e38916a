//! Positions the solver refuses: a revoke among the cards already on the table (both sides
//! revoking on one trick, Law 62C3). The rest of that trick is played out here, each player
//! choosing the legal card best for his side, and the solver takes every position at the
//! lead to the next trick, where the table is empty again.

use super::{CardResult, SolveError, declarer_total, solve};
use crate::notation::Side;
use crate::play::{Play, Position, trick_winner};
use contract_bridge::{Card, Hand, Seat};

/// Each card of `legal` for the player on turn, with declarer's total tricks when the
/// rest of the trick is played out by hand and the remainder double dummy.
///
/// # Errors
/// When the solver cannot take a position at the next lead.
pub(super) fn by_hand(
    play: &Play,
    pos: &Position,
    legal: Hand,
) -> Result<Vec<CardResult>, SolveError> {
    let mover = pos.next.ok_or(SolveError::Finished)?;
    legal
        .iter()
        .map(|card| {
            Ok(CardResult {
                card,
                declarer_tricks: after(play, pos, mover, card)?,
            })
        })
        .collect()
}

/// Declarer's total once `seat` has played `card` from `pos`.
fn after(play: &Play, pos: &Position, seat: Seat, card: Card) -> Result<u8, SolveError> {
    let mut next = pos.clone();
    next.remaining[seat as usize].remove(card);
    next.at_table[seat as usize].remove(card);
    next.on_table.push((seat, card));
    if next.on_table.len() == 4 {
        let winner = trick_winner(play.strain(), &next.on_table);
        next.won[Side::of(winner) as usize] += 1;
        next.leader = winner;
        next.on_table.clear();
        next.tricks_done += 1;
        next.next = (next.tricks_done < 13).then_some(winner);
        return at_lead(play, &next);
    }
    let to_play = seat.lho();
    next.next = Some(to_play);
    let declaring = Side::of(to_play) == play.declaring_side();
    let mut best: Option<u8> = None;
    for option in next.legal_cards(to_play) {
        let value = after(play, &next, to_play, option)?;
        best = Some(match best {
            None => value,
            Some(b) if declaring => b.max(value),
            Some(b) => b.min(value),
        });
    }
    // A hand with no card left cannot be on turn inside a trick of a consistent deal.
    best.ok_or(SolveError::Finished)
}

/// Declarer's total from a position at the lead (nothing on the table).
fn at_lead(play: &Play, pos: &Position) -> Result<u8, SolveError> {
    let Some(leader) = pos.next else {
        return Ok(pos.won_by(play.declaring_side()));
    };
    let found = solve(play, pos)?;
    let best = found.plays.iter().map(|p| p.score.get()).max().unwrap_or(0);
    Ok(declarer_total(play, pos, leader, best))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_card;
    use contract_bridge::{FullDeal, Strain};

    /// Where the solver can take the position, playing the trick out by hand must give
    /// exactly its figures: the hand search agrees with double dummy card for card.
    #[test]
    fn playing_the_trick_out_by_hand_agrees_with_the_solver() {
        let deal: FullDeal =
            "E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT"
                .parse()
                .unwrap();
        let cards = "HK H2 H4 H3  HQ H5 H8 H6  CQ C3 CA C2  S2 S9 S4 S5";
        let play = Play::new(deal, Seat::West, Strain::Spades)
            .with_cards(cards.split_whitespace().map(|t| parse_card(t).unwrap()))
            .unwrap();
        for before in [1, 2, 3, 5, 9, 13, 14, 15] {
            let pos = play.position(before);
            let mover = pos.next.unwrap();
            let legal = pos.legal_cards(mover);
            let mut by_solver =
                super::super::solved_alternatives(&play, &pos, mover, legal).unwrap();
            let mut by_hand = by_hand(&play, &pos, legal).unwrap();
            let key = |r: &CardResult| (r.card.suit, r.card.rank);
            by_solver.sort_by_key(key);
            by_hand.sort_by_key(key);
            assert_eq!(by_hand, by_solver, "after {before} cards");
        }
    }
}
