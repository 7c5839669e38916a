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

#[test]
fn every_ui_key_used_in_the_code_exists() {
    // The workbench's keys are all `ui-...`, written out in src/ui or built from a prefix.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut used = BTreeSet::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for piece in text.split('"').skip(1).step_by(2) {
                    if piece.starts_with("ui-")
                        && piece.len() > 3
                        && piece
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                        && !piece.ends_with('-')
                    {
                        used.insert(piece.to_owned());
                    }
                }
            }
        }
    }
    for lang in Lang::ALL {
        let defined: BTreeSet<String> = keys(lang).into_iter().map(|(k, _)| k).collect();
        let missing: Vec<_> = used.difference(&defined).collect();
        assert!(
            missing.is_empty(),
            "{}: keys used in src/ui but not defined: {missing:?}",
            lang.code()
        );
    }
}
