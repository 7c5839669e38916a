//! The calls and cards in question, as a director reads them (`arbitre rule`): what was
//! made or played, the path and its laws paraphrased, and what to tell the players.

use super::Judgement;
use crate::case::Case;
use crate::changes::tell::{call_msg, tell_call, tell_card, token_msg};
use crate::i18n::{Msg, Tr};
use std::fmt::Write as _;

/// A path as the ruling writes it (`25B`, `not_played`).
fn path_code<T: serde::Serialize>(path: &T) -> String {
    serde_json::to_value(path)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// The laws, each with its paraphrase, indented.
fn laws(tr: Tr, laws: &[super::Law], out: &mut String) {
    for law in laws {
        let _ = writeln!(out, "  {law:<6} {}", tr.t(&law.paraphrase_key()));
    }
}

/// Every call and card change of the ruling.
pub fn explain_changes(tr: Tr, judgement: &Judgement, out: &mut String) {
    let r = &judgement.ruling;
    for (i, c) in r.call_changes.iter().flatten().enumerate() {
        let _ = writeln!(out);
        let head = Msg::new("explain-call-change")
            .arg("n", i + 1)
            .arg("seat", seat(&c.seat))
            .arg("call", call_msg(&c.call));
        let _ = writeln!(out, "{}", tr.msg(&head));
        let path = Msg::new("explain-change-path").arg("path", path_code(&c.path));
        let _ = writeln!(out, "  {}", tr.msg(&path));
        laws(tr, &c.laws, out);
        let _ = writeln!(out, "  {}", tr.t("explain-tell"));
        for m in tell_call(c) {
            let _ = writeln!(out, "    {}", tr.msg(&m));
        }
    }
    for (i, c) in r.card_changes.iter().flatten().enumerate() {
        let _ = writeln!(out);
        let head = Msg::new("explain-card-change")
            .arg("n", i + 1)
            .arg("seat", seat(&c.seat))
            .arg("card", token_msg(&c.card))
            .arg("after", c.after_card)
            .arg("role", Msg::new(role_key(&c.role)));
        let _ = writeln!(out, "{}", tr.msg(&head));
        let path = Msg::new("explain-change-path").arg("path", path_code(&c.path));
        let _ = writeln!(out, "  {}", tr.msg(&path));
        laws(tr, &c.laws, out);
        let _ = writeln!(out, "  {}", tr.t("explain-tell"));
        for m in tell_card(c) {
            let _ = writeln!(out, "    {}", tr.msg(&m));
        }
    }
}

/// The ruling of a case whose auction is not over: the board, then the call changes.
#[must_use]
pub fn explain_auction(tr: Tr, case: &Case, judgement: &Judgement) -> String {
    let mut out = String::new();
    let head = Msg::new("explain-auction-heading").arg("board", judgement.ruling.board.clone());
    let _ = writeln!(out, "{}", tr.msg(&head));
    if !case.title.is_empty() {
        let _ = writeln!(out, "{}", crate::i18n::shown(&case.title));
    }
    explain_changes(tr, judgement, &mut out);
    out
}

fn seat(letter: &str) -> crate::i18n::Arg {
    Msg::new(crate::changes::tell::seat_key(letter)).into()
}

fn role_key(role: &str) -> &'static str {
    crate::changes::tell::role_key(role)
}
