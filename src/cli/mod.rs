//! Command-line adapter (clap): each subcommand is a thin call into the library.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

pub mod analyse;
pub mod puzzles;

use crate::render::{self, PieceStyle, RenderOptions};
use crate::rules::{usi, Game, Position, Variant};

#[derive(Parser, Debug)]
#[command(
    name = "washogi-bot",
    version,
    about = "Wa Shogi and Shogi for Discord"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the bot (the default). Settings come from the environment and `.env`.
    Run,
    /// Print the legal moves of a position in USI, one a line.
    Moves {
        #[arg(long, default_value = "wa")]
        variant: String,
        /// SFEN, or `startpos`.
        #[arg(long, default_value = "startpos")]
        sfen: String,
    },
    /// Print the number of legal move sequences of length N.
    Perft {
        #[arg(long, default_value = "wa")]
        variant: String,
        #[arg(long, default_value = "startpos")]
        sfen: String,
        #[arg(long)]
        depth: u32,
        /// Give up rather than generate the moves of more positions than this.
        #[arg(long, default_value_t = MAX_PERFT_POSITIONS)]
        max_positions: u64,
    },
    /// Play through the bot's commands in the terminal, without Discord: lines like
    /// `alice: /start opponent:bob`. Uses the same database as the bot.
    Console {
        /// Where pictures and exported records are written.
        #[arg(long, default_value = "console-files")]
        files: PathBuf,
    },
    /// Copy every table, row for row, from one database to another, e.g. from the
    /// embedded SQLite file to a PostgreSQL server. The target must be empty (its
    /// schema is created); the source is only read, and must be this bot's.
    MigrateDb {
        /// The database to copy from, e.g. sqlite://washogi.db
        #[arg(long)]
        from: String,
        /// The database to copy to, e.g. postgres://washogi@localhost/washogi
        #[arg(long)]
        to: String,
    },
    /// Serve the web pages of the bot's database (DATABASE_URL), read-only: every
    /// game, ladder, rating list, tournament and daily puzzle of the servers that
    /// show them (/settings web:on scope:server). Runs beside the bot; prints the
    /// address it listens on.
    Web {
        /// Where to listen (`WEB_ADDR` if not given).
        #[arg(long)]
        addr: Option<std::net::SocketAddr>,
    },
    /// Print the slash commands exactly as the bot registers them: one JSON array,
    /// the body of Discord's `PUT /applications/{id}/commands` (to read or diff).
    Commands,
    /// Play as an engine over the XBoard/CECP v2 protocol on stdin and stdout
    /// (variants wa-shogi, wa-shogi-drop, shogi), for XBoard, WinBoard and match
    /// runners.
    Xboard,
    /// Play as an engine over the USI protocol on stdin and stdout (shogi GUIs; Wa
    /// Shogi through `setoption name USI_Variant value wa|wa-drops`).
    Usi,
    /// Analyse a game with the engine, as the bot does: each move's evaluation, sente's
    /// win chance, inaccuracies, mistakes and blunders, the best move and line.
    Analyse {
        #[command(flatten)]
        game: GameArgs,
        /// Or a KIF record of the game (its main line, from the start position).
        #[arg(long)]
        kif: Option<PathBuf>,
        /// Milliseconds a position (default: the analysis budget, 150,000 nodes or
        /// 500 ms).
        #[arg(long)]
        movetime: Option<u64>,
        /// One JSON object a ply instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Tournaments: `tournament pair --trf FILE` prints the next round's pairings of
    /// a tournament in FIDE's TRF format (FIDE Dutch system), as bbpPairings
    /// prints them: the number of pairs, then `WHITE BLACK` a line (a bye: `ID 0`).
    Tournament {
        #[command(subcommand)]
        action: TournamentAction,
    },
    /// Puzzles: find them in finished games or engine games and write them as JSON
    /// lines, re-check a file of them, or bring its themes up to date.
    Puzzles {
        #[command(subcommand)]
        command: puzzles::PuzzlesCommand,
    },
    /// Draw a position (or, with --piece, a piece's help picture) as a PNG.
    Render {
        // The last move played is highlighted.
        #[command(flatten)]
        game: GameArgs,
        /// The PNG file to write.
        #[arg(long)]
        out: PathBuf,
        /// Gote at the bottom.
        #[arg(long)]
        flip: bool,
        /// `kanji` or `latin`.
        #[arg(long, default_value = "kanji")]
        style: String,
        /// Sente's player name.
        #[arg(long)]
        sente: Option<String>,
        /// Gote's player name.
        #[arg(long)]
        gote: Option<String>,
        /// Draw this piece's help picture instead (its code, e.g. `P` or `+F`).
        #[arg(long)]
        piece: Option<String>,
    },
}

/// What `tournament` does.
#[derive(Subcommand, Debug)]
pub enum TournamentAction {
    /// Pair the next round of the tournament in a TRF file.
    Pair {
        #[arg(long)]
        trf: PathBuf,
    },
}

/// A game as the command line gives it: the game, a start position and moves.
#[derive(clap::Args, Debug)]
pub struct GameArgs {
    #[arg(long, default_value = "wa")]
    pub variant: String,
    /// The start position: SFEN, or `startpos`.
    #[arg(long, default_value = "startpos")]
    pub sfen: String,
    /// USI moves played from the start position (one argument each, or one quoted
    /// list).
    #[arg(long, num_args = 1..)]
    pub moves: Vec<String>,
}

/// The deepest `perft` the command line runs.
pub const MAX_PERFT_DEPTH: u32 = 6;

/// The most positions whose moves `perft` generates by default: at most about half
/// a minute of one core (measured: 30 million took 64 s with full hands in shogi,
/// where every position has hundreds of drops). The depth alone does not bound
/// the work. Depth 6 from shogi's start needs 20.6 million, so it takes
/// `--max-positions 21000000`.
pub const MAX_PERFT_POSITIONS: u64 = 15_000_000;

/// Find a variant by id, with a message listing the ids when it is unknown.
pub fn variant_arg(id: &str) -> Result<&'static Variant, String> {
    Variant::by_id(id).ok_or_else(|| {
        let ids: Vec<&str> = crate::rules::all_variants()
            .iter()
            .map(|v| v.id())
            .collect();
        format!("unknown variant {id:?}; choose one of {}", ids.join(", "))
    })
}

pub fn position_arg(variant: &'static Variant, sfen: &str) -> Result<Position, String> {
    Position::from_sfen(variant, sfen).map_err(|e| format!("bad SFEN: {e}"))
}

/// Play USI moves (each argument may hold several, separated by spaces) from a position.
pub fn play_moves(start: Position, moves: &[String]) -> Result<Game, String> {
    let v = start.variant();
    let mut game = Game::new(start);
    for (i, text) in moves.iter().flat_map(|m| m.split_whitespace()).enumerate() {
        let mv = usi::parse_usi(v, text)
            .map_err(|e| format!("move {} ({text}): {}", i + 1, e.message(v)))?;
        game.play(mv)
            .map_err(|e| format!("move {} ({text}) is not legal: {e}", i + 1))?;
    }
    Ok(game)
}

/// A piece kind by its code (`P`, `+P`) in a game.
pub fn piece_arg(v: &Variant, code: &str) -> Result<crate::rules::Kind, String> {
    let code = code.trim();
    let (promoted, letter) = match code.strip_prefix('+') {
        Some(rest) => (true, rest),
        None => (false, code),
    };
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => v.kind_by_letter(c, promoted),
        _ => None,
    }
    .ok_or_else(|| {
        let codes: Vec<String> = v.kinds().map(|(_, k)| k.code()).collect();
        format!(
            "{code:?} is not a piece of {}; the pieces are {}",
            v.name(),
            codes.join(" ")
        )
    })
}

pub fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Some(Command::Moves { variant, sfen }) => {
            let v = variant_arg(&variant)?;
            let pos = position_arg(v, &sfen)?;
            let mut out = String::new();
            for mv in pos.legal_moves() {
                out.push_str(&usi::to_usi(v, mv));
                out.push('\n');
            }
            print!("{out}");
            Ok(())
        }
        Some(Command::Perft {
            variant,
            sfen,
            depth,
            max_positions,
        }) => {
            if depth > MAX_PERFT_DEPTH {
                return Err(format!(
                    "depth {depth} is too deep: the count grows some fifty times with every ply, \
                     so depth 7 of Wa Shogi would run for hours. Choose 0 to {MAX_PERFT_DEPTH}."
                ));
            }
            let v = variant_arg(&variant)?;
            let pos = position_arg(v, &sfen)?;
            match pos.perft_limited(depth, max_positions) {
                Some(count) => {
                    println!("{count}");
                    Ok(())
                }
                None => Err(format!(
                    "stopped: depth {depth} from this position needs moves generated in more \
                     than {max_positions} positions (the default cap is about half a minute of \
                     work); choose a smaller depth, or raise --max-positions."
                )),
            }
        }
        Some(Command::Render {
            game:
                GameArgs {
                    variant,
                    sfen,
                    moves,
                },
            out,
            flip,
            style,
            sente,
            gote,
            piece,
        }) => {
            let v = variant_arg(&variant)?;
            let style = PieceStyle::parse(&style)
                .ok_or_else(|| format!("unknown style {style:?}; choose kanji or latin"))?;
            let png = match piece {
                Some(code) => {
                    let kind = piece_arg(v, &code)?;
                    render::render_piece_help(v, kind, style)
                }
                None => {
                    let game = play_moves(position_arg(v, &sfen)?, &moves)?;
                    let opts = RenderOptions {
                        flipped: flip,
                        style,
                        last_move: game.last_move(),
                        sente_name: sente,
                        gote_name: gote,
                        ..RenderOptions::default()
                    };
                    render::render_position(game.position(), &opts)
                }
            }
            .map_err(|e| e.to_string())?;
            std::fs::write(&out, png)
                .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
            Ok(())
        }
        Some(Command::Analyse {
            game:
                GameArgs {
                    variant,
                    sfen,
                    moves,
                },
            kif,
            movetime,
            json,
        }) => {
            let v = variant_arg(&variant)?;
            let start = position_arg(v, &sfen)?;
            let game = analyse::game_from(start, &moves, kif.as_deref())?;
            print!("{}", analyse::analyse_game(&game, movetime, json)?);
            Ok(())
        }
        Some(Command::Tournament {
            action: TournamentAction::Pair { trf },
        }) => {
            let text = std::fs::read_to_string(&trf)
                .map_err(|e| format!("cannot read {}: {e}", trf.display()))?;
            let pairs =
                washogi_pairing::pair_trf(&text).map_err(|e| format!("{}: {e}", trf.display()))?;
            print!("{pairs}");
            Ok(())
        }
        Some(Command::Puzzles { command }) => puzzles::run(command),
        Some(Command::Console { files }) => run_console(&files),
        Some(Command::Commands) => {
            // As the bot registers them: in one server when DISCORD_GUILD_ID says so
            // (where Discord takes no contexts), else globally.
            let scope = match std::env::var("DISCORD_GUILD_ID") {
                Ok(id) if !id.trim().is_empty() => crate::discord::CommandScope::Server,
                _ => crate::discord::CommandScope::Global,
            };
            let payload = crate::discord::command_payload(scope);
            let text = serde_json::to_string_pretty(&payload)
                .map_err(|e| format!("cannot write the commands: {e}"))?;
            println!("{text}");
            Ok(())
        }
        Some(Command::MigrateDb { from, to }) => migrate_db(&from, &to),
        Some(Command::Web { addr }) => run_web(addr),
        Some(Command::Xboard) => {
            washogi_engine::xboard::run(std::io::stdin().lock(), std::io::stdout());
            Ok(())
        }
        Some(Command::Usi) => {
            washogi_engine::usi::run(std::io::stdin().lock(), std::io::stdout());
            Ok(())
        }
        None | Some(Command::Run) => run_bot(),
    }
}

fn run_console(files: &std::path::Path) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    // Settings first: a wrong one is one clear line, and nothing is created.
    let url = crate::config::database_url()?;
    crate::config::console_lang()?;
    let analysis = crate::config::analysis_settings()?;
    runtime.block_on(async {
        let clock = std::sync::Arc::new(crate::game::SystemClock);
        let service = crate::game::Service::open(&url, clock.clone())
            .await?
            .with_analysis(analysis)
            .with_computer(
                crate::console::console_user("computer"),
                crate::game::ComputerSettings::default(),
            );
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        let mut stdout = std::io::stdout();
        let result = crate::console::run(&service, clock.as_ref(), stdin, &mut stdout, files).await;
        service.close().await;
        result.map_err(|e| format!("console: {e}"))
    })
}

fn run_bot() -> Result<(), String> {
    let config = crate::config::Config::from_env()?;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Logs go to standard error, the command line's output to standard output.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    runtime
        .block_on(crate::discord::run(config))
        .map_err(|e| format!("{e:#}"))
}

/// `web`: serve the pages until Ctrl-C or SIGTERM.
fn run_web(addr: Option<std::net::SocketAddr>) -> Result<(), String> {
    let url = crate::config::database_url()?;
    let addr = match addr {
        Some(a) => a,
        None => crate::config::web_addr()?.unwrap_or(crate::config::DEFAULT_WEB_ADDR),
    };
    let options = crate::web::WebOptions {
        public_url: crate::config::web_public_url()?,
    };
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    runtime.block_on(crate::web::run(&url, addr, options))
}

/// `migrate-db`: copy one database into another, empty one, and say what was
/// copied.
fn migrate_db(from: &str, to: &str) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    let counts = runtime.block_on(crate::game::migrate_db(from, to))?;
    let counts: Vec<String> = counts
        .iter()
        .map(|(what, n)| format!("{n} {what}"))
        .collect();
    println!("copied {}", counts.join(", "));
    Ok(())
}
