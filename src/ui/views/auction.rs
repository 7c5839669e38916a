//! The auction as the four-column table, columns North East South West from the dealer.
use super::{ViewCtx, seat_name};
use crate::case::TableCall;
use crate::ui::style::suit_color;
use contract_bridge::{Seat, Suit};
use eframe::egui;

/// The auction view (no state of its own).
#[derive(Debug, Default)]
pub struct AuctionView;

impl AuctionView {
    /// Draws the auction: an alerted call is marked, an explained one shows its
    /// explanation on hover and below the grid.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let board = &doc.case().board;
        if board.auction.is_empty() {
            ui.label(egui::RichText::new(tr.t("ui-auction-unknown")).weak());
            return;
        }
        let skip = board.dealer as usize;
        let mut notes = Vec::new();
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
                for _ in 0..skip {
                    ui.label("");
                }
                for (i, call) in board.auction.iter().enumerate() {
                    let note = (!call.note.is_empty()).then(|| {
                        notes.push(call.note.as_str());
                        notes.len()
                    });
                    ui.horizontal(|ui| {
                        ui.spacing_mut().item_spacing.x = 0.0;
                        call_ui(ui, tr, &call.call, cx.settings.four_colour, cx.dark);
                        marks(ui, tr, call, note);
                    });
                    if (skip + i + 1).is_multiple_of(4) {
                        ui.end_row();
                    }
                }
                if !(skip + board.auction.len()).is_multiple_of(4) {
                    ui.end_row();
                }
            });
        for (i, text) in notes.iter().enumerate() {
            ui.label(egui::RichText::new(format!("({}) {text}", i + 1)).small());
        }
    }
}

/// The alert mark and the note reference after a call; hovering them says what they mean.
fn marks(ui: &mut egui::Ui, tr: crate::i18n::Tr, call: &TableCall, note: Option<usize>) {
    if call.alert {
        let alert = egui::RichText::new("!")
            .strong()
            .color(ui.visuals().warn_fg_color);
        ui.label(alert).on_hover_text(tr.t("ui-auction-alerted"));
    }
    if let Some(n) = note {
        ui.label(egui::RichText::new(format!("({n})")).small().weak())
            .on_hover_text(call.note.as_str());
    }
}

/// The calls being entered (the contract form), four columns from North, the dealer's
/// column first filled; `current` is highlighted. Returns the call clicked, if any.
pub fn calls_grid(
    ui: &mut egui::Ui,
    tr: crate::i18n::Tr,
    dealer: Seat,
    calls: &[TableCall],
    current: Option<usize>,
    id: &str,
) -> Option<usize> {
    let mut clicked = None;
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
            let mut notes = 0;
            for (i, call) in calls.iter().enumerate() {
                let note = (!call.note.is_empty()).then(|| {
                    notes += 1;
                    notes
                });
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 0.0;
                    let mut text = egui::RichText::new(call_text(tr, &call.call));
                    if current == Some(i) {
                        text = text.background_color(ui.visuals().selection.bg_fill);
                    }
                    // A label that can be clicked (not a button: the bidding box's buttons
                    // carry the same words).
                    let pick = ui
                        .add(egui::Label::new(text).sense(egui::Sense::click()))
                        .on_hover_text(tr.t("ui-contract-pick-call"));
                    if pick.clicked() {
                        clicked = Some(i);
                    }
                    marks(ui, tr, call, note);
                });
                if (skip + i + 1).is_multiple_of(4) {
                    ui.end_row();
                }
            }
            if calls.is_empty() || !(skip + calls.len()).is_multiple_of(4) {
                ui.end_row();
            }
        });
    clicked
}

/// A call in words and symbols (`1♠`, `2SA`, `Passe`), as one text.
#[must_use]
pub fn call_text(tr: crate::i18n::Tr, token: &str) -> String {
    let upper = token.to_ascii_uppercase();
    match upper.as_str() {
        "PASS" | "P" => return tr.t("ui-call-pass"),
        "X" => return tr.t("ui-call-double"),
        "XX" => return tr.t("ui-call-redouble"),
        "AP" => return tr.t("ui-call-all-pass"),
        _ => {}
    }
    let mut chars = upper.chars();
    let level = chars.next().filter(char::is_ascii_digit);
    let rest: String = chars.collect();
    let strain = match rest.as_str() {
        "S" => Suit::Spades.to_string(),
        "H" => Suit::Hearts.to_string(),
        "D" => Suit::Diamonds.to_string(),
        "C" => Suit::Clubs.to_string(),
        "NT" | "N" => tr.t("strain-nt"),
        _ => return token.to_owned(),
    };
    level.map_or_else(|| token.to_owned(), |l| format!("{l}{strain}"))
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
