//! Arbitre: a workbench on which bridge tournament directors rule on revokes, claims, and
//! calls or cards a player tries to change.
//!
//! The domain modules (`model`, `import`, `pbn`, `lin`, `play`, `laws`, `equity`, `scoring`, `case`,
//! `report`, `sign`) know nothing of the window; `ui` draws their state and turns clicks
//! into commands on it. `cli` is the command line.
pub mod case;
pub mod changes;
pub mod claims;
pub mod cli;
pub mod equity;
pub mod fsread;
pub mod i18n;
pub mod import;
pub mod laws;
pub mod lin;
pub mod model;
pub mod notation;
pub mod os;
pub mod pbn;
pub mod play;
pub mod report;
pub mod scoring;
pub mod session;
pub mod sign;
pub mod ui;

/// mimalloc, as rerun's viewer does: the readers make and drop many small values a game
/// (tags, calls, cards), which the system allocator serves about a third slower
/// (`cargo bench --bench pbn_import`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
