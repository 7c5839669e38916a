//! The board index: on every corpus file, each entry says what the whole-file reader says of
//! its game (board, contract, declarer, result, dealer, vulnerability), the index keeps the
//! file's diagnostics, and a game read again from the index is the whole-file reader's game
//! with its diagnostics. Progress reaches the file's size; a cancelled index is refused.

use arbitre::import::{self, IndexError, Options, Progress};

mod common;
use common::corpus;

#[test]
fn the_index_of_every_corpus_file_agrees_with_the_whole_file_reader() {
    let Some(root) = corpus() else { return };
    let all = common::corpus_files(&root);
    assert!(all.len() > 80, "{}", all.len());
    let mut games_checked = 0;
    for path in all {
        let whole = import::open(&path).unwrap();
        let progress = Progress::shared();
        let index = import::index(&path, &Options::default(), Some(progress.clone())).unwrap();
        let name = path.display();
        assert_eq!(index.len(), whole.games.len(), "{name}");
        assert_eq!(index.diagnostics, whole.diagnostics, "{name}");
        assert_eq!(index.diagnostic_count, whole.diagnostics.len(), "{name}");
        assert_eq!(progress.read(), progress.size(), "{name}");
        for (i, (entry, game)) in index.entries.iter().zip(&whole.games).enumerate() {
            assert_eq!(entry.ordinal, game.ordinal(), "{name}");
            assert_eq!(entry.number, game.board().unwrap_or(""), "{name}");
            assert_eq!(
                &*entry.event,
                game.tag("Event").unwrap_or("").trim(),
                "{name}"
            );
            assert_eq!(
                &*entry.room,
                game.tag("Room").unwrap_or("").trim(),
                "{name}"
            );
            assert_eq!(entry.contract, game.contract(), "{name}: game {i}");
            assert_eq!(entry.declarer, game.declarer(), "{name}: game {i}");
            assert_eq!(entry.result, game.result(), "{name}: game {i}");
            // Dealer and vulnerability as the game says, else by the board number.
            let by_board = game.board_number();
            let dealer = game
                .dealer()
                .or_else(|| by_board.and_then(arbitre::pbn::dealer_of_board));
            let vulnerability = game
                .vulnerability()
                .or_else(|| by_board.and_then(arbitre::pbn::vulnerability_of_board));
            assert_eq!(entry.dealer, dealer, "{name}: game {i}");
            assert_eq!(entry.vulnerability, vulnerability, "{name}: game {i}");
            assert_eq!(
                entry.full_deal,
                game.full_deal().is_some(),
                "{name}: game {i}"
            );
            let errors = whole.errors().any(|d| d.game == Some(game.ordinal()));
            assert_eq!(entry.error, errors, "{name}: game {i}");
        }
        // Every game of a small file, and a spread of the large ones, read again alone.
        let step = (whole.games.len() / 40).max(1);
        for i in (0..whole.games.len())
            .step_by(step)
            .chain(whole.games.len().checked_sub(1))
        {
            let (game, diagnostics) = index.game(&path, i).unwrap().expect("the game");
            assert_eq!(game, whole.games[i], "{name}: game {i}");
            let expected: Vec<_> = whole
                .diagnostics
                .iter()
                .filter(|d| d.game == Some(game.ordinal()))
                .cloned()
                .collect();
            assert_eq!(diagnostics, expected, "{name}: game {i}");
            games_checked += 1;
        }
    }
    assert!(games_checked > 500, "{games_checked}");
}

#[test]
fn the_largest_corpus_file_gives_its_board_numbers_and_contracts() {
    let Some(root) = corpus() else { return };
    let path = root.join("pbn/dominicprice__endplay/example3.pbn");
    let index = import::index(&path, &Options::default(), None).unwrap();
    assert_eq!(index.len(), 7632);
    let whole = import::open(&path).unwrap();
    let numbers: Vec<&str> = index.entries.iter().map(|e| e.number.as_str()).collect();
    let expected: Vec<&str> = whole
        .games
        .iter()
        .map(|g| g.board().unwrap_or(""))
        .collect();
    assert_eq!(numbers, expected);
    // A game far from its file's start, read alone: its lines are the file's.
    let (game, _) = index.game(&path, 7000).unwrap().unwrap();
    assert_eq!(game.lines(), whole.games[7000].lines());
    assert_eq!(game.contract(), whole.games[7000].contract());
}

#[test]
fn a_pbn_with_inheritance_reads_each_game_alone_with_what_it_inherits() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.pbn");
    let mut text = String::from("[Event \"##Club pairs\"]\n[Site \"Lyon\"]\n[Board \"0\"]\n\n");
    for n in 1..=100 {
        text.push_str(&format!(
            "[Site \"#\"]\n[Board \"{n}\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n[Contract \"{}NT\"]\n[Declarer \"S\"]\n[Result \"{}\"]\n\n",
            n % 7 + 1,
            n % 14
        ));
    }
    std::fs::write(&path, &text).unwrap();
    let index = import::index(&path, &Options::default(), None).unwrap();
    assert_eq!(index.len(), 101);
    let (game, _) = index.game(&path, 100).unwrap().unwrap();
    assert_eq!(game.tag("Event"), Some("Club pairs"));
    assert_eq!(game.tag("Site"), Some("Lyon"));
    assert_eq!(game.board(), Some("100"));
    assert_eq!(&*index.entries[77].event, "Club pairs");
    assert_eq!(index.entries[77].result, Some(77 % 14));
}

#[test]
fn a_game_is_not_read_again_from_a_file_changed_since_its_index() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.pbn");
    std::fs::write(&path, "[Board \"1\"]\n\n[Board \"2\"]\n\n").unwrap();
    let index = import::index(&path, &Options::default(), None).unwrap();
    assert!(index.game(&path, 1).unwrap().is_some());
    std::fs::write(&path, "[Board \"7\"]\n\n[Board \"8\"]\n\n[Board \"9\"]\n\n").unwrap();
    assert!(index.game(&path, 1).unwrap().is_none(), "the file changed");
}

#[test]
fn a_cancelled_index_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.pbn");
    std::fs::write(&path, "[Board \"1\"]\n\n[Board \"2\"]\n\n").unwrap();
    let progress = Progress::shared();
    progress.cancel();
    let result = import::index(&path, &Options::default(), Some(progress));
    assert!(matches!(result, Err(IndexError::Cancelled)), "{result:?}");
}
