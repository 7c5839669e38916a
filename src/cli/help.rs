//! The command line's help in the user's language: each command's and argument's text
//! and the help's headings from Fluent (`cli-about-…`, `cli-arg-…`, `cli-heading-…`), in
//! the language asked for with `--lang`, else the system's, chosen before the arguments are
//! parsed. The keys follow the commands' names and the arguments' ids, so that a test can
//! walk the commands and find every text in every language.

use crate::i18n::shown;
use crate::i18n::{Lang, Tr};
use clap::error::ContextValue;
use clap::{Arg, ArgAction, Command};
use std::ffi::OsString;

/// The language `--lang` asks for among `args` (`--lang fr` or `--lang=fr`; the last one
/// given), else the system's.
#[must_use]
pub fn lang_of(args: &[OsString]) -> Lang {
    let mut lang = None;
    let mut after_flag = false;
    for arg in args.iter().skip(1) {
        let Some(arg) = arg.to_str() else {
            after_flag = false;
            continue;
        };
        if after_flag {
            lang = arg.parse().ok().or(lang);
            after_flag = false;
        } else if arg == "--lang" {
            after_flag = true;
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            lang = value.parse().ok().or(lang);
        } else if arg == "--" {
            break;
        }
    }
    lang.unwrap_or_else(Lang::from_system)
}

/// The key of the text of the command at `path` (`cli-about` for arbitre itself,
/// `cli-about-rule`, `cli-about-case-new`).
fn about_key(path: &[String]) -> String {
    std::iter::once("cli-about".to_owned())
        .chain(path.iter().cloned())
        .collect::<Vec<_>>()
        .join("-")
}

/// The key of the help of argument `id` of the command at `path` (`cli-arg-lang`,
/// `cli-arg-rule-budget`; ids in snake case become kebab case; clap's `help` and `version`
/// flags, the same in every command, take no path).
fn arg_key(path: &[String], id: &str) -> String {
    let path = if id == "help" || id == "version" {
        &[]
    } else {
        path
    };
    let mut words = path.to_vec();
    words.push(id.replace('_', "-"));
    format!("{ARG}{}", words.join("-"))
}

/// The start of every argument's key.
const ARG: &str = "cli-arg-";

/// The help's first lines: the command's text, then its usage under its heading.
fn usage_head(tr: Tr) -> String {
    format!(
        "{{about-with-newline}}\n{} {{usage}}\n",
        tr.t("cli-heading-usage")
    )
}

/// `cmd` (the whole command line) with its texts in `tr`'s language.
#[must_use]
pub fn localized(cmd: Command, tr: Tr) -> Command {
    let mut cmd = localize(cmd, tr, &[]);
    // The `help` commands exist once the command line is built.
    cmd.build();
    help_commands(cmd, tr)
}

fn localize(cmd: Command, tr: Tr, path: &[String]) -> Command {
    let mut cmd = cmd
        .about(tr.t(&about_key(path)))
        .long_about(None)
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(tr.t("cli-arg-help")),
        );
    if path.is_empty() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(tr.t("cli-arg-version")),
        );
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let help = tr.t(&arg_key(path, &id));
        // The values are named in the help itself (clap would list them in English).
        cmd = cmd.mut_arg(id.as_str(), |a| {
            let takes_values = a.get_action().takes_values();
            a.help(help)
                .long_help(None)
                .hide_possible_values(takes_values)
        });
    }
    // The headings: only the sections the command has (the global --lang makes every
    // command's options).
    let mut template = usage_head(tr);
    let mut section = |heading: &str, tag: &str| {
        template.push_str(&format!("\n{}\n{tag}\n", tr.t(heading)));
    };
    if cmd.get_positionals().next().is_some() {
        section("cli-heading-arguments", "{positionals}");
    }
    section("cli-heading-options", "{options}");
    if cmd.has_subcommands() {
        section("cli-heading-commands", "{subcommands}");
    }
    cmd = cmd.help_template(template);
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        let mut sub = path.to_vec();
        sub.push(name.clone());
        cmd = cmd.mut_subcommand(name.as_str(), |s| localize(s, tr, &sub));
    }
    cmd
}

/// The text of clap's own `help` command, wherever the built command line has one.
fn help_commands(mut cmd: Command, tr: Tr) -> Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        cmd = if name == "help" {
            cmd.mut_subcommand("help", |s| {
                s.about(tr.t("cli-about-help"))
                    .help_template(usage_head(tr))
            })
        } else {
            cmd.mut_subcommand(name.as_str(), |s| help_commands(s, tr))
        };
    }
    cmd
}

/// A mistyped command line's error in `tr`'s language (what is wrong, what is allowed),
/// with the pointer to `--help`; the kinds Arbitre's options cannot give (a count of
/// values, an equals sign) in general words. `None` for the help and the version asked
/// for, which are no errors. What the user typed is shown with its control characters
/// escaped.
#[must_use]
pub fn error_text(error: &clap::Error, tr: Tr) -> Option<String> {
    use clap::error::{ContextKind, ErrorKind};
    let one = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(shown(s).into_owned()),
        Some(ContextValue::Strings(v)) => Some(listed(v)),
        _ => None,
    };
    let what = match error.kind() {
        ErrorKind::UnknownArgument => tr.t_args(
            "cli-bad-argument",
            &[("arg", one(ContextKind::InvalidArg)?.into())],
        ),
        ErrorKind::InvalidSubcommand => tr.t_args(
            "cli-bad-command",
            &[("name", one(ContextKind::InvalidSubcommand)?.into())],
        ),
        ErrorKind::MissingRequiredArgument => tr.t_args(
            "cli-bad-missing",
            &[("args", one(ContextKind::InvalidArg)?.into())],
        ),
        // An option given without its value (`--first-board` last, or `--budget=`).
        ErrorKind::InvalidValue | ErrorKind::ValueValidation
            if one(ContextKind::InvalidValue).is_some_and(|v| v.is_empty()) =>
        {
            tr.t_args(
                "cli-bad-no-value",
                &[("arg", one(ContextKind::InvalidArg)?.into())],
            )
        }
        ErrorKind::InvalidValue => tr.t_args(
            "cli-bad-value",
            &[
                ("arg", one(ContextKind::InvalidArg)?.into()),
                ("value", one(ContextKind::InvalidValue)?.into()),
                ("allowed", one(ContextKind::ValidValue)?.into()),
            ],
        ),
        ErrorKind::ValueValidation => {
            let arg = one(ContextKind::InvalidArg)?;
            // What the option allows, in words (`--budget <SECONDS>`: `cli-allowed-budget`),
            // else as its parser gave it (the format names).
            let flag = arg.split_whitespace().next().unwrap_or_default();
            let key = format!("cli-allowed-{}", flag.trim_start_matches('-'));
            let allowed = if tr.has(&key) {
                tr.t(&key)
            } else {
                std::error::Error::source(error)
                    .map(|s| shown(&s.to_string()).into_owned())
                    .unwrap_or_default()
            };
            tr.t_args(
                "cli-bad-value",
                &[
                    ("arg", arg.into()),
                    ("value", one(ContextKind::InvalidValue)?.into()),
                    ("allowed", allowed.into()),
                ],
            )
        }
        ErrorKind::ArgumentConflict => {
            let arg = one(ContextKind::InvalidArg)?;
            match one(ContextKind::PriorArg) {
                Some(prior) if prior != arg => tr.t_args(
                    "cli-bad-conflict",
                    &[("arg", arg.into()), ("prior", prior.into())],
                ),
                _ => tr.t_args("cli-bad-twice", &[("arg", arg.into())]),
            }
        }
        ErrorKind::InvalidUtf8 => tr.t("cli-bad-utf8"),
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        _ => tr.t("cli-bad-other"),
    };
    let suggestion =
        one(ContextKind::SuggestedArg).or_else(|| one(ContextKind::SuggestedSubcommand));
    let mut text = tr.t_args("cli-error", &[("error", what.into())]);
    if let Some(suggestion) = suggestion {
        text.push('\n');
        text.push_str(&tr.t_args("cli-bad-suggestion", &[("suggestion", suggestion.into())]));
    }
    text.push('\n');
    text.push_str(&tr.t("cli-bad-more"));
    Some(text)
}

/// Values as a list (`en, fr`), each escaped.
fn listed(values: &[String]) -> String {
    values
        .iter()
        .map(|v| shown(v).into_owned())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every key the command line's help reads: each command's and each argument's (for
/// the test that every language has them all).
#[cfg(test)]
fn keys(cmd: &Command) -> Vec<String> {
    let mut out = vec![
        "cli-heading-commands".to_owned(),
        "cli-heading-usage".to_owned(),
        "cli-heading-arguments".to_owned(),
        "cli-heading-options".to_owned(),
        arg_key(&[], "help"),
        arg_key(&[], "version"),
    ];
    walk(cmd, &[], &mut out);
    out
}

#[cfg(test)]
fn walk(cmd: &Command, path: &[String], out: &mut Vec<String>) {
    out.push(about_key(path));
    for arg in cmd.get_arguments() {
        out.push(arg_key(path, arg.get_id().as_str()));
    }
    for sub in cmd.get_subcommands() {
        let mut p = path.to_vec();
        p.push(sub.get_name().to_owned());
        walk(sub, &p, out);
    }
}

#[cfg(test)]
mod tests {
    use super::{error_text, keys, lang_of, localized};
    use crate::cli::Cli;
    use crate::i18n::{Lang, Tr};
    use clap::CommandFactory;
    use std::ffi::OsString;

    /// A command line as the program receives it.
    fn args(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    /// The French error for `typed` (which the parser must refuse).
    fn french_error(typed: Vec<OsString>) -> Option<String> {
        let fr = Tr::new(Lang::Fr);
        let cmd = localized(Cli::command(), fr);
        error_text(&cmd.try_get_matches_from(typed).unwrap_err(), fr)
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_every_language() {
        let keys = keys(&Cli::command());
        assert!(
            keys.len() > 70,
            "the walk finds the commands ({})",
            keys.len()
        );
        assert!(keys.iter().any(|k| k == "cli-arg-rule-budget"));
        for lang in Lang::ALL {
            for key in &keys {
                assert!(Tr::new(lang).has(key), "{}: no {key}", lang.code());
            }
        }
    }

    #[test]
    fn the_help_is_in_the_language_asked_for() {
        for (lang, usage, about, budget) in [
            (
                Lang::En,
                "Usage:",
                "Rule on a case",
                "Give the claim's evidence",
            ),
            (
                Lang::Fr,
                "Utilisation :",
                "Statuer sur un dossier",
                "Ne pas donner plus",
            ),
        ] {
            let mut cmd = localized(Cli::command(), Tr::new(lang));
            let top = cmd.render_help().to_string();
            assert!(top.contains(about) && top.contains(usage), "{top}");
            let help = cmd
                .find_subcommand("help")
                .and_then(|h| h.get_about())
                .map(ToString::to_string);
            assert_eq!(help, Some(Tr::new(lang).t("cli-about-help")));
            let rule = cmd
                .find_subcommand_mut("rule")
                .unwrap()
                .render_help()
                .to_string();
            assert!(rule.contains(budget) && rule.contains(usage), "{rule}");
            // clap's own words are gone (the values are named in the help itself).
            assert!(!rule.contains("Possible values"), "{rule}");
        }
        let fr = localized(Cli::command(), Tr::new(Lang::Fr))
            .render_help()
            .to_string();
        assert!(!fr.contains("Print help") && !fr.contains("Usage:"), "{fr}");
    }

    #[test]
    fn a_mistyped_command_line_is_told_in_the_language_asked_for() {
        let error = |typed: &[&str]| french_error(args(typed));
        let said = [
            (
                &["arbitre", "rule", "--jsn", "x"][..],
                "--jsn n'est pas une option",
            ),
            (
                &["arbitre", "case", "new", "x.bws"],
                "il manque : --board <BOARD>, --table <T>",
            ),
            (
                &["arbitre", "--lang", "xx"],
                "xx n'est pas permis pour --lang <LANG> ; valeurs permises : en, fr",
            ),
            (
                &["arbitre", "check", "--first-board", "0", "x"],
                "un numéro de donne à partir de 1",
            ),
            (
                &["arbitre", "check", "--format", "zz", "x"],
                "valeurs permises : pbn, lin, dup",
            ),
            (
                &["arbitre", "rule", "x", "--json", "--json"],
                "--json est donné plus d'une fois",
            ),
        ];
        for (args, words) in said {
            let text = error(args).unwrap_or_default();
            assert!(
                text.starts_with("erreur : ") && text.contains(words),
                "{args:?}: {text}"
            );
            assert!(text.ends_with("Pour en savoir plus : --help."), "{text}");
        }
        // What the user typed cannot write lines of its own.
        let text = error(&["arbitre", "rule", "--j\nsn", "x"]).unwrap_or_default();
        assert!(
            text.contains("--j\\nsn") && text.lines().count() == 2,
            "{text}"
        );
        // The help asked for is not an error to reword.
        assert_eq!(error(&["arbitre", "--help"]), None);
    }

    #[test]
    fn an_option_without_its_value_and_the_rarer_mistakes_are_told_too() {
        let error = |typed: Vec<OsString>| french_error(typed).unwrap_or_default();
        for (typed, words) in [
            (
                &["arbitre", "check", "x", "--first-board"][..],
                "--first-board <N> demande une valeur",
            ),
            (
                &["arbitre", "rule", "x", "--budget="],
                "--budget <SECONDS> demande une valeur",
            ),
            (&["arbitre", "--lang="], "--lang <LANG> demande une valeur"),
        ] {
            let text = error(args(typed));
            assert!(
                text.starts_with("erreur : ") && text.contains(words),
                "{typed:?}: {text}"
            );
            assert!(!text.contains("n'est pas permis"), "{text}");
        }
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStringExt;
            let mut typed = args(&["arbitre", "show", "x", "--board"]);
            typed.push(OsString::from_vec(vec![0xff]));
            let text = error(typed);
            assert!(text.contains("n'est pas un texte valide (UTF-8)"), "{text}");
        }
        // A kind Arbitre's options cannot give: general words, still in French.
        let two = clap::Command::new("x").arg(clap::Arg::new("pair").long("pair").num_args(2));
        let e = two.try_get_matches_from(["x", "--pair", "a"]).unwrap_err();
        let text = error_text(&e, Tr::new(Lang::Fr)).unwrap_or_default();
        assert!(
            text.contains("la ligne de commande n'est pas comprise"),
            "{text}"
        );
        assert!(text.ends_with("Pour en savoir plus : --help."), "{text}");
    }

    #[test]
    fn the_language_is_read_before_the_rest() {
        let of = |v: &[&str]| lang_of(&args(v));
        assert_eq!(of(&["arbitre", "--lang", "fr", "rule", "--help"]), Lang::Fr);
        assert_eq!(of(&["arbitre", "rule", "--help", "--lang=fr"]), Lang::Fr);
        assert_eq!(of(&["arbitre", "--lang", "fr", "--lang", "en"]), Lang::En);
        // Past `--`, a file's name, not the option; an unknown language changes nothing.
        assert_eq!(
            of(&["arbitre", "--lang", "fr", "--", "--lang=en"]),
            Lang::Fr
        );
        assert_eq!(of(&["arbitre", "--lang=fr", "--lang", "xx"]), Lang::Fr);
    }
}
