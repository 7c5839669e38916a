//! The workbench window (eframe/egui). It draws the library's state and turns clicks into
//! commands on it; no rule lives here.
//!
//! - [`app::Workbench`] is the eframe app: it owns the [`doc::Document`] (the case being
//!   worked on, with its undo stack), the settings, the background [`jobs::Jobs`], and one
//!   small struct per view (`views::*`), each holding only its own view state.
//! - Views never change the case: they return [`app::Action`]s that the app applies.
//! - File I/O, dialogs and the ruling (which runs the double-dummy solver) run on worker
//!   threads; the window never waits for them.
pub mod app;
pub mod dialogs;
pub mod doc;
pub mod jobs;
pub mod settings;
pub mod signed;
pub mod source;
pub mod style;
pub mod views;

pub use app::{Action, Workbench};
pub use doc::{Command, Document};

use crate::i18n::{Lang, Tr};
use eframe::egui;
use std::path::PathBuf;
use std::process::ExitCode;

/// The embedded fonts: DejaVu Sans has the suit symbols ♠♥♦♣ that egui's own fonts lack.
const DEJAVU: &[u8] = include_bytes!("../../resources/fonts/DejaVuSans.ttf");
const DEJAVU_BOLD: &[u8] = include_bytes!("../../resources/fonts/DejaVuSans-Bold.ttf");

/// The font family of bold text.
#[must_use]
pub fn bold_family() -> egui::FontFamily {
    egui::FontFamily::Name("bold".into())
}

/// Registers DejaVu Sans (and Bold) first in every family, egui's fonts as fallbacks.
/// Call it before the first frame (a missing glyph would panic in tests).
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".to_owned(),
        std::sync::Arc::new(egui::FontData::from_static(DEJAVU)),
    );
    fonts.font_data.insert(
        "dejavu-bold".to_owned(),
        std::sync::Arc::new(egui::FontData::from_static(DEJAVU_BOLD)),
    );
    let fallbacks = fonts
        .families
        .get(&egui::FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .insert(0, "dejavu".to_owned());
    }
    let mut bold = vec!["dejavu-bold".to_owned(), "dejavu".to_owned()];
    bold.extend(fallbacks);
    fonts.families.insert(bold_family(), bold);
    ctx.set_fonts(fonts);
}

/// Opens the workbench, optionally with a file loaded.
#[must_use]
pub fn run(file: Option<PathBuf>, lang: Option<Lang>) -> ExitCode {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Arbitre")
        .with_app_id("arbitre")
        .with_inner_size([1400.0, 900.0])
        .with_min_inner_size([900.0, 600.0])
        .with_drag_and_drop(true);
    if let Some(size) = std::env::var("ARBITRE_WINDOW_SIZE")
        .ok()
        .and_then(|s| parse_size(&s))
    {
        viewport = viewport.with_inner_size(size);
    }
    let mut options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    if let Some(dir) = settings::config_dir_override() {
        options.persistence_path = Some(dir.join("window.ron"));
    }
    let result = eframe::run_native(
        "arbitre",
        options,
        Box::new(move |cc| {
            install_fonts(&cc.egui_ctx);
            Ok(Box::new(Workbench::new(cc, file, lang)))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let tr = Tr::new(lang.unwrap_or_else(Lang::from_system));
            eprintln!(
                "{}",
                tr.t_args("ui-error-window", &[("message", e.to_string().into())])
            );
            ExitCode::FAILURE
        }
    }
}

fn parse_size(s: &str) -> Option<[f32; 2]> {
    let (w, h) = s.split_once('x')?;
    Some([w.trim().parse().ok()?, h.trim().parse().ok()?])
}
