//! The Claim panel (Laws 68–71): at the last card played, who claims or concedes, how
//! many tricks (or the total he announced), agreed or disputed, review requested; the
//! statement built by clicking the claimer's side's cards in order, with "draw trumps" and
//! "finesse with this card"; the 70C questions when a trump is outstanding; the evidence
//! the ruling job computed (with Cancel while it runs), each figure with its law and
//! paraphrase; the line that gives the proposal, played in the main replay as a
//! [`LinePreview`] (greyed, never added to the recorded play); accepting the proposal or
//! typing an award with the reasons.

use super::{Actions, ViewCtx, heading, seat_name};
use crate::case::{Claim, ClaimKind};
use crate::claims::ClaimJudgement;
use crate::i18n::Tr;
use crate::notation::{card_symbol, card_token, parse_card};
use crate::play::Play;
use crate::ui::app::Action;
use crate::ui::doc::Command;
use contract_bridge::{Card, Seat, Suit};
use eframe::egui;

const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

/// The panel's own state: the finesse button armed.
#[derive(Debug, Default)]
pub struct ClaimView {
    /// The next card clicked is a finesse, not a lead.
    finesse: bool,
}

/// A claim's line shown in the main replay: the recorded play up to the claim, then the
/// line's cards. Window state only: it is never part of the case, and any change to the
/// case (or moving the replay) leaves it.
#[derive(Debug, Clone, PartialEq)]
pub struct LinePreview {
    /// The recorded cards up to the claim, then the line's.
    pub play: Play,
    /// Cards recorded at the claim.
    pub after_card: usize,
    /// Cards of the line shown so far.
    pub step: usize,
    /// The line is the one unaware of the trump (70C).
    pub c70: bool,
}

impl LinePreview {
    /// The line `cards` after the first `after_card` cards of `recorded` (as far as the
    /// cards follow each other legally), at its start.
    #[must_use]
    pub fn new(recorded: &Play, after_card: usize, cards: &[(Seat, Card)], c70: bool) -> Self {
        let mut play = recorded.clone();
        play.truncate(after_card);
        for &(_, card) in cards {
            if play.push(card).is_err() {
                break;
            }
        }
        Self {
            play,
            after_card,
            step: 0,
            c70,
        }
    }

    /// Cards in the line.
    #[must_use]
    pub fn len(&self) -> usize {
        self.play.len() - self.after_card
    }

    /// Whether the line has no card.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The replay cursor in [`LinePreview::play`].
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.after_card + self.step
    }
}

impl ClaimView {
    /// Draws the panel.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else {
            ui.label(egui::RichText::new(tr.t("ui-no-case")).weak());
            return;
        };
        let case = doc.case();
        let len = case.play.len();
        heading(ui, tr.t("ui-claim-panel"));
        let Some(claim) = &case.claim else {
            if ui
                .button(tr.t_args("ui-claim-record", &[("n", len.into())]))
                .clicked()
            {
                let pos = case.play.position(len);
                let claim = Claim {
                    after_card: len,
                    by: pos.next.unwrap_or(case.board.declarer),
                    tricks: Some(
                        u8::try_from(13usize.saturating_sub(pos.tricks_done)).unwrap_or(0),
                    ),
                    // The director is called: most often the claim is disputed.
                    agreed: false,
                    ..Claim::default()
                };
                actions.push(Action::Cmd(Command::SetClaim(Some(claim))));
            }
            return;
        };
        let mut c = claim.clone();
        let pos = case.play.position(claim.after_card);
        let remaining = u8::try_from(13usize.saturating_sub(pos.tricks_done)).unwrap_or(0);
        ui.label(
            egui::RichText::new(tr.t_args("ui-claim-after", &[("n", claim.after_card.into())]))
                .weak(),
        );
        // Columns that wrap: a long French label never widens the pane past the window.
        let column = (ui.available_width() / 2.0 - 8.0).max(120.0);
        egui::Grid::new("claim-panel-grid")
            .num_columns(2)
            .max_col_width(column)
            .show(ui, |ui| {
                let by = ui.label(tr.t("ui-claim-by"));
                egui::ComboBox::from_id_salt("claim-panel-by")
                    .selected_text(seat_name(tr, c.by))
                    .show_ui(ui, |ui| {
                        for s in [Seat::North, Seat::East, Seat::South, Seat::West] {
                            ui.selectable_value(&mut c.by, s, seat_name(tr, s));
                        }
                    })
                    .response
                    .labelled_by(by.id);
                ui.end_row();
                ui.label(tr.t("ui-claim-kind"));
                ui.horizontal_wrapped(|ui| {
                    ui.radio_value(&mut c.kind, ClaimKind::Claim, tr.t("ui-claim-kind-claim"));
                    ui.radio_value(
                        &mut c.kind,
                        ClaimKind::Concession,
                        tr.t("ui-claim-kind-concession"),
                    );
                });
                ui.end_row();
                let mut total = c.stated_total.is_some();
                let l = ui.label(tr.t("ui-claim-tricks"));
                // One above the other: beside the figure, the check box's words wrapped
                // onto a second line that the next row covered.
                ui.vertical(|ui| {
                    if total {
                        let mut t = c.stated_total.unwrap_or(0);
                        ui.add(egui::DragValue::new(&mut t).range(0..=13))
                            .labelled_by(l.id);
                        c.stated_total = Some(t);
                    } else {
                        let mut t = c.tricks.unwrap_or(0);
                        ui.add(egui::DragValue::new(&mut t).range(0..=remaining))
                            .labelled_by(l.id);
                        c.tricks = Some(t);
                    }
                    if ui
                        .checkbox(&mut total, tr.t("ui-claim-stated-total"))
                        .changed()
                    {
                        if total {
                            let won = pos.won_by(crate::notation::Side::of(c.by));
                            c.stated_total =
                                Some(won.saturating_add(c.tricks.unwrap_or(0)).min(13));
                            c.tricks = None;
                        } else {
                            c.stated_total = None;
                            c.tricks = Some(0);
                        }
                    }
                });
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut c.agreed, tr.t("ui-claim-agreed"));
                ui.end_row();
                if c.agreed {
                    ui.label("");
                    ui.checkbox(&mut c.review_requested, tr.t("ui-claim-review"));
                    ui.end_row();
                }
            });
        self.statement_ui(ui, tr, case, &mut c);
        if let Some(trump) = case.play.strain().suit() {
            let outstanding = [c.by.lho(), c.by.rho()]
                .iter()
                .any(|&s| !pos.remaining[s as usize][trump].is_empty());
            if outstanding {
                ui.separator();
                ui.label(egui::RichText::new(tr.t("ui-claim-70c")).strong());
                let mut mentioned = c.trump_mentioned.unwrap_or_else(|| c.mentions_trumps());
                ui.checkbox(&mut mentioned, tr.t("ui-claim-trump-mentioned"));
                if mentioned != c.mentions_trumps() || c.trump_mentioned.is_some() {
                    c.trump_mentioned = Some(mentioned);
                }
                ui.checkbox(&mut c.trump_unaware_likely, tr.t("ui-claim-trump-unaware"));
            }
        }
        let judged = cx
            .ruling
            .result
            .as_ref()
            .and_then(|r| r.as_ref().ok())
            .and_then(|j| j.claim.as_ref());
        ui.separator();
        ruling_progress_ui(ui, cx, actions);
        if let Some(j) = judged {
            self.evidence_ui(ui, cx, j, &mut c, actions);
        }
        // The director's reasons for his award, kept with the claim (the report prints
        // them in its Claim section).
        let l = ui.label(tr.t("ui-claim-reasons"));
        ui.add(egui::TextEdit::multiline(&mut c.reasons).desired_rows(3))
            .labelled_by(l.id);
        if c != *claim {
            actions.push(Action::Cmd(Command::SetClaim(Some(c))));
        }
    }

    /// The statement: its items in words, the claimer's side's cards to click, the orders.
    fn statement_ui(&mut self, ui: &mut egui::Ui, tr: Tr, case: &crate::case::Case, c: &mut Claim) {
        ui.separator();
        ui.label(egui::RichText::new(tr.t("report-claim-statement")).strong());
        if c.line.is_empty() {
            ui.label(egui::RichText::new(tr.t("report-claim-no-statement")).weak());
        } else {
            let words: Vec<String> = c
                .line
                .iter()
                .map(|t| tr.msg(&crate::claims::statement_item(t)))
                .collect();
            ui.label(words.join(", "));
        }
        let pos = case.play.position(c.after_card);
        for seat in [c.by, c.by.partner()] {
            ui.horizontal_wrapped(|ui| {
                ui.label(seat_name(tr, seat));
                for suit in SUITS {
                    for rank in pos.remaining[seat as usize][suit] {
                        let card = Card { suit, rank };
                        let r = ui.small_button(tr.cards(&card_symbol(card)));
                        let name =
                            tr.t_args("ui-claim-add-card", &[("card", card_symbol(card).into())]);
                        r.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &name)
                        });
                        if r.on_hover_text(&name).clicked() {
                            let token = card_token(card);
                            c.line.push(if self.finesse {
                                format!("finesse:{token}")
                            } else {
                                token
                            });
                            self.finesse = false;
                        }
                    }
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            if case.play.strain().suit().is_some()
                && ui.button(tr.t("ui-claim-draw-trumps")).clicked()
            {
                c.line.push("draw_trumps".to_owned());
            }
            ui.toggle_value(&mut self.finesse, tr.t("ui-claim-finesse"));
            if ui
                .add_enabled(
                    !c.line.is_empty(),
                    egui::Button::new(tr.t("ui-claim-remove-last")),
                )
                .clicked()
            {
                c.line.pop();
            }
            if ui
                .add_enabled(
                    !c.line.is_empty(),
                    egui::Button::new(tr.t("ui-claim-clear")),
                )
                .clicked()
            {
                c.line.clear();
            }
        });
    }

    /// The evidence table, the line, the proposal and the award.
    fn evidence_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        j: &ClaimJudgement,
        c: &mut Claim,
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        ui.label(egui::RichText::new(tr.t("report-claim-evidence")).strong());
        let side = tr.t(&format!("side-{}", j.side.code()));
        let label = |key: &str| tr.t_args(key, &[("side", side.clone().into())]);
        let mut rows: Vec<(&str, String, Option<u8>, String)> = Vec::new();
        let fig = [
            (
                "—",
                "report-claim-ev-dd",
                j.dd_tricks,
                "report-claim-why-dd",
            ),
            (
                "70D1",
                "report-claim-ev-line",
                j.line_tricks,
                "report-claim-why-line",
            ),
            (
                "70C",
                "report-claim-ev-c70",
                j.c70_tricks,
                "report-claim-why-c70",
            ),
            (
                "70E1",
                "report-claim-ev-finesse",
                j.finesse_tricks,
                "report-claim-why-finesse",
            ),
            (
                "70E1",
                "report-claim-ev-no-prior",
                j.no_prior_knowledge_tricks,
                "report-claim-why-no-prior",
            ),
            (
                "71.4",
                "report-claim-ev-min-claimer",
                j.normal_min_claimer,
                "report-claim-why-min-claimer",
            ),
            (
                "69B2",
                "report-claim-ev-min-opponents",
                j.normal_min_opponents,
                "report-claim-why-min-opponents",
            ),
        ];
        for (law, what, value, why) in fig {
            if value.is_some() {
                rows.push((law, label(what), value, tr.t(why)));
            }
        }
        for l in &j.location_cards {
            let card = parse_card(&l.card).map_or_else(|_| l.card.clone(), card_symbol);
            let what = tr.t_args(
                "report-claim-ev-location",
                &[
                    ("card", card.into()),
                    ("holder", tr.t(&format!("seat-{}", l.holder)).into()),
                ],
            );
            let why = if l.other_showed_out {
                "report-claim-why-location-known"
            } else {
                "report-claim-why-location"
            };
            rows.push(("70E1", what, None, tr.t(why)));
        }
        let column = (ui.available_width() * 0.6).max(120.0);
        egui::Grid::new("claim-evidence")
            .num_columns(3)
            .max_col_width(column)
            .striped(true)
            .show(ui, |ui| {
                for (law, what, value, why) in &rows {
                    ui.strong(*law);
                    ui.label(what).on_hover_text(why);
                    ui.strong(value.map(|v| v.to_string()).unwrap_or_default());
                    ui.end_row();
                }
            });
        let c70 = j.c70_applies && !j.c70_play.is_empty();
        let play = if c70 { &j.c70_play } else { &j.line_play };
        if !play.is_empty()
            && let Some(doc) = cx.doc
        {
            // Shown again from its start when already shown; the banner over the table
            // leaves it.
            if ui.button(tr.t("ui-claim-show-line")).clicked() {
                let preview = LinePreview::new(&doc.case().play, j.after_card, play, c70);
                actions.push(Action::ShowLine(Box::new(preview)));
            }
            let weak = ui.visuals().weak_text_color();
            for (i, trick) in play.chunks(4).enumerate() {
                let cards: Vec<String> = trick
                    .iter()
                    .map(|&(s, card)| {
                        format!(
                            "{} {}",
                            super::seat_letter(tr, s),
                            tr.cards(&card_symbol(card))
                        )
                    })
                    .collect();
                ui.label(
                    egui::RichText::new(format!(
                        "{}  {}",
                        tr.t_args("report-claim-trick", &[("n", (j.trick + i).into())]),
                        cards.join("  ")
                    ))
                    .color(weak)
                    .italics(),
                );
            }
        }
        if !j.lost.is_empty() {
            ui.strong(tr.t("explain-claim-why"));
            for l in &j.lost {
                ui.label(tr.msg(&crate::claims::why::lost_msg(l)));
            }
        }
        ui.separator();
        let tricks = |key: &str, n: u8| {
            tr.t_args(
                key,
                &[
                    ("tricks", n.into()),
                    ("remaining", j.remaining.into()),
                    ("side", side.clone().into()),
                ],
            )
        };
        ui.label(tr.label_value(
            &tr.t("report-claim-proposal"),
            &tricks("report-claim-proposal-value", j.proposed),
        ));
        if !c.agreed {
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr.t("ui-claim-accept")).clicked() {
                    c.awarded = Some(j.proposed);
                }
                let l = ui.label(tr.t("ui-claim-awarded"));
                // Blank until the director gives a figure: the proposal is not his award.
                match c.awarded {
                    Some(mut a) => {
                        if ui
                            .add(egui::DragValue::new(&mut a).range(0..=j.remaining))
                            .labelled_by(l.id)
                            .changed()
                        {
                            c.awarded = Some(a);
                        }
                        if ui.button(tr.t("ui-claim-award-clear")).clicked() {
                            c.awarded = None;
                        }
                    }
                    None => {
                        ui.label(egui::RichText::new(tr.t("ui-claim-award-none")).weak());
                        if ui.button(tr.t("ui-claim-award-set")).clicked() {
                            c.awarded = Some(j.proposed);
                        }
                    }
                }
            });
        }
        ui.label(tr.label_value(
            &tr.t("report-claim-final"),
            &tricks("report-claim-final-value", j.final_tricks),
        ));
        for law in &j.laws {
            let key = format!("law-{}", law.code().replace('.', "-"));
            ui.horizontal_wrapped(|ui| {
                ui.strong(law.code());
                ui.label(tr.t(&key));
            });
        }
    }
}

/// While the ruling (and the claim's evidence) is computed: a spinner and Cancel; once
/// cancelled: says so, with Compute again.
pub fn ruling_progress_ui(ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
    let tr = cx.tr;
    if cx.ruling_busy {
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            ui.label(tr.t("ui-job-rule"));
            if ui.button(tr.t("ui-rule-cancel")).clicked() {
                actions.push(Action::CancelRuling);
            }
        });
    } else if cx.ruling.incomplete {
        ui.horizontal_wrapped(|ui| {
            let seconds = crate::claims::stop::WORKBENCH_BUDGET.to_string();
            ui.label(
                egui::RichText::new(
                    tr.msg(&crate::i18n::Msg::new("ui-rule-incomplete").arg("seconds", seconds)),
                )
                .italics(),
            );
            if ui.button(tr.t("ui-rule-continue")).clicked() {
                actions.push(Action::RuleContinue);
            }
        });
    } else if cx.ruling.cancelled {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(tr.t("ui-rule-cancelled")).italics());
            if ui.button(tr.t("ui-rule-again")).clicked() {
                actions.push(Action::RuleAgain);
            }
        });
    }
}
