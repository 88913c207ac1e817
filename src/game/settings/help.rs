//! `/help`: how to play, the notation, the commands, and a picture of each piece's moves.

use crate::commands::{OptionSpec, TABLE};
use crate::game::reply::{choice, MAX_CHOICES};
use crate::game::{refuse, Attachment, Choice, Outcome, Reply, Response};
use crate::i18n::{catalog, Lang};
use crate::render::render_piece_help_both;
use crate::rules::{all_variants, Kind, Variant, VariantId};
use crate::{msg, tr};

/// `wa:P`, `shogi:+R`: how a piece topic is written.
fn piece_topic(v: &Variant, kind: Kind) -> String {
    format!("{}:{}", v.id(), v.kind(kind).code())
}

/// Every piece of every game, once per table (wa and wa-drops share pieces).
fn piece_topics() -> Vec<(&'static Variant, Kind)> {
    let mut out = Vec::new();
    for v in all_variants() {
        if v.variant_id() == VariantId::WaDrops {
            continue;
        }
        for (kind, _) in v.kinds() {
            out.push((*v, kind));
        }
    }
    out
}

/// `/help commands`: every command of the command table with its options and what
/// it does, under the names the reader's Discord shows (Japanese clients show the
/// Japanese ones).
pub fn commands_help(lang: Lang) -> String {
    let shown = |id: String, canonical: &str| match lang {
        Lang::Ja => catalog().format(lang, &id, &[]),
        Lang::En => canonical.to_string(),
    };
    let options = |options: &[OptionSpec]| -> String {
        options
            .iter()
            .map(|o| format!(" {}", shown(format!("opt-{}", o.name), o.name)))
            .collect()
    };
    let mut lines = vec![tr!(lang, "help-commands-head")];
    for command in TABLE {
        let name = shown(format!("cmd-{}", command.name), command.name);
        let description = catalog().format(lang, &format!("cmd-{}-desc", command.name), &[]);
        let usage = if command.subcommands.is_empty() {
            options(command.options)
        } else {
            let subs: Vec<String> = command
                .subcommands
                .iter()
                .map(|s| shown(format!("sub-{}", s.name), s.name))
                .collect();
            format!(" {}", subs.join("|"))
        };
        lines.push(format!("`/{name}{usage}` {description}"));
    }
    lines.push(tr!(lang, "help-commands-foot"));
    lines.join("\n")
}

impl super::Area<'_> {
    /// `/help` with an optional topic.
    pub(crate) async fn run_help(&self, topic: Option<&str>, lang: Lang) -> Outcome {
        let topic = topic.map(str::trim).unwrap_or("");
        let text = match topic.to_lowercase().as_str() {
            "" => tr!(lang, "help-overview"),
            "rules" => tr!(lang, "help-rules"),
            "notation" => tr!(lang, "help-notation"),
            "commands" => commands_help(lang),
            _ => return self.piece_help(topic, lang).await,
        };
        Ok(Response::reply(Reply::private(text)))
    }

    async fn piece_help(&self, topic: &str, lang: Lang) -> Outcome {
        let found = piece_topics().into_iter().find(|&(v, kind)| {
            piece_topic(v, kind).eq_ignore_ascii_case(topic)
                || v.kind(kind).name.eq_ignore_ascii_case(topic)
                || v.kind(kind).name_ja == topic
        });
        let Some((v, kind)) = found else {
            return refuse(msg!(
                "help-unknown-topic",
                topic = format!("{:?}", topic.chars().take(40).collect::<String>())
            ));
        };
        let info = v.kind(kind);
        let promotion = match info.promotes_to {
            Some(p) => tr!(
                lang,
                "help-promotes-to",
                name = v.kind(p).name,
                name_ja = v.kind(p).name_ja
            ),
            None if info.promoted => tr!(
                lang,
                "help-promoted-piece",
                name = v.kind(info.unpromoted).name,
                name_ja = v.kind(info.unpromoted).name_ja
            ),
            None => tr!(lang, "help-does-not-promote"),
        };
        let game = if v.files() == 11 {
            tr!(lang, "variant-wa")
        } else {
            tr!(lang, "variant-shogi")
        };
        let mut reply = Reply::private(format!(
            "{}\n{promotion}",
            tr!(
                lang,
                "help-piece",
                name = info.name,
                name_ja = info.name_ja,
                reading = info.reading,
                game = game,
                code = info.code(),
                betza = info.betza.replace(' ', "")
            )
        ));
        if let Some(png) = self
            .pictures
            .draw_picture(move || render_piece_help_both(v, kind))
            .await
        {
            reply.picture = Some(Attachment {
                filename: format!("{}-{}.png", v.id(), info.code().replace('+', "promoted-")),
                bytes: png,
            });
        }
        Ok(Response::reply(reply))
    }

    /// Autocomplete for `/help topic`, in `lang` (Japanese users see Japanese names
    /// first).
    pub fn help_choices(&self, typed: &str, lang: Lang) -> Vec<Choice> {
        let typed = typed.trim().to_lowercase();
        let mut out: Vec<Choice> = ["rules", "notation", "commands"]
            .iter()
            .filter(|t| t.starts_with(&typed))
            .map(|t| choice(t.to_string(), t.to_string()))
            .collect();
        let (wa, shogi) = (tr!(lang, "variant-wa"), tr!(lang, "variant-shogi"));
        for (v, kind) in piece_topics() {
            let info = v.kind(kind);
            let game = if v.files() == 11 { &wa } else { &shogi };
            let name = match lang {
                Lang::En => format!("{} ({game}, {})", info.name, info.code()),
                Lang::Ja => format!("{} {} ({game}, {})", info.name_ja, info.name, info.code()),
            };
            if typed.is_empty() || name.to_lowercase().contains(&typed) {
                out.push(choice(name, piece_topic(v, kind)));
            }
        }
        out.truncate(MAX_CHOICES);
        out
    }
}
