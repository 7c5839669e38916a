//! Where a report (`arbitre report -o FILE`, the window's export) may write: never onto a file the report is made from (the
//! case file, the PBN file its board is read from), never over a folder or a file that is
//! not a PDF. Checked before the passphrase is asked, so nothing is written or prompted.

use crate::case::{BoardSource, Case};
use crate::i18n::{Msg, Tr};
use std::path::{Path, PathBuf};

/// Why the report is not written where `-o` says.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The output is the case file itself.
    #[error("{}: is the case file", output.display())]
    IsCase {
        /// The `-o` path.
        output: PathBuf,
    },
    /// The output is the PBN file the case's board is read from.
    #[error("{}: is the case's PBN file", output.display())]
    IsPbn {
        /// The `-o` path.
        output: PathBuf,
    },
    /// The output is a folder.
    #[error("{}: is a folder", output.display())]
    IsFolder {
        /// The `-o` path.
        output: PathBuf,
    },
    /// The output exists and is not a PDF.
    #[error("{}: exists and is not a PDF", output.display())]
    NotPdf {
        /// The `-o` path.
        output: PathBuf,
    },
    /// The output is a signed document (replaced only with `--force`).
    #[error("{}: is a signed document", output.display())]
    Signed {
        /// The `-o` path.
        output: PathBuf,
    },
    /// The output is a PDF Arbitre did not write (replaced only with `--force`).
    #[error("{}: is a PDF Arbitre did not write", output.display())]
    Foreign {
        /// The `-o` path.
        output: PathBuf,
    },
}

impl Refusal {
    /// The message in `tr`'s language: where, what, and what is allowed; `suggestion` is a
    /// file name the director may use instead.
    #[must_use]
    pub fn render(&self, tr: Tr, suggestion: &Path) -> String {
        let (key, output) = match self {
            Self::IsCase { output } => ("report-cli-output-is-case", output),
            Self::IsPbn { output } => ("report-cli-output-is-pbn", output),
            Self::IsFolder { output } => ("report-cli-output-folder", output),
            Self::NotPdf { output } => ("report-cli-output-not-pdf", output),
            Self::Signed { output } => ("report-cli-output-signed", output),
            Self::Foreign { output } => ("report-cli-output-foreign", output),
        };
        tr.t_args(
            key,
            &[
                ("output", output.display().to_string().into()),
                ("suggestion", suggestion.display().to_string().into()),
            ],
        )
    }
}

impl Refusal {
    /// The message for the window (where the file was chosen in a dialog).
    #[must_use]
    pub fn msg(&self) -> Msg {
        let (key, output) = match self {
            Self::IsCase { output } => ("report-target-is-case", output),
            Self::IsPbn { output } => ("report-target-is-pbn", output),
            Self::IsFolder { output } => ("report-target-folder", output),
            Self::NotPdf { output } => ("report-target-not-pdf", output),
            Self::Signed { output } => ("report-target-signed", output),
            Self::Foreign { output } => ("report-target-foreign", output),
        };
        Msg::new(key).arg("output", output.display().to_string())
    }
}

/// A name for the report beside the case: `case.toml` gives `case.pdf`.
#[must_use]
pub fn suggestion(case_path: &Path) -> PathBuf {
    case_path.with_extension("pdf")
}

/// Whether two paths name the same file: the same device and inode on Unix (hard links,
/// symbolic links, `./x` and `x`), the same canonical path elsewhere.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    matches!(
        (std::fs::canonicalize(a), std::fs::canonicalize(b)),
        (Ok(x), Ok(y)) if x == y
    )
}

/// Whether the file starts like a PDF (`%PDF-`); a file that cannot be read is not one.
fn is_pdf(path: &Path) -> bool {
    // Only a regular file is opened: a FIFO named as the output would block its reading.
    crate::fsread::head(path).is_some_and(|head| head.starts_with(b"%PDF-"))
}

/// Checks the `-o` path of a report made from the case at `case_path`.
///
/// # Errors
/// The [`Refusal`] when writing there would destroy an input or a file that is not a
/// report; a path that does not exist yet is always accepted.
pub fn check(output: &Path, case_path: &Path, case: &Case) -> Result<(), Refusal> {
    if std::fs::metadata(output).is_err() {
        return Ok(());
    }
    let output = output.to_path_buf();
    if same_file(&output, case_path) {
        return Err(Refusal::IsCase { output });
    }
    if let BoardSource::File { pbn_file, .. } = &case.source {
        let base = case_path.parent().unwrap_or_else(|| Path::new("."));
        if same_file(&output, &base.join(pbn_file)) {
            return Err(Refusal::IsPbn { output });
        }
    }
    check_output(&output)
}

/// Checks a path the report may replace, for a case without a file: not a folder, not a
/// file that is not a PDF.
///
/// # Errors
/// [`Refusal::IsFolder`] or [`Refusal::NotPdf`].
pub fn check_output(output: &Path) -> Result<(), Refusal> {
    let Ok(meta) = std::fs::metadata(output) else {
        return Ok(());
    };
    let output = output.to_path_buf();
    if meta.is_dir() {
        return Err(Refusal::IsFolder { output });
    }
    // A terminal, a pipe, `/dev/stdout`: written to as it is, never read (reading a pipe
    // we write to would wait for ever).
    if !meta.is_file() {
        return Ok(());
    }
    if !is_pdf(&output) {
        return Err(Refusal::NotPdf { output });
    }
    Ok(())
}

/// The largest PDF read to tell whether it is signed or Arbitre's: a report is far smaller;
/// a larger file is taken as not Arbitre's.
const REPLACE_READ_LIMIT: u64 = 64 * 1024 * 1024;

/// Checks that replacing an existing `output` destroys nothing the director did not mean
/// to: a signed document (a report, notice or decision: evidence) or a PDF Arbitre did
/// not write is replaced only when the director says so (`--force`). A path that does not
/// exist, or is not a regular file, is accepted.
///
/// # Errors
/// [`Refusal::Signed`] or [`Refusal::Foreign`].
pub fn check_replace(output: &Path) -> Result<(), Refusal> {
    let Ok(meta) = std::fs::metadata(output) else {
        return Ok(());
    };
    if !meta.is_file() {
        return Ok(());
    }
    let output_buf = output.to_path_buf();
    if meta.len() > REPLACE_READ_LIMIT {
        return Err(Refusal::Foreign { output: output_buf });
    }
    let Ok(bytes) = std::fs::read(output) else {
        return Err(Refusal::Foreign { output: output_buf });
    };
    if crate::sign::is_signed(&bytes) {
        return Err(Refusal::Signed { output: output_buf });
    }
    let ours = super::attachment::producer(&bytes).is_some_and(|p| p.starts_with("Arbitre"));
    if !ours {
        return Err(Refusal::Foreign { output: output_buf });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn the_same_file_by_another_name_is_the_same_file() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("case.toml");
        std::fs::write(&a, "x").unwrap();
        let other = dir.path().join("other.toml");
        std::fs::write(&other, "x").unwrap();
        assert!(same_file(&a, &dir.path().join(".").join("case.toml")));
        assert!(!same_file(&a, &other));
        assert!(!same_file(&a, &dir.path().join("missing")));
    }

    #[test]
    fn only_a_pdf_counts_as_a_pdf() {
        let dir = tempfile::tempdir().unwrap();
        let pdf = dir.path().join("r.pdf");
        std::fs::write(&pdf, b"%PDF-1.7\n").unwrap();
        let short = dir.path().join("s.pdf");
        std::fs::write(&short, b"%PD").unwrap();
        assert!(is_pdf(&pdf));
        assert!(!is_pdf(&short));
        assert!(!is_pdf(dir.path()));
    }

    #[test]
    fn the_refusal_says_where_what_and_what_is_allowed_in_both_languages() {
        let r = Refusal::NotPdf {
            output: PathBuf::from("notes.txt"),
        };
        let en = r.render(Tr::new(Lang::En), Path::new("case.pdf"));
        assert!(en.starts_with("notes.txt: "), "{en}");
        assert!(en.contains("not a PDF"), "{en}");
        let fr = r.render(Tr::new(Lang::Fr), Path::new("case.pdf"));
        assert!(fr.starts_with("notes.txt : "), "{fr}");
        assert!(fr.contains("n'est pas un PDF"), "{fr}");
        assert_eq!(
            suggestion(Path::new("d/x.revoke.toml")),
            Path::new("d/x.revoke.pdf")
        );
    }
}
