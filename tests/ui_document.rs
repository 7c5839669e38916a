//! The document: commands, undo/redo, coalesced text edits, what is refused.
mod common;

use arbitre::case::{Attention, BoardSource, Case};
use arbitre::ui::doc::{Command, Document};
use arbitre::ui::source::{read_autosave, write_autosave};
use std::path::Path;

/// A shared case, or `None` (the test then skips, or fails in CI: see `common`).
fn case(name: &str) -> Option<Case> {
    let dir = common::shared_dir("cases")?;
    Some(arbitre::case::load(&dir.join(name)).unwrap())
}

#[test]
fn commands_undo_and_redo() {
    let Some(full) = case("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let cards = full.play.cards().to_vec();
    let mut start = full.clone();
    start.play.truncate(0);
    let mut doc = Document::new(start, None);
    assert!(!doc.is_dirty());
    for (i, &card) in cards[..5].iter().enumerate() {
        doc.apply(Command::Play { at: i, card }).unwrap();
    }
    assert_eq!(doc.case().play.len(), 5);
    assert_eq!(doc.cursor(), 5);
    assert!(doc.is_dirty());
    assert!(doc.undo());
    assert_eq!(doc.case().play.len(), 4);
    assert!(doc.redo());
    assert_eq!(doc.case().play.len(), 5);
    // Playing the card already recorded at the cursor moves on and changes nothing.
    doc.set_cursor(2);
    let revision = doc.revision();
    doc.apply(Command::Play {
        at: 2,
        card: cards[2],
    })
    .unwrap();
    assert_eq!(doc.case().play.cards(), &cards[..5]);
    assert_eq!(doc.cursor(), 3);
    assert_eq!(doc.revision(), revision, "nothing changed");
}

#[test]
fn a_card_the_player_does_not_hold_is_refused_and_changes_nothing() {
    let Some(full) = case("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let cards = full.play.cards().to_vec();
    let mut start = full;
    start.play.truncate(0);
    let mut doc = Document::new(start, None);
    // Card 2 (North's) as the opening lead by West.
    let err = doc
        .apply(Command::Play {
            at: 0,
            card: cards[1],
        })
        .unwrap_err();
    assert!(err.english().contains("card 1"), "{}", err.english());
    assert_eq!(doc.case().play.len(), 0);
    assert!(!doc.can_undo());
    assert!(!doc.is_dirty());
}

#[test]
fn typing_is_one_undo_step() {
    let Some(case) = case("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let mut doc = Document::new(case, None);
    for text in ["W", "We", "Wes", "West"] {
        doc.apply(Command::SetReasons(text.into())).unwrap();
    }
    doc.apply(Command::SetAttention(Some(Attention::AfterRound)))
        .unwrap();
    assert!(doc.undo());
    assert!(doc.undo());
    assert_eq!(doc.case().equity.reasons, "");
    assert!(!doc.can_undo());
}

#[test]
fn every_shared_case_survives_the_autosave() {
    // The autosave is the case file itself; a `pbn_file` board keeps its full path.
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.revoke.toml");
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    for entry in std::fs::read_dir(&cases).unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let case = arbitre::case::load(&path).unwrap();
        write_autosave(&case, &autosave, Some(&cases)).unwrap();
        let mut back = read_autosave(&autosave).unwrap();
        if let BoardSource::File { pbn_file, .. } = &mut back.source {
            assert!(Path::new(pbn_file.as_str()).is_absolute(), "{pbn_file}");
            *pbn_file = Path::new(pbn_file.as_str())
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned();
        }
        assert_eq!(back, case, "{}", path.display());
    }
}

#[test]
fn a_half_entered_case_survives_the_autosave() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave.revoke.toml");
    let Some(mut case) = case("05-3nt-defender-discards-690.toml") else {
        return;
    };
    case.play.truncate(21);
    case.attention = None;
    case.claim = None;
    write_autosave(&case, &autosave, None).unwrap();
    assert_eq!(read_autosave(&autosave).unwrap(), case);
}

#[test]
fn undoing_back_to_the_saved_case_leaves_it_unmodified() {
    let Some(case) = case("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let mut doc = Document::new(case, None);
    assert!(!doc.is_dirty());
    doc.apply(Command::SetReasons("Changed".into())).unwrap();
    doc.apply(Command::SetAttention(Some(Attention::AfterRound)))
        .unwrap();
    assert!(doc.is_dirty());
    assert!(doc.undo());
    assert!(doc.is_dirty());
    assert!(doc.undo());
    assert!(!doc.is_dirty(), "back to the saved case");
    assert!(doc.redo());
    assert!(doc.is_dirty());
}
