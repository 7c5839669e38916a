//! Whether two games say the same thing: the check behind the write/read round trip.

use super::game::Game;

/// Tags whose written value the writer normalizes; their meaning is compared instead.
const NORMALIZED: [&str; 5] = ["Deal", "Contract", "Auction", "Play", "Note"];

/// The first difference between two games (deal, tags, auction, play), or `Ok` when they
/// say the same thing. Line numbers, tag order, comments and how a value was obtained
/// (written, inherited, derived) do not count.
///
/// # Errors
/// A description of the first difference.
pub fn same_game(a: &Game, b: &Game) -> Result<(), String> {
    fn check<T: PartialEq + std::fmt::Debug>(what: &str, x: T, y: T) -> Result<(), String> {
        if x == y {
            Ok(())
        } else {
            Err(format!("{what}: {x:?} != {y:?}"))
        }
    }
    let tags = |g: &Game| {
        let mut v: Vec<(String, String, Vec<String>)> = g
            .tags()
            .iter()
            .filter(|t| !NORMALIZED.contains(&t.name.as_str()))
            .map(|t| {
                (
                    t.name.to_string(),
                    t.value.to_string(),
                    t.tokens().map(|e| e.text.to_owned()).collect(),
                )
            })
            .collect();
        v.sort();
        v
    };
    check("tags", tags(a), tags(b))?;
    check("deal", a.deal(), b.deal())?;
    check("dealer", a.dealer(), b.dealer())?;
    check("vulnerability", a.vulnerability(), b.vulnerability())?;
    check("contract", a.contract(), b.contract())?;
    check("declarer", a.declarer(), b.declarer())?;
    check("result", a.result(), b.result())?;
    let auction = |g: &Game| {
        g.auction().map(|x| {
            let calls: Vec<_> = x
                .calls
                .iter()
                .map(|c| (c.token, c.seat, c.annotations.clone()))
                .collect();
            let notes: Vec<_> = x.notes.iter().map(|n| (n.index, n.text.clone())).collect();
            (x.first, calls, x.end, notes, x.end_nags.clone())
        })
    };
    check("auction", auction(a), auction(b))?;
    let play = |g: &Game| {
        g.play_section().map(|p| {
            let notes: Vec<_> = p.notes.iter().map(|n| (n.index, n.text.clone())).collect();
            (p.first, p.rows.clone(), p.end, notes)
        })
    };
    check("play section", play(a), play(b))?;
    check(
        "play",
        (a.play_start, a.play_cards()),
        (b.play_start, b.play_cards()),
    )?;
    check("double dummy", a.double_dummy(), b.double_dummy())
}
