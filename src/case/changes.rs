//! The facts of calls and cards a player tried to change (`[[call_change]]`,
//! `[[card_change]]`, `call-card-law-model.md`): what the director found at the table,
//! each finding a closed set of values. `crate::changes` rules on them.

use contract_bridge::{Card, Seat};

/// Declares a closed set of case-file words: the enum, its `code`, and `CODES` in order.
macro_rules! words {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident = $code:literal,)* }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $($(#[$vm])* $variant,)*
        }

        impl $name {
            /// Every value, in the order the brief gives them.
            pub const ALL: &'static [Self] = &[$(Self::$variant,)*];
            /// Every value as the case file writes it.
            pub const CODES: &'static [&'static str] = &[$($code,)*];

            /// The value as the case file writes it.
            #[must_use]
            pub const fn code(self) -> &'static str {
                match self {
                    $(Self::$variant => $code,)*
                }
            }

            /// The value a case-file word names.
            #[must_use]
            pub fn from_code(code: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.code() == code)
            }
        }
    };
}

words! {
    /// What the player did with the call (C1).
    CallAction {
        /// Its bidding card placed on the table.
        Placed = "placed",
        /// Its bidding card taken out of the box.
        Removed = "removed",
        /// A bidding card fingered, none taken out.
        Touched = "touched",
        /// Said aloud.
        Spoken = "spoken",
    }
}

words! {
    /// The director's finding on why the player wants a change.
    Cause {
        /// Nothing asked: only whether it was made or played.
        None = "none",
        /// A wrong bidding card or card pulled or touched.
        Mechanical = "mechanical",
        /// A wrong word said.
        Slip = "slip",
        /// He meant it then (second thought, lapse of concentration).
        Rethink = "rethink",
        /// Misled by an opponent's explanation, now corrected.
        Misinformation = "misinformation",
        /// An opponent wrongly said it was his turn (cards only).
        ToldWrongTurn = "told_wrong_turn",
    }
}

words! {
    /// Calls made after the questioned one, before the attempt (ordered).
    CalledSince {
        /// None.
        None = "none",
        /// His left-hand opponent has called.
        Lho = "lho",
        /// His partner has called.
        Partner = "partner",
        /// The auction period is over.
        PeriodOver = "period_over",
    }
}

words! {
    /// LHO's choice on a substituted call (25B1).
    LhoChoice {
        /// Accepted (called knowingly over it).
        Accept = "accept",
        /// Declined.
        Decline = "decline",
    }
}

words! {
    /// How the card was exposed.
    Exposure {
        /// Placed face up on the table.
        OnTable = "on_table",
        /// Declarer's card held face up touching or nearly touching the table.
        NearTable = "near_table",
        /// Declarer's card held in a position showing it is played.
        HeldAsPlayed = "held_as_played",
        /// A defender's card held where his partner could see its face.
        PartnerCouldSee = "partner_could_see",
        /// Shown and withdrawn in one movement, seen by declarer only.
        SeenOnly = "seen_only",
        /// Fell face up by accident.
        Dropped = "dropped",
        /// Named or designated by voice or gesture.
        Named = "named",
        /// A dummy card declarer touched deliberately.
        Touched = "touched",
        /// A dummy card touched to arrange dummy or reach another card.
        TouchedNotToPlay = "touched_not_to_play",
        /// A dummy card dummy placed without being asked.
        DummyUnasked = "dummy_unasked",
    }
}

words! {
    /// Cards played after the questioned one, before the attempt (ordered).
    PlayedSince {
        /// None.
        None = "none",
        /// Only an opponent has played.
        OpponentOnly = "opponent_only",
        /// His side (for declarer, either hand) has played since.
        OwnSide = "own_side",
        /// Each side has played to the following trick.
        NextTrick = "next_trick",
    }
}

impl Exposure {
    /// Whether a card so exposed is played (P1).
    #[must_use]
    pub const fn played(self) -> bool {
        matches!(
            self,
            Self::OnTable
                | Self::NearTable
                | Self::HeldAsPlayed
                | Self::PartnerCouldSee
                | Self::Named
                | Self::Touched
        )
    }

    /// Whether a card of a player with this role may be so exposed.
    #[must_use]
    pub const fn fits(self, role: crate::play::Role) -> bool {
        use crate::play::Role;
        match self {
            Self::OnTable | Self::Named => true,
            Self::NearTable | Self::HeldAsPlayed => matches!(role, Role::Declarer),
            Self::PartnerCouldSee => matches!(role, Role::Defender),
            Self::SeenOnly | Self::Dropped => !matches!(role, Role::Dummy),
            Self::Touched | Self::TouchedNotToPlay | Self::DummyUnasked => {
                matches!(role, Role::Dummy)
            }
        }
    }
}

/// A call as the case file writes it: `1C`..`7NT`, `P`, `X`, `XX`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CallToken(String);

impl CallToken {
    /// The call a token names, or none.
    #[must_use]
    pub fn parse(token: &str) -> Option<Self> {
        let ok = match token {
            "P" | "X" | "XX" => true,
            _ => {
                let mut chars = token.chars();
                let level = chars.next().is_some_and(|c| ('1'..='7').contains(&c));
                level && matches!(chars.as_str(), "C" | "D" | "H" | "S" | "NT")
            }
        };
        ok.then(|| Self(token.to_owned()))
    }

    /// The token.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for CallToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A call a player tried to change, or whose making is in question (`[[call_change]]`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CallChange {
    /// Who made the questioned call.
    pub seat: Seat,
    /// The call as made.
    pub call: CallToken,
    /// What he did with it.
    pub action: CallAction,
    /// Its card left the box with apparent intent.
    pub apparent_intent: bool,
    /// Why he wants a change.
    pub cause: Cause,
    /// The call he put, or wants to put, instead.
    pub to: Option<CallToken>,
    /// Calls after it, before the attempt.
    pub called_since: CalledSince,
    /// LHO's choice (25B1); none: not yet asked.
    pub lho_choice: Option<LhoChoice>,
    /// LHO took back his later call (25A6, 21B2).
    pub lho_withdraws: bool,
    /// The director finds the call that stands comparable to the one withdrawn (23A).
    pub comparable: bool,
}

impl CallChange {
    /// A call made (placed with apparent intent) with nothing asked.
    #[must_use]
    pub const fn new(seat: Seat, call: CallToken) -> Self {
        Self {
            seat,
            call,
            action: CallAction::Placed,
            apparent_intent: true,
            cause: Cause::None,
            to: None,
            called_since: CalledSince::None,
            lho_choice: None,
            lho_withdraws: false,
            comparable: false,
        }
    }
}

/// A card a player tried to change, or whose play is in question (`[[card_change]]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardChange {
    /// Cards counted as played before the questioned one.
    pub after_card: usize,
    /// The card in question; its holder comes from the deal.
    pub card: Card,
    /// How it was exposed.
    pub exposure: Exposure,
    /// Why he wants a change.
    pub cause: Cause,
    /// The card he then played, named or asked for instead.
    pub attempt: Option<Card>,
    /// Cards played after it, before the attempt.
    pub played_since: PlayedSince,
    /// The opponent entitled by 45C4b/45D took his card back.
    pub opponent_withdraws: bool,
    /// Opening lead only: dummy had faced a card before the retraction.
    pub dummy_faced: bool,
    /// Override of whether the holder already has another penalty card (P6).
    pub holder_has_penalty_card: Option<bool>,
}

impl CardChange {
    /// A card so exposed after `after_card` cards, nothing asked.
    #[must_use]
    pub const fn new(after_card: usize, card: Card, exposure: Exposure) -> Self {
        Self {
            after_card,
            card,
            exposure,
            cause: Cause::None,
            attempt: None,
            played_since: PlayedSince::None,
            opponent_withdraws: false,
            dummy_faced: false,
            holder_has_penalty_card: None,
        }
    }
}

/// The case's calls and cards in question, in the order the incidents happened.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Changes {
    /// `[[call_change]]` sections.
    pub calls: Vec<CallChange>,
    /// `[[card_change]]` sections.
    pub cards: Vec<CardChange>,
    /// The board has no contract yet: the auction is not over (a case whose only new
    /// section is `[[call_change]]`, read without Contract, Declarer and play). The
    /// board then holds a stand-in contract that nothing reads.
    pub auction_only: bool,
}

impl Changes {
    /// Whether the case has neither section.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.calls.is_empty() && self.cards.is_empty()
    }
}
