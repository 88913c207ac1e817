//! Console play: the same service and database as the bot, driven by lines such as
//! `alice: /start opponent:bob variant:wa-drops`, `bob: accept 1`, `alice: /move 7g7f`.
//! Replies are printed; pictures and exported files are written to a folder.

use crate::ids::{GameId, UserId};
use std::collections::HashMap;
use std::path::Path;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::commands::{Args, CommandSpec, Kind, OptionSpec, Value, TABLE};
use crate::i18n::{catalog, Lang};
use crate::render::clean_name;

mod print;
use print::Printer;

use crate::game::{Action, Clock, Command, Effect, Place, Press, Reply, Response, Service, User};

/// The console's one server and channel.
pub const CONSOLE_PLACE: Place = Place::new(1, 1);

/// How to type, with examples; the commands themselves are listed from the command
/// table by [`help`].
const HELP_EXAMPLES: &str = "\
Type lines as `name: command`, for example:
  alice: /start opponent:bob variant:wa-drops color:sente days:3 rated:false
  bob: accept 1                 (press a button: accept, decline, cancel, resign, keep,
                                 drawyes, drawno, takeyes, takeno + its number)
  alice: pick 1 0               (a board's Move button: choose the move from numbered
  alice: 3                       lines, the pieces, then where to; type a line's number)
  alice: /move 7g7f             (or /move move:P7f game:1)
  alice: /moves 7g              (the legal moves, as autocomplete would offer them)
  alice: /start opponent:computer level:3   (a game against the computer, levels 1-8)
  alice: /start opponent:bob variant:shogi sfen:4k4/9/4G4/9/9/9/9/9/4K4_b_G_1
Options are written key:value (spaces in a value as _). Each name is one player.
`help` shows this again; `quit` or end of input leaves.";

/// The console's help: the examples, then every command of the command table with
/// its options (required ones bare, optional ones in brackets) and what it does.
pub fn help() -> String {
    let mut out = format!("{HELP_EXAMPLES}\nCommands:\n");
    for command in TABLE {
        let description = catalog().format(Lang::En, &format!("cmd-{}-desc", command.name), &[]);
        if command.subcommands.is_empty() {
            let usage = usage(command.options);
            out.push_str(&format!(
                "  /{}{usage}\n      {description}\n",
                command.name
            ));
        }
        for sub in command.subcommands {
            let usage = usage(sub.options);
            let description = catalog().format(Lang::En, sub.description, &[]);
            out.push_str(&format!(
                "  /{} {}{usage}\n      {description}\n",
                command.name, sub.name
            ));
        }
    }
    out.push_str("  /moves [game:N] [typed]\n      the legal moves, as autocomplete offers them");
    out
}

/// ` opponent:NAME [days:1-14] [variant:wa|wa-drops|shogi]`
fn usage(options: &[OptionSpec]) -> String {
    options
        .iter()
        .map(|o| {
            let value = match o.kind {
                Kind::Text { .. } => o.name.to_uppercase(),
                Kind::Number { min, max, .. } => match max {
                    Some(max) => format!("{min}-{max}"),
                    None => "N".to_string(),
                },
                Kind::Flag => "true|false".to_string(),
                Kind::Person => "NAME".to_string(),
                Kind::Channel => "CHANNEL".to_string(),
                Kind::Role => "ROLE".to_string(),
                Kind::OneOf(_) | Kind::Handicap => o.kind.values().join("|"),
            };
            if o.required {
                format!(" {}:{value}", o.name)
            } else {
                format!(" [{}:{value}]", o.name)
            }
        })
        .collect()
}

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

/// The longest line the console reads; longer ones are refused (and skipped without
/// being held in memory).
pub const MAX_LINE_BYTES: usize = 4096;

/// One line of input, as far as the console is concerned.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    Text(String),
    TooLong,
    NotUtf8,
}

/// Read the next line (without its end), never holding more than
/// [`MAX_LINE_BYTES`] of it. `None` at the end of the input.
async fn next_line<R: AsyncBufRead + Unpin>(input: &mut R) -> std::io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let chunk = input.fill_buf().await?;
        if chunk.is_empty() {
            break;
        }
        read_any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        if !too_long {
            if bytes.len() + part.len() > MAX_LINE_BYTES {
                too_long = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(part);
            }
        }
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotUtf8,
    }))
}

/// Play from `input` until it ends or says quit. Output goes to `out`. The
/// correspondence clock runs before every line, as it would in the background on
/// Discord: reminders, losses on time and expired challenges are printed.
pub async fn run<R: AsyncBufRead + Unpin>(
    service: &Service,
    clock: &dyn Clock,
    mut input: R,
    out: &mut dyn std::io::Write,
    files: &Path,
) -> std::io::Result<()> {
    let mut names = Names::default();
    // The move picker's numbered choices last shown to each player.
    let mut choices: HashMap<UserId, Vec<Press>> = HashMap::new();
    writeln!(
        out,
        "washogi-bot console — type `help` for what you can do."
    )?;
    loop {
        let notices = service.tick().await;
        let printer = Printer {
            service,
            clock,
            names: &names,
            files,
        };
        printer.notices(&notices, out).await?;
        // The computer moves wherever it is to move (after a restart, too).
        for game in service.games().computer_games_waiting().await {
            let notices = service.games().computer_move(game).await;
            printer.notices(&notices, out).await?;
        }
        for game in service.analysis().analyses_waiting().await {
            printer.notices(&analyse(service, game).await, out).await?;
        }
        let Some(line) = next_line(&mut input).await? else {
            break;
        };
        let line = match line {
            Line::Text(text) => text,
            Line::TooLong => {
                writeln!(
                    out,
                    "That line is longer than {MAX_LINE_BYTES} bytes; I skipped it."
                )?;
                continue;
            }
            Line::NotUtf8 => {
                writeln!(out, "That line is not valid UTF-8 text; I skipped it.")?;
                continue;
            }
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line == "quit" || line == "exit" {
            break;
        }
        if line == "help" {
            writeln!(out, "{}", help())?;
            continue;
        }
        let Some((name, command)) = line.split_once(':') else {
            writeln!(
                out,
                "Start the line with a player's name, like `alice: /board`. Type `help` for more."
            )?;
            continue;
        };
        let name = name.trim();
        if name.is_empty() || name.contains(char::is_whitespace) || clean_name(name).is_empty() {
            writeln!(out, "A player's name is one word, like `alice`.")?;
            continue;
        }
        let user = names.user(name);
        let response = match choice_number(command.trim()) {
            Some(n) => choose(service, &choices, &user, n).await,
            None => dispatch(service, &mut names, &user, command.trim()).await,
        };
        remember_choices(&mut choices, &user, &response);
        let printer = Printer {
            service,
            clock,
            names: &names,
            files,
        };
        printer.response(&response, out).await?;
        for effect in &response.effects {
            match effect {
                Effect::Post(notice) => {
                    printer
                        .notices(std::slice::from_ref(&**notice), out)
                        .await?
                }
                Effect::ComputerMove { game_id } => {
                    let notices = service.games().computer_move(*game_id).await;
                    printer.notices(&notices, out).await?;
                }
                Effect::Analyse { game_id } => {
                    printer
                        .notices(&analyse(service, *game_id).await, out)
                        .await?
                }
                // The console has no threads: the game is played where it started.
                Effect::OpenThread(_) => {}
                // Nor message ids: a challenge's post is never edited when it expires.
                Effect::TrackChallengePost { .. } => {}
            }
        }
    }
    Ok(())
}

/// A line that is only a number: a choice of the move picker.
fn choice_number(command: &str) -> Option<usize> {
    command.trim_end_matches('.').parse().ok()
}

/// The player's choice `n` of the move picker last shown to them, pressed.
async fn choose(
    service: &Service,
    choices: &HashMap<UserId, Vec<Press>>,
    user: &User,
    n: usize,
) -> Response {
    let Some(press) = choices
        .get(&user.id)
        .and_then(|list| list.get(n.wrapping_sub(1)))
    else {
        let shown = choices.get(&user.id).map_or(0, Vec::len);
        return Response::refuse(if shown == 0 {
            "You have no numbered choices to pick from. Press a board's Move button first \
             (`pick GAME PLY`, as the board shows it)."
                .to_string()
        } else {
            format!("Choose a number from 1 to {shown}.")
        });
    };
    let lang = console_lang();
    let place = CONSOLE_PLACE.with_langs(lang, lang);
    service.handle(user, place, Command::Press(*press)).await
}

/// Keep the move picker's choices a response shows its caller (the last reply that
/// numbers any), or forget them when the picker's message became something else.
fn remember_choices(choices: &mut HashMap<UserId, Vec<Press>>, user: &User, r: &Response) {
    let shown: Vec<Vec<Press>> = r
        .update_origin
        .iter()
        .chain(&r.messages)
        .map(|reply| print::numbered(reply).into_iter().map(|(_, p)| p).collect())
        .filter(|list: &Vec<Press>| !list.is_empty())
        .collect();
    if let Some(last) = shown.last() {
        choices.insert(user.id, last.clone());
    } else if r.update_origin.is_some() {
        choices.remove(&user.id);
    }
}

/// Run an analysis to its end (the console waits for it): what it says.
async fn analyse(service: &Service, game: crate::ids::GameId) -> Vec<crate::game::Notice> {
    let (out, mut said) = tokio::sync::mpsc::unbounded_channel();
    service.analysis().run_analysis(game, &out).await;
    drop(out);
    let mut notices = Vec::new();
    while let Some(notice) = said.recv().await {
        notices.push(notice);
    }
    notices
}

/// Every name the console has met, so that a person can be shown as `@name` even for
/// a player who has not played yet.
#[derive(Default)]
pub(crate) struct Names(pub(crate) HashMap<i64, String>);

impl Names {
    fn user(&mut self, name: &str) -> User {
        let user = console_user(name);
        self.0.insert(user.id.get(), user.name.clone());
        user
    }

    /// A user named in an option (`opponent:bob`, `user:@bob`).
    fn named(&mut self, key: &str, value: &str) -> Result<User, String> {
        let name = value.trim().trim_start_matches('@');
        if name.is_empty() || clean_name(name).is_empty() {
            return Err(format!(
                "Say whom with `{key}:NAME`, for example `{key}:bob`."
            ));
        }
        Ok(self.user(name))
    }
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

fn number(key: &str, raw: &str) -> Result<i64, String> {
    raw.trim_start_matches('#')
        .parse()
        .map_err(|_| format!("{key} must be a number, not {raw:?}."))
}

/// The console's language: `WASHOGI_LANG=ja` for the game's replies in Japanese
/// (the console's own lines stay English); English otherwise.
fn console_lang() -> Lang {
    // Checked when the console starts (`config::console_lang`).
    crate::config::console_lang().unwrap_or_default()
}

async fn dispatch(service: &Service, names: &mut Names, user: &User, command: &str) -> Response {
    let lang = console_lang();
    let place = CONSOLE_PLACE.with_langs(lang, lang);
    match parse(names, command) {
        Ok(Request::Command(command)) => service.handle(user, place, command).await,
        Ok(Request::Moves { game, typed }) => {
            let choices = service
                .games()
                .move_choices(user, place, game, &typed)
                .await;
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
        Ok(Request::Help) => Response::reply(Reply::private(help())),
        Err(text) => Response::refuse(text),
    }
}

/// What a console line asks for.
enum Request {
    Command(Command),
    /// `/moves`: the legal moves, as autocomplete would offer them.
    Moves {
        game: Option<GameId>,
        typed: String,
    },
    Help,
}

fn parse(names: &mut Names, command: &str) -> Result<Request, String> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let Some((&head, rest)) = words.split_first() else {
        return Err("Say a command after the name; type `help` for the list.".into());
    };
    let (named, plain) = options(rest);
    if let Some(action) = Action::from_key(head) {
        let target = plain
            .first()
            .and_then(|t| t.trim_start_matches('#').parse::<i64>().ok())
            .ok_or_else(|| format!("Say which one: `{head} 1`."))?;
        // A button about one ply of a game (`worst 1 17`) names it second.
        let press = Press::new(action, target);
        let press = match plain.get(1).and_then(|p| p.parse::<i64>().ok()) {
            Some(ply) => press.at_ply(ply),
            None => press,
        };
        return Ok(Request::Command(Command::Press(press)));
    }
    let head = head.to_lowercase();
    match head.as_str() {
        "/moves" => {
            return Ok(Request::Moves {
                game: match get(&named, "game") {
                    None => None,
                    Some(v) => Some(GameId::new(number("game", v)?)),
                },
                typed: plain.join(" "),
            })
        }
        "/help" if named.is_empty() && plain.is_empty() => return Ok(Request::Help),
        _ => {}
    }
    let unknown = || format!("I don't know {head:?}; type `help` for the list.");
    let spec = head
        .strip_prefix('/')
        .and_then(CommandSpec::find)
        .ok_or_else(unknown)?;
    let mut plain = plain.into_iter();
    let subcommand = if spec.subcommands.is_empty() {
        None
    } else {
        let subs: Vec<&str> = spec.subcommands.iter().map(|s| s.name).collect();
        match plain.next() {
            Some(sub) if subs.contains(&sub.as_str()) => Some(sub),
            _ => {
                return Err(format!(
                    "Say which: /{} {} (type `help` for their options).",
                    spec.name,
                    subs.join(" | ")
                ))
            }
        }
    };
    let options = spec
        .options_of(subcommand.as_deref())
        .expect("a sub-command of the table");
    let mut values = Vec::new();
    for (key, raw) in &named {
        let option = options.iter().find(|o| o.name == key).ok_or_else(|| {
            let names: Vec<&str> = options.iter().map(|o| o.name).collect();
            format!(
                "/{} has no option `{key}`; its options are {}.",
                spec.name,
                names.join(", ")
            )
        })?;
        values.push((key.clone(), value(names, option, raw)?));
    }
    // Words without a key are the first required text option (`/move 7g7f`), or a
    // command's only text option (`/help rules`).
    let rest: Vec<String> = plain.collect();
    if !rest.is_empty() {
        let text_option = options
            .iter()
            .find(|o| o.required && matches!(o.kind, Kind::Text { .. }))
            .or(match options {
                [only] if matches!(only.kind, Kind::Text { .. }) => Some(only),
                _ => None,
            })
            .filter(|o| get(&named, o.name).is_none())
            .ok_or_else(|| {
                format!(
                    "Write options as key:value, e.g. `{}`.",
                    usage(options).trim()
                )
            })?;
        values.push((text_option.name.to_string(), Value::text(&rest.join(" "))));
    }
    let args = Args {
        name: spec.name.to_string(),
        subcommand,
        values,
        // The console is one person's own table: everyone there is its admin.
        is_admin: true,
        roles: Vec::new(),
    };
    args.command()
        .map(Request::Command)
        .map_err(|m| m.text(console_lang()))
}

/// An option's value typed in the console, read as the table says it is.
fn value(names: &mut Names, option: &OptionSpec, raw: &str) -> Result<Value, String> {
    let key = option.name;
    Ok(match option.kind {
        // An SFEN has spaces, which separate options here: written as _.
        Kind::Text { .. } => Value::text(&raw.replace('_', " ")),
        Kind::OneOf(_) | Kind::Handicap => Value::text(raw),
        Kind::Number { .. } => Value::Number(number(key, raw)?),
        Kind::Flag => Value::Flag(match raw {
            "true" | "yes" | "1" => true,
            "false" | "no" | "0" => false,
            other => return Err(format!("{key} must be true or false, not {other:?}.")),
        }),
        Kind::Person => Value::Person(names.named(key, raw)?),
        // The console's channels are numbers (its own is 20).
        Kind::Channel => Value::Channel(crate::ids::ChannelId::new(number(
            key,
            raw.trim_start_matches('#'),
        )?)),
        // The console's roles are numbers too.
        Kind::Role => Value::Role(crate::ids::RoleId::new(number(
            key,
            raw.trim_start_matches('@'),
        )?)),
    })
}
