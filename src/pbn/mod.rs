//! A lenient reader (and a writer) for PBN 2.1 as real producers write it.
//!
//! `parse` never fails: whatever it cannot read becomes a [`Diagnostic`] (severity, line,
//! column, game, message) and the rest of the file still loads. The reading goes in stages,
//! one file each: bytes to text ([`text`]), text to tokens ([`lexer`]), tokens to raw games
//! ([`reader`]), raw games to interpreted games ([`interpret`], with [`values`],
//! [`auction`], [`playsec`] and [`table`]). [`write`] goes back to PBN text.
//!
//! ```
//! let file = arbitre::pbn::parse(b"[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n");
//! assert_eq!(file.games.len(), 1);
//! assert_eq!(file.games[0].board(), Some("1"));
//! assert!(file.games[0].full_deal().is_some());
//! ```

pub(crate) mod auction;
pub(crate) mod game;
pub(crate) mod interpret;
mod lexer;
mod playsec;
pub(crate) mod reader;
mod replay;
mod table;
pub(crate) mod text;
pub(crate) mod values;
mod write;

pub use auction::{AuctionCall, AuctionEnd, AuctionSection, CallToken, Note};
pub use game::{Comment, Element, Game, Tag, TagOrigin};
pub use playsec::{PlayCard, PlayEnd, PlaySection};
pub use table::{Column, DdTable, Table};
pub use text::TextEncoding;
pub use values::{
    ContractTag, dealer_of_board, parse_contract, parse_deal, parse_vulnerability,
    vulnerability_of_board,
};
pub use write::{write, write_call, write_game};

use crate::i18n::{Msg, Tr};
use std::path::Path;

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

/// A PBN (or LIN) file as read.
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

/// Reads PBN bytes. Never fails: problems are in [`PbnFile::diagnostics`].
#[must_use]
pub fn parse(bytes: &[u8]) -> PbnFile {
    let decoded = text::decode(bytes);
    let mut diagnostics = decoded.diagnostics;
    let tokens = lexer::lex(&decoded.text, &mut diagnostics);
    let raw = reader::read(tokens, &mut diagnostics);
    let games = interpret::interpret_all(raw, &mut diagnostics);
    finish(games, diagnostics, decoded.encoding, decoded.bom)
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

/// Whether bytes look like a BBO LIN file rather than PBN.
#[must_use]
pub fn looks_like_lin(bytes: &[u8]) -> bool {
    let start = &bytes[..bytes.len().min(4096)];
    let text = String::from_utf8_lossy(start);
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with('[') || trimmed.starts_with('%') {
        return false;
    }
    ["pn|", "md|", "vg|", "qx|", "ah|", "st|", "rh|"]
        .iter()
        .any(|k| trimmed.starts_with(k) || text.contains(&format!("|{k}")))
}

/// Opens a `.pbn` or `.lin` file, by its extension (any case) or, failing that, by its
/// content. Only reading the file can fail; the content is never refused.
///
/// # Errors
/// When the file cannot be read.
pub fn open(path: &Path) -> Result<PbnFile, std::io::Error> {
    let bytes = std::fs::read(path)?;
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    let lin = match ext.as_deref() {
        Some("lin") => true,
        Some("pbn") => false,
        _ => looks_like_lin(&bytes),
    };
    Ok(if lin {
        crate::lin::parse(&bytes)
    } else {
        parse(&bytes)
    })
}
