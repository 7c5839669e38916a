//! The auction as the four-column table, columns North East South West from the dealer.
use super::{ViewCtx, seat_name};
use crate::ui::style::suit_color;
use contract_bridge::{Seat, Suit};
use eframe::egui;

/// The auction view (no state of its own).
#[derive(Debug, Default)]
pub struct AuctionView;

impl AuctionView {
    /// Draws the auction.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, notes: &[(u32, String)]) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let board = &doc.case().board;
        if board.auction.is_empty() {
            ui.label(egui::RichText::new(tr.t("ui-auction-unknown")).weak());
            return;
        }
        // Calls, with "=n=" note references attached to the call before them.
        let mut calls: Vec<(String, Vec<String>)> = Vec::new();
        for token in &board.auction {
            if token.len() > 2 && token.starts_with('=') && token.ends_with('=') {
                if let Some(last) = calls.last_mut() {
                    last.1.push(token.trim_matches('=').to_owned());
                }
            } else {
                calls.push((token.clone(), Vec::new()));
            }
        }
        let skip = board.dealer as usize;
        egui::Grid::new("auction-grid")
            .striped(true)
            .min_col_width(48.0)
            .show(ui, |ui| {
                for seat in Seat::ALL {
                    let mut name = egui::RichText::new(seat_name(tr, seat)).strong();
                    if board.vulnerable(seat) {
                        name = name.color(crate::ui::style::vulnerable_color(cx.dark));
                    }
                    ui.label(name);
                }
                ui.end_row();
                let mut col = 0;
                for _ in 0..skip {
                    ui.label("");
                    col += 1;
                }
                for (call, notes) in &calls {
                    ui.horizontal(|ui| {
                        ui.spacing_mut().item_spacing.x = 0.0;
                        call_ui(ui, tr, call, cx.settings.four_colour, cx.dark);
                        for n in notes {
                            ui.label(egui::RichText::new(format!("({n})")).small().weak())
                                .on_hover_text(
                                    tr.t_args("ui-auction-note", &[("n", n.clone().into())]),
                                );
                        }
                    });
                    col += 1;
                    if col % 4 == 0 {
                        ui.end_row();
                    }
                }
                if col % 4 != 0 {
                    ui.end_row();
                }
            });
        for (n, text) in notes {
            ui.label(egui::RichText::new(format!("({n}) {text}")).small());
        }
    }
}

/// The calls being entered (the contract form), four columns from North, the dealer's
/// column first filled.
pub fn calls_grid(
    ui: &mut egui::Ui,
    tr: crate::i18n::Tr,
    dealer: Seat,
    calls: &[String],
    id: &str,
) {
    let dark = ui.visuals().dark_mode;
    egui::Grid::new(id)
        .striped(true)
        .min_col_width(48.0)
        .show(ui, |ui| {
            for seat in Seat::ALL {
                ui.label(egui::RichText::new(seat_name(tr, seat)).strong());
            }
            ui.end_row();
            let skip = dealer as usize;
            for _ in 0..skip {
                ui.label("");
            }
            for (i, call) in calls.iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 0.0;
                    call_ui(ui, tr, call, false, dark);
                });
                if (skip + i + 1).is_multiple_of(4) {
                    ui.end_row();
                }
            }
            if calls.is_empty() || !(skip + calls.len()).is_multiple_of(4) {
                ui.end_row();
            }
        });
}

fn call_ui(ui: &mut egui::Ui, tr: crate::i18n::Tr, token: &str, four: bool, dark: bool) {
    let upper = token.to_ascii_uppercase();
    let text = match upper.as_str() {
        "PASS" | "P" => tr.t("ui-call-pass"),
        "X" => tr.t("ui-call-double"),
        "XX" => tr.t("ui-call-redouble"),
        "AP" => tr.t("ui-call-all-pass"),
        _ => String::new(),
    };
    if !text.is_empty() {
        ui.label(text);
        return;
    }
    let mut chars = upper.chars();
    let level = chars.next().filter(char::is_ascii_digit);
    let rest: String = chars.collect();
    let suit = match rest.as_str() {
        "S" => Some(Suit::Spades),
        "H" => Some(Suit::Hearts),
        "D" => Some(Suit::Diamonds),
        "C" => Some(Suit::Clubs),
        _ => None,
    };
    match (level, suit) {
        (Some(l), Some(s)) => {
            ui.label(l.to_string());
            ui.label(egui::RichText::new(s.to_string()).color(suit_color(s, four, dark)));
        }
        (Some(l), None) if rest == "NT" || rest == "N" => {
            ui.label(format!("{l}{}", tr.t("strain-nt")));
        }
        _ => {
            ui.label(token);
        }
    }
}
