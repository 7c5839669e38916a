//! Richard Pavlicek's RBN: records separated by an empty line, each line a label letter, a
//! space and data; `{...}` paragraphs are commentary. Read here: `B` (board), `H` (hands),
//! `A` (dealer and vulnerability, then the auction: see [`super::rbn_calls`]), `C`
//! (contract and declarer), `P` (the play), `R` (declarer's tricks), `E` (event), `N`
//! (players and room), and the digit lines (the auction's notes); `E`, `N`, `B` and `H`
//! carry over to the next records. The deal becomes a PBN Deal, the auction and the play PBN
//! sections, so their checks (and their places) are the PBN reader's.

use super::rbn_calls::{self, Line};
use super::{Boards, RANKS, Stated};
use crate::i18n::Msg;
use crate::model::values::{dealer_of_board, parse_seat_letter, vulnerability_of_board};
use contract_bridge::AbsoluteVulnerability;

/// A label's data and where it starts.
#[derive(Clone, Default)]
struct Field {
    data: String,
    line: usize,
    column: usize,
}

impl Field {
    fn line(&self) -> Line<'_> {
        Line {
            data: &self.data,
            line: self.line,
            column: self.column,
        }
    }
}

#[derive(Default)]
struct Record {
    first_line: usize,
    last_line: usize,
    board: Option<Field>,
    hands: Option<Field>,
    auction: Option<Field>,
    contract: Option<Field>,
    play: Option<Field>,
    result: Option<Field>,
    event: Option<Field>,
    names: Option<Field>,
    /// The auction's notes: number, text, line.
    notes: Vec<(u32, String, usize)>,
    /// Whether this record wrote its own `H`.
    own_hands: bool,
}

/// Reads an RBN file.
pub(crate) fn read(bytes: &[u8], out: &mut Boards) {
    let text = String::from_utf8_lossy(bytes);
    let mut record = Record::default();
    let mut in_comment = false;
    let mut count = 0;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim_end();
        if in_comment {
            in_comment = !line.contains('}');
            continue;
        }
        if line.starts_with('{') {
            in_comment = !line.contains('}');
            continue;
        }
        if line.is_empty() {
            end(&mut record, &mut count, out);
            continue;
        }
        if record.first_line == 0 {
            record.first_line = line_no;
        }
        record.last_line = line_no;
        let (label, data) =
            line.split_at(line.char_indices().nth(1).map_or(line.len(), |(i, _)| i));
        let lead = data.len() - data.trim_start().len();
        let field = Some(Field {
            data: data.trim().to_owned(),
            line: line_no,
            column: 1 + label.chars().count() + data[..lead].chars().count(),
        });
        match label {
            "B" => record.board = field,
            "H" => {
                record.hands = field;
                record.own_hands = true;
            }
            "A" => record.auction = field,
            "C" => record.contract = field,
            "P" => record.play = field,
            "R" => record.result = field,
            "E" => record.event = field,
            "N" => record.names = field,
            // A note belongs to the auction unless the play came first.
            digit if record.play.is_none() => {
                if let (Some(n), Some(f)) = (digit.parse::<u32>().ok(), field) {
                    record.notes.push((n, f.data, f.line));
                }
            }
            _ => {}
        }
    }
    end(&mut record, &mut count, out);
}

/// Ends a record: a board when it wrote its hands; the carried labels stay.
fn end(record: &mut Record, count: &mut usize, out: &mut Boards) {
    if record.own_hands
        && let Some(hands) = record.hands.clone()
    {
        *count += 1;
        let number = record
            .board
            .as_ref()
            .and_then(|b| b.data.split(':').next()?.trim().parse::<u32>().ok())
            .unwrap_or_else(|| out.implied_number(*count));
        let mut stated = dealer_vul(record.auction.as_ref(), number, record.first_line, out);
        if let Some(e) = &record.event {
            stated.extra.push(("Event", e.data.clone()));
        }
        if let Some(n) = &record.names {
            names(&n.data, &mut stated);
        }
        let deal = deal_pbn(&hands.data);
        match &deal {
            Some(deal) => stated.extra.push(("Deal", deal.clone())),
            None => out.error(
                (hands.line, 3),
                Msg::new("import-rbn-hands").arg("text", hands.data.clone()),
            ),
        }
        let deal = deal.and_then(|d| crate::model::parse_deal(&d).ok().flatten());
        let mut tags = Vec::new();
        let mut contract = None;
        if let (Some(a), Some(dealer)) = (&record.auction, stated.dealer) {
            let (auction, made) = rbn_calls::auction(&a.line(), dealer, &record.notes, out);
            tags.extend(auction);
            contract = made;
        }
        if let Some(c) = &record.contract {
            let (text, by) = c.data.split_once(':').unwrap_or((&c.data, ""));
            stated.extra.push(("Contract", text.trim().to_owned()));
            stated.extra.push(("Declarer", by.trim().to_owned()));
            let tag = crate::model::parse_contract(text).ok().flatten();
            contract = tag.map(|t| (t, parse_seat_letter(by)));
        }
        let mut tricks = None;
        if let Some(p) = &record.play {
            let (play, finished) = rbn_calls::play(&p.line(), deal, contract, out);
            tags.extend(play);
            tricks = finished;
        }
        let stated_tricks = record.result.as_ref().map(|r| {
            r.data
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
        });
        if let Some(t) = stated_tricks.or(tricks.map(|t| t.to_string())) {
            stated.extra.push(("Result", t));
        }
        out.push_with(number, stated, (record.first_line, record.last_line), tags);
    }
    record.auction = None;
    record.contract = None;
    record.play = None;
    record.result = None;
    record.notes.clear();
    record.own_hands = false;
    record.first_line = 0;
}

/// Players and room from the `N` line: `North+South:West+East`, then the room (`O` open,
/// `C` closed, or a table number).
fn names(data: &str, stated: &mut Stated) {
    let mut parts = data.split(':');
    let pair = |p: Option<&str>| {
        let (a, b) = p
            .unwrap_or("")
            .split_once('+')
            .unwrap_or((p.unwrap_or(""), ""));
        (a.trim().to_owned(), b.trim().to_owned())
    };
    let (north, south) = pair(parts.next());
    let (west, east) = pair(parts.next());
    for (name, value) in [
        ("North", north),
        ("South", south),
        ("West", west),
        ("East", east),
    ] {
        if !value.is_empty() {
            stated.extra.push((name, value));
        }
    }
    let room = match parts.next().map(str::trim) {
        Some("O") => "Open".to_owned(),
        Some("C") => "Closed".to_owned(),
        Some(other) => other.to_owned(),
        None => String::new(),
    };
    if !room.is_empty() {
        stated.extra.push(("Room", room));
    }
}

/// Dealer and vulnerability from the `A` line (`WZ:...`: dealer W, none vulnerable), else
/// by the board number with a warning.
fn dealer_vul(auction: Option<&Field>, number: u32, line: usize, out: &mut Boards) -> Stated {
    let mut stated = Stated::default();
    let head: Vec<char> = auction.map_or_else(Vec::new, |a| a.data.chars().take(2).collect());
    if let [d, v] = head[..] {
        stated.dealer = parse_seat_letter(&d.to_string());
        stated.vulnerability = match v.to_ascii_uppercase() {
            'Z' => Some(AbsoluteVulnerability::NONE),
            'N' => Some(AbsoluteVulnerability::NS),
            'E' => Some(AbsoluteVulnerability::EW),
            'B' => Some(AbsoluteVulnerability::ALL),
            _ => None,
        };
    }
    if stated.dealer.is_none() || stated.vulnerability.is_none() {
        out.warning(
            (auction.map_or(line, |a| a.line), 1),
            Msg::new("import-rbn-no-dealer").arg("board", number),
        );
        stated.dealer = stated.dealer.or(dealer_of_board(number));
        stated.vulnerability = stated.vulnerability.or(vulnerability_of_board(number));
    }
    stated
}

/// `W:A8765.QT.K9.AT87:J42...:...:` to a PBN deal; three hands and an empty fourth give the
/// fourth the rest; a hidden hand (`;`) or an empty one is `-`.
fn deal_pbn(data: &str) -> Option<String> {
    let (first, hands) = data.split_once(':')?;
    let first = parse_seat_letter(first)?;
    let parts: Vec<&str> = hands.split([':', ';']).collect();
    if parts.len() > 4 || parts.is_empty() {
        return None;
    }
    let mut hands: Vec<String> = parts.iter().map(|p| p.trim().to_owned()).collect();
    hands.resize(4, String::new());
    let given = hands.iter().filter(|h| !h.is_empty()).count();
    if given == 3
        && let Some(empty) = hands.iter().position(String::is_empty)
    {
        hands[empty] = rest(&hands)?;
    }
    let hands: Vec<String> = hands
        .into_iter()
        .map(|h| if h.is_empty() { "-".to_owned() } else { h })
        .collect();
    Some(format!("{}:{}", first.letter(), hands.join(" ")))
}

/// The hand holding every card the others do not name.
fn rest(hands: &[String]) -> Option<String> {
    let mut held = [[false; 13]; 4];
    for hand in hands.iter().filter(|h| !h.is_empty()) {
        let suits: Vec<&str> = hand.split('.').collect();
        if suits.len() != 4 {
            return None;
        }
        for (s, ranks) in suits.iter().enumerate() {
            for r in ranks.bytes() {
                let i = RANKS.iter().position(|&x| x == r.to_ascii_uppercase())?;
                held[s][i] = true;
            }
        }
    }
    let suits: Vec<String> = held
        .iter()
        .map(|suit| {
            (0..13)
                .filter(|&i| !suit[i])
                .map(|i| RANKS[i] as char)
                .collect()
        })
        .collect();
    Some(suits.join("."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fourth_hand_gets_the_rest() {
        assert_eq!(
            deal_pbn("W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:").as_deref(),
            Some("W:A8765.QT.K9.AT87 J42.AJ7632.J.632 QT3.85.Q86.KQJ54 K9.K94.AT75432.9")
        );
    }
}
