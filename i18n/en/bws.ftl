# Bridgemate BWS files (src/import/bws, case/bws.rs, cli)
fsread-kind-results = a results database
bws-not-access = not a Bridgemate results file: a .bws is a Microsoft Access database, and this file does not begin like one
bws-table-missing = the table { $table } is missing: a Bridgemate file holds it (is this a session's .bws?)
bws-column-missing = the table { $table } has no column { $column }, which a Bridgemate file holds
bws-damaged-catalog = the database's list of tables cannot be read: the file is damaged or cut short
bws-damaged = the table { $table } cannot be read: the file is damaged or cut short
bws-problem = { $table }, row { $row }, { $column }: { $message }
bws-problem-id = { $table }, row { $row } (ID { $id }), { $column }: { $message }
bws-bad-number = "{ $value }" is not a number; expected a whole number from 1
bws-bad-contract = "{ $value }" is not a contract; expected a level 1 to 7, a strain C, D, H, S or NT, then x or xx if doubled (as "4 S x"), or PASS
bws-bad-declarer = "{ $value }" is not a declarer; expected N, E, S or W
bws-bad-result = "{ $value }" is not a result of { $contract }; expected =, +N or -N that leaves 0 to 13 tricks
bws-bad-lead = "{ $value }" is not a card; expected a suit letter S, H, D or C and a rank A K Q J 10 9..2 (as "H5")
bws-bad-call = "{ $value }" is not a call; expected PASS, X, XX or a bid such as 1NT
bws-out-of-turn = "{ $value }" is recorded for { $seat }, but it was { $turn }'s turn
bws-bad-card = "{ $value }" is not a card; expected a suit letter S, H, D or C and a rank (as "H5")
bws-bad-deal = the hand record of board { $board } is not four hands of 13 different cards
bws-hands-unreadable = the hand record { $path } cannot be read: { $message }
bws-hands-empty = the hand record { $path } holds no complete deal
bws-lead-not-held = the lead { $card } is recorded, but { $seat } does not hold it in the deal of board { $board }: is the hand record the session's?
bws-play-illegal = PlayData, row { $row }: { $card } cannot be played here ({ $message })
bws-deal-differs = board { $board }: the BWS's own hand record differs from { $path }: is the hand record the session's?
bws-no-deal = board { $board } is in no hand record: open the session's hand record with --hands (PBN or a dealing machine's file)
bws-no-line = no result of board { $board } at table { $table }{ $section ->
    [none] {""}
   *[other] {" "}in section { $section }
}; the tables that played it: { $tables }
bws-passed-out = board { $board } at table { $table } was passed out: there is no play to rule on
bws-line-unreadable = board { $board } at table { $table }: the contract or declarer cannot be read ({ $contract })
bws-result-differs = the recorded result ({ $recorded } tricks) differs from the entered play ({ $played } tricks)
bws-source = { $file }, section { $section }, table { $table }, round { $round }
# check
bws-check-heading = { $file }: Bridgemate session "{ $name }" { $date }: { $results } results on { $boards ->
    [one] one board
   *[other] { $boards } boards
}, { $erased } erased
bws-check-tables = tables: { $tables }
bws-check-sections = sections: { $sections }
bws-check-players = { $seats } seats keyed in, { $members } names in the member list, movement of { $rounds } rounds
bws-check-recorded = auction recorded for { $bids } lines, play for { $cards }, { $deals } deals in its own hand record
bws-check-missing-deals = no deal: open the session's hand record with it (arbitre show FILE.bws --hands HANDRECORD --board N --table T)
# show
bws-show-line = Board { $board }, section { $section }, table { $table }, round { $round }: NS pair { $ns }, EW pair { $ew }
bws-show-result = { $contract } by { $declarer }, { $tricks } tricks (recorded "{ $result }"), lead { $lead }
bws-show-players = North { $n }, East { $e }, South { $s }, West { $w }
bws-show-no-lead = not recorded
bws-cli-table-needed = a .bws holds one line per table: give --table (and --section when there are several sections)
bws-cli-hands-ignored = --hands, --table and --section are read only with a .bws
bws-case-written = { $path }: the case of board { $board } at table { $table } is written; complete it (the play, the facts) in the workbench or by hand
bws-case-exists = { $path } exists already: choose another name, or give --force to replace it
# workbench
ui-bws-opened = { $path }: { $lines } results, shown under the boards of { $hands }
ui-bws-no-hands = { $path }: no hand record beside it; open the session's hand record (PBN or a dealing machine's file) first, then the .bws
ui-bws-save-first = save the case in progress first: a traveller's line opens as a new case
ui-bws-loaded = board { $board }, table { $table }: the case is filled in from the results
ui-bws-line = { $result } · table { $table } · round { $round } · { $section } · NS { $ns } · EW { $ew }
ui-bws-line-tip = Open this table's result as a case: contract, declarer, lead, pairs and names filled in
ui-meta-section = Section
ui-meta-ns-pair = NS pair
ui-meta-ew-pair = EW pair
ui-meta-players = Players
ui-meta-source = From the results file
appeal-players = Players
report-section = Section
report-ns-pair = NS pair
report-ew-pair = EW pair
bws-deal-differs-record = board { $board }: the BWS's own hand record differs from the deal opened with it: is the hand record the session's?
