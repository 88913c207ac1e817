//! Replies in the reader's language, through Fluent (the `fluent-bundle` crate).
//!
//! The messages live in `locales/<lang>/*.ftl`, embedded in the binary with
//! `include_str!`; one [`Catalog`] holds a bundle per language, built once. Code names
//! a message by its id and arguments with [`msg!`](crate::msg) (a [`Msg`], formatted
//! later with [`Msg::text`]) or [`tr!`](crate::tr) (formatted at once):
//!
//! ```
//! use washogi_bot::i18n::Lang;
//! use washogi_bot::tr;
//! assert_eq!(tr!(Lang::En, "game-already-over", game = 7), "Game #7 is already over.");
//! assert_eq!(tr!(Lang::Ja, "game-already-over", game = 7), "対局 #7 はすでに終わっています。");
//! ```
//!
//! A message missing in Japanese falls back to English; a message missing in English
//! too shows its id (and logs an error). Tests check that both languages have the
//! same ids and that every id the code uses exists.
//!
//! Which language: private replies follow the user's Discord client (`locale`),
//! public posts the server's preferred language (`guild_locale`); see
//! [`crate::game::Place`].

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language the bot speaks. Anything Discord names that is not Japanese is English.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// From a Discord locale (`en-US`, `ja`, ...): `ja` is Japanese, all else English.
    pub fn from_locale(locale: &str) -> Lang {
        let base = locale.trim().split(['-', '_']).next().unwrap_or("");
        if base.eq_ignore_ascii_case("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }

    /// Discord's locale key and the folder under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// A language by its code (`en`, `ja`); `None` for others.
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }
}

/// The message files, by language: (file name, text).
pub const EN_FILES: &[(&str, &str)] = &[
    ("replies.ftl", include_str!("../locales/en/replies.ftl")),
    ("moves.ftl", include_str!("../locales/en/moves.ftl")),
    ("help.ftl", include_str!("../locales/en/help.ftl")),
    ("commands.ftl", include_str!("../locales/en/commands.ftl")),
    ("web.ftl", include_str!("../locales/en/web.ftl")),
];

pub const JA_FILES: &[(&str, &str)] = &[
    ("replies.ftl", include_str!("../locales/ja/replies.ftl")),
    ("moves.ftl", include_str!("../locales/ja/moves.ftl")),
    ("help.ftl", include_str!("../locales/ja/help.ftl")),
    ("commands.ftl", include_str!("../locales/ja/commands.ftl")),
    ("web.ftl", include_str!("../locales/ja/web.ftl")),
];

/// A message argument: text or a whole number (numbers choose plural forms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(i64, i32, u8, u32, u64, usize);

/// A game's or a challenge's number, as in "game #12". (A person is never a number
/// in words: they are a mention, see `game::text`.)
impl From<crate::ids::GameId> for Arg {
    fn from(id: crate::ids::GameId) -> Arg {
        Arg::Number(id.get())
    }
}
impl From<crate::ids::TournamentId> for Arg {
    fn from(id: crate::ids::TournamentId) -> Arg {
        Arg::Number(id.get())
    }
}
impl From<crate::ids::SeasonId> for Arg {
    fn from(id: crate::ids::SeasonId) -> Arg {
        Arg::Number(id.get())
    }
}
impl From<crate::ids::ChallengeId> for Arg {
    fn from(id: crate::ids::ChallengeId) -> Arg {
        Arg::Number(id.get())
    }
}

/// A message by id with its arguments, not yet put in words: formatted in a language
/// with [`Msg::text`] once it is known who reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: &'static str) -> Msg {
        Msg { id, args: vec![] }
    }

    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        catalog().format(lang, self.id, &self.args)
    }
}

/// `msg!("id", name = value, ...)`: a [`Msg`] to be formatted later.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}

/// `tr!(lang, "id", name = value, ...)`: a message formatted in `lang` at once.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::msg!($id $(, $name = $value)*).text($lang)
    };
}

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language.
pub struct Catalog {
    en: Bundle,
    ja: Bundle,
}

fn bundle(lang: Lang, files: &[(&str, &str)]) -> Result<Bundle, String> {
    let id: LanguageIdentifier = lang.code().parse().map_err(|e| format!("{e:?}"))?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows text as it is: no Unicode isolation marks around arguments.
    bundle.set_use_isolating(false);
    for (name, text) in files {
        let resource = FluentResource::try_new(text.to_string())
            .map_err(|(_, errors)| format!("{}/{name}: {errors:?}", lang.code()))?;
        bundle
            .add_resource(resource)
            .map_err(|errors| format!("{}/{name}: {errors:?}", lang.code()))?;
    }
    Ok(bundle)
}

impl Catalog {
    /// A catalog from message files (the embedded ones, or a test's own).
    pub fn new(en: &[(&str, &str)], ja: &[(&str, &str)]) -> Result<Catalog, String> {
        Ok(Catalog {
            en: bundle(Lang::En, en)?,
            ja: bundle(Lang::Ja, ja)?,
        })
    }

    fn bundle(&self, lang: Lang) -> &Bundle {
        match lang {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        }
    }

    /// Whether `lang` has its own message `id` (no fallback).
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang)
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    /// Message `id` in `lang`, else in English, else the id itself (logged).
    pub fn format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        self.try_format(lang, id, args).unwrap_or_else(|| {
            tracing::error!(id, "a message id has no text in any language");
            id.to_string()
        })
    }

    /// Like [`Catalog::format`], but `None` when no language has the message, and
    /// the formatting errors (an argument missing, ...) logged.
    pub fn try_format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let (text, errors) = self.format_checked(lang, id, args)?;
        if !errors.is_empty() {
            tracing::error!(
                id,
                ?errors,
                lang = lang.code(),
                "a message did not format cleanly"
            );
        }
        Some(text)
    }

    /// The message and its formatting errors, with the English fallback.
    pub fn format_checked(
        &self,
        lang: Lang,
        id: &str,
        args: &[(&str, Arg)],
    ) -> Option<(String, Vec<String>)> {
        let bundle = if self.has(lang, id) {
            self.bundle(lang)
        } else if self.has(Lang::En, id) {
            &self.en
        } else {
            return None;
        };
        let pattern = bundle.get_message(id)?.value()?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(s) => fluent_args.set(*name, FluentValue::from(s.as_str())),
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        let errors = errors.into_iter().map(|e| e.to_string()).collect();
        Some((text.into_owned(), errors))
    }
}

/// The embedded messages, built on first use.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        Catalog::new(EN_FILES, JA_FILES).expect("the embedded message files are valid Fluent")
    })
}

/// The message ids a Fluent file defines, in order (terms, `-name`, left out).
pub fn message_ids(text: &str) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The ids and argument names of every `msg!("id", a = …)` and `tr!(lang, "id", a = …)`
/// in some Rust source: what the tests check against the message files.
pub fn ids_used_in(source: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (macro_name, skip) in [("msg!(", 0), ("tr!(", 1)] {
        let mut rest = source;
        while let Some(at) = rest.find(macro_name) {
            // Not the end of a longer name (`xtr!(`).
            let before = rest[..at].chars().next_back();
            rest = &rest[at + macro_name.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let parts = top_level_parts(rest);
            let Some(id) = parts.get(skip).map(|p| p.trim()) else {
                continue;
            };
            let Some(id) = id.strip_prefix('"').and_then(|s| s.strip_suffix('"')) else {
                continue; // the macro's own definition, or an id that is not a literal
            };
            let args = parts[skip + 1..]
                .iter()
                .filter_map(|p| p.split_once('=').map(|(name, _)| name.trim().to_string()))
                .filter(|name| !name.is_empty())
                .collect();
            out.push((id.to_string(), args));
        }
    }
    out
}

/// The comma-separated parts of a macro call's arguments, up to its closing
/// parenthesis (strings and nested brackets kept whole).
fn top_level_parts(text: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0usize;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                let last = parts.last_mut().expect("one part");
                last.push(c);
                while let Some(s) = chars.next() {
                    last.push(s);
                    if s == '\\' {
                        if let Some(e) = chars.next() {
                            last.push(e);
                        }
                    } else if s == '"' {
                        break;
                    }
                }
            }
            '(' | '[' | '{' => {
                depth += 1;
                parts.last_mut().expect("one part").push(c);
            }
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => {
                depth -= 1;
                parts.last_mut().expect("one part").push(c);
            }
            ',' if depth == 0 => parts.push(String::new()),
            c => parts.last_mut().expect("one part").push(c),
        }
    }
    parts.retain(|p| !p.trim().is_empty());
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_choose_the_language() {
        assert_eq!(Lang::from_locale("ja"), Lang::Ja);
        assert_eq!(Lang::from_locale("JA-jp"), Lang::Ja);
        for other in ["en-US", "en-GB", "de", "zh-CN", "", "jam"] {
            assert_eq!(Lang::from_locale(other), Lang::En, "{other}");
        }
        assert_eq!(Lang::parse("ja"), Some(Lang::Ja));
        assert_eq!(Lang::parse("fr"), None);
    }

    #[test]
    fn both_languages_have_the_same_message_ids_file_by_file() {
        assert_eq!(EN_FILES.len(), JA_FILES.len());
        for ((en_name, en), (ja_name, ja)) in EN_FILES.iter().zip(JA_FILES) {
            assert_eq!(en_name, ja_name);
            let mut en_ids = message_ids(en);
            let mut ja_ids = message_ids(ja);
            assert!(!en_ids.is_empty(), "{en_name}");
            en_ids.sort();
            ja_ids.sort();
            let only_en: Vec<_> = en_ids.iter().filter(|i| !ja_ids.contains(i)).collect();
            let only_ja: Vec<_> = ja_ids.iter().filter(|i| !en_ids.contains(i)).collect();
            assert!(
                only_en.is_empty() && only_ja.is_empty(),
                "{en_name}: only in English {only_en:?}, only in Japanese {only_ja:?}"
            );
            let mut unique = en_ids.clone();
            unique.dedup();
            assert_eq!(unique, en_ids, "{en_name}: an id defined twice");
        }
    }

    #[test]
    fn the_message_files_parse_without_errors() {
        for (lang, files) in [(Lang::En, EN_FILES), (Lang::Ja, JA_FILES)] {
            for (name, text) in files {
                if let Err((_, errors)) = fluent_syntax::parser::parse(*text) {
                    panic!("{}/{name}: {errors:?}", lang.code());
                }
            }
        }
        let _ = catalog();
    }

    #[test]
    fn a_message_missing_in_japanese_falls_back_to_english() {
        let catalog = Catalog::new(
            &[(
                "t.ftl",
                "hello = Hello, { $name }!\nonly-en = Only { $n } in English.\n",
            )],
            &[("t.ftl", "hello = こんにちは、{ $name }さん！\n")],
        )
        .unwrap();
        let name = [("name", Arg::from("Ann"))];
        assert_eq!(
            catalog.format(Lang::Ja, "hello", &name),
            "こんにちは、Annさん！"
        );
        assert_eq!(catalog.format(Lang::En, "hello", &name), "Hello, Ann!");
        assert!(!catalog.has(Lang::Ja, "only-en"));
        assert_eq!(
            catalog.format(Lang::Ja, "only-en", &[("n", Arg::Number(3))]),
            "Only 3 in English."
        );
        // Missing everywhere: the id itself, never a panic.
        assert_eq!(catalog.format(Lang::Ja, "nowhere", &[]), "nowhere");
        assert_eq!(catalog.try_format(Lang::En, "nowhere", &[]), None);
    }

    #[test]
    fn numbers_choose_english_plurals_and_text_has_no_isolation_marks() {
        let catalog = Catalog::new(
            &[(
                "t.ftl",
                "moves = { $n ->\n    [one] 1 move\n   *[other] { $n } moves\n}\n",
            )],
            &[("t.ftl", "moves = { $n }手\n")],
        )
        .unwrap();
        let n = |n: i64| [("n", Arg::Number(n))];
        assert_eq!(catalog.format(Lang::En, "moves", &n(1)), "1 move");
        assert_eq!(catalog.format(Lang::En, "moves", &n(12)), "12 moves");
        assert_eq!(catalog.format(Lang::Ja, "moves", &n(12)), "12手");
        let text = tr!(Lang::En, "game-already-over", game = 3);
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
    }

    #[test]
    fn the_source_scanner_reads_ids_and_argument_names() {
        let src = r#"
            let a = msg!("one-id", game = id, who = mention(x, "a,b"));
            let b = tr!(place.lang, "two-id");
            let c = tr!(lang, "three-id", n = f(1, 2),);
            let d = xtr!(nothing, "no");
        "#;
        let ids = ids_used_in(src);
        assert_eq!(
            ids,
            vec![
                (
                    "one-id".to_string(),
                    vec!["game".to_string(), "who".to_string()]
                ),
                ("two-id".to_string(), vec![]),
                ("three-id".to_string(), vec!["n".to_string()]),
            ]
        );
    }
}
