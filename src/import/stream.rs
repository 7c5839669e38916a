//! Reading a file as a stream, in the style of `pgn-reader`: each game goes to a
//! [`Visitor`] as soon as it is read and is then dropped, so the memory does not grow with
//! the file. PBN files are read part by part (one game at a time); the other formats are
//! small and read whole (within the limits), then visited. The games and diagnostics are
//! those of [`super::read_from`], in the same order; a limit passed midway ends the stream
//! with its located error after the games already visited. A file that is not UTF-8 is read
//! as Windows-1252 throughout, as the whole-file reader does, when it can be read twice (a
//! regular file); from a pipe, the parts before the first bad byte are read as UTF-8.

use super::Options;
use super::bounded::{self, TextGuard};
use super::format::{Format, Sniffed, sniff};
use crate::model::{Diagnostic, Game};
use crate::pbn::{Boundary, NotUtf8, PbnStream};
use std::io::{BufRead, BufReader, Read};
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
    /// several games (see [`PART`]), which read faster.
    fn min_part(&self) -> usize {
        0
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
    fn min_part(&self) -> usize {
        PART
    }

    /// Only the board number.
    type Kept = Option<u32>;

    fn keep(game: Game) -> Option<u32> {
        game.board_number()
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
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() > options.limits.max_file {
        visitor.diagnostic(bounded::file_too_large(&options.limits, 1, 1));
        return Ok(());
    }
    let ext = super::extension(path);
    let size = meta.is_file().then_some(meta.len());
    // A regular file can be read twice: first to know whether it is UTF-8, so that its
    // parts are decoded as the whole-file reader decodes it.
    let not_utf8 = if meta.is_file() {
        first_not_utf8(std::fs::File::open(path)?)?
    } else {
        None
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

/// A part as read: its diagnostics, and what the visitor keeps of its games.
type Part<K> = (Vec<Diagnostic>, Vec<K>);

/// Hands a part's diagnostics, then what is kept of its games, to the visitor.
fn visit<V: Visitor>((diagnostics, games): Part<V::Kept>, visitor: &mut V) {
    diagnostics.into_iter().for_each(|d| visitor.diagnostic(d));
    games.into_iter().for_each(|g| visitor.game(g));
}

/// How many bytes of parts are read together: the memory holds the games of two batches
/// (small enough to stay in the processor's cache: 32 to 64 KiB read fastest, 256 KiB a
/// fifth slower).
const BATCH: usize = 64 << 10;

/// Reads PBN part by part: one physical line at a time (within the limits), a part ending
/// where a game may end. Before each part, the visitor is told where it starts and the
/// reader's state there ([`Visitor::part`]); it may stop the reading.
///
/// Parts are read a batch at a time, in a pipeline of two threads: this one reads a batch's
/// parts and prepares them ([`PbnStream::prepare`]: the steps that depend on the parts
/// before); what is left ([`crate::pbn::Prepared::finish`]) is shared: the other thread
/// finishes the batch's first parts while this one finishes the last ones, then prepares
/// the next batch. This one then hands the finished games to the visitor, in file order.
fn stream_pbn<R: BufRead, V: Visitor>(
    reader: R,
    mut pbn: PbnStream,
    options: &Options,
    visitor: &mut V,
) -> std::io::Result<()> {
    let mut parts = Parts::new(reader, 0, options.limits);
    parts.min_part = visitor.min_part();
    std::thread::scope(|scope| {
        let (to_worker, work) = std::sync::mpsc::channel::<crate::pbn::Prepared>();
        let (to_reader, finished) = std::sync::mpsc::channel();
        scope.spawn(move || {
            for prepared in work {
                if to_reader.send(prepared.finish_with(V::keep)).is_err() {
                    return;
                }
            }
        });
        let mut share = Share::default();
        // The parts this thread finished, of the batches handed over and not yet visited:
        // at most two, the memory stays flat.
        let mut own: std::collections::VecDeque<Vec<Part<V::Kept>>> =
            std::collections::VecDeque::with_capacity(2);
        let mut batch: Vec<u8> = Vec::with_capacity(BATCH + (BATCH >> 2));
        let mut ends: Vec<usize> = Vec::new();
        let refused = loop {
            let (done, refused) = match parts.fill(&mut batch, &mut ends, BATCH)? {
                Filled::Full => (false, None),
                Filled::Last => (true, None),
                Filled::Refused(d) => (true, Some(d)),
            };
            let slices: Vec<&[u8]> = ends
                .iter()
                .scan(0, |from, &end| {
                    let part = &batch[*from..end];
                    *from = end;
                    Some(part)
                })
                .collect();
            let mut prepared = pbn.prepare(&slices, |offset, stream| visitor.part(offset, stream));
            let stopped = prepared.stopped();
            batch.clear();
            ends.clear();
            let mine = prepared.split_off(share.cut(prepared.len()));
            let _ = to_worker.send(prepared);
            own.push_back(mine.finish_with(V::keep));
            while own.len() > 1 {
                let files = match finished.try_recv() {
                    Ok(files) => {
                        share.worker_ahead();
                        files
                    }
                    Err(_) => {
                        share.worker_behind();
                        let Ok(files) = finished.recv() else { break };
                        files
                    }
                };
                visit_batch(files, own.pop_front(), visitor);
            }
            if done || stopped {
                break refused;
            }
        };
        drop(to_worker);
        for files in finished.iter() {
            visit_batch(files, own.pop_front(), visitor);
        }
        if let Some(d) = refused {
            visitor.diagnostic(d);
        }
        Ok(())
    })
}

/// Hands a batch's parts to the visitor: those the other thread finished, then this one's.
fn visit_batch<V: Visitor>(
    theirs: Vec<Part<V::Kept>>,
    mine: Option<Vec<Part<V::Kept>>>,
    visitor: &mut V,
) {
    theirs
        .into_iter()
        .chain(mine.into_iter().flatten())
        .for_each(|f| visit(f, visitor));
}

/// The share of a batch's parts that the other thread finishes, in 64ths, moved a step at a
/// batch so that neither thread waits for the other: up when its parts were finished before
/// this thread came for them, down when this thread had to wait.
#[derive(Debug)]
struct Share(usize);

impl Default for Share {
    fn default() -> Self {
        Self(Self::WHOLE / 2)
    }
}

impl Share {
    const WHOLE: usize = 64;

    /// Where a batch of `len` parts is cut: the parts before go to the other thread.
    const fn cut(&self, len: usize) -> usize {
        (len * self.0).div_ceil(Self::WHOLE)
    }

    fn worker_ahead(&mut self) {
        self.0 = (self.0 + 1).min(Self::WHOLE);
    }

    fn worker_behind(&mut self) {
        self.0 = self.0.saturating_sub(1);
    }
}

/// The parts of a PBN stream, read within the limits.
pub(crate) struct Parts<R> {
    reader: R,
    limits: super::Limits,
    guard: TextGuard,
    boundary: Boundary,
    /// The part [`Self::next`] gives, and its end.
    part: Vec<u8>,
    ends: Vec<usize>,
    /// Bytes read from the start of the file.
    total: u64,
    /// The fewest bytes a part holds (0: a part a game), when the lines between its ends
    /// need not be looked at one by one ([`cut_after`]).
    pub(crate) min_part: usize,
}

/// What [`Parts::next`] found.
pub(crate) enum Next<'a> {
    /// A part; `last` at the end of the file.
    Part { bytes: &'a [u8], last: bool },
    /// A limit was passed: the reading stops here.
    Refused,
}

/// How [`Parts::fill`] stopped.
pub(crate) enum Filled {
    /// At the end of a part, the batch being full.
    Full,
    /// At the end of the file, the last part given (maybe empty).
    Last,
    /// A limit was passed: the reading stops here (the bytes after the last part's end
    /// are left out).
    Refused(Diagnostic),
}

impl<R: BufRead> Parts<R> {
    /// Parts of `reader`, whose first byte is at `offset` in the file.
    pub(crate) fn new(reader: R, offset: u64, limits: super::Limits) -> Self {
        Self {
            reader,
            limits,
            guard: TextGuard::new(limits.max_line),
            boundary: Boundary::default(),
            part: Vec::new(),
            ends: Vec::new(),
            total: offset,
            min_part: 0,
        }
    }

    /// The next part (after the end of the file, empty parts marked last).
    pub(crate) fn next(&mut self) -> std::io::Result<Next<'_>> {
        let (mut part, mut ends) = (
            std::mem::take(&mut self.part),
            std::mem::take(&mut self.ends),
        );
        part.clear();
        ends.clear();
        let filled = self.fill(&mut part, &mut ends, 1);
        self.part = part;
        self.ends = ends;
        Ok(match filled? {
            Filled::Full => Next::Part {
                bytes: &self.part,
                last: false,
            },
            Filled::Last => Next::Part {
                bytes: &self.part,
                last: true,
            },
            Filled::Refused(_) => Next::Refused,
        })
    }

    /// Reads whole parts onto `batch`, each part's end (in `batch`) onto `ends`, until the
    /// batch holds `size` bytes or more (or the file ends, or a limit is passed).
    ///
    /// A buffer of the reader at a time: one search over the whole buffer tells whether it
    /// holds a NUL, a CR or a brace; when it does not (the common case), each line is
    /// checked by its length and its first bytes only, and the buffer's bytes are copied
    /// onto the batch in one go.
    pub(crate) fn fill(
        &mut self,
        batch: &mut Vec<u8>,
        ends: &mut Vec<usize>,
        size: usize,
    ) -> std::io::Result<Filled> {
        // Where, in `batch`, the line being read starts (it may have begun in an earlier
        // buffer).
        let mut line_start = batch.len();
        loop {
            let buf = self.reader.fill_buf()?;
            if buf.is_empty() {
                ends.push(batch.len());
                return Ok(Filled::Last);
            }
            let plain = self.guard.settled()
                && self.total + buf.len() as u64 <= self.limits.max_file
                && memchr::memchr2(0, b'\r', buf).is_none();
            let braces = !plain || memchr::memchr(b'{', buf).is_some();
            // Parts of several games are cut where a line of content is followed by an
            // empty line, without looking at the lines between.
            let mut skipping = self.min_part > 0 && !braces && !self.boundary.in_brace();
            // Bytes of `buf` before `copied` are on the batch; before `pos`, read.
            let (mut copied, mut pos) = (0, 0);
            let mut full = false;
            while pos < buf.len() {
                if skipping && line_start == batch.len() + (pos - copied) {
                    let region = &buf[pos..];
                    match cut_after(region, self.min_part) {
                        Some(len)
                            if self.guard.feed_plain_lines(
                                len,
                                memchr::memchr_iter(b'\n', &region[..len]).count(),
                            ) =>
                        {
                            self.total += len as u64;
                            pos += len;
                            self.boundary.cut();
                            line_start = batch.len() + (pos - copied);
                            ends.push(line_start);
                            if line_start >= size {
                                full = true;
                                break;
                            }
                            continue;
                        }
                        // The rest of the buffer, a line at a time.
                        _ => skipping = false,
                    }
                }
                let (end, complete) = match memchr::memchr(b'\n', &buf[pos..]) {
                    Some(i) => (pos + i + 1, true),
                    None => (buf.len(), false),
                };
                let piece = &buf[pos..end];
                self.total += piece.len() as u64;
                let refusal = if plain {
                    self.guard.feed_plain(piece)
                } else {
                    let limits = self.limits;
                    self.guard.feed(piece).or_else(|| {
                        (self.total > limits.max_file).then(|| {
                            bounded::file_too_large(&limits, self.guard.line(), self.guard.column())
                        })
                    })
                };
                if let Some(d) = refusal {
                    return Ok(Filled::Refused(d));
                }
                pos = end;
                if !complete {
                    break;
                }
                let part_ends = if line_start < batch.len() {
                    // The line began in the buffer before.
                    batch.extend_from_slice(&buf[copied..pos]);
                    copied = pos;
                    self.boundary.line(&batch[line_start..])
                } else if braces || self.boundary.in_brace() {
                    // (A comment may open in a line that began in the buffer before.)
                    self.boundary.line(piece)
                } else {
                    self.boundary.plain_line(piece)
                };
                line_start = batch.len() + (pos - copied);
                if part_ends {
                    ends.push(line_start);
                    if line_start >= size {
                        full = true;
                        break;
                    }
                }
            }
            batch.extend_from_slice(&buf[copied..pos]);
            self.reader.consume(pos);
            if full {
                return Ok(Filled::Full);
            }
        }
    }
}

/// Where plain text (no NUL, CR or brace), starting at a line's start outside a brace
/// comment, may be cut after `min` bytes or more: after the first empty line that follows
/// a line of content (neither blank nor an escape line `%`), which [`Boundary::line`] says
/// ends a part. `None` when no such place is found (the lines are then looked at one by one).
fn cut_after(text: &[u8], min: usize) -> Option<usize> {
    let mut from = min;
    loop {
        // The LF that ends a line followed by an empty line.
        let lf = from + memchr::memmem::find(text.get(from..)?, b"\n\n")?;
        let start = memchr::memrchr(b'\n', &text[..lf]).map_or(0, |i| i + 1);
        let line = &text[start..lf];
        if line.first() != Some(&b'%')
            && !line
                .iter()
                .all(|&b| matches!(b, b' ' | b'\t' | 0x0B | 0x0C))
        {
            return Some(lf + 2);
        }
        from = lf + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parts of a text cut line by line, as [`Boundary`] says (the reference).
    fn reference(text: &[u8]) -> Vec<&[u8]> {
        let mut boundary = Boundary::default();
        let (mut parts, mut start, mut pos) = (Vec::new(), 0, 0);
        for line in text.split_inclusive(|&b| b == b'\n') {
            pos += line.len();
            if boundary.line(line) {
                parts.push(&text[start..pos]);
                start = pos;
            }
        }
        parts.push(&text[start..]);
        parts
    }

    #[test]
    fn parts_of_several_games_are_cut_only_where_a_game_may_end() {
        // Brace-free text, where lines are skipped: escape and blank lines before empty
        // ones do not end a part; a line of content does.
        let mut text = Vec::new();
        for i in 0..40 {
            text.extend_from_slice(format!("[Board \"{i}\"]\nSA H2\n").as_bytes());
            text.extend_from_slice(match i % 4 {
                0 => b"\n".as_slice(),
                1 => b"\n% esc\n\n".as_slice(),
                2 => b"  \n\n\n".as_slice(),
                _ => b"\t\n".as_slice(),
            });
        }
        text.extend_from_slice(b"[Board \"x\"]\n");
        let mut want = Vec::new();
        let mut at = 0;
        for part in reference(&text) {
            at += part.len();
            want.push(at);
        }
        for (capacity, min) in [(64, 30), (100, 1), (4096, 50), (4096, 300)] {
            let reader = std::io::BufReader::with_capacity(capacity, &text[..]);
            let mut parts = Parts::new(reader, 0, crate::import::Limits::default());
            parts.min_part = min;
            let (mut batch, mut ends) = (Vec::new(), Vec::new());
            while let Filled::Full = parts.fill(&mut batch, &mut ends, 200).unwrap() {}
            assert_eq!(batch, text, "capacity {capacity}");
            assert!(
                ends.iter().all(|end| want.contains(end)),
                "{ends:?} {want:?}"
            );
            assert!(ends.len() < want.len(), "{capacity} {min}: {ends:?}");
            assert_eq!(ends.last(), want.last());
            // Lines are still counted: a line too long is refused at its place.
            assert_eq!(
                parts.guard.line(),
                1 + text.iter().filter(|&&b| b == b'\n').count()
            );
        }
    }

    #[test]
    fn parts_are_cut_where_the_boundary_says_whatever_the_buffers() {
        let text = b"% x\n[A \"1\"]\nSA H2\n\n[B \"2\"] {open\n\n}\n\r\n[C \"3\"]\r\n\r\n\
[D \"4\"]\rS2\r\r  \n[E \"5\"]\n{x}\n\n\n[F \"6\"]";
        let want = reference(text);
        assert!(want.len() > 4, "{want:?}");
        for capacity in [1, 2, 3, 5, 8, 13, 64, 1024] {
            let reader = std::io::BufReader::with_capacity(capacity, &text[..]);
            let mut parts = Parts::new(reader, 0, crate::import::Limits::default());
            let mut got = Vec::new();
            loop {
                match parts.next().unwrap() {
                    Next::Part { bytes, last } => {
                        got.push(bytes.to_vec());
                        if last {
                            break;
                        }
                    }
                    Next::Refused => panic!("refused"),
                }
            }
            assert_eq!(got, want, "capacity {capacity}");
            // A batch at a time: the same parts, end to end.
            let reader = std::io::BufReader::with_capacity(capacity, &text[..]);
            let mut parts = Parts::new(reader, 0, crate::import::Limits::default());
            let (mut batch, mut ends) = (Vec::new(), Vec::new());
            while let Filled::Full = parts.fill(&mut batch, &mut ends, 20).unwrap() {}
            assert_eq!(batch, text, "capacity {capacity}");
            assert_eq!(ends.len(), want.len(), "capacity {capacity}");
        }
    }

    #[test]
    fn a_long_line_is_refused_at_its_place_whatever_the_buffers() {
        let text = b"[A \"1\"]\n\n[B \"2\"]\nSA H2 D3 C4 S5\n";
        for capacity in [1, 4, 7, 64] {
            let reader = std::io::BufReader::with_capacity(capacity, &text[..]);
            let limits = crate::import::Limits {
                max_line: 10,
                ..Default::default()
            };
            let mut parts = Parts::new(reader, 0, limits);
            let (mut batch, mut ends) = (Vec::new(), Vec::new());
            let refusal = loop {
                match parts.fill(&mut batch, &mut ends, 1).unwrap() {
                    Filled::Full => {}
                    Filled::Last => panic!("not refused"),
                    Filled::Refused(d) => break d,
                }
            };
            assert_eq!(
                (refusal.line, refusal.column),
                (4, 11),
                "capacity {capacity}"
            );
            assert_eq!(ends, [9], "the first part is whole");
        }
    }
}
