//! A signed report opened as the appeals committee does is read-only: with the replay
//! moved back, the window never says that a card clicked or typed now replaces the play
//! (issue 26, point 6, "Stale state"), while the same case opened from its file does.
mod common;
mod common_ui;
use arbitre::i18n::Lang;
use arbitre::ui::app::Action;
use common_ui::{settle_frames as settle, shows};

const CASE_06: &str = "06-equity-64c-restores-4s-made.toml";
const HINT: &str = "now replaces card 6";

#[test]
fn the_read_only_report_never_offers_to_replace_the_play() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let original = cases.join(CASE_06);

    // The case file itself: moved back to card 5, the hint is there.
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(original.clone()));
    settle(&mut h);
    h.state_mut().apply(Action::SetCursor(5));
    settle(&mut h);
    assert!(
        shows(&h, HINT),
        "the editable case should say a card replaces card 6"
    );

    // The same case as a signed report: read-only, no such offer.
    let path = common_ui::signed_case_06(&cases, dir.path());
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(path));
    settle(&mut h);
    h.state_mut().apply(Action::SetCursor(5));
    settle(&mut h);
    assert!(shows(&h, "Trick"), "the report's case is on screen");
    assert!(
        !shows(&h, HINT),
        "a read-only report offers to replace the play"
    );
}
