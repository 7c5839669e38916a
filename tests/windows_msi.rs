//! The MSI under Wine: a per-user install, the Start-menu shortcut, the file associations and
//! the uninstall entry; an upgrade that keeps the director's identity; an uninstall that
//! removes the program and nothing of his (run by scripts/windows.sh: see tests/wine/mod.rs).
mod common;
mod wine;

use std::path::{Path, PathBuf};
use wine::{PASSPHRASE, Wine, lf, linux, ok, run};

/// The extensions the MSI opens in Arbitre on double-click, with the type they go to.
const ASSOCIATED: [(&str, &str); 12] = [
    (".arbitre", "Arbitre.Case"),
    (".pbn", "Arbitre.Boards"),
    (".lin", "Arbitre.Boards"),
    (".dup", "Arbitre.Boards"),
    (".bri", "Arbitre.Boards"),
    (".dge", "Arbitre.Boards"),
    (".dlm", "Arbitre.Boards"),
    (".ber", "Arbitre.Boards"),
    (".bhg", "Arbitre.Boards"),
    (".rzd", "Arbitre.Boards"),
    (".cds", "Arbitre.Boards"),
    (".rbn", "Arbitre.Boards"),
];

/// The Wine user's folder (`C:\users\<name>`), the one wineboot made (other tests make
/// folders of their own beside it).
fn user_folder(w: &Wine) -> PathBuf {
    let users = w.drive_c().join("users");
    std::fs::read_dir(&users)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.join("AppData/Roaming/Microsoft").is_dir() && !p.ends_with("Public"))
        .unwrap_or_else(|| panic!("no user folder in {}", users.display()))
}

/// The default value of a registry key of the current user, or `None` without one.
///
/// `reg` failing for another reason than a missing key (Wine starting it while its server
/// shuts down, say) is tried again, then fails the test with what `reg` said: a failed
/// query is never read as a missing key.
fn registry_default(w: &Wine, key: &str) -> Option<String> {
    let mut said = String::new();
    for _ in 0..3 {
        let out = run(w.program("reg").args(["query", key, "/ve"]));
        let stdout = lf(&out.stdout);
        if out.status.success() {
            return stdout
                .lines()
                .find(|l| l.contains("REG_SZ"))
                .map(|l| l.split("REG_SZ").nth(1).unwrap_or("").trim().to_owned())
                // A key without a default value: `reg` says so in place of the value.
                .filter(|v| v != "(value not set)");
        }
        said = format!("{} ({}): {stdout}{}", key, out.status, lf(&out.stderr));
        if said.contains("Unable to find the specified registry key") {
            return None;
        }
    }
    panic!("reg query {said}")
}

/// Waits until every Wine program of the prefix has ended (the Wine server with them):
/// the installer's work may go on after `msiexec` itself returns.
fn settle(w: &Wine) {
    ok(std::process::Command::new("wineserver")
        .arg("-w")
        .env("WINEPREFIX", &w.prefix));
}

/// The programs Wine's uninstaller lists.
fn uninstall_entries(w: &Wine) -> String {
    lf(&run(w.program("uninstaller").arg("--list")).stdout)
}

/// Builds an MSI of `version` from the repository's source, as scripts/windows.sh does.
fn msi_of_version(exe: &Path, version: &str, out: &Path) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // wixl takes paths relative to where it runs.
    let exe = exe.strip_prefix(root).unwrap_or(exe);
    ok(std::process::Command::new("wixl")
        .current_dir(root)
        .args(["-a", "x64", "-D", "SourceDir=."])
        .arg("-D")
        .arg(format!("ExePath={}", exe.display()))
        .arg("-D")
        .arg(format!("Version={version}"))
        .arg("packaging/windows/arbitre.wxs")
        .arg("-o")
        .arg(out));
}

#[test]
fn the_msi_installs_for_the_user_upgrades_and_uninstalls_leaving_his_files() {
    let Some(w) = Wine::get() else { return };
    let Some(case) = common::case_path("06-equity-64c-restores-4s-made.toml") else {
        return;
    };
    let msi = PathBuf::from(
        std::env::var_os("ARBITRE_WINDOWS_MSI")
            .expect("scripts/windows.sh sets ARBITRE_WINDOWS_MSI with ARBITRE_WINDOWS_EXE"),
    );
    assert!(msi.is_file(), "{}", msi.display());

    // Installed without administrator rights: the user's own program folder.
    ok(w.program("msiexec")
        .arg("/i")
        .arg(wine::win_path(&msi))
        .arg("/qn"));
    settle(&w);
    let home = user_folder(&w);
    let installed = home.join("AppData/Local/Programs/Arbitre/arbitre.exe");
    assert!(
        installed.is_file(),
        "not installed at {}",
        installed.display()
    );
    let version = ok(w.program(&installed).arg("--version"));
    assert_eq!(lf(version.as_bytes()), ok(linux().arg("--version")));

    // The Start menu, the associations, the entry in Programs and Features.
    let shortcut = home.join("AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Arbitre.lnk");
    assert!(shortcut.is_file(), "no shortcut at {}", shortcut.display());
    for (ext, prog_id) in ASSOCIATED {
        let key = format!("HKCU\\Software\\Classes\\{ext}");
        assert_eq!(
            registry_default(&w, &key).as_deref(),
            Some(prog_id),
            "{key}"
        );
    }
    for prog_id in ["Arbitre.Case", "Arbitre.Boards"] {
        let key = format!("HKCU\\Software\\Classes\\{prog_id}\\shell\\open\\command");
        let command = registry_default(&w, &key).unwrap_or_default();
        assert!(
            command.contains("\\Programs\\Arbitre\\arbitre.exe\"") && command.ends_with("\"%1\""),
            "{key}: {command}"
        );
    }
    // .toml stays with the user's editor.
    assert_eq!(registry_default(&w, "HKCU\\Software\\Classes\\.toml"), None);
    assert_eq!(uninstall_entries(&w).matches("Arbitre").count(), 1);

    // The director signs a report with the installed program: his identity is made in his
    // application-data folder; his case file is in his documents.
    // A folder of this test's own in his documents (Wine links Documents to a Unix home:
    // scripts/windows.sh gives the prefix one of its own), made afresh on every run.
    let documents = home.join("Documents").join("arbitre-msi-check");
    let _ = std::fs::remove_dir_all(&documents);
    std::fs::create_dir_all(&documents).unwrap();
    let my_case = documents.join("board-6.arbitre");
    std::fs::copy(&case, &my_case).unwrap();
    ok(w.program(&installed)
        .env("ARBITRE_PASSPHRASE", PASSPHRASE)
        .args(["--lang", "en", "report"])
        .arg(wine::win_path(&my_case))
        .arg("-o")
        .arg(wine::win_path(&documents.join("board-6.pdf")))
        .args(["--director", "Hélène Dupont"]));
    let identity = find_file(&home.join("AppData"), "director-identity.p12")
        .expect("the identity is made under AppData");
    let key = std::fs::read(&identity).unwrap();

    // An upgrade: the newer MSI replaces the program, and the identity is the same.
    let dir = tempfile::tempdir().unwrap();
    let newer = dir.path().join("arbitre-upgrade.msi");
    msi_of_version(&w.exe, "99.0.0", &newer);
    ok(w.program("msiexec")
        .arg("/i")
        .arg(wine::win_path(&newer))
        .arg("/qn"));
    settle(&w);
    assert!(installed.is_file());
    assert_eq!(
        uninstall_entries(&w).matches("Arbitre").count(),
        1,
        "one entry after the upgrade"
    );
    assert_eq!(
        std::fs::read(&identity).unwrap(),
        key,
        "the upgrade kept the identity"
    );
    assert_eq!(
        registry_default(&w, "HKCU\\Software\\Classes\\.pbn").as_deref(),
        Some("Arbitre.Boards")
    );

    // Uninstalled: the program, its shortcut and associations go; his identity, his case
    // file and his report stay.
    ok(w.program("msiexec")
        .arg("/x")
        .arg(wine::win_path(&newer))
        .arg("/qn"));
    settle(&w);
    assert!(!installed.exists(), "the program is removed");
    assert!(!shortcut.exists(), "the shortcut is removed");
    assert_eq!(registry_default(&w, "HKCU\\Software\\Classes\\.pbn"), None);
    assert_eq!(uninstall_entries(&w).matches("Arbitre").count(), 0);
    assert_eq!(std::fs::read(&identity).unwrap(), key, "the identity stays");
    assert!(my_case.is_file() && documents.join("board-6.pdf").is_file());
}

/// The first file named `name` under `dir`.
fn find_file(dir: &Path, name: &str) -> Option<PathBuf> {
    for entry in std::fs::read_dir(dir).ok()?.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if let Some(found) = find_file(&path, name) {
                return Some(found);
            }
        } else if path.file_name().is_some_and(|n| n == name) {
            return Some(path);
        }
    }
    None
}
