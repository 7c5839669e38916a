//! The modal questions: restore the autosave, drop unsaved work, export, quit.
use super::{Action, Workbench, entry_number};
use crate::ui::jobs::{JobKind, Opened, Outcome};
use crate::ui::source;
use crate::ui::views;
use eframe::egui;

impl Workbench {
    /// Whether a modal question or dialog is shown (the keys are then its own).
    pub(super) const fn modal_open(&self) -> bool {
        self.autosave.restore_offer.is_some()
            || self.pending_open.is_some()
            || self.pending_board.is_some()
            || self.export_dialog.is_some()
            || self.close_prompt
    }

    pub(super) fn modals_ui(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let tr = self.tr();
        if let Some(path) = self.autosave.restore_offer.clone() {
            let when = self.autosave.restore_minutes;
            let shown = egui::Modal::new(egui::Id::unique("restore-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-restore-title"));
                ui.label(tr.t_args("ui-restore-text", &[("minutes", when.into())]));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-restore-yes")).clicked() {
                        self.autosave.restore_offer = None;
                        let p = path.clone();
                        self.jobs.spawn(JobKind::Open, move || Outcome::Opened {
                            result: source::read_autosave(&p).map(|c| Opened::Case(Box::new(c))),
                            path: p,
                        });
                    }
                    if ui.button(tr.t("ui-restore-no")).clicked() {
                        self.autosave.restore_offer = None;
                        self.remove_autosave();
                    }
                });
            });
            // Escape: not now (the autosave stays for the next start).
            if shown.should_close() {
                self.autosave.restore_offer = None;
            }
        }
        if let Some(pending) = &self.pending_open {
            let name = pending.path.display().to_string();
            let mut choice = None;
            let shown = egui::Modal::new(egui::Id::unique("discard-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-unsaved-title"));
                ui.label(tr.t_args("ui-unsaved-open", &[("path", name.into())]));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-unsaved-discard-open")).clicked() {
                        choice = Some(true);
                    }
                    if ui.button(tr.t("ui-cancel")).clicked() {
                        choice = Some(false);
                    }
                });
            });
            if shown.should_close() && choice.is_none() {
                choice = Some(false);
            }
            match choice {
                Some(true) => {
                    if let Some(p) = self.pending_open.take() {
                        self.accept_open(p.path, p.opened);
                    }
                }
                Some(false) => self.pending_open = None,
                None => {}
            }
        }
        if let Some(i) = self.pending_board {
            let board = entry_number(&self.boards, i);
            let mut choice = None;
            let shown = egui::Modal::new(egui::Id::unique("discard-board-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-unsaved-title"));
                ui.label(tr.t_args("ui-unsaved-board", &[("board", board.into())]));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-unsaved-discard-board")).clicked() {
                        choice = Some(true);
                    }
                    if ui.button(tr.t("ui-cancel")).clicked() {
                        choice = Some(false);
                    }
                });
            });
            if shown.should_close() && choice.is_none() {
                choice = Some(false);
            }
            match choice {
                Some(true) => {
                    self.pending_board = None;
                    if let Some(doc) = self.doc.as_mut() {
                        // Discarded on purpose: the board is then loaded as a fresh case.
                        doc.forget_changes();
                    }
                    actions.push(Action::LoadBoard(i));
                }
                Some(false) => self.pending_board = None,
                None => {}
            }
        }
        if let Some(dialog) = self.export_dialog.as_mut() {
            match dialog.show(ctx, tr) {
                views::export::Answer::Open => {}
                views::export::Answer::Cancel => self.export_dialog = None,
                views::export::Answer::Export(choice) => {
                    self.export_dialog = None;
                    self.pending_export = Some(choice);
                    actions.push(Action::ExportReport);
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
                        self.close_prompt = false;
                        self.quit_after_save = true;
                        actions.push(Action::Save);
                    }
                    if ui.button(tr.t("ui-unsaved-discard")).clicked() {
                        self.close_prompt = false;
                        self.allow_close = true;
                        // Now, not on a worker: the window closes right after.
                        if let Some(path) = &self.autosave.file {
                            let _ = std::fs::remove_file(path);
                        }
                    }
                    if ui.button(tr.t("ui-cancel")).clicked() {
                        self.close_prompt = false;
                    }
                });
            });
            if shown.should_close() {
                self.close_prompt = false;
            }
        }
    }
}
