//! The eframe app: app state (document, settings, jobs, latest ruling) separate from the
//! views that draw it. Views return [`Action`]s; this applies them.
use super::doc::{Command, Document};
use super::jobs::{BoardEntry, Debounce, JobKind, Jobs, Opened, Outcome, Pick};
use super::settings::{self, STORAGE_KEY, Settings};
use super::source;
use super::views::{self, RulingState, ViewCtx};
use crate::case::Case;
use crate::i18n::{Lang, Msg, Tr};
use crate::notation::card_symbol;
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long after the last change the case in progress is autosaved.
pub const AUTOSAVE_DELAY: Duration = Duration::from_secs(3);

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
    /// Change the language.
    SetLang(Lang),
    /// Export the PDF report (asks where).
    ExportReport,
    /// Write the PDF report to this file.
    ExportTo(PathBuf),
    /// Close the window (asks first when there are unsaved changes).
    Quit,
}

/// Which tab the right panel shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RightTab {
    /// The ruling.
    #[default]
    Ruling,
    /// Law 64C.
    Equity,
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
    equity: views::equity::EquityView,
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
    boards: Vec<BoardEntry>,
    board_file: Option<PathBuf>,
    current_board: Option<usize>,
    auction_notes: Vec<(u32, String)>,
    jobs: Jobs,
    ruling: RulingState,
    rule_requested: u64,
    analysis: Option<(Vec<contract_bridge::Card>, Vec<Option<u8>>)>,
    analysis_requested: Option<Vec<contract_bridge::Card>>,
    status: Option<Status>,
    autosave: Debounce,
    autosave_file: Option<PathBuf>,
    autosave_delay: Duration,
    autosaved_revision: u64,
    restore_offer: Option<PathBuf>,
    restore_minutes: u64,
    pending_open: Option<PendingOpen>,
    /// A board picked in the list while the case in progress has unsaved changes.
    pending_board: Option<usize>,
    close_prompt: bool,
    /// The export dialog, while open.
    export_dialog: Option<views::export::ExportDialog>,
    /// The choices of the export in progress (kept until the file dialog answers).
    pending_export: Option<views::export::ExportChoice>,
    allow_close: bool,
    close_sent: bool,
    quit_after_save: bool,
    right_tab: RightTab,
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
        if let Some(file) = file {
            app.apply(Action::OpenPath(file));
        }
        app
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
        let restore_offer = autosave_file
            .clone()
            .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.len() > 0));
        Self {
            settings,
            doc: None,
            boards: Vec::new(),
            board_file: None,
            current_board: None,
            auction_notes: Vec::new(),
            jobs: Jobs::new(ctx),
            ruling: RulingState::default(),
            rule_requested: 0,
            analysis: None,
            analysis_requested: None,
            status: None,
            autosave: Debounce::default(),
            autosave_file,
            autosave_delay: AUTOSAVE_DELAY,
            autosaved_revision: 0,
            restore_minutes: restore_offer
                .as_ref()
                .and_then(|p| std::fs::metadata(p).ok())
                .and_then(|m| m.modified().ok())
                .and_then(|t| t.elapsed().ok())
                .map_or(0, |d| d.as_secs() / 60),
            restore_offer,
            pending_open: None,
            pending_board: None,
            close_prompt: false,
            export_dialog: None,
            pending_export: None,
            allow_close: false,
            close_sent: false,
            quit_after_save: false,
            right_tab: RightTab::default(),
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

    /// The latest ruling.
    #[must_use]
    pub fn ruling(&self) -> &RulingState {
        &self.ruling
    }

    /// The boards of the opened PBN or LIN file.
    #[must_use]
    pub fn boards(&self) -> &[BoardEntry] {
        &self.boards
    }

    /// The status-bar message, rendered.
    #[must_use]
    pub fn status_text(&self) -> Option<String> {
        self.status.as_ref().map(|s| self.tr().msg(&s.msg))
    }

    /// Whether the restore prompt is shown (an autosave was found at start).
    #[must_use]
    pub fn restore_offered(&self) -> Option<&Path> {
        self.restore_offer.as_deref()
    }

    /// How long after a change the case is autosaved.
    pub fn set_autosave_delay(&mut self, delay: Duration) {
        self.autosave_delay = delay;
    }

    /// The autosave file, if any.
    #[must_use]
    pub fn autosave_file(&self) -> Option<&Path> {
        self.autosave_file.as_deref()
    }

    /// Whether the "unsaved changes" question is shown before closing.
    #[must_use]
    pub const fn close_prompt_shown(&self) -> bool {
        self.close_prompt
    }

    /// Whether the window was told to close.
    #[must_use]
    pub const fn is_closing(&self) -> bool {
        self.close_sent
    }

    /// Starts working on `case` (as if opened from `path`).
    pub fn set_case(&mut self, case: Case, path: Option<PathBuf>) {
        let mut doc = Document::new(case, path);
        // Show the table as it was at the first revoke.
        let first = doc.case().play.revokes().next().map(|s| s.number());
        if let Some(first) = first {
            doc.set_cursor(first);
        }
        self.doc = Some(doc);
        self.auction_notes.clear();
        // A new document has revisions of its own: its ruling and analysis are asked for
        // afresh on the next frame, and outcomes still running for the old one are ignored.
        self.ruling = RulingState::default();
        self.analysis = None;
        self.analysis_requested = None;
    }

    /// Shows these boards in the board list (as if read from `file`).
    pub fn set_boards(&mut self, file: Option<PathBuf>, boards: Vec<BoardEntry>) {
        self.boards = boards;
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

    fn say(&mut self, msg: Msg, error: bool) {
        self.status = Some(Status { msg, error });
    }

    /// Applies an action.
    pub fn apply(&mut self, action: Action) {
        let tr = self.tr();
        match action {
            Action::Cmd(cmd) => {
                let Some(doc) = self.doc.as_mut() else { return };
                let played = matches!(cmd, Command::Play { .. });
                let replaced = matches!(cmd, Command::Replace(_));
                match doc.apply(cmd) {
                    Ok(()) => {
                        if replaced {
                            doc.path = None;
                        }
                        if played
                            && let Some(step) = doc.case().play.steps().last()
                            && step.revoke
                        {
                            let msg = Msg::new("ui-revoke-entered")
                                .arg("n", step.number())
                                .arg("card", card_symbol(step.card))
                                .arg("seat", views::seat_name(tr, step.seat));
                            self.say(msg, false);
                        }
                    }
                    Err(msg) => self.say(msg, true),
                }
            }
            Action::SetCursor(n) => {
                if let Some(doc) = self.doc.as_mut() {
                    doc.set_cursor(n);
                }
            }
            Action::Undo => {
                if let Some(doc) = self.doc.as_mut()
                    && doc.undo()
                {
                    self.say(Msg::new("ui-undone"), false);
                }
            }
            Action::Redo => {
                if let Some(doc) = self.doc.as_mut()
                    && doc.redo()
                {
                    self.say(Msg::new("ui-redone"), false);
                }
            }
            Action::OpenDialog => {
                self.file_dialog(
                    Pick::Open,
                    tr.t("ui-dialog-open"),
                    tr.t("ui-dialog-filter"),
                    &["toml", "pbn", "lin", "TOML", "PBN", "LIN"],
                    None,
                );
            }
            Action::OpenPath(path) => {
                let p = path.clone();
                self.jobs.spawn(JobKind::Open, move || Outcome::Opened {
                    result: source::open(&p),
                    path: p,
                });
            }
            Action::Save => {
                let target = self.doc.as_ref().and_then(|d| d.path.clone()).filter(|p| {
                    p.extension()
                        .is_some_and(|e| e.eq_ignore_ascii_case("toml"))
                });
                match target {
                    Some(path) => self.apply(Action::SaveTo(path)),
                    None => self.apply(Action::SaveAs),
                }
            }
            Action::SaveAs => {
                let Some(doc) = self.doc.as_ref() else { return };
                let name = format!("board-{}.revoke.toml", doc.case().board.number);
                self.file_dialog(
                    Pick::SaveAs,
                    tr.t("ui-dialog-save"),
                    tr.t("ui-dialog-case-filter"),
                    &["toml"],
                    Some(name),
                );
            }
            Action::SaveTo(mut path) => {
                let Some(doc) = self.doc.as_ref() else { return };
                if path.extension().is_none() {
                    // Case files are `*.revoke.toml`, the type the desktop packages register.
                    path.set_extension("revoke.toml");
                }
                let case = doc.case().clone();
                let revision = doc.revision();
                self.jobs.spawn(JobKind::Save, move || Outcome::Saved {
                    result: source::save(&case, &path),
                    incomplete: crate::laws::validate(&case)
                        .into_iter()
                        .next()
                        .map(|e| e.msg),
                    path,
                    revision,
                });
            }
            Action::LoadBoard(i) => {
                let Some(entry) = self.boards.get(i) else {
                    return;
                };
                match &entry.case {
                    Ok(_) if self.doc.as_ref().is_some_and(Document::is_dirty) => {
                        // Browsing is not an edit, and the director's work is not dropped
                        // silently: ask first.
                        self.pending_board = Some(i);
                    }
                    Ok(case) => {
                        let case = case.clone();
                        let notes = entry.notes.clone();
                        self.set_case(*case, None);
                        self.current_board = Some(i);
                        self.auction_notes = notes;
                        if let Some(doc) = self.doc.as_mut() {
                            doc.origin.clone_from(&self.board_file);
                        }
                        self.say(
                            Msg::new("ui-board-loaded").arg("n", entry_number(&self.boards, i)),
                            false,
                        );
                    }
                    Err(msg) => {
                        let msg = msg.clone();
                        self.say(msg, true);
                    }
                }
            }
            Action::SetLang(lang) => self.settings.lang = lang,
            Action::ExportReport => {
                let ready = self.doc.as_ref().is_some_and(|d| {
                    self.ruling.revision == d.revision()
                        && matches!(self.ruling.result, Some(Ok(_)))
                });
                let Some(doc) = self.doc.as_ref().filter(|_| ready) else {
                    self.say(Msg::new("ui-report-needs-ruling"), true);
                    return;
                };
                if self.pending_export.is_none() {
                    self.export_dialog = Some(views::export::ExportDialog::new(
                        self.settings.lang,
                        &doc.case().meta.director,
                    ));
                    return;
                }
                let name = format!("ruling-board-{}.pdf", doc.case().board.number);
                self.file_dialog(
                    Pick::Report,
                    tr.t("ui-dialog-report"),
                    tr.t("ui-dialog-report-filter"),
                    &["pdf"],
                    Some(name),
                );
            }
            Action::ExportTo(mut path) => {
                let Some(doc) = self.doc.as_ref() else { return };
                let Some(Ok(judgement)) = self.ruling.result.as_ref() else {
                    self.say(Msg::new("ui-report-needs-ruling"), true);
                    return;
                };
                if path.extension().is_none() {
                    path.set_extension("pdf");
                }
                let case = doc.case().clone();
                let judgement = judgement.clone();
                let lang = self.settings.lang;
                let choice = self.pending_export.take();
                self.jobs.spawn(JobKind::Export, move || {
                    let toml = crate::case::to_toml_string(&case);
                    let result = match choice {
                        // Signed with the director's identity, as `arbitre report` does.
                        Some(choice) => export_signed(&case, &judgement, &toml, &choice),
                        None => {
                            let options = crate::report::ReportOptions {
                                lang,
                                ..crate::report::ReportOptions::default()
                            };
                            crate::report::render(&case, &judgement, &toml, &options)
                                .map(|pdf| (pdf, None))
                                .map_err(|e| e.msg())
                        }
                    };
                    let result = result.and_then(|(pdf, signer)| {
                        crate::case::write_atomically(&path, &pdf)
                            .map(|()| signer)
                            .map_err(|e| {
                                Msg::new("ui-error-io")
                                    .arg("path", path.display().to_string())
                                    .arg("message", e.to_string())
                            })
                    });
                    Outcome::Exported { path, result }
                });
            }
            Action::Quit => {
                if self.doc.as_ref().is_some_and(Document::is_dirty) {
                    self.close_prompt = true;
                } else {
                    self.allow_close = true;
                }
            }
        }
    }

    /// Exports the signed report to `path` with these choices, as the export dialog does
    /// once the file dialog has answered (for tests and scripted use).
    pub fn export_signed_to(&mut self, choice: views::export::ExportChoice, path: PathBuf) {
        self.pending_export = Some(choice);
        self.apply(Action::ExportTo(path));
    }

    /// Whether the export dialog is open.
    #[must_use]
    pub const fn export_dialog_shown(&self) -> bool {
        self.export_dialog.is_some()
    }

    /// Asks for a file with the native dialog, off the UI thread: a file to open for
    /// [`Pick::Open`], a file to write (with a suggested `name`) otherwise.
    fn file_dialog(
        &mut self,
        pick: Pick,
        title: String,
        filter: String,
        extensions: &'static [&'static str],
        name: Option<String>,
    ) {
        let dir = self.dialog_dir();
        self.jobs.spawn(JobKind::Dialog, move || {
            let mut d = rfd::FileDialog::new()
                .set_title(title)
                .add_filter(filter, extensions);
            if let Some(dir) = dir {
                d = d.set_directory(dir);
            }
            if let Some(name) = name {
                d = d.set_file_name(name);
            }
            let path = if matches!(pick, Pick::Open) {
                d.pick_file()
            } else {
                d.save_file()
            };
            Outcome::Picked { pick, path }
        });
    }

    fn dialog_dir(&self) -> Option<PathBuf> {
        self.doc
            .as_ref()
            .and_then(|d| d.path.clone().or_else(|| d.origin.clone()))
            .or_else(|| self.settings.recent.first().cloned())
            .and_then(|p| p.parent().map(Path::to_path_buf))
    }

    /// Handles the result of a job.
    fn handle(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Opened { path, result } => {
                let restoring = self.autosave_file.as_ref().is_some_and(|a| *a == path);
                match result {
                    Ok(opened) if restoring => {
                        if let Opened::Case(case) = opened {
                            self.set_case(*case, None);
                            if let Some(doc) = self.doc.as_mut() {
                                doc.mark_unsaved();
                            }
                            self.say(Msg::new("ui-restored"), false);
                        }
                    }
                    Ok(opened) => {
                        if self.doc.as_ref().is_some_and(Document::is_dirty)
                            && matches!(opened, Opened::Case(_))
                        {
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
                            let why = self.tr().msg(&why);
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
                }
                Err(msg) => {
                    self.quit_after_save = false;
                    self.say(msg, true);
                }
            },
            Outcome::Exported { path, result } => match result {
                Ok(None) => self.say(
                    Msg::new("ui-report-written").arg("path", path.display().to_string()),
                    false,
                ),
                Ok(Some(signer)) => self.say(
                    Msg::new("ui-report-signed")
                        .arg("path", path.display().to_string())
                        .arg("signer", signer),
                    false,
                ),
                Err(msg) => self.say(msg, true),
            },
            Outcome::Autosaved(result) => {
                if let Err(msg) = result {
                    self.say(msg, true);
                }
            }
            Outcome::Picked { pick, path } => match (pick, path) {
                (Pick::Open, Some(path)) => self.apply(Action::OpenPath(path)),
                (Pick::SaveAs, Some(path)) => self.apply(Action::SaveTo(path)),
                (Pick::Report, Some(path)) => self.apply(Action::ExportTo(path)),
                (_, None) => {
                    self.quit_after_save = false;
                    self.pending_export = None;
                }
            },
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

    fn accept_open(&mut self, path: PathBuf, opened: Opened) {
        self.settings.remember(&path);
        match opened {
            Opened::Case(case) => {
                // A case file stands alone: the board list of another file goes.
                self.set_boards(None, Vec::new());
                self.set_case(*case, Some(path.clone()));
                self.say(
                    Msg::new("ui-opened").arg("path", path.display().to_string()),
                    false,
                );
            }
            Opened::Boards(boards, warnings) => {
                let n = boards.len();
                self.set_boards(Some(path.clone()), boards);
                let msg = match warnings.first() {
                    Some(w) => Msg::new("ui-opened-boards-warnings")
                        .arg("n", n)
                        .arg("path", path.display().to_string())
                        .arg("warnings", warnings.len())
                        .arg("first", w.english()),
                    None => Msg::new("ui-opened-boards")
                        .arg("n", n)
                        .arg("path", path.display().to_string()),
                };
                self.say(msg, false);
                if n == 1 && self.doc.as_ref().is_none_or(|d| !d.is_dirty()) {
                    self.apply(Action::LoadBoard(0));
                }
            }
        }
    }

    fn remove_autosave(&mut self) {
        if let Some(path) = self.autosave_file.clone() {
            self.jobs.spawn(JobKind::Autosave, move || {
                let result = match std::fs::remove_file(&path) {
                    Ok(()) => Ok(()),
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                    Err(e) => Err(Msg::new("ui-error-io")
                        .arg("path", path.display().to_string())
                        .arg("message", e.to_string())),
                };
                Outcome::Autosaved(result)
            });
        }
    }

    /// Starts the ruling and the per-card analysis when the case changed.
    fn request_jobs(&mut self) {
        let Some(doc) = self.doc.as_ref() else { return };
        // One ruling and one analysis at a time: while one runs, later changes wait for it
        // (a dragged number would otherwise start a solver per frame).
        if doc.revision() != self.rule_requested && !self.jobs.is_running(JobKind::Rule) {
            self.rule_requested = doc.revision();
            let case = doc.case().clone();
            let revision = doc.revision();
            self.jobs.spawn(JobKind::Rule, move || Outcome::Ruled {
                revision,
                result: crate::laws::rule(&case)
                    .map(Box::new)
                    .map_err(|crate::laws::RuleError::Facts(m)| m),
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

    fn autosave_tick(&mut self, ctx: &egui::Context) {
        let Some(doc) = self.doc.as_ref() else { return };
        if !doc.is_dirty() || doc.revision() == self.autosaved_revision {
            return;
        }
        if self.autosave.remaining().is_none() {
            self.autosave.touch(self.autosave_delay);
        }
        if self.autosave.fire() {
            self.autosaved_revision = doc.revision();
            if let Some(path) = self.autosave_file.clone() {
                let case = doc.case().clone();
                let base = doc
                    .path
                    .as_ref()
                    .and_then(|p| p.parent())
                    .map(Path::to_path_buf);
                self.jobs.spawn(JobKind::Autosave, move || {
                    Outcome::Autosaved(source::write_autosave(&case, &path, base.as_deref()))
                });
            }
        } else if let Some(left) = self.autosave.remaining() {
            ctx.request_repaint_after(left + Duration::from_millis(10));
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        ctx.input_mut(|i| {
            let mut sc = |m: Modifiers, k: Key| i.consume_shortcut(&KeyboardShortcut::new(m, k));
            if sc(cmd_shift, Key::Z) || sc(cmd, Key::Y) {
                actions.push(Action::Redo);
            }
            if sc(cmd, Key::Z) {
                actions.push(Action::Undo);
            }
            if sc(cmd, Key::O) {
                actions.push(Action::OpenDialog);
            }
            if sc(cmd_shift, Key::S) {
                actions.push(Action::SaveAs);
            }
            if sc(cmd, Key::S) {
                actions.push(Action::Save);
            }
            if sc(cmd, Key::E) {
                actions.push(Action::ExportReport);
            }
            if sc(cmd, Key::Q) {
                actions.push(Action::Quit);
            }
        });
        // Replay keys, unless a text field or a number field is being edited.
        if !ctx.text_edit_focused()
            && let Some(doc) = self.doc.as_ref()
        {
            let (cursor, len) = (doc.cursor(), doc.case().play.len());
            ctx.input_mut(|i| {
                if i.consume_key(Modifiers::NONE, Key::ArrowLeft) {
                    actions.push(Action::SetCursor(cursor.saturating_sub(1)));
                }
                if i.consume_key(Modifiers::NONE, Key::ArrowRight) {
                    actions.push(Action::SetCursor(cursor + 1));
                }
                if i.consume_key(Modifiers::NONE, Key::Home) {
                    actions.push(Action::SetCursor(0));
                }
                if i.consume_key(Modifiers::NONE, Key::End) {
                    actions.push(Action::SetCursor(len));
                }
            });
        }
        // Files dropped on the window.
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| !p.as_os_str().is_empty())
                .collect()
        });
        if let Some(path) = dropped.into_iter().next() {
            actions.push(Action::OpenPath(path));
        }
        actions
    }

    fn menu_ui(&mut self, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
        let tr = self.tr();
        let has_doc = self.doc.is_some();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr.t("ui-menu-file"), |ui| {
                if ui
                    .add(egui::Button::new(tr.t("ui-menu-open")).shortcut_text("Ctrl+O"))
                    .clicked()
                {
                    actions.push(Action::OpenDialog);
                }
                ui.menu_button(tr.t("ui-menu-recent"), |ui| {
                    if self.settings.recent.is_empty() {
                        ui.label(egui::RichText::new(tr.t("ui-menu-recent-none")).weak());
                    }
                    for path in &self.settings.recent {
                        let name = path.file_name().map_or_else(
                            || path.display().to_string(),
                            |n| n.to_string_lossy().into_owned(),
                        );
                        if ui
                            .button(name)
                            .on_hover_text(path.display().to_string())
                            .clicked()
                        {
                            actions.push(Action::OpenPath(path.clone()));
                        }
                    }
                });
                ui.separator();
                if menu_item(ui, has_doc, tr.t("ui-menu-save"), "Ctrl+S") {
                    actions.push(Action::Save);
                }
                if menu_item(ui, has_doc, tr.t("ui-menu-save-as"), "Ctrl+Shift+S") {
                    actions.push(Action::SaveAs);
                }
                let ruled = matches!(self.ruling.result, Some(Ok(_)));
                if ui
                    .add_enabled(
                        has_doc && ruled,
                        egui::Button::new(tr.t("ui-menu-export")).shortcut_text("Ctrl+E"),
                    )
                    .on_hover_text(tr.t("ui-report-unsigned-tip"))
                    .on_disabled_hover_text(tr.t("ui-report-needs-ruling"))
                    .clicked()
                {
                    actions.push(Action::ExportReport);
                }
                ui.separator();
                if ui
                    .add(egui::Button::new(tr.t("ui-menu-quit")).shortcut_text("Ctrl+Q"))
                    .clicked()
                {
                    actions.push(Action::Quit);
                }
            });
            ui.menu_button(tr.t("ui-menu-edit"), |ui| {
                let (can_undo, can_redo) = self
                    .doc
                    .as_ref()
                    .map_or((false, false), |d| (d.can_undo(), d.can_redo()));
                if menu_item(ui, can_undo, tr.t("ui-undo"), "Ctrl+Z") {
                    actions.push(Action::Undo);
                }
                if menu_item(ui, can_redo, tr.t("ui-redo"), "Ctrl+Shift+Z") {
                    actions.push(Action::Redo);
                }
            });
            ui.menu_button(tr.t("ui-menu-view"), |ui| {
                ui.label(tr.t("ui-menu-language"));
                for lang in Lang::ALL {
                    if ui
                        .radio(self.settings.lang == lang, Tr::new(lang).t("lang-name"))
                        .clicked()
                    {
                        actions.push(Action::SetLang(lang));
                    }
                }
                ui.separator();
                ui.checkbox(&mut self.settings.dark, tr.t("ui-menu-dark"));
                ui.checkbox(&mut self.settings.four_colour, tr.t("ui-menu-four-colour"));
                ui.checkbox(&mut self.settings.show_played, tr.t("ui-menu-show-played"));
            });
        });
    }

    fn status_ui(&mut self, ui: &mut egui::Ui) {
        let tr = self.tr();
        ui.horizontal(|ui| {
            for kind in self.jobs.running() {
                if kind == JobKind::Autosave {
                    continue;
                }
                ui.spinner();
                ui.label(tr.t(kind.key()));
                ui.separator();
            }
            if let Some(doc) = self.doc.as_ref() {
                let file = doc
                    .path
                    .as_ref()
                    .or(doc.origin.as_ref())
                    .map_or_else(|| tr.t("ui-untitled"), |p| p.display().to_string());
                ui.label(egui::RichText::new(file).small());
                if doc.is_dirty() {
                    ui.label(egui::RichText::new(tr.t("ui-modified")).small().italics());
                }
                ui.separator();
            }
            let mut dismiss = false;
            if let Some(status) = &self.status {
                let text = tr.msg(&status.msg);
                if status.error {
                    views::error_label(ui, text);
                    dismiss = ui
                        .small_button("✕")
                        .on_hover_text(tr.t("ui-dismiss"))
                        .clicked();
                } else {
                    ui.label(text);
                }
            }
            if dismiss {
                self.status = None;
            }
        });
    }

    fn modals_ui(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let tr = self.tr();
        if let Some(path) = self.restore_offer.clone() {
            let when = self.restore_minutes;
            let shown = egui::Modal::new(egui::Id::unique("restore-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-restore-title"));
                ui.label(tr.t_args("ui-restore-text", &[("minutes", when.into())]));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-restore-yes")).clicked() {
                        self.restore_offer = None;
                        let p = path.clone();
                        self.jobs.spawn(JobKind::Open, move || Outcome::Opened {
                            result: source::read_autosave(&p).map(|c| Opened::Case(Box::new(c))),
                            path: p,
                        });
                    }
                    if ui.button(tr.t("ui-restore-no")).clicked() {
                        self.restore_offer = None;
                        self.remove_autosave();
                    }
                });
            });
            // Escape: not now (the autosave stays for the next start).
            if shown.should_close() {
                self.restore_offer = None;
            }
        }
        if let Some(pending) = &self.pending_open {
            let text = tr.t_args(
                "ui-unsaved-open",
                &[("path", pending.path.display().to_string().into())],
            );
            match discard_modal(ctx, tr, "discard-modal", &text, "ui-unsaved-discard-open") {
                Some(true) => {
                    if let Some(p) = self.pending_open.take() {
                        self.accept_open(p.path, p.opened);
                    }
                }
                Some(false) => self.pending_open = None,
                None => {}
            }
        }
        if let Some(i) = self.pending_board {
            let board = entry_number(&self.boards, i);
            let text = tr.t_args("ui-unsaved-board", &[("board", board.into())]);
            match discard_modal(
                ctx,
                tr,
                "discard-board-modal",
                &text,
                "ui-unsaved-discard-board",
            ) {
                Some(true) => {
                    self.pending_board = None;
                    if let Some(doc) = self.doc.as_mut() {
                        // Discarded on purpose: the board is then loaded as a fresh case.
                        doc.forget_changes();
                    }
                    actions.push(Action::LoadBoard(i));
                }
                Some(false) => self.pending_board = None,
                None => {}
            }
        }
        if let Some(dialog) = self.export_dialog.as_mut() {
            match dialog.show(ctx, tr) {
                views::export::Answer::Open => {}
                views::export::Answer::Cancel => self.export_dialog = None,
                views::export::Answer::Export(choice) => {
                    self.export_dialog = None;
                    self.pending_export = Some(choice);
                    actions.push(Action::ExportReport);
                }
            }
        }
        if self.close_prompt {
            let shown = egui::Modal::new(egui::Id::unique("close-modal")).show(ctx, |ui| {
                ui.set_max_width(420.0);
                views::heading(ui, tr.t("ui-unsaved-title"));
                ui.label(tr.t("ui-unsaved-quit"));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("ui-unsaved-save")).clicked() {
                        self.close_prompt = false;
                        self.quit_after_save = true;
                        actions.push(Action::Save);
                    }
                    if ui.button(tr.t("ui-unsaved-discard")).clicked() {
                        self.close_prompt = false;
                        self.allow_close = true;
                        // Now, not on a worker: the window closes right after.
                        if let Some(path) = &self.autosave_file {
                            let _ = std::fs::remove_file(path);
                        }
                    }
                    if ui.button(tr.t("ui-cancel")).clicked() {
                        self.close_prompt = false;
                    }
                });
            });
            if shown.should_close() {
                self.close_prompt = false;
            }
        }
    }

    /// Draws one frame into `ui` (the whole window).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.applied_dark != Some(self.settings.dark) {
            ctx.set_theme(if self.settings.dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
            self.applied_dark = Some(self.settings.dark);
        }
        for outcome in self.jobs.poll() {
            self.handle(outcome);
        }
        let mut actions = self.shortcuts(&ctx);
        let dark = ui.visuals().dark_mode;

        egui::Panel::top("menu").show(ui, |ui| {
            self.menu_ui(ui, &mut actions);
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            self.status_ui(ui);
        });
        let tr = self.tr();
        egui::Panel::left("left")
            .resizable(true)
            .default_size(340.0)
            .min_size(260.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("left-scroll")
                    .show(ui, |ui| {
                        let Self {
                            views: v,
                            boards,
                            current_board,
                            ..
                        } = self;
                        if !boards.is_empty() {
                            egui::CollapsingHeader::new(tr.t("ui-boards-title"))
                                .default_open(true)
                                .show(ui, |ui| {
                                    let cx = ViewCtx {
                                        tr,
                                        doc: None,
                                        settings: &self.settings,
                                        ruling: &self.ruling,
                                        ruling_busy: false,
                                        dark,
                                    };
                                    v.boards.ui(ui, &cx, boards, *current_board, &mut actions);
                                });
                        }
                        let cx = ViewCtx {
                            tr,
                            doc: self.doc.as_ref(),
                            settings: &self.settings,
                            ruling: &self.ruling,
                            ruling_busy: false,
                            dark,
                        };
                        if cx.doc.is_none() {
                            return;
                        }
                        egui::CollapsingHeader::new(tr.t("ui-auction-title"))
                            .default_open(true)
                            .show(ui, |ui| v.auction.ui(ui, &cx, &self.auction_notes));
                        ui.separator();
                        v.facts.ui(ui, &cx, &mut actions);
                    });
            });
        egui::Panel::right("right")
            .resizable(true)
            .default_size(430.0)
            .min_size(320.0)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.selectable_value(
                        &mut self.right_tab,
                        RightTab::Ruling,
                        tr.t("ui-tab-ruling"),
                    );
                    ui.selectable_value(
                        &mut self.right_tab,
                        RightTab::Equity,
                        tr.t("ui-tab-equity"),
                    );
                });
                ui.separator();
                egui::ScrollArea::vertical()
                    .id_salt("right-scroll")
                    .show(ui, |ui| {
                        let Self {
                            views: v,
                            right_tab,
                            analysis,
                            ..
                        } = self;
                        let cx = ViewCtx {
                            tr,
                            doc: self.doc.as_ref(),
                            settings: &self.settings,
                            ruling: &self.ruling,
                            ruling_busy: self.jobs.is_running(JobKind::Rule),
                            dark,
                        };
                        let analysis = analysis.as_ref().and_then(|(cards, values)| {
                            let current = cx.doc.map(|d| d.case().play.cards());
                            (current == Some(cards.as_slice())).then_some(values.as_slice())
                        });
                        match right_tab {
                            RightTab::Ruling => v.ruling.ui(ui, &cx),
                            RightTab::Equity => v.equity.ui(ui, &cx, analysis, &mut actions),
                        }
                    });
            });
        egui::CentralPanel::default_margins().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("centre-scroll")
                .show(ui, |ui| {
                    let Self { views: v, .. } = self;
                    let cx = ViewCtx {
                        tr,
                        doc: self.doc.as_ref(),
                        settings: &self.settings,
                        ruling: &self.ruling,
                        ruling_busy: false,
                        dark,
                    };
                    v.table.ui(ui, &cx, &mut actions);
                    if cx.doc.is_some() {
                        ui.separator();
                        v.grid.nav_ui(ui, &cx, &mut actions);
                        v.grid.ui(ui, &cx, &mut actions);
                    }
                });
        });
        self.modals_ui(&ctx, &mut actions);
        for action in actions {
            self.apply(action);
        }
        self.request_jobs();
        self.autosave_tick(&ctx);

        // Closing: ask first when there are unsaved changes.
        if ctx.input(|i| i.viewport().close_requested())
            && !self.allow_close
            && self.doc.as_ref().is_some_and(Document::is_dirty)
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.close_prompt = true;
        }
        if self.allow_close && !self.close_sent {
            self.close_sent = true;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let title = match self.doc.as_ref() {
            Some(doc) => {
                let name = doc.path.as_ref().and_then(|p| p.file_name()).map_or_else(
                    || {
                        tr.t_args(
                            "ui-board-n",
                            &[("n", doc.case().board.number.clone().into())],
                        )
                    },
                    |n| n.to_string_lossy().into_owned(),
                );
                format!(
                    "{}{} — Arbitre",
                    if doc.is_dirty() { "• " } else { "" },
                    name
                )
            }
            None => "Arbitre".to_owned(),
        };
        if title != self.last_title {
            self.last_title.clone_from(&title);
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title));
        }
    }
}

/// "Unsaved changes": `Some(true)` to discard them and go on, `Some(false)` to keep them
/// (Cancel, Escape, a click outside), `None` while the director has not answered.
fn discard_modal(
    ctx: &egui::Context,
    tr: Tr,
    id: &str,
    text: &str,
    discard_key: &str,
) -> Option<bool> {
    let mut choice = None;
    let shown = egui::Modal::new(egui::Id::unique(id)).show(ctx, |ui| {
        ui.set_max_width(420.0);
        views::heading(ui, tr.t("ui-unsaved-title"));
        ui.label(text);
        ui.horizontal(|ui| {
            if ui.button(tr.t(discard_key)).clicked() {
                choice = Some(true);
            }
            if ui.button(tr.t("ui-cancel")).clicked() {
                choice = Some(false);
            }
        });
    });
    if shown.should_close() && choice.is_none() {
        choice = Some(false);
    }
    choice
}

fn entry_number(boards: &[BoardEntry], i: usize) -> String {
    boards.get(i).map(|b| b.number.clone()).unwrap_or_default()
}

impl eframe::App for Workbench {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.settings);
    }
}

/// Renders the report and signs it with the director's identity (created on first use).
fn export_signed(
    case: &crate::case::Case,
    judgement: &crate::laws::Judgement,
    toml: &str,
    choice: &views::export::ExportChoice,
) -> Result<(Vec<u8>, Option<String>), Msg> {
    let dir = choice
        .identity_dir
        .as_deref()
        .ok_or_else(|| Msg::new("ui-export-no-config"))?;
    let director = Some(choice.director.trim()).filter(|d| !d.is_empty());
    let (identity, _created) =
        crate::sign::Identity::load_or_create(dir, director, &choice.passphrase)
            .map_err(|e| e.msg())?;
    let options = crate::report::ReportOptions {
        lang: choice.lang,
        paper: choice.paper,
        director: Some(choice.director.trim().to_owned()).filter(|d| !d.is_empty()),
        ..crate::report::ReportOptions::default()
    };
    crate::report::render_signed(case, judgement, toml, &options, &identity)
        .map(|pdf| {
            (
                pdf,
                Some(format!("{} ({})", identity.name(), identity.fingerprint())),
            )
        })
        .map_err(|e| e.msg())
}

/// A menu entry with its shortcut; true when clicked.
fn menu_item(ui: &mut egui::Ui, enabled: bool, label: String, shortcut: &str) -> bool {
    ui.add_enabled(enabled, egui::Button::new(label).shortcut_text(shortcut))
        .clicked()
}
