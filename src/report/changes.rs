//! The report's section on calls and cards a player tried to change: for each, the facts
//! found, the ruling with its laws paraphrased, and the instructions given at the table.

use super::canvas::Canvas;
use super::fonts::Face;
use crate::case::Case;
use crate::changes::tell::{call_msg, tell_call, tell_card, token_msg};
use crate::i18n::{Msg, Tr};
use crate::laws::{Judgement, Law};

const LABEL: f32 = 150.0;

/// A path as the ruling writes it (`25B`, `not_played`).
fn path_code<T: serde::Serialize>(path: &T) -> String {
    serde_json::to_value(path)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

use crate::changes::tell::{finding, seat_key};

fn laws_and_tell(canvas: &mut Canvas, tr: Tr, laws: &[Law], tell: &[Msg]) {
    for law in laws {
        let text = format!("{law}  {}", tr.t(&law.paraphrase_key()));
        canvas.paragraph(Face::Regular, 9.0, canvas.left() + 12.0, &text);
    }
    canvas.gap(2.0);
    canvas.paragraph(Face::Bold, 9.5, canvas.left(), &tr.t("report-changes-tell"));
    for m in tell {
        let text = format!("• {}", tr.msg(m));
        canvas.paragraph(Face::Regular, 9.0, canvas.left() + 12.0, &text);
    }
    canvas.gap(6.0);
}

/// The section, when the case has call or card changes.
pub(crate) fn changes(canvas: &mut Canvas, tr: Tr, case: &Case, judgement: &Judgement) {
    let r = &judgement.ruling;
    if case.changes.is_empty() {
        return;
    }
    canvas.heading(&tr.t("report-changes-section"));
    for (i, c) in r.call_changes.iter().flatten().enumerate() {
        let facts = case.changes.calls.get(i);
        let head = Msg::new("explain-call-change")
            .arg("n", i + 1)
            .arg("seat", Msg::new(seat_key(&c.seat)))
            .arg("call", call_msg(&c.call));
        canvas.paragraph(Face::Bold, 10.0, canvas.left(), &tr.msg(&head));
        if let Some(f) = facts {
            let found = Msg::new("report-changes-call-facts")
                .arg("action", finding("action", f.action.code()))
                .arg("cause", finding("cause", f.cause.code()))
                .arg("since", finding("called-since", f.called_since.code()))
                .arg(
                    "to",
                    f.to.as_ref()
                        .map_or(crate::i18n::Arg::from("–"), |t| call_msg(t.as_str())),
                );
            canvas.field(&tr.t("report-changes-facts"), &tr.msg(&found), LABEL);
        }
        canvas.field(&tr.t("report-changes-ruling"), &path_code(&c.path), LABEL);
        laws_and_tell(canvas, tr, &c.laws, &tell_call(c));
    }
    for (i, c) in r.card_changes.iter().flatten().enumerate() {
        let facts = case.changes.cards.get(i);
        let head = Msg::new("explain-card-change")
            .arg("n", i + 1)
            .arg("seat", Msg::new(seat_key(&c.seat)))
            .arg("card", token_msg(&c.card))
            .arg("after", c.after_card)
            .arg("role", Msg::new(crate::changes::tell::role_key(&c.role)));
        canvas.paragraph(Face::Bold, 10.0, canvas.left(), &tr.msg(&head));
        if let Some(f) = facts {
            let found = Msg::new("report-changes-card-facts")
                .arg("exposure", finding("exposure", f.exposure.code()))
                .arg("cause", finding("cause", f.cause.code()))
                .arg("since", finding("played-since", f.played_since.code()))
                .arg(
                    "attempt",
                    f.attempt.map_or(crate::i18n::Arg::from("–"), |a| {
                        crate::changes::tell::card_msg(a).into()
                    }),
                );
            canvas.field(&tr.t("report-changes-facts"), &tr.msg(&found), LABEL);
        }
        canvas.field(&tr.t("report-changes-ruling"), &path_code(&c.path), LABEL);
        laws_and_tell(canvas, tr, &c.laws, &tell_card(c));
    }
}

/// The player notice's lines on the changes: each change's heading, then what the players
/// were told.
pub(crate) fn notice_lines(tr: Tr, judgement: &Judgement) -> Vec<String> {
    let r = &judgement.ruling;
    let mut out = Vec::new();
    for (i, c) in r.call_changes.iter().flatten().enumerate() {
        let head = Msg::new("explain-call-change")
            .arg("n", i + 1)
            .arg("seat", Msg::new(seat_key(&c.seat)))
            .arg("call", call_msg(&c.call));
        out.push(tr.msg(&head));
        out.extend(tell_call(c).iter().map(|m| format!("• {}", tr.msg(m))));
    }
    for (i, c) in r.card_changes.iter().flatten().enumerate() {
        let head = Msg::new("explain-card-change")
            .arg("n", i + 1)
            .arg("seat", Msg::new(seat_key(&c.seat)))
            .arg("card", token_msg(&c.card))
            .arg("after", c.after_card)
            .arg("role", Msg::new(crate::changes::tell::role_key(&c.role)));
        out.push(tr.msg(&head));
        out.extend(tell_card(c).iter().map(|m| format!("• {}", tr.msg(m))));
    }
    out
}
