//! The line-per-board text formats: BHG (Borel Hand Generator, one letter a card) and Big
//! Deal's CSV (16 quoted suit holdings, the board number, dealer and vulnerability).

use super::{Boards, Deal, RANKS, Stated, byte_text, seat};
use crate::i18n::Msg;
use crate::model::values::{
    dealer_of_board, parse_seat_letter, parse_vulnerability, vulnerability_of_board,
};

/// Lines split at LF, a trailing CR dropped.
fn lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
}

/// Reads a BHG file: an empty first line, then line n is board n: 52 letters, four hands
/// of 13 from board n's dealer clockwise; `A`..`Z` are the spades and hearts, `a`..`z` the
/// diamonds and clubs. An empty line is a board left out.
pub(crate) fn read_bhg(bytes: &[u8], out: &mut Boards) {
    for (i, line) in lines(bytes).enumerate() {
        let line_no = i + 1;
        if i == 0 {
            if !line.trim_ascii().is_empty() {
                out.warning((1, 1), Msg::new("import-bhg-first-line"));
            }
            continue;
        }
        let line = line.trim_ascii_end();
        if line.is_empty() {
            continue;
        }
        if line.len() != 52 {
            out.error(
                (line_no, 1),
                Msg::new("import-bhg-length").arg("length", line.len()),
            );
            continue;
        }
        let dealer = (i - 1) % 4;
        let mut deal = Deal::new((line_no, 1));
        for (c, &b) in line.iter().enumerate() {
            let index = match b {
                b'A'..=b'Z' => usize::from(b - b'A'),
                b'a'..=b'z' => 26 + usize::from(b - b'a'),
                _ => {
                    out.error(
                        (line_no, c + 1),
                        Msg::new("import-bhg-letter").arg("byte", byte_text(b)),
                    );
                    continue;
                }
            };
            deal.give(index, seat(dealer + c / 13), (line_no, c + 1), out);
        }
        out.push(
            out.implied_number(i),
            Some(deal),
            Stated::default(),
            (line_no, line_no),
        );
    }
}

/// The fields of a CSV line (quotes removed), each with the column where it starts.
fn fields(line: &[u8]) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut field = Vec::new();
    let mut quoted = false;
    for (i, &b) in line.iter().enumerate() {
        match b {
            b'"' => quoted = !quoted,
            b',' if !quoted => {
                out.push((String::from_utf8_lossy(&field).trim().to_owned(), start + 1));
                field.clear();
                start = i + 1;
            }
            _ => field.push(b),
        }
    }
    out.push((String::from_utf8_lossy(&field).trim().to_owned(), start + 1));
    out
}

/// Reads Big Deal's CSV: per line, N's spades, hearts, diamonds, clubs, then E, S, W, the
/// board number, and `D/V` (`N/-`, `E/NS`, `S/EW`, `W/All`).
pub(crate) fn read_csv(bytes: &[u8], out: &mut Boards) {
    for (i, line) in lines(bytes).enumerate() {
        let line_no = i + 1;
        if line.trim_ascii().is_empty() {
            continue;
        }
        let f = fields(line);
        if f.len() != 18 {
            out.error(
                (line_no, 1),
                Msg::new("import-csv-fields").arg("count", f.len()),
            );
            continue;
        }
        let mut deal = Deal::new((line_no, 1));
        for (k, (holding, column)) in f[..16].iter().enumerate() {
            let suit = k % 4;
            for (j, b) in holding.bytes().enumerate() {
                let place = (line_no, column + 1 + j);
                match RANKS.iter().position(|&r| r == b.to_ascii_uppercase()) {
                    Some(r) => deal.give(suit * 13 + r, seat(k / 4), place, out),
                    None => out.error(place, Msg::new("import-csv-rank").arg("byte", byte_text(b))),
                }
            }
        }
        let (number_text, number_column) = &f[16];
        let Some(number) = number_text.parse::<u32>().ok().filter(|&n| n > 0) else {
            out.error(
                (line_no, *number_column),
                Msg::new("import-csv-board").arg("text", number_text.clone()),
            );
            continue;
        };
        let stated = dealer_vul(&f[17], number, line_no, out);
        out.push(number, Some(deal), stated, (line_no, line_no));
    }
}

/// The `D/V` field, checked against the board number's rule (a warning when they differ;
/// the file's word is kept).
fn dealer_vul(
    (text, column): &(String, usize),
    number: u32,
    line: usize,
    out: &mut Boards,
) -> Stated {
    let place = (line, *column);
    let (d, v) = text.split_once('/').unwrap_or((text, ""));
    let dealer = parse_seat_letter(d);
    let vulnerability = parse_vulnerability(v);
    if dealer.is_none() || vulnerability.is_none() {
        out.warning(
            place,
            Msg::new("import-csv-dealer-vul").arg("text", text.clone()),
        );
    } else if dealer != dealer_of_board(number) || vulnerability != vulnerability_of_board(number) {
        out.warning(
            place,
            Msg::new("import-dealer-vul-not-rule")
                .arg("text", text.clone())
                .arg("board", number),
        );
    }
    Stated {
        dealer,
        vulnerability,
        extra: Vec::new(),
    }
}
