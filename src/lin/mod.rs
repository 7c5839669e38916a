//! BBO LIN files.
use crate::pbn::PbnFile;

/// Reads LIN bytes.
#[must_use]
pub fn parse(bytes: &[u8]) -> PbnFile {
    let _ = bytes;
    PbnFile::default()
}
