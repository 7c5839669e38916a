//! The widths the panels need to show their fixed words whole: the tab bar on one line,
//! the left column's headings. They follow from the words in the window's language, never
//! from what a tab or a case happens to hold, so a panel keeps its width from one tab to the
//! next.
use super::Workbench;
use super::layout::Pane;
use eframe::egui;

/// The width of `text` on one line in `font`.
pub(crate) fn text_width(ctx: &egui::Context, text: &str, font: egui::FontId) -> f32 {
    ctx.fonts_mut(|f| {
        f.layout_no_wrap(text.to_owned(), font, egui::Color32::PLACEHOLDER)
            .size()
            .x
    })
}

/// The font of `style` in `ctx`'s style.
pub(crate) fn font(ctx: &egui::Context, style: &egui::TextStyle) -> egui::FontId {
    ctx.global_style()
        .text_styles
        .get(style)
        .cloned()
        .unwrap_or_default()
}

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
