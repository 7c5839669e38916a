//! Games back to PBN text: the mandatory tags first (in the standard's order), the other
//! tags alphabetically, then the Auction and Play sections with their notes, then the
//! supplemental sections alphabetically; values resolved (no `#`), CRLF line ends.

use crate::model::Datum;
use crate::model::auction::{AuctionEnd, AuctionSection, CallToken, call_text};
use crate::model::game::{Game, Tag};
use crate::model::playsec::{PlayEnd, PlaySection};
use crate::model::table::Table;
use crate::model::values::deal_pbn;
use crate::notation::card_token;
use contract_bridge::auction::Call;
use std::fmt::Write as _;

const EOL: &str = "\r\n";

/// The Mandatory Tag Set, in export order.
const MANDATORY: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

fn escape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\r' | '\n' => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

fn tag_line(out: &mut String, name: &str, value: &str) {
    let _ = write!(out, "[{name} \"{}\"]{EOL}", escape(value));
}

fn element(e: &Datum<'_>) -> String {
    if e.quoted {
        format!("\"{}\"", escape(e.text))
    } else {
        e.text.to_string()
    }
}

fn comments(out: &mut String, game: &Game, after: Option<usize>) {
    for c in game.comments().iter().filter(|c| c.after_tag == after) {
        if c.text.contains('}') {
            for line in c.text.lines() {
                let _ = write!(out, ";{line}{EOL}");
            }
        } else {
            let text = c.text.replace("\r\n", EOL).replace('\n', EOL);
            let _ = write!(out, "{{{text}}}{EOL}");
        }
    }
}

/// A call as PBN writes it: `Pass`, `X`, `XX`, `1NT`.
#[must_use]
pub fn write_call(call: Call) -> String {
    call_text(CallToken::Call(call))
}

fn annotations(s: &mut String, suffix: Option<&str>, note: Option<u32>, nags: &[u8]) {
    if let Some(x) = suffix {
        s.push_str(x);
    }
    if let Some(n) = note {
        let _ = write!(s, " ={n}=");
    }
    for n in nags {
        let _ = write!(s, " ${n}");
    }
}

fn lines_of(out: &mut String, items: &[String], per_line: usize) {
    for chunk in items.chunks(per_line.max(1)) {
        out.push_str(&chunk.join(" "));
        out.push_str(EOL);
    }
}

fn write_auction(out: &mut String, a: &AuctionSection) {
    tag_line(out, "Auction", &a.first.letter().to_string());
    let mut items: Vec<String> = a
        .calls
        .iter()
        .map(|c| {
            let mut s = String::new();
            if c.insufficient_accepted {
                s.push_str("^I");
            }
            s.push_str(&call_text(c.token));
            let a = &c.annotations;
            annotations(&mut s, a.suffix(), a.note(), a.nags());
            s
        })
        .collect();
    let end = match a.end {
        AuctionEnd::AllPass => Some("AP"),
        AuctionEnd::Stop => Some("*"),
        AuctionEnd::Continue => Some("+"),
        AuctionEnd::Open | AuctionEnd::Passes => None,
    };
    if let Some(e) = end {
        let mut s = e.to_owned();
        annotations(&mut s, None, None, &a.end_nags);
        items.push(s);
    }
    lines_of(out, &items, 4);
    for n in &a.notes {
        tag_line(out, "Note", &format!("{}:{}", n.index, n.text));
    }
}

fn write_play(out: &mut String, p: &PlaySection) {
    tag_line(out, "Play", &p.first.letter().to_string());
    let mut items: Vec<String> = p
        .cards
        .iter()
        .map(|c| {
            let mut s = String::new();
            if c.revoke_marked {
                s.push_str("^R");
            }
            if c.lead_out_of_turn {
                s.push_str("^L");
            }
            match c.card {
                Some(card) => s.push_str(&card_token(card)),
                None if c.text() == "+" => s.push('+'),
                None => s.push('-'),
            }
            let a = &c.annotations;
            annotations(&mut s, a.suffix(), a.note(), a.nags());
            s
        })
        .collect();
    // Complete the last row so that columns stay aligned.
    while p.end == PlayEnd::Stop && !items.len().is_multiple_of(4) {
        items.push("-".to_owned());
    }
    if p.end == PlayEnd::Stop {
        let mut s = "*".to_owned();
        annotations(&mut s, None, None, &p.end_nags);
        items.push(s);
    }
    lines_of(out, &items, 4);
    for n in &p.notes {
        tag_line(out, "Note", &format!("{}:{}", n.index, n.text));
    }
}

/// The value to write for a tag: normalized when the game could read it.
fn value_of(game: &Game, tag: &Tag) -> String {
    match tag.name.as_str() {
        "Deal" => match game.deal() {
            Some(deal) => deal_pbn(&deal, game.dealer().unwrap_or(contract_bridge::Seat::North)),
            None => tag.value.to_string(),
        },
        "Contract" => match super::parse_contract(&tag.value) {
            Ok(Some(c)) => c.pbn(),
            _ => tag.value.to_string(),
        },
        _ => tag.value.to_string(),
    }
}

fn write_tag(out: &mut String, game: &Game, index: usize, tag: &Tag) {
    tag_line(out, &tag.name, &value_of(game, tag));
    if !tag.data.is_empty() {
        let items: Vec<String> = tag.tokens().map(|e| element(&e)).collect();
        let per_line = Table::from_tag(tag).map_or(8, |(t, _)| t.columns.len());
        lines_of(out, &items, per_line);
    }
    comments(out, game, Some(index));
}

/// One game as PBN text (CRLF line ends, no separating empty line).
#[must_use]
pub fn write_game(game: &Game) -> String {
    let mut out = String::with_capacity(1024);
    comments(&mut out, game, None);
    let tags = game.tags();
    let mut done = vec![false; tags.len()];
    for name in MANDATORY {
        if let Some(i) = tags.iter().position(|t| t.name == name) {
            write_tag(&mut out, game, i, &tags[i]);
            done[i] = true;
        }
    }
    let mut plain: Vec<usize> = (0..tags.len())
        .filter(|&i| !done[i] && tags[i].data.is_empty())
        .filter(|&i| !matches!(tags[i].name.as_str(), "Note" | "Auction" | "Play"))
        .collect();
    plain.sort_by(|&a, &b| tags[a].name.cmp(&tags[b].name));
    for i in plain {
        write_tag(&mut out, game, i, &tags[i]);
        done[i] = true;
    }
    for (name, section) in [("Auction", 0), ("Play", 1)] {
        let Some(i) = tags.iter().position(|t| t.name == name) else {
            continue;
        };
        done[i] = true;
        match (section, game.auction(), game.play_section()) {
            (0, Some(a), _) => write_auction(&mut out, a),
            (1, _, Some(p)) if !(p.cards.is_empty() && tags[i].value.trim().is_empty()) => {
                write_play(&mut out, p)
            }
            _ => write_tag(&mut out, game, i, &tags[i]),
        }
        comments(&mut out, game, Some(i));
        // Comments after the section's notes follow the notes.
        let play_idx = tags.iter().position(|t| t.name == "Play");
        for (j, _) in tags.iter().enumerate().filter(|(_, t)| t.name == "Note") {
            let parsed = if section == 0 {
                game.auction().is_some()
            } else {
                game.play_section().is_some()
            };
            if parsed && (section == 1) == play_idx.is_some_and(|p| j > p) {
                comments(&mut out, game, Some(j));
            }
        }
    }
    let mut rest: Vec<usize> = (0..tags.len())
        .filter(|&i| !done[i] && tags[i].name != "Note")
        .collect();
    rest.sort_by(|&a, &b| tags[a].name.cmp(&tags[b].name));
    for i in rest {
        write_tag(&mut out, game, i, &tags[i]);
    }
    // Notes of an unreadable section stay as written.
    if game.auction().is_none() && game.play_section().is_none() {
        for (i, t) in tags.iter().enumerate().filter(|(_, t)| t.name == "Note") {
            write_tag(&mut out, game, i, t);
        }
    }
    out
}

/// A whole file: a `% PBN 2.1` line, then the games separated by empty lines.
#[must_use]
pub fn write(games: &[Game]) -> String {
    let mut out = String::from("% PBN 2.1");
    out.push_str(EOL);
    for game in games {
        out.push_str(EOL);
        out.push_str(&write_game(game));
    }
    out
}
