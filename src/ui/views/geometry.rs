//! How large the deal is drawn and where the play grid goes, from the space the window
//! gives the centre.
use contract_bridge::{Seat, Suit};

/// The size of the diagram and where the play grid goes: cards as large as the space
/// allows, no suit wider than its column, the deal and the play grid both in view when the
/// window can hold them (side by side when it is wide but not tall).
#[derive(Debug, Clone, Copy)]
pub struct Geometry {
    /// Width of the diagram.
    pub width: f32,
    /// Height of the diagram.
    pub height: f32,
    /// Height of one of its three rows.
    pub cell_height: f32,
    /// Font size of the cards in the hands.
    pub card_size: f32,
    /// The play grid goes beside the diagram rather than below it.
    pub grid_beside: bool,
}

impl Geometry {
    const MIN_CARD: f32 = 11.0;
    const MAX_CARD: f32 = 28.0;
    /// The space the replay bar and the play grid take (about).
    pub const GRID_WIDTH: f32 = 400.0;
    const GRID_HEIGHT: f32 = 390.0;

    /// The geometry for a space `width` wide whose visible part is `height` tall: where the
    /// play grid goes follows from the space alone (the same for every board), the size of
    /// the cards from the deal too.
    #[must_use]
    pub fn choose(width: f32, height: f32, deal: &contract_bridge::PartialDeal) -> Self {
        let beside_width = width - Self::GRID_WIDTH - 16.0;
        if Self::grid_beside(width, height) {
            Self::with_size(
                beside_width,
                Self::card_size(beside_width, height, deal),
                true,
            )
        } else {
            let below = Self::card_size(width, height - Self::GRID_HEIGHT, deal);
            Self::with_size(width, below, false)
        }
    }

    /// Whether the play grid goes beside the deal in a space `width` wide and `height`
    /// tall: when the cards come out larger there, for hands of a usual shape (the longest
    /// suit of five cards, any deal's suits alike), so that it never depends on the board.
    #[must_use]
    pub fn grid_beside(width: f32, height: f32) -> bool {
        let beside_width = width - Self::GRID_WIDTH - 16.0;
        let below = Self::card_size_for(width, height - Self::GRID_HEIGHT, [5, 5]);
        let beside = Self::card_size_for(beside_width, height, [5, 5]);
        beside_width >= 420.0 && beside > below + 1.0
    }

    fn with_size(width: f32, card_size: f32, grid_beside: bool) -> Self {
        let width = width.clamp(240.0, 1000.0);
        let cell_height = 4.0f32.mul_add(1.2f32.mul_add(card_size, 8.0), 38.0);
        Self {
            width,
            height: 3.0 * cell_height,
            cell_height,
            card_size,
            grid_beside,
        }
    }

    /// The largest cards that fit: each hand's longest suit in its column, three rows of a
    /// name line and four suits in `height`.
    fn card_size(width: f32, height: f32, deal: &contract_bridge::PartialDeal) -> f32 {
        let longest = |seats: [Seat; 2]| {
            seats
                .iter()
                .flat_map(|&seat| Suit::DESC.map(|suit| deal[seat][suit].len()))
                .max()
                .unwrap_or(0)
        };
        Self::card_size_for(
            width,
            height,
            [
                longest([Seat::West, Seat::East]),
                longest([Seat::North, Seat::South]),
            ],
        )
    }

    /// [`Self::card_size`] for hands whose longest suit is `longest[0]` cards in the side
    /// columns (West, East) and `longest[1]` in the middle one (North, South).
    fn card_size_for(width: f32, height: f32, longest: [usize; 2]) -> f32 {
        let width = width.clamp(240.0, 1000.0);
        // A card is about 1.26 of the font size wide, the suit symbol one size, a ten and
        // the margins about 22 points.
        let fit = |column: f32, cards: usize| {
            #[allow(clippy::cast_precision_loss)] // at most 13 cards
            let cards = cards as f32;
            (column - 22.0) / 1.26f32.mul_add(cards, 1.0)
        };
        let by_height = ((height / 3.0 - 38.0) / 4.0 - 8.0) / 1.2;
        (width / 30.0)
            .min(fit(0.3 * width, longest[0]))
            .min(fit(0.4 * width, longest[1]))
            .min(by_height)
            .clamp(Self::MIN_CARD, Self::MAX_CARD)
            .floor()
    }
}

#[cfg(test)]
mod tests {
    use super::Geometry;
    use contract_bridge::PartialDeal;

    fn deal(pbn: &str) -> PartialDeal {
        pbn.parse().expect("a deal")
    }

    /// Where the play grid goes depends on the space alone: a balanced deal and one with a
    /// ten-card suit (whose cards come out smaller) put it in the same place at every size
    /// (case 06's and case 09's deals put it beside at one and below at the other before).
    #[test]
    fn the_grid_goes_where_the_space_says_whatever_the_deal() {
        let balanced =
            deal("N:AK32.KQ2.Q32.K32 QJ4.AJ43.AK4.A54 T98.T98.T98.QJT9 765.765.J765.876");
        let long = deal("N:AKQJT98765.K.2.2 2.AJ43.AKQ4.AQ54 43.T98.T98.KJT98 .Q7652.J7653.763");
        let mut both = [false, false];
        for width in (300..=1700).step_by(20) {
            for height in (300..=1000).step_by(20) {
                #[allow(clippy::cast_precision_loss)]
                let (w, h) = (width as f32, height as f32);
                let a = Geometry::choose(w, h, &balanced);
                let b = Geometry::choose(w, h, &long);
                assert_eq!(a.grid_beside, b.grid_beside, "at {w}×{h}");
                assert_eq!(a.grid_beside, Geometry::grid_beside(w, h));
                if a.grid_beside {
                    assert!(
                        b.card_size <= a.card_size,
                        "the long suit's cards are smaller"
                    );
                }
                both[usize::from(a.grid_beside)] = true;
            }
        }
        assert_eq!(both, [true, true], "some sizes put it below, some beside");
    }
}
