//! The player notice from the workbench: "Save notice…" writes the signed PDF, "Print
//! notice…" sends it to a printer of the system's, both off the UI thread.
use super::{Action, Workbench};
use crate::i18n::Msg;
use crate::report::export::{self, ExportRequest, IdentitySource, Sheet};
use crate::ui::jobs::{JobKind, Outcome, Pick};
use crate::ui::views::export::{ExportDialog, NoticeChoice};
use std::path::{Path, PathBuf};

impl Workbench {
    /// Whether the case has a ruling for its latest revision (a notice needs one).
    fn ruled_now(&self) -> bool {
        self.doc.as_ref().is_some_and(|d| {
            self.ruling.revision == d.revision() && matches!(self.ruling.result, Some(Ok(_)))
        })
    }

    /// "Save notice…" and "Print notice…": ask the choices first.
    pub(super) fn ask_notice(&mut self, print: bool) {
        if !self.ruled_now() {
            self.say(Msg::new("ui-report-needs-ruling"), true);
            return;
        }
        let director = self
            .doc
            .as_ref()
            .map(|d| self.settings.director_for(&d.case().meta.director))
            .unwrap_or_default();
        self.export_dialog = Some(ExportDialog::notice(
            self.settings.lang,
            &director,
            self.identity_dir.clone(),
            print,
        ));
    }

    /// The notice dialog answered: the passphrase is checked first, off the UI thread, as
    /// the report's export does, so that a wrong one is said before any file is asked for.
    pub(super) fn notice_chosen(&mut self, choice: NoticeChoice, print: bool) {
        self.settings.remember_director(&choice.sign.director);
        let source = IdentitySource::Own(choice.sign.identity_dir.clone());
        self.jobs.spawn(JobKind::Unlock, move || {
            let sign = &choice.sign;
            let result = export::unlock(&source, &sign.director, &sign.passphrase)
                .map(|_| ())
                .map_err(|e| e.msg());
            Outcome::NoticeUnlocked {
                choice: Box::new(choice),
                print,
                result,
            }
        });
    }

    /// The passphrase was checked: print now or ask where to save, or show the dialog
    /// again with why.
    pub(super) fn notice_unlocked(
        &mut self,
        choice: NoticeChoice,
        print: bool,
        result: Result<(), Msg>,
    ) {
        if let Err(msg) = result {
            self.export_dialog = Some(ExportDialog::notice_retry(choice, print, msg));
            return;
        }
        if print {
            self.print_notice(choice);
            return;
        }
        let Some(doc) = self.doc.as_ref() else { return };
        let name = format!("notice-board-{}.pdf", doc.case().board.number);
        self.pending_notice = Some(choice);
        let tr = self.tr();
        self.file_dialog(
            Pick::Notice,
            tr.t("ui-notice-save-title"),
            tr.t("ui-dialog-report-filter"),
            &["pdf"],
            Some(name),
        );
    }

    /// Writes the signed notice to `path` with these choices (what "Save notice…" does once
    /// the file dialog has answered; tests call it directly).
    pub fn save_notice_to(&mut self, choice: NoticeChoice, path: PathBuf) {
        self.pending_notice = Some(choice);
        self.apply(Action::NoticeTo(path));
    }

    /// Writes the notice of the pending choices to `path`.
    pub(super) fn notice_to(&mut self, mut path: PathBuf) {
        let Some(choice) = self.pending_notice.take() else {
            return;
        };
        let Some(job) = self.notice_job(choice) else {
            return;
        };
        if path.extension().is_none() {
            path.set_extension("pdf");
        }
        self.jobs.spawn(JobKind::Notice, move || {
            let result = job(&path).map(|signer| {
                Msg::new("ui-notice-saved")
                    .arg("path", path.display().to_string())
                    .arg("signer", signer)
            });
            Outcome::Written(result)
        });
    }

    /// Signs the notice and sends it to the chosen printer (the system's default when
    /// none), off the UI thread; the result shows in the status bar.
    pub fn print_notice(&mut self, choice: NoticeChoice) {
        let printer = choice.printer.clone();
        let Some(job) = self.notice_job(choice) else {
            return;
        };
        let board = self
            .doc
            .as_ref()
            .map(|d| d.case().board.number.to_string())
            .unwrap_or_default();
        self.jobs.spawn(JobKind::Notice, move || {
            // One file a job: two notices printed at once do not share it.
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos());
            let file = std::env::temp_dir().join(format!(
                "arbitre-notice-{}-{nanos}-board-{board}.pdf",
                std::process::id()
            ));
            let result = job(&file).and_then(|_| {
                let sent = crate::report::print::print(&file, printer.as_deref());
                // The spooler has its own copy once `lp` has answered.
                let _ = std::fs::remove_file(&file);
                sent.map(|reply| match printer {
                    Some(printer) => Msg::new("ui-notice-printed")
                        .arg("printer", printer)
                        .arg("reply", reply),
                    None => Msg::new("ui-notice-printed-default").arg("reply", reply),
                })
                .map_err(|e| e.msg())
            });
            Outcome::Said(result)
        });
    }

    /// The work of signing the notice of the case as ruled now and writing it to a file
    /// (through [`crate::report::export`], as `arbitre notice` does), or `None` (said in
    /// the status bar) when there is no ruling for it. The work gives the signer's name.
    fn notice_job(
        &mut self,
        choice: NoticeChoice,
    ) -> Option<impl FnOnce(&Path) -> Result<String, Msg> + Send + 'static> {
        let judgement = match (self.doc.as_ref(), self.ruling.result.as_ref()) {
            (Some(_), Some(Ok(j))) if self.ruled_now() => j.clone(),
            _ => {
                self.say(Msg::new("ui-report-needs-ruling"), true);
                return None;
            }
        };
        let doc = self.doc.as_ref()?;
        let (case, case_path) = (doc.case().clone(), doc.path.clone());
        Some(move |output: &Path| {
            let toml = crate::case::to_toml_string(&case);
            let sign = &choice.sign;
            let source = IdentitySource::Own(sign.identity_dir.clone());
            let unlocked =
                export::unlock(&source, &sign.director, &sign.passphrase).map_err(|e| e.msg())?;
            let request = ExportRequest {
                case: &case,
                judgement: Some(&judgement),
                case_toml: &toml,
                case_path: case_path.as_deref(),
                output,
                sheet: Sheet::Notice(choice.paper),
                options: crate::report::ReportOptions {
                    lang: sign.lang,
                    director: Some(sign.director.trim().to_owned()).filter(|d| !d.is_empty()),
                    ..crate::report::ReportOptions::default()
                },
                identity: Some(&unlocked.identity),
            };
            export::export(&request)
                .map(|_| unlocked.signer())
                .map_err(|e| e.msg())
        })
    }
}
