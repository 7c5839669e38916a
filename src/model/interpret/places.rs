//! Where the tags each pass reads are, found in one pass over a game's tags.

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
    pub(super) optimum_score: Option<usize>,
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
                "OptimumScore" => &mut p.optimum_score,
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

/// Where the tags the first pass reads are (the first of each name), found in one pass
/// over the tags rather than one search a name; found again when tags were added.
#[derive(Default, Clone, Copy)]
pub(super) struct Known {
    pub(super) board: Option<usize>,
    pub(super) dealer: Option<usize>,
    pub(super) vulnerable: Option<usize>,
    pub(super) deal: Option<usize>,
    pub(super) auction: Option<usize>,
    pub(super) play: Option<usize>,
    /// How many tags there were.
    len: usize,
}

impl Known {
    pub(super) fn of(tags: &[Tag]) -> Self {
        let mut k = Self {
            len: tags.len(),
            ..Self::default()
        };
        for (i, t) in tags.iter().enumerate() {
            let place = match t.name.as_str() {
                "Board" => &mut k.board,
                "Dealer" => &mut k.dealer,
                "Vulnerable" => &mut k.vulnerable,
                "Deal" => &mut k.deal,
                "Auction" => &mut k.auction,
                "Play" => &mut k.play,
                _ => continue,
            };
            place.get_or_insert(i);
        }
        k
    }

    /// These places, found again when tags were added since (tags are only added at the
    /// end: the places found stay right).
    pub(super) fn update(self, tags: &[Tag]) -> Self {
        if self.len == tags.len() {
            self
        } else {
            Self::of(tags)
        }
    }

    /// Board, Dealer, Vulnerable and Deal (those given), in the order of the tags.
    pub(super) fn carried(&self) -> impl Iterator<Item = usize> {
        let mut places = [self.board, self.dealer, self.vulnerable, self.deal];
        places.sort_unstable();
        places.into_iter().flatten()
    }
}
