//! The Play section replayed on the deal with the play model.
//!
//! The rows are walked once, trick by trick, with the same rules as the play model
//! (`Play::extend_from_pbn_rows`), which re-walks the whole play on every card: the game
//! keeps the cards in playing order and builds its [`Play`] only when asked.
//!
//! [`Play`]: crate::play::Play
//!
//! Rows are read as the standard says (columns are seats, from the Play tag's seat). Some
//! producers (rpbridge.net) shift the columns of some rows; since every card has one holder
//! in a full deal, a row whose cards do not fit its columns is read with its columns turned
//! when that makes every card its holder's, with a warning. Anything else that fails stops the replay where it
//! fails (a warning); the play is kept as far as it goes.

use super::game::{Game, Tag};
use super::playsec::PlaySection;
use super::values::ContractTag;
use super::{Diagnostic, Severity};
use crate::i18n::Msg;
use crate::notation::Side;
use crate::notation::{clockwise_from, seats_after};
use crate::play::{PbnRow, PlayError, RowsError, beats};
use contract_bridge::{Card, PartialDeal, Seat, Strain, Suit};
use smallvec::SmallVec;

fn diag(diags: &mut Vec<Diagnostic>, severity: Severity, tag: &Tag, msg: Msg) {
    diags.push(Diagnostic::new(severity, tag.line, tag.column, msg));
}

/// What the play model needs to replay the cards: deal, declarer, strain, opening leader.
pub(crate) type PlayStart = (PartialDeal, Seat, Strain, Seat);

/// A row with its columns turned by `k`: the card in column `c` goes to column `c + k`.
fn turned(row: &PbnRow, k: usize) -> PbnRow {
    let mut alt: PbnRow = [None; 4];
    for (c, card) in row.iter().enumerate() {
        alt[(c + k) % 4] = *card;
    }
    alt
}

/// The rows walked trick by trick.
#[derive(Default)]
struct Walk {
    /// The cards in playing order, as far as the rows could be read.
    cards: Vec<Card>,
    /// The rows read with their columns turned.
    turned: SmallVec<[usize; 16]>,
    /// The first problem.
    problem: Option<RowsError>,
    /// Cards played while their player held the suit led.
    revokes: Vec<Card>,
    /// Tricks won by declarer's side.
    declarer_tricks: u8,
    /// Every card of the deal has been played.
    finished: bool,
}

/// A card as a bit of a hand's bit set (`Hand::to_bits`: bit `16 × suit + rank`).
const fn bit(card: Card) -> u64 {
    1 << (card.suit as u32 * 16 + card.rank.get() as u32)
}

/// The bits of every card of a suit.
const fn suit_bits(suit: Suit) -> u64 {
    0xFFFF << (suit as u32 * 16)
}

/// The turn that makes every card of a row its holder's (`hands` being what each seat
/// still holds), if one does: 0 when the row fits as it is. Each card has at most one
/// holder, so at most one turn fits a row with a card; a row without one needs none.
fn turn_to_fit(hands: &[u64; 4], first: Seat, row: &PbnRow) -> Option<usize> {
    let mut turn = None;
    for (column, card) in row.iter().enumerate() {
        let Some(card) = card else { continue };
        let holder = Seat::ALL
            .into_iter()
            .find(|&s| hands[s as usize] & bit(*card) != 0)?;
        let k = (seats_after(first, holder) + 4 - column) % 4;
        if *turn.get_or_insert(k) != k {
            return None;
        }
    }
    turn
}

/// The bit of each card of a row (0 for a card not given), by column.
fn row_bits(row: &PbnRow) -> [u64; 4] {
    row.map(|card| card.map_or(0, bit))
}

/// Whether every card of a row (`bits`, by column) is held by the seat of its column
/// (`hands` being what each seat still holds): the row needs no turn.
fn fits(hands: &[u64; 4], first: Seat, bits: &[u64; 4]) -> bool {
    (0..4).all(|column| {
        let b = bits[column];
        hands[(first as usize + column) % 4] & b == b
    })
}

/// Walks the rows. A row whose cards do not belong to the seats of their columns is read
/// with its columns turned when that makes every card its holder's (each card has one
/// holder, so at most one turn fits, and a row fits as it is when its turn is 0). The walk
/// stops at the first card that cannot have been played, as the play model does. The hands
/// are bit sets: holding a card and following suit are tests of a bit and of a mask.
fn walk_rows(
    deal: &PartialDeal,
    start: (Seat, Strain, Seat),
    first: Seat,
    rows: &[PbnRow],
) -> Walk {
    let (declarer, strain, mut leader) = start;
    let trump = strain.suit();
    let mut hands: [u64; 4] = Seat::ALL.map(|s| deal[s].to_bits());
    let mut w = Walk {
        cards: Vec::with_capacity(rows.len().min(13) * 4),
        ..Walk::default()
    };
    let mut ended = false;
    'rows: for (r, given) in rows.iter().enumerate() {
        // The seats that still hold cards play, clockwise from the leader.
        let players = hands.iter().filter(|&&h| h != 0).count();
        if ended || players == 0 {
            if given.iter().any(Option::is_some) {
                w.problem = Some(RowsError::AfterEnd { row: r });
                break;
            }
            continue;
        }
        // Most rows fit their columns as they are; only the others are tried turned.
        let mut row = *given;
        let mut bits = row_bits(&row);
        if !fits(&hands, first, &bits)
            && let Some(k @ 1..) = turn_to_fit(&hands, first, &row)
        {
            row = turned(&row, k);
            bits = row_bits(&row);
            w.turned.push(r);
        }
        // The lead, then the player of the card winning the trick so far, and that card.
        let mut trick: Option<(Card, Seat, Card)> = None;
        let mut played = 0;
        let mut gap = false;
        for seat in clockwise_from(leader) {
            // A seat's hand changes only when it plays: whether it still holds cards is
            // what it was when the row began.
            if hands[seat as usize] == 0 {
                continue;
            }
            let column = seats_after(first, seat);
            let Some(card) = row[column] else {
                gap = true;
                ended = true;
                continue;
            };
            if gap {
                w.problem = Some(RowsError::Gap { row: r, column });
                break 'rows;
            }
            let hand = &mut hands[seat as usize];
            if *hand & bits[column] == 0 {
                let index = w.cards.len();
                let error = match w.cards.iter().position(|&c| c == card) {
                    Some(first) => PlayError::PlayedTwice { index, card, first },
                    None => PlayError::NotHeld {
                        index,
                        card,
                        seat,
                        holder: Seat::ALL.into_iter().find(|&s| deal[s].contains(card)),
                    },
                };
                w.problem = Some(RowsError::Play {
                    row: r,
                    column,
                    error,
                });
                break 'rows;
            }
            match trick {
                Some((lead, _, best)) => {
                    if card.suit != lead.suit && *hand & suit_bits(lead.suit) != 0 {
                        w.revokes.push(card);
                    }
                    if beats(trump, card, best) {
                        trick = Some((lead, seat, card));
                    }
                }
                None => trick = Some((card, seat, card)),
            }
            *hand &= !bits[column];
            played += 1;
            w.cards.push(card);
        }
        if played == players
            && let Some((_, winner, _)) = trick
        {
            leader = winner;
            if Side::of(leader) == Side::of(declarer) {
                w.declarer_tricks += 1;
            }
        }
    }
    w.finished = w.problem.is_none() && hands.iter().all(|&h| h == 0);
    w
}

/// Walks the play section on the deal, when deal, declarer and strain are known, and
/// reports what does not fit. Returns what the play model needs and the cards in order.
pub(crate) fn replay(
    game: &Game,
    section: &PlaySection,
    tag: &Tag,
    diags: &mut Vec<Diagnostic>,
) -> Option<(PlayStart, Vec<Card>)> {
    // Whether any card is given (asked only when the play cannot be replayed).
    let has_cards = || section.cards.iter().any(|c| c.card.is_some());
    let strain = game.contract.and_then(ContractTag::strain);
    let (Some(deal), Some(declarer), Some(strain)) = (game.deal, game.declarer, strain) else {
        if has_cards() {
            let missing = if game.deal.is_none() {
                "Deal"
            } else if game.declarer.is_none() {
                "Declarer"
            } else {
                "Contract"
            };
            diag(
                diags,
                Severity::Warning,
                tag,
                Msg::new("pbn-play-not-replayed").arg("missing", missing),
            );
        }
        return None;
    };
    if Seat::ALL.iter().any(|&s| deal[s].is_empty()) {
        if has_cards() {
            diag(
                diags,
                Severity::Warning,
                tag,
                Msg::new("pbn-play-hidden-hands"),
            );
        }
        return None;
    }
    let leader = if game.is_end_position() {
        section.first
    } else {
        declarer.lho()
    };
    let walk = walk_rows(
        &deal,
        (declarer, strain, leader),
        section.first,
        &section.rows,
    );
    if !walk.turned.is_empty() {
        // The rows as people count them: "2, 3, 5".
        let list = walk
            .turned
            .iter()
            .map(|r| (r + 1).to_string())
            .collect::<Vec<_>>()
            .join(", ");
        diag(
            diags,
            Severity::Warning,
            tag,
            Msg::new("pbn-play-rows-turned")
                .arg("rows", list)
                .arg("count", walk.turned.len()),
        );
    }
    if let Some(p) = &walk.problem {
        let exact = match *p {
            RowsError::Play { row, column, .. } | RowsError::Gap { row, column } => {
                section.slot(row, column)
            }
            RowsError::AfterEnd { .. } => None,
        };
        let (line, column) = exact
            .or_else(|| {
                section
                    .cards
                    .iter()
                    .find(|c| c.row == p.row() && c.card.is_some())
            })
            .map_or((tag.line, tag.column), |c| (c.line, c.file_column));
        // The play model's own message names the card and the player, in any language.
        let msg = match p {
            RowsError::Play { error, .. } => error.msg(),
            other => other.msg(),
        };
        diags.push(Diagnostic::new(Severity::Warning, line, column, msg));
    }
    for marked in section.marked_revokes() {
        if !marked.card.is_some_and(|c| walk.revokes.contains(&c)) {
            let msg = Msg::new("pbn-revoke-mark-unconfirmed").arg("card", marked.text());
            diags.push(Diagnostic::new(
                Severity::Warning,
                marked.line,
                marked.file_column,
                msg,
            ));
        }
    }
    if walk.finished
        && let Some(r) = game.result
        && r != walk.declarer_tricks
    {
        let t = game.tags.iter().find(|t| t.name == "Result").unwrap_or(tag);
        let msg = Msg::new("pbn-result-mismatch")
            .arg("result", r)
            .arg("play", walk.declarer_tricks);
        diag(diags, Severity::Warning, t, msg);
    }
    Some(((deal, declarer, strain, leader), walk.cards))
}
