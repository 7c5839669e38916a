//! The command line: `arbitre [FILE]` opens the workbench; subcommands work without a window.
//!
//! Each subcommand lives in its own file and returns an exit code; messages go through the
//! translation layer (`i18n/<lang>/cli.ftl`). Output goes through [`out`]: a closed pipe
//! ends a command quietly, never with a panic.

mod analyse;
mod appeal;
mod bws;
pub use bws::line_text as bws_line_text;
mod check;
mod identity;
pub mod out;
mod report;
// The report's target checks, under the name the commands use.
use crate::report::target as report_target;
pub mod help;
pub mod rule;
mod session;
mod show;
mod trust;
mod verify;

use crate::i18n::{Lang, Tr};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arbitre: rule on revokes, claims, and calls or cards a player tries to change (the
/// help's texts are Fluent's, `cli-about-…` and `cli-arg-…`: see `help`).
#[derive(Debug, Parser)]
#[command(name = "arbitre", version, about)]
pub struct Cli {
    /// Language of the output (en, fr); default: the system's.
    #[arg(long, global = true)]
    pub lang: Option<Lang>,
    /// A PBN, LIN or case file, or a signed report (read-only), to open in the workbench.
    pub file: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// How `check` and `show` read their files.
fn import(
    first_board: Option<u32>,
    format: Option<crate::import::Format>,
) -> crate::import::Options {
    crate::import::Options {
        first_board,
        format,
        ..crate::import::Options::default()
    }
}

/// A `--format` value: a format's usual extension, in any case.
fn format_arg(value: &str) -> Result<crate::import::Format, String> {
    crate::import::Format::from_extension(value).ok_or_else(|| {
        let names: Vec<String> = crate::import::Format::ALL
            .iter()
            .map(|f| f.name().to_ascii_lowercase())
            .collect();
        names.join(", ")
    })
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Read PBN, LIN or dealing-machine files and list their games, warnings and errors.
    Check {
        /// The files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The first board's number, for files that store none (BRI, DGE, BER, BHG, RZD).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        first_board: Option<u32>,
        /// Read as this format whatever the name and content say (pbn, lin, dup, bri, dge,
        /// dlm, ber, bhg, rzd, cds, csv, rbn).
        #[arg(long, value_name = "FORMAT", value_parser = format_arg)]
        format: Option<crate::import::Format>,
    },
    /// Show one board: diagram, contract, auction and the play trick by trick; with a
    /// Bridgemate .bws, one table's line (--table) on the deal of the hand record (--hands).
    Show {
        /// The PBN, LIN or dealing-machine file, or a Bridgemate .bws.
        file: PathBuf,
        /// The board number.
        #[arg(long)]
        board: String,
        /// With a .bws: the session's hand record (PBN or a dealing machine's file).
        #[arg(long, value_name = "HANDRECORD")]
        hands: Option<PathBuf>,
        /// With a .bws: the table.
        #[arg(long, value_name = "T")]
        table: Option<u32>,
        /// With a .bws: the section (letter or number), when there are several.
        #[arg(long, value_name = "S")]
        section: Option<String>,
        /// The first board's number, for files that store none (BRI, DGE, BER, BHG, RZD).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        first_board: Option<u32>,
        /// Read as this format whatever the name and content say (pbn, lin, dup, bri, dge,
        /// dlm, ber, bhg, rzd, cds, csv, rbn).
        #[arg(long, value_name = "FORMAT", value_parser = format_arg)]
        format: Option<crate::import::Format>,
    },
    /// Make a case file: `case new SESSION.bws --hands HANDRECORD --board N --table T -o FILE`.
    Case {
        #[command(subcommand)]
        action: CaseAction,
    },
    /// Rule on a case: a revoke, a claim or concession, or a call or card a player tries to
    /// change.
    Rule {
        /// The case file (TOML).
        case: PathBuf,
        /// Print the ruling JSON (revoke-ruling/1).
        #[arg(long)]
        json: bool,
        /// Give the claim's evidence at most this many seconds; past it, no ruling is
        /// given and the output says the evidence is incomplete.
        #[arg(long, value_name = "SECONDS", value_parser = rule::parse_budget)]
        budget: Option<f64>,
    },
    /// The double-dummy trick count after every card of the play.
    Analyse {
        /// The case file (TOML).
        case: PathBuf,
    },
    /// Export the signed PDF ruling report.
    Report {
        /// The case file (TOML).
        case: PathBuf,
        /// The PDF to write.
        #[arg(short, long)]
        output: PathBuf,
        /// Paper size: a4 or letter.
        #[arg(long, default_value = "a4")]
        paper: String,
        /// Sign with this PKCS#12 identity instead of the director's own.
        #[arg(long)]
        sign: Option<PathBuf>,
        /// The director's name (for the identity created on first use).
        #[arg(long)]
        director: Option<String>,
        /// An unsigned draft for a preview, marked as such on every page (no passphrase).
        #[arg(long)]
        draft: bool,
        /// Replace the -o file even if it is a signed document or a PDF Arbitre did not write.
        #[arg(long)]
        force: bool,
    },
    /// The one-page player notice, signed like the report; printed with --print.
    Notice {
        /// The case file (TOML).
        case: PathBuf,
        /// The PDF to write.
        #[arg(short, long)]
        output: PathBuf,
        /// Paper: a5 (one notice a sheet) or a4 (two, with a cut line).
        #[arg(long, default_value = "a5")]
        paper: String,
        /// Send it to a printer too: the one named, or the system's default.
        #[arg(long, num_args = 0..=1, value_name = "PRINTER")]
        print: Option<Option<String>>,
        /// Sign with this PKCS#12 identity instead of the director's own.
        #[arg(long)]
        sign: Option<PathBuf>,
        /// The director's name (for the identity created on first use).
        #[arg(long)]
        director: Option<String>,
        /// Replace the -o file even if it is a signed document or a PDF Arbitre did not write.
        #[arg(long)]
        force: bool,
    },
    /// Write the case file a signed report carries (the report must be intact).
    Extract {
        /// The signed report.
        report: PathBuf,
        /// The case file to write (must not exist).
        #[arg(short, long)]
        output: PathBuf,
    },
    /// The appeals committee's signed decision on a signed report: upheld, or amended with
    /// the committee's case.
    Appeal {
        /// The signed ruling report appealed (must be intact).
        report: PathBuf,
        /// The decision PDF to write.
        #[arg(short, long)]
        output: PathBuf,
        /// The committee's amended case (from `arbitre extract`, then changed); without it
        /// the ruling is upheld.
        #[arg(long)]
        amended: Option<PathBuf>,
        /// The committee's reasons.
        #[arg(long, default_value = "")]
        reasons: String,
        /// A member of the committee (repeat for each).
        #[arg(long = "member", required = true)]
        members: Vec<String>,
        /// The chair, who signs (for the identity created on first use).
        #[arg(long)]
        chair: Option<String>,
        /// Sign with this PKCS#12 identity instead of the chair's own.
        #[arg(long)]
        sign: Option<PathBuf>,
    },
    /// Check a signed ruling report: signer, time, whether it is intact, and whether a
    /// trusted certificate vouches for the signer.
    Verify {
        /// The PDF.
        pdf: PathBuf,
        /// A folder (or file) of trusted certificates (PEM or DER): directors' own, or a
        /// federation's CA. `<config>/trusted/` is always read too.
        #[arg(long)]
        trust: Vec<PathBuf>,
    },
    /// The session's rulings for the scorer: every case file of a folder ruled, listed, or
    /// written as CSV and PBN with the adjusted scores.
    Session {
        /// The folder holding the session's case files (`*.arbitre`, `*.revoke.toml`).
        dir: PathBuf,
        /// Write the adjusted scores as CSV.
        #[arg(long)]
        csv: Option<PathBuf>,
        /// Write a PBN file with the corrected Result and Score tags and the ruling as a Note.
        #[arg(long)]
        pbn: Option<PathBuf>,
    },
    /// The director's signing identity.
    Identity {
        #[command(subcommand)]
        action: identity::Action,
    },
    /// The certificates this reader trusts (`<config>/trusted/`): add one, or list them.
    Trust {
        #[command(subcommand)]
        action: trust::Action,
    },
}

/// What `case` does.
#[derive(Debug, Subcommand)]
pub enum CaseAction {
    /// A new case from one table's line of a Bridgemate .bws: the board of the hand record
    /// with that table's contract, declarer, lead, pairs and players (and the auction and
    /// play when recorded), for the director to complete.
    New {
        /// The session's Bridgemate .bws.
        file: PathBuf,
        /// The session's hand record (PBN or a dealing machine's file); not needed when the
        /// .bws holds its own.
        #[arg(long, value_name = "HANDRECORD")]
        hands: Option<PathBuf>,
        /// The board number.
        #[arg(long)]
        board: String,
        /// The table.
        #[arg(long, value_name = "T")]
        table: u32,
        /// The section (letter or number), when there are several.
        #[arg(long, value_name = "S")]
        section: Option<String>,
        /// The case file to write.
        #[arg(short, long)]
        output: PathBuf,
        /// Replace the case file if it exists.
        #[arg(long)]
        force: bool,
    },
}

/// Runs the command line.
#[must_use]
pub fn main() -> ExitCode {
    // The help in the user's language: the language is read before the rest is parsed.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let asked = Tr::new(help::lang_of(&args));
    let command = help::localized(Cli::command(), asked);
    let parsed = command
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            // A mistyped command line in the user's language; the help as it was asked.
            match help::error_text(&e, asked) {
                // A closed standard error is no reason to panic.
                Some(text) => {
                    let _ = writeln!(std::io::stderr(), "{text}");
                }
                None => {
                    let _ = e.print();
                }
            }
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let tr = Tr::new(cli.lang.unwrap_or_else(Lang::from_system));
    match cli.command {
        None => crate::ui::run(cli.file, cli.lang),
        Some(Command::Check {
            files,
            first_board,
            format,
        }) => check::run(tr, &files, &import(first_board, format)),
        Some(Command::Show {
            file,
            board,
            hands,
            table,
            section,
            first_board,
            format,
        }) => {
            if bws::is_bws(&file) {
                bws::show(
                    tr,
                    &bws::Wanted {
                        file: &file,
                        hands: hands.as_deref(),
                        board: &board,
                        table,
                        section: section.as_deref(),
                    },
                )
            } else if hands.is_some() || table.is_some() || section.is_some() {
                fail(tr, "bws-cli-hands-ignored", &[])
            } else {
                show::run(tr, &file, &board, &import(first_board, format))
            }
        }
        Some(Command::Case {
            action:
                CaseAction::New {
                    file,
                    hands,
                    board,
                    table,
                    section,
                    output,
                    force,
                },
        }) => bws::case_new(
            tr,
            &bws::Wanted {
                file: &file,
                hands: hands.as_deref(),
                board: &board,
                table: Some(table),
                section: section.as_deref(),
            },
            &output,
            force,
        ),
        Some(Command::Rule { case, json, budget }) => rule::run(tr, &case, json, budget),
        Some(Command::Analyse { case }) => analyse::run(tr, &case),
        Some(Command::Report {
            case,
            output,
            paper,
            sign,
            director,
            draft,
            force,
        }) => report::run(
            tr,
            &report::Options {
                case,
                output,
                paper,
                sign,
                director,
                draft,
                force,
                what: report::What::Report,
            },
        ),
        Some(Command::Notice {
            case,
            output,
            paper,
            print,
            sign,
            director,
            force,
        }) => report::run(
            tr,
            &report::Options {
                case,
                output,
                paper,
                sign,
                director,
                draft: false,
                force,
                what: report::What::Notice { print },
            },
        ),
        Some(Command::Verify { pdf, trust }) => verify::run(tr, &pdf, &trust),
        Some(Command::Extract { report, output }) => appeal::extract(tr, &report, &output),
        Some(Command::Appeal {
            report,
            output,
            amended,
            reasons,
            members,
            chair,
            sign,
        }) => appeal::run(
            tr,
            &appeal::Options {
                report,
                output,
                amended,
                reasons,
                members,
                chair,
                sign,
            },
        ),
        Some(Command::Identity { action }) => identity::run(tr, &action),
        Some(Command::Trust { action }) => trust::run(tr, &action),
        Some(Command::Session { dir, csv, pbn }) => {
            session::run(tr, &dir, csv.as_deref(), pbn.as_deref())
        }
    }
}

/// Prints an error in the reader's language and returns the error exit code.
pub(crate) fn fail(tr: Tr, key: &str, args: &[(&str, crate::i18n::Arg)]) -> ExitCode {
    out::error(tr, key, args)
}
