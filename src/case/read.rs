//! A small typed reader over the parsed TOML document (with spans): each field is read as
//! the kind it must be, and anything else (a misspelt name, a string where a number goes, a
//! number out of range) is refused with a message that names the field, shows the value,
//! says what is allowed, and gives the line and column in the case file.
//!
//! Every field read is remembered with its place, so that a caller can later locate an
//! error found elsewhere (a fact that does not fit the play) by its field path.

use super::CaseError;
use super::suggest::nearest;
use crate::i18n::Msg;
use std::collections::BTreeMap;
use std::ops::Range;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// A place in the case file: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Loc {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// Where each field of a case file was written, by field path (`attention.after_card`,
/// `marked_revoke.0.card`, `claim.0.tricks`, `equity.weights.1.percent`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Spans {
    places: BTreeMap<String, Loc>,
}

impl Spans {
    /// The place of a field path, or of the nearest enclosing section that was written.
    #[must_use]
    pub fn locate(&self, path: &str) -> Option<Loc> {
        let mut path = path;
        loop {
            if let Some(loc) = self.places.get(path) {
                return Some(*loc);
            }
            path = &path[..path.rfind('.')?];
        }
    }

    /// `msg` prefixed with the place of `path`, when it is known.
    #[must_use]
    pub fn located(&self, path: &str, msg: Msg) -> Msg {
        match self.locate(path) {
            Some(loc) => at(loc, msg),
            None => msg,
        }
    }
}

/// `msg` prefixed with `line L, column C:`.
#[must_use]
pub fn at(loc: Loc, msg: Msg) -> Msg {
    Msg::new("case-error-at")
        .arg("line", loc.line)
        .arg("column", loc.column)
        .arg("message", msg)
}

/// A TOML value with its span.
pub(crate) type Value<'i> = Spanned<DeValue<'i>>;

/// A section (table) being read: where it is, its field path and how messages name it.
#[derive(Clone, Copy)]
pub(crate) struct Section<'a, 'i> {
    pub table: &'a DeTable<'i>,
    pub span: (usize, usize),
    /// `""` for the top level, `attention`, `claim.0`, `equity.weights.1`.
    pub path: &'a str,
    /// `""` for the top level, `[attention]`, `[[claim]]`, `[equity] weights`.
    pub label: &'a str,
    /// For one outcome of `[equity] weights`: its 1-based number.
    pub outcome: Option<usize>,
}

/// The reader: the source text (for lines and columns) and the places seen so far.
pub(crate) struct Reader<'t> {
    text: &'t str,
    line_starts: Vec<usize>,
    pub spans: Spans,
}

/// What a field must be, in the reader's words (an i18n message).
pub(crate) fn expect(key: &'static str) -> Msg {
    Msg::new(key)
}

impl<'t> Reader<'t> {
    pub fn new(text: &'t str) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Self {
            text,
            line_starts,
            spans: Spans::default(),
        }
    }

    pub const fn text(&self) -> &'t str {
        self.text
    }

    /// The line and column of a byte offset.
    pub fn loc(&self, offset: usize) -> Loc {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        let column = self
            .text
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count())
            + 1;
        Loc { line, column }
    }

    /// An error at a byte offset.
    pub fn fail(&self, offset: usize, msg: Msg) -> CaseError {
        CaseError::Field(at(self.loc(offset), msg))
    }

    /// Remembers the place of a field path (the first place given wins).
    pub fn remember_at(&mut self, path: String, offset: usize) {
        let loc = self.loc(offset);
        self.spans.places.entry(path).or_insert(loc);
    }

    /// The place of `key`'s header in `parent`: the `[` of `[key]`, else the key itself.
    pub fn header(&self, parent: &Section<'_, '_>, key: &str) -> (usize, usize) {
        let Some((k, v)) = parent.table.get_key_value(key) else {
            return parent.span;
        };
        (self.bracket_before(k.span().start), v.span().end)
    }

    /// Moves an offset back onto the `[` that opens the header it names, if any.
    fn bracket_before(&self, offset: usize) -> usize {
        let before = self.text.get(..offset).unwrap_or("");
        let kept = before.trim_end_matches([' ', '\t', '[']);
        match before[kept.len()..].find('[') {
            Some(i) => kept.len() + i,
            None => offset,
        }
    }

    /// The header (`[[claim]]`) of an item of a repeatable section, from its span's start.
    pub fn item_header(&self, offset: usize) -> usize {
        let rest = self.text.get(offset..).unwrap_or("");
        if rest.starts_with('[') || rest.starts_with('{') {
            return offset;
        }
        let before = self.text.get(..offset).unwrap_or("").trim_end();
        if before.ends_with(']') {
            let line = before.rfind('\n').map_or(0, |i| i + 1);
            if let Some(i) = before[line..].find('[') {
                return line + i;
            }
        }
        offset
    }

    /// Remembers a section's place.
    pub fn enter(&mut self, section: &Section<'_, '_>) {
        self.remember_at(section.path.to_owned(), section.span.0);
    }

    /// Refuses any field of `section` not in `known`, the first in the file first.
    pub fn known(&self, section: &Section<'_, '_>, known: &[&str]) -> Result<(), CaseError> {
        let unknown = section
            .table
            .iter()
            .filter(|(k, _)| !known.contains(&k.get_ref().as_ref()))
            .min_by_key(|(k, _)| k.span().start);
        let Some((key, value)) = unknown else {
            return Ok(());
        };
        let name: &str = key.get_ref();
        let near = nearest(name, known);
        let is_section = match value.get_ref() {
            DeValue::Table(_) => Some(false),
            DeValue::Array(a) if !a.is_empty() && a.iter().all(|v| v.get_ref().is_table()) => {
                Some(true)
            }
            _ => None,
        };
        // The hint, then every name allowed here.
        let allowed = |near: Option<String>| {
            crate::i18n::Arg::from(
                Msg::new("limits-case-allowed")
                    .arg("hint", hint(near))
                    .arg("fields", known.join(", ")),
            )
        };
        let msg = match (is_section, section.label.is_empty()) {
            (Some(many), true) => {
                let brackets = |n: &str| {
                    if many {
                        format!("[[{n}]]")
                    } else {
                        format!("[{n}]")
                    }
                };
                let near = near.map(|n| match n {
                    "marked_revoke" | "claim" | "call_change" | "card_change" => {
                        format!("[[{n}]]")
                    }
                    "format" | "title" => format!("{n} ="),
                    _ => format!("[{n}]"),
                });
                Msg::new("case-error-unknown-section")
                    .arg("name", brackets(name))
                    .arg("hint", allowed(near))
            }
            (_, true) => Msg::new("case-error-unknown-top-field")
                .arg("name", name.to_owned())
                .arg("hint", allowed(near.map(str::to_owned))),
            (_, false) => Msg::new("case-error-unknown-field")
                .arg("name", name.to_owned())
                .arg("section", section.label.to_owned())
                .arg("hint", allowed(near.map(str::to_owned))),
        };
        let offset = if is_section.is_some() {
            self.bracket_before(key.span().start)
        } else {
            key.span().start
        };
        Err(self.fail(offset, msg))
    }

    /// The value of `key`, remembered under its path.
    pub fn value<'a, 'i>(&mut self, section: &Section<'a, 'i>, key: &str) -> Option<&'a Value<'i>> {
        let (k, value) = section.table.get_key_value(key)?;
        let at = if value.get_ref().is_table() {
            self.bracket_before(k.span().start)
        } else {
            k.span().start
        };
        self.remember_at(path(section.path, key), at);
        Some(value)
    }

    /// An error about `key` of `section`: `[attention] when = "x": expected …`.
    pub fn wrong(
        &self,
        section: &Section<'_, '_>,
        key: &str,
        value: &Value<'_>,
        expected: Msg,
    ) -> CaseError {
        self.wrong_at(section, key, value, value.span().start, expected)
    }

    /// As [`Reader::wrong`], placed at `offset` (the bad element of a list).
    pub fn wrong_at(
        &self,
        section: &Section<'_, '_>,
        key: &str,
        value: &Value<'_>,
        offset: usize,
        expected: Msg,
    ) -> CaseError {
        let msg = if value.get_ref().is_table() {
            Msg::new("case-error-section-kind")
                .arg("name", format!("[{}]", path(section.path, key)))
                .arg("expected", expected)
        } else {
            Msg::new("case-error-value")
                .arg("field", field(section, key))
                .arg("value", show(value.get_ref()))
                .arg("expected", expected)
        };
        self.fail(offset, msg)
    }

    /// A required field that is missing.
    pub fn missing(&self, section: &Section<'_, '_>, key: &str, expected: Msg) -> CaseError {
        self.fail(
            section.span.0,
            Msg::new("case-error-required")
                .arg("field", field(section, key))
                .arg("expected", expected),
        )
    }

    /// A text field.
    pub fn text_field(
        &mut self,
        section: &Section<'_, '_>,
        key: &str,
    ) -> Result<Option<String>, CaseError> {
        let Some(value) = self.value(section, key) else {
            return Ok(None);
        };
        match value.get_ref().as_str() {
            Some(s) => {
                self.short_enough(section, key, s, value.span().start)?;
                Ok(Some(s.to_owned()))
            }
            None => Err(self.wrong(section, key, value, expect("case-expect-text"))),
        }
    }

    /// Refuses a text longer than its field allows ([`text_limit`]), at its place.
    fn short_enough(
        &self,
        section: &Section<'_, '_>,
        key: &str,
        text: &str,
        offset: usize,
    ) -> Result<(), CaseError> {
        let limit = text_limit(key);
        // Bytes bound characters from above: most texts are not counted.
        if text.len() <= limit {
            return Ok(());
        }
        let length = text.chars().count();
        if length <= limit {
            return Ok(());
        }
        Err(self.fail(
            offset,
            Msg::new("limits-case-text-too-long")
                .arg("field", field(section, key))
                .arg("length", length)
                .arg("limit", limit),
        ))
    }

    /// A whole number from `min` to `max`; `expected` says so in words.
    pub fn number(
        &mut self,
        section: &Section<'_, '_>,
        key: &str,
        range: Range<i64>,
        expected: Msg,
    ) -> Result<Option<i64>, CaseError> {
        let Some(value) = self.value(section, key) else {
            return Ok(None);
        };
        match integer(value.get_ref()).filter(|n| range.contains(n)) {
            Some(n) => Ok(Some(n)),
            None => Err(self.wrong(section, key, value, expected)),
        }
    }

    /// A number of tricks, 0 to 13.
    pub fn tricks(
        &mut self,
        section: &Section<'_, '_>,
        key: &str,
    ) -> Result<Option<u8>, CaseError> {
        let n = self.number(section, key, 0..14, expect("case-expect-tricks"))?;
        Ok(n.and_then(|n| u8::try_from(n).ok()))
    }

    /// A count of cards played (0 or more; the play says how many there are).
    pub fn card_count(
        &mut self,
        section: &Section<'_, '_>,
        key: &str,
        expected: &'static str,
    ) -> Result<Option<usize>, CaseError> {
        let n = self.number(section, key, 0..1_000_000, expect(expected))?;
        Ok(n.and_then(|n| usize::try_from(n).ok()))
    }

    /// `true` or `false`.
    pub fn flag(
        &mut self,
        section: &Section<'_, '_>,
        key: &str,
    ) -> Result<Option<bool>, CaseError> {
        let Some(value) = self.value(section, key) else {
            return Ok(None);
        };
        match value.get_ref().as_bool() {
            Some(b) => Ok(Some(b)),
            None => Err(self.wrong(section, key, value, expect("case-expect-bool"))),
        }
    }

    /// One of the words in `choices`.
    pub fn choice(
        &mut self,
        section: &Section<'_, '_>,
        key: &str,
        choices: &[&'static str],
    ) -> Result<Option<&'static str>, CaseError> {
        let Some(value) = self.value(section, key) else {
            return Ok(None);
        };
        let found = value
            .get_ref()
            .as_str()
            .and_then(|s| choices.iter().find(|&&c| c == s));
        match found {
            Some(c) => Ok(Some(c)),
            None => Err(self.wrong(
                section,
                key,
                value,
                Msg::new("case-expect-choice").arg("choices", choices.join(", ")),
            )),
        }
    }

    /// A list of texts; each element's place is remembered (`play.missing.0`).
    pub fn text_list(
        &mut self,
        section: &Section<'_, '_>,
        key: &str,
        expected: &'static str,
    ) -> Result<Option<Vec<String>>, CaseError> {
        let Some(value) = self.value(section, key) else {
            return Ok(None);
        };
        let DeValue::Array(items) = value.get_ref() else {
            return Err(self.wrong(section, key, value, expect(expected)));
        };
        if let Some(extra) = items.get(MAX_LIST) {
            return Err(self.fail(
                extra.span().start,
                Msg::new("limits-case-too-many")
                    .arg("count", items.len())
                    .arg("section", field(section, key))
                    .arg("limit", MAX_LIST),
            ));
        }
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let Some(s) = item.get_ref().as_str() else {
                let at = item.span().start;
                return Err(self.wrong_at(section, key, value, at, expect(expected)));
            };
            self.short_enough(section, key, s, item.span().start)?;
            self.remember_at(
                format!("{}.{i}", path(section.path, key)),
                item.span().start,
            );
            out.push(s.to_owned());
        }
        Ok(Some(out))
    }
}

/// The most elements of a list of texts (a claim's line, the missing cards).
const MAX_LIST: usize = 256;

/// The longest text a field holds, in characters: sizes a director never reaches (a name,
/// a title: 4 Ki; notes, reasons, statements: 64 Ki; one game's PBN: 256 Ki), so that a
/// damaged or hostile file is refused instead of slowing every report.
pub(crate) fn text_limit(key: &str) -> usize {
    match key {
        "pbn" => 256 << 10,
        "notes" | "appeal_text" | "reasons" | "line" | "cards" => 64 << 10,
        _ => 4 << 10,
    }
}

/// The field path of `key` in a section.
pub(crate) fn path(section: &str, key: &str) -> String {
    if section.is_empty() {
        key.to_owned()
    } else {
        format!("{section}.{key}")
    }
}

/// How messages name `key` of a section: `[attention] when`, `format` at the top,
/// `[equity] weights, outcome 2: percent` for one weighted outcome.
pub(crate) fn field(section: &Section<'_, '_>, key: &str) -> crate::i18n::Arg {
    match section.outcome {
        Some(n) => Msg::new("case-field-outcome")
            .arg("section", section.label.to_owned())
            .arg("number", n)
            .arg("key", key.to_owned())
            .into(),
        None if section.label.is_empty() => key.to_owned().into(),
        None => format!("{} {key}", section.label).into(),
    }
}

/// "; did you mean `x`?", or nothing.
fn hint(near: Option<String>) -> crate::i18n::Arg {
    match near {
        Some(n) => Msg::new("case-hint-near").arg("near", n).into(),
        None => "".into(),
    }
}

/// A TOML integer as a number (any base, `_` separators), or none.
pub(crate) fn integer(value: &DeValue<'_>) -> Option<i64> {
    let i = value.as_integer()?;
    let digits: String = i.as_str().chars().filter(|&c| c != '_').collect();
    i64::from_str_radix(&digits, i.radix()).ok()
}

/// A value as the director wrote it, for messages: `"at_tea_time"`, `14`, `true`, `[]`.
pub(crate) fn show(value: &DeValue<'_>) -> String {
    match value {
        DeValue::String(s) => format!("\"{s}\""),
        DeValue::Integer(i) => i.to_string(),
        DeValue::Float(f) => f.to_string(),
        DeValue::Boolean(b) => b.to_string(),
        DeValue::Datetime(d) => d.to_string(),
        DeValue::Array(items) => {
            let inner: Vec<String> = items.iter().map(|v| show(v.get_ref())).collect();
            let text = format!("[{}]", inner.join(", "));
            if text.chars().count() > 60 {
                "[…]".to_owned()
            } else {
                text
            }
        }
        DeValue::Table(_) => "{…}".to_owned(),
    }
}
