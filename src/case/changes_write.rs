//! Writing `[[call_change]]` and `[[card_change]]` back (reading them is
//! `changes_file.rs`): a field at its default is left out, so a file reads back the same.

use super::changes::{CallAction, CallChange, CalledSince, CardChange, Cause, PlayedSince};
use crate::notation::card_token;
use serde::Serialize;

/// A `[[call_change]]` as written.
#[derive(Debug, Serialize)]
pub(super) struct RawCallChange {
    seat: String,
    call: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    apparent_intent: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cause: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    called_since: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lho_choice: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lho_withdraws: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    comparable: Option<bool>,
}

/// A `[[card_change]]` as written.
#[derive(Debug, Serialize)]
pub(super) struct RawCardChange {
    after_card: usize,
    card: String,
    exposure: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    cause: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attempt: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    played_since: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    opponent_withdraws: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dummy_faced: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    holder_has_penalty_card: Option<bool>,
}

pub(super) fn call(c: &CallChange) -> RawCallChange {
    RawCallChange {
        seat: c.seat.letter().to_string(),
        call: c.call.to_string(),
        action: (c.action != CallAction::Placed).then_some(c.action.code()),
        apparent_intent: (!c.apparent_intent).then_some(false),
        cause: (c.cause != Cause::None).then_some(c.cause.code()),
        to: c.to.as_ref().map(ToString::to_string),
        called_since: (c.called_since != CalledSince::None).then_some(c.called_since.code()),
        lho_choice: c.lho_choice.map(|l| l.code()),
        lho_withdraws: c.lho_withdraws.then_some(true),
        comparable: c.comparable.then_some(true),
    }
}

pub(super) fn card(c: &CardChange) -> RawCardChange {
    RawCardChange {
        after_card: c.after_card,
        card: card_token(c.card),
        exposure: c.exposure.code(),
        cause: (c.cause != Cause::None).then_some(c.cause.code()),
        attempt: c.attempt.map(card_token),
        played_since: (c.played_since != PlayedSince::None).then_some(c.played_since.code()),
        opponent_withdraws: c.opponent_withdraws.then_some(true),
        dummy_faced: c.dummy_faced.then_some(true),
        holder_has_penalty_card: c.holder_has_penalty_card,
    }
}
