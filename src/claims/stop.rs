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
