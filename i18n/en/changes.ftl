# Calls and cards a player tries to change (Laws 16C, 21B, 25, 26, 45–52, 57): the laws in
# Arbitre's words, what the director tells the players, and the case-file messages.
law-16B1 = A player may not use what his partner's remarks, hesitations or movements suggest; the opponents may.
law-16C1 = The non-offending side may use everything a withdrawn call or card showed it.
law-16C2 = The offending side may not use what a withdrawn call or card showed: no logical alternative it suggests.
law-21B1a = Until the auction period ends and before his partner calls, a player misled by an opponent's explanation may change his call.
law-21B2 = After that change, his left-hand opponent may change a call he made after it.
law-21B3 = Too late to change the call: the director adjusts the score if the misinforming side gained.
law-25A1 = A call that is not the one the player meant may be replaced by the call he meant, until his partner calls.
law-25A2 = A call the player meant at that moment stands: only a mechanical error or a slip of the tongue is corrected.
law-25A4 = No correction once the player's partner has called.
law-25A5 = No correction after the auction period has ended.
law-25A6 = The left-hand opponent may take back a call he made over the corrected call.
law-25B1 = The left-hand opponent may accept the substituted call: the first call is withdrawn.
law-25B2 = Not accepted: the substituted call is cancelled and the first call stands.
law-25B3 = Every call withdrawn or cancelled is information for Law 16C.
law-26A = The call that stands is comparable to the one withdrawn: no lead restriction.
law-26B = If the offender defends, declarer may forbid his partner one suit at his first lead, for as long as he keeps the lead.
law-45A = A card detached and faced on the table is played.
law-45B = Declarer plays dummy's cards by naming them.
law-45C1 = A defender's card held where his partner could see its face is played.
law-45C2a = Declarer's card held face up touching or nearly touching the table is played.
law-45C2b = Declarer's card held in a position showing that it is played is played.
law-45C3 = A dummy card declarer touches deliberately is played, unless touched to arrange dummy or reach another card.
law-45C4a = A card named or designated as the one the player means to play is played.
law-45C4b = Declarer may correct an unintended designation of a dummy card (a slip of the tongue) until he next plays from either hand.
law-45D = A card dummy places without being asked goes back if attention is drawn before each side has played to the next trick.
law-47C = After a correction under 45C4b the designated card goes back, without rectification.
law-47D = After an opponent's change of play, a player may take back his card and play another, without rectification.
law-47E1 = A card played because an opponent wrongly said it was his turn goes back, without rectification.
law-47E2a = A card played on an opponent's mistaken explanation may be taken back before a card is played after it.
law-47E2b = Too late to take the card back: the director may adjust the score.
law-47F2 = Otherwise a played card may not be taken back.
law-48A = Declarer's and dummy's exposed cards are never penalty cards; declarer need not play a card dropped by accident.
law-49 = A defender's card his partner could see, outside normal play, becomes a penalty card.
law-50B = One card below the ten exposed by accident is a minor penalty card; an honour, a card exposed deliberately, or two or more penalty cards are major.
law-50C = Minor: the holder may not play another card of that suit below an honour before it; his partner leads freely.
law-50D1 = Major: it stays face up and is played at the first legal opportunity.
law-50D2 = When the holder's partner is to lead, declarer requires or forbids the suit of the penalty card, or leaves him free.
law-50E = The non-offending side may use what a penalty card shows; the offending side only that it must be played.
law-51 = With two or more penalty cards, declarer chooses which is played, and 50D2 applies suit by suit.
law-57A = A defender who leads or plays before his partner has played makes that card a major penalty card; declarer chooses his partner's card.
law-57C1 = No rectification once declarer has played from both hands.
law-57C3 = Declarer's premature play from either hand is played and, if legal, stands.
law-57D = A defender's card played at his right-hand opponent's turn is played at his own turn if legal, otherwise it is a major penalty card.

changes-rank-A = A
changes-rank-K = K
changes-rank-Q = Q
changes-rank-J = J
changes-card = { $suit }{ $rank }
changes-call = { $level }{ $strain }
changes-call-nt = NT
changes-call-pass = Pass
changes-call-double = Double
changes-call-redouble = Redouble

tell-call-made = { $seat }'s { $call } was made.
tell-call-not-made = { $seat }'s { $call } was not made.
tell-call-withdrawn = { $call } is withdrawn.
tell-call-stands = { $call } stands.
tell-call-again = { $seat } calls again.
tell-lho-may-accept = { $lho } may accept { $call } (by calling over it knowingly) or decline it; until then nothing stands.
tell-lho-may-withdraw = { $lho } may take back the call he made after it.
tell-lead-26b = If { $seat } becomes a defender, declarer may forbid { $partner } one suit not specified in the legal auction at his first lead, for as long as he keeps the lead.
tell-ui-16b1 = { $side } may not use what the hesitation or the movement showed.
tell-ui-16c = { $side } may not use what the withdrawn call or card showed; the other side may.
tell-adjustment = The director may adjust the score afterwards (Law { $law }).
tell-card-played = { $seat }'s { $card } was played (trick { $trick }).
tell-card-not-played = { $seat }'s { $card } was not played.
tell-card-out-of-scope = { $seat }'s { $card } was led out of turn: rule it under Laws 53 to 56.
tell-card-returned = { $card } goes back to { $seat }'s hand.
tell-card-stands = { $card } is the card played to trick { $trick }.
tell-card-again = { $seat } plays a card to this trick again.
tell-57a = Declarer chooses the card of the offender's partner: his highest or lowest of the suit led, a card of another suit he names, or he forbids him one other suit.
tell-opponent-may-withdraw = The opponent who played after it may take his card back and play another.
tell-penalty-minor = { $card } is a minor penalty card: it stays face up; { $seat } may not play another card of that suit below an honour before it; { $partner } leads freely.
tell-penalty-major = { $card } is a major penalty card: it stays face up and { $seat } plays it at the first legal opportunity; when { $partner } is to lead, declarer may require or forbid its suit.
tell-penalty-51 = With two or more penalty cards, declarer chooses which one is played.

explain-auction-heading = Board { $board }: during the auction (no contract yet)
explain-call-change = Call { $n }: { $seat }'s { $call }
explain-card-change = Card { $n }: { $seat }'s { $card }, after { $after ->
    [one] { $after } card
   *[other] { $after } cards
} ({ $role })
explain-change-path = Ruling: { $path }
explain-tell = Tell the players:

changes-error-word = { $field } = { $value }: not a known value{ $hint }; expected one of: { $choices }
changes-expect-call = a call: 1C to 7NT, P, X or XX
changes-expect-card = a card such as HQ or C5
changes-expect-after-card = the number of cards played before it, from 0 to { $len }
changes-expect-to = the call he meant (a mechanical error or a slip is replaced by it)
changes-expect-cause = the cause the director found, one of: { $choices } (an attempt needs one)
changes-error-card-unknown = this card is in no hand of the deal
changes-error-card-played = { $card } is not in { $seat }'s hand after { $after ->
    [one] { $after } card
   *[other] { $after } cards
}: it has been played already
changes-error-exposure-role = exposure = "{ $exposure }" does not fit { $card }, a card of the { $role }
changes-error-attempt-hand = attempt = "{ $attempt }": expected another card of { $seat }'s hand than { $card }, not yet played
changes-error-attempt-needed = the slip is corrected: attempt (the dummy card declarer meant) is missing
changes-error-stands = the play records { $recorded } as card { $index }, but the law makes { $stands } the card that stands

# The director's findings in his words (the workbench's choices, the report's facts).
changes-finding-unknown = –
changes-action-placed = its bidding card placed on the table
changes-action-removed = its bidding card taken out of the box
changes-action-touched = a bidding card fingered, none taken out
changes-action-spoken = said aloud
changes-cause-none = nothing asked: only whether it was made or played
changes-cause-mechanical = a mechanical error: the wrong card pulled or touched
changes-cause-slip = a slip of the tongue: the wrong word said
changes-cause-rethink = a change of mind: he meant it at the time
changes-cause-misinformation = misled by an opponent's explanation, since corrected
changes-cause-told-wrong-turn = an opponent wrongly told him it was his turn
changes-called-since-none = no call since
changes-called-since-lho = his left-hand opponent has called since
changes-called-since-partner = his partner has called since
changes-called-since-period-over = the auction period is over
changes-played-since-none = no card played since
changes-played-since-opponent-only = only an opponent has played since
changes-played-since-own-side = his side has played since
changes-played-since-next-trick = each side has played to the next trick
changes-lho-choice-accept = his left-hand opponent accepts the new call
changes-lho-choice-decline = his left-hand opponent declines the new call
changes-exposure-on-table = placed face up on the table
changes-exposure-near-table = declarer held it face up, touching or nearly touching the table
changes-exposure-held-as-played = declarer held it in a position showing it was played
changes-exposure-partner-could-see = a defender held it where his partner could see its face
changes-exposure-seen-only = shown and withdrawn in one movement, seen by declarer only
changes-exposure-dropped = fell face up by accident
changes-exposure-named = named or designated, by voice or gesture
changes-exposure-touched = a dummy card declarer touched on purpose
changes-exposure-touched-not-to-play = a dummy card touched to arrange dummy or reach another card
changes-exposure-dummy-unasked = a card dummy placed without being asked

report-changes-section = Calls and cards in question
report-changes-facts = Facts found
report-changes-ruling = Path of the ruling
report-changes-tell = Told to the players
report-changes-call-facts = { $action }; { $cause }; { $since }; the call he wanted instead: { $to }
report-changes-card-facts = { $exposure }; { $cause }; { $since }; the card he then tried: { $attempt }
report-no-contract = no contract yet

ui-tab-changes = Calls & cards
ui-changes-panel = A call or a card in question
ui-changes-intro = Was it made or played, and what follows when the player wants to change it. Answer the questions; the ruling follows as you go.
ui-changes-add-call = A call in question
ui-changes-add-card = A card in question after card { $n }
ui-changes-call-item = Call { $n }: { $seat }, { $call }
ui-changes-card-item = Card { $n }: { $seat }, { $card }
ui-changes-remove = Remove this question
ui-changes-who-call = Who made the call?
ui-changes-call-made = The call made
ui-changes-call-to = The call he put or wants instead
ui-changes-call-hint = Calls are written 1C to 7NT, P (pass), X (double), XX (redouble).
ui-changes-call-bad = not a call: 1C to 7NT, P, X or XX
ui-changes-to-needed = Say which call he meant: a mechanical error or a slip is replaced by it.
ui-changes-how-call = How was the call made?
ui-changes-apparent-intent = The bidding card left the box with apparent intent
ui-changes-why = Why does he want a change?
ui-changes-since-call = What has been called since?
ui-changes-lho = His left-hand opponent's choice
ui-changes-lho-not-asked = not asked yet
ui-changes-lho-withdraws = His left-hand opponent took back his later call
ui-changes-comparable = The call that stands means the same as the one withdrawn, or less (comparable)
ui-changes-card-at = After card { $n } of the play (move the replay to pick another moment).
ui-changes-which-card = The card in question
ui-changes-holder = { $seat }'s card ({ $role })
ui-changes-how-card = How was the card exposed?
ui-changes-attempt = The card he then played, named or asked for
ui-changes-attempt-none = none
ui-changes-since-card = What has been played since?
ui-changes-opponent-withdraws = The opponent took his card back
ui-changes-dummy-faced = Dummy had already faced a card (opening lead)
ui-changes-penalty-minor = penalty card { $card } (minor)
ui-changes-penalty-major = penalty card { $card } (major)
note-penalty-card-offer = Card { $card }: { $seat } played { $played } where his major penalty card { $penalty } could legally have been played (Law 50D1). If declarer did not accept that card (Law 52), mark card { $card } as a revoke (penalty card not played).
ui-changes-auction-ruling = The auction is not over: the calls in question are ruled in the Calls & cards tab.
