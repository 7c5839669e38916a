//! A Bridgemate file in the workbench: its travellers shown under the boards of the
//! session's hand record, and a line picked opening the board as a case filled in
//! (contract, declarer, lead, pairs, names; the auction and play when recorded).
use super::Workbench;
use crate::i18n::Msg;
use crate::ui::doc::Document;
use crate::ui::source::ResultsOpened;
use std::path::PathBuf;

impl Workbench {
    /// A BWS read: the hand record found beside it becomes the board list; without one,
    /// the travellers go under the board list already open.
    pub(super) fn accept_results(&mut self, path: PathBuf, results: ResultsOpened) {
        let lines = results.travellers.bws.results.len();
        // The hand record found beside it, else the board list already open, else none.
        let hands = match results.hands {
            Some((hands, index)) => {
                // Another hand record's list: the case of the old one goes with it.
                self.close_case();
                self.set_boards(Some(hands.clone()), *index);
                hands.display().to_string()
            }
            None if !self.boards.is_empty() => self
                .board_file
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            None => {
                return self.say(
                    Msg::new("ui-bws-no-hands").arg("path", path.display().to_string()),
                    true,
                );
            }
        };
        self.say(
            Msg::new("ui-bws-opened")
                .arg("path", path.display().to_string())
                .arg("lines", lines)
                .arg("hands", hands),
            false,
        );
        self.travellers = Some(results.travellers);
    }

    /// The travellers shown under the boards, if a BWS is open.
    #[must_use]
    pub fn travellers(&self) -> Option<&crate::ui::source::Travellers> {
        self.travellers.as_deref()
    }

    /// Opens line `line` of board `board`'s traveller as a case.
    pub(super) fn load_traveller(&mut self, board: usize, line: usize) {
        let Some(travellers) = self.travellers.clone() else {
            return;
        };
        if self.doc.as_ref().is_some_and(Document::is_dirty) {
            return self.say(Msg::new("ui-bws-save-first"), true);
        }
        let entry = match self.board_entry(board) {
            Ok(entry) => entry,
            Err(msg) => return self.say(msg, true),
        };
        let Some(row) = travellers.of(&entry.number).get(line).copied() else {
            return;
        };
        match travellers.case(&entry, row) {
            Ok(made) => {
                self.set_case(made.case, None);
                self.current_board = Some(board);
                let msg = Msg::new("ui-bws-loaded")
                    .arg("board", entry.number.clone())
                    .arg("table", row.table);
                match made.warnings.into_iter().next() {
                    Some(w) => self.say(Msg::list(vec![msg, w]), true),
                    None => self.say(msg, false),
                }
            }
            Err(msg) => self.say(msg, true),
        }
    }
}
