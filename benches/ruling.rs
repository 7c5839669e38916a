//! A full ruling with the Law 64C equity check, and the per-card double-dummy analysis of a
//! 52-card play. The target: a ruling with equity well under 100 ms.

use arbitre::{case, equity, laws};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;

fn shared_case(name: &str) -> Option<case::Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/cases")
        .join(name);
    if !path.is_file() {
        eprintln!("skipped: {} not found", path.display());
        return None;
    }
    Some(case::load(&path).expect("a shared case loads"))
}

fn ruling(c: &mut Criterion) {
    let Some(case) = shared_case("06-equity-64c-restores-4s-made.toml") else {
        return;
    };
    c.bench_function("rule with 64C equity (case 06)", |b| {
        b.iter(|| laws::rule(black_box(&case)).unwrap());
    });
    c.bench_function("per-card double-dummy analysis, 52 cards (case 06)", |b| {
        b.iter(|| equity::analyse(black_box(&case.play)));
    });
    // The same, each of the 53 positions solved on its own (what `analyse` did before it
    // used DDS's play analysis): the peer figure for the line above.
    c.bench_function(
        "each of the 53 positions solved on its own (case 06)",
        |b| {
            b.iter(|| {
                (0..=case.play.len())
                    .map(|n| equity::value_at(black_box(&case.play), n).ok())
                    .collect::<Vec<_>>()
            });
        },
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = ruling
}
criterion_main!(benches);
