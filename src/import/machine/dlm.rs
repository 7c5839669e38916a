//! DLM (Duplimate / Jannersten DealMaster): an INI-style `[Document]` with a header checksum
//! and 99 `Board NN=<26 letters><3-digit checksum>` lines, of which only From..To are real.
//! Letter i covers cards 2i and 2i+1: value = 4 x seat(2i) + seat(2i+1).

use super::{Boards, Deal, Place, Stated, byte_text, seat};
use crate::i18n::Msg;
use std::collections::HashMap;

/// One `key=value` line, with the places of its line and of its value.
struct Entry {
    value: String,
    line: usize,
    value_column: usize,
}

/// Reads a DLM file.
pub(crate) fn read(bytes: &[u8], out: &mut Boards) {
    let text = String::from_utf8_lossy(bytes);
    let mut entries: HashMap<String, Entry> = HashMap::new();
    for (i, line) in text.lines().enumerate() {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        entries
            .entry(key.trim().to_ascii_lowercase())
            .or_insert(Entry {
                value: value.trim().to_owned(),
                line: i + 1,
                value_column: key.chars().count() + 2,
            });
    }
    let place = |e: &Entry| (e.line, e.value_column);
    let number = |key: &str| {
        entries
            .get(key)
            .and_then(|e| e.value.parse::<u32>().ok().map(|n| (n, place(e))))
    };
    if let Some(e) = entries.get("crypto key")
        && e.value != "0"
    {
        out.error(
            place(e),
            Msg::new("import-dlm-crypto").arg("value", e.value.clone()),
        );
        return;
    }
    let (Some((from, _)), Some((to, to_place))) = (number("from board"), number("to board")) else {
        out.error((1, 1), Msg::new("import-dlm-range"));
        return;
    };
    if from == 0 || to < from || to > 99 {
        out.error(
            to_place,
            Msg::new("import-dlm-range-bad")
                .arg("from", from)
                .arg("to", to),
        );
        return;
    }
    header_checksum(&entries, from, to, out);
    for n in from..=to {
        let Some(e) = entries.get(&format!("board {n:02}")) else {
            out.error((1, 1), Msg::new("import-dlm-board-missing").arg("board", n));
            continue;
        };
        let deal = board(e, n, out);
        out.push(n, deal, Stated::default(), (e.line, e.line));
    }
}

/// Checks `Checksum` against the two known formulas: Big Deal's (`Duplicates ^ From ^ To`,
/// `^ 1` when shown) and deal-convert's (`(To - From + 1) ^ shown`); a warning when it
/// matches only one of them, or neither.
fn header_checksum(entries: &HashMap<String, Entry>, from: u32, to: u32, out: &mut Boards) {
    let Some(e) = entries.get("checksum") else {
        return;
    };
    let shown = u32::from(
        entries
            .get("status")
            .is_some_and(|s| s.value.eq_ignore_ascii_case("show")),
    );
    let duplicates = entries
        .get("duplicates")
        .and_then(|d| d.value.parse::<u32>().ok())
        .unwrap_or(0);
    let big_deal = duplicates ^ from ^ to ^ shown;
    let deal_convert = (to - from + 1) ^ shown;
    let stated = e.value.parse::<u32>().ok();
    let key = match (stated == Some(big_deal), stated == Some(deal_convert)) {
        (true, true) => return,
        (true, false) => "import-dlm-checksum-big-deal-only",
        (false, true) => "import-dlm-checksum-deal-convert-only",
        (false, false) => "import-dlm-checksum-neither",
    };
    out.warning(
        (e.line, e.value_column),
        Msg::new(key)
            .arg("value", e.value.clone())
            .arg("big_deal", big_deal)
            .arg("deal_convert", deal_convert),
    );
}

/// One board line: 26 letters `a`..`p`, then the board's checksum (the board number XOR the
/// letters). A wrong checksum leaves the deal out.
fn board(e: &Entry, number: u32, out: &mut Boards) -> Option<Deal> {
    let bytes = e.value.as_bytes();
    let at = |i: usize| -> Place { (e.line, e.value_column + i) };
    if bytes.len() != 29 {
        out.error(
            at(0),
            Msg::new("import-dlm-board-length")
                .arg("board", number)
                .arg("length", bytes.len()),
        );
        return None;
    }
    let mut deal = Deal::new(at(0));
    let mut sum = number;
    let mut ok = true;
    for (i, &b) in bytes[..26].iter().enumerate() {
        if !(b'a'..=b'p').contains(&b) {
            out.error(
                at(i),
                Msg::new("import-dlm-letter").arg("byte", byte_text(b)),
            );
            ok = false;
            continue;
        }
        sum ^= u32::from(b);
        let v = usize::from(b - b'a');
        deal.give(2 * i, seat(v / 4), at(i), out);
        deal.give(2 * i + 1, seat(v % 4), at(i), out);
    }
    let stated = std::str::from_utf8(&bytes[26..])
        .ok()
        .and_then(|s| s.parse::<u32>().ok());
    if ok && stated != Some(sum) {
        out.error(
            at(26),
            Msg::new("import-dlm-board-checksum")
                .arg("board", number)
                .arg("value", String::from_utf8_lossy(&bytes[26..]).into_owned())
                .arg("expected", format!("{sum:03}")),
        );
        return None;
    }
    ok.then_some(deal)
}
