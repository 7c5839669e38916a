//! Duplimate's files: BRI (card numbers), DGE (hands as the machine's screen shows them) and
//! DUP (both parts and a trailer giving the board numbers).

use super::{Boards, Deal, Place, RANKS, Stated, byte_text, seat, truncated};
use crate::i18n::Msg;
use contract_bridge::Seat;

const BRI_LEN: usize = 78;
const DGE_LEN: usize = 68;
const BRI_RECORD: usize = 128;
const DUP_RECORD: usize = 156;

/// The BRI part: 39 two-digit card numbers (01..52) for North, East and South; West holds
/// the rest. `column` is where the part starts in its record (from 1).
fn bri_part(part: &[u8], record: usize, column: usize, out: &mut Boards) -> Deal {
    let mut deal = Deal::new((record, column));
    for i in 0..39 {
        let at = i * 2;
        let place = (record, column + at);
        let (Some(&a), Some(&b)) = (part.get(at), part.get(at + 1)) else {
            break;
        };
        let number = (a.is_ascii_digit() && b.is_ascii_digit())
            .then(|| usize::from(a - b'0') * 10 + usize::from(b - b'0'));
        match number {
            Some(n @ 1..=52) => deal.give(n - 1, seat(i / 13), place, out),
            _ => out.error(
                place,
                Msg::new("import-bri-bad-number")
                    .arg("text", format!("{}{}", a as char, b as char)),
            ),
        }
    }
    deal.rest_to(Seat::West);
    deal
}

/// The DGE part: four hands N, E, S, W, each a spade marker (0x06) then ranks, a heart
/// marker (0x03), a diamond marker (0x04), a club marker (0x05) with theirs.
fn dge_part(part: &[u8], record: usize, column: usize, out: &mut Boards) -> Deal {
    let mut deal = Deal::new((record, column));
    let mut hand: Option<usize> = None;
    let mut suit: Option<usize> = None;
    for (i, &b) in part.iter().enumerate() {
        let place: Place = (record, column + i);
        match b {
            0x06 => {
                let next = hand.map_or(0, |h| h + 1);
                if next > 3 {
                    out.error(place, Msg::new("import-dge-hands"));
                    break;
                }
                hand = Some(next);
                suit = Some(0);
            }
            0x03..=0x05 => {
                let next = usize::from(b - 0x02);
                if hand.is_none() || suit.is_some_and(|s| s >= next) {
                    out.error(
                        place,
                        Msg::new("import-dge-order").arg("byte", byte_text(b)),
                    );
                }
                suit = Some(next);
            }
            0 | b' ' if hand == Some(3) => break,
            _ => match (hand, suit, RANKS.iter().position(|&r| r == b)) {
                (Some(h), Some(s), Some(r)) => deal.give(s * 13 + r, seat(h), place, out),
                _ => out.error(
                    place,
                    Msg::new("import-dge-bad-byte").arg("byte", byte_text(b)),
                ),
            },
        }
    }
    deal
}

/// Reads a BRI file: 128-byte records (or, in old files, one 78-digit line a board).
pub(crate) fn read_bri(bytes: &[u8], out: &mut Boards) {
    let lines: Vec<&[u8]> = bytes
        .split(|&b| b == b'\n' || b == b'\r')
        .filter(|l| !l.is_empty())
        .collect();
    let by_line = !bytes.len().is_multiple_of(BRI_RECORD)
        && !lines.is_empty()
        && lines
            .iter()
            .all(|l| l.len() == BRI_LEN && l.iter().all(u8::is_ascii_digit));
    if by_line {
        for (i, line) in lines.iter().enumerate() {
            let deal = bri_part(line, i + 1, 1, out);
            out.push(
                out.implied_number(i + 1),
                Some(deal),
                Stated::default(),
                (i + 1, i + 1),
            );
        }
        return;
    }
    fixed(bytes, BRI_RECORD, out, |record, rec, out| {
        Some(bri_part(&rec[..BRI_LEN], record, 1, out))
    });
}

/// Reads a DGE file: 128-byte records, 68 bytes of hands then filler.
pub(crate) fn read_dge(bytes: &[u8], out: &mut Boards) {
    fixed(bytes, BRI_RECORD, out, |record, rec, out| {
        Some(dge_part(&rec[..DGE_LEN], record, 1, out))
    });
}

/// Fixed-size records numbered from the first board; a short last record is an error.
fn fixed(
    bytes: &[u8],
    size: usize,
    out: &mut Boards,
    mut deal: impl FnMut(usize, &[u8], &mut Boards) -> Option<Deal>,
) {
    let mut records = bytes.chunks(size);
    let mut n = 0;
    for rec in records.by_ref() {
        n += 1;
        if rec.len() < size {
            truncated(out, n, rec.len(), size);
            break;
        }
        let d = deal(n, rec, out);
        out.push(out.implied_number(n), d, Stated::default(), (n, n));
    }
}

/// Reads a DUP file: 156-byte records (BRI part, DGE part, trailer); board numbers from the
/// first record's trailer.
pub(crate) fn read_dup(bytes: &[u8], out: &mut Boards) {
    let count = bytes.len() / DUP_RECORD;
    let low = trailer(bytes, count, out).unwrap_or(out.first_board);
    for (i, rec) in bytes.chunks(DUP_RECORD).enumerate() {
        let record = i + 1;
        if rec.len() < DUP_RECORD {
            truncated(out, record, rec.len(), DUP_RECORD);
            break;
        }
        let deal = bri_part(&rec[..BRI_LEN], record, 1, out);
        let display = &rec[BRI_LEN..BRI_LEN + DGE_LEN];
        if !display.iter().all(|&b| b == b' ' || b == 0) {
            let mut scratch = Boards::default();
            let shown = dge_part(display, record, BRI_LEN + 1, &mut scratch);
            if !scratch.diags.is_empty() || !deal.same_holders(&shown) {
                out.warning((record, BRI_LEN + 1), Msg::new("import-dup-parts-differ"));
            }
        }
        let number = low.saturating_add(u32::try_from(i).unwrap_or(u32::MAX));
        out.push(number, Some(deal), Stated::default(), (record, record));
    }
}

/// The first record's trailer: the lowest board number, with warnings for what disagrees.
fn trailer(bytes: &[u8], count: usize, out: &mut Boards) -> Option<u32> {
    let t = bytes.get(146..156)?;
    if t.iter().all(|&b| b == 0 || b == b' ') {
        return None;
    }
    if t[1] == b'Y' {
        out.warning((1, 148), Msg::new("import-dup-reverse"));
    }
    let number = |s: &[u8]| std::str::from_utf8(s).ok()?.trim().parse::<u32>().ok();
    let Some(low) = number(&t[2..5]).filter(|&n| n > 0) else {
        out.warning(
            (1, 149),
            Msg::new("import-dup-low").arg("text", String::from_utf8_lossy(&t[2..5]).into_owned()),
        );
        return None;
    };
    let last = u64::from(low) + count.max(1) as u64 - 1;
    if let Some(high) = number(&t[7..10])
        && u64::from(high) != last
    {
        out.warning(
            (1, 154),
            Msg::new("import-dup-high")
                .arg("high", high)
                .arg("last", last)
                .arg("count", count),
        );
    }
    Some(low)
}
