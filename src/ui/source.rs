//! Adapters between the window and the library's readers and writers. Nothing is parsed
//! here: files go to `case` (case files) and `pbn` (PBN and LIN files); errors come back as
//! messages that say what is wrong and where.
use super::jobs::{BoardEntry, Opened};
use super::snapshot::Snapshot;
use crate::case::{self, Case, CaseError};
use crate::i18n::Msg;
use contract_bridge::AbsoluteVulnerability;
use std::path::Path;

/// The extensions the open dialog offers.
pub const CASE_EXTENSIONS: [&str; 1] = ["toml"];
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
        CaseError::Field(msg) => msg.clone(),
    }
}

/// Reads a case, PBN or LIN file (runs on a worker thread).
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn open(path: &Path) -> Result<Opened, Msg> {
    if !path.is_file() {
        return Err(Msg::new("ui-error-not-a-file").arg("path", display(path)));
    }
    match extension(path).as_str() {
        "toml" => case::load(path)
            .map(|c| Opened::Case(Box::new(c)))
            .map_err(|e| within(path, &case_error(&e))),
        "pbn" | "lin" => open_boards(path),
        ext => Err(Msg::new("ui-error-file-kind")
            .arg("path", display(path))
            .arg("ext", ext.to_owned())),
    }
}

/// Prefixes a message with the file it is about.
fn within(path: &Path, msg: &Msg) -> Msg {
    Msg::new("ui-error-in-file")
        .arg("path", display(path))
        .arg("message", msg.english())
}

/// The boards of a PBN or LIN file, each with the case it makes (or why it makes none).
fn open_boards(path: &Path) -> Result<Opened, Msg> {
    let file = crate::pbn::open(path).map_err(|e| {
        Msg::new("ui-error-io")
            .arg("path", display(path))
            .arg("message", e.to_string())
    })?;
    if file.games.is_empty() {
        return Err(Msg::new("ui-error-no-games").arg("path", display(path)));
    }
    let warnings: Vec<Msg> = file
        .diagnostics
        .iter()
        .map(|d| {
            Msg::new("ui-pbn-diagnostic")
                .arg("path", display(path))
                .arg("line", d.line)
                .arg("column", d.column)
                .arg("message", d.message.english())
        })
        .collect();
    let entries = file
        .games
        .iter()
        .enumerate()
        .map(|(i, game)| board_entry(path, &file, i, game))
        .collect();
    Ok(Opened::Boards(entries, warnings))
}

fn board_entry(
    path: &Path,
    file: &crate::pbn::PbnFile,
    index: usize,
    game: &crate::pbn::Game,
) -> BoardEntry {
    use crate::pbn::{ContractTag, Severity};
    let number = game.board().unwrap_or("?").to_owned();
    let contract = match game.contract() {
        Some(ContractTag::Bid(c)) => {
            let by = game
                .declarer()
                .map(|s| s.letter().to_string())
                .unwrap_or_default();
            format!("{} {by}", super::views::contract_text(&c))
        }
        Some(ContractTag::Passed) => "Pass".to_owned(),
        Some(ContractTag::StrainOnly(s)) => s.to_string(),
        None => String::new(),
    };
    let vulnerability = game
        .vulnerability()
        .map(|v| {
            match (
                v.contains(AbsoluteVulnerability::NS),
                v.contains(AbsoluteVulnerability::EW),
            ) {
                (false, false) => "–",
                (true, false) => "NS",
                (false, true) => "EW",
                (true, true) => "NS EW",
            }
        })
        .unwrap_or("")
        .to_owned();
    let error = file
        .diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error && d.game == Some(index));
    let case = match error {
        Some(d) => Err(Msg::new("ui-pbn-diagnostic")
            .arg("path", display(path))
            .arg("line", d.line)
            .arg("column", d.column)
            .arg("message", d.message.english())),
        None => case_from_game(path, game).map(Box::new),
    };
    BoardEntry {
        dealer: game
            .dealer()
            .map(|s| s.letter().to_string())
            .unwrap_or_default(),
        vulnerability,
        contract,
        result: game.tag("Result").unwrap_or("").to_owned(),
        case,
        number,
    }
}

/// Assembles the case of one game from what the PBN reader gives (no fact yet).
fn case_from_game(path: &Path, game: &crate::pbn::Game) -> Result<Case, Msg> {
    use crate::case::{Board, BoardSource, EquityJudgement, Meta};
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
    let dealer = game.dealer().ok_or_else(|| missing("Dealer"))?;
    let vulnerability = game.vulnerability().ok_or_else(|| missing("Vulnerable"))?;
    let mut play = crate::play::Play::new(deal, declarer, contract.bid.strain);
    if let Some(section) = game.play_section() {
        let (read, problem) = play
            .clone()
            .extend_from_pbn_rows(section.first, &section.rows);
        if let Some(problem) = problem {
            return Err(Msg::new("ui-error-board-play")
                .arg("path", display(path))
                .arg("board", number.clone())
                .arg("message", problem.msg().english()));
        }
        play = read;
    }
    let board = Board {
        number: number.clone(),
        dealer,
        vulnerability,
        deal,
        declarer,
        contract,
        auction: Vec::new(),
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
        meta: Meta::default(),
    })
}

/// Saves the case (runs on a worker thread).
///
/// # Errors
/// Why it could not be saved; the old file is then intact.
pub fn save(case: &Case, path: &Path) -> Result<(), Msg> {
    case::save(case, path).map_err(|e| case_error(&e))
}

/// Writes the case in progress to `path` (atomically), as a [`Snapshot`] in JSON.
///
/// # Errors
/// Why it could not be written.
pub fn write_autosave(case: &Case, path: &Path) -> Result<(), Msg> {
    let io = |e: std::io::Error| {
        Msg::new("ui-error-io")
            .arg("path", display(path))
            .arg("message", e.to_string())
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let text = serde_json::to_string_pretty(&Snapshot::of(case)).map_err(|e| {
        Msg::new("ui-error-io")
            .arg("path", display(path))
            .arg("message", e.to_string())
    })?;
    case::write_atomically(path, text.as_bytes()).map_err(io)
}

/// Reads an autosaved case back.
///
/// # Errors
/// Why it cannot be restored (the file is left as it is).
pub fn read_autosave(path: &Path) -> Result<Case, Msg> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Msg::new("ui-error-io")
            .arg("path", display(path))
            .arg("message", e.to_string())
    })?;
    let snapshot: Snapshot = serde_json::from_str(&text).map_err(|e| {
        within(
            path,
            &Msg::new("ui-error-autosave-field")
                .arg("field", "json")
                .arg("value", e.to_string()),
        )
    })?;
    snapshot.to_case().map_err(|m| within(path, &m))
}
