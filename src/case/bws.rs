//! A case from a line of a Bridgemate traveller: the board of the session's hand record
//! with the contract, declarer, lead (and, when the club recorded them, the auction and
//! the play) of that table, the pairs and the players' names, and where it came from (the
//! file, section, table, round). The case is self-contained, as every case: the deal and
//! the contract are written inline, nothing refers back to the BWS.

use super::HandRecord;
use super::model::{Case, TableCall};
use crate::i18n::Msg;
use crate::import::bws::{Bws, Recorded, Traveller};
use crate::notation::card_token;

/// The case of a line, and what the director should know about it.
#[derive(Debug, Clone)]
pub struct FromBws {
    /// The case, ready to complete.
    pub case: Case,
    /// What did not fit (an unreadable auction row, a lead the leader does not hold, a
    /// recorded result the entered play contradicts).
    pub warnings: Vec<Msg>,
}

/// The case of `line` of `bws` on the deal of `record`; `file` names the BWS as the case
/// keeps it.
///
/// # Errors
/// The line was passed out, or its contract or declarer cannot be read.
pub fn case_of(
    bws: &Bws,
    line: &Traveller,
    record: &HandRecord,
    file: &str,
) -> Result<FromBws, Msg> {
    let (contract, declarer) = match (line.contract, line.declarer) {
        (Some(Recorded::Bid(c)), Some(d)) => (c, d),
        (Some(Recorded::PassedOut), _) => {
            return Err(Msg::new("bws-passed-out")
                .arg("board", line.board)
                .arg("table", line.table));
        }
        _ => {
            return Err(Msg::new("bws-line-unreadable")
                .arg("board", line.board)
                .arg("table", line.table)
                .arg("contract", shown_text(&line.contract_text)));
        }
    };
    // The BWS's own hand record, when it has one, must agree with the deal given.
    if bws
        .deals
        .get(&(line.section, line.board))
        .is_some_and(|own| *own != record.deal)
    {
        return Err(Msg::new("bws-deal-differs-record").arg("board", line.board));
    }
    let mut warnings = Vec::new();
    let auction = match bws.calls(line, record.dealer) {
        Ok(Some(calls)) => TableCall::plain(&calls),
        Ok(None) => Vec::new(),
        Err(problem) => {
            warnings.push(problem.msg());
            Vec::new()
        }
    };
    let players = bws.players(line);
    let mut record = record.clone();
    record.players = players.clone().map(|(name, _)| name);
    let mut case = record.case(contract, declarer, auction);
    fill_play(bws, line, &mut case, &mut warnings);
    let section = bws.section_name(line.section);
    let meta = &mut case.meta;
    meta.event = bws.session.0.clone();
    meta.date = bws.session.1.clone();
    meta.section = section;
    meta.table = line.table.to_string();
    meta.round = line.round.to_string();
    meta.ns_pair = line.pair_ns.map(|p| p.to_string()).unwrap_or_default();
    meta.ew_pair = line.pair_ew.map(|p| p.to_string()).unwrap_or_default();
    let [n, e, s, w] = players.map(|(name, _)| name);
    (meta.north, meta.east, meta.south, meta.west) = (n, e, s, w);
    meta.source_file = file.to_owned();
    meta.recorded_tricks = line.tricks;
    if let Some(w) = result_warning(&case) {
        warnings.push(w);
    }
    Ok(FromBws { case, warnings })
}

/// The play: the recorded cards when the club recorded them, else the lead alone.
fn fill_play(bws: &Bws, line: &Traveller, case: &mut Case, warnings: &mut Vec<Msg>) {
    match bws.play(line) {
        Ok(Some(cards)) => {
            for (_, card, row) in cards {
                if let Err(e) = case.play.push(card) {
                    warnings.push(
                        Msg::new("bws-play-illegal")
                            .arg("row", row)
                            .arg("card", card_token(card))
                            .arg("message", e.msg()),
                    );
                    break;
                }
            }
            return;
        }
        Ok(None) => {}
        Err(problem) => {
            warnings.push(problem.msg());
            return;
        }
    }
    let Some(lead) = line.lead else {
        return;
    };
    let leader = case.board.declarer.lho();
    if case.play.push(lead).is_err() {
        warnings.push(
            Msg::new("bws-lead-not-held")
                .arg("card", card_token(lead))
                .arg("seat", Msg::new(crate::i18n::words::seat_key(leader)))
                .arg("board", line.board),
        );
    }
}

/// The warning when the play is complete and its tricks are not the recorded result.
#[must_use]
pub fn result_warning(case: &Case) -> Option<Msg> {
    let recorded = case.meta.recorded_tricks?;
    if !case.play.is_finished() {
        return None;
    }
    let played = case.play.declarer_tricks();
    (played != recorded).then(|| {
        Msg::new("bws-result-differs")
            .arg("recorded", recorded)
            .arg("played", played)
    })
}

/// A text from a file as shown: control characters escaped.
fn shown_text(text: &str) -> String {
    crate::i18n::shown(text).into_owned()
}
