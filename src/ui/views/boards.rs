//! The boards of the opened PBN or LIN file, with a filter; choosing one loads it.
use super::{Actions, ViewCtx};
use crate::ui::app::Action;
use crate::ui::jobs::BoardEntry;
use eframe::egui;

/// The board list: the filter being typed.
#[derive(Debug, Default)]
pub struct BoardsView {
    /// Text the rows must contain (board number, contract, dealer...).
    pub filter: String,
}

impl BoardsView {
    /// Draws the list.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        boards: &[BoardEntry],
        current: Option<usize>,
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        ui.horizontal(|ui| {
            let l = ui.label(tr.t("ui-boards-filter"));
            ui.add(
                egui::TextEdit::singleline(&mut self.filter)
                    .hint_text(tr.t("ui-boards-filter-hint"))
                    .desired_width(120.0),
            )
            .labelled_by(l.id);
        });
        let needle = self.filter.trim().to_lowercase();
        egui::ScrollArea::vertical()
            .id_salt("boards-scroll")
            .max_height(220.0)
            .show(ui, |ui| {
                egui::Grid::new("boards-grid")
                    .striped(true)
                    .num_columns(5)
                    .show(ui, |ui| {
                        ui.strong(tr.t("ui-boards-number"));
                        ui.strong(tr.t("ui-boards-dealer"));
                        ui.strong(tr.t("ui-boards-vul"));
                        ui.strong(tr.t("ui-boards-contract"));
                        ui.strong(tr.t("ui-boards-result"));
                        ui.end_row();
                        for (i, b) in boards.iter().enumerate() {
                            let dealer = b
                                .dealer
                                .map(|s| super::seat_letter(tr, s))
                                .unwrap_or_default();
                            let vul = b
                                .vulnerability
                                .map(|(ns, ew)| super::vul_short(tr, ns, ew))
                                .unwrap_or_default();
                            let contract = contract_cell(tr, b);
                            let row = format!(
                                "{} {} {dealer} {vul} {contract} {}",
                                b.number, b.room, b.result
                            )
                            .to_lowercase();
                            if !needle.is_empty() && !row.contains(&needle) {
                                continue;
                            }
                            let mut label =
                                tr.t_args("ui-board-n", &[("n", b.number.clone().into())]);
                            if !b.room.is_empty() {
                                label = format!("{label} · {}", b.room);
                            }
                            let r = ui
                                .selectable_label(current == Some(i), label)
                                .on_hover_text(match &b.case {
                                    Ok(_) => tr.t("ui-boards-open-tip"),
                                    Err(m) => tr.msg(m),
                                });
                            if r.clicked() {
                                actions.push(Action::LoadBoard(i));
                            }
                            ui.label(dealer);
                            ui.label(vul);
                            if b.case.is_err() {
                                super::error_label(ui, contract);
                            } else {
                                ui.label(contract);
                            }
                            ui.label(&b.result);
                            ui.end_row();
                        }
                    });
            });
    }
}

/// The contract column: `3NT S`, `3SA O` in French, `Pass`.
fn contract_cell(tr: crate::i18n::Tr, b: &BoardEntry) -> String {
    use crate::pbn::ContractTag;
    match &b.contract {
        Some(ContractTag::Bid(c)) => {
            let by = b
                .declarer
                .map(|s| super::seat_letter(tr, s))
                .unwrap_or_default();
            format!("{} {by}", super::contract_text(tr, c))
        }
        Some(ContractTag::Passed) => tr.t("ui-boards-passed"),
        Some(ContractTag::StrainOnly(s)) => s.to_string().replace("NT", &tr.t("strain-nt")),
        None => String::new(),
    }
}
