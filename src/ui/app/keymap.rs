//! The keyboard: shortcuts and replay keys.
use super::{Action, Workbench};
use crate::i18n::Tr;
use crate::ui::doc::Command;
use crate::ui::views::entry::{EntryKey, EntryOutcome};
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers};
use std::path::PathBuf;

/// A command the keyboard reaches: one table gives both the keys that run it and the text
/// the menus show for them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortcut {
    /// Redo.
    Redo,
    /// Undo.
    Undo,
    /// Open a file.
    Open,
    /// Save under a new name.
    SaveAs,
    /// Save.
    Save,
    /// Export the report.
    Export,
    /// Quit.
    Quit,
}

const fn cmd(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

const fn cmd_shift(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(
        Modifiers {
            alt: false,
            ctrl: false,
            shift: true,
            mac_cmd: false,
            command: true,
        },
        key,
    )
}

impl Shortcut {
    /// Every shortcut, in the order the keys are tried: one with Shift before the same
    /// without (egui lets Ctrl+Z match Ctrl+Shift+Z).
    pub const ALL: [Self; 7] = [
        Self::Redo,
        Self::Undo,
        Self::Open,
        Self::SaveAs,
        Self::Save,
        Self::Export,
        Self::Quit,
    ];

    /// The keys, the one the menus show first.
    #[must_use]
    pub const fn keys(self) -> &'static [KeyboardShortcut] {
        const REDO: [KeyboardShortcut; 2] = [cmd_shift(Key::Z), cmd(Key::Y)];
        const UNDO: [KeyboardShortcut; 1] = [cmd(Key::Z)];
        const OPEN: [KeyboardShortcut; 1] = [cmd(Key::O)];
        const SAVE_AS: [KeyboardShortcut; 1] = [cmd_shift(Key::S)];
        const SAVE: [KeyboardShortcut; 1] = [cmd(Key::S)];
        const EXPORT: [KeyboardShortcut; 1] = [cmd(Key::E)];
        const QUIT: [KeyboardShortcut; 1] = [cmd(Key::Q)];
        match self {
            Self::Redo => &REDO,
            Self::Undo => &UNDO,
            Self::Open => &OPEN,
            Self::SaveAs => &SAVE_AS,
            Self::Save => &SAVE,
            Self::Export => &EXPORT,
            Self::Quit => &QUIT,
        }
    }

    /// The order the help lists them in.
    pub const HELP: [Self; 7] = [
        Self::Open,
        Self::Save,
        Self::SaveAs,
        Self::Export,
        Self::Undo,
        Self::Redo,
        Self::Quit,
    ];

    /// The words of its menu item (the help lists them as the menus show them).
    #[must_use]
    pub const fn label_key(self) -> &'static str {
        match self {
            Self::Redo => "ui-redo",
            Self::Undo => "ui-undo",
            Self::Open => "ui-menu-open",
            Self::SaveAs => "ui-menu-save-as",
            Self::Save => "ui-menu-save",
            Self::Export => "ui-menu-export",
            Self::Quit => "ui-menu-quit",
        }
    }

    /// Every key that runs it, as the director reads them ("Ctrl+Shift+Z, Ctrl+Y").
    #[must_use]
    pub fn all_texts(self, tr: Tr, ctx: &egui::Context) -> String {
        self.keys()
            .iter()
            .map(|k| shortcut_text(tr, k, ctx.os().is_mac()))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// What it does.
    #[must_use]
    pub const fn action(self) -> Action {
        match self {
            Self::Redo => Action::Redo,
            Self::Undo => Action::Undo,
            Self::Open => Action::OpenDialog,
            Self::SaveAs => Action::SaveAs,
            Self::Save => Action::Save,
            Self::Export => Action::ExportReport,
            Self::Quit => Action::Quit,
        }
    }

    /// Its first keys as the director reads them, on this platform (`Ctrl+Shift+Z`,
    /// `Ctrl+Maj+Z` in French, `⇧⌘Z` on macOS).
    #[must_use]
    pub fn text(self, tr: Tr, ctx: &egui::Context) -> String {
        shortcut_text(tr, &self.keys()[0], ctx.os().is_mac())
    }
}

/// Keys as the director reads them: modifier names in his language joined with `+`, or
/// the macOS symbols in Apple's order (`⌃⌥⇧⌘Z`).
#[must_use]
pub fn shortcut_text(tr: Tr, shortcut: &KeyboardShortcut, mac: bool) -> String {
    let m = shortcut.modifiers;
    let key = shortcut.logical_key.symbol_or_name();
    if mac {
        let mut s = String::new();
        for (on, symbol) in [
            (m.ctrl, "⌃"),
            (m.alt, "⌥"),
            (m.shift, "⇧"),
            (m.command || m.mac_cmd, "⌘"),
        ] {
            if on {
                s.push_str(symbol);
            }
        }
        s.push_str(key);
        s
    } else {
        let mut parts = Vec::new();
        for (on, name) in [
            (m.ctrl || m.command, "ui-key-ctrl"),
            (m.alt, "ui-key-alt"),
            (m.shift, "ui-key-shift"),
        ] {
            if on {
                parts.push(tr.t(name));
            }
        }
        parts.push(key.to_owned());
        parts.join("+")
    }
}

impl Workbench {
    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        ctx.input_mut(|i| {
            for shortcut in Shortcut::ALL {
                if shortcut.keys().iter().any(|k| i.consume_shortcut(k)) {
                    actions.push(shortcut.action());
                }
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
                match self.views.entry.key(key, &pos, self.settings.lang) {
                    EntryOutcome::None => {}
                    EntryOutcome::Play(card) => {
                        actions.push(Action::Cmd(Command::Play { at, card }));
                    }
                    EntryOutcome::Undo => actions.push(Action::Undo),
                }
            }
        }
        // While a claim's line is shown, the replay keys step through it and Escape goes
        // back to the recorded play.
        if !ctx.text_edit_focused()
            && !self.modal_open()
            && let Some(p) = self.preview.as_ref()
        {
            let (step, len) = (p.step, p.len());
            ctx.input_mut(|i| {
                if i.consume_key(Modifiers::NONE, Key::Escape) {
                    actions.push(Action::LeaveLine);
                }
                if i.consume_key(Modifiers::NONE, Key::ArrowLeft) {
                    actions.push(Action::LineStep(step.saturating_sub(1)));
                }
                if i.consume_key(Modifiers::NONE, Key::ArrowRight) {
                    actions.push(Action::LineStep(step + 1));
                }
                if i.consume_key(Modifiers::NONE, Key::Home) {
                    actions.push(Action::LineStep(0));
                }
                if i.consume_key(Modifiers::NONE, Key::End) {
                    actions.push(Action::LineStep(len));
                }
            });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn shortcuts_read_in_the_directors_language_and_with_the_mac_symbols() {
        let (en, fr) = (Tr::new(Lang::En), Tr::new(Lang::Fr));
        assert_eq!(
            shortcut_text(en, &Shortcut::Redo.keys()[0], false),
            "Ctrl+Shift+Z"
        );
        assert_eq!(
            shortcut_text(fr, &Shortcut::Redo.keys()[0], false),
            "Ctrl+Maj+Z"
        );
        assert_eq!(
            shortcut_text(fr, &Shortcut::Save.keys()[0], false),
            "Ctrl+S"
        );
        assert_eq!(shortcut_text(en, &Shortcut::Redo.keys()[0], true), "⇧⌘Z");
        assert_eq!(shortcut_text(fr, &Shortcut::Open.keys()[0], true), "⌘O");
    }

    #[test]
    fn no_two_commands_share_keys_and_shift_is_tried_first() {
        let all: Vec<(Shortcut, KeyboardShortcut)> = Shortcut::ALL
            .iter()
            .flat_map(|&s| s.keys().iter().map(move |&k| (s, k)))
            .collect();
        for (i, (a, ka)) in all.iter().enumerate() {
            for (b, kb) in &all[i + 1..] {
                assert!(ka != kb, "{a:?} and {b:?} share keys");
                // egui lets a shortcut without Shift match the keys with it: the one with
                // Shift must come first.
                if ka.logical_key == kb.logical_key {
                    assert!(
                        ka.modifiers.shift || !kb.modifiers.shift,
                        "{a:?} before {b:?}"
                    );
                }
            }
        }
    }
}
