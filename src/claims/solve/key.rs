//! The table's key of a position at a trick's start: its cards' holders with ranks made
//! relative, the known voids that can still change a judged choice, the leader and where
//! the line's named cards lie.

use super::Search;
use crate::claims::policy::Policy;
use crate::claims::position::{C, Holding, State, count, ranks_up, side};
use crate::claims::stop::Stop;
use crate::claims::table::{Key, SMALL_BITS, compress};

/// How many named cards the narrow key holds: 18 bits of voids and leader, then 4 bits
/// a card in the 64 of the third word.
const NARROW_NAMED: usize = 11;

impl<S: Stop> Search<'_, S> {
    /// The suits in which a known void (of a hand whose voids count, see [`read_voids`])
    /// can still change a judged choice; the key leaves out the others, so that more
    /// positions meet. The policy reads a void of hand `o` in suit `s` only as
    /// `View::may_hold(o, s)`, which is the viewer's pool of `s` when `o` is not known
    /// void, and as `View::known_void(o, led)` when `o` may ruff the suit led, which also
    /// needs `View::may_hold(o, trump)` to be non-empty. A viewer's pool is made of the
    /// cards of hands he does not see, all among the hands whose voids count (their
    /// cards: `hidden`), and only shrinks as the play goes on. So the void counts only
    /// while `hidden` holds some `s` (else the pool of `s` is empty either way), or, in a
    /// suit contract, while `s` is not trumps, someone still holds an `s` to lead and
    /// `hidden` holds a trump.
    fn relevant_voids(&self, st: &State) -> u8 {
        let mut hidden = [0 as Holding; 4];
        let mut present = [0 as Holding; 4];
        for (seat, hand) in st.hands.iter().enumerate() {
            for suit in 0..4 {
                present[suit] |= hand[suit];
                if self.read_voids[seat] {
                    hidden[suit] |= hand[suit];
                }
            }
        }
        let ruffs = self.policy.trump.filter(|&t| hidden[t as usize] != 0);
        (0..4u8)
            .filter(|&s| {
                hidden[s as usize] != 0 || ruffs.is_some_and(|t| t != s && present[s as usize] != 0)
            })
            .fold(0, |a, s| a | 1 << s)
    }

    pub(super) fn key(&self, st: &State) -> Key {
        // Each suit: its number of cards in play, then their holders (East or West, one
        // bit a card; South or West, another), the cards' order kept and the ranks gone.
        let mut suits = [(0u32, 0u8); 4];
        let mut places = [[15u8; 15]; 4];
        let named = !self.named.is_empty();
        let hands = if st.pool.is_some() {
            st.key_hands()
        } else {
            st.hands
        };
        for (suit, places) in places.iter_mut().enumerate() {
            let h = |seat: usize| hands[seat][suit];
            // The holder's seat, bit by bit: East or West (1, 3), South or West (2, 3).
            let (odd, high) = (h(1) | h(3), h(2) | h(3));
            let all: Holding = h(0) | odd | h(2);
            let n = count(all);
            let bits = u32::from(compress(odd, all)) | u32::from(compress(high, all)) << n;
            if named {
                for (r, i) in ranks_up(all).zip(0u8..) {
                    places[r as usize] = i;
                }
            }
            suits[suit] = (bits, n);
        }
        let relevant = self.relevant_voids(st);
        let voids = st
            .voids
            .iter()
            .zip(self.read_voids)
            .fold(0u64, |a, (&v, read)| {
                (a << 4) | if read { u64::from(v & relevant) } else { 0 }
            });
        let misc = (voids << 2) | u64::from(st.leader);
        let place = |&(s, r): &C| u64::from(places[s as usize][r as usize]);
        let cards: u32 = suits.iter().map(|&(_, n)| u32::from(n)).sum();
        let named_bits = 4 * u32::try_from(self.named.len()).unwrap_or(u32::MAX / 8);
        // A leading 1, each suit's count and holders, the voids and leader, the places.
        if 1 + 16 + 2 * cards + 18 + named_bits <= SMALL_BITS {
            let mut k: u128 = 1;
            for &(bits, n) in &suits {
                k = (k << 4 | u128::from(n)) << (2 * n) | u128::from(bits);
            }
            k = k << 18 | u128::from(misc);
            return Key::Small(
                self.named
                    .iter()
                    .fold(k, |a, c| a << 4 | u128::from(place(c))),
            );
        }
        let layout = suits.iter().fold(0u128, |a, &(bits, n)| {
            a << 30 | u128::from(bits | u32::from(n) << 26)
        });
        #[allow(clippy::cast_possible_truncation)] // the layout's halves
        let (high, low) = ((layout >> 64) as u64, layout as u64);
        let narrow = self.named.len().min(NARROW_NAMED);
        let first = self.named[..narrow]
            .iter()
            .fold(misc, |a, c| (a << 4) | place(c));
        if self.named.len() <= NARROW_NAMED {
            return Key::Narrow([high, low, first]);
        }
        // Past 11 named cards, 16 in each of two more words (at most 32 in all).
        let mut rest = [0u64; 2];
        for (i, c) in self.named[narrow..].iter().enumerate() {
            rest[i / 16] = (rest[i / 16] << 4) | place(c);
        }
        Key::Wide([high, low, first, rest[0], rest[1]])
    }
}

/// Whose known voids can change the judged side's choices: only a hand some judged
/// player does not see. The other side plays every legal card, whatever it knows; a
/// judged player sees his own hand and dummy, and declarer (or dummy) sees his partner:
/// for them a void is read from the cards themselves (`View::may_hold`,
/// `View::known_void`), never from what was shown. So dummy's voids never count, nor
/// declarer's when declarer's side is judged; the table's key leaves them out, and
/// positions that differ only there meet.
pub(super) fn read_voids(policy: &Policy) -> [bool; 4] {
    let dummy = (policy.declarer + 2) % 4;
    let mut read = [true; 4];
    read[dummy as usize] = false;
    if side(policy.declarer) == policy.judged {
        read[policy.declarer as usize] = false;
    }
    read
}
