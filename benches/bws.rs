//! Reading the corpus's Bridgemate session (a 1.1 MB `.bws`: 297 results, 44 seats, the
//! movement and a 14,020-name member list) whole, as `arbitre check` and the workbench
//! read it. Skips when the corpus is absent.

mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

const SAMPLE: &str = "bws/Rick-Wilson__Bridge-Parsers/1768880456-bJwUQdVmhY@260119M.BWS";

fn read(c: &mut Criterion) {
    let Some(path) = common::corpus_file(SAMPLE) else {
        println!("skipped: ../shared/corpus not found");
        return;
    };
    let Ok(bytes) = std::fs::read(&path) else {
        println!("skipped: {} cannot be read", path.display());
        return;
    };
    let mut group = c.benchmark_group("bws");
    group.sample_size(20);
    group.bench_function("read the 1.1 MB session", |b| {
        b.iter(|| {
            let bws = arbitre::import::bws::read(black_box(bytes.clone())).unwrap();
            assert_eq!(bws.results.len(), 297);
            bws
        });
    });
    group.bench_function("travellers with names, every board", |b| {
        let bws = arbitre::import::bws::read(bytes.clone()).unwrap();
        b.iter(|| {
            let mut n = 0;
            for board in bws.boards() {
                for line in bws.traveller(board) {
                    n += bws
                        .players(line)
                        .iter()
                        .filter(|(name, _)| !name.is_empty())
                        .count();
                }
            }
            n
        });
    });
    group.finish();
}

criterion_group!(benches, read);
criterion_main!(benches);
