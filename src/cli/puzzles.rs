//! `washogi-bot puzzles generate`, `puzzles verify` and `puzzles retheme`: find
//! puzzles in the bot's finished games or in the engine's own games and append them
//! to a file of JSON lines (one puzzle a line, as
//! `washogi_engine::puzzles::to_json_line` writes it), each verified with the longer
//! search before it is written; re-check a whole file; and give a file's puzzles the
//! themes the finder gives their solutions now (no search). Progress and the rate go
//! to standard error, so that a collection can be built offline and checked by
//! others.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{ArgGroup, Subcommand};
use washogi_engine::puzzles::{
    find_in_game, find_in_scanned_game, fitting_themes, from_json_line, self_play, to_json_line,
    verify_with, FinderSettings, Puzzle, Theme,
};
use washogi_engine::{Engine, Limits};

use crate::rules::{usi, Game, Position, VariantId};

/// The engine's table, in MiB (one for finding, one for verifying).
const TABLE_MB: usize = 64;

/// Self-play: nodes a move (each side plays this or a half, a quarter or an eighth
/// of it; the games' own searches are the scan).
pub const DEFAULT_PLAY_NODES: u64 = 3_000;
/// The finder's budgets, as the engine's defaults (`FinderSettings::default`).
pub use washogi_engine::puzzles::{DEFAULT_SCAN_NODES, DEFAULT_SOLVE_NODES, DEFAULT_VERIFY_NODES};

#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find puzzles in finished games (--from-db) or in engine games (--self-play)
    /// and append them to FILE as JSON lines, each verified with the longer search
    /// first; puzzles already in FILE (same id or same position) are not added again.
    Generate(GenerateArgs),
    /// Re-check every puzzle of a file with the verification budget and report the
    /// rejections (exit status 1 when there is any).
    Verify(VerifyArgs),
    /// Give every puzzle of a file the themes the finder gives its solution now
    /// (read from the position and the moves, no search; e.g. a mate-themed line
    /// whose last position is not check becomes noMoves) and rewrite the lines that
    /// change, the rest of each line and the file's order kept.
    Retheme(RethemeArgs),
}

#[derive(clap::Args, Debug)]
#[command(group(ArgGroup::new("source").required(true).args(["from_db", "self_play"])))]
pub struct GenerateArgs {
    /// wa, wa-drops or shogi.
    #[arg(long)]
    pub variant: String,
    /// Read every finished game of the variant from this database (every server's),
    /// e.g. sqlite://washogi.db.
    #[arg(long)]
    pub from_db: Option<String>,
    /// Play this many engine games and look in them.
    #[arg(long)]
    pub self_play: Option<u64>,
    /// The first self-play game's seed (game g has seed S + g).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The file of JSON lines to append to (created if missing).
    #[arg(long)]
    pub out: PathBuf,
    /// Self-play: nodes a move.
    #[arg(long, default_value_t = DEFAULT_PLAY_NODES)]
    pub play_nodes: u64,
    /// Games from the database: nodes of the scan of each position.
    #[arg(long, default_value_t = DEFAULT_SCAN_NODES)]
    pub scan_nodes: u64,
    /// Nodes of the search of a candidate at each solution move.
    #[arg(long, default_value_t = DEFAULT_SOLVE_NODES)]
    pub solve_nodes: u64,
    /// Nodes of the verification searches.
    #[arg(long, default_value_t = DEFAULT_VERIFY_NODES)]
    pub verify_nodes: u64,
    /// Stop once FILE holds this many puzzles.
    #[arg(long)]
    pub until: Option<usize>,
}

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// The file of JSON lines to check.
    #[arg(long = "in")]
    pub input: PathBuf,
    /// Nodes of the verification searches.
    #[arg(long, default_value_t = DEFAULT_VERIFY_NODES)]
    pub verify_nodes: u64,
}

#[derive(clap::Args, Debug)]
pub struct RethemeArgs {
    /// The file of JSON lines to rewrite in place.
    #[arg(long = "in")]
    pub input: PathBuf,
}

pub fn run(command: PuzzlesCommand) -> Result<(), String> {
    match command {
        PuzzlesCommand::Generate(args) => generate(&args),
        PuzzlesCommand::Retheme(args) => {
            let report = retheme_file(&args.input, &mut std::io::stderr())?;
            println!("{}", report.summary());
            Ok(())
        }
        PuzzlesCommand::Verify(args) => {
            let report = verify_file(&args.input, args.verify_nodes, &mut std::io::stderr())?;
            println!("{}", report.summary());
            if report.rejected.is_empty() && report.duplicates == 0 {
                Ok(())
            } else {
                Err(format!(
                    "{} of {} puzzles rejected",
                    report.rejected.len() + report.duplicates,
                    report.checked
                ))
            }
        }
    }
}

/// The puzzles of a file, in order (a missing file has none); the error names the
/// line that is not a puzzle.
pub fn read_puzzles(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            from_json_line(l).map_err(|e| format!("{} line {}: {e}", path.display(), n + 1))
        })
        .collect()
}

/// The position of a puzzle without its move number: two puzzles from one position
/// are one too many.
fn position_key(p: &Puzzle) -> String {
    let board = p.sfen.rsplit_once(' ').map_or(p.sfen.as_str(), |(b, _)| b);
    format!("{} {board}", p.variant.id())
}

/// The process's CPU time so far in seconds (Linux; `None` elsewhere).
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses): state is field 3,
    // utime and stime fields 14 and 15, in clock ticks (100 a second on Linux).
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

struct Progress {
    started: Instant,
    cpu_start: Option<f64>,
    written: usize,
    found: usize,
    rejected: usize,
    duplicates: usize,
}

impl Progress {
    fn line(&self) -> String {
        let wall = self.started.elapsed().as_secs_f64();
        let cpu = cpu_seconds()
            .zip(self.cpu_start)
            .map(|(now, start)| now - start);
        let rate = |secs: f64| self.written as f64 * 3600.0 / secs.max(1e-9);
        let mut s = format!(
            "{} written ({} found, {} rejected by verification, {} duplicates) in {wall:.0} s: {:.1} an hour",
            self.written,
            self.found,
            self.rejected,
            self.duplicates,
            rate(wall)
        );
        if let Some(cpu) = cpu {
            s.push_str(&format!(", {:.1} an hour of CPU ({cpu:.0} s)", rate(cpu)));
        }
        s
    }
}

fn generate(args: &GenerateArgs) -> Result<(), String> {
    let variant: VariantId = args
        .variant
        .parse()
        .map_err(|e| format!("--variant: {e}"))?;
    let existing = read_puzzles(&args.out)?;
    let mut ids: HashSet<String> = existing.iter().map(|p| p.id.clone()).collect();
    let mut positions: HashSet<String> = existing.iter().map(position_key).collect();
    let total = |written: usize| existing.len() + written;
    if args.until.is_some_and(|n| existing.len() >= n) {
        eprintln!(
            "{} already holds {} puzzles",
            args.out.display(),
            existing.len()
        );
        return Ok(());
    }
    let sources = match &args.from_db {
        Some(url) => Some(read_db(url, variant)?),
        None => None,
    };
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .map_err(|e| format!("cannot open {}: {e}", args.out.display()))?;
    let mut settings =
        FinderSettings::with_nodes(args.scan_nodes, args.solve_nodes, args.verify_nodes);
    if args.from_db.is_none() {
        settings.scan = Limits::nodes(args.play_nodes);
    }
    let mut engine = Engine::new(TABLE_MB);
    let mut checker = Engine::new(TABLE_MB);
    let mut progress = Progress {
        started: Instant::now(),
        cpu_start: cpu_seconds(),
        written: 0,
        found: 0,
        rejected: 0,
        duplicates: 0,
    };
    eprintln!(
        "{variant}: {} puzzles in {}; play {} nodes, scan {}, solve {}, verify {}",
        existing.len(),
        args.out.display(),
        args.play_nodes,
        args.scan_nodes,
        args.solve_nodes,
        args.verify_nodes
    );
    let games = match &sources {
        Some(s) => s.len() as u64,
        None => args.self_play.unwrap_or(0),
    };
    for g in 0..games {
        let (label, puzzles, plies) = match &sources {
            Some(sources) => {
                let (id, game) = &sources[g as usize];
                engine.clear();
                let source = format!("game {id}");
                let found = find_in_game(&mut engine, game, &settings, &source);
                (source, found, game.moves().len())
            }
            None => {
                let seed = args.seed + g;
                let sp = self_play(&mut engine, variant, seed, &Limits::nodes(args.play_nodes));
                let source = format!("self-play {variant} seed {seed}");
                let found =
                    find_in_scanned_game(&mut engine, &sp.game, &sp.scores, &settings, &source);
                (source, found, sp.game.moves().len())
            }
        };
        let mut written_here = 0;
        for p in puzzles {
            progress.found += 1;
            if ids.contains(&p.id) || positions.contains(&position_key(&p)) {
                progress.duplicates += 1;
                continue;
            }
            if verify_with(&mut checker, &p, &settings.verify, &settings).is_err() {
                progress.rejected += 1;
                continue;
            }
            let mut line = to_json_line(&p);
            line.push('\n');
            file.write_all(line.as_bytes())
                .and_then(|()| file.flush())
                .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
            ids.insert(p.id.clone());
            positions.insert(position_key(&p));
            progress.written += 1;
            written_here += 1;
        }
        eprintln!(
            "{variant} {}/{games} {label} ({plies} plies): {written_here} new; {}",
            g + 1,
            progress.line()
        );
        if args.until.is_some_and(|n| total(progress.written) >= n) {
            break;
        }
    }
    eprintln!(
        "done: {} puzzles in {}; {}",
        total(progress.written),
        args.out.display(),
        progress.line()
    );
    Ok(())
}

/// Every finished game of the variant in the database, replayed (a game whose moves
/// do not replay is passed over with a warning).
fn read_db(url: &str, variant: VariantId) -> Result<Vec<(i64, Game)>, String> {
    crate::store::check_url(url).map_err(|e| format!("--from-db: {e}"))?;
    if let Some(path) = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
    {
        let file = path.split('?').next().unwrap_or(path);
        if !file.contains(":memory:") && !Path::new(file).is_file() {
            return Err(format!("--from-db: {url} does not exist"));
        }
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    let rows = runtime.block_on(async {
        let store = crate::store::Store::open(url)
            .await
            .map_err(|e| format!("cannot open {url}: {}", crate::store::describe_error(&e)))?;
        let rows = store
            .finished_games_for_puzzles(variant)
            .await
            .map_err(|e| {
                format!(
                    "cannot read the games: {}",
                    crate::store::describe_error(&e)
                )
            });
        store.close().await;
        rows
    })?;
    let v = variant.variant();
    let mut games = Vec::with_capacity(rows.len());
    for row in rows {
        let start = match row.start_sfen.as_str() {
            "startpos" => Ok(Position::start(v)),
            sfen => Position::from_sfen(v, sfen),
        };
        let replayed = start.map_err(|e| e.to_string()).and_then(|start| {
            let mut game = Game::new(start);
            for (i, text) in row.moves.iter().enumerate() {
                let mv = usi::parse_usi(v, text)
                    .map_err(|e| format!("move {} ({text}): {}", i + 1, e.message(v)))?;
                game.play(mv)
                    .map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
            }
            Ok(game)
        });
        match replayed {
            Ok(game) => games.push((row.game_id.get(), game)),
            Err(e) => eprintln!("game {} passed over: {e}", row.game_id.get()),
        }
    }
    Ok(games)
}

/// What re-checking a file found.
#[derive(Debug, Default)]
pub struct VerifyReport {
    pub checked: usize,
    /// Line number (from 1), puzzle id, and why.
    pub rejected: Vec<(usize, String, String)>,
    /// Of the rejected, those with a second solution.
    pub second_solutions: usize,
    /// Puzzles whose id or position an earlier line already has.
    pub duplicates: usize,
}

impl VerifyReport {
    pub fn summary(&self) -> String {
        format!(
            "{} checked, {} with a second solution, {} rejected in all, {} duplicates",
            self.checked,
            self.second_solutions,
            self.rejected.len(),
            self.duplicates
        )
    }
}

/// Re-check every puzzle of a file with `verify_nodes`, one progress line a puzzle
/// on `log`.
pub fn verify_file(
    path: &Path,
    verify_nodes: u64,
    log: &mut dyn Write,
) -> Result<VerifyReport, String> {
    if !path.is_file() {
        return Err(format!("{} does not exist", path.display()));
    }
    let puzzles = read_puzzles(path)?;
    let settings =
        FinderSettings::with_nodes(DEFAULT_SCAN_NODES, DEFAULT_SOLVE_NODES, verify_nodes);
    let mut engine = Engine::new(TABLE_MB);
    let mut report = VerifyReport::default();
    let mut ids = HashSet::new();
    let mut positions = HashSet::new();
    let started = Instant::now();
    for (n, p) in puzzles.iter().enumerate() {
        report.checked += 1;
        if !ids.insert(p.id.clone()) || !positions.insert(position_key(p)) {
            report.duplicates += 1;
            let _ = writeln!(log, "line {}: {} is a duplicate", n + 1, p.id);
            continue;
        }
        let verdict = verify_with(&mut engine, p, &settings.verify, &settings);
        let _ = writeln!(
            log,
            "{}/{} {} {}: {} ({:.0} s)",
            n + 1,
            puzzles.len(),
            p.id,
            p.themes
                .iter()
                .map(|t| t.name())
                .collect::<Vec<_>>()
                .join(","),
            match &verdict {
                Ok(()) => "ok".to_string(),
                Err(e) => format!("REJECTED: {e}"),
            },
            started.elapsed().as_secs_f64()
        );
        if let Err(e) = verdict {
            if e.is_second_solution() {
                report.second_solutions += 1;
            }
            report.rejected.push((n + 1, p.id.clone(), e.to_string()));
        }
    }
    Ok(report)
}

/// What giving a file's puzzles their themes changed.
#[derive(Debug, Default)]
pub struct RethemeReport {
    pub puzzles: usize,
    /// (themes before, themes after) and how many puzzles changed so, in the order
    /// first met.
    pub changes: Vec<(String, String, usize)>,
}

impl RethemeReport {
    /// `319 puzzles, 50 re-themed (mateIn1 → noMoves: 49; …)`.
    pub fn summary(&self) -> String {
        let changed: usize = self.changes.iter().map(|c| c.2).sum();
        let mut s = format!("{} puzzles, {changed} re-themed", self.puzzles);
        if !self.changes.is_empty() {
            let each: Vec<String> = self
                .changes
                .iter()
                .map(|(from, to, n)| format!("{from} → {to}: {n}"))
                .collect();
            s.push_str(&format!(" ({})", each.join("; ")));
        }
        s
    }
}

fn theme_names(themes: &[Theme]) -> String {
    themes
        .iter()
        .map(|t| t.name())
        .collect::<Vec<_>>()
        .join(",")
}

/// Give every puzzle of a file the themes its solution fits
/// (`washogi_engine::puzzles::fitting_themes`), rewriting the file when any
/// changes (through a new file renamed over it); one line on `log` per puzzle that
/// changes. A line that is not a puzzle, or a puzzle whose themes cannot be given
/// (unreadable, or a material line that gains nothing), leaves the file as it was.
pub fn retheme_file(path: &Path, log: &mut dyn Write) -> Result<RethemeReport, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut report = RethemeReport::default();
    let mut out = String::with_capacity(text.len());
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let where_ = |id: &str| format!("{} line {} ({id})", path.display(), n + 1);
        let mut p =
            from_json_line(line).map_err(|e| format!("{} line {}: {e}", path.display(), n + 1))?;
        report.puzzles += 1;
        let fitting = fitting_themes(&p)
            .map_err(|e| format!("{}: {e}", where_(&p.id)))?
            .ok_or_else(|| format!("{}: a material line that gains nothing", where_(&p.id)))?;
        let mut before = p.themes.clone();
        before.sort();
        let mut after = fitting.clone();
        after.sort();
        if before == after {
            out.push_str(line);
        } else {
            let (from, to) = (theme_names(&p.themes), theme_names(&fitting));
            let _ = writeln!(log, "line {}: {} {from} → {to}", n + 1, p.id);
            match report.changes.iter_mut().find(|c| c.0 == from && c.1 == to) {
                Some(c) => c.2 += 1,
                None => report.changes.push((from, to, 1)),
            }
            p.themes = fitting;
            out.push_str(&to_json_line(&p));
        }
        out.push('\n');
    }
    if !report.changes.is_empty() {
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".retheme");
        let tmp = PathBuf::from(tmp);
        std::fs::write(&tmp, &out)
            .and_then(|()| std::fs::rename(&tmp, path))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(report)
}
