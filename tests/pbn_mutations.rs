//! The corpus, damaged as disks and networks damage files (issue 24): a NUL byte at every
//! game boundary, bytes flipped, the file cut at every 1/50 of its length. Each mutant goes
//! through the code of `check` (parts of several games, two workers in turn), of `show`
//! and a case's `pbn_file` (a part a game, the wanted games kept) and of the workbench's
//! board index (a checkpoint a few games, a board read again from it). Nothing panics, and
//! a NUL byte is refused at its place.

mod common;

use arbitre::import::{Options, Pick, Summary, Wanted, stream_from};
use proptest::prelude::*;
use std::path::PathBuf;

/// The most bytes of a corpus file that are mutated: its first 16 KiB (inside one buffer of
/// the reader, where a refusal meets the parts already cut), so that the suite stays fast.
const SAMPLE: usize = 16 << 10;

/// A corpus file and its first bytes.
type Sample = (PathBuf, Vec<u8>);

/// The corpus's PBN files with their first bytes, or `None` (said in one line) without the
/// shared data.
fn corpus_pbn() -> Option<&'static [Sample]> {
    static FILES: std::sync::OnceLock<Option<Vec<Sample>>> = std::sync::OnceLock::new();
    FILES
        .get_or_init(|| {
            let root = common::corpus()?;
            let mut files: Vec<PathBuf> = common::corpus_files(&root)
                .into_iter()
                .filter(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("pbn")))
                .collect();
            files.sort();
            assert!(!files.is_empty(), "no PBN file in {}", root.display());
            Some(
                files
                    .into_iter()
                    .map(|p| {
                        let mut bytes = std::fs::read(&p).unwrap();
                        bytes.truncate(SAMPLE);
                        (p, bytes)
                    })
                    .collect(),
            )
        })
        .as_deref()
}

/// Where the line of each byte offset is, as the reading counts lines (CRLF, LF or a lone
/// CR end a line) and columns (bytes, from 1).
fn place(bytes: &[u8], at: usize) -> (usize, usize) {
    let (mut line, mut start) = (1, 0);
    let mut i = 0;
    while i < at {
        match bytes[i] {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') && i + 1 < at => {
                i += 1;
                line += 1;
                start = i + 1;
            }
            b'\r' | b'\n' => {
                line += 1;
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    (line, at - start + 1)
}

/// Runs a mutant through `check`'s code, `show`'s (when `show` is set) and the board
/// index's (when `index` is set); with a NUL byte, checks that each refuses it at the place of the first one.
fn read_everywhere(name: &str, bytes: &[u8], show: bool, index: bool) {
    let options = Options::default();
    let size = Some(bytes.len() as u64);
    let nul = bytes.iter().position(|&b| b == 0);
    let refusal = |diagnostics: &[arbitre::pbn::Diagnostic], by: &str| {
        let Some(at) = nul else { return };
        // (A file sniffed as another format is not read as text by lines.)
        let Some(d) = diagnostics
            .iter()
            .find(|d| d.message.key == "import-binary")
        else {
            panic!("{name}: {by}: the NUL at byte {at} was not refused: {diagnostics:?}")
        };
        assert_eq!(
            (d.line, d.column),
            place(bytes, at),
            "{name}: {by}, NUL at byte {at}"
        );
        assert_eq!(d.game, None, "{name}: {by}: the refusal is the file's");
    };
    let mut check = Summary::default();
    stream_from(bytes, Some("pbn"), size, &options, &mut check).unwrap();
    refusal(&check.diagnostics, "check");
    if show {
        let mut pick = Pick::new(Wanted::parse("1"));
        stream_from(bytes, Some("pbn"), size, &options, &mut pick).unwrap();
        refusal(&pick.file.diagnostics, "show");
    }
    if index {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.pbn");
        std::fs::write(&path, bytes).unwrap();
        let idx = arbitre::import::index(&path, &options, None).unwrap();
        refusal(&idx.diagnostics, "index");
        for i in [0, idx.len() / 2, idx.len().saturating_sub(1)] {
            if i < idx.len() {
                let _ = idx.game(&path, i).unwrap();
            }
        }
    }
}

/// The byte offsets where the games of a file start (the line of each game's first tag).
fn game_starts(bytes: &[u8]) -> Vec<usize> {
    let file = arbitre::pbn::parse(bytes);
    let line_starts: Vec<usize> = std::iter::once(0).chain(memchr_lines(bytes)).collect();
    file.games
        .iter()
        .filter_map(|g| {
            line_starts
                .get(g.lines().start().saturating_sub(1))
                .copied()
        })
        .collect()
}

fn memchr_lines(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .map(|(i, _)| i + 1)
}

/// At most this many boundaries of a file get a NUL (spread over the file): the suite stays
/// fast on the corpus's largest files.
const BOUNDARIES: usize = 12;

#[test]
fn a_nul_at_any_game_boundary_is_refused_at_its_place() {
    let Some(files) = corpus_pbn() else { return };
    let mut mutants = 0;
    for (path, bytes) in files {
        let name = path.display().to_string();
        let starts = game_starts(bytes);
        let step = starts.len().div_ceil(BOUNDARIES).max(1);
        for &at in starts.iter().skip(1).step_by(step) {
            let mut mutant = bytes.clone();
            mutant.insert(at, 0);
            read_everywhere(&name, &mutant, true, true);
            mutants += 1;
        }
    }
    assert!(mutants > 60, "only {mutants} NUL mutants");
}

#[test]
fn a_file_cut_anywhere_is_read_without_a_panic() {
    let Some(files) = corpus_pbn() else { return };
    for (path, bytes) in files {
        let name = path.display().to_string();
        for k in 1..50 {
            let cut = bytes.len() * k / 50;
            // `show`'s code on every other cut, the board index on a few.
            read_everywhere(&name, &bytes[..cut], k % 2 == 0, k % 10 == 0);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn bytes_flipped_in_a_corpus_file_never_panic(
        pick in any::<prop::sample::Index>(),
        flips in prop::collection::vec((any::<prop::sample::Index>(), 1..=255_u8), 1..8),
    ) {
        let Some(files) = corpus_pbn() else { return Ok(()) };
        let (path, bytes) = &files[pick.index(files.len())];
        let mut mutant = bytes.clone();
        if mutant.is_empty() {
            return Ok(());
        }
        for (at, mask) in flips {
            let i = at.index(mutant.len());
            mutant[i] ^= mask;
        }
        read_everywhere(&path.display().to_string(), &mutant, true, true);
    }
}
