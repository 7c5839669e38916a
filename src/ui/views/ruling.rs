//! The ruling: each revoke (established or not and why, laws with their paraphrase,
//! transfer), then table → adjusted → final result with the scores of both sides.
use super::{ViewCtx, error_label, heading, scores_text, seat_name};
use crate::laws::{Judgement, Law};
use crate::notation::card_symbol;
use crate::ui::style::revoke_color;
use eframe::egui;

/// The ruling view (no state of its own).
#[derive(Debug, Default)]
pub struct RulingView;

/// Law codes with their paraphrase, one per line.
pub fn laws_ui(ui: &mut egui::Ui, tr: crate::i18n::Tr, codes: &[Law]) {
    for code in codes {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                egui::RichText::new(tr.t_args("ui-law", &[("code", code.code().into())])).strong(),
            );
            ui.label(tr.t(&code.paraphrase_key()));
        });
    }
}

/// Whether the ruling can only be provisional: the play is not recorded to its end (no
/// claim either) and no correction sent the play back to the table. Law 64 is applied
/// after the play, so until then neither the adjustment nor 64C is final.
#[must_use]
pub fn is_provisional(case: &crate::case::Case, j: &Judgement) -> bool {
    !case.play.is_finished()
        && case.claim.is_none()
        && !j.ruling.revokes.iter().any(|v| v.corrected)
}

fn case_has_revoke(doc: &crate::ui::doc::Document) -> bool {
    let case = doc.case();
    case.play.revokes().next().is_some() || !case.marked_revokes.is_empty()
}

impl RulingView {
    /// Draws the ruling.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut super::Actions) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else {
            ui.label(egui::RichText::new(tr.t("ui-no-case")).weak());
            return;
        };
        super::claim::ruling_progress_ui(ui, cx, actions);
        let Some(result) = &cx.ruling.result else {
            return;
        };
        let stale = cx.ruling.revision != doc.revision();
        let j: &Judgement = match result {
            Ok(j) => j,
            Err(msg) => {
                // What the facts still lack (or what contradicts the play): guidance while
                // the case is being entered, not an alarm.
                heading(ui, tr.t("ui-ruling-none"));
                if case_has_revoke(doc) {
                    error_label(ui, super::director_text(tr, msg));
                } else {
                    ui.label(super::director_text(tr, msg));
                }
                return;
            }
        };
        if stale {
            ui.label(
                egui::RichText::new(tr.t("ui-ruling-stale"))
                    .weak()
                    .italics(),
            );
        }
        let case = doc.case();
        let r = &j.ruling;
        // During the auction (call changes only): no play, no revoke, no result yet.
        if crate::changes::during_auction(case) {
            heading(ui, tr.t("report-no-contract"));
            ui.label(tr.t("ui-changes-auction-ruling"));
            return;
        }
        let provisional = is_provisional(case, j);
        if provisional {
            heading(ui, tr.t("ui-ruling-provisional"));
            ui.add(
                egui::Label::new(tr.t_args(
                    "ui-ruling-provisional-missing",
                    &[("n", case.play.len().into())],
                ))
                .wrap(),
            );
            ui.separator();
        }
        let claim_only = crate::report::wording::claim_only(case, j);
        if claim_only {
            claim_ui(ui, tr, case, j);
        } else if r.revokes.is_empty() {
            // No revoke and no claim ruled: the result at the table stands.
            heading(
                ui,
                tr.t(match case.claim.as_ref().map(|c| c.kind) {
                    Some(crate::case::ClaimKind::Claim) => "ui-ruling-no-revoke-claim",
                    Some(crate::case::ClaimKind::Concession) => "ui-ruling-no-revoke-concession",
                    None => "ui-ruling-no-revoke",
                }),
            );
        }
        for (i, rv) in r.revokes.iter().enumerate() {
            let step = case.play.steps().get(rv.card.wrapping_sub(1));
            let card = step.map_or_else(String::new, |s| card_symbol(s.card));
            let seat = step.map_or_else(|| rv.seat.clone(), |s| seat_name(tr, s.seat));
            ui.label(
                egui::RichText::new(tr.t_args(
                    "ui-ruling-revoke",
                    &[
                        ("i", (i + 1).into()),
                        ("n", rv.card.into()),
                        ("card", card.into()),
                        ("seat", seat.into()),
                        ("trick", rv.trick.into()),
                    ],
                ))
                .family(crate::ui::bold_family())
                .color(revoke_color(cx.dark)),
            );
            egui::Grid::new(("revoke-grid", i))
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label(tr.t("ui-ruling-kind"));
                    ui.label(tr.t(rv.kind.key()));
                    ui.end_row();
                    ui.label(tr.t("ui-ruling-established"));
                    ui.label(tr.t(if rv.established { "ui-yes" } else { "ui-no" }));
                    ui.end_row();
                    if let Some(by) = crate::report::wording::established_by(tr, case, rv) {
                        ui.label(tr.t("report-established-by-label"));
                        last_cell(ui, by);
                        ui.end_row();
                    }
                    ui.label(tr.t("ui-ruling-corrected"));
                    ui.label(tr.t(if rv.corrected { "ui-yes" } else { "ui-no" }));
                    ui.end_row();
                    if let Some(p) = &rv.penalty_card {
                        ui.label(tr.t("ui-ruling-penalty-card"));
                        let shown =
                            crate::notation::parse_card(p).map_or_else(|_| p.clone(), card_symbol);
                        ui.label(tr.cards(&shown));
                        ui.end_row();
                    }
                    ui.label(tr.t("ui-ruling-transfer"));
                    ui.label(
                        egui::RichText::new(tr.t_args("ui-tricks", &[("n", rv.transfer.into())]))
                            .strong(),
                    );
                    ui.end_row();
                });
            if let Some(options) = crate::report::wording::penalty_card_options(tr, case, rv) {
                ui.add(egui::Label::new(options).wrap());
            }
            laws_ui(ui, tr, &rv.laws);
            ui.separator();
        }

        let replay = r.final_result.is_none() && r.revokes.iter().any(|v| v.corrected);
        heading(ui, tr.t("ui-ruling-results"));
        if claim_only {
            claim_results_ui(ui, tr, case, j);
        } else if replay {
            // Nothing to count yet: what matters is the correction (the penalty card and
            // its options are said with the revoke above).
            ui.add(egui::Label::new(tr.t("ui-ruling-correction")).wrap());
            if let Some(n) = j.standing_cards {
                // The play that stands before the correction.
                ui.label(tr.label_value(
                    &tr.t("ui-ruling-table"),
                    &tr.t_args(
                        "ui-ruling-table-standing-tricks",
                        &[("tricks", r.table_declarer_tricks.into()), ("n", n.into())],
                    ),
                ));
            }
        } else {
            results_ui(ui, tr, j);
        }
        ruling_tail_ui(ui, tr, case, j, provisional);
    }
}

/// A claim or concession alone: what was claimed and what was ruled, with its laws.
fn claim_ui(ui: &mut egui::Ui, tr: crate::i18n::Tr, case: &crate::case::Case, j: &Judgement) {
    let Some(c) = j.claim.as_ref() else { return };
    heading(
        ui,
        tr.t(match c.kind {
            crate::case::ClaimKind::Claim => "ui-ruling-claim-heading",
            crate::case::ClaimKind::Concession => "ui-ruling-concession-heading",
        }),
    );
    if let Some(text) = crate::report::wording::claim_sentence(tr, case, j) {
        ui.add(egui::Label::new(text).wrap());
    }
    let laws: Vec<Law> = j.ruling.claim.iter().flat_map(|c| c.laws.clone()).collect();
    laws_ui(ui, tr, &laws);
    ui.separator();
}

/// The result table of a claim alone: as claimed, as ruled, final.
fn claim_results_ui(
    ui: &mut egui::Ui,
    tr: crate::i18n::Tr,
    case: &crate::case::Case,
    j: &Judgement,
) {
    let Some(c) = j.claim.as_ref() else { return };
    let r = &j.ruling;
    let ruled = r.table_declarer_tricks;
    let claimed = crate::report::wording::declarer_tricks_as_claimed(case, c, ruled);
    let b = &case.board;
    let score = |t: u8| crate::scoring::score_ns(b.contract, b.declarer, b.vulnerability, t);
    egui::Grid::new("claim-results-grid")
        .striped(true)
        .num_columns(3)
        .show(ui, |ui| {
            ui.label("");
            ui.strong(tr.t("ui-ruling-declarer-tricks"));
            ui.strong(tr.t("ui-ruling-score"));
            ui.end_row();
            ui.label(tr.t(match c.kind {
                crate::case::ClaimKind::Claim => "ui-ruling-as-claimed",
                crate::case::ClaimKind::Concession => "ui-ruling-as-conceded",
            }));
            ui.label(claimed.to_string());
            last_cell(ui, scores_text(tr, score(claimed)));
            ui.end_row();
            ui.label(tr.t("ui-ruling-as-ruled"));
            ui.label(ruled.to_string());
            last_cell(
                ui,
                j.table_score_ns
                    .map_or_else(|| scores_text(tr, score(ruled)), |s| scores_text(tr, s)),
            );
            ui.end_row();
            final_row_ui(ui, tr, r);
        });
}

/// A cell of a grid's last column, wrapped at the pane's edge rather than pushed past it
/// ("NS -150 / EO +150" in a narrow French pane). Only the last column may wrap: an earlier
/// one would wrap at the width it had the frame before.
fn last_cell(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) {
    ui.add(egui::Label::new(text).wrap());
}

fn final_row_ui(ui: &mut egui::Ui, tr: crate::i18n::Tr, r: &crate::laws::Ruling) {
    ui.strong(tr.t("ui-ruling-final"));
    match &r.final_result {
        Some(f) => {
            ui.strong(
                f.declarer_tricks
                    .map_or_else(|| tr.t("ui-ruling-weighted"), |t| t.to_string()),
            );
            last_cell(
                ui,
                egui::RichText::new(scores_text(tr, f.score_ns)).strong(),
            );
        }
        None => {
            ui.label("—");
            ui.label("");
        }
    }
    ui.end_row();
}

/// The result table: at the table, after the transfers, final.
fn results_ui(ui: &mut egui::Ui, tr: crate::i18n::Tr, j: &Judgement) {
    let r = &j.ruling;
    {
        egui::Grid::new("results-grid")
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                ui.label("");
                ui.strong(tr.t("ui-ruling-declarer-tricks"));
                ui.strong(tr.t("ui-ruling-score"));
                ui.end_row();
                match j.standing_cards {
                    Some(n) => {
                        ui.label(tr.t("ui-ruling-table")).on_hover_text(
                            tr.t_args("ui-ruling-table-standing", &[("n", n.into())]),
                        );
                        ui.label(tr.t_args(
                            "ui-ruling-table-standing-tricks",
                            &[("tricks", r.table_declarer_tricks.into()), ("n", n.into())],
                        ));
                    }
                    None => {
                        ui.label(tr.t("ui-ruling-table"));
                        ui.label(r.table_declarer_tricks.to_string());
                    }
                }
                last_cell(
                    ui,
                    j.table_score_ns
                        .map_or_else(String::new, |s| scores_text(tr, s)),
                );
                ui.end_row();
                ui.label(tr.t_args("ui-ruling-adjusted", &[("n", r.transfer_total.into())]));
                ui.label(r.adjusted_declarer_tricks.to_string());
                last_cell(
                    ui,
                    j.adjusted_score_ns
                        .map_or_else(String::new, |s| scores_text(tr, s)),
                );
                ui.end_row();
                final_row_ui(ui, tr, r);
            });
    }
}

/// Below the result table: why there is no final result, the weighted outcomes, Law 64C,
/// the IMPs and the notes.
fn ruling_tail_ui(
    ui: &mut egui::Ui,
    tr: crate::i18n::Tr,
    case: &crate::case::Case,
    j: &Judgement,
    provisional: bool,
) {
    let r = &j.ruling;
    {
        // Why there is no final result, below the grid so that a long sentence wraps
        // within the panel instead of widening the grid past it.
        // (A correction is said in place of the result table.)
        if r.final_result.is_none() && provisional {
            ui.add(egui::Label::new(tr.t("ui-ruling-final-after-play")).wrap());
        }
        if let Some(f) = &r.final_result {
            if let Some(exact) = f.score_ns_exact {
                ui.label(tr.t_args(
                    "ui-ruling-exact",
                    &[("score", super::decimal(tr, exact, 1, true).into())],
                ));
            }
            if let Some(w) = &f.weighted {
                for o in w {
                    ui.label(tr.t_args(
                        "ui-ruling-weighted-line",
                        &[
                            ("percent", o.percent.into()),
                            ("tricks", o.declarer_tricks.into()),
                            ("score", format!("{:+}", o.score_ns).into()),
                        ],
                    ));
                }
            }
        }
        if provisional {
            // Law 64 is applied after the play: no 64C outcome before the end.
        } else if crate::report::wording::claim_only(case, j) {
            // Law 64C has nothing to say about a claim alone.
        } else if r.equity.applies {
            ui.label(egui::RichText::new(tr.t("ui-ruling-equity-applies")).strong());
            laws_ui(ui, tr, &r.equity.laws);
        } else if r.equity.dd_declarer_tricks.is_some() && r.final_result.is_some() {
            // No 64C outcome when a correction sends the play back to the table.
            ui.label(tr.t("ui-ruling-equity-not"));
        }
        if let Some(imps) = j.weighted_imps_ns {
            ui.label(tr.t_args(
                "ui-ruling-imps",
                &[("imps", super::decimal(tr, imps, 2, true).into())],
            ));
        } else if let [one] = j.imps.as_slice() {
            ui.label(tr.t_args(
                "ui-ruling-imps",
                &[("imps", format!("{:+}", one.imps_ns).into())],
            ));
        }
        for note in &j.notes {
            ui.label(egui::RichText::new(tr.msg(note)).small().weak());
        }
    }
}
