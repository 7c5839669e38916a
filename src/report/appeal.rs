//! The appeals committee's decision: upheld, or amended with the committee's ruling beside
//! the director's, its reasons and the members' names. The PDF names the original report
//! by its SHA-256 (in the text and in the document's subject) so anyone can check which
//! ruling it decides on, carries the case the decision rests on (the amended one, or the
//! original), and is signed by the chair like a report.

use super::canvas::Canvas;
use super::fonts::Face;
use super::ruling::signed;
use super::{ExportError, ReportError, ReportOptions, format_time, pdf};
use crate::case::Case;
use crate::i18n::Tr;
use crate::laws::Judgement;
use sha2::{Digest, Sha256};

const LABEL: f32 = 150.0;

/// What the committee decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// The director's ruling stands.
    Upheld,
    /// The committee's ruling replaces it.
    Amended,
}

/// The original report the decision is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Original {
    /// Its file name, as the committee received it.
    pub name: String,
    /// The SHA-256 of its bytes, in hexadecimal.
    pub sha256: String,
    /// Who signed it (the name in its certificate).
    pub signer: String,
    /// When, as written.
    pub signed_at: String,
}

impl Original {
    /// Describes a report from its bytes and what `verify` found.
    #[must_use]
    pub fn of(name: &str, pdf: &[u8], signer: &str, signed_at: &str) -> Self {
        Self {
            name: name.to_owned(),
            sha256: sha256_hex(pdf),
            signer: signer.to_owned(),
            signed_at: signed_at.to_owned(),
        }
    }
}

/// The SHA-256 of some bytes, lowercase hexadecimal.
#[must_use]
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The committee's decision in full.
#[derive(Debug, Clone)]
pub struct AppealDecision<'a> {
    /// The report appealed.
    pub original: Original,
    /// The director's case and ruling (from the report).
    pub director: (&'a Case, &'a Judgement),
    /// The committee's case and ruling when amended.
    pub committee: Option<(&'a Case, &'a Judgement)>,
    /// Upheld or amended.
    pub decision: Decision,
    /// The committee's reasons.
    pub reasons: String,
    /// The members' names.
    pub members: Vec<String>,
}

fn score_text(tr: Tr, j: &Judgement) -> String {
    match &j.ruling.final_result {
        Some(f) => tr.t_args(
            "report-score-both",
            &[
                ("ns", signed(f.score_ns).into()),
                ("ew", signed(-f.score_ns).into()),
            ],
        ),
        None => tr.t("notice-no-score-replay"),
    }
}

fn laws_text(j: &Judgement) -> String {
    let laws = j.ruling.all_laws();
    laws.iter().map(|l| l.code()).collect::<Vec<_>>().join(", ")
}

fn ruling_block(canvas: &mut Canvas, tr: Tr, heading_key: &str, j: &Judgement) {
    canvas.gap(4.0);
    canvas.paragraph(Face::Bold, 9.5, canvas.left(), &tr.t(heading_key));
    let r = &j.ruling;
    canvas.field(
        &tr.t("appeal-adjusted"),
        &tr.t_args(
            "report-tricks",
            &[("tricks", r.adjusted_declarer_tricks.into())],
        ),
        LABEL,
    );
    if let Some(t) = r.final_result.as_ref().and_then(|f| f.declarer_tricks) {
        canvas.field(
            &tr.t("appeal-final"),
            &tr.t_args("report-tricks", &[("tricks", t.into())]),
            LABEL,
        );
    }
    canvas.field(&tr.t("appeal-score"), &score_text(tr, j), LABEL);
    canvas.field(&tr.t("appeal-laws"), &laws_text(j), LABEL);
}

fn compose(tr: Tr, d: &AppealDecision<'_>, options: &ReportOptions) -> Canvas {
    let (w, h) = options.paper.size_pt();
    let mut canvas = Canvas::new(w, h);
    let (case, judgement) = d.director;
    canvas.y += 18.0;
    let y = canvas.y;
    canvas.text(
        Face::Bold,
        17.0,
        canvas.left(),
        y,
        &tr.t_args(
            "appeal-title",
            &[("board", judgement.ruling.board.as_str().into())],
        ),
    );
    canvas.gap(6.0);
    if !case.meta.event.trim().is_empty() {
        canvas.field(&tr.t("appeal-event"), &case.meta.event, LABEL);
    }

    canvas.heading(&tr.t("appeal-original"));
    canvas.field(&tr.t("appeal-original-file"), &d.original.name, LABEL);
    canvas.field(&tr.t("appeal-original-hash"), &d.original.sha256, LABEL);
    canvas.field(
        &tr.t("appeal-original-signed"),
        &tr.t_args(
            "appeal-original-signed-by",
            &[
                ("signer", d.original.signer.as_str().into()),
                ("time", d.original.signed_at.as_str().into()),
            ],
        ),
        LABEL,
    );

    canvas.heading(&tr.t("appeal-decision"));
    let verdict = match d.decision {
        Decision::Upheld => "appeal-upheld",
        Decision::Amended => "appeal-amended",
    };
    canvas.paragraph(Face::Bold, 10.5, canvas.left(), &tr.t(verdict));
    ruling_block(&mut canvas, tr, "appeal-directors-ruling", judgement);
    if let Some((_, amended)) = d.committee {
        ruling_block(&mut canvas, tr, "appeal-committees-ruling", amended);
    }

    canvas.heading(&tr.t("appeal-reasons"));
    let reasons = if d.reasons.trim().is_empty() {
        tr.t("appeal-no-reasons")
    } else {
        d.reasons.trim().to_owned()
    };
    canvas.paragraph(Face::Regular, 9.5, canvas.left(), &reasons);

    canvas.heading(&tr.t("appeal-committee"));
    canvas.field(&tr.t("appeal-members"), &d.members.join(", "), LABEL);
    let chair = options.director_name(case);
    canvas.field(&tr.t("appeal-chair"), &chair, LABEL);
    canvas.field(&tr.t("report-signed-at"), &format_time(options.time), LABEL);
    if let Some(fp) = &options.fingerprint {
        canvas.field(&tr.t("report-fingerprint"), fp, LABEL);
    }
    canvas.gap(4.0);
    canvas.paragraph(
        Face::Regular,
        8.0,
        canvas.left(),
        &tr.t("appeal-how-to-check"),
    );
    canvas
}

/// The decision as an unsigned PDF carrying `case_toml` (the case it rests on).
///
/// # Errors
/// When the fonts or the PDF cannot be made.
pub fn render(
    d: &AppealDecision<'_>,
    case_toml: &str,
    options: &ReportOptions,
) -> Result<Vec<u8>, ReportError> {
    let tr = Tr::new(options.lang);
    let canvas = compose(tr, d, options);
    let (case, judgement) = d.committee.unwrap_or(d.director);
    let title = tr.t_args(
        "appeal-title",
        &[("board", judgement.ruling.board.as_str().into())],
    );
    let subject = tr.t_args(
        "appeal-subject",
        &[("hash", d.original.sha256.as_str().into())],
    );
    let doc = pdf::Doc {
        title: &title,
        subject: &subject,
        footer: true,
    };
    pdf::write(canvas, &doc, tr, case, case_toml, options)
}

/// The decision signed by the chair's identity.
///
/// # Errors
/// When the PDF cannot be made or signed.
pub fn render_signed(
    d: &AppealDecision<'_>,
    case_toml: &str,
    options: &ReportOptions,
    identity: &crate::sign::Identity,
) -> Result<Vec<u8>, ExportError> {
    super::sign_rendered(options, identity, |o| render(d, case_toml, o))
}
