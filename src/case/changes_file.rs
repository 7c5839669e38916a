//! Reading `[[call_change]]` and `[[card_change]]` strictly: every field known, every word
//! one of its set (else the nearest one is named), a card held by its holder and unplayed
//! at the incident, an `attempt` another card of the same hand, an exposure that fits the
//! holder's role, `to` where the cause needs it.

use super::CaseError;
use super::changes::{
    CallAction, CallChange, CallToken, CalledSince, CardChange, Cause, Exposure, LhoChoice,
    PlayedSince,
};
use super::read::{Reader, Section, expect, path, show};
use super::suggest::nearest;
use crate::i18n::Msg;
use crate::notation::{card_token, parse_card, parse_seat};
use crate::play::Play;
use contract_bridge::Card;
use toml::de::{DeTable, DeValue};

/// The fields of `[[call_change]]`.
pub(super) const CALL: [&str; 10] = [
    "seat",
    "call",
    "action",
    "apparent_intent",
    "cause",
    "to",
    "called_since",
    "lho_choice",
    "lho_withdraws",
    "comparable",
];
/// The fields of `[[card_change]]`.
pub(super) const CARD: [&str; 9] = [
    "after_card",
    "card",
    "exposure",
    "cause",
    "attempt",
    "played_since",
    "opponent_withdraws",
    "dummy_faced",
    "holder_has_penalty_card",
];
/// The most sections of each kind: one per call of a long auction, one per card.
pub(super) const MAX_CHANGES: usize = 64;

/// The causes a call change may have (`told_wrong_turn` is about cards).
const CALL_CAUSES: [&str; 5] = ["none", "mechanical", "slip", "rethink", "misinformation"];

/// One of `words`, or an error naming the nearest.
fn word<'w>(
    r: &mut Reader<'_>,
    s: &Section<'_, '_>,
    key: &str,
    words: &[&'w str],
) -> Result<Option<&'w str>, CaseError> {
    let Some(value) = r.value(s, key) else {
        return Ok(None);
    };
    let text = value.get_ref().as_str();
    if let Some(found) = text.and_then(|t| words.iter().find(|&&w| w == t)) {
        return Ok(Some(found));
    }
    let near = text.and_then(|t| nearest(t, words));
    Err(r.fail(
        value.span().start,
        Msg::new("changes-error-word")
            .arg("field", format!("{} {key}", s.label))
            .arg("value", show(value.get_ref()))
            .arg(
                "hint",
                near.map_or_else(
                    || crate::i18n::Arg::from(""),
                    |n| Msg::new("case-hint-near").arg("near", n.to_owned()).into(),
                ),
            )
            .arg("choices", words.join(", ")),
    ))
}

/// A call token (`1C`..`7NT`, `P`, `X`, `XX`).
fn call(
    r: &mut Reader<'_>,
    s: &Section<'_, '_>,
    key: &str,
) -> Result<Option<CallToken>, CaseError> {
    let Some(value) = r.value(s, key) else {
        return Ok(None);
    };
    match value.get_ref().as_str().and_then(CallToken::parse) {
        Some(c) => Ok(Some(c)),
        None => Err(r.wrong(s, key, value, expect("changes-expect-call"))),
    }
}

/// A card token, with its place.
fn card(
    r: &mut Reader<'_>,
    s: &Section<'_, '_>,
    key: &str,
) -> Result<Option<(Card, usize)>, CaseError> {
    let Some(value) = r.value(s, key) else {
        return Ok(None);
    };
    match value.get_ref().as_str().and_then(|t| parse_card(t).ok()) {
        Some(c) => Ok(Some((c, value.span().start))),
        None => Err(r.wrong(s, key, value, expect("changes-expect-card"))),
    }
}

/// Reads one `[[call_change]]`.
pub(super) fn read_call(r: &mut Reader<'_>, s: &Section<'_, '_>) -> Result<CallChange, CaseError> {
    r.enter(s);
    r.known(s, &CALL)?;
    let seat = match r.value(s, "seat") {
        None => return Err(r.missing(s, "seat", expect("case-expect-seat"))),
        Some(v) => match v.get_ref().as_str().and_then(|t| parse_seat(t).ok()) {
            Some(seat) => seat,
            None => return Err(r.wrong(s, "seat", v, expect("case-expect-seat"))),
        },
    };
    let made =
        call(r, s, "call")?.ok_or_else(|| r.missing(s, "call", expect("changes-expect-call")))?;
    let mut change = CallChange::new(seat, made);
    if let Some(w) = word(r, s, "action", CallAction::CODES)? {
        change.action = CallAction::from_code(w).unwrap_or(CallAction::Placed);
    }
    change.apparent_intent = r.flag(s, "apparent_intent")?.unwrap_or(true);
    if let Some(w) = word(r, s, "cause", &CALL_CAUSES)? {
        change.cause = Cause::from_code(w).unwrap_or(Cause::None);
    }
    change.to = call(r, s, "to")?;
    if let Some(w) = word(r, s, "called_since", CalledSince::CODES)? {
        change.called_since = CalledSince::from_code(w).unwrap_or(CalledSince::None);
    }
    change.lho_choice = word(r, s, "lho_choice", LhoChoice::CODES)?.and_then(LhoChoice::from_code);
    change.lho_withdraws = r.flag(s, "lho_withdraws")?.unwrap_or(false);
    change.comparable = r.flag(s, "comparable")?.unwrap_or(false);
    let made = matches!(change.action, CallAction::Spoken)
        || (!matches!(change.action, CallAction::Touched) && change.apparent_intent);
    // 25A: a mechanical error or a slip is replaced by the call he meant, which must be said.
    if made && matches!(change.cause, Cause::Mechanical | Cause::Slip) && change.to.is_none() {
        return Err(r.missing(s, "to", expect("changes-expect-to")));
    }
    Ok(change)
}

/// Reads one `[[card_change]]` against the play recorded.
pub(super) fn read_card(
    r: &mut Reader<'_>,
    s: &Section<'_, '_>,
    play: &Play,
) -> Result<CardChange, CaseError> {
    r.enter(s);
    r.known(s, &CARD)?;
    let len = play.len();
    let after_card = match r.value(s, "after_card") {
        None => return Err(r.missing(s, "after_card", expect("case-expect-cards-played"))),
        Some(v) => match super::read::integer(v.get_ref())
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= len)
        {
            Some(n) => n,
            None => {
                return Err(r.wrong(
                    s,
                    "after_card",
                    v,
                    Msg::new("changes-expect-after-card").arg("len", len),
                ));
            }
        },
    };
    let (card_value, card_at) =
        card(r, s, "card")?.ok_or_else(|| r.missing(s, "card", expect("changes-expect-card")))?;
    let exposure = word(r, s, "exposure", Exposure::CODES)?
        .and_then(Exposure::from_code)
        .ok_or_else(|| {
            r.missing(
                s,
                "exposure",
                Msg::new("case-expect-choice").arg("choices", Exposure::CODES.join(", ")),
            )
        })?;
    let mut change = CardChange::new(after_card, card_value, exposure);
    if let Some(w) = word(r, s, "cause", Cause::CODES)? {
        change.cause = Cause::from_code(w).unwrap_or(Cause::None);
    }
    let attempt = card(r, s, "attempt")?;
    change.attempt = attempt.map(|(c, _)| c);
    if let Some(w) = word(r, s, "played_since", PlayedSince::CODES)? {
        change.played_since = PlayedSince::from_code(w).unwrap_or(PlayedSince::None);
    }
    change.opponent_withdraws = r.flag(s, "opponent_withdraws")?.unwrap_or(false);
    change.dummy_faced = r.flag(s, "dummy_faced")?.unwrap_or(false);
    change.holder_has_penalty_card = r.flag(s, "holder_has_penalty_card")?;

    // The card: in its holder's hand and not yet played after `after_card` cards.
    let position = play.position(after_card);
    let Some(holder) = play.holder(card_value) else {
        return Err(r.fail(card_at, Msg::new("changes-error-card-unknown")));
    };
    let unplayed = |c: Card| position.remaining[holder as usize].contains(c);
    if !unplayed(card_value) {
        return Err(r.fail(
            card_at,
            Msg::new("changes-error-card-played")
                .arg("card", card_token(card_value))
                .arg("seat", Msg::new(crate::i18n::words::seat_key(holder)))
                .arg("after", after_card),
        ));
    }
    let role = play.role(holder);
    if !exposure.fits(role) {
        let at = s.table.get("exposure").map_or(s.span.0, |v| v.span().start);
        return Err(r.fail(
            at,
            Msg::new("changes-error-exposure-role")
                .arg("exposure", exposure.code())
                .arg("card", card_token(card_value))
                .arg("role", Msg::new(role.key())),
        ));
    }
    if let Some((a, at)) = attempt {
        if a == card_value || !unplayed(a) {
            return Err(r.fail(
                at,
                Msg::new("changes-error-attempt-hand")
                    .arg("attempt", card_token(a))
                    .arg("card", card_token(card_value))
                    .arg("seat", Msg::new(crate::i18n::words::seat_key(holder))),
            ));
        }
        // On a card played, an attempt needs the cause the director found (D9: not when
        // the card was not played).
        if exposure.played() && change.cause == Cause::None {
            return Err(r.missing(
                s,
                "cause",
                Msg::new("changes-expect-cause").arg("choices", Cause::CODES[1..].join(", ")),
            ));
        }
    }
    Ok(change)
}

/// Whether a table holds a repeatable section `key` (to know, before the board is read,
/// whether the case is about the auction only).
pub(super) fn has_section(table: &DeTable<'_>, key: &str) -> bool {
    table.get(key).is_some_and(|v| match v.get_ref() {
        DeValue::Array(items) => !items.is_empty(),
        DeValue::Table(_) => true,
        _ => false,
    })
}

/// The field path of a section's item (`card_change.2`).
pub(super) fn item_path(key: &str, i: usize) -> String {
    path(key, &i.to_string())
}
