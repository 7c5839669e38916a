//! RBN's auction (A line) and play (P line): the corpus sample (Pavlicek's board 8, no PBN
//! twin in the corpus) read against the same board written here in PBN, call by call and
//! card by card; broken copies give their errors at the line and column of the call or card.

use arbitre::import::{self, Options};
use arbitre::pbn::{Game, PbnFile, Severity};

mod common;
use common::corpus;

const SAMPLE: &str = "machines/AliNisarAhmed__bridge-notation-parser/example.rbn";

/// The sample's board 8 in PBN, from its H, A, C, P, R and N lines (the play in rows by
/// seat from East, declarer's left).
const TWIN: &str = "[Event \"ACBL International Fund Game\"]\n[Board \"8\"]\n\
[West \"Helen Shanbrom\"]\n[East \"Julia Carswell\"]\n\
[Dealer \"W\"]\n[Vulnerable \"None\"]\n\
[Deal \"W:A8765.QT.K9.AT87 J42.AJ7632.J.632 QT3.85.Q86.KQJ54 K9.K94.AT75432.9\"]\n\
[Declarer \"N\"]\n[Contract \"5HX\"]\n[Result \"9\"]\n\
[Auction \"W\"]\n1S 2H 2S 4D\n4S Pass Pass 5H\nX AP\n\
[Play \"E\"]\nCK C9 C7 C2\nCQ H4 C8 C3\nD6 DA D9 DJ\nD8 D2 DK H2\nSQ SK SA SJ\n- - CA -\n*\n";

fn rbn(text: &str) -> PbnFile {
    import::read(text.as_bytes(), Some("rbn"), &Options::default())
}

fn calls(game: &Game) -> Vec<String> {
    game.auction()
        .map(|a| {
            a.made()
                .iter()
                .map(|(seat, call)| format!("{}{call:?}", seat.letter()))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn the_sample_reads_its_auction_and_play_as_its_pbn_twin() {
    let Some(root) = corpus() else { return };
    let file = import::open(&root.join(SAMPLE)).unwrap();
    assert!(!file.has_errors(), "{:?}", file.diagnostics);
    let twin = arbitre::pbn::parse(TWIN.as_bytes());
    assert!(!twin.has_errors(), "{:?}", twin.diagnostics);
    let (game, twin) = (&file.games[0], &twin.games[0]);
    assert_eq!(game.full_deal(), twin.full_deal());
    assert_eq!(calls(game).len(), 12, "{:?}", calls(game));
    assert_eq!(calls(game), calls(twin));
    assert_eq!(
        game.auction().unwrap().final_contract(),
        twin.auction().unwrap().final_contract()
    );
    assert_eq!(game.contract(), twin.contract());
    assert_eq!(game.declarer(), twin.declarer());
    assert_eq!(game.result(), Some(9));
    assert_eq!(game.play_cards().len(), 21);
    assert_eq!(game.play_cards(), twin.play_cards());
    let (a, b) = (game.play().unwrap(), twin.play().unwrap());
    assert_eq!(a.cards(), b.cards());
    assert_eq!(a.declarer_tricks(), 3);
    assert_eq!(game.players(), twin.players());
    assert_eq!(game.tag("Event"), Some("ACBL International Fund Game"));
}

const BOARD: &str = "B 8\nH W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\n";

#[test]
fn notes_alerts_all_pass_and_the_contract_from_the_auction() {
    let file = rbn(&format!(
        "{BOARD}A WZ:1S*2H^12S4D:4SPP5H:XA\n1 weak\nP CK972:CQH483\nN Ann+Bob:Cy+Di:C\n"
    ));
    assert!(!file.has_errors(), "{:?}", file.diagnostics);
    let game = &file.games[0];
    let auction = game.auction().unwrap();
    assert_eq!(auction.note(1).map(|n| n.text.as_str()), Some("weak"));
    assert_eq!(
        auction.calls[1].annotations.note(),
        Some(1),
        "2H points to note 1"
    );
    // No C line: the contract and declarer are the auction's; the play replays on them.
    assert_eq!(
        game.contract(),
        arbitre::pbn::parse_contract("5HX").unwrap()
    );
    assert_eq!(game.declarer(), Some(contract_bridge::Seat::North));
    assert_eq!(game.play_cards().len(), 8);
    assert_eq!(game.tag("Room"), Some("Closed"));
    assert_eq!(game.players()[0], Some("Ann"));
}

/// The one error of a broken copy: its line and column, and words of its message.
fn error_at(text: &str, line: usize, column: usize, words: &str) {
    let file = rbn(text);
    let errors: Vec<_> = file.errors().collect();
    assert_eq!(errors.len(), 1, "{text}: {:?}", file.diagnostics);
    let e = errors[0];
    assert_eq!(
        (e.severity, e.line, e.column),
        (Severity::Error, line, column),
        "{text}"
    );
    let said = arbitre::i18n::Tr::new(arbitre::i18n::Lang::En).msg(&e.message);
    assert!(said.contains(words), "{said}");
    assert_eq!(file.games.len(), 1, "the board is still read");
}

#[test]
fn broken_auctions_and_plays_are_located() {
    // A bid of level 8 at column 8 (`A WZ:1S8H`: the data starts at column 3).
    error_at(
        &format!("{BOARD}A WZ:1S8H\n"),
        3,
        8,
        "\"8H\" in the auction is not a call",
    );
    // Calls after all pass.
    error_at(
        &format!("{BOARD}A WZ:1SPPA1H\n"),
        3,
        11,
        "after A (all pass)",
    );
    // A card that is not one: `Z` at column 7.
    error_at(
        &format!("{BOARD}A WZ:1SPPP\nC 1S:N\nP CK97Z\n"),
        5,
        7,
        "\"Z\" in the play is not a card",
    );
    // A card its player does not hold: North leads the heart ace; East holds no club two.
    error_at(&format!("{BOARD}A WZ:1SPPP\nC 1S:W\nP HAC2\n"), 5, 5, "");
    // A play with no contract to replay it on.
    error_at(&format!("{BOARD}P CK972\n"), 3, 3, "cannot be replayed");
}
