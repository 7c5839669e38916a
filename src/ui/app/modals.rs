//! The modal questions: restore the autosave, drop unsaved work, export, quit.
use super::{Action, Workbench, entry_number};
use crate::ui::jobs::{JobKind, Outcome};
use crate::ui::source;
use crate::ui::views;
use eframe::egui;

impl Workbench {
    /// Whether a modal question or dialog is shown (the keys are then its own).
    pub(super) fn modal_open(&self) -> bool {
        self.autosave.restore_offer.is_some()
            || self.pending_open.is_some()
            || self.pending_board.is_some()
            || self.export_dialog.is_some()
            || self.path_dialog.is_some()
            || self.close_prompt
            || self.decision_form_shown()
    }

    /// Shows the question asked, if any; the answers are actions like the views' ones.
    pub(super) fn modals_ui(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let tr = self.tr();
        if self.autosave.restore_offer.is_some() {
            let when = self.autosave.restore_minutes;
            let shown = egui::Modal::new(egui::Id::unique("restore-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-restore-title"));
                ui.label(tr.t_args("ui-restore-text", &[("minutes", when.into())]));
                if let Some((board, title)) = &self.autosave.restore_name {
                    ui.add(
                        egui::Label::new(tr.t_args(
                            "ui-restore-case",
                            &[
                                ("board", board.as_str().into()),
                                ("title", title.as_str().into()),
                            ],
                        ))
                        .wrap(),
                    );
                }
                if let Some(from) = &self.autosave.restore_from {
                    ui.add(egui::Label::new(tr.msg(from)).wrap());
                }
                let named = self
                    .autosave
                    .named
                    .as_ref()
                    .map(|p| p.display().to_string());
                if let Some(named) = &named {
                    ui.add(
                        egui::Label::new(
                            tr.t_args("ui-restore-named", &[("path", named.as_str().into())]),
                        )
                        .wrap(),
                    );
                }
                ui.horizontal_wrapped(|ui| {
                    if ui.button(tr.t("ui-restore-yes")).clicked() {
                        actions.push(Action::Answer(Answer::Restore));
                    }
                    if ui.button(tr.t("ui-restore-no")).clicked() {
                        actions.push(Action::Answer(Answer::DropAutosave));
                    }
                    if named.is_some() && ui.button(tr.t("ui-restore-later")).clicked() {
                        actions.push(Action::Answer(Answer::NotNow));
                    }
                });
            });
            // Escape: not now (the autosave stays for the next start).
            if shown.should_close() {
                actions.push(Action::Answer(Answer::NotNow));
            }
        }
        if let Some(pending) = &self.pending_open {
            let name = pending.path.display().to_string();
            let shown = egui::Modal::new(egui::Id::unique("discard-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-unsaved-title"));
                ui.label(tr.t_args("ui-unsaved-open", &[("path", name.into())]));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(tr.t("ui-unsaved-save-open")).clicked() {
                        actions.push(Action::Answer(Answer::SaveAndOpen));
                    }
                    if ui.button(tr.t("ui-unsaved-discard-open")).clicked() {
                        actions.push(Action::Answer(Answer::DiscardAndOpen));
                    }
                    if ui.button(tr.t("ui-cancel")).clicked() {
                        actions.push(Action::Answer(Answer::KeepAndStay));
                    }
                });
            });
            if shown.should_close() {
                actions.push(Action::Answer(Answer::KeepAndStay));
            }
        }
        if let Some(i) = self.pending_board {
            let board = entry_number(&self.boards, i);
            let shown = egui::Modal::new(egui::Id::unique("discard-board-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-unsaved-title"));
                ui.label(tr.t_args("ui-unsaved-board", &[("board", board.into())]));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-unsaved-discard-board")).clicked() {
                        actions.push(Action::Answer(Answer::DiscardAndLoadBoard));
                    }
                    if ui.button(tr.t("ui-cancel")).clicked() {
                        actions.push(Action::Answer(Answer::KeepBoard));
                    }
                });
            });
            if shown.should_close() {
                actions.push(Action::Answer(Answer::KeepBoard));
            }
        }
        if let Some(dialog) = self.export_dialog.as_mut() {
            match dialog.show(ctx, tr) {
                views::export::Answer::Open => {}
                views::export::Answer::Cancel => self.export_dialog = None,
                views::export::Answer::Notice(choice) => {
                    let print = dialog.purpose() == views::export::Purpose::PrintNotice;
                    self.export_dialog = None;
                    self.notice_chosen(choice, print);
                }
                views::export::Answer::Export(choice) => {
                    self.export_dialog = None;
                    self.export_chosen(choice, false);
                }
                views::export::Answer::Draft(choice) => {
                    self.export_dialog = None;
                    self.export_chosen(choice, true);
                }
            }
        }
        if self.close_prompt {
            let shown = egui::Modal::new(egui::Id::unique("close-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-unsaved-title"));
                ui.label(tr.t("ui-unsaved-quit"));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-unsaved-save")).clicked() {
                        actions.push(Action::Answer(Answer::SaveAndQuit));
                    }
                    if ui.button(tr.t("ui-unsaved-discard")).clicked() {
                        actions.push(Action::Answer(Answer::DiscardAndQuit));
                    }
                    if ui.button(tr.t("ui-cancel")).clicked() {
                        actions.push(Action::Answer(Answer::StayOpen));
                    }
                });
            });
            if shown.should_close() {
                actions.push(Action::Answer(Answer::StayOpen));
            }
        }
    }
}

/// The director's answer to a modal question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Restore the autosave found at start.
    Restore,
    /// Drop the autosave found at start.
    DropAutosave,
    /// Not now: the autosave stays for the next start.
    NotNow,
    /// Save the case in progress, then open the file read.
    SaveAndOpen,
    /// Drop the unsaved changes and open the file read.
    DiscardAndOpen,
    /// Drop the unsaved changes and load the board picked.
    DiscardAndLoadBoard,
    /// Save, then close the window.
    SaveAndQuit,
    /// Close the window without saving.
    DiscardAndQuit,
    /// Keep the case in progress: the file read is not opened.
    KeepAndStay,
    /// Keep the case in progress: the board picked is not loaded.
    KeepBoard,
    /// Do not close the window.
    StayOpen,
}

impl Workbench {
    /// Applies the answer to the question asked.
    pub(super) fn answer(&mut self, answer: Answer) {
        match answer {
            Answer::Restore => {
                if let Some(p) = self.autosave.restore_offer.take() {
                    let minutes = self.autosave.restore_minutes;
                    self.jobs.spawn(JobKind::Open, move || Outcome::Restored {
                        result: source::restore(&p).map(Box::new),
                        minutes,
                    });
                }
            }
            Answer::DropAutosave => {
                self.autosave.restore_offer = None;
                self.autosave.named = None;
                self.remove_autosave();
            }
            Answer::NotNow => {
                self.autosave.restore_offer = None;
                self.autosave.named = None;
            }
            Answer::SaveAndOpen => {
                // Opened once the save has succeeded (asks where first if need be).
                self.open_after_save = self.pending_open.take();
                self.apply(Action::Save);
            }
            Answer::DiscardAndOpen => {
                if let Some(p) = self.pending_open.take() {
                    // Thrown away on purpose: the next start offers nothing to restore.
                    self.remove_autosave();
                    self.accept_open(p.path, p.opened);
                }
            }
            Answer::DiscardAndLoadBoard => {
                if let Some(i) = self.pending_board.take() {
                    if let Some(doc) = self.doc.as_mut() {
                        // Discarded on purpose: the board is then loaded as a fresh case.
                        doc.forget_changes();
                    }
                    self.remove_autosave();
                    self.apply(Action::LoadBoard(i));
                }
            }
            Answer::SaveAndQuit => {
                self.close_prompt = false;
                self.quit_after_save = true;
                self.apply(Action::Save);
            }
            Answer::DiscardAndQuit => {
                self.close_prompt = false;
                self.allow_close = true;
                // Now, not on a worker: the window closes right after.
                if let Some(path) = &self.autosave.file {
                    let _ = std::fs::remove_file(source::autosave_link_path(path));
                    let _ = std::fs::remove_file(path);
                }
            }
            Answer::KeepAndStay => self.pending_open = None,
            Answer::KeepBoard => self.pending_board = None,
            Answer::StayOpen => self.close_prompt = false,
        }
    }
}
