//! The play as it happened at the table, revokes included.
//!
//! A [`Play`] holds the deal (as the dealing machine made it), declarer, the strain and the
//! cards **in the order they were played**. It accepts any card the player on turn holds,
//! legal or not, because the director records what happened; it refuses only what cannot
//! have happened (a card the player does not hold, a card played twice). Everything else —
//! whose turn it is, each trick's leader and winner, tricks per side, and every failure to
//! follow suit — is derived from the cards, so it can never disagree with them.
//!
//! A hand played with a card missing (Law 14B) is modelled by [`Play::with_absent`]: the
//! card is in the deal (so failing to play it is a revoke) but not at the table (so it
//! cannot be played, and its holder has no card for the last trick).

mod error;
mod position;
mod rows;
#[cfg(test)]
pub(crate) mod testing;

pub use error::PlayError;
pub use position::{Position, deal_from_hands};
pub use rows::{PbnRow, RowsError};

use crate::notation::{Side, clockwise_from};
use contract_bridge::{Card, Hand, PartialDeal, Seat, Strain, Suit};

/// What a seat is in this deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Declarer.
    Declarer,
    /// Declarer's partner, whose hand is faced on the table.
    Dummy,
    /// A defender.
    Defender,
}

impl Role {
    /// The i18n key naming the role.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Declarer => "role-declarer",
            Self::Dummy => "role-dummy",
            Self::Defender => "role-defender",
        }
    }
}

/// One card of the play with what the deal says about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// 0-based index in playing order (case files and rulings show it 1-based).
    pub index: usize,
    /// The card.
    pub card: Card,
    /// Who played it.
    pub seat: Seat,
    /// 0-based trick number.
    pub trick: usize,
    /// 0 for the lead, then 1, 2, 3.
    pub position: usize,
    /// The player failed to follow suit while his hand (per the deal) held the suit led.
    pub revoke: bool,
}

impl Step {
    /// 1-based card number, as case files and rulings count.
    #[must_use]
    pub const fn number(&self) -> usize {
        self.index + 1
    }
}

/// A trick, complete or in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trick {
    /// 0-based trick number.
    pub index: usize,
    /// Who led.
    pub leader: Seat,
    /// The cards in playing order.
    pub cards: Vec<(Seat, Card)>,
    /// Index in the play of the lead.
    pub first_card: usize,
    /// The winner, once every player with a card has played.
    pub winner: Option<Seat>,
}

impl Trick {
    /// The suit led.
    #[must_use]
    pub fn led_suit(&self) -> Option<Suit> {
        self.cards.first().map(|(_, c)| c.suit)
    }

    /// The card `seat` played to this trick.
    #[must_use]
    pub fn card_of(&self, seat: Seat) -> Option<Card> {
        self.cards.iter().find(|(s, _)| *s == seat).map(|(_, c)| *c)
    }

    /// Whether the trick is complete.
    #[must_use]
    pub const fn is_complete(&self) -> bool {
        self.winner.is_some()
    }
}

/// The play of one deal, card by card, as it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play {
    deal: PartialDeal,
    declarer: Seat,
    strain: Strain,
    leader: Seat,
    absent: Vec<(Seat, Card)>,
    cards: Vec<Card>,
    steps: Vec<Step>,
    tricks: Vec<Trick>,
}

/// The replay state while walking through the cards.
struct Walk {
    held: [Hand; 4],
    at_table: [Hand; 4],
    leader: Seat,
    won: [u8; 2],
}

impl Play {
    /// An empty play; the opening leader is declarer's left-hand opponent.
    #[must_use]
    pub fn new(deal: impl Into<PartialDeal>, declarer: Seat, strain: Strain) -> Self {
        Self::with_leader(deal, declarer, strain, declarer.lho())
    }

    /// An empty play with a given opening leader (end positions name their own leader).
    #[must_use]
    pub fn with_leader(
        deal: impl Into<PartialDeal>,
        declarer: Seat,
        strain: Strain,
        leader: Seat,
    ) -> Self {
        let mut play = Self {
            deal: deal.into(),
            declarer,
            strain,
            leader,
            absent: Vec::new(),
            cards: Vec::new(),
            steps: Vec::new(),
            tricks: Vec::new(),
        };
        play.rebuild_from(Vec::new())
            .unwrap_or_else(|_| unreachable!("an empty play is always valid"));
        play
    }

    /// The same play with `card` missing from its holder's hand at the table (Law 14B).
    /// The card stays in the deal: failing to play it when its suit is led is a revoke.
    ///
    /// # Errors
    /// When the recorded cards no longer make sense without that card.
    pub fn with_absent(mut self, card: Card) -> Result<Self, PlayError> {
        if let Some(seat) = self.holder(card)
            && !self.absent.iter().any(|&(_, c)| c == card)
        {
            self.absent.push((seat, card));
        }
        let cards = std::mem::take(&mut self.cards);
        self.rebuild_from(cards)?;
        Ok(self)
    }

    /// Plays the cards in order.
    ///
    /// # Errors
    /// The first card that cannot have been played.
    pub fn with_cards(mut self, cards: impl IntoIterator<Item = Card>) -> Result<Self, PlayError> {
        // One replay for all the cards: linear, where pushing one by one is quadratic.
        let mut all = std::mem::take(&mut self.cards);
        all.extend(cards);
        self.rebuild_from(all)?;
        Ok(self)
    }

    /// The deal.
    #[must_use]
    pub const fn deal(&self) -> &PartialDeal {
        &self.deal
    }

    /// Declarer.
    #[must_use]
    pub const fn declarer(&self) -> Seat {
        self.declarer
    }

    /// Dummy.
    #[must_use]
    pub const fn dummy(&self) -> Seat {
        self.declarer.partner()
    }

    /// The strain (trumps).
    #[must_use]
    pub const fn strain(&self) -> Strain {
        self.strain
    }

    /// The opening leader.
    #[must_use]
    pub const fn opening_leader(&self) -> Seat {
        self.leader
    }

    /// The declaring side.
    #[must_use]
    pub const fn declaring_side(&self) -> Side {
        Side::of(self.declarer)
    }

    /// What `seat` is in this deal.
    #[must_use]
    pub fn role(&self, seat: Seat) -> Role {
        if seat == self.declarer {
            Role::Declarer
        } else if seat == self.declarer.partner() {
            Role::Dummy
        } else {
            Role::Defender
        }
    }

    /// Cards missing at the table (Law 14B), with their holders.
    #[must_use]
    pub fn absent(&self) -> &[(Seat, Card)] {
        &self.absent
    }

    /// The cards in playing order.
    #[must_use]
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The number of cards played.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// No card played yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card with its seat, trick and revoke flag.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The tricks, the last one possibly in progress.
    #[must_use]
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The completed tricks.
    pub fn complete_tricks(&self) -> impl Iterator<Item = &Trick> {
        self.tricks.iter().filter(|t| t.is_complete())
    }

    /// Every failure to follow suit that the deal shows.
    pub fn revokes(&self) -> impl Iterator<Item = &Step> {
        self.steps.iter().filter(|s| s.revoke)
    }

    /// Who plays next, or `None` when every card is played.
    #[must_use]
    pub fn next_seat(&self) -> Option<Seat> {
        self.position(self.cards.len()).next
    }

    /// Every card the players had at the table has been played.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.next_seat().is_none()
    }

    /// Completed tricks won by `side`.
    #[must_use]
    pub fn tricks_won(&self, side: Side) -> u8 {
        let n = self
            .complete_tricks()
            .filter(|t| t.winner.is_some_and(|w| Side::of(w) == side))
            .count();
        u8::try_from(n).unwrap_or(13)
    }

    /// Completed tricks won by declarer's side.
    #[must_use]
    pub fn declarer_tricks(&self) -> u8 {
        self.tricks_won(self.declaring_side())
    }

    /// Who holds `card` in the deal.
    #[must_use]
    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL.into_iter().find(|&s| self.deal[s].contains(card))
    }

    /// The position after the first `n` cards (clamped to the play's length).
    #[must_use]
    pub fn position(&self, n: usize) -> Position {
        let n = n.min(self.cards.len());
        let mut walk = self.start();
        let mut on_table: Vec<(Seat, Card)> = Vec::new();
        let mut tricks_done = 0;
        for step in &self.steps[..n] {
            let i = step.seat as usize;
            walk.held[i].remove(step.card);
            walk.at_table[i].remove(step.card);
            on_table.push((step.seat, step.card));
            if let Some(trick) = self.tricks.get(step.trick)
                && trick.first_card + trick.cards.len() == step.index + 1
                && let Some(winner) = trick.winner
            {
                walk.won[Side::of(winner) as usize] += 1;
                walk.leader = winner;
                on_table.clear();
                tricks_done += 1;
            }
        }
        let next = self.seat_on_turn(&walk, &on_table);
        let leader = on_table.first().map_or(walk.leader, |&(s, _)| s);
        Position {
            remaining: walk.held,
            at_table: walk.at_table,
            leader,
            on_table,
            next,
            won: walk.won,
            tricks_done,
        }
    }

    /// Plays the next card.
    ///
    /// # Errors
    /// When the player on turn cannot have played it; the play is then unchanged.
    pub fn push(&mut self, card: Card) -> Result<&Step, PlayError> {
        let mut cards = self.cards.clone();
        cards.push(card);
        self.rebuild_from(cards)?;
        Ok(self.steps.last().unwrap_or_else(|| unreachable!()))
    }

    /// Takes back the last card.
    pub fn undo(&mut self) -> Option<Card> {
        let card = *self.cards.last()?;
        self.truncate(self.cards.len() - 1);
        Some(card)
    }

    /// Keeps only the first `n` cards.
    pub fn truncate(&mut self, n: usize) {
        let mut cards = std::mem::take(&mut self.cards);
        cards.truncate(n);
        // A prefix of a valid play is valid.
        let _ = self.rebuild_from(cards);
    }

    /// Replaces the card at `index` (a correction). Later cards stay; their seats and
    /// tricks are derived again, and the whole play must still make sense.
    ///
    /// # Errors
    /// When the index is outside the play, or the changed play cannot have happened; the
    /// play is then unchanged.
    pub fn replace(&mut self, index: usize, card: Card) -> Result<(), PlayError> {
        if index >= self.cards.len() {
            return Err(PlayError::OutOfRange {
                index,
                len: self.cards.len(),
            });
        }
        let mut cards = self.cards.clone();
        cards[index] = card;
        self.rebuild_from(cards)
    }

    fn start(&self) -> Walk {
        let held: [Hand; 4] = Seat::ALL.map(|s| self.deal[s]);
        let mut at_table = held;
        for &(seat, card) in &self.absent {
            at_table[seat as usize].remove(card);
        }
        Walk {
            held,
            at_table,
            leader: self.leader,
            won: [0, 0],
        }
    }

    /// Who must play next given the cards on the table; players with no card left at
    /// the table (a hand short of a card) are skipped.
    fn seat_on_turn(&self, walk: &Walk, on_table: &[(Seat, Card)]) -> Option<Seat> {
        let Some(&(last, _)) = on_table.last() else {
            return self.players_in(walk, walk.leader).first().copied();
        };
        let leader = on_table[0].0;
        let mut seat = last.lho();
        while seat != leader {
            if !walk.at_table[seat as usize].is_empty() {
                return Some(seat);
            }
            seat = seat.lho();
        }
        None
    }

    /// Validates `cards` from the start and, if they make sense, makes them the play.
    fn rebuild_from(&mut self, cards: Vec<Card>) -> Result<(), PlayError> {
        let mut walk = self.start();
        let mut steps = Vec::with_capacity(cards.len());
        let mut tricks: Vec<Trick> = Vec::new();
        let mut current = Trick {
            index: 0,
            leader: walk.leader,
            cards: Vec::new(),
            first_card: 0,
            winner: None,
        };
        // Seats that have a card at the table when the trick starts play to it.
        let mut players = self.players_in(&walk, walk.leader);
        for (index, &card) in cards.iter().enumerate() {
            let Some(&seat) = players.get(current.cards.len()) else {
                return Err(PlayError::Finished { index, card });
            };
            let i = seat as usize;
            if !walk.at_table[i].contains(card) {
                return Err(self.why_not_held(&cards, index, card, seat));
            }
            let led = current.led_suit();
            let revoke = led.is_some_and(|l| card.suit != l && !walk.held[i][l].is_empty());
            walk.held[i].remove(card);
            walk.at_table[i].remove(card);
            steps.push(Step {
                index,
                card,
                seat,
                trick: current.index,
                position: current.cards.len(),
                revoke,
            });
            current.cards.push((seat, card));
            if current.cards.len() == players.len() {
                let winner = self.winner(&current.cards);
                current.winner = Some(winner);
                walk.won[Side::of(winner) as usize] += 1;
                walk.leader = winner;
                let next_index = current.index + 1;
                tricks.push(std::mem::replace(
                    &mut current,
                    Trick {
                        index: next_index,
                        leader: winner,
                        cards: Vec::new(),
                        first_card: index + 1,
                        winner: None,
                    },
                ));
                players = self.players_in(&walk, winner);
                if let Some(&first) = players.first() {
                    current.leader = first;
                }
            }
        }
        if !current.cards.is_empty() {
            tricks.push(current);
        }
        self.cards = cards;
        self.steps = steps;
        self.tricks = tricks;
        Ok(())
    }

    /// The seats that play to a trick led by `leader`, in order.
    fn players_in(&self, walk: &Walk, leader: Seat) -> Vec<Seat> {
        clockwise_from(leader)
            .into_iter()
            .filter(|&s| !walk.at_table[s as usize].is_empty())
            .collect()
    }

    fn why_not_held(&self, cards: &[Card], index: usize, card: Card, seat: Seat) -> PlayError {
        if let Some(first) = cards[..index].iter().position(|&c| c == card) {
            PlayError::PlayedTwice { index, card, first }
        } else if self.absent.iter().any(|&(_, c)| c == card) {
            PlayError::Absent {
                index,
                card,
                seat: self.holder(card).unwrap_or(seat),
            }
        } else {
            PlayError::NotHeld {
                index,
                card,
                seat,
                holder: self.holder(card),
            }
        }
    }

    /// The winner of a complete trick: the highest trump, else the highest card of the
    /// suit led.
    fn winner(&self, cards: &[(Seat, Card)]) -> Seat {
        trick_winner(self.strain, cards)
    }

    /// The play as PBN Play-section rows, columns starting at `first`.
    #[must_use]
    pub fn to_pbn_rows(&self, first: Seat) -> Vec<PbnRow> {
        rows::to_rows(self, first)
    }
}

/// The winner of a trick given in playing order: the highest trump, else the highest card
/// of the suit led. `cards` must not be empty.
#[must_use]
pub fn trick_winner(strain: Strain, cards: &[(Seat, Card)]) -> Seat {
    let Some(&(lead_seat, lead)) = cards.first() else {
        unreachable!("a trick has a lead")
    };
    let trump = strain.suit();
    let mut best = (lead_seat, lead);
    for &(seat, card) in &cards[1..] {
        if beats(trump, card, best.1) {
            best = (seat, card);
        }
    }
    best.0
}

/// Whether `card` beats `best`, the card winning the trick so far: a higher card of its
/// suit, or a trump on a card of another suit.
#[inline]
pub(crate) fn beats(trump: Option<Suit>, card: Card, best: Card) -> bool {
    if card.suit == best.suit {
        card.rank > best.rank
    } else {
        Some(card.suit) == trump
    }
}

#[cfg(test)]
mod tests;
