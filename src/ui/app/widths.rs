//! The widths the panels need to show their fixed words whole: the tab bar on one line,
//! the left column's headings. They follow from the words in the window's language, never
//! from what a tab or a case happens to hold, so a panel keeps its width from one tab to the
//! next.
use super::Workbench;
use super::layout::Pane;
use crate::ui::views::{font, text_width};
use eframe::egui;

/// The room a side panel's frame takes around its contents, left and right.
pub(crate) const PANEL_FRAME: f32 = 20.0;

impl Workbench {
    /// The width of the tab bar of `panes` on one line.
    pub(super) fn tabs_width(&self, ctx: &egui::Context, panes: &[Pane]) -> f32 {
        let tr = self.tr();
        let font = font(ctx, &egui::TextStyle::Button);
        let spacing = ctx.global_style().spacing.clone();
        #[allow(clippy::cast_precision_loss)] // a handful of tabs
        let gaps = spacing.item_spacing.x * panes.len().saturating_sub(1) as f32;
        panes
            .iter()
            .map(|&p| {
                text_width(ctx, &tr.t(p.key()), font.clone()) + 2.0 * spacing.button_padding.x
            })
            .sum::<f32>()
            + gaps
            + 2.0
    }

    /// The tab bar of `panes`: on one line when it fits (the panels are made wide enough
    /// for it), else on as many as it takes rather than cut.
    pub(super) fn tabs_ui(&mut self, ui: &mut egui::Ui, panes: &[Pane]) {
        let tr = self.tr();
        let shown = self.shown_pane(self.layout);
        let one_line = self.tabs_width(ui.ctx(), panes) <= ui.available_width();
        let mut bar = |ui: &mut egui::Ui| {
            for &pane in panes {
                let label = tr.t(pane.key());
                let r = ui.selectable_label(shown == pane, &label);
                r.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Tab, true, shown == pane, &label)
                });
                if r.clicked() {
                    self.pane = pane;
                }
            }
        };
        if one_line {
            ui.horizontal(|ui| bar(ui));
        } else {
            ui.horizontal_wrapped(|ui| bar(ui));
        }
        ui.separator();
    }
}

/// The room a scroll area's bar and a collapsing section's indent take.
const SCROLL_AND_INDENT: f32 = 12.0 + 18.0;

impl Workbench {
    /// The least width of the facts: their headings on one line, and, when a board list
    /// is open, its headings whole.
    pub(super) fn facts_need(&self, ctx: &egui::Context) -> f32 {
        let tr = self.tr();
        let heading = egui::FontId::new(crate::ui::views::HEADING_SIZE, crate::ui::bold_family());
        let mut need = ["ui-facts-attention", "ui-facts-claim", "ui-facts-marked"]
            .iter()
            .map(|k| text_width(ctx, &tr.t(k), heading.clone()))
            .fold(0.0, f32::max);
        if !self.boards.is_empty() {
            need = need.max(crate::ui::views::boards::needed_width(ctx, tr));
        }
        (need + SCROLL_AND_INDENT + PANEL_FRAME).ceil()
    }

    /// The left column of a wide window: as wide as the director left it (kept in the
    /// settings from one start to the next), never narrower than the facts need. Its width
    /// is set on the first frame, so that neither what the last run's window remembered
    /// nor the size of a window still opening decides it.
    pub(super) fn left_panel(&self, ctx: &egui::Context, window_width: f32) -> egui::Panel {
        let need = self.facts_need(ctx).max(260.0);
        let width = self
            .settings
            .left_width
            .unwrap_or_else(|| (window_width * 0.22).clamp(280.0, 380.0))
            .max(need);
        let panel = egui::Panel::left("left")
            .resizable(true)
            .default_size(width)
            .size_range(need..=need.max(420.0));
        let first = egui::Id::unique("left-width-set");
        if ctx.data(|d| d.get_temp::<bool>(first)).is_none() {
            ctx.data_mut(|d| d.insert_temp(first, true));
            panel.exact_size(width)
        } else {
            panel
        }
    }

    /// Remembers the left column's width (the settings are saved with the window).
    pub(super) fn remember_left_width(&mut self, width: f32) {
        if self
            .settings
            .left_width
            .is_none_or(|w| (w - width).abs() > 0.5)
        {
            self.settings.left_width = Some(width);
        }
    }
}
