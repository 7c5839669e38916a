//! The report's Claim section (Laws 68–71): the position at the claim as a four-hand
//! diagram of the remaining cards, the statement in words, the evidence table with each
//! figure's law and paraphrase, the line that gives the proposal trick by trick, the
//! proposal, the award with the director's reasons, and the laws applied in words with the
//! notes.

use super::board::seat_name;
use super::canvas::{BLACK, Canvas, GREY, RED, SHADE};
use super::fonts::Face;
use crate::case::{Case, Claim};
use crate::claims::ClaimJudgement;
use crate::i18n::Tr;
use crate::laws::Law;
use crate::notation::{card_symbol, parse_card, rank_display};
use crate::play::Position;
use contract_bridge::{Card, Seat, Suit};

const LABEL: f32 = 150.0;
const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
const ROW: f32 = 60.0;

const fn suit_color(suit: Suit) -> (f32, f32, f32) {
    match suit {
        Suit::Hearts | Suit::Diamonds => RED,
        Suit::Spades | Suit::Clubs => BLACK,
    }
}

/// The Claim section, when the case has a claim the engine could judge.
pub(crate) fn claim(canvas: &mut Canvas, tr: Tr, case: &Case, c: &ClaimJudgement) {
    let Some(claim) = &case.claim else {
        return;
    };
    let pos = case.play.position(c.after_card);
    canvas.heading(&tr.t("report-claim-section"));
    canvas.field(
        &tr.t("report-claim-what-label"),
        &what(tr, case, claim, c),
        LABEL,
    );
    canvas.field(
        &tr.t("report-claim-statement"),
        &statement(tr, claim),
        LABEL,
    );
    canvas.gap(4.0);
    canvas.ensure(3.0 * ROW + 20.0);
    canvas.paragraph(
        Face::Bold,
        9.5,
        canvas.left(),
        &tr.t_args(
            "report-claim-position",
            &[("card", c.after_card.into()), ("trick", c.trick.into())],
        ),
    );
    diagram(canvas, tr, case, &pos);
    evidence(canvas, tr, c);
    line(canvas, tr, c, &pos);
    outcome(canvas, tr, claim, c);
}

fn side_name(tr: Tr, c: &ClaimJudgement) -> String {
    tr.t(&format!("side-{}", c.side.code()))
}

fn what(tr: Tr, case: &Case, claim: &Claim, c: &ClaimJudgement) -> String {
    let mut text = tr.t_args(
        "report-claim-what",
        &[
            ("kind", c.kind.code().into()),
            ("seat", seat_name(tr, c.by).into()),
            ("tricks", c.claimed.into()),
            ("remaining", c.remaining.into()),
        ],
    );
    if let Some(total) = claim.stated_total {
        let (_, won) = crate::claims::remaining_and_won(claim, &case.play);
        text.push(' ');
        text.push_str(&tr.t_args(
            "report-claim-stated",
            &[("total", total.into()), ("won", won.into())],
        ));
    }
    text.push(' ');
    text.push_str(&tr.t(if c.agreed {
        if claim.review_requested {
            "report-claim-agreed-review"
        } else {
            "report-claim-agreed-stands"
        }
    } else {
        "report-claim-disputed-by"
    }));
    text
}

fn statement(tr: Tr, claim: &Claim) -> String {
    if claim.line.is_empty() {
        return tr.t("report-claim-no-statement");
    }
    let items: Vec<String> = claim
        .line
        .iter()
        .map(|t| tr.msg(&crate::claims::statement_item(t)))
        .collect();
    items.join(", ")
}

/// The holding of one suit: `A Q 10`, or a dash.
fn holding(tr: Tr, pos: &Position, seat: Seat, suit: Suit) -> String {
    let ranks: Vec<String> = pos.remaining[seat as usize][suit]
        .into_iter()
        .map(|r| tr.rank(&rank_display(r)))
        .collect();
    if ranks.is_empty() {
        "—".to_owned()
    } else {
        ranks.join(" ")
    }
}

fn hand(canvas: &mut Canvas, tr: Tr, pos: &Position, seat: Seat, x: f32, top: f32) {
    let size = 9.0;
    canvas.text(Face::Bold, size, x, top + size, &seat_name(tr, seat));
    for (i, suit) in SUITS.iter().enumerate() {
        let y = top + size + 12.0 * (i as f32 + 1.0);
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
            x + 12.0,
            y,
            &holding(tr, pos, seat, *suit),
        );
    }
}

/// The four hands' remaining cards around a table showing the trick in progress.
fn diagram(canvas: &mut Canvas, tr: Tr, case: &Case, pos: &Position) {
    canvas.ensure(3.0 * ROW + 6.0);
    let (left, top) = (canvas.left(), canvas.y + 2.0);
    let column = 112.0;
    hand(canvas, tr, pos, Seat::North, left + column, top);
    hand(canvas, tr, pos, Seat::West, left, top + ROW);
    hand(canvas, tr, pos, Seat::East, left + 2.0 * column, top + ROW);
    hand(canvas, tr, pos, Seat::South, left + column, top + 2.0 * ROW);
    let (bx, by, bw, bh) = (left + column + 2.0, top + ROW + 4.0, 66.0, 50.0);
    canvas.fill(bx, by, bw, bh, SHADE);
    let cx = bx + bw / 2.0;
    for (seat, x, y) in [
        (Seat::North, cx, by + 11.0),
        (Seat::South, cx, by + bh - 4.0),
        (Seat::West, bx + 12.0, by + bh / 2.0 + 3.0),
        (Seat::East, bx + bw - 12.0, by + bh / 2.0 + 3.0),
    ] {
        let played = pos.on_table.iter().find(|(s, _)| *s == seat);
        let (face, text) = match played {
            Some((_, card)) => (Face::Regular, tr.cards(&card_symbol(*card))),
            None => (
                if seat == case.board.declarer {
                    Face::Bold
                } else {
                    Face::Regular
                },
                tr.t(&format!("seat-letter-{}", seat.letter())),
            ),
        };
        canvas.text_centre(face, 8.5, x, y, &text);
    }
    let x = left + 3.0 * column + 20.0;
    let lead = tr.t_args(
        "report-claim-on-lead",
        &[("seat", seat_name(tr, pos.next.unwrap_or(pos.leader)).into())],
    );
    canvas.text_color(Face::Regular, 9.0, x, top + 2.0 * ROW, GREY, &lead);
    canvas.y = top + 3.0 * ROW;
}

/// One row of the evidence table: the law, what the figure is, the figure, why it counts.
fn row(canvas: &mut Canvas, law: &str, what: &str, figure: &str, why: &str) {
    let size = 9.0;
    let leading = size * 1.35;
    let left = canvas.left();
    let why_x = left + 250.0;
    let width = canvas.measure() - 250.0;
    let whats = Canvas::wrap(Face::Regular, size, 160.0, what);
    let whys = Canvas::wrap(Face::Regular, 8.0, width.max(60.0), why);
    let lines = whats.len().max(whys.len()).max(1);
    canvas.ensure(leading * lines as f32 + 2.0);
    let top = canvas.y;
    canvas.text(Face::Bold, size, left, top + leading - 3.0, law);
    canvas.text_right(Face::Bold, size, left + 236.0, top + leading - 3.0, figure);
    for (i, l) in whats.iter().enumerate() {
        canvas.text(
            Face::Regular,
            size,
            left + 42.0,
            top + leading * (i as f32 + 1.0) - 3.0,
            l,
        );
    }
    for (i, l) in whys.iter().enumerate() {
        canvas.text_color(
            Face::Regular,
            8.0,
            why_x,
            top + leading * (i as f32 + 1.0) - 3.0,
            GREY,
            l,
        );
    }
    canvas.y = top + leading * lines as f32 + 2.0;
}

fn evidence(canvas: &mut Canvas, tr: Tr, c: &ClaimJudgement) {
    canvas.gap(6.0);
    canvas.paragraph(
        Face::Bold,
        9.5,
        canvas.left(),
        &tr.t("report-claim-evidence"),
    );
    let left = canvas.left();
    canvas.ensure(14.0);
    canvas.y += 12.0;
    let y = canvas.y - 3.0;
    canvas.text_color(
        Face::Bold,
        8.0,
        left,
        y,
        GREY,
        &tr.t("report-claim-col-law"),
    );
    canvas.text_color(
        Face::Bold,
        8.0,
        left + 42.0,
        y,
        GREY,
        &tr.t("report-claim-col-figure"),
    );
    canvas.text_color(
        Face::Bold,
        8.0,
        left + 250.0,
        y,
        GREY,
        &tr.t("report-claim-col-why"),
    );
    let side = side_name(tr, c);
    let n = |t: u8| t.to_string();
    let mut rows: Vec<(&str, String, String, String)> = Vec::new();
    let label = |key: &str| tr.t_args(key, &[("side", side.clone().into())]);
    if let Some(t) = c.dd_tricks {
        rows.push((
            "—",
            label("report-claim-ev-dd"),
            n(t),
            tr.t("report-claim-why-dd"),
        ));
    }
    if let Some(t) = c.line_tricks {
        rows.push((
            "70D1",
            label("report-claim-ev-line"),
            n(t),
            tr.t("report-claim-why-line"),
        ));
    }
    if let Some(t) = c.c70_tricks {
        rows.push((
            "70C",
            label("report-claim-ev-c70"),
            n(t),
            tr.t("report-claim-why-c70"),
        ));
    }
    if let Some(t) = c.finesse_tricks {
        rows.push((
            "70E1",
            label("report-claim-ev-finesse"),
            n(t),
            tr.t("report-claim-why-finesse"),
        ));
    }
    if let Some(t) = c.no_prior_knowledge_tricks {
        rows.push((
            "70E1",
            label("report-claim-ev-no-prior"),
            n(t),
            tr.t("report-claim-why-no-prior"),
        ));
    }
    for l in &c.location_cards {
        let card = parse_card(&l.card).map_or_else(|_| l.card.clone(), card_symbol);
        let holder = tr.t(&format!("seat-{}", l.holder));
        let what = tr.t_args(
            "report-claim-ev-location",
            &[("card", card.into()), ("holder", holder.into())],
        );
        let why = tr.t(if l.other_showed_out {
            "report-claim-why-location-known"
        } else {
            "report-claim-why-location"
        });
        rows.push(("70E1", what, String::new(), why));
    }
    if let Some(t) = c.normal_min_claimer {
        rows.push((
            "71.4",
            label("report-claim-ev-min-claimer"),
            n(t),
            tr.t("report-claim-why-min-claimer"),
        ));
    }
    if let Some(t) = c.normal_min_opponents {
        rows.push((
            "69B2",
            label("report-claim-ev-min-opponents"),
            n(t),
            tr.t("report-claim-why-min-opponents"),
        ));
    }
    for (law, what, figure, why) in &rows {
        row(canvas, law, what, figure, why);
    }
}

/// The line that gives the proposal, trick by trick.
fn line(canvas: &mut Canvas, tr: Tr, c: &ClaimJudgement, pos: &Position) {
    let (cards, key) = if c.c70_applies && !c.c70_play.is_empty() {
        (&c.c70_play, "report-claim-line-c70")
    } else {
        (&c.line_play, "report-claim-line")
    };
    if cards.is_empty() {
        return;
    }
    canvas.gap(6.0);
    canvas.paragraph(Face::Bold, 9.5, canvas.left(), &tr.t(key));
    let first = (4 - pos.on_table.len() % 4) % 4;
    let mut chunks: Vec<&[(Seat, Card)]> = Vec::new();
    let (head, mut rest) = cards.split_at(first.min(cards.len()));
    if !head.is_empty() {
        chunks.push(head);
    }
    while !rest.is_empty() {
        let (a, b) = rest.split_at(rest.len().min(4));
        chunks.push(a);
        rest = b;
    }
    for (i, trick) in chunks.iter().enumerate() {
        let played: Vec<String> = trick
            .iter()
            .map(|&(s, card)| {
                format!(
                    "{} {}",
                    tr.t(&format!("seat-letter-{}", s.letter())),
                    tr.cards(&card_symbol(card))
                )
            })
            .collect();
        let label = tr.t_args("report-claim-trick", &[("n", (c.trick + i).into())]);
        canvas.field(&label, &played.join("   "), 80.0);
    }
    if !c.lost.is_empty() {
        canvas.gap(4.0);
        canvas.paragraph(Face::Bold, 9.5, canvas.left(), &tr.t("explain-claim-why"));
        for l in &c.lost {
            let text = tr.msg(&crate::claims::why::lost_msg(l));
            canvas.paragraph(Face::Regular, 9.0, canvas.left(), &text);
        }
    }
}

/// The proposal, the award with the director's reasons, the result and the laws.
fn outcome(canvas: &mut Canvas, tr: Tr, claim: &Claim, c: &ClaimJudgement) {
    let side = side_name(tr, c);
    let tricks = |key: &str, n: u8| {
        tr.t_args(
            key,
            &[
                ("tricks", n.into()),
                ("remaining", c.remaining.into()),
                ("side", side.clone().into()),
            ],
        )
    };
    canvas.gap(6.0);
    canvas.field(
        &tr.t("report-claim-proposal"),
        &tricks("report-claim-proposal-value", c.proposed),
        LABEL,
    );
    let award = match c.awarded {
        Some(a) => tricks("report-claim-awarded-value", a),
        None if c.agreed => tr.t("report-claim-awarded-agreed"),
        None => tr.t("report-claim-awarded-proposal"),
    };
    canvas.field(&tr.t("report-claim-award"), &award, LABEL);
    let reasons = claim.reasons.trim();
    if !reasons.is_empty() {
        canvas.field(&tr.t("report-claim-director-reasons"), reasons, LABEL);
    }
    canvas.field(
        &tr.t("report-claim-final"),
        &tricks("report-claim-final-value", c.final_tricks),
        LABEL,
    );
    canvas.gap(2.0);
    canvas.paragraph(
        Face::Bold,
        9.5,
        canvas.left(),
        &tr.t("report-claim-reasons"),
    );
    for law in c.laws.iter().filter_map(|l| l.code().parse::<Law>().ok()) {
        canvas.field(&law.to_string(), &tr.t(&law.paraphrase_key()), 48.0);
    }
    for note in &c.notes {
        canvas.field("", &tr.msg(note), 48.0);
    }
}
