//! `arbitre check FILE...`: per file, the games found (count, board range), then every
//! warning and error as `file:line:column`. Exit status 1 when any file has an error or
//! cannot be read. Files are streamed: the memory does not grow with the file (a file with
//! more than 10,000 diagnostics is read twice: once to count, once to print them).
use crate::i18n::Tr;
use crate::import::{Options, Summary, Visitor, stream};
use crate::pbn::{Diagnostic, Game};
use std::path::PathBuf;
use std::process::ExitCode;

/// Diagnostics kept in memory for a file; past this many, the file is read a second time
/// and its diagnostics are printed as they come, so that the memory stays flat.
const KEPT: usize = 10_000;

/// The first line of a file's report: its games and their board range.
fn heading(tr: Tr, name: &str, file: &Summary) -> String {
    let count = file.games;
    match file.boards {
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
    }
}

/// The last line: the counts of errors and warnings.
fn totals(tr: Tr, file: &Summary) -> String {
    tr.t_args(
        "check-totals",
        &[
            ("errors", file.errors().into()),
            ("warnings", file.warnings().into()),
        ],
    )
}

/// The report for one file, as lines.
#[must_use]
pub fn report(tr: Tr, name: &str, file: &Summary) -> Vec<String> {
    let mut out = vec![heading(tr, name, file)];
    for d in &file.diagnostics {
        out.push(format!("  {}", d.render(tr, Some(name))));
    }
    out.push(totals(tr, file));
    out
}

/// Prints each diagnostic as it is read (the second reading of a file with many).
struct Printer<'a, W: std::io::Write> {
    tr: Tr,
    name: &'a str,
    out: &'a mut super::out::Out<W>,
    failed: Option<std::io::Error>,
}

impl<W: std::io::Write> Visitor for Printer<'_, W> {
    fn game(&mut self, _: Game) {}

    /// Once the output is closed (`| head`), reading on would print nothing: stop.
    fn part(&mut self, _: u64, _: &crate::pbn::PbnStream) -> bool {
        self.failed.is_none()
    }

    fn diagnostic(&mut self, d: Diagnostic) {
        if self.failed.is_none()
            && let Err(e) = self
                .out
                .line(&format!("  {}", d.render(self.tr, Some(self.name))))
        {
            self.failed = Some(e);
        }
    }
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
        // A pipe cannot be read twice: its diagnostics are all kept.
        let regular = std::fs::metadata(path).is_ok_and(|m| m.is_file());
        let mut file = if regular {
            Summary::capped(KEPT)
        } else {
            Summary::default()
        };
        let read = stream(path, options, &mut file).and_then(|()| {
            failed |= file.errors() > 0;
            if file.complete() {
                return Ok(Ok(report(tr, &name, &file)));
            }
            if let Err(e) = out.line(&heading(tr, &name, &file)) {
                return Ok(Err(e));
            }
            let mut printer = Printer {
                tr,
                name: &name,
                out: &mut out,
                failed: None,
            };
            stream(path, options, &mut printer)?;
            Ok(match printer.failed {
                Some(e) => Err(e),
                None => Ok(vec![totals(tr, &file)]),
            })
        });
        match read {
            Ok(Ok(lines)) => {
                for line in lines {
                    if let Err(e) = out.line(&line) {
                        return out.finish(tr, Err(e), code(failed));
                    }
                }
            }
            Ok(Err(e)) => return out.finish(tr, Err(e), code(failed)),
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
        let file = Summary::of(&file);
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
