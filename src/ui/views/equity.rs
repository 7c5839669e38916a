//! Law 64C: the offender's legal cards at the revoke with their double-dummy results, the
//! double-dummy trick count after every card, and the director's own judgement.
use super::{Actions, ViewCtx, error_label, heading, seat_name};
use crate::case::Weight;
use crate::notation::card_symbol;
use crate::ui::app::Action;
use crate::ui::doc::Command;
use crate::ui::style::revoke_color;
use eframe::egui;
use egui_plot::{HoverPosition, Line, Plot, PlotPoints, Points, VLine};

/// The equity view (no state of its own).
#[derive(Debug, Default)]
pub struct EquityView;

impl EquityView {
    /// Draws the equity panel.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        analysis: Option<&[Option<u8>]>,
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else {
            ui.label(egui::RichText::new(tr.t("ui-no-case")).weak());
            return;
        };
        let case = doc.case();
        let judgement = cx.ruling.result.as_ref().and_then(|r| r.as_ref().ok());

        heading(ui, tr.t("ui-equity-alternatives"));
        match judgement.and_then(|j| j.evidence.as_ref()) {
            Some(ev) => {
                ui.label(tr.t_args(
                    "ui-equity-at-revoke",
                    &[
                        ("n", ev.revoke_card.into()),
                        ("seat", seat_name(tr, ev.offender).into()),
                        ("before", ev.declarer_tricks_before.into()),
                    ],
                ));
                let played = case
                    .play
                    .steps()
                    .get(ev.revoke_card.wrapping_sub(1))
                    .map(|s| s.card);
                egui::Grid::new("alternatives")
                    .striped(true)
                    .num_columns(2)
                    .show(ui, |ui| {
                        ui.strong(tr.t("ui-equity-card"));
                        ui.strong(tr.t("ui-ruling-declarer-tricks"));
                        ui.end_row();
                        for alt in &ev.alternatives {
                            let mut text = egui::RichText::new(tr.cards(&card_symbol(alt.card)));
                            if Some(alt.card) == played {
                                text = text.color(revoke_color(cx.dark));
                            }
                            ui.label(text);
                            ui.label(alt.declarer_tricks.to_string());
                            ui.end_row();
                        }
                    });
            }
            None => {
                ui.label(egui::RichText::new(tr.t("ui-equity-no-evidence")).weak());
            }
        }
        if let Some(j) = judgement {
            let e = &j.ruling.equity;
            if let Some(dd) = e.dd_declarer_tricks {
                ui.label(tr.t_args("ui-equity-dd", &[("n", dd.into())]));
            }
            if let Some(l) = e.likely_declarer_tricks {
                ui.label(tr.t_args("ui-equity-likely", &[("n", l.into())]));
            }
        }
        ui.add_space(6.0);

        heading(ui, tr.t("ui-equity-plot"));
        match analysis {
            Some(values) if !values.is_empty() => self.plot_ui(ui, cx, values, actions),
            _ => {
                ui.label(egui::RichText::new(tr.t("ui-equity-plot-unavailable")).weak());
            }
        }
        ui.add_space(6.0);

        heading(ui, tr.t("ui-equity-director"));
        let eq = &case.equity;
        let mut own = eq.likely_declarer_tricks.is_some();
        if ui.checkbox(&mut own, tr.t("ui-equity-own")).changed() {
            let default = judgement
                .and_then(|j| j.ruling.equity.dd_declarer_tricks)
                .unwrap_or(case.play.declarer_tricks());
            actions.push(Action::Cmd(Command::SetLikely(own.then_some(default))));
        }
        if let Some(likely) = eq.likely_declarer_tricks {
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(tr.t("ui-equity-likely-tricks"));
                let mut v = likely;
                ui.add(egui::DragValue::new(&mut v).range(0..=13))
                    .labelled_by(l.id);
                if v != likely {
                    actions.push(Action::Cmd(Command::SetLikely(Some(v))));
                }
            });
        }
        ui.add_space(4.0);
        ui.label(tr.t("ui-equity-weights"));
        let mut weights = eq.weights.clone();
        let mut changed = false;
        let mut remove = None;
        for (i, w) in weights.iter_mut().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(tr.t("ui-equity-weight-tricks"));
                changed |= ui
                    .add(egui::DragValue::new(&mut w.declarer_tricks).range(0..=13))
                    .labelled_by(l.id)
                    .changed();
                let l = ui.label(tr.t("ui-equity-weight-percent"));
                changed |= ui
                    .add(
                        egui::DragValue::new(&mut w.percent)
                            .range(0..=100)
                            .suffix(" %"),
                    )
                    .labelled_by(l.id)
                    .changed();
                if ui
                    .small_button("✕")
                    .on_hover_text(tr.t("ui-equity-weight-remove"))
                    .clicked()
                {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            weights.remove(i);
            changed = true;
        }
        if ui.button(tr.t("ui-equity-weight-add")).clicked() {
            let used: u32 = weights.iter().map(|w| u32::from(w.percent)).sum();
            let tricks = judgement
                .map(|j| j.ruling.adjusted_declarer_tricks)
                .unwrap_or(case.play.declarer_tricks());
            weights.push(Weight {
                declarer_tricks: tricks,
                percent: u8::try_from(100u32.saturating_sub(used)).unwrap_or(0),
            });
            changed = true;
        }
        if !weights.is_empty() {
            let total: u32 = weights.iter().map(|w| u32::from(w.percent)).sum();
            if total == 100 {
                ui.label(tr.t("ui-equity-weights-ok"));
            } else {
                error_label(
                    ui,
                    tr.t_args("ui-equity-weights-bad", &[("total", total.into())]),
                );
            }
        }
        if changed {
            actions.push(Action::Cmd(Command::SetWeights(weights)));
        }
        ui.add_space(4.0);
        let l = ui.label(tr.t("ui-equity-reasons"));
        let mut reasons = eq.reasons.clone();
        if ui
            .add(
                egui::TextEdit::multiline(&mut reasons)
                    .desired_rows(3)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(l.id)
            .changed()
        {
            actions.push(Action::Cmd(Command::SetReasons(reasons)));
        }
    }

    fn plot_ui(
        &self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        values: &[Option<u8>],
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let play = &doc.case().play;
        let points: Vec<[f64; 2]> = values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|t| [i as f64, f64::from(t)]))
            .collect();
        let revoke_color = revoke_color(cx.dark);
        // A few points of room on the left: the plot draws its vertical axis label at its
        // very edge, where the pane would cut the tops of its letters (the accents).
        let plot = Plot::new("dd-plot")
            .height(180.0)
            .include_y(0.0)
            .include_y(13.0)
            .include_x(0.0)
            .include_x(52.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .x_axis_label(tr.t("ui-equity-plot-x"))
            .y_axis_label(tr.t("ui-equity-plot-y"))
            .label_formatter(|hover| {
                let x = match hover {
                    HoverPosition::NearDataPoint { position, .. }
                    | HoverPosition::Elsewhere { position } => position.x,
                };
                point_at(x, values).and_then(|i| point_text(tr, play, values, i))
            });
        let shown = ui.horizontal_top(|ui| {
            ui.add_space(4.0);
            plot.show(ui, |p| {
                p.line(Line::new(
                    tr.t("ui-equity-plot-line"),
                    PlotPoints::from(points.clone()),
                ));
                p.points(
                    Points::new(tr.t("ui-equity-plot-line"), PlotPoints::from(points)).radius(2.0),
                );
                for s in play.revokes() {
                    p.vline(
                        VLine::new(tr.t("ui-equity-plot-revoke"), s.number() as f64)
                            .color(revoke_color)
                            .width(2.0),
                    );
                }
                p.vline(
                    VLine::new(tr.t("ui-equity-plot-cursor"), doc.cursor() as f64)
                        .color(egui::Color32::GRAY),
                );
                p.pointer_coordinate()
            })
        });
        let shown = shown.inner;
        if shown.response.clicked()
            && let Some(at) = shown.inner
            && let Some(i) = point_at(at.x, values)
        {
            actions.push(Action::SetCursor(i));
        }
    }
}

/// The point of the plot nearest to `x` (cards played): the replay position it stands for,
/// if the analysis has a value there.
#[must_use]
pub fn point_at(x: f64, values: &[Option<u8>]) -> Option<usize> {
    if !x.is_finite() || values.is_empty() {
        return None;
    }
    let last = values.len() - 1;
    let i = x.round().clamp(0.0, last as f64) as usize;
    values.get(i)?.map(|_| i)
}

/// What hovering point `i` shows: the card, its player and declarer's double-dummy tricks.
#[must_use]
pub fn point_text(
    tr: crate::i18n::Tr,
    play: &crate::play::Play,
    values: &[Option<u8>],
    i: usize,
) -> Option<String> {
    let tricks = (*values.get(i)?)?;
    if i == 0 {
        return Some(tr.t_args("ui-equity-plot-hover-start", &[("tricks", tricks.into())]));
    }
    let step = play.steps().get(i - 1)?;
    Some(tr.t_args(
        "ui-equity-plot-hover",
        &[
            ("n", i.into()),
            ("card", card_symbol(step.card).into()),
            ("seat", seat_name(tr, step.seat).into()),
            ("trick", (step.trick + 1).into()),
            ("tricks", tricks.into()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_lands_on_the_nearest_card_with_a_value() {
        let values = [Some(9), Some(9), None, Some(8)];
        assert_eq!(point_at(0.2, &values), Some(0));
        assert_eq!(point_at(0.6, &values), Some(1));
        assert_eq!(point_at(2.0, &values), None);
        assert_eq!(point_at(2.7, &values), Some(3));
        assert_eq!(point_at(40.0, &values), Some(3));
        assert_eq!(point_at(-3.0, &values), Some(0));
        assert_eq!(point_at(f64::NAN, &values), None);
        assert_eq!(point_at(1.0, &[]), None);
    }
}

#[cfg(test)]
mod hover_tests {
    use super::*;
    use crate::i18n::{Lang, Tr};

    #[test]
    fn hovering_names_the_card_the_player_and_the_tricks() {
        let (play, lead) = crate::play::testing::after_opening_lead();
        let values = [Some(10), Some(9)];
        let tr = Tr::new(Lang::En);
        let start = point_text(tr, &play, &values, 0).unwrap();
        assert!(start.contains("10"), "{start}");
        let first = point_text(tr, &play, &values, 1).unwrap();
        assert!(first.contains(&card_symbol(lead)), "{first}");
        assert!(first.contains("West"), "{first}");
        assert!(first.contains('9'), "{first}");
        assert!(point_text(tr, &play, &values, 2).is_none());
        let fr = point_text(Tr::new(Lang::Fr), &play, &values, 1).unwrap();
        assert!(fr.contains("Ouest"), "{fr}");
    }
}
