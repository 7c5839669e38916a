# What a ruling is about, following what the case holds (issue 26).
report-subject-claim = Director's ruling on a claim (Laws 68-71)
report-subject-concession = Director's ruling on a concession (Laws 68-71)
report-subject-revoke-claim = Director's ruling on a revoke (Laws 61-64) and a claim (Laws 68-71)
notice-subject-claim = Player notice of the director's ruling on a claim (Laws 68-71)
notice-subject-concession = Player notice of the director's ruling on a concession (Laws 68-71)
notice-subject-revoke-claim = Player notice of the director's ruling on a revoke (Laws 61-64) and a claim (Laws 68-71)
report-claim-ruled = Trick { $trick }: { $seat } claimed { $claimed } of the { $remaining } tricks left ({ $declarer_claimed } for declarer); { $awarded } awarded ({ $declarer_ruled } for declarer).
report-concession-ruled = Trick { $trick }: { $seat } conceded, keeping { $claimed } of the { $remaining } tricks left ({ $declarer_claimed } for declarer); ruled: { $awarded } ({ $declarer_ruled } for declarer).

## The Ruling tab of a claim
ui-ruling-claim-heading = The claim
ui-ruling-concession-heading = The concession
ui-ruling-as-claimed = As claimed
ui-ruling-as-conceded = As conceded
ui-ruling-as-ruled = As ruled

## Which card established a revoke; a penalty card's options
report-established-by = { $seat } { $led ->
    [yes] led
   *[no] played
} { $card } to trick { $trick } (63A1)
report-established-by-label = Established by
report-penalty-card-options = { $card } stays face up before { $seat } as a major penalty card (Law 50): it must be played at the first legal opportunity; when { $partner } next has the lead, declarer may require or forbid a { $suit } lead (Law 50D2).
ui-ruling-correction = The revoke is corrected (Law 62): the revoke card is replaced by a card of the suit led, and play resumes at the table from there; the score is the one made then.
