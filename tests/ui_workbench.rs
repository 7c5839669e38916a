//! The workbench driven through its real app state, headless (egui_kittest, no GPU): a
//! hand played, undone and ruled, the French and dark themes, the signed export, corrections
//! and provisional rulings. Files (opening, autosave, quitting) are in `ui_files.rs`.
mod common;
mod common_ui;

use arbitre::case::Attention;
use arbitre::i18n::Lang;
use arbitre::notation::card_symbol;
use arbitre::ui::app::{Action, Workbench};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

use common_ui::{settle, shared_case, shows};

fn harness(lang: Lang, dir: &Path) -> Harness<'static, Workbench> {
    common_ui::harness_in(dir, lang)
}

fn click_card(h: &mut Harness<'_, Workbench>, card: contract_bridge::Card) {
    h.get_by_label(&card_symbol(card)).click();
    settle(h);
}

#[test]
fn play_a_trick_undo_it_enter_a_revoke_and_read_the_ruling() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let full = shared_case(&root, "05-3nt-defender-discards-690.toml");
    let cards = full.play.cards().to_vec();
    let mut start = full.clone();
    start.play.truncate(0);
    start.attention = None;
    let mut h = harness(Lang::En, dir.path());
    h.state_mut().set_case(start, None);
    settle(&mut h);

    // Trick 1 by clicking the cards in the hands: West leads, South wins with the jack.
    for &card in &cards[..4] {
        click_card(&mut h, card);
    }
    {
        let doc = h.state().document().unwrap();
        assert_eq!(doc.case().play.len(), 4);
        let trick = &doc.case().play.tricks()[0];
        assert_eq!(trick.winner, Some(contract_bridge::Seat::South));
        assert_eq!(doc.cursor(), 4);
    }
    assert!(
        shows(&h, "won by South"),
        "the centre shows who won the trick"
    );
    assert!(shows(&h, "Tricks: NS 1 – EW 0"));
    assert!(shows(&h, &format!("Card 4: {}", card_symbol(cards[3]))));

    // Undo the trick (Ctrl+Z and the Undo button), redo one card (Ctrl+Shift+Z).
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().case().play.len(), 3);
    for _ in 0..3 {
        h.get_by_label("Undo").click();
        settle(&mut h);
    }
    assert_eq!(h.state().document().unwrap().case().play.len(), 0);
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().case().play.len(), 1);

    // Play on to the revoke: card 14, West discards the ♠10 holding clubs.
    for &card in &cards[1..14] {
        click_card(&mut h, card);
    }
    {
        let play = &h.state().document().unwrap().case().play;
        let step = play.steps()[13];
        assert!(step.revoke, "card 14 is flagged as a revoke");
        assert_eq!(card_symbol(step.card), "♠10");
    }
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("revoke"), "status: {status}");
    assert!(shows(&h, "Revoke: card 14, ♠10 by West (trick 4)"));

    // The rest of the play as recorded (through the app's commands), then the facts.
    for &card in &cards[14..] {
        let at = h.state().document().unwrap().case().play.len();
        h.state_mut()
            .apply(Action::Cmd(arbitre::ui::Command::Play { at, card }));
    }
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().case().play.len(), 52);

    // No attention recorded yet: the ruling panel says what is missing.
    assert!(h.state().ruling().result.as_ref().unwrap().is_err());

    // Attention drawn at the end of play, through the facts panel.
    h.get_by_label("Attention drawn").click();
    h.run();
    h.get_by_label("at the end of play (hands not returned)")
        .click();
    settle(&mut h);
    assert_eq!(
        h.state().document().unwrap().case().attention,
        Some(Attention::EndOfPlay)
    );
    let judgement = h
        .state()
        .ruling()
        .result
        .as_ref()
        .unwrap()
        .as_ref()
        .unwrap();
    assert_eq!(judgement.ruling.transfer_total, 1);
    assert!(shows(&h, "1 trick"), "the transfer is shown");
    assert!(shows(&h, "NS +660 / EW -660"), "the table score is shown");
    assert!(shows(&h, "NS +690 / EW -690"), "the final score is shown");
    assert!(shows(&h, "Law 64A2"));

    // Replay with the keyboard.
    h.key_press(egui::Key::Home);
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().cursor(), 0);
    h.key_press(egui::Key::ArrowRight);
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().cursor(), 2);
    h.key_press(egui::Key::End);
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().cursor(), 52);
    // Clicking a card of the grid moves the cursor there.
    h.get_by_label("Card 14: ♠10").click();
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().cursor(), 14);

    // Save the case, reopen it in a new window: same case, same ruling.
    let saved = dir.path().join("board-5.toml");
    h.state_mut().apply(Action::SaveTo(saved.clone()));
    settle(&mut h);
    assert!(
        !h.state().document().unwrap().is_dirty(),
        "{:?}",
        h.state().status_text()
    );
    let before = h.state().document().unwrap().case().clone();

    // Export the PDF report of the ruling on screen.
    let pdf = dir.path().join("ruling-board-5.pdf");
    h.state_mut().apply(Action::ExportTo(pdf.clone()));
    settle(&mut h);
    let bytes =
        std::fs::read(&pdf).unwrap_or_else(|e| panic!("{e}: {:?}", h.state().status_text()));
    assert!(bytes.starts_with(b"%PDF"));

    let mut h2 = harness(Lang::En, dir.path());
    h2.state_mut().apply(Action::OpenPath(saved.clone()));
    settle(&mut h2);
    let reopened = h2.state().document().expect("the saved case opens");
    assert_eq!(reopened.case().play, before.play);
    assert_eq!(reopened.case().attention, before.attention);
    assert_eq!(reopened.path.as_deref(), Some(saved.as_path()));
    assert!(shows(&h2, "NS +690 / EW -690"));
}

#[test]
fn french_and_dark_theme() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Lang::Fr, dir.path());
    h.state_mut().set_case(
        shared_case(&root, "06-equity-64c-restores-4s-made.toml"),
        None,
    );
    h.state_mut().settings_mut().dark = true;
    settle(&mut h);
    assert!(shows(&h, "Décision"));
    assert!(shows(&h, "Levées : NS"));
    h.get_by_label("Équité (64C)").click();
    settle(&mut h);
    assert!(shows(&h, "Les cartes régulières du fautif"));
    // Weights that do not add up to 100 are flagged.
    h.state_mut()
        .apply(Action::Cmd(arbitre::ui::Command::SetWeights(vec![
            arbitre::case::Weight {
                declarer_tricks: 10,
                percent: 60,
            },
            arbitre::case::Weight {
                declarer_tricks: 9,
                percent: 30,
            },
        ])));
    settle(&mut h);
    assert!(shows(&h, "90 %"), "the sum is shown");
}

#[test]
fn the_ruling_is_exported_signed_from_the_workbench() {
    let Some(root) = common::shared() else {
        return;
    };
    use arbitre::ui::views::export::ExportChoice;
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Lang::En, dir.path());
    h.state_mut().apply(Action::OpenPath(
        root.join("cases/06-equity-64c-restores-4s-made.toml"),
    ));
    settle(&mut h);
    // Export asks first: language, paper, director, passphrase, and who will sign.
    h.state_mut().apply(Action::ExportReport);
    settle(&mut h);
    assert!(h.state().export_dialog_shown());
    assert!(shows(&h, "Export the signed ruling"));
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert!(!h.state().export_dialog_shown());
    // What the dialog hands over once the file dialog has answered.
    let choice = ExportChoice {
        lang: Lang::Fr,
        paper: arbitre::report::Paper::Letter,
        director: "Jeanne Martin".into(),
        passphrase: "s3cret phrase".into(),
        identity_dir: Some(dir.path().join("identity")),
    };
    let pdf = dir.path().join("ruling-board-6.pdf");
    h.state_mut().export_signed_to(choice, pdf.clone());
    settle(&mut h);
    assert!(
        shows(&h, "signed by Jeanne Martin"),
        "{:?}",
        h.state().status_text()
    );
    let verification = arbitre::sign::verify(&std::fs::read(&pdf).unwrap()).unwrap();
    assert!(verification.intact);
    assert_eq!(verification.signer, "Jeanne Martin");
    if let Ok(out) = std::process::Command::new("pdfsig").arg(&pdf).output() {
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Signature is Valid"), "{text}");
    }
    if let Ok(out) = std::process::Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
    {
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("64C1") && text.contains("Donne"),
            "the report is in French"
        );
    }
}

#[test]
fn cards_voided_by_a_correction_are_struck_through_and_the_table_counts_the_rest() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Lang::En, dir.path());
    h.state_mut().set_case(
        shared_case(&root, "15-correction-voids-later-play.toml"),
        None,
    );
    settle(&mut h);
    assert!(
        shows(&h, "Struck through: cards 36 to 52"),
        "the grid says which cards are void and why"
    );
    let void_tricks = h
        .query_all_by(|n| {
            n.role() == egui::accesskit::Role::Label && n.value().is_some_and(|v| v == "void")
        })
        .count();
    assert_eq!(void_tricks, 5, "tricks 9 to 13 count for nothing");
    assert!(
        shows(&h, "3 (first 35 cards)"),
        "At the table: the play that stands"
    );

    let mut h = harness(Lang::Fr, dir.path());
    h.state_mut().set_case(
        shared_case(&root, "15-correction-voids-later-play.toml"),
        None,
    );
    settle(&mut h);
    assert!(shows(&h, "Barrées : les cartes 36 à 52"));
    assert!(shows(&h, "3 (35 premières cartes)"));
}

#[test]
fn an_established_revoke_during_play_gets_a_provisional_ruling() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut case = shared_case(&root, "05-3nt-defender-discards-690.toml");
    // West's revoke is card 14; the play is recorded to card 20 so far.
    case.play.truncate(20);
    case.attention = Some(Attention::DuringPlay { after_card: 20 });
    let mut h = harness(Lang::En, dir.path());
    h.state_mut().set_case(case, None);
    settle(&mut h);
    assert!(shows(
        &h,
        "Provisional ruling: the play is not recorded to the end"
    ));
    assert!(shows(&h, "20 cards of the play are recorded"));
    assert!(
        !shows(&h, "Play resumes at the table"),
        "nothing was corrected"
    );
    assert!(
        !shows(&h, "Law 64C:"),
        "no 64C outcome before the end of the play"
    );
    assert!(shows(&h, "Once the play is recorded to the end."));

    let mut h = harness(Lang::Fr, dir.path());
    let mut case = shared_case(&root, "05-3nt-defender-discards-690.toml");
    case.play.truncate(20);
    case.attention = Some(Attention::DuringPlay { after_card: 20 });
    h.state_mut().set_case(case, None);
    settle(&mut h);
    assert!(shows(&h, "Décision provisoire"));
}
