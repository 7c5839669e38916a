//! The proposal and its law codes (`claim-law-model.md`, "The proposal and the law
//! codes"). The codes are this module's own type: the law engine reads them by code.

use super::evidence::Evidence;
use crate::case::{Claim, ClaimKind};

/// A law the claim ruling applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ClaimLaw {
    /// A claim.
    L68A,
    /// A concession.
    L68B1,
    /// Play stops at the claim.
    L68D,
    /// Agreed.
    L69A,
    /// Agreed to lose a trick already won.
    L69B1,
    /// Agreed to lose a trick no normal play could lose.
    L69B2,
    /// Disputed: doubtful points against the claimer.
    L70A,
    /// The trump not mentioned.
    L70C1,
    /// At all likely unaware of it.
    L70C2,
    /// A trick could be lost to it by normal play.
    L70C3,
    /// A less successful normal line exists.
    L70D1,
    /// A defender's claim needing partner's particular play.
    L70D2,
    /// An unstated finesse.
    L70E1,
    /// Conceded a trick already won.
    L71_1,
    /// Declarer conceded defeat of a contract already made.
    L71_2,
    /// A defender conceded the making of a contract already beaten.
    L71_3,
    /// Conceded a trick no normal play could lose.
    L71_4,
}

impl ClaimLaw {
    /// Every claim law, in the order of the Laws.
    pub const ALL: [Self; 17] = [
        Self::L68A,
        Self::L68B1,
        Self::L68D,
        Self::L69A,
        Self::L69B1,
        Self::L69B2,
        Self::L70A,
        Self::L70C1,
        Self::L70C2,
        Self::L70C3,
        Self::L70D1,
        Self::L70D2,
        Self::L70E1,
        Self::L71_1,
        Self::L71_2,
        Self::L71_3,
        Self::L71_4,
    ];

    /// The code as the Laws number it.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::L68A => "68A",
            Self::L68B1 => "68B1",
            Self::L68D => "68D",
            Self::L69A => "69A",
            Self::L69B1 => "69B1",
            Self::L69B2 => "69B2",
            Self::L70A => "70A",
            Self::L70C1 => "70C1",
            Self::L70C2 => "70C2",
            Self::L70C3 => "70C3",
            Self::L70D1 => "70D1",
            Self::L70D2 => "70D2",
            Self::L70E1 => "70E1",
            Self::L71_1 => "71.1",
            Self::L71_2 => "71.2",
            Self::L71_3 => "71.3",
            Self::L71_4 => "71.4",
        }
    }
}

/// The facts the proposal rests on.
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    /// The claim.
    pub claim: &'a Claim,
    /// The claimer's side is declarer's.
    pub declaring: bool,
    /// The contract's level (1–7).
    pub level: u8,
    /// Tricks remaining.
    pub remaining: u8,
    /// Tricks the claimer's side won in completed tricks.
    pub won: u8,
    /// Effective tricks claimed.
    pub claimed: u8,
}

/// The proposal (tricks for the claimer's side of the remaining ones) and the laws.
#[must_use]
pub fn propose(f: &Facts<'_>, ev: &Evidence) -> (u8, Vec<ClaimLaw>) {
    let claim = f.claim;
    let mut laws = vec![
        match claim.kind {
            ClaimKind::Claim => ClaimLaw::L68A,
            ClaimKind::Concession => ClaimLaw::L68B1,
        },
        ClaimLaw::L68D,
    ];
    if let Some(stated) = claim.stated_total {
        let target = f.level + 6;
        if stated < f.won {
            laws.push(ClaimLaw::L71_1);
            if f.declaring && f.won >= target && stated < target {
                laws.push(ClaimLaw::L71_2);
            }
            if !f.declaring && f.won >= 14 - target && 13 - stated.min(13) >= target {
                laws.push(ClaimLaw::L71_3);
            }
        }
        if claim.agreed && stated > f.won + f.remaining {
            laws.push(ClaimLaw::L69B1);
        }
    }
    let claimed = f.claimed;
    if claim.agreed {
        laws.push(ClaimLaw::L69A);
        let mut proposal = claimed;
        if let Some(min) = ev.normal_min_claimer
            && claimed < min
        {
            laws.push(ClaimLaw::L71_4);
            proposal = min;
        }
        if let Some(min) = ev.normal_min_opponents
            && f.remaining.saturating_sub(claimed) < min
        {
            laws.push(ClaimLaw::L69B2);
            proposal = f.remaining.saturating_sub(min);
        }
        return (proposal, laws);
    }
    laws.push(ClaimLaw::L70A);
    let line = ev.line_tricks.unwrap_or(claimed);
    let mut proposal = claimed.min(line);
    if line < claimed {
        laws.push(ClaimLaw::L70D1);
        if !f.declaring {
            laws.push(ClaimLaw::L70D2);
        }
    }
    if ev.c70_applies
        && let Some(c70) = ev.c70_tricks
    {
        laws.extend([ClaimLaw::L70C1, ClaimLaw::L70C2, ClaimLaw::L70C3]);
        proposal = c70;
    }
    let unstated_finesse = ev
        .finesse_tricks
        .is_some_and(|t| claimed.min(t) > claimed.min(line));
    let thanks_to_show_out = ev
        .no_prior_knowledge_tricks
        .is_some_and(|t| claimed.min(t) < claimed.min(line));
    if unstated_finesse || thanks_to_show_out {
        laws.push(ClaimLaw::L70E1);
    }
    (proposal, laws)
}
