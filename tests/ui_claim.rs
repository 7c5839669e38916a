//! The Claim panel driven through the real app state, headless (egui_kittest): a disputed
//! claim entered on a loaded case, its statement built by clicking cards, the proposal
//! read, the line shown apart from the recorded play, the award given, saved and reopened.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use contract_bridge::Seat;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::time::Duration;

fn harness(dir: &Path) -> Harness<'static, Workbench> {
    common_ui::harness_in(dir, Lang::En)
}

fn settle(h: &mut Harness<'_, Workbench>) {
    h.run_steps(2);
    assert!(
        h.state_mut().wait_for_jobs(Duration::from_secs(120)),
        "jobs still running"
    );
    h.run();
}

fn shows(h: &Harness<'_, Workbench>, text: &str) -> bool {
    common_ui::shows(h, text)
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

    // "A spade to the queen": lead the ♠3, finesse with the ♠Q.
    click(&mut h, "Add ♠3 to the statement");
    click(&mut h, "Finesse with the next card clicked");
    click(&mut h, "Add ♠Q to the statement");
    let claim = h.state().document().unwrap().case().claim.clone().unwrap();
    assert_eq!(claim.line, vec!["S3".to_owned(), "finesse:SQ".to_owned()]);
    assert!(shows(&h, "lead ♠3, finesse with ♠Q"));
    assert_eq!(proposed(&h), 3, "the stated finesse is credited");
    assert!(shows(&h, "Proposal: 3 tricks of the 3 left"));

    // The line is shown greyed in the panel, never added to the recorded play.
    click(&mut h, "Show this line");
    assert!(shows(&h, "Trick 11"));
    assert!(shows(&h, "card 0 of 12 of the line"));
    for _ in 0..3 {
        click(&mut h, "Next card");
    }
    assert!(shows(&h, "card 3 of 12 of the line"));
    click(&mut h, "Previous card");
    assert!(shows(&h, "card 2 of 12 of the line"));
    assert_eq!(h.state().document().unwrap().case().play.len(), 40);
    click(&mut h, "Hide this line");
    assert!(!shows(&h, "Trick 11"));

    click(&mut h, "Accept the proposal");
    let reasons = "The finesse was stated: the queen wins.";
    h.get_by_label("Your reasons (kept with the director's notes, printed in the report)")
        .click();
    h.run();
    h.get_by_label("Your reasons (kept with the director's notes, printed in the report)")
        .type_text(reasons);
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().case().meta.notes, reasons);
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
    assert_eq!(reopened.case().play, before.play);
    assert_eq!(reopened.case().meta.notes, reasons);
}
