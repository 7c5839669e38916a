//! Arbitre's own path dialog, for a desktop whose file dialog does not answer: a path
//! field that completes folders and files from what is typed (Tab, or a click in the list),
//! Enter to accept, and a message saying what is wrong with a path that will not do.
use crate::i18n::{Msg, Tr};
use crate::ui::dialogs::{self, Request};
use eframe::egui;
use std::path::PathBuf;

/// How many completions are listed.
const SHOWN: usize = 12;

/// The director's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Still open.
    Open,
    /// This path (checked).
    Chosen(PathBuf),
    /// Closed without a path.
    Cancel,
}

/// The dialog: what is asked, what is typed, its completions and the last problem.
#[derive(Debug, Clone)]
pub struct PathDialog {
    /// What is asked.
    pub request: Request,
    /// The path typed.
    pub text: String,
    completions: Vec<String>,
    completed_for: Option<String>,
    problem: Option<Msg>,
    /// A file to write that exists already: replaced only once the director says so.
    confirm: Option<PathBuf>,
    focus: bool,
}

impl PathDialog {
    /// The dialog for `request`, starting with its folder and suggested name.
    #[must_use]
    pub fn new(request: Request) -> Self {
        let mut text = request.start().display().to_string();
        if request.name.is_none() && !text.ends_with(std::path::MAIN_SEPARATOR) {
            text.push(std::path::MAIN_SEPARATOR);
        }
        Self {
            request,
            text,
            completions: Vec::new(),
            completed_for: None,
            problem: None,
            confirm: None,
            focus: true,
        }
    }

    fn refresh(&mut self) {
        if self.completed_for.as_deref() != Some(self.text.as_str()) {
            self.completions = dialogs::completions(
                &self.text,
                self.request.folder(),
                &self.request.extensions,
                SHOWN,
            );
            self.completed_for = Some(self.text.clone());
        }
    }

    fn accept(&mut self) -> Answer {
        match dialogs::check(&self.request, &self.text) {
            Ok(mut path) => {
                if !self.request.writes() {
                    return Answer::Chosen(path);
                }
                // A name typed without its extension gets the one asked for.
                if path.extension().is_none()
                    && let [ext] = self.request.extensions.as_slice()
                {
                    path.set_extension(ext);
                }
                if path.exists() && self.confirm.as_ref() != Some(&path) {
                    // Never replaced without asking.
                    self.confirm = Some(path);
                    return Answer::Open;
                }
                Answer::Chosen(path)
            }
            Err(msg) => {
                self.problem = Some(msg);
                // Back to the field, to correct the path.
                self.focus = true;
                Answer::Open
            }
        }
    }

    /// The file to write that exists, while the dialog asks whether to replace it.
    #[must_use]
    pub fn confirming(&self) -> Option<&std::path::Path> {
        self.confirm.as_deref()
    }

    /// Draws the dialog as a modal window, above any other (the form that opened it).
    pub fn show(&mut self, ctx: &egui::Context, tr: Tr) -> Answer {
        self.refresh();
        let mut answer = Answer::Open;
        let id = egui::Id::unique("path-dialog");
        // Above whatever opened it, from its first frame on.
        ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, id));
        let shown = egui::Modal::new(id).show(ctx, |ui| {
            ui.set_max_width(560.0);
            super::heading(ui, self.request.title.clone());
            ui.label(egui::RichText::new(tr.t("ui-path-hint")).weak());
            let label = ui.label(tr.t("ui-path-label"));
            let tab = ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Tab));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.text)
                        .desired_width(520.0)
                        .lock_focus(true),
                )
                .labelled_by(label.id);
            if std::mem::take(&mut self.focus) || tab {
                field.request_focus();
            }
            if tab && let Some(prefix) = dialogs::common_prefix(&self.completions) {
                self.text = prefix;
                move_cursor_to_end(ui.ctx(), field.id, &self.text);
            }
            if field.changed() {
                self.problem = None;
                self.confirm = None;
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if !self.completions.is_empty() {
                egui::ScrollArea::vertical()
                    .max_height(180.0)
                    .show(ui, |ui| {
                        for c in self.completions.clone() {
                            let name = c
                                .trim_end_matches(std::path::MAIN_SEPARATOR)
                                .rsplit(std::path::MAIN_SEPARATOR)
                                .next()
                                .unwrap_or(&c)
                                .to_owned();
                            let name = if c.ends_with(std::path::MAIN_SEPARATOR) {
                                format!("{name}{}", std::path::MAIN_SEPARATOR)
                            } else {
                                name
                            };
                            if ui.selectable_label(false, name).clicked() {
                                self.text = c;
                                self.problem = None;
                                self.confirm = None;
                                self.focus = true;
                                move_cursor_to_end(ui.ctx(), field.id, &self.text);
                            }
                        }
                    });
            }
            if let Some(problem) = &self.problem {
                super::error_label(ui, tr.msg(problem));
            }
            if let Some(existing) = self.confirm.clone() {
                super::error_label(
                    ui,
                    tr.t_args(
                        "ui-path-exists",
                        &[("path", existing.display().to_string().into())],
                    ),
                );
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-path-replace")).clicked() {
                        answer = Answer::Chosen(existing.clone());
                    }
                    if ui.button(tr.t("ui-path-other-name")).clicked() {
                        self.confirm = None;
                        self.focus = true;
                    }
                });
                return;
            }
            ui.horizontal(|ui| {
                let ok = if self.request.writes() {
                    tr.t("ui-path-save")
                } else {
                    tr.t("ui-path-choose")
                };
                if ui.button(ok).clicked() || enter {
                    answer = self.accept();
                }
                if ui.button(tr.t("ui-cancel")).clicked() {
                    answer = Answer::Cancel;
                }
            });
        });
        if shown.should_close() && answer == Answer::Open {
            answer = Answer::Cancel;
        }
        answer
    }
}

fn move_cursor_to_end(ctx: &egui::Context, id: egui::Id, text: &str) {
    if let Some(mut state) = egui::TextEdit::load_state(ctx, id) {
        let end = egui::text::CCursor::new(text.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(end)));
        state.store(ctx, id);
    }
}
