//! The Play section replayed on the deal with the play model.
//!
//! Rows are read as the standard says (columns are seats, from the Play tag's seat). Some
//! producers (rpbridge.net) shift the columns of some rows; since every card has one holder
//! in a full deal, a row whose cards do not fit its columns is read with its columns turned
//! when that makes every card its holder's, with a warning. Anything else that fails stops the replay where it
//! fails (a warning); the play is kept as far as it goes.

use super::game::{Game, Tag};
use super::playsec::PlaySection;
use super::values::ContractTag;
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use crate::play::{PbnRow, Play, RowsError};
use contract_bridge::Seat;

fn diag(diags: &mut Vec<Diagnostic>, severity: Severity, tag: &Tag, msg: Msg) {
    diags.push(Diagnostic::new(severity, tag.line, tag.column, msg));
}

/// Cards in the complete tricks.
fn complete_cards(play: &Play) -> usize {
    play.complete_tricks().map(|t| t.cards.len()).sum()
}

/// A row with its columns turned by `k`: the card in column `c` goes to column `c + k`.
fn turned(row: &PbnRow, k: usize) -> PbnRow {
    let mut alt: PbnRow = [None; 4];
    for (c, card) in row.iter().enumerate() {
        alt[(c + k) % 4] = *card;
    }
    alt
}

/// Replays `rows`. A row whose cards do not belong to the seats of their columns is read
/// with its columns turned, when exactly that makes every card its holder's (each card has
/// one holder, so at most one turn fits); the turn found is tried first on later rows.
/// Returns the play, the rows read turned, and the first problem left.
fn replay_rows(start: Play, first: Seat, rows: &[PbnRow]) -> (Play, Vec<usize>, Option<RowsError>) {
    let mut rows = rows.to_vec();
    let mut turned_rows = Vec::new();
    let mut play = start;
    let mut from = 0;
    let mut sticky = 0;
    loop {
        let (p, problem) = play.extend_from_pbn_rows(first, &rows[from..]);
        let Some(problem) = problem else {
            return (p, turned_rows, None);
        };
        let r = from + problem.row();
        let shifted = match problem {
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
        if !matches!(shifted, RowsError::Play { .. }) || turned_rows.contains(&r) {
            return (p, turned_rows, Some(shifted));
        }
        let mut base = p.clone();
        base.truncate(complete_cards(&p));
        let order = [sticky, 1, 2, 3, 0];
        let fit = order
            .into_iter()
            .filter(|&k| k != 0 || sticky != 0)
            .find_map(|k| {
                let alt = turned(&rows[r], k);
                let (trial, trouble) = base.clone().extend_from_pbn_rows(first, &[alt]);
                (trouble.is_none() && trial.len() > base.len()).then_some((k, alt))
            });
        let Some((k, alt)) = fit else {
            return (p, turned_rows, Some(shifted));
        };
        sticky = k;
        rows[r] = alt;
        turned_rows.push(r);
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
            Msg::new("pbn-play-rows-turned").arg("rows", list.join(", ")),
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
