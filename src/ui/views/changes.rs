//! "A call or a card in question": the director answers the brief's questions in his own
//! words (call or card; who and which; how it was exposed; slip, mechanical error or change
//! of mind; what has happened since) and reads the ruling as the answers come, with the laws
//! and what to tell the players. Works during the auction (no contract yet: calls) and
//! during the play (the card is picked at the replay's position).

use super::{Actions, ViewCtx, heading, seat_name};
use crate::case::changes::{
    CallAction, CallChange, CallToken, CalledSince, CardChange, Cause, Changes, Exposure,
    LhoChoice, PlayedSince,
};
use crate::changes::tell::{finding, tell_call, tell_card};
use crate::changes::{rule_call, rule_cards};
use crate::i18n::{Msg, Tr};
use crate::laws::Law;
use crate::ui::app::Action;
use crate::ui::doc::Command;
use contract_bridge::{Card, Seat};
use eframe::egui;

/// Which change the form shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Selected {
    Call(usize),
    Card(usize),
}

/// The pane's own state: the change shown, and the calls being typed.
#[derive(Debug, Default)]
pub struct ChangesView {
    selected: Option<Selected>,
    /// The texts of the call fields as typed (a call is taken once it reads).
    call_text: String,
    to_text: String,
    typed_for: Option<usize>,
}

/// A small weak line of explanation under a question.
fn hint(ui: &mut egui::Ui, text: String) {
    ui.label(egui::RichText::new(text).weak().small());
}

/// Radio buttons for the values of a finding, each in the director's words.
fn choose<T: Copy + PartialEq>(
    ui: &mut egui::Ui,
    value: &mut T,
    options: &[T],
    word: &str,
    code: impl Fn(T) -> &'static str,
    tr: Tr,
) -> bool {
    let mut changed = false;
    for &o in options {
        let text = tr.msg(&finding(word, code(o)));
        changed |= ui.radio_value(value, o, text).changed();
    }
    changed
}

fn laws_and_tell(ui: &mut egui::Ui, tr: Tr, path: &str, laws: &[Law], tell: &[Msg]) {
    ui.separator();
    ui.label(
        egui::RichText::new(tr.t_args("explain-change-path", &[("path", path.into())])).strong(),
    );
    for law in laws {
        ui.label(format!("{law}  {}", tr.t(&law.paraphrase_key())));
    }
    ui.label(egui::RichText::new(tr.t("explain-tell")).strong());
    for m in tell {
        ui.label(format!("• {}", tr.msg(m)));
    }
}

fn path_code<T: serde::Serialize>(path: &T) -> String {
    serde_json::to_value(path)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

impl ChangesView {
    /// Draws the pane.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
        let tr = cx.tr;
        heading(ui, tr.t("ui-changes-panel"));
        let Some(doc) = cx.doc else {
            ui.label(egui::RichText::new(tr.t("ui-no-case")).weak());
            return;
        };
        let case = doc.case();
        let mut changes = case.changes.clone();
        let set = |changes: Changes, actions: &mut Actions| {
            actions.push(Action::Cmd(Command::SetChanges(Box::new(changes))));
        };
        hint(ui, tr.t("ui-changes-intro"));
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr.t("ui-changes-add-call")).clicked() {
                let seat = case.board.dealer;
                changes.calls.push(CallChange::new(
                    seat,
                    CallToken::parse("P").unwrap_or_else(|| unreachable!()),
                ));
                self.selected = Some(Selected::Call(changes.calls.len() - 1));
                // The director types the call made: the field starts empty.
                self.typed_for = Some(changes.calls.len() - 1);
                self.call_text.clear();
                self.to_text.clear();
                set(changes.clone(), actions);
            }
            // A card needs the play: not while the auction is still going on.
            if !changes.auction_only {
                let at = doc.cursor().min(case.play.len());
                if let Some(card) = card_at(case, at) {
                    let label = tr.t_args("ui-changes-add-card", &[("n", at.into())]);
                    if ui.button(label).clicked() {
                        changes
                            .cards
                            .push(CardChange::new(at, card, Exposure::OnTable));
                        self.selected = Some(Selected::Card(changes.cards.len() - 1));
                        set(changes.clone(), actions);
                    }
                }
            }
        });
        // The list of changes, to pick one.
        for (i, c) in case.changes.calls.iter().enumerate() {
            let text = tr.t_args(
                "ui-changes-call-item",
                &[
                    ("n", (i + 1).into()),
                    ("seat", seat_name(tr, c.seat).into()),
                    ("call", crate::changes::tell::call_msg(c.call.as_str())),
                ],
            );
            if ui
                .selectable_label(self.selected == Some(Selected::Call(i)), text)
                .clicked()
            {
                self.selected = Some(Selected::Call(i));
                self.typed_for = None;
            }
        }
        for (i, c) in case.changes.cards.iter().enumerate() {
            let holder = case.play.holder(c.card).unwrap_or(case.board.declarer);
            let text = tr.t_args(
                "ui-changes-card-item",
                &[
                    ("n", (i + 1).into()),
                    ("seat", seat_name(tr, holder).into()),
                    ("card", card_text(tr, c.card).into()),
                ],
            );
            if ui
                .selectable_label(self.selected == Some(Selected::Card(i)), text)
                .clicked()
            {
                self.selected = Some(Selected::Card(i));
            }
        }
        match self.selected {
            Some(Selected::Call(i)) if i < changes.calls.len() => {
                ui.separator();
                if self.call_form(ui, tr, &mut changes, i) {
                    set(changes.clone(), actions);
                }
                if ui.button(tr.t("ui-changes-remove")).clicked() {
                    changes.calls.remove(i);
                    self.selected = None;
                    set(changes.clone(), actions);
                    return;
                }
                let r = rule_call(&changes.calls[i]);
                laws_and_tell(ui, tr, &path_code(&r.path), &r.laws, &tell_call(&r));
            }
            Some(Selected::Card(i)) if i < changes.cards.len() => {
                ui.separator();
                if card_form(ui, tr, case, &mut changes.cards[i]) {
                    set(changes.clone(), actions);
                }
                if ui.button(tr.t("ui-changes-remove")).clicked() {
                    changes.cards.remove(i);
                    self.selected = None;
                    set(changes, actions);
                    return;
                }
                let mut ruled = case.clone();
                ruled.changes = changes;
                if let Some(r) = rule_cards(&ruled, &[]).get(i) {
                    laws_and_tell(ui, tr, &path_code(&r.path), &r.laws, &tell_card(r));
                }
            }
            _ => {}
        }
    }

    /// The questions on a call; whether an answer changed.
    fn call_form(&mut self, ui: &mut egui::Ui, tr: Tr, changes: &mut Changes, i: usize) -> bool {
        let c = &mut changes.calls[i];
        if self.typed_for != Some(i) {
            self.call_text = c.call.to_string();
            self.to_text = c.to.as_ref().map(ToString::to_string).unwrap_or_default();
            self.typed_for = Some(i);
        }
        let mut changed = false;
        ui.label(egui::RichText::new(tr.t("ui-changes-who-call")).strong());
        ui.horizontal_wrapped(|ui| {
            for s in Seat::ALL {
                changed |= ui.radio_value(&mut c.seat, s, seat_name(tr, s)).changed();
            }
        });
        changed |= call_field(ui, tr, "ui-changes-call-made", &mut self.call_text, |t| {
            c.call = t;
        });
        hint(ui, tr.t("ui-changes-call-hint"));
        ui.label(egui::RichText::new(tr.t("ui-changes-how-call")).strong());
        changed |= choose(
            ui,
            &mut c.action,
            CallAction::ALL,
            "action",
            CallAction::code,
            tr,
        );
        changed |= ui
            .checkbox(&mut c.apparent_intent, tr.t("ui-changes-apparent-intent"))
            .changed();
        ui.label(egui::RichText::new(tr.t("ui-changes-why")).strong());
        changed |= choose(ui, &mut c.cause, &Cause::ALL[..5], "cause", Cause::code, tr);
        let mut to = c.to.clone();
        changed |= call_field(ui, tr, "ui-changes-call-to", &mut self.to_text, |t| {
            to = Some(t);
        });
        if self.to_text.trim().is_empty() && to.is_some() {
            to = None;
            changed = true;
        }
        c.to = to;
        if matches!(c.cause, Cause::Mechanical | Cause::Slip) && c.to.is_none() {
            super::error_label(ui, tr.t("ui-changes-to-needed"));
        }
        ui.label(egui::RichText::new(tr.t("ui-changes-since-call")).strong());
        changed |= choose(
            ui,
            &mut c.called_since,
            CalledSince::ALL,
            "called-since",
            CalledSince::code,
            tr,
        );
        ui.label(egui::RichText::new(tr.t("ui-changes-lho")).strong());
        let mut choice = c.lho_choice;
        changed |= ui
            .radio_value(&mut choice, None, tr.t("ui-changes-lho-not-asked"))
            .changed();
        for l in LhoChoice::ALL {
            let text = tr.msg(&finding("lho-choice", l.code()));
            changed |= ui.radio_value(&mut choice, Some(*l), text).changed();
        }
        c.lho_choice = choice;
        changed |= ui
            .checkbox(&mut c.lho_withdraws, tr.t("ui-changes-lho-withdraws"))
            .changed();
        changed |= ui
            .checkbox(&mut c.comparable, tr.t("ui-changes-comparable"))
            .changed();
        changed
    }
}

/// A call typed in a labelled field; `take` receives it once it reads. Whether it did.
fn call_field(
    ui: &mut egui::Ui,
    tr: Tr,
    key: &str,
    text: &mut String,
    take: impl FnOnce(CallToken),
) -> bool {
    let mut changed = false;
    ui.horizontal(|ui| {
        let label = ui.label(tr.t(key));
        let edit = ui
            .add(egui::TextEdit::singleline(text).desired_width(60.0))
            .labelled_by(label.id);
        let typed = text.trim().to_ascii_uppercase();
        match CallToken::parse(&typed) {
            Some(call) if edit.changed() => {
                take(call);
                changed = true;
            }
            None if !typed.is_empty() => {
                super::error_label(ui, tr.t("ui-changes-call-bad"));
            }
            _ => {}
        }
    });
    changed
}

/// The card the record shows at the replay's position, else the first card still held by
/// the player due (a new card change starts from it).
fn card_at(case: &crate::case::Case, at: usize) -> Option<Card> {
    if let Some(&card) = case.play.cards().get(at) {
        return Some(card);
    }
    let pos = case.play.position(at);
    let seat = pos.next?;
    pos.remaining[seat as usize].into_iter().next()
}

/// The questions on a card; whether an answer changed.
fn card_form(ui: &mut egui::Ui, tr: Tr, case: &crate::case::Case, c: &mut CardChange) -> bool {
    let mut changed = false;
    let pos = case.play.position(c.after_card);
    ui.label(tr.t_args("ui-changes-card-at", &[("n", c.after_card.into())]));
    // Which card: any card still held then.
    let held: Vec<Card> = Seat::ALL
        .into_iter()
        .flat_map(|s| pos.remaining[s as usize].into_iter())
        .collect();
    ui.horizontal(|ui| {
        let label = ui.label(egui::RichText::new(tr.t("ui-changes-which-card")).strong());
        egui::ComboBox::from_id_salt("changes-card")
            .selected_text(card_text(tr, c.card))
            .width(260.0)
            .show_ui(ui, |ui| {
                // Each hand on its own rows.
                for s in Seat::ALL {
                    ui.label(seat_name(tr, s));
                    ui.horizontal_wrapped(|ui| {
                        for card in held
                            .iter()
                            .copied()
                            .filter(|&k| pos.remaining[s as usize].contains(k))
                        {
                            changed |= ui
                                .selectable_value(&mut c.card, card, card_text(tr, card))
                                .changed();
                        }
                    });
                }
            })
            .response
            .labelled_by(label.id);
    });
    let holder = case.play.holder(c.card).unwrap_or(case.board.declarer);
    let role = case.play.role(holder);
    ui.label(tr.t_args(
        "ui-changes-holder",
        &[
            ("seat", seat_name(tr, holder).into()),
            ("role", tr.t(role.key()).into()),
        ],
    ));
    ui.label(egui::RichText::new(tr.t("ui-changes-how-card")).strong());
    let fitting: Vec<Exposure> = Exposure::ALL
        .iter()
        .copied()
        .filter(|e| e.fits(role))
        .collect();
    if !c.exposure.fits(role) {
        c.exposure = Exposure::OnTable;
        changed = true;
    }
    changed |= choose(
        ui,
        &mut c.exposure,
        &fitting,
        "exposure",
        Exposure::code,
        tr,
    );
    ui.label(egui::RichText::new(tr.t("ui-changes-why")).strong());
    changed |= choose(ui, &mut c.cause, Cause::ALL, "cause", Cause::code, tr);
    // The card he then played, named or asked for: another card of the same hand (on a
    // card played, once the director has said why).
    let may_attempt = c.cause != Cause::None || !c.exposure.played();
    if !may_attempt && c.attempt.is_some() {
        c.attempt = None;
        changed = true;
    }
    ui.add_enabled_ui(may_attempt, |ui| {
        ui.label(egui::RichText::new(tr.t("ui-changes-attempt")).strong());
        // The rest of his hand, one click each.
        ui.horizontal_wrapped(|ui| {
            changed |= ui
                .selectable_value(&mut c.attempt, None, tr.t("ui-changes-attempt-none"))
                .changed();
            for card in pos.remaining[holder as usize]
                .into_iter()
                .filter(|&k| k != c.card)
            {
                changed |= ui
                    .selectable_value(&mut c.attempt, Some(card), card_text(tr, card))
                    .changed();
            }
        });
    });
    if c.attempt == Some(c.card)
        || c.attempt
            .is_some_and(|a| !pos.remaining[holder as usize].contains(a))
    {
        c.attempt = None;
        changed = true;
    }
    ui.label(egui::RichText::new(tr.t("ui-changes-since-card")).strong());
    changed |= choose(
        ui,
        &mut c.played_since,
        PlayedSince::ALL,
        "played-since",
        PlayedSince::code,
        tr,
    );
    changed |= ui
        .checkbox(
            &mut c.opponent_withdraws,
            tr.t("ui-changes-opponent-withdraws"),
        )
        .changed();
    if c.after_card == 0 {
        changed |= ui
            .checkbox(&mut c.dummy_faced, tr.t("ui-changes-dummy-faced"))
            .changed();
    }
    changed
}

/// A card in the reader's words (`♥Q`; `♥D` in French).
fn card_text(tr: Tr, card: Card) -> String {
    tr.msg(&crate::changes::tell::card_msg(card))
}
