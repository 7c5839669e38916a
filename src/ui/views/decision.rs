//! "Record the decision": the appeals committee's form on a signed report. Upheld, or
//! amended with the ruling of the copy the committee worked on; its reasons, the members'
//! names, and the chair who signs with the passphrase of his identity. The decision itself
//! is made by `report::appeal`, as `arbitre appeal` makes it.

use crate::i18n::{Lang, Tr};
use eframe::egui;
use std::path::PathBuf;

/// What the committee typed; the passphrase never leaves memory.
#[derive(Clone, Default)]
pub struct DecisionForm {
    /// Amended with the copy's ruling (else upheld).
    pub amended: bool,
    /// The committee's reasons.
    pub reasons: String,
    /// The members' names, one a line.
    pub members: String,
    /// The chair's name (for an identity created now, and on the decision).
    pub chair: String,
    /// The passphrase of the chair's signing identity.
    pub passphrase: String,
    /// The folder of the chair's identity (the settings folder).
    pub identity_dir: Option<PathBuf>,
    /// The decision's language (the players'), chosen as a report's is.
    pub lang: Lang,
}

impl std::fmt::Debug for DecisionForm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DecisionForm")
            .field("amended", &self.amended)
            .field("members", &self.members)
            .field("chair", &self.chair)
            .finish_non_exhaustive()
    }
}

impl DecisionForm {
    /// An empty form signing with the identity in the settings folder, the decision in
    /// `lang` until the committee chooses another.
    #[must_use]
    pub fn new(lang: Lang) -> Self {
        Self {
            identity_dir: crate::sign::config_dir(),
            lang,
            ..Self::default()
        }
    }

    /// The members' names typed, one a line, blank lines dropped.
    #[must_use]
    pub fn member_names(&self) -> Vec<String> {
        self.members
            .lines()
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map(str::to_owned)
            .collect()
    }

    fn identity_file(&self) -> Option<PathBuf> {
        self.identity_dir
            .as_ref()
            .map(|d| d.join(crate::sign::IDENTITY_FILE))
            .filter(|p| p.is_file())
    }

    /// What is still missing before the chair can sign, if anything.
    fn missing(&self, tr: Tr) -> Option<String> {
        if self.member_names().is_empty() {
            Some(tr.t("ui-decision-needs-members"))
        } else if self.passphrase.is_empty() {
            Some(tr.t("ui-decision-needs-passphrase"))
        } else if self.identity_file().is_none() && self.chair.trim().is_empty() {
            Some(tr.t("ui-decision-needs-chair"))
        } else {
            None
        }
    }
}

/// What the form shows besides what is typed.
pub struct Shown {
    /// The report decided on: who signed it, and its SHA-256.
    pub signer: String,
    /// Its SHA-256.
    pub sha256: String,
    /// The director's final score, in words.
    pub director: String,
    /// The copy's final score in words, or why the ruling cannot be amended (no copy, no
    /// ruling on it yet).
    pub copy: Result<String, String>,
}

/// What the form asks for this frame.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    /// Nothing yet.
    Open,
    /// Sign: ask where to write the decision.
    Sign,
    /// Closed without a decision.
    Cancel,
}

impl DecisionForm {
    /// Draws the form.
    pub fn show(&mut self, ctx: &egui::Context, tr: Tr, shown: &Shown) -> Answer {
        let mut answer = Answer::Open;
        if shown.copy.is_err() {
            self.amended = false;
        }
        let modal = egui::Modal::new(egui::Id::unique("decision-modal")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            super::heading(ui, tr.t("ui-decision-title"));
            ui.label(tr.t_args(
                "ui-decision-on",
                &[
                    ("signer", shown.signer.as_str().into()),
                    ("hash", shown.sha256.as_str().into()),
                ],
            ));
            ui.separator();
            ui.radio_value(
                &mut self.amended,
                false,
                tr.t_args(
                    "ui-decision-upheld",
                    &[("scores", shown.director.as_str().into())],
                ),
            );
            match &shown.copy {
                Ok(scores) => {
                    ui.radio_value(
                        &mut self.amended,
                        true,
                        tr.t_args("ui-decision-amended", &[("scores", scores.as_str().into())]),
                    );
                }
                Err(why) => {
                    ui.add_enabled(
                        false,
                        egui::RadioButton::new(false, tr.t("ui-decision-amended-none")),
                    )
                    .on_disabled_hover_text(why.as_str());
                    ui.label(egui::RichText::new(why.as_str()).weak());
                }
            }
            egui::Grid::new("decision-grid")
                .num_columns(2)
                .show(ui, |ui| {
                    super::export::language_row(
                        ui,
                        &tr.t("ui-decision-lang"),
                        "decision-lang",
                        &mut self.lang,
                    );
                    let label = ui.label(tr.t("ui-decision-reasons"));
                    ui.add(
                        egui::TextEdit::multiline(&mut self.reasons)
                            .desired_rows(3)
                            .hint_text(tr.t("ui-decision-reasons")),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr.t("ui-decision-members"));
                    ui.add(
                        egui::TextEdit::multiline(&mut self.members)
                            .desired_rows(3)
                            .hint_text(tr.t("ui-decision-members-hint")),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr.t("ui-decision-chair"));
                    ui.add(
                        egui::TextEdit::singleline(&mut self.chair)
                            .hint_text(tr.t("ui-decision-chair")),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr.t("ui-export-passphrase"));
                    ui.add(
                        egui::TextEdit::singleline(&mut self.passphrase)
                            .password(true)
                            .hint_text(tr.t("ui-export-passphrase")),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                });
            let signer = match self.identity_file() {
                Some(path) => tr.t_args(
                    "ui-decision-identity-existing",
                    &[("path", path.display().to_string().into())],
                ),
                None if self.chair.trim().is_empty() => tr.t("ui-decision-needs-chair"),
                None => tr.t_args(
                    "ui-export-identity-new",
                    &[("name", self.chair.trim().to_owned().into())],
                ),
            };
            ui.label(egui::RichText::new(signer).weak());
            let missing = self.missing(tr);
            ui.horizontal(|ui| {
                let sign = ui.add_enabled(
                    missing.is_none(),
                    egui::Button::new(tr.t("ui-decision-sign")),
                );
                let sign = match &missing {
                    Some(why) => sign.on_disabled_hover_text(why.as_str()),
                    None => sign,
                };
                if sign.clicked() {
                    answer = Answer::Sign;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_are_one_a_line_and_signing_waits_for_them_and_the_passphrase() {
        let tr = Tr::new(crate::i18n::Lang::En);
        let mut form = DecisionForm {
            members: " Anne Martin \n\n Bruno Leroy\n  ".into(),
            ..DecisionForm::default()
        };
        assert_eq!(form.member_names(), ["Anne Martin", "Bruno Leroy"]);
        assert_eq!(form.missing(tr), Some(tr.t("ui-decision-needs-passphrase")));
        form.passphrase = "pw".into();
        // No identity folder and no chair: nobody to create an identity for.
        assert_eq!(form.missing(tr), Some(tr.t("ui-decision-needs-chair")));
        form.chair = "Claire Petit".into();
        assert_eq!(form.missing(tr), None);
        form.members = "  \n".into();
        assert_eq!(form.missing(tr), Some(tr.t("ui-decision-needs-members")));
    }
}
