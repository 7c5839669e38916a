//! Why the claimer's line makes fewer tricks than double dummy: for each card of the line
//! the judged side plays that lowers its double-dummy total, the trick, the card and the
//! rule of the policy that allowed it ("dummy may discard ♣K: careless but normal"), so
//! that the director can judge the proposal instead of trusting it.

use super::evidence::At;
use super::policy::{Policy, Why};
use super::position::{C, side};
use crate::i18n::Msg;
use crate::notation::{Side, card_symbol};
use crate::play::Play;
use contract_bridge::{Card, Seat};

/// A card of the line that costs the judged side tricks against double dummy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LostTrick {
    /// The trick it was played to (1-based, of the deal).
    pub trick: usize,
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The rule that allowed it.
    pub why: Why,
    /// The tricks it costs against double dummy (the judged side's total before and
    /// after it).
    pub lost: u8,
}

/// The cards of `line` (the policy's principal variation from the claim, `after_card`
/// cards into `play`) that lower the judged side's double-dummy total, each with its
/// rule. Double dummy comes from DDS's analysis of the play completed by the line; where
/// it cannot be had, nothing is listed.
#[must_use]
pub fn lost_tricks(
    play: &Play,
    after_card: usize,
    at: &At,
    policy: &Policy,
    line: &[(u8, C)],
) -> Vec<LostTrick> {
    let mut full = play.clone();
    full.truncate(after_card);
    let cards = at.cards(line);
    if cards.len() != line.len() || cards.iter().any(|&(_, c)| full.push(c).is_err()) {
        return Vec::new();
    }
    let values = crate::equity::analyse(&full);
    let judged_declares =
        Side::of(Seat::ALL[usize::from(policy.judged & 1)]) == play.declaring_side();
    let judged = |v: u8| {
        if judged_declares {
            v
        } else {
            13u8.saturating_sub(v)
        }
    };
    let mut st = at.state.clone();
    let mut out = Vec::new();
    for (i, (&(seat, c), &(s, card))) in line.iter().zip(&cards).enumerate() {
        let k = after_card + i;
        if side(seat) == policy.judged
            && let (Some(Some(before)), Some(Some(after))) = (values.get(k), values.get(k + 1))
            && judged(*after) < judged(*before)
        {
            out.push(LostTrick {
                trick: k / 4 + 1,
                seat: s,
                card,
                why: policy.why(&st, c),
                lost: judged(*before) - judged(*after),
            });
        }
        st.play(c, policy.trump);
    }
    out
}

/// One lost trick in the director's words: "Trick 11: North may discard ♣K: careless but
/// normal (any suit's low card may go); 1 trick lost against double dummy".
#[must_use]
pub fn lost_msg(l: &LostTrick) -> Msg {
    let what = Msg::new(l.why.key())
        .arg("seat", Msg::new(crate::i18n::words::seat_key(l.seat)))
        .arg("card", card_symbol(l.card));
    Msg::new("claim-why-trick")
        .arg("trick", u32::try_from(l.trick).unwrap_or(0))
        .arg("what", what)
        .arg("lost", u32::from(l.lost))
}
