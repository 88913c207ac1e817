//! Console play: the same service and database as the bot, driven by lines such as
//! `alice: /start opponent:bob variant:wa-drops`, `bob: accept 1`, `alice: /move 7g7f`.
//! Replies are printed; pictures and exported files are written to a folder.

use std::path::{Path, PathBuf};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::game::{
    Action, Clock, ColorChoice, ExportFormat, Place, Reply, Response, Service, StartOptions, User,
};

/// The console's one server and channel.
pub const CONSOLE_PLACE: Place = Place {
    guild_id: 1,
    channel_id: 1,
};

pub const HELP: &str = "\
Type lines as `name: command`, for example:
  alice: /start opponent:bob variant:wa-drops color:sente days:3 rated:false
  bob: accept 1                 (press a button: accept, decline, cancel, resign, keep,
                                 drawyes, drawno + its number)
  alice: /move 7g7f             (or /move move:P7f game:1)
  alice: /moves 7g              (the legal moves, as autocomplete would offer them)
  alice: /board flip:true       /games   /games user:bob
  alice: /resign   /draw        /export format:kif (usi, sfen, kif)
  alice: /ladder join           /ladder standings   /ladder challenge opponent:bob
  alice: /rating user:bob
Variants: wa (Wa Shogi, no drops), wa-drops, shogi. Each name is one player.
`help` shows this again; `quit` or end of input leaves.";

/// A stable user id for a console name, so a game continues across runs.
pub fn console_user(name: &str) -> User {
    // FNV-1a, kept positive and away from small ids.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    User::new(((h >> 2) | (1 << 40)) as i64, name.trim())
}

/// Play from `input` until it ends or says quit. Output goes to `out`.
pub async fn run<R: AsyncBufRead + Unpin>(
    service: &Service,
    clock: &dyn Clock,
    input: R,
    out: &mut dyn std::io::Write,
    files: &Path,
) -> std::io::Result<()> {
    let mut lines = input.lines();
    writeln!(
        out,
        "washogi-bot console — type `help` for what you can do."
    )?;
    while let Some(line) = lines.next_line().await? {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line == "quit" || line == "exit" {
            break;
        }
        if line == "help" {
            writeln!(out, "{HELP}")?;
            continue;
        }
        let Some((name, command)) = line.split_once(':') else {
            writeln!(
                out,
                "Start the line with a player's name, like `alice: /board`. Type `help` for more."
            )?;
            continue;
        };
        if name.trim().is_empty() || name.contains(char::is_whitespace) {
            writeln!(out, "A player's name is one word, like `alice`.")?;
            continue;
        }
        let user = console_user(name);
        let response = dispatch(service, &user, command.trim()).await;
        print_response(service, clock, &response, out, files).await?;
    }
    Ok(())
}

/// Split `key:value` options and plain words.
fn options(words: &[&str]) -> (Vec<(String, String)>, Vec<String>) {
    let mut named = Vec::new();
    let mut plain = Vec::new();
    for w in words {
        match w.split_once(':') {
            Some((k, v)) => named.push((k.to_lowercase(), v.to_string())),
            None => plain.push(w.to_string()),
        }
    }
    (named, plain)
}

fn get<'a>(named: &'a [(String, String)], key: &str) -> Option<&'a str> {
    named
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

fn flag(named: &[(String, String)], key: &str) -> Result<Option<bool>, String> {
    match get(named, key) {
        None => Ok(None),
        Some("true" | "yes" | "1") => Ok(Some(true)),
        Some("false" | "no" | "0") => Ok(Some(false)),
        Some(other) => Err(format!("{key} must be true or false, not {other:?}.")),
    }
}

fn number(named: &[(String, String)], key: &str) -> Result<Option<i64>, String> {
    match get(named, key) {
        None => Ok(None),
        Some(v) => v
            .trim_start_matches('#')
            .parse()
            .map(Some)
            .map_err(|_| format!("{key} must be a number, not {v:?}.")),
    }
}

async fn dispatch(service: &Service, user: &User, command: &str) -> Response {
    match parse_and_run(service, user, command).await {
        Ok(r) => r,
        Err(text) => Response::refuse(text),
    }
}

async fn parse_and_run(service: &Service, user: &User, command: &str) -> Result<Response, String> {
    let place = CONSOLE_PLACE;
    let words: Vec<&str> = command.split_whitespace().collect();
    let Some((&head, rest)) = words.split_first() else {
        return Err("Say a command after the name; type `help` for the list.".into());
    };
    let (named, plain) = options(rest);
    let game = number(&named, "game")?;
    if let Some(action) = Action::from_key(head) {
        let target = plain
            .first()
            .and_then(|t| t.trim_start_matches('#').parse::<i64>().ok())
            .ok_or_else(|| format!("Say which one: `{head} 1`."))?;
        let id = format!("{}:{target}", action.key());
        return Ok(service.press(user, place, &id).await);
    }
    Ok(match head.to_lowercase().as_str() {
        "/start" => {
            let mut o = StartOptions::default();
            if let Some(name) = get(&named, "opponent") {
                o.opponent = Some(console_user(name.trim_start_matches('@')));
            }
            if let Some(v) = get(&named, "variant") {
                o.variant = v.to_lowercase();
            }
            if let Some(c) = get(&named, "color") {
                o.color = ColorChoice::parse(c).ok_or("color must be random, sente or gote.")?;
            }
            if let Some(d) = number(&named, "days")? {
                o.days = d;
            }
            if let Some(r) = flag(&named, "rated")? {
                o.rated = r;
            }
            service.start(user, place, o).await
        }
        "/move" => {
            let text = get(&named, "move")
                .map(str::to_string)
                .unwrap_or_else(|| plain.join(" "));
            service.play_move(user, place, game, &text).await
        }
        "/moves" => {
            let typed = plain.join(" ");
            let choices = service.move_choices(user, place, game, &typed).await;
            let text = if choices.is_empty() {
                "No moves to offer: it is not your turn, or nothing matches.".to_string()
            } else {
                choices
                    .iter()
                    .map(|c| format!("  {}", c.name))
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            Response::reply(Reply::private(text))
        }
        "/resign" => service.resign(user, place, game).await,
        "/draw" => service.draw(user, place, game).await,
        "/board" => {
            service
                .board(user, place, game, flag(&named, "flip")?.unwrap_or(false))
                .await
        }
        "/games" => {
            let who = get(&named, "user").map(|n| console_user(n.trim_start_matches('@')));
            service.games(user, place, who.as_ref()).await
        }
        "/export" => {
            let format = match get(&named, "format") {
                None => ExportFormat::Usi,
                Some(f) => ExportFormat::parse(f).ok_or("format must be usi, kif or sfen.")?,
            };
            service.export(user, place, game, format).await
        }
        "/help" => Response::reply(Reply::private(HELP)),
        "/rating" => {
            let who = get(&named, "user").map(|n| console_user(n.trim_start_matches('@')));
            service.rating(user, place, who.as_ref()).await
        }
        "/ladder" => {
            let sub = plain.first().map(String::as_str).unwrap_or("");
            match sub {
                "join" => service.ladder_join(user, place).await,
                "leave" => service.ladder_leave(user, place).await,
                "standings" => service.ladder_standings(user, place).await,
                "challenge" => {
                    let opponent = get(&named, "opponent")
                        .map(|n| console_user(n.trim_start_matches('@')))
                        .ok_or("Say whom: /ladder challenge opponent:bob")?;
                    let variant = get(&named, "variant").map(str::to_lowercase);
                    service
                        .ladder_challenge(user, place, &opponent, variant, number(&named, "days")?)
                        .await
                }
                // The console is one person's own table: everyone there is its admin.
                "remove" => {
                    let target = get(&named, "user")
                        .map(|n| console_user(n.trim_start_matches('@')))
                        .ok_or("Say whom: /ladder remove user:bob")?;
                    service.ladder_remove(user, place, &target, true).await
                }
                _ => return Err("Use /ladder join, leave, standings, challenge opponent:NAME, or remove user:NAME.".into()),
            }
        }
        other => return Err(format!("I don't know {other:?}; type `help` for the list.")),
    })
}

/// Rewrite Discord markup for a terminal: `<@id>` → `@name`, `<t:unix:R>` → a date.
async fn plain_text(service: &Service, clock: &dyn Clock, text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let Some(end) = tail.find('>') else {
            out.push_str(tail);
            rest = "";
            break;
        };
        let inner = &tail[1..end];
        if let Some(id) = inner.strip_prefix('@').and_then(|s| s.parse::<i64>().ok()) {
            let name = service.store().player_name(id).await.ok().flatten();
            out.push('@');
            out.push_str(&name.unwrap_or_else(|| id.to_string()));
        } else if let Some(t) = inner
            .strip_prefix("t:")
            .and_then(|s| s.split(':').next())
            .and_then(|s| s.parse::<i64>().ok())
        {
            out.push_str(&relative(t - clock.now()));
        } else {
            out.push_str(&tail[..=end]);
        }
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out.replace("**", "")
}

fn relative(seconds: i64) -> String {
    let (amount, past) = (seconds.abs(), seconds < 0);
    let text = if amount >= 86_400 {
        plural((amount + 43_200) / 86_400, "day")
    } else if amount >= 3600 {
        plural((amount + 1800) / 3600, "hour")
    } else {
        plural((amount + 30) / 60, "minute")
    };
    if past {
        format!("{text} ago")
    } else {
        format!("in {text}")
    }
}

async fn print_reply(
    service: &Service,
    clock: &dyn Clock,
    label: &str,
    reply: &Reply,
    out: &mut dyn std::io::Write,
    files: &Path,
) -> std::io::Result<()> {
    let who = if reply.private {
        "only you see"
    } else {
        "everyone sees"
    };
    writeln!(
        out,
        "[{label}, {who}] {}",
        plain_text(service, clock, &reply.text).await
    )?;
    for attachment in reply.picture.iter().chain(reply.file.iter()) {
        std::fs::create_dir_all(files)?;
        let path: PathBuf = files.join(&attachment.filename);
        std::fs::write(&path, &attachment.bytes)?;
        writeln!(out, "  file: {}", path.display())?;
    }
    if !reply.buttons.is_empty() {
        let buttons: Vec<String> = reply
            .buttons
            .iter()
            .map(|b| format!("[{}: `{} {}`]", b.label, b.action.key(), b.target))
            .collect();
        writeln!(out, "  buttons: {}", buttons.join(" "))?;
    }
    Ok(())
}

async fn print_response(
    service: &Service,
    clock: &dyn Clock,
    response: &Response,
    out: &mut dyn std::io::Write,
    files: &Path,
) -> std::io::Result<()> {
    if let Some(origin) = &response.update_origin {
        print_reply(service, clock, "message updated", origin, out, files).await?;
    }
    for reply in &response.messages {
        print_reply(service, clock, "reply", reply, out, files).await?;
    }
    Ok(())
}

fn plural(n: i64, unit: &str) -> String {
    if n == 1 {
        format!("1 {unit}")
    } else {
        format!("{n} {unit}s")
    }
}
