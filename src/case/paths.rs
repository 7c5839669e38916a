//! Where a case's `pbn_file` is: the path as the director (or Notepad, on another machine)
//! wrote it, relative to the case file's folder.
//!
//! Windows takes `\` and `/` alike, and a drive letter (`C:\Users\Hélène\session.pbn`) makes
//! the path absolute. Elsewhere `\` is an ordinary character in a file name, so a relative
//! path written on Windows (`boards\session.pbn`) would name nothing: there its `\` are read
//! as `/`. The case keeps the text as written, so saving it writes back the same path.
use std::path::{Path, PathBuf};

/// The file a `pbn_file` value names, for a case file in `base`.
#[must_use]
pub fn board_file(base: &Path, written: &str) -> PathBuf {
    if cfg!(windows) || !written.contains('\\') || has_drive(written) {
        return base.join(written);
    }
    base.join(written.replace('\\', "/"))
}

/// Whether the path starts with a drive letter (`C:`), which only Windows resolves.
fn has_drive(written: &str) -> bool {
    let b = written.as_bytes();
    b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1] == b':'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_separators_name_the_same_file() {
        let base = Path::new("cases");
        let forward = board_file(base, "boards/evening.pbn");
        assert_eq!(board_file(base, "boards\\evening.pbn"), forward);
        assert_eq!(
            forward,
            Path::new("cases").join("boards").join("evening.pbn")
        );
    }

    #[test]
    fn an_absolute_path_is_kept() {
        if cfg!(windows) {
            let p = board_file(Path::new("cases"), "C:\\Users\\Hélène\\evening.pbn");
            assert_eq!(p, Path::new("C:\\Users\\Hélène\\evening.pbn"));
        } else {
            let p = board_file(Path::new("cases"), "/home/hélène/evening.pbn");
            assert_eq!(p, Path::new("/home/hélène/evening.pbn"));
            // A drive letter names nothing here: kept as written, so the message quotes it.
            let d = board_file(Path::new("cases"), "C:\\Users\\x.pbn");
            assert_eq!(d, Path::new("cases").join("C:\\Users\\x.pbn"));
        }
    }
}
