//! Reading PBN a part at a time: [`Boundary`] tells, line by line, where a game may end (a
//! semi-empty line outside brace comments, as the lexer sees it), and [`PbnStream`] reads
//! each part that ends there into games, carrying what a game leaves to the next (`#`,
//! `##`, carry-over, ordinals, line numbers). Cut at those lines, a file gives the same
//! games and diagnostics as [`super::parse`] of the whole file, with memory for one part.

use super::reader;
use crate::i18n::Msg;
use crate::model::text::{TextEncoding, decode_part};
use crate::model::{Diagnostic, Interpreter, PbnFile, RawGame, Resolved, Severity, finish};

/// Follows brace comments, strings and `;` comments line by line, as the lexer does.
#[derive(Debug, Default)]
pub struct Boundary {
    in_brace: bool,
    /// Whether the current part holds anything but blank lines.
    content: bool,
}

fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | 0x0B | 0x0C)
}

impl Boundary {
    /// Takes the next physical line (ending with LF, or the last one); true when the part may
    /// end after it (it ends with a semi-empty line outside a brace comment).
    pub fn line(&mut self, line: &[u8]) -> bool {
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let semi_empty = if line.contains(&b'\r') {
            // A lone CR also ends a line.
            let mut semi_empty = false;
            for logical in line.split(|&b| b == b'\r') {
                semi_empty = self.logical(logical);
            }
            semi_empty
        } else {
            self.logical(line)
        };
        let ends = semi_empty && self.content;
        if ends {
            self.content = false;
        }
        ends
    }

    /// The part was cut after a semi-empty line that ends it, found by the caller (see
    /// [`Self::plain_line`]): the next part starts empty.
    pub(crate) const fn cut(&mut self) {
        self.content = false;
    }

    /// Whether a brace comment is open (a line may then end inside it).
    pub(crate) const fn in_brace(&self) -> bool {
        self.in_brace
    }

    /// [`Self::line`] for a line that holds no CR and no `{` (a search over a whole buffer
    /// says so), outside a brace comment: only its first bytes matter.
    pub(crate) fn plain_line(&mut self, line: &[u8]) -> bool {
        debug_assert!(!self.in_brace && !line.contains(&b'\r') && !line.contains(&b'{'));
        let line = line.strip_suffix(b"\n").unwrap_or(line);
        if line.first() == Some(&b'%') {
            return false;
        }
        if Self::is_content(line) {
            self.content = true;
            return false;
        }
        let ends = self.content;
        self.content = false;
        ends
    }

    /// Whether a line (without its end, outside a brace comment) is content: neither blank
    /// nor an escape line (`%`). A semi-empty line after one ends a part.
    pub(crate) fn is_content(line: &[u8]) -> bool {
        line.first() != Some(&b'%') && !line.iter().all(|&b| is_blank(b))
    }

    /// One logical line; true when it is semi-empty outside a brace comment.
    fn logical(&mut self, line: &[u8]) -> bool {
        let mut i = 0;
        if self.in_brace {
            match line.iter().position(|&b| b == b'}') {
                Some(end) => {
                    self.in_brace = false;
                    i = end + 1;
                }
                None => return false,
            }
        } else {
            if line.first() == Some(&b'%') {
                return false;
            }
            if line.iter().all(|&b| is_blank(b)) {
                return true;
            }
        }
        self.content = true;
        if !line[i..].contains(&b'{') {
            // Only a brace can open a comment that goes on: strings and `;` do not matter.
            return false;
        }
        // From one byte that matters to the next.
        while let Some(at) = line[i..]
            .iter()
            .position(|&b| matches!(b, b';' | b'{' | b'"'))
        {
            i += at + 1;
            match line[i - 1] {
                b';' => break,
                b'{' => match line[i..].iter().position(|&c| c == b'}') {
                    Some(len) => i += len + 1,
                    None => {
                        self.in_brace = true;
                        break;
                    }
                },
                _ => loop {
                    let Some(at) = line[i..].iter().position(|&c| matches!(c, b'"' | b'\\')) else {
                        i = line.len();
                        break;
                    };
                    i += at + 1;
                    if line[i - 1] == b'"' {
                        break;
                    }
                    if matches!(line.get(i), Some(b'"' | b'\\')) {
                        i += 1;
                    }
                },
            }
        }
        false
    }
}

/// The first byte of a file that is not UTF-8, found before the file is streamed, so that
/// every part is decoded as the whole-file reader decodes the file (as Windows-1252).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotUtf8 {
    /// Its offset in the file, from 0 (a byte order mark included).
    pub offset: u64,
    /// Its line, counted as the lexer counts them (CRLF, LF or a lone CR end a line; after
    /// the byte order mark).
    pub line: usize,
    /// Its column: 1 + the bytes since the line's start.
    pub column: usize,
    /// The byte.
    pub byte: u8,
}

/// Where the next part starts, and how the parts before it were decoded.
#[derive(Debug, Default, Clone, Copy)]
struct Cursor {
    /// The file's line at which the next part starts (from 1).
    next_line: usize,
    /// The file's byte at which the next part starts.
    offset: u64,
    started: bool,
    encoding: TextEncoding,
    bom: bool,
}

/// What reading a part needs from the parts before it: its place, and how to decode it.
#[derive(Debug, Clone, Copy)]
struct Start {
    /// The cursor before the part, and after it.
    before: Cursor,
    after: Cursor,
}

/// A PBN file read part by part. A clone is the reader's state at a part's start: reading
/// on from there (the file's bytes from that part on) gives the same games.
///
/// A part is read in three steps: its text to raw games (decoded as the parts before were,
/// its lines counted on from theirs), the first pass over its games (from the games before:
/// cheap), then the rest of its games (depends on nothing else), which
/// [`Prepared::finish`] may take on another thread.
#[derive(Default, Clone)]
pub struct PbnStream {
    interpreter: Interpreter,
    cursor: Cursor,
    not_utf8: Option<NotUtf8>,
}

impl PbnStream {
    /// A stream at the start of a file.
    #[must_use]
    pub fn new() -> Self {
        Self {
            cursor: Cursor {
                next_line: 1,
                ..Cursor::default()
            },
            ..Self::default()
        }
    }

    /// A stream at the start of a file known not to be UTF-8 (see [`NotUtf8`]): every part
    /// is read as Windows-1252, and the warning is given once, at that byte.
    #[must_use]
    pub fn not_utf8(first: NotUtf8) -> Self {
        Self {
            cursor: Cursor {
                next_line: 1,
                encoding: TextEncoding::Windows1252,
                ..Cursor::default()
            },
            not_utf8: Some(first),
            ..Self::default()
        }
    }

    /// How the bytes read so far were decoded.
    #[must_use]
    pub const fn encoding(&self) -> TextEncoding {
        self.cursor.encoding
    }

    /// Whether the file started with a UTF-8 byte order mark.
    #[must_use]
    pub const fn bom(&self) -> bool {
        self.cursor.bom
    }

    /// How many games were read before the next part.
    #[must_use]
    pub const fn games(&self) -> usize {
        self.interpreter.count()
    }

    /// Reads the next part: whole lines, ending where [`Boundary::line`] said a part may end
    /// (or at the end of the file). Gives its games and their diagnostics.
    pub fn part(&mut self, bytes: &[u8]) -> PbnFile {
        self.prepare(&[bytes], |_, _| true)
            .finish()
            .pop()
            .unwrap_or_default()
    }

    /// The first steps of reading the next parts, as [`Self::part`] reads them one after
    /// the other: their text to raw games, and the first pass over their games (the steps
    /// that depend on the parts before). What is left ([`Prepared::finish`]) depends on
    /// nothing else, so that another thread can take it while this one prepares the next
    /// parts. `before` is called before each part's games are read, with the part's offset
    /// and the reader's state there; when it says false, the reading stops there (the parts
    /// before are prepared, [`Prepared::stopped`] says so, and this stream is not to be read
    /// on).
    pub fn prepare(
        &mut self,
        parts: &[&[u8]],
        mut before: impl FnMut(u64, &Self) -> bool,
    ) -> Prepared {
        let mut prepared = Prepared {
            parts: Vec::with_capacity(parts.len()),
            stopped: false,
        };
        for bytes in parts {
            let mut start = begin(self.cursor, bytes);
            if !before(start.before.offset, self) {
                prepared.stopped = true;
                break;
            }
            let (raw, diagnostics) = read_part(bytes, &mut start, self.not_utf8);
            self.cursor = start.after;
            let games = self.first_pass(raw);
            prepared.parts.push((games, diagnostics, start));
        }
        prepared
    }
}

/// Parts read into raw games before the reader's state at their start was known
/// ([`PbnStream::read_ahead`]), from a guess of that state.
#[derive(Debug)]
pub struct ReadAhead {
    /// The state guessed at the first part's start.
    guess: Cursor,
    parts: Vec<(Vec<RawGame>, Vec<Diagnostic>, Start)>,
}

impl PbnStream {
    /// The costly step of [`Self::prepare`], taken before the state of the parts before is
    /// known: the next parts' text to raw games, read as this stream (at the file's start)
    /// would read them from `offset` in the file, on line `line`, had nothing before them
    /// changed how the file decodes. [`Self::prepare_read`] checks that guess.
    #[must_use]
    pub fn read_ahead(&self, parts: &[&[u8]], offset: u64, line: usize) -> ReadAhead {
        let guess = Cursor {
            next_line: line,
            offset,
            started: offset > 0,
            ..self.cursor
        };
        let mut cursor = guess;
        let parts = parts
            .iter()
            .map(|bytes| {
                let mut start = begin(cursor, bytes);
                let (raw, diagnostics) = read_part(bytes, &mut start, self.not_utf8);
                cursor = start.after;
                (raw, diagnostics, start)
            })
            .collect();
        ReadAhead { guess, parts }
    }

    /// [`Self::prepare`] for parts read ahead: when this stream is where they start and
    /// decodes as they were decoded, only their first pass is left; otherwise they are read
    /// again from here (`parts` are their bytes).
    pub fn prepare_read(&mut self, ahead: ReadAhead, parts: &[&[u8]]) -> Prepared {
        let (guess, here) = (ahead.guess, self.cursor);
        let latin = |c: Cursor| c.encoding == TextEncoding::Windows1252;
        if (guess.next_line, guess.offset, guess.started, latin(guess))
            != (here.next_line, here.offset, here.started, latin(here))
        {
            return self.prepare(parts, |_, _| true);
        }
        // What the parts before say of the text (non-ASCII seen, a byte order mark) holds on.
        let carry = |c: &mut Cursor| {
            if here.encoding == TextEncoding::Utf8 && c.encoding == TextEncoding::Ascii {
                c.encoding = TextEncoding::Utf8;
            }
            c.bom |= here.bom;
        };
        let mut prepared = Prepared {
            parts: Vec::with_capacity(ahead.parts.len()),
            stopped: false,
        };
        for (raw, diagnostics, mut start) in ahead.parts {
            carry(&mut start.before);
            carry(&mut start.after);
            self.cursor = start.after;
            let games = self.first_pass(raw);
            prepared.parts.push((games, diagnostics, start));
        }
        prepared
    }

    /// The first pass over a part's raw games, from the games before.
    fn first_pass(&mut self, raw: Vec<RawGame>) -> Vec<Resolved> {
        raw.into_iter()
            .map(|r| self.interpreter.resolve(r))
            .collect()
    }
}

/// A part's place, from the parts before it (`at`): its decoding and its lines are known
/// when it is read ([`read_part`]).
fn begin(at: Cursor, bytes: &[u8]) -> Start {
    let mut after = at;
    after.started = true;
    after.offset += bytes.len() as u64;
    if !at.started && bytes.starts_with(BOM) {
        after.bom = true;
    }
    Start { before: at, after }
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// A part's text to raw games (decoded as the parts before say), with the diagnostics of
/// the decoding, the lexer and the reader, placed in the file; `start.after` gets the
/// decoding and the line after the part. Text that is UTF-8 is read where it lies.
fn read_part(
    bytes: &[u8],
    start: &mut Start,
    not_utf8: Option<NotUtf8>,
) -> (Vec<RawGame>, Vec<Diagnostic>) {
    let first = !start.before.started;
    let owned: String;
    let mut diagnostics = Vec::new();
    let text: &str = if start.before.encoding == TextEncoding::Windows1252 {
        let bytes = match bytes.strip_prefix(BOM) {
            Some(rest) if first && not_utf8.is_some() => rest,
            _ => bytes,
        };
        let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
        if let Some(bad) = not_utf8
            && (start.before.offset..start.after.offset).contains(&bad.offset)
        {
            diagnostics.push(Diagnostic::new(
                Severity::Warning,
                bad.line,
                bad.column,
                Msg::new("pbn-not-utf8").arg("byte", format!("0x{:02X}", bad.byte)),
            ));
        }
        owned = text.into_owned();
        &owned
    } else {
        let body = match bytes.strip_prefix(BOM) {
            Some(rest) if first => rest,
            _ => bytes,
        };
        match std::str::from_utf8(body) {
            Ok(text) => {
                if !text.is_ascii() {
                    start.after.encoding = TextEncoding::Utf8;
                }
                text
            }
            Err(_) => {
                let decoded = decode_part(bytes, first);
                start.after.encoding = decoded.encoding;
                diagnostics = decoded.diagnostics;
                owned = decoded.text;
                &owned
            }
        }
    };
    if not_utf8.is_none() {
        for d in &mut diagnostics {
            d.line += start.before.next_line - 1;
        }
    }
    let mut line = start.before.next_line;
    let games = reader::lex_and_read(text, &mut line, &mut diagnostics);
    start.after.next_line = line;
    (games, diagnostics)
}

/// Parts whose games have had their first pass ([`PbnStream::prepare`]).
#[derive(Debug)]
pub struct Prepared {
    parts: Vec<(Vec<Resolved>, Vec<Diagnostic>, Start)>,
    stopped: bool,
}

impl Prepared {
    /// Whether the reading was stopped before the last part given.
    #[must_use]
    pub const fn stopped(&self) -> bool {
        self.stopped
    }

    /// How many parts are prepared.
    #[must_use]
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// Whether no part is prepared.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// Takes away the parts from `at` on (all of them past the end), which can then be
    /// finished apart: the parts before, then these, are the parts as read.
    #[must_use]
    pub fn split_off(&mut self, at: usize) -> Self {
        Self {
            parts: self.parts.split_off(at.min(self.parts.len())),
            stopped: self.stopped,
        }
    }

    /// The parts as read, each game made into what `keep` keeps of it as soon as it is
    /// read: each part's diagnostics and what is kept of its games.
    pub fn finish_with<K>(
        self,
        keep: impl Fn(crate::model::Game) -> K,
    ) -> Vec<(Vec<Diagnostic>, Vec<K>)> {
        self.parts
            .into_iter()
            .map(|(games, diagnostics, start)| {
                let file = finish_part(games, diagnostics, start);
                (
                    file.diagnostics,
                    file.games.into_iter().map(&keep).collect(),
                )
            })
            .collect()
    }

    /// The parts as read: the second pass over their games.
    #[must_use]
    pub fn finish(self) -> Vec<PbnFile> {
        self.parts
            .into_iter()
            .map(|(games, diagnostics, start)| finish_part(games, diagnostics, start))
            .collect()
    }
}

/// The second pass over a part's games, and the part as read.
fn finish_part(games: Vec<Resolved>, mut diagnostics: Vec<Diagnostic>, start: Start) -> PbnFile {
    let games = games
        .into_iter()
        .map(|g| g.interpret(&mut diagnostics))
        .collect();
    finish(games, diagnostics, start.after.encoding, start.after.bom)
}

/// The parts of a text cut line by line wherever [`Boundary::line`] allows (the reference
/// the faster cuts are tested against); the last one may be empty.
#[cfg(test)]
pub(crate) fn parts_of(text: &[u8]) -> Vec<&[u8]> {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Cuts a text wherever [`Boundary`] allows and reads the parts.
    fn by_parts(text: &[u8]) -> PbnFile {
        let mut stream = PbnStream::new();
        let mut all = PbnFile::default();
        for part in parts_of(text) {
            let f = stream.part(part);
            all.games.extend(f.games);
            all.diagnostics.extend(f.diagnostics);
        }
        all
    }

    #[test]
    fn parts_read_ahead_give_what_they_give_read_in_turn() {
        // A byte that is not UTF-8 in the third part: the parts after it decode otherwise,
        // which a guess made from the file's start does not know; and UTF-8 that is not
        // ASCII in the first part, which the parts after it carry on.
        let texts: [&[u8]; 2] = [
            b"[Event \"E\"]\n[Board \"1\"]\n\n[Event \"#\"]\n{c\n\n}[Board \"2\"]\n\n\
[Board \"3\"]\n[Site \"\xE9\"]\n\n[Board \"4\"]\n1S\n",
            "[Event \"é\"]\n\n[Board \"2\"]\n\n[Board \"3\"]\n\n[Board \"4\"]\n".as_bytes(),
        ];
        for text in texts {
            read_ahead_as_in_turn(text);
        }
    }

    /// Reads a text of four parts in three batches, in turn and read ahead (with the right
    /// line and a wrong one), and compares.
    fn read_ahead_as_in_turn(text: &[u8]) {
        let parts = parts_of(text);
        assert_eq!(parts.len(), 4);
        let batches = [&parts[..2], &parts[2..3], &parts[3..]];
        let read = |prepared: Prepared| prepared.finish();
        let mut stream = PbnStream::new();
        let want: Vec<_> = batches
            .iter()
            .map(|b| read(stream.prepare(b, |_, _| true)))
            .collect();
        for wrong_line in [0, 1] {
            let (start, mut stream) = (PbnStream::new(), PbnStream::new());
            let mut offset = 0;
            let mut got = Vec::new();
            for batch in &batches {
                let line = 1 + text[..offset].iter().filter(|&&b| b == b'\n').count();
                let ahead = start.read_ahead(batch, offset as u64, line + wrong_line);
                got.push(read(stream.prepare_read(ahead, batch)));
                offset += batch.iter().map(|p| p.len()).sum::<usize>();
            }
            for (got, want) in got.iter().zip(&want) {
                assert_eq!(got.len(), want.len());
                for (g, w) in got.iter().zip(want) {
                    assert_eq!(g.games, w.games);
                    assert_eq!(g.diagnostics, w.diagnostics);
                    assert_eq!((g.encoding, g.bom), (w.encoding, w.bom));
                }
            }
        }
    }

    #[test]
    fn parts_read_as_the_whole() {
        let text = b"[Event \"E\"]\n[Board \"1\"]\n{a comment\n\n[Board \"9\"]}\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\n\
[Event \"#\"]\n[Contract \"9Z\"]\n\n\n[Board \"3\"] ; x {\n[Site \"s\\\"{\"]\n\n[Board \"4\"]\n";
        let whole = super::super::parse(text);
        let parts = by_parts(text);
        assert_eq!(parts.games, whole.games);
        assert_eq!(parts.diagnostics, whole.diagnostics);
        assert_eq!(whole.games.len(), 4);
    }
}
