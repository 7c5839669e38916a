//! Where each ruling of the session stands on paper: draft, signed, notified or appealed,
//! derived from what is on disk in the session folder, never from a file name.
//!
//! The rule:
//! - Every `*.pdf` of the folder (not its subfolders) that is an intact signed document of
//!   Arbitre is read: its kind (from its subject, which the signature covers: a ruling
//!   report, a player notice, or an appeal decision naming a report by its SHA-256) and the
//!   case file it carries. A PDF that is not intact, or carries no readable case, counts
//!   for nothing.
//! - A report or a notice belongs to a case when the case it carries is the case file as
//!   it stands (the same facts). A case changed after it was signed is a draft again: what
//!   was signed is no longer what the file says.
//! - An appeal decision belongs to a case when the report it names (by SHA-256) is a report
//!   or notice of that case in the folder, or when the case it carries is that case (an
//!   upheld decision carries the director's case).
//! - The status is the furthest step reached: appealed (a decision), else notified (a
//!   notice; a notice is signed too), else signed (a report), else draft.

use crate::case::Case;
use crate::report::signed::Kind;
use crate::sign::TrustStore;
use std::path::Path;

/// Where a ruling stands on paper, in the order the steps are reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    /// The case is saved; nothing signed for it as it stands.
    Draft,
    /// A signed report of it.
    Signed,
    /// A signed player notice of it.
    Notified,
    /// An appeals committee's decision on it.
    Appealed,
}

impl Status {
    /// Every status, in order.
    pub const ALL: [Self; 4] = [Self::Draft, Self::Signed, Self::Notified, Self::Appealed];

    /// A short name, the end of its i18n key (`ui-status-draft`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::Signed => "signed",
            Self::Notified => "notified",
            Self::Appealed => "appealed",
        }
    }
}

/// An intact signed document found in the session folder.
#[derive(Debug, Clone)]
pub struct Found {
    /// What it is.
    pub kind: Kind,
    /// The case it carries.
    pub case: Case,
    /// The SHA-256 of its bytes.
    pub sha256: String,
}

/// The intact signed documents of `dir` (its `*.pdf` files, not its subfolders); an
/// unreadable folder or file counts for nothing.
#[must_use]
pub fn documents(dir: &Path) -> Vec<Found> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e.eq_ignore_ascii_case("pdf")))
        .collect();
    files.sort();
    let trust = TrustStore::new();
    files
        .iter()
        .filter_map(|file| crate::fsread::read(file, crate::fsread::Kind::Pdf).ok())
        .filter_map(|bytes| crate::report::signed::read(&bytes, dir, &trust).ok())
        .filter(|r| r.intact)
        .map(|r| Found {
            kind: r.kind,
            case: r.case,
            sha256: r.sha256,
        })
        .collect()
}

/// The status of `case` among the documents found (see the module's rule).
#[must_use]
pub fn status(case: &Case, found: &[Found]) -> Status {
    let own: Vec<&Found> = found
        .iter()
        .filter(|d| !matches!(d.kind, Kind::AppealDecision(_)) && d.case == *case)
        .collect();
    let appealed = found.iter().any(|d| match &d.kind {
        Kind::AppealDecision(hash) => d.case == *case || own.iter().any(|o| o.sha256 == *hash),
        _ => false,
    });
    if appealed {
        Status::Appealed
    } else if own.iter().any(|d| d.kind == Kind::Notice) {
        Status::Notified
    } else if own.iter().any(|d| d.kind == Kind::Report) {
        Status::Signed
    } else {
        Status::Draft
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(text: &str) -> Case {
        crate::case::from_toml_str(text, Path::new(".")).unwrap()
    }

    const DEAL: &str = "format = \"revoke-case/1\"\n[board]\npbn = \"\"\"\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\
[Declarer \"S\"]\n[Contract \"3NT\"]\n\"\"\"\n";

    fn found(kind: Kind, case: &Case, sha: &str) -> Found {
        Found {
            kind,
            case: case.clone(),
            sha256: sha.to_owned(),
        }
    }

    #[test]
    fn the_status_is_the_furthest_step_found_for_the_case_as_it_stands() {
        let a = case(DEAL);
        let b = case(&format!("{DEAL}[meta]\ntable = \"7\"\n"));
        assert_ne!(a, b);
        assert_eq!(status(&a, &[]), Status::Draft);
        // A report of another case (or of this one before a change) is not this one's.
        assert_eq!(status(&a, &[found(Kind::Report, &b, "1")]), Status::Draft);
        let report = found(Kind::Report, &a, "r");
        assert_eq!(status(&a, std::slice::from_ref(&report)), Status::Signed);
        let notice = found(Kind::Notice, &a, "n");
        assert_eq!(status(&a, std::slice::from_ref(&notice)), Status::Notified);
        assert_eq!(
            status(&a, &[notice.clone(), report.clone()]),
            Status::Notified
        );
        // An amended decision carries the committee's case: it is found by the report it
        // names.
        let amended = found(Kind::AppealDecision("r".into()), &b, "d");
        assert_eq!(
            status(&a, &[report.clone(), amended.clone()]),
            Status::Appealed
        );
        // The committee's case itself, when kept in the folder, is the appealed ruling.
        assert_eq!(
            status(&b, &[report.clone(), amended.clone()]),
            Status::Appealed
        );
        // Naming a report that is not in the folder, it is found by the case it carries.
        let upheld = found(Kind::AppealDecision("elsewhere".into()), &a, "u");
        assert_eq!(status(&a, &[upheld]), Status::Appealed);
        assert_eq!(status(&a, &[amended]), Status::Draft);
        assert!(Status::Draft < Status::Signed && Status::Notified < Status::Appealed);
    }
}
