//! Steady layout (issue 26, point 4): the left column keeps the width the director left it
//! from one start to the next and is never narrower than its headings; the play grid goes
//! beside the deal or below it by the window's size alone, the same for every board.
mod common;
mod common_ui;
mod fit_check;

use arbitre::i18n::{Lang, Tr};
use arbitre::ui::app::{Action, Workbench};
use arbitre::ui::settings::Settings;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

fn harness(settings: Settings, size: [f32; 2], dir: &Path) -> Harness<'static, Workbench> {
    let app = Workbench::with_autosave(None, settings, Some(dir.join("autosave.revoke.toml")));
    Harness::builder()
        .with_size(size)
        .with_max_steps(20)
        .with_context_setup(arbitre::ui::install_fonts)
        .build_eframe(move |_cc| app)
}

fn case(name: &str) -> Option<std::path::PathBuf> {
    Some(common::shared_dir("cases")?.join(name))
}

/// The left column opens as wide as the settings say (what the last run left there), and
/// the settings follow it.
#[test]
fn the_left_column_keeps_its_width_from_one_start_to_the_next() {
    let Some(file) = case("09-both-sides-revoke.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    for width in [333.0_f32, 401.0] {
        let settings = Settings {
            left_width: Some(width),
            ..common_ui::settings(Lang::En)
        };
        let mut h = harness(settings, [1920.0, 1080.0], dir.path());
        h.state_mut().apply(Action::OpenPath(file.clone()));
        common_ui::settle(&mut h);
        let kept = h.state().settings().left_width.unwrap_or_default();
        let edges = fit_check::splitters(&h);
        assert!(
            edges.first().is_some_and(|x| (x - width).abs() <= 3.0),
            "left column asked {width}, panels end at {edges:?}"
        );

        assert!(
            (kept - width).abs() <= 3.0,
            "settings keep {kept}, not {width}"
        );
    }
}

/// Squeezed in the settings, the left column still shows its headings on one line
/// ("Renonces que la donne ne montre pas" was cut in two).
#[test]
fn the_left_column_is_never_narrower_than_its_headings() {
    let Some(file) = case("09-both-sides-revoke.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    for lang in [Lang::En, Lang::Fr] {
        let tr = Tr::new(lang);
        let settings = Settings {
            left_width: Some(100.0),
            ..common_ui::settings(lang)
        };
        let mut h = harness(settings, [1920.0, 1080.0], dir.path());
        h.state_mut().apply(Action::OpenPath(file.clone()));
        common_ui::settle(&mut h);
        let edge = fit_check::splitters(&h)[0];
        for key in ["ui-facts-attention", "ui-facts-claim", "ui-facts-marked"] {
            let text = tr.t(key);
            let node = h.get_by_label(&text);
            let r = node.rect();
            assert!(
                r.height() < 24.0 && r.max.x <= edge,
                "{} «{text}» at {r:?}, the column ends at {edge}",
                lang.code()
            );
        }
    }
}

/// At one window size, every public case puts the play grid in the same place (case 06
/// put it beside the deal at 900×600 and below at 1280×720, case 09 the other way round).
#[test]
fn the_play_grid_goes_where_the_window_size_says() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let mut files: Vec<_> = std::fs::read_dir(&cases)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    let dir = tempfile::tempdir().unwrap();
    for size in [[900.0, 600.0], [1280.0, 720.0], [1920.0, 1080.0]] {
        let mut places = Vec::new();
        for file in &files {
            let mut h = harness(common_ui::settings(Lang::En), size, dir.path());
            h.state_mut().apply(Action::OpenPath(file.clone()));
            common_ui::settle(&mut h);
            // The replay bar heads the grid: at the centre's left edge when the grid is
            // below the deal, past the deal when beside it.
            let first = h
                .query_all_by(|n| {
                    n.label().as_deref() == Some("|◀") && n.role() == egui::accesskit::Role::Button
                })
                .next()
                .map(|n| n.rect().min.x.round());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            places.push((first, name));
        }
        let (x0, first) = &places[0];
        for (x, name) in &places {
            assert_eq!(
                x, x0,
                "at {size:?}, the replay bar of {name} is at {x:?}, of {first} at {x0:?}"
            );
        }
    }
}
