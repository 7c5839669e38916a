//! The workbench driven from the keyboard and read in the director's words, headless
//! (egui_kittest): typed cards, the keymap behind the menus, no file-format text, French.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::notation::card_symbol;
use arbitre::ui::app::Workbench;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

use common_ui::{settle, shared_case, shows};

fn harness(lang: Lang, dir: &Path) -> Harness<'static, Workbench> {
    common_ui::harness_in(dir, lang)
}

#[test]
fn a_card_can_be_played_from_the_keyboard() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut case = shared_case(&root, "05-3nt-defender-discards-690.toml");
    let first = case.play.cards()[0];
    case.play.truncate(0);
    case.attention = None;
    let mut h = harness(Lang::En, dir.path());
    h.state_mut().set_case(case, None);
    settle(&mut h);
    h.get_by_label(&card_symbol(first)).focus();
    h.run();
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    let play = &h.state().document().unwrap().case().play;
    assert_eq!(play.cards(), &[first]);
}

/// Types `text` as the keyboard would (text events), then presses `key` if given.
fn type_keys(h: &mut Harness<'_, Workbench>, text: &str, key: Option<egui::Key>) {
    if !text.is_empty() {
        h.event(egui::Event::Text(text.to_owned()));
    }
    if let Some(key) = key {
        h.key_press(key);
    }
    // Steps, not `run`: the ruling's spinner keeps repainting while the solver works.
    h.run_steps(2);
}

#[test]
fn a_whole_hand_is_entered_from_the_keyboard_alone() {
    let Some(root) = common::shared() else {
        return;
    };
    use arbitre::ui::views::entry::{Typed, resolve};
    let dir = tempfile::tempdir().unwrap();
    let full = shared_case(&root, "09-both-sides-revoke.toml");
    let cards = full.play.cards().to_vec();
    assert_eq!(cards.len(), 52);
    let mut start = full.clone();
    start.play.truncate(0);
    let mut h = harness(Lang::En, dir.path());
    h.state_mut().set_case(start, None);
    settle(&mut h);
    assert!(shows(&h, "Type a card:"));

    let mut implied = 0;
    for (i, &card) in cards.iter().enumerate() {
        let suit = card.suit.letter();
        let rank = card.rank.letter(); // T for ten
        let ten = if card.rank.get() == 10 { "10" } else { "" };
        let rank_text = if ten.is_empty() {
            rank.to_string()
        } else {
            ten.to_owned()
        };
        // Each way a director types a card, in turn; the rank alone when the suit is clear.
        let pos = h.state().document().unwrap().case().play.position(i);
        let alone = resolve(&rank_text, &pos, Lang::En) == Typed::Card(card);
        let typed = match i % 4 {
            0 => format!("{suit} {rank_text}"),
            1 => card_symbol(card),
            2 => format!("{}{}", suit.to_ascii_lowercase(), rank.to_ascii_lowercase()),
            _ if alone => {
                implied += 1;
                rank_text
            }
            _ => format!("{suit}{rank}"),
        };
        type_keys(&mut h, &typed, Some(egui::Key::Enter));
        let play = &h.state().document().unwrap().case().play;
        assert_eq!(play.len(), i + 1, "card {} typed as {typed:?}", i + 1);

        // Halfway: a wrong key taken back, then Backspace with nothing typed undoes the
        // card, which is typed again.
        if i == 25 {
            type_keys(&mut h, "x", None);
            type_keys(&mut h, "h", Some(egui::Key::Backspace));
            type_keys(&mut h, "", Some(egui::Key::Backspace));
            assert_eq!(h.state().document().unwrap().case().play.len(), 25);
            type_keys(&mut h, &card_symbol(card), Some(egui::Key::Enter));
            assert_eq!(h.state().document().unwrap().case().play.len(), 26);
        }
    }
    assert!(implied > 0, "some cards were typed by their rank alone");
    settle(&mut h);
    let doc = h.state().document().unwrap();
    assert_eq!(doc.case().play.cards(), cards.as_slice());
    // The revokes are found as if clicked: the same steps flagged.
    let flagged: Vec<usize> = doc.case().play.revokes().map(|s| s.number()).collect();
    let expected: Vec<usize> = full.play.revokes().map(|s| s.number()).collect();
    assert_eq!(flagged, expected);
    assert!(shows(&h, "The play is complete") || shows(&h, "S A, ♠A"));
}

#[test]
fn menus_show_the_keys_of_the_keymap_and_the_keys_work() {
    let Some(root) = common::shared() else {
        return;
    };
    use arbitre::ui::app::Shortcut;
    for (lang, redo) in [(Lang::En, "Ctrl+Shift+Z"), (Lang::Fr, "Ctrl+Maj+Z")] {
        // A folder each: the changes made in one language are autosaved within a second,
        // and would be offered back to the next.
        let dir = tempfile::tempdir().unwrap();
        let mut case = shared_case(&root, "05-3nt-defender-discards-690.toml");
        let fourth = case.play.cards()[3];
        case.play.truncate(3);
        let mut h = harness(lang, dir.path());
        h.state_mut().set_case(case, None);
        settle(&mut h);
        let tr = arbitre::i18n::Tr::new(lang);
        h.get_by_label(&tr.t("ui-menu-edit")).click();
        h.run_steps(2);
        assert!(shows(&h, redo), "{lang:?}: the Edit menu shows {redo}");
        // Each key of the table runs its command: Undo's takes back the last card.
        h.key_press(egui::Key::Escape);
        h.run_steps(2);
        type_keys(&mut h, &card_symbol(fourth), Some(egui::Key::Enter));
        assert_eq!(h.state().document().unwrap().case().play.len(), 4);
        let undo = Shortcut::Undo.keys()[0];
        h.key_press_modifiers(undo.modifiers, undo.logical_key);
        settle(&mut h);
        assert_eq!(h.state().document().unwrap().case().play.len(), 3);
        let redo = Shortcut::Redo.keys()[1]; // Ctrl+Y
        h.key_press_modifiers(redo.modifiers, redo.logical_key);
        settle(&mut h);
        assert_eq!(h.state().document().unwrap().case().play.len(), 4);
    }
}

/// Every text node of the window, as the director reads it.
fn texts(h: &Harness<'_, Workbench>) -> Vec<String> {
    h.query_all_by(|n| n.label().is_some() || n.value().is_some())
        .flat_map(|n| {
            let n = egui_kittest::kittest::NodeT::accesskit_node(&n);
            [n.label(), n.value()]
        })
        .flatten()
        .map(|t| t.to_string())
        .collect()
}

#[test]
fn the_window_speaks_the_directors_words_not_the_files() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // A penalty card, a transfer, both sides, a claim, weighted equity, the twelfth trick.
    let names: Vec<PathBuf> = [
        "01-not-established-penalty-card.toml",
        "02-established-offender-won-two-tricks.toml",
        "09-both-sides-revoke.toml",
        "13-offender-claims-after-revoke.toml",
        "14-weighted-equity.toml",
        "16-twelfth-trick-during-play.toml",
    ]
    .iter()
    .map(|n| root.join("cases").join(n))
    .collect();
    let mut guided = 0;
    for lang in Lang::ALL {
        let tr = arbitre::i18n::Tr::new(lang);
        let asked = tr.t("ui-facts-error-no-attention");
        for path in &names {
            let full = arbitre::case::load(path).unwrap();
            // The case as it is, then half-entered: no attention yet, the play unfinished.
            let mut no_attention = full.clone();
            no_attention.attention = None;
            let mut unfinished = full.clone();
            unfinished.play.truncate(20);
            unfinished.claim = None;
            for case in [full, no_attention, unfinished] {
                let mut h = harness(lang, dir.path());
                h.state_mut().set_case(case, None);
                settle(&mut h);
                let mut seen = texts(&h);
                // And the equity tab.
                h.get_by_label(&tr.t("ui-tab-equity")).click();
                settle(&mut h);
                seen.extend(texts(&h));
                for text in seen {
                    assert!(
                        !text.contains(['[', ']', '=', '_']),
                        "{lang:?} {}: {text:?}",
                        path.display()
                    );
                    guided += usize::from(text == asked);
                }
            }
        }
    }
    assert!(
        guided > 0,
        "a missing attention is said in the director's words"
    );
}

#[test]
fn french_reads_french_o_for_west_sa_for_notrump_eo_and_decimal_commas() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let case = shared_case(&root, "05-3nt-defender-discards-690.toml");
    let west_leads = case.play.tricks()[0].leader == contract_bridge::Seat::West;
    let mut h = harness(Lang::Fr, dir.path());
    h.state_mut().set_case(case, None);
    settle(&mut h);
    let all = texts(&h);
    assert!(all.iter().any(|t| t.contains("3SA")), "3SA in {all:?}");
    assert!(!all.iter().any(|t| t.contains("NT")), "no NT in {all:?}");
    assert!(!all.iter().any(|t| t == "W"), "no W for Ouest");
    assert!(!all.iter().any(|t| t.contains("EW")), "EO, not EW");
    if west_leads {
        assert!(all.iter().any(|t| t == "O"), "West's lead is O");
    }
    assert_eq!(
        arbitre::ui::views::decimal(arbitre::i18n::Tr::new(Lang::Fr), 232.0, 1, true),
        "+232,0"
    );
    assert_eq!(
        arbitre::ui::views::decimal(arbitre::i18n::Tr::new(Lang::En), -3.25, 2, true),
        "-3.25"
    );
}
