//! Whole protocol sessions, the output checked line by line: XBoard fed as one script
//! (commands wait for the engine's move), USI driven as a GUI does (a `position` during
//! a search would stop it). Searches are bounded by depth or nodes so the answers are
//! the same each run; the engine's own moves are checked for legality rather than
//! spelled out.

mod support;

use support::Session;
use washogi_engine::protocol::SharedBuffer;
use washogi_engine::xboard;
use washogi_rules::{Game, Position, Variant};

fn run_xboard(script: &str) -> Vec<String> {
    let out = SharedBuffer::default();
    xboard::run(script.as_bytes(), out.clone());
    out.text().lines().map(str::to_string).collect()
}

/// Check that an XBoard move the engine sent is legal in `game`, and play it.
fn engine_xboard_move(game: &mut Game, line: &str) {
    let text = line
        .strip_prefix("move ")
        .unwrap_or_else(|| panic!("not a move: {line}"));
    let v = game.position().variant();
    let mv = xboard::parse_move(v, text).unwrap_or_else(|| panic!("unreadable {text}"));
    game.play(mv)
        .unwrap_or_else(|e| panic!("illegal engine move {text}: {e}"));
}

#[test]
fn a_full_xboard_session() {
    let wa = Variant::by_id("wa").unwrap();
    let script = "xboard\nprotover 2\nping 1\nnew\nvariant wa-shogi\nsd 2\n\
                  usermove c3c4\nping 2\nusermove c3c9\nusermove a1b1\nforce\n\
                  usermove b3b4\ngo\nping 3\n\
                  new\nvariant shogi\nforce\nsetboard 4k4/9/4P4/9/9/9/9/9/4K4[G] w 0 1\nsd 3\ngo\nping 4\n\
                  quit\n";
    let lines = run_xboard(script);
    let mut it = lines.iter();
    let feature = it.next().unwrap();
    assert!(
        feature.starts_with("feature myname=\"washogi-engine"),
        "{feature}"
    );
    assert!(feature.contains("variants=\"wa-shogi,wa-shogi-drop,shogi\""));
    assert!(feature.contains("usermove=1") && feature.contains("setboard=1"));
    assert!(feature.ends_with("done=1"));
    assert_eq!(it.next().unwrap(), "pong 1");
    // XBoard does not know Wa Shogi: the engine teaches it (`setup`, then `piece` lines).
    let taught = xboard::setup_lines(wa);
    assert!(taught[0].starts_with("setup (") && taught.len() == 1 + wa.kind_count());
    for expected in &taught {
        assert_eq!(it.next().unwrap(), expected);
    }
    // Sente c3c4 (our 9i9h); the engine answers as gote.
    let mut game = Game::new(Position::start(wa));
    game.play(xboard::parse_move(wa, "c3c4").unwrap()).unwrap();
    engine_xboard_move(&mut game, it.next().unwrap());
    assert_eq!(it.next().unwrap(), "pong 2");
    // A pawn cannot go six squares; a1b1 is the oxcart moving onto its own blind dog.
    let illegal = it.next().unwrap();
    assert!(
        illegal.starts_with("Illegal move (") && illegal.ends_with("): c3c9"),
        "{illegal}"
    );
    let illegal = it.next().unwrap();
    assert!(illegal.ends_with("): a1b1"), "{illegal}");
    // In force mode the engine only records b3b4; `go` makes it play gote's move.
    game.play(xboard::parse_move(wa, "b3b4").unwrap()).unwrap();
    engine_xboard_move(&mut game, it.next().unwrap());
    assert_eq!(it.next().unwrap(), "pong 3");
    // Shogi from a set-up position: the only mate is the gold drop on 5b (XBoard e8).
    assert_eq!(it.next().unwrap(), "move G@e8");
    assert_eq!(it.next().unwrap(), "1-0 {Sente mates}");
    assert_eq!(it.next().unwrap(), "pong 4");
    assert_eq!(it.next(), None);
}

#[test]
fn a_full_usi_session() {
    let mut s = Session::usi();
    s.send(
        "usi\nsetoption name USI_Variant value wa\nisready\nusinewgame\n\
         position startpos moves 9i9h\ngo depth 2",
    );
    assert!(s.next_line().starts_with("id name washogi-engine"));
    assert!(s.next_line().starts_with("id author "));
    assert_eq!(
        s.next_line(),
        "option name USI_Variant type combo default shogi var shogi var wa var wa-drops"
    );
    assert!(s.next_line().starts_with("option name USI_Hash"));
    assert_eq!(s.next_line(), "usiok");
    assert_eq!(s.next_line(), "readyok");
    // Wa, depth 2: one info line per iteration, then a legal move for gote.
    for depth in 1..=2 {
        let info = s.next_line();
        assert!(
            info.starts_with(&format!("info depth {depth} seldepth ")),
            "{info}"
        );
        assert!(info.contains(" score cp ") && info.contains(" nodes ") && info.contains(" pv "));
    }
    let wa = Variant::by_id("wa").unwrap();
    let line = s.next_line();
    let best = line.strip_prefix("bestmove ").unwrap();
    let mut game = Game::new(Position::start(wa));
    game.play(washogi_rules::usi::parse_usi(wa, "9i9h").unwrap())
        .unwrap();
    game.play(washogi_rules::usi::parse_usi(wa, best).unwrap())
        .unwrap();
    // Shogi: mate in one, reported as such.
    s.send(
        "setoption name USI_Variant value shogi\n\
         position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1\ngo nodes 20000",
    );
    let lines = s.until_prefix("bestmove ");
    let last_info = &lines[lines.len() - 2];
    assert!(last_info.contains("score mate 1"), "{last_info}");
    assert_eq!(lines[lines.len() - 1], "bestmove G*5b");
    // Gote's only move is the pawn's (its king is boxed in by the dragon on 3b), and
    // then the dragon mates on 2b, guarded by the gold: mated in two plies, `mate -2`.
    s.send("position sfen 8k/6+R2/4p1G2/9/9/9/9/9/4K4 w - 1\ngo nodes 20000");
    let lines = s.until_prefix("bestmove ");
    let last_info = &lines[lines.len() - 2];
    assert!(last_info.contains("score mate -2 "), "{last_info}");
    assert_eq!(lines[lines.len() - 1], "bestmove 5c5d");
    // Gote is mated: nothing to play.
    s.send("position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1\ngo depth 1");
    assert_eq!(s.next_line(), "bestmove resign");
    // A node-bounded search from an opening.
    s.send("position startpos moves 7g7f 3c3d 2g2f\ngo nodes 3000");
    let lines = s.until_prefix("bestmove ");
    let (best, infos) = lines.split_last().unwrap();
    assert!(
        infos.iter().all(|l| l.starts_with("info depth ")),
        "{infos:?}"
    );
    let best = best.strip_prefix("bestmove ").unwrap();
    let shogi = Variant::by_id("shogi").unwrap();
    let pos = ["7g7f", "3c3d", "2g2f"]
        .iter()
        .fold(Position::start(shogi), |p, m| {
            p.play(washogi_rules::usi::parse_usi(shogi, m).unwrap())
                .unwrap()
        });
    assert!(pos.is_legal(washogi_rules::usi::parse_usi(shogi, best).unwrap()));
    s.send("position startpos moves 7g7f 9z9y\nquit");
    let rest = s.end();
    assert_eq!(rest.len(), 1, "{rest:?}");
    assert!(rest[0].starts_with("info string illegal move 9z9y"));
}

#[test]
fn a_forced_promotion_without_plus_is_refused_in_wa_and_completed_in_shogi() {
    // XBoard knows shogi's forced promotions and may leave out the `+`; in the Wa games
    // it would show the pawn unpromoted, so the engine refuses and XBoard takes it back.
    let script = "xboard\nprotover 2\nvariant wa-shogi\nforce\n\
                  setboard 1k9/5P5/11/11/11/11/11/11/11/11/5K5 w - - 0 1\n\
                  usermove f10f11\nusermove f10f11+\nping 1\n\
                  variant shogi\nforce\nsetboard 4k4/P8/9/9/9/9/9/9/4K4 w - - 0 1\n\
                  usermove a8a9\nping 2\nquit\n";
    let lines = run_xboard(script);
    let rest: Vec<&String> = lines
        .iter()
        .filter(|l| {
            !l.starts_with("feature ") && !l.starts_with("setup ") && !l.starts_with("piece ")
        })
        .collect();
    assert_eq!(rest.len(), 3, "{rest:?}");
    assert_eq!(
        rest[0],
        "Illegal move (that piece must promote on 6a): f10f11"
    );
    assert_eq!(rest[1], "pong 1");
    assert_eq!(rest[2], "pong 2");
}

#[test]
fn setboard_takes_xboards_fen_with_holdings_and_promoted_pieces() {
    // What XBoard sends in the Wa drop game: 11 ranks (not its 5 dead ones), `+X` for a
    // promoted piece, the hands in brackets, white (sente) or black (gote) to move.
    let drops = Variant::by_id("wa-drops").unwrap();
    let fen = "3k7/11/11/11/5+P5/11/11/11/11/11/5K5[XPPrp] b - - 0 6";
    let script = format!(
        "xboard\nprotover 2\nvariant wa-shogi-drop\nforce\nsetboard {fen}\nsd 2\ngo\nping 1\nquit\n"
    );
    let lines = run_xboard(&script);
    let rest: Vec<&String> = lines
        .iter()
        .filter(|l| {
            !l.starts_with("feature ") && !l.starts_with("setup ") && !l.starts_with("piece ")
        })
        .collect();
    assert_eq!(rest.len(), 2, "{rest:?}");
    let sfen = "3k7/11/11/11/5+P5/11/11/11/11/11/5K5 w X2Prp 1";
    let mut game = Game::new(Position::from_sfen(drops, sfen).unwrap());
    assert_eq!(
        xboard::position_to_fen(game.position()),
        fen.replace(" 6", " 1")
    );
    engine_xboard_move(&mut game, rest[0]);
    assert_eq!(rest[1], "pong 1");
}
