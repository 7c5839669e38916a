use super::testing::deal_strategy;
use super::*;
use crate::notation::parse_card;
use contract_bridge::FullDeal;
use proptest::prelude::*;

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace()
        .map(|t| parse_card(t).unwrap())
        .collect()
}

/// Case 02 of the shared cases: 4S by West, South ruffs the HK lead holding hearts.
fn case02() -> Play {
    let deal: FullDeal = "E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT"
        .parse()
        .unwrap();
    Play::new(deal, Seat::West, Strain::Spades)
}

const CASE02_PLAY: &str = "HK H2 SJ H3  CA C2 CT C3  C6 CK CJ C4  D4 D7 DJ D2  C5 C7 H6 CQ  D8 D5 D3 DK  DA D9 DQ D6  HA H9 H5 H4  S9 S4 S5 S2  ST DT S6 S3  SQ HT S7 C8  SK HJ S8 C9  SA HQ H7 H8";

#[test]
fn replays_a_whole_deal_with_its_revoke() {
    let play = case02().with_cards(cards(CASE02_PLAY)).unwrap();
    assert_eq!(play.len(), 52);
    assert!(play.is_finished());
    assert_eq!(play.next_seat(), None);
    assert_eq!(play.tricks().len(), 13);
    let first = &play.tricks()[0];
    assert_eq!(first.leader, Seat::North);
    assert_eq!(first.winner, Some(Seat::South), "the SJ ruff wins trick 1");
    assert_eq!(play.tricks()[1].leader, Seat::South);
    let revokes: Vec<_> = play.revokes().collect();
    assert_eq!(revokes.len(), 1);
    assert_eq!(revokes[0].number(), 3);
    assert_eq!(revokes[0].seat, Seat::South);
    assert_eq!(revokes[0].trick, 0);
    assert_eq!(revokes[0].card, parse_card("SJ").unwrap());
    assert_eq!(play.declarer_tricks(), 10);
    assert_eq!(play.tricks_won(Side::NS), 3);
    assert_eq!(play.role(Seat::East), Role::Dummy);
    assert_eq!(play.role(Seat::South), Role::Defender);
}

#[test]
fn refuses_cards_that_cannot_have_been_played() {
    let mut play = case02();
    // North is on lead; the SA is South's.
    let err = play.push(parse_card("SA").unwrap()).unwrap_err();
    assert!(matches!(
        err,
        PlayError::NotHeld {
            index: 0,
            seat: Seat::North,
            holder: Some(Seat::West),
            ..
        }
    ));
    assert!(play.is_empty(), "a refused card leaves the play unchanged");
    assert_eq!(
        err.to_string(),
        "card 1: SA is not in N's hand (W holds it)"
    );
    play.push(parse_card("HK").unwrap()).unwrap();
    let err = play.clone().with_cards(cards("H2 SJ H3 HK")).unwrap_err();
    assert!(matches!(
        err,
        PlayError::PlayedTwice {
            index: 4,
            first: 0,
            ..
        }
    ));
}

#[test]
fn undo_truncate_and_replace() {
    let mut play = case02().with_cards(cards("HK H2 SJ H3 CA")).unwrap();
    assert_eq!(play.undo(), Some(parse_card("CA").unwrap()));
    assert_eq!(play.len(), 4);
    assert_eq!(play.next_seat(), Some(Seat::South));
    // Correct the revoke: South follows with a heart instead. North now wins trick 1.
    play.replace(2, parse_card("H8").unwrap()).unwrap();
    assert_eq!(play.revokes().count(), 0);
    assert_eq!(play.tricks()[0].winner, Some(Seat::North));
    assert_eq!(play.next_seat(), Some(Seat::North));
    // A correction that makes no sense is refused and changes nothing.
    let before = play.clone();
    assert!(
        play.replace(2, parse_card("S2").unwrap()).is_ok(),
        "South holds the S2"
    );
    assert_eq!(play.revokes().count(), 1);
    assert!(play.replace(9, parse_card("SA").unwrap()).is_err());
    assert!(play.replace(2, parse_card("DK").unwrap()).is_err());
    play = before;
    play.truncate(1);
    assert_eq!(play.cards(), &cards("HK")[..]);
    play.truncate(0);
    assert!(play.is_empty());
    assert_eq!(play.undo(), None);
}

#[test]
fn position_before_the_revoke() {
    let play = case02().with_cards(cards(CASE02_PLAY)).unwrap();
    let pos = play.position(2);
    assert_eq!(pos.next, Some(Seat::South));
    assert_eq!(pos.leader, Seat::North);
    assert_eq!(pos.on_table.len(), 2);
    assert_eq!(pos.remaining[Seat::South as usize].len(), 13);
    let legal = pos.legal_cards(Seat::South);
    assert_eq!(legal.len(), 2, "South must follow with H8 or H4");
    let pos = play.position(4);
    assert!(pos.on_table.is_empty());
    assert_eq!(pos.won, [1, 0]);
    assert_eq!(pos.leader, Seat::South);
    assert_eq!(pos.tricks_done, 1);
}

#[test]
fn pbn_rows_round_trip() {
    let play = case02().with_cards(cards(CASE02_PLAY)).unwrap();
    for first in Seat::ALL {
        let rows = play.to_pbn_rows(first);
        assert_eq!(rows.len(), 13);
        let (back, problem) = case02().extend_from_pbn_rows(first, &rows);
        assert_eq!(problem, None);
        assert_eq!(back.cards(), play.cards());
    }
    // Rows ordered from West: trick 2 is led by South (column 4).
    let rows = play.to_pbn_rows(Seat::West);
    assert_eq!(rows[1][3], Some(parse_card("CA").unwrap()));
}

#[test]
fn pbn_rows_that_stop_early_or_have_gaps() {
    let c = |s: &str| parse_card(s).ok();
    // North leads; columns from North. Trick 2 stops after South's lead (a claim).
    let rows = [
        [c("HK"), c("H2"), c("SJ"), c("H3")],
        [None, None, c("CA"), None],
        [None, None, None, None],
    ];
    let (play, problem) = case02().extend_from_pbn_rows(Seat::North, &rows);
    assert_eq!(problem, None);
    assert_eq!(play.len(), 5);
    let gap = [[c("HK"), None, c("SJ"), None]];
    let (play, problem) = case02().extend_from_pbn_rows(Seat::North, &gap);
    assert_eq!(problem, Some(RowsError::Gap { row: 0, column: 2 }));
    assert_eq!(play.len(), 1);
    let after = [[c("HK"), None, None, None], [c("HQ"), None, None, None]];
    let (_, problem) = case02().extend_from_pbn_rows(Seat::North, &after);
    assert_eq!(problem, Some(RowsError::AfterEnd { row: 1 }));
}

#[test]
fn a_hand_short_of_a_card_law_14b() {
    // South played with the H4 missing: he has no card for the last trick, and when
    // hearts are led after his H8 is gone, discarding is a revoke (he is deemed to hold H4).
    let base = case02().with_absent(parse_card("H4").unwrap()).unwrap();
    assert_eq!(base.absent(), &[(Seat::South, parse_card("H4").unwrap())]);
    let err = base.clone().with_cards(cards("HK H2 H4")).unwrap_err();
    assert!(matches!(err, PlayError::Absent { index: 2, .. }));
    let play = base.with_cards(cards("HK H2 H8 H3  HQ H5 C6 H6")).unwrap();
    let revokes: Vec<_> = play.revokes().map(|s| s.number()).collect();
    assert_eq!(revokes, vec![7], "C6 while the H4 is deemed held");
}

/// An independent reference for trick winners.
fn reference_winner(strain: Strain, cards: &[(Seat, Card)]) -> Seat {
    let led = cards[0].1.suit;
    let key = |c: Card| -> i32 {
        let r = i32::from(c.rank.get());
        if Some(c.suit) == strain.suit() {
            200 + r
        } else if c.suit == led {
            100 + r
        } else {
            r
        }
    };
    cards.iter().max_by_key(|(_, c)| key(*c)).unwrap().0
}

fn strain_strategy() -> impl Strategy<Value = Strain> {
    prop::sample::select(Strain::ASC.to_vec())
}

fn seat_strategy() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

/// Plays legal cards chosen by `choices`, from the current state to the end.
fn play_legally(play: &mut Play, choices: &[u8]) {
    let mut i = 0;
    while let Some(seat) = play.next_seat() {
        let legal: Vec<Card> = play.position(play.len()).legal_cards(seat).iter().collect();
        let pick = legal[usize::from(choices[i % choices.len()]) % legal.len()];
        play.push(pick).unwrap();
        i += 1;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_legal_play_has_13_tricks_and_no_revoke(
        deal in deal_strategy(),
        strain in strain_strategy(),
        declarer in seat_strategy(),
        choices in prop::collection::vec(any::<u8>(), 52),
    ) {
        let mut play = Play::new(deal, declarer, strain);
        play_legally(&mut play, &choices);
        prop_assert_eq!(play.len(), 52);
        prop_assert_eq!(play.tricks().len(), 13);
        prop_assert_eq!(play.revokes().count(), 0);
        prop_assert_eq!(play.tricks_won(Side::NS) + play.tricks_won(Side::EW), 13);
        let mut leader = declarer.lho();
        for trick in play.tricks() {
            prop_assert_eq!(trick.leader, leader);
            let winner = reference_winner(strain, &trick.cards);
            prop_assert_eq!(trick.winner, Some(winner));
            leader = winner;
        }
        // Rows round trip from every first seat.
        let rows = play.to_pbn_rows(declarer);
        let (back, problem) = Play::new(deal, declarer, strain).extend_from_pbn_rows(declarer, &rows);
        prop_assert!(problem.is_none());
        prop_assert_eq!(back.cards(), play.cards());
    }

    #[test]
    fn an_injected_revoke_is_detected_at_exactly_that_card(
        deal in deal_strategy(),
        strain in strain_strategy(),
        declarer in seat_strategy(),
        choices in prop::collection::vec(any::<u8>(), 52),
        at in 0usize..52,
        pick in any::<u8>(),
    ) {
        let mut play = Play::new(deal, declarer, strain);
        play_legally(&mut play, &choices);
        // Find the first card from `at` on where the player could have revoked.
        let mut target = None;
        for step in &play.steps()[at..] {
            let pos = play.position(step.index);
            let hand = pos.remaining[step.seat as usize];
            if let Some(&(_, lead)) = pos.on_table.first() {
                let others: Vec<Card> = hand.iter().filter(|c| c.suit != lead.suit).collect();
                if !hand[lead.suit].is_empty() && !others.is_empty() {
                    target = Some((step.index, others[usize::from(pick) % others.len()]));
                    break;
                }
            }
        }
        prop_assume!(target.is_some());
        let (index, card) = target.unwrap();
        play.truncate(index);
        play.push(card).unwrap();
        play_legally(&mut play, &choices);
        let revokes: Vec<usize> = play.revokes().map(|s| s.index).collect();
        prop_assert_eq!(revokes, vec![index]);
        prop_assert_eq!(play.len(), 52);
    }
}
