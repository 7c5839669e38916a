//! Duplicate scores (from `contract-bridge`), weighted scores (Law 12C1c) and IMPs.

use crate::notation::Side;
use contract_bridge::{AbsoluteVulnerability, Contract, Seat};

/// Whether `side` is vulnerable.
#[must_use]
pub fn is_vulnerable(vulnerability: AbsoluteVulnerability, side: Side) -> bool {
    vulnerability.contains(match side {
        Side::NS => AbsoluteVulnerability::NS,
        Side::EW => AbsoluteVulnerability::EW,
    })
}

/// North-South's duplicate score when `declarer` takes `tricks` in `contract`.
#[must_use]
pub fn score_ns(
    contract: Contract,
    declarer: Seat,
    vulnerability: AbsoluteVulnerability,
    tricks: u8,
) -> i32 {
    let side = Side::of(declarer);
    let score = contract.score(tricks.min(13), is_vulnerable(vulnerability, side));
    match side {
        Side::NS => score,
        Side::EW => -score,
    }
}

/// The weighted score of outcomes given as `(score, percent)`: the exact value.
#[must_use]
pub fn weighted_exact(outcomes: &[(i32, u8)]) -> f64 {
    outcomes
        .iter()
        .map(|&(score, percent)| f64::from(score) * f64::from(percent) / 100.0)
        .sum()
}

/// A score rounded to the nearest 10 as the scorer enters it, halves away from zero.
#[must_use]
pub fn round_to_ten(score: f64) -> i32 {
    #[allow(clippy::cast_possible_truncation)]
    let tens = (score / 10.0).round() as i32; // f64::round rounds halves away from zero
    tens * 10
}

/// The WBF IMP scale: the upper bound of each step of the difference in points.
const IMP_SCALE: [i32; 24] = [
    10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740,
    1990, 2240, 2490, 2990, 3490, 3990,
];

/// IMPs for a difference in points (signed like the difference).
#[must_use]
pub fn imps(difference: i32) -> i32 {
    let magnitude = difference.abs();
    let steps = IMP_SCALE
        .iter()
        .take_while(|&&bound| magnitude > bound)
        .count();
    #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)]
    let steps = steps as i32;
    difference.signum() * steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use contract_bridge::{Penalty, Strain};

    #[test]
    fn scores_for_north_south() {
        let four_spades = Contract::new(4, Strain::Spades, Penalty::Undoubled);
        assert_eq!(
            score_ns(four_spades, Seat::South, AbsoluteVulnerability::NONE, 10),
            420
        );
        assert_eq!(
            score_ns(four_spades, Seat::West, AbsoluteVulnerability::NONE, 12),
            -480
        );
        assert_eq!(
            score_ns(four_spades, Seat::South, AbsoluteVulnerability::ALL, 9),
            -100
        );
        let three_nt = Contract::new(3, Strain::Notrump, Penalty::Undoubled);
        assert_eq!(
            score_ns(three_nt, Seat::South, AbsoluteVulnerability::NS, 12),
            690
        );
        assert_eq!(
            score_ns(three_nt, Seat::South, AbsoluteVulnerability::EW, 12),
            490
        );
    }

    #[test]
    fn weighted_and_rounded() {
        let exact = weighted_exact(&[(420, 60), (-50, 40)]);
        assert!((exact - 232.0).abs() < 1e-9);
        assert_eq!(round_to_ten(exact), 230);
        assert_eq!(round_to_ten(235.0), 240);
        assert_eq!(round_to_ten(-235.0), -240);
        assert_eq!(round_to_ten(-234.9), -230);
    }

    #[test]
    fn imp_scale() {
        assert_eq!(imps(0), 0);
        assert_eq!(imps(10), 0);
        assert_eq!(imps(20), 1);
        assert_eq!(imps(50), 2);
        assert_eq!(imps(420), 9);
        assert_eq!(imps(430), 10);
        assert_eq!(imps(-470), -10);
        assert_eq!(imps(620), 12);
        assert_eq!(imps(4000), 24);
        assert_eq!(imps(-5000), -24);
    }
}
