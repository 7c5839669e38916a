//! Import speed of the largest corpus file (rpbridge.net's `example3.pbn`, 7632 games,
//! about 1.9 MB), as throughput in bytes: read whole into games, streamed game by game as
//! `arbitre check` reads it, and made into the workbench's board index (from the file);
//! then a 100 MB session file (the same games over and over, written in a temporary folder)
//! streamed as `check` streams it and indexed as the workbench opens it. Skips when the
//! corpus is absent. `scripts/bench-table.sh` runs these beside endplay.

mod common;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

const LARGEST: &str = "pbn/dominicprice__endplay/example3.pbn";

fn import(c: &mut Criterion) {
    let Some(path) = common::corpus_file(LARGEST) else {
        println!("skipped: ../shared/corpus not found");
        return;
    };
    let Ok(bytes) = std::fs::read(&path) else {
        println!("skipped: {} cannot be read", path.display());
        return;
    };
    let mut group = c.benchmark_group("pbn_import");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.sample_size(20);
    group.bench_function("example3.pbn", |b| {
        b.iter(|| {
            let file = arbitre::pbn::parse(black_box(&bytes));
            black_box(file.games.len())
        });
    });
    group.bench_function("example3.pbn streamed (check)", |b| {
        b.iter(|| {
            let mut summary = arbitre::import::Summary::default();
            let options = arbitre::import::Options::default();
            let input = black_box(bytes.as_slice());
            let _ = arbitre::import::stream_from(input, Some("pbn"), None, &options, &mut summary);
            black_box(summary.games)
        });
    });
    group.bench_function("example3.pbn board index (workbench)", |b| {
        b.iter(|| {
            let index = arbitre::import::index(black_box(&path), &Default::default(), None);
            black_box(index.map(|i| i.len()).unwrap_or(0))
        });
    });
    group.finish();

    session_100mb(c, &bytes);

    let mut group = c.benchmark_group("pbn_stream");
    group.throughput(Throughput::Bytes(10 * bytes.len() as u64));
    group.sample_size(10);
    group.bench_function("example3.pbn x10 streamed (check)", |b| {
        b.iter(|| {
            let mut summary = arbitre::import::Summary::default();
            let options = arbitre::import::Options::default();
            let session = std::io::Read::take(std::io::repeat(0), 0);
            let input = (0..10).fold(Box::new(session) as Box<dyn std::io::Read>, |acc, _| {
                Box::new(std::io::Read::chain(acc, bytes.as_slice()))
            });
            let _ = arbitre::import::stream_from(input, Some("pbn"), None, &options, &mut summary);
            black_box(summary.games)
        });
    });
    group.finish();
}

/// A 100 MB session file (the games of `example3.pbn` over and over), streamed as
/// `arbitre check` reads it and indexed as the workbench opens it.
fn session_100mb(c: &mut Criterion, one: &[u8]) {
    // `cargo test` runs each bench once, unoptimised, to check it works: there, 100 MB
    // costs minutes and proves nothing more than the tests' own large reads.
    if !std::env::args().any(|a| a == "--bench") {
        println!("skipped in test mode: the 100 MB session (run `cargo bench` to measure it)");
        return;
    }
    let Ok(dir) = tempfile::tempdir() else {
        println!("skipped: no temporary folder");
        return;
    };
    let path = dir.path().join("session-100mb.pbn");
    let copies = (100_000_000 / one.len()).max(1);
    let mut text = Vec::with_capacity(copies * (one.len() + 2));
    for _ in 0..copies {
        text.extend_from_slice(one);
        text.extend_from_slice(b"\n\n");
    }
    if std::fs::write(&path, &text).is_err() {
        println!("skipped: {} cannot be written", path.display());
        return;
    }
    let size = text.len() as u64;
    drop(text);
    let mut group = c.benchmark_group("session_100mb");
    group.throughput(Throughput::Bytes(size));
    // About a second a read: ten reads, not the 55 of criterion's linear sampling.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.bench_function("100 MB streamed (check)", |b| {
        b.iter(|| {
            let mut summary = arbitre::import::Summary::capped(1000);
            let options = arbitre::import::Options::default();
            let _ = arbitre::import::stream(black_box(&path), &options, &mut summary);
            black_box(summary.games)
        });
    });
    group.bench_function("100 MB board index (workbench)", |b| {
        b.iter(|| {
            let index = arbitre::import::index(black_box(&path), &Default::default(), None);
            black_box(index.map(|i| i.len()).unwrap_or(0))
        });
    });
    group.finish();
}

criterion_group!(benches, import);
criterion_main!(benches);
