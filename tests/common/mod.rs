//! What several integration tests share: finding the shared data (`../shared`) and reading
//! its corpus files.
//!
//! The shared folder is never copied into the repository. Without it, the tests that need
//! it print one line saying so and pass, except in CI (the `CI` environment variable set,
//! as CI services do): there a missing folder fails the test, so that a green CI run always
//! means the shared data was checked.
#![allow(dead_code)]

use arbitre::pbn::PbnFile;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A small revoke case with its board inline (board 2, 4♠ by West, all 52 cards played):
/// the case file of the tests that write one (`tests/data`).
pub const BOARD_2_CASE: &str = include_str!("../data/board-2-revoke.toml");

/// Whether the tests run in CI: `CI` set to anything but empty, `0` or `false`.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !matches!(v.trim(), "" | "0" | "false" | "FALSE"))
}

/// The places the shared folder may be: `../shared` beside the repository, or
/// `../../shared` from a worktree one level deeper (`/work/wt/<name>`).
fn shared_candidates() -> [PathBuf; 2] {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    [manifest.join("../shared"), manifest.join("../../shared")]
}

/// A missing shared folder: fails in CI, otherwise says so in one line and gives `None`
/// (the test then passes without checking).
fn missing(what: &str) -> Option<PathBuf> {
    assert!(
        !in_ci(),
        "CI is set but the shared test data ({what}) is missing: put the shared folder beside \
         the repository (../shared) so that these tests can check it"
    );
    println!("skipped: the shared test data ({what}) was not found");
    None
}

/// The shared folder itself, when present.
pub fn shared() -> Option<PathBuf> {
    shared_candidates()
        .into_iter()
        .find(|p| p.is_dir())
        .or_else(|| missing("../shared"))
}

/// A folder of the shared data: `cases`, `corpus`, `docs`.
pub fn shared_dir(name: &str) -> Option<PathBuf> {
    shared_candidates()
        .into_iter()
        .map(|p| p.join(name))
        .find(|p| p.is_dir())
        .or_else(|| missing(&format!("../shared/{name}")))
}

/// The corpus folder (the one holding `SOURCES.md`): `ARBITRE_CORPUS` wins, then
/// `../shared/corpus` (see [`shared_dir`]).
pub fn corpus() -> Option<PathBuf> {
    let from_env = std::env::var_os("ARBITRE_CORPUS").map(PathBuf::from);
    from_env
        .into_iter()
        .chain(shared_candidates().into_iter().map(|p| p.join("corpus")))
        .find(|p| p.join("SOURCES.md").is_file())
        .or_else(|| missing("../shared/corpus, or ARBITRE_CORPUS"))
}

/// Reads a corpus file given relative to the corpus folder.
pub fn load(root: &Path, rel: &str) -> PbnFile {
    arbitre::import::open(&root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The `*.toml` files of a folder, sorted.
pub fn toml_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

/// Compares a ruling's JSON (`actual`) with a case's `[expect]` (`expected`), where a field
/// missing in `expected` means null (TOML has no null) and a claim's `laws` are compared as
/// a set. Pushes the differences as `path: expected … got …`.
pub fn compare_ruling(
    path: &str,
    expected: Option<&serde_json::Value>,
    actual: &serde_json::Value,
    diffs: &mut Vec<String>,
) {
    use serde_json::Value;
    let null = Value::Null;
    let expected = expected.unwrap_or(&null);
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in a {
                compare_ruling(&format!("{path}.{k}"), e.get(k), v, diffs);
            }
            for k in e.keys().filter(|k| !a.contains_key(*k)) {
                diffs.push(format!(
                    "{path}.{k}: expected {} but the ruling has no such field",
                    e[k]
                ));
            }
        }
        (Value::Array(e), Value::Array(a)) if path == ".claim.laws" => {
            let set = |v: &Vec<Value>| {
                v.iter()
                    .map(Value::to_string)
                    .collect::<std::collections::BTreeSet<_>>()
            };
            if set(e) != set(a) || e.len() != a.len() {
                diffs.push(format!("{path}: expected {e:?} (as a set) got {a:?}"));
            }
        }
        (Value::Array(e), Value::Array(a)) if e.len() == a.len() => {
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                compare_ruling(&format!("{path}[{i}]"), Some(ev), av, diffs);
            }
        }
        (Value::Number(e), Value::Number(a)) if e.as_f64() == a.as_f64() => {}
        (e, a) if e == a => {}
        (e, a) => diffs.push(format!("{path}: expected {e} got {a}")),
    }
}

/// A file of the shared cases folder, when the shared data is present (see [`shared_dir`]).
pub fn case_path(name: &str) -> Option<PathBuf> {
    shared_dir("cases").map(|d| d.join(name))
}

/// Runs the `arbitre` binary with its settings folder in `config` and `passphrase` as the
/// signing identity's passphrase.
pub fn arbitre_signing(args: &[&str], config: &Path, passphrase: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(args)
        .env("ARBITRE_CONFIG_DIR", config)
        .env("ARBITRE_PASSPHRASE", passphrase)
        .output()
        .unwrap()
}

/// The words of a PDF as `pdftotext` reads them, one space between each.
pub fn pdf_words(pdf: &Path) -> String {
    let out = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of PDF bytes as `pdftotext -layout` reads them, one space between each (so
/// that lines wrapped in the page read as one).
pub fn pdf_layout_words(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .args(["-layout", path.to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext must be installed (poppler-utils)");
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every file under the corpus folder `root`, its listing `SOURCES.md` aside.
pub fn corpus_files(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.file_name().is_some_and(|n| n != "SOURCES.md") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, &mut out);
    out
}

/// The first error of a case file, as `arbitre rule` gives it: reading, then the facts
/// (located by their field path), in `lang`.
pub fn error_in(lang: arbitre::i18n::Lang, text: &str) -> String {
    let tr = arbitre::i18n::Tr::new(lang);
    match arbitre::case::read_str(text, Path::new(".")) {
        Ok((c, spans)) => match arbitre::laws::validate(&c).into_iter().next() {
            Some(e) => tr.msg(&spans.located(&e.field, e.msg)),
            None => panic!("accepted a bad case"),
        },
        Err(arbitre::case::CaseError::Field(m)) => tr.msg(&m),
        Err(e) => e.to_string(),
    }
}

pub fn error_of(text: &str) -> String {
    error_in(arbitre::i18n::Lang::En, text)
}

/// The error of a case file in English and in French.
pub fn errors_of(text: &str) -> (String, String) {
    (
        error_in(arbitre::i18n::Lang::En, text),
        error_in(arbitre::i18n::Lang::Fr, text),
    )
}
