//! Entering the play from the keyboard: the director types the card (`S A`, `♠A`, `sa`,
//! `10` or `T`), Enter plays it, Backspace takes back a key or, with nothing typed, undoes.
//! A rank alone is enough when the hand on turn can follow the suit led, or holds that rank
//! in one suit only.
//!
//! The suit is a symbol (`♠ ♥ ♦ ♣`) or a PBN letter (`S H D C`) in every language, before
//! or after the rank. In French the ranks R, D and V (roi, dame, valet) are read as well as
//! K, Q and J. French `D` is then both the diamond suit and the queen; the rule is:
//! - a `D` first is the suit when what follows is a rank (`D5`, `DD` = ♦ queen, `D` alone
//!   waits for a rank);
//! - otherwise, when the text ends with a suit, the `D` before it is the queen (`DS`, `D♠`,
//!   `CD` = ♣ queen since `C` is a suit followed by the rank `D`).
use super::{ViewCtx, seat_name};
use crate::i18n::Lang;
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
        'S' | 'H' | 'D' | 'C' | 'A' | 'K' | 'Q' | 'J' | 'T' | 'R' | 'V' | '0'..='9'
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

/// A rank as typed: `A K Q J T 10 9..2`, and `R D V` in French; `Err(true)` for a start
/// (`1`, nothing), `Err(false)` for no rank.
fn rank_of(s: &str, lang: Lang) -> Result<Rank, bool> {
    let french = lang == Lang::Fr;
    let n = match s.to_ascii_uppercase().as_str() {
        "" | "1" => return Err(true),
        "A" => 14,
        "K" => 13,
        "Q" => 12,
        "J" => 11,
        "R" if french => 13,
        "D" if french => 12,
        "V" if french => 11,
        "T" | "10" => 10,
        d if d.len() == 1 && matches!(d.as_bytes()[0], b'2'..=b'9') => d.as_bytes()[0] - b'0',
        _ => return Err(false),
    };
    Ok(Rank::new(n))
}

/// Reads `typed` for the hand on turn at `pos`, with the ranks of `lang`.
#[must_use]
pub fn resolve(typed: &str, pos: &Position, lang: Lang) -> Typed {
    let text: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
    if text.is_empty() {
        return Typed::Empty;
    }
    let Some(seat) = pos.next else {
        return Typed::NoTurn;
    };
    // The suit first (`SA`, `♠A`) or last (`AS`); a first letter that is both a suit and a
    // rank (French `D`) is the rank when what follows it is no rank but a suit (`DS`).
    let first = text.chars().next().and_then(suit_of);
    let last = text.chars().last().and_then(suit_of);
    let after_first: String = text.chars().skip(1).collect();
    let before_last: String = text.chars().take(text.chars().count() - 1).collect();
    let (suit, rank) = match (first, last) {
        (Some(s), last) => match (rank_of(&after_first, lang), last) {
            (Err(false), Some(l)) if text.chars().count() > 1 => {
                (Some(l), rank_of(&before_last, lang))
            }
            (rank, _) => (Some(s), rank),
        },
        (None, Some(s)) => (Some(s), rank_of(&before_last, lang)),
        (None, None) => (None, rank_of(&text, lang)),
    };
    let rank = match rank {
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

    /// Applies one key; `pos` is the position at the cursor, `lang` gives the ranks read.
    pub fn key(&mut self, key: EntryKey, pos: &Position, lang: Lang) -> EntryOutcome {
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
            EntryKey::Enter => match resolve(&self.typed, pos, lang) {
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
            let (text, error) = match resolve(&self.typed, pos, tr.lang()) {
                Typed::Empty => (tr.t("ui-entry-hint"), false),
                // French `D` alone: a diamond waiting for its rank, or the queen for her suit.
                Typed::Partial
                    if tr.lang() == Lang::Fr && self.typed.trim().eq_ignore_ascii_case("d") =>
                {
                    (tr.t("ui-entry-partial-d"), false)
                }
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
            assert_eq!(
                resolve(typed, &pos, Lang::En),
                Typed::Card(card("SA")),
                "{typed}"
            );
        }
        assert_eq!(resolve("", &pos, Lang::En), Typed::Empty);
        assert_eq!(resolve("s", &pos, Lang::En), Typed::Partial);
        assert_eq!(resolve("s1", &pos, Lang::En), Typed::Partial);
        assert_eq!(resolve("sx", &pos, Lang::En), Typed::Invalid);
        assert_eq!(
            resolve("s2", &pos, Lang::En),
            Typed::NotHeld(Seat::North, card("S2"))
        );
        // The ace in four suits: which one?
        assert_eq!(
            resolve("A", &pos, Lang::En),
            Typed::WhichSuit(Seat::North, Rank::new(14))
        );
        // The jack in one suit only: that one.
        assert_eq!(resolve("j", &pos, Lang::En), Typed::Card(card("SJ")));
    }

    #[test]
    fn a_rank_alone_follows_the_suit_led_and_ten_is_10_or_t() {
        let mut p = play();
        p.push(card("HA")).unwrap();
        let pos = p.position(1); // East follows in hearts
        assert_eq!(resolve("10", &pos, Lang::En), Typed::Card(card("HT")));
        assert_eq!(resolve("t", &pos, Lang::En), Typed::Card(card("HT")));
        assert_eq!(resolve("9", &pos, Lang::En), Typed::Card(card("H9")));
        // A revoke is entered with its suit.
        assert_eq!(resolve("c8", &pos, Lang::En), Typed::Card(card("C8")));
        assert_eq!(
            resolve("2", &pos, Lang::En),
            Typed::NotHeld(Seat::East, card("H2"))
        );
    }

    #[test]
    fn french_ranks_r_d_v_are_read_in_french_only() {
        let p = play();
        let pos = p.position(0); // North: ♠AKQJ ♥AKQ ♦AKQ ♣AKQ
        for (typed, want) in [
            ("SR", "SK"),
            ("♠R", "SK"),
            ("sr", "SK"),
            ("R♠", "SK"),
            ("SA", "SA"),
            ("♠K", "SK"),
            ("CD", "CQ"),
            ("HV", "HJ"),
            ("♥v", "HJ"),
            ("V", "SJ"), // the jack in one suit only
            ("DD", "DQ"),
            ("DR", "DK"),
            ("RD", "DK"),
            ("DA", "DA"),
            ("DS", "SQ"), // a D before a suit is the queen
            ("D♠", "SQ"),
            ("DC", "CQ"),
            ("♦D", "DQ"),
            ("SQ", "SQ"),
        ] {
            // The card named, held or not (North holds no ♥J).
            let named = match resolve(typed, &pos, Lang::Fr) {
                Typed::Card(c) | Typed::NotHeld(_, c) => Some(c),
                _ => None,
            };
            assert_eq!(named, Some(card(want)), "{typed}");
        }
        // A D alone waits: a diamond's rank or the queen's suit.
        assert_eq!(resolve("D", &pos, Lang::Fr), Typed::Partial);
        assert_eq!(resolve("d1", &pos, Lang::Fr), Typed::Partial);
        assert_eq!(
            resolve("D", &pos, Lang::Fr),
            resolve("D", &pos, Lang::En),
            "D alone is a diamond in both languages"
        );
        assert_eq!(resolve("SX", &pos, Lang::Fr), Typed::Invalid);
        assert_eq!(resolve("DX", &pos, Lang::Fr), Typed::Invalid);
        assert_eq!(
            resolve("R", &pos, Lang::Fr),
            Typed::WhichSuit(Seat::North, Rank::new(13))
        );
        // In English R, V and a D before a suit are no ranks.
        for typed in ["SR", "♠R", "HV", "DS", "D♠", "CD"] {
            assert_eq!(resolve(typed, &pos, Lang::En), Typed::Invalid, "{typed}");
        }
        // Played through the keys: the accepted characters include R and V.
        let mut e = CardEntry::default();
        e.key(EntryKey::Text("♠".into()), &pos, Lang::Fr);
        e.key(EntryKey::Text("R".into()), &pos, Lang::Fr);
        assert_eq!(e.typed(), "♠R");
        assert_eq!(
            e.key(EntryKey::Enter, &pos, Lang::Fr),
            EntryOutcome::Play(card("SK"))
        );
    }

    #[test]
    fn enter_plays_backspace_takes_back_a_key_then_undoes() {
        let p = play();
        let pos = p.position(0);
        let mut e = CardEntry::default();
        assert_eq!(
            e.key(EntryKey::Text("s".into()), &pos, Lang::En),
            EntryOutcome::None
        );
        assert_eq!(e.key(EntryKey::Enter, &pos, Lang::En), EntryOutcome::None);
        e.key(EntryKey::Text(" x".into()), &pos, Lang::En);
        assert_eq!(e.typed(), "s ");
        e.key(EntryKey::Text("k".into()), &pos, Lang::En);
        assert_eq!(
            e.key(EntryKey::Backspace, &pos, Lang::En),
            EntryOutcome::None
        );
        assert_eq!(e.typed(), "s");
        e.key(EntryKey::Text("q".into()), &pos, Lang::En);
        assert_eq!(
            e.key(EntryKey::Enter, &pos, Lang::En),
            EntryOutcome::Play(card("SQ"))
        );
        assert_eq!(e.typed(), "");
        assert_eq!(
            e.key(EntryKey::Backspace, &pos, Lang::En),
            EntryOutcome::Undo
        );
        e.key(EntryKey::Text("h".into()), &pos, Lang::En);
        e.key(EntryKey::Escape, &pos, Lang::En);
        assert_eq!(e.typed(), "");
    }
}
