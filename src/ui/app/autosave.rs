//! The autosave of the case in progress: a case file written a moment after each change.
use super::{AUTOSAVE_DELAY, Workbench};
use crate::i18n::Msg;
use crate::ui::jobs::Debounce;
use crate::ui::jobs::{JobKind, Outcome};
use crate::ui::source;
use eframe::egui;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The autosave: where, how long after a change, what was saved last, and the autosave
/// found at start (offered back until the director answers).
#[derive(Debug)]
pub(super) struct Autosave {
    /// The autosave file, if any.
    pub(super) file: Option<PathBuf>,
    /// How long after the last change the case is saved.
    pub(super) delay: Duration,
    pub(super) debounce: Debounce,
    /// The document revision last saved.
    pub(super) saved_revision: u64,
    /// An autosave found at start, offered back.
    pub(super) restore_offer: Option<PathBuf>,
    /// How old it was, in minutes.
    pub(super) restore_minutes: u64,
}

impl Autosave {
    /// The autosave to `file`; a non-empty file already there is offered back.
    pub(super) fn new(file: Option<PathBuf>) -> Self {
        let restore_offer = file
            .clone()
            .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.len() > 0));
        Self {
            restore_minutes: restore_offer
                .as_ref()
                .and_then(|p| std::fs::metadata(p).ok())
                .and_then(|m| m.modified().ok())
                .and_then(|t| t.elapsed().ok())
                .map_or(0, |d| d.as_secs() / 60),
            restore_offer,
            file,
            delay: AUTOSAVE_DELAY,
            debounce: Debounce::default(),
            saved_revision: 0,
        }
    }
}

impl Workbench {
    pub(super) fn remove_autosave(&mut self) {
        if let Some(path) = self.autosave.file.clone() {
            self.jobs.spawn(JobKind::Autosave, move || {
                let result = match std::fs::remove_file(&path) {
                    Ok(()) => Ok(()),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                    Err(e) => Err(Msg::new("ui-error-io")
                        .arg("path", path.display().to_string())
                        .arg("message", e.to_string())),
                };
                Outcome::Autosaved(result)
            });
        }
    }

    pub(super) fn autosave_tick(&mut self, ctx: &egui::Context) {
        let Some(doc) = self.doc.as_ref() else { return };
        if !doc.is_dirty() || doc.revision() == self.autosave.saved_revision {
            return;
        }
        if self.autosave.debounce.remaining().is_none() {
            self.autosave.debounce.touch(self.autosave.delay);
        }
        if self.autosave.debounce.fire() {
            self.autosave.saved_revision = doc.revision();
            if let Some(path) = self.autosave.file.clone() {
                let case = doc.case().clone();
                let base = doc
                    .path
                    .as_ref()
                    .and_then(|p| p.parent())
                    .map(Path::to_path_buf);
                self.jobs.spawn(JobKind::Autosave, move || {
                    Outcome::Autosaved(source::write_autosave(&case, &path, base.as_deref()))
                });
            }
        } else if let Some(left) = self.autosave.debounce.remaining() {
            ctx.request_repaint_after(left + Duration::from_millis(10));
        }
    }
}
