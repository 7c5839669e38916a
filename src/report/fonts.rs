//! The report's two faces (DejaVu Sans, regular and bold, embedded in the binary): their
//! advance widths for layout, and a subset of each holding only the characters a report uses.

use super::ReportError;
use allsorts::binary::read::ReadScope;
use allsorts::font_data::FontData;
use allsorts::subset::{CmapTarget, SubsetProfile, subset};
use printpdf::ParsedFont;
use std::collections::BTreeSet;
use std::sync::OnceLock;

static REGULAR: &[u8] = include_bytes!("../../resources/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../resources/fonts/DejaVuSans-Bold.ttf");

/// A face of the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Face {
    Regular,
    Bold,
}

impl Face {
    pub(crate) const ALL: [Self; 2] = [Self::Regular, Self::Bold];

    const fn bytes(self) -> &'static [u8] {
        match self {
            Self::Regular => REGULAR,
            Self::Bold => BOLD,
        }
    }

    /// The whole font, parsed once (for its character map and widths).
    fn parsed(self) -> Option<&'static ParsedFont> {
        static FONTS: OnceLock<[Option<ParsedFont>; 2]> = OnceLock::new();
        let fonts = FONTS.get_or_init(|| {
            Self::ALL.map(|f| ParsedFont::from_bytes(f.bytes(), 0, &mut Vec::new()))
        });
        fonts[self as usize].as_ref()
    }

    /// Whether the face draws `c` (else the report replaces it with `?`).
    pub(crate) fn has(self, c: char) -> bool {
        self.parsed()
            .is_some_and(|f| f.lookup_glyph_index(u32::from(c)).is_some())
    }

    /// The advance width of `text` at `size` points, in points.
    pub(crate) fn width(self, text: &str, size: f32) -> f32 {
        let Some(font) = self.parsed() else {
            return 0.6 * size * text.chars().count() as f32;
        };
        let em = f32::from(font.units_per_em.max(1));
        let units: u32 = text
            .chars()
            .map(|c| {
                font.lookup_glyph_index(u32::from(c))
                    .and_then(|g| font.get_glyph_width(g))
                    .map_or(600, u32::from)
            })
            .sum();
        units as f32 / em * size
    }

    /// A font program holding only `chars` (plus `.notdef`), parsed for printpdf.
    pub(crate) fn subset(self, chars: &BTreeSet<char>) -> Result<ParsedFont, ReportError> {
        let font = self
            .parsed()
            .ok_or_else(|| ReportError::Font("the embedded font cannot be read".into()))?;
        let glyphs: BTreeSet<u16> = chars
            .iter()
            .filter_map(|&c| font.lookup_glyph_index(u32::from(c)))
            .filter(|&g| g != 0)
            .collect();
        let ids: Vec<u16> = std::iter::once(0).chain(glyphs).collect();
        let scope = ReadScope::new(self.bytes());
        let data = scope
            .read::<FontData<'_>>()
            .map_err(|e| ReportError::Font(e.to_string()))?;
        let provider = data
            .table_provider(0)
            .map_err(|e| ReportError::Font(e.to_string()))?;
        let bytes = subset(&provider, &ids, &SubsetProfile::Pdf, CmapTarget::Unicode)
            .map_err(|e| ReportError::Font(e.to_string()))?;
        ParsedFont::from_bytes(&bytes, 0, &mut Vec::new())
            .ok_or_else(|| ReportError::Font("the font subset cannot be read".into()))
    }
}
