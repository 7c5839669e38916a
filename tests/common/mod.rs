//! What several integration tests share: finding the shared corpus and reading its files.
#![allow(dead_code)]

use arbitre::pbn::{self, PbnFile};
use std::path::{Path, PathBuf};

/// The corpus folder: `../shared/corpus` beside the repository; a worktree one level
/// deeper (`/work/wt/<name>`) finds it at `../../shared/corpus`; `ARBITRE_CORPUS` wins.
/// Without it, says so and returns `None` (the test then passes without checking).
pub fn corpus() -> Option<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        std::env::var_os("ARBITRE_CORPUS").map(PathBuf::from),
        Some(manifest.join("../shared/corpus")),
        Some(manifest.join("../../shared/corpus")),
    ];
    let found = candidates
        .into_iter()
        .flatten()
        .find(|p| p.join("SOURCES.md").is_file());
    if found.is_none() {
        println!("skipped: ../shared/corpus not found");
    }
    found
}

/// Reads a corpus file given relative to the corpus folder.
pub fn load(root: &Path, rel: &str) -> PbnFile {
    pbn::open(&root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}
