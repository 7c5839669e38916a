//! Reading a file as a stream, in the style of `pgn-reader`: each game goes to a
//! [`Visitor`] as soon as it is read and is then dropped, so the memory does not grow with
//! the file. PBN files are read part by part (a game at a time, or a few games for a visitor
//! that does not keep the reader's state: [`Visitor::min_part`]); the other formats are
//! small and read whole (within the limits), then visited. The games and diagnostics are
//! those of [`super::read_from`], in the same order; a limit passed midway ends the stream
//! with its located error after the games already visited. A file that is not UTF-8 is read
//! as Windows-1252 throughout, as the whole-file reader does, when it can be read twice (a
//! regular file); from a pipe, the parts before the first bad byte are read as UTF-8.

use super::Options;
use super::bounded;
use super::format::{Format, Sniffed, sniff};
use super::pipeline::stream_pbn;
use crate::model::{Diagnostic, Game};
use crate::pbn::{NotUtf8, PbnStream};
use std::io::{BufReader, Read};
use std::path::Path;

/// What a streaming read hands over.
pub trait Visitor {
    /// What the visitor keeps of a game: the game, or only what it needs of it.
    type Kept: Send;
    /// What is kept of a game, made as soon as the game is read, on the thread that read
    /// it: what is not kept is dropped there, while it is still in that processor's cache.
    fn keep(game: Game) -> Self::Kept;
    /// What is kept of a game, in file order.
    fn game(&mut self, game: Self::Kept);
    /// A diagnostic, in file order within the games around it.
    fn diagnostic(&mut self, diagnostic: Diagnostic);
    /// Before each part of a PBN file is read: the part's offset in the file and the
    /// reader's state there (reading on from that offset with a clone of `stream` gives
    /// the same games). False stops the reading (a cancelled index).
    fn part(&mut self, offset: u64, stream: &PbnStream) -> bool {
        let _ = (offset, stream);
        true
    }

    /// The fewest bytes a part of a PBN file holds: 0 when [`Self::part`] is wanted before
    /// each game (a board index, which opens a game where it starts); otherwise parts hold
    /// several games (see [`PART`]), which read faster, and [`Self::part`] is not called:
    /// [`Self::read_on`] is.
    fn min_part(&self) -> usize {
        0
    }

    /// With parts of several games ([`Self::min_part`]), asked between batches of parts:
    /// false stops the reading.
    fn read_on(&self) -> bool {
        true
    }
}

/// The fewest bytes of a part for a visitor that does not want one a game (see
/// [`Visitor::min_part`]): a few games.
pub const PART: usize = 4 << 10;

/// A visitor that keeps only what `arbitre check` says: the count of games, their board
/// range, the counts of errors and warnings, and the diagnostics (up to a cap, when one is
/// set, so that the memory stays flat whatever the file).
#[derive(Debug, Default)]
pub struct Summary {
    /// How many games were read.
    pub games: usize,
    /// The lowest and highest board numbers.
    pub boards: Option<(u32, u32)>,
    /// The diagnostics, in file order (the first `cap` of them when capped).
    pub diagnostics: Vec<Diagnostic>,
    errors: usize,
    warnings: usize,
    cap: Option<usize>,
}

impl Summary {
    /// A summary that keeps at most `cap` diagnostics (it still counts them all).
    #[must_use]
    pub fn capped(cap: usize) -> Self {
        Self {
            cap: Some(cap),
            ..Self::default()
        }
    }

    /// The summary of a file read whole.
    #[must_use]
    pub fn of(file: &crate::model::PbnFile) -> Self {
        let mut s = Self::default();
        for g in &file.games {
            s.count(g.board_number());
        }
        for d in &file.diagnostics {
            s.diagnostic(d.clone());
        }
        s
    }

    /// One more game, with its board number.
    fn count(&mut self, board: Option<u32>) {
        self.games += 1;
        if let Some(n) = board {
            self.boards = Some(
                self.boards
                    .map_or((n, n), |(lo, hi)| (lo.min(n), hi.max(n))),
            );
        }
    }

    /// How many diagnostics are errors.
    #[must_use]
    pub const fn errors(&self) -> usize {
        self.errors
    }

    /// How many diagnostics are warnings.
    #[must_use]
    pub const fn warnings(&self) -> usize {
        self.warnings
    }

    /// Whether the cap is reached: the next diagnostics are counted, not kept.
    #[must_use]
    pub fn full(&self) -> bool {
        self.cap.is_some_and(|cap| self.diagnostics.len() >= cap)
    }

    /// Whether every diagnostic was kept (the cap was not reached).
    #[must_use]
    pub fn complete(&self) -> bool {
        self.diagnostics.len() == self.errors + self.warnings
    }
}

impl Visitor for Summary {
    /// Only the board number.
    type Kept = Option<u32>;

    fn keep(game: Game) -> Option<u32> {
        game.board_number()
    }

    fn min_part(&self) -> usize {
        PART
    }

    fn game(&mut self, board: Option<u32>) {
        self.count(board);
    }

    fn diagnostic(&mut self, diagnostic: Diagnostic) {
        if diagnostic.is_error() {
            self.errors += 1;
        } else {
            self.warnings += 1;
        }
        if !self.full() {
            self.diagnostics.push(diagnostic);
        }
    }
}

/// Streams a file of any supported format to a visitor.
///
/// # Errors
/// When the file cannot be read.
pub fn stream<V: Visitor>(path: &Path, options: &Options, visitor: &mut V) -> std::io::Result<()> {
    let Some(file) = super::open_regular(path)? else {
        visitor.diagnostic(super::not_regular());
        return Ok(());
    };
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() > options.limits.max_file {
        visitor.diagnostic(bounded::file_too_large(&options.limits, 1, 1));
        return Ok(());
    }
    let ext = super::extension(path);
    let size = meta.is_file().then_some(meta.len());
    // A regular file can be read twice: first to know whether it is UTF-8, so that its
    // parts are decoded as the whole-file reader decodes it.
    let not_utf8 = match super::open_regular(path)? {
        Some(again) if meta.is_file() => first_not_utf8(again)?,
        _ => None,
    };
    stream_inner(file, ext.as_deref(), size, options, visitor, not_utf8)
}

/// The first byte of a stream that is not UTF-8, placed as the whole-file decoder places
/// it; memory for one chunk.
fn first_not_utf8<R: Read>(mut reader: R) -> std::io::Result<Option<NotUtf8>> {
    let mut chunk = Vec::new();
    let mut offset: u64 = 0;
    let mut place = crate::model::text::Place::default();
    let mut start = true;
    loop {
        let more = bounded::fill(&mut reader, &mut chunk, bounded::HEAD)?;
        let mut bytes = chunk.as_slice();
        if start {
            start = false;
            if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
                offset += 3;
                bytes = rest;
            }
        }
        let (valid, bad) = match std::str::from_utf8(bytes) {
            Ok(_) => (bytes.len(), false),
            // Cut inside a character: keep its start for the next chunk.
            Err(e) if e.error_len().is_none() && more => (e.valid_up_to(), false),
            Err(e) => (e.valid_up_to(), true),
        };
        // Lines end as the lexer ends them: CRLF, LF or a lone CR.
        place.feed(&bytes[..valid]);
        offset += valid as u64;
        if bad {
            return Ok(Some(NotUtf8 {
                offset,
                line: place.line,
                column: place.column,
                byte: bytes.get(valid).copied().unwrap_or(0),
            }));
        }
        let kept = bytes[valid..].to_vec();
        chunk = kept;
        if !more {
            return Ok(None);
        }
    }
}

/// Streams any reader to a visitor; `ext` and `size` help tell the format.
///
/// # Errors
/// When reading fails.
pub fn stream_from<R: Read, V: Visitor>(
    reader: R,
    ext: Option<&str>,
    size: Option<u64>,
    options: &Options,
    visitor: &mut V,
) -> std::io::Result<()> {
    stream_inner(reader, ext, size, options, visitor, None)
}

/// [`stream_from`], knowing (for a file read twice) where the file stops being UTF-8.
fn stream_inner<R: Read, V: Visitor>(
    mut reader: R,
    ext: Option<&str>,
    size: Option<u64>,
    options: &Options,
    visitor: &mut V,
    not_utf8: Option<NotUtf8>,
) -> std::io::Result<()> {
    let mut head = Vec::new();
    let more = bounded::fill(&mut reader, &mut head, bounded::HEAD)?;
    let size = if more { size } else { Some(head.len() as u64) };
    let sniffed = match options.format {
        Some(format) => Sniffed {
            format,
            disagreement: None,
        },
        None => sniff(&head, ext, size),
    };
    let whole = std::io::Cursor::new(head).chain(reader);
    if sniffed.format != Format::Pbn {
        let file = super::read_sized(
            whole,
            Some(sniffed.format.name()),
            size,
            &Options {
                format: Some(sniffed.format),
                ..options.clone()
            },
        )?;
        if let Some(d) = super::disagreement(&sniffed) {
            visitor.diagnostic(d);
        }
        for d in file.diagnostics {
            visitor.diagnostic(d);
        }
        file.games
            .into_iter()
            .for_each(|g| visitor.game(V::keep(g)));
        return Ok(());
    }
    if let Some(d) = super::disagreement(&sniffed) {
        visitor.diagnostic(d);
    }
    let pbn = not_utf8.map_or_else(PbnStream::new, PbnStream::not_utf8);
    stream_pbn(
        BufReader::with_capacity(bounded::HEAD, whole),
        pbn,
        options,
        visitor,
    )
}
