//! Arbitre: a workbench on which bridge tournament directors rule on revokes.
//!
//! The domain modules (`pbn`, `lin`, `play`, `laws`, `equity`, `scoring`, `case`,
//! `report`, `sign`) know nothing of the window; `ui` draws their state and turns clicks
//! into commands on it. `cli` is the command line.
pub mod cli;
pub mod i18n;
pub mod notation;
pub mod play;
pub mod case;
pub mod laws;
pub mod ui;
pub mod report; pub mod sign;
