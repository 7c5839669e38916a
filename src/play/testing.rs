//! Strategies shared by the property tests.

use contract_bridge::{Card, FullDeal, Hand, Rank, Suit};
use proptest::prelude::*;

/// The 52 cards.
pub fn all_cards() -> Vec<Card> {
    Suit::ASC
        .into_iter()
        .flat_map(|suit| {
            (2..=14).map(move |r| Card {
                suit,
                rank: Rank::new(r),
            })
        })
        .collect()
}

/// A random deal.
pub fn deal_strategy() -> impl Strategy<Value = FullDeal> {
    Just(all_cards()).prop_shuffle().prop_map(|cards| {
        let hands: Vec<Hand> = cards
            .chunks(13)
            .map(|c| c.iter().copied().collect())
            .collect();
        contract_bridge::Builder::new()
            .north(hands[0])
            .east(hands[1])
            .south(hands[2])
            .west(hands[3])
            .build_full()
            .unwrap()
    })
}

/// 4♠ by South on a fixed deal, after West's opening lead (his first legal card), and
/// that lead: a play of one card for the display tests.
pub fn after_opening_lead() -> (super::Play, Card) {
    use contract_bridge::{Seat, Strain};
    let deal: FullDeal = "E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652"
        .parse()
        .expect("a valid deal");
    let mut play = super::Play::new(deal, Seat::South, Strain::Spades);
    let lead = play
        .position(0)
        .legal_cards(Seat::West)
        .iter()
        .next()
        .expect("West holds cards");
    play.push(lead).expect("a legal lead");
    (play, lead)
}
