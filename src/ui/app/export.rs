//! The report's export from the window: the dialog's choices, the passphrase checked off the
//! UI thread before the file name is asked, the export itself through
//! [`crate::report::export`] (what `arbitre report` does), and "Open the PDF" after it.
use super::{Action, Workbench};
use crate::i18n::Msg;
use crate::report::export::{self, ExportRequest, IdentitySource, Sheet, Unlocked};
use crate::ui::jobs::{JobKind, Outcome, Pick};
use crate::ui::views::export::{ExportChoice, ExportDialog};
use std::path::PathBuf;

/// An export waiting for its file name.
#[derive(Debug)]
pub(crate) struct PendingExport {
    /// The dialog's choices.
    choice: ExportChoice,
    /// How it is signed: `None` for a draft.
    signing: Option<Signing>,
}

/// The identity of a signed export: unlocked already, or to unlock with the choice's
/// passphrase (when the choices come from a script or a test).
#[derive(Debug)]
enum Signing {
    Unlocked(Box<Unlocked>),
    Later,
}

impl Workbench {
    /// "Export ruling…": the dialog, preset with the case's director or the name typed last.
    pub(super) fn ask_export(&mut self) {
        let ready = self.doc.as_ref().is_some_and(|d| {
            self.ruling.revision == d.revision() && matches!(self.ruling.result, Some(Ok(_)))
        });
        let Some(doc) = self.doc.as_ref().filter(|_| ready) else {
            self.say(Msg::new("ui-report-needs-ruling"), true);
            return;
        };
        let director = self.settings.director_for(&doc.case().meta.director);
        self.export_dialog = Some(ExportDialog::for_identity(
            self.settings.lang,
            &director,
            self.identity_dir.clone(),
        ));
    }

    /// The dialog answered: a draft asks for the file name at once; a signed export checks
    /// the passphrase first, off the UI thread.
    pub(super) fn export_chosen(&mut self, choice: ExportChoice, draft: bool) {
        if draft {
            self.pending_export = Some(PendingExport {
                choice,
                signing: None,
            });
            self.ask_report_file();
            return;
        }
        let source = IdentitySource::Own(choice.identity_dir.clone());
        self.jobs.spawn(JobKind::Unlock, move || {
            let result = export::unlock(&source, &choice.director, &choice.passphrase)
                .map(Box::new)
                .map_err(|e| e.msg());
            Outcome::Unlocked { choice, result }
        });
    }

    /// The passphrase was checked: ask where to write, or show the dialog again with why.
    pub(super) fn unlocked(&mut self, choice: ExportChoice, result: Result<Box<Unlocked>, Msg>) {
        match result {
            Ok(unlocked) => {
                self.pending_export = Some(PendingExport {
                    choice,
                    signing: Some(Signing::Unlocked(unlocked)),
                });
                self.ask_report_file();
            }
            Err(msg) => self.export_dialog = Some(ExportDialog::retry(choice, msg)),
        }
    }

    fn ask_report_file(&mut self) {
        let Some(doc) = self.doc.as_ref() else { return };
        let name = format!("ruling-board-{}.pdf", doc.case().board.number);
        let tr = self.tr();
        self.file_dialog(
            Pick::Report,
            tr.t("ui-dialog-report"),
            tr.t("ui-dialog-report-filter"),
            &["pdf"],
            Some(name),
        );
    }

    /// Writes the report of the pending export to `path` (a draft when none is pending).
    pub(super) fn export_to(&mut self, mut path: PathBuf) {
        let Some(doc) = self.doc.as_ref() else { return };
        let Some(Ok(judgement)) = self.ruling.result.as_ref() else {
            self.say(Msg::new("ui-report-needs-ruling"), true);
            return;
        };
        if path.extension().is_none() {
            path.set_extension("pdf");
        }
        let case = doc.case().clone();
        let case_path = doc.path.clone();
        let doc = doc.id();
        let judgement = judgement.clone();
        if let Some(p) = &self.pending_export {
            // The name typed is kept for the next case.
            self.settings.remember_director(&p.choice.director);
        }
        let pending = self.pending_export.take().unwrap_or_else(|| PendingExport {
            choice: ExportChoice {
                lang: self.settings.lang,
                paper: crate::report::Paper::A4,
                director: String::new(),
                passphrase: String::new(),
                identity_dir: None,
            },
            signing: None,
        });
        self.jobs.spawn(JobKind::Export, move || {
            let PendingExport { choice, signing } = pending;
            let unlocked = match signing {
                None => None,
                Some(Signing::Unlocked(u)) => Some(u),
                Some(Signing::Later) => {
                    let source = IdentitySource::Own(choice.identity_dir.clone());
                    match export::unlock(&source, &choice.director, &choice.passphrase) {
                        Ok(u) => Some(Box::new(u)),
                        Err(e) => {
                            return Outcome::Exported {
                                path,
                                doc,
                                result: Err(e.msg()),
                            };
                        }
                    }
                }
            };
            let toml = crate::case::to_toml_string(&case);
            let request = ExportRequest {
                case: &case,
                judgement: Some(&judgement),
                case_toml: &toml,
                case_path: case_path.as_deref(),
                output: &path,
                sheet: Sheet::Report(choice.paper),
                options: crate::report::ReportOptions {
                    lang: choice.lang,
                    director: Some(choice.director.trim().to_owned()).filter(|d| !d.is_empty()),
                    ..crate::report::ReportOptions::default()
                },
                identity: unlocked.as_ref().map(|u| &u.identity),
            };
            let result = export::export(&request).map_err(|e| e.msg());
            Outcome::Exported { path, doc, result }
        });
    }

    /// The export ended: say so (and which characters could not be printed), and offer to
    /// open the PDF.
    pub(super) fn exported(
        &mut self,
        path: PathBuf,
        doc: u64,
        result: Result<export::Exported, Msg>,
    ) {
        match result {
            Ok(done) => {
                let shown = path.display().to_string();
                let msg = match &done.signer {
                    Some((name, fingerprint)) => Msg::new("ui-report-signed")
                        .arg("path", shown)
                        .arg("signer", format!("{name} ({fingerprint})")),
                    None => Msg::new("ui-report-draft-written").arg("path", shown),
                };
                if done.unprintable.is_empty() {
                    self.say(msg, false);
                } else {
                    let chars: String = done.unprintable.iter().collect();
                    self.say(
                        Msg::new("report-unprintable")
                            .arg("chars", chars)
                            .arg("count", done.unprintable.len()),
                        true,
                    );
                }
                // "Open the PDF" is offered with the case it reports on only: not once
                // another case has taken its place while the report was written.
                if self.doc.as_ref().is_some_and(|d| d.id() == doc) {
                    self.last_export = Some(path);
                }
                self.session_changed();
            }
            Err(msg) => self.say(msg, true),
        }
    }

    /// Opens the PDF with the system's viewer, off the UI thread; a failure is said.
    pub(super) fn open_pdf(&mut self, path: PathBuf) {
        self.jobs.spawn(JobKind::Export, move || {
            Outcome::Said(match crate::report::open::open(&path) {
                Ok(()) => Ok(Msg::new("ui-report-opened").arg("path", path.display().to_string())),
                Err(e) => Err(e.msg(&path)),
            })
        });
    }

    /// The PDF last exported (for "Open the PDF").
    #[must_use]
    pub fn last_export(&self) -> Option<&std::path::Path> {
        self.last_export.as_deref()
    }

    /// Exports the signed report to `path` with these choices, as the export dialog does
    /// once the file dialog has answered (for tests and scripted use).
    pub fn export_signed_to(&mut self, choice: ExportChoice, path: PathBuf) {
        self.pending_export = Some(PendingExport {
            choice,
            signing: Some(Signing::Later),
        });
        self.apply(Action::ExportTo(path));
    }

    /// Whether the export dialog is open.
    #[must_use]
    pub const fn export_dialog_shown(&self) -> bool {
        self.export_dialog.is_some()
    }

    /// Keeps the director's signing identity in `dir` (tests; the settings folder else).
    pub fn set_identity_dir(&mut self, dir: Option<PathBuf>) {
        self.identity_dir = dir;
    }
}
