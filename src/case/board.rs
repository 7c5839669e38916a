//! The board of a case file (a PBN game inline, or a board of a PBN file beside it) and the
//! play as it happened (`[play] cards`, else the PBN Play section).
//!
//! An error in the PBN game stops the reading, located in the case file (the PBN's own line
//! and column moved by where the inline text starts) or in the PBN file; nothing is
//! replaced by a default.

use super::CaseError;
use super::model::{Board, BoardSource, TableCall};
use super::read::{Loc, Reader, Section, at, expect, integer};
use crate::i18n::Msg;
use crate::notation::parse_card;
use crate::pbn::{self, ContractTag, Diagnostic, Severity};
use crate::play::Play;
use contract_bridge::{AbsoluteVulnerability, Seat};
use std::path::Path;
use toml::de::DeValue;

const BOARD: [&str; 3] = ["pbn", "pbn_file", "number"];
const PLAY: [&str; 2] = ["cards", "missing"];

/// Where the inline PBN text starts in the case file: its first line, and the column shift
/// of that first line.
struct Origin {
    line: usize,
    shift: usize,
}

impl Origin {
    /// The case file's line and column of a line and column of the inline PBN text.
    fn place(&self, line: usize, column: usize) -> Loc {
        Loc {
            line: self.line + line.saturating_sub(1),
            column: column + if line <= 1 { self.shift } else { 0 },
        }
    }
}

/// Where the board's PBN is written in the case file: an error in what one of its tags says
/// is placed at that tag for an inline game, else at the field (`pbn`, `pbn_file`).
pub(super) struct BoardPlace {
    at: usize,
    origin: Option<Origin>,
}

impl BoardPlace {
    /// An error about the PBN tag `tag` of `game`.
    fn fail(&self, r: &Reader<'_>, game: &pbn::Game, tag: &str, msg: Msg) -> CaseError {
        match (&self.origin, game.tag_entry(tag)) {
            (Some(origin), Some(t)) => CaseError::Field(at(origin.place(t.line, t.column), msg)),
            _ => r.fail(self.at, msg),
        }
    }
}

/// The inline PBN's origin, from the offset of its opening quote(s). A multi-line string's
/// first newline is not part of the text.
fn origin(r: &Reader<'_>, quote: usize) -> Origin {
    let text = r.text();
    let rest = text.get(quote..).unwrap_or("");
    let delimiter = if rest.starts_with("\"\"\"") || rest.starts_with("'''") {
        3
    } else {
        1
    };
    let start = quote + delimiter;
    let after = text.get(start..).unwrap_or("");
    if delimiter == 3 && (after.starts_with('\n') || after.starts_with("\r\n")) {
        Origin {
            line: r.loc(start).line + 1,
            shift: 0,
        }
    } else {
        Origin {
            line: r.loc(start).line,
            shift: r.loc(start).column - 1,
        }
    }
}

/// The first error of game `ordinal` (1-based, as diagnostics name games) or of the file.
fn first_error(file: &pbn::PbnFile, ordinal: usize) -> Option<&Diagnostic> {
    file.diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error && d.game.is_none_or(|g| g == ordinal))
}

/// The largest `pbn_file` read for a case's board (streamed: the memory holds one game).
const PBN_FILE_LIMIT: u64 = 256 << 20;

/// The first game of board `number` in a `pbn_file`, with its diagnostics and the file's
/// own (a limit passed), the file streamed and its reading stopped at that game.
fn read_pbn_file(path: &Path, number: &str) -> Result<pbn::PbnFile, Msg> {
    let mut options = crate::import::Options::default();
    options.limits.max_file = PBN_FILE_LIMIT;
    let mut pick = crate::import::Pick::first(crate::import::Wanted::board(number));
    crate::import::stream(path, &options, &mut pick).map_err(|e| crate::fsread::io_words(&e))?;
    Ok(pick.file)
}

/// Reads `[board]`: where the board comes from, the board, and its PBN game.
pub(super) fn read_board(
    r: &mut Reader<'_>,
    s: &Section<'_, '_>,
    base: &Path,
    auction_only: bool,
) -> Result<(BoardSource, Board, pbn::Game, BoardPlace), CaseError> {
    r.enter(s);
    r.known(s, &BOARD)?;
    let pbn_value = r.value(s, "pbn");
    let pbn_text = r.text_field(s, "pbn")?;
    let pbn_file = r.text_field(s, "pbn_file")?;
    let number = match r.value(s, "number") {
        None => None,
        Some(v) => match v.get_ref() {
            DeValue::String(t) if !t.trim().is_empty() => Some(t.to_string()),
            DeValue::Integer(_) if integer(v.get_ref()).is_some_and(|n| n > 0) => {
                integer(v.get_ref()).map(|n| n.to_string())
            }
            _ => return Err(r.wrong(s, "number", v, expect("case-expect-board-number"))),
        },
    };
    match (pbn_text, pbn_file, number) {
        (Some(text), None, None) => {
            let quote = pbn_value.map_or(s.span.0, |v| v.span().start);
            let file = pbn::parse(text.as_bytes());
            if file.games.len() > 1 {
                return Err(r.fail(
                    quote,
                    Msg::new("case-error-pbn-games").arg("count", file.games.len()),
                ));
            }
            if let Some(d) = first_error(&file, 1) {
                let loc = origin(r, quote).place(d.line, d.column);
                return Err(CaseError::Field(at(
                    loc,
                    Msg::new("case-error-pbn").arg("message", d.message.clone()),
                )));
            }
            let game = file
                .games
                .into_iter()
                .next()
                .ok_or_else(|| r.fail(quote, Msg::new("case-error-pbn-empty")))?;
            let place = BoardPlace {
                at: quote,
                origin: Some(origin(r, quote)),
            };
            let board = board_from_game(&game, auction_only)
                .map_err(|(tag, m)| place.fail(r, &game, tag, m))?;
            Ok((BoardSource::Inline { pbn: text }, board, game, place))
        }
        (None, Some(name), Some(number)) => {
            let field = s.table.get("pbn_file").map_or(s.span.0, |v| v.span().start);
            let path = super::paths::board_file(base, &name);
            // What is wrong with the board file blames that file, not the case.
            let blame = |e: CaseError| match e {
                CaseError::Field(message) => CaseError::BoardFile {
                    file: name.clone(),
                    message,
                },
                other => other,
            };
            let file = read_pbn_file(&path, &number).map_err(|detail| {
                blame(
                    r.fail(
                        field,
                        Msg::new("limits-pbn-file")
                            .arg("file", crate::i18n::shown(&name))
                            .arg("detail", detail),
                    ),
                )
            })?;
            if let Some(d) = file.games.first().map_or_else(
                || first_error(&file, 0),
                |g| first_error(&file, g.ordinal()),
            ) {
                return Err(blame(
                    r.fail(
                        field,
                        Msg::new("case-error-pbn-file")
                            .arg("file", name.clone())
                            .arg("line", d.line)
                            .arg("column", d.column)
                            .arg("message", d.message.clone()),
                    ),
                ));
            }
            let Some(game) = file.games.into_iter().next() else {
                return Err(blame(
                    r.fail(
                        field,
                        Msg::new("case-error-board-not-found")
                            .arg("number", number.clone())
                            .arg("file", name.clone()),
                    ),
                ));
            };
            let place = BoardPlace {
                at: field,
                origin: None,
            };
            let board = board_from_game(&game, auction_only)
                .map_err(|(tag, m)| place.fail(r, &game, tag, m))?;
            Ok((
                BoardSource::File {
                    pbn_file: name,
                    number,
                },
                board,
                game,
                place,
            ))
        }
        (None, Some(_), None) => Err(r.fail(s.span.0, Msg::new("case-error-board-number"))),
        _ => Err(r.fail(s.span.0, Msg::new("case-error-board-source"))),
    }
}

/// Reads the play: `[play]` when given, else the PBN game's Play section (its errors are
/// placed at the Play tag, see [`BoardPlace`]).
pub(super) fn read_play(
    r: &mut Reader<'_>,
    s: Option<&Section<'_, '_>>,
    board: &Board,
    game: &pbn::Game,
    place: &BoardPlace,
) -> Result<Play, CaseError> {
    let mut play = Play::new(board.deal, board.declarer, board.contract.bid.strain);
    let Some(s) = s else {
        let Some(section) = game.play_section() else {
            return Ok(play);
        };
        if section.first != board.declarer.lho() && !section.rows.is_empty() {
            return Err(place.fail(
                r,
                game,
                "Play",
                Msg::new("case-error-play-leader")
                    .arg("found", section.first.letter().to_string())
                    .arg("expected", board.declarer.lho().letter().to_string()),
            ));
        }
        let (read, problem) = play.extend_from_pbn_rows(section.first, &section.rows);
        if let Some(problem) = problem {
            return Err(place.fail(
                r,
                game,
                "Play",
                Msg::new("case-error-play-rows").arg("error", problem.msg()),
            ));
        }
        return Ok(read);
    };
    r.enter(s);
    r.known(s, &PLAY)?;
    let missing = r.text_list(s, "missing", "case-expect-card-list")?;
    let cards_value = r.value(s, "cards");
    let cards = r
        .text_field(s, "cards")?
        .ok_or_else(|| r.missing(s, "cards", expect("case-expect-cards")))?;
    let missing_at = s.table.get("missing").map_or(s.span.0, |v| v.span().start);
    for token in missing.unwrap_or_default() {
        let card = parse_card(&token).map_err(|_| {
            r.fail(
                missing_at,
                Msg::new("case-error-missing-token").arg("token", token.clone()),
            )
        })?;
        play = play.with_absent(card).map_err(|e| {
            r.fail(
                missing_at,
                Msg::new("case-error-play").arg("error", e.msg()),
            )
        })?;
    }
    let quote = cards_value.map_or(s.span.0, |v| v.span().start);
    // Each token is located exactly when the string is written plainly on one line.
    let plain = r.text().get(quote + 1..quote + 1 + cards.len()) == Some(cards.as_str());
    let mut pos = 0;
    for (i, token) in cards.split_whitespace().enumerate() {
        let offset = cards[pos..].find(token).map_or(pos, |k| pos + k);
        pos = offset + token.len();
        let at = if plain { quote + 1 + offset } else { quote };
        let card = parse_card(token).map_err(|_| {
            r.fail(
                at,
                Msg::new("case-error-play-token")
                    .arg("number", i + 1)
                    .arg("token", token.to_owned()),
            )
        })?;
        play.push(card)
            .map_err(|e| r.fail(at, Msg::new("case-error-play").arg("error", e.msg())))?;
    }
    Ok(play)
}

/// Whether a game has neither Contract nor Declarer (the auction is not over).
pub(super) fn lacks_contract(game: &pbn::Game) -> bool {
    let no = |tag: &str| game.tag(tag).is_none_or(|t| t.trim().is_empty());
    no("Contract") && no("Declarer")
}

/// The board of a PBN game, or what is missing or wrong in it and the tag it is about.
/// `auction_only`: a game without Contract and Declarer reads, with a stand-in contract
/// (1NT by the dealer) that nothing reads (see `Changes::auction_only`).
fn board_from_game(game: &pbn::Game, auction_only: bool) -> Result<Board, (&'static str, Msg)> {
    let deal = game.full_deal().ok_or_else(|| {
        (
            "Deal",
            Msg::new("case-error-deal").arg("value", game.tag("Deal").unwrap_or("").to_owned()),
        )
    })?;
    let stand_in = auction_only && lacks_contract(game);
    let contract = match game.contract() {
        _ if stand_in => contract_bridge::Contract::new(
            1,
            contract_bridge::Strain::Notrump,
            contract_bridge::Penalty::Undoubled,
        ),
        Some(ContractTag::Bid(c)) => c,
        Some(ContractTag::Passed) => return Err(("Contract", Msg::new("case-error-passed-out"))),
        _ => {
            return Err((
                "Contract",
                Msg::new("case-error-contract")
                    .arg("value", game.tag("Contract").unwrap_or("").to_owned()),
            ));
        }
    };
    let number = game.board().unwrap_or("").to_owned();
    let derived = number.parse::<u32>().ok().filter(|&n| n > 0);
    let dealer = game
        .dealer()
        .or_else(|| derived.map(|n| Seat::ALL[((n - 1) % 4) as usize]))
        .ok_or(("Dealer", Msg::new("case-error-dealer")))?;
    let vulnerability = game
        .vulnerability()
        .or_else(|| derived.map(vulnerability_of_board))
        .ok_or(("Vulnerable", Msg::new("case-error-vulnerable")))?;
    let declarer = if stand_in {
        dealer
    } else {
        game.declarer().ok_or_else(|| {
            (
                "Declarer",
                Msg::new("case-error-declarer")
                    .arg("value", game.tag("Declarer").unwrap_or("").to_owned()),
            )
        })?
    };
    let players = game.players().map(|p| p.unwrap_or("").to_owned());
    let auction = game.auction().map(auction_calls).unwrap_or_default();
    Ok(Board {
        number,
        dealer,
        vulnerability,
        deal,
        declarer,
        contract,
        auction,
        players,
    })
}

/// The calls made in an Auction section, from its first call, each with its alert (a bare
/// `!` after the call) and its note's text; `AP` written out as the passes it stands for.
#[must_use]
pub fn auction_calls(section: &pbn::AuctionSection) -> Vec<TableCall> {
    let mut calls: Vec<TableCall> = section
        .calls
        .iter()
        .filter_map(|c| match c.token {
            pbn::CallToken::Call(call) => Some(TableCall {
                call: call_token(call),
                alert: c.annotations.suffix() == Some("!"),
                note: c
                    .annotations
                    .note()
                    .and_then(|n| section.note(n))
                    .map(|n| n.text.trim().to_owned())
                    .unwrap_or_default(),
            }),
            _ => None,
        })
        .collect();
    let made = section.made().len();
    while calls.len() < made {
        calls.push(TableCall::new("Pass"));
    }
    calls
}

/// A call as PBN writes it: `Pass`, `X`, `XX`, `1NT`, `4S`.
fn call_token(call: contract_bridge::auction::Call) -> String {
    use contract_bridge::auction::Call;
    match call {
        Call::Pass => "Pass".to_owned(),
        Call::Double => "X".to_owned(),
        Call::Redouble => "XX".to_owned(),
        Call::Bid(bid) => format!(
            "{}{}",
            bid.level.get(),
            crate::notation::strain_code(bid.strain)
        ),
    }
}

/// The vulnerability of a board number (the 16-board cycle).
fn vulnerability_of_board(n: u32) -> AbsoluteVulnerability {
    use AbsoluteVulnerability as V;
    const CYCLE: [V; 16] = [
        V::NONE,
        V::NS,
        V::EW,
        V::ALL,
        V::NS,
        V::EW,
        V::ALL,
        V::NONE,
        V::EW,
        V::ALL,
        V::NONE,
        V::NS,
        V::ALL,
        V::NONE,
        V::NS,
        V::EW,
    ];
    CYCLE[((n - 1) % 16) as usize]
}
