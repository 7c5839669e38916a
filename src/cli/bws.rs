//! The command line on a Bridgemate `.bws`: `check` lists what the file holds, `show`
//! gives one table's line of a board with the deal of the session's hand record
//! (`--hands`), and `case new` writes the case of that line for the director to complete.
use crate::i18n::{Msg, Tr};
use crate::import::bws::{self, Bws, Recorded, Traveller};
use std::path::Path;
use std::process::ExitCode;

/// Whether a path names a BWS (by its extension, any letter case).
#[must_use]
pub fn is_bws(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.to_string_lossy().eq_ignore_ascii_case("bws"))
}

/// Reads a BWS, or says why not (with the file's name) and returns `None`.
fn open(tr: Tr, path: &Path) -> Option<Bws> {
    match bws::open(path) {
        Ok(b) => Some(b),
        Err(e) => {
            super::out::warn(&located(tr, path, &e.msg()));
            None
        }
    }
}

fn located(tr: Tr, path: &Path, msg: &Msg) -> String {
    format!(
        "{}: {}",
        shown_text(&path.display().to_string()),
        tr.msg(msg)
    )
}

/// `arbitre check FILE.bws`: the session, its tables and row counts, the sections, the
/// players and movement, what was recorded, then every cell that cannot be read.
#[must_use]
pub fn check(tr: Tr, path: &Path) -> (Vec<String>, bool) {
    let Some(b) = open(tr, path) else {
        return (Vec::new(), false);
    };
    let name = shown_text(&path.display().to_string());
    let mut lines = vec![tr.t_args(
        "bws-check-heading",
        &[
            ("file", name.clone().into()),
            ("name", shown_text(&b.session.0).into()),
            ("date", b.session.1.clone().into()),
            ("results", b.results.len().into()),
            ("boards", b.boards().len().into()),
            ("erased", b.erased.into()),
        ],
    )];
    let tables: Vec<String> = b.tables.iter().map(|(t, n)| format!("{t} {n}")).collect();
    lines.push(format!(
        "  {}",
        tr.t_args("bws-check-tables", &[("tables", tables.join(", ").into())])
    ));
    let sections: Vec<String> = b
        .sections
        .iter()
        .map(|s| format!("{} ({})", shown_text(&s.letter), s.tables))
        .collect();
    lines.push(format!(
        "  {}",
        tr.t_args(
            "bws-check-sections",
            &[("sections", sections.join(", ").into())]
        )
    ));
    let rounds = b.rounds.iter().map(|r| r.round).max().unwrap_or(0);
    lines.push(format!(
        "  {}",
        tr.t_args(
            "bws-check-players",
            &[
                ("seats", b.seats.len().into()),
                ("members", b.members.into()),
                ("rounds", rounds.into()),
            ],
        )
    ));
    lines.push(format!(
        "  {}",
        tr.t_args(
            "bws-check-recorded",
            &[
                ("bids", b.bids.len().into()),
                ("cards", b.cards.len().into()),
                ("deals", b.deals.len().into()),
            ],
        )
    ));
    if b.deals.is_empty() {
        lines.push(format!("  {}", tr.t("bws-check-missing-deals")));
    }
    for p in &b.problems {
        lines.push(format!("  {name}: {}", tr.msg(&p.msg())));
    }
    (lines, b.problems.is_empty())
}

/// What `show` and `case new` are asked.
pub struct Wanted<'a> {
    /// The BWS.
    pub file: &'a Path,
    /// The session's hand record.
    pub hands: Option<&'a Path>,
    /// The board.
    pub board: &'a str,
    /// The table.
    pub table: Option<u32>,
    /// The section (letter or number), when there are several.
    pub section: Option<&'a str>,
}

/// The line wanted and the case it makes, or the message that says why not.
fn made(b: &Bws, w: &Wanted<'_>) -> Result<(Traveller, bws_case::FromBws), Msg> {
    let board: u32 = w
        .board
        .trim()
        .parse()
        .map_err(|_| Msg::new("bws-bad-number").arg("value", shown_text(w.board)))?;
    let table = w.table.ok_or_else(|| Msg::new("bws-cli-table-needed"))?;
    let line = b.line(board, table, w.section).cloned().ok_or_else(|| {
        let tables: Vec<String> = b
            .traveller(board)
            .iter()
            .map(|t| t.table.to_string())
            .collect();
        Msg::new("bws-no-line")
            .arg("board", board)
            .arg("table", table)
            .arg(
                "section",
                w.section.map_or_else(|| "none".to_owned(), shown_text),
            )
            .arg("tables", tables.join(", "))
    })?;
    let own = b
        .deals
        .get(&(line.section, board))
        .and_then(|d| bws::record_of(board, *d));
    let record = match w.hands {
        Some(path) => {
            let hands = bws::hands_file(path)?;
            let record = hands
                .get(&board)
                .cloned()
                .ok_or_else(|| Msg::new("bws-no-deal").arg("board", board))?;
            // The BWS's own hand record, when it has one, must agree.
            if own.as_ref().is_some_and(|o| o.deal != record.deal) {
                return Err(Msg::new("bws-deal-differs")
                    .arg("board", board)
                    .arg("path", shown_text(&path.display().to_string())));
            }
            record
        }
        None => own.ok_or_else(|| Msg::new("bws-no-deal").arg("board", board))?,
    };
    let file = w
        .file
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let case = bws_case::case_of(b, &line, &record, &file)?;
    Ok((line, case))
}

use crate::case::bws as bws_case;

/// Says `msg` on standard error; the failure exit code.
fn failed(tr: Tr, msg: &Msg) -> ExitCode {
    super::out::warn(&tr.msg(msg));
    ExitCode::FAILURE
}

/// The line's text: where, pairs, contract and result, lead, players.
#[must_use]
pub fn line_text(tr: Tr, b: &Bws, line: &Traveller) -> Vec<String> {
    let or_dash = |o: Option<u32>| o.map_or_else(|| "-".to_owned(), |p| p.to_string());
    let mut out = vec![tr.t_args(
        "bws-show-line",
        &[
            ("board", line.board.into()),
            ("section", shown_text(&b.section_name(line.section)).into()),
            ("table", line.table.into()),
            ("round", line.round.into()),
            ("ns", or_dash(line.pair_ns).into()),
            ("ew", or_dash(line.pair_ew).into()),
        ],
    )];
    let contract = match line.contract {
        Some(Recorded::Bid(c)) => crate::case::contract_tag(c),
        Some(Recorded::PassedOut) => tr.t("show-passed-out"),
        None => shown_text(&line.contract_text),
    };
    if let (Some(Recorded::Bid(_)), Some(declarer)) = (line.contract, line.declarer) {
        out.push(
            tr.t_args(
                "bws-show-result",
                &[
                    ("contract", contract.into()),
                    (
                        "declarer",
                        crate::i18n::words::seat_name(tr, declarer).into(),
                    ),
                    (
                        "tricks",
                        line.tricks
                            .map_or_else(|| "?".to_owned(), |t| t.to_string())
                            .into(),
                    ),
                    ("result", shown_text(&line.result_text).into()),
                    (
                        "lead",
                        line.lead
                            .map_or_else(|| tr.t("bws-show-no-lead"), crate::notation::card_symbol)
                            .into(),
                    ),
                ],
            ),
        );
    } else {
        out.push(contract);
    }
    let names = b.players(line).map(|(n, _)| {
        if n.is_empty() {
            "-".to_owned()
        } else {
            shown_text(&n)
        }
    });
    let [n, e, s, w] = names;
    out.push(tr.t_args(
        "bws-show-players",
        &[
            ("n", n.into()),
            ("e", e.into()),
            ("s", s.into()),
            ("w", w.into()),
        ],
    ));
    out
}

/// `arbitre show FILE.bws --hands HANDRECORD --board N --table T`.
#[must_use]
pub fn show(tr: Tr, w: &Wanted<'_>) -> ExitCode {
    let Some(b) = open(tr, w.file) else {
        return ExitCode::FAILURE;
    };
    let (line, made) = match made(&b, w) {
        Ok(m) => m,
        Err(msg) => return failed(tr, &msg),
    };
    for warning in &made.warnings {
        super::out::warn(&located(tr, w.file, warning));
    }
    let mut text = line_text(tr, &b, &line).join("\n");
    text.push_str("\n\n");
    if let crate::case::BoardSource::Inline { pbn } = &made.case.source {
        let file = crate::pbn::parse(pbn.as_bytes());
        if let Some(game) = file.games.first() {
            text.push_str(&super::show::render_game(tr, &file, game));
        }
    }
    let mut out = super::out::stdout();
    let written = out.text(&text);
    out.finish(tr, written, ExitCode::SUCCESS)
}

/// `arbitre case new FILE.bws --hands HANDRECORD --board N --table T -o CASE`.
#[must_use]
pub fn case_new(tr: Tr, w: &Wanted<'_>, output: &Path, force: bool) -> ExitCode {
    let Some(b) = open(tr, w.file) else {
        return ExitCode::FAILURE;
    };
    let (line, made) = match made(&b, w) {
        Ok(m) => m,
        Err(msg) => return failed(tr, &msg),
    };
    for warning in &made.warnings {
        super::out::warn(&located(tr, w.file, warning));
    }
    if output.exists() && !force {
        return super::out::error(
            tr,
            "bws-case-exists",
            &[("path", shown_text(&output.display().to_string()).into())],
        );
    }
    if let Err(e) = crate::case::save(&made.case, output) {
        return failed(tr, &crate::ui::source::case_error(&e));
    }
    super::out::warn(&tr.t_args(
        "bws-case-written",
        &[
            ("path", shown_text(&output.display().to_string()).into()),
            ("board", line.board.into()),
            ("table", line.table.into()),
        ],
    ));
    ExitCode::SUCCESS
}

/// A text from a file as shown: control characters escaped.
fn shown_text(text: &str) -> String {
    crate::i18n::shown(text).into_owned()
}
