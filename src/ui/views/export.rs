//! The "Export ruling…" dialog: language, paper, the director's name and the passphrase of
//! his signing identity, with a preview of who will sign.

use crate::i18n::{Lang, Tr};
use crate::report::Paper;
use crate::report::export::IdentitySource;
use crate::report::notice::NoticePaper;
use eframe::egui;
use std::path::PathBuf;
use std::sync::mpsc::Receiver;

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

/// What the dialog is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The signed ruling report.
    Report,
    /// The player notice, written to a file.
    SaveNotice,
    /// The player notice, sent to a printer.
    PrintNotice,
}

/// The choices for a player notice: how it is signed, its paper, and the printer (`None`:
/// the system's default).
#[derive(Debug, Clone)]
pub struct NoticeChoice {
    /// Language, director, passphrase, identity (the report's paper is not used).
    pub sign: ExportChoice,
    /// A5, or two a sheet on A4.
    pub paper: NoticePaper,
    /// The printer, for "Print notice"; `None` is the system's default.
    pub printer: Option<String>,
}

/// The dialog's state.
#[derive(Debug)]
pub struct ExportDialog {
    choice: ExportChoice,
    /// The passphrase typed a second time, for a new identity.
    again: String,
    /// Why the last try failed (a wrong passphrase), shown until the next try.
    error: Option<crate::i18n::Msg>,
    identity_file: Option<PathBuf>,
    purpose: Purpose,
    notice_paper: NoticePaper,
    printer: Option<String>,
    printers: Vec<String>,
    /// The system's printers, being listed off the UI thread.
    listing: Option<Receiver<Vec<String>>>,
}

/// What the dialog asks for this frame.
pub enum Answer {
    /// Nothing yet.
    Open,
    /// Export with these choices.
    Export(ExportChoice),
    /// Export an unsigned draft with these choices (the passphrase is not used).
    Draft(ExportChoice),
    /// Save or print the notice with these choices.
    Notice(NoticeChoice),
    /// Closed without exporting.
    Cancel,
}

impl ExportDialog {
    /// A dialog preset with the window's language and the director's name, for the
    /// identity in the usual settings folder.
    #[must_use]
    pub fn new(lang: Lang, director: &str) -> Self {
        Self::for_identity(lang, director, crate::sign::config_dir())
    }

    /// A dialog for the identity kept in `identity_dir` (`None`: there is no folder).
    #[must_use]
    pub fn for_identity(lang: Lang, director: &str, identity_dir: Option<PathBuf>) -> Self {
        let source = IdentitySource::Own(identity_dir.clone());
        Self {
            identity_file: source.existing_file(),
            choice: ExportChoice {
                lang,
                paper: Paper::A4,
                director: director.to_owned(),
                passphrase: String::new(),
                identity_dir,
            },
            again: String::new(),
            error: None,
            purpose: Purpose::Report,
            notice_paper: NoticePaper::A5,
            printer: None,
            printers: Vec::new(),
            listing: None,
        }
    }

    /// A dialog for the player notice: saved (`print` false) or printed, in which case
    /// the system's printers are listed off the UI thread.
    #[must_use]
    pub fn notice(lang: Lang, director: &str, identity_dir: Option<PathBuf>, print: bool) -> Self {
        let mut dialog = Self::for_identity(lang, director, identity_dir);
        if print {
            dialog.purpose = Purpose::PrintNotice;
            let (tx, rx) = std::sync::mpsc::channel();
            let spawned = std::thread::Builder::new()
                .name("printers".into())
                .spawn(move || {
                    let _ = tx.send(crate::report::print::printers());
                });
            if spawned.is_ok() {
                dialog.listing = Some(rx);
            }
        } else {
            dialog.purpose = Purpose::SaveNotice;
        }
        dialog
    }

    /// What the dialog is for.
    #[must_use]
    pub const fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// The notice's dialog again after a refused passphrase, saying why (the passphrase
    /// is cleared).
    #[must_use]
    pub fn notice_retry(choice: NoticeChoice, print: bool, error: crate::i18n::Msg) -> Self {
        let sign = choice.sign;
        let mut dialog = Self::notice(sign.lang, &sign.director, sign.identity_dir, print);
        dialog.error = Some(error);
        dialog
    }

    /// The report's dialog again after a refused passphrase, saying why.
    #[must_use]
    pub fn retry(choice: ExportChoice, error: crate::i18n::Msg) -> Self {
        let mut dialog = Self::for_identity(choice.lang, &choice.director, choice.identity_dir);
        dialog.choice.paper = choice.paper;
        dialog.error = Some(error);
        dialog
    }

    /// Why the signed export cannot be asked yet (the i18n key of the hint under the
    /// disabled button), or `None` when it can.
    #[must_use]
    pub fn why_disabled(&self) -> Option<&'static str> {
        let creating = self.identity_file.is_none();
        if creating && self.choice.director.trim().is_empty() {
            Some("ui-export-why-director")
        } else if self.choice.passphrase.is_empty() {
            Some(if self.purpose == Purpose::Report {
                "ui-export-why-passphrase"
            } else {
                "ui-notice-why-passphrase"
            })
        } else if creating && self.again.is_empty() {
            Some("ui-export-why-again")
        } else if creating && self.again != self.choice.passphrase {
            Some("ui-export-why-mismatch")
        } else {
            None
        }
    }

    fn poll_printers(&mut self) {
        if let Some(rx) = &self.listing {
            match rx.try_recv() {
                Ok(list) => {
                    self.printers = list;
                    self.listing = None;
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => {}
                Err(std::sync::mpsc::TryRecvError::Disconnected) => self.listing = None,
            }
        }
    }

    fn answer(&self) -> Answer {
        match self.purpose {
            Purpose::Report => Answer::Export(self.choice.clone()),
            Purpose::SaveNotice | Purpose::PrintNotice => Answer::Notice(NoticeChoice {
                sign: self.choice.clone(),
                paper: self.notice_paper,
                printer: self.printer.clone(),
            }),
        }
    }

    fn paper_row(&mut self, ui: &mut egui::Ui, tr: Tr) {
        ui.label(tr.t("ui-export-paper"));
        ui.horizontal(|ui| {
            if self.purpose == Purpose::Report {
                ui.radio_value(&mut self.choice.paper, Paper::A4, "A4");
                ui.radio_value(
                    &mut self.choice.paper,
                    Paper::Letter,
                    tr.t("ui-paper-letter"),
                );
            } else {
                ui.radio_value(&mut self.notice_paper, NoticePaper::A5, "A5");
                ui.radio_value(
                    &mut self.notice_paper,
                    NoticePaper::A4,
                    tr.t("ui-notice-a4"),
                );
            }
        });
        ui.end_row();
        if self.purpose != Purpose::PrintNotice {
            return;
        }
        self.poll_printers();
        let label = ui.label(tr.t("ui-notice-printer"));
        let default = tr.t("ui-notice-printer-default");
        let shown = self.printer.clone().unwrap_or_else(|| default.clone());
        ui.horizontal(|ui| {
            egui::ComboBox::from_id_salt("notice-printer")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.printer, None, default);
                    for p in &self.printers {
                        ui.selectable_value(&mut self.printer, Some(p.clone()), p.as_str());
                    }
                })
                .response
                .labelled_by(label.id);
            if self.listing.is_some() {
                ui.spinner();
            }
        });
        ui.end_row();
    }

    /// Draws the dialog.
    pub fn show(&mut self, ctx: &egui::Context, tr: Tr) -> Answer {
        let mut answer = Answer::Open;
        let mut enter = false;
        let modal = egui::Modal::new(egui::Id::unique("export-modal")).show(ctx, |ui| {
            // A fixed width, and a line kept for every message: the dialog neither grows
            // nor moves while the director types.
            ui.set_width(460.0);
            super::heading(
                ui,
                tr.t(match self.purpose {
                    Purpose::Report => "ui-export-title",
                    Purpose::SaveNotice => "ui-notice-save-title",
                    Purpose::PrintNotice => "ui-notice-print-title",
                }),
            );
            egui::Grid::new("export-grid")
                .num_columns(2)
                .show(ui, |ui| {
                    language_row(
                        ui,
                        &tr.t(if self.purpose == Purpose::Report {
                            "ui-export-lang"
                        } else {
                            "ui-notice-lang"
                        }),
                        "export-lang",
                        &mut self.choice.lang,
                    );
                    self.paper_row(ui, tr);
                    let label = ui.label(tr.t("ui-export-director"));
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(&mut self.choice.director)
                                .desired_width(f32::INFINITY)
                                .hint_text(tr.t("ui-export-director")),
                        )
                        .labelled_by(label.id);
                    enter |= submitted(ui, &field);
                    ui.end_row();
                    let label = ui.label(tr.t("ui-export-passphrase"));
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(&mut self.choice.passphrase)
                                .password(true)
                                .desired_width(f32::INFINITY)
                                .hint_text(tr.t("ui-export-passphrase-hint")),
                        )
                        .labelled_by(label.id);
                    if field.changed() {
                        // "Wrong passphrase" is forgotten once the director retypes it.
                        self.error = None;
                    }
                    enter |= submitted(ui, &field);
                    ui.end_row();
                    if self.identity_file.is_none() {
                        // A new identity: the passphrase typed twice.
                        let label = ui.label(tr.t("ui-export-passphrase-again"));
                        let field = ui
                            .add(
                                egui::TextEdit::singleline(&mut self.again)
                                    .password(true)
                                    .desired_width(f32::INFINITY)
                                    .hint_text(tr.t("ui-export-passphrase-again-hint")),
                            )
                            .labelled_by(label.id);
                        enter |= submitted(ui, &field);
                        ui.end_row();
                    }
                });
            let signer = match &self.identity_file {
                Some(path) => Some(tr.t_args(
                    "ui-export-identity-existing",
                    &[("path", path.display().to_string().into())],
                )),
                // Without a name yet, the hint under the buttons asks for one.
                None if self.choice.director.trim().is_empty() => None,
                None => Some(tr.t_args(
                    "ui-export-identity-new",
                    &[("name", self.choice.director.trim().into())],
                )),
            };
            ui.add(egui::Label::new(egui::RichText::new(signer.unwrap_or_default()).weak()).wrap());
            if let Some(error) = &self.error {
                super::error_label(ui, tr.msg(error));
            }
            let why = self.why_disabled();
            ui.horizontal(|ui| {
                let button = tr.t(match self.purpose {
                    Purpose::Report => "ui-export-button",
                    Purpose::SaveNotice => "ui-notice-save-button",
                    Purpose::PrintNotice => "ui-notice-print-button",
                });
                let shown = ui.add_enabled(why.is_none(), egui::Button::new(button));
                let shown = match why {
                    Some(key) => shown.on_disabled_hover_text(tr.t(key)),
                    None => shown,
                };
                if shown.clicked() || (enter && why.is_none()) {
                    answer = self.answer();
                }
                if self.purpose == Purpose::Report
                    && ui
                        .button(tr.t("ui-export-draft-button"))
                        .on_hover_text(tr.t("ui-export-draft-tip"))
                        .clicked()
                {
                    answer = Answer::Draft(self.choice.clone());
                }
                if ui.button(tr.t("ui-cancel")).clicked() {
                    answer = Answer::Cancel;
                }
            });
            // Why the button is disabled, in words, under it (an empty line once it is not).
            let why = why.map(|key| tr.t(key)).unwrap_or_default();
            ui.add(egui::Label::new(egui::RichText::new(why).italics()).wrap());
        });
        if modal.should_close() {
            answer = Answer::Cancel;
        }
        answer
    }
}

/// A grid row choosing the language of a signed document (each language named in itself).
pub(super) fn language_row(ui: &mut egui::Ui, label: &str, salt: &str, lang: &mut Lang) {
    let label = ui.label(label);
    egui::ComboBox::from_id_salt(salt)
        .selected_text(Tr::new(*lang).t("lang-name"))
        .show_ui(ui, |ui| {
            for choice in Lang::ALL {
                ui.selectable_value(lang, choice, Tr::new(choice).t("lang-name"));
            }
        })
        .response
        .labelled_by(label.id);
    ui.end_row();
}

/// Whether Enter was pressed in `field` (it loses the focus then).
fn submitted(ui: &egui::Ui, field: &egui::Response) -> bool {
    field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}
