//! Quitting (egui_kittest, headless): the window closes at once, and the ruling still
//! being computed is told to stop rather than left to run out its time budget.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::Action;

#[test]
fn quitting_stops_the_ruling_being_computed() {
    let Some(claims) = common::shared_dir("claims") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    let case = arbitre::case::load(&claims.join("02-unstated-finesse-70E.toml")).unwrap();
    // The case on screen: its ruling starts with the next frame; the director quits
    // right away.
    h.state_mut().set_case(case, None);
    h.run_steps(1);
    assert!(!h.state().ruling_stop_requested());
    h.state_mut().apply(Action::Quit);
    h.run_steps(1);
    assert!(
        h.state().is_closing(),
        "the window is told to close at once"
    );
    assert!(
        h.state().ruling_stop_requested(),
        "the ruling under way is told to stop"
    );
}
