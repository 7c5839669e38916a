//! The nearest known name to a misspelt one ("did you mean `[equity]`?").
//!
//! A suggestion is made only when the name is close: a few letters typed wrong, left out,
//! added or swapped (optimal string alignment distance), never a guess at a different word.

/// The known name nearest to `name`, when it is close enough to be a typing slip.
#[must_use]
pub fn nearest<'a>(name: &str, known: &[&'a str]) -> Option<&'a str> {
    let lower = name.to_lowercase();
    known
        .iter()
        .map(|&k| (distance(&lower, k), k))
        .filter(|&(d, k)| (d > 0 && d <= allowed(k)) || (d == 0 && k != name))
        .min_by_key(|&(d, _)| d)
        .map(|(_, k)| k)
}

/// How many slips a name of this length tolerates: 1 for short names, up to 3.
fn allowed(known: &str) -> usize {
    (known.chars().count() / 4).clamp(1, 3)
}

/// Optimal string alignment distance (Levenshtein plus the swap of two neighbours).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * width];
    for (i, row) in d.chunks_mut(width).enumerate() {
        row[0] = i;
    }
    for (j, cell) in d.iter_mut().take(width).enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[(i - 1) * width + j] + 1)
                .min(d[i * width + j - 1] + 1)
                .min(d[(i - 1) * width + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[(i - 2) * width + j - 2] + 1);
            }
            d[i * width + j] = best;
        }
    }
    d[a.len() * width + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECTIONS: [&str; 4] = ["board", "play", "marked_revoke", "equity"];

    #[test]
    fn close_names_are_suggested() {
        assert_eq!(nearest("equty", &SECTIONS), Some("equity"));
        assert_eq!(nearest("marked_revokes", &SECTIONS), Some("marked_revoke"));
        assert_eq!(nearest("Board", &SECTIONS), Some("board"));
        assert_eq!(
            nearest("afte_card", &["after_card", "when"]),
            Some("after_card")
        );
        assert_eq!(nearest("wehn", &["after_card", "when"]), Some("when"));
    }

    #[test]
    fn far_names_are_not() {
        assert_eq!(nearest("notes", &SECTIONS), None);
        assert_eq!(nearest("x", &SECTIONS), None);
        assert_eq!(nearest("scoring", &SECTIONS), None);
    }
}
