//! The ruling report: a PDF a director hands to the players and, on appeal, to the committee.
//!
//! Header, the deal, auction and play, the facts, the ruling law by law with the
//! paraphrases in the report's language, the equity check with its evidence, the final
//! result, an appeal notice and a signature block; the case file travels inside the PDF as
//! an attachment. Sign the result with [`crate::sign::sign_pdf`].
//!
//! ```no_run
//! # fn demo(case: &arbitre::case::Case) -> Result<(), Box<dyn std::error::Error>> {
//! use arbitre::report::{ReportOptions, render};
//! let judgement = arbitre::laws::rule(case)?;
//! let toml = arbitre::case::to_toml_string(case);
//! let pdf = render(case, &judgement, &toml, &ReportOptions::default())?;
//! # Ok(()) }
//! ```

pub mod appeal;
pub mod attachment;
mod bidi;
mod board;
mod canvas;
mod changes;
mod claim;
pub mod export;
mod fonts;
pub mod notice;
pub mod open;
mod pdf;
pub mod print;
mod ruling;
pub mod signed;
pub mod target;
pub mod wording;

use crate::case::Case;
use crate::i18n::{Lang, Msg, Tr};
use crate::laws::Judgement;
use std::time::SystemTime;

/// Paper sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in points.
    #[must_use]
    pub const fn size_pt(self) -> (f32, f32) {
        match self {
            Self::A4 => (595.28, 841.89),
            Self::Letter => (612.0, 792.0),
        }
    }

    /// Reads `a4` or `letter` (any case).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        match code.trim().to_ascii_lowercase().as_str() {
            "a4" => Some(Self::A4),
            "letter" | "us-letter" => Some(Self::Letter),
            _ => None,
        }
    }
}

/// How the report is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportOptions {
    /// The report's language.
    pub lang: Lang,
    /// The paper size.
    pub paper: Paper,
    /// The appeal notice's text, instead of the standard wording.
    pub appeal_text: Option<String>,
    /// The time allowed to appeal, in minutes (in the standard wording).
    pub appeal_minutes: u32,
    /// The director's name (else the case's).
    pub director: Option<String>,
    /// When the report is made (its date and the PDF's creation date).
    pub time: SystemTime,
    /// The SHA-256 fingerprint of the certificate that will sign it, for the signature block.
    pub fingerprint: Option<String>,
    /// The name in the certificate that will sign it, when it is not the director's.
    pub signer: Option<String>,
    /// An unsigned draft for a preview: every page says so.
    pub draft: bool,
}

impl Default for ReportOptions {
    fn default() -> Self {
        Self {
            lang: Lang::En,
            paper: Paper::A4,
            appeal_text: None,
            appeal_minutes: 30,
            director: None,
            time: SystemTime::now(),
            fingerprint: None,
            signer: None,
            draft: false,
        }
    }
}

impl ReportOptions {
    /// The director's name for the report: the option, else the case's.
    #[must_use]
    pub fn director_name(&self, case: &Case) -> String {
        self.director
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .unwrap_or(case.meta.director.trim())
            .to_owned()
    }
}

/// Why a report could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReportError {
    /// The embedded font could not be read or subset.
    #[error("font: {0}")]
    Font(String),
    /// The PDF could not be written.
    #[error("PDF: {0}")]
    Pdf(String),
}

impl ReportError {
    /// The message for the reader.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Font(d) => Msg::new("report-error-font").arg("detail", d.as_str()),
            Self::Pdf(d) => Msg::new("report-error-pdf").arg("detail", d.as_str()),
        }
    }
}

/// Why a signed report could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// Making the PDF failed.
    #[error(transparent)]
    Report(#[from] ReportError),
    /// Signing it failed.
    #[error(transparent)]
    Sign(#[from] crate::sign::SignError),
}

impl ExportError {
    /// The message for the reader.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Report(e) => e.msg(),
            Self::Sign(e) => e.msg(),
        }
    }
}

/// Makes the report and signs it (what the command line and the workbench's export do):
/// the signature block names `identity`'s certificate, signed at `options.time`.
///
/// # Errors
/// See [`render`] and [`crate::sign::sign_pdf`].
pub fn render_signed(
    case: &Case,
    judgement: &Judgement,
    case_toml: &str,
    options: &ReportOptions,
    identity: &crate::sign::Identity,
) -> Result<Vec<u8>, ExportError> {
    sign_rendered(options, identity, |o| render(case, judgement, case_toml, o))
}

/// Renders with `identity` named in the signature block, then signs with it: what every
/// signed document (report, notice, appeal decision) does.
pub(crate) fn sign_rendered(
    options: &ReportOptions,
    identity: &crate::sign::Identity,
    render: impl FnOnce(&ReportOptions) -> Result<Vec<u8>, ReportError>,
) -> Result<Vec<u8>, ExportError> {
    let options = ReportOptions {
        fingerprint: Some(identity.fingerprint()),
        signer: Some(identity.name().to_owned()),
        ..options.clone()
    };
    let pdf = render(&options)?;
    Ok(crate::sign::sign_pdf(&pdf, identity, options.time)?)
}

/// The name under which the case file is attached.
pub const ATTACHMENT_NAME: &str = "case.toml";

/// A PDF made, and the characters of its text that no font could print (drawn as `?`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The PDF.
    pub pdf: Vec<u8>,
    /// Characters no font on this machine has.
    pub unprintable: std::collections::BTreeSet<char>,
}

/// Makes the (unsigned) report.
///
/// # Errors
/// Only when the embedded fonts or the PDF writer fail.
pub fn render(
    case: &Case,
    judgement: &Judgement,
    case_toml: &str,
    options: &ReportOptions,
) -> Result<Vec<u8>, ReportError> {
    render_checked(case, judgement, case_toml, options).map(|r| r.pdf)
}

/// Makes the (unsigned) report, saying which characters could not be printed.
///
/// # Errors
/// Only when the embedded fonts or the PDF writer fail.
pub fn render_checked(
    case: &Case,
    judgement: &Judgement,
    case_toml: &str,
    options: &ReportOptions,
) -> Result<Rendered, ReportError> {
    let tr = Tr::new(options.lang);
    let (w, h) = options.paper.size_pt();
    let mut canvas = canvas::Canvas::new(w, h);
    board::header(&mut canvas, tr, case, options);
    board::deal(&mut canvas, tr, case);
    board::auction(&mut canvas, tr, case);
    // During the auction (call changes only) there is no play, revoke or result to show.
    let play = !case.changes.auction_only;
    if play {
        board::play(&mut canvas, tr, case, judgement);
        ruling::facts(&mut canvas, tr, case, judgement);
    }
    if let Some(c) = &judgement.claim {
        claim::claim(&mut canvas, tr, case, c);
    }
    changes::changes(&mut canvas, tr, case, judgement);
    if play {
        ruling::revokes(&mut canvas, tr, judgement, case);
        ruling::equity(&mut canvas, tr, case, judgement);
        ruling::result(&mut canvas, tr, case, judgement);
    }
    ruling::notes(&mut canvas, tr, case, judgement);
    ruling::appeal(&mut canvas, tr, case, options);
    ruling::signature(&mut canvas, tr, case, options);
    let title = title(tr, case, judgement);
    let doc = pdf::Doc {
        title: &title,
        subject: &tr.t(wording::subject_key(case, judgement, false)),
        footer: true,
    };
    pdf::write_checked(canvas, &doc, tr, case, case_toml, options)
}

/// The report's title: `Ruling, board 7: 3NT by South`.
#[must_use]
pub fn title(tr: Tr, case: &Case, judgement: &Judgement) -> String {
    tr.t_args(
        "report-title",
        &[
            ("board", judgement.ruling.board.as_str().into()),
            ("contract", board::contract_text(tr, case).into()),
        ],
    )
}

/// The date and time as the report writes it: `2026-11-21 23:57 UTC`.
#[must_use]
pub fn format_time(time: SystemTime) -> String {
    let secs = time
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let t = ::time::OffsetDateTime::from_unix_timestamp(i64::try_from(secs).unwrap_or(0))
        .unwrap_or(::time::OffsetDateTime::UNIX_EPOCH);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute()
    )
}
