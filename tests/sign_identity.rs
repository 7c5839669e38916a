//! Issue 24 on the real binary, the identity and what `-o` writes: eight first-use reports
//! at once make one key that signs them all; weak passphrases, an empty key file and a
//! damaged `.p12` get messages that say what to do; `-o` does not destroy a signed
//! document, cleans a dead run's temporary file and writes into a pipe.
mod common;

use arbitre::sign::Identity;
use common::{arbitre_signing as arbitre, case_path};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

const PASS: &str = "a director's passphrase";

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A report on case 06 signed on first use by "Jeanne Dupré" in `config`.
fn signed_report(dir: &Path, config: &Path) -> Option<PathBuf> {
    let case = case_path("06-equity-64c-restores-4s-made.toml")?;
    let pdf = dir.join("ruling.pdf");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--director",
            "Jeanne Dupré",
        ],
        config,
        PASS,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    Some(pdf)
}

/// The MAC iteration count of a PKCS#12 file (`PFX ::= SEQUENCE { version, authSafe,
/// macData SEQUENCE { mac, macSalt, iterations } }`).
fn mac_iterations(p12: &[u8]) -> u64 {
    use der::Decode;
    let pfx: Vec<der::Any> = Vec::from_der(p12).unwrap();
    let mac: Vec<der::Any> = pfx[2].decode_as().unwrap();
    mac[2].decode_as::<u64>().unwrap()
}

#[test]
fn eight_first_use_reports_at_once_make_one_key_that_signs_them_all() {
    let Some(case) = case_path("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let runs: Vec<(PathBuf, std::process::Child)> = (0..8)
        .map(|i| {
            let pdf = dir.path().join(format!("r{i}.pdf"));
            let child = Command::new(env!("CARGO_BIN_EXE_arbitre"))
                .args(["--lang", "en", "report"])
                .arg(&case)
                .arg("-o")
                .arg(&pdf)
                .args(["--director", "Marc Lenoir"])
                .env("ARBITRE_CONFIG_DIR", &config)
                .env("ARBITRE_PASSPHRASE", PASS)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            (pdf, child)
        })
        .collect();
    let mut created = 0;
    for (pdf, child) in runs {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        created +=
            usize::from(stderr(&out).contains("signing identity for Marc Lenoir was created"));
        assert!(pdf.exists());
    }
    assert_eq!(created, 1, "one run made the identity");
    let key = config.join(arbitre::sign::IDENTITY_FILE);
    let p12 = std::fs::read(&key).unwrap();
    // The file is written with the production iteration count, far above 10,000.
    assert_eq!(mac_iterations(&p12), arbitre::sign::KDF_ITERATIONS);
    let stored = Identity::from_pkcs12(&p12, PASS).unwrap();
    for i in 0..8 {
        let bytes = std::fs::read(dir.path().join(format!("r{i}.pdf"))).unwrap();
        let v = arbitre::sign::verify(&bytes).unwrap();
        assert!(v.intact, "{v:?}");
        assert_eq!(v.fingerprint, stored.fingerprint(), "report {i}");
    }
    // No temporary file is left in the folder.
    let names: Vec<String> = std::fs::read_dir(&config)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(names.is_empty(), "{names:?}");
}

#[test]
fn a_weak_passphrase_or_a_broken_key_file_gets_a_message_that_says_what_to_do() {
    let Some(case) = case_path("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let pdf = dir.path().join("r.pdf");
    let report = |pass: &str| {
        arbitre(
            &[
                "--lang",
                "en",
                "report",
                case.to_str().unwrap(),
                "-o",
                pdf.to_str().unwrap(),
                "--director",
                "Marc Lenoir",
            ],
            &config,
            pass,
        )
    };
    for weak in ["a", "            "] {
        let out = report(weak);
        assert!(!out.status.success());
        assert!(
            stderr(&out).contains("at least 8 characters"),
            "{}",
            stderr(&out)
        );
    }
    let key = config.join(arbitre::sign::IDENTITY_FILE);
    assert!(!key.exists() && !pdf.exists());
    // A run killed while writing the key leaves an empty file: said, and left alone.
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(&key, b"").unwrap();
    let out = report(PASS);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("is empty or damaged") && err.contains("backup"),
        "{err}"
    );
    assert_eq!(std::fs::read(&key).unwrap(), b"");
    // A damaged .p12 given with --sign is named and said damaged, not a wrong passphrase.
    let junk = dir.path().join("federation.p12");
    std::fs::write(&junk, b"\x30\x82\x0a\x00 cut short").unwrap();
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--sign",
            junk.to_str().unwrap(),
        ],
        &config,
        PASS,
    );
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("federation.p12 is damaged"), "{err}");
    assert!(
        !err.contains("Wrong passphrase") && !err.contains("DER"),
        "{err}"
    );
    // A key file others can read is used, with a warning.
    std::fs::remove_file(&key).unwrap();
    assert!(report(PASS).status.success());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
        let again = dir.path().join("again.pdf");
        let out = arbitre(
            &[
                "--lang",
                "en",
                "report",
                case.to_str().unwrap(),
                "-o",
                again.to_str().unwrap(),
            ],
            &config,
            PASS,
        );
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(
            stderr(&out).contains("can be read by other users"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn report_o_does_not_destroy_a_signed_document_and_writes_to_a_pipe() {
    let Some(case) = case_path("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let Some(signed) = signed_report(dir.path(), &config) else {
        return;
    };
    let before = std::fs::read(&signed).unwrap();
    for what in ["report", "notice"] {
        let out = arbitre(
            &[
                "--lang",
                "en",
                what,
                case.to_str().unwrap(),
                "-o",
                signed.to_str().unwrap(),
            ],
            &config,
            PASS,
        );
        assert!(!out.status.success());
        assert!(
            stderr(&out).contains("this is a signed document"),
            "{}",
            stderr(&out)
        );
        assert_eq!(std::fs::read(&signed).unwrap(), before);
    }
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            signed.to_str().unwrap(),
            "--force",
        ],
        &config,
        PASS,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_ne!(std::fs::read(&signed).unwrap(), before);

    // A temporary file left by a run that died is removed by the next write.
    let leftover = dir.path().join(".ruling.pdf.4999999.tmp");
    std::fs::write(&leftover, b"half a report").unwrap();
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            signed.to_str().unwrap(),
            "--force",
        ],
        &config,
        PASS,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    if cfg!(target_os = "linux") {
        assert!(!leftover.exists());
    }

    // -o /dev/stdout with stdout a pipe: the report comes through the pipe.
    #[cfg(unix)]
    {
        let child = Command::new(env!("CARGO_BIN_EXE_arbitre"))
            .args(["--lang", "en", "report"])
            .arg(&case)
            .args(["-o", "/dev/stdout"])
            .env("ARBITRE_CONFIG_DIR", &config)
            .env("ARBITRE_PASSPHRASE", PASS)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // A run that blocks is killed after a minute rather than hanging the suite.
        let pid = child.id();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(60));
            let _ = Command::new("kill").arg(pid.to_string()).status();
        });
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        // The PDF alone on standard output (what was written is said on standard error).
        let v = arbitre::sign::verify(&out.stdout).unwrap();
        assert!(v.intact, "{v:?}");
        assert!(
            stderr(&out).contains("Report written: /dev/stdout"),
            "{}",
            stderr(&out)
        );
    }
}

/// `identity where` after a first report: the folder, the key and the trusted folder (which
/// the director's own certificate entered) are all his alone; a trusted folder others may
/// write to is said to be open, and the command fails.
#[cfg(unix)]
#[test]
fn the_first_report_leaves_the_settings_and_the_trusted_folder_private() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    if signed_report(dir.path(), &config).is_none() {
        return;
    }
    let trusted = config.join("trusted");
    assert!(
        trusted.is_dir(),
        "the director's certificate enters the trusted folder"
    );
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&trusted), 0o700);
    let out = arbitre(&["--lang", "en", "identity", "where"], &config, PASS);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert_eq!(said.matches("(yours alone)").count(), 3, "{said}");

    std::fs::set_permissions(&trusted, std::fs::Permissions::from_mode(0o777)).unwrap();
    let out = arbitre(&["--lang", "en", "identity", "where"], &config, PASS);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{said}");
    assert!(said.contains("others may change it"), "{said}");
}
