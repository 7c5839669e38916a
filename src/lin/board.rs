//! LIN pairs to raw PBN games: one game per `md` record (or per `qx` room).

use super::Pair;
use crate::i18n::Msg;
use crate::model::RawGame;
use crate::model::auction::{AuctionCall, AuctionSection, CallToken, call_text, parse_call};
use crate::model::game::{Comment, Element, Tag};
use crate::model::values::{ContractTag, hand_pbn, parse_deal};
use crate::model::{Diagnostic, Severity};
use crate::notation::parse_card;
use crate::play::Play;
use contract_bridge::{Card, Hand, Rank, Seat, Suit};

/// Hands in an `md` record: South, West, North, East.
const MD_ORDER: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

#[derive(Debug, Default)]
struct Board {
    title: Option<String>,
    room: Option<(char, String)>,
    md: Option<Pair>,
    vul: Option<String>,
    /// (token, alerted, explanation, line, column)
    calls: Vec<(String, bool, Option<String>, usize, usize)>,
    cards: Vec<Pair>,
    claim: Option<Pair>,
    comments: Vec<Pair>,
    first_line: usize,
    last_line: usize,
}

impl Board {
    fn is_empty(&self) -> bool {
        self.md.is_none() && self.calls.is_empty() && self.cards.is_empty()
    }
}

struct State<'a> {
    names: Vec<String>,
    event: Option<String>,
    board: Board,
    out: Vec<RawGame>,
    diags: &'a mut Vec<Diagnostic>,
}

/// Groups pairs into boards and turns each into a raw PBN game.
pub(crate) fn boards(pairs: &[Pair], diags: &mut Vec<Diagnostic>) -> Vec<RawGame> {
    let mut s = State {
        names: Vec::new(),
        event: None,
        board: Board::default(),
        out: Vec::new(),
        diags,
    };
    for p in pairs {
        match p.key.as_str() {
            "qx" => {
                s.flush();
                let mut chars = p.value.trim().chars();
                let room = chars.next().unwrap_or('o').to_ascii_lowercase();
                s.board.room = Some((room, chars.collect()));
            }
            "pn" => {
                if s.board.md.is_some() {
                    s.flush();
                }
                s.names = p.value.split(',').map(|n| n.trim().to_owned()).collect();
            }
            "md" => {
                if s.board.md.is_some() {
                    s.flush();
                }
                s.board.md = Some(p.clone());
            }
            "vg" => s.event = p.value.split(',').next().map(|e| e.trim().to_owned()),
            "ah" => s.board.title = Some(p.value.trim().to_owned()),
            "sv" => s.board.vul = Some(p.value.trim().to_owned()),
            "mb" => {
                let v = p.value.trim();
                let alerted = v.ends_with('!');
                let token = v.trim_end_matches('!').to_owned();
                s.board.calls.push((token, alerted, None, p.line, p.column));
            }
            "an" => match s.board.calls.last_mut() {
                Some(call) => call.2 = Some(p.value.clone()),
                None => s.warn(p, Msg::new("lin-explanation-alone")),
            },
            "pc" => s.board.cards.push(p.clone()),
            "mc" => s.board.claim = Some(p.clone()),
            "nt" => s.board.comments.push(p.clone()),
            _ => {}
        }
        if !s.board.is_empty() || s.board.room.is_some() {
            if s.board.first_line == 0 {
                s.board.first_line = p.line;
            }
            s.board.last_line = p.line;
        }
    }
    s.flush();
    s.out
}

fn tag(name: &str, value: &str, line: usize, column: usize) -> Tag {
    Tag::new(name, value, line, column)
}

fn element(text: &str, line: usize, column: usize) -> Element {
    Element::token(text, false, line, column)
}

/// Reads one LIN hand (`SAKH2D34C5` style, suits in any order, `10` accepted).
fn lin_hand(text: &str) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    let mut suit: Option<Suit> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let rank = match c.to_ascii_uppercase() {
            'S' => {
                suit = Some(Suit::Spades);
                continue;
            }
            'H' => {
                suit = Some(Suit::Hearts);
                continue;
            }
            'D' => {
                suit = Some(Suit::Diamonds);
                continue;
            }
            'C' => {
                suit = Some(Suit::Clubs);
                continue;
            }
            'A' => 14,
            'K' => 13,
            'Q' => 12,
            'J' => 11,
            'T' => 10,
            '1' if chars.peek() == Some(&'0') => {
                chars.next();
                10
            }
            d @ '2'..='9' => d as u8 - b'0',
            c if c.is_whitespace() => continue,
            other => return Err(other.to_string()),
        };
        let Some(suit) = suit else {
            return Err(c.to_string());
        };
        cards.push(Card {
            suit,
            rank: Rank::new(rank),
        });
    }
    Ok(cards)
}

impl State<'_> {
    fn warn(&mut self, p: &Pair, msg: Msg) {
        self.diags
            .push(Diagnostic::new(Severity::Warning, p.line, p.column, msg));
    }

    /// The PBN Deal and Dealer of an `md` value.
    fn deal(&mut self, md: &Pair) -> (Option<String>, Option<Seat>) {
        let v = md.value.trim();
        let (dealer, hands) = match v.chars().next() {
            Some(d @ '1'..='4') => (Some(MD_ORDER[(d as u8 - b'1') as usize]), &v[1..]),
            _ => (None, v),
        };
        let mut parsed: Vec<Option<Vec<Card>>> = Vec::new();
        for text in hands.split(',').take(4) {
            match lin_hand(text) {
                Ok(cards) if cards.is_empty() => parsed.push(None),
                Ok(cards) => parsed.push(Some(cards)),
                Err(bad) => {
                    self.warn(
                        md,
                        Msg::new("lin-hand-bad")
                            .arg("hand", text.to_owned())
                            .arg("token", bad),
                    );
                    return (None, dealer);
                }
            }
        }
        parsed.resize(4, None);
        // The fourth hand (East) may be left out: it holds the remaining cards.
        if parsed[3].is_none()
            && parsed[..3]
                .iter()
                .all(|h| h.as_ref().is_some_and(|c| c.len() == 13))
        {
            let mut rest: Hand = Hand::ALL;
            for card in parsed[..3].iter().flatten().flatten() {
                rest.remove(*card);
            }
            parsed[3] = Some(rest.iter().collect());
        }
        if parsed.iter().all(Option::is_none) {
            return (None, dealer);
        }
        let mut deal = String::from("S:");
        for (i, hand) in parsed.iter().enumerate() {
            if i > 0 {
                deal.push(' ');
            }
            match hand {
                None => deal.push('-'),
                Some(cards) => deal.push_str(&pbn_hand_keep_duplicates(cards)),
            }
        }
        (Some(deal), dealer)
    }

    fn flush(&mut self) {
        let board = std::mem::take(&mut self.board);
        if board.is_empty() {
            return;
        }
        let game = self.game(&board);
        self.out.push(game);
    }

    fn game(&mut self, b: &Board) -> RawGame {
        let (line, column) =
            b.md.as_ref()
                .map_or((b.first_line.max(1), 1), |m| (m.line, m.column));
        let mut tags = Vec::new();
        if let Some(e) = self.event.as_ref().filter(|e| !e.is_empty()) {
            tags.push(tag("Event", e, line, column));
        }
        let number = b
            .title
            .as_deref()
            .and_then(|t| {
                t.split_whitespace()
                    .last()
                    .filter(|w| w.chars().all(|c| c.is_ascii_digit()))
            })
            .map(str::to_owned)
            .or_else(|| {
                b.room
                    .as_ref()
                    .map(|(_, n)| n.clone())
                    .filter(|n| !n.is_empty())
            });
        if let Some(n) = number {
            tags.push(tag("Board", &n, line, column));
        }
        if let Some((room, _)) = &b.room {
            tags.push(tag(
                "Room",
                if *room == 'c' { "Closed" } else { "Open" },
                line,
                column,
            ));
        }
        let offset = if self.names.len() >= 8 && b.room.as_ref().is_some_and(|(r, _)| *r == 'c') {
            4
        } else {
            0
        };
        for (i, seat) in MD_ORDER.iter().enumerate() {
            if let Some(name) = self.names.get(offset + i).filter(|n| !n.is_empty()) {
                let label = match seat {
                    Seat::North => "North",
                    Seat::East => "East",
                    Seat::South => "South",
                    Seat::West => "West",
                };
                tags.push(tag(label, name, line, column));
            }
        }
        let (deal, dealer) = b.md.as_ref().map_or((None, None), |md| self.deal(md));
        if let Some(d) = dealer {
            tags.push(tag("Dealer", &d.letter().to_string(), line, column));
        }
        if let Some(v) = &b.vul {
            let pbn = match v.to_ascii_lowercase().as_str() {
                "n" => "NS",
                "e" => "EW",
                "b" => "All",
                _ => "None",
            };
            tags.push(tag("Vulnerable", pbn, line, column));
        }
        if let Some(d) = &deal {
            tags.push(tag("Deal", d, line, column));
        }
        let (auction_tags, contract) = self.auction(b, dealer);
        let contract_tags_at = tags.len();
        tags.extend(auction_tags);
        let mut result = b.claim.as_ref().map(|c| c.value.trim().to_owned());
        if let Some((contract, declarer)) = contract {
            let mut extra = vec![tag("Contract", &contract.pbn(), line, column)];
            if let Some(d) = declarer {
                extra.insert(0, tag("Declarer", &d.letter().to_string(), line, column));
            }
            let deal = deal.as_deref().and_then(|d| parse_deal(d).ok().flatten());
            if let (Some(deal), Some(declarer), Some(strain)) = (deal, declarer, contract.strain())
            {
                let (play_tags, tricks) = self.play(b, Play::new(deal, declarer, strain));
                if result.is_none() {
                    result = tricks.map(|t| t.to_string());
                }
                tags.extend(play_tags);
            } else if !b.cards.is_empty() {
                self.warn(&b.cards[0], Msg::new("lin-play-no-contract"));
            }
            if let Some(r) = &result {
                extra.push(tag("Result", r, line, column));
            }
            tags.splice(contract_tags_at..contract_tags_at, extra);
        } else if !b.cards.is_empty() {
            self.warn(&b.cards[0], Msg::new("lin-play-no-contract"));
        }
        let comments = b
            .comments
            .iter()
            .map(|p| Comment {
                text: p.value.clone(),
                line: p.line,
                column: p.column,
                after_tag: tags.len().checked_sub(1),
            })
            .collect();
        RawGame {
            tags,
            comments,
            first_line: b.first_line.max(1),
            last_line: b.last_line.max(b.first_line).max(1),
        }
    }

    /// The Auction tag, its notes, and the final contract with declarer.
    fn auction(
        &mut self,
        b: &Board,
        dealer: Option<Seat>,
    ) -> (Vec<Tag>, Option<(ContractTag, Option<Seat>)>) {
        let Some(&(_, _, _, line, column)) = b.calls.first() else {
            return (Vec::new(), None);
        };
        let first = dealer.unwrap_or(Seat::North);
        let mut auction = tag("Auction", &first.letter().to_string(), line, column);
        let mut notes = Vec::new();
        let mut section = AuctionSection::new(first, Vec::new());
        let mut seat = first;
        for (token, alerted, explanation, l, c) in &b.calls {
            let Some(call) = parse_call(token) else {
                self.diags.push(Diagnostic::new(
                    Severity::Warning,
                    *l,
                    *c,
                    Msg::new("lin-call-bad").arg("token", token.clone()),
                ));
                continue;
            };
            let text = call_text(CallToken::Call(call));
            auction.data.push(element(
                &format!("{text}{}", if *alerted { "!" } else { "" }),
                *l,
                *c,
            ));
            if let Some(x) = explanation {
                let n = notes.len() + 1;
                auction.data.push(element(&format!("={n}="), *l, *c));
                notes.push(tag("Note", &format!("{n}:{}", x.trim_end()), *l, *c));
            }
            section
                .calls
                .push(AuctionCall::new(CallToken::Call(call), text, seat, *l, *c));
            seat = seat.lho();
        }
        let contract = if dealer.is_some() {
            section.final_contract()
        } else {
            None
        };
        let mut out = vec![auction];
        out.extend(notes);
        (out, contract)
    }

    /// The Play tag (rows by seat from declarer's left) and declarer's tricks when the
    /// play is complete.
    fn play(&mut self, b: &Board, mut play: Play) -> (Vec<Tag>, Option<u8>) {
        let Some(first_pc) = b.cards.first() else {
            return (Vec::new(), None);
        };
        for p in &b.cards {
            let card = match parse_card(p.value.trim()) {
                Ok(c) => c,
                Err(_) => {
                    self.warn(p, Msg::new("lin-card-bad").arg("token", p.value.clone()));
                    break;
                }
            };
            if let Err(e) = play.push(card) {
                self.warn(p, e.msg());
                break;
            }
        }
        let lead = play.declarer().lho();
        let mut t = tag(
            "Play",
            &lead.letter().to_string(),
            first_pc.line,
            first_pc.column,
        );
        for row in play.to_pbn_rows(lead) {
            for card in row {
                let text = card.map_or_else(|| "-".to_owned(), crate::notation::card_token);
                t.data.push(element(&text, first_pc.line, first_pc.column));
            }
        }
        let finished = play.is_finished();
        if !finished && !play.is_empty() {
            t.data.push(element("*", first_pc.line, first_pc.column));
        }
        (vec![t], finished.then(|| play.declarer_tricks()))
    }
}

/// A hand as PBN, keeping duplicated cards so that the deal check reports them.
fn pbn_hand_keep_duplicates(cards: &[Card]) -> String {
    let hand: Hand = cards.iter().copied().collect();
    if hand.len() == cards.len() {
        return hand_pbn(hand);
    }
    let mut s = String::new();
    for (i, suit) in Suit::DESC.into_iter().enumerate() {
        if i > 0 {
            s.push('.');
        }
        for c in cards.iter().filter(|c| c.suit == suit) {
            s.push(c.rank.letter());
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_lin_hands() {
        let cards = lin_hand("S2TKH248TQD7C259T").unwrap();
        assert_eq!(cards.len(), 13);
        assert_eq!(lin_hand("s10ha").unwrap().len(), 2);
        assert!(lin_hand("SX").is_err());
        assert!(lin_hand("A").is_err());
    }
}
