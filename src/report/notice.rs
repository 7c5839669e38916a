//! The player notice: one page for the players, handed at the table or sent. Event, round,
//! table, board and players; what happened in a sentence per revoke; the ruling law by law
//! with a paraphrase; the final score of both sides; the appeal notice. On A5 (landscape)
//! one notice a sheet; on A4 two, one above the other with a cut line between. It carries
//! the case file and is signed like the report (`render_signed`).

use super::board::{contract_text, seat_name};
use super::canvas::{Canvas, GREY, Item};
use super::fonts::Face;
use super::ruling::signed;
use super::{ExportError, ReportError, ReportOptions, format_time, pdf};
use crate::case::Case;
use crate::i18n::Tr;
use crate::laws::Judgement;
use crate::notation::card_symbol;

/// The sheet a notice is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum NoticePaper {
    /// A5 landscape: one notice a sheet.
    #[default]
    A5,
    /// A4 portrait: two notices a sheet, with a cut line.
    A4,
}

impl NoticePaper {
    /// `a5` or `a4`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        match code.trim().to_ascii_lowercase().as_str() {
            "a5" => Some(Self::A5),
            "a4" => Some(Self::A4),
            _ => None,
        }
    }
}

/// A5 landscape, the size of one notice, in points.
const NOTICE: (f32, f32) = (595.28, 420.94);
const SMALL: f32 = 8.0;

fn line(canvas: &mut Canvas, face: Face, size: f32, text: &str) {
    canvas.paragraph(face, size, canvas.left(), text);
}

/// A small heading (the notice has no room for the report's).
fn title(canvas: &mut Canvas, text: &str) {
    canvas.gap(5.0);
    canvas.y += 10.0;
    let y = canvas.y;
    canvas.text(Face::Bold, 9.5, canvas.left(), y, text);
    canvas.y += 2.5;
    let (x1, x2, y) = (canvas.left(), canvas.width - canvas.margin, canvas.y);
    canvas.line(x1, y, x2, y, 0.4);
    // Room under the rule, so that the first line does not touch it.
    canvas.y += 2.0;
}

/// One notice, composed on an A5 landscape page; `compact` lists the laws by number only
/// (for a ruling whose paraphrases would not fit on the page).
fn compose(
    tr: Tr,
    case: &Case,
    judgement: &Judgement,
    options: &ReportOptions,
    compact: bool,
) -> Canvas {
    let (w, h) = NOTICE;
    let mut canvas = Canvas::new(w, h);
    canvas.margin = 26.0;
    canvas.foot = 0.0;
    canvas.y = canvas.margin;
    let m = &case.meta;
    let r = &judgement.ruling;

    canvas.y += 13.0;
    let y = canvas.y;
    canvas.text(
        Face::Bold,
        13.0,
        canvas.left(),
        y,
        &tr.t_args("notice-title", &[("board", r.board.as_str().into())]),
    );
    let right = canvas.width - canvas.margin;
    canvas.text_right(Face::Regular, SMALL, right, y, &contract_text(tr, case));
    let mut place = Vec::new();
    for (key, value) in [
        ("notice-event", &m.event),
        ("notice-round", &m.round),
        ("notice-table", &m.table),
    ] {
        if !value.trim().is_empty() {
            place.push(tr.t_args(key, &[("value", value.as_str().into())]));
        }
    }
    if !place.is_empty() {
        line(&mut canvas, Face::Regular, SMALL, &place.join(" · "));
    }
    let players: Vec<String> = [
        (contract_bridge::Seat::North, &m.north),
        (contract_bridge::Seat::South, &m.south),
        (contract_bridge::Seat::East, &m.east),
        (contract_bridge::Seat::West, &m.west),
    ]
    .iter()
    .filter(|(_, name)| !name.trim().is_empty())
    .map(|(seat, name)| tr.label_value(&seat_name(tr, *seat), name.trim()))
    .collect();
    if !players.is_empty() {
        line(&mut canvas, Face::Regular, SMALL, &players.join(" · "));
    }

    title(&mut canvas, &tr.t("notice-what-happened"));
    if r.revokes.is_empty() {
        // A ruling on calls alone has no play to speak of: its own section says it.
        if !case.changes.auction_only {
            let text = super::wording::claim_sentence(tr, case, judgement)
                .unwrap_or_else(|| tr.t("report-no-revoke"));
            line(&mut canvas, Face::Regular, SMALL, &text);
        }
    } else if let Some(text) = super::wording::claim_sentence(tr, case, judgement) {
        line(&mut canvas, Face::Regular, SMALL, &text);
    }
    for revoke in &r.revokes {
        let played = case
            .play
            .cards()
            .get(revoke.card.saturating_sub(1))
            .map_or_else(String::new, |c| card_symbol(*c));
        let status = match (revoke.established, revoke.corrected) {
            (true, false) => "report-established",
            (true, true) => "report-established-corrected",
            (false, true) => "report-not-established-corrected",
            (false, false) => "report-not-established",
        };
        let text = tr.t_args(
            "notice-revoke",
            &[
                ("trick", revoke.trick.into()),
                ("seat", tr.t(&format!("seat-{}", revoke.seat)).into()),
                ("played", played.into()),
                ("kind", tr.t(revoke.kind.key()).into()),
                ("status", tr.t(status).into()),
                ("transfer", revoke.transfer.into()),
            ],
        );
        line(&mut canvas, Face::Regular, SMALL, &text);
    }
    // The calls and cards in question, with what the players were told.
    for text in super::changes::notice_lines(tr, judgement) {
        line(&mut canvas, Face::Regular, SMALL, &text);
    }
    if let Some(n) = judgement.standing_cards {
        let text = tr.t_args(
            "notice-void",
            &[("standing", n.into()), ("first", (n + 1).into())],
        );
        line(&mut canvas, Face::Regular, SMALL, &text);
    }

    title(&mut canvas, &tr.t("notice-ruling"));
    let laws = r.all_laws();
    if compact {
        let codes: Vec<&str> = laws.iter().map(|l| l.code()).collect();
        let text = tr.t_args("notice-laws-compact", &[("laws", codes.join(", ").into())]);
        line(&mut canvas, Face::Regular, 7.5, &text);
    } else {
        for law in laws {
            let label = tr.t_args("report-law", &[("code", law.code().into())]);
            let text = format!("{label}  {}", tr.t(&law.paraphrase_key()));
            line(&mut canvas, Face::Regular, 7.5, &text);
        }
    }

    title(&mut canvas, &tr.t("notice-score"));
    let score = match &r.final_result {
        Some(f) => tr.t_args(
            "report-score-both",
            &[
                ("ns", signed(f.score_ns).into()),
                ("ew", signed(-f.score_ns).into()),
            ],
        ),
        None if r.revokes.iter().any(|v| v.corrected) => tr.t("notice-no-score-replay"),
        None => tr.t("notice-no-score-yet"),
    };
    line(&mut canvas, Face::Bold, 10.0, &score);

    title(&mut canvas, &tr.t("report-appeal"));
    let appeal = super::ruling::appeal_text(tr, case, options);
    line(&mut canvas, Face::Regular, SMALL, &appeal);
    let director = options.director_name(case);
    let signature = tr.t_args(
        "notice-signed",
        &[
            (
                "director",
                if director.is_empty() {
                    tr.t("report-unnamed-director")
                } else {
                    director
                }
                .into(),
            ),
            ("time", format_time(options.time).into()),
            (
                "fingerprint",
                options
                    .fingerprint
                    .clone()
                    .unwrap_or_else(|| "—".to_owned())
                    .into(),
            ),
        ],
    );
    canvas.gap(3.0);
    canvas.paragraph(Face::Regular, 6.5, canvas.left(), &signature);
    canvas
}

/// A dashed cut line across the sheet at `y`, with its word.
fn cut_line(page: &mut Vec<Item>, width: f32, y: f32, label: &str) {
    let mut x = 8.0;
    while x < width - 8.0 {
        page.push(Item::Line {
            x1: x,
            y1: y,
            x2: (x + 5.0).min(width - 8.0),
            y2: y,
            width: 0.4,
            color: GREY,
        });
        x += 9.0;
    }
    page.push(Item::Text {
        face: Face::Regular,
        size: 6.0,
        x: 10.0,
        y: y - 2.5,
        color: GREY,
        text: label.to_owned(),
    });
}

/// The notice on its paper: one page either way (on A4, two copies and a cut line).
fn sheet(
    tr: Tr,
    case: &Case,
    judgement: &Judgement,
    options: &ReportOptions,
    paper: NoticePaper,
) -> Canvas {
    let mut notice = compose(tr, case, judgement, options, false);
    if notice.pages.len() > 1 {
        // A notice is one page: the laws by number only, their wording is in the report.
        notice = compose(tr, case, judgement, options, true);
    }
    notice.pages.truncate(1);
    match paper {
        NoticePaper::A5 => notice,
        NoticePaper::A4 => {
            let (w, h) = super::Paper::A4.size_pt();
            let mut sheet = Canvas::new(w, h);
            let half = NOTICE.1;
            let mut page: Vec<Item> = notice.pages[0].clone();
            page.extend(notice.pages[0].iter().map(|i| i.shifted(half)));
            cut_line(&mut page, w, half, &tr.t("notice-cut"));
            sheet.pages = vec![page];
            sheet
        }
    }
}

/// The notice as an unsigned PDF carrying the case file.
///
/// # Errors
/// When the fonts or the PDF cannot be made.
pub fn render(
    case: &Case,
    judgement: &Judgement,
    case_toml: &str,
    options: &ReportOptions,
    paper: NoticePaper,
) -> Result<Vec<u8>, ReportError> {
    render_checked(case, judgement, case_toml, options, paper).map(|r| r.pdf)
}

/// The notice, saying which characters could not be printed.
///
/// # Errors
/// When the fonts or the PDF cannot be made.
pub fn render_checked(
    case: &Case,
    judgement: &Judgement,
    case_toml: &str,
    options: &ReportOptions,
    paper: NoticePaper,
) -> Result<super::Rendered, ReportError> {
    let tr = Tr::new(options.lang);
    let canvas = sheet(tr, case, judgement, options, paper);
    let title = tr.t_args(
        "notice-title",
        &[("board", judgement.ruling.board.as_str().into())],
    );
    let doc = pdf::Doc {
        title: &title,
        subject: &tr.t(super::wording::subject_key(case, judgement, true)),
        footer: false,
    };
    pdf::write_checked(canvas, &doc, tr, case, case_toml, options)
}

/// The notice, signed by `identity` like the report.
///
/// # Errors
/// When the PDF cannot be made or signed.
pub fn render_signed(
    case: &Case,
    judgement: &Judgement,
    case_toml: &str,
    options: &ReportOptions,
    paper: NoticePaper,
    identity: &crate::sign::Identity,
) -> Result<Vec<u8>, ExportError> {
    super::sign_rendered(options, identity, |o| {
        render(case, judgement, case_toml, o, paper)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// A ruling with many laws: the notice still holds on one page, laws by number.
    #[test]
    fn a_long_ruling_fits_one_page_with_the_laws_by_number() {
        let deal: contract_bridge::FullDeal =
            "E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT"
                .parse()
                .unwrap();
        let play = crate::play::Play::new(
            deal,
            contract_bridge::Seat::West,
            contract_bridge::Strain::Spades,
        );
        let case = crate::case::Case {
            title: String::new(),
            source: crate::case::BoardSource::Inline { pbn: String::new() },
            board: crate::case::Board {
                number: "1".into(),
                dealer: contract_bridge::Seat::North,
                vulnerability: contract_bridge::AbsoluteVulnerability::NONE,
                deal,
                declarer: contract_bridge::Seat::West,
                contract: contract_bridge::Contract::new(
                    4,
                    contract_bridge::Strain::Spades,
                    contract_bridge::Penalty::Undoubled,
                ),
                auction: Vec::new(),
                players: Default::default(),
            },
            play,
            marked_revokes: Vec::new(),
            attention: None,
            claim: None,
            equity: Default::default(),
            meta: Default::default(),
            changes: Default::default(),
        };
        let mut judgement = crate::laws::Judgement {
            ruling: crate::laws::Ruling {
                format: crate::laws::RULING_FORMAT.into(),
                board: "1".into(),
                contract: "4S".into(),
                declarer: "W".into(),
                table_declarer_tricks: 10,
                revokes: Vec::new(),
                transfer_total: 0,
                adjusted_declarer_tricks: 10,
                equity: crate::laws::EquityRuling::default(),
                final_result: None,
                claim: None,
                call_changes: None,
                card_changes: None,
            },
            evidence: None,
            table_score_ns: None,
            adjusted_score_ns: None,
            imps: Vec::new(),
            weighted_imps_ns: None,
            notes: Vec::new(),
            standing_cards: None,
            claim: None,
        };
        let options = ReportOptions::default();
        let tr = Tr::new(Lang::Fr);
        let short = compose(tr, &case, &judgement, &options, false);
        assert_eq!(short.pages.len(), 1);
        // Every law, on many revokes: too long for the page with paraphrases.
        for card in 1..=8 {
            judgement.ruling.revokes.push(crate::laws::RevokeRuling {
                card,
                trick: 1,
                seat: "N".into(),
                side: "NS".into(),
                kind: crate::laws::RevokeKind::FailureToFollow,
                established: true,
                corrected: false,
                penalty_card: None,
                transfer: 0,
                laws: crate::laws::Law::ALL.to_vec(),
            });
        }
        assert!(compose(tr, &case, &judgement, &options, false).pages.len() > 1);
        let sheet = sheet(tr, &case, &judgement, &options, NoticePaper::A5);
        assert_eq!(sheet.pages.len(), 1);
        let text: String = sheet.pages[0]
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            text.contains("Lois appliquées : 12C1c, 14B, 16B1"),
            "{text}"
        );
        assert!(text.contains("57D, 61A, 62A"), "{text}");
        assert!(text.contains("Appel"), "the appeal notice is kept: {text}");
    }
}
