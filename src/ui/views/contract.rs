//! The contract as the traveller gives it, entered by the director: for a board whose hand
//! record has only the deal, or to change what the file says. Level, strain, doubled or
//! redoubled, declarer; optionally the auction as it happened, with a bidding box (the
//! contract then follows from it).
use super::{contract_text, seat_name, vul_text};
use crate::case::{HandRecord, TableCall};
use crate::i18n::Tr;
use contract_bridge::{AbsoluteVulnerability, Bid, Contract, Level, Penalty, Seat, Strain};
use eframe::egui;

/// The contract the director entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entered {
    /// The contract.
    pub contract: Contract,
    /// Declarer.
    pub declarer: Seat,
    /// The calls from the dealer, with their alerts and explanations, or none.
    pub auction: Vec<TableCall>,
}

/// What the form asks the app to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormAction {
    /// Use this contract.
    Apply(Entered),
    /// Close without a change.
    Cancel,
}

/// The contract form: the board it is for and what is chosen so far.
#[derive(Debug, Clone)]
pub struct ContractForm {
    /// The board (for a deals-only board: no case yet); `None` changes the case's contract.
    pub record: Option<HandRecord>,
    /// The board number shown.
    pub number: String,
    /// The dealer.
    pub dealer: Seat,
    /// Who is vulnerable.
    pub vulnerability: AbsoluteVulnerability,
    /// The level, 1 to 7.
    pub level: u8,
    /// The strain.
    pub strain: Strain,
    /// Doubled, redoubled.
    pub penalty: Penalty,
    /// Declarer.
    pub declarer: Seat,
    /// The calls entered, from the dealer.
    pub auction: Vec<TableCall>,
    /// The call whose alert and explanation are being entered (the last one by default).
    pub selected: Option<usize>,
}

impl ContractForm {
    /// The form for a board that has no contract yet.
    #[must_use]
    pub fn for_record(record: HandRecord) -> Self {
        Self {
            number: record.number.clone(),
            dealer: record.dealer,
            vulnerability: record.vulnerability,
            level: 1,
            strain: Strain::Notrump,
            penalty: Penalty::Undoubled,
            declarer: record.dealer,
            auction: Vec::new(),
            selected: None,
            record: Some(record),
        }
    }

    /// The form to change the contract of a case.
    #[must_use]
    pub fn for_case(case: &crate::case::Case) -> Self {
        let b = &case.board;
        Self {
            record: None,
            number: b.number.clone(),
            dealer: b.dealer,
            vulnerability: b.vulnerability,
            level: b.contract.bid.level.get(),
            strain: b.contract.bid.strain,
            penalty: b.contract.penalty,
            declarer: b.declarer,
            auction: b.auction.clone(),
            selected: None,
        }
    }

    /// What is entered, as the app applies it.
    #[must_use]
    pub fn entered(&self) -> Entered {
        Entered {
            contract: Contract {
                bid: Bid {
                    level: Level::new(self.level.clamp(1, 7)),
                    strain: self.strain,
                },
                penalty: self.penalty,
            },
            declarer: self.declarer,
            auction: self.auction.clone(),
        }
    }

    /// Adds a call to the auction; when the auction is over, the contract follows from it.
    pub fn call(&mut self, token: &str) {
        self.auction.push(TableCall::new(token));
        self.selected = None;
        if let Some((contract, declarer)) = outcome(self.dealer, &self.auction) {
            self.level = contract.bid.level.get();
            self.strain = contract.bid.strain;
            self.penalty = contract.penalty;
            self.declarer = declarer;
        }
    }

    /// Draws the form in a window; returns what the director chose.
    pub fn window(&mut self, ctx: &egui::Context, tr: Tr) -> Option<FormAction> {
        let mut out = None;
        egui::Window::new(tr.t_args("ui-contract-title", &[("n", self.number.clone().into())]))
            .id(egui::Id::unique("contract-form"))
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| out = self.ui(ui, tr));
        // Escape closes the form, as it closes the other dialogs.
        if out.is_none()
            && !egui::Popup::is_any_open(ctx)
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
        {
            out = Some(FormAction::Cancel);
        }
        out
    }

    fn ui(&mut self, ui: &mut egui::Ui, tr: Tr) -> Option<FormAction> {
        let vul = vul_text(
            tr,
            self.vulnerability.contains(AbsoluteVulnerability::NS),
            self.vulnerability.contains(AbsoluteVulnerability::EW),
        );
        ui.label(tr.t_args(
            "ui-contract-board",
            &[
                ("dealer", seat_name(tr, self.dealer).into()),
                ("vul", vul.into()),
            ],
        ));
        if let Some(record) = &self.record {
            deal_lines(ui, tr, &record.deal);
        }
        ui.label(egui::RichText::new(tr.t("ui-contract-hint")).weak());
        egui::Grid::new("contract-fields")
            .num_columns(2)
            .show(ui, |ui| {
                ui.label(tr.t("ui-contract-level"));
                ui.horizontal(|ui| {
                    for level in 1..=7u8 {
                        ui.selectable_value(&mut self.level, level, level.to_string());
                    }
                });
                ui.end_row();
                ui.label(tr.t("ui-contract-strain"));
                ui.horizontal(|ui| {
                    for strain in Strain::ASC {
                        ui.selectable_value(&mut self.strain, strain, strain_label(tr, strain));
                    }
                });
                ui.end_row();
                ui.label(tr.t("ui-contract-penalty"));
                ui.horizontal(|ui| {
                    ui.selectable_value(
                        &mut self.penalty,
                        Penalty::Undoubled,
                        tr.t("ui-contract-undoubled"),
                    );
                    ui.selectable_value(
                        &mut self.penalty,
                        Penalty::Doubled,
                        tr.t("ui-contract-doubled"),
                    );
                    ui.selectable_value(
                        &mut self.penalty,
                        Penalty::Redoubled,
                        tr.t("ui-contract-redoubled"),
                    );
                });
                ui.end_row();
                ui.label(tr.t("ui-contract-declarer"));
                ui.horizontal(|ui| {
                    for seat in Seat::ALL {
                        ui.selectable_value(&mut self.declarer, seat, seat_name(tr, seat));
                    }
                });
                ui.end_row();
            });
        ui.separator();
        ui.label(egui::RichText::new(tr.t("ui-contract-auction")).strong());
        // The bidding box above the auction: a new row of calls never moves it under the
        // mouse.
        self.bidding_box(ui, tr);
        let current = self.current();
        if let Some(i) = super::auction::calls_grid(
            ui,
            tr,
            self.dealer,
            &self.auction,
            current,
            "contract-auction",
        ) {
            self.selected = Some(i);
        }
        self.annotation_ui(ui, tr);
        ui.separator();
        let entered = self.entered();
        if let Some((contract, declarer)) = outcome(self.dealer, &self.auction)
            && (contract, declarer) != (entered.contract, entered.declarer)
        {
            super::error_label(
                ui,
                tr.t_args(
                    "ui-contract-auction-differs",
                    &[
                        ("contract", contract_text(tr, &contract).into()),
                        ("declarer", seat_name(tr, declarer).into()),
                    ],
                ),
            );
        }
        let mut out = None;
        ui.horizontal(|ui| {
            let label = tr.t_args(
                "ui-contract-apply",
                &[
                    ("contract", contract_text(tr, &entered.contract).into()),
                    ("declarer", seat_name(tr, entered.declarer).into()),
                ],
            );
            if ui.button(label).clicked() {
                out = Some(FormAction::Apply(entered.clone()));
            }
            if ui.button(tr.t("ui-contract-cancel")).clicked() {
                out = Some(FormAction::Cancel);
            }
        });
        out
    }

    fn bidding_box(&mut self, ui: &mut egui::Ui, tr: Tr) {
        let last = last_bid(&self.auction);
        let over = outcome(self.dealer, &self.auction).is_some()
            || (self.auction.len() >= 4 && self.auction.iter().all(|t| t.call == "Pass"));
        ui.add_enabled_ui(!over, |ui| {
            egui::Grid::new("bidding-box")
                .spacing([2.0, 2.0])
                .show(ui, |ui| {
                    for level in 1..=7u8 {
                        for strain in Strain::ASC {
                            let bid = Bid {
                                level: Level::new(level),
                                strain,
                            };
                            let legal = last.is_none_or(|l| bid > l);
                            let text = format!("{level}{}", strain_label(tr, strain));
                            if ui
                                .add_enabled(legal, egui::Button::new(text).small())
                                .clicked()
                            {
                                self.call(&format!(
                                    "{level}{}",
                                    crate::notation::strain_code(strain)
                                ));
                            }
                        }
                        ui.end_row();
                    }
                });
            ui.horizontal(|ui| {
                if ui.button(tr.t("ui-call-pass")).clicked() {
                    self.call("Pass");
                }
                if ui.button(tr.t("ui-call-double")).clicked() {
                    self.call("X");
                }
                if ui.button(tr.t("ui-call-redouble")).clicked() {
                    self.call("XX");
                }
            });
        });
        if ui
            .add_enabled(
                !self.auction.is_empty(),
                egui::Button::new(tr.t("ui-contract-undo-call")),
            )
            .clicked()
        {
            self.auction.pop();
            self.selected = None;
        }
    }

    /// The call being annotated: the one picked in the grid, else the last one.
    #[must_use]
    pub fn current(&self) -> Option<usize> {
        self.selected
            .filter(|&i| i < self.auction.len())
            .or_else(|| self.auction.len().checked_sub(1))
    }

    /// The alert and explanation of the current call.
    fn annotation_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        let Some(i) = self.current() else { return };
        let seat = Seat::ALL[(self.dealer as usize + i) % 4];
        let call = super::auction::call_text(tr, &self.auction[i].call);
        let heading = tr.t_args(
            "ui-contract-call-notes",
            &[
                ("n", (i + 1).into()),
                ("call", call.into()),
                ("seat", seat_name(tr, seat).into()),
            ],
        );
        let entry = &mut self.auction[i];
        ui.horizontal_wrapped(|ui| {
            ui.label(heading);
            ui.checkbox(&mut entry.alert, tr.t("ui-contract-alerted"));
            let label = ui.label(tr.t("ui-contract-explanation"));
            ui.add(
                egui::TextEdit::singleline(&mut entry.note)
                    .desired_width(220.0)
                    .hint_text(tr.t("ui-contract-explanation-hint")),
            )
            .labelled_by(label.id);
        });
    }
}

/// The four hands, one line each (the board has no case yet, so no diagram).
fn deal_lines(ui: &mut egui::Ui, tr: Tr, deal: &contract_bridge::FullDeal) {
    egui::Grid::new("contract-deal")
        .num_columns(2)
        .show(ui, |ui| {
            for seat in Seat::ALL {
                ui.label(seat_name(tr, seat));
                let hand = deal[seat];
                let text = contract_bridge::Suit::DESC
                    .into_iter()
                    .map(|suit| {
                        let ranks: String = hand[suit]
                            .iter()
                            .map(|r| tr.rank(&crate::notation::rank_display(r)))
                            .collect::<Vec<_>>()
                            .join(" ");
                        let ranks = if ranks.is_empty() {
                            "–".to_owned()
                        } else {
                            ranks
                        };
                        format!("{suit} {ranks}")
                    })
                    .collect::<Vec<_>>()
                    .join("   ");
                ui.monospace(text);
                ui.end_row();
            }
        });
}

fn strain_label(tr: Tr, strain: Strain) -> String {
    match strain {
        Strain::Notrump => tr.t("strain-nt"),
        s => s.to_string(),
    }
}

fn parse_bid(token: &str) -> Option<Bid> {
    let token = token.trim();
    let mut chars = token.chars();
    let level = chars.next()?.to_digit(10)?;
    let level = Level::try_new(u8::try_from(level).ok()?).ok()?;
    let strain = match chars.as_str() {
        "C" => Strain::Clubs,
        "D" => Strain::Diamonds,
        "H" => Strain::Hearts,
        "S" => Strain::Spades,
        "NT" | "N" => Strain::Notrump,
        _ => return None,
    };
    Some(Bid { level, strain })
}

fn last_bid<S: AsRef<str>>(auction: &[S]) -> Option<Bid> {
    auction.iter().rev().find_map(|t| parse_bid(t.as_ref()))
}

/// The contract and declarer of a finished auction (a bid, then three passes).
#[must_use]
pub fn outcome<S: AsRef<str>>(dealer: Seat, auction: &[S]) -> Option<(Contract, Seat)> {
    let n = auction.len();
    if n < 4 || auction[n - 3..].iter().any(|t| t.as_ref() != "Pass") {
        return None;
    }
    let seat_of = |i: usize| Seat::ALL[(dealer as usize + i) % 4];
    let (at, bid) = auction
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, t)| parse_bid(t.as_ref()).map(|b| (i, b)))?;
    let mut penalty = Penalty::Undoubled;
    for t in &auction[at + 1..] {
        match t.as_ref() {
            "X" => penalty = Penalty::Doubled,
            "XX" => penalty = Penalty::Redoubled,
            _ => {}
        }
    }
    let side = seat_of(at) as usize % 2;
    let declarer = auction
        .iter()
        .enumerate()
        .find(|(i, t)| {
            seat_of(*i) as usize % 2 == side
                && parse_bid(t.as_ref()).is_some_and(|b| b.strain == bid.strain)
        })
        .map_or(seat_of(at), |(i, _)| seat_of(i));
    Some((Contract { bid, penalty }, declarer))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn calls(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn the_auction_gives_the_contract() {
        let (c, d) = outcome(
            Seat::North,
            &calls("1S Pass 2S X Pass Pass 4S X Pass Pass Pass"),
        )
        .unwrap();
        assert_eq!(crate::case::contract_tag(c), "4SX");
        assert_eq!(d, Seat::North);
        let (c, d) = outcome(Seat::East, &calls("Pass 1NT Pass 3NT Pass Pass Pass")).unwrap();
        assert_eq!(crate::case::contract_tag(c), "3NT");
        assert_eq!(d, Seat::South);
        assert!(outcome(Seat::East, &calls("Pass 1NT Pass")).is_none());
        assert!(outcome(Seat::East, &calls("Pass Pass Pass Pass")).is_none());
    }

    #[test]
    fn changing_the_contract_keeps_the_alerts_and_explanations() {
        let text = "[Board \"3\"]\n[Deal \"E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652\"]\n";
        let file = crate::pbn::parse(text.as_bytes());
        let record = HandRecord {
            number: "3".to_owned(),
            dealer: Seat::South,
            vulnerability: AbsoluteVulnerability::EW,
            deal: file.games[0].full_deal().unwrap(),
            players: Default::default(),
        };
        let c = Contract {
            bid: Bid {
                level: Level::new(1),
                strain: Strain::Spades,
            },
            penalty: Penalty::Undoubled,
        };
        let mut auction = TableCall::plain(&calls("1S Pass Pass Pass"));
        auction[0].alert = true;
        auction[0].note = "could be four".to_owned();
        let case = record.case(c, Seat::South, auction.clone());
        let mut form = ContractForm::for_case(&case);
        assert_eq!(form.auction, auction);
        assert_eq!(form.entered().contract, c);
        assert_eq!(outcome(Seat::South, &form.auction), Some((c, Seat::South)));
        // The last call is the one annotated unless another is picked.
        assert_eq!(form.current(), Some(3));
        form.selected = Some(0);
        assert_eq!(form.current(), Some(0));
        form.call("Pass");
        assert_eq!(form.current(), Some(4));
    }
}
