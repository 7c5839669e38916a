//! The formats that give each card's holder: BER (one digit a card), RZD and CDS (2 bits a
//! card, four cards of one rank a byte).

use super::{Boards, Deal, Stated, byte_text, seat, truncated};
use crate::i18n::Msg;

/// Reads a BER file: 52 digits `1`..`4` (N, E, S, W) a board, card by card, run together.
pub(crate) fn read_ber(bytes: &[u8], out: &mut Boards) {
    let bytes = bytes.trim_ascii_end();
    for (i, rec) in bytes.chunks(52).enumerate() {
        let record = i + 1;
        if rec.len() < 52 {
            truncated(out, record, rec.len(), 52);
            break;
        }
        let mut deal = Deal::new((record, 1));
        for (c, &b) in rec.iter().enumerate() {
            match b {
                b'1'..=b'4' => deal.give(c, seat(usize::from(b - b'1')), (record, c + 1), out),
                _ => out.error(
                    (record, c + 1),
                    Msg::new("import-ber-bad").arg("byte", byte_text(b)),
                ),
            }
        }
        out.push(
            out.implied_number(record),
            Some(deal),
            Stated::default(),
            (record, record),
        );
    }
}

/// 13 bytes, one a rank (ace first), four 2-bit holders (spades in the high bits); `shift`
/// turns the stored value into the seat index.
fn packed(rec: &[u8], record: usize, column: usize, shift: usize, out: &mut Boards) -> Deal {
    let mut deal = Deal::new((record, column));
    for (k, &b) in rec.iter().take(13).enumerate() {
        for suit in 0..4 {
            let stored = usize::from(b >> (6 - 2 * suit)) & 3;
            deal.give(
                suit * 13 + k,
                seat(stored + shift),
                (record, column + k),
                out,
            );
        }
    }
    deal
}

/// Reads a KoPS RZD file: the deal count (16-bit little-endian) and 11 spaces, then 13
/// packed bytes a deal.
pub(crate) fn read_rzd(bytes: &[u8], out: &mut Boards) {
    let Some(header) = bytes.get(..13) else {
        truncated(out, 1, bytes.len(), 13);
        return;
    };
    let count = usize::from(u16::from_le_bytes([header[0], header[1]]));
    let body = &bytes[13..];
    let held = body.len().div_ceil(13);
    if held > count {
        out.warning(
            (1, 1),
            Msg::new("import-rzd-count")
                .arg("count", count)
                .arg("held", held),
        );
    }
    for (i, rec) in body.chunks(13).take(count).enumerate() {
        let record = i + 1;
        if rec.len() < 13 {
            truncated(out, record, rec.len(), 13);
            return;
        }
        let deal = packed(rec, record, 1, 0, out);
        out.push(
            out.implied_number(record),
            Some(deal),
            Stated::default(),
            (record, record),
        );
    }
    if held < count {
        truncated(out, held + 1, 0, 13);
    }
}

/// Reads a CDS file: a board number byte, then 13 packed bytes with seats shifted
/// (0 = W, 1 = N, 2 = E, 3 = S).
pub(crate) fn read_cds(bytes: &[u8], out: &mut Boards) {
    for (i, rec) in bytes.chunks(14).enumerate() {
        let record = i + 1;
        if rec.len() < 14 {
            truncated(out, record, rec.len(), 14);
            break;
        }
        let number = match rec[0] {
            0 => {
                out.warning((record, 1), Msg::new("import-cds-board-zero"));
                out.implied_number(record)
            }
            n => u32::from(n),
        };
        let deal = packed(&rec[1..], record, 2, 3, out);
        out.push(number, Some(deal), Stated::default(), (record, record));
    }
}
