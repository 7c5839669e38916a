//! Text to tokens: escape lines (`%` in column 1, outside a brace comment), `;` and `{}`
//! comments (no nesting), brackets, strings (`\"` and `\\`), section tokens, and the
//! semi-empty lines (outside brace comments) that end a game.

use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use crate::model::text::lines;

/// The longest quoted value (a tag value), in bytes: 64 KiB; a longer one is an error and
/// is read as empty.
pub const MAX_TAG_VALUE: usize = 64 << 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Tok {
    Open,
    Close,
    Str(String),
    Sym(String),
    Comment(String),
    /// A semi-empty line: the end of a game.
    Break,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Tok,
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
pub(crate) fn lex(text: &str, diags: &mut Vec<Diagnostic>) -> Vec<Token> {
    lex_from(text, &mut 1, diags)
}

/// Tokenizes text whose first line is line `next_line` of its file (a part of a file that
/// starts after a semi-empty line outside brace comments); `next_line` is then the line after
/// the text.
pub(crate) fn lex_from(
    text: &str,
    next_line: &mut usize,
    diags: &mut Vec<Diagnostic>,
) -> Vec<Token> {
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
            kind: Tok::Comment(b.text),
            line: b.line,
            column: b.column,
        });
    }
    out
}

fn lex_line(
    line: &str,
    line_no: usize,
    brace: &mut Option<Brace>,
    out: &mut Vec<Token>,
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
                push(Tok::Comment(line[i + 1..].to_owned()));
                return;
            }
            '{' => match line[i + 1..].find('}') {
                Some(len) => {
                    push(Tok::Comment(line[i + 1..i + 1 + len].to_owned()));
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
                let mut value = String::new();
                let mut closed = false;
                while let Some((_, c)) = chars.next() {
                    column += 1;
                    match c {
                        '"' => {
                            closed = true;
                            break;
                        }
                        '\\' => match chars.peek() {
                            Some(&(_, n @ ('"' | '\\'))) => {
                                chars.next();
                                column += 1;
                                value.push(n);
                            }
                            _ => value.push('\\'),
                        },
                        c => value.push(c),
                    }
                }
                if value.len() > MAX_TAG_VALUE {
                    diags.push(Diagnostic::new(
                        Severity::Error,
                        line_no,
                        start_col,
                        Msg::new("pbn-value-too-long").arg("limit", MAX_TAG_VALUE >> 10),
                    ));
                    value.clear();
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
                    let trimmed = value.trim_end();
                    if let Some(v) = trimmed.strip_suffix(']') {
                        let v = v.to_owned();
                        push(Tok::Str(v));
                        push(Tok::Close);
                    } else {
                        push(Tok::Str(value));
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
                push(Tok::Sym(line[i..end].to_owned()));
            }
        }
    }
}

fn close_brace(brace: &mut Option<Brace>, out: &mut Vec<Token>, diags: &mut Vec<Diagnostic>) {
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
            kind: Tok::Comment(b.text),
            line: b.line,
            column: b.column,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Tok> {
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
                Tok::Sym("Event".into()),
                Tok::Str("Random]".into()),
                Tok::Close,
                Tok::Comment(" rest {x}".into()),
                Tok::Comment("a\n\n[b \"c\"]\n".into()),
                Tok::Open,
                Tok::Sym("N".into()),
                Tok::Str("a\"b".into()),
                Tok::Close,
            ]
        );
    }

    #[test]
    fn escape_lines_and_breaks() {
        let k = kinds("% PBN 2.1\n[A \"1\"]\n \t\n\n[B \"2\"] x%y\n{\n%\n}");
        assert_eq!(k[4], Tok::Break);
        assert_eq!(k[9], Tok::Sym("x%y".into()));
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
