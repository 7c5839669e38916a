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
