//! What the workbench's kittest files share: the headless window with its autosave in a
//! temporary folder, and finding a text on screen.
#![allow(dead_code)]

use arbitre::case::Case;
use arbitre::i18n::Lang;
use arbitre::ui::app::Workbench;
use arbitre::ui::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::time::Duration;

/// The default settings in `lang`.
pub fn settings(lang: Lang) -> Settings {
    Settings {
        lang,
        ..Settings::default()
    }
}

/// `app` in a headless window at 1400×950.
pub fn harness_app(app: Workbench) -> Harness<'static, Workbench> {
    Harness::builder()
        .with_size([1400.0, 950.0])
        .with_max_steps(20)
        .with_context_setup(arbitre::ui::install_fonts)
        .build_eframe(move |_cc| app)
}

/// The workbench in `lang`, headless at 1400×950, autosaving into `dir`.
pub fn harness_in(dir: &Path, lang: Lang) -> Harness<'static, Workbench> {
    let app =
        Workbench::with_autosave(None, settings(lang), Some(dir.join("autosave.revoke.toml")));
    harness_app(app)
}

/// Lets the click land, waits for the background jobs (ruling, analysis, files) and
/// settles the frame.
pub fn settle(h: &mut Harness<'_, Workbench>) {
    wait_for_jobs(h);
    h.run();
}

/// [`settle`], then three frames rather than until the window is still (for a window
/// whose spinner or progress keeps asking for frames).
pub fn settle_frames(h: &mut Harness<'_, Workbench>) {
    wait_for_jobs(h);
    h.run_steps(3);
}

/// Lets the click land and waits for the background jobs (at most two minutes: an
/// unoptimised build solves slowly).
fn wait_for_jobs(h: &mut Harness<'_, Workbench>) {
    h.run_steps(2);
    assert!(
        h.state_mut().wait_for_jobs(Duration::from_secs(120)),
        "jobs still running"
    );
}

/// The workbench opened again on `dir` after it was killed with a case unsaved: the
/// restore is offered, and taken (the caller lets the click land).
pub fn restore(dir: &Path) -> Harness<'static, Workbench> {
    let h = harness_in(dir, Lang::En);
    assert!(h.state().restore_offered().is_some());
    h.get_by_label("Restore").click();
    h
}

/// A case of the shared folder `root` (see `common::shared`).
pub fn shared_case(root: &Path, name: &str) -> Case {
    let path = root.join("cases").join(name);
    arbitre::case::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Whether some node shows `text` (as its label or its value).
pub fn shows(h: &Harness<'_, Workbench>, text: &str) -> bool {
    h.query_all_by(|n| {
        n.label().is_some_and(|l| l.contains(text)) || n.value().is_some_and(|v| v.contains(text))
    })
    .next()
    .is_some()
}

/// Case 06 (`cases`: the shared revoke cases) signed by the director, Jeanne Martin, with a
/// fresh identity, written as `ruling-board-6.pdf` in `dir`, the case file embedded as
/// written: what an appeals committee opens.
pub fn signed_case_06(cases: &Path, dir: &Path) -> std::path::PathBuf {
    let original = cases.join("06-equity-64c-restores-4s-made.toml");
    let text = std::fs::read_to_string(&original).unwrap();
    let case = arbitre::case::load(&original).unwrap();
    let judgement = arbitre::laws::rule(&case).unwrap();
    let identity = arbitre::sign::Identity::generate("Jeanne Martin").unwrap();
    let pdf = arbitre::report::render_signed(
        &case,
        &judgement,
        &text,
        &arbitre::report::ReportOptions::default(),
        &identity,
    )
    .unwrap();
    let path = dir.join("ruling-board-6.pdf");
    std::fs::write(&path, &pdf).unwrap();
    path
}
