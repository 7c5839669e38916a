//! The autosave of the case in progress: a case file written a moment after each change.
use super::Workbench;
use crate::i18n::Msg;
use crate::ui::jobs::{JobKind, Outcome};
use crate::ui::source;
use eframe::egui;
use std::path::Path;
use std::time::Duration;

impl Workbench {
    pub(super) fn remove_autosave(&mut self) {
        if let Some(path) = self.autosave_file.clone() {
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
        if !doc.is_dirty() || doc.revision() == self.autosaved_revision {
            return;
        }
        if self.autosave.remaining().is_none() {
            self.autosave.touch(self.autosave_delay);
        }
        if self.autosave.fire() {
            self.autosaved_revision = doc.revision();
            if let Some(path) = self.autosave_file.clone() {
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
        } else if let Some(left) = self.autosave.remaining() {
            ctx.request_repaint_after(left + Duration::from_millis(10));
        }
    }
}
