//! `arbitre check FILE...`: per file, the games found (count, board range), then every
//! warning and error as `file:line:column`. Exit status 1 when any file has an error or
//! cannot be read.
use crate::i18n::Tr;
use crate::import::{Options, open_with};
use crate::pbn::PbnFile;
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
pub fn run(tr: Tr, files: &[PathBuf], options: &Options) -> ExitCode {
    let mut out = super::out::stdout();
    let mut failed = false;
    let code = |failed: bool| {
        if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    };
    for path in files {
        let name = path.display().to_string();
        match open_with(path, options) {
            Ok(file) => {
                failed |= file.has_errors();
                for line in report(tr, &name, &file) {
                    if let Err(e) = out.line(&line) {
                        return out.finish(tr, Err(e), code(failed));
                    }
                }
            }
            Err(e) => {
                super::out::error(
                    tr,
                    "check-unreadable",
                    &[
                        ("file", name.into()),
                        ("error", super::out::io_detail(tr, &e).into()),
                    ],
                );
                failed = true;
            }
        }
    }
    out.finish(tr, Ok(()), code(failed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn reports_games_and_diagnostics_with_their_place() {
        let file = crate::pbn::parse(b"[Board \"4\"]\n[Contract \"9Z\"]\n\n[Board \"6\"]\n");
        let lines = report(Tr::new(Lang::En), "s.pbn", &file);
        assert_eq!(lines[0], "s.pbn: 2 games, boards 4 to 6");
        assert!(
            lines[1].starts_with("  s.pbn:2:1: error: [game 1, board 4] Contract \"9Z\""),
            "{lines:?}"
        );
        assert_eq!(
            lines.last().map(String::as_str),
            Some("1 error, 0 warnings")
        );
        let fr = report(Tr::new(Lang::Fr), "s.pbn", &file);
        assert_eq!(fr[0], "s.pbn : 2 donnes, étuis 4 à 6");
        assert_eq!(
            fr.last().map(String::as_str),
            Some("1 erreur, 0 avertissement")
        );
    }
}
