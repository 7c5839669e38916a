//! Where the tags the second pass reads are, found in one pass over a game's tags.

use crate::model::game::Tag;

/// Where the tags the second pass reads are (the first of each name), found in one pass
/// over the tags rather than one search a name.
#[derive(Default)]
pub(super) struct Places {
    pub(super) deal: Option<usize>,
    pub(super) declarer: Option<usize>,
    pub(super) contract: Option<usize>,
    pub(super) auction: Option<usize>,
    pub(super) play: Option<usize>,
    pub(super) result: Option<usize>,
    pub(super) optimum: Option<usize>,
    pub(super) dd_hex: Option<usize>,
    /// Whether there is a Note tag.
    pub(super) notes: bool,
    /// Whether a tag's name ends in `Table` (a table, when it lists columns).
    pub(super) tables: bool,
}

impl Places {
    pub(super) fn of(tags: &[Tag]) -> Self {
        let mut p = Self::default();
        for (i, t) in tags.iter().enumerate() {
            let place = match t.name.as_str() {
                "Deal" => &mut p.deal,
                "Declarer" => &mut p.declarer,
                "Contract" => &mut p.contract,
                "Auction" => &mut p.auction,
                "Play" => &mut p.play,
                "Result" => &mut p.result,
                "DoubleDummyTricks" => &mut p.dd_hex,
                "OptimumResultTable" => {
                    p.tables = true;
                    &mut p.optimum
                }
                "Note" => {
                    p.notes = true;
                    continue;
                }
                name => {
                    p.tables |= name.ends_with("Table");
                    continue;
                }
            };
            place.get_or_insert(i);
        }
        p
    }
}
