//! Raw games to games, in two passes per game (collect every tag, then interpret): repeated
//! tags (first wins), `#`/`##` inheritance, rpbridge implicit carry-over, Dealer and
//! Vulnerable from the board number, then the values, the sections and the replay.

use super::RawGame;
use super::auction::{CallToken, Note, parse_note, read_auction};
use super::game::{Game, Tag, TagOrigin};
use super::playsec::read_play;
use super::table::{DdTable, Table};
use super::text::trim;
use super::values::{
    ContractTag, DealProblems, dealer_of_board, parse_contract, parse_declarer, parse_result,
    parse_seat_letter, parse_vulnerability, read_deal, vulnerability_of_board,
};
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use compact_str::CompactString;
use context::Context;
use contract_bridge::Seat;
use places::{Known, Places};

mod context;
mod places;

/// Tags whose value may not be inherited.
const NO_INHERIT: [&str; 8] = [
    "Dealer",
    "Vulnerable",
    "Deal",
    "Declarer",
    "Contract",
    "Auction",
    "Play",
    "Note",
];

/// Interprets every raw game.
pub(crate) fn interpret_all(raw: Vec<RawGame>, diags: &mut Vec<Diagnostic>) -> Vec<Game> {
    Interpreter::default().run(raw, diags)
}

/// Interprets the raw games of a file a few at a time (a streaming reader): what one game
/// leaves to the next (`#`, `##`, carry-over) and the games' ordinals go on across calls.
#[derive(Default, Clone)]
pub(crate) struct Interpreter {
    ctx: Context,
    count: usize,
}

impl Interpreter {
    /// Interprets the next raw games of the file.
    pub(crate) fn run(&mut self, raw: Vec<RawGame>, diags: &mut Vec<Diagnostic>) -> Vec<Game> {
        raw.into_iter()
            .map(|r| self.resolve(r).interpret(diags))
            .collect()
    }

    /// The first pass over the next raw game of the file, the one that depends on the games
    /// before it: repeated tags, inheritance, carry-over, Dealer and Vulnerable.
    pub(crate) fn resolve(&mut self, raw: RawGame) -> Resolved {
        self.count += 1;
        resolve(raw, self.count, &mut self.ctx)
    }

    /// How many games were read.
    pub(crate) const fn count(&self) -> usize {
        self.count
    }
}

/// A game after its first pass ([`Interpreter::resolve`]): what is left to read (the deal,
/// the contract, the sections, the replay) depends on this game alone, so that games can be
/// finished in any order, or side by side.
#[derive(Debug)]
pub(crate) struct Resolved {
    ordinal: usize,
    tags: Vec<Tag>,
    comments: Vec<super::Comment>,
    first_line: usize,
    last_line: usize,
    dealer: Option<Seat>,
    vulnerability: Option<contract_bridge::AbsoluteVulnerability>,
    /// What the first pass noticed, in the order it noticed it.
    diagnostics: Vec<Diagnostic>,
}

impl Resolved {
    /// The second pass: the game, with the first pass's diagnostics then the second's.
    pub(crate) fn interpret(mut self, diags: &mut Vec<Diagnostic>) -> Game {
        diags.append(&mut self.diagnostics);
        interpret(self, diags)
    }
}

fn diag(diags: &mut Vec<Diagnostic>, severity: Severity, tag: &Tag, msg: Msg) {
    diags.push(Diagnostic::new(severity, tag.line, tag.column, msg));
}

/// A tag name's key (its length, first and last bytes): equal names have equal keys.
fn key(name: &str) -> u32 {
    let b = name.as_bytes();
    let (first, last) = (
        b.first().copied().unwrap_or(0),
        b.last().copied().unwrap_or(0),
    );
    (b.len() as u32) << 16 | u32::from(first) << 8 | u32::from(last)
}

/// Drops repeated tags (the first wins; `Note` may repeat) and remaps comment positions.
fn dedup(raw: RawGame, diags: &mut Vec<Diagnostic>) -> (Vec<Tag>, Vec<super::Comment>) {
    let repeated = |i: usize, tag: &Tag| {
        tag.name != "Note" && raw.tags[..i].iter().any(|t| t.name == tag.name)
    };
    // A set of the names seen, by a few bits of their keys: a tag whose bit is not set yet
    // is not a repeat, without a search.
    let mut seen = [0_u64; 4];
    let mut maybe_repeated = |tag: &Tag| {
        let bits = key(&tag.name).wrapping_mul(0x9E37_79B9) >> 24;
        let (word, bit) = ((bits >> 6) as usize & 3, 1_u64 << (bits & 63));
        let set = seen[word] & bit != 0;
        seen[word] |= bit;
        set
    };
    if !raw
        .tags
        .iter()
        .enumerate()
        .any(|(i, t)| maybe_repeated(t) && repeated(i, t))
    {
        // Nothing to drop: the tags and the comments' places stay as they are.
        let mut tags = raw.tags;
        tags.reserve(6);
        return (tags, raw.comments);
    }
    // Room for what inheritance, carry-over and derivation may add.
    let mut tags: Vec<Tag> = Vec::with_capacity(raw.tags.len() + 6);
    let mut remap: Vec<Option<usize>> = Vec::with_capacity(raw.tags.len());
    for tag in raw.tags {
        if tag.name != "Note"
            && let Some(first) = tags.iter().find(|t| t.name == tag.name)
        {
            let key = if matches!(tag.name.as_str(), "Board" | "Deal") {
                "pbn-tag-repeated-split"
            } else {
                "pbn-tag-repeated"
            };
            let msg = Msg::new(key)
                .arg("tag", tag.name.clone())
                .arg("first", first.line);
            diag(diags, Severity::Warning, &tag, msg);
            remap.push(tags.len().checked_sub(1));
            continue;
        }
        remap.push(Some(tags.len()));
        tags.push(tag);
    }
    let mut comments = raw.comments;
    for c in &mut comments {
        c.after_tag = c.after_tag.and_then(|i| remap.get(i).copied().flatten());
    }
    (tags, comments)
}

fn inherit(tags: &mut Vec<Tag>, first_line: usize, ctx: &mut Context, diags: &mut Vec<Diagnostic>) {
    for tag in tags.iter_mut() {
        let inherits = tag.raw == "#" || tag.raw.starts_with("##");
        if !inherits {
            continue;
        }
        if NO_INHERIT.contains(&tag.name.as_str()) {
            let msg = Msg::new("pbn-inherit-forbidden").arg("tag", tag.name.clone());
            diag(diags, Severity::Error, tag, msg);
            tag.value = CompactString::default();
        } else if tag.raw == "#" {
            tag.value = ctx.last.get(&tag.name).cloned().unwrap_or_default();
        } else {
            let v = CompactString::new(&tag.raw[2..]);
            match ctx.defaults.iter_mut().find(|(n, _)| *n == tag.name) {
                Some(d) => d.1.clone_from(&v),
                None => ctx.defaults.push((tag.name.clone(), v.clone())),
            }
            tag.value = v;
        }
    }
    for (name, value) in &ctx.defaults {
        if !tags.iter().any(|t| t.name == *name) {
            let mut t = Tag::new(name, value, first_line, 1);
            t.raw = CompactString::default();
            t.origin = TagOrigin::Inherited;
            tags.push(t);
        }
    }
    for t in tags.iter() {
        if t.name != "Note" {
            ctx.last.set(&t.name, &t.value);
        }
    }
}

fn carry_over(
    tags: &mut Vec<Tag>,
    known: Known,
    first_line: usize,
    ctx: &Context,
    diags: &mut Vec<Diagnostic>,
) {
    // rpbridge's other-room games give neither Board, Dealer nor Deal; a game that names
    // its dealer is a game without a deal (the verifier files have such games).
    let identified = known.deal.is_some() || known.dealer.is_some() || known.board.is_some();
    if identified || !(known.auction.is_some() || known.play.is_some()) || ctx.prev.is_empty() {
        return;
    }
    for (name, value) in &ctx.prev {
        // The carried tags are Board, Dealer, Vulnerable and Deal: only Vulnerable may be
        // there already.
        if !(name == "Vulnerable" && known.vulnerable.is_some()) {
            tags.push(Tag {
                name: name.clone(),
                value: value.clone(),
                raw: CompactString::default(),
                origin: TagOrigin::CarriedOver,
                line: first_line,
                column: 1,
                data: Vec::new(),
            });
        }
    }
    let board = ctx
        .prev
        .iter()
        .find(|(name, _)| name == "Board")
        .map_or("?", |(_, value)| value.as_str());
    diags.push(Diagnostic::new(
        Severity::Warning,
        first_line,
        1,
        Msg::new("pbn-carried-over").arg("board", board),
    ));
}

/// Reads Dealer or Vulnerable (the tag at `pos`); derives it from `board`, the board
/// number when it may be derived from it (the game has a deal), when missing.
fn seat_or_derived<T>(
    tags: &mut Vec<Tag>,
    pos: Option<usize>,
    name: &str,
    parse: impl Fn(&str) -> Option<T>,
    derive: impl Fn(u32) -> Option<(T, String)>,
    board: Option<u32>,
    diags: &mut Vec<Diagnostic>,
) -> Option<T> {
    if let Some(i) = pos {
        let v = trim(&tags[i].value);
        if !v.is_empty() && v != "?" {
            let parsed = parse(v);
            if parsed.is_none() {
                let msg = Msg::new(if name == "Dealer" {
                    "pbn-dealer-bad"
                } else {
                    "pbn-vulnerable-bad"
                })
                .arg("value", v.to_owned());
                diag(diags, Severity::Error, &tags[i], msg);
            }
            return parsed;
        }
    }
    let (value, text) = board.and_then(derive)?;
    let line = pos.map_or_else(|| tags.first().map_or(1, |t| t.line), |i| tags[i].line);
    diags.push(Diagnostic::new(
        Severity::Warning,
        line,
        1,
        Msg::new("pbn-derived-from-board")
            .arg("tag", name.to_owned())
            .arg("value", text.clone())
            .arg("board", board.unwrap_or(0)),
    ));
    match pos {
        Some(i) => {
            tags[i].value = text.into();
            tags[i].origin = TagOrigin::Derived;
        }
        None => {
            let mut t = Tag::new(name, &text, line, 1);
            t.raw = CompactString::default();
            t.origin = TagOrigin::Derived;
            tags.push(t);
        }
    }
    Some(value)
}

fn resolve(raw: RawGame, ordinal: usize, ctx: &mut Context) -> Resolved {
    let mut diags = Vec::new();
    let (first_line, last_line) = (raw.first_line, raw.last_line);
    let (mut tags, comments) = dedup(raw, &mut diags);
    let known = Known::of(&tags);
    inherit(&mut tags, first_line, ctx, &mut diags);
    let known = known.update(&tags);
    carry_over(&mut tags, known, first_line, ctx, &mut diags);
    let known = known.update(&tags);

    let has_deal = known.deal.is_some_and(|i| !trim(&tags[i].value).is_empty());
    let board = known
        .board
        .and_then(|i| trim(&tags[i].value).parse::<u32>().ok());
    let dealer = seat_or_derived(
        &mut tags,
        known.dealer,
        "Dealer",
        parse_seat_letter,
        |b| dealer_of_board(b).map(|s| (s, s.letter().to_string())),
        board.filter(|_| has_deal),
        &mut diags,
    );
    let vulnerability = seat_or_derived(
        &mut tags,
        known.vulnerable,
        "Vulnerable",
        parse_vulnerability,
        |b| vulnerability_of_board(b).map(|v| (v, super::values::vulnerability_pbn(v).to_owned())),
        board.filter(|_| has_deal),
        &mut diags,
    );
    // Only the game just before can lend its deal.
    let mut kept = 0;
    if known.deal.is_some() {
        let known = known.update(&tags);
        for t in known.carried().map(|i| &tags[i]) {
            // The previous game's copies are written over: no allocation each game.
            match ctx.prev.get_mut(kept) {
                Some((name, value)) => {
                    name.clone_from(&t.name);
                    value.clone_from(&t.value);
                }
                None => ctx.prev.push((t.name.clone(), t.value.clone())),
            }
            kept += 1;
        }
    }
    ctx.prev.truncate(kept);
    Resolved {
        ordinal,
        tags,
        comments,
        first_line,
        last_line,
        dealer,
        vulnerability,
        diagnostics: diags,
    }
}

fn interpret(resolved: Resolved, diags: &mut Vec<Diagnostic>) -> Game {
    let Resolved {
        ordinal,
        tags,
        comments,
        first_line,
        last_line,
        dealer,
        vulnerability,
        diagnostics: _,
    } = resolved;
    let places = Places::of(&tags);

    let deal = places.deal.and_then(|i| {
        let mut p = DealProblems {
            errors: Vec::new(),
            warnings: Vec::new(),
        };
        let deal = read_deal(&tags[i].value, &mut p);
        for m in p.errors {
            diag(diags, Severity::Error, &tags[i], m);
        }
        for m in p.warnings {
            diag(diags, Severity::Warning, &tags[i], m);
        }
        deal
    });

    let (mut declarer, declarer_irregular) = match places.declarer {
        Some(i) => match parse_declarer(&tags[i].value) {
            Ok(Some((s, irr))) => (Some(s), irr),
            Ok(None) => (None, false),
            Err(m) => {
                diag(diags, Severity::Error, &tags[i], m);
                (None, false)
            }
        },
        None => (None, false),
    };
    let mut contract = places
        .contract
        .and_then(|i| match parse_contract(&tags[i].value) {
            Ok(c) => c,
            Err(m) => {
                diag(diags, Severity::Error, &tags[i], m);
                None
            }
        });

    // Notes belong to the section they follow.
    let play_idx = places.play;
    let (mut auction_notes, mut play_notes): (Vec<Note>, Vec<Note>) = (Vec::new(), Vec::new());
    if places.notes {
        for (i, t) in tags.iter().enumerate().filter(|(_, t)| t.name == "Note") {
            match parse_note(t) {
                Ok(n) if play_idx.is_some_and(|p| i > p) => play_notes.push(n),
                Ok(n) => auction_notes.push(n),
                Err(m) => diag(diags, Severity::Warning, t, m),
            }
        }
    }

    let auction = places
        .auction
        .and_then(|i| read_auction(&tags[i], auction_notes, diags));
    if let (Some(a), Some(d)) = (&auction, dealer)
        && let Some(c) = a.calls.iter().find(|c| c.token != CallToken::NotYet)
        && c.seat != d
    {
        let msg = Msg::new("pbn-auction-not-dealer")
            .arg("seat", c.seat.letter().to_string())
            .arg("dealer", d.letter().to_string());
        diags.push(Diagnostic::new(Severity::Warning, c.line, c.column, msg));
    }
    if let Some(a) = &auction
        && let Some((c, d)) = a.final_contract()
    {
        match contract {
            None => {
                contract = Some(c);
                if declarer.is_none() {
                    declarer = d;
                }
            }
            Some(tagged) if tagged != c && !matches!(tagged, ContractTag::StrainOnly(_)) => {
                let i = places.contract.unwrap_or(0);
                let msg = Msg::new("pbn-contract-auction-mismatch")
                    .arg("contract", tagged.pbn())
                    .arg("auction", c.pbn());
                diag(diags, Severity::Warning, &tags[i], msg);
            }
            Some(_) => {}
        }
        if declarer.is_none() && matches!(contract, Some(ContractTag::Bid(_))) {
            declarer = d;
        }
    }

    let result = places
        .result
        .and_then(|i| match parse_result(&tags[i].value, declarer) {
            Ok(r) => r,
            Err(m) => {
                diag(diags, Severity::Error, &tags[i], m);
                None
            }
        });

    if let Some(i) = places.optimum_score
        && let Err(m) = super::values::check_optimum_score(&tags[i].value)
    {
        diag(diags, Severity::Warning, &tags[i], m);
    }

    let mut game = Game {
        ordinal,
        tags,
        comments,
        first_line,
        last_line,
        dealer,
        vulnerability,
        deal,
        declarer,
        declarer_irregular,
        contract,
        result,
        auction,
        play_section: None,
        play_start: None,
        play_cards: Vec::new(),
        play_cache: std::sync::OnceLock::new(),
        double_dummy: None,
    };
    if let Some(i) = play_idx {
        let fallback = declarer.map_or(Seat::North, Seat::lho);
        let section = read_play(&game.tags[i], play_notes, fallback, diags);
        if let Some((start, cards)) = super::replay::replay(&game, &section, &game.tags[i], diags) {
            game.play_start = Some(start);
            game.play_cards = cards;
        }
        game.play_section = Some(section);
    }
    if places.tables {
        for t in &game.tags {
            if let Some((_, problems)) = Table::from_tag(t) {
                for m in problems {
                    diag(diags, Severity::Warning, t, m);
                }
            }
        }
    }
    game.double_dummy = DdTable::of_tags(
        places.optimum.map(|i| &game.tags[i]),
        places.dd_hex.map(|i| game.tags[i].value.as_str()),
    );
    game
}

#[cfg(test)]
mod tests {
    const DEAL: &str = "[Board \"5\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n";

    #[test]
    fn only_an_unidentified_game_right_after_a_deal_takes_it_over() {
        let text = format!(
            "{DEAL}\n[West \"x\"]\n[Auction \"N\"]\n1C AP\n\n[Dealer \"S\"]\n[Auction \"S\"]\n1C AP\n"
        );
        let file = crate::pbn::parse(text.as_bytes());
        assert_eq!(file.games[1].deal(), file.games[0].deal());
        assert_eq!(file.games[1].board(), Some("5"));
        assert_eq!(
            file.games[1].dealer(),
            Some(contract_bridge::Seat::North),
            "derived from board 5 (N, E, S, W cycle)"
        );
        assert_eq!(
            file.games[2].deal(),
            None,
            "a game naming its dealer has no deal"
        );
        let text = format!("{DEAL}\n[Event \"x\"]\n\n[Auction \"N\"]\n1C AP\n");
        assert_eq!(
            crate::pbn::parse(text.as_bytes()).games[2 - 1].deal(),
            None,
            "not right after"
        );
    }

    #[test]
    fn inheritance_with_hash_and_double_hash() {
        let text = "[Event \"##Club\"]\n[Site \"Paris\"]\n\n[Site \"#\"]\n\n[Event \"Cup\"]\n\n[Scoring \"#\"]\n\n[Deal \"#\"]\n";
        let file = crate::pbn::parse(text.as_bytes());
        let g = &file.games;
        assert_eq!(g[0].tag("Event"), Some("Club"));
        assert_eq!(g[1].tag("Event"), Some("Club"));
        assert_eq!(g[1].tag("Site"), Some("Paris"));
        assert_eq!(g[2].tag("Event"), Some("Cup"));
        assert_eq!(
            g[3].tag("Event"),
            Some("Club"),
            "a plain value applies to its game only"
        );
        assert_eq!(g[3].tag("Scoring"), Some(""), "nothing to inherit");
        assert!(
            file.errors()
                .any(|d| d.message.key == "pbn-inherit-forbidden")
        );
    }
}
