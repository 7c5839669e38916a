//! The pane "A call or a card in question" driven through the real app state, headless
//! (egui_kittest): the brief's examples 2 (a call changed, LHO declines), 5 (a defender's
//! change of mind) and 7 (a slip naming dummy's card) answered question by question, the
//! ruling read as the answers come; the answers are the facts of the shared cases.
mod common;
mod common_ui;
use common_ui::{settle, shows};

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

fn click(h: &mut Harness<'_, Workbench>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

/// Opens the combo box labelled `combo` and picks `option` in it.
fn pick(h: &mut Harness<'_, Workbench>, combo: &str, option: &str) {
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some(combo)
    })
    .click();
    settle(h);
    // The popup's item: the node so labelled nearest the combo box (not a card of the table).
    let at = h
        .get_by(|n| {
            n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some(combo)
        })
        .rect()
        .center();
    let all: Vec<_> = h.get_all_by_label(option).collect();
    let near = all
        .iter()
        .min_by(|a, b| {
            let d = |n: &egui_kittest::Node<'_>| n.rect().center().distance(at);
            d(a).total_cmp(&d(b))
        })
        .unwrap();
    near.click();
    settle(h);
}

/// Clicks the button labelled `option` nearest the text `question` (not a card of the table).
fn answer(h: &mut Harness<'_, Workbench>, question: &str, option: &str) {
    let at = h.get_by_label(question).rect().center();
    let all: Vec<_> = h.get_all_by_label(option).collect();
    let near = all
        .iter()
        .min_by(|a, b| {
            let d = |n: &egui_kittest::Node<'_>| n.rect().center().distance(at);
            d(a).total_cmp(&d(b))
        })
        .unwrap();
    near.click();
    settle(h);
}

/// Clicks the radio button labelled `label`.
fn radio(h: &mut Harness<'_, Workbench>, label: &str) {
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::RadioButton && n.label().as_deref() == Some(label)
    })
    .click();
    settle(h);
}

fn type_into(h: &mut Harness<'_, Workbench>, label: &str, text: &str) {
    let field = h.get_by(|n| {
        n.role() == egui::accesskit::Role::TextInput && n.label().as_deref() == Some(label)
    });
    field.focus();
    field.type_text(text);
    h.run_steps(3);
    settle(h);
}

/// The shared change case `name`, its changes taken out (the pane enters them again).
fn open(
    dir: &Path,
    lang: Lang,
    name: &str,
) -> Option<(Harness<'static, Workbench>, arbitre::case::Case)> {
    let file = common::shared_dir("changes")?.join(name);
    let expected = arbitre::case::load(&file).unwrap();
    let mut case = expected.clone();
    case.changes.calls.clear();
    case.changes.cards.clear();
    let mut h = common_ui::harness_in(dir, lang);
    h.state_mut().set_case(case, None);
    settle(&mut h);
    Some((h, expected))
}

fn changes(h: &Harness<'_, Workbench>) -> arbitre::case::Changes {
    h.state().document().unwrap().case().changes.clone()
}

#[test]
fn example_2_a_call_changed_by_a_change_of_mind_is_declined() {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, expected)) = open(
        dir.path(),
        Lang::En,
        "02-intended-call-changed-25B-declined.toml",
    ) else {
        return;
    };
    // During the auction: no contract, no declarer or dummy on the table.
    assert!(shows(&h, "no contract yet"));
    assert!(!shows(&h, "dummy"));
    click(&mut h, "Ruling");
    assert!(shows(
        &h,
        "The auction is not over: the calls in question are ruled in the Calls & cards tab."
    ));
    click(&mut h, "Calls & cards");
    click(&mut h, "A call in question");
    radio(&mut h, "South");
    type_into(&mut h, "The call made", "1C");
    click(&mut h, "a change of mind: he meant it at the time");
    type_into(&mut h, "The call he put or wants instead", "1S");
    // Undecided: West must choose.
    assert!(shows(&h, "Ruling: 25B"));
    assert!(shows(&h, "West may accept 1♠"), "LHO's choice is offered");
    click(&mut h, "his left-hand opponent declines the new call");
    assert_eq!(changes(&h), expected.changes);
    assert!(shows(&h, "1♣ stands."));
    assert!(shows(&h, "1♠ is withdrawn."));
    assert!(shows(&h, "declarer may forbid North one suit"));
    assert!(shows(&h, "26B"));
    // The workbench's ruling has the call change too, with no contract.
    let ruling = &h
        .state()
        .ruling()
        .result
        .as_ref()
        .unwrap()
        .as_ref()
        .unwrap()
        .ruling;
    assert_eq!(
        ruling.call_changes.as_ref().unwrap()[0].stands.as_deref(),
        Some("1C")
    );
}

#[test]
fn example_5_a_defender_changes_his_mind_and_the_queen_becomes_a_penalty_card() {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, expected)) = open(
        dir.path(),
        Lang::En,
        "05-defender-changes-his-mind-47F2.toml",
    ) else {
        return;
    };
    h.state_mut().apply(Action::SetCursor(7));
    settle(&mut h);
    click(&mut h, "Calls & cards");
    click(&mut h, "A card in question after card 7");
    assert!(
        shows(&h, "East's card (defender)"),
        "the replay's next card, East's ♥8"
    );
    click(&mut h, "placed face up on the table");
    click(&mut h, "a change of mind: he meant it at the time");
    answer(&mut h, "The card he then played, named or asked for", "♥Q");
    assert_eq!(changes(&h), expected.changes);
    assert!(shows(&h, "Ruling: 47F2"));
    assert!(shows(&h, "♥8 is the card played to trick 2."));
    assert!(shows(&h, "♥Q is a major penalty card"));
    assert!(shows(&h, "East-West may not use"));
    // The penalty card shows on the table, face up, until East plays it (card 18).
    assert!(shows(&h, "penalty card ♥Q (major)"));
    h.state_mut().apply(Action::SetCursor(18));
    settle(&mut h);
    assert!(!shows(&h, "penalty card ♥Q (major)"));
}

#[test]
fn example_7_a_slip_naming_dummys_card_is_corrected_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, expected)) = open(
        dir.path(),
        Lang::Fr,
        "07-slip-small-heart-no-small-club-45C4b.toml",
    ) else {
        return;
    };
    h.state_mut().apply(Action::SetCursor(4));
    settle(&mut h);
    click(&mut h, "Annonces et cartes");
    click(&mut h, "Une carte en question après la carte 4");
    pick(&mut h, "La carte en question", "♥2");
    click(&mut h, "nommée ou désignée, de la voix ou du geste");
    click(&mut h, "un lapsus : le mauvais mot prononcé");
    answer(
        &mut h,
        "La carte qu'il a ensuite jouée, nommée ou demandée",
        "♣5",
    );
    assert_eq!(changes(&h), expected.changes);
    assert!(shows(&h, "Décision : 45C4b"));
    assert!(shows(&h, "Le ♥2 retourne dans la main de Nord."));
    assert!(shows(&h, "Le ♣5 est la carte jouée à la levée 2."));
}

/// The pane at every size a director's screen is likely to have, in both languages: one
/// click away, its question and the first answers inside the window, and the ruling shown.
#[test]
fn the_pane_fits_at_every_size_in_both_languages() {
    let Some(dir) = common::shared_dir("changes") else {
        return;
    };
    let file = dir.join("05-defender-changes-his-mind-47F2.toml");
    for size in [[900.0, 600.0], [1280.0, 720.0], [1920.0, 1080.0]] {
        for lang in Lang::ALL {
            let tr = arbitre::i18n::Tr::new(lang);
            let at = format!("{}x{} {lang:?}", size[0], size[1]);
            let tmp = tempfile::tempdir().unwrap();
            let app = Workbench::with_autosave(
                None,
                common_ui::settings(lang),
                Some(tmp.path().join("autosave.revoke.toml")),
            );
            let mut h = Harness::builder()
                .with_size(size)
                .with_max_steps(20)
                .with_context_setup(arbitre::ui::install_fonts)
                .build_eframe(move |_cc| app);
            h.state_mut()
                .set_case(arbitre::case::load(&file).unwrap(), None);
            h.state_mut().apply(Action::SetCursor(7));
            settle(&mut h);
            click(&mut h, &tr.t("ui-tab-changes"));
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
            for key in ["ui-changes-panel", "ui-changes-add-call"] {
                let rect = h.get_by_label(&tr.t(key)).rect();
                assert!(window.contains_rect(rect), "{at}: {key} at {rect:?}");
            }
            // The case's change, picked in the list: its ruling shows.
            let item = tr.t_args(
                "ui-changes-card-item",
                &[
                    ("n", 1.into()),
                    ("seat", tr.t("seat-E").into()),
                    ("card", "♥8".into()),
                ],
            );
            click(&mut h, &item);
            let path = tr.t_args("explain-change-path", &[("path", "47F2".into())]);
            assert!(shows(&h, &path), "{at}: {path}");
        }
    }
}
