//! The session's rulings: every case file of the session folder ruled (`session::read`, off
//! the UI thread), one row each (board, table, players, laws, table and final score,
//! result, and where it stands on paper: draft, signed, notified or appealed, read by
//! `session::status`), filtered by a search on board, table, player, law and status, and by
//! a status; a row opens its case.
use super::{Actions, scores_text};
use crate::i18n::{Msg, Tr};
use crate::session::Status;
use crate::ui::app::Action;
use eframe::egui;
use std::path::{Path, PathBuf};

/// One ruling of the session, as the list shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The case file.
    pub file: PathBuf,
    /// The board number.
    pub board: String,
    /// The round, as `[meta]` gives it.
    pub round: String,
    /// The table, as `[meta]` gives it.
    pub table: String,
    /// `North – South`.
    pub ns: String,
    /// `East – West`.
    pub ew: String,
    /// Every law applied (`61A 63A1 64A2`).
    pub laws: Vec<String>,
    /// North-South's score at the table, if the play gives one.
    pub table_score_ns: Option<i32>,
    /// North-South's final score, if the ruling gives one.
    pub final_score_ns: Option<i32>,
    /// `final`, `replay` or `provisional`.
    pub result: &'static str,
    /// Where it stands on paper (draft, signed, notified, appealed).
    pub status: Status,
}

impl Entry {
    /// Whether every word of `search` is found (case-insensitively) in the board, the
    /// round, the table, a player, a law or the status (as `tr` words it).
    #[must_use]
    pub fn matches(&self, search: &str, tr: Tr) -> bool {
        let fields: Vec<String> = [&self.board, &self.round, &self.table, &self.ns, &self.ew]
            .into_iter()
            .cloned()
            .chain(self.laws.iter().cloned())
            .chain([status_text(tr, self.status)])
            .map(|f| f.to_lowercase())
            .collect();
        search
            .split_whitespace()
            .map(str::to_lowercase)
            .all(|word| fields.iter().any(|f| f.contains(&word)))
    }
}

/// A session folder as read.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Listing {
    /// The folder.
    pub dir: PathBuf,
    /// The rulings, by round, table and board.
    pub entries: Vec<Entry>,
    /// The case files that give no ruling, and why.
    pub failures: Vec<(PathBuf, Msg)>,
}

/// Reads and rules the case files of `dir` (call it off the UI thread).
///
/// # Errors
/// When the folder cannot be listed.
pub fn read(dir: &Path) -> Result<Listing, Msg> {
    let session = crate::session::read(dir).map_err(|e| {
        Msg::new("ui-error-io")
            .arg("path", e.path.clone())
            .arg("message", e.message.clone())
    })?;
    let found = crate::session::status::documents(dir);
    let entries = session
        .rows
        .iter()
        .map(|row| {
            let m = &row.case.meta;
            Entry {
                file: row.file.clone(),
                board: row.case.board.number.to_string(),
                round: m.round.clone(),
                table: m.table.clone(),
                ns: crate::session::players(&m.north, &m.south),
                ew: crate::session::players(&m.east, &m.west),
                laws: row.laws().iter().map(|l| l.code().to_owned()).collect(),
                table_score_ns: row.judgement.table_score_ns,
                final_score_ns: row
                    .judgement
                    .ruling
                    .final_result
                    .as_ref()
                    .map(|f| f.score_ns),
                result: row.status(),
                status: crate::session::status::status(&row.case, &found),
            }
        })
        .collect();
    let failures = session
        .failures
        .into_iter()
        .map(|f| (f.file, f.why))
        .collect();
    Ok(Listing {
        dir: dir.to_path_buf(),
        entries,
        failures,
    })
}

/// The list's window: open or not, and the search typed.
#[derive(Debug, Default)]
pub struct RulingsView {
    /// The window is shown.
    pub open: bool,
    /// The search typed.
    pub search: String,
    /// Only the rulings at this status.
    pub status: Option<Status>,
}

/// A status in the director's words.
#[must_use]
pub fn status_text(tr: Tr, status: Status) -> String {
    tr.t(&format!("ui-status-{}", status.code()))
}

/// What the window shows besides the view's own state.
pub struct Shown<'a> {
    /// The folder listed (or to list).
    pub dir: Option<&'a Path>,
    /// The latest listing, or why the folder could not be read.
    pub listing: Option<&'a Result<Listing, Msg>>,
    /// The folder is being read.
    pub busy: bool,
}

impl RulingsView {
    /// The entries of `listing` the search keeps.
    #[must_use]
    pub fn filtered<'a>(&self, listing: &'a Listing, tr: Tr) -> Vec<&'a Entry> {
        listing
            .entries
            .iter()
            .filter(|e| self.status.is_none_or(|s| e.status == s))
            .filter(|e| e.matches(&self.search, tr))
            .collect()
    }

    /// Draws the window.
    pub fn show(&mut self, ctx: &egui::Context, tr: Tr, shown: &Shown<'_>) -> Actions {
        let mut actions = Actions::new();
        let mut open = self.open;
        egui::Window::new(tr.t("ui-rulings-title"))
            .id(egui::Id::unique("rulings-window"))
            .open(&mut open)
            .default_size([760.0, 420.0])
            .show(ctx, |ui| self.body(ui, tr, shown, &mut actions));
        self.open = open;
        actions
    }

    fn body(&mut self, ui: &mut egui::Ui, tr: Tr, shown: &Shown<'_>, actions: &mut Actions) {
        ui.horizontal_wrapped(|ui| {
            let dir = shown
                .dir
                .map_or_else(|| tr.t("ui-rulings-no-folder"), |d| d.display().to_string());
            ui.label(tr.t_args("ui-rulings-folder", &[("dir", dir.into())]));
            if ui.button(tr.t("ui-rulings-choose")).clicked() {
                actions.push(Action::PickSessionDir);
            }
            if ui
                .add_enabled(
                    shown.dir.is_some() && !shown.busy,
                    egui::Button::new(tr.t("ui-rulings-refresh")),
                )
                .clicked()
            {
                actions.push(Action::LoadRulings);
            }
            if shown.busy {
                ui.spinner();
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(tr.t("ui-rulings-search"));
            ui.add(
                egui::TextEdit::singleline(&mut self.search)
                    .hint_text(tr.t("ui-rulings-search-hint")),
            )
            .labelled_by(label.id);
            let label = ui.label(tr.t("ui-rulings-status"));
            let all = tr.t("ui-rulings-status-all");
            let chosen = self
                .status
                .map_or_else(|| all.clone(), |s| status_text(tr, s));
            egui::ComboBox::from_id_salt("rulings-status")
                .selected_text(chosen)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.status, None, all);
                    for s in Status::ALL {
                        ui.selectable_value(&mut self.status, Some(s), status_text(tr, s));
                    }
                })
                .response
                .labelled_by(label.id);
        });
        let listing = match shown.listing {
            None => return,
            Some(Err(msg)) => {
                super::error_label(ui, tr.msg(msg));
                return;
            }
            Some(Ok(listing)) => listing,
        };
        let entries = self.filtered(listing, tr);
        ui.label(tr.t_args(
            "ui-rulings-count",
            &[
                ("shown", entries.len().into()),
                ("total", listing.entries.len().into()),
            ],
        ));
        ui.separator();
        egui::ScrollArea::vertical().show(ui, |ui| {
            egui::Grid::new("rulings-grid")
                .num_columns(9)
                .striped(true)
                .show(ui, |ui| {
                    for key in [
                        "ui-rulings-board",
                        "ui-rulings-table",
                        "ui-rulings-ns",
                        "ui-rulings-ew",
                        "ui-rulings-laws",
                        "ui-rulings-table-score",
                        "ui-rulings-final-score",
                        "ui-rulings-result",
                        "ui-rulings-status",
                    ] {
                        ui.strong(tr.t(key));
                    }
                    ui.end_row();
                    for e in entries {
                        let board = tr.t_args("ui-board-n", &[("n", e.board.as_str().into())]);
                        if ui
                            .link(board)
                            .on_hover_text(e.file.display().to_string())
                            .clicked()
                        {
                            actions.push(Action::OpenPath(e.file.clone()));
                        }
                        let table = match (e.round.trim(), e.table.trim()) {
                            ("", t) => t.to_owned(),
                            (r, t) => tr.t_args(
                                "ui-rulings-round-table",
                                &[("round", r.into()), ("table", t.into())],
                            ),
                        };
                        ui.label(table);
                        ui.label(&e.ns);
                        ui.label(&e.ew);
                        ui.label(e.laws.join(" "));
                        for score in [e.table_score_ns, e.final_score_ns] {
                            ui.label(score.map_or_else(|| "–".to_owned(), |s| scores_text(tr, s)));
                        }
                        ui.label(tr.t(&format!("ui-rulings-result-{}", e.result)));
                        ui.label(status_text(tr, e.status));
                        ui.end_row();
                    }
                });
            for (file, why) in &listing.failures {
                let name = file
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                super::error_label(
                    ui,
                    tr.t_args(
                        "ui-rulings-failure",
                        &[("file", name.into()), ("why", tr.msg(why).into())],
                    ),
                );
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_searched_must_be_found_in_a_field() {
        let e = Entry {
            file: PathBuf::from("b5.revoke.toml"),
            board: "5".into(),
            round: "2".into(),
            table: "7".into(),
            ns: "Anne Dupont – Luc Roy".into(),
            ew: String::new(),
            laws: vec!["61A".into(), "64A2".into()],
            table_score_ns: Some(660),
            final_score_ns: Some(690),
            result: "final",
            status: Status::Notified,
        };
        let tr = Tr::new(crate::i18n::Lang::En);
        assert!(e.matches("", tr));
        assert!(e.matches("  dupont 64a2 ", tr));
        assert!(e.matches("ROY", tr));
        assert!(e.matches("notified roy", tr));
        assert!(!e.matches("signed", tr));
        assert!(!e.matches("dupont 64B3", tr));
        assert!(!e.matches("12", tr));
        let fr = Tr::new(crate::i18n::Lang::Fr);
        assert!(e.matches(&status_text(fr, Status::Notified), fr));
    }
}
