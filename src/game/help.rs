//! `/help`: how to play, the notation, the commands, and a picture of each piece's moves.

use super::reply::{choice, MAX_CHOICES};
use super::{refuse, Attachment, Choice, Outcome, Reply, Response, Service};
use crate::render::render_piece_help_both;
use crate::rules::{all_variants, Kind, Variant};

const OVERVIEW: &str = "**washogi-bot** hosts **Wa Shogi** (11×11, with or without drops) and **Shogi**.\n\
• `/start` challenges someone (or anyone, if you leave out the opponent); they press Accept.\n\
• `/move` plays: start typing and pick from the list, or write it yourself (`7g7f`, `P*5e`, `P7f`).\n\
• `/board`, `/games`, `/resign`, `/export` do what they say.\n\
• `/help topic:` a piece name shows how it moves; also `rules`, `notation`, `commands`.";

const RULES: &str = "**Rules in short.** Sente (☗) moves first. A move may not leave your own king attacked; \
a player with no legal move loses (checkmate). The last three ranks are the promotion zone: a piece that moves \
into, within or out of it may promote (forced where it could never move again). In **wa-drops** and **shogi** \
captured pieces go to your hand and may be dropped on an empty square instead of moving — not a second \
unpromoted pawn on a file (nifu), not where it could never move, and a pawn drop may not give checkmate. \
The same position four times is a draw, unless one side gave check every move: that side loses. \
In **wa-drops**, when both Crane Kings stand in their promotion zones, either player may claim a draw.";

const NOTATION: &str = "**Notation.** Files are numbered 1… from sente's right, ranks lettered a… from the top, \
so a square is `7g` or `11k`. A move is from-square then to-square: `7g7f`; add `+` to promote (`8h2b+`) \
or `=` to decline. A drop is letter, `*`, square: `P*5e`. Short forms work when they name one move: \
`P7f`, `Px7f`, `+P7f`. Wa letters: K Crane King, E Cloud Eagle, F Flying Falcon, S Swallow's Wings, \
X Treacherous Fox, R Running Rabbit, W Violent Wolf, V Violent Stag, G Flying Goose, C Flying Cock, \
U Strutting Crow, L Swooping Owl, D Blind Dog, M Climbing Monkey, H Liberated Horse, O Oxcart, P Sparrow Pawn.";

const COMMANDS: &str =
    "**Commands.** `/start opponent variant color days rated thread` · `/move move game` · \
`/resign game` · `/draw game` · `/takeback game` (unrated games) · `/board game flip` · \
`/games user` · `/export game format` · `/settings pieces notify thread` · `/help topic`. \
Without `game`, a command acts on your only game in this channel (or this game's thread).";

/// `wa:P`, `shogi:+R`: how a piece topic is written.
fn piece_topic(v: &Variant, kind: Kind) -> String {
    format!("{}:{}", v.id(), v.kind(kind).code())
}

/// Every piece of every game, once per table (wa and wa-drops share pieces).
fn piece_topics() -> Vec<(&'static Variant, Kind)> {
    let mut out = Vec::new();
    for v in all_variants() {
        if v.id() == "wa-drops" {
            continue;
        }
        for (kind, _) in v.kinds() {
            out.push((*v, kind));
        }
    }
    out
}

impl Service {
    /// `/help` with an optional topic.
    pub(crate) async fn run_help(&self, topic: Option<&str>) -> Outcome {
        let topic = topic.map(str::trim).unwrap_or("");
        let text = match topic.to_lowercase().as_str() {
            "" => OVERVIEW,
            "rules" => RULES,
            "notation" => NOTATION,
            "commands" => COMMANDS,
            _ => return self.piece_help(topic).await,
        };
        Ok(Response::reply(Reply::private(text)))
    }

    async fn piece_help(&self, topic: &str) -> Outcome {
        let found = piece_topics().into_iter().find(|&(v, kind)| {
            piece_topic(v, kind).eq_ignore_ascii_case(topic)
                || v.kind(kind).name.eq_ignore_ascii_case(topic)
        });
        let Some((v, kind)) = found else {
            return refuse(format!(
                "I have no help on {:?}. Try a piece name, `rules`, `notation` or `commands`.",
                topic.chars().take(40).collect::<String>()
            ));
        };
        let info = v.kind(kind);
        let promotion = match info.promotes_to {
            Some(p) => format!(
                "Promotes to **{}** ({}).",
                v.kind(p).name,
                v.kind(p).name_ja
            ),
            None if info.promoted => format!(
                "The promoted {}; captured, it goes to hand as a {}.",
                v.kind(info.unpromoted).name,
                v.kind(info.unpromoted).name
            ),
            None => "Does not promote.".to_string(),
        };
        let mut reply = Reply::private(format!(
            "**{}** {} ({}) · {} · `{}` · Betza `{}`\n{promotion}",
            info.name,
            info.name_ja,
            info.reading,
            v.name().trim_end_matches(" with drops"),
            info.code(),
            info.betza.replace(' ', "")
        ));
        if let Some(png) = self
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

    /// Autocomplete for `/help topic`.
    pub fn help_choices(&self, typed: &str) -> Vec<Choice> {
        let typed = typed.trim().to_lowercase();
        let mut out: Vec<Choice> = ["rules", "notation", "commands"]
            .iter()
            .filter(|t| t.starts_with(&typed))
            .map(|t| choice(t.to_string(), t.to_string()))
            .collect();
        for (v, kind) in piece_topics() {
            let info = v.kind(kind);
            let game = if v.files() == 11 { "Wa Shogi" } else { "Shogi" };
            let name = format!("{} ({game}, {})", info.name, info.code());
            if typed.is_empty() || name.to_lowercase().contains(&typed) {
                out.push(choice(name, piece_topic(v, kind)));
            }
        }
        out.truncate(MAX_CHOICES);
        out
    }
}
