//! One small struct per view. A view holds only its own view state (a filter, an input
//! being typed); it reads the document through [`ViewCtx`] and returns [`Action`]s.
pub mod auction;
pub mod boards;
pub mod entry;
pub mod equity;
pub mod export;
pub mod facts;
pub mod grid;
pub mod ruling;
pub mod table;

use super::app::Action;
use super::doc::Document;
use super::settings::Settings;
use crate::i18n::{Msg, Tr};
use crate::laws::Judgement;
use contract_bridge::{Contract, Seat};
use eframe::egui;

/// The latest ruling and what it was computed on.
#[derive(Debug, Default)]
pub struct RulingState {
    /// The document revision it is for.
    pub revision: u64,
    /// The judgement, or why there is none; `None` before the first one.
    pub result: Option<Result<Box<Judgement>, Msg>>,
}

/// What a view may read.
pub struct ViewCtx<'a> {
    /// The translator.
    pub tr: Tr,
    /// The case in progress.
    pub doc: Option<&'a Document>,
    /// The director's settings.
    pub settings: &'a Settings,
    /// The latest ruling.
    pub ruling: &'a RulingState,
    /// A new ruling is being computed.
    pub ruling_busy: bool,
    /// Dark theme.
    pub dark: bool,
}

/// What views ask the app to do.
pub type Actions = Vec<Action>;

/// A seat's name (`North`).
#[must_use]
pub fn seat_name(tr: Tr, seat: Seat) -> String {
    tr.t(&format!("seat-{}", seat.letter()))
}

/// A contract as people read it (`4♠`, `3NT×`).
#[must_use]
pub fn contract_text(contract: &Contract) -> String {
    contract.to_string().replace("xx", "××").replace('x', "×")
}

/// A heading in bold.
pub fn heading(ui: &mut egui::Ui, text: impl Into<String>) {
    ui.label(
        egui::RichText::new(text.into())
            .family(super::bold_family())
            .size(15.0),
    );
}

/// A message in the error colour.
pub fn error_label(ui: &mut egui::Ui, text: impl Into<String>) {
    let color = super::style::error_color(ui.visuals().dark_mode);
    ui.label(egui::RichText::new(text.into()).color(color));
}

/// A score for North-South and East-West.
#[must_use]
pub fn scores_text(tr: Tr, score_ns: i32) -> String {
    tr.t_args(
        "ui-scores",
        &[
            ("ns", format!("{score_ns:+}").into()),
            ("ew", format!("{:+}", -score_ns).into()),
        ],
    )
}
