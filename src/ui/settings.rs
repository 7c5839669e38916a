//! What the director chooses once and keeps between runs, and where files go.
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The storage key of the settings (eframe persistence).
pub const STORAGE_KEY: &str = "arbitre-settings";

/// How many recent files are remembered.
pub const MAX_RECENT: usize = 8;

/// The director's choices.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Language of the window.
    pub lang: Lang,
    /// Dark theme.
    pub dark: bool,
    /// Four-colour suits (♠ black, ♥ red, ♦ orange, ♣ green) instead of red/black.
    pub four_colour: bool,
    /// Show played cards dimmed in the hands (otherwise hidden).
    pub show_played: bool,
    /// Recently opened files, newest first.
    pub recent: Vec<PathBuf>,
    /// The session folder the rulings list reads (else the folder of the case or the
    /// board file).
    pub session_dir: Option<PathBuf>,
    /// The director's name, as last typed in the export dialog (for the next case).
    pub director: String,
    /// The width of the left column of a wide window, as the director left it (points).
    pub left_width: Option<f32>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            lang: Lang::from_system(),
            dark: false,
            four_colour: false,
            show_played: true,
            recent: Vec::new(),
            session_dir: None,
            director: String::new(),
            left_width: None,
        }
    }
}

impl Settings {
    /// Puts `path` first in the recent files.
    pub fn remember(&mut self, path: &Path) {
        let path = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|p| p != &path);
        self.recent.insert(0, path);
        self.recent.truncate(MAX_RECENT);
    }
}

impl Settings {
    /// The director's name for a dialog: the case's, else the one last typed.
    #[must_use]
    pub fn director_for(&self, case_director: &str) -> String {
        if case_director.trim().is_empty() {
            self.director.clone()
        } else {
            case_director.to_owned()
        }
    }

    /// Remembers the name typed in the export dialog (an empty one is not kept).
    pub fn remember_director(&mut self, name: &str) {
        if !name.trim().is_empty() {
            name.trim().clone_into(&mut self.director);
        }
    }
}

/// `ARBITRE_CONFIG_DIR`, when set: every file the workbench keeps goes there (tests).
#[must_use]
pub fn config_dir_override() -> Option<PathBuf> {
    std::env::var_os("ARBITRE_CONFIG_DIR")
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
}

/// The folder of the autosaved case: `ARBITRE_CONFIG_DIR`, else the platform's data folder.
#[must_use]
pub fn data_dir() -> Option<PathBuf> {
    config_dir_override().or_else(|| {
        directories::ProjectDirs::from("", "", "Arbitre").map(|d| d.data_dir().to_path_buf())
    })
}

/// The autosave file of the case in progress: a case file (`revoke-case/1`), as Save
/// writes it. Versions before it kept a JSON snapshot, `autosave.json`, in the same folder;
/// that file is no longer read (it is left where it is).
#[must_use]
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("autosave.revoke.toml"))
}
