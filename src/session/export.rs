//! The session's adjusted scores as the scorer takes them: CSV (RFC 4180, one row a
//! ruling, columns in [`CSV_COLUMNS`]) and PBN (one game a ruling with `Result`, `Score` and
//! the ruling as a `Note`).

use super::{Row, Session};
use crate::laws::contract_code;
use crate::model::values::{deal_pbn, vulnerability_pbn};
use std::fmt::Write;

/// The comment line that marks a PBN file as Arbitre's export of a session's rulings.
pub const PBN_MARKER: &str = "Arbitre: the session's rulings";

/// Whether an export may be written to `path`: nothing is there, or a file that is already
/// one of Arbitre's exports of the same kind (a CSV that starts with the columns' header, a
/// PBN that carries [`PBN_MARKER`]). The session's hand record, a case file or a folder,
/// chosen by a slip of the hand, is never replaced.
#[must_use]
pub fn may_replace(path: &std::path::Path, pbn: bool) -> bool {
    if !path.exists() {
        return true;
    }
    path.is_file()
        && crate::fsread::head(path).is_some_and(|bytes| {
            let text = String::from_utf8_lossy(&bytes);
            if pbn {
                text.contains(PBN_MARKER)
            } else {
                text.starts_with(&CSV_COLUMNS[..2].join(","))
            }
        })
}

/// The CSV header, in column order. The README documents each column.
pub const CSV_COLUMNS: [&str; 22] = [
    "file",
    "event",
    "session",
    "round",
    "table",
    "section",
    "ns_pair",
    "ew_pair",
    "board",
    "ns_players",
    "ew_players",
    "contract",
    "declarer",
    "table_tricks",
    "adjusted_tricks",
    "final_tricks",
    "score_ns",
    "score_ns_exact",
    "weighted",
    "imps_ns",
    "laws",
    "status",
];

/// A CSV field, quoted when it holds a comma, a quote or a line end. Text a spreadsheet
/// would take for a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return,
/// and not a number such as `-50`) is kept as text by a leading `'`: a player's name or an
/// event from a file never runs in the scorer's spreadsheet.
fn field(text: &str) -> String {
    let formula =
        text.starts_with(['=', '+', '-', '@', '\t', '\r']) && text.trim().parse::<f64>().is_err();
    let neutral;
    let text = if formula {
        neutral = format!("'{text}");
        neutral.as_str()
    } else {
        text
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// Two partners' names as one: `Anne – Bruno` (empty when neither is known).
#[must_use]
pub fn players(a: &str, b: &str) -> String {
    match (a.trim(), b.trim()) {
        ("", "") => String::new(),
        (a, b) => format!("{a} – {b}"),
    }
}

/// `60% 10 +420; 40% 9 −100`: each weighted outcome, its percent, tricks and NS score.
fn weighted(row: &Row) -> String {
    let Some(outcomes) = row
        .judgement
        .ruling
        .final_result
        .as_ref()
        .and_then(|f| f.weighted.as_ref())
    else {
        return String::new();
    };
    outcomes
        .iter()
        .map(|o| format!("{}% {} {:+}", o.percent, o.declarer_tricks, o.score_ns))
        .collect::<Vec<_>>()
        .join("; ")
}

/// IMPs for North-South against the other table (teams), weighted when weighted.
fn imps(row: &Row) -> String {
    let j = &row.judgement;
    match (j.weighted_imps_ns, j.imps.first()) {
        (Some(w), _) => format!("{w:.2}"),
        (None, Some(o)) => o.imps_ns.to_string(),
        (None, None) => String::new(),
    }
}

fn csv_row(row: &Row) -> Vec<String> {
    let case = &row.case;
    let m = &case.meta;
    let r = &row.judgement.ruling;
    let fin = r.final_result.as_ref();
    let laws: Vec<String> = row.laws().iter().map(|l| l.code().to_owned()).collect();
    vec![
        row.file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        m.event.clone(),
        m.session.clone(),
        m.round.clone(),
        m.table.clone(),
        m.section.clone(),
        m.ns_pair.clone(),
        m.ew_pair.clone(),
        case.board.number.clone(),
        players(&m.north, &m.south),
        players(&m.east, &m.west),
        r.contract.clone(),
        r.declarer.clone(),
        r.table_declarer_tricks.to_string(),
        r.adjusted_declarer_tricks.to_string(),
        fin.and_then(|f| f.declarer_tricks)
            .map_or_else(String::new, |t| t.to_string()),
        fin.map_or_else(String::new, |f| f.score_ns.to_string()),
        fin.and_then(|f| f.score_ns_exact)
            .map_or_else(String::new, |x| format!("{x}")),
        weighted(row),
        imps(row),
        laws.join(" "),
        row.status().to_owned(),
    ]
}

/// The session as CSV: the header, then a row per ruling (CRLF line ends, as RFC 4180).
#[must_use]
pub fn csv(session: &Session) -> String {
    let mut out = CSV_COLUMNS.join(",");
    out.push_str("\r\n");
    for row in &session.rows {
        let fields: Vec<String> = csv_row(row).iter().map(|f| field(f)).collect();
        out.push_str(&fields.join(","));
        out.push_str("\r\n");
    }
    out
}

/// A PBN tag value: quotes and backslashes escaped, line ends folded.
fn tag_value(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\r', '\n'], " ")
}

fn tag(out: &mut String, name: &str, value: &str) {
    let _ = write!(out, "[{name} \"{}\"]\r\n", tag_value(value));
}

/// The ruling in one line for the scorer's `Note`.
fn note(row: &Row) -> String {
    let r = &row.judgement.ruling;
    let laws: Vec<String> = row.laws().iter().map(|l| l.code().to_owned()).collect();
    let mut text = format!(
        "Arbitre ruling: table {} tricks, {} transferred, adjusted {}",
        r.table_declarer_tricks, r.transfer_total, r.adjusted_declarer_tricks
    );
    match &r.final_result {
        Some(f) => match &f.weighted {
            Some(_) => {
                let _ = write!(text, "; weighted: {}; NS {:+}", weighted(row), f.score_ns);
            }
            None => {
                let _ = write!(
                    text,
                    "; final {} tricks, NS {:+}",
                    f.declarer_tricks.unwrap_or(r.adjusted_declarer_tricks),
                    f.score_ns
                );
            }
        },
        None => text.push_str("; no final score: play resumes at the table"),
    }
    if !laws.is_empty() {
        let _ = write!(text, "; laws {}", laws.join(" "));
    }
    text
}

/// The session as PBN: a game per ruling with the adjusted `Result` and `Score` (North-South
/// view), and the ruling as a `Note`. A ruling without a final score gets no `Result` or
/// `Score`: the scorer waits for the table.
#[must_use]
pub fn pbn(session: &Session) -> String {
    let mut out = format!("% PBN 2.1\r\n% EXPORT\r\n% {PBN_MARKER}\r\n");
    for row in &session.rows {
        let case = &row.case;
        let board = &case.board;
        let m = &case.meta;
        let r = &row.judgement.ruling;
        out.push_str("\r\n");
        tag(&mut out, "Event", &m.event);
        tag(&mut out, "Site", "");
        tag(&mut out, "Date", &m.date);
        tag(&mut out, "Board", &board.number);
        tag(&mut out, "West", &m.west);
        tag(&mut out, "North", &m.north);
        tag(&mut out, "East", &m.east);
        tag(&mut out, "South", &m.south);
        tag(&mut out, "Dealer", &board.dealer.letter().to_string());
        tag(
            &mut out,
            "Vulnerable",
            vulnerability_pbn(board.vulnerability),
        );
        tag(
            &mut out,
            "Deal",
            &deal_pbn(&board.deal.into(), board.dealer),
        );
        tag(&mut out, "Declarer", &board.declarer.letter().to_string());
        tag(&mut out, "Contract", &contract_code(board.contract));
        if let Some(f) = &r.final_result {
            if let Some(t) = f.declarer_tricks {
                tag(&mut out, "Result", &t.to_string());
            }
            tag(&mut out, "Score", &format!("NS {}", f.score_ns));
        }
        if !m.round.is_empty() {
            tag(&mut out, "Round", &m.round);
        }
        if !m.table.is_empty() {
            tag(&mut out, "Table", &m.table);
        }
        // A PBN note is "n:text"; with no auction or play to point at, it is the board's.
        tag(&mut out, "Note", &format!("1:{}", note(row)));
    }
    out
}
