//! The menu bar and the status bar.
use super::{Action, Shortcut, Workbench};
use crate::i18n::{Lang, Tr};
use crate::ui::jobs::JobKind;
use crate::ui::views;
use eframe::egui;

impl Workbench {
    pub(super) fn menu_ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let tr = self.tr();
        let has_doc = self.doc.is_some();
        // A signed report opened read-only: what would change, save or re-sign it is greyed,
        // and says why.
        let read_only = self.is_read_only();
        let read_only_tip = tr.t("ui-read-only-hover");
        let why = read_only.then_some(read_only_tip.as_str());
        let editable = has_doc && !read_only;
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr.t("ui-menu-file"), |ui| {
                if menu_item(ui, tr, true, "ui-menu-open", Shortcut::Open, None) {
                    actions.push(Action::OpenDialog);
                }
                ui.menu_button(tr.t("ui-menu-recent"), |ui| {
                    if self.settings.recent.is_empty() {
                        ui.label(egui::RichText::new(tr.t("ui-menu-recent-none")).weak());
                    }
                    for path in &self.settings.recent {
                        let name = path.file_name().map_or_else(
                            || path.display().to_string(),
                            |n| n.to_string_lossy().into_owned(),
                        );
                        if ui
                            .button(name)
                            .on_hover_text(path.display().to_string())
                            .clicked()
                        {
                            actions.push(Action::OpenPath(path.clone()));
                        }
                    }
                });
                ui.separator();
                if menu_item(ui, tr, editable, "ui-menu-save", Shortcut::Save, why) {
                    actions.push(Action::Save);
                }
                if menu_item(ui, tr, editable, "ui-menu-save-as", Shortcut::SaveAs, why) {
                    actions.push(Action::SaveAs);
                }
                let ruled = matches!(self.ruling.result, Some(Ok(_)));
                let not_now = why.map_or_else(|| tr.t("ui-report-needs-ruling"), str::to_owned);
                if ui
                    .add_enabled(
                        editable && ruled,
                        egui::Button::new(tr.t("ui-menu-export"))
                            .shortcut_text(Shortcut::Export.text(tr, ui.ctx())),
                    )
                    .on_hover_text(tr.t("ui-report-unsigned-tip"))
                    .on_disabled_hover_text(&not_now)
                    .clicked()
                {
                    actions.push(Action::ExportReport);
                }
                for (key, action) in [
                    ("ui-menu-save-notice", Action::SaveNotice),
                    ("ui-menu-print-notice", Action::PrintNotice),
                ] {
                    if ui
                        .add_enabled(editable && ruled, egui::Button::new(tr.t(key)))
                        .on_disabled_hover_text(&not_now)
                        .clicked()
                    {
                        actions.push(action);
                    }
                }
                if ui.button(tr.t("ui-menu-rulings")).clicked() {
                    actions.push(Action::ShowRulings);
                }
                if ui.button(tr.t("ui-menu-scores")).clicked() {
                    actions.push(Action::ExportSessionScores);
                }
                if ui.button(tr.t("ui-trust-add")).clicked() {
                    actions.push(Action::TrustCertificate);
                }
                ui.separator();
                if menu_item(ui, tr, true, "ui-menu-quit", Shortcut::Quit, None) {
                    actions.push(Action::Quit);
                }
            });
            ui.menu_button(tr.t("ui-menu-edit"), |ui| {
                let (can_undo, can_redo) = self
                    .doc
                    .as_ref()
                    .map_or((false, false), |d| (d.can_undo(), d.can_redo()));
                if menu_item(
                    ui,
                    tr,
                    can_undo && !read_only,
                    "ui-undo",
                    Shortcut::Undo,
                    why,
                ) {
                    actions.push(Action::Undo);
                }
                if menu_item(
                    ui,
                    tr,
                    can_redo && !read_only,
                    "ui-redo",
                    Shortcut::Redo,
                    why,
                ) {
                    actions.push(Action::Redo);
                }
                ui.separator();
                let contract =
                    ui.add_enabled(editable, egui::Button::new(tr.t("ui-menu-contract")));
                if match why {
                    Some(why) => contract.on_disabled_hover_text(why),
                    None => contract,
                }
                .clicked()
                {
                    actions.push(Action::EditContract);
                }
            });
            ui.menu_button(tr.t("ui-menu-view"), |ui| {
                ui.label(tr.t("ui-menu-language"));
                for lang in Lang::ALL {
                    if ui
                        .radio(self.settings.lang == lang, Tr::new(lang).t("lang-name"))
                        .clicked()
                    {
                        actions.push(Action::SetLang(lang));
                    }
                }
                ui.separator();
                ui.checkbox(&mut self.settings.dark, tr.t("ui-menu-dark"));
                ui.checkbox(&mut self.settings.four_colour, tr.t("ui-menu-four-colour"));
                ui.checkbox(&mut self.settings.show_played, tr.t("ui-menu-show-played"));
            });
            ui.menu_button(tr.t("ui-menu-help"), |ui| help_ui(ui, tr));
        });
    }

    pub(super) fn status_ui(&mut self, ui: &mut egui::Ui) {
        let tr = self.tr();
        // Wrapped, not cut: a message naming a file deep in folders takes a second line.
        ui.horizontal_wrapped(|ui| {
            for kind in self.jobs.running() {
                if kind == JobKind::Autosave {
                    continue;
                }
                ui.spinner();
                ui.label(tr.t(kind.key()));
                if kind == JobKind::Open
                    && let Some(progress) = self.open_progress.clone()
                {
                    if views::boards::progress_ui(ui, tr, &progress) {
                        progress.cancel();
                    }
                    ui.ctx()
                        .request_repaint_after(std::time::Duration::from_millis(100));
                }
                ui.separator();
            }
            if let Some(doc) = self.doc.as_ref() {
                let file = doc
                    .path
                    .as_ref()
                    .or(doc.origin.as_ref())
                    .map_or_else(|| tr.t("ui-untitled"), |p| p.display().to_string());
                ui.add(egui::Label::new(egui::RichText::new(file).small()).wrap());
                if doc.is_dirty() {
                    ui.label(egui::RichText::new(tr.t("ui-modified")).small().italics());
                }
                ui.separator();
            }
            let mut dismiss = false;
            if let Some(status) = &self.status {
                let text = tr.msg(&status.msg);
                if status.error {
                    let color = crate::ui::style::error_color(ui.visuals().dark_mode);
                    ui.add(egui::Label::new(egui::RichText::new(text).color(color)).wrap());
                    dismiss = ui
                        .small_button("✕")
                        .on_hover_text(tr.t("ui-dismiss"))
                        .clicked();
                } else {
                    ui.add(egui::Label::new(text).wrap());
                }
            }
            if dismiss {
                self.status = None;
            }
            if let Some(pdf) = self.last_export.clone()
                && ui
                    .small_button(tr.t("ui-open-pdf"))
                    .on_hover_text(pdf.display().to_string())
                    .clicked()
            {
                self.open_pdf(pdf);
            }
        });
    }
}

/// A menu entry with its shortcut from the keymap, greyed with `why` (when given) on hover
/// when not enabled; true when clicked.
fn menu_item(
    ui: &mut egui::Ui,
    tr: Tr,
    enabled: bool,
    key: &str,
    shortcut: Shortcut,
    why: Option<&str>,
) -> bool {
    let (label, keys) = (tr.t(key), shortcut.text(tr, ui.ctx()));
    let item = ui.add_enabled(enabled, egui::Button::new(label).shortcut_text(keys));
    match why {
        Some(why) => item.on_disabled_hover_text(why),
        None => item,
    }
    .clicked()
}

/// Help: the keyboard shortcuts, made from the keymap's table (the keys the menus show),
/// then the replay and card-entry keys.
fn help_ui(ui: &mut egui::Ui, tr: Tr) {
    ui.strong(tr.t("ui-help-keys"));
    egui::Grid::new("help-keys")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for shortcut in Shortcut::HELP {
                ui.label(tr.t(shortcut.label_key()));
                ui.monospace(shortcut.all_texts(tr, ui.ctx()));
                ui.end_row();
            }
        });
    ui.separator();
    for key in ["ui-nav-first", "ui-nav-prev", "ui-nav-next", "ui-nav-last"] {
        ui.label(tr.t(key));
    }
    ui.label(tr.t("ui-entry-hint"));
}
