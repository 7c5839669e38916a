//! The laws a ruling applies, as a type: `Law::L64B3` is written `64B3` in the ruling JSON
//! and in every text, and its paraphrase is the message `law-64B3`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

macro_rules! laws {
    ($($variant:ident = $code:literal: $doc:literal,)*) => {
        /// A law (or the most specific part of one) that a ruling applies.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Law {
            $(#[doc = $doc] $variant,)*
        }

        impl Law {
            /// Every law Arbitre applies, in the order of the Laws.
            pub const ALL: &'static [Self] = &[$(Self::$variant,)*];

            /// The code as the Laws number it: `64B3`.
            #[must_use]
            pub const fn code(self) -> &'static str {
                match self {
                    $(Self::$variant => $code,)*
                }
            }
        }
    };
}

laws! {
    L12C1c = "12C1c": "Weighted score (an assigned adjusted score).",
    L14B = "14B": "A card found missing from a hand is deemed to have been there throughout.",
    L61A = "61A": "Failure to follow suit when able, or to play a card the Laws require, is a revoke.",
    L62A = "62A": "A revoke must be corrected if attention is drawn before it is established.",
    L62B1 = "62B1": "A defender's revoke card becomes a major penalty card.",
    L62B2 = "62B2": "Declarer's or dummy's revoke card is replaced without penalty.",
    L62C3 = "62C3": "Both sides revoked on one trick: both are corrected.",
    L62D1 = "62D1": "A revoke on the twelfth trick is corrected, even established.",
    L62D2 = "62D2": "Twelfth trick: the partner of a defender who revoked may have to change his card.",
    L63A1 = "63A1": "Established by play to the next trick.",
    L63A2 = "63A2": "Established by naming or designating a card to the next trick.",
    L63A3 = "63A3": "Established by the offending side's claim or concession.",
    L63A4 = "63A4": "Established by the offending side agreeing to a claim.",
    L64A1 = "64A1": "The offender won the revoke trick: that trick and one more of his side's.",
    L64A2 = "64A2": "The offender did not win the revoke trick: one trick of his side's.",
    L64B1 = "64B1": "No adjustment: the offending side won no trick from the revoke on.",
    L64B2 = "64B2": "No adjustment: a second revoke in the same suit by the same player.",
    L64B3 = "64B3": "No adjustment: a revoke by failing to play a card of dummy's or a faced card.",
    L64B4 = "64B4": "No adjustment: attention drawn after the next board's call.",
    L64B5 = "64B5": "No adjustment: attention drawn after the round ended.",
    L64B6 = "64B6": "No adjustment: a revoke on the twelfth trick.",
    L64B7 = "64B7": "No adjustment: both sides revoked and both revokes are established.",
    L64B8 = "64B8": "No adjustment: corrected because both sides revoked on one trick.",
    L64C1 = "64C1": "Equity: the non-offending side is insufficiently compensated.",
    L64C2a = "64C2a": "Equity: after a second revoke in the same suit.",
    L64C2b = "64C2b": "Equity: both sides revoked, either may be restored.",
    L68A = "68A": "A claim: the player says he will win tricks, or stops play, or shows his hand.",
    L68B1 = "68B1": "A concession: the player says he will lose tricks.",
    L68D = "68D": "Play stops at a claim or concession.",
    L69A = "69A": "The claim or concession is agreed.",
    L69B1 = "69B1": "Agreement withdrawn: a trick the side had already won.",
    L69B2 = "69B2": "Agreement withdrawn: a trick no normal play could have lost.",
    L70A = "70A": "Disputed: doubtful points go against the claimer.",
    L70C1 = "70C1": "The claimer did not mention an outstanding trump.",
    L70C2 = "70C2": "He was at all likely unaware of it.",
    L70C3 = "70C3": "A trick could be lost to it by normal play.",
    L70D1 = "70D1": "An unstated successful line is not accepted when a normal line does worse.",
    L70D2 = "70D2": "A defender's claim needing his partner's particular play is not accepted.",
    L70E1 = "70E1": "An unstated finesse or card placing is not accepted.",
    L71_1 = "71.1": "Concession cancelled: a trick the side had already won.",
    L71_2 = "71.2": "Concession cancelled: declarer conceded defeat of a contract already made.",
    L71_3 = "71.3": "Concession cancelled: a defender conceded a contract already beaten.",
    L71_4 = "71.4": "Concession cancelled: a trick no normal play could lose.",
}

impl Law {
    /// The i18n key of the law's paraphrase: `law-64A1` (`law-71-1` for `71.1`: Fluent
    /// names have no dots).
    #[must_use]
    pub fn paraphrase_key(self) -> String {
        format!("law-{}", self.code().replace('.', "-"))
    }
}

impl fmt::Display for Law {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

/// A law code Arbitre does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown law code `{0}`")]
pub struct UnknownLaw(pub String);

impl FromStr for Law {
    type Err = UnknownLaw;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .iter()
            .copied()
            .find(|l| l.code() == s)
            .ok_or_else(|| UnknownLaw(s.to_owned()))
    }
}

impl PartialEq<&str> for Law {
    fn eq(&self, other: &&str) -> bool {
        self.code() == *other
    }
}

impl Serialize for Law {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Law {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_and_codes_are_distinct() {
        let mut seen = std::collections::BTreeSet::new();
        for &law in Law::ALL {
            assert_eq!(law.code().parse::<Law>(), Ok(law));
            assert_eq!(law.to_string(), law.code());
            assert!(seen.insert(law.code()), "{law} twice");
        }
        assert_eq!("64b3".parse::<Law>(), Err(UnknownLaw("64b3".into())));
        assert_eq!(format!("{:<6}|", Law::L61A), "61A   |");
        assert_eq!(serde_json::to_string(&Law::L64C2b).unwrap(), "\"64C2b\"");
        assert_eq!(
            serde_json::from_str::<Law>("\"12C1c\"").unwrap(),
            Law::L12C1c
        );
        assert!(serde_json::from_str::<Law>("\"64Z\"").is_err());
    }

    #[test]
    fn every_claim_law_is_a_law_with_a_fluent_key() {
        for claim_law in crate::claims::ClaimLaw::ALL {
            let law: Law = claim_law.code().parse().unwrap();
            assert_eq!(law.code(), claim_law.code());
            assert!(!law.paraphrase_key().contains('.'), "{law}");
        }
        assert_eq!(Law::L71_4.paraphrase_key(), "law-71-4");
    }
}
