//! Property tests of the PBN and LIN readers (and of every reader of the import door):
//! nothing panics on any input, a PBN text streamed gives what it gives read whole, and games
//! survive a write/read round trip.

use arbitre::notation::{card_token, clockwise_from};
use arbitre::pbn::{self, ContractTag};
use arbitre::play::Play;
use contract_bridge::auction::{Auction, Call};
use contract_bridge::{Bid, Card, FullDeal, Hand, Rank, Seat, Strain, Suit};
use proptest::prelude::*;
use std::fmt::Write as _;

const SAMPLE: &str = "% PBN 2.1\r\n[Event \"Club \\\"Open\\\" ]\"]\r\n[Board \"7\"]\r\n[Dealer \"S\"]\r\n[Vulnerable \"Both\"]\r\n\
[Deal \"S:AK2.AKQ.AK32.432 QJT9.J92.QJ9.765 8765.8765.87.A98 43.T43.T654.KQJT\"]\r\n[Declarer \"S\"]\r\n[Contract \"3NT\"]\r\n\
[Result \"9\"]\r\n{a comment\r\n\r\nwith an empty line}\r\n[Auction \"S\"]\r\n1C Pass 1S =1= Pass\r\n3NT AP\r\n[Note \"1:4+ spades\"]\r\n\
[Play \"W\"]\r\nSQ S5 S3 S2\r\nHJ H5 H3 HA ; comment\r\n*\r\n[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\r\nN NT 9\r\nS S 8\r\n\
\r\n[Board \"8\"]\r\n[Event \"#\"]\r\n[Auction \"W\"]\r\nPass\r\n";

fn check_no_panic(bytes: &[u8]) {
    let file = pbn::parse(bytes);
    for d in &file.diagnostics {
        assert!(d.line >= 1 && d.column >= 1);
    }
    let text = pbn::write(&file.games);
    let again = pbn::parse(text.as_bytes());
    assert_eq!(again.games.len(), file.games.len(), "{text}");
    let _ = arbitre::lin::parse(bytes);
    // Through the import door, as every format (by extension) and as sniffed.
    let options = arbitre::import::Options::default();
    for format in arbitre::import::Format::ALL {
        let ext = format.name().to_ascii_lowercase();
        let file = arbitre::import::read(bytes, Some(&ext), &options);
        for d in &file.diagnostics {
            assert!(d.line >= 1 && d.column >= 1, "{ext}: {d:?}");
        }
    }
    let _ = arbitre::import::read(bytes, None, &options);
    streamed_as_whole(bytes);
    streamed_file_as_whole(bytes);
}

/// Streamed from a file (read twice: UTF-8 or not is known first), any text without NUL
/// bytes gives the games and diagnostics of the whole-file reader.
fn streamed_file_as_whole(bytes: &[u8]) {
    if bytes.contains(&0) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.pbn");
    std::fs::write(&path, bytes).unwrap();
    let options = arbitre::import::Options::default();
    let whole = arbitre::import::read(bytes, Some("pbn"), &options);
    let mut kept = Keep::default();
    arbitre::import::stream(&path, &options, &mut kept).unwrap();
    assert_eq!(kept.games, whole.games, "{bytes:?}");
    assert_eq!(kept.diagnostics, whole.diagnostics, "{bytes:?}");
}

/// Collects what a streaming read hands over, in parts of `min_part` bytes or more.
#[derive(Default)]
struct Keep {
    games: Vec<pbn::Game>,
    diagnostics: Vec<pbn::Diagnostic>,
    min_part: usize,
}

impl arbitre::import::Visitor for Keep {
    type Kept = pbn::Game;
    fn keep(game: pbn::Game) -> pbn::Game {
        game
    }
    fn game(&mut self, game: pbn::Game) {
        self.games.push(game);
    }
    fn diagnostic(&mut self, diagnostic: pbn::Diagnostic) {
        self.diagnostics.push(diagnostic);
    }
    fn min_part(&self) -> usize {
        self.min_part
    }
}

/// Streamed, a PBN text gives the games and diagnostics of the whole-file reader. (Bytes
/// that are not UTF-8 are left out: the stream decodes the parts before the first bad byte
/// as UTF-8, the whole-file reader decodes everything as Windows-1252; so are NUL bytes,
/// after which the stream has handed over the games before them and the whole-file reader
/// refuses the file.)
fn streamed_as_whole(bytes: &[u8]) {
    if std::str::from_utf8(bytes).is_err() || bytes.contains(&0) {
        return;
    }
    let options = arbitre::import::Options::default();
    let whole = arbitre::import::read(bytes, Some("pbn"), &options);
    // A part a game, and parts of several games (as `check` reads).
    for min_part in [0, 1, 40] {
        let mut kept = Keep {
            min_part,
            ..Keep::default()
        };
        arbitre::import::stream_from(bytes, Some("pbn"), None, &options, &mut kept).unwrap();
        assert_eq!(
            kept.games,
            whole.games,
            "{min_part} {:?}",
            String::from_utf8_lossy(bytes)
        );
        assert_eq!(
            kept.diagnostics,
            whole.diagnostics,
            "{min_part} {:?}",
            String::from_utf8_lossy(bytes)
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check_no_panic(&bytes);
    }

    #[test]
    fn machine_like_bytes_never_panic(bytes in proptest::collection::vec(
        proptest::sample::select(b"0123456789 \0\x03\x04\x05\x06AKQJTabcdop=\r\nYN\":,/".to_vec()),
        0..700,
    )) {
        check_no_panic(&bytes);
    }

    #[test]
    fn pbn_like_text_never_panics(parts in proptest::collection::vec(
        prop_oneof![
            Just("["), Just("]"), Just("{"), Just("}"), Just("\""), Just(";"), Just("%"), Just("\n"), Just("\r\n"),
            Just("\r"), Just(" "), Just("\t"), Just("\\"), Just("#"), Just("##x"), Just("=1="), Just("$3"), Just("^R"),
            Just("*"), Just("+"), Just("-"), Just("Deal"), Just("Auction"), Just("Play"), Just("Note"), Just("N:"),
            Just("AKQ.JT9.876.5432"), Just("SA"), Just("1NT"), Just("Pass"), Just("AP"), Just("é"), Just("\u{feff}"),
            Just("pn|"), Just("md|"), Just("|"), Just("3S2TKH248TQD7C259T,"), Just("mb|"), Just("pc|"),
        ],
        0..80,
    )) {
        check_no_panic(parts.concat().as_bytes());
    }

    #[test]
    fn mutated_valid_files_never_panic(
        cuts in proptest::collection::vec((0..SAMPLE.len(), 0..12usize, proptest::collection::vec(any::<u8>(), 0..6)), 1..6)
    ) {
        let mut bytes = SAMPLE.as_bytes().to_vec();
        for (at, len, insert) in cuts {
            let at = at.min(bytes.len());
            let end = (at + len).min(bytes.len());
            bytes.splice(at..end, insert);
        }
        check_no_panic(&bytes);
    }
}

/// A deal from a permutation of the 52 cards.
fn deal_from(order: &[usize]) -> FullDeal {
    let mut hands = [Hand::EMPTY; 4];
    for (i, &k) in order.iter().enumerate() {
        let card = Card {
            suit: Suit::ASC[k / 13],
            rank: Rank::new(u8::try_from(k % 13).unwrap() + 2),
        };
        hands[i / 13].insert(card);
    }
    FullDeal::try_from(arbitre::play::deal_from_hands(hands)).unwrap()
}

/// A legal auction driven by `choices`, ending with passes.
fn auction_from(choices: &[u8]) -> Vec<Call> {
    let mut a = Auction::new();
    for &c in choices {
        if a.has_ended() {
            break;
        }
        let call = match c % 6 {
            0 | 1 => Call::Pass,
            2 => Call::Double,
            3 => Call::Redouble,
            _ => {
                let last = a.iter().rev().find_map(|c| match c {
                    Call::Bid(b) => Some(*b),
                    _ => None,
                });
                let start = last.map_or(0, |b| {
                    (b.level.get() as usize - 1) * 5 + b.strain as usize + 1
                });
                let next = start + usize::from(c / 6) % 3;
                if next >= 35 {
                    Call::Pass
                } else {
                    Call::Bid(Bid::new(
                        u8::try_from(next / 5 + 1).unwrap(),
                        Strain::ASC[next % 5],
                    ))
                }
            }
        };
        if a.can_push(call).is_ok() {
            a.push(call);
        }
    }
    while !a.has_ended() {
        a.push(Call::Pass);
    }
    a.to_vec()
}

fn call_pbn(call: Call, lower: bool) -> String {
    let s = pbn::write_call(call);
    if lower { s.to_lowercase() } else { s }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn generated_games_read_back_and_round_trip(
        order in Just((0..52).collect::<Vec<usize>>()).prop_shuffle(),
        dealer in 0..4usize,
        board in 1..40u32,
        choices in proptest::collection::vec(any::<u8>(), 0..30),
        picks in proptest::collection::vec(any::<u8>(), 0..52),
        lower in any::<bool>(),
        first in 0..4usize,
        // Not starting with '#': a value "#" or "##…" asks for the previous game's.
        event in "([ -\"$-~é♠][ -~é♠]{0,19})?",
    ) {
        let deal = deal_from(&order);
        let dealer = Seat::ALL[dealer];
        let calls = auction_from(&choices);
        let mut text = String::new();
        let escaped = event.replace('\\', "\\\\").replace('"', "\\\"");
        let _ = write!(text, "[Event \"{escaped}\"]\n[Board \"{board}\"]\n[Dealer \"{}\"]\n", dealer.letter());
        let deal_text = deal.display(Seat::ALL[first]).to_string();
        let deal_text = if lower { deal_text.to_lowercase() } else { deal_text };
        let _ = write!(text, "[Deal \"{deal_text}\"]\n[Auction \"{}\"]\n", dealer.letter());
        for (i, c) in calls.iter().enumerate() {
            text.push_str(&call_pbn(*c, lower));
            text.push(if i % 4 == 3 { '\n' } else { ' ' });
        }
        if !text.ends_with('\n') {
            text.push('\n');
        }
        let mut section = pbn::AuctionSection {
            first: dealer, calls: Vec::new(), end: pbn::AuctionEnd::Passes, notes: Vec::new(), end_nags: Vec::new(),
        };
        for (i, &c) in calls.iter().enumerate() {
            section.calls.push(pbn::AuctionCall::new(pbn::CallToken::Call(c), "", clockwise_from(dealer)[i % 4], 1, 1));
        }
        let (contract, declarer) = section.final_contract().unwrap();
        let mut expected_cards = Vec::new();
        if let (ContractTag::Bid(c), Some(declarer)) = (contract, declarer) {
            let mut play = Play::new(deal, declarer, c.bid.strain);
            for &p in &picks {
                let Some(seat) = play.next_seat() else { break };
                let hand = play.position(play.len()).legal_cards(seat);
                let cards: Vec<Card> = hand.iter().collect();
                let card = cards[usize::from(p) % cards.len()];
                play.push(card).unwrap();
            }
            expected_cards = play.cards().to_vec();
            let _ = writeln!(text, "[Play \"{}\"]", declarer.lho().letter());
            for row in play.to_pbn_rows(declarer.lho()) {
                let cells: Vec<String> = row.iter().map(|c| c.map_or_else(|| "-".to_owned(), card_token)).collect();
                let _ = writeln!(text, "{}", cells.join(" "));
            }
            if !play.is_finished() {
                text.push_str("*\n");
            }
        }
        let file = pbn::parse(text.as_bytes());
        prop_assert!(!file.has_errors(), "{text}\n{:?}", file.diagnostics);
        prop_assert_eq!(file.games.len(), 1, "{}", text);
        let g = &file.games[0];
        prop_assert_eq!(g.full_deal(), Some(deal));
        prop_assert_eq!(g.dealer(), Some(dealer));
        prop_assert_eq!(g.tag("Event"), Some(event.as_str()));
        prop_assert_eq!(g.contract(), Some(contract));
        prop_assert_eq!(g.declarer(), declarer);
        prop_assert_eq!(g.auction().unwrap().made().into_iter().map(|(_, c)| c).collect::<Vec<_>>(), calls);
        if !expected_cards.is_empty() {
            prop_assert_eq!(g.play().unwrap().cards(), &expected_cards[..]);
        }
        let written = pbn::write(&file.games);
        let again = pbn::parse(written.as_bytes());
        prop_assert!(!again.has_errors(), "{written}");
        prop_assert_eq!(again.games.len(), 1);
        if let Err(e) = pbn::same_game(g, &again.games[0]) {
            prop_assert!(false, "{e}\n{written}");
        }
        prop_assert_eq!(pbn::write(&again.games), written);
    }
}
