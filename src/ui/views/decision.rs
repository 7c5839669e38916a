//! "Record the decision": the appeals committee's form on a signed report. Upheld, or
//! amended with the ruling of the copy the committee worked on; its reasons, the members'
//! names, and the chair who signs with the passphrase of his identity. The decision itself
//! is made by `report::appeal`, as `arbitre appeal` makes it.

use crate::i18n::{Lang, Msg, Tr};
use eframe::egui;
use std::path::PathBuf;

/// The file of the committee's own signing identity in the settings folder, proposed until
/// the committee chooses another: the committee never signs with the director's.
pub const COMMITTEE_IDENTITY_FILE: &str = "committee-identity.p12";

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
    /// The file of the identity the chair signs with, as typed or chosen (blank: the
    /// committee's own file in `identity_dir`); created for the chair if it does not exist.
    pub identity: String,
    /// The decision's language (the players'), chosen as a report's is.
    pub lang: Lang,
    /// Why the last try to sign failed, shown in the form.
    pub problem: Option<Msg>,
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
        let identity_dir = crate::sign::config_dir();
        let identity = identity_dir
            .as_ref()
            .map(|d| d.join(COMMITTEE_IDENTITY_FILE).display().to_string())
            .unwrap_or_default();
        Self {
            identity_dir,
            identity,
            lang,
            ..Self::default()
        }
    }

    /// The file of the identity the chair signs with (which may not exist yet).
    #[must_use]
    pub fn identity_path(&self) -> Option<PathBuf> {
        match self.identity.trim() {
            "" => self
                .identity_dir
                .as_ref()
                .map(|d| d.join(COMMITTEE_IDENTITY_FILE)),
            typed => Some(PathBuf::from(typed)),
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
        self.identity_path().filter(|p| p.is_file())
    }

    /// What is still missing before the chair can sign, if anything.
    fn missing(&self, tr: Tr) -> Option<String> {
        if self.member_names().is_empty() {
            Some(tr.t("ui-decision-needs-members"))
        } else if self.passphrase.is_empty() {
            Some(tr.t("ui-decision-needs-passphrase"))
        } else if self.identity_file().is_none() && self.chair.trim().is_empty() {
            Some(tr.t("ui-decision-needs-chair"))
        } else if self.identity_path().is_none() {
            Some(tr.t("ui-decision-needs-identity"))
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
    /// Choose the file of the identity the chair signs with.
    ChooseIdentity,
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
            // Wrapped within the form (the SHA-256, one long word, breaks where it must).
            ui.add(
                egui::Label::new(tr.t_args(
                    "ui-decision-on",
                    &[
                        ("signer", shown.signer.as_str().into()),
                        ("hash", shown.sha256.as_str().into()),
                    ],
                ))
                .wrap(),
            );
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
                    let label = ui.label(tr.t("ui-decision-identity"));
                    ui.horizontal(|ui| {
                        ui.add(
                            egui::TextEdit::singleline(&mut self.identity)
                                .desired_width(260.0)
                                .hint_text(tr.t("ui-decision-identity")),
                        )
                        .labelled_by(label.id);
                        if ui.button(tr.t("ui-decision-identity-choose")).clicked() {
                            answer = Answer::ChooseIdentity;
                        }
                    });
                    ui.end_row();
                    let label = ui.label(tr.t("ui-export-passphrase"));
                    let pass = ui
                        .add(
                            egui::TextEdit::singleline(&mut self.passphrase)
                                .password(true)
                                .hint_text(tr.t("ui-export-passphrase-hint")),
                        )
                        .labelled_by(label.id);
                    if pass.changed() {
                        // A wrong passphrase is forgotten once retyped.
                        self.problem = None;
                    }
                    ui.end_row();
                });
            let signer = match (self.identity_file(), self.identity_path()) {
                (Some(path), _) => tr.t_args(
                    "ui-decision-identity-existing",
                    &[("path", path.display().to_string().into())],
                ),
                (None, _) if self.chair.trim().is_empty() => tr.t("ui-decision-needs-chair"),
                (None, path) => tr.t_args(
                    "ui-decision-identity-new",
                    &[
                        ("name", self.chair.trim().to_owned().into()),
                        (
                            "path",
                            path.map(|p| p.display().to_string())
                                .unwrap_or_default()
                                .into(),
                        ),
                    ],
                ),
            };
            ui.add(egui::Label::new(egui::RichText::new(signer).weak()).wrap());
            if let Some(problem) = &self.problem {
                super::error_label(ui, tr.msg(problem));
            }
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
        // Escape cancels; a click beside the form never throws away what was typed.
        if modal.is_top_modal
            && !modal.any_popup_open
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
        {
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
        // No settings folder either: the file of the identity must be given.
        assert_eq!(form.missing(tr), Some(tr.t("ui-decision-needs-identity")));
        form.identity = "committee.p12".into();
        assert_eq!(form.missing(tr), None);
        form.members = "  \n".into();
        assert_eq!(form.missing(tr), Some(tr.t("ui-decision-needs-members")));
    }
}
