//! A contract (and the auction) the director enters, for a board whose hand record gives
//! only the deal (a dealing machine's file) or to correct what the file says.
//!
//! The case stays a `revoke-case/1` file: the board becomes one inline PBN game holding the
//! deal, the entered `Declarer`, `Contract` and `Auction`, which the strict reader reads
//! back like any other game.

use super::model::{Board, BoardSource, Case, EquityJudgement, Meta, TableCall};
use crate::play::Play;
use contract_bridge::{AbsoluteVulnerability, Contract, FullDeal, Penalty, Seat};
use std::fmt::Write as _;

/// What a hand record gives about a board: no contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandRecord {
    /// The board number as written.
    pub number: String,
    /// The dealer (from the file, else from the board number).
    pub dealer: Seat,
    /// Who is vulnerable (from the file, else from the board number).
    pub vulnerability: AbsoluteVulnerability,
    /// The deal.
    pub deal: FullDeal,
    /// The players' names by seat (`Seat as usize`), if known.
    pub players: [String; 4],
}

impl HandRecord {
    /// The hand record of a case's board (its contract set aside).
    #[must_use]
    pub fn of(board: &Board) -> Self {
        Self {
            number: board.number.clone(),
            dealer: board.dealer,
            vulnerability: board.vulnerability,
            deal: board.deal,
            players: board.players.clone(),
        }
    }

    /// A new case on this board with the contract entered, no play and no fact yet.
    #[must_use]
    pub fn case(&self, contract: Contract, declarer: Seat, auction: Vec<TableCall>) -> Case {
        let board = self.board(contract, declarer, auction);
        let mut meta = Meta::default();
        super::people::names_into(&mut meta, &self.players);
        Case {
            title: String::new(),
            source: BoardSource::Inline {
                pbn: inline_pbn(&board),
            },
            play: Play::new(board.deal, declarer, contract.bid.strain),
            board,
            marked_revokes: Vec::new(),
            attention: None,
            claim: None,
            equity: EquityJudgement::default(),
            meta,
            changes: Default::default(),
        }
    }

    fn board(&self, contract: Contract, declarer: Seat, auction: Vec<TableCall>) -> Board {
        Board {
            number: self.number.clone(),
            dealer: self.dealer,
            vulnerability: self.vulnerability,
            deal: self.deal,
            declarer,
            contract,
            auction,
            players: self.players.clone(),
        }
    }
}

/// The case with another contract: the board written inline with it, the play replayed
/// under it (the cards kept as far as they still fit: a new declarer changes who leads),
/// the facts kept.
#[must_use]
pub fn with_contract(
    case: &Case,
    contract: Contract,
    declarer: Seat,
    auction: Vec<TableCall>,
) -> Case {
    let record = HandRecord::of(&case.board);
    let board = record.board(contract, declarer, auction);
    let mut play = Play::new(board.deal, declarer, contract.bid.strain);
    for &(_, card) in case.play.absent() {
        if let Ok(p) = play.clone().with_absent(card) {
            play = p;
        }
    }
    for &card in case.play.cards() {
        if play.push(card).is_err() {
            break;
        }
    }
    Case {
        source: BoardSource::Inline {
            pbn: inline_pbn(&board),
        },
        board,
        play,
        // A contract entered: the auction is over.
        changes: super::changes::Changes {
            auction_only: false,
            ..case.changes.clone()
        },
        ..case.clone()
    }
}

/// The board as one PBN game: board, players, dealer, vulnerability, deal, declarer,
/// contract and, when known, the auction (calls from the dealer, `=n=` note references
/// kept, `AP` for all pass).
#[must_use]
pub fn inline_pbn(board: &Board) -> String {
    let mut out = String::new();
    let tag = |out: &mut String, name: &str, value: &str| {
        let value = value.replace(['"', '\\'], "").replace(['\r', '\n'], " ");
        let _ = writeln!(out, "[{name} \"{value}\"]");
    };
    tag(&mut out, "Board", &board.number);
    for (seat, name) in [Seat::West, Seat::North, Seat::East, Seat::South]
        .into_iter()
        .map(|s| (s, &board.players[s as usize]))
    {
        if !name.is_empty() {
            tag(&mut out, seat_tag(seat), name);
        }
    }
    tag(&mut out, "Dealer", &board.dealer.letter().to_string());
    tag(&mut out, "Vulnerable", vulnerable_tag(board.vulnerability));
    tag(&mut out, "Deal", &deal_tag(&board.deal, board.dealer));
    tag(&mut out, "Declarer", &board.declarer.letter().to_string());
    tag(&mut out, "Contract", &contract_tag(board.contract));
    if !board.auction.is_empty() {
        tag(&mut out, "Auction", &board.dealer.letter().to_string());
        // An alert is a bare `!` after the call; each explanation is a note, numbered in
        // the order of the calls.
        let mut notes = Vec::new();
        let calls: Vec<String> = board
            .auction
            .iter()
            .map(|c| {
                let mut token = c.call.clone();
                if c.alert {
                    token.push('!');
                }
                let note = one_line(&c.note);
                if !note.is_empty() {
                    notes.push(note);
                    let _ = write!(token, " ={}=", notes.len());
                }
                token
            })
            .collect();
        for row in calls.chunks(4) {
            let _ = writeln!(out, "{}", row.join(" "));
        }
        for (i, note) in notes.iter().enumerate() {
            let text = note.replace('\\', "\\\\").replace('"', "\\\"");
            let _ = writeln!(out, "[Note \"{}:{text}\"]", i + 1);
        }
    }
    out
}

/// An explanation on one line, as a PBN note holds it.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

const fn seat_tag(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "North",
        Seat::East => "East",
        Seat::South => "South",
        Seat::West => "West",
    }
}

fn vulnerable_tag(v: AbsoluteVulnerability) -> &'static str {
    match (
        v.contains(AbsoluteVulnerability::NS),
        v.contains(AbsoluteVulnerability::EW),
    ) {
        (false, false) => "None",
        (true, false) => "NS",
        (false, true) => "EW",
        (true, true) => "All",
    }
}

/// `4SX`, `3NTXX`, as the PBN Contract tag writes it.
#[must_use]
pub fn contract_tag(contract: Contract) -> String {
    let penalty = match contract.penalty {
        Penalty::Undoubled => "",
        Penalty::Doubled => "X",
        Penalty::Redoubled => "XX",
    };
    format!(
        "{}{}{penalty}",
        contract.bid.level.get(),
        crate::notation::strain_code(contract.bid.strain)
    )
}

fn deal_tag(deal: &FullDeal, first: Seat) -> String {
    crate::model::values::deal_pbn(&(*deal).into(), first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use contract_bridge::{Bid, Level, Strain};
    use std::path::Path;

    fn record() -> HandRecord {
        let text = "[Board \"7\"]\n[Deal \"E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652\"]\n";
        let file = crate::pbn::parse(text.as_bytes());
        HandRecord {
            number: "7".to_owned(),
            dealer: Seat::South,
            vulnerability: AbsoluteVulnerability::ALL,
            deal: file.games[0].full_deal().unwrap(),
            players: [
                "Ann \"the\" North".to_owned(),
                String::new(),
                "Sam\\South".to_owned(),
                String::new(),
            ],
        }
    }

    fn contract(level: u8, strain: Strain, penalty: Penalty) -> Contract {
        Contract {
            bid: Bid {
                level: Level::new(level),
                strain,
            },
            penalty,
        }
    }

    fn calls(s: &str) -> Vec<TableCall> {
        TableCall::plain(&s.split_whitespace().collect::<Vec<_>>())
    }

    /// Every contract and auction the form can give makes a case file that reads back.
    #[test]
    fn an_entered_contract_reads_back_from_the_case_file() {
        let four_spades = contract(4, Strain::Spades, Penalty::Doubled);
        for (c, declarer, auction) in [
            (four_spades, Seat::North, Vec::new()),
            (
                four_spades,
                Seat::North,
                calls("Pass 1S Pass 4S X Pass Pass Pass"),
            ),
            (four_spades, Seat::North, calls("Pass 1S")),
            (
                contract(3, Strain::Notrump, Penalty::Redoubled),
                Seat::West,
                calls("Pass 1S Pass 4S Pass Pass Pass"),
            ),
            (
                contract(7, Strain::Clubs, Penalty::Undoubled),
                Seat::East,
                calls("Pass Pass Pass Pass"),
            ),
        ] {
            let case = record().case(c, declarer, auction.clone());
            let toml = crate::case::to_toml_string(&case);
            let back = crate::case::from_toml_str(&toml, Path::new("."))
                .unwrap_or_else(|e| panic!("{auction:?}: {e}\n{toml}"));
            assert_eq!(back.board.contract, c);
            assert_eq!(back.board.declarer, declarer);
            assert_eq!(back.board.dealer, Seat::South);
            assert_eq!(back.board.vulnerability, AbsoluteVulnerability::ALL);
            assert_eq!(back.board.deal, case.board.deal);
        }
    }

    /// Alerts and explanations are kept in the case file, quotes, backslashes, colons and
    /// line breaks included.
    #[test]
    fn alerts_and_explanations_read_back_from_the_case_file() {
        let mut auction = calls("Pass 1S Pass 2NT Pass 4S Pass Pass Pass");
        auction[1].alert = true;
        auction[3].alert = true;
        auction[3].note = "Jacoby: \"game forcing\"\nwith 4+ spades, 1:1 \\ C:".to_owned();
        auction[5].note = "no shortness".to_owned();
        let case = record().case(
            contract(4, Strain::Spades, Penalty::Undoubled),
            Seat::North,
            auction.clone(),
        );
        let toml = crate::case::to_toml_string(&case);
        let back = crate::case::from_toml_str(&toml, Path::new("."))
            .unwrap_or_else(|e| panic!("{e}\n{toml}"));
        assert_eq!(back.board.auction.len(), 9);
        assert!(back.board.auction[1].alert && back.board.auction[3].alert);
        assert!(!back.board.auction[0].alert && !back.board.auction[5].alert);
        assert_eq!(
            back.board.auction[3].note,
            "Jacoby: \"game forcing\" with 4+ spades, 1:1 \\ C:"
        );
        assert_eq!(back.board.auction[5].note, "no shortness");
        assert!(back.board.auction[1].note.is_empty());
        assert_eq!(
            TableCall::tokens(&back.board.auction),
            TableCall::tokens(&auction)
        );
    }

    /// A PBN file's alerts (`!`) and notes (`=n=` and the Note tags) come with the calls; `AP`
    /// is written out as passes.
    #[test]
    fn a_pbn_auction_brings_its_alerts_and_notes() {
        let text = "[Board \"7\"]\n[Dealer \"S\"]\n[Vulnerable \"All\"]\n\
            [Deal \"E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652\"]\n\
            [Declarer \"N\"]\n[Contract \"2H\"]\n[Auction \"S\"]\n\
            Pass 1C! =1= Pass 2C ! =2=\nPass 2H AP\n\
            [Note \"1:could be short\"]\n[Note \"2:Stayman\"]\n";
        let file = crate::pbn::parse(text.as_bytes());
        let calls = crate::case::auction_calls(file.games[0].auction().unwrap());
        assert_eq!(
            TableCall::tokens(&calls),
            [
                "Pass", "1C", "Pass", "2C", "Pass", "2H", "Pass", "Pass", "Pass"
            ]
        );
        assert!(calls[1].alert && calls[3].alert && !calls[5].alert);
        assert_eq!(calls[1].note, "could be short");
        assert_eq!(calls[3].note, "Stayman");
        assert!(calls[5].note.is_empty());
    }

    #[test]
    fn a_new_contract_keeps_the_play_as_far_as_it_fits() {
        let mut case = record().case(
            contract(4, Strain::Spades, Penalty::Undoubled),
            Seat::North,
            Vec::new(),
        );
        for _ in 0..4 {
            let seat = case.play.next_seat().unwrap();
            let card = case
                .play
                .position(case.play.len())
                .legal_cards(seat)
                .iter()
                .next()
                .unwrap();
            case.play.push(card).unwrap();
        }
        let doubled = with_contract(
            &case,
            contract(4, Strain::Spades, Penalty::Doubled),
            Seat::North,
            Vec::new(),
        );
        assert_eq!(doubled.play.cards(), case.play.cards());
        let other_side = with_contract(
            &case,
            contract(4, Strain::Hearts, Penalty::Undoubled),
            Seat::East,
            Vec::new(),
        );
        assert!(
            other_side.play.len() < case.play.len(),
            "East's side declares: South leads"
        );
    }
}
