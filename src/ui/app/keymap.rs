//! The keyboard: shortcuts and replay keys.
use super::{Action, Workbench};
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers};
use std::path::PathBuf;

impl Workbench {
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        ctx.input_mut(|i| {
            let mut sc = |m: Modifiers, k: Key| i.consume_shortcut(&KeyboardShortcut::new(m, k));
            if sc(cmd_shift, Key::Z) || sc(cmd, Key::Y) {
                actions.push(Action::Redo);
            }
            if sc(cmd, Key::Z) {
                actions.push(Action::Undo);
            }
            if sc(cmd, Key::O) {
                actions.push(Action::OpenDialog);
            }
            if sc(cmd_shift, Key::S) {
                actions.push(Action::SaveAs);
            }
            if sc(cmd, Key::S) {
                actions.push(Action::Save);
            }
            if sc(cmd, Key::E) {
                actions.push(Action::ExportReport);
            }
            if sc(cmd, Key::Q) {
                actions.push(Action::Quit);
            }
        });
        // Replay keys, unless a text field or a number field is being edited.
        if !ctx.text_edit_focused()
            && let Some(doc) = self.doc.as_ref()
        {
            let (cursor, len) = (doc.cursor(), doc.case().play.len());
            ctx.input_mut(|i| {
                if i.consume_key(Modifiers::NONE, Key::ArrowLeft) {
                    actions.push(Action::SetCursor(cursor.saturating_sub(1)));
                }
                if i.consume_key(Modifiers::NONE, Key::ArrowRight) {
                    actions.push(Action::SetCursor(cursor + 1));
                }
                if i.consume_key(Modifiers::NONE, Key::Home) {
                    actions.push(Action::SetCursor(0));
                }
                if i.consume_key(Modifiers::NONE, Key::End) {
                    actions.push(Action::SetCursor(len));
                }
            });
        }
        // Files dropped on the window.
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| !p.as_os_str().is_empty())
                .collect()
        });
        if let Some(path) = dropped.into_iter().next() {
            actions.push(Action::OpenPath(path));
        }
        actions
    }
}
