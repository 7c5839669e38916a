//! Nothing cut (issue 26, point 4): every pane of the workbench, in English and in French,
//! at 900×600, 1280×720 and 1920×1080, with a claim case and a revoke case. A text that
//! overflows its pane pushes its panel past the window's edge, where it is cut: every
//! widget that shows text must lie within the window, left to right.
mod common;
mod common_ui;

use arbitre::i18n::{Lang, Tr};
use arbitre::ui::app::{Action, Workbench};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::PathBuf;

const SIZES: [[f32; 2]; 3] = [[900.0, 600.0], [1280.0, 720.0], [1920.0, 1080.0]];
const TABS: [&str; 5] = [
    "ui-tab-table",
    "ui-tab-facts",
    "ui-tab-ruling",
    "ui-tab-claim",
    "ui-tab-equity",
];

fn harness(lang: Lang, size: [f32; 2], dir: &std::path::Path) -> Harness<'static, Workbench> {
    let app = Workbench::with_autosave(
        None,
        common_ui::settings(lang),
        Some(dir.join("autosave.revoke.toml")),
    );
    Harness::builder()
        .with_size(size)
        .with_max_steps(20)
        .with_context_setup(arbitre::ui::install_fonts)
        .build_eframe(move |_cc| app)
}

/// The texts shown past the window's left or right edge: `what (x0..x1)`.
fn cut_texts(h: &Harness<'_, Workbench>, width: f32) -> Vec<String> {
    h.query_all_by(|n| n.label().is_some_and(|l| !l.trim().is_empty()))
        .filter_map(|n| {
            let r = n.rect();
            let text = n.accesskit_node().label().unwrap_or_default();
            (r.width() > 0.0 && (r.min.x < -1.0 || r.max.x > width + 1.0))
                .then(|| format!("{text:?} ({:.0}..{:.0})", r.min.x, r.max.x))
        })
        .collect()
}

fn cases() -> Option<Vec<PathBuf>> {
    Some(vec![
        common::shared_dir("claims")?.join("02-unstated-finesse-70E.toml"),
        common::shared_dir("cases")?.join("09-both-sides-revoke.toml"),
    ])
}

#[test]
fn every_pane_fits_in_both_languages_at_three_sizes() {
    let Some(cases) = cases() else { return };
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        let tr = Tr::new(lang);
        for size in SIZES {
            for case in &cases {
                let mut h = harness(lang, size, dir.path());
                h.state_mut().apply(Action::OpenPath(case.clone()));
                common_ui::settle(&mut h);
                for tab in TABS {
                    let label = tr.t(tab);
                    let node = h
                        .query_all_by(|n| {
                            n.label().as_deref() == Some(label.as_str())
                                && n.role() != egui::accesskit::Role::Label
                        })
                        .next();
                    if let Some(node) = node {
                        node.click();
                    }
                    // Grids and wrapped rows take their size over a few frames.
                    h.run_steps(4);
                    for cut in cut_texts(&h, size[0]) {
                        failures.push(format!(
                            "{} {}×{} {} «{label}»: {cut}",
                            lang.code(),
                            size[0],
                            size[1],
                            case.file_name().unwrap().to_string_lossy(),
                        ));
                    }
                }
            }
        }
    }
    failures.dedup();
    assert!(
        failures.is_empty(),
        "texts cut at the window's edge:\n{}",
        failures.join("\n")
    );
}
