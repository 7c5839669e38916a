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
