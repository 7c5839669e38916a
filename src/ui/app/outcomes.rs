//! What the background jobs bring back (files read, rulings, saves, exports).
use super::{Action, PendingOpen, Workbench};
use crate::i18n::Msg;
use crate::ui::doc::Document;
use crate::ui::jobs::{JobKind, Opened, Outcome};
use crate::ui::source;
use crate::ui::views::{self, RulingState};
use std::path::PathBuf;

impl Workbench {
    /// Handles the result of a job.
    pub(super) fn handle(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Opened { path, result } => {
                self.open_progress = None;
                match result {
                    Ok(opened) => {
                        // Every file that takes the place of the case asks first (a board
                        // file too: its list replaces the case on screen).
                        let replaces = match &opened {
                            Opened::Case(_) | Opened::Report(_) | Opened::Boards(_) => true,
                            Opened::Results(r) => r.hands.is_some(),
                        };
                        if replaces && self.doc.as_ref().is_some_and(Document::is_dirty) {
                            self.pending_open = Some(PendingOpen { path, opened });
                        } else {
                            self.accept_open(path, opened);
                        }
                    }
                    Err(msg) => self.say(msg, true),
                }
            }
            Outcome::Ruled { revision, result } => {
                if revision >= self.ruling.revision {
                    self.ruling = RulingState {
                        revision,
                        result: Some(result),
                        cancelled: false,
                        incomplete: false,
                    };
                }
            }
            Outcome::RuleCancelled {
                revision,
                incomplete,
            } => {
                // No figure at all for this revision (never a partial one), until the
                // director asks again (or to continue) or changes the case.
                if revision >= self.ruling.revision {
                    self.ruling = RulingState {
                        revision,
                        result: None,
                        cancelled: !incomplete,
                        incomplete,
                    };
                }
            }
            Outcome::Analysed { cards, values } => {
                self.analysis = Some((cards, values));
            }
            Outcome::Saved {
                path,
                revision,
                result,
                incomplete,
            } => match result {
                Ok(()) => {
                    if let Some(doc) = self.doc.as_mut() {
                        doc.mark_saved(revision, path.clone());
                    }
                    self.settings.remember(&path);
                    match incomplete {
                        None => self.say(
                            Msg::new("ui-saved").arg("path", path.display().to_string()),
                            false,
                        ),
                        Some(why) => {
                            let why = views::director_text(self.tr(), &why);
                            self.say(
                                Msg::new("ui-saved-incomplete")
                                    .arg("path", path.display().to_string())
                                    .arg("why", why),
                                true,
                            );
                        }
                    }
                    if !self.doc.as_ref().is_some_and(Document::is_dirty) {
                        self.remove_autosave();
                    }
                    if self.quit_after_save {
                        self.allow_close = true;
                    }
                    if let Some(p) = self.open_after_save.take()
                        && !self.doc.as_ref().is_some_and(Document::is_dirty)
                    {
                        self.accept_open(p.path, p.opened);
                    }
                }
                Err(msg) => {
                    self.quit_after_save = false;
                    // Not saved: the file waits for the director's answer again.
                    if let Some(p) = self.open_after_save.take() {
                        self.pending_open = Some(p);
                    }
                    self.say(msg, true);
                }
            },
            Outcome::Unlocked { choice, result } => self.unlocked(choice, result),
            Outcome::NoticeUnlocked {
                choice,
                print,
                result,
            } => self.notice_unlocked(*choice, print, result),
            Outcome::Exported { path, doc, result } => self.exported(path, doc, result),
            Outcome::Rulings { dir, result } => self.rulings = Some((dir, result)),
            Outcome::Said(result) => match result {
                Ok(msg) => self.say(msg, false),
                Err(msg) => self.say(msg, true),
            },
            Outcome::Written(result) => match result {
                Ok(msg) => {
                    self.say(msg, false);
                    self.session_changed();
                }
                Err(msg) => self.say(msg, true),
            },
            Outcome::DecisionWritten(result) => self.decision_written(result),
            Outcome::Restored { result, minutes } => match result {
                Ok(restored) => self.restored(*restored, minutes),
                Err(msg) => self.say(msg, true),
            },
            Outcome::Autosaved(result) => {
                if let Err(msg) = result {
                    self.say(msg, true);
                }
            }
            Outcome::Picked { pick, path } => self.picked(pick, path),
            Outcome::Unanswered(request) => self.unanswered(*request),
            Outcome::Failed { kind, message } => {
                let msg = Msg::new("ui-error-job")
                    .arg("job", self.tr().t(kind.key()))
                    .arg("message", message);
                if kind == JobKind::Rule {
                    self.ruling.result = Some(Err(msg.clone()));
                }
                self.say(msg, true);
            }
        }
    }

    pub(super) fn accept_open(&mut self, path: PathBuf, opened: Opened) {
        self.settings.remember(&path);
        match opened {
            Opened::Case(case) => {
                // A case file stands alone: the board list of another file goes.
                self.set_boards(None, crate::import::BoardIndex::default());
                self.set_case(*case, Some(path.clone()));
                self.say(
                    Msg::new("ui-opened").arg("path", path.display().to_string()),
                    false,
                );
            }
            Opened::Report(report) => self.open_report(path, report),
            Opened::Results(results) => self.accept_results(path, *results),
            Opened::Boards(index) => {
                let n = index.len();
                let warnings = index.diagnostic_count;
                let first = index
                    .diagnostics
                    .first()
                    .map(|d| source::diagnostic_msg(&path, d));
                // The case of another file does not stay beside this file's list: the
                // director picks one of its boards (the only one is opened at once).
                self.close_case();
                self.set_boards(Some(path.clone()), *index);
                let msg = match first {
                    Some(first) => Msg::new("ui-opened-boards-warnings")
                        .arg("n", n)
                        .arg("path", path.display().to_string())
                        .arg("warnings", warnings)
                        .arg("first", first),
                    None => Msg::new("ui-opened-boards")
                        .arg("n", n)
                        .arg("path", path.display().to_string()),
                };
                self.say(msg, false);
                if n == 1 {
                    self.apply(Action::LoadBoard(0));
                }
            }
        }
    }

    /// No case on screen any more (another file's list takes its place): nothing of it is
    /// offered, neither its report nor its ruling.
    pub(super) fn close_case(&mut self) {
        self.doc = None;
        self.last_export = None;
        self.preview = None;
        self.committee = None;
        self.ruling = RulingState::default();
        self.analysis = None;
        self.analysis_requested = None;
    }

    /// The window closes: the ruling being computed is told to stop, so that no solver
    /// goes on working for a window that is gone (see `ui::run` for the rest of the exit).
    pub(super) fn stop_work(&mut self) {
        if let Some(stop) = &self.rule_stop {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// Whether the ruling being computed, if any, was told to stop (tests).
    #[must_use]
    pub fn ruling_stop_requested(&self) -> bool {
        self.rule_stop
            .as_ref()
            .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Starts the ruling and the per-card analysis when the case changed.
    pub(super) fn request_jobs(&mut self) {
        let Some(doc) = self.doc.as_ref() else { return };
        // One ruling and one analysis at a time: while one runs, later changes wait for it
        // (a dragged number would otherwise start a solver per frame).
        if doc.revision() != self.rule_requested && !self.jobs.is_running(JobKind::Rule) {
            self.rule_requested = doc.revision();
            let case = doc.case().clone();
            let revision = doc.revision();
            let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
            self.rule_stop = Some(stop.clone());
            // The time budget, unless the director asked to continue past it.
            let budget = if std::mem::take(&mut self.rule_unbounded) {
                f64::INFINITY
            } else {
                self.rule_budget
            };
            self.jobs.spawn(JobKind::Rule, move || {
                let deadline = crate::claims::stop::Deadline {
                    flag: Some(&*stop),
                    ..crate::claims::stop::Deadline::after(budget)
                };
                match crate::laws::rule_until(&case, &deadline) {
                    Ok(result) => Outcome::Ruled {
                        revision,
                        result: result
                            .map(Box::new)
                            .map_err(|crate::laws::RuleError::Facts(m)| m),
                    },
                    Err(stopped) => Outcome::RuleCancelled {
                        revision,
                        incomplete: stopped == crate::claims::stop::Stopped::OutOfTime,
                    },
                }
            });
        }
        let cards = doc.case().play.cards().to_vec();
        if self.analysis_requested.as_ref() != Some(&cards)
            && !self.jobs.is_running(JobKind::Analyse)
        {
            self.analysis_requested = Some(cards.clone());
            let play = doc.case().play.clone();
            self.jobs
                .spawn(JobKind::Analyse, move || Outcome::Analysed {
                    values: crate::equity::analyse(&play),
                    cards,
                });
        }
    }
}
