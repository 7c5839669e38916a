//! The facts found at the table: when attention was drawn, a claim or concession, revokes the
//! deal cannot show. Only the choices the case format allows.
use super::{Actions, ViewCtx, heading, seat_name};
use crate::case::{Attention, Claim, MarkedKind, MarkedRevoke, Meta};
use crate::notation::card_symbol;
use crate::ui::app::Action;
use crate::ui::doc::Command;
use contract_bridge::Seat;
use eframe::egui;

/// The facts view: the marked revoke being entered.
#[derive(Debug)]
pub struct FactsView {
    new_card: usize,
    new_kind: MarkedKind,
}

impl Default for FactsView {
    fn default() -> Self {
        Self {
            new_card: 1,
            new_kind: MarkedKind::PenaltyCard,
        }
    }
}

const ATTENTION_CHOICES: [Option<&str>; 6] = [
    None,
    Some("during_play"),
    Some("end_of_play"),
    Some("after_hands_returned"),
    Some("after_next_board_call"),
    Some("after_round"),
];

fn attention_key(code: Option<&str>) -> String {
    format!("ui-attention-{}", code.unwrap_or("none").replace('_', "-"))
}

fn attention_from(code: Option<&str>, after_card: usize) -> Option<Attention> {
    Some(match code? {
        "during_play" => Attention::DuringPlay { after_card },
        "end_of_play" => Attention::EndOfPlay,
        "after_hands_returned" => Attention::AfterHandsReturned,
        "after_next_board_call" => Attention::AfterNextBoardCall,
        _ => Attention::AfterRound,
    })
}

impl FactsView {
    /// Draws the facts.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else {
            ui.label(egui::RichText::new(tr.t("ui-no-case")).weak());
            return;
        };
        let case = doc.case();
        let len = case.play.len();
        let cursor = doc.cursor();
        // A case from the scorer's results: the entered play must give the recorded result.
        if let Some(w) = crate::case::bws::result_warning(case) {
            ui.colored_label(crate::ui::style::error_color(cx.dark), tr.msg(&w));
        }

        // When attention was drawn.
        heading(ui, tr.t("ui-facts-attention"));
        let current = case.attention.map(Attention::code);
        let mut chosen = current;
        let after = match case.attention {
            Some(Attention::DuringPlay { after_card }) => after_card,
            _ => cursor.max(1).min(len.max(1)),
        };
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr.t("ui-attention-label"));
            egui::ComboBox::from_id_salt("attention")
                .selected_text(tr.t(&attention_key(current)))
                .width(ui.available_width().clamp(160.0, 260.0))
                .show_ui(ui, |ui| {
                    for choice in ATTENTION_CHOICES {
                        ui.selectable_value(&mut chosen, choice, tr.t(&attention_key(choice)));
                    }
                })
                .response
                .labelled_by(label.id);
        });
        if chosen != current {
            actions.push(Action::Cmd(Command::SetAttention(attention_from(
                chosen, after,
            ))));
        }
        if let Some(Attention::DuringPlay { after_card }) = case.attention {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(tr.t("ui-attention-after-card"));
                let mut n = after_card;
                ui.add(egui::DragValue::new(&mut n).range(0..=len))
                    .labelled_by(label.id);
                if n != after_card {
                    actions.push(Action::Cmd(Command::SetAttention(Some(
                        Attention::DuringPlay { after_card: n },
                    ))));
                }
                if ui
                    .add_enabled(
                        cursor != after_card,
                        egui::Button::new(
                            tr.t_args("ui-attention-at-cursor", &[("n", cursor.into())]),
                        ),
                    )
                    .clicked()
                {
                    actions.push(Action::Cmd(Command::SetAttention(Some(
                        Attention::DuringPlay { after_card: cursor },
                    ))));
                }
            });
            if let Some(step) = after_card
                .checked_sub(1)
                .and_then(|i| case.play.steps().get(i))
            {
                ui.label(
                    egui::RichText::new(tr.t_args(
                        "ui-attention-after-which",
                        &[
                            ("card", card_symbol(step.card).into()),
                            ("seat", seat_name(tr, step.seat).into()),
                            ("trick", (step.trick + 1).into()),
                        ],
                    ))
                    .weak(),
                );
            }
        }
        ui.add_space(8.0);

        // Claim or concession.
        heading(ui, tr.t("ui-facts-claim"));
        let mut has_claim = case.claim.is_some();
        if ui.checkbox(&mut has_claim, tr.t("ui-claim-made")).changed() {
            let claim = has_claim.then(|| {
                let done = case.play.position(len).tricks_done;
                Claim {
                    after_card: len,
                    by: case.board.declarer,
                    tricks: Some(u8::try_from(13usize.saturating_sub(done)).unwrap_or(0)),
                    ..Claim::default()
                }
            });
            actions.push(Action::Cmd(Command::SetClaim(claim)));
        }
        if let Some(claim) = &case.claim {
            let mut c = claim.clone();
            let left = u8::try_from(
                13usize.saturating_sub(case.play.position(claim.after_card).tricks_done),
            )
            .unwrap_or(13);
            // Columns that wrap: a long French label never widens the pane.
            let column = (ui.available_width() / 2.0 - 8.0).max(120.0);
            egui::Grid::new("claim-grid")
                .num_columns(2)
                .max_col_width(column)
                .show(ui, |ui| {
                    let by = ui.label(tr.t("ui-claim-by"));
                    egui::ComboBox::from_id_salt("claim-by")
                        .selected_text(seat_name(tr, c.by))
                        .show_ui(ui, |ui| {
                            for seat in Seat::ALL {
                                ui.selectable_value(&mut c.by, seat, seat_name(tr, seat));
                            }
                        })
                        .response
                        .labelled_by(by.id);
                    ui.end_row();
                    let l = ui.label(tr.t("ui-claim-tricks"));
                    let mut tricks = c.tricks.unwrap_or(0);
                    if ui
                        .add(egui::DragValue::new(&mut tricks).range(0..=left))
                        .labelled_by(l.id)
                        .changed()
                    {
                        c.tricks = Some(tricks);
                        c.stated_total = None;
                    }
                    ui.end_row();
                });
            // Below the grid, full width: these lines are long in French and would push
            // the grid past a narrow panel.
            ui.checkbox(&mut c.agreed, tr.t("ui-claim-agreed"));
            if c.agreed {
                c.awarded = None;
            } else {
                ui.horizontal_wrapped(|ui| {
                    let l = ui.label(tr.t("ui-claim-awarded"));
                    // Only the director's own award: left alone, the workbench's proposal
                    // counts (claim-law-model.md), so nothing is written, and nothing that
                    // looks like an award is shown, until he gives one.
                    match c.awarded {
                        Some(mut awarded) => {
                            if ui
                                .add(egui::DragValue::new(&mut awarded).range(0..=left))
                                .labelled_by(l.id)
                                .changed()
                            {
                                c.awarded = Some(awarded);
                            }
                            if ui.button(tr.t("ui-claim-award-clear")).clicked() {
                                c.awarded = None;
                            }
                        }
                        None => {
                            ui.label(egui::RichText::new(tr.t("ui-claim-award-none")).weak());
                            if ui.button(tr.t("ui-claim-award-set")).clicked() {
                                c.awarded = Some(c.tricks.unwrap_or(0).min(left));
                            }
                        }
                    }
                });
            }
            ui.label(
                egui::RichText::new(tr.t_args("ui-claim-after", &[("n", claim.after_card.into())]))
                    .weak(),
            );
            if claim.after_card != len {
                super::error_label(
                    ui,
                    tr.t_args(
                        "ui-claim-not-at-end",
                        &[("n", claim.after_card.into()), ("len", len.into())],
                    ),
                );
                if ui
                    .button(tr.t_args("ui-claim-move", &[("len", len.into())]))
                    .clicked()
                {
                    c.after_card = len;
                }
            }
            if c != *claim {
                actions.push(Action::Cmd(Command::SetClaim(Some(c))));
            }
        }
        ui.add_space(8.0);

        // Marked revokes.
        heading(ui, tr.t("ui-facts-marked"));
        ui.label(egui::RichText::new(tr.t("ui-marked-help")).small().weak());
        for (i, m) in case.marked_revokes.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let what = case.play.steps().get(m.card.wrapping_sub(1)).map_or_else(
                    || tr.t_args("ui-marked-missing", &[("n", m.card.into())]),
                    |s| {
                        tr.t_args(
                            "ui-marked-card",
                            &[
                                ("n", m.card.into()),
                                ("card", card_symbol(s.card).into()),
                                ("seat", seat_name(tr, s.seat).into()),
                            ],
                        )
                    },
                );
                ui.label(tr.label_value(&what, &tr.t(kind_key(m.kind))));
                if ui
                    .small_button("✕")
                    .on_hover_text(tr.t("ui-marked-remove"))
                    .clicked()
                {
                    actions.push(Action::Cmd(Command::RemoveMarked(i)));
                }
            });
        }
        if len > 0 {
            self.new_card = self.new_card.clamp(1, len);
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(tr.t("ui-marked-new-card"));
                ui.add(egui::DragValue::new(&mut self.new_card).range(1..=len))
                    .labelled_by(l.id);
                let k = ui.label(tr.t("ui-marked-kind"));
                egui::ComboBox::from_id_salt("marked-kind")
                    .selected_text(tr.t(kind_key(self.new_kind)))
                    .show_ui(ui, |ui| {
                        for kind in [MarkedKind::PenaltyCard, MarkedKind::LeadRestriction] {
                            ui.selectable_value(&mut self.new_kind, kind, tr.t(kind_key(kind)));
                        }
                    })
                    .response
                    .labelled_by(k.id);
                if ui.button(tr.t("ui-marked-add")).clicked() {
                    actions.push(Action::Cmd(Command::AddMarked(MarkedRevoke {
                        card: self.new_card,
                        kind: self.new_kind,
                    })));
                }
            });
        }
        ui.add_space(8.0);

        // Title and event data.
        egui::CollapsingHeader::new(tr.t("ui-facts-meta"))
            .default_open(false)
            .show(ui, |ui| {
                let mut title = case.title.clone();
                let l = ui.label(tr.t("ui-meta-title"));
                if ui
                    .add(egui::TextEdit::singleline(&mut title).desired_width(f32::INFINITY))
                    .labelled_by(l.id)
                    .changed()
                {
                    actions.push(Action::Cmd(Command::SetTitle(title)));
                }
                let mut meta: Meta = case.meta.clone();
                let mut changed = false;
                egui::Grid::new("meta-grid").num_columns(2).show(ui, |ui| {
                    for (key, field) in [
                        ("ui-meta-event", &mut meta.event),
                        ("ui-meta-session", &mut meta.session),
                        ("ui-meta-date", &mut meta.date),
                        ("ui-meta-round", &mut meta.round),
                        ("ui-meta-section", &mut meta.section),
                        ("ui-meta-table", &mut meta.table),
                        ("ui-meta-ns-pair", &mut meta.ns_pair),
                        ("ui-meta-ew-pair", &mut meta.ew_pair),
                        ("ui-meta-director", &mut meta.director),
                    ] {
                        let l = ui.label(tr.t(key));
                        changed |= ui
                            .add(egui::TextEdit::singleline(field))
                            .labelled_by(l.id)
                            .changed();
                        ui.end_row();
                    }
                });
                changed |= players_ui(ui, tr, case, &mut meta);
                let l = ui.label(tr.t("ui-meta-notes"));
                changed |= ui
                    .add(egui::TextEdit::multiline(&mut meta.notes).desired_rows(3))
                    .labelled_by(l.id)
                    .changed();
                // The event's regulations on appeals (Law 92B): its time, its own words.
                ui.horizontal(|ui| {
                    let l = ui.label(tr.t("ui-meta-appeal-minutes"));
                    let mut minutes = meta.appeal_minutes.unwrap_or(30);
                    if ui
                        .add(egui::DragValue::new(&mut minutes).range(1..=10_080))
                        .labelled_by(l.id)
                        .changed()
                    {
                        meta.appeal_minutes = Some(minutes);
                        changed = true;
                    }
                });
                let l = ui.label(tr.t("ui-meta-appeal-text"));
                changed |= ui
                    .add(
                        egui::TextEdit::multiline(&mut meta.appeal_text)
                            .desired_rows(2)
                            .hint_text(tr.t("ui-meta-appeal-text-hint")),
                    )
                    .labelled_by(l.id)
                    .changed();
                if changed {
                    actions.push(Action::Cmd(Command::SetMeta(Box::new(meta))));
                }
            });
    }
}

/// The players' names, one a seat (the board file's names until the director types his).
fn players_ui(
    ui: &mut egui::Ui,
    tr: crate::i18n::Tr,
    case: &crate::case::Case,
    meta: &mut Meta,
) -> bool {
    use contract_bridge::Seat;
    ui.label(egui::RichText::new(tr.t("ui-meta-players")).strong());
    let mut changed = false;
    egui::Grid::new("players-grid")
        .num_columns(2)
        .show(ui, |ui| {
            for seat in [Seat::North, Seat::East, Seat::South, Seat::West] {
                let field = match seat {
                    Seat::North => &mut meta.north,
                    Seat::East => &mut meta.east,
                    Seat::South => &mut meta.south,
                    Seat::West => &mut meta.west,
                };
                if field.is_empty() && !case.board.players[seat as usize].is_empty() {
                    field.clone_from(&case.board.players[seat as usize]);
                }
                let l = ui.label(crate::i18n::words::seat_name(tr, seat));
                changed |= ui
                    .add(egui::TextEdit::singleline(field))
                    .labelled_by(l.id)
                    .changed();
                ui.end_row();
            }
        });
    if !meta.source_file.is_empty() {
        ui.label(
            egui::RichText::new(tr.label_value(
                &tr.t("ui-meta-source"),
                &crate::i18n::shown(&meta.source_file),
            ))
            .small(),
        );
    }
    changed
}

/// The i18n key of a marked revoke kind.
#[must_use]
pub const fn kind_key(kind: MarkedKind) -> &'static str {
    match kind {
        MarkedKind::PenaltyCard => "ui-marked-penalty-card",
        MarkedKind::LeadRestriction => "ui-marked-lead-restriction",
    }
}
