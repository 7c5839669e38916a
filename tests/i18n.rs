//! Every message key exists in every language, and every Fluent file parses.
use arbitre::i18n::{Lang, keys, syntax_errors};
use std::collections::BTreeSet;

#[test]
fn fluent_files_have_no_syntax_error() {
    let errors = syntax_errors();
    assert!(errors.is_empty(), "syntax errors: {errors:#?}");
}

#[test]
fn every_key_exists_in_every_language() {
    let sets: Vec<(Lang, BTreeSet<String>)> = Lang::ALL
        .iter()
        .map(|&l| (l, keys(l).into_iter().map(|(k, _)| k).collect()))
        .collect();
    let all: BTreeSet<String> = sets.iter().flat_map(|(_, s)| s.iter().cloned()).collect();
    let mut missing = Vec::new();
    for (lang, set) in &sets {
        for key in all.difference(set) {
            missing.push(format!("{}: {key}", lang.code()));
        }
    }
    assert!(missing.is_empty(), "missing keys:\n{}", missing.join("\n"));
}

#[test]
fn no_key_is_defined_twice_in_a_language() {
    for lang in Lang::ALL {
        let mut seen = BTreeSet::new();
        let mut twice = Vec::new();
        for (key, file) in keys(lang) {
            if !seen.insert(key.clone()) {
                twice.push(format!("{}/{file}: {key}", lang.code()));
            }
        }
        assert!(twice.is_empty(), "keys defined twice: {twice:?}");
    }
}

/// The string literals of every source file under `src/` that look like message keys: a
/// known prefix (the first word of some defined key: `ui`, `law`, `note`, `report`, ...)
/// followed by lowercase words. Keys built from a prefix at run time (`law-{code}`) are
/// checked by the tests below that enumerate them.
fn keys_written_in_the_code(prefixes: &BTreeSet<String>) -> BTreeSet<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut used = BTreeSet::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                // Unit tests name key prefixes to search output for them.
                && !path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("tests"))
            {
                let text = std::fs::read_to_string(&path).unwrap();
                let chunks: Vec<&str> = text.split('"').collect();
                for pair in chunks.windows(2).step_by(2) {
                    let (before, piece) = (pair[0], pair[1]);
                    // Widget ids (`Grid::new("play-grid")`) are not messages.
                    if [
                        "Grid::new(",
                        "Grid::new((",
                        "Id::new(",
                        "Id::new((",
                        "id_salt(",
                    ]
                    .iter()
                    .any(|call| before.ends_with(call))
                    {
                        continue;
                    }
                    let Some((prefix, rest)) = piece.split_once('-') else {
                        continue;
                    };
                    if prefixes.contains(prefix)
                        && !rest.is_empty()
                        && !piece.ends_with('-')
                        && piece
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    {
                        used.insert(piece.to_owned());
                    }
                }
            }
        }
    }
    used
}

#[test]
fn every_key_used_in_the_code_exists() {
    let defined: Vec<(Lang, BTreeSet<String>)> = Lang::ALL
        .iter()
        .map(|&l| (l, keys(l).into_iter().map(|(k, _)| k).collect()))
        .collect();
    let prefixes: BTreeSet<String> = defined
        .iter()
        .flat_map(|(_, set)| set.iter())
        .filter_map(|k| k.split_once('-').map(|(p, _)| p.to_owned()))
        .collect();
    let used = keys_written_in_the_code(&prefixes);
    assert!(
        used.len() > 300,
        "the scan finds the keys ({} found)",
        used.len()
    );
    assert!(used.contains("ui-undo") && used.contains("note-void-after-correction"));
    for (lang, set) in &defined {
        let missing: Vec<_> = used.difference(set).collect();
        assert!(
            missing.is_empty(),
            "{}: keys used in src/ but not defined: {missing:?}",
            lang.code()
        );
    }
}

#[test]
fn every_law_has_its_paraphrase_in_every_language() {
    for lang in Lang::ALL {
        let defined: BTreeSet<String> = keys(lang).into_iter().map(|(k, _)| k).collect();
        let missing: Vec<String> = arbitre::laws::Law::ALL
            .iter()
            .map(|law| law.paraphrase_key())
            .filter(|key| !defined.contains(key))
            .collect();
        assert!(
            missing.is_empty(),
            "{}: laws without a paraphrase: {missing:?}",
            lang.code()
        );
    }
}

#[test]
fn a_plural_variant_shows_its_number_never_a_fixed_digit() {
    // French puts 0 in `one`: "[one] 1 levée" would print "1 levée" for no trick at all.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    let mut fixed = Vec::new();
    for lang in Lang::ALL {
        let dir = root.join(lang.code());
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            for (i, line) in text.lines().enumerate() {
                let line = line.trim_start().trim_start_matches('*');
                let Some(rest) = line.strip_prefix("[one]") else {
                    continue;
                };
                // Placeables hold the number ({ $n }); plain text must not write it.
                let mut depth = 0;
                let plain: String = rest
                    .chars()
                    .filter(|&c| {
                        match c {
                            '{' => depth += 1,
                            '}' => depth -= 1,
                            _ => return depth == 0,
                        }
                        false
                    })
                    .collect();
                // A count written out ("1 trick"); law numbers ("Law 64") are fine.
                if plain
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|word| word == "0" || word == "1")
                {
                    fixed.push(format!("{}:{}: {line}", entry.path().display(), i + 1));
                }
            }
        }
    }
    assert!(
        fixed.is_empty(),
        "fixed digits in plural variants:\n{}",
        fixed.join("\n")
    );
}
