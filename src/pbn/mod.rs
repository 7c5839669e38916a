//! A lenient reader (and a writer) for PBN 2.1 as real producers write it.
//!
//! `parse` never fails: whatever it cannot read becomes a [`Diagnostic`] (severity, line,
//! column, game, message) and the rest of the file still loads. The reading goes in stages,
//! one file each: bytes to text ([`crate::model`]'s `text`), text to tokens (`lexer`),
//! tokens to raw games (`reader`), then the shared interpretation of [`crate::model`].
//! [`PbnStream`] reads a file part by part (memory for one game, whatever the file's size).
//! [`write()`] goes back to PBN text. The game model is re-exported here; files of any format
//! are opened through [`crate::import`].
//!
//! ```
//! let file = arbitre::pbn::parse(b"[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n");
//! assert_eq!(file.games.len(), 1);
//! assert_eq!(file.games[0].board(), Some("1"));
//! assert!(file.games[0].full_deal().is_some());
//! ```

mod lexer;
mod plain;
pub(crate) mod reader;
mod stream;
mod write;

pub use crate::model::{
    AuctionCall, AuctionEnd, AuctionSection, CallToken, Column, Comment, ContractTag, DdTable,
    Diagnostic, Element, Game, Note, PbnFile, PlayCard, PlayEnd, PlaySection, Severity, Table, Tag,
    TagOrigin, TextEncoding, dealer_of_board, parse_contract, parse_deal, parse_vulnerability,
    same_game, vulnerability_of_board,
};
pub use lexer::MAX_TAG_VALUE;
#[cfg(test)]
pub(crate) use stream::parts_of;
pub use stream::{Boundary, NotUtf8, PbnStream, Prepared};
pub use write::{write, write_call, write_game};

use crate::model::{finish, interpret_all, text};

/// Reads PBN bytes. Never fails: problems are in [`PbnFile::diagnostics`].
#[must_use]
pub fn parse(bytes: &[u8]) -> PbnFile {
    let decoded = text::decode(bytes);
    let mut diagnostics = decoded.diagnostics;
    let raw = reader::lex_and_read(&decoded.text, &mut 1, &mut diagnostics);
    let games = interpret_all(raw, &mut diagnostics);
    finish(games, diagnostics, decoded.encoding, decoded.bom)
}
