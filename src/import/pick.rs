//! Picking games out of a stream: `show --board N` and a case's `pbn_file` keep only the
//! games they want, with those games' diagnostics and the file's own (a refusal that ends
//! the reading), so that the memory does not grow with the file.

use super::stream::Visitor;
use crate::model::{Diagnostic, Game, PbnFile};

/// The most board numbers [`Pick::boards`] lists (for "no board 7; boards: …").
const LISTED: usize = 64;
/// The most diagnostics kept.
const KEPT: usize = 10_000;

/// Which games to keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wanted {
    /// The n-th game of the file (from 1).
    Ordinal(usize),
    /// Every game of a board number (leading zeros and spaces ignored).
    Board(String),
}

impl Wanted {
    /// `#3` is the third game, anything else a board number (as `show --board` reads it).
    #[must_use]
    pub fn parse(text: &str) -> Self {
        match text.trim().strip_prefix('#') {
            Some(n) => Self::Ordinal(n.trim().parse().unwrap_or(0)),
            None => Self::Board(normal(text).to_owned()),
        }
    }

    /// Every game of this board number.
    #[must_use]
    pub fn board(number: &str) -> Self {
        Self::Board(normal(number).to_owned())
    }

    fn matches(&self, game: &Game) -> bool {
        match self {
            Self::Ordinal(n) => game.ordinal() == *n,
            Self::Board(b) => game.board().is_some_and(|g| normal(g) == b),
        }
    }
}

fn normal(board: &str) -> &str {
    board.trim().trim_start_matches('0')
}

/// A visitor that keeps the wanted games.
#[derive(Debug)]
pub struct Pick {
    wanted: Wanted,
    /// Stop at the first game kept.
    first_only: bool,
    /// The games kept, with their diagnostics and the file's own (in file order).
    pub file: PbnFile,
    /// The board numbers seen, in file order, each once (the first [`LISTED`]).
    pub boards: Vec<String>,
    /// Whether more board numbers were seen than [`Self::boards`] lists.
    pub more_boards: bool,
    /// Diagnostics of games not yet handed over.
    pending: Vec<Diagnostic>,
    done: bool,
}

impl Pick {
    /// Keeps every game `wanted` names.
    #[must_use]
    pub fn new(wanted: Wanted) -> Self {
        Self {
            wanted,
            first_only: false,
            file: PbnFile::default(),
            boards: Vec::new(),
            more_boards: false,
            pending: Vec::new(),
            done: false,
        }
    }

    /// Keeps the first game `wanted` names, and stops reading there.
    #[must_use]
    pub fn first(wanted: Wanted) -> Self {
        Self {
            first_only: true,
            ..Self::new(wanted)
        }
    }

    fn keep_diagnostic(&mut self, d: Diagnostic) {
        if self.file.diagnostics.len() < KEPT {
            self.file.diagnostics.push(d);
        }
    }
}

impl Visitor for Pick {
    type Kept = Game;

    fn keep(game: Game) -> Game {
        game
    }

    fn game(&mut self, game: Game) {
        if self.done {
            return;
        }
        if let Some(b) = game.board().map(normal)
            && !self.boards.iter().any(|s| s == b)
        {
            if self.boards.len() < LISTED {
                self.boards.push(b.to_owned());
            } else {
                self.more_boards = true;
            }
        }
        let ordinal = game.ordinal();
        let wanted = self.wanted.matches(&game);
        let pending = std::mem::take(&mut self.pending);
        for d in pending {
            match d.game {
                Some(g) if g == ordinal && wanted => self.keep_diagnostic(d),
                Some(g) if g <= ordinal => {}
                _ => self.pending.push(d),
            }
        }
        if wanted {
            self.file.games.push(game);
            self.done = self.first_only;
        }
    }

    fn diagnostic(&mut self, diagnostic: Diagnostic) {
        match diagnostic.game {
            // The file's own (a refusal that ends the reading): always kept.
            None => self.keep_diagnostic(diagnostic),
            Some(_) if self.done => {}
            Some(_) if self.pending.len() < KEPT => self.pending.push(diagnostic),
            Some(_) => {}
        }
    }

    fn part(&mut self, _offset: u64, _stream: &crate::pbn::PbnStream) -> bool {
        !self.done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "[Board \"1\"]\n[Dealer \"N\"]\n\n[Board \"02\"]\n[Dealer \"Q\"]\n\n\
[Board \"3\"]\n\n[Board \"2\"]\n[Dealer \"E\"]\n";

    fn pick(mut p: Pick, text: &[u8]) -> Pick {
        crate::import::stream_from(text, Some("pbn"), None, &Default::default(), &mut p).unwrap();
        p
    }

    #[test]
    fn keeps_the_wanted_games_with_their_diagnostics() {
        let whole = crate::pbn::parse(TEXT.as_bytes());
        let p = pick(Pick::new(Wanted::parse("2")), TEXT.as_bytes());
        assert_eq!(p.file.games.len(), 2);
        assert_eq!(p.file.games[0].ordinal(), 2);
        assert_eq!(p.file.games[1].ordinal(), 4);
        let want: Vec<_> = whole
            .diagnostics
            .iter()
            .filter(|d| d.game.is_none_or(|g| g == 2 || g == 4))
            .collect();
        assert!(!want.is_empty());
        assert_eq!(p.file.diagnostics.iter().collect::<Vec<_>>(), want);
        assert_eq!(p.boards, ["1", "2", "3"]);
        let p = pick(Pick::first(Wanted::parse("02")), TEXT.as_bytes());
        assert_eq!(p.file.games.len(), 1);
        let p = pick(Pick::new(Wanted::parse("#3")), TEXT.as_bytes());
        assert_eq!(p.file.games[0].board(), Some("3"));
        assert!(
            pick(Pick::new(Wanted::parse("#0")), TEXT.as_bytes())
                .file
                .games
                .is_empty()
        );
    }

    #[test]
    fn a_nul_after_the_first_game_is_kept_as_the_files_refusal() {
        let mut text = TEXT.as_bytes().to_vec();
        text.splice(text.len() - 1..text.len() - 1, [0]);
        let p = pick(Pick::new(Wanted::parse("1")), &text);
        assert_eq!(p.file.games.len(), 1);
        let refusal = p
            .file
            .diagnostics
            .iter()
            .find(|d| d.game.is_none())
            .unwrap();
        assert_eq!(refusal.message.key, "import-binary");
        assert_eq!(refusal.line, 10);
    }
}
