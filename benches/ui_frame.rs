//! One frame of the workbench with a full case loaded (layout and tessellation input,
//! no rendering), through egui_kittest.
use arbitre::i18n::Lang;
use arbitre::ui::app::Workbench;
use arbitre::ui::settings::Settings;
use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use std::path::Path;
use std::time::Duration;

fn case_path() -> std::path::PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [root.join("../shared"), root.join("../../shared")]
        .into_iter()
        .find(|p| p.join("cases").is_dir())
        .expect("the shared cases folder (../shared/cases)")
        .join("cases/05-3nt-defender-discards-690.toml")
}

fn frame(c: &mut Criterion) {
    let case = arbitre::case::load(&case_path()).expect("case 05 loads");
    let settings = Settings {
        lang: Lang::En,
        ..Settings::default()
    };
    let app = Workbench::with_autosave(None, settings, None);
    let mut h = Harness::builder()
        .with_size([1400.0, 900.0])
        .with_context_setup(arbitre::ui::install_fonts)
        .build_eframe(move |_cc| app);
    h.state_mut().set_case(case, None);
    h.run_steps(2);
    assert!(h.state_mut().wait_for_jobs(Duration::from_secs(60)));
    h.run_steps(3);
    c.bench_function("workbench frame, case 05 loaded", |b| b.iter(|| h.step()));
}

criterion_group!(benches, frame);
criterion_main!(benches);
