//! Text to tokens: escape lines (`%` in column 1, outside a brace comment), `;` and `{}`
//! comments (no nesting), brackets, strings (`\"` and `\\`), section tokens, and the
//! semi-empty lines (outside brace comments) that end a game.

use super::plain::plain_symbols;
pub(crate) use super::plain::{TagPair, for_each_symbol};
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use crate::model::text::lines;
use std::borrow::Cow;

/// The longest quoted value (a tag value), in bytes: 64 KiB; a longer one is an error and
/// is read as empty.
pub const MAX_TAG_VALUE: usize = 64 << 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Tok<'a> {
    Open,
    Close,
    Str(Cow<'a, str>),
    Sym(&'a str),
    Comment(Cow<'a, str>),
    /// A semi-empty line: the end of a game.
    Break,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub kind: Tok<'a>,
    pub line: usize,
    pub column: usize,
}

struct Brace {
    line: usize,
    column: usize,
    text: String,
}

fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | 0x0B | 0x0C)
}

/// The ASCII characters that end a symbol: white space (as `char::is_whitespace` says) and
/// `[ ] { } ; "`, by byte.
pub(super) const ENDS_SYMBOL: [bool; 128] = {
    let mut table = [false; 128];
    let ends = b" \t\n\x0B\x0C\r[]{};\"";
    let mut i = 0;
    while i < ends.len() {
        table[ends[i] as usize] = true;
        i += 1;
    }
    table
};

/// Whether a comment line looks like a tag pair (`[Name "`).
fn tag_like(line: &str) -> bool {
    let t = line.trim_start();
    let Some(rest) = t.strip_prefix('[') else {
        return false;
    };
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    name_len > 0 && rest[name_len..].trim_start().starts_with('"')
}

/// Where the lexer's tokens go, one at a time.
pub(crate) trait Sink<'a> {
    fn token(&mut self, token: Token<'a>);

    /// A whole tag pair alone on its line, `[Name "value"]` (the most common line): its
    /// four tokens, at the columns given, in one call.
    fn tag_pair(&mut self, pair: TagPair<'a>) {
        pair.tokens(self);
    }

    /// A line of plain symbols (see [`plain_symbols`]): its symbols, one at a time.
    fn symbols(&mut self, line: &'a str, line_no: usize) {
        for_each_symbol(line, |text, column| {
            self.token(Token {
                kind: Tok::Sym(text),
                line: line_no,
                column,
            });
        });
    }
}

impl<'a> Sink<'a> for Vec<Token<'a>> {
    fn token(&mut self, token: Token<'a>) {
        self.push(token);
    }
}

/// The tokens on their way to a sink, knowing whether a game break would repeat the last one.
struct Out<'s, S> {
    sink: &'s mut S,
    /// Nothing yet, or a break last: a semi-empty line adds no break.
    after_break: bool,
}

impl<'a, S: Sink<'a>> Out<'_, S> {
    fn push(&mut self, token: Token<'a>) {
        self.after_break = token.kind == Tok::Break;
        self.sink.token(token);
    }

    fn tag_pair(&mut self, pair: TagPair<'a>) {
        self.after_break = false;
        self.sink.tag_pair(pair);
    }
}

/// Tokenizes the whole text (the readers use [`lex_into`]).
#[cfg(test)]
pub(crate) fn lex<'a>(text: &'a str, diags: &mut Vec<Diagnostic>) -> Vec<Token<'a>> {
    let mut out = Vec::with_capacity(text.len() / 6);
    lex_into(text, &mut 1, diags, &mut out);
    out
}

/// Tokenizes one line byte by byte, without the whole-line fast paths (to test them).
#[cfg(test)]
pub(crate) fn lex_line_slowly<'a>(line: &'a str, diags: &mut Vec<Diagnostic>) -> Vec<Token<'a>> {
    let mut tokens = Vec::new();
    let mut out = Out {
        sink: &mut tokens,
        after_break: true,
    };
    lex_line(line, 1, line.is_ascii(), &mut None, &mut out, diags);
    tokens
}

/// Tokenizes text whose first line is line `next_line` of its file (a part of a file that
/// starts after a semi-empty line outside brace comments) into `sink`, token by token;
/// `next_line` is then the line after the text.
pub(crate) fn lex_into<'a>(
    text: &'a str,
    next_line: &mut usize,
    diags: &mut Vec<Diagnostic>,
    sink: &mut impl Sink<'a>,
) {
    let mut out = Out {
        sink,
        after_break: true,
    };
    let mut brace: Option<Brace> = None;
    let mut line_no = next_line.saturating_sub(1);
    // Most files are ASCII: then every line is, and characters are bytes.
    let ascii = text.is_ascii();
    for line in lines(text) {
        line_no += 1;
        if brace.is_none() {
            if line.starts_with('%') {
                continue;
            }
            if line.bytes().all(is_blank) {
                if !out.after_break {
                    out.push(Token {
                        kind: Tok::Break,
                        line: line_no,
                        column: 1,
                    });
                }
                continue;
            }
            if ascii
                && line.starts_with('[')
                && let Some(pair) = TagPair::of(line, line_no)
            {
                out.tag_pair(pair);
                continue;
            }
            if ascii && plain_symbols(line) {
                out.after_break = false;
                out.sink.symbols(line, line_no);
                continue;
            }
        }
        lex_line(
            line,
            line_no,
            ascii || line.is_ascii(),
            &mut brace,
            &mut out,
            diags,
        );
    }
    *next_line = line_no + 1;
    if let Some(b) = brace {
        diags.push(Diagnostic::new(
            Severity::Warning,
            b.line,
            b.column,
            Msg::new("pbn-comment-unclosed"),
        ));
        out.push(Token {
            kind: Tok::Comment(Cow::Owned(b.text)),
            line: b.line,
            column: b.column,
        });
    }
}

/// The quoted string whose `"` is at byte `quote`: its token (a slice of the line, unless
/// an escape `\"` or `\\` makes it a copy), and the byte after its closing quote (the
/// line's end when it has none: an error; a `]` just before the end is then taken as the
/// tag's end).
fn string<'a, S: Sink<'a>>(
    line: &'a str,
    quote: usize,
    line_no: usize,
    column: usize,
    out: &mut Out<'_, S>,
    diags: &mut Vec<Diagnostic>,
) -> usize {
    let bytes = line.as_bytes();
    let body = quote + 1;
    let mut copy: Option<String> = None;
    let mut from = body;
    let mut i = body;
    let mut end = None;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'"' => {
                end = Some(i);
                i += 1;
                break;
            }
            b'\\' if matches!(bytes.get(i + 1), Some(b'"' | b'\\')) => {
                let v = copy.get_or_insert_with(String::new);
                v.push_str(&line[from..i]);
                v.push(char::from(bytes[i + 1]));
                i += 2;
                from = i;
            }
            _ => i += 1,
        }
    }
    let closed = end.is_some();
    let end = end.unwrap_or(line.len());
    let mut value = match copy {
        Some(mut v) => {
            v.push_str(&line[from..end]);
            Cow::Owned(v)
        }
        None => Cow::Borrowed(&line[body..end]),
    };
    let mut push = |kind| {
        out.push(Token {
            kind,
            line: line_no,
            column,
        });
    };
    if value.len() > MAX_TAG_VALUE {
        diags.push(Diagnostic::new(
            Severity::Error,
            line_no,
            column,
            Msg::new("pbn-value-too-long").arg("limit", MAX_TAG_VALUE >> 10),
        ));
        value = Cow::Borrowed("");
    }
    if closed {
        push(Tok::Str(value));
        return i;
    }
    diags.push(Diagnostic::new(
        Severity::Error,
        line_no,
        column,
        Msg::new("pbn-string-unclosed"),
    ));
    match value.trim_end().strip_suffix(']').map(str::len) {
        Some(len) => {
            let v = match value {
                Cow::Borrowed(v) => Cow::Borrowed(&v[..len]),
                Cow::Owned(mut v) => {
                    v.truncate(len);
                    Cow::Owned(v)
                }
            };
            push(Tok::Str(v));
            push(Tok::Close);
        }
        None => push(Tok::Str(value)),
    }
    i
}

/// How many characters a slice of a line holds (columns count characters).
fn chars(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

/// The character at byte `i` of `line` (a character boundary) and its length in bytes.
fn char_at(line: &str, i: usize) -> (char, usize) {
    let c = line[i..].chars().next().unwrap_or(' ');
    (c, c.len_utf8())
}

/// The end (in bytes) of the symbol starting at byte `i`: the first character that ends a
/// symbol, or the line's end.
fn symbol_end(line: &str, mut i: usize) -> usize {
    let bytes = line.as_bytes();
    while let Some(&b) = bytes.get(i) {
        if b.is_ascii() {
            if ENDS_SYMBOL[usize::from(b)] {
                break;
            }
            i += 1;
        } else {
            let (c, len) = char_at(line, i);
            if c.is_whitespace() {
                break;
            }
            i += len;
        }
    }
    i
}

/// Tokenizes one line, byte by byte: every character the lexer looks for is ASCII, so a
/// byte that starts a multi-byte character is only ever white space or part of a symbol.
/// Columns count characters.
fn lex_line<'a, S: Sink<'a>>(
    line: &'a str,
    line_no: usize,
    ascii: bool,
    brace: &mut Option<Brace>,
    out: &mut Out<'_, S>,
    diags: &mut Vec<Diagnostic>,
) {
    let bytes = line.as_bytes();
    // On an ASCII line (most lines; `ascii`), characters are bytes.
    let width = |s: &str| if ascii { s.len() } else { chars(s) };
    let mut i = 0;
    let mut column = 0;
    if let Some(b) = brace.as_mut() {
        let Some(end) = line.find('}') else {
            b.text.push('\n');
            b.text.push_str(line);
            return;
        };
        b.text.push('\n');
        b.text.push_str(&line[..end]);
        close_brace(brace, out, diags);
        // Resume after the '}'.
        i = end + 1;
        column = width(&line[..i]);
    }
    while let Some(&b) = bytes.get(i) {
        column += 1;
        let start_col = column;
        let mut push = |kind| {
            out.push(Token {
                kind,
                line: line_no,
                column: start_col,
            });
        };
        if !b.is_ascii() {
            let (c, len) = char_at(line, i);
            if c.is_whitespace() {
                i += len;
            } else {
                let end = symbol_end(line, i);
                push(Tok::Sym(&line[i..end]));
                column += width(&line[i..end]) - 1;
                i = end;
            }
            continue;
        }
        match b {
            b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ' => i += 1,
            b'[' => {
                push(Tok::Open);
                i += 1;
            }
            b']' => {
                push(Tok::Close);
                i += 1;
            }
            b';' => {
                push(Tok::Comment(Cow::Borrowed(&line[i + 1..])));
                return;
            }
            b'{' => match line[i + 1..].find('}') {
                Some(len) => {
                    let close = i + 1 + len;
                    push(Tok::Comment(Cow::Borrowed(&line[i + 1..close])));
                    column += width(&line[i + 1..=close]);
                    i = close + 1;
                }
                None => {
                    *brace = Some(Brace {
                        line: line_no,
                        column: start_col,
                        text: line[i + 1..].to_owned(),
                    });
                    return;
                }
            },
            b'}' => {
                diags.push(Diagnostic::new(
                    Severity::Warning,
                    line_no,
                    start_col,
                    Msg::new("pbn-stray-brace"),
                ));
                i += 1;
            }
            b'"' => {
                let next = string(line, i, line_no, start_col, out, diags);
                column += width(&line[i + 1..next]);
                i = next;
            }
            _ => {
                let end = symbol_end(line, i);
                push(Tok::Sym(&line[i..end]));
                column += width(&line[i..end]) - 1;
                i = end;
            }
        }
    }
}

fn close_brace<'a, S: Sink<'a>>(
    brace: &mut Option<Brace>,
    out: &mut Out<'_, S>,
    diags: &mut Vec<Diagnostic>,
) {
    if let Some(b) = brace.take() {
        if b.text.lines().skip(1).any(tag_like) {
            diags.push(Diagnostic::new(
                Severity::Warning,
                b.line,
                b.column,
                Msg::new("pbn-comment-holds-tags"),
            ));
        }
        out.push(Token {
            kind: Tok::Comment(Cow::Owned(b.text)),
            line: b.line,
            column: b.column,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Tok<'_>> {
        let mut d = Vec::new();
        lex(text, &mut d).into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn strings_brackets_and_comments() {
        let k = kinds("[Event \"Random]\"] ; rest {x}\n{a\n\n[b \"c\"]\n}[N \"a\\\"b\"]");
        assert_eq!(
            k,
            vec![
                Tok::Open,
                Tok::Sym("Event"),
                Tok::Str("Random]".into()),
                Tok::Close,
                Tok::Comment(" rest {x}".into()),
                Tok::Comment("a\n\n[b \"c\"]\n".into()),
                Tok::Open,
                Tok::Sym("N"),
                Tok::Str("a\"b".into()),
                Tok::Close,
            ]
        );
    }

    #[test]
    fn columns_count_characters_and_non_ascii_white_space_ends_a_symbol() {
        let mut d = Vec::new();
        let t = lex("[Event \"Café\"] x\u{a0}y {cô}z \"a\\\"é\" w", &mut d);
        let got: Vec<(Tok, usize)> = t.into_iter().map(|t| (t.kind, t.column)).collect();
        assert_eq!(
            got,
            vec![
                (Tok::Open, 1),
                (Tok::Sym("Event"), 2),
                (Tok::Str("Café".into()), 8),
                (Tok::Close, 14),
                (Tok::Sym("x"), 16),
                (Tok::Sym("y"), 18),
                (Tok::Comment("cô".into()), 20),
                (Tok::Sym("z"), 24),
                (Tok::Str("a\"é".into()), 26),
                (Tok::Sym("w"), 33),
            ]
        );
        assert!(d.is_empty(), "{d:?}");
    }

    #[test]
    fn escape_lines_and_breaks() {
        let k = kinds("% PBN 2.1\n[A \"1\"]\n \t\n\n[B \"2\"] x%y\n{\n%\n}");
        assert_eq!(k[4], Tok::Break);
        assert_eq!(k[9], Tok::Sym("x%y"));
        assert_eq!(k[10], Tok::Comment("\n%\n".into()));
        assert_eq!(k.iter().filter(|t| **t == Tok::Break).count(), 1);
    }

    #[test]
    fn unclosed_string_and_comment_are_reported() {
        let mut d = Vec::new();
        let t = lex("[Event \"abc]\n{ open", &mut d);
        assert_eq!(t[2].kind, Tok::Str("abc".into()));
        assert_eq!(t[3].kind, Tok::Close);
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].severity, Severity::Error);
    }
}
