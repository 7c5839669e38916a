//! The import door's limits: an endless stream of NUL bytes or one endless line, a file too
//! large, a tag value too long, end in one located error instead of filling the memory.
//! The streams here are endless readers (`io::repeat`), so the test shows that the reading
//! stops by itself; it does not time anything.

use arbitre::i18n::{Lang, Tr};
use arbitre::import::{self, Limits, Options};
use arbitre::pbn::PbnFile;
use std::io::Read;

fn only_error(file: &PbnFile) -> String {
    assert!(file.games.is_empty(), "{:?}", file.games.len());
    assert_eq!(file.diagnostics.len(), 1, "{:?}", file.diagnostics);
    assert!(file.diagnostics[0].is_error());
    file.diagnostics[0].render(Tr::new(Lang::En), Some("f"))
}

#[test]
fn an_endless_stream_of_nul_bytes_is_a_binary_file() {
    let file = import::read_from(std::io::repeat(0), None, &Options::default()).unwrap();
    let text = only_error(&file);
    assert!(text.starts_with("f:1:1: error: a NUL byte"), "{text}");
    // After some text, the place of the first NUL.
    let stream = "[Event \"x\"]\r\nab".as_bytes().chain(std::io::repeat(0));
    let file = import::read_from(stream, Some("pbn"), &Options::default()).unwrap();
    assert!(only_error(&file).starts_with("f:2:3: error:"));
    // French too.
    let fr = file.diagnostics[0].render(Tr::new(Lang::Fr), None);
    assert!(fr.contains("octet NUL"), "{fr}");
}

#[test]
fn one_endless_line_is_refused_past_one_mib() {
    let stream = "[Event \"".as_bytes().chain(std::io::repeat(b'a'));
    let file = import::read_from(stream, None, &Options::default()).unwrap();
    let text = only_error(&file);
    assert!(
        text.starts_with("f:1:1048577: error: a line longer than 1 MiB"),
        "{text}"
    );
    // A generated one-line file: the same through `open`.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("one-line.pbn");
    std::fs::write(&path, vec![b'x'; (1 << 20) + 10]).unwrap();
    let file = import::open(&path).unwrap();
    assert!(only_error(&file).starts_with("f:1:1048577: error:"));
}

#[test]
fn a_file_over_the_size_limit_is_refused() {
    let options = Options {
        limits: Limits {
            max_file: 1000,
            ..Limits::default()
        },
        ..Options::default()
    };
    let text = "[Event \"e\"]\n".repeat(100);
    let file = import::read(text.as_bytes(), Some("pbn"), &options);
    let msg = only_error(&file);
    assert!(msg.contains("error: the file is larger than"), "{msg}");
    // An endless valid stream ends at the limit too.
    let stream = std::io::repeat(b'\n');
    let file = import::read_from(stream, None, &options).unwrap();
    only_error(&file);
    // Through `open`, a regular file is refused by its size before it is read.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.pbn");
    std::fs::write(&path, &text).unwrap();
    let file = import::open_with(&path, &options).unwrap();
    assert!(only_error(&file).starts_with("f:1:1: error: the file is larger than"));
    // Machine files stop at 16 MiB whatever the limit.
    let file = import::read_from(std::io::repeat(0), Some("bri"), &Options::default()).unwrap();
    assert!(only_error(&file).contains("larger than 16 MiB"));
}

#[test]
fn a_tag_value_over_64_kib_is_refused_at_its_place() {
    let text = format!(
        "[Board \"1\"]\n[Event \"{}\"]\n[Site \"x\"]\n",
        "e".repeat(70_000)
    );
    let file = import::read(text.as_bytes(), None, &Options::default());
    let errors: Vec<String> = file
        .errors()
        .map(|d| d.render(Tr::new(Lang::En), None))
        .collect();
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("2:8: error:") && e.contains("longer than 64 KiB")),
        "{errors:?}"
    );
    assert_eq!(file.games.len(), 1);
    assert_eq!(file.games[0].tag("Site"), Some("x"));
    assert_eq!(file.games[0].tag("Event"), Some(""));
}

#[cfg(unix)]
#[test]
fn check_dev_zero_ends_with_a_located_error() {
    // A device is not a file that ends: refused before it is read (issue 24).
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(["--lang", "en", "check", "/dev/zero"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success());
    assert!(
        text.contains("/dev/zero:1:1: error: not a regular file"),
        "{text}"
    );
}
