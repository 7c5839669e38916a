//! One frame of the window: panels and where each view goes.
use super::widths::PANEL_FRAME;
use super::{Action, Workbench};
use crate::ui::doc::Document;
use crate::ui::jobs::JobKind;
use crate::ui::views::table::Geometry;
use crate::ui::views::{self, ViewCtx};
use eframe::egui;

/// How the window is laid out, from its width.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Layout {
    /// Facts on the left, the deal in the middle, the ruling on the right.
    #[default]
    Wide,
    /// The deal, and one side panel with tabs (facts, ruling, equity).
    Medium,
    /// One pane at a time, chosen with tabs (deal and play, facts, ruling, equity).
    Narrow,
}

impl Layout {
    /// Narrowest window with three columns.
    pub const WIDE_FROM: f32 = 1360.0;
    /// Narrowest window with a side panel.
    pub const MEDIUM_FROM: f32 = 1000.0;

    /// The layout of a window this wide.
    #[must_use]
    pub fn for_width(width: f32) -> Self {
        if width >= Self::WIDE_FROM {
            Self::Wide
        } else if width >= Self::MEDIUM_FROM {
            Self::Medium
        } else {
            Self::Narrow
        }
    }
}

/// A pane: what a tab shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Pane {
    /// The deal and the play grid (a tab only in a narrow window).
    #[default]
    Table,
    /// Board list, auction and the facts.
    Facts,
    /// The ruling.
    Ruling,
    /// Law 64C.
    Equity,
    /// The claim (Laws 68–71).
    Claim,
    /// A call or a card in question (Laws 16C, 21B, 25, 26, 45–52, 57).
    Changes,
}

impl Pane {
    pub(super) const fn key(self) -> &'static str {
        match self {
            Self::Table => "ui-tab-table",
            Self::Facts => "ui-tab-facts",
            Self::Ruling => "ui-tab-ruling",
            Self::Equity => "ui-tab-equity",
            Self::Claim => "ui-tab-claim",
            Self::Changes => "ui-tab-changes",
        }
    }
}

/// The tabs of the right-hand panel of a wide window.
const WIDE_TABS: [Pane; 4] = [Pane::Ruling, Pane::Claim, Pane::Changes, Pane::Equity];
/// The tabs of the side panel of a medium window.
const MEDIUM_TABS: [Pane; 5] = [
    Pane::Facts,
    Pane::Ruling,
    Pane::Claim,
    Pane::Changes,
    Pane::Equity,
];
/// The tabs of a narrow window.
const NARROW_TABS: [Pane; 6] = [
    Pane::Table,
    Pane::Facts,
    Pane::Ruling,
    Pane::Claim,
    Pane::Changes,
    Pane::Equity,
];

impl Workbench {
    /// The pane a tab bar of this layout shows for the chosen one: a pane the layout
    /// already shows elsewhere stands for the ruling.
    pub(super) fn shown_pane(&self, layout: Layout) -> Pane {
        match (layout, self.pane) {
            (Layout::Wide, Pane::Equity) => Pane::Equity,
            (Layout::Wide, Pane::Claim) => Pane::Claim,
            (Layout::Wide, Pane::Changes) => Pane::Changes,
            (Layout::Wide, _) | (Layout::Medium, Pane::Table) => Pane::Ruling,
            (_, pane) => pane,
        }
    }

    /// The pane chosen in the tab bar (not the table), in a scroll area.
    fn pane_ui(&mut self, ui: &mut egui::Ui, dark: bool, actions: &mut Vec<Action>) {
        let pane = self.shown_pane(self.layout);
        // Both ways: text wraps at the pane's width, and a row that cannot wrap (a grid,
        // a row of buttons) scrolls instead of widening the panel past the window, where
        // it would be cut on both sides.
        egui::ScrollArea::both()
            .id_salt(("pane-scroll", pane))
            .auto_shrink([false, false])
            .show(ui, |ui| match pane {
                Pane::Table => {}
                Pane::Facts => self.facts_pane_ui(ui, dark, actions),
                Pane::Ruling | Pane::Equity | Pane::Claim | Pane::Changes => {
                    self.results_ui(ui, pane, dark, actions);
                }
            });
    }

    /// The board list, the auction and the facts.
    fn facts_pane_ui(&mut self, ui: &mut egui::Ui, dark: bool, actions: &mut Vec<Action>) {
        let tr = self.tr();
        let read_only = self.is_read_only();
        let Self {
            views: v,
            boards,
            current_board,
            travellers,
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
                        preview: self.preview.as_ref(),
                        dark,
                        read_only: false,
                    };
                    v.boards.ui(
                        ui,
                        &cx,
                        (&*boards, travellers.as_deref()),
                        *current_board,
                        actions,
                    );
                });
        }
        let cx = ViewCtx {
            tr,
            doc: self.doc.as_ref(),
            settings: &self.settings,
            ruling: &self.ruling,
            ruling_busy: false,
            preview: self.preview.as_ref(),
            dark,
            read_only,
        };
        if cx.doc.is_none() {
            return;
        }
        egui::CollapsingHeader::new(tr.t("ui-auction-title"))
            .default_open(true)
            .show(ui, |ui| v.auction.ui(ui, &cx));
        ui.separator();
        views::editable(ui, &cx, |ui| v.facts.ui(ui, &cx, actions));
    }

    /// The ruling or the equity view.
    fn results_ui(&mut self, ui: &mut egui::Ui, pane: Pane, dark: bool, actions: &mut Vec<Action>) {
        let tr = self.tr();
        let read_only = self.is_read_only();
        let Self {
            views: v, analysis, ..
        } = self;
        let cx = ViewCtx {
            tr,
            doc: self.doc.as_ref(),
            settings: &self.settings,
            ruling: &self.ruling,
            ruling_busy: self.jobs.is_running(JobKind::Rule),
            preview: self.preview.as_ref(),
            dark,
            read_only,
        };
        let analysis = analysis.as_ref().and_then(|(cards, values)| {
            let current = cx.doc.map(|d| d.case().play.cards());
            (current == Some(cards.as_slice())).then_some(values.as_slice())
        });
        if pane == Pane::Claim {
            views::editable(ui, &cx, |ui| v.claim.ui(ui, &cx, actions));
        } else if pane == Pane::Changes {
            views::editable(ui, &cx, |ui| v.changes.ui(ui, &cx, actions));
        } else if pane == Pane::Equity {
            views::editable(ui, &cx, |ui| v.equity.ui(ui, &cx, analysis, actions));
        } else {
            v.ruling.ui(ui, &cx, actions);
        }
    }

    /// The deal, the replay bar and the play grid.
    fn centre_ui(&mut self, ui: &mut egui::Ui, dark: bool, actions: &mut Vec<Action>) {
        let tr = self.tr();
        let read_only = self.is_read_only();
        // The height in view below the board's heading (about 40 points) and above the
        // replay hint (about 20).
        let visible = ui.available_height() - 60.0;
        egui::ScrollArea::vertical()
            .id_salt("centre-scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let Self { views: v, .. } = self;
                let cx = ViewCtx {
                    tr,
                    doc: self.doc.as_ref(),
                    settings: &self.settings,
                    ruling: &self.ruling,
                    ruling_busy: false,
                    preview: self.preview.as_ref(),
                    dark,
                    read_only,
                };
                if cx.doc.is_none() && !self.boards.is_empty() {
                    // A session file is open, no board yet: say where to pick one.
                    let file = self
                        .board_file
                        .as_ref()
                        .and_then(|p| p.file_name())
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    ui.vertical_centered(|ui| {
                        ui.add_space(40.0);
                        ui.heading(tr.t("ui-pick-board-title"));
                        ui.label(tr.t_args(
                            "ui-pick-board-text",
                            &[("n", self.boards.len().into()), ("file", file.into())],
                        ));
                    });
                    return;
                }
                v.table.header_ui(ui, &cx, actions);
                let Some(doc) = cx.doc else { return };
                let pos = doc.case().play.position(doc.cursor());
                let geo = Geometry::choose(ui.available_width(), visible, doc.case().play.deal());
                if geo.grid_beside {
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_width(geo.width);
                            views::editable(ui, &cx, |ui| v.table.ui(ui, &cx, geo, actions));
                        });
                        ui.separator();
                        ui.vertical(|ui| {
                            v.grid.nav_ui(ui, &cx, actions);
                            views::editable(ui, &cx, |ui| v.entry.ui(ui, &cx, &pos));
                            v.grid.ui(ui, &cx, actions);
                        });
                    });
                } else {
                    views::editable(ui, &cx, |ui| v.table.ui(ui, &cx, geo, actions));
                    ui.separator();
                    v.grid.nav_ui(ui, &cx, actions);
                    views::editable(ui, &cx, |ui| v.entry.ui(ui, &cx, &pos));
                    v.grid.ui(ui, &cx, actions);
                }
            });
    }

    /// Draws one frame into `ui` (the whole window).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        // The cards drawn this frame take the window's language's ranks.
        crate::ui::style::set_card_language(&ctx, self.tr());
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
        if let Some(frame) = self.committee_frame(ui) {
            egui::Panel::top("committee").frame(frame).show(ui, |ui| {
                self.committee_ui(ui, &mut actions);
            });
        }
        egui::Panel::bottom("status").show(ui, |ui| {
            self.status_ui(ui);
        });
        let tr = self.tr();
        let layout = Layout::for_width(ui.available_width());
        self.layout = layout;
        let width = ui.available_width();
        match layout {
            Layout::Wide => {
                let left = self.left_panel(&ctx, width).show(ui, |ui| {
                    // Filling the column: a panel takes the width of what it holds, so
                    // a scroll area that shrinks to its contents would make the column
                    // as wide as the case in it.
                    egui::ScrollArea::vertical()
                        .id_salt("left-scroll")
                        .auto_shrink([false, true])
                        .show(ui, |ui| self.facts_pane_ui(ui, dark, &mut actions));
                });
                self.remember_left_width(left.response.rect.width());
                // Never narrower than its tab bar on one line, whatever the tab shows.
                let tabs = self.tabs_width(&ctx, &WIDE_TABS) + PANEL_FRAME;
                egui::Panel::right("right")
                    .resizable(true)
                    .default_size((width * 0.27).clamp(340.0, 480.0).max(tabs))
                    .size_range(tabs.max(320.0)..=tabs.max(520.0))
                    .show(ui, |ui| {
                        self.tabs_ui(ui, &WIDE_TABS);
                        self.pane_ui(ui, dark, &mut actions);
                    });
                egui::CentralPanel::default_margins().show(ui, |ui| {
                    self.centre_ui(ui, dark, &mut actions);
                });
            }
            Layout::Medium => {
                // Never narrower than its tab bar on one line or its facts, whatever the
                // tab shows.
                let tabs = (self.tabs_width(&ctx, &MEDIUM_TABS) + PANEL_FRAME)
                    .max(self.facts_need(&ctx))
                    .max(300.0);
                egui::Panel::right("side")
                    .resizable(true)
                    .default_size((width * 0.32).clamp(320.0, 440.0).max(tabs))
                    .size_range(tabs..=(width * 0.45).max(tabs))
                    .show(ui, |ui| {
                        self.tabs_ui(ui, &MEDIUM_TABS);
                        self.pane_ui(ui, dark, &mut actions);
                    });
                egui::CentralPanel::default_margins().show(ui, |ui| {
                    self.centre_ui(ui, dark, &mut actions);
                });
            }
            Layout::Narrow => {
                egui::CentralPanel::default_margins().show(ui, |ui| {
                    self.tabs_ui(ui, &NARROW_TABS);
                    if self.shown_pane(Layout::Narrow) == Pane::Table {
                        self.centre_ui(ui, dark, &mut actions);
                    } else {
                        self.pane_ui(ui, dark, &mut actions);
                    }
                });
            }
        }
        self.rulings_ui(&ctx, &mut actions);
        self.decision_ui(&ctx);
        self.modals_ui(&ctx, &mut actions);
        self.contract_ui(&ctx, &mut actions);
        // Last: above whatever form asked for the path.
        self.path_dialog_ui(&ctx, &mut actions);
        for action in actions {
            self.apply(action);
        }
        self.request_jobs();
        self.autosave_tick(&ctx);

        // Closing: ask first when there are unsaved changes.
        let close_requested = ctx.input(|i| i.viewport().close_requested());
        if close_requested && !self.allow_close && self.doc.as_ref().is_some_and(Document::is_dirty)
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.close_prompt = true;
        } else if close_requested {
            self.stop_work();
        }
        if self.allow_close && !self.close_sent {
            self.close_sent = true;
            self.stop_work();
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
