//! `arbitre check FILE...`: per file, the games found (count, board range), then every
//! warning and error as `file:line:column`. Exit status 1 when any file has an error or
//! cannot be read. Files are streamed and read once: the memory does not grow with the file
//! (past 10,000 diagnostics, the others wait in a temporary file until the count heading
//! them is known).
use crate::i18n::Tr;
use crate::import::{Options, Summary, Visitor, stream};
use crate::pbn::{Diagnostic, Game};
use std::path::PathBuf;
use std::process::ExitCode;

/// Diagnostics kept in memory for a file; past this many, they are rendered into a
/// temporary file as they come, so that the memory stays flat.
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

/// A diagnostic's line of the report.
fn line(tr: Tr, name: &str, d: &Diagnostic) -> String {
    format!("  {}", d.render(tr, Some(name)))
}

/// The diagnostics past the first [`KEPT`], rendered as they are read: in a temporary file
/// the system deletes once closed (the memory stays flat), or in memory when no temporary
/// file can be made.
enum Spill {
    File(std::io::BufWriter<std::fs::File>),
    Memory(Vec<String>),
}

/// Reads a file once: its summary with the first [`KEPT`] diagnostics, the others spilled.
struct Collect<'a> {
    tr: Tr,
    name: &'a str,
    /// The count of every diagnostic, and the first `keep` ([`Collect::new`]) themselves.
    file: Summary,
    spill: Option<Spill>,
    /// Writing the temporary file failed (a full disk): the report cannot be whole.
    failed: Option<std::io::Error>,
}

impl<'a> Collect<'a> {
    fn new(tr: Tr, name: &'a str, keep: usize) -> Self {
        Self {
            tr,
            name,
            file: Summary::capped(keep),
            spill: None,
            failed: None,
        }
    }

    /// Writes the report: the heading, every diagnostic in file order, the totals.
    fn write<W: std::io::Write>(self, out: &mut super::out::Out<W>) -> std::io::Result<()> {
        if let Some(e) = self.failed {
            return Err(e);
        }
        out.line(&heading(self.tr, self.name, &self.file))?;
        for d in &self.file.diagnostics {
            out.line(&line(self.tr, self.name, d))?;
        }
        match self.spill {
            None => {}
            Some(Spill::Memory(lines)) => {
                for line in lines {
                    out.text(&line)?;
                }
            }
            Some(Spill::File(writer)) => {
                use std::io::Seek;
                let mut file = writer
                    .into_inner()
                    .map_err(std::io::IntoInnerError::into_error)?;
                file.rewind()?;
                out.copy(&mut file)?;
            }
        }
        out.line(&totals(self.tr, &self.file))
    }
}

impl Visitor for Collect<'_> {
    type Kept = <Summary as Visitor>::Kept;

    fn keep(game: Game) -> Self::Kept {
        Summary::keep(game)
    }

    fn game(&mut self, board: Self::Kept) {
        self.file.game(board);
    }

    fn min_part(&self) -> usize {
        self.file.min_part()
    }

    /// Once the temporary file cannot be written, reading on is of no use: stop.
    fn read_on(&self) -> bool {
        self.failed.is_none()
    }

    fn diagnostic(&mut self, d: Diagnostic) {
        if !self.file.full() {
            self.file.diagnostic(d);
            return;
        }
        let text = line(self.tr, self.name, &d) + "\n";
        self.file.diagnostic(d);
        let spill = self.spill.get_or_insert_with(|| {
            tempfile::tempfile().map_or_else(
                |_| Spill::Memory(Vec::new()),
                |f| Spill::File(std::io::BufWriter::with_capacity(1 << 16, f)),
            )
        });
        match spill {
            Spill::File(w) => {
                if let Err(e) = std::io::Write::write_all(w, text.as_bytes()) {
                    self.failed.get_or_insert(e);
                }
            }
            Spill::Memory(lines) => lines.push(text),
        }
    }
}

/// Runs the command.
pub fn run(tr: Tr, files: &[PathBuf], options: &Options) -> ExitCode {
    // Buffered: a file with hundreds of thousands of warnings is one write every 64 KiB,
    // not one a line; everything is flushed before the command ends.
    let mut out = super::out::Out::new(std::io::BufWriter::with_capacity(
        1 << 16,
        std::io::stdout().lock(),
    ));
    let mut failed = false;
    let code = |failed: bool| {
        if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    };
    for path in files {
        // A Bridgemate results database: what it holds, and the cells it cannot read.
        if super::bws::is_bws(path) {
            let (lines, ok) = super::bws::check(tr, path);
            failed |= !ok;
            for line in lines {
                if let Err(e) = out.line(&line) {
                    return out.finish(tr, Err(e), code(failed));
                }
            }
            continue;
        }
        let name = path.display().to_string();
        let mut collect = Collect::new(tr, &name, KEPT);
        match stream(path, options, &mut collect) {
            Ok(()) => {
                failed |= collect.file.errors() > 0;
                if let Err(e) = collect.write(&mut out) {
                    return out.finish(tr, Err(e), code(failed));
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

    /// The report of a text read as `check` reads a file, with `kept` diagnostics kept in
    /// memory (the others spilled).
    fn report(lang: Lang, text: &[u8], kept: usize) -> Vec<String> {
        let mut collect = Collect::new(Tr::new(lang), "s.pbn", kept);
        let options = Options::default();
        crate::import::stream_from(text, Some("pbn"), None, &options, &mut collect).unwrap();
        let mut out = super::super::out::Out::new(Vec::new());
        collect.write(&mut out).unwrap();
        String::from_utf8(out.into_inner())
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn reports_games_and_diagnostics_with_their_place() {
        let text = b"[Board \"4\"]\n[Contract \"9Z\"]\n\n[Board \"6\"]\n";
        let lines = report(Lang::En, text, KEPT);
        assert_eq!(lines[0], "s.pbn: 2 games, boards 4 to 6");
        assert!(
            lines[1].starts_with("  s.pbn:2:1: error: [game 1, board 4] Contract \"9Z\""),
            "{lines:?}"
        );
        assert_eq!(
            lines.last().map(String::as_str),
            Some("1 error, 0 warnings")
        );
        let fr = report(Lang::Fr, text, KEPT);
        assert_eq!(fr[0], "s.pbn : 2 donnes, étuis 4 à 6");
        assert_eq!(
            fr.last().map(String::as_str),
            Some("1 erreur, 0 avertissement")
        );
    }

    #[test]
    fn diagnostics_past_those_kept_come_after_them_in_file_order() {
        // Five bad contracts, two kept in memory: the three others are spilled and come
        // back after them, in file order, under a heading that counts every game.
        let text: Vec<u8> = (1..=5)
            .flat_map(|n| format!("[Board \"{n}\"]\n[Contract \"9Z\"]\n\n").into_bytes())
            .collect();
        let all = report(Lang::En, &text, KEPT);
        let spilled = report(Lang::En, &text, 2);
        assert_eq!(spilled, all);
        assert_eq!(all.len(), 7, "{all:?}");
        assert_eq!(all[0], "s.pbn: 5 games, boards 1 to 5");
        for (i, line) in all[1..6].iter().enumerate() {
            assert!(line.contains(&format!("board {}]", i + 1)), "{all:?}");
        }
        assert_eq!(all[6], "5 errors, 0 warnings");
    }
}
