//! The claim engine beside the double-dummy solver on the same positions, 7 and 13 tricks
//! left: the judged value of the claimer's line alone, the whole evidence of a disputed
//! claim (double dummy, the line, the 70C and 70E variants and the location test), and
//! the DDS solve. The targets, for the whole evidence: 7 tricks under 50 ms, 13 tricks
//! under 2 s.

use arbitre::claims::evidence::{At, Variant, dd_tricks};
use arbitre::play::Play;
use contract_bridge::{FullDeal, Seat, Strain};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// 4♠ by South on the deal of the shared case 02, played to `cards` cards by the lowest
/// legal card.
fn position(cards: usize) -> Play {
    let deal: FullDeal = "E:JT7.953.T64.KT93 932.KJ6.AJ72.AQ6 K865.T74.Q85.J74 AQ4.AQ82.K93.852"
        .parse()
        .expect("a valid deal");
    let mut play = Play::new(deal, Seat::South, Strain::Spades);
    while play.len() < cards {
        let pos = play.position(play.len());
        let Some(seat) = pos.next else { break };
        let Some(card) = pos.legal_cards(seat).iter().next() else {
            break;
        };
        if play.push(card).is_err() {
            break;
        }
    }
    play
}

fn claims(c: &mut Criterion) {
    // `cargo test` runs each bench once, unoptimised, to check it works: the 13-trick
    // evidence costs minutes there and checks nothing the 7-trick one does not.
    let measuring = std::env::args().any(|a| a == "--bench");
    for left in [7usize, 13] {
        if left == 13 && !measuring {
            println!("skipped in test mode: 13 tricks left (run `cargo bench` to measure it)");
            continue;
        }
        let play = position(52 - 4 * left);
        let n = play.len();
        let at = At::new(&play, n, Seat::South);
        c.bench_function(&format!("claim line, {left} tricks left"), |b| {
            b.iter(|| at.value(black_box(at.side()), &[], Variant::default()));
        });
        c.bench_function(
            &format!("all the evidence of a disputed claim, {left} tricks left"),
            |b| {
                let claim = arbitre::case::Claim {
                    after_card: n,
                    by: Seat::South,
                    tricks: u8::try_from(left).ok(),
                    agreed: false,
                    ..arbitre::case::Claim::default()
                };
                b.iter(|| {
                    arbitre::claims::evidence::gather(
                        &at,
                        black_box(&play),
                        &claim,
                        &[],
                        0,
                        &arbitre::claims::Never,
                    )
                });
            },
        );
        c.bench_function(&format!("double dummy (DDS), {left} tricks left"), |b| {
            b.iter(|| dd_tricks(black_box(&play), n, Seat::South));
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = claims
}
criterion_main!(benches);
