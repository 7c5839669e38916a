//! The normal-play policy of `claim-law-model.md`: at each turn of the judged side, the set
//! of cards "normal" play may choose (careless or inferior, never irrational), as the
//! player can tell from what he sees; the other side may play any legal card.
//!
//! The variants (unaware of trumps, finesse credited, no prior knowledge) are parameters of
//! the one [`Policy`]: `aware`, `finesse_credited`, and the show-outs the start
//! [`State`] knows.

use super::position::{
    ALL_RANKS, C, Choices, Holding, Mode, State, above, highest, lowest, ranks_up, side,
};

/// One item of the clarification statement (68C).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    /// Lead this card the next time its hand is on lead.
    Lead(C),
    /// Lead trumps while an opponent holds one.
    DrawTrumps,
    /// A standing order: play this card when it beats the card now winning.
    Finesse(C),
}

/// The rule of the policy that allowed a card (see [`Policy::why`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The statement's lead.
    StatedLead,
    /// The statement's "draw trumps".
    StatedDrawTrumps,
    /// Rule 1: trumps drawn with a master trump.
    DrawTrumps,
    /// Rule 2: winners first, in any order (careless but normal).
    WinnerAnyOrder,
    /// Rule 3: any suit, from the top (careless but normal).
    AnySuit,
    /// Partner winning with a sure card: low, no overtaking.
    UnderSurePartner,
    /// Partner winning, not sure: taken over with the cheapest sure card.
    TakeOver,
    /// Partner winning, not sure, no sure card: low.
    UnderPartner,
    /// The statement's finesse.
    StatedFinesse,
    /// The finesse-credited variant.
    FinesseCredited,
    /// The cheapest sure card (an unstated finesse is not taken, 70E1).
    CheapestSure,
    /// No sure card: low, the cheapest card that beats, or the highest (careless but
    /// normal).
    NoSureCard,
    /// A ruff: the lowest trump that beats, or the cheapest sure one.
    Ruff,
    /// Partner winning, not sure: ruffed with the cheapest sure trump.
    SureRuff,
    /// Partner winning, not sure: discard or ruff.
    DiscardOrRuff,
    /// Partner winning with a sure card: a discard.
    DiscardOnSurePartner,
    /// A discard: any suit's low card (careless but normal), never a master while a
    /// loser can go, nor a master that guards partner's small card.
    Discard,
}

impl Why {
    /// The message key that says it (`claim-why-…`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::StatedLead => "claim-why-stated-lead",
            Self::StatedDrawTrumps => "claim-why-stated-draw",
            Self::DrawTrumps => "claim-why-draw",
            Self::WinnerAnyOrder => "claim-why-winner",
            Self::AnySuit => "claim-why-any-suit",
            Self::UnderSurePartner => "claim-why-under-sure",
            Self::TakeOver => "claim-why-take-over",
            Self::UnderPartner => "claim-why-under",
            Self::StatedFinesse => "claim-why-stated-finesse",
            Self::FinesseCredited => "claim-why-finesse-credited",
            Self::CheapestSure => "claim-why-cheapest-sure",
            Self::NoSureCard => "claim-why-no-sure",
            Self::Ruff => "claim-why-ruff",
            Self::SureRuff => "claim-why-sure-ruff",
            Self::DiscardOrRuff => "claim-why-discard-or-ruff",
            Self::DiscardOnSurePartner => "claim-why-discard-on-sure",
            Self::Discard => "claim-why-discard",
        }
    }
}

/// The policy: who is judged, the contract's trump, declarer (for what each player sees),
/// the claimer's line, and the variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    /// The judged side (0 North-South, 1 East-West).
    pub judged: u8,
    /// The trump suit, if any.
    pub trump: Option<u8>,
    /// Declarer's seat.
    pub declarer: u8,
    /// The statement the judged side follows (empty: all silent).
    pub line: Vec<Item>,
    /// Aware of trumps (rule 1 of leading); `false`: the 70C variant.
    pub aware: bool,
    /// Following suit with cards that beat the one winning: the best of the cheapest, the
    /// cheapest sure and the highest, no duck (the 70E variant).
    pub finesse_credited: bool,
    /// Which rules of the policy's revision apply (all of them, but for the tests that
    /// show what each one changes).
    pub revision: Revision,
}

/// The rules the brief's revision added to the policy (*guards kept*, *trumps kept*,
/// *sure tricks taken*) and a defender's side knowledge (his partner's cards count where
/// the policy speaks of his side's). [`Revision::ALL`] is the policy; the others exist
/// to measure what a rule changes.
#[allow(clippy::struct_excessive_bools)] // one switch per rule
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revision {
    /// A master is discarded only from a suit where the hand holds more masters than its
    /// partner holds non-master cards (while such a discard exists).
    pub guards_kept: bool,
    /// No trump led while the opponents hold none and the leader holds another suit.
    pub trumps_kept: bool,
    /// With partner winning but not surely, the trick is taken with a sure card (or a
    /// sure trump) when the hand has one.
    pub sure_tricks_taken: bool,
    /// A defender counts his partner's cards among his side's.
    pub side_knowledge: bool,
}

impl Revision {
    /// The policy as the brief states it.
    pub const ALL: Self = Self {
        guards_kept: true,
        trumps_kept: true,
        sure_tricks_taken: true,
        side_knowledge: true,
    };
    /// The policy before the revision.
    pub const NONE: Self = Self {
        guards_kept: false,
        trumps_kept: false,
        sure_tricks_taken: false,
        side_knowledge: false,
    };
}

impl Default for Revision {
    fn default() -> Self {
        Self::ALL
    }
}

/// What one player sees: his hand, dummy (declarer: both hands of his side), the cards
/// played; the rest is a pool any hidden player may hold unless he showed out.
struct View<'a> {
    st: &'a State,
    visible: [bool; 4],
    pool: [Holding; 4],
    /// A defender counts his partner's cards among his side's (the claim told him).
    side_knowledge: bool,
}

impl<'a> View<'a> {
    fn of(st: &'a State, seat: u8, declarer: u8, side_knowledge: bool) -> Self {
        let dummy = (declarer + 2) % 4;
        let mut visible = [false; 4];
        visible[seat as usize] = true;
        visible[dummy as usize] = true;
        if seat == dummy {
            visible[declarer as usize] = true;
        }
        let mut pool = [0; 4];
        for (s, hand) in st.hands.iter().enumerate() {
            if !visible[s] {
                for suit in 0..4 {
                    pool[suit] |= hand[suit];
                }
            }
        }
        Self {
            st,
            visible,
            pool,
            side_knowledge,
        }
    }

    /// The cards of `suit` that `seat` may hold, as far as the viewer can tell.
    fn may_hold(&self, seat: u8, suit: u8) -> Holding {
        if self.visible[seat as usize] {
            self.st.hands[seat as usize][suit as usize]
        } else if self.st.voids[seat as usize] & (1 << suit) != 0 {
            0
        } else {
            self.pool[suit as usize]
        }
    }

    fn known_void(&self, seat: u8, suit: u8) -> bool {
        if self.visible[seat as usize] {
            self.st.hands[seat as usize][suit as usize] == 0
        } else {
            self.st.voids[seat as usize] & (1 << suit) != 0
        }
    }

    /// The cards of `suit` the opponents of `seat` may hold.
    fn opponents_may_hold(&self, seat: u8, suit: u8) -> Holding {
        self.may_hold((seat + 1) % 4, suit) | self.may_hold((seat + 3) % 4, suit)
    }

    /// Whether `rank` of `suit` is a master for `seat`'s side.
    fn master(&self, seat: u8, suit: u8, rank: u8) -> bool {
        self.opponents_may_hold(seat, suit) & above(rank) == 0
    }

    /// The cards of `suit` of `seat`'s side that the viewer counts: his partner's too when
    /// he sees them, or, a defender, when the claim told him (side knowledge).
    fn side_holding(&self, seat: u8, suit: u8) -> Holding {
        let partner = (seat + 2) % 4;
        let own = self.st.hands[seat as usize][suit as usize];
        if self.visible[partner as usize] || self.side_knowledge {
            own | self.st.hands[partner as usize][suit as usize]
        } else {
            own
        }
    }

    /// Whether `card`, played now by `seat` and then winning, is sure: no opponent still to
    /// play can beat it as far as `seat` can tell (a ruff only by a known void).
    fn sure(&self, seat: u8, card: C, trump: Option<u8>) -> bool {
        let led = self.st.led().unwrap_or(card.0);
        let after = 3u8.saturating_sub(u8::try_from(self.st.n_table).unwrap_or(3));
        (1..=after)
            .map(|k| (seat + k) % 4)
            .filter(|&o| side(o) != side(seat))
            .all(|o| !self.can_beat(o, card, led, trump))
    }

    fn can_beat(&self, o: u8, card: C, led: u8, trump: Option<u8>) -> bool {
        let ruffs = |min: Holding| {
            trump.is_some_and(|t| {
                t != led && self.known_void(o, led) && self.may_hold(o, t) & min != 0
            })
        };
        if card.0 == led {
            self.may_hold(o, led) & above(card.1) != 0 || ruffs(ALL_RANKS)
        } else if Some(card.0) == trump {
            ruffs(above(card.1))
        } else {
            true
        }
    }
}

impl Policy {
    /// The judged side's choices for the seat on turn.
    #[must_use]
    pub fn choices(&self, st: &State) -> Choices {
        let seat = st.to_play();
        let view = View::of(st, seat, self.declarer, self.revision.side_knowledge);
        match st.led() {
            None => self.lead(st, &view, seat),
            Some(led) if st.hands[seat as usize][led as usize] != 0 => {
                self.follow(st, &view, seat, led)
            }
            Some(led) => self.void(st, &view, seat, led),
        }
    }

    /// Which rule of the policy let the seat on turn play `card` at `st` (the card being
    /// one of [`Policy::choices`]): what a director is shown for a trick the line loses.
    #[must_use]
    pub fn why(&self, st: &State, card: C) -> Why {
        let seat = st.to_play();
        let view = View::of(st, seat, self.declarer, self.revision.side_knowledge);
        let hand = st.hands[seat as usize];
        let Some(led) = st.led() else {
            return match self.pending(st) {
                Some(Item::Lead(c)) if c == card => Why::StatedLead,
                Some(Item::DrawTrumps) if Some(card.0) == self.trump => Why::StatedDrawTrumps,
                _ if Some(card.0) == self.trump
                    && self.aware
                    && view.opponents_may_hold(seat, card.0) != 0 =>
                {
                    Why::DrawTrumps
                }
                _ if view.master(seat, card.0, highest(view.side_holding(seat, card.0))) => {
                    Why::WinnerAnyOrder
                }
                _ => Why::AnySuit,
            };
        };
        let winning = st.winning(self.trump);
        let partner_winning = winning.is_some_and(|(w, _)| w == (seat + 2) % 4);
        let partner_sure = winning.is_some_and(|(_, best)| view.sure(seat, best, self.trump));
        let beats = winning.is_some_and(|(_, best)| super::position::beats(card, best, self.trump));
        if hand[led as usize] != 0 {
            if partner_winning {
                return match (partner_sure, beats) {
                    (true, _) => Why::UnderSurePartner,
                    (false, true) => Why::TakeOver,
                    (false, false) => Why::UnderPartner,
                };
            }
            if self.line.contains(&Item::Finesse(card)) && beats {
                return Why::StatedFinesse;
            }
            if self.finesse_credited && beats {
                return Why::FinesseCredited;
            }
            if beats && view.sure(seat, card, self.trump) {
                return Why::CheapestSure;
            }
            return Why::NoSureCard;
        }
        if Some(card.0) == self.trump && self.trump != Some(led) {
            return match (partner_winning, partner_sure) {
                (true, false)
                    if self.revision.sure_tricks_taken && view.sure(seat, card, self.trump) =>
                {
                    Why::SureRuff
                }
                (true, _) => Why::DiscardOrRuff,
                _ if beats => Why::Ruff,
                _ => Why::Discard,
            };
        }
        match (partner_winning, partner_sure) {
            (true, true) => Why::DiscardOnSurePartner,
            (true, false) => Why::DiscardOrRuff,
            _ => Why::Discard,
        }
    }

    /// The first pending item of the line (finesse orders stand throughout; they never
    /// hold the queue).
    fn pending(&self, st: &State) -> Option<Item> {
        self.line.iter().copied().find(|item| match *item {
            Item::Lead((suit, rank)) => {
                st.hands.iter().any(|h| h[suit as usize] & (1 << rank) != 0)
            }
            Item::DrawTrumps => self.trump.is_some_and(|t| {
                (0..4u8)
                    .filter(|&s| side(s) != self.judged)
                    .any(|s| st.hands[s as usize][t as usize] != 0)
            }),
            Item::Finesse(_) => false,
        })
    }

    fn lead(&self, st: &State, view: &View<'_>, seat: u8) -> Choices {
        let hand = st.hands[seat as usize];
        match self.pending(st) {
            Some(Item::Lead((suit, rank))) if hand[suit as usize] & (1 << rank) != 0 => {
                return Choices::one((suit, rank));
            }
            Some(Item::DrawTrumps) => {
                if let Some(t) = self.trump.filter(|&t| hand[t as usize] != 0) {
                    return Choices::one((t, highest(hand[t as usize])));
                }
            }
            _ => {}
        }
        let mut suits: u8 = (0..4u8)
            .filter(|&s| hand[s as usize] != 0)
            .fold(0, |a, s| a | 1 << s);
        if let Some(t) = self.trump {
            let mine = hand[t as usize];
            let theirs = view.opponents_may_hold(seat, t);
            if self.aware {
                // Rule 1: draw trumps with a master trump.
                if mine != 0 && theirs != 0 && highest(mine) > highest(theirs) {
                    return Choices::one((t, highest(mine)));
                }
            }
            // Unaware: no trump led while another suit is held; aware, trumps kept: none
            // led once the opponents hold none.
            let keep = !self.aware || (self.revision.trumps_kept && theirs == 0);
            if keep && suits & !(1 << t) != 0 {
                suits &= !(1 << t);
            }
        }
        // Rule 2: winners before losers.
        let winners = (0..4u8)
            .filter(|&s| suits & (1 << s) != 0)
            .filter(|&s| view.master(seat, s, highest(view.side_holding(seat, s))))
            .fold(0u8, |a, s| a | 1 << s);
        if winners != 0 {
            suits = winners;
        }
        // Rule 3: any suit, from the top.
        let mut out = Choices::new(Mode::Min);
        for s in (0..4u8).rev().filter(|&s| suits & (1 << s) != 0) {
            out.push((s, highest(hand[s as usize])));
        }
        out
    }

    fn follow(&self, st: &State, view: &View<'_>, seat: u8, led: u8) -> Choices {
        let held = st.hands[seat as usize][led as usize];
        let low = (led, lowest(held));
        let Some((winner, best)) = st.winning(self.trump) else {
            return Choices::one(low);
        };
        let beaters: Holding = if best.0 == led {
            held & above(best.1)
        } else {
            0
        };
        let sure = ranks_up(beaters).find(|&r| view.sure(seat, (led, r), self.trump));
        if winner == (seat + 2) % 4 {
            if view.sure(seat, best, self.trump) {
                return Choices::one(low);
            }
            return match sure {
                // Sure tricks taken: no duck when the trick can certainly be won.
                Some(r) if self.revision.sure_tricks_taken => Choices::one((led, r)),
                Some(r) => {
                    let mut out = Choices::one(low);
                    out.push((led, r));
                    out
                }
                None => Choices::one(low),
            };
        }
        for item in &self.line {
            if let Item::Finesse((suit, rank)) = *item
                && suit == led
                && beaters & (1 << rank) != 0
            {
                return Choices::one((suit, rank));
            }
        }
        if self.finesse_credited && beaters != 0 {
            let mut out = Choices::new(Mode::Max);
            out.push((led, lowest(beaters)));
            if let Some(r) = sure {
                out.push((led, r));
            }
            out.push((led, highest(beaters)));
            return out;
        }
        if let Some(r) = sure {
            return Choices::one((led, r));
        }
        let mut out = Choices::one(low);
        if beaters != 0 {
            out.push((led, lowest(beaters)));
        }
        out.push((led, highest(held)));
        out
    }

    fn void(&self, st: &State, view: &View<'_>, seat: u8, led: u8) -> Choices {
        let hand = st.hands[seat as usize];
        let mut ruffs = Choices::new(Mode::Min);
        let mut sure_ruff = None;
        let winning = st.winning(self.trump);
        if let (Some(t), Some((_, best))) = (self.trump, winning)
            && t != led
        {
            let trumps = hand[t as usize];
            let beating = if best.0 == t {
                trumps & above(best.1)
            } else {
                trumps
            };
            if beating != 0 {
                ruffs.push((t, lowest(beating)));
                if let Some(r) = ranks_up(beating).find(|&r| view.sure(seat, (t, r), self.trump)) {
                    ruffs.push((t, r));
                    sure_ruff = Some((t, r));
                }
            }
        }
        let discards = self.discards(view, seat);
        let partner_winning = winning.is_some_and(|(w, _)| w == (seat + 2) % 4);
        if partner_winning {
            let Some((_, best)) = winning else {
                return discards;
            };
            if view.sure(seat, best, self.trump) {
                return discards;
            }
            // Sure tricks taken: ruff with the cheapest sure trump rather than let
            // partner's card ride.
            if let Some(card) = sure_ruff.filter(|_| self.revision.sure_tricks_taken) {
                return Choices::one(card);
            }
            let mut out = discards;
            for &c in ruffs.as_slice() {
                out.push(c);
            }
            return out;
        }
        if ruffs.n > 0 { ruffs } else { discards }
    }

    /// The lowest card of each non-trump suit (a trump only when nothing else is left),
    /// never a master while a non-master can go; guards kept: a master only from a suit
    /// where the hand holds more masters than its partner holds non-master cards, while
    /// such a suit exists.
    fn discards(&self, view: &View<'_>, seat: u8) -> Choices {
        let hand = view.st.hands[seat as usize];
        // The suits as bits (S H D C from the top): non-trump suits held, else any held.
        let held: u8 = (0..4u8)
            .filter(|&s| hand[s as usize] != 0)
            .fold(0, |a, s| a | 1 << s);
        let no_trump = self.trump.map_or(held, |t| held & !(1 << t));
        let suits = if no_trump != 0 { no_trump } else { held };
        let each = |s: u8| suits & (1 << s) != 0;
        let loser = |s: u8| !view.master(seat, s, lowest(hand[s as usize]));
        let any_loser = (0..4u8).any(|s| each(s) && loser(s));
        // Every card of a suit with no loser is a master (its lowest is).
        let partner = view.st.hands[((seat + 2) % 4) as usize];
        let spare = |s: u8| {
            let small = ranks_up(partner[s as usize])
                .filter(|&r| !view.master(seat, s, r))
                .count();
            hand[s as usize].count_ones() as usize > small
        };
        let guarded =
            self.revision.guards_kept && !any_loser && (0..4u8).any(|s| each(s) && spare(s));
        let mut out = Choices::new(Mode::Min);
        for s in (0..4u8).rev().filter(|&s| each(s)) {
            if (!any_loser || loser(s)) && (!guarded || spare(s)) {
                out.push((s, lowest(hand[s as usize])));
            }
        }
        out
    }
}
