//! The games every reader produces, whatever the file's format: a [`Game`] (tags with their
//! section data, and what they mean), the [`Diagnostic`]s found on the way, and the
//! interpretation that turns raw tags into games (`interpret`, with `values`, `auction`,
//! `pieces`, `playsec`, `replay` and `table`). The PBN reader, the LIN reader and the
//! dealing-machine readers of [`crate::import`] each build `RawGame`s and hand them to
//! `interpret_all`, so they give the same games; none of them depends on another.

pub(crate) mod auction;
mod compare;
pub(crate) mod data;
pub(crate) mod game;
pub(crate) mod interpret;
pub(crate) mod pieces;
pub(crate) mod playcut;
pub(crate) mod playsec;
pub(crate) mod replay;
pub(crate) mod table;
pub(crate) mod text;
pub(crate) mod values;

pub use auction::{AuctionCall, AuctionEnd, AuctionSection, CallToken, Note};
pub use compare::same_game;
pub use data::{Datum, Tokens};
pub use game::{Comment, Element, Game, Tag, TagOrigin};
pub use pieces::Annotations;
pub use playcut::PlayCut;
pub use playsec::{PlayCard, PlayEnd, PlaySection};
pub use table::{Column, DdTable, Table};
pub use text::TextEncoding;
pub use values::{
    ContractTag, dealer_of_board, parse_contract, parse_deal, parse_vulnerability,
    vulnerability_of_board,
};

pub(crate) use interpret::{Interpreter, Resolved, interpret_all};

use crate::i18n::{Msg, Tr};

/// A game before interpretation: its tags as written, its comments, its lines.
#[derive(Debug, Default)]
pub(crate) struct RawGame {
    pub tags: Vec<Tag>,
    pub comments: Vec<Comment>,
    pub first_line: usize,
    pub last_line: usize,
}

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Read anyway; the reader took a lenient choice.
    Warning,
    /// Something could not be read; it is left out.
    Error,
}

impl Severity {
    /// The i18n key naming the severity.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Warning => "pbn-severity-warning",
            Self::Error => "pbn-severity-error",
        }
    }
}

/// One thing the reader noticed, with where it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    /// Warning or error.
    pub severity: Severity,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// 1-based ordinal of the game in the file, when the place is inside a game.
    pub game: Option<usize>,
    /// The game's board number, when known.
    pub board: Option<String>,
    /// What was found and what was expected.
    pub message: Msg,
}

impl Diagnostic {
    pub(crate) fn new(severity: Severity, line: usize, column: usize, message: Msg) -> Self {
        Self {
            severity,
            line,
            column,
            game: None,
            board: None,
            message,
        }
    }

    /// Whether this is an error.
    #[must_use]
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The diagnostic as one line: `line:column: warning: [game 3, board 7] message`,
    /// prefixed by `file` when given.
    #[must_use]
    pub fn render(&self, tr: Tr, file: Option<&str>) -> String {
        let mut out = String::new();
        if let Some(file) = file {
            out.push_str(file);
            out.push(':');
        }
        out.push_str(&format!(
            "{}:{}: {}: ",
            self.line,
            self.column,
            tr.t(self.severity.key())
        ));
        match (self.game, &self.board) {
            (Some(g), Some(b)) => {
                out.push_str(&tr.t_args(
                    "pbn-where-game-board",
                    &[("game", g.into()), ("board", b.into())],
                ));
                out.push(' ');
            }
            (Some(g), None) => {
                out.push_str(&tr.t_args("pbn-where-game", &[("game", g.into())]));
                out.push(' ');
            }
            _ => {}
        }
        out.push_str(&tr.msg(&self.message));
        out
    }
}

/// A file as read, whatever its format (PBN, LIN, a dealing machine's): its games and
/// diagnostics.
#[derive(Debug, Clone, Default)]
pub struct PbnFile {
    /// The games, in file order.
    pub games: Vec<Game>,
    /// Everything the reader noticed, in file order.
    pub diagnostics: Vec<Diagnostic>,
    /// How the bytes were decoded.
    pub encoding: TextEncoding,
    /// Whether the file started with a UTF-8 byte order mark.
    pub bom: bool,
}

impl PbnFile {
    /// Whether any diagnostic is an error.
    #[must_use]
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }

    /// The errors.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error())
    }

    /// The warnings.
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| !d.is_error())
    }

    /// The games with this board number (a file may hold one game per table).
    pub fn games_for_board<'a>(&'a self, board: &str) -> impl Iterator<Item = &'a Game> + use<'a> {
        let wanted = board.trim().trim_start_matches('0').to_owned();
        self.games.iter().filter(move |g| {
            g.board()
                .is_some_and(|b| b.trim().trim_start_matches('0') == wanted)
        })
    }
}

/// Builds the file: diagnostics sorted by line and labelled with their game.
pub(crate) fn finish(
    games: Vec<Game>,
    mut diagnostics: Vec<Diagnostic>,
    encoding: TextEncoding,
    bom: bool,
) -> PbnFile {
    diagnostics.sort_by_key(|d| (d.line, d.column));
    let mut g = 0;
    for d in &mut diagnostics {
        if d.game.is_some() {
            continue;
        }
        while g < games.len() && *games[g].lines().end() < d.line {
            g += 1;
        }
        if let Some(game) = games.get(g)
            && game.lines().contains(&d.line)
        {
            d.game = Some(game.ordinal());
            d.board = game.board().map(str::to_owned);
        }
    }
    PbnFile {
        games,
        diagnostics,
        encoding,
        bom,
    }
}
