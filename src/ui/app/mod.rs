//! The eframe app: app state (document, settings, jobs, latest ruling) separate from the
//! views that draw it. Views return [`Action`]s; this applies them.
mod actions;
mod autosave;
mod committee;
mod contract;
mod dialogs;
mod export;
mod keymap;
mod layout;
mod menu;
mod modals;
mod notice;
mod outcomes;
mod rulings;
mod scores;
mod travellers;
mod widths;

pub use keymap::{Shortcut, shortcut_text};
pub use layout::{Layout, Pane};
pub use modals::Answer;

use super::doc::{Command, Document};
use super::jobs::{BoardEntry, Jobs, Opened};
use super::settings::{self, STORAGE_KEY, Settings};
use super::views::{self, RulingState};
use crate::case::Case;
use crate::i18n::{Lang, Msg, Tr};
use crate::import::{BoardIndex, IndexEntry, Progress};
use eframe::egui;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// The longest a change to the case in progress waits before it is autosaved: a kill
/// loses at most this much work.
pub const AUTOSAVE_DELAY: Duration = Duration::from_secs(1);

/// What the views ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A change to the case.
    Cmd(Command),
    /// Move the replay cursor.
    SetCursor(usize),
    /// Undo the last change.
    Undo,
    /// Redo.
    Redo,
    /// Show the open dialog.
    OpenDialog,
    /// Open this file.
    OpenPath(PathBuf),
    /// Save the case (asks where if it has no case file yet).
    Save,
    /// Save under a new name.
    SaveAs,
    /// Save to this file.
    SaveTo(PathBuf),
    /// Load board `i` of the board list.
    LoadBoard(usize),
    /// Load line `line` of the traveller of board `board` of the list (a Bridgemate file's
    /// result at one table), as a case filled in.
    LoadTraveller {
        /// The board's place in the list.
        board: usize,
        /// The line's place in the board's traveller.
        line: usize,
    },
    /// Change the language.
    SetLang(Lang),
    /// Export the PDF report (asks where).
    ExportReport,
    /// Write the PDF report to this file.
    ExportTo(PathBuf),
    /// Open this PDF with the system's viewer.
    OpenPdf(PathBuf),
    /// Close the window (asks first when there are unsaved changes).
    Quit,
    /// The director's answer to the question asked.
    Answer(Answer),
    /// Save the signed player notice (asks the choices, then where).
    SaveNotice,
    /// Print the signed player notice (asks the choices and the printer).
    PrintNotice,
    /// Write the player notice of the pending choices to this file.
    NoticeTo(PathBuf),
    /// Make an editable copy of the signed report's case.
    WorkOnCopy,
    /// Show the appeals committee's decision form (on an intact signed report).
    RecordDecision,
    /// Write the committee's decision of the form to this file, signed by the chair.
    DecisionTo(PathBuf),
    /// Show the session's rulings (and read the session folder).
    ShowRulings,
    /// Read the session folder again.
    LoadRulings,
    /// Ask for the session folder.
    PickSessionDir,
    /// Use this session folder (kept in the settings) and read it.
    SetSessionDir(PathBuf),
    /// Show the contract form for the case in progress.
    EditContract,
    /// The contract form's answer.
    Contract(views::contract::FormAction),
    /// The path chosen in a file dialog (none: cancelled).
    Picked(super::jobs::Pick, Option<PathBuf>),
    /// Play a claim's line in the replay (greyed, apart from the recorded play).
    ShowLine(Box<views::claim::LinePreview>),
    /// Show the line up to this many of its cards.
    LineStep(usize),
    /// Back to the recorded play.
    LeaveLine,
    /// Stop the ruling being computed (the claim's evidence).
    CancelRuling,
    /// Compute the cancelled ruling again.
    RuleAgain,
    /// Compute the ruling whose evidence was incomplete again, with no time limit.
    RuleContinue,
    /// Ask for a certificate (a colleague's or a federation's) and trust it.
    TrustCertificate,
    /// Export the scores of the session folder's rulings as CSV (asks where).
    ExportSessionScores,
    /// Write the session's scores to this file.
    SessionScoresTo(PathBuf),
}

/// A message in the status bar.
#[derive(Debug, Clone)]
pub struct Status {
    /// The message.
    pub msg: Msg,
    /// An error (shown in red, kept until dismissed).
    pub error: bool,
}

#[derive(Debug, Default)]
struct Views {
    boards: views::boards::BoardsView,
    table: views::table::TableView,
    grid: views::grid::GridView,
    auction: views::auction::AuctionView,
    facts: views::facts::FactsView,
    ruling: views::ruling::RulingView,
    claim: views::claim::ClaimView,
    changes: views::changes::ChangesView,
    equity: views::equity::EquityView,
    entry: views::entry::CardEntry,
    rulings: views::rulings::RulingsView,
}

/// A file read while the case in progress had unsaved changes: waits for the director.
#[derive(Debug)]
struct PendingOpen {
    path: PathBuf,
    opened: Opened,
}

/// The workbench.
pub struct Workbench {
    settings: Settings,
    doc: Option<Document>,
    boards: BoardIndex,
    board_file: Option<PathBuf>,
    /// The results of a Bridgemate file, shown under the boards.
    travellers: Option<Arc<super::source::Travellers>>,
    /// The reading of the board file being opened (progress, cancel).
    open_progress: Option<Arc<Progress>>,
    current_board: Option<usize>,
    jobs: Jobs,
    ruling: RulingState,
    rule_requested: u64,
    /// The flag that stops the ruling job running, raised by Cancel.
    rule_stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// The next ruling has no time limit (the director asked to continue).
    rule_unbounded: bool,
    /// The time budget of a ruling's claim evidence, in seconds.
    rule_budget: f64,
    /// A claim's line shown in the replay instead of the recorded play.
    preview: Option<views::claim::LinePreview>,
    analysis: Option<(Vec<contract_bridge::Card>, Vec<Option<u8>>)>,
    analysis_requested: Option<Vec<contract_bridge::Card>>,
    status: Option<Status>,
    autosave: autosave::Autosave,
    pending_open: Option<PendingOpen>,
    /// A file read, opened once the case in progress is saved ("Save and open").
    open_after_save: Option<PendingOpen>,
    /// A board picked in the list while the case in progress has unsaved changes.
    pending_board: Option<usize>,
    close_prompt: bool,
    /// The export dialog, while open.
    export_dialog: Option<views::export::ExportDialog>,
    /// The file dialog found at start.
    dialogs: crate::ui::dialogs::Detection,
    /// Arbitre's own path dialog, while open.
    path_dialog: Option<views::path_dialog::PathDialog>,
    /// The contract form, while open (with the board it is for).
    contract_form: Option<(views::contract::ContractForm, Option<usize>)>,
    /// The export in progress (kept until the file dialog answers).
    pending_export: Option<export::PendingExport>,
    /// The folder of the director's signing identity.
    identity_dir: Option<PathBuf>,
    /// The PDF last exported, for "Open the PDF".
    last_export: Option<PathBuf>,
    /// The choices of the notice being saved (kept until the file dialog answers).
    pending_notice: Option<views::export::NoticeChoice>,
    /// The signed report the case in progress comes from.
    committee: Option<committee::Committee>,
    /// The session folder's rulings as last read.
    rulings: Option<(PathBuf, Result<views::rulings::Listing, Msg>)>,
    allow_close: bool,
    close_sent: bool,
    quit_after_save: bool,
    /// The pane chosen in the tab bars.
    pane: Pane,
    /// The layout of the last frame.
    layout: Layout,
    views: Views,
    applied_dark: Option<bool>,
    last_title: String,
}

impl std::fmt::Debug for Workbench {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Workbench")
            .field("settings", &self.settings)
            .field("jobs", &self.jobs)
            .finish_non_exhaustive()
    }
}

impl Workbench {
    /// The workbench as eframe creates it: settings from the last run, `file` opened.
    #[must_use]
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        file: Option<PathBuf>,
        lang: Option<Lang>,
    ) -> Self {
        let mut settings: Settings = cc
            .storage
            .and_then(|s| eframe::get_value(s, STORAGE_KEY))
            .unwrap_or_default();
        if let Some(lang) = lang {
            settings.lang = lang;
        }
        let mut app = Self::with_settings(Some(cc.egui_ctx.clone()), settings);
        // Which file dialog the desktop offers, found once, while the window opens.
        app.dialogs = crate::ui::dialogs::Detection::start();
        if let Some(file) = file {
            app.open_at_start(file);
        }
        app
    }

    /// Opens the file named on the command line. While an autosave is offered back, the
    /// prompt names this file: restoring replaces it on screen, never silently.
    pub fn open_at_start(&mut self, file: PathBuf) {
        if self.autosave.restore_offer.is_some() {
            self.autosave.named = std::path::absolute(&file).ok().or(Some(file.clone()));
        }
        self.apply(Action::OpenPath(file));
    }

    /// A workbench with these settings (tests, benches); `ctx` is woken when jobs end.
    #[must_use]
    pub fn with_settings(ctx: Option<egui::Context>, settings: Settings) -> Self {
        Self::with_autosave(ctx, settings, settings::autosave_path())
    }

    /// A workbench that autosaves to `autosave_file` (tests use their own folder).
    #[must_use]
    pub fn with_autosave(
        ctx: Option<egui::Context>,
        settings: Settings,
        autosave_file: Option<PathBuf>,
    ) -> Self {
        Self {
            settings,
            doc: None,
            boards: BoardIndex::default(),
            board_file: None,
            travellers: None,
            open_progress: None,
            current_board: None,
            jobs: Jobs::new(ctx),
            ruling: RulingState::default(),
            rule_requested: 0,
            rule_stop: None,
            rule_unbounded: false,
            rule_budget: crate::claims::stop::WORKBENCH_BUDGET,
            preview: None,
            analysis: None,
            analysis_requested: None,
            status: None,
            autosave: autosave::Autosave::new(autosave_file),
            pending_open: None,
            open_after_save: None,
            pending_board: None,
            close_prompt: false,
            export_dialog: None,
            dialogs: crate::ui::dialogs::Detection::fixed(crate::ui::dialogs::Backend::Own),
            path_dialog: None,
            contract_form: None,
            pending_export: None,
            identity_dir: crate::sign::config_dir(),
            last_export: None,
            pending_notice: None,
            committee: None,
            rulings: None,
            allow_close: false,
            close_sent: false,
            quit_after_save: false,
            pane: Pane::default(),
            layout: Layout::default(),
            views: Views::default(),
            applied_dark: None,
            last_title: String::new(),
        }
    }

    /// The translator of the chosen language.
    #[must_use]
    pub fn tr(&self) -> Tr {
        Tr::new(self.settings.lang)
    }

    /// The case in progress.
    #[must_use]
    pub fn document(&self) -> Option<&Document> {
        self.doc.as_ref()
    }

    /// The settings.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The settings, to change.
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// The time budget of the next rulings' claim evidence, in seconds (past it the
    /// Claim tab says the evidence is incomplete and offers to continue).
    pub fn set_rule_budget(&mut self, seconds: f64) {
        self.rule_budget = seconds;
    }

    /// The latest ruling (and the claim's evidence), or why there is none.
    #[must_use]
    pub fn ruling(&self) -> &RulingState {
        &self.ruling
    }

    /// The claim's line shown in the replay, if any.
    #[must_use]
    pub const fn line_preview(&self) -> Option<&views::claim::LinePreview> {
        self.preview.as_ref()
    }

    /// The boards of the opened PBN or LIN file (its index).
    #[must_use]
    pub fn boards(&self) -> &[IndexEntry] {
        &self.boards.entries
    }

    /// The board index of the opened file, with its diagnostics.
    #[must_use]
    pub const fn board_index(&self) -> &BoardIndex {
        &self.boards
    }

    /// Board `i` of the list, read whole from its file.
    ///
    /// # Errors
    /// Why it cannot be read.
    pub fn board_entry(&self, i: usize) -> Result<BoardEntry, Msg> {
        let Some(path) = self.board_file.as_deref() else {
            return Err(Msg::new("ui-error-board-gone").arg("path", String::new()));
        };
        super::source::board_entry(path, &self.boards, i)
    }

    /// The reading of the board file being opened, while it runs.
    #[must_use]
    pub fn open_progress(&self) -> Option<&Progress> {
        self.open_progress.as_deref()
    }

    /// The status-bar message, rendered.
    #[must_use]
    pub fn status_text(&self) -> Option<String> {
        self.status.as_ref().map(|s| self.tr().msg(&s.msg))
    }

    /// Whether the restore prompt is shown (an autosave was found at start).
    #[must_use]
    pub fn restore_offered(&self) -> Option<&Path> {
        self.autosave.restore_offer.as_deref()
    }

    /// The longest a change waits before it is autosaved.
    pub fn set_autosave_delay(&mut self, delay: Duration) {
        self.autosave.set_delay(delay);
    }

    /// The autosave file, if any.
    #[must_use]
    pub fn autosave_file(&self) -> Option<&Path> {
        self.autosave.file.as_deref()
    }

    /// Whether the "unsaved changes" question is shown before closing.
    #[must_use]
    pub const fn close_prompt_shown(&self) -> bool {
        self.close_prompt
    }

    /// The layout of the last frame drawn.
    #[must_use]
    pub const fn layout(&self) -> Layout {
        self.layout
    }

    /// Whether the window was told to close.
    #[must_use]
    pub const fn is_closing(&self) -> bool {
        self.close_sent
    }

    /// Starts working on `case` (as if opened from `path`).
    pub fn set_case(&mut self, case: Case, path: Option<PathBuf>) {
        // The cursor at the end of the play: a card typed then adds to it, never over it.
        self.doc = Some(Document::new(case, path));
        // "Open the PDF" offers this case's report only.
        self.last_export = None;
        self.preview = None;
        self.committee = None;
        // A new document has revisions of its own: its ruling and analysis are asked for
        // afresh on the next frame, and outcomes still running for the old one are ignored.
        self.ruling = RulingState::default();
        self.analysis = None;
        self.analysis_requested = None;
    }

    /// Shows these boards in the board list (the index of `file`).
    pub fn set_boards(&mut self, file: Option<PathBuf>, boards: BoardIndex) {
        if !boards.is_empty() {
            // The list lives in the facts pane: in a tabbed window, show it.
            self.pane = Pane::Facts;
        }
        self.boards = boards;
        self.travellers = None;
        self.views.boards = views::boards::BoardsView::default();
        self.board_file = file;
        self.current_board = None;
    }

    /// Processes finished jobs, waiting up to `timeout` for the running ones (tests,
    /// benches). Returns whether every job is done.
    pub fn wait_for_jobs(&mut self, timeout: Duration) -> bool {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            self.request_jobs();
            if !self.jobs.is_busy() {
                return true;
            }
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                return false;
            }
            if let Some(outcome) = self.jobs.wait_one(left) {
                self.handle(outcome);
            }
        }
    }

    pub(super) fn say(&mut self, msg: Msg, error: bool) {
        self.status = Some(Status { msg, error });
    }
}

pub(super) fn entry_number(boards: &BoardIndex, i: usize) -> String {
    boards
        .entries
        .get(i)
        .map(|b| b.number.clone())
        .unwrap_or_default()
}

impl eframe::App for Workbench {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.settings);
    }
}
