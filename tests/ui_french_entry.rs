//! Card entry and the cards' names in French (egui_kittest, headless): the ranks R, D, V
//! are typed as well as K, Q, J, with a suit symbol or a PBN suit letter before or after;
//! the cards of the table are named to assistive technology with French ranks.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::notation::card_symbol;
use arbitre::ui::app::{Action, Workbench};
use common_ui::settle;
use contract_bridge::{Card, Suit};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The PBN suit letter of `suit`.
fn letter(suit: Suit) -> char {
    match suit {
        Suit::Spades => 'S',
        Suit::Hearts => 'H',
        Suit::Diamonds => 'D',
        Suit::Clubs => 'C',
    }
}

/// The French rank letter of a king, queen or jack.
fn french(card: Card) -> char {
    match card.rank.get() {
        13 => 'R',
        12 => 'D',
        11 => 'V',
        n => panic!("not a court card: {n}"),
    }
}

/// Types `text` as the keyboard would, then Enter.
fn type_text(h: &mut Harness<'_, Workbench>, text: &str) {
    h.event(egui::Event::Text(text.to_owned()));
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    settle(h);
}

#[test]
fn french_ranks_are_typed_and_named() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board-9.revoke.toml");
    std::fs::copy(cases.join("09-both-sides-revoke.toml"), &path).unwrap();
    let full = arbitre::case::load(&path).unwrap();
    let cards = full.play.cards().to_vec();
    let mut h = common_ui::harness_in(dir.path(), Lang::Fr);
    h.state_mut().apply(Action::OpenPath(path));
    settle(&mut h);

    // Every king, queen and jack of the play, typed again at its place in a French form:
    // the card already recorded there is recognised and the cursor moves on. The forms
    // turn round: symbol and rank (♠R), letter and rank (SR), rank and letter (RS). A queen
    // of diamonds typed "DD", any queen "D" then her suit letter.
    let mut tried = 0;
    for (at, &card) in cards.iter().enumerate() {
        if !(11..=13).contains(&card.rank.get()) {
            continue;
        }
        let (s, r) = (letter(card.suit), french(card));
        let typed = match tried % 3 {
            0 => format!("{}{r}", card.suit),
            1 => format!("{s}{r}"),
            _ => format!("{r}{s}"),
        };
        h.state_mut().apply(Action::SetCursor(at));
        settle(&mut h);
        type_text(&mut h, &typed);
        let doc = h.state().document().unwrap();
        assert_eq!(doc.cursor(), at + 1, "{typed} at card {at} moves on");
        assert_eq!(doc.case().play.cards(), cards.as_slice(), "{typed}");
        assert!(!doc.is_dirty(), "{typed}");
        tried += 1;
    }
    assert!(tried >= 12, "court cards tried: {tried}");
}

#[test]
fn a_french_d_before_a_suit_is_the_queen() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board-9.revoke.toml");
    std::fs::copy(cases.join("09-both-sides-revoke.toml"), &path).unwrap();
    let full = arbitre::case::load(&path).unwrap();
    let cards = full.play.cards().to_vec();
    let mut h = common_ui::harness_in(dir.path(), Lang::Fr);
    h.state_mut().apply(Action::OpenPath(path));
    settle(&mut h);
    // Each queen typed "D" then her suit letter; a low diamond typed "D" then its rank.
    let queens: Vec<usize> = (0..cards.len())
        .filter(|&i| cards[i].rank.get() == 12)
        .collect();
    assert_eq!(queens.len(), 4);
    for at in queens {
        let typed = format!("D{}", letter(cards[at].suit));
        h.state_mut().apply(Action::SetCursor(at));
        settle(&mut h);
        type_text(&mut h, &typed);
        let doc = h.state().document().unwrap();
        assert_eq!(doc.cursor(), at + 1, "{typed} at card {at}");
        assert_eq!(doc.case().play.cards(), cards.as_slice(), "{typed}");
    }
    let at = (0..cards.len())
        .find(|&i| cards[i].suit == Suit::Diamonds && cards[i].rank.get() < 10)
        .expect("a low diamond");
    let typed = format!("D{}", cards[at].rank.get());
    h.state_mut().apply(Action::SetCursor(at));
    settle(&mut h);
    type_text(&mut h, &typed);
    let doc = h.state().document().unwrap();
    assert_eq!(doc.cursor(), at + 1, "{typed} at card {at}");
    assert_eq!(doc.case().play.cards(), cards.as_slice(), "{typed}");
}

#[test]
fn the_table_names_its_cards_in_french() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board-9.revoke.toml");
    std::fs::copy(cases.join("09-both-sides-revoke.toml"), &path).unwrap();
    let cards = arbitre::case::load(&path).unwrap().play.cards().to_vec();
    let mut h = common_ui::harness_in(dir.path(), Lang::Fr);
    h.state_mut().apply(Action::OpenPath(path));
    settle(&mut h);
    // The table's cards are named in French: at the start of the play, the first king
    // played is "♠R" (never "♠K").
    h.state_mut().apply(Action::SetCursor(0));
    settle(&mut h);
    let king = cards
        .iter()
        .copied()
        .find(|c| c.rank.get() == 13)
        .expect("a king");
    let english = card_symbol(king);
    let french_name = english.replace('K', "R");
    assert!(
        h.query_all_by_label(&french_name).next().is_some(),
        "a card named {french_name}"
    );
    assert!(
        h.query_all_by_label(&english).next().is_none(),
        "no card named {english} in French"
    );
}
