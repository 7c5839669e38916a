//! The Claim panel driven through the real app state, headless (egui_kittest): a disputed
//! claim entered on a loaded case, its statement built by clicking cards, the proposal
//! read, the line shown apart from the recorded play, the award given, saved and reopened.
mod common;
mod common_ui;
use common_ui::{settle, shows};

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use contract_bridge::Seat;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::Path;

fn harness(dir: &Path) -> Harness<'static, Workbench> {
    common_ui::harness_in(dir, Lang::En)
}

fn click(h: &mut Harness<'_, Workbench>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

#[test]
fn a_disputed_claim_is_entered_stated_by_clicking_ruled_awarded_saved_and_reopened() {
    let Some(claims) = common::shared_dir("claims") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut case = arbitre::case::load(&claims.join("02-unstated-finesse-70E.toml")).unwrap();
    case.claim = None;
    let mut h = harness(dir.path());
    h.state_mut().set_case(case, None);
    settle(&mut h);

    click(&mut h, "Claim");
    click(&mut h, "Record a claim or concession after card 40");
    let claim = h.state().document().unwrap().case().claim.clone().unwrap();
    assert_eq!((claim.after_card, claim.by), (40, Seat::South));
    assert_eq!(claim.tricks, Some(3), "all the tricks left, by default");
    assert!(!claim.agreed, "disputed");

    // Silent, the claim rests on an unstated finesse: 2 of the 3 (70E1).
    let proposed = |h: &Harness<'_, Workbench>| {
        let j = h
            .state()
            .ruling()
            .result
            .as_ref()
            .unwrap()
            .as_ref()
            .unwrap();
        j.claim.as_ref().unwrap().proposed
    };
    assert_eq!(proposed(&h), 2);
    assert!(shows(&h, "Proposal: 2 tricks of the 3 left"));
    // The Ruling tab gives the claim's result (there is no revoke): as claimed, as ruled.
    click(&mut h, "Ruling");
    assert!(shows(&h, "The claim"));
    assert!(shows(&h, "As claimed"));
    assert!(!shows(&h, "No revoke in this play"));
    click(&mut h, "Claim");

    // "A spade to the queen": lead the ♠3, finesse with the ♠Q.
    click(&mut h, "Add ♠3 to the statement");
    click(&mut h, "Finesse with the next card clicked");
    click(&mut h, "Add ♠Q to the statement");
    let claim = h.state().document().unwrap().case().claim.clone().unwrap();
    assert_eq!(claim.line, vec!["S3".to_owned(), "finesse:SQ".to_owned()]);
    assert!(shows(&h, "lead ♠3, finesse with ♠Q"));
    assert_eq!(proposed(&h), 3, "the stated finesse is credited");
    assert!(shows(&h, "Proposal: 3 tricks of the 3 left"));

    // The line is played in the main replay, greyed under a banner, never added to the
    // recorded play; the replay keys step through it and Escape leaves it.
    click(&mut h, "Show this line in the replay");
    assert!(shows(
        &h,
        "Showing the line that gives the proposal, not the play."
    ));
    assert!(shows(
        &h,
        "card 0 of 12 of the line, not part of the recorded play"
    ));
    for _ in 0..3 {
        click(&mut h, "Next card");
    }
    assert!(shows(&h, "card 3 of 12 of the line"));
    // The stated lead comes first, in the grid after the 40 recorded cards.
    assert!(shows(&h, "Card 1 of the line: ♠3"));
    assert!(!shows(&h, "Card 4 of the line"), "not shown yet");
    click(&mut h, "Previous card");
    assert!(shows(&h, "card 2 of 12 of the line"));
    assert_eq!(h.state().line_preview().map(|p| p.step), Some(2));
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    assert_eq!(h.state().line_preview().map(|p| p.step), Some(3));
    assert_eq!(h.state().document().unwrap().case().play.len(), 40);
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    assert!(h.state().line_preview().is_none());
    assert!(!shows(&h, "Showing the line that gives the proposal"));
    // Shown again, then left by the banner's button; and any edit of the case leaves it.
    click(&mut h, "Show this line in the replay");
    click(&mut h, "Next card");
    assert!(shows(&h, "Card 1 of the line: ♠3"));
    click(&mut h, "Back to the recorded play");
    assert!(h.state().line_preview().is_none());
    assert!(!shows(&h, "Card 1 of the line"));
    click(&mut h, "Show this line in the replay");
    assert!(h.state().line_preview().is_some());

    click(&mut h, "Next card");
    assert_eq!(
        h.state()
            .document()
            .unwrap()
            .case()
            .claim
            .as_ref()
            .unwrap()
            .awarded,
        None,
        "no award before the director gives one"
    );
    let awarded = |h: &Harness<'_, Workbench>| {
        h.query_all_by(|n| {
            n.role() == egui::accesskit::Role::SpinButton
                && n.label().as_deref() == Some("Tricks awarded by the director")
        })
        .filter_map(|n| n.accesskit_node().numeric_value())
        .collect::<Vec<f64>>()
    };
    assert!(
        awarded(&h).is_empty(),
        "blank until the director gives a figure"
    );
    assert!(shows(&h, "the proposal (no award given)"));
    click(&mut h, "Accept the proposal");
    assert!(
        awarded(&h).contains(&f64::from(proposed(&h))),
        "Accept the proposal visibly sets the award: {:?}",
        awarded(&h)
    );
    assert!(
        h.state().line_preview().is_none(),
        "an edit goes back to the recorded play"
    );
    let reasons = "The finesse was stated: the queen wins.";
    let label = "Your reasons for the award (kept with the claim, printed in the report)";
    h.get_by_label(label).click();
    h.run();
    h.get_by_label(label).type_text(reasons);
    settle(&mut h);
    let claim = h.state().document().unwrap().case().claim.clone().unwrap();
    assert_eq!(claim.reasons, reasons);
    assert_eq!(
        h.state().document().unwrap().case().meta.notes,
        "",
        "the director's notes are left alone"
    );
    let before = h.state().document().unwrap().case().clone();
    assert_eq!(before.claim.as_ref().unwrap().awarded, Some(3));

    let saved = dir.path().join("claim.toml");
    h.state_mut().apply(Action::SaveTo(saved.clone()));
    settle(&mut h);
    assert!(!h.state().document().unwrap().is_dirty());

    let mut h2 = harness(dir.path());
    h2.state_mut().apply(Action::OpenPath(saved));
    settle(&mut h2);
    let reopened = h2.state().document().expect("the saved case opens");
    assert_eq!(reopened.case().claim, before.claim);
    assert_eq!(
        reopened.case().claim.as_ref().unwrap().reasons,
        reasons,
        "the reasons come back with the claim"
    );
    assert_eq!(reopened.case().play, before.play);
}

#[test]
fn the_evidence_job_is_cancelled_and_computed_again() {
    let Some(claims) = common::shared_dir("claims") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // A claim of all 13 tricks before the opening lead: its evidence takes long in a
    // debug build, the Cancel button stops it.
    let mut case = arbitre::case::load(&claims.join("02-unstated-finesse-70E.toml")).unwrap();
    case.play.truncate(0);
    case.claim = Some(arbitre::case::Claim {
        after_card: 0,
        by: Seat::South,
        tricks: Some(13),
        agreed: false,
        ..arbitre::case::Claim::default()
    });
    let mut h = harness(dir.path());
    h.state_mut().set_case(case, None);
    h.run_steps(2);
    h.get_by_label("Claim").click();
    h.run_steps(2);
    assert!(shows(&h, "Ruling…"), "the evidence is being computed");
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert!(h.state().ruling().cancelled);
    assert!(h.state().ruling().result.is_none(), "no figure is kept");
    assert!(shows(&h, "Cancelled: no figure was kept."));
    assert!(!shows(&h, "Proposal:"));

    // Asked again, it runs again (and is cancelled again to end the test).
    h.get_by_label("Compute again").click();
    h.run_steps(2);
    assert!(shows(&h, "Ruling…"));
    assert!(!h.state().ruling().cancelled);
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert!(h.state().ruling().cancelled);
}

#[test]
fn the_facts_pane_shows_no_award_until_the_director_gives_one() {
    let Some(claims) = common::shared_dir("claims") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut case = arbitre::case::load(&claims.join("02-unstated-finesse-70E.toml")).unwrap();
    case.claim.as_mut().unwrap().awarded = None;
    let mut h = harness(dir.path());
    h.state_mut().set_case(case, None);
    settle(&mut h);
    // At this width the facts are a column of their own (no tab to pick); its claim rows
    // may lie below the fold, so the buttons are pressed as a screen reader does.
    let awarded = |h: &Harness<'_, Workbench>| {
        h.state()
            .document()
            .unwrap()
            .case()
            .claim
            .as_ref()
            .unwrap()
            .awarded
    };
    // Left alone, the proposal counts: nothing that looks like an award is shown or written.
    assert!(shows(&h, "the proposal (no award given)"));
    assert_eq!(awarded(&h), None);
    h.get_by_label("Give an award").click_accesskit();
    settle(&mut h);
    let claimed = h
        .state()
        .document()
        .unwrap()
        .case()
        .claim
        .as_ref()
        .unwrap()
        .tricks;
    assert_eq!(
        awarded(&h),
        claimed,
        "the award starts at the tricks claimed"
    );
    assert!(!shows(&h, "the proposal (no award given)"));
    h.get_by_label("Use the proposal").click_accesskit();
    settle(&mut h);
    assert_eq!(awarded(&h), None);
    assert!(shows(&h, "the proposal (no award given)"));
}
