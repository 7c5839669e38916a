//! What the workbench's kittest files share: the headless window with its autosave in a
//! temporary folder, and finding a text on screen.
#![allow(dead_code)]

use arbitre::i18n::Lang;
use arbitre::ui::app::Workbench;
use arbitre::ui::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

/// The workbench in `lang`, headless at 1400×950, autosaving into `dir`.
pub fn harness_in(dir: &Path, lang: Lang) -> Harness<'static, Workbench> {
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    let app = Workbench::with_autosave(None, settings, Some(dir.join("autosave.revoke.toml")));
    Harness::builder()
        .with_size([1400.0, 950.0])
        .with_max_steps(20)
        .with_context_setup(arbitre::ui::install_fonts)
        .build_eframe(move |_cc| app)
}

/// Whether some node shows `text` (as its label or its value).
pub fn shows(h: &Harness<'_, Workbench>, text: &str) -> bool {
    h.query_all_by(|n| {
        n.label().is_some_and(|l| l.contains(text)) || n.value().is_some_and(|v| v.contains(text))
    })
    .next()
    .is_some()
}
