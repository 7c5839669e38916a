//! "Tell the players": what the director says at the table, worded from a change's ruling
//! fields, in the reader's language (messages `tell-*`, `i18n/*/changes.ftl`).

use super::model::{
    CallChangeRuling, CallPath, CardChangeRuling, CardPath, LeadRestriction, PenaltyKind,
};
use crate::i18n::{Arg, Msg};
use crate::notation::{parse_card, parse_seat};
use contract_bridge::{Card, Seat};

/// A card in the reader's words: its suit symbol and rank (`♥Q`; `♥D` in French).
#[must_use]
pub fn card_msg(card: Card) -> Msg {
    let rank = match card.rank.get() {
        14 => Arg::from(Msg::new("changes-rank-A")),
        13 => Msg::new("changes-rank-K").into(),
        12 => Msg::new("changes-rank-Q").into(),
        11 => Msg::new("changes-rank-J").into(),
        n => Arg::from(n.to_string()),
    };
    Msg::new("changes-card")
        .arg("suit", card.suit.to_string())
        .arg("rank", rank)
}

/// A card token of the ruling (`HQ`) in the reader's words.
#[must_use]
pub fn token_msg(token: &str) -> Arg {
    parse_card(token).map_or_else(|_| Arg::from(token), |c| card_msg(c).into())
}

/// A call token (`1D`, `3NT`, `P`, `X`, `XX`) in the reader's words (`1♦`, `3SA`, `Passe`).
#[must_use]
pub fn call_msg(token: &str) -> Arg {
    match token {
        "P" => Msg::new("changes-call-pass").into(),
        "X" => Msg::new("changes-call-double").into(),
        "XX" => Msg::new("changes-call-redouble").into(),
        _ => {
            let (level, strain) = token.split_at(token.len().min(1));
            let strain: Arg = match strain {
                "C" => "♣".into(),
                "D" => "♦".into(),
                "H" => "♥".into(),
                "S" => "♠".into(),
                _ => Msg::new("changes-call-nt").into(),
            };
            Msg::new("changes-call")
                .arg("level", level.to_owned())
                .arg("strain", strain)
                .into()
        }
    }
}

fn seat(letter: &str) -> Arg {
    parse_seat(letter).map_or_else(
        |_| Arg::from(letter),
        |s| Msg::new(crate::i18n::words::seat_key(s)).into(),
    )
}

fn seat_of(s: Seat) -> Arg {
    Msg::new(crate::i18n::words::seat_key(s)).into()
}

fn side(code: &str) -> Arg {
    Msg::new(if code == "EW" { "side-EW" } else { "side-NS" }).into()
}

/// What the director tells the players about a call change.
#[must_use]
pub fn tell_call(r: &CallChangeRuling) -> Vec<Msg> {
    let mut out = Vec::new();
    let who = seat(&r.seat);
    let call = call_msg(&r.call);
    let lho = parse_seat(&r.seat)
        .map(|s| seat_of(s.lho()))
        .unwrap_or(who.clone());
    let partner = parse_seat(&r.seat)
        .map(|s| seat_of(s.partner()))
        .unwrap_or(who.clone());
    out.push(
        Msg::new(if r.made {
            "tell-call-made"
        } else {
            "tell-call-not-made"
        })
        .arg("seat", who.clone())
        .arg("call", call),
    );
    for w in &r.withdrawn {
        out.push(Msg::new("tell-call-withdrawn").arg("call", call_msg(w)));
    }
    match (&r.stands, r.path) {
        (Some(s), _) => out.push(Msg::new("tell-call-stands").arg("call", call_msg(s))),
        (None, CallPath::L25B) => {}
        (None, _) => out.push(Msg::new("tell-call-again").arg("seat", who.clone())),
    }
    if r.lho_may_accept {
        let to = r.to.as_deref().map_or(Arg::from(""), call_msg);
        out.push(
            Msg::new("tell-lho-may-accept")
                .arg("lho", lho.clone())
                .arg("call", to),
        );
    }
    if r.lho_may_withdraw {
        out.push(Msg::new("tell-lho-may-withdraw").arg("lho", lho));
    }
    if r.lead_restriction == Some(LeadRestriction::L26B) {
        out.push(
            Msg::new("tell-lead-26b")
                .arg("seat", who.clone())
                .arg("partner", partner),
        );
    }
    if let Some(ui) = &r.ui_side {
        let key = if r.path == CallPath::NotMade {
            "tell-ui-16b1"
        } else {
            "tell-ui-16c"
        };
        out.push(Msg::new(key).arg("side", side(ui)));
    }
    for law in &r.adjustment_possible {
        out.push(Msg::new("tell-adjustment").arg("law", law.code()));
    }
    out
}

/// What the director tells the players about a card change.
#[must_use]
pub fn tell_card(r: &CardChangeRuling) -> Vec<Msg> {
    let mut out = Vec::new();
    let who = seat(&r.seat);
    let card = token_msg(&r.card);
    let key = match r.path {
        CardPath::OutOfScope => "tell-card-out-of-scope",
        _ if r.played => "tell-card-played",
        _ => "tell-card-not-played",
    };
    out.push(
        Msg::new(key)
            .arg("seat", who.clone())
            .arg("card", card)
            .arg("trick", r.trick),
    );
    for c in &r.returned {
        out.push(
            Msg::new("tell-card-returned")
                .arg("card", token_msg(c))
                .arg("seat", who.clone()),
        );
    }
    match &r.stands {
        Some(s) => out.push(
            Msg::new("tell-card-stands")
                .arg("card", token_msg(s))
                .arg("trick", r.trick),
        ),
        None if matches!(r.path, CardPath::L57A) => out.push(Msg::new("tell-57a")),
        None if r.path != CardPath::OutOfScope => {
            out.push(Msg::new("tell-card-again").arg("seat", who.clone()));
        }
        None => {}
    }
    if r.opponent_may_withdraw {
        out.push(Msg::new("tell-opponent-may-withdraw"));
    }
    let partner = parse_seat(&r.seat)
        .map(|s| seat_of(s.partner()))
        .unwrap_or(who.clone());
    for p in &r.penalty_cards {
        let key = match p.kind {
            PenaltyKind::Minor => "tell-penalty-minor",
            PenaltyKind::Major => "tell-penalty-major",
        };
        out.push(
            Msg::new(key)
                .arg("card", token_msg(&p.card))
                .arg("seat", who.clone())
                .arg("partner", partner.clone()),
        );
    }
    if r.penalty_cards.len() > 1 {
        out.push(Msg::new("tell-penalty-51"));
    }
    if let Some(ui) = &r.ui_side {
        out.push(Msg::new("tell-ui-16c").arg("side", side(ui)));
    }
    for law in &r.adjustment_possible {
        out.push(Msg::new("tell-adjustment").arg("law", law.code()));
    }
    out
}

/// The key of a seat's name from its letter in the ruling (`N` → `seat-N`).
#[must_use]
pub fn seat_key(letter: &str) -> &'static str {
    match letter {
        "N" => "seat-N",
        "E" => "seat-E",
        "S" => "seat-S",
        _ => "seat-W",
    }
}

/// The key of a role's name from its code in the ruling (`dummy` → `role-dummy`).
#[must_use]
pub fn role_key(role: &str) -> &'static str {
    match role {
        "declarer" => "role-declarer",
        "dummy" => "role-dummy",
        _ => "role-defender",
    }
}

/// A finding in the director's words: `word` is `cause`, `exposure`, `action`,
/// `called-since`, `played-since` or `lho-choice`, `code` the case-file value.
#[must_use]
pub fn finding(word: &str, code: &str) -> Msg {
    Msg::new(finding_key(word, code))
}

/// The key of [`finding`]'s message (`changes-cause-rethink`).
#[must_use]
pub fn finding_key(word: &str, code: &str) -> &'static str {
    match (word, code) {
        ("action", "placed") => "changes-action-placed",
        ("action", "removed") => "changes-action-removed",
        ("action", "touched") => "changes-action-touched",
        ("action", "spoken") => "changes-action-spoken",
        ("cause", "none") => "changes-cause-none",
        ("cause", "mechanical") => "changes-cause-mechanical",
        ("cause", "slip") => "changes-cause-slip",
        ("cause", "rethink") => "changes-cause-rethink",
        ("cause", "misinformation") => "changes-cause-misinformation",
        ("cause", "told_wrong_turn") => "changes-cause-told-wrong-turn",
        ("called-since", "none") => "changes-called-since-none",
        ("called-since", "lho") => "changes-called-since-lho",
        ("called-since", "partner") => "changes-called-since-partner",
        ("called-since", "period_over") => "changes-called-since-period-over",
        ("played-since", "none") => "changes-played-since-none",
        ("played-since", "opponent_only") => "changes-played-since-opponent-only",
        ("played-since", "own_side") => "changes-played-since-own-side",
        ("played-since", "next_trick") => "changes-played-since-next-trick",
        ("lho-choice", "accept") => "changes-lho-choice-accept",
        ("lho-choice", "decline") => "changes-lho-choice-decline",
        ("exposure", "on_table") => "changes-exposure-on-table",
        ("exposure", "near_table") => "changes-exposure-near-table",
        ("exposure", "held_as_played") => "changes-exposure-held-as-played",
        ("exposure", "partner_could_see") => "changes-exposure-partner-could-see",
        ("exposure", "seen_only") => "changes-exposure-seen-only",
        ("exposure", "dropped") => "changes-exposure-dropped",
        ("exposure", "named") => "changes-exposure-named",
        ("exposure", "touched") => "changes-exposure-touched",
        ("exposure", "touched_not_to_play") => "changes-exposure-touched-not-to-play",
        ("exposure", "dummy_unasked") => "changes-exposure-dummy-unasked",
        _ => "changes-finding-unknown",
    }
}
