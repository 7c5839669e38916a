//! The readers' (PBN, LIN, the shared game model, the import door and its dealing-machine
//! readers) and the check/show commands' messages exist in every shipped language, and the
//! Fluent files parse.

use arbitre::i18n::{Lang, Tr, keys, syntax_errors};
use std::path::Path;

/// Every `"pbn-…"`, `"lin-…"`, `"import-…"`, `"check-…"` and `"show-…"` literal in the
/// sources.
fn used_keys() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let mut dirs: Vec<_> = ["pbn", "lin", "model", "import"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(dir) = dirs.pop() {
        for f in std::fs::read_dir(dir).unwrap().flatten() {
            if f.path().is_dir() {
                dirs.push(f.path());
            } else {
                files.push(f.path());
            }
        }
    }
    files.push(root.join("cli/check.rs"));
    files.push(root.join("cli/show.rs"));
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for prefix in ["\"pbn-", "\"lin-", "\"import-", "\"check-", "\"show-"] {
            for (at, _) in text.match_indices(prefix) {
                let rest = &text[at + 1..];
                let end = rest.find('"').unwrap_or(rest.len());
                let piece = &rest[..end];
                let is_key = piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if is_key && !out.contains(&piece.to_owned()) {
                    out.push(piece.to_owned());
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_message_exists_in_english_and_french() {
    assert!(syntax_errors().is_empty(), "{:?}", syntax_errors());
    let used = used_keys();
    assert!(used.len() > 60, "{used:?}");
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for key in &used {
            assert!(tr.has(key), "{key} missing in {}", lang.code());
        }
    }
    let mine = |lang| {
        let mut v: Vec<String> = keys(lang)
            .into_iter()
            .filter(|(_, f)| *f == "pbn.ftl" || *f == "import.ftl")
            .map(|(k, _)| k)
            .collect();
        v.sort();
        v
    };
    assert_eq!(
        mine(Lang::En),
        mine(Lang::Fr),
        "pbn.ftl and import.ftl define the same keys in both languages"
    );
    for key in mine(Lang::En) {
        assert!(used.contains(&key), "{key} is defined but never used");
    }
}

#[test]
fn diagnostics_render_in_both_languages() {
    let file = arbitre::pbn::parse(b"[Board \"3\"]\n[Contract \"4Hearts\"]\n");
    let d = &file.diagnostics[0];
    let en = d.render(Tr::new(Lang::En), Some("x.pbn"));
    let fr = d.render(Tr::new(Lang::Fr), Some("x.pbn"));
    assert_eq!(
        en,
        "x.pbn:2:1: error: [game 1, board 3] Contract \"4Hearts\" is not a contract; expected Pass, or a level 1-7, a strain S H D C NT, and X or XX"
    );
    assert!(
        fr.starts_with(
            "x.pbn:2:1: erreur: [donne 1, étui 3] Contract « 4Hearts » n'est pas un contrat"
        ),
        "{fr}"
    );
}
