//! What differs between the systems Arbitre runs on, below every domain module: keeping a
//! file or folder to its user alone, and (on Windows) the printers and the shell's print verb.
//!
//! On Unix that is the mode (0700 for a folder, 0600 for a file). On Windows it is the
//! access-control list: a protected list with one entry, the user's, inherited by what the
//! folder holds, so that the identity and settings in `%APPDATA%` are his alone, as the
//! Linux files are.
use std::io;
use std::path::Path;

#[cfg(windows)]
mod windows;
#[cfg(windows)]
mod windows_print;
#[cfg(windows)]
pub(crate) use windows_print::{printers, shell_print};

/// Makes `path` (a file or a folder) readable and writable by the current user alone.
///
/// # Errors
/// The system refused (the message is the system's, for the caller to place).
pub fn restrict_to_user(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = if path.is_dir() { 0o700 } else { 0o600 };
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
    }
    #[cfg(windows)]
    {
        windows::restrict_to_user(path)
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = path;
        Ok(())
    }
}

/// Whether `path` is kept to the current user: no permission for the group or others on
/// Unix; on Windows, a list whose every allowing entry is the user's own.
///
/// # Errors
/// The file's protection could not be read.
pub fn is_private(path: &Path) -> io::Result<bool> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        Ok(std::fs::metadata(path)?.permissions().mode() & 0o077 == 0)
    }
    #[cfg(windows)]
    {
        windows::is_private(path)
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = path;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_restricted_file_and_folder_are_private() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("config");
        std::fs::create_dir(&folder).unwrap();
        let file = folder.join("key.p12");
        std::fs::write(&file, b"secret").unwrap();
        restrict_to_user(&folder).unwrap();
        restrict_to_user(&file).unwrap();
        assert!(is_private(&folder).unwrap());
        assert!(is_private(&file).unwrap());
    }

    #[cfg(unix)]
    #[test]
    fn a_file_others_may_read_is_not_private() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("key.p12");
        std::fs::write(&file, b"secret").unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert!(!is_private(&file).unwrap());
        restrict_to_user(&file).unwrap();
        assert_eq!(
            std::fs::metadata(&file).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
}
