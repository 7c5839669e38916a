//! The Deal value: `<first>:<hand> <hand> <hand> <hand>`, read quickly when it is
//! well-formed, else carefully, naming the hand and the card of every problem.

use super::parse_seat_letter;
use crate::i18n::Msg;
use crate::notation::clockwise_from;
use contract_bridge::{Card, Hand, PartialDeal, Rank, Seat, Suit};

/// A deal's problems, each with its message (the first makes the deal unusable).
#[derive(Default)]
pub(crate) struct DealProblems {
    pub errors: Vec<Msg>,
    pub warnings: Vec<Msg>,
}

/// Reads a Deal value: `<first>:<hand> <hand> <hand> <hand>`, hands clockwise from the
/// first seat, `-` (or `...`) for a hand not given, ranks in any order and case.
/// Returns `Ok(None)` for an empty value.
///
/// # Errors
/// Every problem found (which hand, which card), in English-free [`Msg`]s.
pub fn parse_deal(value: &str) -> Result<Option<PartialDeal>, Vec<Msg>> {
    let mut problems = DealProblems {
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    let deal = read_deal(value, &mut problems);
    if problems.errors.is_empty() {
        Ok(deal)
    } else {
        Err(problems.errors)
    }
}

pub(crate) fn read_deal(value: &str, p: &mut DealProblems) -> Option<PartialDeal> {
    let v = crate::model::text::trim(value);
    if v.is_empty() || v == "?" {
        return None;
    }
    match quick_deal(v.as_bytes()) {
        Some((hands, shown)) => deal_of(hands, shown, p),
        None => read_deal_carefully(v, p),
    }
}

/// Reads a trimmed Deal value that [`quick_deal`] did not take, naming every problem.
fn read_deal_carefully(v: &str, p: &mut DealProblems) -> Option<PartialDeal> {
    let (first, rest) = match v.split_once(':') {
        Some((f, r)) => match parse_seat_letter(f) {
            Some(s) => (s, r),
            None => {
                p.errors
                    .push(Msg::new("pbn-deal-first-seat").arg("value", f.trim()));
                return None;
            }
        },
        None => {
            p.errors
                .push(Msg::new("pbn-deal-first-seat").arg("value", v));
            return None;
        }
    };
    // The hands, and how many words there are: one pass.
    let mut hands_text: arrayvec::ArrayVec<&str, 4> = arrayvec::ArrayVec::new();
    let mut count = 0;
    for_each_word(rest, |w| {
        count += 1;
        let _ = hands_text.try_push(w);
    });
    if count != 4 {
        p.errors
            .push(Msg::new("pbn-deal-hand-count").arg("count", count));
        if count > 4 || count == 0 {
            return None;
        }
    }
    // The hands as bit sets (bit `16 × suit + rank`, as `Hand::to_bits` has them).
    let mut hands = [0u64; 4];
    let mut shown = [false; 4];
    for (seat, text) in clockwise_from(first).into_iter().zip(hands_text) {
        let bytes = text.as_bytes();
        if text == "-" || bytes.iter().all(|&b| b == b'.') {
            continue;
        }
        shown[seat as usize] = true;
        let suits = 1 + bytes.iter().filter(|&&b| b == b'.').count();
        if suits != 4 {
            p.errors.push(
                Msg::new("pbn-deal-suit-count")
                    .arg("seat", seat.letter().to_string())
                    .arg("hand", text)
                    .arg("count", suits),
            );
            continue;
        }
        for (suit, ranks) in Suit::DESC.into_iter().zip(text.split('.')) {
            read_ranks(ranks, suit, seat, &mut hands, p);
        }
    }
    deal_of(hands, shown, p)
}

/// The deal of hands read (bit sets, `shown` the hands given), once their sizes are checked.
fn deal_of(hands: [u64; 4], shown: [bool; 4], p: &mut DealProblems) -> Option<PartialDeal> {
    let lengths = hands.map(|h| h.count_ones() as usize);
    check_lengths(lengths, shown, p);
    if !p.errors.is_empty() {
        return None;
    }
    Some(crate::play::deal_from_hands(
        hands.map(Hand::from_bits_retain),
    ))
}

/// What a byte of a Deal value is to [`quick_deal`]: a rank (2 to 14), a dot, a dash, a
/// blank, or anything else (0).
const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = match crate::notation::rank_of_byte(b as u8) {
            Some(rank) => rank,
            None if b as u8 == b'.' => DOT,
            None if b as u8 == b'-' => DASH,
            None if is_blank(b as u8) => BLANK,
            None => 0,
        };
        b += 1;
    }
    t
};
const DOT: u8 = 1;
const DASH: u8 = 0x40;
const BLANK: u8 = 0x80;

/// One hand of a Deal value as [`quick_deal`] reads it, byte by byte.
#[derive(Clone, Copy)]
struct Word {
    /// The cards (bit `16 × suit + rank`), spades first: the suit's bits go down by 16 at
    /// each dot (`shift`, the current suit's lowest bit).
    bits: u64,
    shift: u32,
    dots: u32,
    dashes: u32,
    /// Bytes that are neither ranks, dots nor dashes.
    other: u32,
    len: u32,
}

const NO_WORD: Word = Word {
    bits: 0,
    shift: 48,
    dots: 0,
    dashes: 0,
    other: 0,
    len: 0,
};

/// The hands of a well-formed Deal value (a seat letter, `:`, then four hands of ranks with
/// three dots each, or `-`, no card twice), read in one pass over its bytes. `None` when
/// anything is unusual: [`read_deal`] then reads the value again, and says what it found.
fn quick_deal(value: &[u8]) -> Option<([u64; 4], [bool; 4])> {
    let [letter, b':', rest @ ..] = value else {
        return None;
    };
    let seats = clockwise_from(seat_of_byte(*letter)?);
    let (mut hands, mut shown, mut dealt) = ([0u64; 4], [false; 4], 0u64);
    let mut words = 0;
    // A word's end: its hand, when it is one.
    let mut end = |w: Word| -> Option<()> {
        let seat = *seats.get(words)?;
        words += 1;
        // Only dots, or `-`: a hand not given.
        if w.len == w.dots || (w.len == 1 && w.dashes == 1) {
            return Some(());
        }
        // Every byte a rank but the three dots, and no rank twice.
        if w.other + w.dashes != 0 || w.dots != 3 || w.bits.count_ones() != w.len - 3 {
            return None;
        }
        if w.bits & dealt != 0 {
            return None;
        }
        dealt |= w.bits;
        hands[seat as usize] = w.bits;
        shown[seat as usize] = true;
        Some(())
    };
    let mut word = NO_WORD;
    for &b in rest {
        let c = CLASS[usize::from(b)];
        word.len += 1;
        // Most bytes are ranks.
        if c.wrapping_sub(2) < 13 {
            word.bits |= 1 << (word.shift.wrapping_add(u32::from(c)) & 63);
            continue;
        }
        match c {
            DOT => {
                word.dots += 1;
                word.shift = word.shift.wrapping_sub(16);
            }
            DASH => word.dashes += 1,
            BLANK => {
                word.len -= 1;
                if word.len != 0 {
                    end(std::mem::replace(&mut word, NO_WORD))?;
                }
            }
            _ => word.other += 1,
        }
    }
    if word.len != 0 {
        end(word)?;
    }
    (words == 4).then_some((hands, shown))
}

/// `N E S W`, any case, as one byte.
const fn seat_of_byte(b: u8) -> Option<Seat> {
    match b.to_ascii_uppercase() {
        b'N' => Some(Seat::North),
        b'E' => Some(Seat::East),
        b'S' => Some(Seat::South),
        b'W' => Some(Seat::West),
        _ => None,
    }
}

/// The ASCII characters `char::is_whitespace` accepts.
const fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

/// Reads the ranks of one suit of a hand into `hands[seat]`; a bad rank or a card already
/// dealt is a problem. ASCII is read byte by byte; another character is a bad rank.
fn read_ranks(ranks: &str, suit: Suit, seat: Seat, hands: &mut [u64; 4], p: &mut DealProblems) {
    let bytes = ranks.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let rank = if b.is_ascii() {
            i += 1;
            crate::notation::rank_of_byte(b).ok_or(b as char)
        } else {
            let c = ranks[i..].chars().next().unwrap_or_default();
            i += c.len_utf8().max(1);
            Err(c)
        };
        let rank = match rank {
            Ok(rank) => rank,
            Err(c) => {
                p.errors.push(
                    Msg::new("pbn-deal-bad-rank")
                        .arg("seat", seat.letter().to_string())
                        .arg("rank", c.to_string())
                        .arg("suit", suit.letter().to_string()),
                );
                continue;
            }
        };
        let bit = 1u64 << (suit as u32 * 16 + u32::from(rank));
        if let Some(other) = Seat::ALL
            .into_iter()
            .find(|&s| hands[s as usize] & bit != 0)
        {
            let card = Card {
                suit,
                rank: Rank::new(rank),
            };
            p.errors.push(
                Msg::new("pbn-deal-duplicate")
                    .arg("card", crate::notation::card_token(card))
                    .arg("seat", seat.letter().to_string())
                    .arg("other", other.letter().to_string()),
            );
            continue;
        }
        hands[seat as usize] |= bit;
    }
}

/// Calls `f` with each word of `s`, as `str::split_whitespace` gives them; an ASCII text
/// is split by bytes.
fn for_each_word<'a>(s: &'a str, mut f: impl FnMut(&'a str)) {
    if !s.is_ascii() {
        s.split_whitespace().for_each(f);
        return;
    }
    let blank = is_blank;
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if blank(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && !blank(bytes[i]) {
            i += 1;
        }
        f(&s[start..i]);
    }
}

/// The hand-size problems: `lengths` by seat, `shown` the hands given.
fn check_lengths(lengths: [usize; 4], shown: [bool; 4], p: &mut DealProblems) {
    let shown_count = shown.iter().filter(|&&s| s).count();
    let max = Seat::ALL
        .into_iter()
        .filter(|&s| shown[s as usize])
        .map(|s| lengths[s as usize])
        .max()
        .unwrap_or(0);
    let mut uneven = false;
    for seat in Seat::ALL.into_iter().filter(|&s| shown[s as usize]) {
        let n = lengths[seat as usize];
        uneven |= n != max;
        // With hidden hands (lessons) the shown hands may be partial; never above 13.
        if n > 13 || (shown_count == 4 && max == 13 && n != 13) {
            p.errors.push(
                Msg::new("pbn-deal-hand-size")
                    .arg("seat", seat.letter().to_string())
                    .arg("count", n),
            );
        }
    }
    if shown_count == 4 && max < 13 && uneven {
        p.warnings.push(Msg::new("pbn-deal-uneven"));
    }
}

#[cfg(test)]
mod tests {
    use super::super::deal_pbn;
    use super::*;

    #[test]
    fn the_quick_deal_reader_agrees_with_the_careful_one() {
        let values = [
            "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
            "w:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4",
            "E:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 ...",
            "S:A.K.. K.A.. Q.Q.. J.J..",
            "N:akqj.akq.akq.akq t987.jt9.jt9.jt9 6543.876.876.876 2.5432.5432.5432",
            "N:AK2.AKQ.AK32.432 QJT9.J92.QJ9.765 8765.8765.87.A98 A3.T43.T654.KQJT",
            "N:AK2.AKQ.AK32.43 QJT9.J92.QJ9.765 8765.8765.87.A98 43.T43.T654.KQJT",
            "N:AA2.KQ.AK32.432 - - -",
            "N:AK2.KQ.AK32 - - -",
            "N:AK2.KQ.AK32.4X2 - - -",
            "N:- - - - -",
            "N:- - -",
            "X:- - - -",
            "N:-- - - -",
            "N:. - - -",
        ];
        let mut quick = 0;
        for v in values {
            let (mut a, mut b) = (DealProblems::default(), DealProblems::default());
            let careful = read_deal_carefully(v, &mut b);
            match quick_deal(v.as_bytes()) {
                Some((hands, shown)) => {
                    quick += 1;
                    assert_eq!(deal_of(hands, shown, &mut a), careful, "{v}");
                    assert_eq!(a.errors, b.errors, "{v}");
                    assert_eq!(a.warnings, b.warnings, "{v}");
                }
                // What the quick reader leaves, the careful one finds wrong.
                None => assert!(!b.errors.is_empty(), "{v}"),
            }
        }
        assert_eq!(quick, 7, "the well-formed values, wrong sizes included");
    }

    #[test]
    fn words_split_as_the_standard_library_splits_them() {
        for text in ["", "  a b\t\x0Bc\r\n d ", "x\u{a0}y z", "\x1Fa b", "one"] {
            let mut words = Vec::new();
            for_each_word(text, |w| words.push(w));
            assert_eq!(
                words,
                text.split_whitespace().collect::<Vec<_>>(),
                "{text:?}"
            );
        }
    }

    #[test]
    fn deals_with_hidden_hands_and_errors() {
        let d = parse_deal("W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -")
            .unwrap()
            .unwrap();
        assert_eq!(d[Seat::West].len(), 13);
        assert!(d[Seat::North].is_empty());
        let d = parse_deal("N:... ... 652.T964.2.AK732 ...")
            .unwrap()
            .unwrap();
        assert_eq!(d[Seat::South].len(), 13);
        let full = "n:ak2.akq.ak32.432 QJT9.J92.QJ9.765 8765.8765.87.A98 43.T43.T654.KQJT";
        assert_eq!(parse_deal(full).unwrap().unwrap().len(), 52);
        let dup = "N:AK2.AKQ.AK32.432 QJT9.J92.QJ9.765 8765.8765.87.A98 A3.T43.T654.KQJT";
        let errs = parse_deal(dup).unwrap_err();
        assert_eq!(errs[0].key, "pbn-deal-duplicate");
        let short = "N:AK2.AKQ.AK32.43 QJT9.J92.QJ9.765 8765.8765.87.A98 43.T43.T654.KQJT";
        assert_eq!(parse_deal(short).unwrap_err()[0].key, "pbn-deal-hand-size");
        let end = "N:A.K.. K.A.. Q.Q.. J.J..";
        assert_eq!(parse_deal(end).unwrap().unwrap().len(), 8);
        assert_eq!(
            deal_pbn(&parse_deal(full).unwrap().unwrap(), Seat::East).len(),
            69
        );
    }
}
