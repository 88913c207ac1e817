//! The analysis served by an external USI engine, through `external::UsiEngine`. The
//! engine is, in this order: the program named by `WASHOGI_TEST_USI_ENGINE`; Debian's
//! Fairy-Stockfish if it is installed (`/usr/games/fairy-stockfish`, package
//! `fairy-stockfish`; `.ci/run` installs it); else this crate's own `washogi-engine usi`.
//! Which one ran is said in one line on standard error. Nothing here needs
//! Fairy-Stockfish's own features: `UsiEngine` sets `UCI_Variant` or `USI_Variant` only
//! where offered, and analyses standard shogi only (the 11×11 games are refused before
//! an engine is asked), so each assertion means the same whichever engine ran. Engines
//! that misbehave (die, hang, answer nonsense) are small shell scripts.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use washogi_engine::analysis::{
    analyse, evaluate, positions_to_search, sente_win_chance, AnalysisError, PositionEval,
    PositionSearch,
};
use washogi_engine::external::UsiEngine;
use washogi_engine::{Engine, Limits, Score};
use washogi_rules::{usi::parse_usi, usi::to_usi, Game, Position, Status, Variant};

const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";
const MOVETIME: Duration = Duration::from_millis(200);

fn shogi() -> &'static Variant {
    Variant::by_id("shogi").unwrap()
}

/// The USI engine the tests drive.
struct Chosen {
    path: PathBuf,
    /// What its `id name` contains, when the engine is known; for a program named by
    /// `WASHOGI_TEST_USI_ENGINE`, only that it gave a name.
    id_name: Option<&'static str>,
}

/// The engine, chosen once per test binary and said on standard error (written there
/// directly: the test harness captures `eprintln!`, and would show it only for a
/// failure).
fn chosen() -> &'static Chosen {
    static CHOSEN: OnceLock<Chosen> = OnceLock::new();
    CHOSEN.get_or_init(|| {
        let (chosen, why) = choose();
        let _ = writeln!(std::io::stderr(), "external USI tests: engine = {why}");
        chosen
    })
}

/// The program named by `WASHOGI_TEST_USI_ENGINE` (which must exist: a name that is
/// wrong fails rather than quietly testing another engine), else Fairy-Stockfish if
/// installed, else `washogi-engine usi`; and the line that says which.
fn choose() -> (Chosen, String) {
    if let Some(named) = std::env::var_os("WASHOGI_TEST_USI_ENGINE").filter(|p| !p.is_empty()) {
        let path = PathBuf::from(named);
        assert!(
            path.exists(),
            "WASHOGI_TEST_USI_ENGINE: no program at {}",
            path.display()
        );
        let why = format!("{} (WASHOGI_TEST_USI_ENGINE)", path.display());
        let id_name = None;
        return (Chosen { path, id_name }, why);
    }
    if Path::new(FAIRY_STOCKFISH).exists() {
        let chosen = Chosen {
            path: PathBuf::from(FAIRY_STOCKFISH),
            id_name: Some("Fairy-Stockfish"),
        };
        return (chosen, format!("{FAIRY_STOCKFISH} (installed)"));
    }
    let chosen = Chosen {
        path: own_engine(),
        id_name: Some("washogi-engine"),
    };
    let why = "washogi-engine usi (no outside USI engine installed; set \
               WASHOGI_TEST_USI_ENGINE to use one)";
    (chosen, why.to_string())
}

/// This crate's `washogi-engine usi`, as a program `UsiEngine` can start (a path, no
/// arguments): a script in the target's scratch directory that `exec`s the binary, so
/// the process is the engine's own. `washogi-bot usi` runs the very same code
/// (`washogi_engine::usi::run` on standard input and output), so this is the bot's
/// USI path too.
fn own_engine() -> PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        let binary = env!("CARGO_BIN_EXE_washogi-engine");
        let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("washogi-engine-usi");
        let text = format!("#!/bin/sh\nexec '{}' usi\n", binary.replace('\'', "'\\''"));
        // Written only when it differs: a file being written cannot be run ("text
        // file busy"), and another test binary may be running it.
        if std::fs::read_to_string(&path).ok().as_deref() != Some(&text) {
            std::fs::write(&path, &text).unwrap();
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        path
    })
    .clone()
}

/// The chosen engine, on one thread (an engine without the option ignores it).
fn usi_engine() -> UsiEngine {
    start(&chosen().path, &[("Threads", "1")])
}

/// Start the engine at `path`, again while its file is "busy" (another test's process
/// forked while a script was being written, and has not reached its exec yet).
fn start(path: &Path, options: &[(&str, &str)]) -> UsiEngine {
    for _ in 0..50 {
        match UsiEngine::start_with_options(path, shogi(), options) {
            Ok(e) => return e,
            Err(AnalysisError::Engine(why)) if why.contains("busy") => {
                std::thread::sleep(Duration::from_millis(20))
            }
            Err(e) => panic!("{e}"),
        }
    }
    panic!("{} stayed busy", path.display())
}

fn game(sfen: &str, moves: &[&str]) -> Game {
    let start = Position::from_sfen(shogi(), sfen).unwrap();
    let moves: Vec<_> = moves
        .iter()
        .map(|m| parse_usi(shogi(), m).unwrap())
        .collect();
    Game::replay(start, &moves).unwrap()
}

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
/// The start without gote's rook.
const ROOK_UP: &str = "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
/// Sente to move mates with G*5b (the pawn on 5c guards it).
const MATE_IN_ONE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
/// Gote to move is mated after its move (1a2a G*2b, or 1a1b G*2b… ): USI `mate -2`.
const MATED_IN_ONE: &str = "8k/9/7GP/9/9/9/9/9/K8 w G 1";

/// The position after `index` plies of `game`.
fn position_at(game: &Game, index: usize) -> Position {
    game.moves()[..index]
        .iter()
        .fold(game.start().clone(), |p, &m| p.play(m).unwrap())
}

/// An evaluation that makes sense in its position: a legal best move starting a legal
/// line, a depth.
fn assert_sane(game: &Game, index: usize, e: &PositionEval) {
    let pos = position_at(game, index);
    let best = e
        .best
        .unwrap_or_else(|| panic!("position {index}: no move: {e:?}"));
    assert!(pos.is_legal(best), "position {index}: {e:?}");
    assert_eq!(e.pv.first(), Some(&best), "position {index}: {e:?}");
    let mut p = pos.clone();
    for &m in &e.pv {
        p = p
            .play(m)
            .unwrap_or_else(|_| panic!("position {index}: pv {e:?}"));
    }
    assert!(e.depth >= 1, "position {index}: {e:?}");
}

#[test]
fn a_short_shogi_game_is_evaluated_position_by_position() {
    // A quiet opening, then a bishop exchange.
    let g = game(START, &["7g7f", "3c3d", "8h2b+", "3a2b", "2g2f"]);
    let mut engine = usi_engine();
    // The name is the engine's own `id name`, not its path.
    match chosen().id_name {
        Some(name) => assert!(engine.name().contains(name), "{}", engine.name()),
        None => assert_ne!(engine.name(), chosen().path.display().to_string()),
    }
    let search: &mut dyn PositionSearch = &mut engine;
    let mut order = Vec::new();
    let evals = evaluate(search, &g, &Limits::movetime(MOVETIME), &[], |p| {
        order.push(p.index)
    })
    .unwrap();
    assert_eq!(evals.len(), positions_to_search(&g));
    assert_eq!(order, [5, 4, 3, 2, 1, 0]);
    for (i, e) in evals.iter().enumerate() {
        assert_sane(&g, i, e);
        // Nobody is far ahead in these positions (the side to move's view; after
        // 8h2b+ gote takes back).
        match e.score {
            Score::Cp(cp) => assert!(cp.abs() < 800, "position {i}: {e:?}"),
            Score::Mate(_) => panic!("position {i}: {e:?}"),
        }
    }
    // After 8h2b+ gote must take back on 2b (with the silver or the rook).
    let retake = evals[3].best.map(|m| to_usi(shogi(), m)).unwrap();
    assert!(retake.ends_with("2b"), "{:?}", evals[3]);
    // And the judging works on them (nothing searched again).
    let known: Vec<_> = evals.into_iter().map(Some).collect();
    let a = analyse(&mut engine, &g, &Limits::movetime(MOVETIME), &known, |_| {
        panic!("all known")
    })
    .unwrap();
    assert_eq!(a.plies.len(), 5);
    assert!(a.sente.accuracy.is_some() && a.gote.accuracy.is_some());
}

#[test]
fn a_rook_up_scores_clearly_for_sente() {
    let mut engine = usi_engine();
    let budget = Limits::movetime(MOVETIME);
    // Sente to move, and gote to move after 7g7f: the score is the side to move's.
    // (At 200 ms Fairy-Stockfish 11.1 says about +400 cp, washogi-engine about +1000.)
    let g = game(ROOK_UP, &["7g7f"]);
    let sente = engine.search_position(&g, 0, &budget).unwrap();
    assert_sane(&g, 0, &sente);
    let gote = engine.search_position(&g, 1, &budget).unwrap();
    assert_sane(&g, 1, &gote);
    assert!(
        matches!(sente.score, Score::Cp(cp) if cp > 200),
        "sente to move: {sente:?}"
    );
    assert!(
        matches!(gote.score, Score::Cp(cp) if cp < -200),
        "gote to move: {gote:?}"
    );
    let v = shogi();
    assert!(sente_win_chance(v, sente.score, g.start().side_to_move()) > 55.0);
    assert!(sente_win_chance(v, gote.score, g.position().side_to_move()) > 55.0);
}

#[test]
fn a_mate_in_one_is_mate_1_with_the_mating_move() {
    let mut engine = usi_engine();
    let budget = Limits::movetime(MOVETIME);
    let g = game(MATE_IN_ONE, &[]);
    let e = engine.search_position(&g, 0, &budget).unwrap();
    let g5b = parse_usi(shogi(), "G*5b").unwrap();
    assert_eq!(e.score, Score::Mate(1), "{e:?}");
    assert_eq!(e.best, Some(g5b));
    assert_eq!(e.pv, [g5b]);
    // The side that is mated after its move: mated in one (USI's `mate -2`).
    let g = game(MATED_IN_ONE, &[]);
    let e = engine.search_position(&g, 0, &budget).unwrap();
    assert_sane(&g, 0, &e);
    assert_eq!(e.score, Score::Mate(-1), "{e:?}");
    // The whole game G*5b: one position searched (the last is mate on the board), the
    // move the best one, not judged.
    let g = game(MATE_IN_ONE, &["G*5b"]);
    assert!(matches!(g.status(), Status::Checkmate { .. }));
    let a = analyse(&mut engine, &g, &budget, &[], |_| {}).unwrap();
    assert_eq!(a.plies.len(), 1);
    assert_eq!(a.plies[0].before, Score::Mate(1));
    assert_eq!(a.plies[0].judgement, None);
    assert_eq!(a.plies[0].best, Some(g5b));
}

#[test]
fn a_mated_position_is_answered_as_the_built_in_engine_does() {
    let g = game(MATE_IN_ONE, &["G*5b"]);
    let mut engine = usi_engine();
    let budget = Limits::movetime(MOVETIME);
    let theirs = engine.search_position(&g, 1, &budget).unwrap();
    let ours = Engine::new(1).search_position(&g, 1, &budget).unwrap();
    assert_eq!(theirs, ours);
    assert_eq!(
        theirs,
        PositionEval {
            score: Score::Mate(0),
            best: None,
            pv: Vec::new(),
            depth: 0
        }
    );
}

#[test]
fn a_movetime_budget_is_kept_roughly() {
    let mut engine = usi_engine();
    let g = game(START, &["7g7f", "3c3d"]);
    for ms in [100, 400] {
        let budget = Limits::movetime(Duration::from_millis(ms));
        let started = Instant::now();
        let e = engine.search_position(&g, 2, &budget).unwrap();
        let took = started.elapsed();
        assert_sane(&g, 2, &e);
        // Loosely: not the grace, let alone a hang (the machine may be busy).
        assert!(
            took < Duration::from_millis(ms) + Duration::from_secs(3),
            "{ms} ms took {took:?}"
        );
    }
    // A node budget too.
    let e = engine
        .search_position(&g, 2, &Limits::nodes(5_000))
        .unwrap();
    assert_sane(&g, 2, &e);
}

#[test]
fn the_stop_flag_ends_an_external_search() {
    let mut engine = usi_engine();
    let g = game(START, &["7g7f"]);
    let stop = Arc::new(AtomicBool::new(false));
    let raiser = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            stop.store(true, Ordering::Relaxed);
        })
    };
    let started = Instant::now();
    // An infinite search (only a stop flag), and a long one.
    let infinite = Limits::default().with_stop(stop.clone());
    let r = evaluate(&mut engine, &g, &infinite, &[], |_| panic!("stopped first"));
    assert_eq!(r, Err(AnalysisError::Stopped));
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    raiser.join().unwrap();
    // Still usable after the stop.
    let e = engine
        .search_position(&g, 1, &Limits::movetime(MOVETIME))
        .unwrap();
    assert_sane(&g, 1, &e);
    // A budget the engine cannot end by itself is refused, not waited on for ever.
    let r = engine.search_position(&g, 1, &Limits::default());
    assert!(matches!(r, Err(AnalysisError::Engine(_))), "{r:?}");
}

/// The fallback itself, whichever engine the other tests drive (where Fairy-Stockfish
/// is installed, as on CI, they do not run it): `washogi-engine usi` started as an
/// outside engine answers with its name, a mate and a score for the right side.
#[test]
fn the_projects_own_usi_engine_serves_as_an_outside_one() {
    let mut engine = start(&own_engine(), &[]);
    assert!(
        engine.name().starts_with("washogi-engine "),
        "{}",
        engine.name()
    );
    let budget = Limits::movetime(MOVETIME);
    let g = game(MATE_IN_ONE, &[]);
    let e = engine.search_position(&g, 0, &budget).unwrap();
    let g5b = parse_usi(shogi(), "G*5b").unwrap();
    assert_eq!((e.score, e.best), (Score::Mate(1), Some(g5b)), "{e:?}");
    // Gote to move, a rook down.
    let g = game(ROOK_UP, &["7g7f"]);
    let e = engine.search_position(&g, 1, &budget).unwrap();
    assert_sane(&g, 1, &e);
    assert!(matches!(e.score, Score::Cp(cp) if cp < -200), "{e:?}");
}

#[test]
fn a_nonexistent_engine_is_an_error() {
    let r = UsiEngine::start("/nonexistent/usi-engine", shogi());
    match r {
        Err(AnalysisError::Engine(why)) => {
            assert!(why.contains("/nonexistent/usi-engine"), "{why}")
        }
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("started"),
    }
    // Not an engine at all: a directory.
    assert!(UsiEngine::start("/", shogi()).is_err());
}

#[test]
fn other_games_are_refused() {
    // By the client, whichever engine (washogi-engine plays Wa too): `UsiEngine`
    // serves standard shogi only.
    let wa = Variant::by_id("wa").unwrap();
    let r = UsiEngine::start(&chosen().path, wa);
    assert!(
        matches!(&r, Err(AnalysisError::Engine(why)) if why.contains("shogi only")),
        "{:?}",
        r.err()
    );
    // A Wa game handed to a shogi engine.
    let mut engine = usi_engine();
    let g = Game::new(Position::start(wa));
    let r = engine.search_position(&g, 0, &Limits::movetime(MOVETIME));
    assert!(matches!(r, Err(AnalysisError::Engine(_))), "{r:?}");
}

#[test]
fn dropping_the_engine_ends_its_process() {
    let engine = usi_engine();
    let pid = engine.process_id();
    assert!(alive(pid));
    drop(engine);
    assert!(!alive(pid), "process {pid} still there");
}

/// Whether a process exists (a zombie counts: it was not reaped).
fn alive(pid: u32) -> bool {
    std::path::Path::new(&format!("/proc/{pid}")).exists()
}

/// A USI "engine" written in sh: `body` handles each line (`$line`) but those of the
/// handshake (usi, isready), which are answered. [`start_script`] deletes it.
fn script(name: &str, body: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("washogi-usi-{}-{name}", std::process::id()));
    let text = format!(
        "#!/bin/sh\n\
         while read -r line; do\n\
         case \"$line\" in\n\
         usi) echo 'id name {name}'; echo usiok ;;\n\
         isready) echo readyok ;;\n\
         quit) exit 0 ;;\n\
         *) {body} ;;\n\
         esac\n\
         done\n"
    );
    std::fs::write(&path, text).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// Start a script engine (see [`start`] for a "busy" file).
fn start_script(path: &Path) -> UsiEngine {
    let engine = start(path, &[]);
    // The shell has it open: the file is no longer needed.
    let _ = std::fs::remove_file(path);
    engine
}

#[test]
fn an_engine_that_dies_mid_search_is_an_error_not_a_hang() {
    // It prints an info line for the `go`, then exits.
    let path = script(
        "dies",
        "case \"$line\" in go*) echo 'info depth 1 score cp 10 pv 7g7f'; exit 3 ;; esac",
    );
    let mut engine = start_script(&path);
    assert_eq!(engine.name(), "dies");
    let g = game(START, &[]);
    let started = Instant::now();
    let r = engine.search_position(&g, 0, &Limits::movetime(Duration::from_secs(30)));
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    match r {
        Err(AnalysisError::Engine(why)) => assert!(why.contains("exited"), "{why}"),
        other => panic!("{other:?}"),
    }
    // Failed once: refused at once afterwards, and the analysis ends with the error.
    let r = evaluate(&mut engine, &g, &Limits::movetime(MOVETIME), &[], |_| {});
    assert!(matches!(r, Err(AnalysisError::Engine(_))), "{r:?}");
}

#[test]
fn an_engine_that_hangs_is_killed_after_its_grace() {
    // It never answers a `go`; it writes its process id first.
    let pidfile = std::env::temp_dir().join(format!("washogi-usi-hangs-{}", std::process::id()));
    let path = script(
        "hangs",
        &format!(
            "case \"$line\" in go*) echo $$ > '{}' ;; esac",
            pidfile.display()
        ),
    );
    let mut engine = start_script(&path);
    engine.set_grace(Duration::from_millis(300));
    let g = game(START, &["7g7f"]);
    let started = Instant::now();
    let r = engine.search_position(&g, 1, &Limits::movetime(Duration::from_millis(100)));
    let took = started.elapsed();
    assert!(
        matches!(&r, Err(AnalysisError::Engine(why)) if why.contains("no bestmove")),
        "{r:?}"
    );
    assert!(took >= Duration::from_millis(400), "{took:?}");
    assert!(took < Duration::from_secs(5), "{took:?}");
    let pid: u32 = std::fs::read_to_string(&pidfile)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let _ = std::fs::remove_file(&pidfile);
    assert_eq!(pid, engine.process_id());
    assert!(!alive(pid), "the hung engine {pid} is still there");
}

#[test]
fn an_engine_answering_nonsense_is_an_error() {
    // An illegal move (a gote pawn's move in the start position), with a score.
    let path = script(
        "illegal",
        "case \"$line\" in go*) echo 'info depth 1 score cp 5 pv 3c3d'; echo 'bestmove 3c3d' ;; esac",
    );
    let mut engine = start_script(&path);
    let r = engine.search_position(&game(START, &[]), 0, &Limits::movetime(MOVETIME));
    assert!(
        matches!(&r, Err(AnalysisError::Engine(why)) if why.contains("illegal")),
        "{r:?}"
    );
    // A legal move but never a score.
    let path = script(
        "scoreless",
        "case \"$line\" in go*) echo 'bestmove 7g7f' ;; esac",
    );
    let mut engine = start_script(&path);
    let r = engine.search_position(&game(START, &[]), 0, &Limits::movetime(MOVETIME));
    assert!(
        matches!(&r, Err(AnalysisError::Engine(why)) if why.contains("no score")),
        "{r:?}"
    );
    // An engine that says mate in 3 plies, as USI counts: mate in 2 moves.
    let path = script(
        "mates",
        "case \"$line\" in go*) echo 'info depth 3 score mate 3 pv 7g7f 3c3d 2g2f'; \
         echo 'bestmove 7g7f' ;; esac",
    );
    let mut engine = start_script(&path);
    let e = engine
        .search_position(&game(START, &[]), 0, &Limits::movetime(MOVETIME))
        .unwrap();
    assert_eq!(e.score, Score::Mate(2));
    assert_eq!(e.pv.len(), 3);
}
