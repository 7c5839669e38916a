//! Stopping a long search: the claim search asks a [`Stop`] now and then whether to go
//! on. A search that is stopped gives no figure at all (never a partial one): the caller
//! gets the stop's own value back ([`Cancelled`] for a raised flag). [`Never`] cannot
//! stop, and its type says so: the plain functions that use it cannot fail that way.

use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};

/// Asked now and then by the search: go on (`Ok`) or stop with this value.
pub trait Stop {
    /// What a stopped computation returns.
    type Cancel;
    /// Whether to stop now.
    ///
    /// # Errors
    /// The stop's value when the computation must end.
    fn poll(&self) -> Result<(), Self::Cancel>;
}

/// A search nobody stops.
#[derive(Debug, Clone, Copy, Default)]
pub struct Never;

impl Stop for Never {
    type Cancel = Infallible;

    fn poll(&self) -> Result<(), Infallible> {
        Ok(())
    }
}

/// The computation was cancelled before its end: there is no figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the computation was cancelled")]
pub struct Cancelled;

/// A flag another thread raises to cancel (the window's Cancel button).
impl Stop for AtomicBool {
    type Cancel = Cancelled;

    fn poll(&self) -> Result<(), Cancelled> {
        if self.load(Ordering::Relaxed) {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }
}

/// The value of a computation [`Never`] stops.
pub fn unstoppable<T>(r: Result<T, Infallible>) -> T {
    match r {
        Ok(t) => t,
        Err(never) => match never {},
    }
}

/// The workbench's time budget for a ruling's claim evidence, in seconds (past it, the
/// director may ask it to continue). Unoptimised builds are many times slower: they get
/// a minute.
pub const WORKBENCH_BUDGET: f64 = if cfg!(debug_assertions) { 60.0 } else { 2.0 };

/// A time budget: the search stops once `until` has passed, or when `flag` (the window's
/// Cancel button, if any) is raised.
#[derive(Debug, Clone, Copy)]
pub struct Deadline<'a> {
    /// When the search must stop.
    pub until: std::time::Instant,
    /// A flag another thread may raise to cancel before then.
    pub flag: Option<&'a AtomicBool>,
}

/// Why a budgeted search gave no figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Stopped {
    /// The time budget ran out: the evidence is incomplete.
    #[error("the time budget ran out")]
    OutOfTime,
    /// The flag was raised.
    #[error("the computation was cancelled")]
    Cancelled,
}

impl Deadline<'_> {
    /// A budget of `seconds` from now, with no flag.
    #[must_use]
    pub fn after(seconds: f64) -> Self {
        let budget = std::time::Duration::try_from_secs_f64(seconds.max(0.0))
            .unwrap_or(std::time::Duration::MAX);
        let now = std::time::Instant::now();
        Self {
            until: now
                .checked_add(budget)
                .unwrap_or(now + std::time::Duration::from_secs(1 << 40)),
            flag: None,
        }
    }
}

impl Stop for Deadline<'_> {
    type Cancel = Stopped;

    fn poll(&self) -> Result<(), Stopped> {
        if self.flag.is_some_and(|f| f.load(Ordering::Relaxed)) {
            Err(Stopped::Cancelled)
        } else if std::time::Instant::now() >= self.until {
            Err(Stopped::OutOfTime)
        } else {
            Ok(())
        }
    }
}
