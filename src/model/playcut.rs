//! A Play section that could be read only in part. The reader keeps the play as far as it
//! goes (see `replay`); a board whose deal, contract and declarer are sound still makes a
//! case with that part of the play, and the director is told which line was cut. Only the
//! errors outside the Play section keep a board from making a case.

use super::{Diagnostic, Game, Severity};
use std::ops::RangeInclusive;

/// A play kept in part, or read despite an error in its section.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayCut<'a> {
    /// The cards kept: the play as far as it could be replayed, in playing order.
    pub kept: usize,
    /// The cards the Play section gives.
    pub given: usize,
    /// The problem that stopped the play, with its line and column (the first error of
    /// the section, else the replay's own stop), when one was reported.
    pub problem: Option<&'a Diagnostic>,
}

impl PlayCut<'_> {
    /// The cards given that were left out.
    #[must_use]
    pub const fn dropped(&self) -> usize {
        self.given.saturating_sub(self.kept)
    }
}

impl Game {
    /// The source lines of the Play section: from its tag to the line before the next tag
    /// written after it, or to the end of the game.
    #[must_use]
    pub fn play_lines(&self) -> Option<RangeInclusive<usize>> {
        let tag = self.tag_entry("Play")?;
        let end = self
            .tags
            .iter()
            .filter(|t| t.line > tag.line)
            .map(|t| t.line - 1)
            .min()
            .unwrap_or(self.last_line)
            .max(tag.line);
        Some(tag.line..=end)
    }

    /// The first of `diagnostics` (this game's) that is an error outside the Play
    /// section: the one that keeps the board from making a case.
    #[must_use]
    pub fn first_error_outside_play<'a>(
        &self,
        diagnostics: &'a [Diagnostic],
    ) -> Option<&'a Diagnostic> {
        let play = self.play_lines();
        diagnostics
            .iter()
            .find(|d| d.is_error() && !play.as_ref().is_some_and(|p| p.contains(&d.line)))
    }

    /// How the play was cut, when it was: fewer cards kept than the section gives, or an
    /// error inside the section. `diagnostics` are this game's.
    #[must_use]
    pub fn play_cut<'a>(&self, diagnostics: &'a [Diagnostic]) -> Option<PlayCut<'a>> {
        let section = self.play_section()?;
        let lines = self.play_lines()?;
        let inside = |d: &&Diagnostic| lines.contains(&d.line);
        let given = section.card_count();
        let kept = self.play().map_or(0, crate::play::Play::len);
        let error = diagnostics
            .iter()
            .filter(inside)
            .find(|d| d.severity == Severity::Error);
        if error.is_none() && kept >= given {
            return None;
        }
        // The replay's stop is the play model's own message (keys `play-…`).
        let problem = error.or_else(|| {
            diagnostics
                .iter()
                .filter(inside)
                .find(|d| d.message.key.starts_with("play-"))
        });
        Some(PlayCut {
            kept,
            given,
            problem,
        })
    }
}

#[cfg(test)]
mod tests {
    const HEAD: &str = "[Event \"Club pairs\"]\n[Board \"5\"]\n[Dealer \"N\"]\n[Vulnerable \"NS\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n[Play \"W\"]\n";

    fn read(play: &str, after: &str) -> crate::pbn::PbnFile {
        crate::pbn::parse(format!("{HEAD}{play}{after}").as_bytes())
    }

    /// The diagnostics of the file's only game.
    fn diagnostics(file: &crate::pbn::PbnFile) -> Vec<super::Diagnostic> {
        file.diagnostics
            .iter()
            .filter(|d| d.game == Some(file.games[0].ordinal()))
            .cloned()
            .collect()
    }

    #[test]
    fn a_bad_token_cuts_the_play_at_its_line_and_nothing_else_is_an_error() {
        // Line 13 holds "XX" where East plays to trick 4, which North led: the play is
        // kept up to North's ♣A (13 cards).
        let file = read(
            "S2 SA ST S3\nH2 HA HT H6\nD2 DA DT D6\nC2 CA XX C6\nC3 CK C9 C7\n",
            "[Note \"x\"]\n",
        );
        let game = &file.games[0];
        let diags = diagnostics(&file);
        assert!(diags.iter().any(|d| d.is_error()), "an error in the play");
        assert_eq!(game.play_lines(), Some(9..=14));
        assert_eq!(game.first_error_outside_play(&diags), None);
        let cut = game.play_cut(&diags).expect("the play is cut");
        assert_eq!((cut.kept, cut.given, cut.dropped()), (13, 19, 6));
        let problem = cut.problem.expect("located");
        assert_eq!((problem.line, problem.column), (13, 7));
        assert_eq!(game.play().map(crate::play::Play::len), Some(13));
    }

    #[test]
    fn a_card_not_held_cuts_the_play_where_it_stands() {
        // East plays ♠2 to trick 2, which West played to trick 1: the replay stops there,
        // after North's lead (a warning only).
        let file = read("S2 SA ST S3\nH2 HA S2 H6\nD2 DA DT D6\n", "");
        let game = &file.games[0];
        let diags = diagnostics(&file);
        assert_eq!(game.first_error_outside_play(&diags), None);
        let cut = game.play_cut(&diags).expect("the play is cut");
        assert_eq!((cut.kept, cut.given), (5, 12));
        assert_eq!(cut.problem.map(|d| d.line), Some(11));
    }

    #[test]
    fn a_sound_play_is_not_cut_and_an_error_elsewhere_still_counts() {
        let file = read("S2 SA ST S3\nH2 HA HT H6\n", "");
        let game = &file.games[0];
        let diags = diagnostics(&file);
        assert_eq!(game.play_cut(&diags), None);
        // A broken Result before the play: an error outside the section.
        let text = format!(
            "{}S2 SA ST S3\n",
            HEAD.replace("[Result \"9\"]", "[Result \"x\"]")
        );
        let file = crate::pbn::parse(text.as_bytes());
        let game = &file.games[0];
        let diags = diagnostics(&file);
        assert_eq!(
            game.first_error_outside_play(&diags).map(|d| d.line),
            Some(8)
        );
    }
}
