//! Making and signing one ruling report (render with font subsetting + CMS signature).
use arbitre::i18n::Lang;
use arbitre::report::{ReportOptions, render};
use arbitre::sign::{Identity, sign_pdf};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

fn case_path() -> Option<PathBuf> {
    let name = "06-equity-64c-restores-4s-made.toml";
    [
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/cases"),
        PathBuf::from("/work/shared/cases"),
    ]
    .into_iter()
    .map(|d| d.join(name))
    .find(|p| p.is_file())
}

fn bench(c: &mut Criterion) {
    let Some(path) = case_path() else {
        eprintln!("skipped: ../shared/cases not found");
        return;
    };
    let toml = std::fs::read_to_string(&path).expect("case file");
    let case = arbitre::case::load(&path).expect("case");
    let judgement = arbitre::laws::rule(&case).expect("ruling");
    let identity = Identity::generate("Bench Director").expect("identity");
    let options = ReportOptions {
        lang: Lang::Fr,
        fingerprint: Some(identity.fingerprint()),
        ..ReportOptions::default()
    };
    let mut group = c.benchmark_group("report");
    group.sample_size(20);
    group.bench_function("render", |b| {
        b.iter(|| render(black_box(&case), &judgement, &toml, &options).expect("render"));
    });
    let pdf = render(&case, &judgement, &toml, &options).expect("render");
    group.bench_function("sign", |b| {
        b.iter(|| sign_pdf(black_box(&pdf), &identity, SystemTime::now()).expect("sign"));
    });
    group.bench_function("render_and_sign", |b| {
        b.iter(|| {
            let pdf = render(black_box(&case), &judgement, &toml, &options).expect("render");
            sign_pdf(&pdf, &identity, SystemTime::now()).expect("sign")
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
