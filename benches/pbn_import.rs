//! Import speed of the largest corpus file (rpbridge.net's `example3.pbn`, 7632 games,
//! about 1.9 MB), as throughput in bytes. Skips when the corpus is absent.

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
    group.finish();
}

criterion_group!(benches, import);
criterion_main!(benches);
