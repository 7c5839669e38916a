//! Card entry never destroys the play (egui_kittest, headless): a case opens at the end of
//! its play; the card already recorded at the cursor, typed again, moves on; a card
//! replaced keeps the later cards that still fit and says what it did.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::notation::card_symbol;
use arbitre::ui::app::{Action, Workbench};
use common_ui::settle;
use eframe::egui;
use egui_kittest::Harness;

/// Types `card` as the keyboard would, then Enter.
fn type_card(h: &mut Harness<'_, Workbench>, card: contract_bridge::Card) {
    h.event(egui::Event::Text(card_symbol(card)));
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    settle(h);
}

#[test]
fn typing_over_the_play_keeps_it() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board-9.revoke.toml");
    std::fs::copy(cases.join("09-both-sides-revoke.toml"), &path).unwrap();
    let full = arbitre::case::load(&path).unwrap();
    let cards = full.play.cards().to_vec();
    assert_eq!(cards.len(), 52);
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(path));
    settle(&mut h);

    // The case opens at the end of the play, not on the revoke.
    let doc = h.state().document().unwrap();
    assert_eq!(doc.cursor(), 52);
    assert!(
        full.play.revokes().next().is_some_and(|s| s.number() < 52),
        "a case with a revoke before the end"
    );

    // The card recorded at the cursor, typed again: the cursor moves on, nothing changes.
    h.state_mut().apply(Action::SetCursor(14));
    settle(&mut h);
    type_card(&mut h, cards[14]);
    let doc = h.state().document().unwrap();
    assert_eq!(
        doc.case().play.cards(),
        cards.as_slice(),
        "the play is intact"
    );
    assert_eq!(doc.cursor(), 15);
    assert!(!doc.is_dirty());
    assert!(
        h.state().ruling().result.is_some(),
        "the ruling is still there"
    );

    // The leader of trick 12 leads his other card instead: the three cards after it still
    // fit and are kept; the director is told what became of the rest.
    let steps = full.play.steps();
    let leader = steps[44].seat;
    let other = (48..52)
        .find(|&j| steps[j].seat == leader)
        .expect("the leader plays to trick 13");
    h.state_mut().apply(Action::SetCursor(44));
    settle(&mut h);
    type_card(&mut h, cards[other]);
    let doc = h.state().document().unwrap();
    let play = doc.case().play.cards();
    assert_eq!(play[..44], cards[..44]);
    assert_eq!(play[44], cards[other]);
    assert!(play.len() >= 48, "later cards kept: {}", play.len());
    assert_eq!(play[45..48], cards[45..48]);
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("Card 45:"), "{status}");
    assert!(status.contains("replaces"), "{status}");
    // One undo brings back the play as it was.
    h.state_mut().apply(Action::Undo);
    settle(&mut h);
    assert_eq!(
        h.state().document().unwrap().case().play.cards(),
        cards.as_slice()
    );
}
