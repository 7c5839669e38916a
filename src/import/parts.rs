//! A PBN stream cut into parts, where a game may end, within the limits.

use super::bounded::{self, TextGuard};
use crate::model::Diagnostic;
use crate::pbn::Boundary;
use std::io::BufRead;

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
    /// A limit was passed: the reading stops here. The batch holds the lines before the
    /// refused one, so that every end given lies within it; the bytes after the last end
    /// belong to no part and are left out.
    Refused(Diagnostic),
}

impl Filled {
    /// Whether the reading ends with this batch, and the refusal that ends it, if any.
    pub(crate) fn last(self) -> (bool, Option<Diagnostic>) {
        match self {
            Self::Full => (false, None),
            Self::Last => (true, None),
            Self::Refused(d) => (true, Some(d)),
        }
    }
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

    /// Where the next part starts: its offset in the file and its line (lines counted as
    /// the lexer counts them).
    pub(crate) const fn place(&self) -> (u64, usize) {
        (self.total, self.guard.line())
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
                    // The lines before this one are on the batch (a part's end may have
                    // been given past what was copied).
                    batch.extend_from_slice(&buf[copied..pos]);
                    self.reader.consume(pos);
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
        if Boundary::is_content(&text[start..lf]) {
            return Some(lf + 2);
        }
        from = lf + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::pbn::parts_of as reference;

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
    fn a_nul_after_a_part_leaves_every_end_inside_the_batch() {
        // Issue 24: a part's end was given past the bytes copied, then the NUL stopped
        // the reading, and cutting the batch at that end panicked.
        let text = b"[A \"1\"]\nSA H2\n\n[B \"2\"]\nSA\0 H2\n\n[C \"3\"]\n";
        for (capacity, min) in [(4096, 0), (4096, 1), (7, 0), (7, 1), (64, 5)] {
            let reader = std::io::BufReader::with_capacity(capacity, &text[..]);
            let mut parts = Parts::new(reader, 0, crate::import::Limits::default());
            parts.min_part = min;
            let (mut batch, mut ends) = (Vec::new(), Vec::new());
            let refusal = loop {
                match parts.fill(&mut batch, &mut ends, 1 << 16).unwrap() {
                    Filled::Full => {}
                    Filled::Last => panic!("not refused"),
                    Filled::Refused(d) => break d,
                }
            };
            assert_eq!((refusal.line, refusal.column), (5, 3), "{capacity} {min}");
            assert!(
                ends.iter().all(|&e| e <= batch.len()),
                "{capacity} {min}: {ends:?} past {}",
                batch.len()
            );
            assert_eq!(ends.first(), Some(&15), "{capacity} {min}");
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
