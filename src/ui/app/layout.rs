//! One frame of the window: panels and where each view goes.
use super::{RightTab, Workbench};
use crate::ui::doc::Document;
use crate::ui::jobs::JobKind;
use crate::ui::views::ViewCtx;
use eframe::egui;

impl Workbench {
    /// Draws one frame into `ui` (the whole window).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.applied_dark != Some(self.settings.dark) {
            ctx.set_theme(if self.settings.dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
            self.applied_dark = Some(self.settings.dark);
        }
        for outcome in self.jobs.poll() {
            self.handle(outcome);
        }
        let mut actions = self.shortcuts(&ctx);
        let dark = ui.visuals().dark_mode;

        egui::Panel::top("menu").show(ui, |ui| {
            self.menu_ui(ui, &mut actions);
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            self.status_ui(ui);
        });
        let tr = self.tr();
        egui::Panel::left("left")
            .resizable(true)
            .default_size(340.0)
            .min_size(260.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("left-scroll")
                    .show(ui, |ui| {
                        let Self {
                            views: v,
                            boards,
                            current_board,
                            ..
                        } = self;
                        if !boards.is_empty() {
                            egui::CollapsingHeader::new(tr.t("ui-boards-title"))
                                .default_open(true)
                                .show(ui, |ui| {
                                    let cx = ViewCtx {
                                        tr,
                                        doc: None,
                                        settings: &self.settings,
                                        ruling: &self.ruling,
                                        ruling_busy: false,
                                        dark,
                                    };
                                    v.boards.ui(ui, &cx, boards, *current_board, &mut actions);
                                });
                        }
                        let cx = ViewCtx {
                            tr,
                            doc: self.doc.as_ref(),
                            settings: &self.settings,
                            ruling: &self.ruling,
                            ruling_busy: false,
                            dark,
                        };
                        if cx.doc.is_none() {
                            return;
                        }
                        egui::CollapsingHeader::new(tr.t("ui-auction-title"))
                            .default_open(true)
                            .show(ui, |ui| v.auction.ui(ui, &cx, &self.auction_notes));
                        ui.separator();
                        v.facts.ui(ui, &cx, &mut actions);
                    });
            });
        egui::Panel::right("right")
            .resizable(true)
            .default_size(430.0)
            .min_size(320.0)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.selectable_value(
                        &mut self.right_tab,
                        RightTab::Ruling,
                        tr.t("ui-tab-ruling"),
                    );
                    ui.selectable_value(
                        &mut self.right_tab,
                        RightTab::Equity,
                        tr.t("ui-tab-equity"),
                    );
                });
                ui.separator();
                egui::ScrollArea::vertical()
                    .id_salt("right-scroll")
                    .show(ui, |ui| {
                        let Self {
                            views: v,
                            right_tab,
                            analysis,
                            ..
                        } = self;
                        let cx = ViewCtx {
                            tr,
                            doc: self.doc.as_ref(),
                            settings: &self.settings,
                            ruling: &self.ruling,
                            ruling_busy: self.jobs.is_running(JobKind::Rule),
                            dark,
                        };
                        let analysis = analysis.as_ref().and_then(|(cards, values)| {
                            let current = cx.doc.map(|d| d.case().play.cards());
                            (current == Some(cards.as_slice())).then_some(values.as_slice())
                        });
                        match right_tab {
                            RightTab::Ruling => v.ruling.ui(ui, &cx),
                            RightTab::Equity => v.equity.ui(ui, &cx, analysis, &mut actions),
                        }
                    });
            });
        egui::CentralPanel::default_margins().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("centre-scroll")
                .show(ui, |ui| {
                    let Self { views: v, .. } = self;
                    let cx = ViewCtx {
                        tr,
                        doc: self.doc.as_ref(),
                        settings: &self.settings,
                        ruling: &self.ruling,
                        ruling_busy: false,
                        dark,
                    };
                    v.table.ui(ui, &cx, &mut actions);
                    if cx.doc.is_some() {
                        ui.separator();
                        v.grid.nav_ui(ui, &cx, &mut actions);
                        v.grid.ui(ui, &cx, &mut actions);
                    }
                });
        });
        self.modals_ui(&ctx, &mut actions);
        for action in actions {
            self.apply(action);
        }
        self.request_jobs();
        self.autosave_tick(&ctx);

        // Closing: ask first when there are unsaved changes.
        if ctx.input(|i| i.viewport().close_requested())
            && !self.allow_close
            && self.doc.as_ref().is_some_and(Document::is_dirty)
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.close_prompt = true;
        }
        if self.allow_close && !self.close_sent {
            self.close_sent = true;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let title = match self.doc.as_ref() {
            Some(doc) => {
                let name = doc.path.as_ref().and_then(|p| p.file_name()).map_or_else(
                    || {
                        tr.t_args(
                            "ui-board-n",
                            &[("n", doc.case().board.number.clone().into())],
                        )
                    },
                    |n| n.to_string_lossy().into_owned(),
                );
                format!(
                    "{}{} — Arbitre",
                    if doc.is_dirty() { "• " } else { "" },
                    name
                )
            }
            None => "Arbitre".to_owned(),
        };
        if title != self.last_title {
            self.last_title.clone_from(&title);
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title));
        }
    }
}
