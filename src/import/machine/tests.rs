//! The dealing-machine readers on hand-built files: a deal in which card c belongs to seat
//! c mod 4 (every hand 13 cards), written in each format.

use crate::i18n::{Lang, Tr};
use crate::import::{Options, read};
use crate::model::PbnFile;
use contract_bridge::{AbsoluteVulnerability, Seat};

/// The holder (0..3) of card c.
fn holder(c: usize) -> usize {
    c % 4
}

fn ber() -> String {
    (0..52)
        .map(|c| char::from(b'1' + holder(c) as u8))
        .collect()
}

fn bri_part() -> String {
    (0..3)
        .flat_map(|h| (0..52).filter(move |&c| holder(c) == h))
        .map(|c| format!("{:02}", c + 1))
        .collect()
}

fn dge_part() -> Vec<u8> {
    let mut out = Vec::new();
    for h in 0..4 {
        for (suit, marker) in [0x06u8, 0x03, 0x04, 0x05].into_iter().enumerate() {
            out.push(marker);
            for rank in 0..13 {
                if holder(suit * 13 + rank) == h {
                    out.push(super::RANKS[rank]);
                }
            }
        }
    }
    out
}

fn messages(file: &PbnFile) -> Vec<String> {
    file.diagnostics
        .iter()
        .map(|d| d.render(Tr::new(Lang::En), None))
        .collect()
}

const DEAL: &str = "N:AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73 J73.Q84.K95.AT62";

fn deal_of(file: &PbnFile, i: usize) -> String {
    let game = &file.games[i];
    crate::model::values::deal_pbn(&game.deal().unwrap(), Seat::North)
}

#[test]
fn the_same_deal_in_every_format() {
    let o = Options::default();
    let file = read(ber().as_bytes(), Some("ber"), &o);
    assert_eq!(deal_of(&file, 0), DEAL, "{:?}", messages(&file));
    let mut bri = bri_part().into_bytes();
    bri.resize(128, 0);
    assert_eq!(deal_of(&read(&bri, Some("bri"), &o), 0), DEAL);
    let mut dge = dge_part();
    dge.resize(128, 0);
    assert_eq!(deal_of(&read(&dge, Some("dge"), &o), 0), DEAL);
    // Old BRI: one line of 78 digits a board.
    let lines = format!("{}\r\n{}\r\n", bri_part(), bri_part());
    let file = read(lines.as_bytes(), Some("bri"), &o);
    assert_eq!(file.games.len(), 2, "{:?}", messages(&file));
}

#[test]
fn dup_numbers_from_its_low_board_and_checks_its_two_parts() {
    let o = Options::default();
    let mut record = bri_part().into_bytes();
    record.extend(dge_part());
    let mut first = record.clone();
    first.extend(b"YN5  1 6  ");
    let mut second = record.clone();
    second.extend([0; 10]);
    let file = read(&[first.clone(), second.clone()].concat(), None, &o);
    assert!(file.diagnostics.is_empty(), "{:?}", messages(&file));
    assert_eq!(file.games[0].board_number(), Some(5));
    assert_eq!(file.games[1].board_number(), Some(6));
    assert_eq!(file.games[1].dealer(), Some(Seat::East));
    // The display part differs from the card numbers; the highest board is not the last.
    let mut other = first.clone();
    other[79] = b'K';
    other[153..156].copy_from_slice(b"9  ");
    let file = read(&[other, second].concat(), Some("dup"), &o);
    let m = messages(&file);
    assert!(
        m.iter()
            .any(|l| l.starts_with("1:79: warning:") && l.contains("(DGE)")),
        "{m:?}"
    );
    assert!(
        m.iter()
            .any(|l| l.starts_with("1:154: warning:") && l.contains("highest board is 9")),
        "{m:?}"
    );
    assert_eq!(deal_of(&file, 0), DEAL);
}

#[test]
fn rzd_and_cds_pack_four_holders_a_byte() {
    let o = Options::default();
    let packed = |shift: usize| -> Vec<u8> {
        (0..13)
            .map(|k| {
                (0..4).fold(0u8, |b, suit| {
                    b | (((holder(suit * 13 + k) + shift) % 4) as u8) << (6 - 2 * suit)
                })
            })
            .collect()
    };
    let mut rzd = vec![1, 0];
    rzd.extend(b"           ");
    rzd.extend(packed(0));
    assert_eq!(deal_of(&read(&rzd, None, &o), 0), DEAL);
    let mut cds = vec![7];
    cds.extend(packed(1));
    let file = read(&cds, Some("cds"), &o);
    assert_eq!(file.games[0].board_number(), Some(7));
    assert_eq!(deal_of(&file, 0), DEAL);
    // The header announces two deals, the file holds one.
    rzd[0] = 2;
    let m = messages(&read(&rzd, Some("rzd"), &o));
    assert!(
        m.iter()
            .any(|l| l.starts_with("2:1: error:") && l.contains("record 2")),
        "{m:?}"
    );
}

#[test]
fn csv_keeps_its_dealer_and_vulnerability_and_says_when_they_are_unusual() {
    let o = Options::default();
    let suits: Vec<String> = DEAL[2..]
        .split(' ')
        .flat_map(|h| h.split('.').map(|s| format!("\"{s}\"")).collect::<Vec<_>>())
        .collect();
    let line = format!("{},\"3\",\"W/All\"\n", suits.join(","));
    let file = read(line.as_bytes(), None, &o);
    assert_eq!(deal_of(&file, 0), DEAL);
    assert_eq!(file.games[0].dealer(), Some(Seat::West));
    assert_eq!(
        file.games[0].vulnerability(),
        Some(AbsoluteVulnerability::ALL)
    );
    let m = messages(&file);
    assert!(
        m.iter()
            .any(|l| l.contains("differ from the usual ones of board 3")),
        "{m:?}"
    );
}

#[test]
fn bhg_starts_each_line_with_the_dealer_of_its_board() {
    // Board 2 is dealt by East: the line starts with East's hand.
    let letter = |c: usize| {
        if c < 26 {
            char::from(b'A' + c as u8)
        } else {
            char::from(b'a' + (c - 26) as u8)
        }
    };
    let line = |first: usize| -> String {
        (0..4)
            .flat_map(|i| (0..52).filter(move |&c| holder(c) == (first + i) % 4))
            .map(letter)
            .collect()
    };
    let text = format!("\n{}\n{}\n", line(0), line(1));
    let file = read(text.as_bytes(), None, &Options::default());
    assert!(file.diagnostics.is_empty(), "{:?}", messages(&file));
    assert_eq!(deal_of(&file, 0), DEAL);
    assert_eq!(deal_of(&file, 1), DEAL);
}

#[test]
fn rbn_without_an_auction_line_takes_dealer_and_vulnerability_from_the_board() {
    let text = "E Club\nB 6\nH N:AT62.J73.Q84.K95:K95.AT62.J73.Q84:Q84.K95.AT62.J73:\n";
    let file = read(text.as_bytes(), None, &Options::default());
    assert_eq!(deal_of(&file, 0), DEAL);
    assert_eq!(file.games[0].dealer(), Some(Seat::East));
    assert_eq!(
        file.games[0].vulnerability(),
        Some(AbsoluteVulnerability::EW)
    );
    assert_eq!(file.games[0].tag("Event"), Some("Club"));
    let m = messages(&file);
    assert!(m.iter().any(|l| l.contains("taken from board 6")), "{m:?}");
}
