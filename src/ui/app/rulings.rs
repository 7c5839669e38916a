//! The session's rulings list: which folder (the setting, else the folder of the case or
//! the board file), reading it off the UI thread, and the window.
use super::{Action, Workbench};
use crate::ui::jobs::{JobKind, Outcome, Pick};
use crate::ui::views::rulings::{Listing, Shown};
use eframe::egui;
use std::path::{Path, PathBuf};

impl Workbench {
    /// The session folder: the one chosen, else the folder of the case in progress or of
    /// the board file.
    #[must_use]
    pub fn session_dir(&self) -> Option<PathBuf> {
        self.settings.session_dir.clone().or_else(|| {
            self.doc
                .as_ref()
                .and_then(|d| d.path.clone().or_else(|| d.origin.clone()))
                .or_else(|| self.board_file.clone())
                .and_then(|p| p.parent().map(Path::to_path_buf))
                .filter(|p| !p.as_os_str().is_empty())
        })
    }

    /// The latest listing of the session folder, if read.
    #[must_use]
    pub fn rulings_listing(&self) -> Option<&Listing> {
        self.rulings.as_ref().and_then(|(_, r)| r.as_ref().ok())
    }

    /// Whether the rulings window is shown.
    #[must_use]
    pub const fn rulings_shown(&self) -> bool {
        self.views.rulings.open
    }

    /// The actions of the rulings list.
    pub(super) fn apply_rulings(&mut self, action: Action) {
        match action {
            Action::ShowRulings => {
                self.views.rulings.open = true;
                self.load_rulings();
            }
            Action::LoadRulings => self.load_rulings(),
            Action::SetSessionDir(dir) => {
                self.settings.session_dir = Some(dir);
                self.load_rulings();
            }
            Action::PickSessionDir => {
                let request = crate::ui::dialogs::Request {
                    pick: Pick::SessionDir,
                    title: self.tr().t("ui-rulings-choose"),
                    filter: String::new(),
                    extensions: Vec::new(),
                    dir: self.session_dir(),
                    name: None,
                };
                self.ask_path(request);
            }
            _ => {}
        }
    }

    /// A report, notice or decision was written: the rulings list, when shown, is read
    /// again so that its statuses say so.
    pub(super) fn session_changed(&mut self) {
        if self.views.rulings.open {
            self.load_rulings();
        }
    }

    /// Reads the session folder off the UI thread.
    fn load_rulings(&mut self) {
        if self.jobs.is_running(JobKind::Session) {
            return;
        }
        let Some(dir) = self.session_dir() else {
            return;
        };
        self.jobs.spawn(JobKind::Session, move || Outcome::Rulings {
            result: crate::ui::views::rulings::read(&dir),
            dir,
        });
    }

    /// The rulings window, when shown.
    pub(super) fn rulings_ui(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        if !self.views.rulings.open {
            return;
        }
        let dir = self.session_dir();
        // The session folder changed (another case opened, another folder chosen): read it.
        if dir.is_some()
            && self.rulings.as_ref().map(|(d, _)| d) != dir.as_ref()
            && !self.jobs.is_running(JobKind::Session)
        {
            self.load_rulings();
        }
        let shown = Shown {
            dir: dir.as_deref(),
            listing: self
                .rulings
                .as_ref()
                .filter(|(d, _)| Some(d) == dir.as_ref())
                .map(|(_, r)| r),
            busy: self.jobs.is_running(JobKind::Session),
        };
        let tr = self.tr();
        actions.extend(self.views.rulings.show(ctx, tr, &shown));
    }
}
