//! The command line behaves like a Unix tool: output cut short by its reader
//! (`arbitre check big.pbn | head -1`) ends quietly with status 0, never with a panic
//! (status 101); any other write error is one message and a failure; a board whose deal is
//! wrong is an error with its place, not a diagram of hidden hands.

use std::io::{BufRead as _, BufReader};
use std::path::Path;
use std::process::{Command, ExitStatus, Output, Stdio};

mod common;

fn arbitre(args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbitre"));
    cmd.args(args);
    cmd
}

/// Runs with standard output a pipe the test reads one line from, then closes (`| head -1`
/// on a large output): the command is still writing when the pipe closes.
fn head_one_line(mut cmd: Command) -> (String, ExitStatus, String) {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    drop(reader);
    let out = child.wait_with_output().unwrap();
    (
        line,
        out.status,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs with standard output a pipe whose read end is closed before the command starts,
/// so that its very first write fails, however short the output.
fn closed_pipe(mut cmd: Command) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    cmd.stdout(writer).stderr(Stdio::piped()).output().unwrap()
}

/// A quiet end: status 0, nothing on standard error (no panic, no message).
fn assert_quiet(what: &str, status: ExitStatus, stderr: &str) {
    assert!(!stderr.contains("panicked"), "{what} panicked: {stderr}");
    assert_eq!(status.code(), Some(0), "{what}: {status}; stderr: {stderr}");
    assert!(stderr.is_empty(), "{what} wrote on stderr: {stderr}");
}

fn example3(root: &Path) -> String {
    let path = root.join("pbn/dominicprice__endplay/example3.pbn");
    assert!(
        path.is_file(),
        "{} is missing from the corpus",
        path.display()
    );
    path.to_string_lossy().into_owned()
}

#[test]
fn show_into_head_stops_quietly() {
    let Some(root) = common::corpus() else { return };
    let file = example3(&root);
    // Board 1 is in the file some sixty times: far more than a pipe holds.
    let (line, status, stderr) =
        head_one_line(arbitre(&["--lang", "en", "show", &file, "--board", "1"]));
    assert_eq!(line, "== Board 1 (game 1 of the file)\n");
    assert_quiet("show", status, &stderr);
}

#[test]
fn check_into_head_stops_quietly() {
    let Some(root) = common::corpus() else { return };
    let file = example3(&root);
    let (line, status, stderr) = head_one_line(arbitre(&["--lang", "fr", "check", &file]));
    assert!(line.starts_with(&format!("{file} : 7632 donnes")), "{line}");
    assert_quiet("check", status, &stderr);
}

#[test]
fn rule_analyse_and_check_on_a_closed_pipe_stop_quietly() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let case = cases.join("06-equity-64c-restores-4s-made.toml");
    let case = case.to_str().unwrap();
    for args in [
        vec!["rule", "--json", case],
        vec!["--lang", "fr", "rule", case],
        vec!["analyse", case],
    ] {
        let out = closed_pipe(arbitre(&args));
        assert_quiet(
            &args.join(" "),
            out.status,
            &String::from_utf8_lossy(&out.stderr),
        );
    }
}

const GOOD: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\
[Declarer \"N\"]\n[Contract \"7NT\"]\n[Auction \"N\"]\n7NT AP\n[Play \"E\"]\nST S3 S2 SA\n*\n";

#[test]
fn show_and_check_of_a_small_file_on_a_closed_pipe_stop_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.pbn");
    std::fs::write(&good, GOOD).unwrap();
    let good = good.to_str().unwrap();
    for args in [vec!["show", good, "--board", "1"], vec!["check", good]] {
        let out = closed_pipe(arbitre(&args));
        assert_quiet(
            &args.join(" "),
            out.status,
            &String::from_utf8_lossy(&out.stderr),
        );
    }
}

/// A closed pipe does not turn a failing command into a passing one: `check` of a file
/// with errors still exits 1.
#[test]
fn a_closed_pipe_keeps_the_commands_own_failure() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.pbn");
    std::fs::write(&bad, format!("{GOOD}\n[Board \"2\"]\n[Contract \"9Z\"]\n")).unwrap();
    let out = closed_pipe(arbitre(&["check", bad.to_str().unwrap()]));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(1), "{stderr}");
}

/// Writing on a full disk is not a closed pipe: one message in the reader's language, and
/// a failure.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_one_message_and_a_failure() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.pbn");
    std::fs::write(&good, GOOD).unwrap();
    for (lang, message) in [
        ("en", "cannot write the output: the disk is full\n"),
        (
            "fr",
            "impossible d'écrire la sortie : le disque est plein\n",
        ),
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = arbitre(&[
            "--lang",
            lang,
            "show",
            good.to_str().unwrap(),
            "--board",
            "1",
        ])
        .stdout(full)
        .output()
        .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert_eq!(stderr, message);
    }
}

#[test]
fn show_of_a_wrong_deal_says_what_and_where_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("session.pbn");
    // Board 2's Deal (line 14) gives North's hand only, without suits.
    std::fs::write(
        &path,
        format!(
            "{GOOD}\n[Board \"2\"]\n[Deal \"N:AKQ\"]\n\n[Board \"3\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\n"
        ),
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let run = |lang: &str, board: &str| {
        let out = arbitre(&["--lang", lang, "show", file, "--board", board])
            .output()
            .unwrap();
        (
            out.status,
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (status, stdout, stderr) = run("en", "2");
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(!stdout.contains("(hidden)"), "{stdout}");
    assert!(
        stderr.starts_with(
            "Board 2 (game 2 of the file) cannot be shown: its deal is not valid (2 problems"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!(
            "{file}:14:1: error: [game 2, board 2] the Deal has 1 hands; expected 4"
        )),
        "{stderr}"
    );
    let (status, _, stderr) = run("fr", "2");
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(
            "Étui 2 (donne 2 du fichier) : affichage impossible, la distribution n'est pas valide (2 problèmes"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("{file}:14:1: erreur: [donne 2, étui 2]")),
        "{stderr}"
    );
    // A hand left out on purpose ("-") is hidden, not wrong.
    let (status, stdout, stderr) = run("en", "3");
    assert!(status.success(), "{stderr}");
    assert!(stdout.contains("(hidden)"), "{stdout}");
}

#[test]
fn the_help_speaks_the_language_asked_for() {
    // `--lang` is read before the rest, so that the help itself is in that language.
    for (lang, usage, about) in [
        (
            "en",
            "Usage: arbitre rule",
            "Rule on a case: a revoke, a claim",
        ),
        (
            "fr",
            "Utilisation : arbitre rule",
            "Statuer sur un dossier : une renonce",
        ),
    ] {
        let out = arbitre(&["--lang", lang, "rule", "--help"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{lang}: {:?}", out.status);
        assert!(
            text.contains(usage) && text.contains(about),
            "{lang}: {text}"
        );
    }
    let out = arbitre(&["--lang=fr", "help"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Commandes :") && text.contains("Afficher l'aide"),
        "{text}"
    );
}

#[test]
fn a_mistyped_command_line_is_told_in_french_when_asked() {
    let out = arbitre(&["--lang", "fr", "rule", "--jsn", "x"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text.contains("erreur : --jsn n'est pas une option de cette commande"),
        "{text}"
    );
}
