//! The workbench's layout at the window sizes directors use, headless (egui_kittest): the
//! whole deal, the replay bar and the ruling reachable, nothing cut at the window's edge,
//! no card over another label.
mod common;
mod common_ui;
use common_ui::{settle, shows};

use arbitre::i18n::{Lang, Tr};
use arbitre::notation::card_symbol;
use arbitre::ui::app::{Layout, Workbench};
use arbitre::ui::settings::Settings;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(lang: Lang, size: [f32; 2]) -> Option<Harness<'static, Workbench>> {
    let path = common::shared_dir("cases")?.join("09-both-sides-revoke.toml");
    Some(harness_for(&path, lang, size))
}

fn harness_for(path: &std::path::Path, lang: Lang, size: [f32; 2]) -> Harness<'static, Workbench> {
    let path = path.to_path_buf();
    let case = arbitre::case::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        lang,
        ..Settings::default()
    };
    let mut app = Workbench::with_autosave(None, settings, Some(dir.path().join("a.toml")));
    // Shown at the first revoke (a case opens at the end of its play, its hands empty).
    let first = case.play.revokes().next().map(|s| s.number());
    app.set_case(case, Some(path));
    if let Some(first) = first {
        app.apply(arbitre::ui::app::Action::SetCursor(first));
    }
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(20)
        .with_context_setup(arbitre::ui::install_fonts)
        .build_eframe(move |_cc| app);
    settle(&mut h);
    h
}

/// The whole deal is in the window, no card covers another or a seat's name.
fn assert_deal_fits(h: &Harness<'_, Workbench>, tr: Tr, size: [f32; 2], at: &str) {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    let cards = hand_cards(h);
    assert!(
        cards.len() >= 20,
        "{at}: the hands are shown ({})",
        cards.len()
    );
    for (name, rect) in &cards {
        assert!(
            window.contains_rect(*rect),
            "{at}: {name} at {rect:?} is cut"
        );
    }
    for (i, (a, ra)) in cards.iter().enumerate() {
        for (b, rb) in &cards[i + 1..] {
            assert!(
                !ra.shrink(1.0).intersects(rb.shrink(1.0)),
                "{at}: {a} and {b} overlap"
            );
        }
    }
    let mut seat_labels = 0;
    for seat in ["seat-N", "seat-E", "seat-S", "seat-W"] {
        let name = tr.t(seat);
        let names = h.query_all_by(|n| {
            n.label().is_some_and(|l| l == name) || n.value().is_some_and(|v| v == name)
        });
        for n in names {
            seat_labels += 1;
            for (card, rect) in &cards {
                assert!(
                    !n.rect().shrink(1.0).intersects(rect.shrink(1.0)),
                    "{at}: {card} covers {name}"
                );
            }
        }
    }
    assert!(seat_labels >= 4, "{at}: the seats are named");
}

/// The cards of the four hands still to be played at the cursor (their accessible name is
/// the card alone), with where they are drawn.
fn hand_cards(h: &Harness<'_, Workbench>) -> Vec<(String, egui::Rect)> {
    let deal = *h.state().document().unwrap().case().play.deal();
    // The cards are named in the window's language (♠R in French).
    let tr = h.state().tr();
    let mut names = Vec::new();
    for seat in contract_bridge::Seat::ALL {
        for card in deal[seat] {
            names.push(tr.cards(&card_symbol(card)));
        }
    }
    names
        .into_iter()
        .flat_map(|name| {
            h.query_all_by_label(&name)
                .map(|n| (name.clone(), n.rect()))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every size a director's screen is likely to have, in both languages: the layout the
/// width calls for, the whole deal inside the window with no two cards on each other, the
/// replay bar's last button whole, and the ruling reachable in one click.
#[test]
fn the_deal_the_replay_bar_and_the_ruling_fit_at_every_size() {
    for (size, layout) in [
        ([900.0, 600.0], Layout::Narrow),
        ([1280.0, 720.0], Layout::Medium),
        ([1600.0, 1000.0], Layout::Wide),
        ([1920.0, 1080.0], Layout::Wide),
    ] {
        for lang in Lang::ALL {
            let Some(mut h) = harness(lang, size) else {
                return;
            };
            let tr = Tr::new(lang);
            let at = format!("{}x{} {lang:?}", size[0], size[1]);
            assert_eq!(h.state().layout(), layout, "{at}");
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
            assert_deal_fits(&h, tr, size, &at);
            // The replay bar's last button is whole.
            let cut = h.get_by_label(&tr.t("ui-cut-play")).rect();
            assert!(window.contains_rect(cut), "{at}: the cut button at {cut:?}");

            // The ruling is on screen, or one tab away.
            let revoke_heading = tr.t_args(
                "ui-ruling-revoke",
                &[
                    ("i", 1.into()),
                    ("n", 12.into()),
                    ("card", "♣3".into()),
                    ("seat", tr.t("seat-W").into()),
                    ("trick", 3.into()),
                ],
            );
            if layout == Layout::Narrow {
                assert!(!shows(&h, &revoke_heading), "{at}: one pane at a time");
                h.get_by_label(&tr.t("ui-tab-ruling")).click();
                settle(&mut h);
            }
            assert!(shows(&h, &revoke_heading), "{at}: {revoke_heading}");
            // The facts are on screen, or one tab away.
            let facts = tr.t("ui-facts-attention");
            if layout != Layout::Wide {
                assert!(!shows(&h, &facts), "{at}: the facts are behind their tab");
                h.get_by_label(&tr.t("ui-tab-facts")).click();
                settle(&mut h);
            }
            assert!(shows(&h, &facts), "{at}: {facts}");
        }
    }
}

/// Thirteen cards of a suit in every hand: the longest suits wrap within their place, never
/// under the trick or off the window.
#[test]
fn thirteen_card_suits_stay_in_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.revoke.toml");
    std::fs::write(
        &path,
        r#"format = "revoke-case/1"
title = "Four thirteen-card suits"

[board]
pbn = """
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Declarer "S"]
[Contract "7NT"]
"""
"#,
    )
    .unwrap();
    for size in [[900.0, 600.0], [1280.0, 720.0], [1600.0, 1000.0]] {
        for lang in Lang::ALL {
            let h = harness_for(&path, lang, size);
            let at = format!("{}x{} {lang:?}", size[0], size[1]);
            assert_eq!(hand_cards(&h).len(), 52, "{at}");
            assert_deal_fits(&h, Tr::new(lang), size, &at);
        }
    }
}
