//! The play grid: 13 tricks × 4 seats; clicking a card moves the replay cursor there.
use super::{Actions, ViewCtx, seat_name};
use crate::notation::card_symbol;
use crate::ui::app::{Action, Shortcut};
use crate::ui::doc::Command;
use crate::ui::style::{CardLook, card_widget, revoke_color};
use contract_bridge::Seat;
use eframe::egui;

/// The play grid (no state of its own).
#[derive(Debug, Default)]
pub struct GridView;

impl GridView {
    /// The replay bar: first / previous / next / last, where the cursor is.
    pub fn nav_ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let len = doc.case().play.len();
        let cursor = doc.cursor();
        ui.horizontal_wrapped(|ui| {
            let nav = |ui: &mut egui::Ui, text: &str, tip: String, enabled: bool| {
                ui.add_enabled(enabled, egui::Button::new(text))
                    .on_hover_text(tip)
                    .clicked()
            };
            if nav(ui, "|◀", tr.t("ui-nav-first"), cursor > 0) {
                actions.push(Action::SetCursor(0));
            }
            if nav(ui, "◀", tr.t("ui-nav-prev"), cursor > 0) {
                actions.push(Action::SetCursor(cursor.saturating_sub(1)));
            }
            if nav(ui, "▶", tr.t("ui-nav-next"), cursor < len) {
                actions.push(Action::SetCursor(cursor + 1));
            }
            if nav(ui, "▶|", tr.t("ui-nav-last"), cursor < len) {
                actions.push(Action::SetCursor(len));
            }
            ui.label(tr.t_args("ui-cursor", &[("n", cursor.into()), ("len", len.into())]));
            ui.separator();
            if ui
                .add_enabled(doc.can_undo(), egui::Button::new(tr.t("ui-undo")))
                .on_hover_text(tr.t_args(
                    "ui-undo-tip",
                    &[("keys", Shortcut::Undo.text(tr, ui.ctx()).into())],
                ))
                .clicked()
            {
                actions.push(Action::Undo);
            }
            if ui
                .add_enabled(doc.can_redo(), egui::Button::new(tr.t("ui-redo")))
                .on_hover_text(tr.t_args(
                    "ui-redo-tip",
                    &[("keys", Shortcut::Redo.text(tr, ui.ctx()).into())],
                ))
                .clicked()
            {
                actions.push(Action::Redo);
            }
            if ui
                .add_enabled(
                    cursor < len && !cx.read_only,
                    egui::Button::new(tr.t("ui-cut-play")),
                )
                .on_hover_text(tr.t_args("ui-cut-play-tip", &[("n", cursor.into())]))
                .on_disabled_hover_text(if cx.read_only {
                    tr.t("ui-read-only-hover")
                } else {
                    tr.t_args("ui-cut-play-tip", &[("n", cursor.into())])
                })
                .clicked()
            {
                actions.push(Action::Cmd(Command::TruncatePlay(cursor)));
            }
        });
    }

    /// The grid.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let case = doc.case();
        // A claim's line shown: its cards up to where it is shown follow the recorded
        // ones, greyed; clicking one moves through the line.
        let (play, cursor, line_from) = match cx.preview {
            Some(p) => (&p.play, p.cursor(), p.after_card),
            None => (&case.play, doc.cursor(), usize::MAX),
        };
        // The cards drawn: all the recorded ones; the line's up to where it is shown.
        let shown = |index: usize| index < line_from || index < cursor;
        let marked: Vec<usize> = case.marked_revokes.iter().map(|m| m.card).collect();
        let standing = cx
            .ruling
            .result
            .as_ref()
            .and_then(|r| r.as_ref().ok())
            .and_then(|j| j.standing_cards)
            .filter(|&n| n < play.len());
        egui::Grid::new("play-grid")
            .striped(true)
            .min_col_width(44.0)
            .spacing([6.0, 2.0])
            .show(ui, |ui| {
                ui.strong(tr.t("ui-grid-trick"));
                ui.strong(tr.t("ui-grid-lead"));
                for seat in Seat::ALL {
                    ui.strong(seat_name(tr, seat));
                }
                ui.strong(tr.t("ui-grid-winner"));
                ui.end_row();
                for t in 0..13 {
                    ui.label(format!("{}", t + 1));
                    let trick = play.tricks().get(t).filter(|t| shown(t.first_card));
                    match trick {
                        Some(trick) => {
                            ui.label(super::seat_letter(tr, trick.leader));
                        }
                        None => {
                            ui.label("");
                        }
                    }
                    for seat in Seat::ALL {
                        let step = trick
                            .and_then(|trick| {
                                play.steps()
                                    .iter()
                                    .skip(trick.first_card)
                                    .take(trick.cards.len())
                                    .find(|s| s.seat == seat)
                            })
                            .filter(|s| shown(s.index));
                        match step {
                            Some(step) if step.index >= line_from => {
                                let look = CardLook {
                                    clickable: true,
                                    selected: step.number() == cursor,
                                    played: true,
                                    with_suit: true,
                                    size: 15.0,
                                    ..CardLook::default()
                                };
                                let n = step.number() - line_from;
                                let cell = Cell {
                                    look,
                                    label: "ui-grid-line-card",
                                    n,
                                };
                                if cell.ui(ui, cx, step.card, tr.t("ui-grid-line-tip")) {
                                    actions.push(Action::LineStep(n));
                                }
                            }
                            Some(step) => {
                                let revoke = step.revoke || marked.contains(&step.number());
                                let look = CardLook {
                                    clickable: true,
                                    revoke,
                                    selected: step.number() == cursor,
                                    played: step.index >= cursor,
                                    with_suit: true,
                                    bold: step.position == 0,
                                    size: 15.0,
                                    void: standing.is_some_and(|n| step.number() > n),
                                };
                                let tip = tr.t_args(
                                    "ui-grid-card-tip",
                                    &[
                                        ("n", step.number().into()),
                                        ("seat", seat_name(tr, step.seat).into()),
                                    ],
                                );
                                let cell = Cell {
                                    look,
                                    label: "ui-grid-card",
                                    n: step.number(),
                                };
                                ui.horizontal(|ui| {
                                    ui.spacing_mut().item_spacing.x = 2.0;
                                    if cell.ui(ui, cx, step.card, tip) {
                                        actions.push(Action::SetCursor(step.number()));
                                    }
                                    if revoke {
                                        ui.label(
                                            egui::RichText::new("!")
                                                .strong()
                                                .color(revoke_color(cx.dark)),
                                        )
                                        .on_hover_text(tr.t("ui-revoke-flag"));
                                    }
                                });
                            }
                            None => {
                                ui.label("");
                            }
                        }
                    }
                    let void_trick = trick.is_some_and(|t| {
                        standing.is_some_and(|n| t.first_card + t.cards.len() > n)
                    });
                    let complete =
                        trick.filter(|t| shown((t.first_card + t.cards.len()).saturating_sub(1)));
                    match complete.and_then(|t| t.winner) {
                        Some(_) if void_trick => {
                            ui.weak(tr.t("ui-grid-void-trick"))
                                .on_hover_text(tr.t("ui-grid-void-trick-tip"));
                        }
                        Some(w) => {
                            ui.label(super::seat_letter(tr, w));
                        }
                        None => {
                            ui.label("");
                        }
                    }
                    ui.end_row();
                }
            });
        let revokes: Vec<String> = play
            .revokes()
            .map(|s| {
                tr.t_args(
                    "ui-revoke-line",
                    &[
                        ("n", s.number().into()),
                        ("card", card_symbol(s.card).into()),
                        ("seat", seat_name(tr, s.seat).into()),
                        ("trick", (s.trick + 1).into()),
                    ],
                )
            })
            .collect();
        for line in revokes {
            ui.label(egui::RichText::new(line).color(revoke_color(cx.dark)));
        }
        if let Some(n) = standing {
            let void = tr.t_args(
                "ui-play-void",
                &[
                    ("standing", n.into()),
                    ("first", (n + 1).into()),
                    ("last", play.len().into()),
                    ("count", (play.len() - n).into()),
                ],
            );
            ui.add(egui::Label::new(egui::RichText::new(void).weak()).wrap());
        }
    }
}

/// One card of the grid: drawn with `look`, read out by the message `label` (its number
/// `n` and the card), explained on hover.
struct Cell {
    look: CardLook,
    label: &'static str,
    n: usize,
}

impl Cell {
    /// Draws the card; whether it was clicked.
    fn ui(
        self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        card: contract_bridge::Card,
        tip: String,
    ) -> bool {
        let label = cx.tr.t_args(
            self.label,
            &[("n", self.n.into()), ("card", card_symbol(card).into())],
        );
        card_widget(ui, card, self.look, cx.settings.four_colour, Some(label))
            .on_hover_text(tip)
            .clicked()
    }
}
