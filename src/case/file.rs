//! Reading a `revoke-case/1` TOML file, strictly: every section and field is known, each
//! value is of its kind, and every error names the field, the value and what is allowed,
//! with its line and column.
//!
//! Reading gives a [`Case`] as it was written, facts unchecked: a half-entered case (the
//! play unfinished, no attention yet) reads. Whether its facts fit the play is the law
//! engine's question (`laws::validate`), whose errors name a field path that [`Spans`]
//! locates in the file.

use super::CaseError;
use super::board::{lacks_contract, read_board, read_play};
use super::changes::Changes;
use super::changes_file::{MAX_CHANGES, has_section, item_path, read_call, read_card};
use super::model::{
    Attention, CASE_FORMAT, Case, Claim, ClaimKind, EquityJudgement, MarkedKind, MarkedRevoke,
    Meta, Weight,
};
use super::read::{Reader, Section, Spans, expect, path};
use crate::i18n::Msg;
use crate::notation::parse_seat;
use std::path::Path;
use toml::de::{DeTable, DeValue};

/// The top-level names (sections and fields).
const TOP: [&str; 12] = [
    "format",
    "title",
    "board",
    "play",
    "marked_revoke",
    "attention",
    "claim",
    "equity",
    "meta",
    "call_change",
    "card_change",
    "expect",
];
const MARKED: [&str; 2] = ["card", "kind"];
/// The most `[[marked_revoke]]` sections: one per card of the play.
const MAX_MARKED: usize = 52;
/// The most outcomes of `[equity] weights`: one per trick count, 0 to 13.
const MAX_WEIGHTS: usize = 14;
const ATTENTION: [&str; 2] = ["when", "after_card"];
/// `case-format.md` and the claim fields of `claim-law-model.md`.
const CLAIM: [&str; 12] = [
    "after_card",
    "by",
    "tricks",
    "agreed",
    "awarded",
    "kind",
    "stated_total",
    "line",
    "trump_mentioned",
    "trump_unaware_likely",
    "review_requested",
    "reasons",
];
const EQUITY: [&str; 3] = ["likely_declarer_tricks", "weights", "reasons"];
const WEIGHT: [&str; 2] = ["declarer_tricks", "percent"];
const META_TEXT: [&str; 16] = [
    "event",
    "session",
    "date",
    "round",
    "table",
    "section",
    "ns_pair",
    "ew_pair",
    "source_file",
    "director",
    "north",
    "east",
    "south",
    "west",
    "notes",
    "appeal_text",
];

/// Reads a case from TOML text; `base` is the folder a `pbn_file` is relative to.
///
/// # Errors
/// A [`CaseError`] naming the field, the value and what is allowed, with its place.
pub fn from_toml_str(text: &str, base: &Path) -> Result<Case, CaseError> {
    read_str(text, base).map(|(case, _)| case)
}

/// Reads a case and where each of its fields was written.
///
/// # Errors
/// As [`from_toml_str`].
pub fn read_str(text: &str, base: &Path) -> Result<(Case, Spans), CaseError> {
    let mut r = Reader::new(text);
    let doc = DeTable::parse(text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        r.fail(offset, Msg::new("case-error-toml"))
    })?;
    let root = Section {
        table: doc.get_ref(),
        span: (0, 0),
        path: "",
        label: "",
        outcome: None,
    };
    r.known(&root, &TOP)?;
    read_format(&mut r, &root)?;
    let title = r.text_field(&root, "title")?.unwrap_or_default();

    let (table, span) = sub_table(&mut r, &root, "board")?
        .ok_or_else(|| r.missing(&root, "board", section_named("[board]")))?;
    let board_section = section(table, span, "board", "[board]");
    // A case whose only new section is `[[call_change]]` may leave out the contract.
    let calls_only = has_section(root.table, "call_change")
        && !has_section(root.table, "card_change")
        && !has_section(root.table, "play");
    let (source, board, game, place) = read_board(&mut r, &board_section, base, calls_only)?;

    let play_section = sub_table(&mut r, &root, "play")?;
    let play = play_section.map(|(table, span)| section(table, span, "play", "[play]"));
    let play = read_play(&mut r, play.as_ref(), &board, &game, &place)?;
    let mut changes = Changes {
        auction_only: calls_only && lacks_contract(&game),
        ..Changes::default()
    };
    for (key, label) in [
        ("call_change", "[[call_change]]"),
        ("card_change", "[[card_change]]"),
    ] {
        let found = sub_tables(&mut r, &root, key)?;
        if let Some((_, span)) = found.get(MAX_CHANGES) {
            return Err(r.fail(
                span.0,
                Msg::new("limits-case-too-many")
                    .arg("count", found.len())
                    .arg("section", label)
                    .arg("limit", MAX_CHANGES),
            ));
        }
        for (i, (table, span)) in found.into_iter().enumerate() {
            let p = item_path(key, i);
            let s = section(table, span, &p, label);
            if key == "call_change" {
                changes.calls.push(read_call(&mut r, &s)?);
            } else {
                changes.cards.push(read_card(&mut r, &s, &play)?);
            }
        }
    }

    let mut marked_revokes: Vec<MarkedRevoke> = Vec::new();
    let marked = sub_tables(&mut r, &root, "marked_revoke")?;
    if let Some((_, span)) = marked.get(MAX_MARKED) {
        return Err(r.fail(
            span.0,
            Msg::new("limits-case-too-many")
                .arg("count", marked.len())
                .arg("section", "[[marked_revoke]]")
                .arg("limit", MAX_MARKED),
        ));
    }
    let mut first_at = Vec::new();
    for (i, (table, span)) in marked.into_iter().enumerate() {
        let p = path("marked_revoke", &i.to_string());
        let m = read_marked(&mut r, &section(table, span, &p, "[[marked_revoke]]"))?;
        // The same revoke marked twice is refused, not ignored: which one is meant?
        if let Some(k) = marked_revokes.iter().position(|o| o.card == m.card) {
            return Err(r.fail(
                span.0,
                Msg::new("limits-case-marked-duplicate")
                    .arg("card", m.card)
                    .arg("line", r.loc(first_at[k]).line),
            ));
        }
        first_at.push(span.0);
        marked_revokes.push(m);
    }
    let attention = match sub_table(&mut r, &root, "attention")? {
        Some((table, span)) => Some(read_attention(
            &mut r,
            &section(table, span, "attention", "[attention]"),
        )?),
        None => None,
    };
    let claims = sub_tables(&mut r, &root, "claim")?;
    if let Some((_, span)) = claims.get(1) {
        return Err(r.fail(
            span.0,
            Msg::new("case-error-claims").arg("count", claims.len()),
        ));
    }
    let claim = match claims.first() {
        Some((table, span)) => Some(read_claim(
            &mut r,
            &section(table, *span, "claim.0", "[[claim]]"),
        )?),
        None => None,
    };
    let equity = match sub_table(&mut r, &root, "equity")? {
        Some((table, span)) => read_equity(&mut r, &section(table, span, "equity", "[equity]"))?,
        None => EquityJudgement::default(),
    };
    let meta = match sub_table(&mut r, &root, "meta")? {
        Some((table, span)) => read_meta(&mut r, &section(table, span, "meta", "[meta]"))?,
        None => Meta::default(),
    };
    // `[expect]` holds the tests' expectations: accepted, never read.
    let case = Case {
        title,
        source,
        board,
        play,
        marked_revokes,
        attention,
        claim,
        equity,
        meta,
        changes,
    };
    Ok((case, r.spans))
}

fn section<'a, 'i>(
    table: &'a DeTable<'i>,
    span: (usize, usize),
    path: &'a str,
    label: &'a str,
) -> Section<'a, 'i> {
    Section {
        table,
        span,
        path,
        label,
        outcome: None,
    }
}

/// A section found: its table and the place of its header (start, end).
type Found<'a, 'i> = (&'a DeTable<'i>, (usize, usize));

fn section_named(name: &str) -> Msg {
    expect("case-expect-section").arg("name", name.to_owned())
}

/// A section written `[name]`: its table and the place of its header.
fn sub_table<'a, 'i>(
    r: &mut Reader<'_>,
    parent: &Section<'a, 'i>,
    key: &str,
) -> Result<Option<Found<'a, 'i>>, CaseError> {
    let Some(value) = r.value(parent, key) else {
        return Ok(None);
    };
    match value.get_ref() {
        DeValue::Table(t) => Ok(Some((t, r.header(parent, key)))),
        _ => Err(r.wrong(parent, key, value, section_named(&format!("[{key}]")))),
    }
}

/// A repeatable section written `[[name]]`: each table and the place of its header.
fn sub_tables<'a, 'i>(
    r: &mut Reader<'_>,
    parent: &Section<'a, 'i>,
    key: &str,
) -> Result<Vec<Found<'a, 'i>>, CaseError> {
    let Some(value) = r.value(parent, key) else {
        return Ok(Vec::new());
    };
    let want = || section_named(&format!("[[{key}]]"));
    let DeValue::Array(items) = value.get_ref() else {
        let at = r.header(parent, key).0;
        return Err(r.wrong_at(parent, key, value, at, want()));
    };
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let DeValue::Table(t) = item.get_ref() else {
            let at = item.span().start;
            return Err(r.wrong_at(parent, key, value, at, want()));
        };
        let start = r.item_header(item.span().start);
        r.remember_at(path(key, &i.to_string()), start);
        out.push((t, (start, item.span().end)));
    }
    Ok(out)
}

fn read_format(r: &mut Reader<'_>, root: &Section<'_, '_>) -> Result<(), CaseError> {
    let found = r.text_field(root, "format")?;
    if found.as_deref() == Some(CASE_FORMAT) {
        return Ok(());
    }
    let Some(found) = found else {
        return Err(r.missing(root, "format", Msg::new("case-expect-format")));
    };
    let offset = root.table.get("format").map_or(0, |v| v.span().start);
    Err(r.fail(
        offset,
        Msg::new("case-error-format")
            .arg("found", found)
            .arg("expected", CASE_FORMAT),
    ))
}

fn read_marked(r: &mut Reader<'_>, s: &Section<'_, '_>) -> Result<MarkedRevoke, CaseError> {
    r.enter(s);
    r.known(s, &MARKED)?;
    let card = r
        .card_count(s, "card", "case-expect-card-number")?
        .ok_or_else(|| r.missing(s, "card", expect("case-expect-card-number")))?;
    let kinds = ["penalty_card", "lead_restriction"];
    let kind = r
        .choice(s, "kind", &kinds)?
        .ok_or_else(|| r.missing(s, "kind", choices(&kinds)))?;
    let kind = if kind == "penalty_card" {
        MarkedKind::PenaltyCard
    } else {
        MarkedKind::LeadRestriction
    };
    Ok(MarkedRevoke { card, kind })
}

fn choices(words: &[&str]) -> Msg {
    Msg::new("case-expect-choice").arg("choices", words.join(", "))
}

fn read_attention(r: &mut Reader<'_>, s: &Section<'_, '_>) -> Result<Attention, CaseError> {
    r.enter(s);
    r.known(s, &ATTENTION)?;
    let when = r
        .choice(s, "when", &Attention::CODES)?
        .ok_or_else(|| r.missing(s, "when", choices(&Attention::CODES)))?;
    let after_card = r.card_count(s, "after_card", "case-expect-cards-played")?;
    let attention = match (when, after_card) {
        ("during_play", Some(after_card)) => Attention::DuringPlay { after_card },
        ("during_play", None) => {
            return Err(r.fail(s.span.0, Msg::new("case-error-after-card-missing")));
        }
        ("end_of_play", _) => Attention::EndOfPlay,
        ("after_hands_returned", _) => Attention::AfterHandsReturned,
        ("after_next_board_call", _) => Attention::AfterNextBoardCall,
        _ => Attention::AfterRound,
    };
    if after_card.is_some() && !matches!(attention, Attention::DuringPlay { .. }) {
        let offset = s
            .table
            .get("after_card")
            .map_or(s.span.0, |v| v.span().start);
        return Err(r.fail(
            offset,
            Msg::new("case-error-after-card-unexpected").arg("when", attention.code()),
        ));
    }
    Ok(attention)
}

fn read_claim(r: &mut Reader<'_>, s: &Section<'_, '_>) -> Result<Claim, CaseError> {
    r.enter(s);
    r.known(s, &CLAIM)?;
    let after_card = r
        .card_count(s, "after_card", "case-expect-cards-played")?
        .ok_or_else(|| r.missing(s, "after_card", expect("case-expect-cards-played")))?;
    let by = match r.value(s, "by") {
        None => return Err(r.missing(s, "by", expect("case-expect-seat"))),
        Some(v) => match v.get_ref().as_str().and_then(|t| parse_seat(t).ok()) {
            Some(seat) => seat,
            None => return Err(r.wrong(s, "by", v, expect("case-expect-seat"))),
        },
    };
    let tricks = r.tricks(s, "tricks")?;
    let agreed = r.flag(s, "agreed")?.unwrap_or(true);
    let awarded = r.tricks(s, "awarded")?;
    let kind = match r.choice(s, "kind", &["claim", "concession"])? {
        Some("concession") => ClaimKind::Concession,
        _ => ClaimKind::Claim,
    };
    let stated_total = r.tricks(s, "stated_total")?;
    let line = r
        .text_list(s, "line", "case-expect-claim-line")?
        .unwrap_or_default();
    let trump_mentioned = r.flag(s, "trump_mentioned")?;
    let trump_unaware_likely = r.flag(s, "trump_unaware_likely")?.unwrap_or(true);
    let review_requested = r.flag(s, "review_requested")?.unwrap_or(false);
    let reasons = r.text_field(s, "reasons")?.unwrap_or_default();
    if tricks.is_none() && stated_total.is_none() {
        return Err(r.missing(s, "tricks", expect("case-expect-claim-tricks")));
    }
    Ok(Claim {
        after_card,
        by,
        kind,
        tricks,
        stated_total,
        agreed,
        awarded,
        line,
        trump_mentioned,
        trump_unaware_likely,
        review_requested,
        reasons,
    })
}

fn read_equity(r: &mut Reader<'_>, s: &Section<'_, '_>) -> Result<EquityJudgement, CaseError> {
    r.enter(s);
    r.known(s, &EQUITY)?;
    let likely_declarer_tricks = r.tricks(s, "likely_declarer_tricks")?;
    let reasons = r.text_field(s, "reasons")?.unwrap_or_default();
    let mut weights = Vec::new();
    if let Some(value) = r.value(s, "weights") {
        let DeValue::Array(items) = value.get_ref() else {
            return Err(r.wrong(s, "weights", value, expect("case-expect-weights")));
        };
        if items.is_empty() {
            return Err(r.fail(value.span().start, Msg::new("case-error-weights-empty")));
        }
        // One outcome a trick count (0 to 13): more is a damaged file.
        if let Some(extra) = items.get(MAX_WEIGHTS) {
            return Err(r.fail(
                extra.span().start,
                Msg::new("limits-case-too-many")
                    .arg("count", items.len())
                    .arg("section", "[equity] weights")
                    .arg("limit", MAX_WEIGHTS),
            ));
        }
        for (i, item) in items.iter().enumerate() {
            let DeValue::Table(table) = item.get_ref() else {
                let at = item.span().start;
                return Err(r.wrong_at(s, "weights", value, at, expect("case-expect-weights")));
            };
            let p = path("equity.weights", &i.to_string());
            let w = Section {
                table,
                span: (r.item_header(item.span().start), item.span().end),
                path: &p,
                label: "[equity] weights",
                outcome: Some(i + 1),
            };
            weights.push(read_weight(r, &w)?);
        }
    }
    Ok(EquityJudgement {
        likely_declarer_tricks,
        weights,
        reasons,
    })
}

fn read_weight(r: &mut Reader<'_>, s: &Section<'_, '_>) -> Result<Weight, CaseError> {
    r.enter(s);
    r.known(s, &WEIGHT)?;
    let declarer_tricks = r
        .tricks(s, "declarer_tricks")?
        .ok_or_else(|| r.missing(s, "declarer_tricks", expect("case-expect-tricks")))?;
    let percent = r
        .number(s, "percent", 0..101, expect("case-expect-percent"))?
        .and_then(|p| u8::try_from(p).ok())
        .ok_or_else(|| r.missing(s, "percent", expect("case-expect-percent")))?;
    Ok(Weight {
        declarer_tricks,
        percent,
    })
}

fn read_meta(r: &mut Reader<'_>, s: &Section<'_, '_>) -> Result<Meta, CaseError> {
    r.enter(s);
    let mut known = META_TEXT.to_vec();
    known.extend(["other_table_score_ns", "appeal_minutes", "recorded_tricks"]);
    r.known(s, &known)?;
    let mut meta = Meta::default();
    for key in META_TEXT {
        let value = r.text_field(s, key)?.unwrap_or_default();
        let slot = match key {
            "event" => &mut meta.event,
            "session" => &mut meta.session,
            "date" => &mut meta.date,
            "round" => &mut meta.round,
            "table" => &mut meta.table,
            "section" => &mut meta.section,
            "ns_pair" => &mut meta.ns_pair,
            "ew_pair" => &mut meta.ew_pair,
            "source_file" => &mut meta.source_file,
            "director" => &mut meta.director,
            "north" => &mut meta.north,
            "east" => &mut meta.east,
            "south" => &mut meta.south,
            "west" => &mut meta.west,
            "appeal_text" => &mut meta.appeal_text,
            _ => &mut meta.notes,
        };
        *slot = value;
    }
    meta.other_table_score_ns = r
        .number(
            s,
            "other_table_score_ns",
            -100_000..100_001,
            expect("case-expect-score"),
        )?
        .and_then(|n| i32::try_from(n).ok());
    // A week at most: a limit longer than that is a typing slip.
    meta.appeal_minutes = r
        .number(
            s,
            "appeal_minutes",
            1..10_081,
            expect("case-expect-minutes"),
        )?
        .and_then(|n| u32::try_from(n).ok());
    meta.recorded_tricks = r.tricks(s, "recorded_tricks")?;
    Ok(meta)
}
