//! `arbitre session DIR [--csv FILE] [--pbn FILE]`: every ruling of a session folder, for
//! the scorer. Without a file it lists the rulings; a case that gives no ruling is named
//! with why, and the command then fails (the other rulings are still written).

use crate::i18n::Tr;
use crate::session::{self, Session};
use std::path::Path;
use std::process::ExitCode;

/// Writes an export, refusing to overwrite a file that is not one of Arbitre's exports of
/// the same kind (the session's own hand record, say).
fn write(tr: Tr, path: &Path, text: &str, pbn: bool) -> Result<(), ExitCode> {
    let shown = path.display().to_string();
    if !session::may_replace(path, pbn) {
        return Err(super::fail(
            tr,
            "session-refuse-overwrite",
            &[("path", shown.into())],
        ));
    }
    crate::case::write_atomically(path, text.as_bytes()).map_err(|e| {
        super::fail(
            tr,
            "report-cli-write",
            &[
                ("path", shown.clone().into()),
                ("detail", super::out::io_detail(tr, &e).into()),
            ],
        )
    })
}

fn summary(tr: Tr, session: &Session) -> Vec<String> {
    let mut lines: Vec<String> = session
        .rows
        .iter()
        .map(|row| {
            let r = &row.judgement.ruling;
            let score = r
                .final_result
                .as_ref()
                .map_or_else(|| "—".to_owned(), |f| format!("{:+}", f.score_ns));
            let m = &row.case.meta;
            let key = if m.round.trim().is_empty() && m.table.trim().is_empty() {
                "session-row-board"
            } else {
                "session-row"
            };
            tr.t_args(
                key,
                &[
                    ("round", row.case.meta.round.as_str().into()),
                    ("table", row.case.meta.table.as_str().into()),
                    ("board", row.case.board.number.as_str().into()),
                    ("contract", r.contract.as_str().into()),
                    ("declarer", r.declarer.as_str().into()),
                    ("score", score.into()),
                    (
                        "status",
                        tr.t(&format!("session-status-{}", row.status())).into(),
                    ),
                ],
            )
        })
        .collect();
    lines.push(tr.t_args(
        "session-total",
        &[
            ("count", session.rows.len().into()),
            ("failed", session.failures.len().into()),
        ],
    ));
    lines
}

/// Runs the command.
pub fn run(tr: Tr, dir: &Path, csv: Option<&Path>, pbn: Option<&Path>) -> ExitCode {
    let session = match session::read(dir) {
        Ok(s) => s,
        Err(e) => {
            return super::fail(
                tr,
                "session-error-folder",
                &[
                    ("path", e.path.into()),
                    ("error", tr.msg(&e.message).into()),
                ],
            );
        }
    };
    for failure in &session.failures {
        super::out::warn(&tr.t_args(
            "session-failed",
            &[
                ("file", failure.file.display().to_string().into()),
                ("error", tr.msg(&failure.why).into()),
            ],
        ));
    }
    let mut lines = Vec::new();
    if let Some(path) = csv {
        if let Err(code) = write(tr, path, &session::csv(&session), false) {
            return code;
        }
        lines.push(tr.t_args(
            "session-written-csv",
            &[
                ("path", path.display().to_string().into()),
                ("count", session.rows.len().into()),
            ],
        ));
    }
    if let Some(path) = pbn {
        if let Err(code) = write(tr, path, &session::pbn(&session), true) {
            return code;
        }
        lines.push(tr.t_args(
            "session-written-pbn",
            &[
                ("path", path.display().to_string().into()),
                ("count", session.rows.len().into()),
            ],
        ));
    }
    if csv.is_none() && pbn.is_none() {
        lines = summary(tr, &session);
    }
    let code = if session.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    };
    let mut out = super::out::stdout();
    let written = lines.iter().try_for_each(|l| out.line(l));
    out.finish(tr, written, code)
}
