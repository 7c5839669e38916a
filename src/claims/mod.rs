//! Claims and concessions (Laws 68–71), as `claim-law-model.md` models them: the
//! clarification statement ([`Item`]s), the normal-play policy and its search
//! ([`policy`], [`solve`]), the evidence ([`evidence`]) and the proposal with its law codes
//! ([`proposal`]).
//!
//! Knows the case, the play and the double-dummy solver; not the revoke laws, which take
//! [`ClaimJudgement::final_tricks`] where the claim's tricks count.

pub mod evidence;
mod location;
pub mod policy;
pub mod position;
pub mod proposal;
mod race;
mod shared;
pub mod solve;
mod split;
pub mod stop;
mod table;
mod variants;
pub mod why;

pub use evidence::{At, LocationCard};
pub use policy::{Item, Policy, Revision, Why};
pub use position::State;
pub use proposal::ClaimLaw;
pub use solve::{Solved, solve};
pub use stop::{Cancelled, Never, Stop};
pub use why::LostTrick;

use crate::case::{Case, Claim, ClaimKind};
use crate::i18n::Msg;
use crate::notation::{Side, card_token, parse_card};
use crate::play::Play;
use contract_bridge::{Card, Seat};

/// Why the claim's line cannot be followed: bad input, placed at `claim.0.line.<index>`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// Neither a card, `draw_trumps` nor `finesse:<card>`.
    #[error("line item {index}: `{token}` is not a card, draw_trumps or finesse:<card>")]
    Unknown {
        /// Its place in the line (0-based).
        index: usize,
        /// The token.
        token: String,
    },
    /// A card the claimer's side does not hold at the claim.
    #[error("line item {index}: the claimer's side does not hold {card}")]
    NotHeld {
        /// Its place in the line.
        index: usize,
        /// The card, as a token.
        card: String,
    },
    /// `draw_trumps` in a notrump contract.
    #[error("line item {index}: draw_trumps in notrump")]
    Notrump {
        /// Its place in the line.
        index: usize,
    },
}

impl LineError {
    /// The field path of the bad item.
    #[must_use]
    pub fn field(&self) -> String {
        let (Self::Unknown { index, .. } | Self::NotHeld { index, .. } | Self::Notrump { index }) =
            self;
        format!("claim.0.line.{index}")
    }

    /// The message, in the director's words.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Unknown { token, .. } => {
                Msg::new("claim-error-line-unknown").arg("token", token.clone())
            }
            Self::NotHeld { card, .. } => {
                Msg::new("claim-error-line-not-held").arg("card", card.clone())
            }
            Self::Notrump { .. } => Msg::new("claim-error-line-notrump"),
        }
    }
}

/// The line's items, read from its tokens and checked against the claim's position.
///
/// # Errors
/// The first token that is unknown, names a card the claimer's side does not hold, or
/// asks to draw trumps in notrump.
pub fn read_line(claim: &Claim, play: &Play) -> Result<Vec<Item>, LineError> {
    let pos = play.position(claim.after_card);
    let side = [claim.by, claim.by.partner()];
    let held = |card: Card| {
        side.iter()
            .any(|&s| pos.remaining[s as usize].contains(card))
    };
    let mut out = Vec::with_capacity(claim.line.len());
    for (index, token) in claim.line.iter().enumerate() {
        let t = token.trim();
        let (card_text, finesse) = match t.strip_prefix("finesse:") {
            Some(rest) => (rest, true),
            None if t == "draw_trumps" => {
                if play.strain().suit().is_none() {
                    return Err(LineError::Notrump { index });
                }
                out.push(Item::DrawTrumps);
                continue;
            }
            None => (t, false),
        };
        let card = parse_card(card_text).map_err(|_| LineError::Unknown {
            index,
            token: token.clone(),
        })?;
        if !held(card) {
            return Err(LineError::NotHeld {
                index,
                card: card_token(card),
            });
        }
        let c = (card.suit as u8, card.rank.get());
        out.push(if finesse {
            Item::Finesse(c)
        } else {
            Item::Lead(c)
        });
    }
    Ok(out)
}

/// One item of a claim's statement in the director's words (`lead ♠3`, `finesse with ♠Q`,
/// `draw trumps`); a token that is none of these is shown as written.
#[must_use]
pub fn statement_item(token: &str) -> Msg {
    let token = token.trim();
    if token == "draw_trumps" {
        return Msg::new("report-claim-item-draw");
    }
    if let Some(card) = token
        .strip_prefix("finesse:")
        .and_then(|c| parse_card(c).ok())
    {
        return Msg::new("report-claim-item-finesse")
            .arg("card", crate::notation::card_symbol(card));
    }
    match parse_card(token) {
        Ok(card) => {
            Msg::new("report-claim-item-lead").arg("card", crate::notation::card_symbol(card))
        }
        Err(_) => Msg::new("report-claim-item-other").arg("token", token),
    }
}

/// Tricks remaining at the claim (the trick in progress included) and those the
/// claimer's side won in completed tricks.
#[must_use]
pub fn remaining_and_won(claim: &Claim, play: &Play) -> (u8, u8) {
    let pos = play.position(claim.after_card);
    let remaining = u8::try_from(13usize.saturating_sub(pos.tricks_done)).unwrap_or(0);
    (remaining, pos.won_by(Side::of(claim.by)))
}

/// `stated_total` as tricks of the remaining ones: `stated_total − won`, within
/// `0..=remaining`.
#[must_use]
pub fn from_stated_total(stated: u8, remaining: u8, won: u8) -> u8 {
    stated.saturating_sub(won).min(remaining)
}

/// The tricks claimed (68A) or kept (68B1) of the remaining ones: `tricks`, else from
/// `stated_total`.
#[must_use]
pub fn claimed_tricks(claim: &Claim, play: &Play) -> u8 {
    let (remaining, won) = remaining_and_won(claim, play);
    match (claim.tricks, claim.stated_total) {
        (Some(t), _) => t.min(remaining),
        (None, Some(st)) => from_stated_total(st, remaining, won),
        (None, None) => 0,
    }
}

/// The claim ruled on: the facts, the evidence, the proposal and the laws.
#[allow(clippy::struct_excessive_bools)] // the facts of the ruling JSON
#[derive(Debug, Clone, PartialEq)]
pub struct ClaimJudgement {
    /// Cards played at the claim.
    pub after_card: usize,
    /// The trick in which it was made (1-based).
    pub trick: usize,
    /// The claimer.
    pub by: Seat,
    /// His side.
    pub side: Side,
    /// Claim or concession.
    pub kind: ClaimKind,
    /// Agreed.
    pub agreed: bool,
    /// Tricks remaining.
    pub remaining: u8,
    /// Tricks claimed of the remaining ones.
    pub claimed: u8,
    /// Double dummy, for the claimer's side (`None` when the solver could not take the
    /// position).
    pub dd_tricks: Option<u8>,
    /// The judged value of the claimer's line (disputed claims).
    pub line_tricks: Option<u8>,
    /// An opponent holds a trump at the claim.
    pub trump_outstanding: bool,
    /// The statement mentioned the trump(s) (70C1 fails).
    pub trump_mentioned: bool,
    /// The value unaware of the outstanding trump (70C).
    pub c70_tricks: Option<u8>,
    /// 70C1–70C3 hold.
    pub c70_applies: bool,
    /// The value with finesses credited (70E).
    pub finesse_tricks: Option<u8>,
    /// The value without the show-outs seen before the claim (70E1 exception).
    pub no_prior_knowledge_tricks: Option<u8>,
    /// The cards the line depends on the place of.
    pub location_cards: Vec<LocationCard>,
    /// The claimer's side's normal minimum (69B, 71).
    pub normal_min_claimer: Option<u8>,
    /// The opponents' normal minimum (69B2).
    pub normal_min_opponents: Option<u8>,
    /// The workbench's figure.
    pub proposed: u8,
    /// The director's award.
    pub awarded: Option<u8>,
    /// The tricks the claimer's side gets of the remaining ones.
    pub final_tricks: u8,
    /// The laws applied.
    pub laws: Vec<ClaimLaw>,
    /// The claimer's line as the policy plays it (disputed claims).
    pub line_play: Vec<(Seat, Card)>,
    /// The play unaware of the trump, when 70C applies.
    pub c70_play: Vec<(Seat, Card)>,
    /// The cards of the line that cost tricks against double dummy, each with the rule
    /// that allowed it (disputed claims whose line falls short of double dummy).
    pub lost: Vec<LostTrick>,
    /// Readings taken and other notes for the reader.
    pub notes: Vec<Msg>,
}

/// Why a claim cannot be judged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    /// The statement is bad input.
    #[error(transparent)]
    Line(#[from] LineError),
}

/// Rules on the case's claim (`None` without one).
///
/// # Errors
/// A line that cannot be followed (see [`LineError`]).
pub fn judge(case: &Case) -> Result<Option<ClaimJudgement>, ClaimError> {
    stop::unstoppable(judge_until(case, &Never))
}

/// [`judge`], unless `stop` stops the search first: then the stop's value, and no figure.
///
/// # Errors
/// The stop's value when it stopped the search (the outer error); else as [`judge`].
pub fn judge_until<S>(
    case: &Case,
    stop: &S,
) -> Result<Result<Option<ClaimJudgement>, ClaimError>, S::Cancel>
where
    S: Stop + Sync,
    S::Cancel: Send,
{
    let Some(claim) = &case.claim else {
        return Ok(Ok(None));
    };
    let play = &case.play;
    let line = match read_line(claim, play) {
        Ok(line) => line,
        Err(e) => return Ok(Err(e.into())),
    };
    let at = At::new(play, claim.after_card, claim.by);
    let (remaining, won) = remaining_and_won(claim, play);
    let claimed = claimed_tricks(claim, play);
    let evidence = evidence::gather(&at, play, claim, &line, claimed, stop)?;
    let level = case.board.contract.bid.level.get();
    let facts = proposal::Facts {
        claim,
        declaring: Side::of(claim.by) == play.declaring_side(),
        level,
        remaining,
        won,
        claimed,
    };
    let (proposed, laws) = proposal::propose(&facts, &evidence);
    let awarded = if claim.agreed { None } else { claim.awarded };
    let final_tricks = awarded.unwrap_or(proposed).min(remaining);
    let lost = match (evidence.line_tricks, evidence.dd_tricks) {
        (Some(line_tricks), Some(dd)) if line_tricks < dd => why::lost_tricks(
            play,
            claim.after_card,
            &at,
            &at.policy(at.side(), &line, evidence::Variant::default()),
            &evidence.line_play,
        ),
        _ => Vec::new(),
    };
    let mut notes = evidence.notes.clone();
    if claim.agreed && claim.awarded.is_some() {
        notes.push(Msg::new("note-claim-awarded-agreed"));
    }
    if line.iter().any(|i| matches!(i, Item::Finesse(_))) {
        notes.push(Msg::new("note-claim-finesse-standing"));
    }
    Ok(Ok(Some(ClaimJudgement {
        after_card: claim.after_card,
        trick: at.trick,
        by: claim.by,
        side: Side::of(claim.by),
        kind: claim.kind,
        agreed: claim.agreed,
        remaining,
        claimed,
        dd_tricks: evidence.dd_tricks,
        line_tricks: evidence.line_tricks,
        trump_outstanding: at.trump_outstanding(),
        trump_mentioned: claim.mentions_trumps(),
        c70_tricks: evidence.c70_tricks,
        c70_applies: evidence.c70_applies,
        finesse_tricks: evidence.finesse_tricks,
        no_prior_knowledge_tricks: evidence.no_prior_knowledge_tricks,
        location_cards: evidence.location_cards.clone(),
        normal_min_claimer: evidence.normal_min_claimer,
        normal_min_opponents: evidence.normal_min_opponents,
        proposed,
        awarded,
        final_tricks,
        laws,
        line_play: at.cards(&evidence.line_play),
        c70_play: at.cards(&evidence.c70_play),
        lost,
        notes,
    })))
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_bounds;
#[cfg(test)]
mod tests_laws;
#[cfg(test)]
mod tests_plays;
#[cfg(test)]
mod tests_pool;
#[cfg(test)]
mod tests_race;
#[cfg(test)]
mod tests_revision;
#[cfg(test)]
mod tests_search;
#[cfg(test)]
mod tests_split;
