//! A disputed claim by declarer of all the remaining tricks, at every card of a few corpus
//! plays (the trick in progress at any stage): each position's whole evidence is timed
//! once (the scan, printed), then the slowest positions are measured by criterion beside
//! DDS on the same positions. The target (issue 23): every position within 2 s.

mod common;

use arbitre::case::Claim;
use arbitre::claims::evidence::{At, dd_tricks, gather};
use arbitre::claims::stop::Deadline;
use arbitre::play::Play;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

/// The corpus plays: (file, games taken from it). The first forty games of a teams match
/// between robots: every strain, part scores to slams, made and not.
const PLAYS: &[(&str, usize)] = &[("pbn/lorserker__ben/camrose2024_BEN.pbn", 40)];

/// The first `n` games of `rel` with a whole play.
fn plays(root: &Path, rel: &str, n: usize) -> Vec<(String, Play)> {
    let Ok(file) = arbitre::import::open(&root.join(rel)) else {
        eprintln!("skipped: {rel} does not open");
        return Vec::new();
    };
    file.games
        .iter()
        .filter_map(|g| Some((g.ordinal(), g.play()?.clone())))
        .filter(|(_, p)| p.len() == 52)
        .take(n)
        .map(|(ordinal, p)| (format!("{rel} game {ordinal}"), p))
        .collect()
}

/// Declarer's disputed claim of every remaining trick after `n` cards.
fn claim(play: &Play, n: usize) -> (Claim, At) {
    let truncated = {
        let mut p = play.clone();
        p.truncate(n);
        p
    };
    let at = At::new(&truncated, n, play.declarer());
    let remaining = u8::try_from(13 - n / 4).unwrap_or(0);
    let claim = Claim {
        after_card: n,
        by: play.declarer(),
        tricks: Some(remaining),
        agreed: false,
        ..Claim::default()
    };
    (claim, at)
}

/// The whole evidence of the claim after `n` cards, unless `stop` stops it first (then
/// `false`).
fn evidence<S>(play: &Play, n: usize, stop: &S) -> bool
where
    S: arbitre::claims::Stop + Sync,
    S::Cancel: Send,
{
    let mut p = play.clone();
    p.truncate(n);
    let (claim, at) = claim(play, n);
    gather(&at, &p, &claim, &[], claim.tricks.unwrap_or(0), stop).is_ok()
}

/// The cards scanned in each play: `ARBITRE_SCAN_CARDS` (default 48, every card before
/// the last trick).
fn scan_cards() -> usize {
    std::env::var("ARBITRE_SCAN_CARDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(48, |n: usize| n.min(48))
}

/// The scan gives a position at most this long (seconds).
const SCAN_CAP: f64 = 30.0;

fn every_card(c: &mut Criterion) {
    let Some(root) = common::corpus() else {
        println!("skipped: ../shared/corpus not found (or ARBITRE_CORPUS)");
        return;
    };
    // `cargo test` runs each bench once, unoptimised: the scan costs minutes there.
    if !std::env::args().any(|a| a == "--bench") {
        println!("skipped in test mode: the scan of every card (run `cargo bench`)");
        return;
    }
    let mut worst: Vec<(f64, String, Play, usize)> = Vec::new();
    for &(rel, games) in PLAYS {
        for (name, play) in plays(&root, rel, games) {
            let mut line = Vec::new();
            for n in 0..scan_cards() {
                let t = Instant::now();
                let done = evidence(&play, n, &Deadline::after(SCAN_CAP));
                let s = t.elapsed().as_secs_f64();
                line.push(if done {
                    format!("{n}:{s:.2}")
                } else {
                    format!("{n}:>{SCAN_CAP}")
                });
                worst.push((s, name.clone(), play.clone(), n));
            }
            println!(
                "{name} ({:?} by {}): {}",
                play.strain(),
                play.declarer().letter(),
                line.join(" ")
            );
        }
    }
    worst.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (s, name, play, n) in worst.into_iter().take(3) {
        println!("slow in the scan: {name} after card {n}: {s:.2} s");
        c.bench_function(&format!("claim evidence, {name}, after card {n}"), |b| {
            b.iter(|| evidence(black_box(&play), n, &arbitre::claims::Never));
        });
        c.bench_function(
            &format!("double dummy (DDS), {name}, after card {n}"),
            |b| {
                let mut p = play.clone();
                p.truncate(n);
                b.iter(|| dd_tricks(black_box(&p), n, play.declarer()));
            },
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = every_card
}
criterion_main!(benches);
