//! The board list of the opened file: event, section and room, board, contract, declarer
//! and result; a click on a column's heading sorts by it (again: the other way), a text
//! filters the rows, and only the rows in view are drawn, so a session of any size scrolls.
//! Below it, the file's warnings and errors (line, column, message), each going to its
//! board. While a file is read, [`progress_ui`] shows how far and offers to cancel.
use super::{Actions, ViewCtx};
use crate::i18n::{Lang, Tr};
use crate::import::{BoardIndex, IndexEntry, Progress};
use crate::pbn::ContractTag;
use crate::ui::app::Action;
use crate::ui::source::Travellers;
use contract_bridge::Seat;
use eframe::egui;
use std::cmp::Ordering;

/// A column of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// The event.
    Event,
    /// The section and the room.
    Room,
    /// The board number.
    Board,
    /// The contract.
    Contract,
    /// Declarer.
    Declarer,
    /// Declarer's tricks.
    Result,
}

impl Column {
    /// Every column, in the order shown.
    pub const ALL: [Self; 6] = [
        Self::Event,
        Self::Room,
        Self::Board,
        Self::Contract,
        Self::Declarer,
        Self::Result,
    ];

    const fn key(self) -> &'static str {
        match self {
            Self::Event => "ui-boards-event",
            Self::Room => "ui-boards-room",
            Self::Board => "ui-boards-number",
            Self::Contract => "ui-boards-contract",
            Self::Declarer => "ui-boards-declarer",
            Self::Result => "ui-boards-result",
        }
    }

    /// The least width of the column's cells; the event takes what is left.
    const fn width(self) -> f32 {
        match self {
            Self::Event => 0.0,
            Self::Room => 58.0,
            Self::Board => 40.0,
            Self::Contract => 50.0,
            Self::Declarer => 34.0,
            Self::Result => 40.0,
        }
    }

    /// The cell of an entry, as shown.
    fn text(self, w: &Words, e: &IndexEntry) -> String {
        match self {
            Self::Event => e.event.to_string(),
            Self::Room => match (e.section.is_empty(), e.room.is_empty()) {
                (false, false) => format!("{} · {}", e.section, e.room),
                (false, true) => e.section.to_string(),
                _ => e.room.to_string(),
            },
            Self::Board => e.number.clone(),
            Self::Contract => contract_cell(w, e.contract),
            Self::Declarer => e
                .declarer
                .and_then(|s| Seat::ALL.iter().position(|&x| x == s))
                .map(|i| w.seats[i].clone())
                .unwrap_or_default(),
            Self::Result => e.result.map(|r| r.to_string()).unwrap_or_default(),
        }
    }

    /// The order of two entries by this column (the file's order when equal).
    fn compare(self, a: &IndexEntry, b: &IndexEntry) -> Ordering {
        let by = match self {
            Self::Event => a.event.cmp(&b.event),
            Self::Room => (&a.section, &a.room).cmp(&(&b.section, &b.room)),
            Self::Board => board_key(&a.number).cmp(&board_key(&b.number)),
            Self::Contract => contract_key(a.contract).cmp(&contract_key(b.contract)),
            Self::Declarer => seat_key(a.declarer).cmp(&seat_key(b.declarer)),
            Self::Result => a.result.cmp(&b.result),
        };
        by.then(a.ordinal.cmp(&b.ordinal))
    }
}

/// Boards by number, then as written (a number the file writes oddly goes last).
fn board_key(number: &str) -> (u32, &str) {
    (number.trim().parse().unwrap_or(u32::MAX), number)
}

/// Contracts by level and strain, doubled after undoubled; passed out first, none last.
fn contract_key(c: Option<ContractTag>) -> (u8, u8, Option<contract_bridge::Strain>, u8) {
    match c {
        Some(ContractTag::Passed) => (0, 0, None, 0),
        Some(ContractTag::Bid(c)) => (1, c.bid.level.get(), Some(c.bid.strain), c.penalty as u8),
        Some(ContractTag::StrainOnly(s)) => (2, 0, Some(s), 0),
        None => (3, 0, None, 0),
    }
}

fn seat_key(s: Option<Seat>) -> usize {
    s.and_then(|s| Seat::ALL.iter().position(|&x| x == s))
        .unwrap_or(Seat::ALL.len())
}

/// What the rows shown were computed for: the filter and its column, the sort, the
/// language, and the index (its length and where its entries are).
type RowsKey = (
    String,
    Option<Column>,
    Option<(Column, bool)>,
    Lang,
    usize,
    usize,
);

/// The rows shown: what they were computed for, and the entries in order.
#[derive(Debug, Default)]
struct Rows {
    key: Option<RowsKey>,
    order: Vec<usize>,
}

/// The board list's own state: the filter, the sort, the rows shown.
#[derive(Debug, Default)]
pub struct BoardsView {
    /// Text a row must contain (in the filter's column, else in any).
    pub filter: String,
    /// The column the filter looks in; `None`: every column.
    pub filter_column: Option<Column>,
    /// The column sorted by and whether the other way round; `None`: the file's order.
    pub sort: Option<(Column, bool)>,
    /// A board to bring into view (a warning was clicked).
    reveal: Option<usize>,
    rows: Rows,
}

impl BoardsView {
    /// The entries shown, in order, for this index (filtered and sorted).
    pub fn shown(&mut self, tr: Tr, index: &BoardIndex) -> &[usize] {
        let entries = &index.entries;
        let key = (
            self.filter.trim().to_lowercase(),
            self.filter_column,
            self.sort,
            tr.lang(),
            entries.len(),
            entries.as_ptr() as usize,
        );
        if self.rows.key.as_ref() != Some(&key) {
            let needle = &key.0;
            let words = Words::new(tr);
            let mut order: Vec<usize> = (0..entries.len())
                .filter(|&i| {
                    needle.is_empty()
                        || Column::ALL
                            .iter()
                            .filter(|&&c| self.filter_column.is_none_or(|f| f == c))
                            .any(|c| c.text(&words, &entries[i]).to_lowercase().contains(needle))
                })
                .collect();
            if let Some((column, reverse)) = self.sort {
                order.sort_by(|&a, &b| {
                    let o = column.compare(&entries[a], &entries[b]);
                    if reverse { o.reverse() } else { o }
                });
            }
            self.rows = Rows {
                key: Some(key),
                order,
            };
        }
        &self.rows.order
    }

    /// Draws the list and the warnings.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        (index, travellers): (&BoardIndex, Option<&Travellers>),
        current: Option<usize>,
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        // The filter box as wide as its hint; the column choice goes below when the
        // row is too narrow for both.
        let hint = tr.t("ui-boards-filter-hint");
        let hint_width = super::text_width(
            ui.ctx(),
            &hint,
            super::font(ui.ctx(), &egui::TextStyle::Body),
        ) + 2.0 * ui.spacing().button_padding.x
            + 4.0;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(tr.t("ui-boards-filter"));
            ui.add(
                egui::TextEdit::singleline(&mut self.filter)
                    .hint_text(hint)
                    .desired_width(hint_width.max(120.0)),
            )
            .labelled_by(l.id);
            let name = |c: Option<Column>| {
                c.map_or_else(|| tr.t("ui-boards-any-column"), |c| tr.t(c.key()))
            };
            egui::ComboBox::from_id_salt("boards-filter-column")
                .selected_text(name(self.filter_column))
                .width(90.0)
                .show_ui(ui, |ui| {
                    for c in std::iter::once(None).chain(Column::ALL.map(Some)) {
                        ui.selectable_value(&mut self.filter_column, c, name(c));
                    }
                })
                .response
                .on_hover_text(tr.t("ui-boards-filter-column-tip"));
        });
        let total = index.len();
        let shown = self.shown(tr, index).len();
        ui.label(
            egui::RichText::new(tr.t_args(
                "ui-boards-shown",
                &[("shown", shown.into()), ("total", total.into())],
            ))
            .small(),
        );
        let row_height = ui.spacing().interact_size.y;
        let widths = Column::ALL.map(|c| heading_width(ui.ctx(), tr, c));
        let event_width = (ui.available_width()
            - widths[1..].iter().sum::<f32>()
            - ui.spacing().item_spacing.x * 6.0)
            .max(widths[0]);
        let width = |c: Column| {
            if c == Column::Event {
                event_width
            } else {
                widths[Column::ALL.iter().position(|&x| x == c).unwrap_or(0)]
            }
        };
        self.header_ui(ui, tr, width);
        // Much of the window's height: the list is what the director works from.
        let height = (ui.ctx().content_rect().height() * 0.4).clamp(220.0, 640.0);
        let mut scroll = egui::ScrollArea::vertical()
            .id_salt("boards-scroll")
            .max_height(height)
            .auto_shrink([false, true]);
        // Under each board, its traveller's lines when a Bridgemate file is open.
        let items: Vec<(usize, Option<usize>)> = self
            .rows
            .order
            .iter()
            .flat_map(|&i| {
                let lines = travellers.map_or(0, |t| t.of(&index.entries[i].number).len());
                std::iter::once((i, None)).chain((0..lines).map(move |k| (i, Some(k))))
            })
            .collect();
        if let Some(i) = self.reveal.take()
            && let Some(row) = items.iter().position(|&r| r == (i, None))
        {
            #[allow(clippy::cast_precision_loss)]
            let y = row as f32 * (row_height + ui.spacing().item_spacing.y);
            scroll = scroll.vertical_scroll_offset((y - 60.0).max(0.0));
        }
        let order = &self.rows.order;
        let words = Words::new(tr);
        let _ = order;
        scroll.show_rows(ui, row_height, items.len(), |ui, range| {
            for &(i, line) in &items[range] {
                if let (Some(k), Some(t)) = (line, travellers) {
                    let lines = t.of(&index.entries[i].number);
                    if let Some(row) = lines.get(k) {
                        let text = traveller_text(tr, &words, t, row);
                        let tip = format!("{text}\n{}", tr.t("ui-bws-line-tip"));
                        let r = ui
                            .horizontal(|ui| {
                                ui.add_space(16.0);
                                ui.add(egui::Button::selectable(false, text).truncate())
                            })
                            .inner
                            .on_hover_text(tip);
                        if r.clicked() {
                            actions.push(Action::LoadTraveller { board: i, line: k });
                        }
                    }
                    continue;
                }
                let e = &index.entries[i];
                ui.horizontal(|ui| {
                    for column in Column::ALL {
                        let text = column.text(&words, e);
                        let size = egui::vec2(width(column), row_height);
                        if column == Column::Board {
                            let label = tr.t_args("ui-board-n", &[("n", e.number.clone().into())]);
                            let selected = current == Some(i);
                            let r = ui
                                .add_sized(size, egui::Button::selectable(selected, text))
                                .on_hover_text(tr.t("ui-boards-open-tip"));
                            r.widget_info(|| {
                                egui::WidgetInfo::selected(
                                    egui::Role::Button,
                                    true,
                                    selected,
                                    &label,
                                )
                            });
                            if r.clicked() {
                                actions.push(Action::LoadBoard(i));
                            }
                        } else {
                            let mut rich = egui::RichText::new(text.as_str());
                            if e.error && column == Column::Contract {
                                rich = rich.color(crate::ui::style::error_color(cx.dark));
                            }
                            let r = ui.add_sized(size, egui::Label::new(rich).truncate());
                            if column == Column::Event {
                                // A long event name is elided: whole on hover.
                                r.on_hover_text(text);
                            }
                        }
                    }
                });
            }
        });
        if index.diagnostic_count > 0 {
            self.warnings_ui(ui, cx, index, actions);
        }
    }

    /// The column headings: a click sorts by the column, a second click the other way.
    fn header_ui(&mut self, ui: &mut egui::Ui, tr: Tr, width: impl Fn(Column) -> f32) {
        ui.horizontal(|ui| {
            for column in Column::ALL {
                let mark = match self.sort {
                    Some((c, false)) if c == column => " ▲",
                    Some((c, true)) if c == column => " ▼",
                    _ => "",
                };
                let text = egui::RichText::new(format!("{}{mark}", tr.t(column.key()))).strong();
                let r = ui
                    .add_sized(
                        egui::vec2(width(column), ui.spacing().interact_size.y),
                        egui::Button::new(text).frame(false),
                    )
                    .on_hover_text(
                        tr.label_value(&tr.t(column.key()), &tr.t("ui-boards-sort-tip")),
                    );
                if r.clicked() {
                    self.sort = match self.sort {
                        Some((c, false)) if c == column => Some((column, true)),
                        Some((c, true)) if c == column => None,
                        _ => Some((column, false)),
                    };
                }
            }
        });
    }

    /// The file's diagnostics, each a link to its board.
    fn warnings_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &ViewCtx<'_>,
        index: &BoardIndex,
        actions: &mut Actions,
    ) {
        let tr = cx.tr;
        let title = tr.t_args(
            "ui-boards-warnings",
            &[("n", index.diagnostic_count.into())],
        );
        egui::CollapsingHeader::new(title)
            .id_salt("boards-warnings")
            .default_open(false)
            .show(ui, |ui| {
                let row_height = ui.text_style_height(&egui::TextStyle::Body);
                egui::ScrollArea::vertical()
                    .id_salt("warnings-scroll")
                    .max_height(180.0)
                    .auto_shrink([false, true])
                    .show_rows(ui, row_height, index.diagnostics.len(), |ui, range| {
                        for d in &index.diagnostics[range] {
                            let text = tr.t_args(
                                "ui-boards-warning",
                                &[
                                    ("line", d.line.into()),
                                    ("column", d.column.into()),
                                    ("message", tr.msg(&d.message).into()),
                                ],
                            );
                            let mut rich = egui::RichText::new(&text);
                            if d.is_error() {
                                rich = rich.color(crate::ui::style::error_color(cx.dark));
                            }
                            let board = d.game.and_then(|g| index.by_ordinal(g));
                            match board {
                                Some(i) => {
                                    let r = ui
                                        .add(egui::Link::new(rich))
                                        .on_hover_text(tr.t("ui-boards-warning-tip"));
                                    if r.clicked() {
                                        self.reveal = Some(i);
                                        actions.push(Action::LoadBoard(i));
                                    }
                                }
                                None => {
                                    ui.add(egui::Label::new(rich).truncate())
                                        .on_hover_text(text);
                                }
                            }
                        }
                    });
                let more = index.diagnostic_count - index.diagnostics.len();
                if more > 0 {
                    ui.label(tr.t_args("ui-boards-warnings-more", &[("n", more.into())]));
                }
            });
    }
}

/// The words of the cells in the director's language, looked up once for all the rows.
struct Words {
    seats: [String; 4],
    pass: String,
    nt: String,
}

impl Words {
    fn new(tr: Tr) -> Self {
        Self {
            seats: Seat::ALL.map(|s| super::seat_letter(tr, s)),
            pass: tr.t("ui-boards-passed"),
            nt: tr.t("strain-nt"),
        }
    }
}

/// The contract column: `3NT`, `3SA` in French, `Pass`.
fn contract_cell(w: &Words, contract: Option<ContractTag>) -> String {
    match contract {
        Some(ContractTag::Bid(c)) => super::contract_text_in(&w.nt, &c),
        Some(ContractTag::Passed) => w.pass.clone(),
        Some(ContractTag::StrainOnly(s)) => s.to_string().replace("NT", &w.nt),
        None => String::new(),
    }
}

/// A traveller's line: table, round, pairs and players, contract, declarer, tricks, lead.
fn traveller_text(
    tr: Tr,
    w: &Words,
    t: &Travellers,
    row: &crate::import::bws::Traveller,
) -> String {
    use crate::import::bws::Recorded;
    let names = t.bws.players(row).map(|(n, _)| shown_text(&n));
    let pair = |p: Option<u32>, a: &str, b: &str| {
        let who = crate::session::players(a, b);
        let p = p.map_or_else(|| "-".to_owned(), |p| p.to_string());
        if who.is_empty() {
            p
        } else {
            format!("{p} {who}")
        }
    };
    let contract = match row.contract {
        Some(Recorded::Bid(c)) => super::contract_text_in(&w.nt, &c),
        Some(Recorded::PassedOut) => w.pass.clone(),
        None => shown_text(&row.contract_text),
    };
    let declarer = row
        .declarer
        .and_then(|s| Seat::ALL.iter().position(|&x| x == s))
        .map(|i| w.seats[i].clone())
        .unwrap_or_default();
    // What the director looks for first (the contract and result) leads the line; the
    // names, which the narrow panel may cut, come last (the whole line is in the tooltip).
    let result = [
        contract,
        declarer,
        row.tricks.map_or_else(String::new, |n| n.to_string()),
        row.lead
            .map_or_else(String::new, crate::notation::card_symbol),
    ]
    .into_iter()
    .filter(|p| !p.is_empty())
    .collect::<Vec<_>>()
    .join(" ");
    tr.t_args(
        "ui-bws-line",
        &[
            ("result", result.into()),
            (
                "section",
                shown_text(&t.bws.section_name(row.section)).into(),
            ),
            ("table", row.table.into()),
            ("round", row.round.into()),
            ("ns", pair(row.pair_ns, &names[0], &names[2]).into()),
            ("ew", pair(row.pair_ew, &names[1], &names[3]).into()),
        ],
    )
}

/// The reading of a file being opened: a bar (bytes read of the file's size) and Cancel.
/// True when the director cancels.
pub fn progress_ui(ui: &mut egui::Ui, tr: Tr, progress: &Progress) -> bool {
    let bar = match progress.fraction() {
        Some(f) => egui::ProgressBar::new(f).text(tr.t_args(
            "ui-open-progress",
            &[
                ("read", megabytes(tr, progress.read()).into()),
                ("size", megabytes(tr, progress.size()).into()),
            ],
        )),
        None => egui::ProgressBar::new(0.0).animate(true),
    };
    ui.add(bar.desired_width(200.0));
    ui.button(tr.t("ui-open-cancel")).clicked()
}

/// Bytes as megabytes with one decimal, in the director's language.
#[allow(clippy::cast_precision_loss)]
fn megabytes(tr: Tr, bytes: u64) -> String {
    super::decimal(tr, bytes as f64 / 1e6, 1, false)
}

/// The width of a column: its heading whole, with room for the sort mark, and never less
/// than its cells need (the event's cells take what is left beyond it).
fn heading_width(ctx: &egui::Context, tr: Tr, column: Column) -> f32 {
    let heading = format!("{} ▼", tr.t(column.key()));
    let font = super::font(ctx, &egui::TextStyle::Button);
    let padding = ctx.global_style().spacing.button_padding.x;
    let text = super::text_width(ctx, &heading, font) + 2.0 * padding;
    text.ceil().max(column.width())
}

/// The width the list needs to show every heading whole.
#[must_use]
pub fn needed_width(ctx: &egui::Context, tr: Tr) -> f32 {
    let spacing = ctx.global_style().spacing.item_spacing.x;
    Column::ALL
        .iter()
        .map(|&c| heading_width(ctx, tr, c) + spacing)
        .sum()
}

/// A text from a file as shown: control characters escaped.
fn shown_text(text: &str) -> String {
    crate::i18n::shown(text).into_owned()
}
