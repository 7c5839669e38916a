//! Arbitre: a workbench on which bridge tournament directors rule on revokes.
//!
//! The domain modules (`model`, `import`, `pbn`, `lin`, `play`, `laws`, `equity`, `scoring`, `case`,
//! `report`, `sign`) know nothing of the window; `ui` draws their state and turns clicks
//! into commands on it. `cli` is the command line.
pub mod case;
pub mod claims;
pub mod cli;
pub mod equity;
pub mod i18n;
pub mod import;
pub mod laws;
pub mod lin;
pub mod model;
pub mod notation;
pub mod pbn;
pub mod play;
pub mod report;
pub mod scoring;
pub mod session;
pub mod sign;
pub mod ui;
