//! The Play section replayed on the deal with the play model.
//!
//! Rows are read as the standard says (columns are seats, from the Play tag's seat). Some
//! producers (rpbridge.net) write a few rows in playing order instead; when a row cannot be
//! read by seat but reads without fault in playing order from the trick's leader, it is
//! read that way, with a warning. Anything else that fails stops the replay where it
//! fails (a warning); the play is kept as far as it goes.

use super::game::{Game, Tag};
use super::playsec::PlaySection;
use super::values::ContractTag;
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use crate::notation::{clockwise_from, seats_after};
use crate::play::{PbnRow, Play, RowsError};
use contract_bridge::Seat;

fn diag(diags: &mut Vec<Diagnostic>, severity: Severity, tag: &Tag, msg: Msg) {
    diags.push(Diagnostic::new(severity, tag.line, tag.column, msg));
}

/// The leader of the trick in progress (or of the next trick).
fn current_leader(play: &Play) -> Option<Seat> {
    match play.tricks().last() {
        Some(t) if !t.is_complete() => Some(t.leader),
        _ => play.next_seat(),
    }
}

/// Cards in the complete tricks.
fn complete_cards(play: &Play) -> usize {
    play.complete_tricks().map(|t| t.cards.len()).sum()
}

/// Replays `rows`, reading a row in playing order when it cannot be read by seat.
/// Returns the play, the rows read in playing order, and the first problem left.
fn replay_rows(start: Play, first: Seat, rows: &[PbnRow]) -> (Play, Vec<usize>, Option<RowsError>) {
    let mut rows = rows.to_vec();
    let mut reordered = Vec::new();
    let mut play = start.clone();
    let mut from = 0;
    loop {
        let (p, problem) = play.extend_from_pbn_rows(first, &rows[from..]);
        let Some(problem) = problem else {
            return (p, reordered, None);
        };
        let r = from + problem.row();
        let shift = |e: RowsError| match e {
            RowsError::Play { row, column, error } => RowsError::Play {
                row: row + from,
                column,
                error,
            },
            RowsError::Gap { row, column } => RowsError::Gap {
                row: row + from,
                column,
            },
            RowsError::AfterEnd { row } => RowsError::AfterEnd { row: row + from },
        };
        if !matches!(problem, RowsError::Play { .. }) || reordered.contains(&r) {
            return (p, reordered, Some(shift(problem)));
        }
        let mut base = p.clone();
        base.truncate(complete_cards(&p));
        let Some(leader) = current_leader(&base) else {
            return (p, reordered, Some(shift(problem)));
        };
        let mut alt: PbnRow = [None; 4];
        for (k, seat) in clockwise_from(leader).into_iter().enumerate() {
            alt[seats_after(first, seat)] = rows[r][k];
        }
        let (trial, trial_problem) = base.clone().extend_from_pbn_rows(first, &[alt]);
        if trial_problem.is_some() || trial.len() == base.len() {
            return (p, reordered, Some(shift(problem)));
        }
        rows[r] = alt;
        reordered.push(r);
        play = base;
        from = r;
    }
}

/// Replays the play section on the deal, when deal, declarer and strain are known.
pub(crate) fn replay(
    game: &Game,
    section: &PlaySection,
    tag: &Tag,
    diags: &mut Vec<Diagnostic>,
) -> Option<Play> {
    let has_cards = section.card_count() > 0;
    let strain = game.contract.and_then(ContractTag::strain);
    let (Some(deal), Some(declarer), Some(strain)) = (game.deal, game.declarer, strain) else {
        if has_cards {
            let missing = if game.deal.is_none() {
                "Deal"
            } else if game.declarer.is_none() {
                "Declarer"
            } else {
                "Contract"
            };
            diag(
                diags,
                Severity::Warning,
                tag,
                Msg::new("pbn-play-not-replayed").arg("missing", missing),
            );
        }
        return None;
    };
    if Seat::ALL.iter().any(|&s| deal[s].is_empty()) {
        if has_cards {
            diag(
                diags,
                Severity::Warning,
                tag,
                Msg::new("pbn-play-hidden-hands"),
            );
        }
        return None;
    }
    let leader = if game.is_end_position() {
        section.first
    } else {
        declarer.lho()
    };
    let start = Play::with_leader(deal, declarer, strain, leader);
    let (play, reordered, problem) = replay_rows(start, section.first, &section.rows);
    if !reordered.is_empty() {
        let list: Vec<String> = reordered.iter().map(|r| (r + 1).to_string()).collect();
        diag(
            diags,
            Severity::Warning,
            tag,
            Msg::new("pbn-play-rows-reordered").arg("rows", list.join(", ")),
        );
    }
    if let Some(p) = problem {
        let (line, column) = section
            .cards
            .iter()
            .find(|c| c.row == p.row() && (c.card.is_some() || c.text == "+"))
            .map_or((tag.line, tag.column), |c| (c.line, c.file_column));
        diags.push(Diagnostic::new(Severity::Warning, line, column, p.msg()));
    }
    for marked in section.marked_revokes() {
        let confirmed = play
            .steps()
            .iter()
            .any(|s| Some(s.card) == marked.card && s.revoke);
        if !confirmed {
            let msg = Msg::new("pbn-revoke-mark-unconfirmed").arg("card", marked.text.clone());
            diags.push(Diagnostic::new(
                Severity::Warning,
                marked.line,
                marked.file_column,
                msg,
            ));
        }
    }
    if play.is_finished()
        && let Some(r) = game.result
        && r != play.declarer_tricks()
    {
        let t = game.tags.iter().find(|t| t.name == "Result").unwrap_or(tag);
        let msg = Msg::new("pbn-result-mismatch")
            .arg("result", r)
            .arg("play", play.declarer_tricks());
        diag(diags, Severity::Warning, t, msg);
    }
    Some(play)
}
