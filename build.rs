//! Embeds every `i18n/<lang>/*.ftl` file, so that adding a file needs no code change.
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    windows_gnu_links_its_runtimes();
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

/// Windows, built with mingw-w64 (`x86_64-pc-windows-gnu`): the C++ runtime (for DDS), GCC's
/// and winpthread are linked into `arbitre.exe`, which then imports Windows' own DLLs only.
/// A `libstdc++-6.dll` shipped beside the `.exe` is not enough: DDS's `std::call_once` jumps
/// through a null pointer before `main` (emulated TLS split between the `.exe` and the DLL).
///
/// `.cargo/config.toml` keeps the `cc` crate from asking for `-lstdc++` (which rustc would
/// link as a DLL); these archives come after every crate's libraries, followed by the C
/// runtime and the system libraries they need.
fn windows_gnu_links_its_runtimes() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os != "windows" || env != "gnu" {
        return;
    }
    for arg in [
        "-static",
        "-l:libstdc++.a",
        "-l:libwinpthread.a",
        "-lmingwex",
        "-lmsvcrt",
        "-lkernel32",
        "-ladvapi32",
        "-lgcc",
        "-lgcc_eh",
    ] {
        println!("cargo:rustc-link-arg-bins={arg}");
    }
}
