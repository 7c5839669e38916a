//! One door for every file a director receives: PBN, BBO LIN, and the dealing machines' and
//! deal generators' own files (Duplimate DUP/BRI/DGE, DLM, BER, BHG, RZD, CDS, Big Deal CSV,
//! Pavlicek's RBN). The format is sniffed from the bytes (the extension wins when both are
//! known and disagree, with a warning); each format has its own reader, and every reader
//! gives the same [`Game`]s of [`crate::model`], with located [`Diagnostic`]s.
//!
//! Reading is bounded ([`Limits`]): a file over 2 GiB, a line over 1 MiB, a tag value over
//! 64 KiB, or a NUL byte in a text file is refused with its place, so that `arbitre check
//! /dev/zero` ends at once with an error instead of filling the memory.
//!
//! ```
//! use arbitre::import::{Options, read};
//! let ber: String = "1234".repeat(13);
//! let file = read(ber.as_bytes(), Some("ber"), &Options::default());
//! assert_eq!(file.games.len(), 1);
//! assert_eq!(file.games[0].board(), Some("1"));
//! assert!(file.games[0].full_deal().is_some());
//! ```
//!
//! [`Game`]: crate::model::Game

mod bounded;
pub mod bws;
mod format;
mod index;
mod machine;
mod parts;
mod pick;
mod pipeline;
mod stream;

pub use bounded::Limits;
pub use format::{Format, sniff};
pub use index::{
    BoardIndex, CHECKPOINT_EVERY, IndexEntry, IndexError, KEPT_DIAGNOSTICS, Progress, index,
};
pub use pick::{Pick, Wanted};
pub use stream::{Summary, Visitor, stream, stream_from};

use crate::i18n::Msg;
use crate::model::{Diagnostic, PbnFile, Severity};
use std::io::Read;
use std::path::Path;

/// How to read a file.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Read the file as this format whatever its name and content say.
    pub format: Option<Format>,
    /// The number of the first board, for the formats that store no board number (BRI,
    /// DGE, BER, BHG, RZD); the others ignore it. Default 1.
    pub first_board: Option<u32>,
    /// Size limits.
    pub limits: Limits,
}

/// Opens a file of any supported format with the default options.
///
/// # Errors
/// When the file cannot be read; its content is never refused with an `Err` (what is wrong
/// with it is in the diagnostics).
pub fn open(path: &Path) -> Result<PbnFile, std::io::Error> {
    open_with(path, &Options::default())
}

/// Opens a file of any supported format.
///
/// # Errors
/// When the file cannot be read.
pub fn open_with(path: &Path, options: &Options) -> Result<PbnFile, std::io::Error> {
    let Some(file) = open_regular(path)? else {
        return Ok(refused(not_regular()));
    };
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() > options.limits.max_file {
        return Ok(refused(bounded::file_too_large(&options.limits, 1, 1)));
    }
    let ext = extension(path);
    let size = meta.is_file().then_some(meta.len());
    read_sized(file, ext.as_deref(), size, options)
}

/// Opens a regular file without blocking (see [`crate::fsread`]); `None` for a FIFO, a
/// socket or a device, checked before it is opened (a FIFO with no writer would block).
///
/// # Errors
/// When the file cannot be seen or opened, or is a folder.
pub(crate) fn open_regular(path: &Path) -> std::io::Result<Option<std::fs::File>> {
    use crate::fsread::{Kind, Why};
    match crate::fsread::open(path, Kind::Deals) {
        Ok((file, _)) => Ok(Some(file)),
        Err(e) => match e.why {
            Why::Special => Ok(None),
            Why::Folder => Err(std::io::ErrorKind::IsADirectory.into()),
            Why::Io(kind, code) => {
                Err(code.map_or_else(|| kind.into(), std::io::Error::from_raw_os_error))
            }
            // Deals files are bounded by the reading's limits, with their place.
            _ => Err(std::io::ErrorKind::InvalidData.into()),
        },
    }
}

/// The refusal of what is not a regular file (a FIFO, a socket, a device).
pub(crate) fn not_regular() -> Diagnostic {
    Diagnostic::new(Severity::Error, 1, 1, Msg::new("fsread-special"))
}

/// The lower-case extension of a path.
#[must_use]
pub fn extension(path: &Path) -> Option<String> {
    path.extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
}

/// Reads a stream (a file, a pipe, an endless device) within the limits, then the games.
/// `ext` is the file's extension, when it has one.
///
/// # Errors
/// When reading fails.
pub fn read_from<R: Read>(
    reader: R,
    ext: Option<&str>,
    options: &Options,
) -> Result<PbnFile, std::io::Error> {
    read_sized(reader, ext, None, options)
}

/// [`read_from`], knowing the stream's size when it is a regular file.
pub(crate) fn read_sized<R: Read>(
    reader: R,
    ext: Option<&str>,
    size: Option<u64>,
    options: &Options,
) -> Result<PbnFile, std::io::Error> {
    match bounded::read_bounded(reader, ext, size, options)? {
        Ok((bytes, sniffed)) => Ok(decode(&bytes, &sniffed, options)),
        Err(refusal) => Ok(refused(refusal)),
    }
}

/// Reads bytes already in memory. Never fails: problems are in the diagnostics.
#[must_use]
pub fn read(bytes: &[u8], ext: Option<&str>, options: &Options) -> PbnFile {
    // Reading from a slice cannot fail.
    read_from(bytes, ext, options).unwrap_or_default()
}

/// A file refused whole: no games, one error.
fn refused(diagnostic: Diagnostic) -> PbnFile {
    PbnFile {
        diagnostics: vec![diagnostic],
        ..PbnFile::default()
    }
}

/// The games of bytes read within the limits, by their format's reader.
fn decode(bytes: &[u8], sniffed: &format::Sniffed, options: &Options) -> PbnFile {
    let mut file = match sniffed.format {
        Format::Pbn => crate::pbn::parse(bytes),
        Format::Lin => crate::lin::parse(bytes),
        other => machine::read(other, bytes, options),
    };
    if let Some(d) = disagreement(sniffed) {
        file.diagnostics.insert(0, d);
    }
    file
}

/// The warning for a file whose content and name say different formats.
fn disagreement(sniffed: &format::Sniffed) -> Option<Diagnostic> {
    let (by_content, by_name) = sniffed.disagreement?;
    Some(Diagnostic::new(
        Severity::Warning,
        1,
        1,
        Msg::new("import-format-disagree")
            .arg("content", by_content.name())
            .arg("extension", by_name.name()),
    ))
}
