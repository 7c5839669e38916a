//! Applying the views' actions to the app state: commands on the case, files, export.
use super::{Action, Workbench, entry_number};
use crate::i18n::Msg;
use crate::notation::card_symbol;
use crate::ui::doc::{Command, Document};
use crate::ui::jobs::{JobKind, Outcome, Pick};
use crate::ui::source;
use crate::ui::views;
use std::path::{Path, PathBuf};

impl Workbench {
    /// Applies an action.
    pub fn apply(&mut self, action: Action) {
        let tr = self.tr();
        if self.refused_read_only(&action) {
            return;
        }
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
                    &["toml", "pbn", "lin", "pdf", "TOML", "PBN", "LIN", "PDF"],
                    None,
                );
            }
            Action::OpenPath(path) => {
                let p = path.clone();
                let progress = crate::import::Progress::shared();
                if let Ok(meta) = std::fs::metadata(&path) {
                    progress.set_size(meta.len());
                }
                self.open_progress = Some(progress.clone());
                self.jobs.spawn(JobKind::Open, move || Outcome::Opened {
                    result: source::open_following(&p, Some(progress)),
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
                // The board is read whole now, from the file indexed.
                let entry = match self.board_entry(i) {
                    Ok(entry) => entry,
                    Err(msg) => return self.say(msg, true),
                };
                let wanted = entry.case.is_ok() || entry.record.is_some();
                match &entry.case {
                    _ if wanted && self.doc.as_ref().is_some_and(Document::is_dirty) => {
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
                        if !self.open_record_form(i) {
                            self.say(msg, true);
                        }
                    }
                }
            }
            Action::EditContract | Action::Contract(_) => self.apply_contract(action),
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
            Action::Answer(answer) => self.answer(answer),
            Action::SaveNotice => self.ask_notice(false),
            Action::PrintNotice => self.ask_notice(true),
            Action::NoticeTo(path) => self.notice_to(path),
            Action::WorkOnCopy => self.work_on_copy(),
            Action::ShowRulings
            | Action::LoadRulings
            | Action::PickSessionDir
            | Action::SetSessionDir(_) => self.apply_rulings(action),
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
    pub(super) fn file_dialog(
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

    pub(super) fn dialog_dir(&self) -> Option<PathBuf> {
        self.doc
            .as_ref()
            .and_then(|d| d.path.clone().or_else(|| d.origin.clone()))
            .or_else(|| self.settings.recent.first().cloned())
            .and_then(|p| p.parent().map(Path::to_path_buf))
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
