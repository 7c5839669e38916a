//! A signed report opened as an appeals committee does: read-only under a banner (who
//! signed it, when, whether it is intact, whether the signer is trusted); "Work on a copy"
//! makes an editable, unsaved copy with the director's final score kept beside its ruling;
//! "Record the decision…" asks the committee's decision and writes it signed by the chair,
//! made by `report::appeal` as `arbitre appeal` makes it. A report that is not intact is
//! never the basis of a decision: the button is disabled and says why.
use super::{Action, Workbench};
use crate::i18n::{Msg, Tr};
use crate::report::appeal::{Amendment, Basis, Record};
use crate::sign::Trust;
use crate::ui::jobs::{JobKind, Outcome, Pick};
use crate::ui::signed::SignedReport;
use crate::ui::views;
use crate::ui::views::decision::{self, DecisionForm};
use eframe::egui;
use std::path::PathBuf;

/// The signed report behind the case in progress.
#[derive(Debug)]
pub(super) struct Committee {
    report: Box<SignedReport>,
    path: PathBuf,
    /// The case is the report's own (edits refused), not a copy.
    read_only: bool,
    /// The committee's decision form, while open (until the decision is written or the
    /// form cancelled).
    decision: Option<DecisionForm>,
    /// The decision is being written: its form waits, hidden, to come back if it fails.
    sending: bool,
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
            decision: None,
            sending: false,
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
            let record = ui
                .add_enabled(r.intact, egui::Button::new(tr.t("ui-decision-button")))
                .on_disabled_hover_text(tr.msg(&Msg::new("appeal-error-not-intact")));
            if record.clicked() {
                actions.push(Action::RecordDecision);
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
                let copy = self
                    .copy_score_text()
                    .unwrap_or_else(|| tr.t("ui-signed-no-ruling"));
                ui.strong(tr.t_args("ui-signed-copy-final", &[("scores", copy.into())]));
            });
        }
    }
}

impl Workbench {
    /// The final score of the copy's ruling in words (or that it gives none), when the case
    /// in progress is ruled at its latest revision.
    fn copy_score_text(&self) -> Option<String> {
        let tr = self.tr();
        let revision = self.doc.as_ref()?.revision();
        match self.ruling.result.as_ref() {
            Some(Ok(j)) if self.ruling.revision == revision => {
                Some(j.ruling.final_result.as_ref().map_or_else(
                    || tr.t("ui-signed-no-final"),
                    |f| views::scores_text(tr, f.score_ns),
                ))
            }
            _ => None,
        }
    }

    /// "Record the decision…" and writing it.
    pub(super) fn apply_decision(&mut self, action: Action) {
        match action {
            Action::RecordDecision => {
                // The window's language until the committee chooses the players'.
                let lang = self.settings.lang;
                let Some(c) = self.committee.as_mut() else {
                    return;
                };
                if c.report.intact {
                    c.decision.get_or_insert_with(|| DecisionForm::new(lang));
                } else {
                    self.say(Msg::new("appeal-error-not-intact"), true);
                }
            }
            Action::DecisionTo(path) => self.decision_to(path),
            _ => {}
        }
    }

    /// Whether the committee's decision form is shown.
    #[must_use]
    pub fn decision_form_shown(&self) -> bool {
        self.committee
            .as_ref()
            .is_some_and(|c| c.decision.is_some() && !c.sending)
    }

    /// The committee's decision form, while open (what is typed in it).
    #[must_use]
    pub fn decision_form(&self) -> Option<&DecisionForm> {
        self.committee.as_ref().and_then(|c| c.decision.as_ref())
    }

    /// The file of the identity the committee signs with, chosen in a file dialog.
    pub(super) fn identity_chosen(&mut self, path: &std::path::Path) {
        if let Some(form) = self.committee.as_mut().and_then(|c| c.decision.as_mut()) {
            form.identity = path.display().to_string();
            form.problem = None;
        }
    }

    /// The decision was written (the form closes) or not (it comes back, saying why).
    pub(super) fn decision_written(&mut self, result: Result<Msg, Msg>) {
        let Some(c) = self.committee.as_mut() else {
            return;
        };
        c.sending = false;
        match result {
            Ok(msg) => {
                c.decision = None;
                self.say(msg, false);
                self.session_changed();
            }
            Err(msg) => {
                if let Some(form) = c.decision.as_mut() {
                    form.problem = Some(msg.clone());
                }
                self.say(msg, true);
            }
        }
    }

    /// The decision form, while open.
    pub(super) fn decision_ui(&mut self, ctx: &egui::Context) {
        let Some(c) = self
            .committee
            .as_ref()
            .filter(|c| c.decision.is_some() && !c.sending)
        else {
            return;
        };
        let tr = self.tr();
        let r = &c.report;
        let copy = if c.read_only {
            Err(tr.t("ui-decision-amend-needs-copy"))
        } else {
            self.copy_score_text()
                .ok_or_else(|| tr.t("ui-decision-amend-needs-ruling"))
        };
        let shown = decision::Shown {
            signer: r.signer.clone(),
            sha256: r.sha256.clone(),
            director: r
                .director_score_ns
                .map_or_else(|| tr.t("ui-signed-no-final"), |s| views::scores_text(tr, s)),
            copy,
        };
        let board = self
            .doc
            .as_ref()
            .map(|d| d.case().board.number.to_string())
            .unwrap_or_default();
        let Some(form) = self.committee.as_mut().and_then(|c| c.decision.as_mut()) else {
            return;
        };
        match form.show(ctx, tr, &shown) {
            decision::Answer::Open => {}
            decision::Answer::Cancel => {
                if let Some(c) = self.committee.as_mut() {
                    c.decision = None;
                }
            }
            decision::Answer::Sign => self.file_dialog(
                Pick::Decision,
                tr.t("ui-decision-save-title"),
                tr.t("ui-dialog-report-filter"),
                &["pdf"],
                Some(tr.t_args("ui-decision-file-name", &[("board", board.into())])),
            ),
            decision::Answer::ChooseIdentity => {
                let start = self
                    .decision_form()
                    .and_then(DecisionForm::identity_path)
                    .and_then(|p| p.parent().map(std::path::Path::to_path_buf));
                self.ask_path(crate::ui::dialogs::Request {
                    pick: Pick::Identity,
                    title: tr.t("ui-decision-identity-title"),
                    filter: "PKCS #12".into(),
                    extensions: ["p12", "pfx"].map(String::from).to_vec(),
                    dir: start,
                    name: None,
                });
            }
        }
    }

    /// Writes the decision of the form to `path`, signed by the chair (what "Sign…" does
    /// once the file dialog has answered), off the UI thread.
    fn decision_to(&mut self, mut path: PathBuf) {
        let copy = self.doc.as_ref().map(|d| d.case().clone());
        let Some(c) = self.committee.as_mut() else {
            return;
        };
        let Some(form) = c.decision.clone() else {
            // The form was closed meanwhile: nothing to sign, and never silently.
            self.say(Msg::new("ui-decision-gone"), true);
            return;
        };
        // Amended: the copy's case, ruled again by the library as it stands now.
        let amended = match (form.amended, c.read_only, copy) {
            (false, _, _) => None,
            (true, false, Some(case)) => Some(case),
            (true, _, _) => {
                self.say(Msg::new("ui-decision-amend-needs-copy"), true);
                return;
            }
        };
        // The form waits, hidden, until the decision is written.
        c.sending = true;
        let report = (*c.report).clone();
        let name = c
            .path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        if path.extension().is_none() {
            path.set_extension("pdf");
        }
        self.jobs.spawn(JobKind::Decision, move || {
            let result = (|| {
                let basis = Basis::of(&name, &report).map_err(|e| e.msg())?;
                let amendment = amended
                    .map(|case| {
                        let toml = crate::case::to_toml_string(&case);
                        Amendment::of(case, toml)
                    })
                    .transpose()
                    .map_err(|e| e.msg())?;
                // The committee signs as itself: the identity of its form, never the
                // director's unless chosen.
                let file = form
                    .identity_path()
                    .ok_or_else(|| Msg::new("ui-export-no-config"))?;
                let chair = Some(form.chair.trim()).filter(|c| !c.is_empty());
                let (identity, _created) = crate::sign::Identity::load_or_create_file(
                    &file,
                    chair,
                    &form.passphrase,
                    false,
                )
                .map_err(|e| e.msg())?;
                let record = Record {
                    reasons: form.reasons.clone(),
                    members: form.member_names(),
                    chair: form.chair.clone(),
                    lang: form.lang,
                };
                let pdf = crate::report::appeal::sign_decision(
                    &basis,
                    amendment.as_ref(),
                    &record,
                    &identity,
                )
                .map_err(|e| e.msg())?;
                crate::case::write_atomically(&path, &pdf).map_err(|e| {
                    Msg::new("ui-error-io")
                        .arg("path", path.display().to_string())
                        .arg("message", crate::fsread::io_words(&e))
                })?;
                Ok(Msg::new("ui-decision-written")
                    .arg("path", path.display().to_string())
                    .arg("hash", basis.original.sha256)
                    .arg("signer", identity.name().to_owned()))
            })();
            Outcome::DecisionWritten(result)
        });
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
