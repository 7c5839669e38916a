//! The normal-play policy of `claim-law-model.md`: at each turn of the judged side, the set
//! of cards "normal" play may choose (careless or inferior, never irrational), as the
//! player can tell from what he sees; the other side may play any legal card.
//!
//! The variants (unaware of trumps, finesse credited, no prior knowledge) are parameters of
//! the one [`Policy`]: `aware`, `finesse_credited`, and the show-outs the start
//! [`State`] knows.

/// Ranks held in one suit: bit `r` for rank `r` (2..=14).
pub type Holding = u16;

/// A card inside the search: `(suit, rank)`, suits as `contract_bridge::Suit as u8`
/// (clubs 0 … spades 3), ranks 2..=14.
pub type C = (u8, u8);

/// Every valid rank bit.
const ALL_RANKS: Holding = 0x7ffc;

/// The highest rank of a holding (0 when empty).
#[must_use]
#[allow(clippy::cast_possible_truncation)] // at most 15
pub const fn highest(h: Holding) -> u8 {
    if h == 0 {
        0
    } else {
        15 - h.leading_zeros() as u8
    }
}

/// The lowest rank of a holding (0 when empty).
#[must_use]
#[allow(clippy::cast_possible_truncation)] // at most 15
pub const fn lowest(h: Holding) -> u8 {
    if h == 0 { 0 } else { h.trailing_zeros() as u8 }
}

/// The ranks strictly above `rank`.
#[must_use]
pub const fn above(rank: u8) -> Holding {
    if rank >= 14 {
        0
    } else {
        ALL_RANKS & !((1u16 << (rank + 1)) - 1)
    }
}

/// The side of a seat: 0 North-South, 1 East-West.
#[must_use]
pub const fn side(seat: u8) -> u8 {
    seat & 1
}

/// A position of the hypothetical play: the hands, the trick in progress and what every
/// player knows of the voids (shown out: did not follow to a suit led).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// `hands[seat][suit]`, seats `N E S W` = 0..4.
    pub hands: [[Holding; 4]; 4],
    /// The cards on the table, in playing order: `(seat, card)`.
    pub table: [(u8, C); 4],
    /// How many cards are on the table.
    pub n_table: usize,
    /// The leader of the trick in progress (or of the next trick).
    pub leader: u8,
    /// Known voids: bit `suit` of `voids[seat]`.
    pub voids: [u8; 4],
}

impl State {
    /// The seat on turn.
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // at most 4 cards on the table
    pub const fn to_play(&self) -> u8 {
        (self.leader + self.n_table as u8) % 4
    }

    /// The suit led to the trick in progress.
    #[must_use]
    pub const fn led(&self) -> Option<u8> {
        if self.n_table == 0 {
            None
        } else {
            Some(self.table[0].1.0)
        }
    }

    /// Cards left in all hands.
    #[must_use]
    pub fn cards_left(&self) -> u32 {
        // One count per hand, its four suits side by side (a quarter of the counts).
        self.hands
            .iter()
            .map(|h| {
                let all = u64::from(h[0])
                    | u64::from(h[1]) << 16
                    | u64::from(h[2]) << 32
                    | u64::from(h[3]) << 48;
                all.count_ones()
            })
            .sum()
    }

    /// Whether any hand still holds a card.
    #[must_use]
    pub fn any_card_left(&self) -> bool {
        self.hands.iter().flatten().any(|&h| h != 0)
    }

    /// Tricks left, the trick in progress included.
    #[must_use]
    pub fn tricks_left(&self) -> u8 {
        u8::try_from((self.cards_left() as usize + self.n_table).div_ceil(4)).unwrap_or(13)
    }

    /// Who is winning the trick in progress, and with what (none before the lead).
    #[must_use]
    pub fn winning(&self, trump: Option<u8>) -> Option<(u8, C)> {
        if self.n_table == 0 {
            return None;
        }
        let mut best = self.table[0];
        for &(seat, card) in &self.table[1..self.n_table] {
            if beats(card, best.1, trump) {
                best = (seat, card);
            }
        }
        Some(best)
    }

    /// Plays `card` from the seat on turn; when the trick is complete, its winner (who
    /// then leads). A card not following the suit led records a void.
    pub fn play(&mut self, card: C, trump: Option<u8>) -> Option<u8> {
        let seat = self.to_play();
        self.hands[seat as usize][card.0 as usize] &= !(1 << card.1);
        if let Some(led) = self.led()
            && led != card.0
        {
            self.voids[seat as usize] |= 1 << led;
        }
        self.table[self.n_table] = (seat, card);
        self.n_table += 1;
        // The next hand first: it holds a card but at the hand's very end, and it is not
        // the hand just changed (reading that one again would wait for the write).
        let next = self.hands[((seat + 1) % 4) as usize];
        if self.n_table < 4 && (next.iter().any(|&h| h != 0) || self.any_card_left()) {
            return None;
        }
        let (winner, _) = self.winning(trump)?;
        self.leader = winner;
        self.n_table = 0;
        Some(winner)
    }

    /// [`State::play`], with what [`State::unplay`] needs to take the card back (the
    /// search plays and takes back in place rather than copy a position per card).
    pub fn make(&mut self, card: C, trump: Option<u8>) -> (Option<u8>, Undo) {
        let undo = Undo {
            table: self.table,
            n_table: self.n_table,
            leader: self.leader,
            voids: self.voids,
            card,
        };
        (self.play(card, trump), undo)
    }

    /// Takes back the card [`State::make`] played.
    pub fn unplay(&mut self, undo: &Undo) {
        self.table = undo.table;
        self.n_table = undo.n_table;
        self.leader = undo.leader;
        self.voids = undo.voids;
        let seat = self.to_play();
        self.hands[seat as usize][undo.card.0 as usize] |= 1 << undo.card.1;
    }
}

/// What a position was before a card was played: all of it but the hands, and the card.
#[derive(Debug, Clone, Copy)]
pub struct Undo {
    table: [(u8, C); 4],
    n_table: usize,
    leader: u8,
    voids: [u8; 4],
    card: C,
}

/// Whether `card` beats `best` (the card now winning).
#[must_use]
pub fn beats(card: C, best: C, trump: Option<u8>) -> bool {
    if card.0 == best.0 {
        card.1 > best.1
    } else {
        Some(card.0) == trump
    }
}

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

/// How the judged side's result is taken over a choice set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Doubtful points against the judged side (70A, 70D1): the worst choice.
    Min,
    /// The finesse-credited variant: the best choice.
    Max,
}

/// A small set of cards to choose from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choices {
    /// The cards.
    pub cards: [C; 13],
    /// How many.
    pub n: usize,
    /// How the result is taken over them.
    pub mode: Mode,
}

impl Choices {
    fn new(mode: Mode) -> Self {
        Self {
            cards: [(0, 0); 13],
            n: 0,
            mode,
        }
    }

    fn one(card: C) -> Self {
        let mut c = Self::new(Mode::Min);
        c.push(card);
        c
    }

    /// Adds a card known not to be there yet.
    fn push_new(&mut self, card: C) {
        if self.n < 13 {
            self.cards[self.n] = card;
            self.n += 1;
        }
    }

    fn push(&mut self, card: C) {
        if self.n < 13 && !self.as_slice().contains(&card) {
            self.cards[self.n] = card;
            self.n += 1;
        }
    }

    /// The cards as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[C] {
        &self.cards[..self.n]
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
}

/// What one player sees: his hand, dummy (declarer: both hands of his side), the cards
/// played; the rest is a pool any hidden player may hold unless he showed out.
struct View<'a> {
    st: &'a State,
    visible: [bool; 4],
    pool: [Holding; 4],
}

impl<'a> View<'a> {
    fn of(st: &'a State, seat: u8, declarer: u8) -> Self {
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
        Self { st, visible, pool }
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

    /// The cards of `suit` of `seat`'s side that the viewer sees.
    fn side_holding(&self, seat: u8, suit: u8) -> Holding {
        let partner = (seat + 2) % 4;
        let own = self.st.hands[seat as usize][suit as usize];
        if self.visible[partner as usize] {
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
        let view = View::of(st, seat, self.declarer);
        match st.led() {
            None => self.lead(st, &view, seat),
            Some(led) if st.hands[seat as usize][led as usize] != 0 => {
                self.follow(st, &view, seat, led)
            }
            Some(led) => self.void(st, &view, seat, led),
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
            if self.aware {
                // Rule 1: draw trumps with a master trump.
                let theirs = view.opponents_may_hold(seat, t);
                if mine != 0 && theirs != 0 && highest(mine) > highest(theirs) {
                    return Choices::one((t, highest(mine)));
                }
            } else if suits & !(1 << t) != 0 {
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
            let mut out = Choices::one(low);
            if !view.sure(seat, best, self.trump)
                && let Some(r) = sure
            {
                out.push((led, r));
            }
            return out;
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
            let mut out = discards;
            for &c in ruffs.as_slice() {
                out.push(c);
            }
            return out;
        }
        if ruffs.n > 0 { ruffs } else { discards }
    }

    /// The lowest card of each non-trump suit (a trump only when nothing else is left),
    /// never a master while a non-master can go.
    fn discards(&self, view: &View<'_>, seat: u8) -> Choices {
        let hand = view.st.hands[seat as usize];
        let held = |s: u8| hand[s as usize] != 0;
        let mut suits: Vec<u8> = (0..4u8)
            .filter(|&s| Some(s) != self.trump && held(s))
            .collect();
        if suits.is_empty() {
            suits = (0..4u8).filter(|&s| held(s)).collect();
        }
        let loser = |s: u8| !view.master(seat, s, lowest(hand[s as usize]));
        let any_loser = suits.iter().any(|&s| loser(s));
        let mut out = Choices::new(Mode::Min);
        for s in suits.into_iter().rev() {
            if !any_loser || loser(s) {
                out.push((s, lowest(hand[s as usize])));
            }
        }
        out
    }
}

/// The ranks of a holding, lowest first.
pub fn ranks_up(h: Holding) -> impl Iterator<Item = u8> {
    let mut rest = h & ALL_RANKS;
    std::iter::from_fn(move || {
        let r = lowest(rest);
        rest &= rest.wrapping_sub(1); // the lowest bit off
        (r != 0).then_some(r)
    })
}

/// The ranks of a holding, highest first.
pub fn ranks_down(h: Holding) -> impl Iterator<Item = u8> {
    let mut rest = h & ALL_RANKS;
    std::iter::from_fn(move || {
        let r = highest(rest);
        rest &= !(1u16 << r) | u16::from(r == 0);
        (r != 0).then_some(r)
    })
}

/// Every legal card of the seat on turn, equivalent cards (no card still in play between
/// them, the table included) as one: the other side's choices.
#[must_use]
pub fn legal_collapsed(st: &State) -> Choices {
    let seat = st.to_play() as usize;
    let hand = st.hands[seat];
    let suits: u8 = match st.led() {
        Some(l) if hand[l as usize] != 0 => 1 << l,
        _ => 0xf,
    };
    let mut out = Choices::new(Mode::Min);
    for s in (0..4u8)
        .rev()
        .filter(|&s| suits & (1 << s) != 0 && hand[s as usize] != 0)
    {
        let mut in_play: Holding = st.hands.iter().map(|h| h[s as usize]).fold(0, |a, b| a | b);
        for &(_, (ts, tr)) in &st.table[..st.n_table] {
            if ts == s {
                in_play |= 1 << tr;
            }
        }
        // A card is the top of its run of equivalent cards when the next card in play
        // above it is not its hand's (or there is none).
        let mine = hand[s as usize];
        let mut rest = mine;
        while rest != 0 {
            let r = highest(rest);
            rest &= !(1 << r);
            let up = in_play & above(r);
            if up & up.wrapping_neg() & mine == 0 {
                out.push_new((s, r));
            }
        }
    }
    out
}
