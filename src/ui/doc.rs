//! The case being worked on, with its undo/redo stack, the replay cursor and whether it is
//! saved. Every change goes through a [`Command`]; the case itself enforces what can have
//! happened (the play refuses a card its player does not hold).
use crate::case::{Attention, Case, Claim, MarkedRevoke, Meta, Weight};
use crate::i18n::Msg;
use contract_bridge::Card;
use std::path::PathBuf;

/// One change to the case.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Play `card` as card `at + 1` (entering the play from the cursor). The card already
    /// recorded there only moves the cursor on; another replaces it, and the later cards
    /// are kept as far as they still fit (Undo brings back the rest).
    Play {
        /// Cards kept.
        at: usize,
        /// The card played.
        card: Card,
    },
    /// Keep only the first cards.
    TruncatePlay(usize),
    /// When attention was drawn.
    SetAttention(Option<Attention>),
    /// The claim or concession.
    SetClaim(Option<Claim>),
    /// The calls and cards in question (`[[call_change]]`, `[[card_change]]`).
    SetChanges(Box<crate::case::Changes>),
    /// Mark a revoke the deal cannot show.
    AddMarked(MarkedRevoke),
    /// Remove the marked revoke at this index of the list.
    RemoveMarked(usize),
    /// The director's own likely result (Law 64C).
    SetLikely(Option<u8>),
    /// The director's weighted outcomes (Law 12C1c).
    SetWeights(Vec<Weight>),
    /// The director's reasons.
    SetReasons(String),
    /// The case title.
    SetTitle(String),
    /// Event data and names.
    SetMeta(Box<Meta>),
    /// Replace the whole case (a board chosen in the board list).
    Replace(Box<Case>),
}

impl Command {
    /// Text edits typed one key at a time merge into one undo step.
    const fn coalesce_key(&self) -> Option<&'static str> {
        match self {
            Self::SetReasons(_) => Some("reasons"),
            Self::SetTitle(_) => Some("title"),
            Self::SetMeta(_) => Some("meta"),
            Self::SetWeights(_) => Some("weights"),
            Self::SetLikely(_) => Some("likely"),
            _ => None,
        }
    }
}

#[derive(Debug, Clone)]
struct Snapshot {
    case: Case,
    cursor: usize,
    /// The revision the case had: undoing back to the saved case is saved again.
    revision: u64,
}

/// The case in progress.
#[derive(Debug, Clone)]
pub struct Document {
    case: Case,
    /// The case file it was opened from or saved to, if any.
    pub path: Option<PathBuf>,
    /// The file the board came from (a PBN or LIN file), if any.
    pub origin: Option<PathBuf>,
    cursor: usize,
    revision: u64,
    saved_revision: u64,
    undo: Vec<Snapshot>,
    redo: Vec<Snapshot>,
    last_coalesce: Option<&'static str>,
    /// This document among all made in the run (the revision it was made at).
    id: u64,
}

impl Document {
    /// A document on `case`; the cursor at the end of the play.
    #[must_use]
    pub fn new(case: Case, path: Option<PathBuf>) -> Self {
        let cursor = case.play.len();
        let revision = next_revision();
        Self {
            case,
            path,
            origin: None,
            cursor,
            revision,
            saved_revision: revision,
            undo: Vec::new(),
            redo: Vec::new(),
            last_coalesce: None,
            id: revision,
        }
    }

    /// This document among all made in the run: a job started on it can tell whether its
    /// outcome still belongs to the document on screen.
    #[must_use]
    pub const fn id(&self) -> u64 {
        self.id
    }

    /// The case.
    #[must_use]
    pub const fn case(&self) -> &Case {
        &self.case
    }

    /// Cards shown by the replay (0 = before the opening lead).
    #[must_use]
    pub const fn cursor(&self) -> usize {
        self.cursor
    }

    /// Moves the replay cursor (clamped to the play).
    pub fn set_cursor(&mut self, n: usize) {
        self.cursor = n.min(self.case.play.len());
    }

    /// Increases with every change (undo and redo included).
    #[must_use]
    pub const fn revision(&self) -> u64 {
        self.revision
    }

    /// Changed since it was last saved.
    #[must_use]
    pub const fn is_dirty(&self) -> bool {
        self.revision != self.saved_revision
    }

    /// Records that the case as it was at `revision` is saved in `path`.
    pub fn mark_saved(&mut self, revision: u64, path: PathBuf) {
        self.saved_revision = revision;
        self.path = Some(path);
    }

    /// The director chose to drop the unsaved changes (another case or board replaces
    /// this one): nothing is left to save.
    pub fn forget_changes(&mut self) {
        self.saved_revision = self.revision;
    }

    /// Marks the document changed (a restored autosave is not saved anywhere).
    pub fn mark_unsaved(&mut self) {
        self.saved_revision = 0;
    }

    /// Whether there is something to undo / redo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is something to redo.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Applies a command.
    ///
    /// # Errors
    /// What cannot have happened (a card its player does not hold); the case is unchanged.
    pub fn apply(&mut self, command: Command) -> Result<(), Msg> {
        let key = command.coalesce_key();
        let before = Snapshot {
            case: self.case.clone(),
            cursor: self.cursor,
            revision: self.revision,
        };
        let mut case = self.case.clone();
        let mut cursor = self.cursor;
        match command {
            Command::Play { at, card } => {
                if case.play.cards().get(at) == Some(&card) {
                    // The card already recorded there: move on, change nothing.
                    self.cursor = at + 1;
                    self.last_coalesce = None;
                    return Ok(());
                }
                let later = case.play.cards().get(at + 1..).unwrap_or_default().to_vec();
                case.play.truncate(at);
                case.play.push(card).map_err(|e| e.msg())?;
                cursor = case.play.len();
                for card in later {
                    if case.play.push(card).is_err() {
                        break;
                    }
                }
            }
            Command::TruncatePlay(n) => {
                case.play.truncate(n);
                cursor = cursor.min(case.play.len());
            }
            Command::SetAttention(a) => case.attention = a,
            Command::SetClaim(c) => case.claim = c,
            Command::SetChanges(c) => case.changes = *c,
            Command::AddMarked(m) => {
                if !case.marked_revokes.contains(&m) {
                    case.marked_revokes.push(m);
                    case.marked_revokes.sort_by_key(|m| m.card);
                }
            }
            Command::RemoveMarked(i) => {
                if i < case.marked_revokes.len() {
                    case.marked_revokes.remove(i);
                }
            }
            Command::SetLikely(t) => case.equity.likely_declarer_tricks = t,
            Command::SetWeights(w) => case.equity.weights = w,
            Command::SetReasons(r) => case.equity.reasons = r,
            Command::SetTitle(t) => case.title = t,
            Command::SetMeta(m) => case.meta = *m,
            Command::Replace(c) => {
                case = *c;
                cursor = case.play.len();
            }
        }
        if case == self.case && cursor == self.cursor {
            return Ok(());
        }
        let merge = key.is_some() && key == self.last_coalesce && self.redo.is_empty();
        if !merge {
            self.undo.push(before);
        }
        self.redo.clear();
        self.last_coalesce = key;
        self.case = case;
        self.cursor = cursor;
        self.revision = next_revision();
        Ok(())
    }

    /// Undoes the last command.
    pub fn undo(&mut self) -> bool {
        let Some(snap) = self.undo.pop() else {
            return false;
        };
        let now = Snapshot {
            case: std::mem::replace(&mut self.case, snap.case),
            cursor: std::mem::replace(&mut self.cursor, snap.cursor),
            revision: std::mem::replace(&mut self.revision, snap.revision),
        };
        self.redo.push(now);
        self.last_coalesce = None;
        true
    }

    /// Redoes the last undone command.
    pub fn redo(&mut self) -> bool {
        let Some(snap) = self.redo.pop() else {
            return false;
        };
        let now = Snapshot {
            case: std::mem::replace(&mut self.case, snap.case),
            cursor: std::mem::replace(&mut self.cursor, snap.cursor),
            revision: std::mem::replace(&mut self.revision, snap.revision),
        };
        self.undo.push(now);
        self.last_coalesce = None;
        true
    }
}

/// A revision number never used before by any document of this process: a job's outcome
/// (a ruling, an analysis) names the revision it was computed for, so an outcome computed
/// for an earlier document can never pass for one of the document now open.
fn next_revision() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}
