//! A signed report opened as an appeals committee does: read-only under a banner (who
//! signed it, when, whether it is intact, whether the signer is trusted); "Work on a copy"
//! makes an editable, unsaved copy with the director's final score kept beside its ruling.
use super::{Action, Workbench};
use crate::i18n::{Msg, Tr};
use crate::sign::Trust;
use crate::ui::signed::SignedReport;
use crate::ui::views;
use eframe::egui;
use std::path::PathBuf;

/// The signed report behind the case in progress.
#[derive(Debug)]
pub(super) struct Committee {
    report: Box<SignedReport>,
    path: PathBuf,
    /// The case is the report's own (edits refused), not a copy.
    read_only: bool,
}

impl Workbench {
    /// Opens the case a signed report carries, read-only.
    pub(super) fn open_report(&mut self, path: PathBuf, report: Box<SignedReport>) {
        self.set_boards(None, crate::import::BoardIndex::default());
        self.set_case(report.case.clone(), None);
        if let Some(doc) = self.doc.as_mut() {
            doc.origin = Some(path.clone());
        }
        let key = if report.intact {
            "ui-signed-opened"
        } else {
            "ui-signed-opened-not-intact"
        };
        self.say(
            Msg::new(key).arg("path", path.display().to_string()),
            !report.intact,
        );
        self.committee = Some(Committee {
            report,
            path,
            read_only: true,
        });
    }

    /// The signed report behind the case in progress, if any.
    #[must_use]
    pub fn signed_report(&self) -> Option<&SignedReport> {
        self.committee.as_ref().map(|c| &*c.report)
    }

    /// Whether the case in progress is a signed report's own (edits refused).
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        self.committee.as_ref().is_some_and(|c| c.read_only)
    }

    /// Refuses the actions that would change, save or re-sign a signed report's case in
    /// place (said in the status bar); true when refused.
    pub(super) fn refused_read_only(&mut self, action: &Action) -> bool {
        let edit = matches!(
            action,
            Action::Cmd(_)
                | Action::Undo
                | Action::Redo
                | Action::Save
                | Action::SaveAs
                | Action::SaveTo(_)
                | Action::ExportReport
                | Action::ExportTo(_)
                | Action::SaveNotice
                | Action::PrintNotice
                | Action::NoticeTo(_)
        );
        if edit && self.is_read_only() {
            self.say(Msg::new("ui-read-only-refused"), true);
            return true;
        }
        false
    }

    /// "Work on a copy": the report's case as a new, unsaved case; the report stays beside.
    pub(super) fn work_on_copy(&mut self) {
        let Some(mut committee) = self.committee.take() else {
            return;
        };
        if !committee.report.intact {
            // Never a basis for a decision.
            self.say(Msg::new("ui-signed-copy-refused"), true);
            self.committee = Some(committee);
            return;
        }
        self.set_case(committee.report.case.clone(), None);
        if let Some(doc) = self.doc.as_mut() {
            doc.origin = Some(committee.path.clone());
            doc.mark_unsaved();
        }
        committee.read_only = false;
        self.committee = Some(committee);
        self.say(Msg::new("ui-signed-copy-made"), false);
    }

    /// The banner's frame, tinted (red when the report is not intact), while a signed
    /// report or a copy of it is open.
    pub(super) fn committee_frame(&self, ui: &egui::Ui) -> Option<egui::Frame> {
        let c = self.committee.as_ref()?;
        let dark = ui.visuals().dark_mode;
        let tint = if c.report.intact {
            ui.visuals().selection.bg_fill
        } else {
            crate::ui::style::error_color(dark)
        };
        Some(
            egui::Frame::side_top_panel(ui.style())
                .fill(ui.visuals().panel_fill.lerp_to_gamma(tint, 0.18))
                .stroke(egui::Stroke::new(1.5, tint)),
        )
    }

    /// The banner above the workbench while a signed report (or a copy of it) is open.
    pub(super) fn committee_ui(&self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let Some(c) = self.committee.as_ref() else {
            return;
        };
        let tr = self.tr();
        let r = &c.report;
        let time = r
            .signing_time
            .map_or_else(|| tr.t("ui-signed-no-time"), crate::report::format_time);
        let key = if !r.intact {
            "ui-signed-banner-unproven"
        } else if c.read_only {
            "ui-signed-banner"
        } else {
            "ui-signed-copy-banner"
        };
        ui.horizontal_wrapped(|ui| {
            ui.strong(tr.t_args(
                key,
                &[
                    ("signer", r.signer.as_str().into()),
                    ("time", time.into()),
                    ("file", c.path.display().to_string().into()),
                ],
            ));
            if c.read_only && r.intact && ui.button(tr.t("ui-signed-copy-button")).clicked() {
                actions.push(Action::WorkOnCopy);
            }
        });
        if r.intact {
            ui.label(tr.t("ui-signed-intact"));
            ui.label(trust_text(tr, &r.trust, &r.signer));
        } else {
            for problem in &r.problems {
                views::error_label(
                    ui,
                    tr.t_args(
                        "ui-signed-not-intact",
                        &[("reason", tr.msg(problem).into())],
                    ),
                );
            }
            if r.problems.is_empty() {
                views::error_label(ui, tr.t("ui-signed-not-intact-plain"));
            }
        }
        if !c.read_only {
            ui.horizontal_wrapped(|ui| {
                let director = r
                    .director_score_ns
                    .map_or_else(|| tr.t("ui-signed-no-final"), |s| views::scores_text(tr, s));
                ui.label(tr.t_args("ui-signed-director-final", &[("scores", director.into())]));
                ui.separator();
                let copy = match self.ruling.result.as_ref() {
                    Some(Ok(j)) => j.ruling.final_result.as_ref().map_or_else(
                        || tr.t("ui-signed-no-final"),
                        |f| views::scores_text(tr, f.score_ns),
                    ),
                    _ => tr.t("ui-signed-no-ruling"),
                };
                ui.strong(tr.t_args("ui-signed-copy-final", &[("scores", copy.into())]));
            });
        }
    }
}

fn trust_text(tr: Tr, trust: &Trust, signer: &str) -> String {
    match trust {
        Trust::Director => tr.t_args("ui-signed-trusted", &[("signer", signer.into())]),
        Trust::Authority(ca) => tr.t_args(
            "ui-signed-trusted-authority",
            &[("signer", signer.into()), ("authority", ca.as_str().into())],
        ),
        Trust::Unknown => tr.t("ui-signed-untrusted"),
    }
}
