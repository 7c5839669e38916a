//! The table: four hands as a compass diagram, the trick in progress in the middle.
pub use super::geometry::Geometry;
use super::{Actions, ViewCtx, contract_text, seat_name};
use crate::notation::Side;
use crate::play::{Position, Role};
use crate::ui::app::{Action, Shortcut};
use crate::ui::doc::Command;
use crate::ui::style::{CardLook, card_widget, revoke_color, suit_color, vulnerable_color};
use contract_bridge::{Card, Hand, Seat, Suit};
use eframe::egui::{self, Align2, FontId, Rect, Sense, Stroke, StrokeKind, UiBuilder, pos2, vec2};

/// The table view (no state of its own).
#[derive(Debug, Default)]
pub struct TableView;

impl TableView {
    /// Draws the heading of the board (board, dealer, vulnerability, contract), or the
    /// welcome page when no case is open.
    pub fn header_ui(&mut self, ui: &mut egui::Ui, cx: &ViewCtx<'_>, actions: &mut Actions) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else {
            ui.vertical_centered(|ui| {
                ui.add_space(40.0);
                ui.heading(tr.t("ui-welcome-title"));
                ui.label(tr.t_args(
                    "ui-welcome-text",
                    &[("keys", Shortcut::Open.text(tr, ui.ctx()).into())],
                ));
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
            // During the auction (call changes only) there is no contract yet.
            let contract = if case.changes.auction_only {
                tr.t("report-no-contract")
            } else {
                tr.t_args(
                    "ui-contract-by",
                    &[
                        ("contract", contract_text(tr, &board.contract).into()),
                        ("seat", seat_name(tr, board.declarer).into()),
                    ],
                )
            };
            ui.label(egui::RichText::new(contract).family(crate::ui::bold_family()));
        });
        if let Some(p) = cx.preview {
            line_banner(ui, cx, p, actions);
        }
        ui.add_space(4.0);
    }

    /// Draws the four hands around the trick, `geo` large (greyed when a claim's line is
    /// shown).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        geo: Geometry,
        actions: &mut Actions,
    ) {
        ui.scope(|ui| self.diagram_ui(ui, cx, geo, actions));
    }

    fn diagram_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        geo: Geometry,
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let case = doc.case();
        // A claim's line shown: its play, greyed, no card to click.
        let (play, cursor) = match cx.preview {
            Some(p) => {
                ui.set_opacity(0.55);
                (&p.play, p.cursor())
            }
            None => (&case.play, doc.cursor()),
        };
        let pos = play.position(cursor);
        let revoke_cards: Vec<Card> = play
            .steps()
            .iter()
            .filter(|s| s.revoke || case.marked_revokes.iter().any(|m| m.card == s.number()))
            .map(|s| s.card)
            .collect();

        let (w, h, ch) = (geo.width, geo.height, geo.cell_height);
        let (area, _) = ui.allocate_exact_size(vec2(w, h), Sense::hover());
        // Columns: West 30 %, North/centre/South 40 %, East 30 %.
        let xs = [0.0, 0.3 * w, 0.7 * w, w];
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
            // West and East have the corners below them free: a long suit wraps into them
            // rather than under the trick.
            let rect = if col == 1 {
                cell(col, row)
            } else {
                cell(col, row).union(cell(col, row + 1.0))
            };
            ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
                let hands = Hands {
                    pos: &pos,
                    revoke_cards: &revoke_cards,
                    size: geo.card_size,
                };
                self.hand_ui(ui, cx, seat, &hands, actions);
            });
        }
        self.centre_ui(ui, cx, cell(1, 1.0), (play, cursor), geo.card_size);
        if cursor < play.len() && pos.next.is_some() && cx.preview.is_none() && !cx.read_only {
            ui.label(
                egui::RichText::new(tr.t_args(
                    "ui-replace-hint",
                    &[
                        ("n", (cursor + 1).into()),
                        ("keys", Shortcut::Undo.text(tr, ui.ctx()).into()),
                    ],
                ))
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
        hands: &Hands<'_>,
        actions: &mut Actions,
    ) {
        let Hands {
            pos,
            revoke_cards,
            size,
        } = *hands;
        let tr = cx.tr;
        let Some(doc) = cx.doc else { return };
        let case = doc.case();
        let play = &case.play;
        let on_turn = pos.next == Some(seat);
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            let mut name =
                egui::RichText::new(seat_name(tr, seat)).family(crate::ui::bold_family());
            if on_turn {
                name = name.underline();
            }
            ui.label(name);
            match play.role(seat) {
                // No declarer or dummy while the auction is going on.
                _ if case.changes.auction_only => {}
                Role::Declarer | Role::Dummy => {
                    ui.label(egui::RichText::new(tr.t(play.role(seat).key())).weak());
                }
                Role::Defender => {}
            }
            if case.board.dealer == seat {
                ui.label(egui::RichText::new(tr.t("ui-dealer-mark")).strong())
                    .on_hover_text(tr.t("ui-dealer-tip"));
            }
            // Penalty cards from card changes, face up until played (Law 50).
            for (_, card, kind) in crate::changes::meeting::penalty_cards_at(case, doc.cursor())
                .into_iter()
                .filter(|&(s, _, _)| s == seat)
            {
                let key = match kind {
                    crate::changes::PenaltyKind::Minor => "ui-changes-penalty-minor",
                    crate::changes::PenaltyKind::Major => "ui-changes-penalty-major",
                };
                let text = tr.t_args(
                    key,
                    &[("card", crate::changes::tell::card_msg(card).into())],
                );
                let color = crate::ui::style::error_color(ui.visuals().dark_mode);
                ui.label(egui::RichText::new(text).color(color).strong());
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
            // A suit too long for its column goes on to a second line.
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 1.0;
                ui.label(
                    egui::RichText::new(suit.to_string())
                        .color(suit_color(suit, cx.settings.four_colour, cx.dark))
                        .size(size),
                );
                ui.add_space(3.0);
                let mut shown = 0;
                // High to low (A K Q J 10 … 2), as in the report: a holding iterates from
                // its highest rank.
                for rank in dealt[suit].iter() {
                    let card = Card { suit, rank };
                    let played = !remaining.contains(card);
                    if played && !cx.settings.show_played {
                        continue;
                    }
                    shown += 1;
                    let look = CardLook {
                        played,
                        clickable: on_turn && !played && cx.preview.is_none(),
                        revoke: played && revoke_cards.contains(&card),
                        size,
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

    fn centre_ui(
        &self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        rect: Rect,
        (play, cursor): (&crate::play::Play, usize),
        size: f32,
    ) {
        let tr = cx.tr;
        let pos = &play.position(cursor);
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
        let mut lines = vec![tr.t_args("ui-trick-n", &[("n", number.min(13).into())])];
        if cards.is_empty() {
            lines.push(tr.t_args("ui-to-lead", &[("seat", seat_name(tr, leader).into())]));
        } else {
            lines.push(tr.t_args("ui-led-by", &[("seat", seat_name(tr, leader).into())]));
        }
        if let Some(w) = winner {
            lines.push(tr.t_args("ui-won-by", &[("seat", seat_name(tr, w).into())]));
        }
        // Tricks won by each side so far, top right of the centre (under the trick number
        // when the box is too narrow for both), who led and won at the bottom, wrapped.
        let won = tr.t_args(
            "ui-tricks-won",
            &[
                ("ns", pos.won_by(Side::NS).into()),
                ("ew", pos.won_by(Side::EW).into()),
            ],
        );
        let inner = rect.shrink2(vec2(6.0, 4.0));
        let font = FontId::proportional(12.0);
        let weak = ui.visuals().weak_text_color();
        let trick_galley = painter.layout(lines[0].clone(), font.clone(), weak, inner.width());
        let won_galley = painter.layout(
            won.clone(),
            font.clone(),
            ui.visuals().text_color(),
            inner.width(),
        );
        let top_height = if trick_galley.size().x + won_galley.size().x + 8.0 <= inner.width() {
            painter.galley(inner.left_top(), trick_galley.clone(), weak);
            painter.galley(
                pos2(inner.max.x - won_galley.size().x, inner.min.y),
                won_galley.clone(),
                weak,
            );
            trick_galley.size().y.max(won_galley.size().y)
        } else {
            painter.galley(inner.left_top(), trick_galley.clone(), weak);
            let y = inner.min.y + trick_galley.size().y;
            painter.galley(pos2(inner.min.x, y), won_galley.clone(), weak);
            trick_galley.size().y + won_galley.size().y
        };
        let bottom_galley = painter.layout(lines[1..].join(" · "), font, weak, inner.width());
        let bottom_height = bottom_galley.size().y;
        painter.galley(
            pos2(
                inner.center().x - bottom_galley.size().x / 2.0,
                inner.max.y - bottom_height,
            ),
            bottom_galley,
            weak,
        );
        // The four cards of the trick in the space left between the lines.
        let free = Rect::from_min_max(
            pos2(inner.min.x, inner.min.y + top_height),
            pos2(inner.max.x, inner.max.y - bottom_height),
        );
        let c = free.center();
        let trick_size = (size * 1.15).min(free.height() / 2.9).max(10.0).round();
        let (dx, dy) = (
            (free.width() * 0.3).min(size * 4.0),
            (free.height() * 0.5 - trick_size * 0.75).max(trick_size * 0.7),
        );
        let revokes: Vec<usize> = play.revokes().map(|s| s.index).collect();
        let first = if pos.on_table.is_empty() && pos.tricks_done > 0 {
            play.tricks()[pos.tricks_done - 1].first_card
        } else {
            cursor - pos.on_table.len()
        };
        for (i, (seat, card)) in cards.iter().enumerate() {
            let offset = match seat {
                Seat::North => vec2(0.0, -dy),
                Seat::South => vec2(0.0, dy),
                Seat::West => vec2(-dx, 0.0),
                Seat::East => vec2(dx, 0.0),
            };
            let at = c + offset;
            let is_winner = winner == Some(*seat);
            let color = suit_color(card.suit, cx.settings.four_colour, cx.dark);
            let font = if is_winner {
                FontId::new(trick_size, crate::ui::bold_family())
            } else {
                FontId::proportional(trick_size)
            };
            let r = painter.text(
                at,
                Align2::CENTER_CENTER,
                tr.cards(&crate::notation::card_symbol(*card)),
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
        // The trick as text for screen readers and tests.
        let summary = cards
            .iter()
            .map(|(s, c)| {
                format!(
                    "{} {}",
                    super::seat_letter(tr, *s),
                    tr.cards(&crate::notation::card_symbol(*c))
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let id = ui.scope_id().with("centre");
        let response = ui.interact(rect.shrink(30.0), id, Sense::hover());
        let label = tr.label_value(&lines.join(" · "), &format!("{summary} ({won})"));
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    }
}

/// The banner over a claim's line shown in the replay: what it is (not the play), where
/// in it, stepping through it and going back to the recorded play.
fn line_banner(
    ui: &mut egui::Ui,
    cx: &ViewCtx<'_>,
    p: &super::claim::LinePreview,
    actions: &mut Actions,
) {
    let tr = cx.tr;
    let fill = ui.visuals().warn_fg_color.gamma_multiply(0.15);
    egui::Frame::new()
        .fill(fill)
        .inner_margin(6.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let key = if p.c70 {
                    "ui-line-banner-c70"
                } else {
                    "ui-line-banner"
                };
                ui.label(egui::RichText::new(tr.t(key)).strong());
                ui.label(tr.t_args(
                    "ui-claim-line-step",
                    &[("n", p.step.into()), ("len", p.len().into())],
                ));
            });
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add_enabled(p.step > 0, egui::Button::new(tr.t("ui-claim-line-back")))
                    .clicked()
                {
                    actions.push(Action::LineStep(p.step - 1));
                }
                if ui
                    .add_enabled(
                        p.step < p.len(),
                        egui::Button::new(tr.t("ui-claim-line-next")),
                    )
                    .clicked()
                {
                    actions.push(Action::LineStep(p.step + 1));
                }
                if ui.button(tr.t("ui-claim-leave-line")).clicked() {
                    actions.push(Action::LeaveLine);
                }
            });
        });
}

/// What the four hands are drawn from.
#[derive(Clone, Copy)]
struct Hands<'a> {
    /// The position at the cursor.
    pos: &'a Position,
    /// Revoke cards (flagged when played).
    revoke_cards: &'a [Card],
    /// Font size of the cards.
    size: f32,
}

/// The vulnerability as people read it.
fn vul_text(tr: crate::i18n::Tr, board: &crate::case::Board) -> String {
    super::vul_text(
        tr,
        board.vulnerable(Seat::North),
        board.vulnerable(Seat::East),
    )
}
