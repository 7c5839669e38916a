//! A hand record (deals only, no contract): the director enters the contract and the
//! auction in the workbench, plays, saves; the case reads back the same.
mod common_ui;
use arbitre::i18n::Lang;
use arbitre::notation::card_symbol;
use arbitre::ui::app::{Action, Workbench};
use common_ui::settle_frames as settle;
use contract_bridge::Seat;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

/// Two boards as a dealing machine's hand record gives them: no contract, no auction.
const HAND_RECORD: &str = "\
[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652\"]\n\n\
[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
[Deal \"S:AKJ4.K.AKT83.QT3 73.AQ943.95.J965 QT865.J8.QJ764.8 92.T7652.2.AK742\"]\n";

fn harness(dir: &Path) -> Harness<'static, Workbench> {
    common_ui::harness_in(dir, Lang::En)
}

/// Clicks the button labelled exactly `label` (the auction grid shows calls as labels too).
fn press(h: &mut Harness<'_, Workbench>, label: &str) {
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(label))
        .click();
    h.run_steps(2);
}

fn type_card(h: &mut Harness<'_, Workbench>, card: contract_bridge::Card) {
    h.event(egui::Event::Text(card_symbol(card)));
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
}

#[test]
fn a_deals_only_board_gets_its_contract_and_auction_from_the_director() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("session.pbn");
    std::fs::write(&record, HAND_RECORD).unwrap();
    let mut h = harness(dir.path());
    h.state_mut().apply(Action::OpenPath(record.clone()));
    settle(&mut h);
    assert_eq!(h.state().boards().len(), 2);
    assert!(
        h.state().boards()[1].is_hand_record(),
        "board 2 is a hand record's board"
    );

    h.get_by_label("Board 2").click();
    settle(&mut h);
    assert!(
        h.state().document().is_none(),
        "no case before the contract"
    );
    assert!(
        h.query_by_label("Board 2: the contract").is_some(),
        "the form is shown"
    );
    // With the deal: South holds ♠AKJ4 ♥K ♦AKT83 ♣QT3.
    let south = "♠ A K J 4   ♥ K   ♦ A K 10 8 3   ♣ Q 10 3";
    assert!(
        h.query_all_by(|n| n.label().is_some_and(|l| l.contains(south))
            || n.value().is_some_and(|v| v.contains(south)))
            .next()
            .is_some(),
        "the deal is shown: {:?}",
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains('♠')))
            .map(|n| n.value().unwrap_or_default())
            .collect::<Vec<_>>()
    );

    // The auction from East (the dealer of board 2): the contract follows from it.
    for call in ["Pass", "1♠", "Pass", "4♠", "Pass", "Pass", "Pass"] {
        press(&mut h, call);
    }
    press(&mut h, "Play 4♠ by South");
    settle(&mut h);
    let doc = h.state().document().expect("a case on board 2");
    let board = &doc.case().board;
    assert_eq!(board.number, "2");
    assert_eq!(board.dealer, Seat::East);
    assert_eq!(arbitre::case::contract_tag(board.contract), "4S");
    assert_eq!(board.declarer, Seat::South);
    assert_eq!(board.auction.len(), 7);
    assert!(!doc.is_dirty() || doc.case().play.is_empty());

    // A few cards from the keyboard: each hand's first legal card.
    for i in 0..5 {
        let play = &h.state().document().unwrap().case().play;
        let pos = play.position(i);
        let seat = play.next_seat().unwrap();
        let card = pos.legal_cards(seat).iter().next().unwrap();
        type_card(&mut h, card);
        assert_eq!(h.state().document().unwrap().case().play.len(), i + 1);
    }
    let played = h.state().document().unwrap().case().play.cards().to_vec();

    // Change the contract: doubled now; the play stays (same declarer, same strain).
    h.state_mut().apply(Action::EditContract);
    h.run_steps(2);
    press(&mut h, "Doubled");
    press(&mut h, "Play 4♠× by South");
    settle(&mut h);
    let case = h.state().document().unwrap().case().clone();
    assert_eq!(arbitre::case::contract_tag(case.board.contract), "4SX");
    assert_eq!(case.play.cards(), played.as_slice());

    // Saved and opened again: the same contract, auction and play; the file is a
    // revoke-case/1 with the board inline.
    let saved = dir.path().join("board-2.revoke.toml");
    h.state_mut().apply(Action::SaveTo(saved.clone()));
    settle(&mut h);
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains("revoke-case/1"), "{text}");
    assert!(
        text.contains("[Contract \\\"4SX\\\"]") || text.contains("[Contract \"4SX\"]"),
        "{text}"
    );
    let back = arbitre::case::load(&saved).unwrap();
    assert_eq!(back.board, case.board);
    assert_eq!(back.play.cards(), played.as_slice());

    let mut h2 = harness(dir.path());
    h2.state_mut().apply(Action::OpenPath(saved));
    settle(&mut h2);
    let doc = h2.state().document().expect("the saved case opens");
    assert_eq!(doc.case().board, case.board);
    assert_eq!(doc.case().play.cards(), played.as_slice());
}

/// The shared folder: beside the repository, or beside the worktrees folder.
fn shared() -> Option<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [root.join("../shared"), root.join("../../shared")]
        .into_iter()
        .find(|p| p.join("cases").is_dir())
}

fn click_at(h: &mut Harness<'_, Workbench>, pos: egui::Pos2) {
    h.event(egui::Event::PointerMoved(pos));
    h.run_steps(1);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        h.run_steps(1);
    }
    h.run_steps(2);
}

#[test]
fn clicking_the_double_dummy_plot_moves_the_replay_to_that_card() {
    let Some(shared) = shared() else {
        assert!(std::env::var_os("CI").is_none(), "../shared is missing");
        eprintln!("../shared is missing: skipped");
        return;
    };
    let case = arbitre::case::load(&shared.join("cases/09-both-sides-revoke.toml")).unwrap();
    assert_eq!(case.play.len(), 52);
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.state_mut().set_case(case, None);
    settle(&mut h);
    h.get_by_label("Equity (64C)").click();
    settle(&mut h);
    let heading = h
        .get_by_label("Declarer's double-dummy tricks after each card")
        .rect();
    // The plot is under its heading, as wide as the panel: a click left of its middle
    // lands on an early card, one near its right end on a late card.
    let y = heading.bottom() + 90.0;
    let right = 1400.0 - 30.0;
    let mut cursors = Vec::new();
    for share in [0.3, 0.9] {
        let x = heading.left() + (right - heading.left()) * share;
        // From the other end first, so that the click is what moves the replay.
        let away = if share < 0.5 { 52 } else { 0 };
        h.state_mut().apply(Action::SetCursor(away));
        h.run_steps(2);
        click_at(&mut h, egui::pos2(x, y));
        cursors.push(h.state().document().unwrap().cursor());
    }
    eprintln!("cursors after the clicks: {cursors:?}");
    assert!(cursors[0] > 0 && cursors[0] < 26, "{cursors:?}");
    assert!(cursors[1] > 40 && cursors[1] <= 52, "{cursors:?}");
}

#[test]
fn a_dealing_machine_file_opens_as_boards_awaiting_their_contract() {
    let Some(shared) = shared() else {
        assert!(std::env::var_os("CI").is_none(), "../shared is missing");
        eprintln!("../shared is missing: skipped");
        return;
    };
    let bri = shared.join("corpus/machines/emkael__deal-convert/test.bri");
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.state_mut().apply(Action::OpenPath(bri));
    settle(&mut h);
    let boards = h.state().boards();
    assert!(!boards.is_empty(), "{:?}", h.state().status_text());
    assert!(
        boards.iter().all(|b| b.is_hand_record()),
        "every board is a hand record's"
    );
    let first = boards[0].number.clone();
    h.state_mut().apply(Action::LoadBoard(0));
    h.run_steps(2);
    assert!(h.state().document().is_none());
    press(&mut h, "3");
    press(&mut h, "NT");
    press(&mut h, "West");
    press(&mut h, "Play 3NT by West");
    settle(&mut h);
    let doc = h.state().document().expect("a case on the first board");
    assert_eq!(doc.case().board.number, first);
    assert_eq!(
        arbitre::case::contract_tag(doc.case().board.contract),
        "3NT"
    );
    assert_eq!(doc.case().board.declarer, Seat::West);
    assert!(doc.case().board.auction.is_empty());
    assert_eq!(doc.case().play.opening_leader(), Seat::North);
}
