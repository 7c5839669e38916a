//! Asking for a path: the desktop's dialog found at start (off the UI thread), or
//! Arbitre's own path dialog when there is none or it does not answer.
use super::{Action, Workbench};
use crate::i18n::Msg;
use crate::ui::dialogs::{self, Backend, Detection, Request};
use crate::ui::jobs::{JobKind, Outcome, Pick};
use crate::ui::views::path_dialog::{Answer, PathDialog};
use eframe::egui;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a dialog waits for the search of the desktop's dialog started at start.
const DETECTION_WAIT: Duration = Duration::from_secs(10);

impl Workbench {
    /// Asks for a path: a file to open for [`Pick::Open`], a file to write (with a
    /// suggested `name`) otherwise; it starts in the case's folder.
    pub(super) fn file_dialog(
        &mut self,
        pick: Pick,
        title: String,
        filter: String,
        extensions: &'static [&'static str],
        name: Option<String>,
    ) {
        let request = Request {
            pick,
            title,
            filter,
            extensions: extensions.iter().map(|e| (*e).to_owned()).collect(),
            dir: self.dialog_dir(),
            name,
        };
        self.ask_path(request);
    }

    /// Shows the dialog for `request`.
    pub(super) fn ask_path(&mut self, request: Request) {
        if self.dialogs.now() == Some(Backend::Own) {
            self.path_dialog = Some(PathDialog::new(request));
            return;
        }
        let detection = self.dialogs.clone();
        self.jobs.spawn(JobKind::Dialog, move || {
            let backend = detection.wait(DETECTION_WAIT);
            match dialogs::ask(backend, &request) {
                Ok(path) => Outcome::Picked {
                    pick: request.pick,
                    path,
                },
                Err(dialogs::NoAnswer) => Outcome::Unanswered(Box::new(request)),
            }
        });
    }

    /// The desktop's dialog did not answer: Arbitre's own asks, now and from now on.
    pub(super) fn unanswered(&mut self, request: Request) {
        self.dialogs = Detection::fixed(Backend::Own);
        self.path_dialog = Some(PathDialog::new(request));
    }

    /// Uses `backend` for the file dialogs from now on (tests; a desktop known to lack one).
    pub fn set_dialog_backend(&mut self, backend: Backend) {
        self.dialogs = Detection::fixed(backend);
    }

    /// Whether Arbitre's own path dialog is shown.
    #[must_use]
    pub const fn path_dialog_shown(&self) -> bool {
        self.path_dialog.is_some()
    }

    /// Draws Arbitre's own path dialog, if open.
    pub(super) fn path_dialog_ui(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let tr = self.tr();
        let Some(dialog) = self.path_dialog.as_mut() else {
            return;
        };
        let pick = dialog.request.pick;
        match dialog.show(ctx, tr) {
            Answer::Open => {}
            Answer::Chosen(path) => {
                self.path_dialog = None;
                actions.push(Action::Picked(pick, Some(path)));
            }
            Answer::Cancel => {
                self.path_dialog = None;
                actions.push(Action::Picked(pick, None));
            }
        }
    }

    /// Asks for a certificate to trust.
    pub(super) fn ask_certificate(&mut self) {
        let request = crate::ui::dialogs::Request {
            pick: Pick::Certificate,
            title: self.tr().t("ui-trust-add"),
            filter: "PEM, DER".into(),
            extensions: ["pem", "crt", "cer", "der"].map(String::from).to_vec(),
            dir: None,
            name: None,
        };
        self.ask_path(request);
    }

    /// Adds the certificates of `path` to the trusted folder, as `arbitre trust add` does.
    fn trust_certificate(&mut self, path: &std::path::Path) {
        let Some(config) = crate::sign::config_dir() else {
            self.say(Msg::new("ui-export-no-config"), true);
            return;
        };
        let added = std::fs::read(path)
            .map_err(|e| crate::sign::SignError::Io {
                path: path.display().to_string(),
                message: e.to_string(),
            })
            .and_then(|bytes| crate::sign::add_to_trusted_dir(&config, &bytes));
        match added {
            Ok(added) => self.say(
                Msg::new("ui-trust-added").arg("count", added.len()).arg(
                    "path",
                    crate::sign::trusted_dir(&config).display().to_string(),
                ),
                false,
            ),
            Err(crate::sign::SignError::NotACertificate(_)) => self.say(
                crate::sign::SignError::NotACertificate(path.display().to_string()).msg(),
                true,
            ),
            Err(e) => self.say(e.msg(), true),
        }
    }

    /// The path the director chose (or none: cancelled).
    pub(super) fn picked(&mut self, pick: Pick, path: Option<PathBuf>) {
        match (pick, path) {
            (Pick::Open, Some(path)) => self.apply(Action::OpenPath(path)),
            (Pick::SaveAs, Some(path)) => self.apply(Action::SaveTo(path)),
            (Pick::Report, Some(path)) => self.apply(Action::ExportTo(path)),
            (Pick::Notice, Some(path)) => self.apply(Action::NoticeTo(path)),
            (Pick::SessionDir, Some(path)) => self.apply(Action::SetSessionDir(path)),
            (Pick::Decision, Some(path)) => self.apply(Action::DecisionTo(path)),
            (Pick::Certificate, Some(path)) => self.trust_certificate(&path),
            (Pick::Identity, Some(path)) => self.identity_chosen(&path),
            (Pick::SessionScores, Some(path)) => self.apply(Action::SessionScoresTo(path)),
            (_, None) => {
                self.quit_after_save = false;
                // No file to save to: ask again what to do with the file read.
                if let Some(p) = self.open_after_save.take() {
                    self.pending_open = Some(p);
                }
                self.pending_export = None;
                self.pending_notice = None;
            }
        }
    }

    /// The folder the dialogs start in: the case file's, else the board file's, else the
    /// last file opened's.
    pub(super) fn dialog_dir(&self) -> Option<PathBuf> {
        self.doc
            .as_ref()
            .and_then(|d| d.path.clone().or_else(|| d.origin.clone()))
            .or_else(|| self.board_file.clone())
            .or_else(|| self.settings.recent.first().cloned())
            .and_then(|p| p.parent().map(Path::to_path_buf))
    }
}
