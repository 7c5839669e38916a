//! Import speed of the largest corpus file (rpbridge.net's `example3.pbn`, 7632 games,
//! about 1.9 MB), as throughput in bytes: read whole into games, and streamed game by game
//! as `arbitre check` reads it (alone, and ten times over as one 19 MB session, whose
//! memory stays that of one game). Skips when the corpus is absent.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::{Path, PathBuf};

const LARGEST: &str = "pbn/dominicprice__endplay/example3.pbn";

fn corpus_file(rel: &str) -> Option<PathBuf> {
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

fn import(c: &mut Criterion) {
    let Some(path) = corpus_file(LARGEST) else {
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
    group.finish();

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

criterion_group!(benches, import);
criterion_main!(benches);
