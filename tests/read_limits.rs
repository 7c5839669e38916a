//! Every reader is bounded, and says what it refused in the director's words (issue 24):
//! what is not a regular file (a FIFO with no writer, a device) is refused at once by every
//! command form; a file over its kind's limit is refused before it is read (the files here
//! are sparse: reading one would take gigabytes, so an answer at all shows it was not
//! read); the system's errors carry no "(os error N)" and the path once; a bad `pbn_file`
//! is blamed by its name. Commands run under a guard that kills one that blocks (the test
//! then fails): it does not time anything.

mod common;

use arbitre::i18n::Lang;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// How long a command may run before it is taken as blocked (far beyond any real run).
const BLOCKED: Duration = Duration::from_secs(60);

/// Runs `arbitre --lang LANG ARGS` with a config folder and a passphrase; a run that does
/// not end is killed and fails the test.
fn run_in(lang: &str, config: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(["--lang", lang])
        .args(args)
        .env("ARBITRE_CONFIG_DIR", config)
        .env("ARBITRE_PASSPHRASE", "a committee passphrase")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed() > BLOCKED {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`arbitre {}` blocked", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn run(config: &Path, args: &[&str]) -> Output {
    run_in("en", config, args)
}

/// Standard output and error together.
fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A case file whose board is read from `pbn_file`.
fn case_with_pbn_file(name: &str) -> String {
    format!("format = \"revoke-case/1\"\n[board]\npbn_file = \"{name}\"\nnumber = 2\n")
}

#[cfg(unix)]
#[test]
fn rule_of_dev_zero_ends_with_a_message() {
    let tmp = tempfile::tempdir().unwrap();
    let out = run(tmp.path(), &["rule", "/dev/zero"]);
    assert!(!out.status.success());
    assert_eq!(
        said(&out).trim(),
        "/dev/zero: not a regular file (a pipe, a socket or a device); name a file"
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_with_no_writer_is_refused_at_once_by_every_command_form() {
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    let p = |name: &str| tmp.path().join(name).to_string_lossy().into_owned();
    let fifo = p("fifo.toml");
    let c_fifo = std::ffi::CString::new(fifo.clone()).unwrap();
    // SAFETY: a valid NUL-terminated path; mkfifo only creates the file.
    assert_eq!(unsafe { libc::mkfifo(c_fifo.as_ptr(), 0o600) }, 0);
    std::fs::write(p("case.toml"), common::BOARD_2_CASE).unwrap();
    std::fs::write(p("pbn-file.toml"), case_with_pbn_file("fifo.toml")).unwrap();
    let report = p("report.pdf");
    let (case, pbn_file) = (p("case.toml"), p("pbn-file.toml"));
    let made = run(
        &config,
        &["report", &case, "-o", &report, "--director", "J D"],
    );
    assert!(made.status.success(), "{}", said(&made));
    let forms: Vec<Vec<&str>> = vec![
        vec!["rule", &fifo],
        vec!["rule", "--json", &fifo],
        vec!["analyse", &fifo],
        vec!["report", &fifo, "-o", "x.pdf", "--draft"],
        vec!["notice", &fifo, "-o", "x.pdf"],
        vec!["verify", &fifo],
        vec!["extract", &fifo, "-o", "x.toml"],
        vec!["appeal", &fifo, "-o", "x.pdf", "--member", "A"],
        vec![
            "appeal",
            &report,
            "-o",
            "x.pdf",
            "--member",
            "A",
            "--amended",
            &fifo,
        ],
        vec!["verify", &report, "--trust", &fifo],
        vec!["report", &case, "-o", "y.pdf", "--sign", &fifo],
        vec!["check", &fifo],
        vec!["show", &fifo, "--board", "1"],
        vec!["rule", &pbn_file],
    ];
    for args in &forms {
        let out = run(&config, args);
        let text = said(&out);
        assert!(!out.status.success(), "{args:?}: {text}");
        assert!(text.contains("not a regular file"), "{args:?}: {text}");
    }
    // Where a report or an export would go: not opened to see what it holds. A session
    // folder that is a FIFO, or that holds one beside its cases: no wait either.
    let dir = tmp.path().to_string_lossy().into_owned();
    for args in [
        vec!["session", &fifo],
        vec!["session", &dir],
        vec!["report", &case, "-o", &fifo, "--draft"],
        vec!["session", &dir, "--csv", &fifo],
    ] {
        let out = run(&config, &args);
        assert!(!out.status.success(), "{args:?}: {}", said(&out));
        if args[0] == "report" {
            assert!(
                said(&out).contains("nothing reads from this pipe"),
                "{}",
                said(&out)
            );
        }
    }
}

#[test]
fn a_file_over_its_kinds_limit_is_refused_before_it_is_read() {
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    let sparse = |name: &str| {
        let path = tmp.path().join(name);
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(3 << 30).unwrap();
        path.to_string_lossy().into_owned()
    };
    let case = sparse("huge.toml");
    let pdf = sparse("huge.pdf");
    sparse("huge.pbn");
    std::fs::write(
        tmp.path().join("board.toml"),
        case_with_pbn_file("huge.pbn"),
    )
    .unwrap();
    let board = tmp.path().join("board.toml").to_string_lossy().into_owned();
    let cases: [(&[&str], &str); 6] = [
        (
            &["rule", &case],
            "a case file is at most 4 MiB; this one is larger",
        ),
        (
            &["report", &case, "-o", "x.pdf", "--draft"],
            "a case file is at most 4 MiB",
        ),
        (
            &["verify", &pdf],
            "a PDF is at most 64 MiB; this one is larger",
        ),
        (
            &["extract", &pdf, "-o", "x.toml"],
            "a PDF is at most 64 MiB",
        ),
        (
            &["verify", &pdf, "--trust", &case],
            "a certificate is at most 1 MiB",
        ),
        (
            &["rule", &board],
            "pbn_file \"huge.pbn\", line 1, column 1: the file is larger",
        ),
    ];
    for (args, want) in cases {
        let out = run(&config, args);
        assert!(!out.status.success(), "{args:?}");
        assert!(said(&out).contains(want), "{args:?}: {}", said(&out));
    }
    let fr = said(&run_in("fr", &config, &["rule", &case]));
    assert!(fr.contains("un fichier de cas fait au plus 4 MiB"), "{fr}");
}

#[test]
fn the_systems_errors_are_in_our_words_with_the_path_once() {
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    let missing = tmp.path().join("gone.toml").to_string_lossy().into_owned();
    let forms: [&[&str]; 9] = [
        &["rule", &missing],
        &["analyse", &missing],
        &["report", &missing, "-o", "x.pdf", "--draft"],
        &["notice", &missing, "-o", "x.pdf"],
        &["verify", &missing],
        &["extract", &missing, "-o", "x.toml"],
        &["check", &missing],
        &["show", &missing, "--board", "1"],
        &["session", &missing],
    ];
    for args in forms {
        let out = run(&config, args);
        let text = said(&out);
        assert!(!out.status.success(), "{args:?}");
        assert!(text.contains("no such file or folder"), "{args:?}: {text}");
        assert!(!text.contains("os error"), "{args:?}: {text}");
        assert_eq!(
            text.matches(missing.as_str()).count(),
            1,
            "{args:?}: {text}"
        );
    }
    let fr = said(&run_in("fr", &config, &["rule", &missing]));
    assert!(fr.contains("fichier ou répertoire introuvable"), "{fr}");
}

#[test]
fn a_bad_pbn_file_is_blamed_by_its_name_not_the_case() {
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    let case = tmp.path().join("c.toml");
    std::fs::write(&case, case_with_pbn_file("deals.pbn")).unwrap();
    let case = case.to_string_lossy().into_owned();
    let en = said(&run(&config, &["report", &case, "-o", "x.pdf", "--draft"]));
    assert!(
        en.starts_with(&format!(
            "Cannot use the board file deals.pbn that the case {case} names: line 3, column 12: \
             pbn_file `deals.pbn`: no such file or folder"
        )),
        "{en}"
    );
    assert!(!en.contains("Cannot read the case"), "{en}");
    let fr = said(&run_in(
        "fr",
        &config,
        &["report", &case, "-o", "x.pdf", "--draft"],
    ));
    assert!(
        fr.starts_with("Impossible d'utiliser le fichier de donnes deals.pbn"),
        "{fr}"
    );
    // A board the file does not hold: the file is named too.
    std::fs::write(tmp.path().join("deals.pbn"), "[Board \"1\"]\n").unwrap();
    let en = said(&run(&config, &["report", &case, "-o", "x.pdf", "--draft"]));
    assert!(
        en.starts_with("Cannot use the board file deals.pbn"),
        "{en}"
    );
    assert!(en.contains("no such board in deals.pbn"), "{en}");
}

#[test]
fn a_case_file_that_is_not_utf8_is_placed_at_its_first_bad_byte() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("latin1.toml");
    let text = common::BOARD_2_CASE.replacen("[board]", "[board]\n# d\u{e9}j\u{e0}", 1);
    let latin1: Vec<u8> = text
        .chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap())
        .collect();
    std::fs::write(&path, latin1).unwrap();
    let line = 1 + text[..text.find("# d").unwrap()].matches('\n').count();
    let err = arbitre::case::load(&path).unwrap_err();
    let tr = |lang| arbitre::i18n::Tr::new(lang).msg(&err.detail());
    assert_eq!(
        tr(Lang::En),
        format!("line {line}, column 4: this byte is not UTF-8 text; save the file as UTF-8")
    );
    assert!(
        tr(Lang::Fr).starts_with(&format!("ligne {line}, colonne 4 : cet octet")),
        "{}",
        tr(Lang::Fr)
    );
    // UTF-16, with its mark or without.
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    std::fs::write(&path, &utf16).unwrap();
    let err = arbitre::case::load(&path).unwrap_err();
    assert_eq!(
        arbitre::i18n::Tr::new(Lang::En).msg(&err.detail()),
        "the file is written in UTF-16; save it as UTF-8"
    );
    std::fs::write(&path, &utf16[2..]).unwrap();
    let err = arbitre::case::load(&path).unwrap_err();
    assert!(
        arbitre::i18n::Tr::new(Lang::En)
            .msg(&err.detail())
            .starts_with("line 1, column 2: a NUL byte"),
        "{err}"
    );
}

/// The board-2 case with `extra` at its end.
fn case_and(extra: &str) -> String {
    format!("{}\n{extra}", common::BOARD_2_CASE)
}

#[test]
fn an_unknown_field_is_named_with_the_fields_allowed_there() {
    let (en, fr) = common::errors_of(&case_and("[meta]\nreason = \"late\"\n"));
    assert!(
        en.ends_with(
            "unknown field `reason` in [meta]; allowed: event, session, date, round, table, \
             section, ns_pair, ew_pair, source_file, director, north, east, south, west, notes, \
             appeal_text, other_table_score_ns, appeal_minutes, recorded_tricks"
        ),
        "{en}"
    );
    assert!(
        fr.contains("champ inconnu `reason` dans [meta] ; permis : event, session"),
        "{fr}"
    );
    // A misspelling keeps its hint, before the list.
    let (en, _) = common::errors_of(&common::BOARD_2_CASE.replacen("when =", "wehn =", 1));
    assert!(
        en.contains("did you mean `when`?; allowed: when, after_card"),
        "{en}"
    );
}

#[test]
fn a_text_field_longer_than_any_director_writes_is_refused_at_its_place() {
    let notes = "n".repeat(70_000);
    let text = case_and(&format!("[meta]\nnotes = \"{notes}\"\n"));
    let line = text.lines().count();
    let (en, fr) = common::errors_of(&text);
    assert_eq!(
        en,
        format!(
            "line {line}, column 9: [meta] notes is 70000 characters long; at most 65536 are allowed"
        )
    );
    assert!(
        fr.contains("[meta] notes fait 70000 caractères ; au plus 65536"),
        "{fr}"
    );
    let title = "t".repeat(5000);
    let (en, _) = common::errors_of(&common::BOARD_2_CASE.replacen(
        "title = \"",
        &format!("title = \"{title}"),
        1,
    ));
    assert!(en.contains("title is 5"), "{en}");
}

#[test]
fn a_revoke_marked_twice_or_ten_thousand_times_is_refused() {
    let one = "[[marked_revoke]]\ncard = 3\nkind = \"penalty_card\"\n";
    let text = case_and(&one.repeat(2));
    let first = text.lines().position(|l| l == "[[marked_revoke]]").unwrap() + 1;
    let (en, fr) = common::errors_of(&text);
    assert_eq!(
        en,
        format!(
            "line {}, column 1: [[marked_revoke]] 3 is marked again (first at line {first}); \
             mark each revoke once",
            first + 3
        )
    );
    assert!(fr.contains("est marquée à nouveau"), "{fr}");
    let (en, _) = common::errors_of(&case_and(&one.repeat(10_000)));
    assert!(
        en.ends_with("[[marked_revoke]]: 10000 given; at most 52 are allowed"),
        "{en}"
    );
    // So are more weighted outcomes than there are trick counts.
    let weights = vec!["{ declarer_tricks = 10, percent = 5 }"; 20].join(", ");
    let (en, fr) = common::errors_of(&case_and(&format!("[equity]\nweights = [{weights}]\n")));
    assert!(
        en.ends_with("[equity] weights: 20 given; at most 14 are allowed"),
        "{en}"
    );
    assert!(
        fr.ends_with("[equity] weights : 20 donnés ; au plus 14 sont permis"),
        "{fr}"
    );
}

#[test]
fn a_long_bad_token_is_cut_and_its_control_characters_escaped() {
    // (`\u001b`: the escape character, as TOML writes it.)
    let token = format!("X\\u001b[8m{}", "Z".repeat(60_000));
    let text = common::BOARD_2_CASE.replacen("cards = \"", &format!("cards = \"{token} "), 1);
    let (en, _) = common::errors_of(&text);
    assert!(
        en.contains("card 1: \"X\\u{1b}[8mZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ…\" is not a card"),
        "{en}"
    );
    assert!(en.len() < 300, "{} bytes", en.len());
    // In a PBN file, as `check` says it.
    let pbn = format!(
        "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ - - -\"]\n[Declarer \"S\"]\n\
         [Contract \"1NT\"]\n[Play \"W\"]\nS{}\n*\n",
        "Z".repeat(500_000)
    );
    let file = arbitre::import::read(pbn.as_bytes(), Some("pbn"), &Default::default());
    let bad = file
        .diagnostics
        .iter()
        .find(|d| d.message.key == "pbn-card-bad")
        .unwrap();
    let said = bad.render(arbitre::i18n::Tr::new(Lang::En), None);
    assert!(said.len() < 200, "{said}");
    assert!(said.contains("\"SZZZZ"), "{said}");
    assert!(said.contains("Z…\" is not a card"), "{said}");
}

#[test]
fn a_nul_after_the_first_game_is_refused_with_its_place_by_check_and_show() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("nul.pbn");
    let game = |n: u32| format!("[Board \"{n}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\n");
    let mut bytes = format!("{}{}", game(1), game(2)).into_bytes();
    bytes.extend_from_slice(b"[Board \"3\"]\n[Dea\0ler \"N\"]\n");
    std::fs::write(&path, &bytes).unwrap();
    let file = path.to_string_lossy().into_owned();
    let want = format!("{file}:10:5: error: a NUL byte");
    for args in [
        vec!["check", &file],
        vec!["show", &file, "--board", "1"],
        vec!["show", &file, "--board", "3"],
    ] {
        let out = run(tmp.path(), &args);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", said(&out));
        assert!(said(&out).contains(&want), "{args:?}: {}", said(&out));
    }
    // The games before it are still shown.
    let out = run(tmp.path(), &["show", &file, "--board", "2"]);
    assert!(said(&out).contains("== Board 2"), "{}", said(&out));
    // The workbench's board index keeps the refusal, placed.
    let index = arbitre::import::index(&path, &Default::default(), None).unwrap();
    assert_eq!(index.len(), 2);
    let d = index.diagnostics.iter().find(|d| d.is_error()).unwrap();
    assert_eq!((d.line, d.column, d.message.key), (10, 5, "import-binary"));
}

#[test]
fn a_malformed_optimum_score_is_warned_at_its_place() {
    let text = "[Board \"1\"]\n[OptimumScore \"100\"]\n\n[Board \"2\"]\n[OptimumScore \"EW\"]\n\n\
[Board \"3\"]\n[OptimumScore \"NS +140\"]\n\n[Board \"4\"]\n[OptimumScore \"NS 100 EW -100\"]\n";
    let file = arbitre::import::read(text.as_bytes(), Some("pbn"), &Default::default());
    let warned: Vec<(usize, String)> = file
        .diagnostics
        .iter()
        .filter(|d| d.message.key == "limits-pbn-optimum-score")
        .map(|d| (d.line, d.render(arbitre::i18n::Tr::new(Lang::Fr), None)))
        .collect();
    assert_eq!(warned.len(), 2, "{warned:?}");
    assert_eq!(warned[0].0, 2);
    assert_eq!(warned[1].0, 5);
    assert!(
        warned[1].1.contains("OptimumScore « EW » n'est pas lu"),
        "{warned:?}"
    );
    // The corpus file that showed it.
    let Some(root) = common::corpus() else { return };
    let file = common::load(&root, "pbn/timheilman__bridge-pbn/errors_21.pbn");
    let lines: Vec<usize> = file
        .diagnostics
        .iter()
        .filter(|d| d.message.key == "limits-pbn-optimum-score")
        .map(|d| d.line)
        .collect();
    assert_eq!(lines, [7, 11]);
}
