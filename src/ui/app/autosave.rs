//! The autosave of the case in progress: the case file written (atomically) within
//! [`AUTOSAVE_DELAY`] of any change, with beside it where the case came from (its case file,
//! the board file and board), so that a restore brings all of it back.
use super::{AUTOSAVE_DELAY, Workbench};
use crate::i18n::Msg;
use crate::ui::jobs::{JobKind, Opened, Outcome};
use crate::ui::source::{self, AutosaveLink};
use eframe::egui;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// When to write: a short quiet moment after the last change (a burst of edits is one
/// write), but never later than `delay` after the first change not yet written, so that a
/// steady stream of edits cannot put the save off.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Timer {
    /// The longest a change waits to be written, in seconds.
    delay: f64,
    /// The document revision seen last, and when (window time, seconds).
    seen: Option<(u64, f64)>,
    /// When the first change not yet written was seen.
    first: Option<f64>,
}

impl Timer {
    fn new(delay: Duration) -> Self {
        Self {
            delay: delay.as_secs_f64(),
            seen: None,
            first: None,
        }
    }

    /// The quiet moment awaited after the last change.
    fn quiet(&self) -> f64 {
        self.delay / 4.0
    }

    /// The document is at `revision` (not yet written) at time `now`: whether to write it
    /// now, else how long until it is due.
    pub(super) fn tick(&mut self, revision: u64, now: f64) -> Result<(), f64> {
        if self.seen.is_none_or(|(r, _)| r != revision) {
            self.seen = Some((revision, now));
            self.first.get_or_insert(now);
        }
        let last = self.seen.map_or(now, |(_, t)| t);
        let first = self.first.unwrap_or(now);
        let due = (last + self.quiet()).min(first + self.delay);
        if now >= due {
            self.first = None;
            Ok(())
        } else {
            Err(due - now)
        }
    }

    /// Nothing waits to be written.
    fn clear(&mut self) {
        self.first = None;
    }
}

/// The autosave: where, when, what was saved last, and the autosave found at start
/// (offered back until the director answers).
#[derive(Debug)]
pub(super) struct Autosave {
    /// The autosave file, if any.
    pub(super) file: Option<PathBuf>,
    pub(super) timer: Timer,
    /// The document revision last saved.
    pub(super) saved_revision: u64,
    /// An autosave found at start, offered back.
    pub(super) restore_offer: Option<PathBuf>,
    /// How old it was, in minutes.
    pub(super) restore_minutes: u64,
    /// Which case it holds (board and title), for the prompt.
    pub(super) restore_name: Option<(String, String)>,
    /// Where that case came from (its case file or board file), for the prompt.
    pub(super) restore_from: Option<Msg>,
    /// The file named on the command line, opened while the restore is offered: the
    /// prompt says a restore replaces it on screen (and leaves it as it is on disk).
    pub(super) named: Option<PathBuf>,
}

impl Autosave {
    /// The autosave to `file`; a non-empty file already there is offered back.
    pub(super) fn new(file: Option<PathBuf>) -> Self {
        let restore_offer = file
            .clone()
            .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.len() > 0));
        Self {
            restore_minutes: restore_offer.as_deref().map_or(0, age_minutes),
            restore_name: restore_offer.as_deref().and_then(case_name),
            restore_from: restore_offer
                .as_deref()
                .map(|p| prompt_msg(&source::read_autosave_link(p))),
            named: None,
            restore_offer,
            file,
            timer: Timer::new(AUTOSAVE_DELAY),
            saved_revision: 0,
        }
    }

    /// The longest a change waits to be written.
    pub(super) fn set_delay(&mut self, delay: Duration) {
        self.timer = Timer::new(delay);
    }
}

/// The board number and title of the case in the autosave `path` (a small file: larger
/// than a case file can be, it is not read here).
fn case_name(path: &Path) -> Option<(String, String)> {
    if std::fs::metadata(path).ok()?.len() > 1 << 20 {
        return None;
    }
    let value: toml::Value = toml::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let title = value
        .get("title")
        .and_then(toml::Value::as_str)
        .unwrap_or("");
    let board = value
        .get("board")
        .and_then(|b| b.get("pbn"))
        .and_then(toml::Value::as_str)
        .and_then(|pbn| pbn.split("[Board \"").nth(1))
        .and_then(|rest| rest.split('"').next())
        .or_else(|| {
            value
                .get("board")
                .and_then(|b| b.get("board"))
                .and_then(toml::Value::as_str)
        })
        .unwrap_or("");
    (!title.is_empty() || !board.is_empty()).then(|| {
        (
            crate::i18n::shown(board).into_owned(),
            crate::i18n::shown(title).into_owned(),
        )
    })
}

/// Where an autosaved case came from, as the restore says it.
fn link_msg(link: &AutosaveLink) -> Msg {
    match (&link.case_file, &link.board_file) {
        (Some(p), _) => Msg::new("ui-restored-case-file").arg("path", p.display().to_string()),
        (None, Some(p)) => Msg::new("ui-restored-board-file").arg("path", p.display().to_string()),
        (None, None) => Msg::new("ui-restored-no-file"),
    }
}

/// Where an autosaved case came from, as the restore prompt says it.
fn prompt_msg(link: &AutosaveLink) -> Msg {
    match (&link.case_file, &link.board_file) {
        (Some(p), _) => Msg::new("ui-restore-from-case").arg("path", p.display().to_string()),
        (None, Some(p)) => Msg::new("ui-restore-from-boards").arg("path", p.display().to_string()),
        (None, None) => Msg::new("ui-restore-from-none"),
    }
}

/// How many whole minutes ago `path` was written.
pub(super) fn age_minutes(path: &Path) -> u64 {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .map_or(0, |d| d.as_secs() / 60)
}

impl Workbench {
    pub(super) fn remove_autosave(&mut self) {
        if let Some(path) = self.autosave.file.clone() {
            self.jobs.spawn(JobKind::Autosave, move || {
                let mut result = Ok(());
                for file in [source::autosave_link_path(&path), path] {
                    match std::fs::remove_file(&file) {
                        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                            result = Err(Msg::new("ui-error-io")
                                .arg("path", file.display().to_string())
                                .arg("message", crate::fsread::io_words(&e)));
                        }
                        _ => {}
                    }
                }
                Outcome::Autosaved(result)
            });
        }
    }

    /// Where the case in progress came from, as the autosave keeps it.
    fn autosave_link(&self) -> AutosaveLink {
        let doc = self.doc.as_ref();
        AutosaveLink {
            case_file: doc.and_then(|d| d.path.clone()).and_then(absolute),
            board_file: doc.and_then(|d| d.origin.clone()).and_then(absolute),
            board: self.current_board,
        }
    }

    pub(super) fn autosave_tick(&mut self, ctx: &egui::Context) {
        let Some(doc) = self.doc.as_ref() else { return };
        if !doc.is_dirty() || doc.revision() == self.autosave.saved_revision {
            self.autosave.timer.clear();
            return;
        }
        let now = ctx.input(|i| i.time);
        match self.autosave.timer.tick(doc.revision(), now) {
            Ok(()) => {
                self.autosave.saved_revision = doc.revision();
                if let Some(path) = self.autosave.file.clone() {
                    let case = doc.case().clone();
                    let base = doc
                        .path
                        .as_ref()
                        .and_then(|p| p.parent())
                        .map(Path::to_path_buf);
                    let link = self.autosave_link();
                    self.jobs.spawn(JobKind::Autosave, move || {
                        let result = source::write_autosave_link(&link, &path)
                            .and_then(|()| source::write_autosave(&case, &path, base.as_deref()));
                        Outcome::Autosaved(result)
                    });
                }
            }
            Err(left) => {
                ctx.request_repaint_after(
                    Duration::from_secs_f64(left) + Duration::from_millis(10),
                );
            }
        }
    }
}

impl Workbench {
    /// Brings back what the autosave kept: the case, its case file, the board list of the
    /// file it came from (the board highlighted), and says what was restored.
    pub(super) fn restored(&mut self, restored: source::Restored, minutes: u64) {
        let source::Restored { case, link, boards } = restored;
        let mut problem = None;
        match (boards, &link.board_file) {
            (Some(Ok(Opened::Boards(index))), Some(file)) => {
                self.set_boards(Some(file.clone()), *index);
            }
            (Some(Err(msg)), _) => {
                self.set_boards(None, crate::import::BoardIndex::default());
                problem = Some(msg);
            }
            _ => self.set_boards(None, crate::import::BoardIndex::default()),
        }
        let board = case.board.number.clone();
        let title = case.title.trim().to_owned();
        self.set_case(case, link.case_file.clone());
        self.current_board = link.board.filter(|&i| i < self.boards.len());
        if let Some(doc) = self.doc.as_mut() {
            doc.origin.clone_from(&link.board_file);
            doc.mark_unsaved();
        }
        let what = if title.is_empty() {
            Msg::new("ui-restored-board").arg("board", board)
        } else {
            Msg::new("ui-restored-board-title")
                .arg("board", board)
                .arg("title", title)
        };
        let file = link_msg(&link);
        let mut msg = Msg::new("ui-restored")
            .arg("what", what)
            .arg("file", file)
            .arg("minutes", minutes);
        // The file named on the command line, replaced on screen: said, never silent.
        if let Some(named) =
            self.autosave.named.take().filter(|n| {
                link.case_file.as_ref() != Some(n) && link.board_file.as_ref() != Some(n)
            })
        {
            msg = Msg::new("ui-restored-instead")
                .arg("restored", msg)
                .arg("path", named.display().to_string());
        }
        match problem {
            None => self.say(msg, false),
            Some(why) => self.say(
                Msg::new("ui-restored-without-boards")
                    .arg("restored", msg)
                    .arg("message", why),
                true,
            ),
        }
    }
}

fn absolute(path: PathBuf) -> Option<PathBuf> {
    std::path::absolute(&path).ok().or(Some(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_single_change_is_written_after_a_quiet_moment() {
        let mut t = Timer::new(Duration::from_secs(1));
        let left = |r: Result<(), f64>| r.err().unwrap_or(-1.0);
        assert!((left(t.tick(7, 10.0)) - 0.25).abs() < 1e-9);
        assert!((left(t.tick(7, 10.2)) - 0.05).abs() < 1e-9);
        assert_eq!(t.tick(7, 10.25), Ok(()));
    }

    #[test]
    fn a_steady_stream_of_changes_is_written_within_the_delay() {
        let mut t = Timer::new(Duration::from_secs(1));
        let mut written = Vec::new();
        // A change every tenth of a second for three seconds.
        for step in 0..30u32 {
            let now = 100.0 + f64::from(step) / 10.0;
            if t.tick(u64::from(step), now).is_ok() {
                written.push(now);
            }
        }
        // Every change is in a write at most a second later (the last ones wait for the
        // next frames, past the end of the stream).
        for step in 0..20u32 {
            let change = 100.0 + f64::from(step) / 10.0;
            let next = written.iter().find(|&&w| w >= change - 1e-9);
            assert!(
                next.is_some_and(|w| w - change <= 1.0 + 1e-9),
                "change at {change}: {written:?}"
            );
        }
        assert!(written.len() >= 2, "{written:?}");
    }
}
