//! File ▸ "Export the session's scores…": every case file of the session folder ruled and
//! written as the scorer's CSV (what `arbitre session DIR --csv FILE` writes), through the
//! same save dialog as every other file the window writes.
use super::Workbench;
use crate::i18n::Msg;
use crate::ui::jobs::{JobKind, Outcome, Pick};
use std::path::{Path, PathBuf};

impl Workbench {
    /// Asks where to write the session's scores (the session folder first); said when
    /// there is no session folder yet.
    pub(super) fn ask_session_scores(&mut self) {
        let Some(dir) = self.session_dir() else {
            self.say(Msg::new("ui-scores-no-folder"), true);
            return;
        };
        let tr = self.tr();
        let request = crate::ui::dialogs::Request {
            pick: Pick::SessionScores,
            title: tr.t("ui-scores-title"),
            filter: "CSV".into(),
            extensions: vec!["csv".to_owned()],
            dir: Some(dir),
            name: Some(tr.t("ui-scores-name")),
        };
        self.ask_path(request);
    }

    /// Rules the session folder and writes its scores to `path`, off the UI thread.
    pub(super) fn session_scores_to(&mut self, mut path: PathBuf) {
        let Some(dir) = self.session_dir() else {
            self.say(Msg::new("ui-scores-no-folder"), true);
            return;
        };
        if path.extension().is_none() {
            path.set_extension("csv");
        }
        self.jobs.spawn(JobKind::Scores, move || {
            Outcome::Said(write_scores(&dir, &path))
        });
    }
}

/// Reads and rules the session folder `dir`, writes its CSV to `path` (atomically), and
/// says what was written and which cases give no ruling.
fn write_scores(dir: &Path, path: &Path) -> Result<Msg, Msg> {
    let shown = path.display().to_string();
    if !crate::session::may_replace(path, false) {
        return Err(Msg::new("session-refuse-overwrite").arg("path", shown));
    }
    let session = crate::session::read(dir).map_err(|e| {
        Msg::new("ui-scores-folder")
            .arg("path", e.path)
            .arg("error", e.message)
    })?;
    crate::case::write_atomically(path, crate::session::csv(&session).as_bytes()).map_err(|e| {
        Msg::new("ui-error-io")
            .arg("path", shown.clone())
            .arg("message", crate::fsread::io_words(&e))
    })?;
    let written = Msg::new("session-written-csv")
        .arg("path", shown)
        .arg("count", session.rows.len());
    match session.failures.first() {
        None => Ok(written),
        Some(first) => Err(Msg::new("ui-scores-some-failed")
            .arg("written", written)
            .arg("count", session.failures.len())
            .arg("file", first.file.display().to_string())
            .arg("error", first.why.clone())),
    }
}
