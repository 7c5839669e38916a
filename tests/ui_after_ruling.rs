//! After the ruling, in the workbench (egui_kittest, headless): the player notice saved and
//! printed, a signed report opened read-only, the committee's decision recorded on a copy,
//! the session's rulings listed with where each stands (draft, signed, notified, appealed).
mod common;
mod common_ui;
use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use arbitre::ui::views::export::{ExportChoice, NoticeChoice};
use common_ui::{settle_frames as settle, shows};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::{Path, PathBuf};

/// The shared cases folder, or `None` (said once) when it is missing outside CI.
fn cases() -> Option<PathBuf> {
    common::shared_dir("cases")
}

fn harness(dir: &Path) -> Harness<'static, Workbench> {
    common_ui::harness_in(dir, Lang::En)
}

fn choice(dir: &Path, printer: Option<&str>) -> NoticeChoice {
    NoticeChoice {
        sign: ExportChoice {
            lang: Lang::En,
            paper: arbitre::report::Paper::A4,
            director: "Jeanne Martin".into(),
            passphrase: "s3cret phrase".into(),
            identity_dir: Some(dir.join("identity")),
        },
        paper: arbitre::report::notice::NoticePaper::A5,
        printer: printer.map(str::to_owned),
    }
}

#[test]
fn the_notice_is_saved_signed_and_printed_from_the_workbench() {
    let Some(cases) = cases() else { return };
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    h.state_mut().apply(Action::OpenPath(
        cases.join("06-equity-64c-restores-4s-made.toml"),
    ));
    settle(&mut h);
    // Save asks the choices first, with the notice's papers.
    h.state_mut().apply(Action::SaveNotice);
    settle(&mut h);
    assert!(h.state().export_dialog_shown());
    assert!(shows(&h, "Save the signed player notice"));
    assert!(shows(&h, "A4 (two a sheet)"));
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert!(!h.state().export_dialog_shown());

    let pdf = dir.path().join("notice-board-6.pdf");
    h.state_mut()
        .save_notice_to(choice(dir.path(), None), pdf.clone());
    settle(&mut h);
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("signed by Jeanne Martin"), "{status}");
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(arbitre::sign::verify(&bytes).unwrap().intact);
    if let Ok(out) = std::process::Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
    {
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Ruling notice, board"), "{text}");
    }

    // Print: a fake `lp` first on PATH records its arguments.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let bin = dir.path().join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        let record = dir.path().join("lp-args");
        let lp = bin.join("lp");
        std::fs::write(
            &lp,
            format!(
                "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}'\necho 'request id is Desk-7 (1 file(s))'\n",
                record.display()
            ),
        )
        .unwrap();
        std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
        let path = std::env::var_os("PATH").unwrap_or_default();
        let mut dirs = vec![bin];
        dirs.extend(std::env::split_paths(&path));
        // SAFETY: set before the print job's thread starts; the other tests of this
        // file only read PATH through `Command`.
        unsafe { std::env::set_var("PATH", std::env::join_paths(dirs).unwrap()) };
        h.state_mut().print_notice(choice(dir.path(), Some("Desk")));
        settle(&mut h);
        let status = h.state().status_text().unwrap_or_default();
        assert!(status.contains("Notice sent to Desk"), "{status}");
        assert!(status.contains("Desk-7"), "{status}");
        let args = std::fs::read_to_string(&record).unwrap();
        let args: Vec<&str> = args.lines().collect();
        assert_eq!(&args[..2], ["-d", "Desk"], "{args:?}");
        assert!(args.last().unwrap().ends_with(".pdf"), "{args:?}");
    }
}

#[test]
fn a_signed_report_opens_read_only_and_a_copy_can_be_reexamined() {
    let Some(cases) = cases() else { return };
    let dir = tempfile::tempdir().unwrap();
    let pdf = common_ui::signed_case_06(&cases, dir.path());
    let original = std::fs::read(cases.join("06-equity-64c-restores-4s-made.toml")).unwrap();
    let mut h = harness(dir.path());
    h.state_mut().apply(Action::OpenPath(pdf));
    settle(&mut h);
    // The very case the director signed, byte for byte and field for field.
    let report = h
        .state()
        .signed_report()
        .expect("opened as a signed report");
    assert_eq!(report.case_bytes, original);
    assert!(report.intact);
    let expected = arbitre::case::load(&cases.join("06-equity-64c-restores-4s-made.toml")).unwrap();
    assert_eq!(h.state().document().unwrap().case(), &expected);
    assert!(h.state().is_read_only());
    // The banner says who signed it, that it is intact and that nobody vouches for the key.
    assert!(shows(
        &h,
        "Signed report, read-only: signed by Jeanne Martin"
    ));
    assert!(shows(&h, "Intact: the file is exactly what was signed."));
    assert!(shows(&h, "No trusted certificate vouches for the signer"));
    // Edits in place are refused.
    let len = expected.play.len();
    let card = expected.play.cards()[len - 1];
    h.state_mut().apply(Action::Cmd(arbitre::ui::Command::Play {
        at: len - 1,
        card,
    }));
    h.state_mut().apply(Action::Undo);
    settle(&mut h);
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("read-only"), "{status}");
    assert_eq!(h.state().document().unwrap().case(), &expected);
    assert!(!h.state().document().unwrap().is_dirty());
    // The menus grey what would change, save or re-sign it.
    h.get_by_label("File").click();
    h.run_steps(3);
    for item in [
        "Save case Ctrl+S",
        "Export report (PDF)… Ctrl+E",
        "Save notice (PDF)…",
    ] {
        assert!(disabled(&h, item), "{item}");
    }
    assert!(!disabled(&h, "Open… Ctrl+O"));
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    // A copy to work on: editable, unsaved, the director's score beside its own.
    h.get_by_label("Work on a copy").click();
    settle(&mut h);
    assert!(!h.state().is_read_only());
    assert!(h.state().document().unwrap().is_dirty());
    assert!(h.state().document().unwrap().path.is_none());
    assert!(
        shows(&h, "The director's final score: NS +420"),
        "director's score"
    );
    assert!(
        shows(&h, "This copy's final score: NS +420"),
        "copy's score"
    );
    h.state_mut().apply(Action::Cmd(arbitre::ui::Command::Play {
        at: len - 1,
        card,
    }));
    settle(&mut h);
    let status = h.state().status_text().unwrap_or_default();
    assert!(!status.contains("read-only"), "{status}");
}

/// The chair's identity folder: `ARBITRE_CONFIG_DIR`, one for the whole test binary (the
/// decision form signs with the identity of the settings folder).
fn committee_config() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("ui-after-ruling-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // SAFETY: set once, before any decision form of this binary reads it.
        unsafe { std::env::set_var("ARBITRE_CONFIG_DIR", &dir) };
        dir
    })
    .clone()
}

/// Whether the widget labelled `label` is greyed out.
/// Opens the list labelled `combo` and picks `option` in it.
fn choose(h: &mut Harness<'_, Workbench>, combo: &str, option: &str) {
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some(combo)
    })
    .click();
    h.run_steps(3);
    h.get_by(|n| n.label().as_deref() == Some(option) && n.role() != egui::accesskit::Role::Label)
        .click();
    h.run_steps(3);
}

fn disabled(h: &Harness<'_, Workbench>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

/// Types `text` into the text field labelled `label`.
fn type_into(h: &mut Harness<'_, Workbench>, label: &str, text: &str) {
    let field = h.get_by(|n| {
        matches!(
            n.role(),
            egui::accesskit::Role::TextInput
                | egui::accesskit::Role::MultilineTextInput
                | egui::accesskit::Role::PasswordInput
        ) && n.label().as_deref() == Some(label)
    });
    field.focus();
    field.type_text(text);
    h.run_steps(3);
}

#[test]
fn a_committee_amends_the_weights_on_a_copy_and_records_its_signed_decision() {
    let Some(cases) = cases() else { return };
    committee_config();
    let dir = tempfile::tempdir().unwrap();
    let pdf = common_ui::signed_case_06(&cases, dir.path());
    let report_hash = arbitre::report::appeal::sha256_hex(&std::fs::read(&pdf).unwrap());
    let mut h = harness(dir.path());
    h.state_mut().apply(Action::OpenPath(pdf.clone()));
    // The report opens at the end of its play: back to a card where the play can be cut.
    h.state_mut().apply(Action::SetCursor(20));
    settle(&mut h);
    // Read-only: the editing controls are greyed out, the decision can be recorded (upheld).
    assert!(h.state().is_read_only());
    assert!(
        disabled(&h, "Cut the play here"),
        "cut the play is greyed out"
    );
    h.get_by_label("Work on a copy").click();
    settle(&mut h);
    h.state_mut().apply(Action::SetCursor(20));
    settle(&mut h);
    assert!(!h.state().is_read_only());
    assert!(!disabled(&h, "Cut the play here"));

    // The committee weighs the outcomes: half 9 tricks (−50), half 10 (+420).
    let weights = vec![
        arbitre::case::Weight {
            declarer_tricks: 9,
            percent: 50,
        },
        arbitre::case::Weight {
            declarer_tricks: 10,
            percent: 50,
        },
    ];
    h.state_mut()
        .apply(Action::Cmd(arbitre::ui::Command::SetWeights(
            weights.clone(),
        )));
    settle(&mut h);
    assert!(shows(&h, "The director's final score: NS +420"));
    assert!(
        shows(&h, "This copy's final score: NS +190"),
        "the copy's weighted score"
    );

    // Record the decision: amended, with reasons, members, the chair and the passphrase.
    h.get_by_label("Record the decision…").click();
    settle(&mut h);
    assert!(h.state().decision_form_shown());
    assert!(
        shows(&h, &report_hash),
        "the form names the report's SHA-256"
    );
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::RadioButton
            && n.label()
                .is_some_and(|l| l.starts_with("Amended: this copy's ruling"))
    })
    .click();
    h.run_steps(3);
    let sign = |h: &Harness<'_, Workbench>| disabled(h, "Sign and save…");
    assert!(sign(&h), "nothing typed yet: signing waits");
    type_into(
        &mut h,
        "Reasons",
        "East could not have known; the weighting is fairer.",
    );
    type_into(&mut h, "Members", "Anne Martin");
    h.key_press(egui::Key::Enter);
    type_into(&mut h, "Members", "Bruno Leroy");
    type_into(&mut h, "Chair (signs)", "Claire Petit");
    assert!(sign(&h), "the passphrase is still missing");
    type_into(
        &mut h,
        "Passphrase of the signing identity",
        "chair passphrase",
    );
    assert!(!sign(&h), "ready to sign");
    // The players read French: the decision is in French, whatever the window's language.
    choose(&mut h, "Language of the decision", "Français");
    // What the file dialog's answer does.
    let out = dir.path().join("appeal-board-6.pdf");
    h.state_mut().apply(Action::DecisionTo(out.clone()));
    settle(&mut h);
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("Appeal decision written"), "{status}");
    assert!(status.contains(&report_hash), "{status}");
    assert!(!h.state().decision_form_shown());

    // The decision verifies through the library, names the report and carries the copy.
    let bytes = std::fs::read(&out).unwrap();
    let decision =
        arbitre::report::signed::read(&bytes, dir.path(), &arbitre::sign::TrustStore::new())
            .unwrap();
    assert!(decision.intact, "{:?}", decision.problems);
    assert_eq!(decision.signer, "Claire Petit");
    assert_eq!(
        decision.kind,
        arbitre::report::signed::Kind::AppealDecision(report_hash.clone())
    );
    assert_eq!(decision.case.equity.weights, weights);
    if let Ok(out) = std::process::Command::new("pdftotext")
        .arg(&out)
        .arg("-")
        .output()
    {
        let text = String::from_utf8_lossy(&out.stdout).replace(char::is_whitespace, "");
        assert!(text.contains(&report_hash), "{text}");
        assert!(text.contains("Modifiée:ladécisionducomité"), "{text}");
        assert!(text.contains("AnneMartin,BrunoLeroy"), "{text}");
    }
}

#[test]
fn a_tampered_report_opens_only_with_the_warning() {
    let Some(cases) = cases() else { return };
    let dir = tempfile::tempdir().unwrap();
    let pdf = common_ui::signed_case_06(&cases, dir.path());
    let mut bytes = std::fs::read(&pdf).unwrap();
    let at = bytes.len() / 4;
    bytes[at] ^= 0x01;
    let forged = dir.path().join("forged.pdf");
    std::fs::write(&forged, &bytes).unwrap();
    let mut h = harness(dir.path());
    h.state_mut().apply(Action::OpenPath(forged));
    settle(&mut h);
    let report = h.state().signed_report().expect("opened with the warning");
    assert!(!report.intact);
    assert!(h.state().is_read_only());
    assert!(shows(&h, "NOT INTACT"));
    assert!(shows(&h, "it names Jeanne Martin as its signer"));
    assert!(!shows(&h, "Work on a copy"));
    h.state_mut().apply(Action::WorkOnCopy);
    settle(&mut h);
    assert!(h.state().is_read_only());
    // Never the basis of a decision: the button is greyed out and refused.
    assert!(disabled(&h, "Record the decision…"));
    h.state_mut().apply(Action::RecordDecision);
    settle(&mut h);
    assert!(!h.state().decision_form_shown());
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains("cannot be the basis of a decision"),
        "{status}"
    );
}

/// Whether the rulings list has a row for `board` (its link).
fn row_link(h: &Harness<'_, Workbench>, board: &str) -> bool {
    h.query_all_by(|n| {
        n.role() == egui::accesskit::Role::Link && n.label().as_deref() == Some(board)
    })
    .next()
    .is_some()
}

#[test]
fn the_rulings_list_reads_the_session_folder_and_filters_by_player_status_and_law() {
    let Some(cases) = cases() else { return };
    let dir = tempfile::tempdir().unwrap();
    let session = dir.path().join("session");
    std::fs::create_dir_all(&session).unwrap();
    for name in [
        "02-established-offender-won-two-tricks.toml",
        "05-3nt-defender-discards-690.toml",
        "09-both-sides-revoke.toml",
    ] {
        std::fs::copy(cases.join(name), session.join(name)).unwrap();
    }
    // One case names its table and players.
    let five = session.join("05-3nt-defender-discards-690.toml");
    let mut text = std::fs::read_to_string(&five).unwrap();
    text.push_str(
        "\n[meta]\nround = \"2\"\ntable = \"7\"\nnorth = \"Anne Dupont\"\nsouth = \"Luc Roy\"\n",
    );
    std::fs::write(&five, text).unwrap();
    // Case 5 is signed, case 9 notified (its notice), case 2 a draft.
    let identity = arbitre::sign::Identity::generate("Jeanne Martin").unwrap();
    let options = arbitre::report::ReportOptions::default();
    for (name, notice) in [
        ("05-3nt-defender-discards-690.toml", false),
        ("09-both-sides-revoke.toml", true),
    ] {
        let file = session.join(name);
        let text = std::fs::read_to_string(&file).unwrap();
        let case = arbitre::case::load(&file).unwrap();
        let judgement = arbitre::laws::rule(&case).unwrap();
        let pdf = if notice {
            arbitre::report::notice::render_signed(
                &case,
                &judgement,
                &text,
                &options,
                arbitre::report::notice::NoticePaper::A5,
                &identity,
            )
        } else {
            arbitre::report::render_signed(&case, &judgement, &text, &options, &identity)
        }
        .unwrap();
        std::fs::write(session.join(name.replace(".toml", ".pdf")), pdf).unwrap();
    }

    let mut h = harness(dir.path());
    // The default folder is the case's own.
    h.state_mut().apply(Action::OpenPath(
        session.join("02-established-offender-won-two-tricks.toml"),
    ));
    settle(&mut h);
    assert_eq!(h.state().session_dir().as_deref(), Some(session.as_path()));
    h.state_mut().apply(Action::ShowRulings);
    settle(&mut h);
    let listing = h.state().rulings_listing().expect("the folder is read");
    assert_eq!(listing.entries.len(), 3, "{:?}", listing.failures);
    assert!(shows(&h, "3 of 3 rulings shown"));
    assert!(shows(&h, "Anne Dupont – Luc Roy"));
    assert!(shows(&h, "round 2, table 7"));
    let status_of = |h: &Harness<'_, Workbench>, board: &str| {
        let listing = h.state().rulings_listing().unwrap();
        let e = listing.entries.iter().find(|e| e.board == board).unwrap();
        e.status
    };
    use arbitre::session::Status;
    assert_eq!(status_of(&h, "2"), Status::Draft);
    assert_eq!(status_of(&h, "5"), Status::Signed);
    assert_eq!(status_of(&h, "9"), Status::Notified);
    assert!(shows(&h, "notified"));

    // By status, with the status list.
    choose(&mut h, "Status", "signed");
    assert!(shows(&h, "1 of 3 rulings shown"));
    assert!(row_link(&h, "Board 5") && !row_link(&h, "Board 9"));
    choose(&mut h, "Status", "all");
    assert!(shows(&h, "3 of 3 rulings shown"));

    let search = |h: &mut Harness<'_, Workbench>, text: &str| {
        let field = h.get_by(|n| {
            n.role() == egui::accesskit::Role::TextInput
                && n.label().is_some_and(|l| l.contains("Search"))
        });
        field.focus();
        field.type_text(text);
        h.run_steps(3);
    };
    // By player.
    search(&mut h, "dupont");
    assert!(shows(&h, "1 of 3 rulings shown"));
    assert!(row_link(&h, "Board 5"));
    assert!(!row_link(&h, "Board 9"));
    // By law (the word typed before taken back first).
    for _ in 0.."dupont".len() {
        h.key_press(egui::Key::Backspace);
    }
    h.run_steps(2);
    assert!(shows(&h, "3 of 3 rulings shown"));
    search(&mut h, "draft");
    assert!(shows(&h, "1 of 3 rulings shown"));
    assert!(row_link(&h, "Board 2") && !row_link(&h, "Board 5"));
    for _ in 0.."draft".len() {
        h.key_press(egui::Key::Backspace);
    }
    h.run_steps(2);
    search(&mut h, "64B3");
    assert!(shows(&h, "1 of 3 rulings shown"));
    // A row opens its case.
    assert!(row_link(&h, "Board 9") && !row_link(&h, "Board 5"));
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::Link && n.label().as_deref() == Some("Board 9")
    })
    .click();
    settle(&mut h);
    let doc = h.state().document().unwrap();
    assert_eq!(doc.case().board.number.to_string(), "9");

    // A notice signed from the workbench into the session folder shows in the list at once.
    h.state_mut().apply(Action::OpenPath(
        session.join("02-established-offender-won-two-tricks.toml"),
    ));
    settle(&mut h);
    assert_eq!(status_of(&h, "2"), Status::Draft);
    h.state_mut().save_notice_to(
        choice(dir.path(), None),
        session.join("02-established-offender-won-two-tricks.pdf"),
    );
    settle(&mut h);
    assert_eq!(status_of(&h, "2"), Status::Notified);
}
