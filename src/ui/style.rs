//! Colours and the card widget shared by the views.
use crate::notation::{card_symbol, rank_display};
use contract_bridge::{Card, Suit};
use eframe::egui::{self, Color32, Sense, Stroke, StrokeKind, Vec2};

/// Suit colours: red/black, or four colours (♠ black, ♥ red, ♦ orange, ♣ green).
#[must_use]
pub fn suit_color(suit: Suit, four_colour: bool, dark: bool) -> Color32 {
    let black = if dark {
        Color32::from_gray(235)
    } else {
        Color32::from_gray(20)
    };
    let red = if dark {
        Color32::from_rgb(255, 110, 110)
    } else {
        Color32::from_rgb(200, 20, 30)
    };
    match (suit, four_colour) {
        (Suit::Spades, _) | (Suit::Clubs, false) => black,
        (Suit::Hearts, _) | (Suit::Diamonds, false) => red,
        (Suit::Diamonds, true) => {
            if dark {
                Color32::from_rgb(255, 170, 60)
            } else {
                Color32::from_rgb(210, 105, 0)
            }
        }
        (Suit::Clubs, true) => {
            if dark {
                Color32::from_rgb(110, 210, 110)
            } else {
                Color32::from_rgb(0, 130, 40)
            }
        }
    }
}

/// The revoke flag: magenta reads on white and on dark grey, and is neither suit colour.
#[must_use]
pub fn revoke_color(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(255, 90, 255)
    } else {
        Color32::from_rgb(190, 0, 170)
    }
}

/// The colour of a vulnerable side's mark.
#[must_use]
pub fn vulnerable_color(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(255, 110, 110)
    } else {
        Color32::from_rgb(200, 20, 30)
    }
}

/// The colour of a warning or error text.
#[must_use]
pub fn error_color(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(255, 120, 120)
    } else {
        Color32::from_rgb(180, 0, 0)
    }
}

/// How a card is drawn.
#[derive(Debug, Clone, Copy, Default)]
pub struct CardLook {
    /// Already played at the cursor: dimmed.
    pub played: bool,
    /// It can be clicked.
    pub clickable: bool,
    /// It is a revoke card.
    pub revoke: bool,
    /// Highlighted (the cursor is on it).
    pub selected: bool,
    /// Show the suit symbol with the rank.
    pub with_suit: bool,
    /// Font size.
    pub size: f32,
    /// Bold.
    pub bold: bool,
    /// Void: recorded after attention was drawn to a revoke that was then corrected (play
    /// resumed from the correction). Greyed and struck through.
    pub void: bool,
}

/// Where the window keeps its language for the cards it draws.
fn card_language_id() -> egui::Id {
    egui::Id::unique("arbitre-card-language")
}

/// Sets the language whose ranks the cards are drawn in (R, D, V in French).
pub fn set_card_language(ctx: &egui::Context, tr: crate::i18n::Tr) {
    ctx.data_mut(|d| d.insert_temp(card_language_id(), tr.lang()));
}

/// The language the cards are drawn in (English until the window sets one).
pub fn card_language(ctx: &egui::Context) -> crate::i18n::Tr {
    let lang = ctx.data(|d| d.get_temp::<crate::i18n::Lang>(card_language_id()));
    crate::i18n::Tr::new(lang.unwrap_or(crate::i18n::Lang::En))
}

/// Draws one card (rank, or suit and rank) as a small button. Its accessible name is the
/// card with its suit symbol in the window's language (`♠K`, `♠R` in French), or `label`
/// when given.
pub fn card_widget(
    ui: &mut egui::Ui,
    card: Card,
    look: CardLook,
    four_colour: bool,
    label: Option<String>,
) -> egui::Response {
    let dark = ui.visuals().dark_mode;
    let tr = card_language(ui.ctx());
    let text = if look.with_suit {
        tr.cards(&card_symbol(card))
    } else {
        tr.rank(&rank_display(card.rank))
    };
    let size = if look.size > 0.0 { look.size } else { 16.0 };
    let family = if look.bold {
        super::bold_family()
    } else {
        egui::FontFamily::Proportional
    };
    let font = egui::FontId::new(size, family);
    let mut color = suit_color(card.suit, four_colour, dark);
    if look.played {
        color = color.gamma_multiply(0.3);
    }
    if look.void {
        color = ui.visuals().weak_text_color().gamma_multiply(0.8);
    }
    let galley = ui.painter().layout_no_wrap(text, font, color);
    let pad = Vec2::new(4.0, 2.0);
    let desired = galley.size() + pad * 2.0;
    let desired = Vec2::new(desired.x.max(size * 1.2), desired.y);
    let sense = if look.clickable {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(desired, sense);
    let name = label.unwrap_or_else(|| tr.cards(&card_symbol(card)));
    if look.clickable {
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    } else if !look.played {
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
    }
    if ui.is_rect_visible(rect) {
        let visuals = ui.visuals();
        if look.selected {
            ui.painter()
                .rect_filled(rect, 3.0, visuals.selection.bg_fill.gamma_multiply(0.6));
        } else if look.clickable && response.hovered() {
            ui.painter()
                .rect_filled(rect, 3.0, visuals.widgets.hovered.weak_bg_fill);
        } else if look.clickable {
            ui.painter()
                .rect_filled(rect, 3.0, visuals.widgets.inactive.weak_bg_fill);
        }
        if look.revoke {
            ui.painter().rect_stroke(
                rect,
                3.0,
                Stroke::new(2.0, revoke_color(dark)),
                StrokeKind::Inside,
            );
        }
        if response.has_focus() {
            ui.painter().rect_stroke(
                rect.expand(1.0),
                3.0,
                visuals.selection.stroke,
                StrokeKind::Outside,
            );
        }
        let pos = rect.center() - galley.size() / 2.0;
        let width = galley.size().x;
        ui.painter().galley(pos, galley, color);
        if look.void {
            let y = rect.center().y;
            ui.painter().hline(
                (pos.x - 1.0)..=(pos.x + width + 1.0),
                y,
                Stroke::new(1.5, color),
            );
        }
    }
    response
}

/// A suit symbol in its colour.
#[must_use]
pub fn suit_text(suit: Suit, four_colour: bool, dark: bool, size: f32) -> egui::RichText {
    egui::RichText::new(suit.to_string())
        .color(suit_color(suit, four_colour, dark))
        .size(size)
}
