//! The table: four hands as a compass diagram, the trick in progress in the middle.
use super::{Actions, ViewCtx, contract_text, seat_name};
use crate::notation::Side;
use crate::play::{Position, Role};
use crate::ui::app::Action;
use crate::ui::doc::Command;
use crate::ui::style::{CardLook, card_widget, revoke_color, suit_color, vulnerable_color};
use contract_bridge::{Card, Hand, Seat, Suit};
use eframe::egui::{self, Align2, FontId, Rect, Sense, Stroke, StrokeKind, UiBuilder, pos2, vec2};

/// The table view (no state of its own).
#[derive(Debug, Default)]
pub struct TableView;

impl TableView {
    /// Draws the table.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else {
            ui.vertical_centered(|ui| {
                ui.add_space(40.0);
                ui.heading(tr.t("ui-welcome-title"));
                ui.label(tr.t("ui-welcome-text"));
                ui.add_space(8.0);
                if ui.button(tr.t("ui-menu-open")).clicked() {
                    actions.push(Action::OpenDialog);
                }
                if !cx.settings.recent.is_empty() {
                    ui.add_space(12.0);
                    ui.label(egui::RichText::new(tr.t("ui-menu-recent")).strong());
                    for path in &cx.settings.recent {
                        let name = path.file_name().map_or_else(
                            || path.display().to_string(),
                            |n| n.to_string_lossy().into_owned(),
                        );
                        if ui
                            .link(name)
                            .on_hover_text(path.display().to_string())
                            .clicked()
                        {
                            actions.push(Action::OpenPath(path.clone()));
                        }
                    }
                }
            });
            return;
        };
        let case = doc.case();
        let play = &case.play;
        let cursor = doc.cursor();
        let pos = play.position(cursor);
        let board = &case.board;
        // Header: board, dealer, vulnerability, contract, tricks.
        ui.horizontal_wrapped(|ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            super::heading(
                ui,
                tr.t_args("ui-board-n", &[("n", board.number.clone().into())]),
            );
            ui.separator();
            ui.label(tr.t_args("ui-dealer", &[("seat", seat_name(tr, board.dealer).into())]));
            ui.separator();
            ui.label(vul_text(tr, board));
            ui.separator();
            ui.label(
                egui::RichText::new(tr.t_args(
                    "ui-contract-by",
                    &[
                        ("contract", contract_text(&board.contract).into()),
                        ("seat", seat_name(tr, board.declarer).into()),
                    ],
                ))
                .family(crate::ui::bold_family()),
            );
        });
        ui.add_space(4.0);

        let revoke_cards: Vec<Card> = play
            .steps()
            .iter()
            .filter(|s| s.revoke || case.marked_revokes.iter().any(|m| m.card == s.number()))
            .map(|s| s.card)
            .collect();

        let w = ui.available_width().clamp(480.0, 860.0);
        let h = 400.0;
        let (area, _) = ui.allocate_exact_size(vec2(w, h), Sense::hover());
        // Columns: West 30 %, North/centre/South 40 %, East 30 %.
        let xs = [0.0, 0.3 * w, 0.7 * w, w];
        let ch = h / 3.0;
        let cell = |col: usize, row: f32| {
            Rect::from_min_max(
                pos2(area.min.x + xs[col], area.min.y + row * ch),
                pos2(area.min.x + xs[col + 1], area.min.y + (row + 1.0) * ch),
            )
            .shrink(4.0)
        };
        let frame_color = ui.visuals().widgets.noninteractive.bg_stroke.color;
        ui.painter().rect_stroke(
            cell(1, 1.0),
            6.0,
            Stroke::new(1.0, frame_color),
            StrokeKind::Inside,
        );
        for (seat, col, row) in [
            (Seat::North, 1, 0.0),
            (Seat::West, 0, 1.0),
            (Seat::East, 2, 1.0),
            (Seat::South, 1, 2.0),
        ] {
            let rect = cell(col, row);
            ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
                self.hand_ui(ui, cx, seat, &pos, &revoke_cards, actions);
            });
        }
        self.centre_ui(ui, cx, cell(1, 1.0), &pos);
        if cursor < play.len() && pos.next.is_some() {
            ui.label(
                egui::RichText::new(tr.t_args("ui-replace-hint", &[("n", (cursor + 1).into())]))
                    .small()
                    .weak(),
            );
        }
    }

    fn hand_ui(
        &self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        seat: Seat,
        pos: &Position,
        revoke_cards: &[Card],
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let case = doc.case();
        let play = &case.play;
        let on_turn = pos.next == Some(seat);
        ui.horizontal(|ui| {
            let mut name =
                egui::RichText::new(seat_name(tr, seat)).family(crate::ui::bold_family());
            if on_turn {
                name = name.underline();
            }
            ui.label(name);
            match play.role(seat) {
                Role::Declarer | Role::Dummy => {
                    ui.label(egui::RichText::new(tr.t(play.role(seat).key())).weak());
                }
                Role::Defender => {}
            }
            if case.board.dealer == seat {
                ui.label(egui::RichText::new(tr.t("ui-dealer-mark")).strong())
                    .on_hover_text(tr.t("ui-dealer-tip"));
            }
            if case.board.vulnerable(seat) {
                ui.label(egui::RichText::new(tr.t("ui-vul-mark")).color(vulnerable_color(cx.dark)))
                    .on_hover_text(tr.t("ui-vul-tip"));
            }
            let player = &case.board.players[seat as usize];
            if !player.is_empty() {
                ui.label(egui::RichText::new(player).small().weak());
            }
            if on_turn {
                ui.label(egui::RichText::new(tr.t("ui-on-turn")).small().italics());
            }
        });
        let dealt: Hand = play.deal()[seat];
        let remaining = pos.remaining[seat as usize];
        for suit in Suit::DESC {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 1.0;
                ui.label(
                    egui::RichText::new(suit.to_string())
                        .color(suit_color(suit, cx.settings.four_colour, cx.dark))
                        .size(17.0),
                );
                ui.add_space(3.0);
                let mut shown = 0;
                for rank in dealt[suit].iter().rev() {
                    let card = Card { suit, rank };
                    let played = !remaining.contains(card);
                    if played && !cx.settings.show_played {
                        continue;
                    }
                    shown += 1;
                    let look = CardLook {
                        played,
                        clickable: on_turn && !played,
                        revoke: played && revoke_cards.contains(&card),
                        size: 17.0,
                        ..CardLook::default()
                    };
                    let r = card_widget(ui, card, look, cx.settings.four_colour, None);
                    if look.clickable && r.clicked() {
                        actions.push(Action::Cmd(Command::Play {
                            at: doc.cursor(),
                            card,
                        }));
                    }
                }
                if shown == 0 {
                    ui.label(egui::RichText::new("—").weak());
                }
            });
        }
    }

    fn centre_ui(&self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, rect: Rect, pos: &Position) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let play = &doc.case().play;
        let (cards, leader, winner, number): (Vec<(Seat, Card)>, Seat, Option<Seat>, usize) =
            if !pos.on_table.is_empty() {
                (pos.on_table.clone(), pos.leader, None, pos.tricks_done + 1)
            } else if pos.tricks_done > 0 {
                let t = &play.tricks()[pos.tricks_done - 1];
                (t.cards.clone(), t.leader, t.winner, t.index + 1)
            } else {
                (Vec::new(), pos.leader, None, 1)
            };
        let painter = ui.painter_at(rect);
        let c = rect.center() - vec2(0.0, 8.0);
        let revokes: Vec<usize> = play.revokes().map(|s| s.index).collect();
        let first = if pos.on_table.is_empty() && pos.tricks_done > 0 {
            play.tricks()[pos.tricks_done - 1].first_card
        } else {
            doc.cursor() - pos.on_table.len()
        };
        for (i, (seat, card)) in cards.iter().enumerate() {
            let offset = match seat {
                Seat::North => vec2(0.0, -30.0),
                Seat::South => vec2(0.0, 30.0),
                Seat::West => vec2(-60.0, 0.0),
                Seat::East => vec2(60.0, 0.0),
            };
            let at = c + offset;
            let is_winner = winner == Some(*seat);
            let color = suit_color(card.suit, cx.settings.four_colour, cx.dark);
            let font = if is_winner {
                FontId::new(20.0, crate::ui::bold_family())
            } else {
                FontId::proportional(20.0)
            };
            let r = painter.text(
                at,
                Align2::CENTER_CENTER,
                crate::notation::card_symbol(*card),
                font,
                color,
            );
            if revokes.contains(&(first + i)) {
                painter.rect_stroke(
                    r.expand(3.0),
                    3.0,
                    Stroke::new(2.0, revoke_color(cx.dark)),
                    StrokeKind::Outside,
                );
            }
            if is_winner {
                painter.rect_stroke(
                    r.expand(3.0),
                    3.0,
                    Stroke::new(1.0, ui.visuals().text_color()),
                    StrokeKind::Outside,
                );
            }
        }
        let mut lines = vec![tr.t_args("ui-trick-n", &[("n", number.min(13).into())])];
        if cards.is_empty() {
            lines.push(tr.t_args("ui-to-lead", &[("seat", seat_name(tr, leader).into())]));
        } else {
            lines.push(tr.t_args("ui-led-by", &[("seat", seat_name(tr, leader).into())]));
        }
        if let Some(w) = winner {
            lines.push(tr.t_args("ui-won-by", &[("seat", seat_name(tr, w).into())]));
        }
        let top = pos2(rect.min.x + 6.0, rect.min.y + 4.0);
        painter.text(
            top,
            Align2::LEFT_TOP,
            lines[0].clone(),
            FontId::proportional(12.0),
            ui.visuals().weak_text_color(),
        );
        let bottom = pos2(rect.center().x, rect.max.y - 6.0);
        painter.text(
            bottom,
            Align2::CENTER_BOTTOM,
            lines[1..].join(" · "),
            FontId::proportional(12.0),
            ui.visuals().weak_text_color(),
        );
        // The trick as text for screen readers and tests.
        let summary = cards
            .iter()
            .map(|(s, c)| format!("{} {}", s.letter(), crate::notation::card_symbol(*c)))
            .collect::<Vec<_>>()
            .join(", ");
        let id = ui.scope_id().with("centre");
        let response = ui.interact(rect.shrink(30.0), id, Sense::hover());
        // Tricks won by each side so far, top right of the centre.
        let won = tr.t_args(
            "ui-tricks-won",
            &[
                ("ns", pos.won_by(Side::NS).into()),
                ("ew", pos.won_by(Side::EW).into()),
            ],
        );
        painter.text(
            pos2(rect.max.x - 6.0, rect.min.y + 4.0),
            Align2::RIGHT_TOP,
            won.clone(),
            FontId::proportional(12.0),
            ui.visuals().text_color(),
        );
        let label = format!("{}: {} ({won})", lines.join(" · "), summary);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    }
}

/// The vulnerability as people read it.
fn vul_text(tr: crate::i18n::Tr, board: &crate::case::Board) -> String {
    let ns = board.vulnerable(Seat::North);
    let ew = board.vulnerable(Seat::East);
    tr.t(match (ns, ew) {
        (false, false) => "ui-vul-none",
        (true, false) => "ui-vul-ns",
        (false, true) => "ui-vul-ew",
        (true, true) => "ui-vul-all",
    })
}
