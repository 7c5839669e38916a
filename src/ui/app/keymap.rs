//! The keyboard: shortcuts and replay keys.
use super::{Action, Workbench};
use crate::ui::doc::Command;
use crate::ui::views::entry::{EntryKey, EntryOutcome};
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
        // Cards typed, unless a text field or a number field is being edited or a question
        // is asked.
        if !ctx.text_edit_focused()
            && !self.modal_open()
            && let Some(doc) = self.doc.as_ref()
        {
            let pos = doc.case().play.position(doc.cursor());
            let at = doc.cursor();
            let keys: Vec<EntryKey> = ctx.input(|i| {
                i.events
                    .iter()
                    .filter_map(|e| match e {
                        egui::Event::Text(t) => Some(EntryKey::Text(t.clone())),
                        egui::Event::Key {
                            key,
                            pressed: true,
                            modifiers,
                            ..
                        } if modifiers.is_none() => match key {
                            Key::Backspace => Some(EntryKey::Backspace),
                            Key::Escape => Some(EntryKey::Escape),
                            Key::Enter => Some(EntryKey::Enter),
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect()
            });
            for key in keys {
                // Enter and Escape are the entry's only while something is typed: otherwise
                // they stay with the focused button or the open dialog.
                let mine = match key {
                    EntryKey::Enter | EntryKey::Escape => !self.views.entry.typed().is_empty(),
                    EntryKey::Text(_) | EntryKey::Backspace => true,
                };
                if !mine {
                    continue;
                }
                match self.views.entry.key(key, &pos) {
                    EntryOutcome::None => {}
                    EntryOutcome::Play(card) => {
                        actions.push(Action::Cmd(Command::Play { at, card }));
                    }
                    EntryOutcome::Undo => actions.push(Action::Undo),
                }
            }
        }
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
