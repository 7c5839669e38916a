//! One small struct per view. A view holds only its own view state (a filter, an input
//! being typed); it reads the document through [`ViewCtx`] and returns [`Action`]s.
pub mod auction;
pub mod boards;
pub mod changes;
pub mod claim;
pub mod contract;
pub mod decision;
pub mod entry;
pub mod equity;
pub mod export;
pub mod facts;
pub mod geometry;
pub mod grid;
pub mod path_dialog;
pub mod ruling;
pub mod rulings;
pub mod table;

use super::app::Action;
use super::doc::Document;
use super::settings::Settings;
use crate::i18n::{Msg, Tr};
use crate::laws::Judgement;
use contract_bridge::Contract;
use eframe::egui;

/// The latest ruling and what it was computed on.
#[derive(Debug, Default)]
pub struct RulingState {
    /// The document revision it is for.
    pub revision: u64,
    /// The judgement, or why there is none; `None` before the first one.
    pub result: Option<Result<Box<Judgement>, Msg>>,
    /// The director cancelled the ruling of this revision (no figure until he asks again).
    pub cancelled: bool,
    /// The claim's evidence was not complete within the workbench's time budget (no
    /// figure until the director asks it to continue).
    pub incomplete: bool,
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
    /// A claim's line shown in the replay instead of the recorded play.
    pub preview: Option<&'a claim::LinePreview>,
    /// Dark theme.
    pub dark: bool,
    /// The case is a signed report's own: its editing controls are greyed out.
    pub read_only: bool,
}

/// Draws `add`, greyed out and inert (with a hover saying why) while the case is a signed
/// report's own.
pub fn editable<R>(ui: &mut egui::Ui, cx: &ViewCtx<'_>, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let shown = ui.add_enabled_ui(!cx.read_only, add);
    if cx.read_only {
        shown
            .response
            .on_disabled_hover_text(cx.tr.t("ui-read-only-hover"));
    }
    shown.inner
}

/// What views ask the app to do.
pub type Actions = Vec<Action>;

pub use crate::i18n::words::{seat_letter, seat_name, vul_short, vul_text};

/// A contract as people read it, in their language (`4♠`, `3NT×`; `3SA×` in French).
#[must_use]
pub fn contract_text(tr: Tr, contract: &Contract) -> String {
    contract_text_in(&tr.t("strain-nt"), contract)
}

/// [`contract_text`] with the language's word for notrump already looked up (many rows).
#[must_use]
pub fn contract_text_in(nt: &str, contract: &Contract) -> String {
    contract
        .to_string()
        .replace("NT", nt)
        .replace("xx", "××")
        .replace('x', "×")
}

/// A number with `places` decimals and the language's decimal separator (`+232.5`,
/// `+232,5`); `signed` writes the sign of positive numbers too.
#[must_use]
pub fn decimal(tr: Tr, value: f64, places: usize, signed: bool) -> String {
    let text = if signed {
        format!("{value:+.places$}")
    } else {
        format!("{value:.places$}")
    };
    text.replace('.', &tr.t("decimal-separator"))
}

/// A message as the window says it. The facts that do not fit the play are worded for the
/// command line with the case file's fields (`[attention] after_card = 60`); the window says
/// them in the director's words (`ui-facts-error-*`) when it has them.
#[must_use]
pub fn director_text(tr: Tr, msg: &Msg) -> String {
    if let Some(rest) = msg.key.strip_prefix("rule-error-") {
        let key = format!("ui-facts-error-{rest}");
        if tr.has(&key) {
            let args: Vec<(&str, crate::i18n::Arg)> =
                msg.args.iter().map(|(k, v)| (*k, v.clone())).collect();
            return tr.t_args(&key, &args);
        }
    }
    tr.msg(msg)
}

/// A heading in bold.
pub fn heading(ui: &mut egui::Ui, text: impl Into<String>) {
    ui.label(
        egui::RichText::new(text.into())
            .family(super::bold_family())
            .size(HEADING_SIZE),
    );
}

/// The font size of a section's heading.
pub const HEADING_SIZE: f32 = 15.0;

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

/// The width of `text` on one line in `font`.
pub fn text_width(ctx: &egui::Context, text: &str, font: egui::FontId) -> f32 {
    ctx.fonts_mut(|f| {
        f.layout_no_wrap(text.to_owned(), font, egui::Color32::PLACEHOLDER)
            .size()
            .x
    })
}

/// The font of `style` in `ctx`'s style.
#[must_use]
pub fn font(ctx: &egui::Context, style: &egui::TextStyle) -> egui::FontId {
    ctx.global_style()
        .text_styles
        .get(style)
        .cloned()
        .unwrap_or_default()
}
