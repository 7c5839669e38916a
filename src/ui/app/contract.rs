//! The contract form: a hand record's board gets its contract from the director (then it
//! is a case like any other), and a case's contract can be changed.
use super::{Action, Workbench};
use crate::i18n::Msg;
use crate::ui::doc::Command;
use crate::ui::views::contract::{ContractForm, FormAction};
use eframe::egui;

impl Workbench {
    /// Draws the contract form, if open.
    pub(super) fn contract_ui(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let tr = self.tr();
        if let Some((form, _)) = self.contract_form.as_mut()
            && let Some(answer) = form.window(ctx, tr)
        {
            actions.push(Action::Contract(answer));
        }
    }

    /// Opens the form for board `i` of the list, a hand record's board.
    pub(super) fn open_record_form(&mut self, i: usize) -> bool {
        let Some(record) = self.board_entry(i).ok().and_then(|e| e.record) else {
            return false;
        };
        self.contract_form = Some((ContractForm::for_record(record), Some(i)));
        self.say(
            Msg::new("ui-contract-needed").arg("n", super::entry_number(&self.boards, i)),
            false,
        );
        true
    }

    /// Applies the contract actions.
    pub(super) fn apply_contract(&mut self, action: Action) {
        match action {
            Action::EditContract => {
                if let Some(doc) = self.doc.as_ref() {
                    self.contract_form = Some((ContractForm::for_case(doc.case()), None));
                }
            }
            Action::Contract(FormAction::Cancel) => self.contract_form = None,
            Action::Contract(FormAction::Apply(entered)) => {
                let Some((form, board)) = self.contract_form.take() else {
                    return;
                };
                match form.record {
                    // The case in progress was changed while the form was open: ask first,
                    // as for any board (the form opens again once the director answers).
                    Some(_)
                        if self
                            .doc
                            .as_ref()
                            .is_some_and(crate::ui::doc::Document::is_dirty) =>
                    {
                        self.pending_board = board;
                        return;
                    }
                    Some(record) => {
                        let case = record.case(entered.contract, entered.declarer, entered.auction);
                        self.set_case(case, None);
                        self.current_board = board;
                        if let Some(doc) = self.doc.as_mut() {
                            doc.origin.clone_from(&self.board_file);
                        }
                    }
                    None => {
                        let Some(doc) = self.doc.as_mut() else { return };
                        let case = crate::case::with_contract(
                            doc.case(),
                            entered.contract,
                            entered.declarer,
                            entered.auction,
                        );
                        let kept = case.play.len();
                        let before = doc.case().play.len();
                        if let Err(msg) = doc.apply(Command::Replace(Box::new(case))) {
                            self.say(msg, true);
                            return;
                        }
                        if kept < before {
                            self.say(
                                Msg::new("ui-contract-play-cut")
                                    .arg("kept", kept)
                                    .arg("dropped", before - kept),
                                true,
                            );
                            return;
                        }
                    }
                }
                self.say(Msg::new("ui-contract-set"), false);
            }
            _ => {}
        }
    }
}
