//! A board whose Play section is broken opens with its deal and the good part of its play,
//! and the director is told which line was dropped (egui_kittest, headless).
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::Action;
use common_ui::settle;

const BOARD: &str = "[Event \"Club pairs\"]
[Board \"5\"]
[Dealer \"N\"]
[Vulnerable \"NS\"]
[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]
[Declarer \"S\"]
[Contract \"3NT\"]
[Result \"9\"]
[Play \"W\"]
S2 SA ST S3
H2 HA HT H6
D2 DA DT D6
C2 CA XX C6
C3 CK C9 C7
";

#[test]
fn a_broken_play_line_opens_the_board_with_the_good_part_of_the_play() {
    for (lang, said) in [
        (
            Lang::En,
            [
                "line 13, column 7",
                "\"XX\"",
                "the first 13 cards",
                "6 cards",
            ],
        ),
        (
            Lang::Fr,
            [
                "ligne 13, colonne 7",
                "« XX »",
                "13 premières cartes",
                "6 cartes",
            ],
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("broken.pbn");
        std::fs::write(&path, BOARD).unwrap();
        let mut h = common_ui::harness_in(dir.path(), lang);
        h.state_mut().apply(Action::OpenPath(path));
        settle(&mut h);
        let doc = h
            .state()
            .document()
            .unwrap_or_else(|| panic!("{lang:?}: the board opens: {:?}", h.state().status_text()));
        let case = doc.case();
        assert_eq!(case.board.number, "5");
        assert_eq!(
            case.board.deal.to_string(),
            "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
        );
        // Three tricks, then North's ♣A: East's "XX" stops the play.
        let cards: Vec<String> = case
            .play
            .cards()
            .iter()
            .map(|&c| arbitre::notation::card_token(c))
            .collect();
        assert_eq!(cards.len(), 13, "{cards:?}");
        assert_eq!(cards.last().map(String::as_str), Some("CA"));
        let status = h.state().status_text().unwrap_or_default();
        for part in said {
            assert!(status.contains(part), "{lang:?}: {part} in {status}");
        }
    }
}
