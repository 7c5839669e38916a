//! `arbitre analyse CASE.toml`: declarer's double-dummy trick count after every card.

use crate::equity::analyse;
use crate::i18n::Tr;
use crate::notation::card_symbol;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

/// Runs the command.
pub fn run(tr: Tr, path: &Path) -> ExitCode {
    let case = match crate::case::load(path) {
        Ok(c) => c,
        Err(e) => {
            let text = tr.msg(&e.detail());
            return super::fail(
                tr,
                "cli-error-file",
                &[
                    ("file", path.display().to_string().into()),
                    ("error", text.into()),
                ],
            );
        }
    };
    let text = table(tr, &case.play, &analyse(&case.play));
    let mut out = super::out::stdout();
    let written = out.text(&text);
    out.finish(tr, written, ExitCode::SUCCESS)
}

/// The per-card table: card number, trick, seat, card, DD value after it and its change.
#[must_use]
pub fn table(tr: Tr, play: &crate::play::Play, values: &[Option<u8>]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        tr.t_args(
            "analyse-start",
            &[(
                "tricks",
                values
                    .first()
                    .copied()
                    .flatten()
                    .map_or(-1, i32::from)
                    .into()
            )]
        )
    );
    let _ = writeln!(out, "{}", tr.t("analyse-header"));
    let mut unknown = false;
    for step in play.steps() {
        let before = values.get(step.index).copied().flatten();
        let after = values.get(step.index + 1).copied().flatten();
        unknown |= after.is_none();
        let value = after.map_or_else(|| "?".to_owned(), |v| v.to_string());
        let change = match (before, after) {
            (Some(b), Some(a)) if a != b => format!("{:+}", i32::from(a) - i32::from(b)),
            _ => String::new(),
        };
        let mark = if step.revoke {
            tr.t("analyse-revoke")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{:>4}  {:>5}  {:<5}  {:<4}  {:>5}  {:>4}  {mark}",
            step.number(),
            step.trick + 1,
            crate::i18n::words::seat_name(tr, step.seat),
            tr.cards(&card_symbol(step.card)),
            value,
            change,
        );
    }
    if unknown {
        let _ = writeln!(out, "{}", tr.t("analyse-legend-unknown"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Tr};

    #[test]
    fn a_question_mark_is_explained_under_the_table() {
        let (play, _) = crate::play::testing::after_opening_lead();
        for lang in [Lang::En, Lang::Fr] {
            let tr = Tr::new(lang);
            let legend = tr.t("analyse-legend-unknown");
            assert!(legend.starts_with('?'), "{legend}");
            assert!(table(tr, &play, &[Some(9), None]).contains(&legend));
            assert!(!table(tr, &play, &[Some(9), Some(9)]).contains(&legend));
        }
    }
}
