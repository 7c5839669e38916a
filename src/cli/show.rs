//! `arbitre show FILE --board N`: the deal as a compass diagram, dealer and vulnerability,
//! contract and declarer, the auction in four columns, and the play trick by trick (leader,
//! the four cards, winner) with revokes marked. `--board #3` picks the third game of the
//! file (a file may hold the same board once per table).
use crate::i18n::{Msg, Tr};
use crate::notation::card_symbol;
use crate::pbn::{
    AuctionEnd, CallToken, ContractTag, Diagnostic, Game, PbnFile, Severity, parse_deal,
};
use contract_bridge::auction::Call;
use contract_bridge::{AbsoluteVulnerability, Hand, Seat, Strain, Suit};
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

/// Display order of the auction and play columns.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];
const WIDTH: usize = 8;

use crate::i18n::words::seat_name;

fn pad(s: &str, width: usize) -> String {
    let n = s.chars().count();
    format!("{s}{}", " ".repeat(width.saturating_sub(n)))
}

fn strain_text(tr: Tr, strain: Strain) -> String {
    match strain.suit() {
        Some(suit) => suit.to_string(),
        None => tr.t("show-nt"),
    }
}

fn call_text(tr: Tr, call: Call) -> String {
    match call {
        Call::Pass => tr.t("show-pass"),
        Call::Double => "X".to_owned(),
        Call::Redouble => "XX".to_owned(),
        Call::Bid(b) => format!("{}{}", b.level.get(), strain_text(tr, b.strain)),
    }
}

/// A contract for people: `4♠X`, `3NT`.
#[must_use]
pub fn contract_text(tr: Tr, contract: ContractTag) -> String {
    match contract {
        ContractTag::Passed => tr.t("show-passed-out"),
        ContractTag::StrainOnly(s) => strain_text(tr, s),
        ContractTag::Bid(c) => {
            let pen = match c.penalty {
                contract_bridge::Penalty::Undoubled => "",
                contract_bridge::Penalty::Doubled => "X",
                contract_bridge::Penalty::Redoubled => "XX",
            };
            format!(
                "{}{}{pen}",
                c.bid.level.get(),
                strain_text(tr, c.bid.strain)
            )
        }
    }
}

fn vulnerability_text(tr: Tr, v: AbsoluteVulnerability) -> String {
    crate::i18n::words::vul_text(
        tr,
        v.contains(AbsoluteVulnerability::NS),
        v.contains(AbsoluteVulnerability::EW),
    )
}

/// The four lines of a hand: `♠ A K 2`, a dash for a void.
fn hand_lines(tr: Tr, hand: Hand) -> Vec<String> {
    Suit::DESC
        .into_iter()
        .map(|suit| {
            let ranks: Vec<String> = hand[suit]
                .iter()
                .map(|r| tr.rank(&crate::notation::rank_display(r)))
                .collect();
            if ranks.is_empty() {
                format!("{suit} —")
            } else {
                format!("{suit} {}", ranks.join(" "))
            }
        })
        .collect()
}

fn hand_block(tr: Tr, game: &Game, seat: Seat) -> Vec<String> {
    let mut title = seat_name(tr, seat);
    if let Some(name) = game.players()[seat as usize] {
        let _ = write!(title, " ({name})");
    }
    let mut lines = vec![title];
    match game.deal() {
        Some(deal) if !deal[seat].is_empty() => lines.extend(hand_lines(tr, deal[seat])),
        _ => lines.push(tr.t("show-hand-hidden")),
    }
    lines
}

/// The compass diagram.
#[must_use]
pub fn diagram(tr: Tr, game: &Game) -> String {
    let mut out = String::new();
    let indent = " ".repeat(24);
    for line in hand_block(tr, game, Seat::North) {
        let _ = writeln!(out, "{indent}{line}");
    }
    let west = hand_block(tr, game, Seat::West);
    let east = hand_block(tr, game, Seat::East);
    for i in 0..west.len().max(east.len()) {
        let w = west.get(i).map_or("", String::as_str);
        let e = east.get(i).map_or("", String::as_str);
        let _ = writeln!(out, "{}{}", pad(w, 48), e);
    }
    for line in hand_block(tr, game, Seat::South) {
        let _ = writeln!(out, "{indent}{line}");
    }
    out
}

/// The auction as a four-column table (West, North, East, South) with its notes.
#[must_use]
pub fn auction_table(tr: Tr, game: &Game) -> String {
    let Some(a) = game.auction() else {
        return String::new();
    };
    let mut out = String::new();
    let _ = writeln!(out, "{}", tr.t("show-auction"));
    let header: String = COLUMNS
        .iter()
        .map(|&s| pad(&seat_name(tr, s), WIDTH + 2))
        .collect();
    let _ = writeln!(out, "  {}", header.trim_end());
    let mut cells: Vec<String> =
        vec![String::new(); COLUMNS.iter().position(|&s| s == a.first).unwrap_or(0)];
    for c in &a.calls {
        let mut t = match c.token {
            CallToken::Call(call) => call_text(tr, call),
            CallToken::NotYet => "-".to_owned(),
            CallToken::Skipped => "^S".to_owned(),
        };
        if c.insufficient_accepted {
            t.insert_str(0, "^I");
        }
        if let Some(x) = c.annotations.suffix() {
            t.push_str(x);
        }
        if let Some(n) = c.annotations.note() {
            let _ = write!(t, "({n})");
        }
        cells.push(t);
    }
    match a.end {
        AuctionEnd::AllPass => cells.push(tr.t("show-all-pass")),
        AuctionEnd::Stop => cells.push("*".to_owned()),
        AuctionEnd::Continue => cells.push("+".to_owned()),
        AuctionEnd::Open | AuctionEnd::Passes => {}
    }
    for row in cells.chunks(4) {
        let line: String = row.iter().map(|c| pad(c, WIDTH + 2)).collect();
        let _ = writeln!(out, "  {}", line.trim_end());
    }
    for n in &a.notes {
        let _ = writeln!(out, "  ({}) {}", n.index, n.text.trim());
    }
    out
}

/// The play trick by trick: leader, the four cards by seat, winner; revokes marked.
#[must_use]
pub fn play_table(tr: Tr, game: &Game) -> String {
    let mut out = String::new();
    let Some(play) = game.play() else {
        if game.play_section().is_some_and(|p| p.card_count() > 0) {
            let _ = writeln!(out, "{}", tr.t("show-play-not-replayed"));
        }
        return out;
    };
    let _ = writeln!(out, "{}", tr.t("show-play"));
    let mut header = pad(&tr.t("show-trick"), 7) + &pad(&tr.t("show-leader"), WIDTH + 2);
    for s in COLUMNS {
        header.push_str(&pad(&seat_name(tr, s), WIDTH));
    }
    header.push_str(&tr.t("show-winner"));
    let _ = writeln!(out, "  {header}");
    for trick in play.tricks() {
        let mut line =
            pad(&(trick.index + 1).to_string(), 7) + &pad(&seat_name(tr, trick.leader), WIDTH + 2);
        for seat in COLUMNS {
            let cell = trick
                .cards
                .iter()
                .position(|&(s, _)| s == seat)
                .map_or_else(String::new, |k| {
                    let step = &play.steps()[trick.first_card + k];
                    let mut c = tr.cards(&card_symbol(step.card));
                    if step.revoke {
                        c.push('!');
                    }
                    c
                });
            line.push_str(&pad(&cell, WIDTH));
        }
        line.push_str(&trick.winner.map_or_else(String::new, |w| seat_name(tr, w)));
        let _ = writeln!(out, "  {}", line.trim_end());
    }
    let revokes: Vec<_> = play.revokes().collect();
    if !revokes.is_empty() {
        let _ = writeln!(out, "  {}", tr.t("show-revoke-legend"));
    }
    for r in revokes {
        let led = play.tricks()[r.trick]
            .led_suit()
            .map_or_else(String::new, |s| s.to_string());
        let msg = Msg::new("show-revoke")
            .arg("number", r.number())
            .arg("trick", r.trick + 1)
            .arg("seat", seat_name(tr, r.seat))
            .arg("card", card_symbol(r.card))
            .arg("suit", led);
        let _ = writeln!(out, "  {}", tr.msg(&msg));
    }
    let side = play.declaring_side();
    let mut totals = tr.t_args(
        "show-tricks",
        &[
            ("declarer", play.declarer_tricks().into()),
            ("defence", play.tricks_won(side.other()).into()),
            ("cards", play.len().into()),
        ],
    );
    if let Some(r) = game.result() {
        totals.push_str(&tr.t_args("show-result", &[("result", r.into())]));
    }
    let _ = writeln!(out, "  {totals}");
    out
}

/// Everything `show` prints for one game.
#[must_use]
pub fn render_game(tr: Tr, file: &PbnFile, game: &Game) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "== {} ({})",
        game.label(tr),
        tr.t_args("show-ordinal", &[("game", game.ordinal().into())])
    );
    let dealer = game
        .dealer()
        .map_or_else(|| "?".to_owned(), |d| seat_name(tr, d));
    let vul = game
        .vulnerability()
        .map_or_else(|| "?".to_owned(), |v| vulnerability_text(tr, v));
    let _ = writeln!(
        out,
        "{}",
        tr.t_args(
            "show-dealer-vul",
            &[("dealer", dealer.into()), ("vul", vul.into())]
        )
    );
    out.push('\n');
    out.push_str(&diagram(tr, game));
    out.push('\n');
    if let Some(c) = game.contract() {
        let declarer = game
            .declarer()
            .map_or_else(|| "?".to_owned(), |d| seat_name(tr, d));
        let key = if c == ContractTag::Passed {
            "show-contract-passed"
        } else {
            "show-contract"
        };
        let _ = writeln!(
            out,
            "{}",
            tr.t_args(
                key,
                &[
                    ("contract", contract_text(tr, c).into()),
                    ("declarer", declarer.into())
                ]
            )
        );
    }
    out.push_str(&auction_table(tr, game));
    out.push_str(&play_table(tr, game));
    let notes: Vec<_> = file
        .diagnostics
        .iter()
        .filter(|d| d.game == Some(game.ordinal()))
        .collect();
    if !notes.is_empty() {
        let _ = writeln!(out, "{}", tr.t("show-diagnostics"));
        for d in notes {
            let _ = writeln!(out, "  {}", d.render(tr, None));
        }
    }
    out
}

/// What is wrong with a game's deal, located at its Deal tag as the reader gives it (the
/// same lines as `check`); empty when the deal is valid, not given, or partly hidden on
/// purpose (`-` for a hand).
#[must_use]
pub fn deal_problems(tr: Tr, name: &str, game: &Game) -> Vec<String> {
    let Some(tag) = game.tag_entry("Deal") else {
        return Vec::new();
    };
    let Err(problems) = parse_deal(&tag.value) else {
        return Vec::new();
    };
    problems
        .into_iter()
        .map(|message| {
            let mut d = Diagnostic::new(Severity::Error, tag.line, tag.column, message);
            d.game = Some(game.ordinal());
            d.board = game.board().map(str::to_owned);
            d.render(tr, Some(name))
        })
        .collect()
}

/// Runs the command. The file is streamed: only the games picked are kept, with their
/// diagnostics, so that the memory does not grow with the file.
pub fn run(tr: Tr, path: &Path, board: &str, options: &crate::import::Options) -> ExitCode {
    let name = path.display().to_string();
    let mut pick = crate::import::Pick::new(crate::import::Wanted::parse(board));
    if let Err(e) = crate::import::stream(path, options, &mut pick) {
        return super::fail(
            tr,
            "check-unreadable",
            &[
                ("file", name.into()),
                ("error", super::out::io_detail(tr, &e).into()),
            ],
        );
    }
    // The file's own errors (a limit passed, a NUL byte: the reading stopped there), with
    // their place, before what was read.
    let mut stopped = false;
    for d in pick
        .file
        .diagnostics
        .iter()
        .filter(|d| d.game.is_none() && d.is_error())
    {
        super::out::warn(&d.render(tr, Some(&name)));
        stopped = true;
    }
    let file = &pick.file;
    let games: Vec<&Game> = file.games.iter().collect();
    if games.is_empty() && stopped {
        return ExitCode::FAILURE;
    }
    if games.is_empty() {
        let mut list = pick.boards.join(", ");
        if pick.more_boards {
            list.push_str(", …");
        }
        return super::fail(
            tr,
            "show-no-board",
            &[("board", board.into()), ("boards", list.into())],
        );
    }
    let mut out = super::out::stdout();
    let mut code = if stopped {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    };
    let mut shown = 0;
    for game in games {
        let problems = deal_problems(tr, &name, game);
        if !problems.is_empty() {
            // Said instead of a diagram of hidden hands: the deal is wrong, not hidden.
            super::out::error(
                tr,
                "show-deal-invalid",
                &[
                    ("label", game.label(tr).into()),
                    ("game", game.ordinal().into()),
                    ("count", problems.len().into()),
                ],
            );
            for p in &problems {
                super::out::warn(&format!("  {p}"));
            }
            code = ExitCode::FAILURE;
            continue;
        }
        let written = if shown > 0 { out.line("") } else { Ok(()) }
            .and_then(|()| out.text(&render_game(tr, file, game)));
        if written.is_err() {
            return out.finish(tr, written, code);
        }
        shown += 1;
    }
    out.finish(tr, Ok(()), code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// West leads a heart; South ruffs while holding hearts (a revoke) — case 02's deal.
    const GAME: &str = "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
[Deal \"E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT\"]\n\
[Declarer \"W\"]\n[Contract \"4S\"]\n[Auction \"E\"]\nPass Pass 1S Pass\n4S AP\n[Play \"N\"]\nHK H2 SJ H3\n*\n";

    #[test]
    fn shows_the_board_with_its_revoke_in_both_languages() {
        let file = crate::pbn::parse(GAME.as_bytes());
        let game = &file.games[0];
        let en = render_game(Tr::new(Lang::En), &file, game);
        assert!(en.contains("Dealer: East   North-South vulnerable"), "{en}");
        assert!(en.contains("Contract: 4♠ by West"), "{en}");
        assert!(en.contains("♠ A K Q 10 9"), "{en}");
        assert!(en.contains("♠J!"), "{en}");
        assert!(
            en.contains("Revoke: card 3, trick 1: South played ♠J on a ♥ lead while holding ♥"),
            "{en}"
        );
        let fr = render_game(Tr::new(Lang::Fr), &file, game);
        assert!(fr.contains("Contrat : 4♠ joué par Ouest"), "{fr}");
        assert!(
            fr.contains("Renonce : carte 3, levée 1 : Sud a joué ♠V"),
            "{fr}"
        );
        assert!(fr.contains("Passe général"), "{fr}");
        // French ranks: R, D, V.
        assert!(fr.contains("♥ R D V 10 9") && fr.contains("♠V!"), "{fr}");
    }

    #[test]
    fn a_wrong_deal_is_located_but_a_hidden_hand_is_no_problem() {
        let text = "[Board \"7\"]\n[Deal \"N:AKQ\"]\n\n[Board \"8\"]\n\
[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\n\n[Board \"9\"]\n";
        let file = crate::pbn::parse(text.as_bytes());
        let en = deal_problems(Tr::new(Lang::En), "s.pbn", &file.games[0]);
        assert_eq!(en.len(), 2, "{en:?}");
        assert!(
            en[0].starts_with("s.pbn:2:1: error: [game 1, board 7] the Deal has 1 hands"),
            "{en:?}"
        );
        let fr = deal_problems(Tr::new(Lang::Fr), "s.pbn", &file.games[0]);
        assert!(
            fr[0].starts_with("s.pbn:2:1: erreur: [donne 1, étui 7]"),
            "{fr:?}"
        );
        assert!(deal_problems(Tr::new(Lang::En), "s.pbn", &file.games[1]).is_empty());
        assert!(deal_problems(Tr::new(Lang::En), "s.pbn", &file.games[2]).is_empty());
    }
}
