//! The workbench's "Trust a certificate…" (File menu): the certificate chosen in the file
//! dialog enters the trusted folder, as `arbitre trust add` does. One test in this file:
//! it sets the settings folder for the whole process.
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::Action;
use arbitre::ui::jobs::Pick;
use egui_kittest::kittest::Queryable;

#[test]
fn the_file_menu_trusts_a_certificate_chosen_in_the_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    // SAFETY: the only test of this binary; nothing else reads the environment meanwhile.
    unsafe { std::env::set_var("ARBITRE_CONFIG_DIR", &config) };
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.run();
    h.get_by_label("File").click();
    h.run();
    assert!(common_ui::shows(&h, "Trust a certificate…"));

    let colleague = arbitre::sign::Identity::generate("Paul Durand").unwrap();
    let pem = dir.path().join("paul.pem");
    std::fs::write(&pem, colleague.certificate_pem().unwrap()).unwrap();
    h.state_mut()
        .apply(Action::Picked(Pick::Certificate, Some(pem.clone())));
    h.run();
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains("One certificate added to the trusted folder"),
        "{status}"
    );
    let listed = arbitre::sign::list_trusted_dir(&config).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].fingerprint, colleague.fingerprint());

    // A file that holds no certificate is said, in red, and adds nothing.
    let junk = dir.path().join("notes.pem");
    std::fs::write(&junk, "not a certificate").unwrap();
    h.state_mut()
        .apply(Action::Picked(Pick::Certificate, Some(junk)));
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains("notes.pem holds no certificate"),
        "{status}"
    );
    assert_eq!(arbitre::sign::list_trusted_dir(&config).unwrap().len(), 1);
}
