//! Running the Windows build under Wine, for the checks that `scripts/windows.sh` runs after
//! cross-building it: the same answers as the Linux binary, signatures that cross, paths as
//! Windows writes them, the installer, the window.
//!
//! They need the cross-built `arbitre.exe` (`ARBITRE_WINDOWS_EXE`) and the Wine prefix the
//! script prepared (`WINEPREFIX`, with its test-only `bcryptprimitives.dll`). Without them
//! each test prints one line and passes: the plain `cargo test` run has no Windows build;
//! the script sets both and runs these tests after the build, and there a failure fails CI.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The passphrase of the identities these tests make.
pub const PASSPHRASE: &str = "correct horse battery staple";

/// The Windows build and the Wine prefix it runs in.
pub struct Wine {
    /// The cross-built `arbitre.exe`.
    pub exe: PathBuf,
    /// The Wine prefix (its `drive_c` is the `C:` drive).
    pub prefix: PathBuf,
}

impl Wine {
    /// The Windows build, or `None` (with one line saying why) when the script did not set it.
    pub fn get() -> Option<Self> {
        let exe = std::env::var_os("ARBITRE_WINDOWS_EXE").map(PathBuf::from);
        let prefix = std::env::var_os("WINEPREFIX").map(PathBuf::from);
        match (exe, prefix) {
            (Some(exe), Some(prefix)) => {
                assert!(
                    exe.is_file(),
                    "ARBITRE_WINDOWS_EXE={} is no file",
                    exe.display()
                );
                assert!(
                    prefix.join("drive_c").is_dir(),
                    "WINEPREFIX={} is no Wine prefix",
                    prefix.display()
                );
                Some(Self { exe, prefix })
            }
            _ => {
                println!(
                    "skipped: ARBITRE_WINDOWS_EXE and WINEPREFIX are not set (scripts/windows.sh \
                     cross-builds arbitre.exe, prepares Wine and runs these checks)"
                );
                None
            }
        }
    }

    /// A Windows program run by Wine, quietly, with no file associations of the host.
    pub fn program(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut cmd = Command::new("wine");
        cmd.arg(program)
            .env("WINEPREFIX", &self.prefix)
            .env("WINEDEBUG", "-all")
            .env("WINEDLLOVERRIDES", "mscoree,mshtml,winemenubuilder.exe=")
            .env_remove("ARBITRE_CONFIG_DIR")
            .env_remove("ARBITRE_PASSPHRASE")
            .env_remove("ARBITRE_REPORT_FONTS")
            .env_remove("DISPLAY");
        cmd
    }

    /// `arbitre.exe` run by Wine.
    pub fn arbitre(&self) -> Command {
        self.program(&self.exe)
    }

    /// The `C:` drive's folder on this machine.
    pub fn drive_c(&self) -> PathBuf {
        self.prefix.join("drive_c")
    }
}

/// The Linux `arbitre` built with these tests.
pub fn linux() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbitre"));
    cmd.env_remove("ARBITRE_CONFIG_DIR")
        .env_remove("ARBITRE_PASSPHRASE")
        .env_remove("ARBITRE_REPORT_FONTS");
    cmd
}

/// A Linux path as a Windows program under Wine names it: Wine's `Z:` drive is `/`.
pub fn win_path(path: &Path) -> String {
    format!("Z:{}", path.display()).replace('/', "\\")
}

/// Runs a command and gives its output, failing the test if it cannot start.
pub fn run(cmd: &mut Command) -> Output {
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"))
}

/// Runs a command that must succeed, and gives its standard output.
pub fn ok(cmd: &mut Command) -> String {
    let out = run(cmd);
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Text with its line ends as LF.
pub fn lf(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).replace("\r\n", "\n")
}
