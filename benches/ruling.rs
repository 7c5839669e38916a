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

/// A legal 52-card play on case 06's deal and contract: each player plays his first legal
/// card (no revoke, so DDS's play analysis takes the whole play).
fn legal_play(case: &case::Case) -> arbitre::play::Play {
    let first = &case.play;
    let mut play = arbitre::play::Play::new(*first.deal(), first.declarer(), first.strain());
    while let Some(seat) = play.next_seat() {
        let pos = play.position(play.len());
        let Some(card) = pos.legal_cards(seat).iter().next() else {
            break;
        };
        if play.push(card).is_err() {
            break;
        }
    }
    play
}

/// `analyse` of a legal 52-card play beside DDS's own play analysis of the same play.
fn analyse_vs_dds(c: &mut Criterion) {
    let Some(case) = shared_case("06-equity-64c-restores-4s-made.toml") else {
        return;
    };
    let play = legal_play(&case);
    assert_eq!(play.len(), 52);
    c.bench_function("analyse, 52 legal cards (case 06 deal)", |b| {
        b.iter(|| equity::analyse(black_box(&play)));
    });
    let trick = dds_bridge::CurrentTrick::from_slice(play.strain(), play.declarer().lho(), &[])
        .expect("an empty trick");
    let board = dds_bridge::Board::try_new(*play.deal(), trick).expect("a full deal");
    let trace = dds_bridge::PlayTrace {
        board,
        cards: play.cards().iter().copied().collect(),
    };
    c.bench_function("DDS analyse_play alone, the same 52 cards (peer)", |b| {
        b.iter(|| dds_bridge::analyse_play(black_box(&trace)));
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = ruling, analyse_vs_dds
}
criterion_main!(benches);
