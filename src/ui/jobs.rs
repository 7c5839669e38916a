//! Work that must not freeze the window: file I/O, dialogs, the ruling (double dummy).
//! Each job runs on its own thread and sends one [`Outcome`] back; the window polls them
//! every frame and shows what is still running.
use crate::case::Case;
use crate::i18n::Msg;
use crate::laws::Judgement;
use eframe::egui;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

/// What a job does (shown while it runs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum JobKind {
    /// Reading a file.
    Open,
    /// Ruling on the case.
    Rule,
    /// Saving the case.
    Save,
    /// Autosaving the case in progress.
    Autosave,
    /// A file dialog is open.
    Dialog,
    /// The double-dummy count after every card.
    Analyse,
    /// Checking the passphrase of the signing identity.
    Unlock,
    /// Writing the PDF report.
    Export,
    /// Writing or printing the player notice.
    Notice,
    /// Reading and ruling the session folder.
    Session,
    /// Writing the appeals committee's decision.
    Decision,
    /// Ruling the session folder and writing its scores.
    Scores,
}

impl JobKind {
    /// The i18n key of the progress label.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Open => "ui-job-open",
            Self::Rule => "ui-job-rule",
            Self::Save => "ui-job-save",
            Self::Autosave => "ui-job-autosave",
            Self::Dialog => "ui-job-dialog",
            Self::Analyse => "ui-job-analyse",
            Self::Unlock => "ui-job-unlock",
            Self::Export => "ui-job-export",
            Self::Notice => "ui-job-notice",
            Self::Session => "ui-job-session",
            Self::Decision => "ui-job-decision",
            Self::Scores => "ui-job-scores",
        }
    }
}

/// What a file dialog was opened for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// Open a file.
    Open,
    /// Save the case under a new name.
    SaveAs,
    /// Where to write the PDF report.
    Report,
    /// Where to write the player notice.
    Notice,
    /// The session folder.
    SessionDir,
    /// Where to write the appeals committee's decision.
    Decision,
    /// A certificate to trust.
    Certificate,
    /// The identity (PKCS #12 file) the appeals committee signs with.
    Identity,
    /// Where to write the session's scores (CSV).
    SessionScores,
}

/// A board of an opened PBN or LIN file, read whole when the director opens it.
#[derive(Debug, Clone)]
pub struct BoardEntry {
    /// The board number.
    pub number: String,
    /// Dealer, if known.
    pub dealer: Option<contract_bridge::Seat>,
    /// Vulnerability (North-South, East-West), if known.
    pub vulnerability: Option<(bool, bool)>,
    /// Contract, if known (the list writes it in the director's language).
    pub contract: Option<crate::pbn::ContractTag>,
    /// Declarer, if known.
    pub declarer: Option<contract_bridge::Seat>,
    /// The result (declarer's tricks), if known.
    pub result: String,
    /// The room or table (`Open`, `Closed`), if the file names it.
    pub room: String,
    /// The case the board makes, or why it makes none.
    pub case: Result<Box<Case>, Msg>,
    /// A hand record's board (the deal, no contract): the director enters the contract.
    pub record: Option<crate::case::HandRecord>,
    /// The case was made with only part of the play: which line of the file stopped it.
    pub play_cut: Option<Msg>,
}

/// What was read from a file.
#[derive(Debug, Clone)]
pub enum Opened {
    /// A case file.
    Case(Box<Case>),
    /// The board index of a PBN, LIN or dealing-machine file (with its diagnostics).
    Boards(Box<crate::import::BoardIndex>),
    /// A signed report (opened read-only).
    Report(Box<super::signed::SignedReport>),
    /// A Bridgemate results file, with the session's hand record found beside it.
    Results(Box<super::source::ResultsOpened>),
}

/// The result of a job.
#[derive(Debug)]
pub enum Outcome {
    /// A file was read.
    Opened {
        /// The file.
        path: PathBuf,
        /// What it holds, or what is wrong with it.
        result: Result<Opened, Msg>,
    },
    /// The ruling on the case at `revision`.
    Ruled {
        /// The document revision ruled on.
        revision: u64,
        /// The judgement, or why there is none.
        result: Result<Box<Judgement>, Msg>,
    },
    /// The ruling on the case at `revision` was cancelled before its end: no figure.
    RuleCancelled {
        /// The document revision it was for.
        revision: u64,
        /// Stopped by the time budget rather than by the director.
        incomplete: bool,
    },
    /// Declarer's double-dummy total after each card of `cards`.
    Analysed {
        /// The play analysed.
        cards: Vec<contract_bridge::Card>,
        /// `cards.len() + 1` values.
        values: Vec<Option<u8>>,
    },
    /// The case at `revision` was saved (or not).
    Saved {
        /// The file.
        path: PathBuf,
        /// The document revision saved.
        revision: u64,
        /// Saved, or why not.
        result: Result<(), Msg>,
        /// Saved, but the case file will not open again until the facts are complete.
        incomplete: Option<Msg>,
    },
    /// The signing identity was unlocked with the passphrase typed (or not).
    Unlocked {
        /// The export dialog's choices.
        choice: super::views::export::ExportChoice,
        /// The identity, or why not.
        result: Result<Box<crate::report::export::Unlocked>, Msg>,
    },
    /// The signing identity of a player notice was unlocked (or not).
    NoticeUnlocked {
        /// The notice dialog's choices.
        choice: Box<super::views::export::NoticeChoice>,
        /// Sent to a printer rather than saved.
        print: bool,
        /// Unlocked, or why not.
        result: Result<(), Msg>,
    },
    /// The PDF report was written (or not).
    Exported {
        /// The file.
        path: PathBuf,
        /// The document it was made from ([`super::doc::Document::id`]).
        doc: u64,
        /// Written, or why not.
        result: Result<crate::report::export::Exported, Msg>,
    },
    /// A job that ends with a message for the status bar (an error when `Err`).
    Said(Result<Msg, Msg>),
    /// A signed file was written (a player notice, a committee's decision): a message for
    /// the status bar, and the session's statuses may have changed.
    Written(Result<Msg, Msg>),
    /// The committee's decision was written (or not: its form comes back as it was).
    DecisionWritten(Result<Msg, Msg>),
    /// The session folder was read (or not).
    Rulings {
        /// The folder.
        dir: PathBuf,
        /// Its rulings.
        result: Result<super::views::rulings::Listing, Msg>,
    },
    /// The autosave was written (or not).
    Autosaved(Result<(), Msg>),
    /// The autosave was read back (or not), with how old it was in minutes.
    Restored {
        /// What it brings back.
        result: Result<Box<super::source::Restored>, Msg>,
        /// How old it was, in minutes.
        minutes: u64,
    },
    /// The director picked a file (or cancelled).
    Picked {
        /// What for.
        pick: Pick,
        /// The file.
        path: Option<PathBuf>,
    },
    /// The desktop's file dialog could not be shown: Arbitre's own asks.
    Unanswered(Box<super::dialogs::Request>),
    /// The job panicked.
    Failed {
        /// What it was doing.
        kind: JobKind,
        /// The panic message.
        message: String,
    },
}

/// The running jobs.
pub struct Jobs {
    tx: Sender<(u64, Outcome)>,
    rx: Receiver<(u64, Outcome)>,
    running: BTreeMap<u64, JobKind>,
    next: u64,
    ctx: Option<egui::Context>,
}

impl std::fmt::Debug for Jobs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Jobs")
            .field("running", &self.running)
            .finish()
    }
}

impl Jobs {
    /// No job yet; `ctx` is woken when a job ends.
    #[must_use]
    pub fn new(ctx: Option<egui::Context>) -> Self {
        let (tx, rx) = channel();
        Self {
            tx,
            rx,
            running: BTreeMap::new(),
            next: 0,
            ctx,
        }
    }

    /// Starts a job on its own thread.
    pub fn spawn(&mut self, kind: JobKind, work: impl FnOnce() -> Outcome + Send + 'static) {
        let id = self.next;
        self.next += 1;
        self.running.insert(id, kind);
        let tx = self.tx.clone();
        let ctx = self.ctx.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("arbitre-{kind:?}").to_lowercase())
            .spawn(move || {
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
                    .unwrap_or_else(|panic| Outcome::Failed {
                        kind,
                        message: panic_message(panic.as_ref()),
                    });
                let _ = tx.send((id, outcome));
                if let Some(ctx) = ctx {
                    ctx.request_repaint();
                }
            });
        if let Err(e) = spawned {
            self.running.remove(&id);
            let _ = self.tx.send((
                id,
                Outcome::Failed {
                    kind,
                    message: e.to_string(),
                },
            ));
        }
    }

    /// The outcomes that arrived since the last call.
    pub fn poll(&mut self) -> Vec<Outcome> {
        let mut out = Vec::new();
        while let Ok((id, outcome)) = self.rx.try_recv() {
            self.running.remove(&id);
            out.push(outcome);
        }
        out
    }

    /// Waits for one outcome (for tests and benches), at most `timeout`.
    pub fn wait_one(&mut self, timeout: Duration) -> Option<Outcome> {
        let (id, outcome) = self.rx.recv_timeout(timeout).ok()?;
        self.running.remove(&id);
        Some(outcome)
    }

    /// What is running, each kind once.
    #[must_use]
    pub fn running(&self) -> Vec<JobKind> {
        let mut kinds: Vec<JobKind> = Vec::new();
        for kind in self.running.values() {
            if !kinds.contains(kind) {
                kinds.push(*kind);
            }
        }
        kinds
    }

    /// Whether a job of this kind is running.
    #[must_use]
    pub fn is_running(&self, kind: JobKind) -> bool {
        self.running.values().any(|k| *k == kind)
    }

    /// Whether any job is running.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        !self.running.is_empty()
    }
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_owned())
}
