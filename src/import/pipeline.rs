//! The threads that read a PBN stream, a batch of parts at a time. With a part a game (a
//! board index, which keeps the reader's state at each game), one thread reads and
//! prepares a batch while the other finishes the batch before ([`stream_pbn`]); with parts
//! of several games (`check`), two threads take the batches in turn and each reads its
//! batch through ([`stream_pbn_in_turn`]).

use super::Options;
use super::parts::Parts;
use super::stream::Visitor;
use crate::model::Diagnostic;
use crate::pbn::PbnStream;
use std::io::BufRead;

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
pub(super) fn stream_pbn<R: BufRead, V: Visitor>(
    reader: R,
    mut pbn: PbnStream,
    options: &Options,
    visitor: &mut V,
) -> std::io::Result<()> {
    let mut parts = Parts::new(reader, 0, options.limits);
    parts.min_part = visitor.min_part();
    if parts.min_part > 0 {
        return stream_pbn_in_turn(parts, pbn, visitor);
    }
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
            let (done, refused) = parts.fill(&mut batch, &mut ends, BATCH)?.last();
            let mut prepared = pbn.prepare(&slices(&batch, &ends), |offset, stream| {
                visitor.part(offset, stream)
            });
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

/// A batch of parts: its bytes, each part's end, and where it starts (offset in the file,
/// line).
type Batch = (Vec<u8>, Vec<usize>, (u64, usize));

/// [`stream_pbn`] for a visitor that takes parts of several games and does not look at the
/// reader's state ([`Visitor::min_part`]). This thread reads batches of parts and hands them
/// to two workers in turn; each worker reads its batch's text into raw games at once (from
/// where the batch starts: [`PbnStream::read_ahead`]), takes their first pass once the
/// other has taken the batch before's (the reader's state goes from one to the other),
/// hands the state on, then finishes its batch: a batch's games are read, finished and dropped by one thread, in one
/// processor's cache, and only the reader's state and what the visitor keeps go across.
/// This thread hands what is kept to the visitor, in file order.
fn stream_pbn_in_turn<R: BufRead, V: Visitor>(
    mut parts: Parts<R>,
    pbn: PbnStream,
    visitor: &mut V,
) -> std::io::Result<()> {
    use std::sync::mpsc::channel;
    // The stream at the file's start, from which each worker reads its batches ahead.
    let start = &pbn.clone();
    std::thread::scope(|scope| {
        // The reader's state goes to worker 0 first, then from each worker to the other.
        let (state_to_0, state_of_0) = channel::<PbnStream>();
        let (state_to_1, state_of_1) = channel::<PbnStream>();
        let _ = state_to_0.send(pbn);
        let mut to_workers = Vec::with_capacity(2);
        let mut from_workers = Vec::with_capacity(2);
        for (mine, next) in [(state_of_0, state_to_1), (state_of_1, state_to_0)] {
            let (to_worker, work) = channel::<Batch>();
            let (to_reader, finished) = channel::<Vec<Part<V::Kept>>>();
            to_workers.push(to_worker);
            from_workers.push(finished);
            scope.spawn(move || {
                for (bytes, ends, (offset, line)) in work {
                    // The text is read before the state arrives: only the first pass waits.
                    let parts = slices(&bytes, &ends);
                    let ahead = start.read_ahead(&parts, offset, line);
                    let Ok(mut state) = mine.recv() else { return };
                    let prepared = state.prepare_read(ahead, &parts);
                    let _ = next.send(state);
                    if to_reader.send(prepared.finish_with(V::keep)).is_err() {
                        return;
                    }
                }
            });
        }
        // Batches handed over and not yet visited (batch k went to worker k % 2): at most
        // five, so that each worker has its next batch waiting; the memory stays flat.
        let (mut sent, mut visited) = (0_usize, 0_usize);
        let refused = loop {
            let mut batch: Batch = (
                Vec::with_capacity(BATCH + (BATCH >> 2)),
                Vec::new(),
                parts.place(),
            );
            let (done, refused) = parts.fill(&mut batch.0, &mut batch.1, BATCH)?.last();
            if to_workers[sent % 2].send(batch).is_err() {
                break refused;
            }
            sent += 1;
            while sent - visited > 4 {
                let Ok(files) = from_workers[visited % 2].recv() else {
                    break;
                };
                files.into_iter().for_each(|f| visit(f, visitor));
                visited += 1;
            }
            if done || !visitor.read_on() {
                break refused;
            }
        };
        drop(to_workers);
        while visited < sent {
            let Ok(files) = from_workers[visited % 2].recv() else {
                break;
            };
            files.into_iter().for_each(|f| visit(f, visitor));
            visited += 1;
        }
        if let Some(d) = refused {
            visitor.diagnostic(d);
        }
        Ok(())
    })
}

/// The parts of a batch, each ending where `ends` says.
fn slices<'a>(bytes: &'a [u8], ends: &[usize]) -> Vec<&'a [u8]> {
    ends.iter()
        .scan(0, |from, &end| {
            let part = bytes.get(*from..end).unwrap_or_default();
            *from = end;
            Some(part)
        })
        .collect()
}
