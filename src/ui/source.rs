//! Adapters between the window and the library's readers and writers. Nothing is parsed
//! here: files go to `case` (case files) and `import` (PBN, LIN and the dealing machines'
//! files, as a board index; a board is read whole when it is opened); errors come back as
//! messages that say what is wrong and where.
use super::jobs::{BoardEntry, Opened};
use crate::case::{self, Case, CaseError};
use crate::i18n::Msg;
use crate::import::{BoardIndex, IndexError, Progress};
use crate::model::Game;
use contract_bridge::AbsoluteVulnerability;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The case-file extensions the open dialog offers.
pub const CASE_EXTENSIONS: [&str; 2] = case::CASE_EXTENSIONS;
/// The board-file extensions the open dialog offers.
pub const BOARD_EXTENSIONS: [&str; 2] = ["pbn", "lin"];

fn display(path: &Path) -> String {
    path.display().to_string()
}

fn extension(path: &Path) -> String {
    path.extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default()
}

/// A case-file error as a message.
#[must_use]
pub fn case_error(error: &CaseError) -> Msg {
    match error {
        CaseError::Io { path, message } => Msg::new("ui-error-io")
            .arg("path", path.clone())
            .arg("message", message.clone()),
        CaseError::Field(msg) | CaseError::BoardFile { message: msg, .. } => msg.clone(),
    }
}

/// Reads a case, PBN or LIN file (runs on a worker thread).
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn open(path: &Path) -> Result<Opened, Msg> {
    open_following(path, None)
}

/// [`open`], reporting the reading of a board file to `progress` (which may cancel it).
///
/// # Errors
/// A message naming the file and what is wrong with it, or saying it was cancelled.
pub fn open_following(path: &Path, progress: Option<Arc<Progress>>) -> Result<Opened, Msg> {
    if !path.is_file() {
        return Err(Msg::new("ui-error-not-a-file").arg("path", display(path)));
    }
    match extension(path).as_str() {
        ext if case::CASE_EXTENSIONS.contains(&ext) => case::load(path)
            .map(|c| Opened::Case(Box::new(c)))
            .map_err(|e| within(path, &e.detail())),
        "pdf" => super::signed::open_report(path).map(|r| Opened::Report(Box::new(r))),
        "bws" => open_results(path, progress),
        // PBN, LIN and the dealing machines' files: whatever the import door reads.
        ext if crate::import::Format::from_extension(ext).is_some() => open_boards(path, progress),
        ext => Err(Msg::new("ui-error-file-kind")
            .arg("path", display(path))
            .arg("ext", ext.to_owned())),
    }
}

/// Prefixes a message with the file it is about.
fn within(path: &Path, msg: &Msg) -> Msg {
    Msg::new("ui-error-in-file")
        .arg("path", display(path))
        .arg("message", msg.clone())
}

fn io_error(path: &Path, e: &std::io::Error) -> Msg {
    Msg::new("ui-error-io")
        .arg("path", display(path))
        .arg("message", crate::fsread::io_words(e))
}

/// The board index of a PBN, LIN or dealing-machine file: what the board list shows, and
/// the file's diagnostics; each game is read whole when the director opens it.
fn open_boards(path: &Path, progress: Option<Arc<Progress>>) -> Result<Opened, Msg> {
    let index =
        crate::import::index(path, &crate::import::Options::default(), progress).map_err(|e| {
            match e {
                IndexError::Io(e) => io_error(path, &e),
                IndexError::Cancelled => Msg::new("ui-open-cancelled").arg("path", display(path)),
            }
        })?;
    if index.is_empty() {
        return Err(Msg::new("ui-error-no-games").arg("path", display(path)));
    }
    Ok(Opened::Boards(Box::new(index)))
}

/// A Bridgemate `.bws` read, with the session's hand record when one lies beside it.
#[derive(Debug, Clone)]
pub struct ResultsOpened {
    /// The travellers.
    pub travellers: Arc<Travellers>,
    /// The hand record found beside the BWS, and its board index.
    pub hands: Option<(PathBuf, Box<BoardIndex>)>,
}

/// A BWS's results, shown under the boards of the hand record.
#[derive(Debug)]
pub struct Travellers {
    /// The BWS file.
    pub file: PathBuf,
    /// What it holds.
    pub bws: crate::import::bws::Bws,
}

impl Travellers {
    /// The lines of a board (by its number as the hand record writes it).
    #[must_use]
    pub fn of(&self, number: &str) -> Vec<&crate::import::bws::Traveller> {
        number
            .trim()
            .parse()
            .map(|n| self.bws.traveller(n))
            .unwrap_or_default()
    }

    /// The case of board `entry`'s line `line` (see [`crate::case::bws::case_of`]).
    ///
    /// # Errors
    /// The board has no deal, or the line no contract.
    pub fn case(
        &self,
        entry: &BoardEntry,
        line: &crate::import::bws::Traveller,
    ) -> Result<crate::case::bws::FromBws, Msg> {
        let record = match (&entry.record, &entry.case) {
            (Some(r), _) => r.clone(),
            (None, Ok(case)) => crate::case::HandRecord::of(&case.board),
            (None, Err(msg)) => return Err(msg.clone()),
        };
        let name = self
            .file
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        crate::case::bws::case_of(&self.bws, line, &record, &name)
    }
}

/// The hand record beside a BWS: a board file of the same folder whose name shares the
/// longest start with the BWS's (Bridgemate and the dealing programs name a session's
/// files alike), or the only board file there.
#[must_use]
pub fn hands_beside(bws: &Path) -> Option<PathBuf> {
    let dir = bws
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    let stem = bws.file_stem()?.to_string_lossy().to_lowercase();
    let candidates: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && crate::import::Format::from_extension(&extension(p)).is_some())
        .collect();
    let shared = |p: &PathBuf| {
        let other = p
            .file_stem()
            .map(|s| s.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        stem.chars()
            .zip(other.chars())
            .take_while(|(a, b)| a == b)
            .count()
    };
    let best = candidates.iter().max_by_key(|p| shared(p))?;
    (candidates.len() == 1 || shared(best) >= 4).then(|| best.clone())
}

/// Reads a BWS and the hand record beside it (if any).
fn open_results(path: &Path, progress: Option<Arc<Progress>>) -> Result<Opened, Msg> {
    let bws = crate::import::bws::open(path).map_err(|e| within(path, &e.msg()))?;
    let hands = match hands_beside(path) {
        Some(hands) => match open_boards(&hands, progress)? {
            Opened::Boards(index) => Some((hands, index)),
            _ => None,
        },
        None => None,
    };
    Ok(Opened::Results(Box::new(ResultsOpened {
        travellers: Arc::new(Travellers {
            file: path.to_path_buf(),
            bws,
        }),
        hands,
    })))
}

/// A diagnostic of the file as a message that names it.
#[must_use]
pub fn diagnostic_msg(path: &Path, d: &crate::model::Diagnostic) -> Msg {
    Msg::new("ui-pbn-diagnostic")
        .arg("path", display(path))
        .arg("line", d.line)
        .arg("column", d.column)
        .arg("message", d.message.clone())
}

/// Board `i` of the index, read again whole from its file, with the case it makes (or why
/// it makes none).
///
/// # Errors
/// When the file cannot be read again or no longer holds the game.
pub fn board_entry(path: &Path, index: &BoardIndex, i: usize) -> Result<BoardEntry, Msg> {
    match index.game(path, i) {
        Ok(Some((game, diagnostics))) => Ok(entry_of(path, &diagnostics, &game)),
        Ok(None) => Err(Msg::new("ui-error-board-gone").arg("path", display(path))),
        Err(e) => Err(io_error(path, &e)),
    }
}

/// The entry of one game, from the game and its diagnostics.
fn entry_of(path: &Path, diagnostics: &[crate::model::Diagnostic], game: &Game) -> BoardEntry {
    let number = game.board().unwrap_or("?").to_owned();
    let vulnerability = vulnerability_of(game).map(|v| {
        (
            v.contains(AbsoluteVulnerability::NS),
            v.contains(AbsoluteVulnerability::EW),
        )
    });
    // An error in the Play section only cuts the play: the board opens with its deal and
    // the play as far as it goes, and the director is told where it stopped.
    let error = game.first_error_outside_play(diagnostics);
    let case = match error {
        Some(d) => Err(diagnostic_msg(path, d)),
        None => case_from_game(path, game).map(Box::new),
    };
    let play_cut = case
        .as_ref()
        .ok()
        .and_then(|_| game.play_cut(diagnostics))
        .map(|cut| play_cut_msg(path, game, &cut));
    let record = match (&case, game.contract()) {
        (Err(_), None) if error.is_none() => hand_record(game),
        _ => None,
    };
    BoardEntry {
        record,
        dealer: dealer_of(game),
        vulnerability,
        contract: game.contract(),
        declarer: game.declarer(),
        result: game.result().map(|r| r.to_string()).unwrap_or_default(),
        room: game.tag("Room").unwrap_or("").to_owned(),
        case,
        number,
        play_cut,
    }
}

/// What the director is told when a board opens with only part of its play: the line and
/// column that stopped it, why, and how many cards were kept and left out.
fn play_cut_msg(path: &Path, game: &Game, cut: &crate::model::PlayCut<'_>) -> Msg {
    let tag = game.tag_entry("Play");
    let (line, column, message) = match cut.problem {
        Some(d) => (d.line, d.column, d.message.clone()),
        None => (
            tag.map_or(0, |t| t.line),
            tag.map_or(0, |t| t.column),
            Msg::new("ui-board-play-stopped"),
        ),
    };
    Msg::new("ui-board-play-cut")
        .arg("path", display(path))
        .arg("line", line)
        .arg("column", column)
        .arg("message", message)
        .arg("board", game.board().unwrap_or("?").to_owned())
        .arg("kept", cut.kept)
        .arg("dropped", cut.dropped())
}

/// A board of a hand record (no Contract tag): what the contract form needs.
fn hand_record(game: &Game) -> Option<crate::case::HandRecord> {
    Some(crate::case::HandRecord {
        number: game.board().unwrap_or("").to_owned(),
        dealer: dealer_of(game)?,
        vulnerability: vulnerability_of(game)?,
        deal: game.full_deal()?,
        players: game.players().map(|p| p.unwrap_or("").to_owned()),
    })
}

/// The dealer, from the tag or else from the board number (the reader's rule).
fn dealer_of(game: &Game) -> Option<contract_bridge::Seat> {
    game.dealer()
        .or_else(|| game.board_number().and_then(crate::pbn::dealer_of_board))
}

/// The vulnerability, from the tag or else from the board number (the reader's rule).
fn vulnerability_of(game: &Game) -> Option<AbsoluteVulnerability> {
    game.vulnerability().or_else(|| {
        game.board_number()
            .and_then(crate::pbn::vulnerability_of_board)
    })
}

/// Assembles the case of one game from what the PBN reader gives (no fact yet).
fn case_from_game(path: &Path, game: &Game) -> Result<Case, Msg> {
    use crate::case::{Board, BoardSource, EquityJudgement};
    use crate::pbn::ContractTag;
    let number = game.board().unwrap_or("").to_owned();
    let missing = |what: &'static str| {
        Msg::new("ui-error-board-field")
            .arg("path", display(path))
            .arg("board", number.clone())
            .arg("field", what)
    };
    let deal = game.full_deal().ok_or_else(|| missing("Deal"))?;
    let contract = match game.contract() {
        Some(ContractTag::Bid(c)) => c,
        Some(ContractTag::Passed) => {
            return Err(Msg::new("ui-error-passed-out")
                .arg("path", display(path))
                .arg("board", number.clone()));
        }
        _ => return Err(missing("Contract")),
    };
    let declarer = game.declarer().ok_or_else(|| missing("Declarer"))?;
    let dealer = dealer_of(game).ok_or_else(|| missing("Dealer"))?;
    let vulnerability = vulnerability_of(game).ok_or_else(|| missing("Vulnerable"))?;
    // The play as the reader replayed it (PBN Play section or LIN), if any.
    let play = match game.play() {
        Some(p) => p.clone(),
        None => {
            let mut play = crate::play::Play::new(deal, declarer, contract.bid.strain);
            if let Some(section) = game.play_section() {
                let (read, problem) = play
                    .clone()
                    .extend_from_pbn_rows(section.first, &section.rows);
                if let Some(problem) = problem {
                    return Err(Msg::new("ui-error-board-play")
                        .arg("path", display(path))
                        .arg("board", number.clone())
                        .arg("message", problem.msg()));
                }
                play = read;
            }
            play
        }
    };
    let board = Board {
        number: number.clone(),
        dealer,
        vulnerability,
        deal,
        declarer,
        contract,
        auction: game
            .auction()
            .map(crate::case::auction_calls)
            .unwrap_or_default(),
        players: game.players().map(|p| p.unwrap_or("").to_owned()),
    };
    Ok(Case {
        title: String::new(),
        source: BoardSource::File {
            pbn_file: display(path),
            number,
        },
        board,
        play,
        marked_revokes: Vec::new(),
        attention: None,
        claim: None,
        equity: EquityJudgement::default(),
        meta: crate::case::people::meta_of_game(game),
        changes: Default::default(),
    })
}

/// Saves the case (runs on a worker thread).
///
/// # Errors
/// Why it could not be saved; the old file is then intact.
pub fn save(case: &Case, path: &Path) -> Result<(), Msg> {
    case::save(case, path).map_err(|e| case_error(&e))
}

/// Writes the case in progress to `path` (atomically): the case file itself, as Save
/// writes it. A `pbn_file` board is written with its full path (relative paths are taken
/// from `base`, the folder of the case file, else the working folder), so that the
/// autosave, kept in the data folder, still finds it.
///
/// # Errors
/// Why it could not be written (the previous autosave is then intact), or why what was
/// written does not read back as the same case (the director is told to save it).
pub fn write_autosave(case: &Case, path: &Path, base: Option<&Path>) -> Result<(), Msg> {
    let io = |e: std::io::Error| {
        Msg::new("ui-error-io")
            .arg("path", display(path))
            .arg("message", crate::fsread::io_words(&e))
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let mut case = case.clone();
    if let case::BoardSource::File { pbn_file, .. } = &mut case.source {
        let file = Path::new(pbn_file.as_str());
        if file.is_relative() {
            let joined = base.map_or_else(|| file.to_path_buf(), |b| b.join(file));
            if let Ok(full) = std::path::absolute(joined) {
                *pbn_file = full.display().to_string();
            }
        }
    }
    case::save(&case, path).map_err(|e| case_error(&e))?;
    // Read back at once: a case the file cannot hold is said now, not at the restore.
    match case::load(path) {
        Ok(back) if back == case => Ok(()),
        Ok(_) => Err(Msg::new("ui-error-autosave-differs")),
        Err(e) => Err(Msg::new("ui-error-autosave-unreadable").arg("message", case_error(&e))),
    }
}

/// Reads an autosaved case back: a case file, read like any other.
///
/// # Errors
/// Why it cannot be restored (the file is left as it is).
pub fn read_autosave(path: &Path) -> Result<Case, Msg> {
    case::load(path).map_err(|e| within(path, &e.detail()))
}

/// Where the case in progress came from, kept beside its autosave: the case file it was
/// opened from or saved to, and the board file (PBN, LIN...) and board it was taken from.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct AutosaveLink {
    /// The case file, if the case has one.
    pub case_file: Option<PathBuf>,
    /// The board file the case was taken from (full path).
    pub board_file: Option<PathBuf>,
    /// The board's place in that file's list.
    pub board: Option<usize>,
}

/// The [`AutosaveLink`] kept beside the autosave `autosave` (empty when there is none or
/// it cannot be read: only where the case came from is lost, not the case).
#[must_use]
pub fn read_autosave_link(autosave: &Path) -> AutosaveLink {
    std::fs::read(autosave_link_path(autosave))
        .ok()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

/// The file that keeps the [`AutosaveLink`] of the autosave `autosave`.
#[must_use]
pub fn autosave_link_path(autosave: &Path) -> PathBuf {
    autosave.with_extension("link.json")
}

/// Writes `link` beside the autosave `autosave` (atomically).
///
/// # Errors
/// Why it could not be written (the previous one is then intact).
pub fn write_autosave_link(link: &AutosaveLink, autosave: &Path) -> Result<(), Msg> {
    let path = autosave_link_path(autosave);
    let io = |e: std::io::Error| {
        Msg::new("ui-error-io")
            .arg("path", display(&path))
            .arg("message", crate::fsread::io_words(&e))
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let json = serde_json::to_vec_pretty(link).unwrap_or_default();
    case::write_atomically(&path, &json).map_err(io)
}

/// What a restore brings back: the case, where it came from, and the board file's list
/// read again (or why it could not be).
#[derive(Debug)]
pub struct Restored {
    /// The case as autosaved.
    pub case: Case,
    /// Where it came from (empty when the autosave has no link beside it).
    pub link: AutosaveLink,
    /// The board file read again, if the case came from one.
    pub boards: Option<Result<Opened, Msg>>,
}

/// Reads the autosave `autosave` back, with where it came from; the board file it was
/// taken from is read again (runs on a worker thread).
///
/// # Errors
/// Why the case cannot be restored (the files are left as they are).
pub fn restore(autosave: &Path) -> Result<Restored, Msg> {
    let case = read_autosave(autosave)?;
    let link = read_autosave_link(autosave);
    let boards = link.board_file.as_deref().map(open);
    Ok(Restored { case, link, boards })
}
