//! What [`super::write_atomically`] leaves when a run dies between writing its temporary
//! file and renaming it (`.NAME.PID.tmp` beside the target), cleaned on the next write to
//! the same name; and targets that are not regular files (a terminal, a pipe,
//! `/dev/stdout`), written to directly since they cannot be replaced by a rename.

use std::path::Path;
use std::time::{Duration, SystemTime};

/// A temporary file older than this is left over whatever its process (a process number
/// may have been given to another program since).
const STALE_AFTER: Duration = Duration::from_secs(3600);

/// Whether process `pid` is alive: on Linux, `/proc/PID` exists; elsewhere unknown (`None`).
fn alive(pid: u32) -> Option<bool> {
    if cfg!(target_os = "linux") {
        Some(Path::new("/proc").join(pid.to_string()).exists())
    } else {
        None
    }
}

/// The process number of one of our temporary files for `name` (`.NAME.PID.tmp`).
pub(super) fn tmp_pid(file_name: &str, name: &str) -> Option<u32> {
    let pid = file_name
        .strip_prefix('.')?
        .strip_prefix(name)?
        .strip_prefix('.')?
        .strip_suffix(".tmp")?;
    if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

/// Removes the temporary files of `name` in `dir` that a dead run left: ours only (the
/// exact `.NAME.PID.tmp` form), never this process's, and only when that process is gone
/// or the file is more than an hour old. Best effort: what cannot be removed stays.
pub(crate) fn clean(dir: &Path, name: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let own = std::process::id();
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(pid) = file_name.to_str().and_then(|f| tmp_pid(f, name)) else {
            continue;
        };
        if pid == own {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        if !meta.is_file() {
            continue;
        }
        let old = meta
            .modified()
            .ok()
            .and_then(|m| SystemTime::now().duration_since(m).ok())
            .is_some_and(|age| age > STALE_AFTER);
        if old || alive(pid) == Some(false) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether `path` exists and is neither a regular file nor a folder: a device, a pipe.
pub(super) fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// Writes to a device or pipe as it is. A named pipe that nothing reads is refused at once
/// (opening it would wait for a reader for ever).
pub(super) fn write_special(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    let mut file = open_special(path)?;
    file.write_all(bytes)?;
    file.flush()
}

#[cfg(unix)]
fn open_special(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt as _;
    use std::os::unix::io::AsRawFd as _;
    let file = std::fs::OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| {
            if e.raw_os_error() == Some(libc::ENXIO) {
                // A FIFO with no reader.
                std::io::Error::from(std::io::ErrorKind::BrokenPipe)
            } else {
                e
            }
        })?;
    // Opened: the writes wait for the reader as usual.
    // SAFETY: the file's own descriptor; F_GETFL/F_SETFL take and give an int of flags.
    unsafe {
        let flags = libc::fcntl(file.as_raw_fd(), libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(file.as_raw_fd(), libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
    }
    Ok(file)
}

#[cfg(not(unix))]
fn open_special(path: &Path) -> std::io::Result<std::fs::File> {
    std::fs::OpenOptions::new().write(true).open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_leftovers_of_dead_runs_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        // A process number no process has (above Linux's pid_max of 2^22).
        let dead = d.join(".out.pdf.4999999.tmp");
        let live = d.join(format!(".out.pdf.{}.tmp", std::process::id()));
        let other_name = d.join(".other.pdf.4999999.tmp");
        let not_ours = d.join(".out.pdf.abc.tmp");
        for f in [&dead, &live, &other_name, &not_ours] {
            std::fs::write(f, b"x").unwrap();
        }
        clean(d, "out.pdf");
        if cfg!(target_os = "linux") {
            assert!(!dead.exists());
        }
        assert!(live.exists() && other_name.exists() && not_ours.exists());
        assert_eq!(tmp_pid(".out.pdf.12.tmp", "out.pdf"), Some(12));
        assert_eq!(tmp_pid(".out.pdf..tmp", "out.pdf"), None);
    }
}
