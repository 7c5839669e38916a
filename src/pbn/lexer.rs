//! Text to tokens: escape lines (`%` in column 1, outside a brace comment), `;` and `{}`
//! comments (no nesting), brackets, strings (`\"` and `\\`), section tokens, and the
//! semi-empty lines (outside brace comments) that end a game.

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

fn is_blank(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\u{b}' | '\u{c}')
}

fn ends_symbol(c: char) -> bool {
    c.is_whitespace() || matches!(c, '[' | ']' | '{' | '}' | ';' | '"')
}

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

/// Tokenizes the whole text.
pub(crate) fn lex<'a>(text: &'a str, diags: &mut Vec<Diagnostic>) -> Vec<Token<'a>> {
    lex_from(text, &mut 1, diags)
}

/// Tokenizes text whose first line is line `next_line` of its file (a part of a file that
/// starts after a semi-empty line outside brace comments); `next_line` is then the line after
/// the text.
pub(crate) fn lex_from<'a>(
    text: &'a str,
    next_line: &mut usize,
    diags: &mut Vec<Diagnostic>,
) -> Vec<Token<'a>> {
    let mut out: Vec<Token> = Vec::with_capacity(text.len() / 6);
    let mut brace: Option<Brace> = None;
    let mut line_no = next_line.saturating_sub(1);
    for line in lines(text) {
        line_no += 1;
        if brace.is_none() {
            if line.starts_with('%') {
                continue;
            }
            if line.chars().all(is_blank) {
                if !matches!(
                    out.last(),
                    Some(Token {
                        kind: Tok::Break,
                        ..
                    }) | None
                ) {
                    out.push(Token {
                        kind: Tok::Break,
                        line: line_no,
                        column: 1,
                    });
                }
                continue;
            }
        }
        lex_line(line, line_no, &mut brace, &mut out, diags);
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
    out
}

fn lex_line<'a>(
    line: &'a str,
    line_no: usize,
    brace: &mut Option<Brace>,
    out: &mut Vec<Token<'a>>,
    diags: &mut Vec<Diagnostic>,
) {
    let mut chars = line.char_indices().peekable();
    let mut column = 0;
    if let Some(b) = brace.as_mut() {
        match line.find('}') {
            None => {
                b.text.push('\n');
                b.text.push_str(line);
                return;
            }
            Some(end) => {
                b.text.push('\n');
                b.text.push_str(&line[..end]);
                close_brace(brace, out, diags);
                // Resume after the '}'.
                while let Some(&(i, _)) = chars.peek() {
                    chars.next();
                    column += 1;
                    if i == end {
                        break;
                    }
                }
            }
        }
    }
    while let Some((i, c)) = chars.next() {
        column += 1;
        let start_col = column;
        let mut push = |kind| {
            out.push(Token {
                kind,
                line: line_no,
                column: start_col,
            });
        };
        match c {
            c if c.is_whitespace() => {}
            '[' => push(Tok::Open),
            ']' => push(Tok::Close),
            ';' => {
                push(Tok::Comment(Cow::Borrowed(&line[i + 1..])));
                return;
            }
            '{' => match line[i + 1..].find('}') {
                Some(len) => {
                    push(Tok::Comment(Cow::Borrowed(&line[i + 1..i + 1 + len])));
                    let close = i + 1 + len;
                    while let Some(&(j, _)) = chars.peek() {
                        chars.next();
                        column += 1;
                        if j == close {
                            break;
                        }
                    }
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
            '}' => diags.push(Diagnostic::new(
                Severity::Warning,
                line_no,
                start_col,
                Msg::new("pbn-stray-brace"),
            )),
            '"' => {
                // The value is a slice of the line, unless an escape makes it a copy.
                let body = i + 1;
                let mut copy: Option<String> = None;
                let mut end = line.len();
                let mut closed = false;
                while let Some((j, c)) = chars.next() {
                    column += 1;
                    match c {
                        '"' => {
                            closed = true;
                            end = j;
                            break;
                        }
                        '\\' => match chars.peek() {
                            Some(&(_, n @ ('"' | '\\'))) => {
                                chars.next();
                                column += 1;
                                copy.get_or_insert_with(|| line[body..j].to_owned()).push(n);
                            }
                            _ => {
                                if let Some(v) = &mut copy {
                                    v.push('\\');
                                }
                            }
                        },
                        c => {
                            if let Some(v) = &mut copy {
                                v.push(c);
                            }
                        }
                    }
                }
                let mut value = copy.map_or(Cow::Borrowed(&line[body..end]), Cow::Owned);
                if value.len() > MAX_TAG_VALUE {
                    diags.push(Diagnostic::new(
                        Severity::Error,
                        line_no,
                        start_col,
                        Msg::new("pbn-value-too-long").arg("limit", MAX_TAG_VALUE >> 10),
                    ));
                    value = Cow::Borrowed("");
                }
                if closed {
                    push(Tok::Str(value));
                } else {
                    diags.push(Diagnostic::new(
                        Severity::Error,
                        line_no,
                        start_col,
                        Msg::new("pbn-string-unclosed"),
                    ));
                    let cut = value.trim_end().strip_suffix(']').map(str::len);
                    match cut {
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
                }
            }
            _ => {
                let mut end = i + c.len_utf8();
                while let Some(&(j, n)) = chars.peek() {
                    if ends_symbol(n) {
                        break;
                    }
                    chars.next();
                    column += 1;
                    end = j + n.len_utf8();
                }
                push(Tok::Sym(&line[i..end]));
            }
        }
    }
}

fn close_brace(brace: &mut Option<Brace>, out: &mut Vec<Token<'_>>, diags: &mut Vec<Diagnostic>) {
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
