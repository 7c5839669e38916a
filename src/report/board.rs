//! The board half of the report: header, deal diagram, auction and play grid.

use super::ReportOptions;
use super::canvas::{BLACK, Canvas, GREY, MARK, RED, SHADE};
use super::fonts::Face;
use crate::case::Case;
use crate::i18n::Tr;
use crate::laws::Judgement;
use crate::notation::{card_symbol, clockwise_from, rank_display};
use contract_bridge::{Seat, Strain, Suit};

pub(crate) use crate::i18n::words::seat_name;

const SEATS: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];
const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

const fn suit_color(suit: Suit) -> (f32, f32, f32) {
    match suit {
        Suit::Hearts | Suit::Diamonds => RED,
        Suit::Spades | Suit::Clubs => BLACK,
    }
}

/// The contract with its suit symbol and declarer: `4♠X by South`.
pub(crate) fn contract_text(tr: Tr, case: &Case) -> String {
    if case.changes.auction_only {
        return tr.t("report-no-contract");
    }
    tr.t_args(
        "report-contract-by",
        &[
            (
                "contract",
                case.board
                    .contract
                    .to_string()
                    .replace("NT", &tr.t("strain-nt"))
                    .into(),
            ),
            ("declarer", seat_name(tr, case.board.declarer).into()),
        ],
    )
}

fn player_name(case: &Case, seat: Seat) -> String {
    let meta = &case.meta;
    let from_meta = match seat {
        Seat::North => &meta.north,
        Seat::East => &meta.east,
        Seat::South => &meta.south,
        Seat::West => &meta.west,
    };
    let name = if from_meta.trim().is_empty() {
        &case.board.players[seat as usize]
    } else {
        from_meta
    };
    name.trim().to_owned()
}

fn vulnerability_text(tr: Tr, case: &Case) -> String {
    crate::i18n::words::vul_text(
        tr,
        case.board.vulnerable(Seat::North),
        case.board.vulnerable(Seat::East),
    )
}

/// Title, event data, players and director.
pub(crate) fn header(canvas: &mut Canvas, tr: Tr, case: &Case, options: &ReportOptions) {
    canvas.y += 18.0;
    let (left, right, y) = (canvas.left(), canvas.width - canvas.margin, canvas.y);
    canvas.text(Face::Bold, 17.0, left, y, &tr.t("report-heading"));
    canvas.text_right(
        Face::Regular,
        9.0,
        right,
        y,
        &tr.t_args(
            "report-board",
            &[("board", case.board.number.as_str().into())],
        ),
    );
    canvas.gap(4.0);
    if !case.title.trim().is_empty() {
        canvas.paragraph(Face::Regular, 10.5, left, case.title.trim());
    }
    canvas.gap(4.0);
    let meta = &case.meta;
    let label = 110.0;
    let mut event: Vec<String> = Vec::new();
    if !meta.event.trim().is_empty() {
        event.push(meta.event.trim().to_owned());
    }
    for (key, value) in [
        ("report-session", &meta.session),
        ("report-section", &meta.section),
        ("report-round", &meta.round),
        ("report-table", &meta.table),
        ("report-ns-pair", &meta.ns_pair),
        ("report-ew-pair", &meta.ew_pair),
    ] {
        if !value.trim().is_empty() {
            event.push(format!("{} {}", tr.t(key), value.trim()));
        }
    }
    if !event.is_empty() {
        canvas.field(&tr.t("report-event-label"), &event.join(" · "), label);
    }
    if !meta.date.trim().is_empty() {
        canvas.field(&tr.t("report-date"), meta.date.trim(), label);
    }
    canvas.field(&tr.t("report-board-label"), &case.board.number, label);
    let players: Vec<String> = SEATS
        .iter()
        .filter_map(|&s| {
            let name = player_name(case, s);
            (!name.is_empty()).then(|| {
                tr.t_args(
                    "report-player",
                    &[("seat", seat_name(tr, s).into()), ("name", name.into())],
                )
            })
        })
        .collect();
    if !players.is_empty() {
        canvas.field(&tr.t("report-players"), &players.join(" · "), label);
    }
    let director = options.director_name(case);
    if !director.is_empty() {
        canvas.field(&tr.t("report-director"), &director, label);
    }
}

fn holding_text(tr: Tr, case: &Case, seat: Seat, suit: Suit) -> String {
    let holding = case.board.deal[seat][suit];
    let ranks: Vec<String> = holding
        .into_iter()
        .map(|r| tr.rank(&rank_display(r)))
        .collect();
    if ranks.is_empty() {
        "—".to_owned()
    } else {
        ranks.join(" ")
    }
}

fn hand(canvas: &mut Canvas, tr: Tr, case: &Case, seat: Seat, x: f32, top: f32) {
    let size = 9.5;
    let name = player_name(case, seat);
    let mut title = seat_name(tr, seat);
    if seat == case.board.dealer {
        title = tr.t_args("report-dealer-mark", &[("seat", title.into())]);
    }
    canvas.text(Face::Bold, size, x, top + size, &title);
    if !name.is_empty() {
        let w = Face::Bold.width(&title, size);
        // The name beside the seat, cut to the room left in the hand's column.
        let room = if seat == Seat::East { 150.0 } else { 112.0 } - w - 4.0;
        let name = fit(&name, 8.0, room);
        canvas.text_color(Face::Regular, 8.0, x + w + 4.0, top + size, GREY, &name);
    }
    for (i, suit) in SUITS.iter().enumerate() {
        let y = top + size + 13.0 * (i as f32 + 1.0);
        canvas.text_color(
            Face::Regular,
            size,
            x,
            y,
            suit_color(*suit),
            &suit.to_string(),
        );
        canvas.text(
            Face::Regular,
            size,
            x + 13.0,
            y,
            &holding_text(tr, case, seat, *suit),
        );
    }
}

/// `text` cut with an ellipsis to fit `width` points.
fn fit(text: &str, size: f32, width: f32) -> String {
    if Face::Regular.width(text, size) <= width {
        return text.to_owned();
    }
    let mut out = String::new();
    for c in text.chars() {
        out.push(c);
        if Face::Regular.width(&format!("{out}…"), size) > width {
            out.pop();
            break;
        }
    }
    format!("{}…", out.trim_end())
}

/// The compass diagram, with dealer, vulnerability, contract and declarer beside it.
pub(crate) fn deal(canvas: &mut Canvas, tr: Tr, case: &Case) {
    canvas.heading(&tr.t("report-deal"));
    let height = 3.0 * 66.0;
    canvas.ensure(height);
    let (left, top) = (canvas.left(), canvas.y + 4.0);
    let column = 118.0;
    hand(canvas, tr, case, Seat::North, left + column, top);
    hand(canvas, tr, case, Seat::West, left, top + 66.0);
    hand(
        canvas,
        tr,
        case,
        Seat::East,
        left + 2.0 * column,
        top + 66.0,
    );
    hand(canvas, tr, case, Seat::South, left + column, top + 132.0);
    // The table in the middle.
    let (bx, by, bw, bh) = (left + column + 4.0, top + 70.0, 62.0, 56.0);
    canvas.fill(bx, by, bw, bh, SHADE);
    let cx = bx + bw / 2.0;
    for (seat, x, y) in [
        (Seat::North, cx, by + 11.0),
        (Seat::South, cx, by + bh - 4.0),
        (Seat::West, bx + 7.0, by + bh / 2.0 + 3.0),
        (Seat::East, bx + bw - 7.0, by + bh / 2.0 + 3.0),
    ] {
        let face = if seat == case.board.declarer {
            Face::Bold
        } else {
            Face::Regular
        };
        canvas.text_centre(face, 9.0, x, y, &crate::i18n::words::seat_letter(tr, seat));
    }
    // Beside the diagram.
    let x = left + 3.0 * column + 40.0;
    let mut y = top + 10.0;
    let lines = [
        (tr.t("report-contract"), contract_text(tr, case)),
        (tr.t("report-dealer"), seat_name(tr, case.board.dealer)),
        (tr.t("report-vulnerability"), vulnerability_text(tr, case)),
    ];
    for (label, value) in lines {
        canvas.text_color(Face::Bold, 8.5, x, y, GREY, &label);
        canvas.text(Face::Regular, 10.0, x, y + 12.0, &value);
        y += 32.0;
    }
    canvas.y = top + height;
}

fn call_text(tr: Tr, token: &str) -> String {
    let upper = token.trim().to_ascii_uppercase();
    match upper.as_str() {
        "PASS" | "P" => tr.t("report-call-pass"),
        "X" => tr.t("report-call-double"),
        "XX" => tr.t("report-call-redouble"),
        "AP" => tr.t("report-call-all-pass"),
        _ => {
            let mut chars = upper.chars();
            let level = chars.next().unwrap_or(' ');
            let strain: String = chars.collect();
            let symbol = match strain.as_str() {
                "S" => Strain::Spades.to_string(),
                "H" => Strain::Hearts.to_string(),
                "D" => Strain::Diamonds.to_string(),
                "C" => Strain::Clubs.to_string(),
                "NT" | "N" => tr.t("strain-nt"),
                _ => return token.trim().to_owned(),
            };
            format!("{level}{symbol}")
        }
    }
}

/// The auction as a four-column table, West first.
pub(crate) fn auction(canvas: &mut Canvas, tr: Tr, case: &Case) {
    canvas.heading(&tr.t("report-auction"));
    let calls = &case.board.auction;
    if calls.is_empty() {
        canvas.paragraph(
            Face::Regular,
            9.5,
            canvas.left(),
            &tr.t("report-auction-none"),
        );
        return;
    }
    let order = [Seat::West, Seat::North, Seat::East, Seat::South];
    let width = 70.0;
    canvas.ensure(16.0);
    canvas.y += 13.0;
    for (i, seat) in order.iter().enumerate() {
        let (x, y) = (canvas.left() + width * i as f32, canvas.y);
        canvas.text_color(Face::Bold, 9.0, x, y, GREY, &seat_name(tr, *seat));
    }
    let start = order
        .iter()
        .position(|&s| s == case.board.dealer)
        .unwrap_or(0);
    let mut column = start;
    canvas.y += 13.0;
    // An alerted call is marked `!`; an explained one carries the number of its footnote.
    let mut notes = Vec::new();
    for call in calls {
        if column == 4 {
            column = 0;
            canvas.ensure(13.0);
            canvas.y += 13.0;
        }
        let (x, y) = (canvas.left() + width * column as f32, canvas.y);
        let mut text = call_text(tr, &call.call);
        if call.alert {
            text.push('!');
        }
        if !call.note.is_empty() {
            notes.push(call.note.as_str());
            text.push_str(&format!(" ({})", notes.len()));
        }
        canvas.text(Face::Regular, 9.5, x, y, &text);
        column += 1;
    }
    canvas.gap(4.0);
    if calls.iter().any(|c| c.alert) {
        canvas.paragraph(
            Face::Regular,
            8.5,
            canvas.left(),
            &tr.t("report-auction-alerted"),
        );
    }
    for (i, note) in notes.iter().enumerate() {
        canvas.paragraph(
            Face::Regular,
            8.5,
            canvas.left(),
            &tr.t_args(
                "report-auction-note",
                &[("n", (i + 1).into()), ("text", (*note).into())],
            ),
        );
    }
}

/// The play grid: one row per trick, one column per seat, leader and winner marked, the
/// revoke cards shaded, the cards a correction voided grey and struck through.
pub(crate) fn play(canvas: &mut Canvas, tr: Tr, case: &Case, judgement: &Judgement) {
    canvas.heading(&tr.t("report-play"));
    let tricks = case.play.tricks();
    if tricks.is_empty() {
        canvas.paragraph(Face::Regular, 9.5, canvas.left(), &tr.t("report-play-none"));
        return;
    }
    let revoke_cards: Vec<usize> = judgement.ruling.revokes.iter().map(|r| r.card).collect();
    let standing = judgement.standing_cards.unwrap_or(usize::MAX);
    let first = case.board.declarer.lho();
    let seats = clockwise_from(first);
    let row = 14.0;
    let columns = [0.0, 44.0, 124.0, 204.0, 284.0, 364.0];
    let left = canvas.left();
    canvas.ensure(row * 3.0);
    canvas.y += row;
    let y = canvas.y - 3.5;
    canvas.text_color(Face::Bold, 8.5, left, y, GREY, &tr.t("report-trick"));
    for (i, seat) in seats.iter().enumerate() {
        canvas.text_color(
            Face::Bold,
            8.5,
            left + columns[i + 1],
            y,
            GREY,
            &seat_name(tr, *seat),
        );
    }
    canvas.text_color(
        Face::Bold,
        8.5,
        left + columns[5],
        y,
        GREY,
        &tr.t("report-winner"),
    );
    for trick in tricks {
        canvas.ensure(row);
        let top = canvas.y;
        canvas.y += row;
        let y = canvas.y - 3.5;
        if trick.index % 2 == 1 {
            canvas.fill(left - 2.0, top + 1.0, columns[5] + 80.0, row, SHADE);
        }
        canvas.text(
            Face::Regular,
            9.0,
            left + 4.0,
            y,
            &(trick.index + 1).to_string(),
        );
        for (position, (seat, card)) in trick.cards.iter().enumerate() {
            let column = seats.iter().position(|s| s == seat).unwrap_or(0);
            let x = left + columns[column + 1];
            let number = trick.first_card + position + 1;
            let revoke = revoke_cards.contains(&number);
            if revoke {
                canvas.fill(x - 3.0, top + 1.5, 74.0, row - 1.0, MARK);
            }
            let face = if *seat == trick.leader {
                Face::Bold
            } else {
                Face::Regular
            };
            let mut text = tr.cards(&card_symbol(*card));
            if *seat == trick.leader {
                text.push_str(" ›");
            }
            if revoke {
                text.push_str(&format!("  {}", tr.t("report-revoke-mark")));
            }
            if number > standing {
                canvas.text_color(face, 9.0, x, y, GREY, &text);
                let strike = y - 3.0;
                canvas.line(
                    x - 1.0,
                    strike,
                    x + face.width(&text, 9.0) + 1.0,
                    strike,
                    0.7,
                );
            } else {
                canvas.text_color(face, 9.0, x, y, suit_color(card.suit), &text);
            }
        }
        let void_trick = trick.first_card + trick.cards.len() > standing;
        if void_trick {
            canvas.text_color(
                Face::Regular,
                9.0,
                left + columns[5],
                y,
                GREY,
                &tr.t("report-void-trick"),
            );
        } else if let Some(winner) = trick.winner {
            canvas.text(
                Face::Regular,
                9.0,
                left + columns[5],
                y,
                &seat_name(tr, winner),
            );
        }
    }
    canvas.y += row;
    let note = tr.t("report-play-legend");
    canvas.text_color(Face::Regular, 7.5, left, canvas.y - 3.0, GREY, &note);
    if let Some(n) = judgement.standing_cards {
        let void = case.play.len().saturating_sub(n);
        let text = tr.t_args(
            "report-play-void",
            &[
                ("standing", n.into()),
                ("first", (n + 1).into()),
                ("last", case.play.len().into()),
                ("count", void.into()),
            ],
        );
        canvas.gap(2.0);
        canvas.paragraph(Face::Regular, 7.5, left, &text);
    }
}
