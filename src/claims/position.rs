//! The position of the hypothetical play the claims search walks: cards and holdings as
//! bits, the hands with the trick in progress and the known show-outs, a card played and
//! taken back, and the choice sets (every legal card of the side not judged, equivalent
//! cards as one).

/// Ranks held in one suit: bit `r` for rank `r` (2..=14).
pub type Holding = u16;

/// A card inside the search: `(suit, rank)`, suits as `contract_bridge::Suit as u8`
/// (clubs 0 … spades 3), ranks 2..=14.
pub type C = (u8, u8);

/// Every suit, as the bits of [`State::pooled`].
pub const ALL_SUITS: u8 = 0xf;

/// Every valid rank bit.
pub(super) const ALL_RANKS: Holding = 0x7ffc;

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

/// How many ranks a holding has, from a table: the default x86-64 target has no
/// population-count instruction, and its stand-in costs about ten (the search counts
/// holdings at every trick's start).
#[must_use]
pub fn count(h: Holding) -> u8 {
    let x = (h & ALL_RANKS) >> 2;
    POP7[usize::from(x & 0x7f)] + POP7[usize::from(x >> 7)]
}

/// `POP7[x]`: the bits set in `x` (7 bits).
#[allow(clippy::cast_possible_truncation)] // at most 7
static POP7: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut x = 0;
    while x < 128 {
        t[x] = (x as u32).count_ones() as u8;
        x += 1;
    }
    t
};

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
    /// Suits the two hands of one side share out as they like (see [`State::pooled`]).
    pub pool: Option<Pool>,
}

/// Suits whose cards the two hands of one side share out as they like, each hand holding
/// as many of each suit as it did when they were pooled, less what it played since.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pool {
    /// The side (0 North-South, 1 East-West).
    pub side: u8,
    /// The pooled suits: bit `suit`.
    pub suits: u8,
    /// How many cards of each pooled suit each hand holds: `[seat / 2][suit]`.
    pub len: [[u8; 4]; 2],
}

impl Pool {
    /// Whether `seat` plays `suit` from the pool.
    #[must_use]
    pub const fn holds(&self, seat: u8, suit: u8) -> bool {
        self.side == side(seat) && self.suits & (1 << suit) != 0
    }

    /// Whether `suit` is pooled.
    #[must_use]
    pub const fn has(&self, suit: u8) -> bool {
        self.suits & (1 << suit) != 0
    }
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
        if self.pool.is_some() {
            return (4 * u32::from(self.tricks_left())).saturating_sub(self.n_table as u32);
        }
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
        if let Some(pool) = self.pool {
            // A hand of the other side: its cards, and the one it played to this trick.
            let seat = 1 - pool.side;
            let held: u8 = self.hands[seat as usize].iter().map(|&h| count(h)).sum();
            return held + u8::from(self.played(seat));
        }
        u8::try_from((self.cards_left() as usize + self.n_table).div_ceil(4)).unwrap_or(13)
    }

    /// Whether `seat` has played to the trick in progress.
    fn played(&self, seat: u8) -> bool {
        self.table[..self.n_table].iter().any(|&(s, _)| s == seat)
    }

    /// The position with the cards of each of `suits` (bit `suit`) of the side not
    /// `judged` made one pool: either of its hands may play any of them while it holds as
    /// many of the suit as it does now. Every deal of those cards between them with the
    /// same lengths plays as one way of playing the pooled position (the judged side sees
    /// the same cards and the same show-outs), so the judged value of the pooled position
    /// is at most that of each such deal. Each hand holds the whole pool of a suit while
    /// its length in it is not nil.
    #[must_use]
    pub fn pooled(&self, judged: u8, suits: u8) -> Self {
        let p = 1 - judged;
        let mut st = self.clone();
        let mut len = [[0u8; 4]; 2];
        for s in (0..4usize).filter(|&s| suits & (1 << s) != 0) {
            let (a, b) = (p as usize, p as usize + 2);
            len[0][s] = count(st.hands[a][s]);
            len[1][s] = count(st.hands[b][s]);
            let all = st.hands[a][s] | st.hands[b][s];
            for seat in [a, b] {
                if st.hands[seat][s] != 0 {
                    st.hands[seat][s] = all;
                }
            }
        }
        st.pool = Some(Pool {
            side: p,
            suits,
            len,
        });
        st
    }

    /// This position with each of `suits` pooled too ([`State::pooled`]), the suits
    /// already pooled kept as they are.
    #[must_use]
    pub fn pooled_also(&self, judged: u8, suits: u8) -> Self {
        let Some(pool) = self.pool else {
            return self.pooled(judged, suits);
        };
        let mut st = self.pooled(judged, suits & !pool.suits);
        if let Some(p) = st.pool.as_mut() {
            for s in (0..4).filter(|&s| pool.has(s as u8)) {
                p.len[0][s] = pool.len[0][s];
                p.len[1][s] = pool.len[1][s];
            }
            p.suits |= pool.suits;
        }
        st
    }

    /// The hands as the table's key reads them: each pooled suit's cards shared out
    /// between its two hands, the highest to the first as many as it holds (one deal
    /// for each way the lengths stand, so that positions of one pooled search meet
    /// exactly when they are the same; never in a table of real positions).
    #[must_use]
    pub fn key_hands(&self) -> [[Holding; 4]; 4] {
        let mut hands = self.hands;
        if let Some(pool) = self.pool {
            let (a, b) = (pool.side as usize, pool.side as usize + 2);
            for s in (0..4usize).filter(|&s| pool.has(s as u8)) {
                let all = hands[a][s] | hands[b][s];
                let mut first: Holding = 0;
                let mut rest = all;
                for _ in 0..pool.len[0][s] {
                    let top = 1 << highest(rest);
                    first |= top;
                    rest &= !top;
                }
                hands[a][s] = first;
                hands[b][s] = all & !first;
            }
        }
        hands
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
        if let Some(pool) = &mut self.pool
            && pool.holds(seat, card.0)
        {
            // The pool's card leaves both hands; the last of the hand's length, the suit.
            let length = &mut pool.len[seat as usize / 2][card.0 as usize];
            *length = length.saturating_sub(1);
            let partner = (seat as usize + 2) % 4;
            self.hands[partner][card.0 as usize] &= !(1 << card.1);
            if *length == 0 {
                self.hands[seat as usize][card.0 as usize] = 0;
            }
        }
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
        if let Some(pool) = &mut self.pool
            && pool.holds(seat, undo.card.0)
        {
            // The pool back in the hand, and in its partner's while it holds the suit.
            let (suit, partner) = (undo.card.0 as usize, (seat as usize + 2) % 4);
            pool.len[seat as usize / 2][suit] += 1;
            let all =
                self.hands[seat as usize][suit] | self.hands[partner][suit] | 1 << undo.card.1;
            self.hands[seat as usize][suit] = all;
            if pool.len[partner / 2][suit] != 0 {
                self.hands[partner][suit] = all;
            }
            return;
        }
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

/// How the judged side's result is taken over a choice set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Doubtful points against the judged side (70A, 70D1): the worst choice.
    Min,
    /// The finesse-credited variant: the best choice.
    Max,
}

/// The most cards a hand may choose from: a hand of a pooled side holds its partner's
/// cards of the pooled suits too (see [`State::pooled`]), up to 26 in all.
pub const MAX_CHOICES: usize = 26;

/// A small set of cards to choose from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choices {
    /// The cards.
    pub cards: [C; MAX_CHOICES],
    /// How many.
    pub n: usize,
    /// How the result is taken over them.
    pub mode: Mode,
}

impl Choices {
    pub(super) fn new(mode: Mode) -> Self {
        Self {
            cards: [(0, 0); MAX_CHOICES],
            n: 0,
            mode,
        }
    }

    pub(super) fn one(card: C) -> Self {
        let mut c = Self::new(Mode::Min);
        c.push(card);
        c
    }

    /// Adds a card known not to be there yet.
    pub(super) fn push_new(&mut self, card: C) {
        if self.n < MAX_CHOICES {
            self.cards[self.n] = card;
            self.n += 1;
        }
    }

    pub(super) fn push(&mut self, card: C) {
        if self.n < MAX_CHOICES && !self.as_slice().contains(&card) {
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

/// The ranks of a holding, lowest first.
pub fn ranks_up(h: Holding) -> impl Iterator<Item = u8> {
    let mut rest = h & ALL_RANKS;
    std::iter::from_fn(move || {
        let r = lowest(rest);
        rest &= rest.wrapping_sub(1); // the lowest bit off
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
        // Equivalent cards: a run of the hand's with no other card in play between
        // them (the table included), one choice for all. A pooled suit's cards are not
        // equivalent while the partner, who may hold the others, is still to play to
        // the trick (one played, the other could beat it): see `push_run`. Discarded,
        // neither can win it.
        let mine = hand[s as usize];
        let distinct = st.pool.is_some_and(|p| p.holds(seat as u8, s))
            && st.n_table <= 1
            && st.led().is_none_or(|led| led == s)
            && st.hands[(seat + 2) % 4][s as usize] != 0;
        for (first, len) in runs(mine, in_play) {
            if distinct {
                push_run(&mut out, s, first, len, mine);
            } else {
                out.push_new((s, first));
            }
        }
    }
    out
}

/// The ranks below `rank`.
const fn below(rank: u8) -> Holding {
    ALL_RANKS & ((1u16 << rank) - 1)
}

/// The runs of equivalent cards of `mine` among the cards `in_play` (no other card in
/// play between them), from the top: each one's top card and length.
fn runs(mine: Holding, in_play: Holding) -> impl Iterator<Item = (u8, u8)> {
    let mut rest = mine & ALL_RANKS;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let first = highest(rest);
        let (mut card, mut len) = (first, 0);
        loop {
            rest &= !(1 << card);
            len += 1;
            // The next card in play below, if it is the hand's too.
            let down = in_play & below(card);
            let next = highest(down);
            if down == 0 || mine & (1 << next) == 0 {
                return Some((first, len));
            }
            card = next;
        }
    })
}

/// The choices of a run of `len` equivalent pooled cards of `suit` from `first` down
/// (`mine`: the suit's pooled cards), played while the partner who may hold the others
/// is still to play. Which card of the run is played only decides which of the partner's
/// cards of the run may beat it: of two, both are choices; of three or more, the second
/// alone, the partner then playing above it or below as he likes. What is left of the run
/// after the trick is equivalent either way, and no other card lies between its cards.
fn push_run(out: &mut Choices, suit: u8, first: u8, len: u8, mine: Holding) {
    let second = highest(mine & below(first));
    match len {
        1 => out.push_new((suit, first)),
        2 => {
            out.push_new((suit, first));
            out.push_new((suit, second));
        }
        _ => out.push_new((suit, second)),
    }
}
