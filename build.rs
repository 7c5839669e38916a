//! Embeds every `i18n/<lang>/*.ftl` file, so that adding a file needs no code change.
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
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
