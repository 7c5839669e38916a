//! Arbitre's own path dialog (a desktop with no portal, zenity or kdialog) wherever a file
//! is written, driven through egui_kittest: a save dialog that proposes a name, asks
//! before replacing a file, and stays above the form that opened it; the appeals
//! committee's decision saved through it, signed by the committee's own identity, its form
//! kept until the decision is written or the form cancelled.
mod common;
mod common_ui;
use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use common_ui::{settle_frames as settle, shows};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

const CASE_06: &str = "06-equity-64c-restores-4s-made.toml";

/// The chair's settings folder: `ARBITRE_CONFIG_DIR`, one for the whole test binary.
fn committee_config() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("ui-save-dialog-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // SAFETY: set once, before any decision form of this binary reads it.
        unsafe { std::env::set_var("ARBITRE_CONFIG_DIR", &dir) };
        dir
    })
    .clone()
}

/// Types `text` into the text field labelled `label`.
fn type_into(h: &mut Harness<'_, Workbench>, label: &str, text: &str) {
    let field = h.get_by(|n| {
        matches!(
            n.role(),
            egui::accesskit::Role::TextInput
                | egui::accesskit::Role::MultilineTextInput
                | egui::accesskit::Role::PasswordInput
        ) && n.label().as_deref() == Some(label)
    });
    field.focus();
    field.type_text(text);
    h.run_steps(3);
}

/// The path typed in Arbitre's own dialog.
fn path_field(h: &Harness<'_, Workbench>) -> String {
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::TextInput && n.label().as_deref() == Some("Path")
    })
    .value()
    .unwrap_or_default()
}

/// Clicks the button labelled `label` (a click where it is drawn: a dialog hidden behind
/// another never gets it).
fn click(h: &mut Harness<'_, Workbench>, label: &str) {
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(label))
        .click();
    settle(h);
}

/// The own dialog is a save dialog: it proposes `name`, and its button saves.
fn asks_to_save(h: &Harness<'_, Workbench>, name: &str) {
    assert!(h.state().path_dialog_shown(), "the path dialog is open");
    let typed = path_field(h);
    assert!(typed.ends_with(name), "proposes {name}: {typed}");
    assert!(shows(h, "Save here"), "a save dialog");
    assert!(!shows(h, "There is no file"));
}

fn fill_decision(h: &mut Harness<'_, Workbench>, reasons: &str, passphrase: &str) {
    type_into(h, "Reasons", reasons);
    type_into(h, "Members", "Anne Martin");
    type_into(h, "Chair (signs)", "Claire Petit");
    type_into(h, "Passphrase of the signing identity", passphrase);
}

#[test]
fn the_committee_saves_its_decision_through_arbitres_own_dialog() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let config = committee_config();
    let dir = tempfile::tempdir().unwrap();
    let pdf = common_ui::signed_case_06(&cases, dir.path());
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(pdf));
    settle(&mut h);
    click(&mut h, "Record the decision…");
    assert!(h.state().decision_form_shown());
    let reasons = "The revoke could not have gained: upheld.";
    fill_decision(&mut h, reasons, "chair passphrase");
    // The committee's own identity, never the director's.
    let identity = h.state().decision_form().unwrap().identity_path().unwrap();
    assert_eq!(identity, config.join("committee-identity.p12"));
    assert!(shows(&h, "A new signing identity for Claire Petit"));

    // Sign: the save dialog opens above the form, proposing the decision's name.
    click(&mut h, "Sign and save…");
    asks_to_save(&h, "appeal-board-6.pdf");
    assert_eq!(h.state().decision_form().unwrap().reasons, reasons);
    click(&mut h, "Save here");
    let out = dir.path().join("appeal-board-6.pdf");
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("Appeal decision written"), "{status}");
    assert!(!h.state().path_dialog_shown());
    assert!(!h.state().decision_form_shown());
    let first = std::fs::read(&out).unwrap();
    let read = arbitre::report::signed::read(&first, dir.path(), &arbitre::sign::TrustStore::new())
        .unwrap();
    assert!(read.intact, "{:?}", read.problems);
    assert_eq!(read.signer, "Claire Petit");
    assert!(config.join("committee-identity.p12").is_file());
    assert!(!config.join("director-identity.p12").exists());
    if let Ok(text) = std::process::Command::new("pdftotext")
        .arg(&out)
        .arg("-")
        .output()
    {
        let text = String::from_utf8_lossy(&text.stdout).replace(char::is_whitespace, "");
        assert!(
            text.contains("Signedwiththecertificateof"),
            "the decision names the certificate's holder: {text}"
        );
    }

    // Again: the file exists, so the dialog asks before replacing it.
    click(&mut h, "Record the decision…");
    fill_decision(&mut h, "Second thoughts.", "chair passphrase");
    click(&mut h, "Sign and save…");
    asks_to_save(&h, "appeal-board-6.pdf");
    click(&mut h, "Save here");
    assert!(shows(&h, "already exists. Replace it?"));
    assert!(h.state().path_dialog_shown());
    assert_eq!(std::fs::read(&out).unwrap(), first, "not replaced yet");
    click(&mut h, "Choose another name");
    assert!(!shows(&h, "already exists"));
    click(&mut h, "Save here");
    click(&mut h, "Replace");
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("Appeal decision written"), "{status}");
    assert_ne!(std::fs::read(&out).unwrap(), first, "replaced");

    // The form keeps what was typed: through a cancelled dialog, a click beside the form,
    // and a signature that fails (a wrong passphrase).
    click(&mut h, "Record the decision…");
    fill_decision(&mut h, "Kept reasons.", "wrong passphrase");
    click(&mut h, "Sign and save…");
    // Escape closes the dialog on top, not the form beneath.
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    assert!(!h.state().path_dialog_shown());
    assert!(h.state().decision_form_shown());
    assert_eq!(h.state().decision_form().unwrap().reasons, "Kept reasons.");
    h.hover_at(egui::pos2(5.0, 600.0));
    h.event(egui::Event::PointerButton {
        pos: egui::pos2(5.0, 600.0),
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::default(),
    });
    h.event(egui::Event::PointerButton {
        pos: egui::pos2(5.0, 600.0),
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::default(),
    });
    settle(&mut h);
    assert!(
        h.state().decision_form_shown(),
        "a stray click keeps the form"
    );
    click(&mut h, "Sign and save…");
    click(&mut h, "Save here");
    click(&mut h, "Replace");
    assert!(h.state().decision_form_shown(), "the form comes back");
    let form = h.state().decision_form().unwrap();
    assert_eq!(form.reasons, "Kept reasons.");
    assert_eq!(form.members, "Anne Martin");
    assert!(form.problem.is_some());
}

#[test]
fn save_as_export_and_the_notice_are_save_dialogs_that_ask_before_replacing() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let case = dir.path().join("board-6.revoke.toml");
    std::fs::copy(cases.join(CASE_06), &case).unwrap();
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut()
        .set_identity_dir(Some(dir.path().join("identity")));
    h.state_mut().apply(Action::OpenPath(case.clone()));
    settle(&mut h);

    // Save as: proposes the case's name; the case file exists, so it asks.
    h.state_mut().apply(Action::SaveAs);
    settle(&mut h);
    asks_to_save(&h, "board-6.revoke.toml");
    click(&mut h, "Save here");
    assert!(shows(&h, "already exists. Replace it?"));
    click(&mut h, "Replace");
    assert!(!h.state().path_dialog_shown());
    assert!(!h.state().document().unwrap().is_dirty());

    // Export (a draft): proposes the report's name, writes it, asks the second time.
    for round in 0..2 {
        h.state_mut().apply(Action::ExportReport);
        settle(&mut h);
        click(&mut h, "Draft, not signed…");
        asks_to_save(&h, "ruling-board-6.pdf");
        click(&mut h, "Save here");
        if round == 1 {
            assert!(shows(&h, "already exists. Replace it?"));
            click(&mut h, "Replace");
        }
        assert!(!h.state().path_dialog_shown());
        assert!(dir.path().join("ruling-board-6.pdf").is_file());
    }

    // The notice: signed, then its name proposed.
    h.state_mut().apply(Action::SaveNotice);
    settle(&mut h);
    type_into(&mut h, "Director's name", "Jeanne Martin");
    type_into(
        &mut h,
        "Passphrase of the signing identity",
        "s3cret phrase",
    );
    type_into(&mut h, "The passphrase again", "s3cret phrase");
    click(&mut h, "Save…");
    asks_to_save(&h, "notice-board-6.pdf");
    click(&mut h, "Save here");
    assert!(dir.path().join("notice-board-6.pdf").is_file());
}
