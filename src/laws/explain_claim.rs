//! The claim part of the ruling as a director reads it: what was claimed, the statement,
//! the evidence (double dummy, the line by normal play, the 70C and 70E variants), the laws
//! with their paraphrase, the proposal and the figure that counts.

use super::Law;
use crate::case::Case;
use crate::claims::ClaimJudgement;
use crate::i18n::Tr;
use crate::notation::{card_symbol, parse_card};
use contract_bridge::{Card, Seat};
use std::fmt::Write as _;

fn seat_name(tr: Tr, seat: Seat) -> String {
    tr.t(&format!("seat-{}", seat.letter()))
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The cards of a play, trick by trick: `S ♠3 W ♠5 N ♠A E ♠J | …`.
fn play_text(cards: &[(Seat, Card)]) -> String {
    cards
        .chunks(4)
        .map(|trick| {
            trick
                .iter()
                .map(|&(s, c)| format!("{} {}", s.letter(), card_symbol(c)))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// One item of the statement in words: a card to lead, drawing trumps, a finesse.
fn item_text(tr: Tr, token: &str) -> String {
    if token == "draw_trumps" {
        return tr.t("explain-claim-item-draw");
    }
    if let Some(card) = token
        .strip_prefix("finesse:")
        .and_then(|c| parse_card(c).ok())
    {
        return tr.t_args(
            "explain-claim-item-finesse",
            &[("card", card_symbol(card).into())],
        );
    }
    parse_card(token).map_or_else(|_| token.to_owned(), card_symbol)
}

/// Writes the claim section.
pub(super) fn explain_claim(tr: Tr, case: &Case, c: &ClaimJudgement, out: &mut String) {
    let side = tr.t(&format!("side-{}", c.side.code()));
    let other = tr.t(&format!("side-{}", c.side.other().code()));
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", tr.t("explain-claim"));
    let _ = writeln!(
        out,
        "  {}",
        tr.t_args(
            "explain-claim-what",
            &[
                ("kind", c.kind.code().into()),
                ("seat", seat_name(tr, c.by).into()),
                ("tricks", c.claimed.into()),
                ("remaining", c.remaining.into()),
                ("trick", c.trick.into()),
                ("agreed", yes_no(c.agreed).into()),
            ]
        )
    );
    if let Some(claim) = &case.claim
        && let Some(total) = claim.stated_total
    {
        let (_, won) = crate::claims::remaining_and_won(claim, &case.play);
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args(
                "explain-claim-stated",
                &[("total", total.into()), ("won", won.into())]
            )
        );
    }
    let line = case.claim.as_ref().map(|cl| &cl.line);
    match line.filter(|l| !l.is_empty()) {
        Some(items) => {
            let shown: Vec<String> = items.iter().map(|t| item_text(tr, t)).collect();
            let _ = writeln!(
                out,
                "  {}",
                tr.t_args(
                    "explain-claim-statement",
                    &[("line", shown.join(", ").into())]
                )
            );
        }
        None => {
            let _ = writeln!(out, "  {}", tr.t("explain-claim-no-statement"));
        }
    }
    evidence(tr, c, &side, &other, out);
    let tricks =
        |key: &str, n: u8| tr.t_args(key, &[("tricks", n.into()), ("side", side.clone().into())]);
    for law in c.laws.iter().filter_map(|l| l.code().parse::<Law>().ok()) {
        let _ = writeln!(out, "  {law:<6} {}", tr.t(&law.paraphrase_key()));
    }
    let _ = writeln!(out, "  {}", tricks("explain-claim-proposal", c.proposed));
    if let Some(a) = c.awarded {
        let _ = writeln!(out, "  {}", tricks("explain-claim-awarded", a));
    }
    let _ = writeln!(
        out,
        "  {}",
        tr.t_args(
            "explain-claim-final",
            &[
                ("tricks", c.final_tricks.into()),
                ("remaining", c.remaining.into()),
                ("side", side.into()),
            ]
        )
    );
}

/// The evidence: double dummy, the line, the variants, the location cards, the normal
/// minimums.
fn evidence(tr: Tr, c: &ClaimJudgement, side: &str, other: &str, out: &mut String) {
    let tricks = |key: &str, n: u8| {
        tr.t_args(
            key,
            &[("tricks", n.into()), ("side", side.to_owned().into())],
        )
    };
    if let Some(dd) = c.dd_tricks {
        let _ = writeln!(out, "  {}", tricks("explain-claim-dd", dd));
    }
    if let Some(t) = c.line_tricks {
        let _ = writeln!(out, "  {}", tricks("explain-claim-line", t));
        if !c.line_play.is_empty() {
            let _ = writeln!(
                out,
                "    {}",
                tr.t_args(
                    "explain-claim-play",
                    &[("cards", play_text(&c.line_play).into())]
                )
            );
        }
    }
    if !c.lost.is_empty() {
        let _ = writeln!(out, "    {}", tr.t("explain-claim-why"));
        for l in &c.lost {
            let _ = writeln!(out, "      {}", tr.msg(&crate::claims::why::lost_msg(l)));
        }
    }
    if let Some(t) = c.c70_tricks {
        let _ = writeln!(out, "  {}", tricks("explain-claim-c70", t));
        if c.c70_applies && !c.c70_play.is_empty() {
            let _ = writeln!(
                out,
                "    {}",
                tr.t_args(
                    "explain-claim-play",
                    &[("cards", play_text(&c.c70_play).into())]
                )
            );
        }
    }
    if let Some(t) = c.finesse_tricks {
        let _ = writeln!(out, "  {}", tricks("explain-claim-finesse", t));
    }
    if let Some(t) = c.no_prior_knowledge_tricks {
        let _ = writeln!(out, "  {}", tricks("explain-claim-no-prior", t));
    }
    for l in &c.location_cards {
        let card = parse_card(&l.card).map_or_else(|_| l.card.clone(), card_symbol);
        let holder = tr.t(&format!("seat-{}", l.holder));
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args(
                "explain-claim-location",
                &[
                    ("card", card.into()),
                    ("holder", holder.into()),
                    ("showed", yes_no(l.other_showed_out).into()),
                ]
            )
        );
    }
    if let (Some(mine), Some(theirs)) = (c.normal_min_claimer, c.normal_min_opponents) {
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args(
                "explain-claim-normal-min",
                &[
                    ("claimer", mine.into()),
                    ("opponents", theirs.into()),
                    ("side", side.to_owned().into()),
                    ("other", other.to_owned().into()),
                ]
            )
        );
    }
}
