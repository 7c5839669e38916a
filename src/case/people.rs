//! The people and places a board file gives about a game: the players' names (PBN
//! `North` ... `West`, LIN `pn`), the event, the section, the table and the round, carried
//! into the case's [`Meta`] so that the form, the report and the notice name them.

use super::model::Meta;
use crate::model::Game;

/// What a game's tags say of the event and the players (empty where they say nothing;
/// `?` and `#`-style unknowns are left out).
#[must_use]
pub fn meta_of_game(game: &Game) -> Meta {
    let tag = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?" && *v != "-")
            .map(str::to_owned)
            .unwrap_or_default()
    };
    let [north, east, south, west] = game.players().map(|p| {
        p.map(str::trim)
            .filter(|v| *v != "?")
            .unwrap_or("")
            .to_owned()
    });
    Meta {
        event: tag("Event"),
        date: tag("Date").replace(".??", "").replace('?', ""),
        section: tag("Section"),
        table: tag("Table"),
        round: tag("Round"),
        north,
        east,
        south,
        west,
        ..Meta::default()
    }
}

/// Puts the players' names of a board (`Seat as usize`) into `meta` where it has none.
pub fn names_into(meta: &mut Meta, players: &[String; 4]) {
    for (slot, name) in [
        &mut meta.north,
        &mut meta.east,
        &mut meta.south,
        &mut meta.west,
    ]
    .into_iter()
    .zip(players)
    {
        if slot.trim().is_empty() {
            slot.clone_from(name);
        }
    }
}
