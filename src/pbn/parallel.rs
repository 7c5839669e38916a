//! The machine's cores side by side, for the steps of the reading that depend on nothing
//! else: a list of works is cut in two halves, one for each core, and the results come back
//! in the list's order (so that the reading gives the same games, whatever the machine).

use std::num::NonZero;
use std::sync::OnceLock;

/// How many threads to use: two when the machine has them.
fn threads() -> usize {
    static THREADS: OnceLock<usize> = OnceLock::new();
    *THREADS.get_or_init(|| {
        std::thread::available_parallelism()
            .map_or(1, NonZero::get)
            .min(2)
    })
}

/// `items` mapped by `f`, in their order, the second half on another thread when the
/// machine has two cores.
pub(crate) fn par_map<T: Send, U: Send>(mut items: Vec<T>, f: impl Fn(T) -> U + Sync) -> Vec<U> {
    if items.len() < 2 || threads() < 2 {
        return items.into_iter().map(f).collect();
    }
    let back = items.split_off(items.len() / 2);
    std::thread::scope(|scope| {
        let f = &f;
        let other = scope.spawn(move || back.into_iter().map(f).collect::<Vec<_>>());
        let mut out: Vec<U> = items.into_iter().map(f).collect();
        match other.join() {
            Ok(rest) => out.extend(rest),
            Err(panic) => std::panic::resume_unwind(panic),
        }
        out
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_come_back_in_order() {
        let squares = super::par_map((0..101).collect(), |i: u64| i * i);
        assert_eq!(squares, (0..101).map(|i| i * i).collect::<Vec<_>>());
        assert!(super::par_map(Vec::<u8>::new(), |i| i).is_empty());
    }
}
