//! The smaller points of issue 26 (egui_kittest, headless): the bidding box stays put and
//! Escape closes the contract form; a revoke is said before Enter; the export dialog
//! submits with Enter and forgets "Wrong passphrase" once retyped.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::notation::card_symbol;
use arbitre::ui::app::{Action, Workbench};
use common_ui::{settle, shared_case, shows};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(dir: &std::path::Path) -> Harness<'static, Workbench> {
    common_ui::harness_in(dir, Lang::En)
}

fn button_rect(h: &Harness<'_, Workbench>, label: &str) -> egui::Rect {
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(label))
        .rect()
}

#[test]
fn the_bidding_box_stays_put_and_escape_closes_the_contract_form() {
    let Some(root) = common::shared() else { return };
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    let case = shared_case(&root, "05-3nt-defender-discards-690.toml");
    let board = case.board.number.clone();
    h.state_mut().set_case(case, None);
    settle(&mut h);
    h.state_mut().apply(Action::EditContract);
    settle(&mut h);
    let title = format!("Board {board}: the contract");
    assert!(h.query_by_label(&title).is_some(), "the form is open");
    let pass = button_rect(&h, "Pass");
    // Five calls start a second row of the auction: "Pass" is where it was.
    for call in ["1♣", "1♦", "1♥", "1♠", "2♣"] {
        h.get_by(|n| {
            n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(call)
        })
        .click();
        h.run_steps(3);
        assert_eq!(button_rect(&h, "Pass"), pass, "after {call}");
    }
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(h.query_by_label(&title).is_none(), "Escape closed it");
}

#[test]
fn a_revoke_is_said_before_enter() {
    let Some(root) = common::shared() else { return };
    let dir = tempfile::tempdir().unwrap();
    let full = shared_case(&root, "09-both-sides-revoke.toml");
    let revoke = *full.play.revokes().next().expect("a revoke");
    let mut start = full.clone();
    start.play.truncate(revoke.number() - 1);
    let mut h = harness(dir.path());
    h.state_mut().set_case(start, None);
    settle(&mut h);
    h.event(egui::Event::Text(card_symbol(revoke.card)));
    h.run_steps(3);
    assert!(
        shows(&h, "is a revoke"),
        "the hint says it is a revoke before Enter"
    );
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert_eq!(
        h.state().document().unwrap().case().play.len(),
        revoke.number()
    );
}

#[test]
fn the_export_dialog_submits_with_enter_and_forgets_a_wrong_passphrase() {
    let Some(root) = common::shared() else { return };
    let dir = tempfile::tempdir().unwrap();
    let identity = dir.path().join("identity");
    std::fs::create_dir_all(&identity).unwrap();
    arbitre::sign::Identity::load_or_create(&identity, Some("Jeanne Martin"), "right passphrase")
        .unwrap();
    let mut h = harness(dir.path());
    h.state_mut().set_identity_dir(Some(identity));
    h.state_mut().set_case(
        shared_case(&root, "05-3nt-defender-discards-690.toml"),
        None,
    );
    settle(&mut h);
    h.state_mut().apply(Action::ExportReport);
    settle(&mut h);
    assert!(h.state().export_dialog_shown());
    let field = h.get_by(|n| {
        n.role() == egui::accesskit::Role::PasswordInput
            && n.label().as_deref() == Some("Passphrase of the signing identity")
    });
    field.focus();
    field.type_text("wrong passphrase");
    h.run_steps(2);
    // Enter in the field submits: the passphrase is checked, and refused.
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    assert!(h.state().export_dialog_shown());
    assert!(shows(&h, "Wrong passphrase"));
    let field = h.get_by(|n| {
        n.role() == egui::accesskit::Role::PasswordInput
            && n.label().as_deref() == Some("Passphrase of the signing identity")
    });
    field.focus();
    field.type_text("x");
    h.run_steps(3);
    assert!(!shows(&h, "Wrong passphrase"), "forgotten once retyped");
}

#[test]
fn help_lists_the_keys_of_the_keymap() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.run_steps(2);
    h.get_by_label("Help").click();
    h.run_steps(3);
    assert!(shows(&h, "Keyboard shortcuts"));
    for shortcut in arbitre::ui::app::Shortcut::HELP {
        let text = shortcut.all_texts(arbitre::i18n::Tr::new(Lang::En), &h.ctx);
        assert!(shows(&h, &text), "{shortcut:?}: {text}");
    }
    assert!(shows(&h, "Ctrl+Shift+Z, Ctrl+Y"));
}

/// Two case files in `dir`; the first opened and changed (its autosave written).
fn changed_case(
    dir: &std::path::Path,
) -> Option<(Harness<'static, Workbench>, [std::path::PathBuf; 2])> {
    let cases = common::shared_dir("cases")?;
    let a = dir.join("a.revoke.toml");
    let b = dir.join("b.revoke.toml");
    std::fs::copy(cases.join("05-3nt-defender-discards-690.toml"), &a).unwrap();
    std::fs::copy(cases.join("06-equity-64c-restores-4s-made.toml"), &b).unwrap();
    let mut h = harness(dir);
    h.state_mut().set_autosave_delay(std::time::Duration::ZERO);
    h.state_mut().apply(Action::OpenPath(a.clone()));
    settle(&mut h);
    h.state_mut()
        .apply(Action::Cmd(arbitre::ui::Command::SetReasons("Kept".into())));
    settle(&mut h);
    h.run_steps(3);
    settle(&mut h);
    Some((h, [a, b]))
}

#[test]
fn the_open_prompt_saves_then_opens_and_discarding_clears_the_autosave() {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, [a, b])) = changed_case(dir.path()) else {
        return;
    };
    let autosave = h.state().autosave_file().unwrap().to_path_buf();
    assert!(autosave.exists(), "the change is autosaved");
    h.state_mut().apply(Action::OpenPath(b.clone()));
    settle(&mut h);
    h.get_by_label("Save, then open").click();
    settle(&mut h);
    settle(&mut h);
    let doc = h.state().document().unwrap();
    assert_eq!(doc.path.as_deref(), Some(b.as_path()), "then opened");
    assert!(
        std::fs::read_to_string(&a).unwrap().contains("Kept"),
        "saved first"
    );

    // Discarding: the autosave goes too, and the next start offers nothing.
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, [_, b])) = changed_case(dir.path()) else {
        return;
    };
    let autosave = h.state().autosave_file().unwrap().to_path_buf();
    assert!(autosave.exists());
    h.state_mut().apply(Action::OpenPath(b));
    settle(&mut h);
    h.get_by_label("Discard the changes and open").click();
    settle(&mut h);
    settle(&mut h);
    assert!(
        !autosave.exists(),
        "the discarded work is not offered again"
    );
}

#[test]
fn the_restore_prompt_names_the_case() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        cases.join("05-3nt-defender-discards-690.toml"),
        dir.path().join("autosave.revoke.toml"),
    )
    .unwrap();
    let mut h = harness(dir.path());
    h.run_steps(3);
    assert!(h.state().restore_offered().is_some());
    assert!(
        shows(&h, "The case: board 5."),
        "the prompt names the case it would restore"
    );
}
