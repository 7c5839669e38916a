//! The formats, and which one a file is: by its bytes (the order of
//! `dealing-machine-formats.md`), by its extension, the extension winning when both speak
//! and disagree.

/// A file format Arbitre reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Portable Bridge Notation.
    Pbn,
    /// BBO hand records.
    Lin,
    /// Duplimate machine file: BRI and DGE parts and a trailer, 156 bytes a board.
    Dup,
    /// Duplimate card numbers, 128 bytes a board.
    Bri,
    /// Duplimate display hands, 128 bytes a board.
    Dge,
    /// Duplimate / Jannersten DealMaster text file with checksums.
    Dlm,
    /// "Bernasconi": 52 holder digits a board.
    Ber,
    /// Borel Hand Generator: one 52-letter line a board.
    Bhg,
    /// KoPS: a count, then 13 packed bytes a board.
    Rzd,
    /// A board number byte, then 13 packed bytes a board.
    Cds,
    /// Big Deal's CSV export.
    Csv,
    /// Richard Pavlicek's notation.
    Rbn,
}

impl Format {
    /// Every format, in the order of the documentation.
    pub const ALL: [Self; 12] = [
        Self::Pbn,
        Self::Lin,
        Self::Dup,
        Self::Bri,
        Self::Dge,
        Self::Dlm,
        Self::Ber,
        Self::Bhg,
        Self::Rzd,
        Self::Cds,
        Self::Csv,
        Self::Rbn,
    ];

    /// The usual name, as people write it (`PBN`, `DUP`, ...).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Pbn => "PBN",
            Self::Lin => "LIN",
            Self::Dup => "DUP",
            Self::Bri => "BRI",
            Self::Dge => "DGE",
            Self::Dlm => "DLM",
            Self::Ber => "BER",
            Self::Bhg => "BHG",
            Self::Rzd => "RZD",
            Self::Cds => "CDS",
            Self::Csv => "CSV",
            Self::Rbn => "RBN",
        }
    }

    /// The format a (lower-case) extension names.
    #[must_use]
    pub fn from_extension(ext: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(ext))
    }

    /// Whether the format is text, where a NUL byte means the file is not what it claims
    /// and lines have a length limit.
    #[must_use]
    pub const fn is_text(self) -> bool {
        !matches!(
            self,
            Self::Dup | Self::Bri | Self::Dge | Self::Rzd | Self::Cds
        )
    }

    /// Whether the format stores no board number (the n-th record is board n).
    #[must_use]
    pub const fn numbers_implied(self) -> bool {
        matches!(
            self,
            Self::Bri | Self::Dge | Self::Ber | Self::Bhg | Self::Rzd
        )
    }

    /// The largest file of this format worth reading: dealing-machine files hold a few
    /// hundred boards at most.
    #[must_use]
    pub const fn max_size(self) -> Option<u64> {
        match self {
            Self::Pbn | Self::Lin | Self::Rbn => None,
            _ => Some(16 << 20),
        }
    }
}

/// What the sniffer decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sniffed {
    /// The format the file is read as.
    pub format: Format,
    /// (by content, by extension) when they disagree.
    pub disagreement: Option<(Format, Format)>,
}

/// The format of a file from its first bytes, its extension (lower-case) and its size
/// (`None` when unknown).
#[must_use]
pub fn sniff(head: &[u8], ext: Option<&str>, size: Option<u64>) -> Sniffed {
    let by_name = ext.and_then(Format::from_extension);
    let by_content = by_content(head, size);
    match (by_content, by_name) {
        (Some(c), Some(n)) if c != n && !same_family(c, n) => Sniffed {
            format: n,
            disagreement: Some((c, n)),
        },
        (_, Some(n)) => Sniffed {
            format: n,
            disagreement: None,
        },
        (Some(c), None) => Sniffed {
            format: c,
            disagreement: None,
        },
        (None, None) => Sniffed {
            format: Format::Pbn,
            disagreement: None,
        },
    }
}

/// Pairs the content cannot tell apart for sure: a BRI file whose size is also a multiple
/// of 156, a text file that merely looks like PBN or LIN.
fn same_family(a: Format, b: Format) -> bool {
    let pair = |x, y| (a == x && b == y) || (a == y && b == x);
    pair(Format::Bri, Format::Dup) || pair(Format::Pbn, Format::Lin)
}

/// The format the bytes show, when they show one.
fn by_content(head: &[u8], size: Option<u64>) -> Option<Format> {
    let bytes = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
    let text_start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .map_or(&[][..], |i| &bytes[i..]);
    let first_line = text_start.split(|&b| b == b'\n' || b == b'\r').next();
    if first_line.is_some_and(|l| l.trim_ascii().eq_ignore_ascii_case(b"[Document]")) {
        return Some(Format::Dlm);
    }
    if text_start.starts_with(b"%") || text_start.starts_with(b"[") {
        return Some(Format::Pbn);
    }
    if looks_like_rbn(text_start) {
        return Some(Format::Rbn);
    }
    let trimmed = bytes.trim_ascii_end();
    if !trimmed.is_empty()
        && trimmed.len().is_multiple_of(52)
        && trimmed.iter().all(|b| (b'1'..=b'4').contains(b))
    {
        return Some(Format::Ber);
    }
    if bytes.len() >= 78 && bytes[..78].iter().all(u8::is_ascii_digit) {
        let dup = size.is_some_and(|s| s % 156 == 0)
            && bytes.len() >= 148
            && matches!(bytes[146], b'Y' | b'N')
            && matches!(bytes[147], b'Y' | b'N');
        return Some(if dup { Format::Dup } else { Format::Bri });
    }
    if bytes.first() == Some(&0x06)
        && bytes.len() >= 68
        && bytes[..68]
            .iter()
            .all(|&b| (3..=6).contains(&b) || b"AKQJT98765432".contains(&b))
    {
        return Some(Format::Dge);
    }
    if looks_like_bhg(bytes) {
        return Some(Format::Bhg);
    }
    if bytes.len() >= 13 && bytes[2..13].iter().all(|&b| b == b' ') {
        let count = u64::from(u16::from_le_bytes([bytes[0], bytes[1]]));
        if size.is_none_or(|s| s == 13 + 13 * count) {
            return Some(Format::Rzd);
        }
    }
    if text_start.starts_with(b"\"")
        && first_line.is_some_and(|l| l.split(|&b| b == b',').count() == 18)
    {
        return Some(Format::Csv);
    }
    if looks_like_lin(bytes) {
        return Some(Format::Lin);
    }
    None
}

/// A first line `X data` with an RBN label, and an `H` line further on.
fn looks_like_rbn(text: &[u8]) -> bool {
    let label = |l: &[u8]| l.len() >= 2 && l[1] == b' ' && b"TDLESFKNBHACPRIM".contains(&l[0]);
    let mut lines = text.split(|&b| b == b'\n').map(<[u8]>::trim_ascii);
    lines.next().is_some_and(label) && lines.any(|l| l.starts_with(b"H ") && l.contains(&b':'))
}

/// An empty first line, then lines of 52 letters (or empty ones).
fn looks_like_bhg(bytes: &[u8]) -> bool {
    let mut lines = bytes.split(|&b| b == b'\n').map(<[u8]>::trim_ascii);
    if lines.next() != Some(&[][..]) {
        return false;
    }
    let mut seen = false;
    for line in lines {
        if line.is_empty() {
            continue;
        }
        if line.len() != 52 || !line.iter().all(u8::is_ascii_alphabetic) {
            return false;
        }
        seen = true;
    }
    seen
}

/// Whether bytes look like a BBO LIN file rather than PBN.
#[must_use]
pub fn looks_like_lin(bytes: &[u8]) -> bool {
    let start = &bytes[..bytes.len().min(4096)];
    let text = String::from_utf8_lossy(start);
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with('[') || trimmed.starts_with('%') {
        return false;
    }
    ["pn|", "md|", "vg|", "qx|", "ah|", "st|", "rh|"]
        .iter()
        .any(|k| trimmed.starts_with(k) || text.contains(&format!("|{k}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_by_content_and_lets_the_extension_win() {
        assert_eq!(sniff(b"[Document]\r\nA=1", None, None).format, Format::Dlm);
        assert_eq!(sniff(b"% PBN 2.1\n", None, None).format, Format::Pbn);
        assert_eq!(sniff(b"pn|a,b|md|3S", None, None).format, Format::Lin);
        let ber = "1234".repeat(13);
        assert_eq!(sniff(ber.as_bytes(), None, None).format, Format::Ber);
        let s = sniff(ber.as_bytes(), Some("pbn"), None);
        assert_eq!(s.format, Format::Pbn);
        assert_eq!(s.disagreement, Some((Format::Ber, Format::Pbn)));
        assert_eq!(sniff(&[0; 64], None, None).format, Format::Pbn);
        assert_eq!(sniff(b"", Some("cds"), None).format, Format::Cds);
    }
}
