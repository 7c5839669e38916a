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
    L16B1 = "16B1": "Partner's remarks, hesitations or movements are unauthorized information.",
    L16C1 = "16C1": "The non-offending side may use what a withdrawn action showed.",
    L16C2 = "16C2": "The offending side may not use what a withdrawn action showed.",
    L21B1a = "21B1a": "A call made on an opponent's misinformation may be changed.",
    L21B2 = "21B2": "After such a change, LHO may change a later call.",
    L21B3 = "21B3": "Too late to change: the director may adjust the score.",
    L25A1 = "25A1": "An unintended call may be replaced by the intended one.",
    L25A2 = "25A2": "A call meant at the moment stands; only a mechanical error or slip is corrected.",
    L25A4 = "25A4": "No correction once partner has called.",
    L25A5 = "25A5": "No correction after the auction period.",
    L25A6 = "25A6": "LHO may take back a call he made over the corrected one.",
    L25B1 = "25B1": "LHO may accept an intended call's substitute.",
    L25B2 = "25B2": "Not accepted: the substitute is cancelled and the first call stands.",
    L25B3 = "25B3": "Law 16C applies to every call withdrawn or cancelled.",
    L26A = "26A": "Withdrawn call replaced by a comparable one: no lead restriction.",
    L26B = "26B": "Declarer may forbid the offender's partner's lead of one suit.",
    L45A = "45A": "A card placed face up on the table is played.",
    L45B = "45B": "Declarer plays dummy's cards by naming them.",
    L45C1 = "45C1": "A defender's card his partner could see is played.",
    L45C2a = "45C2a": "Declarer's card held face up near the table is played.",
    L45C2b = "45C2b": "Declarer's card held as if played is played.",
    L45C3 = "45C3": "A dummy card declarer touches deliberately is played.",
    L45C4a = "45C4a": "A card named or designated is played.",
    L45C4b = "45C4b": "Declarer may correct an unintended designation of a dummy card.",
    L45D = "45D": "A card dummy places unasked goes back.",
    L47C = "47C": "After a 45C4b change, the designated card goes back.",
    L47D = "47D": "After an opponent's change, a player may take his card back.",
    L47E1 = "47E1": "A card played because an opponent said it was his turn goes back.",
    L47E2a = "47E2a": "A card played on misinformation may be taken back.",
    L47E2b = "47E2b": "Too late to take it back: the director may adjust.",
    L47F2 = "47F2": "Otherwise a played card may not be taken back.",
    L48A = "48A": "Declarer's exposed cards are not penalty cards.",
    L49 = "49": "A defender's exposed card is a penalty card.",
    L50B = "50B": "Minor or major penalty card.",
    L50C = "50C": "A minor penalty card.",
    L50D1 = "50D1": "A major penalty card is played at the first legal opportunity.",
    L50D2 = "50D2": "Declarer's options when the holder's partner is to lead.",
    L50E = "50E": "Information from a penalty card.",
    L51 = "51": "Two or more penalty cards.",
    L57A = "57A": "A defender's premature lead or play: a major penalty card.",
    L57C1 = "57C1": "No rectification once declarer played from both hands.",
    L57C3 = "57C3": "Declarer's premature play stands.",
    L57D = "57D": "A defender's play at his RHO's turn.",
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
