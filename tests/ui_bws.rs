//! The workbench on a Bridgemate `.bws` (the corpus's real session, copied into a temporary
//! folder beside its hand record, never into the repository): the board list gains each
//! board's traveller, and picking table 2's line of board 4 opens the case filled in.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use common_ui::{settle, shows};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

/// The session's BWS and hand record copied into `dir`; the workbench opened on the BWS.
fn open(dir: &Path, lang: Lang) -> Option<Harness<'static, Workbench>> {
    let src = common::corpus()?.join("bws/Rick-Wilson__Bridge-Parsers");
    for name in [
        "1768880456-bJwUQdVmhY@260119M.BWS",
        "1768880456-bJwUQdVmhY@260119HandRecord.pbn",
    ] {
        std::fs::copy(src.join(name), dir.join(name)).unwrap();
    }
    let mut h = common_ui::harness_in(dir, lang);
    h.state_mut().apply(Action::OpenPath(
        dir.join("1768880456-bJwUQdVmhY@260119M.BWS"),
    ));
    settle(&mut h);
    Some(h)
}

fn filter(h: &mut Harness<'_, Workbench>, label: &str, text: &str) {
    let field = h.get_by(|n| {
        n.role() == egui::accesskit::Role::TextInput && n.label().as_deref() == Some(label)
    });
    field.focus();
    field.type_text(text);
    h.run_steps(3);
}

#[test]
fn picking_a_traveller_line_opens_the_case_filled_in() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut h) = open(dir.path(), Lang::En) else {
        return;
    };
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains("297 results, shown under the boards of"),
        "{status}"
    );
    // The hand record holds 36 deals; 27 were played.
    assert_eq!(h.state().boards().len(), 36);
    assert!(h.state().travellers().is_some());
    // Board 4 and its traveller in view (boards 14 and 24 too).
    filter(&mut h, "Filter", "4");
    assert!(shows(
        &h,
        "3NT N 8 · table 2 · round 1 · A · NS 2 Dan Bergmann – Kevin Patterson · EW 2"
    ));
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::Button
            && n.label()
                .is_some_and(|l| l.contains(" · table 2 · round 1 · "))
    })
    .click();
    settle(&mut h);
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains("board 4, table 2: the case is filled in"),
        "{status}"
    );
    let case = h.state().document().unwrap().case().clone();
    assert_eq!(arbitre::case::contract_tag(case.board.contract), "3NT");
    assert_eq!(case.board.declarer, contract_bridge::Seat::North);
    assert_eq!(case.meta.recorded_tricks, Some(8));
    assert_eq!(case.meta.east, "Phillip Mumford");
    // The names in the form, editable.
    h.get_by_label("Title, event and notes").click();
    h.run_steps(3);
    assert!(shows(&h, "Dan Bergmann"));
    let north = h.get_by(|n| {
        n.role() == egui::accesskit::Role::TextInput && n.label().as_deref() == Some("North")
    });
    north.focus();
    north.type_text(" Jr");
    h.run_steps(3);
    assert_eq!(
        h.state().document().unwrap().case().meta.north,
        "Dan Bergmann Jr"
    );
}

#[test]
fn the_board_list_with_travellers_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut h) = open(dir.path(), Lang::Fr) else {
        return;
    };
    filter(&mut h, "Filtre", "4");
    assert!(shows(
        &h,
        "3SA N 8 · table 2 · tour 1 · A · NS 2 Dan Bergmann – Kevin Patterson · EO 2"
    ));
}
