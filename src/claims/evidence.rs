//! The evidence of `claim-law-model.md`, all from the position at the claim: double dummy
//! (from `dds-bridge`, never from the policy search), the claimer's line, the 70C and 70E
//! variants, the cards the line depends on the place of, and the normal minimums of 69B
//! and 71.

use super::policy::{C, Holding, Item, Policy, State, side};
use super::solve::{Search, Solved, solve};
use crate::case::Claim;
use crate::i18n::Msg;
use crate::notation::{Side, card_token};
use crate::play::Play;
use contract_bridge::{Card, Rank, Seat, Suit};
use serde::{Deserialize, Serialize};

/// A card the line depends on the place of (70E): moved to the other opponent, the
/// line makes fewer tricks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationCard {
    /// The card, as a token (`SK`).
    pub card: String,
    /// Who holds it, `N E S W`.
    pub holder: String,
    /// Whether the other opponent had shown out of its suit before the claim.
    pub other_showed_out: bool,
}

/// The position at the claim, as the search takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct At {
    /// The position, with every show-out seen before the claim.
    pub state: State,
    /// The claimer's seat.
    pub claimer: u8,
    /// The trump suit.
    pub trump: Option<u8>,
    /// Declarer.
    pub declarer: u8,
    /// The trick of the claim (1-based).
    pub trick: usize,
}

impl At {
    /// The position after `after_card` cards of `play`, claimed by `by`.
    #[must_use]
    pub fn new(play: &Play, after_card: usize, by: Seat) -> Self {
        let pos = play.position(after_card);
        let mut hands = [[0; 4]; 4];
        for (seat, hand) in pos.remaining.iter().enumerate() {
            for suit in Suit::ASC {
                hands[seat][suit as usize] = hand[suit].to_bits();
            }
        }
        let mut table = [(0, (0, 0)); 4];
        for (i, &(seat, card)) in pos.on_table.iter().enumerate().take(4) {
            table[i] = (seat as u8, (card.suit as u8, card.rank.get()));
        }
        let mut voids = [0u8; 4];
        let n = after_card.min(play.len());
        for step in &play.steps()[..n] {
            if let Some(led) = play
                .tricks()
                .get(step.trick)
                .and_then(crate::play::Trick::led_suit)
                && led != step.card.suit
            {
                voids[step.seat as usize] |= 1 << (led as u8);
            }
        }
        Self {
            state: State {
                hands,
                table,
                n_table: pos.on_table.len().min(3),
                leader: pos.leader as u8,
                voids,
            },
            claimer: by as u8,
            trump: play.strain().suit().map(|s| s as u8),
            declarer: play.declarer() as u8,
            trick: pos.tricks_done + 1,
        }
    }

    /// The claimer's side (0 North-South, 1 East-West).
    #[must_use]
    pub const fn side(&self) -> u8 {
        side(self.claimer)
    }

    /// Whether an opponent of the claimer holds a trump (false in notrump).
    #[must_use]
    pub fn trump_outstanding(&self) -> bool {
        self.trump.is_some_and(|t| {
            (0..4u8)
                .filter(|&s| side(s) != self.side())
                .any(|s| self.state.hands[s as usize][t as usize] != 0)
        })
    }

    /// Whether an opponent of the claimer had shown out of some suit before the claim.
    #[must_use]
    pub fn opponents_showed_out(&self) -> bool {
        (0..4u8)
            .filter(|&s| side(s) != self.side())
            .any(|s| self.state.voids[s as usize] != 0)
    }

    /// The judged value for `judged` with `line`, in the variant given.
    #[must_use]
    pub fn value(&self, judged: u8, line: &[Item], variant: Variant) -> Solved {
        let policy = self.policy(judged, line, variant);
        solve(&policy, &self.start(judged, variant))
    }

    /// The start position for `judged` in the variant given: without the opponents'
    /// show-outs for the no-prior-knowledge variant.
    #[must_use]
    pub fn start(&self, judged: u8, variant: Variant) -> State {
        let mut st = self.state.clone();
        if variant.no_prior_knowledge {
            for s in (0..4u8).filter(|&s| side(s) != judged) {
                st.voids[s as usize] = 0;
            }
        }
        st
    }

    /// The policy for `judged` with `line`, in the variant given (the start position's
    /// knowledge is the caller's: see [`At::start`]).
    #[must_use]
    pub fn policy(&self, judged: u8, line: &[Item], variant: Variant) -> Policy {
        Policy {
            judged,
            trump: self.trump,
            declarer: self.declarer,
            line: line.to_vec(),
            aware: !variant.unaware,
            finesse_credited: variant.finesse_credited,
        }
    }

    /// A principal variation as seats and cards.
    #[must_use]
    pub fn cards(&self, line: &[(u8, C)]) -> Vec<(Seat, Card)> {
        line.iter()
            .filter_map(|&(seat, (suit, rank))| {
                Some((
                    Seat::ALL[seat as usize % 4],
                    Card {
                        suit: Suit::ASC[suit as usize % 4],
                        rank: Rank::try_new(rank).ok()?,
                    },
                ))
            })
            .collect()
    }
}

/// Which variant of the policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Variant {
    /// 70C: unaware of the outstanding trumps.
    pub unaware: bool,
    /// 70E: finesses credited.
    pub finesse_credited: bool,
    /// 70E1: the opponents' show-outs before the claim forgotten.
    pub no_prior_knowledge: bool,
}

/// The evidence gathered for one claim.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Evidence {
    /// (a) double dummy for the claimer's side.
    pub dd_tricks: Option<u8>,
    /// (b) the claimer's line.
    pub line_tricks: Option<u8>,
    /// (c) unaware of the trump.
    pub c70_tricks: Option<u8>,
    /// 70C1–70C3 hold.
    pub c70_applies: bool,
    /// (d) finesses credited.
    pub finesse_tricks: Option<u8>,
    /// (d) without the show-outs before the claim.
    pub no_prior_knowledge_tricks: Option<u8>,
    /// (d) the cards the line depends on the place of.
    pub location_cards: Vec<LocationCard>,
    /// (e) the claimer's normal minimum.
    pub normal_min_claimer: Option<u8>,
    /// (e) the opponents' normal minimum.
    pub normal_min_opponents: Option<u8>,
    /// The line as played by the policy.
    pub line_play: Vec<(u8, C)>,
    /// The 70C play.
    pub c70_play: Vec<(u8, C)>,
    /// Notes (the solver could not take the position, …).
    pub notes: Vec<Msg>,
}

/// Double-dummy tricks for the claimer's side of the remaining ones, from `dds-bridge`.
///
/// # Errors
/// When the solver cannot take the position.
pub fn dd_tricks(
    play: &Play,
    after_card: usize,
    by: Seat,
) -> Result<u8, crate::equity::SolveError> {
    let pos = play.position(after_card);
    let declaring = play.declaring_side();
    let total = crate::equity::value_at(play, after_card)?;
    let future = total.saturating_sub(pos.won_by(declaring));
    let remaining = u8::try_from(13usize.saturating_sub(pos.tricks_done)).unwrap_or(0);
    Ok(if Side::of(by) == declaring {
        future
    } else {
        remaining.saturating_sub(future)
    })
}

/// Everything `claim-law-model.md` asks for this claim.
#[must_use]
pub fn gather(at: &At, play: &Play, claim: &Claim, line: &[Item], claimed: u8) -> Evidence {
    let mut ev = Evidence::default();
    match dd_tricks(play, claim.after_card, claim.by) {
        Ok(t) => ev.dd_tricks = Some(t),
        Err(e) => ev
            .notes
            .push(Msg::new("note-claim-no-double-dummy").arg("reason", e.to_string())),
    }
    let me = at.side();
    if claim.agreed {
        if claim.review_requested {
            ev.normal_min_claimer = Some(at.value(me, &[], Variant::default()).value);
            ev.normal_min_opponents = Some(at.value(1 - me, &[], Variant::default()).value);
        }
        return ev;
    }
    // One table for the line's policy: the positions met after a card is moved (70E) or
    // a show-out forgotten are mostly the line's own, and the table keys on the voids.
    let policy = at.policy(me, line, Variant::default());
    let mut search = Search::new(&policy);
    let solved = search.solve(&at.state);
    let line_tricks = solved.value;
    ev.line_tricks = Some(line_tricks);
    ev.line_play = solved.line;
    if at.trump_outstanding() && !claim.mentions_trumps() {
        let unaware = Variant {
            unaware: true,
            ..Variant::default()
        };
        let c70 = at.value(me, line, unaware);
        ev.c70_applies = c70.value < claimed.min(line_tricks) && claim.trump_unaware_likely;
        ev.c70_tricks = Some(c70.value);
        ev.c70_play = c70.line;
    }
    if side(at.declarer) == me {
        let credited = Variant {
            finesse_credited: true,
            ..Variant::default()
        };
        ev.finesse_tricks = Some(at.value(me, line, credited).value);
        if at.opponents_showed_out() {
            let forgetful = Variant {
                no_prior_knowledge: true,
                ..Variant::default()
            };
            let start = at.start(me, forgetful);
            ev.no_prior_knowledge_tricks = Some(search.solve(&start).value);
        }
        ev.location_cards = location_cards(at, &mut search, line_tricks);
    }
    ev
}

/// The suits in the order the exchange looks at them: S, H, D, C, trumps last.
fn exchange_order(trump: Option<u8>) -> Vec<u8> {
    let mut order: Vec<u8> = vec![3, 2, 1, 0];
    if let Some(t) = trump {
        order.retain(|&s| s != t);
        order.push(t);
    }
    order
}

/// Each card an opponent holds that, moved to the other opponent (his lowest card of the
/// suit, else of the first suit he holds, coming back), makes the line fall below
/// `line_tricks`; sorted S H D C, high first.
#[must_use]
pub fn location_cards(at: &At, search: &mut Search<'_>, line_tricks: u8) -> Vec<LocationCard> {
    let me = at.side();
    let mut out = Vec::new();
    for suit in [3u8, 2, 1, 0] {
        let in_play: Holding = at.state.hands.iter().fold(0, |a, h| a | h[suit as usize]);
        // The verdict of the card just above in the same hand, when no card in play lies
        // between them: moving either gives the same position (ranks aside).
        let mut previous: Option<(u8, bool)> = None;
        for rank in (2..=14u8).rev() {
            if in_play & (1 << rank) == 0 {
                continue;
            }
            let Some(holder) = (0..4u8)
                .filter(|&s| side(s) != me)
                .find(|&s| at.state.hands[s as usize][suit as usize] & (1 << rank) != 0)
            else {
                previous = None;
                continue;
            };
            let other = (holder + 2) % 4;
            let theirs = at.state.hands[other as usize];
            let back_suit = if theirs[suit as usize] != 0 {
                Some(suit)
            } else {
                exchange_order(at.trump)
                    .into_iter()
                    .find(|&s| theirs[s as usize] != 0)
            };
            let Some(back_suit) = back_suit else {
                previous = None;
                continue;
            };
            let back: Holding = theirs[back_suit as usize];
            let back_rank = super::policy::lowest(back);
            let mut moved = at.clone();
            let h = &mut moved.state.hands;
            h[holder as usize][suit as usize] &= !(1 << rank);
            h[other as usize][suit as usize] |= 1 << rank;
            h[other as usize][back_suit as usize] &= !(1 << back_rank);
            h[holder as usize][back_suit as usize] |= 1 << back_rank;
            let falls = match previous {
                Some((h, verdict)) if h == holder => verdict,
                _ => search.below(&moved.state, line_tricks),
            };
            previous = Some((holder, falls));
            if falls {
                let card = Card {
                    suit: Suit::ASC[suit as usize],
                    rank: Rank::try_new(rank).unwrap_or(Rank::A),
                };
                out.push(LocationCard {
                    card: card_token(card),
                    holder: Seat::ALL[holder as usize].letter().to_string(),
                    other_showed_out: at.state.voids[other as usize] & (1 << suit) != 0,
                });
            }
        }
    }
    out
}
