//! The ruling half of the report: facts, each revoke with its laws, the arithmetic, the
//! equity check with its evidence, the final result, notes, appeal and signature block.

use super::board::seat_name;
use super::canvas::{Canvas, GREY, SHADE};
use super::fonts::Face;
use super::{ReportOptions, format_time};
use crate::case::Case;
use crate::i18n::Tr;
use crate::laws::explain::attention_text;
use crate::laws::{EquitySource, Judgement};
use crate::notation::card_symbol;

const LABEL: f32 = 150.0;

/// `+420`, `−50` (a true minus sign), `0`.
pub(crate) fn signed(score: i32) -> String {
    match score {
        s if s > 0 => format!("+{s}"),
        s if s < 0 => format!("−{}", s.unsigned_abs()),
        _ => "0".to_owned(),
    }
}

use crate::i18n::words::side_name;

fn scores(tr: Tr, score_ns: i32) -> String {
    tr.t_args(
        "report-score-both",
        &[
            ("ns", signed(score_ns).into()),
            ("ew", signed(-score_ns).into()),
        ],
    )
}

/// When attention was drawn, the claim, the tricks at the table.
pub(crate) fn facts(canvas: &mut Canvas, tr: Tr, case: &Case, judgement: &Judgement) {
    canvas.heading(&tr.t("report-facts"));
    canvas.field(
        &tr.t("report-attention"),
        &attention_text(tr, case.attention),
        LABEL,
    );
    if let Some(claim) = &case.claim {
        let claimed = judgement.claim.as_ref().map_or_else(
            || crate::claims::claimed_tricks(claim, &case.play),
            |c| c.claimed,
        );
        let given = judgement.claim.as_ref().map_or(claimed, |c| c.final_tricks);
        let key = if claim.agreed {
            "report-claim-agreed"
        } else {
            "report-claim-disputed"
        };
        let text = tr.t_args(
            key,
            &[
                ("card", claim.after_card.into()),
                ("seat", seat_name(tr, claim.by).into()),
                ("tricks", claimed.into()),
                ("awarded", given.into()),
            ],
        );
        canvas.field(&tr.t("report-claim"), &text, LABEL);
    }
    let r = &judgement.ruling;
    let at_table = tr.t_args(
        "report-tricks",
        &[("tricks", r.table_declarer_tricks.into())],
    );
    let at_table = match judgement.standing_cards {
        Some(n) => tr.t_args(
            "report-tricks-standing",
            &[("result", at_table.into()), ("standing", n.into())],
        ),
        None => at_table,
    };
    canvas.field(&tr.t("report-table-result"), &at_table, LABEL);
    if let Some(score) = judgement.table_score_ns {
        canvas.field(&tr.t("report-table-score"), &scores(tr, score), LABEL);
    }
}

/// Each revoke: what, established or not, corrected, laws with paraphrases, transfer;
/// then the arithmetic.
pub(crate) fn revokes(canvas: &mut Canvas, tr: Tr, judgement: &Judgement, case: &Case) {
    if super::wording::claim_only(case, judgement) {
        // The claim section gave the ruling: no revoke section to say there is none.
        return;
    }
    canvas.heading(&tr.t("report-ruling"));
    let r = &judgement.ruling;
    if r.revokes.is_empty() {
        canvas.paragraph(Face::Regular, 9.5, canvas.left(), &tr.t("report-no-revoke"));
    }
    for (i, revoke) in r.revokes.iter().enumerate() {
        let card = case
            .play
            .cards()
            .get(revoke.card.saturating_sub(1))
            .map_or_else(String::new, |c| card_symbol(*c));
        let seat = tr.t(&format!("seat-{}", revoke.seat));
        let head = tr.t_args(
            "report-revoke-heading",
            &[
                ("n", (i + 1).into()),
                ("card", revoke.card.into()),
                ("trick", revoke.trick.into()),
                ("seat", seat.into()),
                ("side", side_name(tr, &revoke.side).into()),
                ("played", card.into()),
                ("kind", tr.t(revoke.kind.key()).into()),
            ],
        );
        canvas.gap(4.0);
        // Keep the heading with its status and first law.
        canvas.ensure(70.0);
        canvas.paragraph(Face::Bold, 9.5, canvas.left(), &head);
        let status = match (revoke.established, revoke.corrected) {
            (true, false) => "report-established",
            (true, true) => "report-established-corrected",
            (false, true) => "report-not-established-corrected",
            (false, false) => "report-not-established",
        };
        canvas.field(&tr.t("report-status"), &tr.t(status), LABEL);
        if let Some(by) = super::wording::established_by(tr, case, revoke) {
            canvas.field(&tr.t("report-established-by-label"), &by, LABEL);
        }
        if let Some(options) = super::wording::penalty_card_options(tr, case, revoke) {
            canvas.field(&tr.t("report-penalty-card"), &options, LABEL);
        } else if let Some(penalty) = &revoke.penalty_card {
            let shown =
                crate::notation::parse_card(penalty).map_or_else(|_| penalty.clone(), card_symbol);
            canvas.field(
                &tr.t("report-penalty-card"),
                &tr.t_args("report-penalty-card-text", &[("card", shown.into())]),
                LABEL,
            );
        }
        for law in &revoke.laws {
            let label = tr.t_args("report-law", &[("code", law.code().into())]);
            canvas.field(&label, &tr.t(&law.paraphrase_key()), LABEL);
        }
        canvas.field(
            &tr.t("report-transfer"),
            &tr.t_args(
                "report-transfer-text",
                &[("tricks", revoke.transfer.into())],
            ),
            LABEL,
        );
    }
    // The arithmetic.
    canvas.gap(6.0);
    let rows = [
        (
            tr.t("report-arith-table"),
            r.table_declarer_tricks.to_string(),
        ),
        (
            tr.t("report-arith-transfer"),
            format!("+{}", r.transfer_total),
        ),
        (
            tr.t("report-arith-adjusted"),
            r.adjusted_declarer_tricks.to_string(),
        ),
    ];
    let row = 14.0;
    canvas.ensure(row * 3.0 + 4.0);
    let left = canvas.left();
    for (i, (label, value)) in rows.iter().enumerate() {
        let top = canvas.y;
        if i == 2 {
            canvas.fill(left, top, 300.0, row, SHADE);
        }
        canvas.y += row;
        let face = if i == 2 { Face::Bold } else { Face::Regular };
        canvas.text(face, 9.5, left + 6.0, canvas.y - 4.0, label);
        canvas.text_right(face, 9.5, left + 294.0, canvas.y - 4.0, value);
    }
    if let Some(score) = judgement.adjusted_score_ns {
        canvas.field(&tr.t("report-adjusted-score"), &scores(tr, score), LABEL);
    }
}

/// Law 64C: the evidence, the estimate, the director's judgement and whether it applies.
pub(crate) fn equity(canvas: &mut Canvas, tr: Tr, case: &Case, judgement: &Judgement) {
    if super::wording::claim_only(case, judgement) && !super::wording::director_equity(case) {
        // Nothing for Law 64C to say about a claim alone.
        return;
    }
    canvas.heading(&tr.t("report-equity"));
    let eq = &judgement.ruling.equity;
    if let Some(ev) = &judgement.evidence {
        let text = tr.t_args(
            "report-equity-position",
            &[
                ("card", ev.revoke_card.into()),
                ("seat", seat_name(tr, ev.offender).into()),
                ("before", ev.declarer_tricks_before.into()),
            ],
        );
        canvas.paragraph(Face::Regular, 9.5, canvas.left(), &text);
        let row = 13.0;
        let left = canvas.left() + 12.0;
        canvas.ensure(row * 2.0);
        canvas.y += row;
        let y = canvas.y - 3.0;
        canvas.text_color(Face::Bold, 8.5, left, y, GREY, &tr.t("report-equity-card"));
        canvas.text_color(
            Face::Bold,
            8.5,
            left + 90.0,
            y,
            GREY,
            &tr.t("report-equity-dd"),
        );
        for alt in &ev.alternatives {
            canvas.ensure(row);
            canvas.y += row;
            let y = canvas.y - 3.0;
            canvas.text(
                Face::Regular,
                9.5,
                left,
                y,
                &tr.cards(&card_symbol(alt.card)),
            );
            canvas.text(
                Face::Regular,
                9.5,
                left + 90.0,
                y,
                &alt.declarer_tricks.to_string(),
            );
        }
        canvas.gap(4.0);
    }
    match eq.dd_declarer_tricks {
        Some(t) => canvas.field(
            &tr.t("report-equity-dd-estimate"),
            &tr.t_args("report-tricks", &[("tricks", t.into())]),
            LABEL,
        ),
        None => {
            canvas.paragraph(
                Face::Regular,
                9.5,
                canvas.left(),
                &tr.t("report-equity-none"),
            );
        }
    }
    if let Some(t) = case.equity.likely_declarer_tricks {
        canvas.field(
            &tr.t("report-equity-director"),
            &tr.t_args("report-tricks", &[("tricks", t.into())]),
            LABEL,
        );
    }
    if !case.equity.weights.is_empty() {
        let list: Vec<String> = case
            .equity
            .weights
            .iter()
            .map(|w| {
                tr.t_args(
                    "report-weight",
                    &[
                        ("percent", w.percent.into()),
                        ("tricks", w.declarer_tricks.into()),
                    ],
                )
            })
            .collect();
        canvas.field(&tr.t("report-equity-weights"), &list.join("; "), LABEL);
    }
    if !case.equity.reasons.trim().is_empty() {
        canvas.field(
            &tr.t("report-equity-reasons"),
            case.equity.reasons.trim(),
            LABEL,
        );
    }
    if let Some(source) = eq.source {
        let key = match source {
            EquitySource::DoubleDummy => "report-source-double-dummy",
            EquitySource::Director => "report-source-director",
            EquitySource::Weighted => "report-source-weighted",
        };
        canvas.field(&tr.t("report-equity-source"), &tr.t(key), LABEL);
    }
    if eq.applies {
        for law in &eq.laws {
            let label = tr.t_args("report-law", &[("code", law.code().into())]);
            canvas.field(&label, &tr.t(&law.paraphrase_key()), LABEL);
        }
        canvas.field(
            &tr.t("report-equity-outcome"),
            &tr.t("report-equity-applies"),
            LABEL,
        );
    } else if eq.dd_declarer_tricks.is_some() && judgement.ruling.final_result.is_none() {
        canvas.field(
            &tr.t("report-equity-outcome"),
            &tr.t("report-equity-corrected"),
            LABEL,
        );
    } else if eq.dd_declarer_tricks.is_some() {
        canvas.field(
            &tr.t("report-equity-outcome"),
            &tr.t("report-equity-not-applied"),
            LABEL,
        );
    }
}

/// The final result and the score of each side, outcome by outcome when weighted.
pub(crate) fn result(canvas: &mut Canvas, tr: Tr, case: &Case, judgement: &Judgement) {
    canvas.heading(&tr.t("report-result"));
    let Some(fin) = &judgement.ruling.final_result else {
        canvas.paragraph(
            Face::Regular,
            9.5,
            canvas.left(),
            &tr.t("report-final-none"),
        );
        return;
    };
    let contract = super::board::contract_text(tr, case);
    if let Some(t) = fin.declarer_tricks {
        canvas.field(
            &tr.t("report-final-contract"),
            &tr.t_args(
                "report-final-tricks",
                &[("contract", contract.into()), ("tricks", t.into())],
            ),
            LABEL,
        );
    }
    if let Some(outcomes) = &fin.weighted {
        let row = 13.0;
        let left = canvas.left() + 12.0;
        let columns = [0.0, 110.0, 190.0, 290.0];
        canvas.ensure(row * (outcomes.len() as f32 + 2.0));
        canvas.y += row + 4.0;
        let y = canvas.y - 3.0;
        for (i, key) in [
            "report-outcome-tricks",
            "report-outcome-percent",
            "side-NS",
            "side-EW",
        ]
        .iter()
        .enumerate()
        {
            canvas.text_color(Face::Bold, 8.5, left + columns[i], y, GREY, &tr.t(key));
        }
        for o in outcomes {
            canvas.y += row;
            let y = canvas.y - 3.0;
            let cells = [
                o.declarer_tricks.to_string(),
                format!("{} %", o.percent),
                signed(o.score_ns),
                signed(-o.score_ns),
            ];
            for (i, cell) in cells.iter().enumerate() {
                canvas.text(Face::Regular, 9.5, left + columns[i], y, cell);
            }
        }
        canvas.gap(4.0);
        if let Some(exact) = fin.score_ns_exact {
            canvas.field(
                &tr.t("report-weighted-exact"),
                &format!("{exact:.1}").replace('-', "−"),
                LABEL,
            );
        }
    }
    let top = canvas.y + 3.0;
    canvas.ensure(24.0);
    canvas.fill(canvas.left(), top, canvas.measure(), 20.0, SHADE);
    canvas.y = top + 14.0;
    let text = tr.t_args(
        "report-final-score",
        &[("scores", scores(tr, fin.score_ns).into())],
    );
    canvas.text(Face::Bold, 10.5, canvas.left() + 6.0, canvas.y, &text);
    canvas.y = top + 22.0;
    for imps in &judgement.imps {
        let text = tr.t_args(
            "report-imps",
            &[
                ("tricks", imps.declarer_tricks.into()),
                ("percent", imps.percent.into()),
                ("imps", signed(imps.imps_ns).into()),
            ],
        );
        canvas.field(&tr.t("report-imps-label"), &text, LABEL);
    }
    if let Some(w) = judgement.weighted_imps_ns {
        canvas.field(
            &tr.t("report-weighted-imps"),
            &format!("{w:+.2}").replace('-', "−"),
            LABEL,
        );
    }
}

/// The engine's notes and the director's own.
pub(crate) fn notes(canvas: &mut Canvas, tr: Tr, case: &Case, judgement: &Judgement) {
    if judgement.notes.is_empty() && case.meta.notes.trim().is_empty() {
        return;
    }
    canvas.heading(&tr.t("report-notes"));
    for note in &judgement.notes {
        canvas.paragraph(
            Face::Regular,
            9.0,
            canvas.left(),
            &format!("• {}", tr.msg(note)),
        );
    }
    if !case.meta.notes.trim().is_empty() {
        canvas.field(
            &tr.t("report-director-notes"),
            case.meta.notes.trim(),
            LABEL,
        );
    }
}

/// The appeal notice.
pub(crate) fn appeal(canvas: &mut Canvas, tr: Tr, case: &Case, options: &ReportOptions) {
    let text = appeal_text(tr, case, options);
    // The appeal notice and the signature block below it go to a new page together: a
    // page never holds the signature alone.
    let lines = Canvas::wrap(Face::Regular, 9.5, canvas.measure(), &text).len();
    #[allow(clippy::cast_precision_loss)]
    let height = 30.0 + lines as f32 * 9.5 * 1.35;
    canvas.ensure(height + signature_height(canvas, tr) + 20.0);
    canvas.heading(&tr.t("report-appeal"));
    canvas.paragraph(Face::Regular, 9.5, canvas.left(), &text);
}

/// The height of the signature block: heading, four fields, the note and the line for
/// the handwritten signature.
fn signature_height(canvas: &Canvas, tr: Tr) -> f32 {
    let note_lines = Canvas::wrap(
        Face::Regular,
        8.5,
        canvas.measure(),
        &tr.t("report-signed-note"),
    )
    .len();
    #[allow(clippy::cast_precision_loss)]
    let height = 30.0 + 4.0 * 9.5 * 1.35 + note_lines as f32 * 8.5 * 1.35 + 40.0;
    height
}

/// The appeal notice: the event's own wording (the case's, from the regulations, else the
/// options'), or the standard one with its time limit (the case's, else the options').
pub(crate) fn appeal_text(tr: Tr, case: &Case, options: &ReportOptions) -> String {
    let own = Some(case.meta.appeal_text.trim())
        .filter(|t| !t.is_empty())
        .or_else(|| options.appeal_text.as_deref().map(str::trim))
        .filter(|t| !t.is_empty());
    let minutes = case.meta.appeal_minutes.unwrap_or(options.appeal_minutes);
    own.map_or_else(
        || tr.t_args("report-appeal-standard", &[("minutes", minutes.into())]),
        str::to_owned,
    )
}

/// The director's name, the date and the certificate's fingerprint.
pub(crate) fn signature(canvas: &mut Canvas, tr: Tr, case: &Case, options: &ReportOptions) {
    // The block stays on one page: a page never holds only the tail of its note.
    canvas.ensure(signature_height(canvas, tr) + 20.0);
    canvas.heading(&tr.t("report-signature"));
    let director = options.director_name(case);
    let name = if director.is_empty() {
        tr.t("report-unnamed-director")
    } else {
        director
    };
    canvas.field(&tr.t("report-director"), &name, LABEL);
    if let Some(signer) = options
        .signer
        .as_deref()
        .filter(|s| s.trim() != name.trim())
    {
        canvas.field(&tr.t("report-signer"), signer, LABEL);
    }
    canvas.field(&tr.t("report-signed-at"), &format_time(options.time), LABEL);
    match &options.fingerprint {
        Some(fp) => {
            canvas.field(&tr.t("report-fingerprint"), fp, LABEL);
            canvas.paragraph(
                Face::Regular,
                8.5,
                canvas.left(),
                &tr.t("report-signed-note"),
            );
        }
        None => canvas.field(&tr.t("report-fingerprint"), &tr.t("report-unsigned"), LABEL),
    }
    // The printout is also signed by hand.
    canvas.gap(26.0);
    let y = canvas.y;
    let (x1, x2) = (canvas.left() + LABEL, canvas.left() + LABEL + 220.0);
    canvas.line(x1, y, x2, y, 0.5);
    canvas.text_color(
        Face::Regular,
        8.5,
        canvas.left(),
        y,
        GREY,
        &tr.t("report-handwritten"),
    );
    canvas.gap(6.0);
}
