//! The Windows build gives the Linux build's answers (run under Wine by scripts/windows.sh;
//! without it each test prints one line and passes: see tests/wine/mod.rs).
mod common;
mod wine;

use std::path::{Path, PathBuf};
use wine::{PASSPHRASE, Wine, lf, linux, ok, run, win_path};

/// Every shared case file a ruling is checked on: revokes, claims, calls and cards.
fn shared_cases() -> Option<Vec<PathBuf>> {
    let root = common::shared()?;
    let mut cases = Vec::new();
    for dir in ["cases", "claims", "changes"] {
        if root.join(dir).is_dir() {
            cases.extend(common::toml_files(&root.join(dir)));
        }
    }
    Some(cases)
}

#[test]
fn the_windows_build_starts_and_names_its_version() {
    let Some(w) = Wine::get() else { return };
    let win = ok(w.arbitre().arg("--version"));
    let lin = ok(linux().arg("--version"));
    assert_eq!(lf(win.as_bytes()), lin);
}

#[test]
fn every_shared_case_gets_the_linux_rulings_json_byte_for_byte() {
    let Some(w) = Wine::get() else { return };
    let Some(cases) = shared_cases() else { return };
    assert!(cases.len() >= 26, "{} cases", cases.len());
    let mut differ = Vec::new();
    for case in &cases {
        let dir = case.parent().unwrap();
        let name = case.file_name().unwrap();
        let args = |c: &mut std::process::Command| {
            c.current_dir(dir)
                .args(["--lang", "en", "rule"])
                .arg(name)
                .arg("--json");
        };
        let mut lc = linux();
        args(&mut lc);
        let mut wc = w.arbitre();
        args(&mut wc);
        let (l, win) = (run(&mut lc), run(&mut wc));
        if l.stdout != win.stdout || l.status.code() != win.status.code() {
            differ.push(format!(
                "{}: linux {} ({} bytes), windows {} ({} bytes)\n{}",
                case.display(),
                l.status,
                l.stdout.len(),
                win.status,
                win.stdout.len(),
                String::from_utf8_lossy(&win.stderr)
            ));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn check_reads_the_corpus_as_the_linux_build_does() {
    let Some(w) = Wine::get() else { return };
    let Some(root) = common::corpus() else { return };
    let mut files: Vec<String> = common::corpus_files(&root)
        .iter()
        .map(|p| {
            p.strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    assert!(files.len() > 50, "{} corpus files", files.len());
    for chunk in files.chunks(20) {
        let l = run(linux()
            .current_dir(&root)
            .args(["--lang", "en", "check"])
            .args(chunk));
        let win = run(w
            .arbitre()
            .current_dir(&root)
            .args(["--lang", "en", "check"])
            .args(chunk));
        assert_eq!(l.status.code(), win.status.code(), "{chunk:?}");
        let (lo, wo) = (lf(&l.stdout), lf(&win.stdout));
        if lo != wo {
            let line = lo
                .lines()
                .zip(wo.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            panic!(
                "check differs on {chunk:?} from line {line}:\nlinux:   {:?}\nwindows: {:?}",
                lo.lines().nth(line),
                wo.lines().nth(line)
            );
        }
        assert_eq!(lf(&l.stderr), lf(&win.stderr), "{chunk:?}");
    }
}

/// A folder that both builds use: its own settings folder for each signer.
struct Signers {
    dir: tempfile::TempDir,
}

impl Signers {
    fn new() -> Self {
        Self {
            dir: tempfile::tempdir().unwrap(),
        }
    }
    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }
    /// `arbitre.exe` with the Windows signer's settings.
    fn windows(&self, w: &Wine, args: &[&str]) -> String {
        let mut cmd = w.arbitre();
        cmd.env("ARBITRE_CONFIG_DIR", win_path(&self.path("win-config")))
            .env("ARBITRE_PASSPHRASE", PASSPHRASE)
            .arg("--lang")
            .arg("en")
            .args(args);
        ok(&mut cmd)
    }
    /// The Linux `arbitre` with the Linux signer's settings.
    fn linux(&self, args: &[&str]) -> String {
        let mut cmd = linux();
        cmd.env("ARBITRE_CONFIG_DIR", self.path("linux-config"))
            .env("ARBITRE_PASSPHRASE", PASSPHRASE)
            .arg("--lang")
            .arg("en")
            .args(args);
        ok(&mut cmd)
    }
}

/// What `verify` says of an intact document, from either build.
fn assert_intact(said: &str, what: &str) {
    let lower = said.to_lowercase();
    assert!(
        lower.contains("intact") && !lower.contains("not intact"),
        "{what}: {said}"
    );
}

/// pdfsig (poppler) finds every signature of `pdf` valid.
fn assert_pdfsig_valid(pdf: &Path) {
    let out = ok(std::process::Command::new("pdfsig").arg(pdf));
    assert!(
        out.contains("Signature is Valid") && !out.contains("Signature is Invalid"),
        "pdfsig on {}:\n{out}",
        pdf.display()
    );
}

#[test]
fn reports_notices_and_decisions_signed_on_one_system_verify_on_the_other() {
    let Some(w) = Wine::get() else { return };
    let Some(case) = common::case_path("06-equity-64c-restores-4s-made.toml") else {
        return;
    };
    let s = Signers::new();
    let case_w = win_path(&case);
    let case_l = case.display().to_string();
    let p = |n: &str| s.path(n);
    let (wp, lp) = (
        |n: &str| win_path(&s.path(n)),
        |n: &str| s.path(n).display().to_string(),
    );

    // Signed by arbitre.exe: the report, the notice, and a committee's decision on the
    // report signed on Linux.
    s.windows(
        &w,
        &[
            "report",
            &case_w,
            "-o",
            &wp("win-report.pdf"),
            "--director",
            "Hélène Dupont",
        ],
    );
    s.windows(&w, &["notice", &case_w, "-o", &wp("win-notice.pdf")]);
    // Signed on Linux: the same three.
    s.linux(&[
        "report",
        &case_l,
        "-o",
        &lp("linux-report.pdf"),
        "--director",
        "Jean Martin",
    ]);
    s.linux(&["notice", &case_l, "-o", &lp("linux-notice.pdf")]);
    s.windows(
        &w,
        &[
            "appeal",
            &wp("linux-report.pdf"),
            "-o",
            &wp("win-decision.pdf"),
            "--member",
            "Anne Petit",
            "--reasons",
            "The director applied 64C as the laws say.",
        ],
    );
    s.linux(&[
        "appeal",
        &lp("win-report.pdf"),
        "-o",
        &lp("linux-decision.pdf"),
        "--member",
        "Paul Roux",
    ]);

    for doc in ["win-report.pdf", "win-notice.pdf", "win-decision.pdf"] {
        assert_intact(&s.linux(&["verify", &lp(doc)]), doc);
        assert_pdfsig_valid(&p(doc));
    }
    for doc in ["linux-report.pdf", "linux-notice.pdf", "linux-decision.pdf"] {
        assert_intact(&s.windows(&w, &["verify", &wp(doc)]), doc);
    }
    // The Windows signer is named as he wrote his name, accents and all.
    assert!(
        s.linux(&["verify", &lp("win-report.pdf")])
            .contains("Hélène Dupont")
    );

    // One byte changed in the Windows report: neither build calls it intact.
    let mut bytes = std::fs::read(p("win-report.pdf")).unwrap();
    let at = bytes.len() / 3;
    bytes[at] ^= 0x20;
    std::fs::write(p("forged.pdf"), &bytes).unwrap();
    let l = run(linux().args(["--lang", "en", "verify", &lp("forged.pdf")]));
    let win = run(w
        .arbitre()
        .args(["--lang", "en", "verify", &wp("forged.pdf")]));
    assert!(!l.status.success() && !win.status.success());
}

/// Case 11 of the shared cases reads its board from `evening-session.pbn` beside it.
fn case_11() -> Option<(PathBuf, String)> {
    let case = common::case_path("11-attention-after-the-round.toml")?;
    let text = std::fs::read_to_string(&case).unwrap();
    assert!(
        text.contains("pbn_file = \"evening-session.pbn\""),
        "{text}"
    );
    Some((case, text))
}

#[test]
fn a_pbn_file_written_the_windows_way_is_read_and_written_back_the_same() {
    let Some(w) = Wine::get() else { return };
    let Some((case, text)) = case_11() else {
        return;
    };
    let expected = ok(linux().current_dir(case.parent().unwrap()).args([
        "--lang",
        "en",
        "rule",
        "11-attention-after-the-round.toml",
        "--json",
    ]));

    // A user folder with accents, as Windows names it: C:\Users\Hélène\Documents.
    let docs = w.drive_c().join("users/Hélène/Documents/Arbitre");
    let boards = docs.join("boards");
    std::fs::create_dir_all(&boards).unwrap();
    std::fs::copy(
        case.with_file_name("evening-session.pbn"),
        boards.join("evening-session.pbn"),
    )
    .unwrap();
    let with_file = |value: &str| {
        text.replace(
            "pbn_file = \"evening-session.pbn\"",
            &format!("pbn_file = '{value}'"),
        )
    };
    let cases = [
        (
            "backslashes.arbitre",
            with_file("boards\\evening-session.pbn"),
            false,
        ),
        (
            "slashes.arbitre",
            with_file("boards/evening-session.pbn"),
            false,
        ),
        (
            "drive.arbitre",
            with_file("C:\\Users\\Hélène\\Documents\\Arbitre\\boards\\evening-session.pbn"),
            false,
        ),
        // Notepad: CRLF line ends and a byte-order mark.
        (
            "notepad.toml",
            with_file("boards\\evening-session.pbn"),
            true,
        ),
    ];
    for (name, body, notepad) in &cases {
        let bytes = if *notepad {
            let mut b = vec![0xEF, 0xBB, 0xBF];
            b.extend(body.replace('\n', "\r\n").into_bytes());
            b
        } else {
            body.clone().into_bytes()
        };
        std::fs::write(docs.join(name), bytes).unwrap();
        // The case named by its Windows path, accents included.
        let windows_name = format!("C:\\Users\\Hélène\\Documents\\Arbitre\\{name}");
        let got = ok(w
            .arbitre()
            .args(["--lang", "en", "rule", &windows_name, "--json"]));
        assert_eq!(got, expected, "{name}");

        // Written back: the signed report carries the case as written, and `extract`
        // writes it out unchanged; it rules the same from the same folder.
        let report = format!("C:\\Users\\Hélène\\Documents\\Arbitre\\{name}.pdf");
        let back = format!("C:\\Users\\Hélène\\Documents\\Arbitre\\back-{name}");
        let config = w.drive_c().join("users/Hélène/AppData/Roaming/Arbitre");
        // A prefix kept from an earlier run holds them: neither command replaces a file.
        for old in [format!("{name}.pdf"), format!("back-{name}")] {
            let _ = std::fs::remove_file(docs.join(old));
        }
        for args in [
            vec![
                "report",
                windows_name.as_str(),
                "-o",
                report.as_str(),
                "--director",
                "Hélène",
            ],
            vec!["extract", report.as_str(), "-o", back.as_str()],
        ] {
            ok(w.arbitre()
                .env("ARBITRE_CONFIG_DIR", win_path(&config))
                .env("ARBITRE_PASSPHRASE", PASSPHRASE)
                .args(["--lang", "en"])
                .args(&args));
        }
        // The same bytes, line ends included; Notepad's byte-order mark aside (it means
        // nothing in UTF-8, and Notepad reads the file the same without it).
        let written = std::fs::read(docs.join(format!("back-{name}"))).unwrap();
        let original = std::fs::read(docs.join(name)).unwrap();
        let original = original.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&original);
        assert_eq!(written, original, "{name}");
        let again = ok(w.arbitre().args(["--lang", "en", "rule", &back, "--json"]));
        assert_eq!(again, expected, "{name} written back");
    }
}

#[test]
fn the_identity_made_on_windows_is_the_users_alone() {
    let Some(w) = Wine::get() else { return };
    let Some(case) = common::case_path("01-not-established-penalty-card.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = win_path(&dir.path().join("config"));
    let pdf = win_path(&dir.path().join("r.pdf"));
    ok(w.arbitre()
        .env("ARBITRE_CONFIG_DIR", &config)
        .env("ARBITRE_PASSPHRASE", PASSPHRASE)
        .args(["--lang", "en", "report"])
        .arg(win_path(&case))
        .args(["-o", &pdf, "--director", "Hélène Dupont"]));
    let said = ok(w
        .arbitre()
        .env("ARBITRE_CONFIG_DIR", &config)
        .args(["--lang", "en", "identity", "where"]));
    let lines: Vec<&str> = said.lines().collect();
    assert!(
        lines[0].starts_with("Settings folder: ") && lines[0].ends_with("(yours alone)"),
        "{said}"
    );
    assert!(
        lines[1].starts_with("Signing identity: ") && lines[1].ends_with("(yours alone)"),
        "{said}"
    );

    // A folder left open to others (as Wine presents a Unix folder of mode 0755 and a key
    // of 0644) is said to be open, and `where` fails.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let open = dir.path().join("open");
        std::fs::create_dir(&open).unwrap();
        std::fs::copy(
            dir.path().join("config/director-identity.p12"),
            open.join("director-identity.p12"),
        )
        .unwrap();
        std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::set_permissions(
            open.join("director-identity.p12"),
            std::fs::Permissions::from_mode(0o644),
        )
        .unwrap();
        let out = run(w
            .arbitre()
            .env("ARBITRE_CONFIG_DIR", win_path(&open))
            .args(["--lang", "en", "identity", "where"]));
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(!out.status.success(), "{said}");
        assert!(said.contains("others may read it"), "{said}");
    }
}

#[test]
fn a_name_in_another_script_prints_with_a_font_from_the_windows_fonts_folder() {
    let Some(w) = Wine::get() else { return };
    let Some(case) = common::case_path("01-not-established-penalty-card.toml") else {
        return;
    };
    // A Chinese font in C:\Windows\Fonts, as every Windows has one.
    let font = Path::new("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc");
    assert!(font.is_file(), "fonts-wqy-microhei is installed (.ci/run)");
    let fonts = w.drive_c().join("windows/Fonts");
    std::fs::create_dir_all(&fonts).unwrap();
    let installed = fonts.join("wqy-microhei.ttc");
    let _ = std::fs::remove_file(&installed);

    let dir = tempfile::tempdir().unwrap();
    let report = |name: &str| {
        let pdf = dir.path().join(name);
        let out = run(w
            .arbitre()
            .env("ARBITRE_CONFIG_DIR", win_path(&dir.path().join("config")))
            .env("ARBITRE_PASSPHRASE", PASSPHRASE)
            .args(["--lang", "en", "report"])
            .arg(win_path(&case))
            .args(["-o", &win_path(&pdf), "--director", "王小明"]));
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{stderr}");
        let fonts = ok(std::process::Command::new("pdffonts").arg(&pdf));
        let embedded = fonts.lines().filter(|l| l.contains(" yes ")).count();
        (pdf, stderr, embedded)
    };

    // Without it, the name cannot be printed, and the director is told.
    let (_, stderr, without) = report("without.pdf");
    assert!(stderr.contains("cannot be printed"), "{stderr}");
    // With it, the name prints in the Windows folder's font, beside the embedded DejaVu.
    std::fs::copy(font, &installed).unwrap();
    let (pdf, stderr, with) = report("with.pdf");
    assert!(!stderr.contains("cannot be printed"), "{stderr}");
    let words = common::pdf_words(&pdf);
    assert!(words.contains("王小明"), "{words}");
    assert_eq!(with, without + 1, "one more font embedded: the fallback");
}

#[test]
fn a_notice_prints_through_the_shells_print_verb() {
    let Some(w) = Wine::get() else { return };
    let Some(case) = common::case_path("01-not-established-penalty-card.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let printed = dir.path().join("printed.pdf");
    let print = |w: &Wine, notice: &Path| {
        run(w
            .arbitre()
            .env("ARBITRE_CONFIG_DIR", win_path(&dir.path().join("config")))
            .env("ARBITRE_PASSPHRASE", PASSPHRASE)
            .args(["--lang", "en", "notice"])
            .arg(win_path(&case))
            .args([
                "-o",
                &win_path(notice),
                "--director",
                "Hélène Dupont",
                "--print",
            ]))
    };

    // No program prints PDF files in a fresh Wine: the director is told so, in his words.
    let out = print(&w, &dir.path().join("unprinted.pdf"));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{said}");
    assert!(
        said.contains("No program on this computer is set to print PDF files"),
        "{said}"
    );

    // A "printer" for PDF files, as a PDF reader registers one: its print verb copies the
    // file. The notice goes through it, whole.
    // Registered for all users, as an installed PDF reader does (Wine's HKEY_CLASSES_ROOT,
    // unlike Windows', does not show the classes a user registers under HKCU).
    let class = "HKLM\\Software\\Classes";
    let command = format!("cmd.exe /c copy \"%1\" \"{}\"", win_path(&printed));
    for (key, value) in [
        (format!("{class}\\.pdf"), "ArbitreTest.Pdf".to_owned()),
        (
            format!("{class}\\ArbitreTest.Pdf\\shell\\print\\command"),
            command,
        ),
    ] {
        ok(w.program("reg")
            .args(["add", &key, "/ve", "/t", "REG_SZ", "/d", &value, "/f"]));
    }
    let notice = dir.path().join("notice.pdf");
    let out = print(&w, &notice);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let start = std::time::Instant::now();
    while !printed.is_file() && start.elapsed() < std::time::Duration::from_secs(30) {
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    std::thread::sleep(std::time::Duration::from_millis(500));
    assert_eq!(
        std::fs::read(&printed).unwrap_or_default(),
        std::fs::read(&notice).unwrap(),
        "the print verb got the notice"
    );
    for key in [
        format!("{class}\\.pdf"),
        format!("{class}\\ArbitreTest.Pdf"),
    ] {
        ok(w.program("reg").args(["delete", &key, "/f"]));
    }
}
