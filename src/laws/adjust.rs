//! Law 62 (correction) and Law 64A/64B (the automatic trick adjustment), revoke by revoke.

use super::Law;
use super::facts::{Establishment, Revoke, attention_moment, correctable, establishing_event};
use crate::case::{Attention, Case};
use crate::notation::{Side, card_token};
use crate::play::Role;

/// Who won each trick, played or claimed: completed tricks in order, then the tricks a
/// claim or concession gave (they count as won, Law 64A; the claimer's side's first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    /// The side that won each trick, by trick index.
    pub sides: Vec<Side>,
}

impl Tally {
    /// The tally of a case; `claim_tricks`: the tricks the claim's ruling gives the
    /// claimer's side of the remaining ones (else the tricks claimed).
    #[must_use]
    pub fn of(case: &Case, claim_tricks: Option<u8>) -> Self {
        let mut sides: Vec<Side> = case
            .play
            .complete_tricks()
            .filter_map(|t| t.winner.map(Side::of))
            .collect();
        if let Some(claim) = &case.claim {
            let left = 13usize.saturating_sub(sides.len());
            let tricks =
                claim_tricks.unwrap_or_else(|| crate::claims::claimed_tricks(claim, &case.play));
            let claimer = usize::from(tricks).min(left);
            let side = Side::of(claim.by);
            sides.extend(std::iter::repeat_n(side, claimer));
            sides.extend(std::iter::repeat_n(side.other(), left - claimer));
        }
        Self { sides }
    }

    /// Tricks won by `side`.
    #[must_use]
    pub fn won(&self, side: Side) -> u8 {
        u8::try_from(self.sides.iter().filter(|&&s| s == side).count()).unwrap_or(13)
    }

    /// Whether `side` won any trick from `trick` on.
    #[must_use]
    pub fn won_from(&self, side: Side, trick: usize) -> bool {
        self.sides.iter().skip(trick).any(|&s| s == side)
    }
}

/// The ruling on one revoke before equity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Established (Law 63).
    pub established: Option<Establishment>,
    /// Corrected (Law 62).
    pub corrected: bool,
    /// The card that becomes a major penalty card.
    pub penalty_card: Option<String>,
    /// Tricks transferred.
    pub transfer: u8,
    /// Laws applied, in order.
    pub laws: Vec<Law>,
}

/// Establishment, correction and the automatic adjustment for every revoke, in card order.
#[must_use]
pub fn rule_revokes(
    case: &Case,
    revokes: &[Revoke],
    attention: Attention,
    claim_tricks: Option<u8>,
) -> Vec<Outcome> {
    let moment = attention_moment(attention);
    // A revoke played after attention was drawn was not the subject of that call: it is
    // judged after the play (Law 64 applies to the whole record).
    let established: Vec<Option<Establishment>> = revokes
        .iter()
        .map(|r| {
            let limit = if r.index < moment { moment } else { usize::MAX };
            establishing_event(case, r).filter(|e| e.moment <= limit)
        })
        .collect();
    let sides_established = |side: Side| {
        revokes
            .iter()
            .zip(&established)
            .any(|(r, e)| e.is_some() && r.side() == side)
    };
    let both_established = sides_established(Side::NS) && sides_established(Side::EW);

    let tally = Tally::of(case, claim_tricks);
    let mut transferred = vec![false; tally.sides.len()];
    let mut out = Vec::with_capacity(revokes.len());
    for (i, revoke) in revokes.iter().enumerate() {
        let est = established[i];
        let mut laws = vec![Law::L61A];
        if let Some(e) = est {
            laws.push(e.code);
        }
        let defender = case.play.role(revoke.seat) == Role::Defender;
        let penalty = |corrected: bool| (corrected && defender).then(|| card_token(revoke.card));
        let withdrawal = if defender { Law::L62B1 } else { Law::L62B2 };

        // 62C3: both sides revoked on this trick and only one revoke is established.
        let partner_in_62c3 = revokes
            .iter()
            .zip(&established)
            .enumerate()
            .any(|(j, (o, oe))| {
                j != i
                    && o.trick == revoke.trick
                    && o.side() != revoke.side()
                    && oe.is_some() != est.is_some()
            });
        if partner_in_62c3 && correctable(attention) {
            if est.is_none() {
                laws.push(Law::L62A);
            }
            laws.extend([Law::L62C3, withdrawal]);
            if est.is_some() {
                laws.push(Law::L64B8);
            }
            out.push(Outcome {
                established: est,
                corrected: true,
                penalty_card: penalty(true),
                transfer: 0,
                laws,
            });
            continue;
        }
        let Some(_) = est else {
            // Not established: corrected if attention came while it still could be.
            let corrected = correctable(attention);
            if corrected {
                laws.extend([Law::L62A, withdrawal]);
            }
            out.push(Outcome {
                established: None,
                corrected,
                penalty_card: penalty(corrected),
                transfer: 0,
                laws,
            });
            continue;
        };
        // 62D: a revoke on the twelfth trick is corrected, even established, until the
        // hands go back to the board; no automatic adjustment (64B6).
        if revoke.trick == 11 && correctable(attention) {
            laws.extend([Law::L62D1, withdrawal]);
            let partner_after = case.play.tricks()[revoke.trick]
                .cards
                .iter()
                .position(|&(s, _)| s == revoke.seat.partner())
                .is_some_and(|p| p > revoke.position);
            if defender && partner_after {
                laws.push(Law::L62D2);
            }
            laws.push(Law::L64B6);
            out.push(Outcome {
                established: est,
                corrected: true,
                penalty_card: penalty(true),
                transfer: 0,
                laws,
            });
            continue;
        }
        // 64B: every exception that holds.
        let side = revoke.side();
        let mut exceptions = Vec::new();
        if !tally.won_from(side, revoke.trick) {
            exceptions.push(Law::L64B1);
        }
        if revoke.suit.is_some()
            && revokes[..i]
                .iter()
                .zip(&established)
                .any(|(o, oe)| oe.is_some() && o.seat == revoke.seat && o.suit == revoke.suit)
        {
            exceptions.push(Law::L64B2);
        }
        if revoke.seat == case.play.dummy() || revoke.kind == super::RevokeKind::PenaltyCard {
            exceptions.push(Law::L64B3);
        }
        if attention == Attention::AfterNextBoardCall {
            exceptions.push(Law::L64B4);
        }
        if attention == Attention::AfterRound {
            exceptions.push(Law::L64B5);
        }
        if revoke.trick == 11 {
            exceptions.push(Law::L64B6);
        }
        if both_established {
            exceptions.push(Law::L64B7);
        }
        if !exceptions.is_empty() {
            laws.extend(exceptions);
            out.push(Outcome {
                established: est,
                corrected: false,
                penalty_card: None,
                transfer: 0,
                laws,
            });
            continue;
        }
        // 64A: the offender won the revoke trick (a trick won by dummy is not won by
        // declarer), or only his side won it or a later one.
        let offender_won =
            case.play.tricks().get(revoke.trick).and_then(|t| t.winner) == Some(revoke.seat);
        let transfer = if offender_won {
            laws.push(Law::L64A1);
            let own = if transferred.get(revoke.trick) == Some(&false) {
                transferred[revoke.trick] = true;
                1
            } else {
                0
            };
            own + take(&tally, &mut transferred, side, revoke.trick + 1)
        } else {
            laws.push(Law::L64A2);
            take(&tally, &mut transferred, side, revoke.trick)
        };
        out.push(Outcome {
            established: est,
            corrected: false,
            penalty_card: None,
            transfer,
            laws,
        });
    }
    out
}

/// Transfers the first trick from `from` on that `side` won and that was not transferred
/// yet; 1 if there was one.
fn take(tally: &Tally, transferred: &mut [bool], side: Side, from: usize) -> u8 {
    let found = (from..tally.sides.len()).find(|&t| tally.sides[t] == side && !transferred[t]);
    found.map_or(0, |t| {
        transferred[t] = true;
        1
    })
}
