//! What the benches share: finding the corpus (`ARBITRE_CORPUS`, else `../shared/corpus`
//! beside this checkout or one folder up).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The corpus file `rel` (a path inside the corpus), if a corpus holds it.
pub fn corpus_file(rel: &str) -> Option<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    [
        std::env::var_os("ARBITRE_CORPUS").map(PathBuf::from),
        Some(manifest.join("../shared/corpus")),
        Some(manifest.join("../../shared/corpus")),
    ]
    .into_iter()
    .flatten()
    .map(|root| root.join(rel))
    .find(|p| p.is_file())
}

/// The corpus folder (the one holding its listing, `SOURCES.md`).
pub fn corpus() -> Option<PathBuf> {
    corpus_file("SOURCES.md").and_then(|p| p.parent().map(Path::to_path_buf))
}
