//! What one game of a file leaves to the next: the latest value of each tag (`#`), the
//! `##` defaults, and the tags an rpbridge-style game lends to the next.

use compact_str::CompactString;
use std::collections::HashMap;

/// What the games before leave to the next one.
#[derive(Default, Clone)]
pub(super) struct Context {
    /// The latest resolved value of every tag name (for `#`).
    pub(super) last: LastValues,
    /// `##` defaults, in the order they were set.
    pub(super) defaults: Vec<(CompactString, CompactString)>,
    /// Board, Dealer, Vulnerable and Deal of the previous game (name and value: all that a
    /// carried-over tag keeps), when it has a Deal.
    pub(super) prev: Vec<(CompactString, CompactString)>,
}

/// The latest resolved value of every tag name. Games mostly give the tags of the game
/// before in the same order: the entry after the one last set is tried first (no hashing),
/// the map finds the others.
#[derive(Default, Clone)]
pub(super) struct LastValues {
    values: Vec<(CompactString, CompactString)>,
    index: HashMap<CompactString, usize>,
    next: usize,
}

impl LastValues {
    pub(super) fn get(&self, name: &str) -> Option<&CompactString> {
        let &i = self.index.get(name)?;
        self.values.get(i).map(|(_, v)| v)
    }

    pub(super) fn set(&mut self, name: &CompactString, value: &CompactString) {
        let i = match self.values.get(self.next) {
            Some((n, _)) if n == name => self.next,
            _ => match self.index.get(name.as_str()) {
                Some(&i) => i,
                None => {
                    self.index.insert(name.clone(), self.values.len());
                    self.values.push((name.clone(), CompactString::default()));
                    self.values.len() - 1
                }
            },
        };
        if let Some((_, v)) = self.values.get_mut(i) {
            v.clone_from(value);
        }
        self.next = i + 1;
    }
}
