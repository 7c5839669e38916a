//! LIN files of the shared corpus (`../shared/corpus`): against the PBN that PbnTools made
//! of them, vugraph rooms, claims, partial plays.

use arbitre::pbn::{ContractTag, Game};
use contract_bridge::Seat;

mod common;
use common::{corpus, load};

fn contract(game: &Game) -> String {
    game.contract().map_or_else(String::new, ContractTag::pbn)
}

#[test]
fn lin_history_files_give_the_expected_pbn() {
    let Some(root) = corpus() else { return };
    let expected = load(&root, "pbn/jarekczek__pbntools/history_expected.pbn");
    for (i, lin) in [
        "lin/jarekczek__pbntools/3381671193.lin",
        "lin/jarekczek__pbntools/3381683999.lin",
    ]
    .into_iter()
    .enumerate()
    {
        let file = load(&root, lin);
        assert!(!file.has_errors(), "{lin}: {:?}", file.diagnostics);
        let (got, want) = (&file.games[0], &expected.games[i]);
        assert_eq!(got.board(), want.board(), "{lin}");
        assert_eq!(got.deal(), want.deal(), "{lin}");
        assert!(got.full_deal().is_some());
        assert_eq!(got.dealer(), want.dealer(), "{lin}");
        assert_eq!(got.vulnerability(), want.vulnerability(), "{lin}");
        assert_eq!(got.players(), want.players(), "{lin}");
        assert_eq!(got.contract(), want.contract(), "{lin}");
        assert_eq!(got.declarer(), want.declarer(), "{lin}");
        assert_eq!(got.result(), want.result(), "{lin}");
        let calls = |g: &Game| g.auction().unwrap().made();
        assert_eq!(calls(got), calls(want), "{lin}");
        let notes = |g: &Game| {
            g.auction()
                .unwrap()
                .notes
                .iter()
                .map(|n| n.text.trim().to_owned())
                .collect::<Vec<_>>()
        };
        assert_eq!(notes(got), notes(want), "{lin}");
        assert_eq!(
            got.play().unwrap().cards(),
            want.play().unwrap().cards(),
            "{lin}"
        );
    }
    assert_eq!(
        expected.games[0].play().unwrap().len(),
        44,
        "11 tricks, then a claim"
    );
    assert_eq!(expected.games[1].play().unwrap().len(), 52);
}

#[test]
fn lin_files_vugraph_rooms_claims_and_partial_plays() {
    let Some(root) = corpus() else { return };
    let usbf = load(&root, "lin/forrestrice__bridge-bots/usbf_sf_14502.lin");
    assert_eq!(usbf.games.len(), 30);
    let (open, closed) = (&usbf.games[0], &usbf.games[1]);
    assert_eq!(open.tag("Room"), Some("Open"));
    assert_eq!(closed.tag("Room"), Some("Closed"));
    assert_eq!(open.board(), Some("46"));
    assert_eq!(open.deal(), closed.deal());
    assert_eq!(open.players()[Seat::South as usize], Some("Meckstroth"));
    assert_eq!(closed.players()[Seat::South as usize], Some("Stansby"));
    assert_eq!(open.tag("Event"), Some("2010 USBF SF A"));
    assert_eq!(contract(open), "4H");
    assert_eq!(open.result(), Some(10), "mc|10| claim");

    let sample = load(&root, "lin/forrestrice__bridge-bots/sample.lin");
    let g = &sample.games[0];
    assert_eq!(g.board(), Some("15"));
    assert_eq!(contract(g), "3NT");
    assert_eq!(
        g.declarer(),
        Some(Seat::North),
        "North bid notrump first (2N)"
    );
    assert_eq!(g.play().unwrap().len(), 52);
    assert!(g.auction().unwrap().notes[0].text.contains("Unusual"));

    let partial = load(&root, "lin/jarekczek__pbntools/20784108.lin");
    let play = partial.games[0].play().unwrap();
    assert!(!play.is_finished());
    assert!(
        (25..28).contains(&play.len()),
        "stops inside trick 7: {}",
        play.len()
    );

    let passed = load(&root, "lin/jarekczek__pbntools/28189391.lin");
    assert_eq!(passed.games[0].contract(), Some(ContractTag::Passed));
    let unplayed = load(&root, "lin/jarekczek__pbntools/28189453.lin");
    assert!(unplayed.games[0].full_deal().is_some() && unplayed.games[0].auction().is_none());

    let dc = load(&root, "lin/emkael__deal-convert/test.lin");
    assert_eq!(dc.games.len(), 32);
    assert_eq!(dc.games[0].deal(), dc.games[1].deal());
    assert!(dc.games.iter().all(|g| g.full_deal().is_some()));
}
