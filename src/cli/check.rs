//! `arbitre check FILE...`: per file, the games found (count, board range), then every
//! warning and error as `file:line:column`. Exit status 1 when any file has an error or
//! cannot be read.
use crate::i18n::Tr;
use crate::pbn::{PbnFile, open};
use std::path::PathBuf;
use std::process::ExitCode;

/// The board range of a file's games, when the boards are numbers.
fn board_range(file: &PbnFile) -> Option<(u32, u32)> {
    let numbers: Vec<u32> = file.games.iter().filter_map(|g| g.board_number()).collect();
    Some((*numbers.iter().min()?, *numbers.iter().max()?))
}

/// The report for one file, as lines.
#[must_use]
pub fn report(tr: Tr, name: &str, file: &PbnFile) -> Vec<String> {
    let mut out = Vec::new();
    let count = file.games.len();
    let summary = match board_range(file) {
        Some((lo, hi)) => tr.t_args(
            "check-games-boards",
            &[
                ("file", name.into()),
                ("count", count.into()),
                ("first", lo.into()),
                ("last", hi.into()),
            ],
        ),
        None => tr.t_args(
            "check-games",
            &[("file", name.into()), ("count", count.into())],
        ),
    };
    out.push(summary);
    for d in &file.diagnostics {
        out.push(format!("  {}", d.render(tr, Some(name))));
    }
    let errors = file.errors().count();
    let warnings = file.warnings().count();
    out.push(tr.t_args(
        "check-totals",
        &[("errors", errors.into()), ("warnings", warnings.into())],
    ));
    out
}

/// Runs the command.
pub fn run(tr: Tr, files: &[PathBuf]) -> ExitCode {
    let mut failed = false;
    for path in files {
        let name = path.display().to_string();
        match open(path) {
            Ok(file) => {
                for line in report(tr, &name, &file) {
                    println!("{line}");
                }
                failed |= file.has_errors();
            }
            Err(e) => {
                eprintln!(
                    "{}",
                    tr.t_args(
                        "check-unreadable",
                        &[("file", name.into()), ("error", e.to_string().into())]
                    )
                );
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
