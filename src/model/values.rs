//! The values of the identification tags: Deal (any first seat, hidden hands, validation
//! naming the hand and the card), Contract, Declarer, Result, Vulnerable, and the dealer
//! and vulnerability a board number implies.

use super::text::trim;
use crate::i18n::Msg;
use crate::notation::{Side, clockwise_from};
use contract_bridge::{
    AbsoluteVulnerability, Bid, Contract, Hand, Holding, PartialDeal, Penalty, Seat, Strain, Suit,
};

mod deal;

pub use deal::parse_deal;
pub(crate) use deal::{DealProblems, read_deal};

/// What a Contract tag says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ContractTag {
    /// `Pass`: the board was passed out.
    Passed,
    /// A contract.
    Bid(Contract),
    /// An end position gives only the strain.
    StrainOnly(Strain),
}

impl ContractTag {
    /// The strain, when there is one.
    #[must_use]
    pub const fn strain(self) -> Option<Strain> {
        match self {
            Self::Passed => None,
            Self::Bid(c) => Some(c.bid.strain),
            Self::StrainOnly(s) => Some(s),
        }
    }

    /// The PBN form: `Pass`, `4SX`, `3NT`, `H`.
    #[must_use]
    pub fn pbn(self) -> String {
        match self {
            Self::Passed => "Pass".to_owned(),
            Self::Bid(c) => {
                let pen = match c.penalty {
                    Penalty::Undoubled => "",
                    Penalty::Doubled => "X",
                    Penalty::Redoubled => "XX",
                };
                format!("{}{}{pen}", c.bid.level.get(), strain_pbn(c.bid.strain))
            }
            Self::StrainOnly(s) => strain_pbn(s).to_owned(),
        }
    }
}

/// `S H D C NT`.
pub(crate) const fn strain_pbn(strain: Strain) -> &'static str {
    crate::notation::strain_code(strain)
}

/// Reads a strain: `S H D C N NT` (any case).
pub(crate) fn parse_strain(s: &str) -> Option<Strain> {
    // In any case, without a copy.
    match s.as_bytes() {
        [b] => match b.to_ascii_uppercase() {
            b'S' => Some(Strain::Spades),
            b'H' => Some(Strain::Hearts),
            b'D' => Some(Strain::Diamonds),
            b'C' => Some(Strain::Clubs),
            b'N' => Some(Strain::Notrump),
            _ => None,
        },
        [n, t] if n.eq_ignore_ascii_case(&b'N') && t.eq_ignore_ascii_case(&b'T') => {
            Some(Strain::Notrump)
        }
        _ => None,
    }
}

/// Reads a bid `<level><strain>` such as `1S`, `3N`, `7nt`.
pub(crate) fn parse_bid(s: &str) -> Option<Bid> {
    let (&level, _) = s.as_bytes().split_first()?;
    if !(b'1'..=b'7').contains(&level) {
        return None;
    }
    // The level is one ASCII byte: the strain starts after it.
    let strain = parse_strain(&s[1..])?;
    Some(Bid::new(level - b'0', strain))
}

/// Reads a Contract value. `Ok(None)` for `""` and `?` (not applicable, unknown).
///
/// # Errors
/// When the value is not a contract.
pub fn parse_contract(value: &str) -> Result<Option<ContractTag>, Msg> {
    let v = trim(value);
    if v.is_empty() || v == "?" {
        return Ok(None);
    }
    if v.eq_ignore_ascii_case("pass") || v.eq_ignore_ascii_case("p") {
        return Ok(Some(ContractTag::Passed));
    }
    if let Some(strain) = parse_strain(v) {
        return Ok(Some(ContractTag::StrainOnly(strain)));
    }
    // The penalty's letters in any case, without a copy (the bid is read in any case).
    let ends_with = |suffix: &[u8]| {
        v.len() >= suffix.len()
            && v.as_bytes()[v.len() - suffix.len()..].eq_ignore_ascii_case(suffix)
    };
    let (body, penalty) = if ends_with(b"XX") {
        (&v[..v.len() - 2], Penalty::Redoubled)
    } else if ends_with(b"X") {
        (&v[..v.len() - 1], Penalty::Doubled)
    } else if ends_with(b"R") {
        (&v[..v.len() - 1], Penalty::Redoubled)
    } else {
        (v, Penalty::Undoubled)
    };
    match parse_bid(body) {
        Some(bid) => Ok(Some(ContractTag::Bid(Contract { bid, penalty }))),
        None => Err(Msg::new("pbn-contract-bad").arg("value", v)),
    }
}

/// Reads a Declarer value: a seat, with `^` when declarer and dummy were swapped.
/// `Ok(None)` for `""` and `?`.
pub(crate) fn parse_declarer(value: &str) -> Result<Option<(Seat, bool)>, Msg> {
    let v = trim(value);
    if v.is_empty() || v == "?" {
        return Ok(None);
    }
    let (irregular, seat) = match v.strip_prefix('^') {
        Some(rest) => (true, rest),
        None => (false, v),
    };
    parse_seat_letter(seat)
        .map(|s| Some((s, irregular)))
        .ok_or_else(|| Msg::new("pbn-declarer-bad").arg("value", v))
}

/// `N E S W`, any case.
pub(crate) fn parse_seat_letter(s: &str) -> Option<Seat> {
    match trim(s).as_bytes() {
        [b] => match b.to_ascii_uppercase() {
            b'N' => Some(Seat::North),
            b'E' => Some(Seat::East),
            b'S' => Some(Seat::South),
            b'W' => Some(Seat::West),
            _ => None,
        },
        _ => None,
    }
}

/// Reads a Result value as declarer's tricks: `9`, `^9`, `NS 9`, `EW 4`, `NS 9 EW 4`.
/// `Ok(None)` for `""`, `?`, or a side total that cannot be turned into declarer's tricks.
pub(crate) fn parse_result(value: &str, declarer: Option<Seat>) -> Result<Option<u8>, Msg> {
    let v = trim(trim(value).trim_start_matches('^'));
    if v.is_empty() || v == "?" {
        return Ok(None);
    }
    let bad = || Msg::new("pbn-result-bad").arg("value", value.trim());
    let count = |s: &str| s.parse::<u8>().ok().filter(|&n| n <= 13);
    if let Some(n) = count(v) {
        return Ok(Some(n));
    }
    let words: Vec<&str> = v.split_whitespace().collect();
    let mut sides: [Option<u8>; 2] = [None, None];
    for pair in words.chunks(2) {
        let [side, n] = pair else { return Err(bad()) };
        let n = count(n).ok_or_else(bad)?;
        match side.to_ascii_uppercase().as_str() {
            "NS" => sides[Side::NS as usize] = Some(n),
            "EW" => sides[Side::EW as usize] = Some(n),
            _ => return Err(bad()),
        }
    }
    if let [Some(a), Some(b)] = sides
        && a + b != 13
    {
        return Err(Msg::new("pbn-result-sum").arg("value", value.trim()));
    }
    let Some(decl) = declarer else {
        return Ok(None);
    };
    let mine = Side::of(decl) as usize;
    Ok(sides[mine].or_else(|| sides[1 - mine].map(|n| 13 - n)))
}

/// Checks an `OptimumScore` value (PBN 2.1): `NS <score>`, `EW <score>`, or both, a score
/// a whole number with an optional sign (`NS +140`); an empty value says nothing.
///
/// # Errors
/// The warning for any other value.
pub(crate) fn check_optimum_score(value: &str) -> Result<(), Msg> {
    let words: Vec<&str> = value.split_whitespace().collect();
    let score = |w: &str| {
        let digits = w.strip_prefix(['+', '-']).unwrap_or(w);
        !digits.is_empty() && digits.len() <= 6 && digits.bytes().all(|b| b.is_ascii_digit())
    };
    let ok = match words.as_slice() {
        [] => true,
        [side, n] => matches!(*side, "NS" | "EW") && score(n),
        [a, n, b, m] => matches!((*a, *b), ("NS", "EW") | ("EW", "NS")) && score(n) && score(m),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(Msg::new("limits-pbn-optimum-score").arg("value", value.trim()))
    }
}

/// Reads a Vulnerable value: `None Love - NS EW All Both` (any case).
#[must_use]
pub fn parse_vulnerability(value: &str) -> Option<AbsoluteVulnerability> {
    match value.trim().to_ascii_lowercase().as_str() {
        "none" | "love" | "-" => Some(AbsoluteVulnerability::NONE),
        "ns" => Some(AbsoluteVulnerability::NS),
        "ew" => Some(AbsoluteVulnerability::EW),
        "all" | "both" => Some(AbsoluteVulnerability::ALL),
        _ => None,
    }
}

/// The PBN form of a vulnerability: `None NS EW All`.
pub(crate) fn vulnerability_pbn(v: AbsoluteVulnerability) -> &'static str {
    if v == AbsoluteVulnerability::ALL {
        "All"
    } else if v == AbsoluteVulnerability::NS {
        "NS"
    } else if v == AbsoluteVulnerability::EW {
        "EW"
    } else {
        "None"
    }
}

/// The dealer of a board number: N, E, S, W for boards 1, 2, 3, 4, and so on.
#[must_use]
pub fn dealer_of_board(board: u32) -> Option<Seat> {
    (board > 0).then(|| Seat::ALL[((board - 1) % 4) as usize])
}

/// The vulnerability of a board number (the cycle of 16).
#[must_use]
pub fn vulnerability_of_board(board: u32) -> Option<AbsoluteVulnerability> {
    const N: AbsoluteVulnerability = AbsoluteVulnerability::NONE;
    const NS: AbsoluteVulnerability = AbsoluteVulnerability::NS;
    const EW: AbsoluteVulnerability = AbsoluteVulnerability::EW;
    const A: AbsoluteVulnerability = AbsoluteVulnerability::ALL;
    const CYCLE: [AbsoluteVulnerability; 16] =
        [N, NS, EW, A, NS, EW, A, N, EW, A, N, NS, A, N, NS, EW];
    (board > 0).then(|| CYCLE[((board - 1) % 16) as usize])
}

/// Writes a hand as PBN: `AK2.QJ.T98.765` (ranks descending).
pub(crate) fn hand_pbn(hand: Hand) -> String {
    let mut s = String::with_capacity(20);
    for (i, suit) in Suit::DESC.into_iter().enumerate() {
        if i > 0 {
            s.push('.');
        }
        let holding: Holding = hand[suit];
        for rank in holding.iter() {
            s.push(rank.letter());
        }
    }
    s
}

/// Writes a deal as PBN from `first`; hands with no card are written `-`, unless every
/// hand is empty.
pub(crate) fn deal_pbn(deal: &PartialDeal, first: Seat) -> String {
    let mut s = String::with_capacity(72);
    s.push(first.letter());
    s.push(':');
    for (i, seat) in clockwise_from(first).into_iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        let hand = deal[seat];
        if hand.is_empty() {
            s.push('-');
        } else {
            s.push_str(&hand_pbn(hand));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts() {
        let c = |s: &str| parse_contract(s).unwrap().map(ContractTag::pbn);
        assert_eq!(c("3N").as_deref(), Some("3NT"));
        assert_eq!(c("4SR").as_deref(), Some("4SXX"));
        assert_eq!(c("5Cx").as_deref(), Some("5CX"));
        assert_eq!(c("pass").as_deref(), Some("Pass"));
        assert_eq!(c("H").as_deref(), Some("H"));
        assert_eq!(c("?"), None);
        assert!(parse_contract("4Hearts").is_err());
        assert!(parse_contract("8S").is_err());
    }

    #[test]
    fn results_and_declarers() {
        assert_eq!(
            parse_result("NS 9 EW 4", Some(Seat::East)).unwrap(),
            Some(4)
        );
        assert_eq!(parse_result("EW 4", Some(Seat::North)).unwrap(), Some(9));
        assert_eq!(parse_result("^5", None).unwrap(), Some(5));
        assert!(parse_result("NS 9 EW 5", Some(Seat::North)).is_err());
        assert_eq!(parse_declarer("^S").unwrap(), Some((Seat::South, true)));
        assert!(parse_declarer("White").is_err());
    }

    #[test]
    fn board_cycles() {
        assert_eq!(dealer_of_board(6), Some(Seat::East));
        assert_eq!(vulnerability_of_board(16), Some(AbsoluteVulnerability::EW));
        assert_eq!(
            vulnerability_of_board(17),
            Some(AbsoluteVulnerability::NONE)
        );
        assert_eq!(vulnerability_of_board(0), None);
    }
}
