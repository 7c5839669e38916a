//! Nothing the director clicks or types makes the workbench panic.
mod common;
mod common_ui;
use common_ui::settle;

use arbitre::case::Case;
use arbitre::i18n::Lang;
use arbitre::notation::card_symbol;
use arbitre::ui::app::Workbench;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(case: Case) -> Harness<'static, Workbench> {
    let app = Workbench::with_autosave(None, common_ui::settings(Lang::En), None);
    let mut h = common_ui::harness_app(app);
    h.state_mut().set_case(case, None);
    settle(&mut h);
    h
}

/// A tiny deterministic generator (no dependency needed).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

#[test]
fn a_whole_deal_of_illegal_cards_is_recorded_and_flagged() {
    let Some(dir) = common::shared_dir("cases") else {
        return;
    };
    let mut case = arbitre::case::load(&dir.join("05-3nt-defender-discards-690.toml")).unwrap();
    case.play.truncate(0);
    let mut h = harness(case);
    let mut rng = Lcg(7);
    for _ in 0..52 {
        let (hand, legal) = {
            let play = &h.state().document().unwrap().case().play;
            let pos = play.position(play.len());
            let seat = pos.next.expect("someone is on turn");
            (pos.remaining[seat as usize], pos.legal_cards(seat))
        };
        // Prefer a card that does not follow suit: the window must accept and flag it.
        let illegal: Vec<_> = hand.iter().filter(|c| !legal.contains(*c)).collect();
        let pool: Vec<_> = if illegal.is_empty() {
            hand.iter().collect()
        } else {
            illegal
        };
        let card = pool[rng.next(pool.len())];
        h.get_by_label(&card_symbol(card)).click();
        settle(&mut h);
    }
    let play = &h.state().document().unwrap().case().play;
    assert_eq!(play.len(), 52);
    assert!(play.revokes().count() > 0);
    assert!(play.is_finished());
}

#[test]
fn random_keys_and_clicks_never_break_the_case() {
    let Some(dir) = common::shared_dir("cases") else {
        return;
    };
    let case = arbitre::case::load(&dir.join("09-both-sides-revoke.toml")).unwrap();
    let mut h = harness(case);
    let mut rng = Lcg(42);
    let keys = [
        (egui::Modifiers::NONE, egui::Key::ArrowLeft),
        (egui::Modifiers::NONE, egui::Key::ArrowRight),
        (egui::Modifiers::NONE, egui::Key::Home),
        (egui::Modifiers::NONE, egui::Key::End),
        (egui::Modifiers::COMMAND, egui::Key::Z),
        (
            egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
            egui::Key::Z,
        ),
        (egui::Modifiers::NONE, egui::Key::Tab),
        (egui::Modifiers::NONE, egui::Key::Enter),
    ];
    for i in 0..80 {
        if i % 3 == 0 {
            // Click a card of the hand on turn, if any.
            let card = {
                let doc = h.state().document().unwrap();
                let pos = doc.case().play.position(doc.cursor());
                pos.next.and_then(|s| {
                    let cards: Vec<_> = pos.remaining[s as usize].iter().collect();
                    (!cards.is_empty()).then(|| cards[rng.next(cards.len())])
                })
            };
            if let Some(card) = card {
                h.get_by_label(&card_symbol(card)).click();
            }
        } else {
            let (m, k) = keys[rng.next(keys.len())];
            h.key_press_modifiers(m, k);
        }
        settle(&mut h);
        let doc = h.state().document().unwrap();
        assert!(doc.cursor() <= doc.case().play.len());
    }
}
