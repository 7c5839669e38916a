//! Tokens to raw games: tag pairs (`[`, name, string, `]`, white space anywhere between,
//! several per line), each with its section data, and the comments; a game ends at a
//! semi-empty line and needs at least one tag.

use super::lexer::{Sink, TagPair, Tok, Token, for_each_symbol};
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use crate::model::RawGame;
use crate::model::game::{Comment, Element, Tag};
use std::borrow::Cow;

enum State<'a> {
    Outside,
    Open {
        line: usize,
        column: usize,
    },
    Named {
        name: &'a str,
        line: usize,
        column: usize,
    },
    Valued {
        name: &'a str,
        value: Cow<'a, str>,
        line: usize,
        column: usize,
    },
}

/// Raw games built token by token: a sink for the lexer.
pub(crate) struct Builder<'a, 'd> {
    games: Vec<RawGame>,
    current: RawGame,
    state: State<'a>,
    diags: &'d mut Vec<Diagnostic>,
    /// The place of the last token given one at a time ([`Sink::token`]): where a tag pair
    /// left open at the end is reported. (Whole tag pairs and lines of symbols come only
    /// outside a tag pair, and a tag pair opens with a token: they need not move it.)
    last: (usize, usize),
}

impl<'a> Sink<'a> for Builder<'a, '_> {
    fn token(&mut self, t: Token<'a>) {
        self.last = (t.line, t.column);
        // Section data, the most common token: straight to its tag.
        if let (State::Outside, Tok::Sym(text)) = (&self.state, &t.kind) {
            self.touch(t.line);
            self.data(text, false, t.line, t.column);
            return;
        }
        self.step(t);
    }

    /// Outside a tag pair (the common case), the four tokens' work at once: the tag.
    fn tag_pair(&mut self, pair: TagPair<'a>) {
        if !matches!(self.state, State::Outside) {
            pair.tokens(self);
            return;
        }
        self.touch(pair.line);
        self.push_tag(Tag::new(pair.name, pair.value, pair.line, pair.columns[0]));
    }

    /// Outside a tag pair (the common case), each symbol straight to the section data.
    fn symbols(&mut self, line: &'a str, line_no: usize) {
        if !matches!(self.state, State::Outside) {
            for_each_symbol(line, |text, column| {
                self.token(Token {
                    kind: Tok::Sym(text),
                    line: line_no,
                    column,
                });
            });
            return;
        }
        // The line is not blank: it holds a symbol.
        self.touch(line_no);
        let Some(tag) = self.current.tags.last_mut() else {
            for_each_symbol(line, |text, column| {
                self.data(text, false, line_no, column);
            });
            return;
        };
        // Kept whole: the thread that interprets the game splits it (`Tag::tokens`).
        Self::reserve(tag);
        tag.data.push(Element::words(line, line_no, 1));
    }
}

impl<'a> Builder<'a, '_> {
    fn err(&mut self, severity: Severity, line: usize, column: usize, msg: Msg) {
        self.diags
            .push(Diagnostic::new(severity, line, column, msg));
    }

    fn touch(&mut self, line: usize) {
        if self.current.first_line == 0 {
            self.current.first_line = line;
        }
        self.current.last_line = self.current.last_line.max(line);
    }

    /// Ends a tag pair that was not closed by `]`.
    fn flush_state(&mut self, line: usize, column: usize) {
        match std::mem::replace(&mut self.state, State::Outside) {
            State::Outside => {}
            State::Open { line, column } => {
                self.err(Severity::Error, line, column, Msg::new("pbn-tag-no-name"));
            }
            State::Named {
                name,
                line: l,
                column: c,
            } => {
                self.err(
                    Severity::Error,
                    line,
                    column,
                    Msg::new("pbn-tag-no-value").arg("tag", name),
                );
                self.push_tag(Tag::new(name, "", l, c));
            }
            State::Valued {
                name,
                value,
                line: l,
                column: c,
            } => {
                self.err(
                    Severity::Error,
                    line,
                    column,
                    Msg::new("pbn-tag-unclosed").arg("tag", name),
                );
                self.push_tag(Tag::new(name, &value, l, c));
            }
        }
    }

    fn push_tag(&mut self, tag: Tag) {
        if self.current.tags.capacity() == 0 {
            // Room for the tags a game usually gives (the export format asks for 15).
            self.current.tags.reserve(24);
        }
        self.current.tags.push(tag);
    }

    fn end_game(&mut self) {
        // The next game's room is made at its first tag: a part often holds one game.
        let game = std::mem::take(&mut self.current);
        if !game.tags.is_empty() {
            self.games.push(game);
        }
    }

    /// Room for the section data of `tag`, at its first element.
    fn reserve(tag: &mut Tag) {
        if tag.data.is_empty() {
            // The sections a game holds, a line of symbols an element: a play of 13 rows
            // and its end, an auction.
            tag.data.reserve(match tag.name.as_str() {
                "Play" => 14,
                "Auction" => 8,
                _ => 1,
            });
        }
    }

    fn data(&mut self, text: &str, quoted: bool, line: usize, column: usize) {
        match self.current.tags.last_mut() {
            Some(tag) => {
                Self::reserve(tag);
                tag.data.push(Element::token(text, quoted, line, column));
            }
            None => self.err(
                Severity::Warning,
                line,
                column,
                Msg::new("pbn-data-before-tag").arg("token", text),
            ),
        }
    }

    fn step(&mut self, t: Token<'a>) {
        let Token { kind, line, column } = t;
        if kind == Tok::Break {
            self.flush_state(line, column);
            self.end_game();
            return;
        }
        self.touch(line);
        match (std::mem::replace(&mut self.state, State::Outside), kind) {
            (_, Tok::Break) => {}
            (state, Tok::Comment(text)) => {
                self.state = state;
                let after_tag = self.current.tags.len().checked_sub(1);
                self.current.comments.push(Comment {
                    text: text.into_owned(),
                    line,
                    column,
                    after_tag,
                });
            }
            (state, Tok::Open) => {
                self.state = state;
                self.flush_state(line, column);
                self.state = State::Open { line, column };
            }
            (State::Outside, Tok::Close) => {
                self.err(
                    Severity::Warning,
                    line,
                    column,
                    Msg::new("pbn-stray-bracket"),
                );
            }
            (State::Outside, Tok::Sym(text)) => self.data(text, false, line, column),
            (State::Outside, Tok::Str(text)) => self.data(&text, true, line, column),
            (State::Open { line: l, column: c }, Tok::Sym(name)) => {
                if !name
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
                {
                    self.err(
                        Severity::Error,
                        line,
                        column,
                        Msg::new("pbn-tag-bad-name").arg("name", name),
                    );
                }
                self.state = State::Named {
                    name,
                    line: l,
                    column: c,
                };
            }
            (State::Open { .. }, Tok::Str(_) | Tok::Close) => {
                self.err(Severity::Error, line, column, Msg::new("pbn-tag-no-name"));
            }
            (
                State::Named {
                    name,
                    line: l,
                    column: c,
                },
                Tok::Str(value),
            ) => {
                self.state = State::Valued {
                    name,
                    value,
                    line: l,
                    column: c,
                };
            }
            (
                State::Named {
                    name,
                    line: l,
                    column: c,
                },
                Tok::Sym(value),
            ) => {
                self.err(
                    Severity::Error,
                    line,
                    column,
                    Msg::new("pbn-tag-value-unquoted").arg("tag", name),
                );
                self.state = State::Valued {
                    name,
                    value: Cow::Borrowed(value),
                    line: l,
                    column: c,
                };
            }
            (
                State::Named {
                    name,
                    line: l,
                    column: c,
                },
                Tok::Close,
            ) => {
                self.err(
                    Severity::Error,
                    line,
                    column,
                    Msg::new("pbn-tag-no-value").arg("tag", name),
                );
                self.push_tag(Tag::new(name, "", l, c));
            }
            (
                State::Valued {
                    name,
                    value,
                    line: l,
                    column: c,
                },
                Tok::Close,
            ) => {
                self.push_tag(Tag::new(name, &value, l, c));
            }
            (state @ State::Valued { .. }, Tok::Sym(text)) => {
                self.extra(state, text, line, column);
            }
            (state @ State::Valued { .. }, Tok::Str(text)) => {
                self.extra(state, &text, line, column);
            }
        }
    }

    /// A token after a tag's value, before its `]`: an error; the tag goes on.
    fn extra(&mut self, state: State<'a>, text: &str, line: usize, column: usize) {
        let tag = match &state {
            State::Valued { name, .. } => *name,
            _ => "",
        };
        self.err(
            Severity::Error,
            line,
            column,
            Msg::new("pbn-tag-extra")
                .arg("tag", tag)
                .arg("token", text.to_owned()),
        );
        self.state = state;
    }
}

impl<'d> Builder<'_, 'd> {
    /// A builder whose problems go to `diags`.
    pub(crate) fn new(diags: &'d mut Vec<Diagnostic>) -> Self {
        Self {
            games: Vec::new(),
            current: RawGame::default(),
            state: State::Outside,
            diags,
            last: (1, 1),
        }
    }

    /// The games, once every token is in.
    pub(crate) fn finish(mut self) -> Vec<RawGame> {
        let (line, column) = self.last;
        self.flush_state(line, column);
        self.end_game();
        self.games
    }
}

/// Text to raw games: the lexer hands each token straight to the reader (no list of
/// tokens). The text's first line is line `next_line` of its file; `next_line` is then the
/// line after it. The lexer's problems come before the reader's, as when the tokens are
/// read after the lexing.
pub(crate) fn lex_and_read(
    text: &str,
    next_line: &mut usize,
    diags: &mut Vec<Diagnostic>,
) -> Vec<RawGame> {
    let mut read_diags = Vec::new();
    let mut games = Builder::new(&mut read_diags);
    super::lexer::lex_into(text, next_line, diags, &mut games);
    let games = games.finish();
    diags.append(&mut read_diags);
    games
}

/// Groups tokens into raw games.
#[cfg(test)]
pub(crate) fn read(tokens: Vec<Token<'_>>, diags: &mut Vec<Diagnostic>) -> Vec<RawGame> {
    let mut b = Builder::new(diags);
    for t in tokens {
        Sink::token(&mut b, t);
    }
    b.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pbn::lexer::lex;

    fn games(text: &str) -> (Vec<RawGame>, Vec<Diagnostic>) {
        let mut d = Vec::new();
        let t = lex(text, &mut d);
        (read(t, &mut d), d)
    }

    #[test]
    fn tags_data_and_games() {
        let (g, d) = games(
            "[A \"1\"][B\n \"2\"\n]\n[Auction \"N\"]\n1S Pass\n\n{only a comment}\n\n[C \"3\"]",
        );
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(g.len(), 2);
        assert_eq!(g[0].tags.len(), 3);
        assert_eq!(g[0].tags[1].value, "2");
        assert_eq!(g[0].tags[2].tokens().count(), 2);
        assert_eq!((g[0].first_line, g[0].last_line), (1, 5));
        assert_eq!(g[1].tags[0].name, "C");
    }

    #[test]
    fn broken_tags_are_reported() {
        let (g, d) = games("[Event]\n[Site \"x\" y]\n[\"v\"]\n[Deal N:]");
        assert_eq!(g[0].tags.len(), 3);
        let errors = d.iter().filter(|d| d.severity == Severity::Error).count();
        assert_eq!(errors, 4, "{d:?}");
    }
}
