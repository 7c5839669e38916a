//! RBN's auction (`A`) and play (`P`) lines, as Pavlicek's notation writes them, made into
//! the PBN Auction and Play sections that the shared interpretation reads:
//!
//! - `A WZ:1S2H2S4D:4SPP5H:XA`: after the dealer and vulnerability, the calls with no
//!   separator (`P` pass, `X` double, `R` redouble, a bid as level and `C D H S N`); a `:`
//!   may stand between rounds; `A` at the end is "all pass"; `*` after a call alerts it,
//!   `^1` points it to note 1 (the record's line labelled `1`).
//! - `P CK972:CQ!H483:...`: tricks separated by `:`, each from its leader; a card is its
//!   suit and rank, or its rank alone when it follows the suit led; `!` and `?` after a card
//!   judge it and are left out.
//!
//! Every call and card keeps its line and column; what cannot be read is an error there.

use super::Boards;
use crate::i18n::Msg;
use crate::model::auction::{AuctionCall, AuctionEnd, AuctionSection, CallToken, call_text};
use crate::model::game::{Element, Tag};
use crate::model::values::ContractTag;
use crate::play::Play;
use contract_bridge::auction::Call;
use contract_bridge::{Bid, Card, Level, PartialDeal, Seat, Strain, Suit};

/// A line's data and where it starts.
pub(super) struct Line<'a> {
    pub data: &'a str,
    pub line: usize,
    /// The column of the data's first character.
    pub column: usize,
}

impl Line<'_> {
    /// The characters of the data from `skip` on, each with its column.
    fn chars(&self, skip: usize) -> Vec<(usize, char)> {
        self.data
            .chars()
            .enumerate()
            .skip(skip)
            .map(|(i, c)| (self.column + i, c))
            .collect()
    }
}

fn element(text: String, line: usize, column: usize) -> Element {
    Element::token(&text, false, line, column)
}

/// A bid's strain letter (`N` for notrump).
fn strain(c: char) -> Option<Strain> {
    match c.to_ascii_uppercase() {
        'C' => Some(Strain::Clubs),
        'D' => Some(Strain::Diamonds),
        'H' => Some(Strain::Hearts),
        'S' => Some(Strain::Spades),
        'N' => Some(Strain::Notrump),
        _ => None,
    }
}

/// The Auction tag (with its Note tags) of an `A` line, and the final contract with
/// declarer when the auction is complete. `first` is the dealer; `notes` the record's
/// digit lines (number, text, line).
pub(super) fn auction(
    a: &Line<'_>,
    first: Seat,
    notes: &[(u32, String, usize)],
    out: &mut Boards,
) -> (Vec<Tag>, Option<(ContractTag, Option<Seat>)>) {
    let mut tag = Tag::new("Auction", &first.letter().to_string(), a.line, a.column);
    let mut section = AuctionSection::new(first, Vec::new());
    let mut note_tags = Vec::new();
    // After the dealer and vulnerability (`WZ:`), when written.
    let skip = if a.data.chars().nth(2) == Some(':') {
        3
    } else {
        0
    };
    let chars = a.chars(skip);
    let mut seat = first;
    let mut i = 0;
    while let Some(&(column, c)) = chars.get(i) {
        i += 1;
        let call = match c.to_ascii_uppercase() {
            ':' => continue,
            'A' => {
                if let Some(&(column, _)) = chars.get(i) {
                    out.error((a.line, column), Msg::new("import-rbn-after-all-pass"));
                }
                tag.data.push(element("AP".to_owned(), a.line, column));
                section.end = AuctionEnd::AllPass;
                break;
            }
            '*' => {
                if let Some(last) = tag.data.last_mut() {
                    last.text = compact_str::format_compact!("{}!", last.text);
                }
                continue;
            }
            '^' => {
                let digit = chars.get(i).and_then(|&(_, d)| d.to_digit(10));
                let Some(n) = digit.filter(|_| !section.calls.is_empty()) else {
                    out.error((a.line, column), Msg::new("import-rbn-note-mark"));
                    break;
                };
                i += 1;
                tag.data.push(element(format!("={n}="), a.line, column));
                if let Some((_, text, line)) = notes.iter().find(|(k, _, _)| *k == n) {
                    note_tags.push(Tag::new("Note", &format!("{n}:{text}"), *line, 1));
                }
                continue;
            }
            'P' => Call::Pass,
            'X' => Call::Double,
            'R' => Call::Redouble,
            level => {
                let bid = level
                    .to_digit(10)
                    .and_then(|l| Level::try_new(u8::try_from(l).ok()?).ok())
                    .zip(chars.get(i).and_then(|&(_, s)| strain(s)));
                let Some((level, strain)) = bid else {
                    let token: String = chars[i - 1..].iter().take(2).map(|&(_, c)| c).collect();
                    out.error(
                        (a.line, column),
                        Msg::new("import-rbn-call").arg("token", token),
                    );
                    break;
                };
                i += 1;
                Call::Bid(Bid { level, strain })
            }
        };
        let token = CallToken::Call(call);
        tag.data.push(element(call_text(token), a.line, column));
        section.calls.push(AuctionCall::new(
            token,
            call_text(token),
            seat,
            a.line,
            column,
        ));
        seat = seat.lho();
    }
    let contract = section.final_contract();
    let mut tags = vec![tag];
    tags.extend(note_tags);
    (tags, contract)
}

/// A card from its suit letter and its rank letter.
fn card(suit: char, rank: char) -> Option<Card> {
    crate::notation::parse_card(&format!("{suit}{rank}")).ok()
}

/// The cards of a `P` line in playing order, each with its column; an error stops it.
fn cards(p: &Line<'_>, out: &mut Boards) -> Vec<(Card, usize)> {
    let mut cards = Vec::new();
    let mut led: Option<Suit> = None;
    let mut in_trick = 0;
    let chars = p.chars(0);
    let mut i = 0;
    while let Some(&(column, c)) = chars.get(i) {
        i += 1;
        if c == ':' {
            led = None;
            in_trick = 0;
            continue;
        }
        if matches!(c, '!' | '?') {
            continue;
        }
        let card = if matches!(c.to_ascii_uppercase(), 'S' | 'H' | 'D' | 'C') {
            let read = chars.get(i).and_then(|&(_, r)| card(c, r));
            i += usize::from(read.is_some());
            read
        } else {
            led.and_then(|s| card(s.letter(), c))
        };
        let Some(card) = card.filter(|_| in_trick < 4) else {
            let token: String = chars[i - 1..].iter().take(2).map(|&(_, c)| c).collect();
            out.error(
                (p.line, column),
                Msg::new("import-rbn-card").arg("token", token),
            );
            break;
        };
        led = led.or(Some(card.suit));
        in_trick += 1;
        cards.push((card, column));
    }
    cards
}

/// The Play tag of a `P` line, replayed on the deal (so that each card goes to its seat's
/// column), and declarer's tricks when the play is complete.
pub(super) fn play(
    p: &Line<'_>,
    deal: Option<PartialDeal>,
    contract: Option<(ContractTag, Option<Seat>)>,
    out: &mut Boards,
) -> (Vec<Tag>, Option<u8>) {
    let read = cards(p, out);
    let Some(first) = read.first() else {
        return (Vec::new(), None);
    };
    let start = match (deal, contract) {
        (Some(deal), Some((ContractTag::Bid(c), Some(declarer)))) => {
            Some((deal, declarer, c.bid.strain))
        }
        _ => None,
    };
    let Some((deal, declarer, strain)) = start else {
        out.error((p.line, first.1), Msg::new("import-rbn-play-no-contract"));
        return (Vec::new(), None);
    };
    let mut play = Play::new(deal, declarer, strain);
    for &(card, column) in &read {
        if let Err(e) = play.push(card) {
            out.error((p.line, column), e.msg());
            break;
        }
    }
    let lead = declarer.lho();
    let mut tag = Tag::new("Play", &lead.letter().to_string(), p.line, p.column);
    for row in play.to_pbn_rows(lead) {
        for card in row {
            let column = card
                .and_then(|c| read.iter().find(|(r, _)| *r == c))
                .map_or(p.column, |&(_, col)| col);
            let text = card.map_or_else(|| "-".to_owned(), crate::notation::card_token);
            tag.data.push(element(text, p.line, column));
        }
    }
    let finished = play.is_finished();
    if !finished && !play.is_empty() {
        tag.data.push(element("*".to_owned(), p.line, p.column));
    }
    (vec![tag], finished.then(|| play.declarer_tricks()))
}
