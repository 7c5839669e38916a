//! Nothing cut in the dialogs and the status bar (issue 26, point 4): the export dialog's
//! placeholders ("Passphrase of the signing identity" in a field too narrow for it), the
//! committee's decision dialog with the report's SHA-256 (one long word), the status bar
//! with a long path; in English and in French, at 900×600, 1280×720 and 1920×1080.
mod common;
mod common_ui;
mod fit_check;

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

const SIZES: [[f32; 2]; 3] = [[900.0, 600.0], [1280.0, 720.0], [1920.0, 1080.0]];

fn harness(lang: Lang, size: [f32; 2], dir: &Path) -> Harness<'static, Workbench> {
    let app = Workbench::with_autosave(
        None,
        common_ui::settings(lang),
        Some(dir.join("autosave.revoke.toml")),
    );
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(20)
        .with_context_setup(arbitre::ui::install_fonts)
        .build_eframe(move |_cc| app);
    h.state_mut().set_identity_dir(Some(dir.join("identity")));
    h
}

/// The texts that may be elided: a board's event in the board list, as long as the file
/// makes it, in a column that takes what the others leave (whole on hover).
const ELIDED_OK: &str = "\"Club pairs, evening session\" elided";

/// Every fault of `h` now, said with where it was seen.
fn faults(h: &Harness<'_, Workbench>, at: &str, out: &mut Vec<String>) {
    out.extend(
        fit_check::cut_texts(h)
            .into_iter()
            .filter(|c| !c.starts_with(ELIDED_OK))
            .map(|c| format!("{at}: {c}")),
    );
    out.extend(
        fit_check::overlapping_texts(h)
            .into_iter()
            .map(|c| format!("{at}: {c}")),
    );
}

fn check(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} texts cut:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_export_dialog_shows_its_placeholders_whole() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        for size in SIZES {
            let mut h = harness(lang, size, dir.path());
            h.state_mut().apply(Action::OpenPath(
                cases.join("06-equity-64c-restores-4s-made.toml"),
            ));
            common_ui::settle_frames(&mut h);
            h.state_mut().apply(Action::ExportReport);
            common_ui::settle_frames(&mut h);
            assert!(h.state().export_dialog_shown());
            let at = format!("{} {}×{} export", lang.code(), size[0], size[1]);
            faults(&h, &at, &mut failures);
        }
    }
    check(&failures);
}

/// A board file deep in folders with long names: the status bar's message names it.
fn deep_copy(cases: &Path, dir: &Path) -> PathBuf {
    let deep = dir
        .join("Championnat départemental par paires, séance du soir")
        .join("Section A, salle principale et salle annexe");
    std::fs::create_dir_all(&deep).unwrap();
    let file = deep.join("evening-session-with-a-rather-long-name.pbn");
    std::fs::copy(cases.join("evening-session.pbn"), &file).unwrap();
    file
}

#[test]
fn the_status_bar_shows_a_long_message_whole() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let file = deep_copy(&cases, dir.path());
    let mut failures = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        for size in SIZES {
            let mut h = harness(lang, size, dir.path());
            h.state_mut().apply(Action::OpenPath(file.clone()));
            common_ui::settle_frames(&mut h);
            assert!(h.state().status_text().is_some());
            let at = format!("{} {}×{} status, list", lang.code(), size[0], size[1]);
            faults(&h, &at, &mut failures);
            h.state_mut().apply(Action::LoadBoard(0));
            common_ui::settle_frames(&mut h);
            let at = format!("{} {}×{} status, board", lang.code(), size[0], size[1]);
            faults(&h, &at, &mut failures);
        }
    }
    check(&failures);
}

/// The chair's identity folder: `ARBITRE_CONFIG_DIR`, one for the whole test binary (the
/// decision form names the identity of the settings folder).
fn committee_config() {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("ui-fit-dialogs-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // SAFETY: set once, before any decision form of this binary reads it.
        unsafe { std::env::set_var("ARBITRE_CONFIG_DIR", &dir) };
        dir
    });
}

#[test]
fn the_decision_dialog_keeps_the_sha256_inside() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    committee_config();
    let dir = tempfile::tempdir().unwrap();
    let pdf = common_ui::signed_case_06(&cases, dir.path());
    let mut failures = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        let tr = arbitre::i18n::Tr::new(lang);
        for size in SIZES {
            let mut h = harness(lang, size, dir.path());
            h.state_mut().apply(Action::OpenPath(pdf.clone()));
            common_ui::settle_frames(&mut h);
            h.get_by_label(&tr.t("ui-decision-button")).click();
            common_ui::settle_frames(&mut h);
            assert!(h.state().decision_form_shown());
            let at = format!("{} {}×{} decision", lang.code(), size[0], size[1]);
            faults(&h, &at, &mut failures);
        }
    }
    check(&failures);
}
