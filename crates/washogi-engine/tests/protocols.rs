//! Whole protocol sessions fed through in-memory input, the output checked line by
//! line. Searches are bounded by depth or nodes so the answers are the same each run;
//! the engine's own moves are checked for legality rather than spelled out.

use washogi_engine::protocol::SharedBuffer;
use washogi_engine::{usi, xboard};
use washogi_rules::{Game, Position, Variant};

fn run_xboard(script: &str) -> Vec<String> {
    let out = SharedBuffer::default();
    xboard::run(script.as_bytes(), out.clone());
    out.text().lines().map(str::to_string).collect()
}

fn run_usi(script: &str) -> Vec<String> {
    let out = SharedBuffer::default();
    usi::run(script.as_bytes(), out.clone());
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
    let script = "usi\nsetoption name USI_Variant value wa\nisready\nusinewgame\n\
                  position startpos moves 9i9h\ngo depth 2\n\
                  setoption name USI_Variant value shogi\n\
                  position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1\ngo nodes 20000\n\
                  position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1\ngo depth 1\n\
                  position startpos moves 7g7f 3c3d 2g2f\ngo nodes 3000\n\
                  position startpos moves 7g7f 9z9y\n\
                  quit\n";
    let lines = run_usi(script);
    let mut it = lines.iter().map(String::as_str);
    assert!(it.next().unwrap().starts_with("id name washogi-engine"));
    assert!(it.next().unwrap().starts_with("id author "));
    assert_eq!(
        it.next().unwrap(),
        "option name USI_Variant type combo default shogi var shogi var wa var wa-drops"
    );
    assert!(it.next().unwrap().starts_with("option name USI_Hash"));
    assert_eq!(it.next().unwrap(), "usiok");
    assert_eq!(it.next().unwrap(), "readyok");
    // Wa, depth 2: one info line per iteration, then a legal move for gote.
    for depth in 1..=2 {
        let info = it.next().unwrap();
        assert!(
            info.starts_with(&format!("info depth {depth} seldepth ")),
            "{info}"
        );
        assert!(info.contains(" score cp ") && info.contains(" nodes ") && info.contains(" pv "));
    }
    let wa = Variant::by_id("wa").unwrap();
    let best = it.next().unwrap().strip_prefix("bestmove ").unwrap();
    let mut game = Game::new(Position::start(wa));
    game.play(washogi_rules::usi::parse_usi(wa, "9i9h").unwrap())
        .unwrap();
    game.play(washogi_rules::usi::parse_usi(wa, best).unwrap())
        .unwrap();
    // Shogi: mate in one, reported as such.
    let mut last_info = "";
    let best = loop {
        let line = it.next().unwrap();
        match line.strip_prefix("bestmove ") {
            Some(mv) => break mv,
            None => last_info = line,
        }
    };
    assert!(last_info.contains("score mate 1"), "{last_info}");
    assert_eq!(best, "G*5b");
    // Gote is mated: nothing to play.
    assert_eq!(it.next().unwrap(), "bestmove resign");
    // A node-bounded search from an opening.
    let best = loop {
        let line = it.next().unwrap();
        if let Some(mv) = line.strip_prefix("bestmove ") {
            break mv;
        }
        assert!(line.starts_with("info depth "), "{line}");
    };
    let shogi = Variant::by_id("shogi").unwrap();
    let pos = ["7g7f", "3c3d", "2g2f"]
        .iter()
        .fold(Position::start(shogi), |p, m| {
            p.play(washogi_rules::usi::parse_usi(shogi, m).unwrap())
                .unwrap()
        });
    assert!(pos.is_legal(washogi_rules::usi::parse_usi(shogi, best).unwrap()));
    assert!(it
        .next()
        .unwrap()
        .starts_with("info string illegal move 9z9y"));
    assert_eq!(it.next(), None);
}
