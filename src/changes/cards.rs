//! Cards: was it played, and what follows a change (P1–P7, Laws 45–52, 57).

use super::model::{CardChangeRuling, CardPath, Establishes, PenaltyCard, PenaltyKind};
use crate::case::Case;
use crate::case::changes::{CardChange, Cause, Exposure, PlayedSince};
use crate::laws::Law;
use crate::notation::{Side, card_token};
use crate::play::{Play, Role};
use contract_bridge::{Card, Seat};

/// A penalty card from a 62B1 correction: its holder, the card, and the number of cards
/// played when it was corrected (it counts for card changes from then on, D20).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Correction {
    /// The holder.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// Cards played at the correction.
    pub from: usize,
}

/// One penalty card in the shared list: holder, card, kind, and when it arose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Penalty {
    seat: Seat,
    card: Card,
    kind: PenaltyKind,
    /// `after_card` of its incident (or of the correction).
    origin: usize,
    /// Input order among incidents (corrections after them).
    order: usize,
    /// Left the list (played as a later incident's `stands`).
    gone: bool,
}

/// The law of P1 for a card so exposed, of a player with this role.
const fn p1_law(exposure: Exposure, role: Role) -> Option<Law> {
    match exposure {
        Exposure::OnTable if matches!(role, Role::Dummy) => Some(Law::L45B),
        Exposure::OnTable => Some(Law::L45A),
        Exposure::NearTable => Some(Law::L45C2a),
        Exposure::HeldAsPlayed => Some(Law::L45C2b),
        Exposure::PartnerCouldSee => Some(Law::L45C1),
        Exposure::Named => Some(Law::L45C4a),
        Exposure::Touched | Exposure::TouchedNotToPlay => Some(Law::L45C3),
        Exposure::DummyUnasked => Some(Law::L45D),
        Exposure::SeenOnly | Exposure::Dropped => None,
    }
}

/// The ruling on one change, before P6 lists the penalty cards.
struct Draft {
    r: CardChangeRuling,
    /// Penalty cards arising: the card, and whether it may be minor (a dropped card).
    new_penalties: Vec<(Card, bool)>,
}

/// Rules on every card change of `case` in input order, the penalty cards of earlier
/// incidents and of `corrections` counted (P6).
#[must_use]
pub fn rule_cards(case: &Case, corrections: &[Correction]) -> Vec<CardChangeRuling> {
    let play = &case.play;
    let mut list: Vec<Penalty> = corrections
        .iter()
        .enumerate()
        .map(|(i, c)| Penalty {
            seat: c.seat,
            card: c.card,
            kind: PenaltyKind::Major,
            origin: c.from,
            order: usize::MAX / 2 + i,
            gone: false,
        })
        .collect();
    let mut out = Vec::with_capacity(case.changes.cards.len());
    for (order, change) in case.changes.cards.iter().enumerate() {
        let Draft {
            mut r,
            new_penalties,
        } = draft(play, change);
        let Some(holder) = play.holder(change.card) else {
            out.push(r);
            continue;
        };
        let n = change.after_card;
        let played_by_then = |card: Card| play.cards()[..n.min(play.len())].contains(&card);
        let stands = r.stands.clone();
        // D21: a penalty card that is this incident's `stands` leaves the list.
        for p in &mut list {
            if p.seat == holder && stands.as_deref() == Some(card_token(p.card).as_str()) {
                p.gone = true;
            }
        }
        let ignore_earlier = change.holder_has_penalty_card == Some(false);
        let earlier: Vec<usize> = (0..list.len())
            .filter(|&i| {
                let p = &list[i];
                p.seat == holder
                    && !p.gone
                    && p.origin <= n
                    && !played_by_then(p.card)
                    && !ignore_earlier
            })
            .collect();
        let defender = play.role(holder) == Role::Defender;
        if defender && !new_penalties.is_empty() {
            let has_another = change
                .holder_has_penalty_card
                .unwrap_or(!earlier.is_empty());
            r.laws.extend([Law::L49, Law::L50B, Law::L50E]);
            let mut any_major = false;
            for &(card, may_be_minor) in &new_penalties {
                let small = card.rank.get() <= 9;
                let kind = if may_be_minor && small && !has_another && new_penalties.len() == 1 {
                    PenaltyKind::Minor
                } else {
                    any_major = true;
                    PenaltyKind::Major
                };
                list.push(Penalty {
                    seat: holder,
                    card,
                    kind,
                    origin: n,
                    order,
                    gone: false,
                });
            }
            if any_major {
                r.laws.extend([Law::L50D1, Law::L50D2]);
            } else {
                r.laws.push(Law::L50C);
            }
            if has_another {
                for &i in &earlier {
                    list[i].kind = PenaltyKind::Major;
                }
                r.laws.push(Law::L51);
            }
            r.ui_side = Some(Side::of(holder).code().to_owned());
        }
        let first_new = list.len() - if defender { new_penalties.len() } else { 0 };
        let mut mine: Vec<&Penalty> = earlier
            .iter()
            .map(|&i| &list[i])
            .chain(list[first_new..].iter())
            .filter(|p| p.seat == holder)
            .collect();
        mine.sort_by_key(|p| (p.origin, p.order));
        r.penalty_cards = mine
            .iter()
            .map(|p| PenaltyCard {
                card: card_token(p.card),
                kind: p.kind,
            })
            .collect();
        out.push(r);
    }
    out
}

/// P1–P5 and P7 for one change.
fn draft(play: &Play, c: &CardChange) -> Draft {
    let n = c.after_card.min(play.len());
    let pos = play.position(n);
    let holder = play.holder(c.card).unwrap_or(play.declarer());
    let role = play.role(holder);
    let side = Side::of(holder);
    let actor = if role == Role::Dummy && c.exposure != Exposure::DummyUnasked {
        play.declarer()
    } else {
        holder
    };
    let here = pos.on_table.iter().any(|&(s, _)| s == holder);
    let token = card_token(c.card);
    let attempt = c.attempt.map(card_token);
    let played = c.exposure.played();
    let mut r = CardChangeRuling {
        after_card: c.after_card,
        card: token.clone(),
        seat: holder.letter().to_string(),
        role: role_code(role).to_owned(),
        actor: actor.letter().to_string(),
        side: side.code().to_owned(),
        trick: pos.tricks_done + 1 + usize::from(here),
        played,
        path: CardPath::Played,
        allowed: None,
        stands: Some(token.clone()),
        returned: Vec::new(),
        penalty_cards: Vec::new(),
        opponent_may_withdraw: false,
        establishes: Establishes::None,
        ui_side: None,
        adjustment_possible: Vec::new(),
        laws: p1_law(c.exposure, role).into_iter().collect(),
    };
    let mut new_penalties = Vec::new();
    let os_other = Some(side.other().code().to_owned());
    let os_own = Some(side.code().to_owned());

    if !played {
        // P5.
        if c.exposure == Exposure::DummyUnasked {
            r.path = CardPath::L45D;
            if c.played_since < PlayedSince::NextTrick {
                r.allowed = Some(true);
                r.returned = vec![token];
                r.stands.clone_from(&attempt);
                r.opponent_may_withdraw = c.played_since >= PlayedSince::OpponentOnly;
                r.laws.push(Law::L16C1);
                if r.opponent_may_withdraw && c.opponent_withdraws {
                    r.laws.push(Law::L16C2);
                }
                r.ui_side = os_own;
            } else {
                r.allowed = Some(false);
            }
        } else {
            r.path = CardPath::NotPlayed;
            r.stands.clone_from(&attempt);
            match role {
                Role::Declarer => r.laws.push(Law::L48A),
                Role::Defender if c.exposure == Exposure::Dropped => {
                    new_penalties.push((c.card, true));
                }
                Role::Defender if c.exposure == Exposure::SeenOnly => r.ui_side = os_own,
                _ => {}
            }
        }
        return Draft { r, new_penalties };
    }

    // P7 for the played paths (47E1 and out_of_scope undo it below).
    r.establishes = if c.exposure == Exposure::Named {
        Establishes::Designation
    } else {
        Establishes::Play
    };
    // P2.
    if c.cause == Cause::ToldWrongTurn {
        r.path = CardPath::L47E1;
        r.allowed = Some(true);
        r.returned = vec![token];
        r.stands = None;
        r.establishes = Establishes::None;
        r.laws.extend([Law::L47E1, Law::L16C1, Law::L16C2]);
        r.ui_side = os_other;
        return Draft { r, new_penalties };
    }
    // P3: out of turn.
    let due = pos.next;
    if due != Some(holder) {
        let lead = pos.on_table.is_empty() || here;
        let out_of_scope = |r: &mut CardChangeRuling| {
            r.path = CardPath::OutOfScope;
            r.stands = None;
            r.allowed = None;
            r.establishes = Establishes::None;
            r.laws
                .truncate(usize::from(p1_law(c.exposure, role).is_some()));
        };
        if role != Role::Defender {
            if lead {
                out_of_scope(&mut r);
            } else {
                r.path = CardPath::L57C3;
                r.allowed = (c.cause != Cause::None).then_some(false);
                r.laws.push(Law::L57C3);
            }
            return Draft { r, new_penalties };
        }
        let declarer_played = |s: Seat| pos.on_table.iter().any(|&(o, _)| o == s);
        let both_hands = declarer_played(play.declarer()) && declarer_played(play.dummy());
        if both_hands {
            r.laws.push(Law::L57C1);
            r.trick = pos.tricks_done + 2;
            in_turn(&mut r, c, role, side, &attempt, &mut new_penalties);
            return Draft { r, new_penalties };
        }
        if pos.on_table.is_empty() {
            out_of_scope(&mut r);
        } else if here {
            if declarer_played(holder.partner()) {
                out_of_scope(&mut r);
            } else {
                premature(&mut r, c.card, &mut new_penalties);
            }
        } else if due == Some(holder.rho()) {
            r.path = CardPath::L57D;
            r.laws.push(Law::L57D);
            if !pos.legal_cards(holder).contains(c.card) {
                r.stands = None;
                new_penalties.push((c.card, false));
            }
        } else {
            premature(&mut r, c.card, &mut new_penalties);
        }
        return Draft { r, new_penalties };
    }
    in_turn(&mut r, c, role, side, &attempt, &mut new_penalties);
    Draft { r, new_penalties }
}

/// 57A: a major penalty card, and no card of his to this trick yet.
fn premature(r: &mut CardChangeRuling, card: Card, new_penalties: &mut Vec<(Card, bool)>) {
    r.path = CardPath::L57A;
    r.stands = None;
    r.laws.push(Law::L57A);
    new_penalties.push((card, false));
}

/// P4: a card played in turn.
fn in_turn(
    r: &mut CardChangeRuling,
    c: &CardChange,
    role: Role,
    side: Side,
    attempt: &Option<String>,
    new_penalties: &mut Vec<(Card, bool)>,
) {
    let token = r.card.clone();
    match c.cause {
        Cause::None | Cause::ToldWrongTurn => r.path = CardPath::Played,
        Cause::Misinformation => {
            r.path = CardPath::L47E2;
            let opening_too_late = c.after_card == 0 && c.dummy_faced;
            if c.played_since == PlayedSince::None && !opening_too_late {
                r.allowed = Some(true);
                r.returned = vec![token];
                r.stands.clone_from(attempt);
                r.laws.extend([Law::L47E2a, Law::L16C1, Law::L16C2]);
                r.ui_side = Some(side.other().code().to_owned());
            } else {
                r.allowed = Some(false);
                r.adjustment_possible = vec![Law::L47E2b];
                r.laws.push(Law::L47E2b);
            }
        }
        _ if role == Role::Dummy && c.exposure == Exposure::Named => {
            r.path = CardPath::L45C4b;
            if c.cause == Cause::Slip && c.played_since <= PlayedSince::OpponentOnly {
                r.allowed = Some(true);
                r.stands.clone_from(attempt);
                r.returned = vec![token];
                r.laws.extend([Law::L45C4b, Law::L47C]);
                if c.played_since == PlayedSince::OpponentOnly {
                    r.opponent_may_withdraw = true;
                    r.laws.extend([Law::L47D, Law::L16C1]);
                    if c.opponent_withdraws {
                        r.laws.push(Law::L16C2);
                    }
                }
                r.ui_side = Some(side.code().to_owned());
            } else {
                r.allowed = Some(false);
                r.laws.extend([Law::L45C4b, Law::L47F2]);
            }
        }
        _ => {
            r.path = CardPath::L47F2;
            r.allowed = Some(false);
            r.laws.push(Law::L47F2);
            if let Some(a) = c.attempt {
                if role == Role::Defender {
                    // A8: exposed through deliberate play, named or shown: major.
                    new_penalties.push((a, false));
                } else {
                    r.laws.push(Law::L48A);
                }
            }
        }
    }
}

/// The role as the ruling JSON writes it.
#[must_use]
pub const fn role_code(role: Role) -> &'static str {
    match role {
        Role::Declarer => "declarer",
        Role::Dummy => "dummy",
        Role::Defender => "defender",
    }
}
