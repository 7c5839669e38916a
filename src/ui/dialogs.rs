//! File dialogs that always answer. Which dialog the desktop offers is found once at start:
//! the XDG desktop portal where it answers on the session bus (through `rfd`, as on
//! Windows and macOS), else `zenity` or `kdialog` run as programs, else Arbitre's own path
//! dialog (drawn by `views::path_dialog`). A native dialog that cannot be shown sends the
//! request to Arbitre's own dialog rather than doing nothing. Nothing here draws.
use super::jobs::Pick;
use crate::i18n::Msg;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// The file dialog used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// The platform's dialog through `rfd` (the XDG portal on Linux; Windows, macOS).
    Native,
    /// `zenity`, run as a program.
    Zenity,
    /// `kdialog`, run as a program.
    Kdialog,
    /// Arbitre's own path dialog.
    Own,
}

/// What a dialog asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// What for (a file to open, to write, a folder).
    pub pick: Pick,
    /// The dialog's title.
    pub title: String,
    /// The filter's name.
    pub filter: String,
    /// The extensions offered (no dot).
    pub extensions: Vec<String>,
    /// The folder it starts in.
    pub dir: Option<PathBuf>,
    /// The file name suggested (when writing).
    pub name: Option<String>,
}

impl Request {
    /// Whether a folder is asked for.
    #[must_use]
    pub const fn folder(&self) -> bool {
        matches!(self.pick, Pick::SessionDir)
    }

    /// Whether a file to write is asked for: every pick but a file or folder to read.
    #[must_use]
    pub const fn writes(&self) -> bool {
        !matches!(
            self.pick,
            Pick::Open | Pick::SessionDir | Pick::Certificate | Pick::Identity
        )
    }

    /// The path the dialog starts with: the folder, and the suggested name in it.
    #[must_use]
    pub fn start(&self) -> PathBuf {
        let dir = self
            .dir
            .clone()
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_default();
        match &self.name {
            Some(name) => dir.join(name),
            None => dir,
        }
    }
}

/// The backend found at start, shared with the dialog jobs (set once the search ends).
#[derive(Debug, Clone, Default)]
pub struct Detection(Arc<OnceLock<Backend>>);

impl Detection {
    /// Starts looking for the desktop's dialog on a thread of its own.
    #[must_use]
    pub fn start() -> Self {
        let slot = Self::default();
        let set = slot.clone();
        let _ = std::thread::Builder::new()
            .name("dialog-backend".into())
            .spawn(move || {
                let _ = set.0.set(detect());
            });
        slot
    }

    /// This backend, without looking (tests; a desktop known to have none).
    #[must_use]
    pub fn fixed(backend: Backend) -> Self {
        let slot = Self::default();
        let _ = slot.0.set(backend);
        slot
    }

    /// The backend, waiting up to `timeout` for the search; Arbitre's own dialog if it
    /// has not ended by then (or was never started).
    #[must_use]
    pub fn wait(&self, timeout: Duration) -> Backend {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(b) = self.0.get() {
                return *b;
            }
            if Instant::now() >= deadline {
                return Backend::Own;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The backend if known now.
    #[must_use]
    pub fn now(&self) -> Option<Backend> {
        self.0.get().copied()
    }
}

/// Which dialog the desktop offers (blocking: asks the session bus, looks on `PATH`).
#[must_use]
pub fn detect() -> Backend {
    if !cfg!(target_os = "linux") && !cfg!(target_os = "freebsd") {
        return Backend::Native;
    }
    let display =
        std::env::var_os("WAYLAND_DISPLAY").is_some() || std::env::var_os("DISPLAY").is_some();
    if !display {
        return Backend::Own;
    }
    if portal_answers() {
        Backend::Native
    } else if on_path("zenity") {
        Backend::Zenity
    } else if on_path("kdialog") {
        Backend::Kdialog
    } else {
        Backend::Own
    }
}

/// Whether the desktop portal's file chooser answers on the session bus.
fn portal_answers() -> bool {
    if std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_none()
        && std::env::var_os("XDG_RUNTIME_DIR").is_none_or(|d| !Path::new(&d).join("bus").exists())
    {
        return false;
    }
    pollster::block_on(async {
        let Ok(bus) = zbus::Connection::session().await else {
            return false;
        };
        bus.call_method(
            Some("org.freedesktop.portal.Desktop"),
            "/org/freedesktop/portal/desktop",
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &("org.freedesktop.portal.FileChooser", "version"),
        )
        .await
        .is_ok()
    })
}

/// Whether `program` is an executable file on `PATH`.
#[must_use]
pub fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| {
        std::env::split_paths(&paths).any(|dir| {
            let file = dir.join(program);
            std::fs::metadata(&file).is_ok_and(|m| {
                #[cfg(unix)]
                {
                    use std::os::unix::fs::PermissionsExt as _;
                    m.is_file() && m.permissions().mode() & 0o111 != 0
                }
                #[cfg(not(unix))]
                {
                    m.is_file()
                }
            })
        })
    })
}

/// The dialog could not be shown: Arbitre's own dialog asks instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoAnswer;

/// Shows the dialog of `backend` (blocking, on a worker thread): the path chosen, `None`
/// when the director cancelled.
///
/// # Errors
/// [`NoAnswer`] when the dialog could not be shown (or for [`Backend::Own`]).
pub fn ask(backend: Backend, request: &Request) -> Result<Option<PathBuf>, NoAnswer> {
    match backend {
        Backend::Native => Ok(native(request)),
        Backend::Zenity => run(zenity(request)),
        Backend::Kdialog => run(kdialog(request)),
        Backend::Own => Err(NoAnswer),
    }
}

fn native(request: &Request) -> Option<PathBuf> {
    let mut d = rfd::FileDialog::new().set_title(&request.title);
    if !request.folder() {
        d = d.add_filter(&request.filter, &request.extensions);
    }
    if let Some(dir) = &request.dir {
        d = d.set_directory(dir);
    }
    if let Some(name) = &request.name {
        d = d.set_file_name(name);
    }
    if request.folder() {
        d.pick_folder()
    } else if request.writes() {
        d.save_file()
    } else {
        d.pick_file()
    }
}

/// The `zenity` command for `request`.
#[must_use]
pub fn zenity(request: &Request) -> Command {
    let mut cmd = Command::new("zenity");
    cmd.args(["--file-selection", "--no-markup", "--title"])
        .arg(&request.title);
    if request.folder() {
        cmd.arg("--directory");
    } else {
        if request.writes() {
            cmd.args(["--save", "--confirm-overwrite"]);
        }
        cmd.arg("--file-filter").arg(format!(
            "{} | {}",
            request.filter,
            patterns(&request.extensions)
        ));
    }
    // A folder is given with its trailing separator, so that zenity opens it.
    let mut start = request.start().into_os_string();
    if request.name.is_none() {
        start.push(std::path::MAIN_SEPARATOR_STR);
    }
    cmd.arg("--filename").arg(start);
    cmd
}

/// The `kdialog` command for `request`.
#[must_use]
pub fn kdialog(request: &Request) -> Command {
    let mut cmd = Command::new("kdialog");
    cmd.arg("--title").arg(&request.title);
    let start = request.start();
    if request.folder() {
        cmd.arg("--getexistingdirectory").arg(start);
    } else {
        cmd.arg(if request.writes() {
            "--getsavefilename"
        } else {
            "--getopenfilename"
        })
        .arg(start)
        .arg(format!(
            "{}|{}",
            patterns(&request.extensions),
            request.filter
        ));
    }
    cmd
}

fn patterns(extensions: &[String]) -> String {
    extensions
        .iter()
        .map(|e| format!("*.{e}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Runs a dialog program: exit 0 gives the path it prints, exit 1 is a cancel, anything
/// else (not found, no display) is no answer.
fn run(mut cmd: Command) -> Result<Option<PathBuf>, NoAnswer> {
    let out = cmd
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .output()
        .map_err(|_| NoAnswer)?;
    match out.status.code() {
        Some(0) => {
            let text = String::from_utf8_lossy(&out.stdout);
            let path = text.trim_end_matches(['\r', '\n']);
            Ok((!path.is_empty()).then(|| PathBuf::from(path)))
        }
        Some(1) => Ok(None),
        _ => Err(NoAnswer),
    }
}

/// The folder and the names in it that complete `typed`: folders first (written with a
/// trailing separator), then files with one of `extensions` (any file when empty); hidden
/// names only when the typed name starts with a dot. At most `limit` names.
#[must_use]
pub fn completions(
    typed: &str,
    folders_only: bool,
    extensions: &[String],
    limit: usize,
) -> Vec<String> {
    let (dir, prefix) = split(typed);
    let Ok(entries) = std::fs::read_dir(if dir.is_empty() { "." } else { dir }) else {
        return Vec::new();
    };
    let mut folders = Vec::new();
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with(prefix) || (name.starts_with('.') && !prefix.starts_with('.')) {
            continue;
        }
        let is_dir = entry.path().is_dir();
        if is_dir {
            folders.push(format!("{dir}{name}{}", std::path::MAIN_SEPARATOR));
        } else if !folders_only
            && (extensions.is_empty()
                || Path::new(&name)
                    .extension()
                    .is_some_and(|e| extensions.iter().any(|x| e.eq_ignore_ascii_case(x))))
        {
            files.push(format!("{dir}{name}"));
        }
    }
    folders.sort();
    files.sort();
    folders.extend(files);
    folders.truncate(limit);
    folders
}

/// The longest text that all `completions` start with (for Tab).
#[must_use]
pub fn common_prefix(completions: &[String]) -> Option<String> {
    let first = completions.first()?;
    let mut end = first.len();
    for c in &completions[1..] {
        end = end.min(
            first
                .char_indices()
                .zip(c.chars())
                .find(|((_, a), b)| a != b)
                .map_or(end.min(c.len()), |((i, _), _)| i),
        );
    }
    Some(first[..end].to_owned())
}

/// `typed` split after its last separator: the folder part and the name being typed.
fn split(typed: &str) -> (&str, &str) {
    match typed.rfind(['/', std::path::MAIN_SEPARATOR]) {
        Some(i) => typed.split_at(i + 1),
        None => ("", typed),
    }
}

/// Checks the path typed in Arbitre's own dialog: the file to open must exist, the folder
/// of a file to write must exist, a folder must be one. `~` stands for the home folder.
///
/// # Errors
/// What is wrong, naming the path.
pub fn check(request: &Request, typed: &str) -> Result<PathBuf, Msg> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(Msg::new("ui-path-empty"));
    }
    let path = expand_home(typed);
    let shown = path.display().to_string();
    if request.folder() {
        return if path.is_dir() {
            Ok(path)
        } else {
            Err(Msg::new("ui-path-no-folder").arg("path", shown))
        };
    }
    if path.is_dir() {
        return Err(Msg::new("ui-path-is-folder").arg("path", shown));
    }
    if request.writes() {
        let parent = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| Path::new("."));
        return if parent.is_dir() {
            Ok(path)
        } else {
            Err(Msg::new("ui-path-no-parent").arg("folder", parent.display().to_string()))
        };
    }
    if path.is_file() {
        return Ok(path);
    }
    // Where it goes wrong: the last folder that exists.
    let mut existing = path.parent();
    while let Some(p) = existing {
        if p.as_os_str().is_empty() || p.is_dir() {
            break;
        }
        existing = p.parent();
    }
    let folder = existing
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| ".".to_owned(), |p| p.display().to_string());
    Err(Msg::new("ui-path-not-found")
        .arg("path", shown)
        .arg("folder", folder))
}

fn expand_home(typed: &str) -> PathBuf {
    match typed.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with(['/', std::path::MAIN_SEPARATOR]) => {
            directories::BaseDirs::new().map_or_else(
                || PathBuf::from(typed),
                |b| {
                    b.home_dir()
                        .join(rest.trim_start_matches(['/', std::path::MAIN_SEPARATOR]))
                },
            )
        }
        _ => PathBuf::from(typed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(pick: Pick, dir: &Path, name: Option<&str>) -> Request {
        Request {
            pick,
            title: "Open".into(),
            filter: "Cases".into(),
            extensions: vec!["toml".into(), "pbn".into()],
            dir: Some(dir.to_path_buf()),
            name: name.map(str::to_owned),
        }
    }

    fn args(cmd: &Command) -> Vec<String> {
        cmd.get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn completion_lists_folders_then_matching_files() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("session 2")).unwrap();
        std::fs::write(dir.path().join("session.pbn"), "").unwrap();
        std::fs::write(dir.path().join("session.txt"), "").unwrap();
        std::fs::write(dir.path().join(".session.toml"), "").unwrap();
        let base = format!("{}/", dir.path().display());
        let got = completions(&format!("{base}ses"), false, &["pbn".into()], 10);
        assert_eq!(
            got,
            [format!("{base}session 2/"), format!("{base}session.pbn")]
        );
        assert_eq!(common_prefix(&got), Some(format!("{base}session")));
        let folders = completions(&format!("{base}ses"), true, &[], 10);
        assert_eq!(folders, [format!("{base}session 2/")]);
        assert!(completions(&format!("{base}zz"), false, &[], 10).is_empty());
    }

    #[test]
    fn a_typed_path_is_checked_for_what_is_asked() {
        let dir = tempfile::tempdir().unwrap();
        let case = dir.path().join("board-1.revoke.toml");
        std::fs::write(&case, "").unwrap();
        let open = request(Pick::Open, dir.path(), None);
        assert_eq!(check(&open, &case.display().to_string()), Ok(case.clone()));
        let missing = dir.path().join("nowhere").join("x.toml");
        let err = check(&open, &missing.display().to_string()).unwrap_err();
        assert_eq!(err.key, "ui-path-not-found");
        assert_eq!(
            crate::i18n::Tr::new(crate::i18n::Lang::En).msg(&err),
            format!(
                "There is no file {} (the folder {} exists, the rest of the path does not).",
                missing.display(),
                dir.path().display()
            )
        );
        let save = request(Pick::SaveAs, dir.path(), Some("b.toml"));
        assert!(check(&save, &dir.path().join("new.toml").display().to_string()).is_ok());
        assert!(check(&save, &missing.display().to_string()).is_err());
        let folder = request(Pick::SessionDir, dir.path(), None);
        assert!(check(&folder, &dir.path().display().to_string()).is_ok());
        assert!(check(&folder, &case.display().to_string()).is_err());
        assert!(check(&open, "  ").is_err());
    }

    #[test]
    fn the_programs_start_in_the_folder_with_the_name() {
        let dir = Path::new("/cases/session");
        let save = request(Pick::Report, dir, Some("ruling-board-7.pdf"));
        let z = args(&zenity(&save));
        assert!(z.contains(&"--save".to_owned()), "{z:?}");
        assert!(
            z.contains(&"/cases/session/ruling-board-7.pdf".to_owned()),
            "{z:?}"
        );
        assert!(z.contains(&"Cases | *.toml *.pbn".to_owned()), "{z:?}");
        let open = request(Pick::Open, dir, None);
        let z = args(&zenity(&open));
        assert!(z.contains(&"/cases/session/".to_owned()), "{z:?}");
        assert!(!z.contains(&"--save".to_owned()));
        let k = args(&kdialog(&save));
        assert_eq!(
            k,
            [
                "--title",
                "Open",
                "--getsavefilename",
                "/cases/session/ruling-board-7.pdf",
                "*.toml *.pbn|Cases"
            ]
        );
    }

    #[test]
    fn a_program_that_cannot_run_gives_no_answer() {
        let cmd = Command::new("/nonexistent/arbitre-no-such-dialog");
        assert_eq!(run(cmd), Err(NoAnswer));
        let mut cancel = Command::new("sh");
        cancel.args(["-c", "exit 1"]);
        assert_eq!(run(cancel), Ok(None));
        let mut chosen = Command::new("sh");
        chosen.args(["-c", "echo /tmp/a.toml"]);
        assert_eq!(run(chosen), Ok(Some(PathBuf::from("/tmp/a.toml"))));
        assert_eq!(
            ask(Backend::Own, &request(Pick::Open, Path::new("/"), None)),
            Err(NoAnswer)
        );
    }
}
