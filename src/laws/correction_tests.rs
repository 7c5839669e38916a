//! Every correction path voids the cards recorded after attention was drawn (62A/62B,
//! 62C3, 62D1 during the play), and a correction at the end of the play voids nothing.

use super::tests::{card, finish_low, four_spades_west};
use super::*;
use crate::case::Attention;
use crate::play::Play;
use contract_bridge::{Contract, FullDeal, Penalty, Strain};

/// Declarer's tricks in the first `tricks` completed tricks of the play as recorded.
fn declarer_tricks_in(play: &Play, tricks: usize) -> u8 {
    let side = play.declaring_side();
    let n = play
        .complete_tricks()
        .take(tricks)
        .filter(|t| t.winner.is_some_and(|w| Side::of(w) == side))
        .count();
    u8::try_from(n).unwrap()
}

/// 3CX by North; West ruffs the twelfth trick (card 47) with the C9 holding a diamond, and
/// trick 13 is played (a deal and play of our own making, in playing order).
fn twelfth_trick_revoke() -> Case {
    let deal: FullDeal = "N:J6.AQ953.A7.AJ85 Q984.8.Q9654.T42 753.KJ7642.K3.K3 AKT2.T.JT82.Q976"
        .parse()
        .unwrap();
    let cards = "S4 S3 SA S6  SK SJ S8 S7  ST D7 SQ S5  DQ DK DJ DA  C8 C2 CK CQ  HJ HT HA H8  \
                 CJ C4 C3 C7  C5 CT H6 C6  D4 D3 D2 H3  D5 H2 DT H5  S2 H9 S9 HK  D9 H7 C9 CA  \
                 HQ D6 H4 D8";
    let play = Play::new(deal, Seat::North, Strain::Clubs)
        .with_cards(cards.split_whitespace().map(card))
        .unwrap();
    let mut case = four_spades_west("");
    case.board.deal = deal;
    case.board.declarer = Seat::North;
    case.board.contract = Contract::new(3, Strain::Clubs, Penalty::Doubled);
    case.play = play;
    case
}

#[test]
fn a_62a_correction_voids_the_later_record_and_its_revokes() {
    // South discards a club on the HK lead holding hearts (card 3); West follows. Attention
    // after card 4: not established, corrected. The record goes on, with West discarding a
    // diamond on trick 2 while holding a heart: that card never stood.
    let mut case = four_spades_west("HK H2 C6 H3  HQ H5 H8 D4");
    finish_low(&mut case.play);
    assert_eq!(case.play.len(), 52);
    case.attention = Some(Attention::DuringPlay { after_card: 4 });
    let j = rule(&case).unwrap();
    assert_eq!(j.standing_cards, Some(4));
    assert_eq!(j.ruling.revokes.len(), 1, "the void revoke is not ruled on");
    let r = &j.ruling.revokes[0];
    assert_eq!((r.card, r.established, r.corrected), (3, false, true));
    assert_eq!(r.laws, ["61A", "62A", "62B1"]);
    assert_eq!(r.penalty_card.as_deref(), Some("C6"));
    // Only trick 1 stands: North won it.
    assert_eq!(j.ruling.table_declarer_tricks, 0);
    assert_eq!(j.ruling.adjusted_declarer_tricks, 0);
    assert!(j.ruling.final_result.is_none());
    assert_eq!(
        j.table_score_ns, None,
        "no score at the table: play resumes"
    );
    assert!(j.ruling.equity.dd_declarer_tricks.is_none());
    let note = &j.notes[0];
    assert_eq!(note.key, "note-void-after-correction");
    assert!(
        note.english().contains("cards 5 to 52"),
        "{}",
        note.english()
    );

    // The same record with attention once North has led to trick 2: established, nothing
    // is corrected and the whole record counts, the later revoke included.
    case.attention = Some(Attention::DuringPlay { after_card: 5 });
    let j = rule(&case).unwrap();
    assert_eq!(j.standing_cards, None);
    assert_eq!(j.ruling.revokes.len(), 2);
    assert!(j.ruling.revokes[0].established && !j.ruling.revokes[0].corrected);
    assert_eq!(
        j.ruling.table_declarer_tricks,
        declarer_tricks_in(&case.play, 13)
    );
}

#[test]
fn a_62c3_correction_voids_the_later_record_and_keeps_the_equity_figures() {
    // South ruffs the HK holding hearts, West (declarer) discards holding hearts, and South
    // leads to trick 2: South's revoke is established, West's not; both are corrected.
    let mut case = four_spades_west("HK H2 SJ D4  CA");
    finish_low(&mut case.play);
    case.attention = Some(Attention::DuringPlay { after_card: 5 });
    let j = rule(&case).unwrap();
    assert_eq!(j.standing_cards, Some(5));
    let r = &j.ruling.revokes;
    assert_eq!(r.len(), 2);
    assert!(
        r.iter()
            .all(|r| r.corrected && r.laws.contains(&Law::L62C3))
    );
    assert_eq!(
        j.ruling.table_declarer_tricks,
        declarer_tricks_in(&case.play, 1)
    );
    assert!(j.ruling.final_result.is_none());
    // A revoke is established: the 64C figures are given though nothing applies. The
    // established revoke (South's, card 3) is the first card after the lead to be ruffed,
    // so the solver is not troubled by West's revoke, which comes after it.
    let eq = &j.ruling.equity;
    assert!(eq.dd_declarer_tricks.is_some());
    assert_eq!(eq.likely_declarer_tricks, eq.dd_declarer_tricks);
    assert_eq!(eq.source, Some(EquitySource::DoubleDummy));
    assert!(!eq.applies && eq.laws.is_empty());
}

#[test]
fn the_64c_estimate_plays_out_a_trick_with_an_earlier_revoke_on_the_table() {
    // South ruffs the HK with the SJ holding hearts (card 3); West, to play, is the one
    // whose revoke the estimate is taken at (62C3). The solver refuses a table with a
    // revoke on it, so the trick is played out by hand.
    let case = four_spades_west("HK H2 SJ D4");
    let pos = case.play.position(3);
    let legal = pos.legal_cards(Seat::West);
    let alts = crate::equity::alternatives(&case.play, 3, legal).unwrap();
    let mut hearts: Vec<_> = alts.iter().map(|a| a.card).collect();
    hearts.sort_by_key(|c| std::cmp::Reverse(c.rank));
    assert_eq!(hearts, [card("HA"), card("H6"), card("H3")]);
    assert!(alts.iter().all(|a| a.declarer_tricks <= 13));
    // Declarer's best first.
    assert!(
        alts.windows(2)
            .all(|w| w[0].declarer_tricks >= w[1].declarer_tricks)
    );
}

#[test]
fn a_twelfth_trick_revoke_during_play_62d1_voids_what_follows_attention() {
    let mut case = twelfth_trick_revoke();
    let revoke = case.play.revokes().next().unwrap();
    assert_eq!((revoke.index, revoke.trick), (46, 11));
    // Attention after the lead to trick 13: the revoke is corrected (62D1 if it was
    // established by then, else 62A), and the last three cards are void.
    case.attention = Some(Attention::DuringPlay { after_card: 49 });
    let j = rule(&case).unwrap();
    assert_eq!(j.standing_cards, Some(49));
    let r = &j.ruling.revokes[0];
    assert!(r.corrected);
    assert!(
        r.laws.contains(&Law::L62D1) || r.laws.contains(&Law::L62A),
        "{:?}",
        r.laws
    );
    assert_eq!(
        j.ruling.table_declarer_tricks,
        declarer_tricks_in(&case.play, 12)
    );
    assert!(j.ruling.final_result.is_none());
    assert!(j.notes[0].english().contains("cards 50 to 52"));
}

#[test]
fn a_twelfth_trick_revoke_at_the_end_62d1_voids_nothing() {
    let mut case = twelfth_trick_revoke();
    case.attention = Some(Attention::EndOfPlay);
    let j = rule(&case).unwrap();
    assert_eq!(j.standing_cards, None);
    let r = &j.ruling.revokes[0];
    assert!(r.established && r.corrected);
    assert!(r.laws.contains(&Law::L62D1) && r.laws.contains(&Law::L64B6));
    assert_eq!(
        j.ruling.table_declarer_tricks,
        declarer_tricks_in(&case.play, 13)
    );
    assert!(j.ruling.final_result.is_none());
    assert!(j.ruling.equity.dd_declarer_tricks.is_some());
}
