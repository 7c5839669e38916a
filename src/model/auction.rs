//! The Auction section: a token stream of calls (`Pass P pass X XX 1S 3N ...`, `AP`,
//! `-` before the dealer), annotations (`=n=` notes, `$n` NAGs, `!`/`?` suffixes),
//! irregularities (`^I`, `^S`) and end markers (`*`, `+`); Note tags keyed by section.

use super::data::Datum;
use super::game::Tag;
use super::pieces::{Annotations, Piece, pieces, plain};
use super::values::{ContractTag, parse_bid, parse_seat_letter};
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use compact_str::CompactString;
use contract_bridge::auction::{Auction, Call};
use contract_bridge::{Contract, Penalty, Seat};
use smallvec::SmallVec;

/// A note (`[Note "n:text"]`), keyed by its section and index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The index (1..32 by the standard; `0` seen in real files).
    pub index: u32,
    /// The text after `n:`.
    pub text: String,
    /// 1-based line of the tag.
    pub line: usize,
}

/// What an auction token stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallToken {
    /// A call.
    Call(Call),
    /// `-`: not this player's turn yet (seats before the dealer).
    NotYet,
    /// `^S`: a player skipped by a call out of rotation.
    Skipped,
}

/// One call with its annotations.
#[derive(Clone, PartialEq, Eq)]
pub struct AuctionCall {
    /// The call.
    pub token: CallToken,
    /// The token as written.
    pub text: CompactString,
    /// Who made it.
    pub seat: Seat,
    /// Note reference, NAGs, suffix.
    pub annotations: Annotations,
    /// `^I`: an insufficient bid that was accepted.
    pub insufficient_accepted: bool,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

impl AuctionCall {
    /// A call without annotations, `text` as written.
    #[must_use]
    pub fn new(
        token: CallToken,
        text: impl Into<CompactString>,
        seat: Seat,
        line: usize,
        column: usize,
    ) -> Self {
        Self {
            token,
            text: text.into(),
            seat,
            annotations: Annotations::default(),
            insufficient_accepted: false,
            line,
            column,
        }
    }
}

/// Written as a call with its annotations in line, as it was before they were kept apart.
impl std::fmt::Debug for AuctionCall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuctionCall")
            .field("token", &self.token)
            .field("text", &self.text)
            .field("seat", &self.seat)
            .field("note", &self.annotations.note())
            .field("nags", &self.annotations.nags())
            .field("suffix", &self.annotations.suffix())
            .field("insufficient_accepted", &self.insufficient_accepted)
            .field("line", &self.line)
            .field("column", &self.column)
            .finish()
    }
}

/// How the auction section ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionEnd {
    /// No end marker and no closing passes.
    Open,
    /// Closing passes.
    Passes,
    /// `AP`: all remaining players pass.
    AllPass,
    /// `*`: no more calls are given.
    Stop,
    /// `+`: the auction is to be continued.
    Continue,
}

/// The Auction section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionSection {
    /// Seat of the first token.
    pub first: Seat,
    /// The calls (and `-`/`^S` placeholders) in order.
    pub calls: Vec<AuctionCall>,
    /// How it ends.
    pub end: AuctionEnd,
    /// The notes of the auction.
    pub notes: Vec<Note>,
    /// NAGs written after the end marker (`1D + $2`).
    pub end_nags: Vec<u8>,
}

impl AuctionSection {
    /// A section with no call yet, starting with `first`.
    pub(crate) const fn new(first: Seat, notes: Vec<Note>) -> Self {
        Self {
            first,
            calls: Vec::new(),
            end: AuctionEnd::Open,
            notes,
            end_nags: Vec::new(),
        }
    }

    /// The calls actually made, with their seats (`AP` expanded into passes).
    #[must_use]
    pub fn made(&self) -> Vec<(Seat, Call)> {
        self.made_calls().into_vec()
    }

    /// The calls written (not `-`, `^S`), with their seats: [`Self::made`] without the
    /// passes that `AP` stands for.
    fn written_calls(&self) -> impl Iterator<Item = (Seat, Call)> + '_ {
        self.calls.iter().filter_map(|c| match c.token {
            CallToken::Call(call) => Some((c.seat, call)),
            _ => None,
        })
    }

    /// [`Self::made`], without a heap list for an auction of up to 24 calls.
    fn made_calls(&self) -> SmallVec<[(Seat, Call); 24]> {
        let mut out: SmallVec<[(Seat, Call); 24]> = self.written_calls().collect();
        if self.end == AuctionEnd::AllPass {
            let mut seat = self.calls.last().map_or(self.first, |c| c.seat.lho());
            let mut passes = out
                .iter()
                .rev()
                .take_while(|(_, c)| *c == Call::Pass)
                .count();
            let needed = if out.iter().all(|(_, c)| *c == Call::Pass) {
                4
            } else {
                3
            };
            while passes < needed {
                out.push((seat, Call::Pass));
                seat = seat.lho();
                passes += 1;
            }
        }
        out
    }

    /// The note with this index.
    #[must_use]
    pub fn note(&self, index: u32) -> Option<&Note> {
        self.notes.iter().find(|n| n.index == index)
    }

    /// The final contract and declarer, when the auction is complete.
    #[must_use]
    pub fn final_contract(&self) -> Option<(ContractTag, Option<Seat>)> {
        // The calls made, as `made` gives them, walked without making the list: `AP` only
        // adds passes, which name neither the contract nor its declarer.
        let (mut count, mut passes) = (0, 0);
        for (_, call) in self.written_calls() {
            count += 1;
            passes = if call == Call::Pass { passes + 1 } else { 0 };
        }
        if self.end == AuctionEnd::AllPass {
            let needed = if passes == count { 4 } else { 3 };
            if passes < needed {
                count += needed - passes;
                passes = needed;
            }
        }
        if count >= 4 && passes == count {
            return Some((ContractTag::Passed, None));
        }
        if passes < 3 {
            return None;
        }
        let mut penalty = Penalty::Undoubled;
        let mut last = None;
        for c in self.calls.iter().rev() {
            match c.token {
                CallToken::Call(Call::Double) if penalty == Penalty::Undoubled => {
                    penalty = Penalty::Doubled;
                }
                CallToken::Call(Call::Redouble) if penalty == Penalty::Undoubled => {
                    penalty = Penalty::Redoubled;
                }
                CallToken::Call(Call::Bid(bid)) => {
                    last = Some((c.seat, bid));
                    break;
                }
                _ => {}
            }
        }
        let (seat, bid) = last?;
        let declarer = self.written_calls().find_map(|(s, c)| match c {
            Call::Bid(b) if b.strain == bid.strain && (s == seat || s == seat.partner()) => Some(s),
            _ => None,
        });
        Some((ContractTag::Bid(Contract { bid, penalty }), declarer))
    }
}

/// Reads a call token.
pub(crate) fn parse_call(word: &str) -> Option<Call> {
    // The names of the calls in any case, compared as upper-case bytes without a copy.
    let bytes = word.as_bytes();
    if bytes.len() <= 4 {
        let mut upper = [0u8; 4];
        for (u, b) in upper.iter_mut().zip(bytes) {
            *u = b.to_ascii_uppercase();
        }
        match &upper[..bytes.len()] {
            b"PASS" | b"P" => return Some(Call::Pass),
            b"X" | b"DBL" | b"D" => return Some(Call::Double),
            b"XX" | b"R" | b"RDBL" => return Some(Call::Redouble),
            _ => {}
        }
    }
    // A bid's level is a digit and its strain is read in any case.
    parse_bid(word).map(Call::Bid)
}

/// Reads `n:text` notes.
pub(crate) fn parse_note(tag: &Tag) -> Result<Note, Msg> {
    let (n, text) = tag.value.split_once(':').unwrap_or(("", ""));
    match super::text::trim(n).parse::<u32>() {
        Ok(index) => Ok(Note {
            index,
            text: text.to_owned(),
            line: tag.line,
        }),
        Err(_) => Err(Msg::new("pbn-note-bad").arg("value", tag.value.clone())),
    }
}

struct Reader<'a> {
    section: AuctionSection,
    seat: Seat,
    pending_insufficient: bool,
    /// The calls made so far, and the passes at their end.
    made: usize,
    passes: usize,
    diags: &'a mut Vec<Diagnostic>,
}

impl Reader<'_> {
    fn diag(&mut self, severity: Severity, e: &Datum<'_>, msg: Msg) {
        self.diag_at(severity, (e.line, e.column), msg);
    }

    /// A diagnostic at a line and column.
    fn diag_at(&mut self, severity: Severity, (line, column): (usize, usize), msg: Msg) {
        self.diags
            .push(Diagnostic::new(severity, line, column, msg));
    }

    fn ended(&self) -> bool {
        self.section.end != AuctionEnd::Open
    }

    /// The next call (or `-`, `^S`), `text` as written at `at` (line, column).
    fn push(&mut self, token: CallToken, text: &str, at: (usize, usize)) {
        if self.ended() {
            // Extra passes after the closing ones are common; calls after `*` or `+` are not.
            let severity = match self.section.end {
                AuctionEnd::Passes | AuctionEnd::AllPass => Severity::Warning,
                _ => Severity::Error,
            };
            self.diag_at(
                severity,
                at,
                Msg::new("pbn-call-after-end").arg("token", text),
            );
            return;
        }
        if let CallToken::Call(call) = token {
            self.made += 1;
            self.passes = if call == Call::Pass {
                self.passes + 1
            } else {
                0
            };
        }
        let mut call = AuctionCall::new(token, CompactString::new(text), self.seat, at.0, at.1);
        call.insufficient_accepted = std::mem::take(&mut self.pending_insufficient);
        self.section.calls.push(call);
        self.seat = self.seat.lho();
    }

    /// A word: a call, `-` or `AP`, at `at` (line, column).
    fn word(&mut self, w: &str, at: (usize, usize)) {
        if w == "-" {
            self.push(CallToken::NotYet, w, at);
        } else if w.eq_ignore_ascii_case("AP") {
            if self.ended() {
                self.diag_at(
                    Severity::Error,
                    at,
                    Msg::new("pbn-call-after-end").arg("token", w),
                );
            } else {
                self.section.end = AuctionEnd::AllPass;
            }
        } else {
            match parse_call(w) {
                Some(call) => self.push(CallToken::Call(call), w, at),
                None => self.diag_at(
                    Severity::Warning,
                    at,
                    Msg::new("pbn-call-bad").arg("token", w),
                ),
            }
        }
    }

    /// Closing passes end the auction (three after a call, or four); later calls are
    /// reported.
    fn close_by_passes(&mut self) {
        let closed = (self.passes >= 3 && self.made > self.passes) || self.passes >= 4;
        if self.section.end == AuctionEnd::Open && self.passes > 0 && closed {
            self.section.end = AuctionEnd::Passes;
        }
    }

    fn annotate(&mut self, piece: Piece, e: &Datum<'_>) {
        if matches!(
            self.section.end,
            AuctionEnd::Stop | AuctionEnd::Continue | AuctionEnd::AllPass
        ) && let Piece::Nag(n) = piece
        {
            self.section.end_nags.push(n);
            return;
        }
        let Some(call) = self.section.calls.last_mut() else {
            self.diag(
                Severity::Warning,
                e,
                Msg::new("pbn-annotation-alone").arg("token", e.text),
            );
            return;
        };
        call.annotations.add(piece);
    }
}

/// Reads the Auction section of `tag`, with its notes.
pub(crate) fn read_auction(
    tag: &Tag,
    notes: Vec<Note>,
    diags: &mut Vec<Diagnostic>,
) -> Option<AuctionSection> {
    let Some(first) = parse_seat_letter(&tag.value) else {
        if !tag.data.is_empty() || !super::text::trim(&tag.value).is_empty() {
            diags.push(Diagnostic::new(
                Severity::Error,
                tag.line,
                tag.column,
                Msg::new("pbn-auction-seat").arg("value", tag.value.clone()),
            ));
        }
        return None;
    };
    let mut r = Reader {
        section: AuctionSection::new(first, notes),
        seat: first,
        pending_insufficient: false,
        made: 0,
        passes: 0,
        diags,
    };
    r.section.calls.reserve(4 * tag.data.len());
    for e in tag.tokens() {
        let e = &e;
        if e.quoted {
            r.diag(
                Severity::Warning,
                e,
                Msg::new("pbn-section-string").arg("token", e.text),
            );
            continue;
        }
        // Most tokens are a call alone (a call is a single word: no pieces to split).
        if let Some(call) = parse_call(e.text) {
            r.push(CallToken::Call(call), e.text, (e.line, e.column));
            r.close_by_passes();
            continue;
        }
        if plain(e.text) {
            r.word(e.text, (e.line, e.column));
            r.close_by_passes();
            continue;
        }
        let ps = pieces(e.text);
        let glued = ps.iter().any(|p| matches!(p, Piece::Word(_)));
        for piece in ps {
            match piece {
                Piece::Stop | Piece::Continue if glued => {
                    let mark = if piece == Piece::Stop { "*" } else { "+" };
                    r.diag(
                        Severity::Warning,
                        e,
                        Msg::new("pbn-marker-glued")
                            .arg("token", e.text)
                            .arg("mark", mark),
                    );
                    r.annotate(Piece::Suffix(mark.to_owned()), e);
                }
                Piece::Word(w) => r.word(&w, (e.line, e.column)),
                Piece::Irregular('S') => {
                    r.push(CallToken::Skipped, "^S", (e.line, e.column));
                }
                Piece::Irregular('I') => r.pending_insufficient = true,
                Piece::Irregular(c) => {
                    r.diag(
                        Severity::Warning,
                        e,
                        Msg::new("pbn-irregular-bad").arg("token", format!("^{c}")),
                    );
                }
                Piece::Stop | Piece::Continue if r.ended() => {
                    r.diag(
                        Severity::Error,
                        e,
                        Msg::new("pbn-call-after-end").arg("token", e.text),
                    );
                }
                Piece::Stop => r.section.end = AuctionEnd::Stop,
                Piece::Continue => r.section.end = AuctionEnd::Continue,
                p => r.annotate(p, e),
            }
        }
        r.close_by_passes();
    }
    let section = r.section;
    check_legality(&section, diags);
    Some(section)
}

/// Reports the first illegal call (until the first irregularity, which the laws model
/// cannot follow) and references to notes that do not exist.
/// Why a call is not legal, in the director's words (the library's text is English).
fn illegal_reason(e: contract_bridge::auction::IllegalCall) -> Msg {
    use contract_bridge::auction::IllegalCall as I;
    Msg::new(match e {
        I::InsufficientBid { .. } => "limits-call-insufficient",
        I::InadmissibleDouble(_) => "limits-call-inadmissible-double",
        I::AfterFinalPass => "limits-call-after-final-pass",
        _ => "limits-call-illegal",
    })
}

fn check_legality(section: &AuctionSection, diags: &mut Vec<Diagnostic>) {
    let end = section
        .calls
        .iter()
        .position(|c| c.insufficient_accepted || c.token == CallToken::Skipped)
        .unwrap_or(section.calls.len());
    let calls = &section.calls[..end];
    let made = |c: &AuctionCall| match c.token {
        CallToken::Call(call) => Some(call),
        _ => None,
    };
    // All the calls at once: the auction's list is made once, at its size.
    let mut auction = Auction::new();
    if let Err(e) = auction.try_extend(calls.iter().filter_map(made))
        && let Some((i, c)) = calls
            .iter()
            .enumerate()
            .filter(|(_, c)| made(c).is_some())
            .nth(auction.len())
    {
        diags.push(Diagnostic::new(
            Severity::Warning,
            c.line,
            c.column,
            Msg::new("pbn-call-illegal")
                .arg("number", i + 1)
                .arg("token", c.text.clone())
                .arg("reason", illegal_reason(e)),
        ));
    }
    for c in &section.calls {
        if let Some(n) = c.annotations.note()
            && section.note(n).is_none()
        {
            diags.push(Diagnostic::new(
                Severity::Warning,
                c.line,
                c.column,
                Msg::new("pbn-note-missing").arg("index", n),
            ));
        }
    }
}

/// A call as PBN writes it: `Pass`, `X`, `XX`, `1NT`; `-` and `^S` for the marks.
pub(crate) fn call_text(token: CallToken) -> String {
    match token {
        CallToken::NotYet => "-".to_owned(),
        CallToken::Skipped => "^S".to_owned(),
        CallToken::Call(Call::Pass) => "Pass".to_owned(),
        CallToken::Call(Call::Double) => "X".to_owned(),
        CallToken::Call(Call::Redouble) => "XX".to_owned(),
        CallToken::Call(Call::Bid(b)) => {
            format!(
                "{}{}",
                b.level.get(),
                crate::notation::strain_code(b.strain)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Element;

    fn auction(seat: &str, text: &str) -> (Option<AuctionSection>, Vec<Diagnostic>) {
        let mut tag = Tag::new("Auction", seat, 1, 1);
        for (i, w) in text.split_whitespace().enumerate() {
            tag.data.push(Element::token(w, false, 2, i + 1));
        }
        let mut d = Vec::new();
        (read_auction(&tag, Vec::new(), &mut d), d)
    }

    #[test]
    fn reads_calls_and_the_contract() {
        let (a, d) = auction("W", "- 1S pass 2C ! 2H X xx P P P");
        let a = a.unwrap();
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(a.end, AuctionEnd::Passes);
        assert_eq!(a.calls[1].seat, Seat::North);
        assert_eq!(a.calls[3].annotations.suffix(), Some("!"));
        let (c, decl) = a.final_contract().unwrap();
        assert_eq!(c.pbn(), "2HXX");
        assert_eq!(decl, Some(Seat::West));
    }

    #[test]
    fn all_pass_and_markers() {
        let (a, _) = auction("N", "1N AP");
        let a = a.unwrap();
        assert_eq!(a.made().len(), 4);
        assert_eq!(a.final_contract().unwrap().1, Some(Seat::North));
        let (a, d) = auction("N", "1D + $2");
        assert_eq!(a.unwrap().end_nags, vec![2]);
        assert!(d.is_empty());
        let (_, d) = auction("N", "1D + 1H");
        assert_eq!(d[0].severity, Severity::Error);
        let (a, d) = auction("N", "pass pass pass pass pass");
        assert_eq!(a.unwrap().final_contract().unwrap().0, ContractTag::Passed);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, Severity::Warning);
    }
}
