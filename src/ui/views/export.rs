//! The "Export ruling…" dialog: language, paper, the director's name and the passphrase of
//! his signing identity, with a preview of who will sign.

use crate::i18n::{Lang, Tr};
use crate::report::Paper;
use eframe::egui;
use std::path::PathBuf;

/// What the director chose; the passphrase never leaves memory.
#[derive(Clone)]
pub struct ExportChoice {
    /// Report language (the players').
    pub lang: Lang,
    /// Paper size.
    pub paper: Paper,
    /// The director's name, for an identity created now.
    pub director: String,
    /// The identity's passphrase.
    pub passphrase: String,
    /// The folder of the director's identity (the settings folder).
    pub identity_dir: Option<PathBuf>,
}

impl std::fmt::Debug for ExportChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExportChoice")
            .field("lang", &self.lang)
            .field("paper", &self.paper)
            .field("director", &self.director)
            .finish_non_exhaustive()
    }
}

/// The dialog's state.
#[derive(Debug)]
pub struct ExportDialog {
    choice: ExportChoice,
    identity_file: Option<PathBuf>,
}

/// What the dialog asks for this frame.
pub enum Answer {
    /// Nothing yet.
    Open,
    /// Export with these choices.
    Export(ExportChoice),
    /// Closed without exporting.
    Cancel,
}

impl ExportDialog {
    /// A dialog preset with the window's language and the case's director.
    #[must_use]
    pub fn new(lang: Lang, director: &str) -> Self {
        Self {
            choice: ExportChoice {
                lang,
                paper: Paper::A4,
                director: director.to_owned(),
                passphrase: String::new(),
                identity_dir: crate::sign::config_dir(),
            },
            identity_file: crate::sign::config_dir()
                .map(|d| d.join(crate::sign::IDENTITY_FILE))
                .filter(|p| p.is_file()),
        }
    }

    /// Draws the dialog.
    pub fn show(&mut self, ctx: &egui::Context, tr: Tr) -> Answer {
        let mut answer = Answer::Open;
        let modal = egui::Modal::new(egui::Id::unique("export-modal")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            super::heading(ui, tr.t("ui-export-title"));
            egui::Grid::new("export-grid")
                .num_columns(2)
                .show(ui, |ui| {
                    let label = ui.label(tr.t("ui-export-lang"));
                    egui::ComboBox::from_id_salt("export-lang")
                        .selected_text(Tr::new(self.choice.lang).t("lang-name"))
                        .show_ui(ui, |ui| {
                            for lang in Lang::ALL {
                                ui.selectable_value(
                                    &mut self.choice.lang,
                                    lang,
                                    Tr::new(lang).t("lang-name"),
                                );
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    ui.end_row();
                    ui.label(tr.t("ui-export-paper"));
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut self.choice.paper, Paper::A4, "A4");
                        ui.radio_value(&mut self.choice.paper, Paper::Letter, "Letter");
                    });
                    ui.end_row();
                    let label = ui.label(tr.t("ui-export-director"));
                    ui.add(
                        egui::TextEdit::singleline(&mut self.choice.director)
                            .hint_text(tr.t("ui-export-director")),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr.t("ui-export-passphrase"));
                    ui.add(
                        egui::TextEdit::singleline(&mut self.choice.passphrase)
                            .password(true)
                            .hint_text(tr.t("ui-export-passphrase")),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                });
            let signer = match &self.identity_file {
                Some(path) => tr.t_args(
                    "ui-export-identity-existing",
                    &[("path", path.display().to_string().into())],
                ),
                None => tr.t_args(
                    "ui-export-identity-new",
                    &[("name", self.choice.director.clone().into())],
                ),
            };
            ui.label(egui::RichText::new(signer).weak());
            let ready = !self.choice.passphrase.is_empty()
                && (self.identity_file.is_some() || !self.choice.director.trim().is_empty());
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(ready, egui::Button::new(tr.t("ui-export-button")))
                    .clicked()
                {
                    answer = Answer::Export(self.choice.clone());
                }
                if ui.button(tr.t("ui-cancel")).clicked() {
                    answer = Answer::Cancel;
                }
            });
        });
        if modal.should_close() {
            answer = Answer::Cancel;
        }
        answer
    }
}
