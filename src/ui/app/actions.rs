//! Applying the views' actions to the app state: commands on the case, files, export.
use super::{Action, Workbench, entry_number};
use crate::i18n::Msg;
use crate::notation::card_symbol;
use crate::ui::doc::{Command, Document};
use crate::ui::jobs::{JobKind, Outcome, Pick};
use crate::ui::source;
use crate::ui::views;

impl Workbench {
    /// Applies an action.
    pub fn apply(&mut self, action: Action) {
        let tr = self.tr();
        if self.refused_read_only(&action) {
            return;
        }
        // The line shown in the replay is not the play: any change to the case, or moving
        // the replay, goes back to the recorded play.
        if matches!(
            action,
            Action::Cmd(_) | Action::SetCursor(_) | Action::Undo | Action::Redo
        ) {
            self.preview = None;
        }
        match action {
            Action::ShowLine(preview) => self.preview = Some(*preview),
            Action::LineStep(n) => {
                if let Some(p) = self.preview.as_mut() {
                    p.step = n.min(p.len());
                }
            }
            Action::LeaveLine => self.preview = None,
            Action::CancelRuling => {
                if let Some(stop) = &self.rule_stop {
                    stop.store(true, std::sync::atomic::Ordering::Relaxed);
                }
            }
            Action::RuleContinue => {
                self.ruling.incomplete = false;
                self.rule_unbounded = true;
                self.rule_requested = 0;
            }
            Action::RuleAgain => {
                // Asked for afresh on the next frame (no document revision is 0).
                self.ruling.cancelled = false;
                self.rule_requested = 0;
            }
            Action::Cmd(cmd) => {
                let Some(doc) = self.doc.as_mut() else { return };
                let played = match &cmd {
                    Command::Play { at, card } => Some((*at, *card)),
                    _ => None,
                };
                let replaced = matches!(cmd, Command::Replace(_));
                let before = doc.case().play.cards().to_vec();
                match doc.apply(cmd) {
                    Ok(()) => {
                        if replaced {
                            doc.path = None;
                        }
                        let after = doc.case().play.cards();
                        if let Some((at, card)) = played
                            && before.get(at).is_some_and(|&c| c != card)
                        {
                            // A card replaced: say which, and what became of the later ones.
                            let later = before.len().saturating_sub(at + 1);
                            let kept = after.len().saturating_sub(at + 1);
                            let msg = Msg::new("ui-card-replaced")
                                .arg("n", at + 1)
                                .arg("old", card_symbol(before[at]))
                                .arg("card", card_symbol(card))
                                .arg("kept", kept)
                                .arg("dropped", later.saturating_sub(kept));
                            self.say(msg, later > kept);
                        } else if played.is_some()
                            && let Some(step) = doc
                                .cursor()
                                .checked_sub(1)
                                .and_then(|i| doc.case().play.steps().get(i))
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
                    &[
                        crate::case::CASE_EXTENSION,
                        "toml",
                        "pbn",
                        "lin",
                        "pdf",
                        "bws",
                        "TOML",
                        "PBN",
                        "LIN",
                        "PDF",
                        "BWS",
                    ],
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
                let target = self
                    .doc
                    .as_ref()
                    .and_then(|d| d.path.clone())
                    .filter(|p| crate::case::is_case_path(p));
                match target {
                    Some(path) => self.apply(Action::SaveTo(path)),
                    None => self.apply(Action::SaveAs),
                }
            }
            Action::SaveAs => {
                let Some(doc) = self.doc.as_ref() else { return };
                // The case file's own name, else one made from the board number.
                let name = doc.path.as_ref().and_then(|p| p.file_name()).map_or_else(
                    || {
                        format!(
                            "board-{}.{}",
                            doc.case().board.number,
                            crate::case::CASE_EXTENSION
                        )
                    },
                    |n| n.to_string_lossy().into_owned(),
                );
                self.file_dialog(
                    Pick::SaveAs,
                    tr.t("ui-dialog-save"),
                    tr.t("ui-dialog-case-filter"),
                    &[crate::case::CASE_EXTENSION, "toml"],
                    Some(name),
                );
            }
            Action::SaveTo(mut path) => {
                let Some(doc) = self.doc.as_ref() else { return };
                if path.extension().is_none() {
                    // Case files are `*.arbitre`, the type the desktop packages register.
                    path.set_extension(crate::case::CASE_EXTENSION);
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
                        self.set_case(*case, None);
                        self.current_board = Some(i);
                        if let Some(doc) = self.doc.as_mut() {
                            doc.origin.clone_from(&self.board_file);
                        }
                        match &entry.play_cut {
                            Some(cut) => self.say(cut.clone(), true),
                            None => self.say(
                                Msg::new("ui-board-loaded").arg("n", entry_number(&self.boards, i)),
                                false,
                            ),
                        }
                    }
                    Err(msg) => {
                        let msg = msg.clone();
                        if !self.open_record_form(i) {
                            self.say(msg, true);
                        }
                    }
                }
            }
            Action::LoadTraveller { board, line } => self.load_traveller(board, line),
            Action::EditContract | Action::Contract(_) => self.apply_contract(action),
            Action::SetLang(lang) => self.settings.lang = lang,
            Action::ExportReport => self.ask_export(),
            Action::ExportTo(path) => self.export_to(path),
            Action::OpenPdf(path) => self.open_pdf(path),
            Action::Answer(answer) => self.answer(answer),
            Action::Picked(pick, path) => self.picked(pick, path),
            Action::TrustCertificate => self.ask_certificate(),
            Action::SaveNotice => self.ask_notice(false),
            Action::PrintNotice => self.ask_notice(true),
            Action::NoticeTo(path) => self.notice_to(path),
            Action::WorkOnCopy => self.work_on_copy(),
            Action::RecordDecision | Action::DecisionTo(_) => self.apply_decision(action),
            Action::ShowRulings
            | Action::LoadRulings
            | Action::PickSessionDir
            | Action::SetSessionDir(_) => self.apply_rulings(action),
            Action::ExportSessionScores => self.ask_session_scores(),
            Action::SessionScoresTo(path) => self.session_scores_to(path),
            Action::Quit => {
                if self.doc.as_ref().is_some_and(Document::is_dirty) {
                    self.close_prompt = true;
                } else {
                    self.allow_close = true;
                }
            }
        }
    }
}
