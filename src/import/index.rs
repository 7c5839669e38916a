//! A board index of a session file: what a board list shows (board number, event, section,
//! room, contract, declarer, result) for every game, and the file's diagnostics, built with
//! the streaming reader ([`super::stream`]) so that the memory holds the index, not the
//! games. A game is read whole again only when it is asked for ([`BoardIndex::game`]):
//! from a checkpoint (the PBN reader's state at a part's start, kept every
//! [`CHECKPOINT_EVERY`] games) the file is read on to that game, so that the game, its
//! line numbers and its diagnostics are those of the whole-file reader. The other formats
//! are small and read whole (within the limits): their games are kept.
//!
//! The reading reports its progress (bytes read of the file's size) and can be cancelled
//! from another thread through a shared [`Progress`].

use super::parts::{Next, Parts};
use super::stream::Visitor;
use super::{Options, bounded};
use crate::model::{ContractTag, Diagnostic, Game};
use crate::pbn::PbnStream;
use contract_bridge::{AbsoluteVulnerability, Seat};
use std::collections::HashMap;
use std::io::{BufReader, Seek, SeekFrom};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// How many games at most lie between two checkpoints (what reading one game costs).
pub const CHECKPOINT_EVERY: usize = 32;

/// How many diagnostics an index keeps (it counts them all).
pub const KEPT_DIAGNOSTICS: usize = 10_000;

/// The progress of an index being built, shared with the thread that shows it.
#[derive(Debug, Default)]
pub struct Progress {
    read: AtomicU64,
    size: AtomicU64,
    cancel: AtomicBool,
}

impl Progress {
    /// A new progress, shared.
    #[must_use]
    pub fn shared() -> Arc<Self> {
        Arc::new(Self::default())
    }

    /// Bytes read so far.
    #[must_use]
    pub fn read(&self) -> u64 {
        self.read.load(Ordering::Relaxed)
    }

    /// Sets the file's size (the reading sets it too, when it starts).
    pub fn set_size(&self, size: u64) {
        self.size.store(size, Ordering::Relaxed);
    }

    /// The file's size, once known (0 before, or for a pipe).
    #[must_use]
    pub fn size(&self) -> u64 {
        self.size.load(Ordering::Relaxed)
    }

    /// The part read, from 0 to 1, when the size is known.
    #[must_use]
    #[allow(clippy::cast_precision_loss)]
    pub fn fraction(&self) -> Option<f32> {
        let size = self.size();
        (size > 0).then(|| (self.read().min(size) as f64 / size as f64) as f32)
    }

    /// Asks the reading to stop.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether the reading was asked to stop.
    #[must_use]
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// One game of the index.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexEntry {
    /// 1-based position of the game in the file (as [`Game::ordinal`]).
    pub ordinal: usize,
    /// The board number as written (empty when none).
    pub number: String,
    /// The Event tag.
    pub event: Arc<str>,
    /// The Section tag.
    pub section: Arc<str>,
    /// The Room tag (`Open`, `Closed`).
    pub room: Arc<str>,
    /// The contract.
    pub contract: Option<ContractTag>,
    /// Declarer.
    pub declarer: Option<Seat>,
    /// Declarer's tricks.
    pub result: Option<u8>,
    /// The dealer.
    pub dealer: Option<Seat>,
    /// The vulnerability.
    pub vulnerability: Option<AbsoluteVulnerability>,
    /// Whether the game has all 52 cards.
    pub full_deal: bool,
    /// Whether the reader found an error in the game.
    pub error: bool,
    /// The line the game starts on.
    pub line: usize,
    checkpoint: u32,
}

impl IndexEntry {
    /// A hand record's board: the whole deal, its dealer and vulnerability, no contract,
    /// no error (the director enters the contract).
    #[must_use]
    pub const fn is_hand_record(&self) -> bool {
        self.full_deal
            && self.contract.is_none()
            && !self.error
            && self.dealer.is_some()
            && self.vulnerability.is_some()
    }
}

/// The reader's state at a part's start.
#[derive(Clone)]
struct Checkpoint {
    offset: u64,
    /// How many games were read before it.
    games: usize,
    stream: PbnStream,
}

/// The board index of a file.
#[derive(Default, Clone)]
pub struct BoardIndex {
    /// The games, in file order.
    pub entries: Vec<IndexEntry>,
    /// The file's diagnostics, in file order (the first [`KEPT_DIAGNOSTICS`]).
    pub diagnostics: Vec<Diagnostic>,
    /// How many diagnostics the file has in all.
    pub diagnostic_count: usize,
    checkpoints: Vec<Checkpoint>,
    /// The games of a file read whole (not PBN).
    held: Vec<Game>,
    options: Options,
    /// How many checkpoints lie before the last game indexed.
    passed: usize,
    /// Errors found in games not yet indexed (their ordinals).
    pending_errors: Vec<usize>,
    interned: HashMap<String, Arc<str>>,
    progress: Option<Arc<Progress>>,
    /// The file's size and time of change when it was indexed: a game is not read again
    /// from a file that changed since.
    stamp: Option<(u64, Option<std::time::SystemTime>)>,
}

/// A file's size and time of change.
fn stamp(path: &Path) -> Option<(u64, Option<std::time::SystemTime>)> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.len(), meta.modified().ok()))
}

impl std::fmt::Debug for BoardIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoardIndex")
            .field("entries", &self.entries.len())
            .field("diagnostics", &self.diagnostic_count)
            .field("checkpoints", &self.checkpoints.len())
            .finish_non_exhaustive()
    }
}

/// Why there is no index.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    /// The file could not be read.
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// The reading was cancelled.
    #[error("cancelled")]
    Cancelled,
}

/// Builds the board index of a file of any supported format, reporting to `progress`.
///
/// # Errors
/// When the file cannot be read, or the reading was cancelled.
pub fn index(
    path: &Path,
    options: &Options,
    progress: Option<Arc<Progress>>,
) -> Result<BoardIndex, IndexError> {
    if let Some(p) = &progress {
        let size = std::fs::metadata(path)?.len();
        p.size.store(size, Ordering::Relaxed);
    }
    let mut index = BoardIndex {
        options: options.clone(),
        progress,
        stamp: stamp(path),
        ..BoardIndex::default()
    };
    super::stream(path, options, &mut index)?;
    if index.progress.as_ref().is_some_and(|p| p.cancelled()) {
        return Err(IndexError::Cancelled);
    }
    if let Some(p) = index.progress.take() {
        p.read.store(p.size(), Ordering::Relaxed);
    }
    index.interned = HashMap::new();
    index.pending_errors = Vec::new();
    Ok(index)
}

impl BoardIndex {
    /// How many games.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there is no game.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entry of the game with this ordinal.
    #[must_use]
    pub fn by_ordinal(&self, ordinal: usize) -> Option<usize> {
        self.entries
            .binary_search_by_key(&ordinal, |e| e.ordinal)
            .ok()
    }

    /// Reads game `i` of the index again, whole, from `path` (the file indexed), with its
    /// diagnostics; `None` when there is no such game, or the file changed since it was
    /// indexed (its size or its time of change).
    ///
    /// # Errors
    /// When the file cannot be read.
    pub fn game(&self, path: &Path, i: usize) -> std::io::Result<Option<(Game, Vec<Diagnostic>)>> {
        let Some(entry) = self.entries.get(i) else {
            return Ok(None);
        };
        let of_game = |diagnostics: Vec<Diagnostic>| {
            diagnostics
                .into_iter()
                .filter(|d| d.game == Some(entry.ordinal))
                .collect::<Vec<_>>()
        };
        if self.stamp.is_some() && stamp(path) != self.stamp {
            return Ok(None);
        }
        if !self.held.is_empty() {
            let diagnostics = of_game(self.diagnostics.clone());
            return Ok(self.held.get(i).cloned().map(|g| (g, diagnostics)));
        }
        let Some(cp) = self.checkpoints.get(entry.checkpoint as usize) else {
            return Ok(None);
        };
        let Some(mut file) = super::open_regular(path)? else {
            return Ok(None);
        };
        file.seek(SeekFrom::Start(cp.offset))?;
        let reader = BufReader::with_capacity(bounded::HEAD, file);
        let mut parts = Parts::new(reader, cp.offset, self.options.limits);
        let mut stream = cp.stream.clone();
        loop {
            let (bytes, last) = match parts.next()? {
                Next::Part { bytes, last } => (bytes, last),
                Next::Refused => return Ok(None),
            };
            let read = stream.part(bytes);
            if let Some(game) = read.games.iter().find(|g| g.ordinal() == entry.ordinal) {
                return Ok(Some((game.clone(), of_game(read.diagnostics))));
            }
            if last || read.games.iter().any(|g| g.ordinal() > entry.ordinal) {
                return Ok(None);
            }
        }
    }

    /// The last checkpoint before game `ordinal` (the reader may be told of several parts
    /// before it hands their games over).
    fn checkpoint_of(&mut self, ordinal: usize) -> u32 {
        while self
            .checkpoints
            .get(self.passed)
            .is_some_and(|c| c.games < ordinal)
        {
            self.passed += 1;
        }
        u32::try_from(self.passed.saturating_sub(1)).unwrap_or(0)
    }

    fn intern(&mut self, value: Option<&str>) -> Arc<str> {
        let value = value.unwrap_or("").trim();
        if let Some(v) = self.interned.get(value) {
            return v.clone();
        }
        let v: Arc<str> = Arc::from(value);
        // A file of a few events and rooms: keep the map small whatever the file holds.
        if self.interned.len() < 4096 {
            self.interned.insert(value.to_owned(), v.clone());
        }
        v
    }
}

impl Visitor for BoardIndex {
    type Kept = Game;

    fn keep(game: Game) -> Game {
        game
    }

    fn game(&mut self, game: Game) {
        let ordinal = game.ordinal();
        let error = self.pending_errors.contains(&ordinal);
        self.pending_errors.retain(|&g| g > ordinal);
        let entry = IndexEntry {
            ordinal,
            number: game.board().unwrap_or("").to_owned(),
            event: self.intern(game.tag("Event")),
            section: self.intern(game.tag("Section")),
            room: self.intern(game.tag("Room")),
            contract: game.contract(),
            declarer: game.declarer(),
            result: game.result(),
            dealer: game
                .dealer()
                .or_else(|| game.board_number().and_then(crate::model::dealer_of_board)),
            vulnerability: game.vulnerability().or_else(|| {
                game.board_number()
                    .and_then(crate::model::vulnerability_of_board)
            }),
            full_deal: game.full_deal().is_some(),
            error,
            line: *game.lines().start(),
            checkpoint: self.checkpoint_of(ordinal),
        };
        self.entries.push(entry);
        if self.checkpoints.is_empty() {
            // Not PBN: the file was read whole; its games are kept.
            self.held.push(game);
        }
    }

    fn diagnostic(&mut self, diagnostic: Diagnostic) {
        self.diagnostic_count += 1;
        if diagnostic.is_error()
            && let Some(g) = diagnostic.game
        {
            match self.by_ordinal(g) {
                Some(i) => self.entries[i].error = true,
                None => self.pending_errors.push(g),
            }
        }
        if self.diagnostics.len() < KEPT_DIAGNOSTICS {
            self.diagnostics.push(diagnostic);
        }
    }

    fn part(&mut self, offset: u64, stream: &PbnStream) -> bool {
        let games = stream.games();
        if self
            .checkpoints
            .last()
            .is_none_or(|c| games >= c.games + CHECKPOINT_EVERY)
        {
            self.checkpoints.push(Checkpoint {
                offset,
                games,
                stream: stream.clone(),
            });
        }
        match &self.progress {
            Some(p) => {
                p.read.store(offset, Ordering::Relaxed);
                !p.cancelled()
            }
            None => true,
        }
    }
}
