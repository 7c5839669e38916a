//! TEMPORARY shim with the subset of the PBN API the case loader needs; replaced by the
//! real reader (branch `pbn`) at merge.
use crate::i18n::Msg;
use crate::notation::{parse_card, parse_seat};
use crate::play::{PbnRow, Play};
use contract_bridge::{AbsoluteVulnerability, Contract, FullDeal, PartialDeal, Seat, Strain};
use std::path::Path;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Warning,
    Error,
}
#[derive(Debug, Clone)]
pub struct Diagnostic {
    pub severity: Severity,
    pub line: usize,
    pub column: usize,
    pub game: Option<usize>,
    pub message: Msg,
}
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContractTag {
    Passed,
    Bid(Contract),
    StrainOnly(Strain),
}
#[derive(Debug, Clone)]
pub struct PlaySection {
    pub first: Seat,
    pub rows: Vec<PbnRow>,
}
#[derive(Debug, Clone, Default)]
pub struct Game {
    tags: Vec<(String, String)>,
    play_section: Option<PlaySection>,
}
#[derive(Debug, Clone, Default)]
pub struct PbnFile {
    pub games: Vec<Game>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Game {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
    pub fn board(&self) -> Option<&str> {
        self.tag("Board")
    }
    pub fn dealer(&self) -> Option<Seat> {
        self.tag("Dealer").and_then(|s| parse_seat(s).ok())
    }
    pub fn vulnerability(&self) -> Option<AbsoluteVulnerability> {
        Some(match self.tag("Vulnerable")? {
            "None" | "Love" | "-" => AbsoluteVulnerability::NONE,
            "NS" => AbsoluteVulnerability::NS,
            "EW" => AbsoluteVulnerability::EW,
            "All" | "Both" => AbsoluteVulnerability::ALL,
            _ => return None,
        })
    }
    pub fn deal(&self) -> Option<PartialDeal> {
        self.tag("Deal")?.parse().ok()
    }
    pub fn full_deal(&self) -> Option<FullDeal> {
        self.tag("Deal")?.parse().ok()
    }
    pub fn declarer(&self) -> Option<Seat> {
        self.tag("Declarer").and_then(|s| parse_seat(s).ok())
    }
    pub fn contract(&self) -> Option<ContractTag> {
        let c = self.tag("Contract")?;
        if c.eq_ignore_ascii_case("pass") {
            return Some(ContractTag::Passed);
        }
        c.replace("NT", "N")
            .replace('N', "NT")
            .parse()
            .ok()
            .map(ContractTag::Bid)
    }
    pub fn play_section(&self) -> Option<&PlaySection> {
        self.play_section.as_ref()
    }
    pub fn play(&self) -> Option<&Play> {
        None
    }
    pub fn players(&self) -> [Option<&str>; 4] {
        Seat::ALL.map(|s| {
            self.tag(match s {
                Seat::North => "North",
                Seat::East => "East",
                Seat::South => "South",
                Seat::West => "West",
            })
        })
    }
}

pub fn open(path: &Path) -> Result<PbnFile, std::io::Error> {
    Ok(parse(&std::fs::read(path)?))
}

pub fn parse(bytes: &[u8]) -> PbnFile {
    let text = String::from_utf8_lossy(bytes);
    let mut file = PbnFile::default();
    let mut game = Game::default();
    let mut in_play = false;
    let flush = |file: &mut PbnFile, game: &mut Game| {
        if !game.tags.is_empty() {
            file.games.push(std::mem::take(game));
        }
    };
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            flush(&mut file, &mut game);
            in_play = false;
            continue;
        }
        if line.starts_with('%') {
            continue;
        }
        if let Some(rest) = line.strip_prefix('[') {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let value = rest.split('"').nth(1).unwrap_or("").to_owned();
            in_play = name == "Play";
            if in_play {
                game.play_section = Some(PlaySection {
                    first: parse_seat(&value).unwrap_or(Seat::North),
                    rows: Vec::new(),
                });
            }
            game.tags.push((name, value));
        } else if in_play && line != "*" {
            let mut row: PbnRow = [None; 4];
            for (i, t) in line.split_whitespace().take(4).enumerate() {
                row[i] = parse_card(t).ok();
            }
            if let Some(p) = game.play_section.as_mut() {
                p.rows.push(row);
            }
        }
    }
    flush(&mut file, &mut game);
    file
}
