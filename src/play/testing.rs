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
