//! The words for seats, sides and vulnerability: one set of keys (`i18n/*/common.ftl`) for
//! the window, the report and the command line.

use super::Tr;
use contract_bridge::Seat;

/// A seat's name (`North`; `Nord`).
#[must_use]
pub fn seat_name(tr: Tr, seat: Seat) -> String {
    tr.t(seat_key(seat))
}

/// The key of a seat's name, for a message argument.
#[must_use]
pub const fn seat_key(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "seat-N",
        Seat::East => "seat-E",
        Seat::South => "seat-S",
        Seat::West => "seat-W",
    }
}

/// A seat's letter (`N`; `O` for West in French).
#[must_use]
pub fn seat_letter(tr: Tr, seat: Seat) -> String {
    tr.t(seat_letter_key(seat))
}

/// The key of a seat's letter, for a message argument.
#[must_use]
pub const fn seat_letter_key(seat: Seat) -> &'static str {
    match seat {
        Seat::North => "seat-letter-N",
        Seat::East => "seat-letter-E",
        Seat::South => "seat-letter-S",
        Seat::West => "seat-letter-W",
    }
}

/// A side's name from its code, `NS` or `EW` (`North-South`; `Est-Ouest`).
#[must_use]
pub fn side_name(tr: Tr, code: &str) -> String {
    tr.t(if code == "EW" { "side-EW" } else { "side-NS" })
}

/// The vulnerability as people read it (`East-West vulnerable`).
#[must_use]
pub fn vul_text(tr: Tr, ns: bool, ew: bool) -> String {
    tr.t(match (ns, ew) {
        (false, false) => "vul-none",
        (true, false) => "vul-ns",
        (false, true) => "vul-ew",
        (true, true) => "vul-all",
    })
}

/// The vulnerability in a list's column (`–`, `NS`, `EO`, `NS EO`).
#[must_use]
pub fn vul_short(tr: Tr, ns: bool, ew: bool) -> String {
    match (ns, ew) {
        (false, false) => "–".to_owned(),
        (true, false) => tr.t("side-short-NS"),
        (false, true) => tr.t("side-short-EW"),
        (true, true) => format!("{} {}", tr.t("side-short-NS"), tr.t("side-short-EW")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn one_set_of_words_in_both_languages() {
        let (en, fr) = (Tr::new(Lang::En), Tr::new(Lang::Fr));
        assert_eq!(seat_name(en, Seat::West), "West");
        assert_eq!(seat_name(fr, Seat::West), "Ouest");
        assert_eq!(seat_letter(fr, Seat::West), "O");
        assert_eq!(side_name(fr, "EW"), "Est-Ouest");
        assert_eq!(vul_text(en, true, false), "North-South vulnerable");
        assert_eq!(vul_short(fr, true, true), "NS EO");
        assert_eq!(vul_short(en, false, false), "–");
    }
}
