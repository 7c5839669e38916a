//! Embeds every `i18n/<lang>/*.ftl` file, so that adding a file needs no code change.
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // The folder as Cargo gives it when the script runs (not as it was when the script was
    // built: a script built for one checkout may run for another).
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("Cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    if let Ok(langs) = std::fs::read_dir(&root) {
        for lang in langs.flatten() {
            let dir = lang.path();
            if !dir.is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", dir.display());
            let code = lang.file_name().to_string_lossy().into_owned();
            for file in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = file.path();
                if path.extension().is_some_and(|e| e == "ftl") {
                    println!("cargo:rerun-if-changed={}", path.display());
                    let name = file.file_name().to_string_lossy().into_owned();
                    entries.push((code.clone(), name, path));
                }
            }
        }
    }
    // No translations would show the message keys instead of any text: refuse to build.
    assert!(
        entries.iter().any(|(code, _, _)| code == "en"),
        "no Fluent files found in {}",
        root.display()
    );
    entries.sort();
    let mut out = String::from(
        "/// (language, file name, contents) of every embedded Fluent file.\npub static FTL_FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (code, name, path) in entries {
        writeln!(
            out,
            "    ({code:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("ftl_files.rs");
    std::fs::write(dest, out).unwrap();
}
