# Law paraphrases, in Arbitre's own words (the law texts are copyrighted).
law-12C1c = The director may weight several likely results to restore equity.
law-14B = A card found missing from a hand is deemed to have been there throughout; failing to play it can be a revoke.
law-61A = Failing to follow suit when able, or to play a card the Laws require, is a revoke.
law-62A = A revoke must be corrected when attention is drawn to it before it is established.
law-62B1 = A defender corrects with a legal card; the card withdrawn from his hidden hand becomes a major penalty card.
law-62B2 = Declarer or dummy corrects with a legal card, with no further rectification.
law-62C3 = Both sides revoked on the same trick and only one side has played to the next trick: both revokes are corrected.
law-62D1 = A revoke on the twelfth trick is corrected, even established, until the hands go back into the board.
law-62D2 = A defender revoked on trick 12 before his partner played to it: the partner's card is subject to unauthorized information rules (16C).
law-63A1 = The revoke is established once the offender or his partner plays or leads to the following trick.
law-63A2 = The revoke is established once the offender or his partner names or designates a card for the following trick.
law-63A3 = The revoke is established once a member of the offending side claims or concedes tricks.
law-63A4 = The revoke is established once the offending side accepts the other side's claim or concession.
law-64A1 = The offender won the revoke trick: that trick goes to the other side, plus one later trick won by the offending side, if any.
law-64A2 = The offender did not win the revoke trick, but his side won it or a later trick: one trick goes to the other side.
law-64B1 = No automatic adjustment: the offending side won neither the revoke trick nor any later trick.
law-64B2 = No automatic adjustment: a later revoke in the same suit by the same player, after a first established revoke.
law-64B3 = No automatic adjustment: the card not played was faced on the table (dummy's hand or a penalty card).
law-64B4 = No automatic adjustment: attention was drawn only after a non-offender called on a later board.
law-64B5 = No automatic adjustment: attention was drawn only after the round ended.
law-64B6 = No automatic adjustment for a revoke on the twelfth trick.
law-64B7 = No automatic adjustment: both sides revoked on this board and both revokes are established.
law-64B8 = No automatic adjustment: the revoke was corrected because both sides revoked on the same trick.
law-64C1 = The non-offending side was not fully compensated: the score is adjusted to the likely result without the revoke.
law-64C2a = Repeated revokes in the same suit: the score is adjusted to what the non-offenders would likely have won without them.
law-64C2b = Both sides revoked: the score is adjusted to the likely result had no revoke occurred.
law-68A = A claim: the player says he will win some of the remaining tricks, suggests that play stop, or faces his cards meaning to claim.
law-68B1 = A concession: the player says he will lose some of the remaining tricks; claiming some tricks concedes the rest.
law-68D = Play stops at the claim or concession; cards played after it count for nothing.
law-69A = The opponents agreed: the board is scored as if the tricks had been played that way.
law-69B1 = An agreement may be withdrawn in the correction period for a trick the side had already won; that trick goes back to it.
law-69B2 = An agreement may be withdrawn in the correction period for a trick no normal play could have lost; that trick goes back to the side.
law-70A = A disputed claim: the director rules as fairly as he can for both sides, every doubtful point against the claimer.
law-70C1 = An opponent still held a trump and the claimer's statement did not mention it.
law-70C2 = It is at all likely that the claimer did not know a trump was still out.
law-70C3 = A trick could be lost to that trump by some normal play: it goes to the opponents.
law-70D1 = A successful line the claimer did not state is not accepted when another normal line would do worse.
law-70D2 = The part of a defender's claim that needs his partner to pick one particular normal play is not accepted.
law-70E1 = A line that depends on finding a card with one opponent rather than the other is not accepted unless it was stated, or the other opponent had already shown out of the suit or would on any normal line, or any other line would be irrational.
law-71-1 = Concession cancelled: the player conceded a trick his side had already won.
law-71-2 = Concession cancelled: declarer conceded defeat of a contract he had already made.
law-71-3 = Concession cancelled: a defender conceded the making of a contract his side had already beaten.
law-71-4 = Concession cancelled: the player conceded a trick that no normal play of the remaining cards could lose.

revoke-kind-failure-to-follow = failure to follow suit
revoke-kind-penalty-card = a penalty card not played
revoke-kind-lead-restriction = a lead restriction ignored

# Readings and notes shown with a ruling.
note-no-estimate = No double-dummy estimate could be made; the director should give the likely result.
note-no-double-dummy = The double-dummy solver could not assess the revoke position: { $reason }
note-corrected-no-final = A revoke is corrected: play resumes at the table from the correction, so there is no final result yet.
note-unfinished-no-final = The play is not recorded to the end: the final result is given once it is.
note-64c2b-either-side = Both sides revoked: Law 64C2b restores the likely result whichever side was damaged.

# Why a case gives no ruling.
rule-error-not-yet = the ruling engine is not available
rule-error-claim-not-last = [[claim]] after_card = { $after }: a claim must come after the last card recorded (the play has { $len ->
    [one] one card
   *[other] { $len } cards
}; play after a claim is void)
rule-error-claim-too-many = [[claim]] { $field } = { $tricks }: only { $left ->
    [one] one trick remained
   *[other] { $left } tricks remained
}
rule-error-mark-range = [[marked_revoke]] card = { $card }: expected a card number from 1 to { $len }
rule-error-attention-range = [attention] after_card = { $after }: expected a card number from 1 to { $len }
rule-error-no-attention = there is a revoke but no [attention]: say when attention was drawn
rule-error-unfinished = the play stops after { $len ->
    [one] one card
   *[other] { $len } cards
} with no claim: finish it, add the claim, or set [attention] when = "during_play"

# The ruling as text (arbitre rule).
explain-heading = Board { $board }: { $contract } by { $declarer }
explain-facts = Facts
explain-attention-none = Attention: not drawn to any revoke.
explain-attention-during = Attention drawn during the play, after card { $card }.
explain-attention-end-of-play = Attention drawn at the end of the play, before the hands went back into the board.
explain-attention-after-hands-returned = Attention drawn after the hands went back into the board.
explain-attention-after-next-board-call = Attention drawn after a non-offender called on a later board.
explain-attention-after-round = Attention drawn after the round ended.
explain-table-tricks = Declarer's tricks at the table: { $tricks }.
explain-no-revoke = No revoke.
explain-revoke = Revoke { $n }: card { $card } (trick { $trick }), { $seat } ({ $side }) played { $played }: { $kind }.
explain-established = Established.
explain-established-corrected = Established, but corrected.
explain-not-established-corrected = Not established: corrected.
explain-not-established = Not established.
explain-penalty-card = { $card } becomes a major penalty card.
explain-transfer = Tricks transferred: { $tricks }.
explain-arithmetic = Table { $table } tricks, { $transfer } transferred: adjusted { $adjusted } tricks for declarer.
explain-equity = Equity (Law 64C)
explain-equity-none = No established revoke: no equity check.
explain-equity-position = Before card { $card }, { $seat } to play; declarer had won { $before } tricks. Double dummy, declarer's total with each legal card:
explain-equity-alternative = { $card }: { $tricks } tricks
explain-equity-dd = Likely without the revoke (double dummy, best card for the offenders): { $tricks } tricks.
explain-source-double-dummy = Estimate used: double dummy, { $tricks } tricks.
explain-source-director = Estimate used: the director's, { $tricks } tricks.
explain-source-weighted = Estimate used: the director's weighted outcomes.
explain-source-none = No estimate.
explain-reasons = Director's reasons: { $reasons }
explain-equity-applies = The score is adjusted to the likely result.
explain-equity-not-applied = { $side } are sufficiently compensated: no equity adjustment.
explain-final-none = Final result: none yet (play resumes at the table).
explain-final-weighted = Weighted score (Law 12C1c):
explain-weighted-outcome = { $percent }% of { $tricks } tricks: { $score }
explain-final-score = Final result: { $tricks } tricks for declarer; North-South { $ns }, East-West { $ew }.
explain-final-score-weighted = Final result: North-South { $ns }, East-West { $ew } (exact { $exact }).
explain-imps = { $percent }% — NS { $score } against the other table: { $imps } IMPs
explain-weighted-imps = Weighted: { $imps } IMPs for North-South
explain-notes = Notes
note-too-late-to-correct = A revoke that could not be established (no later trick) was found after the hands went back into the board: it can no longer be corrected, and no trick is transferred.
note-revoke-after-attention = A revoke was played after attention was drawn (after card { $card }); play went on, so it is judged with the whole record after the play.
note-62c = Revoke at card { $card } corrected: the non-offenders may take back the cards they played after it ({ $non_offenders }) (62C1); after such a withdrawal the offending side may take back the card it played after it ({ $offenders }) (62C2); a defender's card so taken back becomes a major penalty card.
note-void-after-correction = { $count ->
    [0] A revoke is corrected when attention is drawn after card { $standing }: play resumes at the table from the correction.
    [one] A revoke is corrected when attention is drawn after card { $standing }: play resumes at the table from the correction, so card { $first }, recorded after that moment, is void. The ruling counts only the first { $standing } cards.
   *[other] A revoke is corrected when attention is drawn after card { $standing }: play resumes at the table from the correction, so cards { $first } to { $last }, recorded after that moment, are void. The ruling counts only the first { $standing } cards.
}
note-card-by = { $seat } { $card }

# Claims and concessions (Laws 68-71).
claim-error-line-unknown = [[claim]] line: `{ $token }` is not a card (such as "S2"), "draw_trumps" or "finesse:" and a card (such as "finesse:SQ")
claim-error-line-not-held = [[claim]] line: { $card } is not in the claimer's hand or his partner's at the claim
claim-error-line-notrump = [[claim]] line: "draw_trumps" in a notrump contract (there are no trumps to draw)
claim-error-total-disagrees = [[claim]] stated_total = { $total }: with { $won ->
    [one] { $won } trick
   *[other] { $won } tricks
} already won, that leaves { $from_total ->
    [one] { $from_total } trick
   *[other] { $from_total } tricks
} of the remaining ones, but tricks = { $tricks }; give one of the two, or make them agree
note-claim-finesse-standing = Reading taken: a "finesse:" item of the statement is a standing order from the claim on; it never holds up the leads that follow it in the line.
note-claim-no-double-dummy = The double-dummy solver could not assess the position at the claim: { $reason }
explain-claim = Claim (Laws 68-71)
explain-claim-what = { $kind ->
    [concession] { $seat } concedes: his side keeps { $tricks } of the { $remaining ->
        [one] { $remaining } remaining trick
       *[other] { $remaining } remaining tricks
    }
   *[claim] { $seat } claims { $tricks } of the { $remaining ->
        [one] { $remaining } remaining trick
       *[other] { $remaining } remaining tricks
    }
} (trick { $trick }), { $agreed ->
    [yes] agreed.
   *[no] disputed.
}
explain-claim-statement = Statement: { $line }.
explain-claim-no-statement = No statement of the line.
explain-claim-dd = Double dummy: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} for { $side }.
explain-claim-line = The line, played by normal play with every doubtful point against the claimer: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}.
explain-claim-play = Play: { $cards }
explain-claim-c70 = Unaware of the outstanding trump (70C): { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}.
explain-claim-finesse = With finesses credited (70E): { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}.
explain-claim-no-prior = Forgetting the show-outs seen before the claim: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}.
explain-claim-location = The line depends on where { $card } is: with { $holder }{ $showed ->
    [yes] , and the other opponent had shown out of the suit.
   *[no] .
}
explain-claim-normal-min = Normal play, the least each side can take: { $claimer } for { $side }, { $opponents } for { $other }.
explain-claim-proposal = Proposal: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} for { $side }.
explain-claim-awarded = The director awards { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}.
explain-claim-final = Result of the claim: { $tricks } of the { $remaining ->
    [one] { $remaining } remaining trick
   *[other] { $remaining } remaining tricks
} to { $side }.
explain-claim-stated = Announced total for his side: { $total ->
    [one] { $total } trick
   *[other] { $total } tricks
}, with { $won ->
    [one] { $won } trick
   *[other] { $won } tricks
} already won.
explain-claim-item-draw = draw trumps
explain-claim-item-finesse = finesse with { $card }
note-claim-awarded-agreed = The claim was agreed: the director's award (awarded) applies only to a disputed claim and is not used.

# Why the claimer's line loses tricks against double dummy (one line a trick lost).
explain-claim-why = Why the line makes fewer tricks than double dummy:
claim-why-trick = Trick { $trick }: { $what }; { $lost ->
    [one] one trick
   *[other] { $lost } tricks
} lost against double dummy
claim-why-stated-lead = { $seat } leads { $card }, as the statement says
claim-why-stated-draw = { $seat } draws trumps with { $card }, as the statement says
claim-why-draw = { $seat } draws trumps with { $card }: a master trump while an opponent holds a trump (leading, rule 1)
claim-why-winner = { $seat } may lead { $card } first: a winning suit, winning suits in any order, careless but normal (leading, rule 2)
claim-why-any-suit = { $seat } may lead { $card }: with no winning suit, any suit from the top, careless but normal (leading, rule 3)
claim-why-under-sure = { $seat } plays { $card } under partner's sure card: no overtaking unless stated
claim-why-take-over = { $seat } takes partner's card with { $card }, the cheapest sure card (sure tricks taken)
claim-why-under = { $seat } plays { $card } under partner's card: no sure card to take the trick with
claim-why-stated-finesse = { $seat } finesses with { $card }, as the statement says
claim-why-finesse-credited = { $seat } plays { $card }: finesses credited (70E test)
claim-why-cheapest-sure = { $seat } wins with { $card }, the cheapest sure card: an unstated finesse is not taken (70E1)
claim-why-no-sure = { $seat } may play { $card }: without a sure card, low, the cheapest card that beats or the highest, careless but normal
claim-why-ruff = { $seat } ruffs with { $card }: the lowest trump that beats or the cheapest sure one
claim-why-sure-ruff = { $seat } ruffs partner's card with { $card }, the cheapest sure trump (sure tricks taken)
claim-why-discard-or-ruff = { $seat } may play { $card } on partner's card that is not sure: discard or ruff, careless but normal
claim-why-discard-on-sure = { $seat } discards { $card } on partner's sure card
claim-why-discard = { $seat } may discard { $card }: any suit's low card, careless but normal (never a master while a loser can go, nor one that guards partner's small card)
