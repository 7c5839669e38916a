//! Entering the play from the keyboard: the director types the card (`S A`, `♠A`, `sa`,
//! `10` or `T`), Enter plays it, Backspace takes back a key or, with nothing typed, undoes.
//! A rank alone is enough when the hand on turn can follow the suit led, or holds that rank
//! in one suit only.
use super::{ViewCtx, seat_name};
use crate::notation::{card_symbol, rank_display};
use crate::play::Position;
use contract_bridge::{Card, Rank, Seat, Suit};
use eframe::egui;

/// What the typed text stands for, for the hand on turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Typed {
    /// Nothing typed.
    Empty,
    /// A card not finished yet (a suit, or the `1` of a ten).
    Partial,
    /// A card the hand on turn holds: Enter plays it.
    Card(Card),
    /// A card the hand on turn does not hold.
    NotHeld(Seat, Card),
    /// A rank held in several suits and no suit to follow: the suit is needed.
    WhichSuit(Seat, Rank),
    /// The play is over: no hand is on turn.
    NoTurn,
    /// Not a card.
    Invalid,
}

/// The keys typed so far (view state only; the case changes when Enter plays the card).
#[derive(Debug, Default, Clone)]
pub struct CardEntry {
    typed: String,
}

/// What a key does to the entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryKey {
    /// A character typed.
    Text(String),
    /// Backspace.
    Backspace,
    /// Enter.
    Enter,
    /// Escape.
    Escape,
}

/// What the app should do after a key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryOutcome {
    /// Nothing (the entry changed or the key was not for it).
    None,
    /// Play this card at the cursor.
    Play(Card),
    /// Undo the last change (Backspace with nothing typed).
    Undo,
}

/// Whether `c` can be part of a typed card.
fn accepted(c: char) -> bool {
    matches!(
        c.to_ascii_uppercase(),
        'S' | 'H' | 'D' | 'C' | 'A' | 'K' | 'Q' | 'J' | 'T' | '0'..='9'
    ) || matches!(c, '♠' | '♥' | '♦' | '♣' | '♤' | '♡' | '♢' | '♧' | ' ')
}

fn suit_of(c: char) -> Option<Suit> {
    match c.to_ascii_uppercase() {
        'S' | '♠' | '♤' => Some(Suit::Spades),
        'H' | '♥' | '♡' => Some(Suit::Hearts),
        'D' | '♦' | '♢' => Some(Suit::Diamonds),
        'C' | '♣' | '♧' => Some(Suit::Clubs),
        _ => None,
    }
}

/// A rank as typed: `A K Q J T 10 9..2`; `Err(true)` for a start (`1`, nothing), `Err(false)`
/// for no rank.
fn rank_of(s: &str) -> Result<Rank, bool> {
    let n = match s.to_ascii_uppercase().as_str() {
        "" | "1" => return Err(true),
        "A" => 14,
        "K" => 13,
        "Q" => 12,
        "J" => 11,
        "T" | "10" => 10,
        d if d.len() == 1 && matches!(d.as_bytes()[0], b'2'..=b'9') => d.as_bytes()[0] - b'0',
        _ => return Err(false),
    };
    Ok(Rank::new(n))
}

/// Reads `typed` for the hand on turn at `pos`.
#[must_use]
pub fn resolve(typed: &str, pos: &Position) -> Typed {
    let text: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
    if text.is_empty() {
        return Typed::Empty;
    }
    let Some(seat) = pos.next else {
        return Typed::NoTurn;
    };
    // The suit first (`SA`, `♠A`) or last (`AS`).
    let first = text.chars().next().and_then(suit_of);
    let last = text.chars().last().and_then(suit_of);
    let (suit, rank_text) = match (first, last) {
        (Some(s), _) => (Some(s), text.chars().skip(1).collect::<String>()),
        (None, Some(s)) => (
            Some(s),
            text.chars().take(text.chars().count() - 1).collect(),
        ),
        (None, None) => (None, text.clone()),
    };
    let rank = match rank_of(&rank_text) {
        Ok(rank) => rank,
        Err(true) => return Typed::Partial,
        Err(false) => return Typed::Invalid,
    };
    let hand = pos.remaining[seat as usize];
    let suit = suit.or_else(|| {
        // Following suit: the suit led, when the hand still holds it.
        let led = pos.on_table.first().map(|(_, c)| c.suit);
        led.filter(|&s| !hand[s].is_empty()).or_else(|| {
            // Otherwise the one suit in which the hand holds that rank.
            let mut suits = Suit::DESC
                .into_iter()
                .filter(|&s| hand.contains(Card { suit: s, rank }));
            match (suits.next(), suits.next()) {
                (Some(s), None) => Some(s),
                _ => None,
            }
        })
    });
    let Some(suit) = suit else {
        let held = Suit::DESC
            .into_iter()
            .any(|s| hand.contains(Card { suit: s, rank }));
        return if held {
            Typed::WhichSuit(seat, rank)
        } else {
            Typed::NotHeld(
                seat,
                Card {
                    suit: Suit::Spades,
                    rank,
                },
            )
        };
    };
    let card = Card { suit, rank };
    if hand.contains(card) {
        Typed::Card(card)
    } else {
        Typed::NotHeld(seat, card)
    }
}

impl CardEntry {
    /// The keys typed so far.
    #[must_use]
    pub fn typed(&self) -> &str {
        &self.typed
    }

    /// Applies one key; `pos` is the position at the cursor.
    pub fn key(&mut self, key: EntryKey, pos: &Position) -> EntryOutcome {
        match key {
            EntryKey::Text(text) => {
                for c in text.chars().filter(|&c| accepted(c)) {
                    if self.typed.chars().count() < 8 {
                        self.typed.push(c);
                    }
                }
                EntryOutcome::None
            }
            EntryKey::Backspace => {
                if self.typed.pop().is_some() {
                    // A space typed between suit and rank goes with the key before it.
                    while self.typed.ends_with(' ') {
                        self.typed.pop();
                    }
                    EntryOutcome::None
                } else {
                    EntryOutcome::Undo
                }
            }
            EntryKey::Escape => {
                self.typed.clear();
                EntryOutcome::None
            }
            EntryKey::Enter => match resolve(&self.typed, pos) {
                Typed::Card(card) => {
                    self.typed.clear();
                    EntryOutcome::Play(card)
                }
                _ => EntryOutcome::None,
            },
        }
    }

    /// Shows what is typed and what it stands for.
    pub fn ui(&self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, pos: &Position) {
        let tr = cx.tr;
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.t("ui-entry-label"));
            let shown = if self.typed.is_empty() {
                "…".to_owned()
            } else {
                self.typed.clone()
            };
            ui.label(egui::RichText::new(shown).monospace().strong());
            let (text, error) = match resolve(&self.typed, pos) {
                Typed::Empty => (tr.t("ui-entry-hint"), false),
                Typed::Partial => (tr.t("ui-entry-partial"), false),
                Typed::Card(card) => {
                    // Said before Enter: this card fails to follow suit.
                    let revoke = pos.next.is_some_and(|s| {
                        pos.on_table.first().is_some_and(|&(_, led)| {
                            card.suit != led.suit && !pos.remaining[s as usize][led.suit].is_empty()
                        })
                    });
                    let seat = pos.next.map_or_else(String::new, |s| seat_name(tr, s));
                    (
                        tr.t_args(
                            if revoke {
                                "ui-entry-ready-revoke"
                            } else {
                                "ui-entry-ready"
                            },
                            &[("card", card_symbol(card).into()), ("seat", seat.into())],
                        ),
                        revoke,
                    )
                }
                Typed::NotHeld(seat, card) => (
                    tr.t_args(
                        "ui-entry-not-held",
                        &[
                            ("card", card_symbol(card).into()),
                            ("seat", seat_name(tr, seat).into()),
                        ],
                    ),
                    true,
                ),
                Typed::WhichSuit(seat, rank) => (
                    tr.t_args(
                        "ui-entry-which-suit",
                        &[
                            ("rank", rank_display(rank).into()),
                            ("seat", seat_name(tr, seat).into()),
                        ],
                    ),
                    false,
                ),
                Typed::NoTurn => (tr.t("ui-entry-no-turn"), true),
                Typed::Invalid => (tr.t("ui-entry-invalid"), true),
            };
            if error {
                super::error_label(ui, text);
            } else {
                ui.label(egui::RichText::new(text).weak());
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Play;
    use contract_bridge::Strain;

    fn play() -> Play {
        // North: ♠AKQJ ♥AKQ ♦AKQ ♣AKQ; the rest dealt in order.
        let pbn = "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32";
        let deal: contract_bridge::FullDeal = pbn.parse().unwrap();
        Play::new(deal, Seat::West, Strain::Notrump)
    }

    fn card(s: &str) -> Card {
        crate::notation::parse_card(s).unwrap()
    }

    #[test]
    fn cards_are_read_in_every_way_directors_type_them() {
        let p = play();
        let pos = p.position(0); // North leads (declarer West)
        for typed in ["S A", "♠A", "sa", "SA", "a s", "♤a"] {
            assert_eq!(resolve(typed, &pos), Typed::Card(card("SA")), "{typed}");
        }
        assert_eq!(resolve("", &pos), Typed::Empty);
        assert_eq!(resolve("s", &pos), Typed::Partial);
        assert_eq!(resolve("s1", &pos), Typed::Partial);
        assert_eq!(resolve("sx", &pos), Typed::Invalid);
        assert_eq!(resolve("s2", &pos), Typed::NotHeld(Seat::North, card("S2")));
        // The ace in four suits: which one?
        assert_eq!(
            resolve("A", &pos),
            Typed::WhichSuit(Seat::North, Rank::new(14))
        );
        // The jack in one suit only: that one.
        assert_eq!(resolve("j", &pos), Typed::Card(card("SJ")));
    }

    #[test]
    fn a_rank_alone_follows_the_suit_led_and_ten_is_10_or_t() {
        let mut p = play();
        p.push(card("HA")).unwrap();
        let pos = p.position(1); // East follows in hearts
        assert_eq!(resolve("10", &pos), Typed::Card(card("HT")));
        assert_eq!(resolve("t", &pos), Typed::Card(card("HT")));
        assert_eq!(resolve("9", &pos), Typed::Card(card("H9")));
        // A revoke is entered with its suit.
        assert_eq!(resolve("c8", &pos), Typed::Card(card("C8")));
        assert_eq!(resolve("2", &pos), Typed::NotHeld(Seat::East, card("H2")));
    }

    #[test]
    fn enter_plays_backspace_takes_back_a_key_then_undoes() {
        let p = play();
        let pos = p.position(0);
        let mut e = CardEntry::default();
        assert_eq!(e.key(EntryKey::Text("s".into()), &pos), EntryOutcome::None);
        assert_eq!(e.key(EntryKey::Enter, &pos), EntryOutcome::None);
        e.key(EntryKey::Text(" x".into()), &pos);
        assert_eq!(e.typed(), "s ");
        e.key(EntryKey::Text("k".into()), &pos);
        assert_eq!(e.key(EntryKey::Backspace, &pos), EntryOutcome::None);
        assert_eq!(e.typed(), "s");
        e.key(EntryKey::Text("q".into()), &pos);
        assert_eq!(e.key(EntryKey::Enter, &pos), EntryOutcome::Play(card("SQ")));
        assert_eq!(e.typed(), "");
        assert_eq!(e.key(EntryKey::Backspace, &pos), EntryOutcome::Undo);
        e.key(EntryKey::Text("h".into()), &pos);
        e.key(EntryKey::Escape, &pos);
        assert_eq!(e.typed(), "");
    }
}
