//! The translation layer: every string a person reads goes through here.
//!
//! Messages live in Fluent files, `i18n/<lang>/*.ftl`, embedded at build time (see
//! `build.rs`): one folder per language, any number of files per folder (`cli.ftl`,
//! `laws.ftl`, `ui.ftl`, `report.ftl`, ...). Keys are global across the files of a language.
//!
//! ```
//! use arbitre::i18n::{Lang, Tr};
//! let tr = Tr::new(Lang::Fr);
//! assert_eq!(tr.t("lang-name"), "Français");
//! ```

mod shown;
pub mod words;
pub use shown::{QUOTE, clipped, shown};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/ftl_files.rs"));

/// A language Arbitre ships.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    serde::Serialize,
    serde::Deserialize,
    clap::ValueEnum,
)]
pub enum Lang {
    /// English
    #[default]
    En,
    /// French
    Fr,
}

impl Lang {
    /// Every shipped language.
    pub const ALL: [Self; 2] = [Self::En, Self::Fr];

    /// ISO 639-1 code, also the folder name under `i18n/`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Fr => "fr",
        }
    }

    /// Reads a language code such as `fr`, `fr-FR`, `fr_BE.UTF-8`, `EN`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        let primary = code
            .split(['-', '_', '.'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Self::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The system locale's language if Arbitre ships it, else English.
    #[must_use]
    pub fn from_system() -> Self {
        sys_locale::get_locale()
            .and_then(|l| Self::from_code(&l))
            .unwrap_or_default()
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::from_code(s).ok_or_else(|| {
            let codes: Vec<_> = Self::ALL.iter().map(|l| l.code()).collect();
            format!(
                "unknown language '{s}' (expected one of {})",
                codes.join(", ")
            )
        })
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&l| build_bundle(l)).collect());
    &bundles[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)]
}

fn build_bundle(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks: text goes to terminals, PDFs and tests as it is.
    bundle.set_use_isolating(false);
    for (code, name, text) in FTL_FILES {
        if *code != lang.code() {
            continue;
        }
        let resource = match FluentResource::try_new((*text).to_owned()) {
            Ok(r) => r,
            Err((r, errors)) => {
                // The test suite fails on this (see tests); at run time keep what parsed.
                eprintln!("i18n/{code}/{name}: {} syntax error(s)", errors.len());
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            eprintln!("i18n/{code}/{name}: {} duplicate key(s)", errors.len());
        }
    }
    bundle
}

/// An argument value for a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text, inserted as it is.
    Str(String),
    /// A number (selects plural forms).
    Num(f64),
    /// Another message, rendered in the same language.
    Msg(Box<Msg>),
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Self::Msg(Box::new(m))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Self::Str(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Self::Str(s)
    }
}
impl From<std::borrow::Cow<'_, str>> for Arg {
    fn from(s: std::borrow::Cow<'_, str>) -> Self {
        Self::Str(s.into_owned())
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Self::Str(s.clone())
    }
}
impl From<compact_str::CompactString> for Arg {
    fn from(s: compact_str::CompactString) -> Self {
        Self::Str(s.into())
    }
}
macro_rules! arg_from_number {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: $t) -> Self { Self::Num(n as f64) }
        }
    )*};
}
arg_from_number!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f32, f64);

/// A message not yet rendered: a key and its arguments. Library errors and rulings carry
/// these, so that each front end renders them in its reader's language.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    /// The Fluent message id.
    pub key: &'static str,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message without arguments.
    #[must_use]
    pub const fn new(key: &'static str) -> Self {
        Self {
            key,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    #[must_use]
    ///
    /// An argument named `token` or `value` quotes a file: it is shown with its control
    /// characters escaped and cut to [`QUOTE`] characters (a 2 MB bad token is not echoed).
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        let value = match value.into() {
            Arg::Str(s) if matches!(name, "token" | "value") => Arg::Str(clipped(&s, QUOTE)),
            v => v,
        };
        self.args.push((name, value));
        self
    }

    /// A list, "a, b, c" ("—" when empty), each item rendered in the reader's language.
    #[must_use]
    pub fn list(items: Vec<Self>) -> Self {
        let mut from_last = items.into_iter().rev();
        let Some(last) = from_last.next() else {
            return Self::new("list-empty");
        };
        from_last.fold(Self::new("list-one").arg("item", last), |rest, head| {
            Self::new("list-more").arg("head", head).arg("rest", rest)
        })
    }

    /// Renders in English (for `Display` impls, logs and tests).
    #[must_use]
    pub fn english(&self) -> String {
        Tr::new(Lang::En).msg(self)
    }
}

impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// A translator for one language. Cheap to copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tr {
    lang: Lang,
}

/// The French letter of an English honour's (`K` → `R`, `Q` → `D`, `J` → `V`).
const fn french_rank(c: char) -> Option<char> {
    match c {
        'K' => Some('R'),
        'Q' => Some('D'),
        'J' => Some('V'),
        _ => None,
    }
}

impl Tr {
    /// A translator for `lang`.
    #[must_use]
    pub const fn new(lang: Lang) -> Self {
        Self { lang }
    }

    /// The language.
    #[must_use]
    pub const fn lang(self) -> Lang {
        self.lang
    }

    /// The message `key` without arguments.
    #[must_use]
    pub fn t(self, key: &str) -> String {
        self.render(key, None)
    }

    /// Cards written with their suit symbol (`♠K`, `♥Q 10`) in this language's ranks: the
    /// king, queen and jack are R, D and V in French. Other text is left as it is.
    #[must_use]
    pub fn cards(self, text: &str) -> String {
        if self.lang != Lang::Fr {
            return text.to_owned();
        }
        let mut out = String::with_capacity(text.len());
        let mut after_suit = false;
        for c in text.chars() {
            let c2 = if after_suit {
                french_rank(c).unwrap_or(c)
            } else {
                c
            };
            out.push(c2);
            after_suit = matches!(c, '♠' | '♥' | '♦' | '♣');
        }
        out
    }

    /// A rank alone (`K`, `10`) in this language: R, D and V for the king, queen and jack in
    /// French.
    #[must_use]
    pub fn rank(self, rank: &str) -> String {
        let mut chars = rank.chars();
        match (self.lang, chars.next(), chars.next()) {
            (Lang::Fr, Some(c), None) => french_rank(c).unwrap_or(c).to_string(),
            _ => rank.to_owned(),
        }
    }

    /// A label and its value, punctuated as the language wants ("Proposal: 2 tricks",
    /// "Proposition : 2 levées"). The value is taken as it is (no card ranks changed).
    #[must_use]
    pub fn label_value(self, label: &str, value: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("label", FluentValue::String(Cow::Borrowed(label)));
        args.set("value", FluentValue::String(Cow::Borrowed(value)));
        self.render("label-value", Some(&args))
    }

    /// The message `key` with arguments. A card given as text takes this language's ranks.
    #[must_use]
    pub fn t_args(self, key: &str, args: &[(&str, Arg)]) -> String {
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            let v: FluentValue = match value {
                Arg::Str(s) => FluentValue::String(Cow::Owned(self.cards(s))),
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Msg(m) => FluentValue::String(Cow::Owned(self.msg(m))),
            };
            fargs.set(*name, v);
        }
        self.render(key, Some(&fargs))
    }

    /// Renders a [`Msg`].
    #[must_use]
    pub fn msg(self, msg: &Msg) -> String {
        let args: Vec<(&str, Arg)> = msg.args.iter().map(|(k, v)| (*k, v.clone())).collect();
        self.t_args(msg.key, &args)
    }

    fn render(self, key: &str, args: Option<&FluentArgs>) -> String {
        // A key missing in this language falls back to English, then to the key itself;
        // the test suite makes sure neither happens in a shipped language.
        for lang in [self.lang, Lang::En] {
            let bundle = bundle(lang);
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        key.to_owned()
    }

    /// Whether `key` exists in this language (for tests).
    #[must_use]
    pub fn has(self, key: &str) -> bool {
        bundle(self.lang).has_message(key)
    }
}

/// Every message key defined for `lang`, with the file that defines it (for tests).
#[must_use]
pub fn keys(lang: Lang) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for (code, name, text) in FTL_FILES {
        if *code != lang.code() {
            continue;
        }
        let resource = match FluentResource::try_new((*text).to_owned()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                out.push((m.id.name.to_owned(), *name));
            }
        }
    }
    out
}

/// Syntax errors in the embedded Fluent files, as `lang/file: message` (for tests).
#[must_use]
pub fn syntax_errors() -> Vec<String> {
    FTL_FILES
        .iter()
        .filter_map(|(code, name, text)| {
            FluentResource::try_new((*text).to_owned())
                .err()
                .map(|(_, errors)| format!("{code}/{name}: {errors:?}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_cards_take_french_ranks_and_nothing_else_changes() {
        let fr = Tr::new(Lang::Fr);
        assert_eq!(fr.cards("♠K ♥Q ♦J ♣A ♠10 ♥9"), "♠R ♥D ♦V ♣A ♠10 ♥9");
        // Letters not after a suit symbol are words, not cards.
        assert_eq!(fr.cards("KQJ Jean"), "KQJ Jean");
        assert_eq!(fr.rank("K"), "R");
        assert_eq!(fr.rank("10"), "10");
        let en = Tr::new(Lang::En);
        assert_eq!(en.cards("♠K ♥Q ♦J"), "♠K ♥Q ♦J");
        assert_eq!(en.rank("Q"), "Q");
        // Through a message's argument.
        let said = fr.t_args("ui-claim-add-card", &[("card", "♥Q".into())]);
        assert!(said.contains("♥D"), "{said}");
    }

    #[test]
    fn language_codes() {
        assert_eq!(Lang::from_code("fr_BE.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("EN-us"), Some(Lang::En));
        assert_eq!(Lang::from_code("de"), None);
    }

    #[test]
    fn a_label_and_its_value_are_punctuated_as_the_language_wants() {
        assert_eq!(
            Tr::new(Lang::En).label_value("Proposal", "2 tricks"),
            "Proposal: 2 tricks"
        );
        assert_eq!(
            Tr::new(Lang::Fr).label_value("Proposition", "2 levées"),
            "Proposition : 2 levées"
        );
    }

    #[test]
    fn renders_with_arguments_and_falls_back_to_the_key() {
        let tr = Tr::new(Lang::Fr);
        assert_eq!(tr.t("lang-name"), "Français");
        assert_eq!(
            Tr::new(Lang::En).t("no-such-key-anywhere"),
            "no-such-key-anywhere"
        );
    }
}
