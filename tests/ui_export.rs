//! The export dialog through the window: the disabled Export button says why, a new
//! identity needs the passphrase typed twice (two different ones create nothing), a wrong
//! passphrase is caught before any file name is asked, and the director's name is
//! remembered for the next case.

mod common;
#[path = "common_ui/mod.rs"]
mod common_ui;
use common_ui::settle_frames as settle;

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use std::path::Path;

/// The window with case 06 open and ruled, its identity kept in `dir/identity`.
fn ruled(dir: &Path, lang: Lang) -> Option<Harness<'static, Workbench>> {
    let cases = common::shared_dir("cases")?;
    let mut h = common_ui::harness_in(dir, lang);
    h.state_mut().set_identity_dir(Some(dir.join("identity")));
    h.state_mut().apply(Action::OpenPath(
        cases.join("06-equity-64c-restores-4s-made.toml"),
    ));
    settle(&mut h);
    Some(h)
}

/// Whether the button labelled `label` is shown and disabled.
fn disabled(h: &Harness<'_, Workbench>, label: &str) -> bool {
    let node = h.get_by_label(label);
    node.accesskit_node().is_disabled()
}

fn type_into(h: &mut Harness<'_, Workbench>, label: &str, text: &str) {
    let field = h.get_by_label(label);
    field.focus();
    field.type_text(text);
    h.run_steps(3);
}

#[test]
fn a_new_identity_needs_the_passphrase_twice_and_the_disabled_button_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut h) = ruled(dir.path(), Lang::En) else {
        return;
    };
    h.state_mut().apply(Action::ExportReport);
    settle(&mut h);
    assert!(h.state().export_dialog_shown());
    // No name yet: the button is disabled, and the dialog says why in words.
    assert!(disabled(&h, "Export…"));
    assert!(common_ui::shows(&h, "Type the director's name"));
    type_into(&mut h, "Director's name", "Jeanne Martin");
    assert!(common_ui::shows(
        &h,
        "Type the passphrase of the signing identity"
    ));
    type_into(
        &mut h,
        "Passphrase of the signing identity",
        "s3cret phrase",
    );
    assert!(common_ui::shows(&h, "type the passphrase a second time"));
    type_into(&mut h, "The passphrase again", "s3cret phrasE");
    assert!(common_ui::shows(&h, "The two passphrases differ"));
    assert!(disabled(&h, "Export…"));
    h.get_by_label("Export…").click();
    settle(&mut h);
    assert!(h.state().export_dialog_shown(), "nothing was asked");
    assert!(
        !dir.path().join("identity").exists(),
        "no identity is created from two different passphrases"
    );
    // The same passphrase in both fields: the button is enabled, nothing is said against it.
    let field = h.get_by_label("The passphrase again");
    field.focus();
    h.run_steps(1);
    h.key_press(eframe::egui::Key::Backspace);
    h.run_steps(2);
    type_into(&mut h, "The passphrase again", "e");
    assert!(!common_ui::shows(&h, "The two passphrases differ"));
    assert!(!disabled(&h, "Export…"));
    // The draft needs no passphrase: its button is always there.
    assert!(!disabled(&h, "Draft, not signed…"));
}

#[test]
fn a_wrong_passphrase_is_said_before_the_file_name_is_asked() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut h) = ruled(dir.path(), Lang::Fr) else {
        return;
    };
    let id_dir = dir.path().join("identity");
    arbitre::sign::Identity::load_or_create(&id_dir, Some("Jeanne Martin"), "right one").unwrap();
    h.state_mut().apply(Action::ExportReport);
    settle(&mut h);
    // An existing identity: one passphrase field.
    assert!(
        h.query_by_label("La phrase secrète, une seconde fois")
            .is_none()
    );
    assert!(common_ui::shows(&h, "Tapez la phrase secrète"));
    type_into(
        &mut h,
        "Phrase secrète de l'identité de signature",
        "wrong one",
    );
    h.get_by_label("Exporter…").click();
    settle(&mut h);
    // The dialog is back, saying why; no file dialog was opened.
    assert!(h.state().export_dialog_shown());
    assert!(common_ui::shows(&h, "Phrase secrète erronée"));
}

#[test]
fn the_directors_name_is_remembered_and_the_pdf_can_be_opened() {
    use arbitre::ui::views::export::ExportChoice;
    let dir = tempfile::tempdir().unwrap();
    let Some(mut h) = ruled(dir.path(), Lang::En) else {
        return;
    };
    assert_eq!(h.state().settings().director, "");
    // What the dialog hands over once the passphrase is checked and the file chosen.
    let choice = ExportChoice {
        lang: Lang::En,
        paper: arbitre::report::Paper::A4,
        director: " Jeanne Martin ".into(),
        passphrase: "s3cret phrase".into(),
        identity_dir: Some(dir.path().join("identity")),
    };
    let pdf = dir.path().join("signed.pdf");
    h.state_mut().export_signed_to(choice, pdf.clone());
    settle(&mut h);
    assert!(common_ui::shows(&h, "signed by Jeanne Martin"));
    assert_eq!(h.state().settings().director, "Jeanne Martin");
    assert!(common_ui::shows(&h, "Open the PDF"));
    assert_eq!(h.state().last_export(), Some(pdf.as_path()));
    // The next export, of a case that names no director, is preset with the name.
    h.state_mut().apply(Action::ExportReport);
    settle(&mut h);
    let field = h.get_by_label("Director's name");
    assert_eq!(field.value().as_deref(), Some("Jeanne Martin"));
}

#[test]
fn an_export_without_choices_is_a_draft() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut h) = ruled(dir.path(), Lang::En) else {
        return;
    };
    let pdf = dir.path().join("draft.pdf");
    h.state_mut().apply(Action::ExportTo(pdf.clone()));
    settle(&mut h);
    assert!(common_ui::shows(&h, "Draft written, not signed"));
    assert!(arbitre::sign::verify(&std::fs::read(&pdf).unwrap()).is_err());
    assert!(!dir.path().join("identity").exists());
}

#[test]
fn the_window_does_not_export_onto_the_case_file() {
    let dir = tempfile::tempdir().unwrap();
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let case = dir.path().join("board-6.toml");
    std::fs::copy(cases.join("06-equity-64c-restores-4s-made.toml"), &case).unwrap();
    let before = std::fs::read(&case).unwrap();
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(case.clone()));
    settle(&mut h);
    h.state_mut().apply(Action::ExportTo(case.clone()));
    settle(&mut h);
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains("the report was not written, because this is the case file"),
        "{status}"
    );
    assert_eq!(std::fs::read(&case).unwrap(), before);
    assert_eq!(h.state().last_export(), None);
}

#[test]
fn a_wrong_passphrase_for_the_notice_is_said_before_the_file_name_is_asked() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut h) = ruled(dir.path(), Lang::En) else {
        return;
    };
    let id_dir = dir.path().join("identity");
    arbitre::sign::Identity::load_or_create(&id_dir, Some("Jeanne Martin"), "right one").unwrap();
    h.state_mut().apply(Action::SaveNotice);
    settle(&mut h);
    assert!(h.state().export_dialog_shown());
    assert!(common_ui::shows(&h, "Save the signed player notice"));
    type_into(&mut h, "Passphrase of the signing identity", "wrong one");
    h.get_by_label("Save…").click();
    settle(&mut h);
    // The notice's dialog is back, saying why; no file dialog was opened.
    assert!(h.state().export_dialog_shown());
    assert!(common_ui::shows(&h, "Save the signed player notice"));
    assert!(common_ui::shows(&h, "Wrong passphrase"));
}
