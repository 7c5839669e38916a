//! Reading a file the director names, within a limit sized to its kind: what is not a
//! regular file (a folder, a FIFO, a device) is refused before it is opened, so that a FIFO
//! with no writer never blocks (on Unix it is also opened without blocking, in case it was
//! swapped in between); a file larger than its kind's limit is refused before its bytes
//! are read past the limit. Every refusal is a message in the director's words (never the
//! system's raw text): where (the file), what, and what is allowed.

use crate::i18n::Msg;
use std::io::Read;
use std::path::{Path, PathBuf};

/// What a file is read as; each kind has its size limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A case file (`*.revoke.toml`).
    Case,
    /// A PDF (a report, a notice, a decision).
    Pdf,
    /// A signing identity (`.p12`).
    Identity,
    /// A certificate (a trusted colleague's or federation's).
    Certificate,
    /// A hand record or deal file read for its games: streamed, within the reading's own
    /// limits ([`crate::import::Limits`], refused with their place), so none here.
    Deals,
    /// A scoring program's results database (a Bridgemate `.bws`).
    Results,
}

impl Kind {
    /// The largest file of this kind, in bytes.
    #[must_use]
    pub const fn limit(self) -> u64 {
        match self {
            Self::Case => 4 << 20,
            Self::Pdf => 64 << 20,
            Self::Identity | Self::Certificate => 1 << 20,
            Self::Deals => u64::MAX,
            Self::Results => crate::import::bws::MAX_SIZE,
        }
    }

    /// The message naming the kind ("a case file").
    const fn key(self) -> &'static str {
        match self {
            Self::Case => "fsread-kind-case",
            Self::Pdf => "fsread-kind-pdf",
            Self::Identity => "fsread-kind-identity",
            Self::Certificate => "fsread-kind-certificate",
            Self::Deals => "fsread-kind-deals",
            Self::Results => "fsread-kind-results",
        }
    }
}

/// The most certificates read from one trust folder.
pub const MAX_TRUSTED: usize = 1000;

/// Why a file was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// A folder.
    Folder,
    /// A FIFO, a socket or a device: not a file that ends.
    Special,
    /// Larger than the kind's limit.
    TooLarge(Kind),
    /// The system refused (not found, permission...).
    Io(std::io::ErrorKind, Option<i32>),
    /// Not UTF-8 text: the place of the first bad byte.
    NotUtf8 {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
    },
    /// UTF-16 text (a byte order mark): to be saved as UTF-8.
    Utf16,
    /// A NUL byte: not a text file.
    Nul {
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
    },
}

/// A file that was not read: which, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.msg())]
pub struct ReadError {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub why: Why,
}

impl ReadError {
    /// Why, in words, without the file's name.
    #[must_use]
    pub fn detail(&self) -> Msg {
        match &self.why {
            Why::Folder => Msg::new("cli-io-directory"),
            Why::Special => Msg::new("fsread-special"),
            Why::TooLarge(kind) => Msg::new("fsread-too-large")
                .arg("kind", Msg::new(kind.key()))
                .arg("limit", size_words(kind.limit())),
            Why::Io(kind, code) => io_kind_words(*kind, *code),
            Why::NotUtf8 { line, column } => Msg::new("fsread-not-utf8")
                .arg("line", *line)
                .arg("column", *column),
            Why::Utf16 => Msg::new("fsread-utf16"),
            Why::Nul { line, column } => Msg::new("fsread-nul")
                .arg("line", *line)
                .arg("column", *column),
        }
    }

    /// The file's name and why: `x.toml: no such file or folder`.
    #[must_use]
    pub fn msg(&self) -> Msg {
        Msg::new("fsread-error")
            .arg("file", crate::i18n::shown(&self.path.display().to_string()))
            .arg("detail", self.detail())
    }

    fn new(path: &Path, why: Why) -> Self {
        Self {
            path: path.to_owned(),
            why,
        }
    }

    /// The system's refusal to read or write `path`.
    #[must_use]
    pub fn io(path: &Path, e: &std::io::Error) -> Self {
        Self::new(path, Why::Io(e.kind(), e.raw_os_error()))
    }
}

/// A size in words: `4 MiB`, `4 KiB`.
fn size_words(bytes: u64) -> String {
    if bytes >= 1 << 30 {
        format!("{} GiB", bytes >> 30)
    } else if bytes >= 1 << 20 {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{} KiB", (bytes >> 10).max(1))
    }
}

/// An I/O error in the director's words (never the system's raw text).
#[must_use]
pub fn io_words(e: &std::io::Error) -> Msg {
    io_kind_words(e.kind(), e.raw_os_error())
}

fn io_kind_words(kind: std::io::ErrorKind, code: Option<i32>) -> Msg {
    use std::io::ErrorKind as K;
    let key = match kind {
        K::NotFound => "cli-io-not-found",
        K::PermissionDenied => "cli-io-permission",
        K::StorageFull => "cli-io-disk-full",
        K::ReadOnlyFilesystem => "cli-io-read-only",
        K::IsADirectory => "cli-io-directory",
        K::NotADirectory => "fsread-io-not-folder",
        K::AlreadyExists => "fsread-io-exists",
        K::WouldBlock => "fsread-special",
        K::BrokenPipe => "fsread-io-no-reader",
        K::InvalidFilename => "fsread-io-name",
        K::FileTooLarge | K::QuotaExceeded => "fsread-io-quota",
        K::UnexpectedEof => "fsread-io-short",
        K::InvalidData => "fsread-io-data",
        K::Interrupted | K::TimedOut => "fsread-io-interrupted",
        _ => {
            return Msg::new("fsread-io-other").arg("code", code.map_or(-1, i64::from));
        }
    };
    Msg::new(key)
}

/// Checks that `path` names a regular file, before anything opens it.
///
/// # Errors
/// A folder, a special file, or a file the system cannot see.
pub fn regular(path: &Path) -> Result<std::fs::Metadata, ReadError> {
    let meta = std::fs::metadata(path).map_err(|e| ReadError::io(path, &e))?;
    if meta.is_dir() {
        return Err(ReadError::new(path, Why::Folder));
    }
    if !meta.is_file() {
        return Err(ReadError::new(path, Why::Special));
    }
    Ok(meta)
}

/// Opens a regular file for reading (without blocking on Unix, should a FIFO have been put
/// in its place after the check), refusing it when it is larger than `kind`'s limit.
///
/// # Errors
/// As [`regular`], or the file too large, or it cannot be opened.
pub fn open(path: &Path, kind: Kind) -> Result<(std::fs::File, u64), ReadError> {
    let meta = regular(path)?;
    if meta.len() > kind.limit() {
        return Err(ReadError::new(path, Why::TooLarge(kind)));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(|e| ReadError::io(path, &e))?;
    let meta = file.metadata().map_err(|e| ReadError::io(path, &e))?;
    if !meta.is_file() {
        return Err(ReadError::new(path, Why::Special));
    }
    Ok((file, meta.len()))
}

/// Reads a whole regular file of `kind`, never more than its limit (a file that grows
/// while it is read is refused too).
///
/// # Errors
/// See [`open`]; a file over the limit.
pub fn read(path: &Path, kind: Kind) -> Result<Vec<u8>, ReadError> {
    let (file, len) = open(path, kind)?;
    let limit = kind.limit();
    let mut bytes = Vec::with_capacity(usize::try_from(len.min(limit)).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::io(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::new(path, Why::TooLarge(kind)));
    }
    Ok(bytes)
}

/// How many bytes [`head`] reads.
const HEAD: u64 = 4 << 10;

/// The first bytes of a regular file (at most 4 KiB, whatever its size); `None` when it is
/// not a regular file or cannot be read.
#[must_use]
pub fn head(path: &Path) -> Option<Vec<u8>> {
    let (file, _) = open(path, Kind::Deals).ok()?;
    let mut bytes = Vec::new();
    file.take(HEAD).read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

/// Reads a text file of `kind` (UTF-8, with or without a byte order mark): the text, or
/// the place of the first byte that is not UTF-8 or is a NUL.
///
/// # Errors
/// See [`read`]; text that is not UTF-8 (located), UTF-16, or holds a NUL byte (located).
pub fn read_text(path: &Path, kind: Kind) -> Result<String, ReadError> {
    let bytes = read(path, kind)?;
    text(bytes).map_err(|why| ReadError::new(path, why))
}

/// Bytes as UTF-8 text, or why not (with the place of the first bad byte).
///
/// # Errors
/// See [`read_text`].
pub fn text(mut bytes: Vec<u8>) -> Result<String, Why> {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err(Why::Utf16);
    }
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    let valid = match std::str::from_utf8(&bytes) {
        Ok(_) => bytes.len(),
        Err(e) => e.valid_up_to(),
    };
    let before = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
    if let Some(nul) = before.find('\0') {
        let (line, column) = place(&before[..nul]);
        // UTF-16 without a byte order mark: NUL bytes beside ASCII.
        return Err(Why::Nul { line, column });
    }
    if valid < bytes.len() {
        let (line, column) = place(before);
        return Err(Why::NotUtf8 { line, column });
    }
    String::from_utf8(bytes).map_err(|_| Why::NotUtf8 { line: 1, column: 1 })
}

/// The line and column just after `text` (1-based; columns in characters).
fn place(text: &str) -> (usize, usize) {
    let line = 1 + text.matches('\n').count();
    let start = text.rfind('\n').map_or(0, |i| i + 1);
    (line, text[start..].chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Tr};

    #[test]
    fn bad_text_is_placed_at_its_first_bad_byte() {
        assert_eq!(
            text(b"a = 1\nb = \"\xE9t\xE9\"\n".to_vec()),
            Err(Why::NotUtf8 { line: 2, column: 6 })
        );
        assert_eq!(text(b"\xFF\xFEa\0".to_vec()), Err(Why::Utf16));
        assert_eq!(text(b"a\0b".to_vec()), Err(Why::Nul { line: 1, column: 2 }));
        assert_eq!(
            text(b"\xEF\xBB\xBF\xC3\xA9t\xC3\xA9".to_vec()).as_deref(),
            Ok("été")
        );
        let e = ReadError::new(Path::new("x.toml"), Why::NotUtf8 { line: 2, column: 6 });
        assert_eq!(
            Tr::new(Lang::En).msg(&e.msg()),
            "x.toml: line 2, column 6: this byte is not UTF-8 text; save the file as UTF-8"
        );
        assert!(
            Tr::new(Lang::Fr)
                .msg(&e.msg())
                .starts_with("x.toml : ligne 2, colonne 6")
        );
    }

    #[test]
    fn system_errors_are_in_our_words_once_with_the_path() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("x.toml");
        let e = read(&missing, Kind::Case).unwrap_err();
        let en = Tr::new(Lang::En).msg(&e.msg());
        assert_eq!(en, format!("{}: no such file or folder", missing.display()));
        assert!(!en.contains("os error"));
        let e = read(dir.path(), Kind::Case).unwrap_err();
        assert_eq!(e.why, Why::Folder);
        let e = io_words(&std::io::Error::from_raw_os_error(71));
        assert!(!Tr::new(Lang::En).msg(&e).contains("os error"));
    }

    #[test]
    fn a_file_over_its_kinds_limit_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big.p12");
        std::fs::write(&big, vec![b'a'; (Kind::Identity.limit() + 1) as usize]).unwrap();
        let e = read(&big, Kind::Identity).unwrap_err();
        assert_eq!(e.why, Why::TooLarge(Kind::Identity));
        assert_eq!(
            Tr::new(Lang::En).msg(&e.detail()),
            "a signing identity (.p12) is at most 1 MiB; this one is larger"
        );
        std::fs::write(&big, b"ok").unwrap();
        assert_eq!(read(&big, Kind::Identity).unwrap(), b"ok");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_device_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("f.toml");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            assert_eq!(read(&fifo, Kind::Case).unwrap_err().why, Why::Special);
            assert!(head(&fifo).is_none());
        }
        assert_eq!(
            read(Path::new("/dev/zero"), Kind::Pdf).unwrap_err().why,
            Why::Special
        );
    }
}
