//! The report's faces: DejaVu Sans, regular and bold, embedded in the binary (Latin, Greek,
//! Cyrillic), and fallback faces found on the machine for the characters DejaVu lacks
//! (names in Chinese, Japanese, Arabic...): their advance widths for layout, and a subset
//! of each holding only the characters a report uses. The fallbacks are searched in
//! `ARBITRE_REPORT_FONTS` (folders, separated like `PATH`), then the system's font folders.

use super::ReportError;
use allsorts::binary::read::ReadScope;
use allsorts::font_data::FontData;
use allsorts::subset::{CmapTarget, SubsetProfile, subset};
use printpdf::ParsedFont;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

static REGULAR: &[u8] = include_bytes!("../../resources/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../resources/fonts/DejaVuSans-Bold.ttf");

/// A face of the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Face {
    Regular,
    Bold,
    /// The `n`th font file found on the machine (see [`fallback_for`]).
    Fallback(u16),
}

/// A font file found on the machine, read once.
struct Found {
    bytes: &'static [u8],
    index: usize,
    parsed: ParsedFont,
}

/// The font files that may be fallbacks, in the order they are tried, and those read so
/// far (`None`: not read yet; `Some(None)`: unreadable).
struct Fallbacks {
    files: Vec<PathBuf>,
    read: Vec<Option<Option<&'static Found>>>,
    /// The fallback chosen for each character asked (`None`: no font has it).
    chosen: HashMap<char, Option<u16>>,
}

fn fallbacks() -> &'static Mutex<Fallbacks> {
    static FALLBACKS: OnceLock<Mutex<Fallbacks>> = OnceLock::new();
    FALLBACKS.get_or_init(|| {
        let files = font_files(&font_dirs());
        let read = files.iter().map(|_| None).collect();
        Mutex::new(Fallbacks {
            files,
            read,
            chosen: HashMap::new(),
        })
    })
}

/// The folders searched for fallback fonts: `ARBITRE_REPORT_FONTS` first, then the
/// system's and the user's font folders.
#[must_use]
pub(crate) fn font_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os(FONTS_ENV)
        .map(|v| std::env::split_paths(&v).collect())
        .unwrap_or_default();
    let home = std::env::var_os("HOME").map(PathBuf::from);
    if cfg!(windows) {
        let root =
            std::env::var_os("WINDIR").map_or_else(|| PathBuf::from("C:\\Windows"), PathBuf::from);
        dirs.push(root.join("Fonts"));
        if let Some(local) = std::env::var_os("LOCALAPPDATA") {
            dirs.push(PathBuf::from(local).join("Microsoft\\Windows\\Fonts"));
        }
    } else if cfg!(target_os = "macos") {
        dirs.extend(["/System/Library/Fonts", "/Library/Fonts"].map(PathBuf::from));
        dirs.extend(home.iter().map(|h| h.join("Library/Fonts")));
    } else {
        dirs.extend(home.iter().map(|h| h.join(".local/share/fonts")));
        dirs.extend(home.iter().map(|h| h.join(".fonts")));
        dirs.extend(["/usr/share/fonts", "/usr/local/share/fonts"].map(PathBuf::from));
    }
    dirs
}

/// The environment variable naming more folders of fallback fonts.
pub const FONTS_ENV: &str = "ARBITRE_REPORT_FONTS";

/// The TrueType and OpenType files under `dirs` (four folders deep at most), sorted by
/// folder then name so that the choice does not depend on the disk's order.
fn font_files(dirs: &[PathBuf]) -> Vec<PathBuf> {
    fn walk(dir: &Path, depth: u8, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            if path.is_dir() {
                if depth < 4 {
                    walk(&path, depth + 1, out);
                }
            } else if path.extension().is_some_and(|e| {
                ["ttf", "otf", "ttc"]
                    .iter()
                    .any(|x| e.eq_ignore_ascii_case(x))
            }) {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    for dir in dirs {
        walk(dir, 0, &mut out);
    }
    out.dedup();
    out
}

/// Reads a font file (the first face of a collection); `None` when it cannot be read or
/// subset (a font with PostScript outlines is read only if the subsetter takes it).
fn read_font(path: &Path) -> Option<&'static Found> {
    let bytes = std::fs::read(path).ok()?;
    let index = 0;
    let parsed = ParsedFont::from_bytes(&bytes, index, &mut Vec::new())?;
    // A font the subsetter or the PDF writer refuses (some PostScript-outlined collections)
    // is passed over here, not when the report is written.
    subset_program(&bytes, index, &[0]).ok()?;
    // Kept for the life of the program: a report may need it again.
    let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    Some(Box::leak(Box::new(Found {
        bytes,
        index,
        parsed,
    })))
}

/// The fallback face that draws `c`, reading font files until one has it.
pub(crate) fn fallback_for(c: char) -> Option<Face> {
    let mut guard = fallbacks()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let state = &mut *guard;
    if let Some(chosen) = state.chosen.get(&c) {
        return chosen.map(Face::Fallback);
    }
    let mut chosen = None;
    for (i, path) in state.files.iter().enumerate() {
        let Ok(n) = u16::try_from(i) else { break };
        let found = *state.read[i].get_or_insert_with(|| read_font(path));
        if found.is_some_and(|f| f.parsed.lookup_glyph_index(u32::from(c)).is_some()) {
            chosen = Some(n);
            break;
        }
    }
    state.chosen.insert(c, chosen);
    chosen.map(Face::Fallback)
}

fn found(n: u16) -> Option<&'static Found> {
    let guard = fallbacks()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    guard.read.get(usize::from(n)).copied().flatten().flatten()
}

impl Face {
    const fn bytes(self) -> Option<(&'static [u8], usize)> {
        match self {
            Self::Regular => Some((REGULAR, 0)),
            Self::Bold => Some((BOLD, 0)),
            Self::Fallback(_) => None,
        }
    }

    /// The whole font, parsed once (for its character map and widths).
    fn parsed(self) -> Option<&'static ParsedFont> {
        static FONTS: OnceLock<[Option<ParsedFont>; 2]> = OnceLock::new();
        let fonts = FONTS
            .get_or_init(|| [REGULAR, BOLD].map(|b| ParsedFont::from_bytes(b, 0, &mut Vec::new())));
        match self {
            Self::Regular => fonts[0].as_ref(),
            Self::Bold => fonts[1].as_ref(),
            Self::Fallback(n) => found(n).map(|f| &f.parsed),
        }
    }

    fn program(self) -> Option<(&'static [u8], usize)> {
        self.bytes().or_else(|| match self {
            Self::Fallback(n) => found(n).map(|f| (f.bytes, f.index)),
            _ => None,
        })
    }

    /// Whether the face draws `c`.
    pub(crate) fn has(self, c: char) -> bool {
        self.parsed()
            .is_some_and(|f| f.lookup_glyph_index(u32::from(c)).is_some())
    }

    /// The face that draws `c` in text set in this face: this one, else a fallback found
    /// on the machine, else none (the report then prints `?`).
    pub(crate) fn for_char(self, c: char) -> Option<Self> {
        if c == ' ' || self.has(c) {
            Some(self)
        } else {
            fallback_for(c)
        }
    }

    /// The advance width of `c` in this face, in font units per em.
    fn advance(self, c: char) -> f32 {
        let Some(font) = self.parsed() else {
            return 0.6;
        };
        let em = f32::from(font.units_per_em.max(1));
        let units = font
            .lookup_glyph_index(u32::from(c))
            .and_then(|g| font.get_glyph_width(g))
            .map_or(600, u32::from);
        units as f32 / em
    }

    /// The advance width of `text` at `size` points, in points, as the report draws it:
    /// each character in the face that has it (a fallback's for other scripts), `?` when
    /// none has it.
    pub(crate) fn width(self, text: &str, size: f32) -> f32 {
        self.drawn_width(&super::bidi::visual(text), size)
    }

    /// The width of text already in the order and forms it is drawn in
    /// ([`super::bidi::visual`]).
    pub(crate) fn drawn_width(self, text: &str, size: f32) -> f32 {
        text.chars()
            .map(|c| match self.for_char(c) {
                Some(face) => face.advance(c),
                None => self.advance('?'),
            })
            .sum::<f32>()
            * size
    }

    /// A font program holding only `chars` (plus `.notdef`), parsed for printpdf.
    pub(crate) fn subset(self, chars: &BTreeSet<char>) -> Result<ParsedFont, ReportError> {
        let font = self
            .parsed()
            .ok_or_else(|| ReportError::Font("the font cannot be read".into()))?;
        let (program, index) = self
            .program()
            .ok_or_else(|| ReportError::Font("the font cannot be read".into()))?;
        let glyphs: BTreeSet<u16> = chars
            .iter()
            .filter_map(|&c| font.lookup_glyph_index(u32::from(c)))
            .filter(|&g| g != 0)
            .collect();
        let ids: Vec<u16> = std::iter::once(0).chain(glyphs).collect();
        subset_program(program, index, &ids)
    }
}

/// The face `index` of the font `program` cut down to the glyphs `ids`, parsed for printpdf.
fn subset_program(program: &[u8], index: usize, ids: &[u16]) -> Result<ParsedFont, ReportError> {
    let scope = ReadScope::new(program);
    let data = scope
        .read::<FontData<'_>>()
        .map_err(|e| ReportError::Font(e.to_string()))?;
    let provider = data
        .table_provider(index)
        .map_err(|e| ReportError::Font(e.to_string()))?;
    let bytes = subset(&provider, ids, &SubsetProfile::Pdf, CmapTarget::Unicode)
        .map_err(|e| ReportError::Font(e.to_string()))?;
    ParsedFont::from_bytes(&bytes, 0, &mut Vec::new())
        .ok_or_else(|| ReportError::Font("the font subset cannot be read".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn font_files_are_found_in_nested_folders_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let deep = dir.path().join("b/c");
        std::fs::create_dir_all(&deep).unwrap();
        for f in [
            "b/c/Z.TTC",
            "b/x.otf",
            "a.ttf",
            "notes.txt",
            "b/c/font.woff",
        ] {
            std::fs::write(dir.path().join(f), b"x").unwrap();
        }
        let found = font_files(&[dir.path().to_path_buf(), dir.path().join("missing")]);
        let names: Vec<_> = found
            .iter()
            .map(|p| {
                p.strip_prefix(dir.path())
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(names, ["a.ttf", "b/c/Z.TTC", "b/x.otf"]);
        // A file that only looks like a font is passed over, not an error.
        assert!(read_font(&dir.path().join("a.ttf")).is_none());
    }

    #[test]
    fn dejavu_draws_greek_and_cyrillic_and_measures_a_fallback_run() {
        assert_eq!(Face::Regular.for_char('Ω'), Some(Face::Regular));
        assert_eq!(Face::Bold.for_char('Ж'), Some(Face::Bold));
        assert_eq!(Face::Regular.for_char(' '), Some(Face::Regular));
        // Egyptian hieroglyphs: in no font here; measured as the `?` printed instead.
        let q = Face::Regular.width("?", 10.0);
        assert!((Face::Regular.width("\u{13000}", 10.0) - q).abs() < 1e-3);
        assert_eq!(Face::Regular.for_char('\u{13000}'), None);
    }
}
