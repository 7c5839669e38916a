//! The appeals committee's decision: upheld, or amended with the committee's ruling beside
//! the director's, its reasons and the members' names. The PDF names the original report
//! by its SHA-256 (in the text and in the document's subject) so anyone can check which
//! ruling it decides on, carries the case the decision rests on (the amended one, or the
//! original), and is signed by the chair like a report.
//!
//! The command line (`arbitre appeal`) and the workbench ("Record the decision") make it in
//! one way: [`Basis::of`] checks the signed report (read by [`super::signed::read`]) is
//! intact and rules on its case, [`Amendment::of`] rules on the committee's copy, and
//! [`sign_decision`] renders and signs the decision.

use super::canvas::Canvas;
use super::fonts::Face;
use super::ruling::signed;
use super::signed::SignedReport;
use super::{ExportError, ReportError, ReportOptions, format_time, pdf};
use crate::case::Case;
use crate::i18n::{Lang, Msg, Tr, shown};
use crate::laws::Judgement;
use crate::sign::Trust;
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
    /// Its signer's certificate fingerprint.
    pub fingerprint: String,
    /// Whether a certificate the committee trusts vouches for the signer's key.
    pub trust: crate::sign::Trust,
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

/// Whom the committee trusts the original's key to be: a trusted director, a federation's
/// certificate, or an unknown key (said in capitals: the name is not proven).
fn trust_text(tr: Tr, original: &Original) -> String {
    let fingerprint = ("fingerprint", original.fingerprint.as_str().into());
    match &original.trust {
        Trust::Director => tr.t_args("appeal-original-trust-director", &[fingerprint]),
        Trust::Authority(ca) => tr.t_args(
            "appeal-original-trust-federation",
            &[("authority", shown(ca).into_owned().into()), fingerprint],
        ),
        Trust::Unknown => tr.t_args("appeal-original-trust-unknown", &[fingerprint]),
    }
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
    // The players the decision is about, as the case names them.
    let m = &case.meta;
    let players: Vec<String> = [
        (contract_bridge::Seat::North, &m.north),
        (contract_bridge::Seat::South, &m.south),
        (contract_bridge::Seat::East, &m.east),
        (contract_bridge::Seat::West, &m.west),
    ]
    .iter()
    .filter(|(_, name)| !name.trim().is_empty())
    .map(|(seat, name)| {
        tr.label_value(
            &crate::i18n::words::seat_name(tr, *seat),
            &shown(name.trim()),
        )
    })
    .collect();
    if !players.is_empty() {
        canvas.field(&tr.t("appeal-players"), &players.join(" · "), LABEL);
    }

    canvas.heading(&tr.t("appeal-original"));
    canvas.field(
        &tr.t("appeal-original-file"),
        &shown(&d.original.name),
        LABEL,
    );
    canvas.field(&tr.t("appeal-original-hash"), &d.original.sha256, LABEL);
    canvas.field(
        &tr.t("appeal-original-signed"),
        &tr.t_args(
            "appeal-original-signed-by",
            &[
                ("signer", shown(&d.original.signer).into_owned().into()),
                ("time", d.original.signed_at.as_str().into()),
            ],
        ),
        LABEL,
    );
    canvas.field(
        &tr.t("appeal-original-trust"),
        &trust_text(tr, &d.original),
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
    // Whose certificate signs it: the name it holds, whatever the chair typed.
    if let Some(signer) = options.signer.as_deref() {
        canvas.field(&tr.t("report-signer"), signer, LABEL);
    }
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

/// Why the committee's decision cannot be made.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AppealError {
    /// The report is not exactly what was signed: never the basis of a decision.
    #[error("the report is not intact")]
    NotIntact(Vec<Msg>),
    /// No member of the committee is named.
    #[error("no member of the committee is named")]
    NoMembers,
    /// A case (the report's, or the committee's copy) gives no ruling.
    #[error("{0}")]
    Ruling(Msg),
    /// The PDF cannot be made or signed.
    #[error(transparent)]
    Export(#[from] ExportError),
}

impl AppealError {
    /// What is wrong, in the committee's words.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::NotIntact(_) => Msg::new("appeal-error-not-intact"),
            Self::NoMembers => Msg::new("appeal-error-no-members"),
            Self::Ruling(m) => m.clone(),
            Self::Export(e) => e.msg(),
        }
    }
}

/// Checks a case's facts (`laws::validate`, the first that does not fit) and rules on it.
fn ruled(case: &Case) -> Result<Judgement, AppealError> {
    if let Some(first) = crate::laws::validate(case).into_iter().next() {
        return Err(AppealError::Ruling(first.msg));
    }
    crate::laws::rule(case).map_err(|crate::laws::RuleError::Facts(m)| AppealError::Ruling(m))
}

/// The signed report a decision is on, checked: intact, its case ruled as the director
/// ruled it.
#[derive(Debug, Clone)]
pub struct Basis {
    /// The report, named by its SHA-256.
    pub original: Original,
    /// The case it carries.
    pub case: Case,
    /// That case file's text, as the report carries it.
    pub case_toml: String,
    /// The director's ruling on it.
    pub judgement: Judgement,
}

impl Basis {
    /// The report `name` (its file name) as read by [`super::signed::read`].
    ///
    /// # Errors
    /// When the report is not intact (never a basis for a decision), or its case gives no
    /// ruling.
    pub fn of(name: &str, report: &SignedReport) -> Result<Self, AppealError> {
        if !report.intact {
            return Err(AppealError::NotIntact(report.problems.clone()));
        }
        let judgement = ruled(&report.case)?;
        Ok(Self {
            original: Original {
                name: name.to_owned(),
                sha256: report.sha256.clone(),
                signer: report.signer.clone(),
                signed_at: report.signing_time.map_or_else(String::new, format_time),
                fingerprint: report.fingerprint.clone(),
                trust: report.trust.clone(),
            },
            case: report.case.clone(),
            case_toml: String::from_utf8_lossy(&report.case_bytes).into_owned(),
            judgement,
        })
    }
}

/// The committee's own case and its ruling, when it amends.
#[derive(Debug, Clone)]
pub struct Amendment {
    /// The committee's case.
    pub case: Case,
    /// Its case file's text (attached to the decision).
    pub case_toml: String,
    /// Its ruling.
    pub judgement: Judgement,
}

impl Amendment {
    /// Rules on the committee's case (written as `case_toml`).
    ///
    /// # Errors
    /// When a fact does not fit the play, or the case gives no ruling.
    pub fn of(case: Case, case_toml: String) -> Result<Self, AppealError> {
        let judgement = ruled(&case)?;
        Ok(Self {
            case,
            case_toml,
            judgement,
        })
    }
}

/// What the committee records besides the rulings.
#[derive(Debug, Clone, Default)]
pub struct Record {
    /// Its reasons.
    pub reasons: String,
    /// The members' names (blank names are dropped).
    pub members: Vec<String>,
    /// The chair's name; blank: the name in the signing identity.
    pub chair: String,
    /// The decision's language.
    pub lang: Lang,
}

/// The decision on `basis` (upheld, or amended by `amendment`) rendered and signed by the
/// chair's `identity`: what `arbitre appeal` and the workbench write.
///
/// # Errors
/// When no member is named, or the PDF cannot be made or signed.
pub fn sign_decision(
    basis: &Basis,
    amendment: Option<&Amendment>,
    record: &Record,
    identity: &crate::sign::Identity,
) -> Result<Vec<u8>, AppealError> {
    let members: Vec<String> = record
        .members
        .iter()
        .map(|m| m.trim().to_owned())
        .filter(|m| !m.is_empty())
        .collect();
    if members.is_empty() {
        return Err(AppealError::NoMembers);
    }
    let chair = match record.chair.trim() {
        "" => identity.name().to_owned(),
        chair => chair.to_owned(),
    };
    let decision = AppealDecision {
        original: basis.original.clone(),
        director: (&basis.case, &basis.judgement),
        committee: amendment.map(|a| (&a.case, &a.judgement)),
        decision: if amendment.is_some() {
            Decision::Amended
        } else {
            Decision::Upheld
        },
        reasons: record.reasons.clone(),
        members,
    };
    let case_toml = amendment.map_or(basis.case_toml.as_str(), |a| a.case_toml.as_str());
    let options = ReportOptions {
        lang: record.lang,
        director: Some(chair),
        time: std::time::SystemTime::now(),
        ..ReportOptions::default()
    };
    Ok(render_signed(&decision, case_toml, &options, identity)?)
}
