//! Where card changes meet the revoke engine (`call-card-law-model.md`, "Meeting the revoke
//! engine"): a change that establishes a revoke (63A1, 63A2), the record's `stands` check,
//! and the penalty cards of 62B1 corrections in the one list of P6.

use super::cards::{Correction, rule_cards};
use super::model::{CardPath, Establishes};
use crate::case::{Attention, Case};
use crate::i18n::Msg;
use crate::laws::{Law, Ruling};
use crate::notation::{Side, card_token, parse_card, parse_seat};

/// A card change that may establish a revoke of its side on an earlier trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Establishing {
    /// The side of the card's holder.
    pub side: Side,
    /// The trick (1-based) the card was played, led or designated to.
    pub trick: usize,
    /// Cards played when it happened.
    pub after_card: usize,
    /// `63A1` for a play, `63A2` for a designation.
    pub code: Law,
}

/// Every card change of `case` that establishes (P7), in input order; changes past the
/// cards recorded (void after a correction) are left out.
#[must_use]
pub fn establishing(case: &Case) -> Vec<Establishing> {
    if case.changes.cards.is_empty() {
        return Vec::new();
    }
    let len = case.play.len();
    rule_cards(case, &[])
        .into_iter()
        .filter(|r| r.after_card <= len)
        .filter_map(|r| {
            let code = match r.establishes {
                Establishes::None => return None,
                Establishes::Play => Law::L63A1,
                Establishes::Designation => Law::L63A2,
            };
            let side = if r.side == "NS" { Side::NS } else { Side::EW };
            Some(Establishing {
                side,
                trick: r.trick,
                after_card: r.after_card,
                code,
            })
        })
        .collect()
}

/// The penalty cards of the 62B1 corrections of a ruling: each counts for the card
/// changes made from the correction on (D20).
#[must_use]
pub fn corrections(case: &Case, ruling: &Ruling) -> Vec<Correction> {
    let from = match case.attention {
        Some(Attention::DuringPlay { after_card }) => after_card,
        _ => usize::MAX,
    };
    ruling
        .revokes
        .iter()
        .filter(|v| v.corrected)
        .filter_map(|v| {
            let card = parse_card(v.penalty_card.as_deref()?).ok()?;
            let seat = parse_seat(&v.seat).ok()?;
            Some(Correction { seat, card, from })
        })
        .collect()
}

/// What does not fit in the card changes, each with its case-file field path: an
/// `attempt` that 45C4b needs and lacks, and the record as the legal play (where it holds
/// the holder's card for the incident's trick, that card must be the one that stands:
/// the message names the card's index, the card recorded and the card the law requires).
#[must_use]
pub fn fact_errors(case: &Case) -> Vec<(String, Msg)> {
    let play = &case.play;
    let mut out = Vec::new();
    for (i, r) in rule_cards(case, &[]).iter().enumerate() {
        let attempt = case.changes.cards.get(i).and_then(|c| c.attempt);
        if r.path == CardPath::L45C4b && r.allowed == Some(true) && attempt.is_none() {
            out.push((
                format!("card_change.{i}.attempt"),
                Msg::new("changes-error-attempt-needed"),
            ));
            continue;
        }
        let Some(stands) = &r.stands else { continue };
        if r.path == CardPath::OutOfScope {
            continue;
        }
        let Ok(seat) = parse_seat(&r.seat) else {
            continue;
        };
        let Some(trick) = r.trick.checked_sub(1).and_then(|t| play.tricks().get(t)) else {
            continue;
        };
        let Some(k) = trick.cards.iter().position(|&(s, _)| s == seat) else {
            continue;
        };
        let recorded = card_token(trick.cards[k].1);
        if &recorded != stands {
            out.push((
                format!("card_change.{i}.card"),
                Msg::new("changes-error-stands")
                    .arg("index", trick.first_card + k + 1)
                    .arg("recorded", recorded)
                    .arg("stands", stands.clone()),
            ));
        }
    }
    out
}

/// The penalty cards from card changes still on the table after the first `n` cards of the
/// record (each holder's list as his latest incident by then left it, less the cards
/// played since): what the table view shows face up.
#[must_use]
pub fn penalty_cards_at(
    case: &Case,
    n: usize,
) -> Vec<(
    contract_bridge::Seat,
    contract_bridge::Card,
    super::PenaltyKind,
)> {
    let mut by_seat: [Vec<super::PenaltyCard>; 4] = Default::default();
    for r in rule_cards(case, &[]) {
        if r.after_card > n {
            continue;
        }
        if let Ok(seat) = parse_seat(&r.seat) {
            by_seat[seat as usize].clone_from(&r.penalty_cards);
        }
    }
    let played = &case.play.cards()[..n.min(case.play.len())];
    let mut out = Vec::new();
    for seat in contract_bridge::Seat::ALL {
        for p in &by_seat[seat as usize] {
            if let Ok(card) = parse_card(&p.card)
                && !played.contains(&card)
            {
                out.push((seat, card, p.kind));
            }
        }
    }
    out
}

/// The later cards by which a holder did not play a major penalty card from a card change
/// when he legally could have (Law 50D1), each offered to the director as a revoke to mark
/// (`[[marked_revoke]] kind = "penalty_card"`): only marked revokes enter the ruling. A card
/// already marked is not offered again; each penalty card is offered once, at the first
/// such card.
#[must_use]
pub fn offers(case: &Case) -> Vec<Msg> {
    let play = &case.play;
    let steps = play.steps();
    let mut out = Vec::new();
    let mut offered: Vec<usize> = Vec::new();
    for r in rule_cards(case, &[]) {
        let Ok(seat) = parse_seat(&r.seat) else {
            continue;
        };
        for p in r
            .penalty_cards
            .iter()
            .filter(|p| p.kind == super::PenaltyKind::Major)
        {
            let Ok(card) = parse_card(&p.card) else {
                continue;
            };
            // His cards after the incident, until the penalty card is played.
            for step in steps.iter().skip(r.after_card).filter(|s| s.seat == seat) {
                if step.card == card {
                    break;
                }
                // The card that stood at the incident is his play to that trick.
                let stood = r.stands.as_deref() == Some(card_token(step.card).as_str())
                    && step.trick + 1 == r.trick;
                if stood {
                    continue;
                }
                let legal = play.position(step.index).legal_cards(seat).contains(card);
                if !legal {
                    continue;
                }
                let marked = case.marked_revokes.iter().any(|m| m.card == step.index + 1);
                if !marked && !offered.contains(&step.index) {
                    offered.push(step.index);
                    out.push(
                        Msg::new("note-penalty-card-offer")
                            .arg("card", step.index + 1)
                            .arg("seat", Msg::new(crate::i18n::words::seat_key(seat)))
                            .arg("played", super::tell::card_msg(step.card))
                            .arg("penalty", super::tell::card_msg(card)),
                    );
                }
                break;
            }
        }
    }
    out
}
