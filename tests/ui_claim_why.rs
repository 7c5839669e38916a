//! The Claim tab says why the line makes fewer tricks than double dummy (issue 23, point
//! 3), in English and French, and, when the claim's evidence is not complete within the
//! time budget, says so without a figure and offers to continue (point 2).
mod common;
mod common_ui;
use common_ui::{settle, shows};

use arbitre::i18n::Lang;
use arbitre::ui::app::Workbench;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn case_03() -> Option<arbitre::case::Case> {
    let claims = common::shared_dir("claims")?;
    Some(arbitre::case::load(&claims.join("03-blocked-suit-careless.toml")).unwrap())
}

fn open(
    lang: Lang,
    budget: Option<f64>,
) -> Option<(tempfile::TempDir, Harness<'static, Workbench>)> {
    let case = case_03()?;
    let dir = tempfile::tempdir().unwrap();
    let mut h = common_ui::harness_in(dir.path(), lang);
    if let Some(seconds) = budget {
        h.state_mut().set_rule_budget(seconds);
    }
    h.state_mut().set_case(case, None);
    settle(&mut h);
    Some((dir, h))
}

#[test]
fn the_claim_tab_of_case_03_says_why_the_line_loses_two_tricks_in_english() {
    let Some((_dir, mut h)) = open(Lang::En, None) else {
        return;
    };
    h.get_by_label("Claim").click();
    settle(&mut h);
    assert!(shows(
        &h,
        "Why the line makes fewer tricks than double dummy:"
    ));
    assert!(shows(
        &h,
        "Trick 10: South may lead ♥3 first: a winning suit, winning suits in any order, \
         careless but normal (leading, rule 2); 2 tricks lost against double dummy"
    ));
    let j = h
        .state()
        .ruling()
        .result
        .as_ref()
        .unwrap()
        .as_ref()
        .unwrap();
    let lost = &j.claim.as_ref().unwrap().lost;
    assert_eq!(lost.len(), 1);
    assert_eq!((lost[0].trick, lost[0].lost), (10, 2));
    assert_eq!(lost[0].why, arbitre::claims::Why::WinnerAnyOrder);
}

#[test]
fn the_claim_tab_of_case_03_says_why_in_french() {
    let Some((_dir, mut h)) = open(Lang::Fr, None) else {
        return;
    };
    h.get_by_label("Revendication").click();
    settle(&mut h);
    assert!(shows(
        &h,
        "Pourquoi la ligne fait moins de levées qu'à quatre jeux :"
    ));
    assert!(shows(&h, "Levée 10 : Sud peut jouer ♥3 d'abord"));
    assert!(shows(
        &h,
        "2 levées perdues par rapport à l'analyse à quatre jeux"
    ));
}

#[test]
fn evidence_past_the_budget_is_incomplete_without_a_figure_and_continues_on_request() {
    let Some((_dir, mut h)) = open(Lang::En, Some(0.0)) else {
        return;
    };
    h.get_by_label("Claim").click();
    settle(&mut h);
    assert!(h.state().ruling().incomplete);
    assert!(h.state().ruling().result.is_none(), "no partial figure");
    assert!(shows(
        &h,
        "Evidence incomplete: the claim's evidence was not complete within"
    ));
    assert!(!shows(&h, "Proposal:"));
    h.get_by_label("Continue (no time limit)").click();
    settle(&mut h);
    assert!(!h.state().ruling().incomplete);
    let j = h
        .state()
        .ruling()
        .result
        .as_ref()
        .unwrap()
        .as_ref()
        .unwrap();
    assert_eq!(j.claim.as_ref().unwrap().proposed, 2);
    assert!(shows(&h, "Proposal: 2 tricks of the 4 left"));
}
