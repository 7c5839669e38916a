//! The streaming reader gives, for every file of the shared corpus, the games and the
//! diagnostics (same places, same order) of the whole-file reader; a generated stream far
//! larger than any part is read game by game (the count is asserted; the memory is the
//! benchmark's business).

use arbitre::import::{self, Options, Summary, Visitor};
use arbitre::pbn::{Diagnostic, Game};
use std::io::Read;

mod common;
use common::corpus;

#[derive(Default)]
struct Keep {
    games: Vec<Game>,
    diagnostics: Vec<Diagnostic>,
}

impl Visitor for Keep {
    type Kept = Game;
    fn keep(game: Game) -> Game {
        game
    }
    fn game(&mut self, game: Game) {
        self.games.push(game);
    }
    fn diagnostic(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }
}

#[test]
fn streaming_gives_what_the_whole_file_reader_gives_on_the_corpus() {
    let Some(root) = corpus() else { return };
    let all = common::corpus_files(&root);
    assert!(all.len() > 80, "{}", all.len());
    for path in all {
        let whole = import::open(&path).unwrap();
        let mut kept = Keep::default();
        import::stream(&path, &Options::default(), &mut kept).unwrap();
        let name = path.display();
        assert_eq!(kept.games.len(), whole.games.len(), "{name}");
        for (a, b) in kept.games.iter().zip(&whole.games) {
            assert_eq!(a, b, "{name}: game {}", b.ordinal());
        }
        assert_eq!(kept.diagnostics, whole.diagnostics, "{name}");
        let mut summary = Summary::default();
        import::stream(&path, &Options::default(), &mut summary).unwrap();
        let of = Summary::of(&whole);
        assert_eq!(
            (summary.games, summary.boards),
            (of.games, of.boards),
            "{name}"
        );
    }
}

/// One game of the session (always the same length: two-digit boards).
fn game_text(board: u64) -> String {
    format!(
        "[Event \"#\"]\n[Board \"{board:02}\"]\n\
         [Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\
         [Declarer \"N\"]\n[Contract \"7NT\"]\n[Result \"13\"]\n{{a comment\n\nwith an empty line}}\n\
         [Auction \"N\"]\n7NT AP\n\n"
    )
}

/// An endless PBN session: the same game over and over, board numbers 1..=32 in turn.
struct Session {
    game: u64,
    buf: Vec<u8>,
    at: usize,
}

impl Read for Session {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        if self.at == self.buf.len() {
            self.game += 1;
            self.buf = game_text((self.game - 1) % 32 + 1).into_bytes();
            self.at = 0;
        }
        let n = out.len().min(self.buf.len() - self.at);
        out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

#[test]
fn a_long_generated_session_streams_game_by_game() {
    const GAMES: u64 = 40_000;
    let head = b"% PBN 2.1\n[Event \"Session\"]\n[Board \"0\"]\n\n".as_slice();
    let session = Session {
        game: 0,
        buf: Vec::new(),
        at: 0,
    };
    // About 8 MB, cut at a game's end.
    let one = game_text(1).len() as u64;
    let stream = head.chain(session.take(GAMES * one));
    let mut summary = Summary::default();
    import::stream_from(stream, Some("pbn"), None, &Options::default(), &mut summary).unwrap();
    assert_eq!(summary.games as u64, GAMES + 1);
    assert_eq!(summary.boards, Some((0, 32)));
    assert_eq!(
        summary.errors(),
        0,
        "{:?}",
        &summary.diagnostics[..3.min(summary.diagnostics.len())]
    );
}

#[test]
fn check_prints_every_diagnostic_of_a_file_with_very_many() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.pbn");
    let n = 10_050;
    let text = format!("{}[Board \"1\"]\n", "]\n".repeat(n));
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(["--lang", "en", "check", path.to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), n + 2, "{}", &stdout[..300.min(stdout.len())]);
    assert!(lines[0].ends_with("1 game, boards 1 to 1"), "{}", lines[0]);
    let name = path.display().to_string();
    for (i, line) in lines[1..=n].iter().enumerate() {
        assert!(
            line.starts_with(&format!("  {name}:{}:1: warning:", i + 1)),
            "{line}"
        );
    }
    assert_eq!(lines[n + 1], format!("0 errors, {n} warnings"));
    // Streamed whole, the same diagnostics.
    let mut summary = Summary::default();
    import::stream(&path, &Options::default(), &mut summary).unwrap();
    assert_eq!(summary.diagnostics.len(), n);
    assert!(summary.complete());
    let mut capped = Summary::capped(10);
    import::stream(&path, &Options::default(), &mut capped).unwrap();
    assert_eq!((capped.diagnostics.len(), capped.warnings()), (10, n));
    assert!(!capped.complete());
}

#[test]
fn a_file_that_is_not_utf8_streams_as_it_reads_whole() {
    let dir = tempfile::tempdir().unwrap();
    // A UTF-8 "é" cut by the first 64 KiB, then a Latin-1 "é" three games later.
    let mut bytes = b"\xEF\xBB\xBF[Event \"".to_vec();
    bytes.resize(65_535, b'e');
    bytes.extend("é\"]\n[Board \"1\"]\n\n[Board \"2\"]\n\n[Board \"3\"]\n[Site \"".as_bytes());
    bytes.extend(b"Li\xE8ge\"]\n\n[Board \"4\"]\n");
    for (name, bytes) in [
        ("mixed.pbn", bytes.clone()),
        ("utf8.pbn", bytes[..65_550].to_vec()),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, &bytes).unwrap();
        let whole = import::open(&path).unwrap();
        let mut kept = Keep::default();
        import::stream(&path, &Options::default(), &mut kept).unwrap();
        assert_eq!(kept.games, whole.games, "{name}");
        assert_eq!(kept.diagnostics, whole.diagnostics, "{name}");
    }
    let whole = import::open(&dir.path().join("mixed.pbn")).unwrap();
    assert_eq!(whole.games.len(), 4);
    assert_eq!(whole.diagnostics.len(), 1, "{:?}", whole.diagnostics);
    assert_eq!(
        (whole.diagnostics[0].line, whole.diagnostics[0].column),
        (7, 10)
    );
}
