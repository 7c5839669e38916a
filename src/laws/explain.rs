//! The ruling as a director reads it: facts, each revoke with the laws applied and their
//! paraphrase, the arithmetic, equity and the final score — in the reader's language.

use super::{EquitySource, Judgement};
use crate::case::{Attention, Case};
use crate::i18n::{Arg, Tr};
use crate::notation::{Side, card_symbol};
use std::fmt::Write as _;

fn seat_name(tr: Tr, letter: &str) -> String {
    tr.t(&format!("seat-{letter}"))
}

/// The attention fact in words.
#[must_use]
pub fn attention_text(tr: Tr, attention: Option<Attention>) -> String {
    match attention {
        None => tr.t("explain-attention-none"),
        Some(Attention::DuringPlay { after_card }) => {
            tr.t_args("explain-attention-during", &[("card", after_card.into())])
        }
        Some(a) => tr.t(&format!("explain-attention-{}", a.code().replace('_', "-"))),
    }
}

/// The whole ruling as text.
#[must_use]
pub fn explain(tr: Tr, case: &Case, judgement: &Judgement) -> String {
    if crate::changes::during_auction(case) {
        return super::explain_changes::explain_auction(tr, case, judgement);
    }
    let r = &judgement.ruling;
    let board = &case.board;
    let mut out = String::new();
    let declarer = board.declarer.letter().to_string();
    let _ = writeln!(
        out,
        "{}",
        tr.t_args(
            "explain-heading",
            &[
                ("board", r.board.clone().into()),
                ("contract", r.contract.clone().into()),
                ("declarer", seat_name(tr, &declarer).into()),
            ]
        )
    );
    if !case.title.is_empty() {
        let _ = writeln!(out, "{}", case.title);
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", tr.t("explain-facts"));
    let _ = writeln!(out, "  {}", attention_text(tr, case.attention));
    let _ = writeln!(
        out,
        "  {}",
        tr.t_args(
            "explain-table-tricks",
            &[("tricks", r.table_declarer_tricks.into())]
        )
    );
    if let Some(claim) = &judgement.claim {
        super::explain_claim::explain_claim(tr, case, claim, &mut out);
    }
    if r.revokes.is_empty() {
        let _ = writeln!(out, "\n{}", tr.t("explain-no-revoke"));
    }
    for (i, rev) in r.revokes.iter().enumerate() {
        let card = case
            .play
            .steps()
            .get(rev.card - 1)
            .map(|s| card_symbol(s.card))
            .unwrap_or_default();
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{}",
            tr.t_args(
                "explain-revoke",
                &[
                    ("n", (i + 1).into()),
                    ("card", rev.card.into()),
                    ("trick", rev.trick.into()),
                    ("seat", seat_name(tr, &rev.seat).into()),
                    ("side", tr.t(&format!("side-{}", rev.side)).into()),
                    ("played", card.into()),
                    ("kind", tr.t(rev.kind.key()).into()),
                ]
            )
        );
        let status = match (rev.established, rev.corrected) {
            (true, false) => "explain-established",
            (true, true) => "explain-established-corrected",
            (false, true) => "explain-not-established-corrected",
            (false, false) => "explain-not-established",
        };
        let _ = writeln!(out, "  {}", tr.t(status));
        if let Some(p) = &rev.penalty_card {
            let _ = writeln!(
                out,
                "  {}",
                tr.t_args(
                    "explain-penalty-card",
                    &[(
                        "card",
                        crate::notation::parse_card(p)
                            .map_or_else(|_| p.clone(), card_symbol)
                            .into()
                    )]
                )
            );
        }
        for law in &rev.laws {
            let _ = writeln!(out, "  {law:<6} {}", tr.t(&law.paraphrase_key()));
        }
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args("explain-transfer", &[("tricks", rev.transfer.into())])
        );
    }
    super::explain_changes::explain_changes(tr, judgement, &mut out);
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        tr.t_args(
            "explain-arithmetic",
            &[
                ("table", r.table_declarer_tricks.into()),
                ("transfer", r.transfer_total.into()),
                ("adjusted", r.adjusted_declarer_tricks.into()),
            ]
        )
    );
    explain_equity(tr, case, judgement, &mut out);
    let _ = writeln!(out);
    match &r.final_result {
        None => {
            let _ = writeln!(out, "{}", tr.t("explain-final-none"));
        }
        Some(f) => {
            if let Some(weighted) = &f.weighted {
                let _ = writeln!(out, "{}", tr.t("explain-final-weighted"));
                for o in weighted {
                    let _ = writeln!(
                        out,
                        "  {}",
                        tr.t_args(
                            "explain-weighted-outcome",
                            &[
                                ("percent", o.percent.into()),
                                ("tricks", o.declarer_tricks.into()),
                                ("score", signed(o.score_ns).into()),
                            ]
                        )
                    );
                }
            }
            let args: Vec<(&str, Arg)> = vec![
                ("tricks", f.declarer_tricks.map_or(0, u32::from).into()),
                ("ns", signed(f.score_ns).into()),
                ("ew", signed(-f.score_ns).into()),
                (
                    "exact",
                    f.score_ns_exact
                        .map_or_else(String::new, |e| format!("{e:.1}"))
                        .into(),
                ),
            ];
            let key = if f.weighted.is_some() {
                "explain-final-score-weighted"
            } else {
                "explain-final-score"
            };
            let _ = writeln!(out, "{}", tr.t_args(key, &args));
        }
    }
    for o in &judgement.imps {
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args(
                "explain-imps",
                &[
                    ("percent", o.percent.into()),
                    ("score", signed(o.score_ns).into()),
                    ("imps", signed(o.imps_ns).into()),
                ]
            )
        );
    }
    if let Some(w) = judgement.weighted_imps_ns {
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args(
                "explain-weighted-imps",
                &[("imps", format!("{w:+.1}").into())]
            )
        );
    }
    if !judgement.notes.is_empty() {
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", tr.t("explain-notes"));
        for note in &judgement.notes {
            let _ = writeln!(out, "  - {}", tr.msg(note));
        }
    }
    out
}

fn explain_equity(tr: Tr, case: &Case, judgement: &Judgement, out: &mut String) {
    let eq = &judgement.ruling.equity;
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", tr.t("explain-equity"));
    let Some(evidence) = &judgement.evidence else {
        if eq.dd_declarer_tricks.is_none() && eq.source.is_none() {
            let _ = writeln!(out, "  {}", tr.t("explain-equity-none"));
        }
        return;
    };
    let _ = writeln!(
        out,
        "  {}",
        tr.t_args(
            "explain-equity-position",
            &[
                ("card", evidence.revoke_card.into()),
                (
                    "seat",
                    seat_name(tr, &evidence.offender.letter().to_string()).into()
                ),
                ("before", evidence.declarer_tricks_before.into()),
            ]
        )
    );
    for alt in &evidence.alternatives {
        let _ = writeln!(
            out,
            "    {}",
            tr.t_args(
                "explain-equity-alternative",
                &[
                    ("card", card_symbol(alt.card).into()),
                    ("tricks", alt.declarer_tricks.into()),
                ]
            )
        );
    }
    if let Some(dd) = eq.dd_declarer_tricks {
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args("explain-equity-dd", &[("tricks", dd.into())])
        );
    }
    let source = match eq.source {
        Some(EquitySource::DoubleDummy) => "explain-source-double-dummy",
        Some(EquitySource::Director) => "explain-source-director",
        Some(EquitySource::Weighted) => "explain-source-weighted",
        None => "explain-source-none",
    };
    let _ = writeln!(
        out,
        "  {}",
        tr.t_args(
            source,
            &[(
                "tricks",
                eq.likely_declarer_tricks.map_or(0, u32::from).into()
            )]
        )
    );
    if !case.equity.reasons.is_empty() {
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args(
                "explain-reasons",
                &[("reasons", case.equity.reasons.clone().into())]
            )
        );
    }
    if eq.applies {
        for law in &eq.laws {
            let _ = writeln!(out, "  {law:<6} {}", tr.t(&law.paraphrase_key()));
        }
        let _ = writeln!(out, "  {}", tr.t("explain-equity-applies"));
    } else {
        let offenders = judgement.ruling.revokes.first().map_or(Side::NS, |r| {
            if r.side == "NS" { Side::NS } else { Side::EW }
        });
        let _ = writeln!(
            out,
            "  {}",
            tr.t_args(
                "explain-equity-not-applied",
                &[("side", tr.t(&format!("side-{}", offenders.other())).into())]
            )
        );
    }
}

/// A score with its sign: `+420`, `-50`, `0`.
#[must_use]
pub fn signed(score: i32) -> String {
    if score > 0 {
        format!("+{score}")
    } else {
        score.to_string()
    }
}
