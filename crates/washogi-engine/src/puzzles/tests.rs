//! The finder on hand-made positions (each theme in each game), the trimming of
//! useless interpositions, verification, the JSON form, and the themes of the
//! shipped collection.

use washogi_rules::{usi, Game, Position, Variant, VariantId};

use super::mate::{only_useless_interpositions, trim_interpositions};
use super::*;
use crate::search::Engine;

fn pos(id: &str, sfen: &str) -> Position {
    Position::from_sfen(Variant::by_id(id).unwrap(), sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

fn moves(p: &Position, text: &[&str]) -> Vec<Move> {
    let mut p = p.clone();
    text.iter()
        .map(|t| {
            let mv = usi::parse_usi(p.variant(), t).unwrap();
            p = p.play(mv).unwrap_or_else(|e| panic!("{t}: {e}"));
            mv
        })
        .collect()
}

/// Small budgets: the positions are small.
fn settings() -> FinderSettings {
    FinderSettings::with_nodes(5_000, 20_000, 40_000)
}

/// The puzzle the finder makes of a position (its solution in USI and its themes),
/// after checking that verification accepts it.
fn solve(id: &str, sfen: &str) -> Option<(Vec<String>, Vec<Theme>)> {
    let game = Game::new(pos(id, sfen));
    let s = settings();
    let p = puzzle_at(&mut Engine::new(4), &game, &s, "test")?;
    assert_eq!(p.sfen, sfen);
    assert_eq!(p.variant.id(), id);
    let checked = verify::verify_with(&mut Engine::new(4), &p, &s.verify, &s);
    assert_eq!(checked, Ok(()), "{sfen}: {}", to_json_line(&p));
    Some((p.solution, p.themes))
}

fn puzzle(id: &str, sfen: &str, solution: &[&str], themes: Vec<Theme>) -> Puzzle {
    let solution: Vec<String> = solution.iter().map(|s| s.to_string()).collect();
    let variant = VariantId::from_id(id).unwrap();
    Puzzle {
        id: puzzle_id(variant, sfen, &solution),
        variant,
        sfen: sfen.to_string(),
        last_move: None,
        solution,
        themes,
        source: "hand-made".into(),
        rating: 1500.0,
    }
}

fn strings(s: &[&str]) -> Vec<String> {
    s.iter().map(|m| m.to_string()).collect()
}

#[test]
fn a_unique_mate_in_one_is_a_puzzle_in_each_game() {
    // Shogi: the gold drop on 5b, guarded by the pawn; a drop game, so every move
    // (the one) checks: tsume.
    assert_eq!(
        solve("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"),
        Some((strings(&["G*5b"]), vec![Theme::MateIn(1), Theme::Tsume]))
    );
    // Wa Shogi with drops: the wolf drop on 6b, guarded by the pawn.
    assert_eq!(
        solve("wa-drops", "5k5/11/5P5/11/11/11/11/11/11/11/5K5 b W 1"),
        Some((strings(&["W*6b"]), vec![Theme::MateIn(1), Theme::Tsume]))
    );
    // Wa Shogi: the Gliding Swallow (a rook, promoted already) steps to 9a and
    // checks along the rank; the king's own pawns shut it in.
    assert_eq!(
        solve("wa", "10k/2+S6pp/11/11/11/11/11/11/11/11/5K5 b - 1"),
        Some((strings(&["9b9a"]), vec![Theme::MateIn(1)]))
    );
}

#[test]
fn a_mate_in_one_with_a_second_mate_is_no_puzzle() {
    let s = settings();
    let mut engine = Engine::new(4);
    for (id, sfen, one_of_them) in [
        // Either gold to 5b mates, and so does the pawn promoting there.
        ("shogi", "4k4/9/3GPG3/9/9/9/9/9/4K4 b - 1", "4c5b"),
        // The rook dropped anywhere on the file: nothing to interpose.
        ("shogi", "7lk/7p1/9/7N1/9/9/9/9/4K4 b R 1", "R*1b"),
        // The wolf mates on 6b promoted or not.
        ("wa", "5k5/11/5W5/5O5/11/11/11/11/11/11/5K5 b - 1", "6c6b"),
    ] {
        let game = Game::new(pos(id, sfen));
        assert_eq!(puzzle_at(&mut engine, &game, &s, "test"), None, "{sfen}");
        // Written by hand, verification finds the second solution.
        let mut themes = vec![Theme::MateIn(1)];
        if id == "shogi" {
            themes.push(Theme::Tsume);
        }
        let p = puzzle(id, sfen, &[one_of_them], themes);
        let verdict = verify::verify_with(&mut engine, &p, &s.verify, &s);
        assert!(
            matches!(verdict, Err(Rejection::SecondSolution { ply: 0, .. })),
            "{sfen}: {verdict:?}"
        );
        assert!(verdict.unwrap_err().is_second_solution());
    }
}

#[test]
fn a_rook_drop_with_pawn_interpositions_is_trimmed_to_the_check() {
    // Gote can answer the rook's check on file 1 only by dropping its pawn in the
    // way; the rook takes it with mate (on 1b the knight guards it).
    let start = pos("shogi", "7lk/7p1/9/7N1/9/9/9/9/4K4 b Rp 1");
    for interposition in ["P*1d", "P*1b"] {
        let capture = format!("1e{}", &interposition[2..]);
        let mut line = moves(&start, &["R*1e", interposition, &capture]);
        let after_check = start.play(line[0]).unwrap();
        assert!(only_useless_interpositions(&after_check, 3));
        trim_interpositions(&start, &mut line);
        assert_eq!(line, moves(&start, &["R*1e"]), "{interposition}");
    }
    // With 2b empty the king escapes there: nothing is trimmed.
    let start = pos("shogi", "7lk/9/9/7N1/9/9/9/9/4K4 b Rp 1");
    let after_check = start.play(moves(&start, &["R*1e"])[0]).unwrap();
    assert!(!only_useless_interpositions(&after_check, 3));
    let mut line = moves(&start, &["R*1e", "1a2b", "1e1b+"]);
    let kept = line.clone();
    trim_interpositions(&start, &mut line);
    assert_eq!(line, kept);
}

#[test]
fn the_only_mate_in_one_is_a_puzzle_though_slower_mates_exist() {
    // With a pawn in gote's hand the rook drop on 1b is the only mate in one: every
    // other rook drop on the file lets the pawn interpose first (and mates a move
    // later). A mate in one needs the only mate, not the only winning move.
    assert_eq!(
        solve("shogi", "7lk/7p1/9/7N1/9/9/9/9/4K4 b Rp 1"),
        Some((strings(&["R*1b"]), vec![Theme::MateIn(1), Theme::Tsume]))
    );
}

#[test]
fn json_lines_go_both_ways() {
    let mut p = puzzle(
        "wa-drops",
        "5k5/11/5P5/11/11/11/11/11/11/11/5K5 b W 1",
        &["W*6b"],
        vec![
            Theme::MateIn(3),
            Theme::Tsume,
            Theme::Material,
            Theme::Promotion,
        ],
    );
    p.last_move = Some("6a6b".into());
    p.source = "self-play wa-drops seed 12 ply 41 \"quoted\"".into();
    let line = to_json_line(&p);
    assert!(!line.contains('\n'));
    assert!(
        line.contains(r#""themes":["mateIn3","tsume","material","promotion"]"#),
        "{line}"
    );
    assert!(line.contains(r#""variant":"wa-drops""#), "{line}");
    assert_eq!(from_json_line(&line), Ok(p.clone()));
    assert_eq!(from_json_line(&format!("  {line}\r\n")), Ok(p));
    // Unknown themes, games, and solutions ending with the defender's move are refused.
    for bad in [
        line.replace("mateIn3", "mateIn12"),
        line.replace("tsume", "fork"),
        line.replace("\"wa-drops\"", "\"chess\""),
        line.replace(r#"["W*6b"]"#, r#"["W*6b","6a7a"]"#),
        "{}".to_string(),
    ] {
        assert!(from_json_line(&bad).is_err(), "{bad}");
    }
}

#[test]
fn ids_are_stable_and_ignore_the_move_number() {
    let a = puzzle_id(
        VariantId::Shogi,
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
        &strings(&["G*5b"]),
    );
    let b = puzzle_id(
        VariantId::Shogi,
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 57",
        &strings(&["G*5b"]),
    );
    let c = puzzle_id(
        VariantId::Shogi,
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
        &strings(&["G*5a"]),
    );
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert!(
        a.starts_with("shogi-") && a.len() == "shogi-".len() + 10,
        "{a}"
    );
}

#[test]
fn verification_rejects_wrong_themes_and_illegal_moves() {
    let s = settings();
    let mut engine = Engine::new(4);
    let sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let wrong = puzzle("shogi", sfen, &["G*5b"], vec![Theme::MateIn(2)]);
    assert!(matches!(
        verify::verify_with(&mut engine, &wrong, &s.verify, &s),
        Err(Rejection::Themes { .. })
    ));
    let illegal = puzzle("shogi", sfen, &["G*5a"], vec![Theme::MateIn(1)]);
    assert!(matches!(
        verify::verify(&mut engine, &illegal, &s.verify),
        Err(Rejection::Unreadable(_))
    ));
    let not_mate = puzzle(
        "shogi",
        sfen,
        &["G*4b"],
        vec![Theme::MateIn(1), Theme::Tsume],
    );
    assert!(matches!(
        verify::verify_with(&mut engine, &not_mate, &s.verify, &s),
        Err(Rejection::NotMate { ply: 0 })
    ));
}

#[test]
fn a_promotion_that_alone_mates_is_a_promotion_puzzle() {
    // The pawn mates on 6b (5b) only by promoting: as a Golden Bird (a tokin) it
    // guards the squares beside and in front, the oxcart (lance) guards it.
    for (id, sfen, solution, themes) in [
        (
            "wa",
            "5k5/11/5P5/11/11/11/11/11/11/11/K4O5 b - 1",
            "6c6b+",
            vec![Theme::MateIn(1), Theme::Promotion],
        ),
        (
            "wa-drops",
            "5k5/11/5P5/11/11/11/11/11/11/11/K4O5 b - 1",
            "6c6b+",
            vec![Theme::MateIn(1), Theme::Tsume, Theme::Promotion],
        ),
        (
            "shogi",
            "4k4/9/4P4/9/9/9/9/9/4L3K b - 1",
            "5c5b+",
            vec![Theme::MateIn(1), Theme::Tsume, Theme::Promotion],
        ),
    ] {
        assert_eq!(
            solve(id, sfen),
            Some((strings(&[solution]), themes)),
            "{sfen}"
        );
    }
}

#[test]
fn a_fork_that_wins_the_eagle_is_a_material_puzzle() {
    // Wa: the Treacherous Fox jumps to 5e, checking the king on 3c and attacking the
    // Cloud Eagle on 7g (jumps cannot be blocked, nothing takes the fox); whatever
    // the king does, the fox takes the eagle. Every other move leaves the game level.
    let (solution, themes) =
        solve("wa", "11/11/8k2/11/11/11/4e1X4/11/11/11/5K5 b - 1").expect("a puzzle");
    assert_eq!(solution.len(), 3, "{solution:?}");
    assert_eq!(
        (solution[0].as_str(), solution[2].as_str()),
        ("5g5e", "5e7g")
    );
    assert!(solution[1].starts_with("3c"), "{solution:?}");
    assert_eq!(themes, [Theme::Material]);
}

/// Wa, from the shipped collection: gote has its king alone, on 1a, and the
/// Tenacious Falcon (a promoted Flying Falcon) stepping from 2d to 2c guards all
/// three of its squares (2a, 2b, 1b) without checking it.
const NO_MOVES_WA: &str = "3+D6k/11/11/9+F1/11/11/11/11/11/6WVK2/8L2 b - 293";

#[test]
fn a_win_that_leaves_no_legal_move_without_check_is_no_moves_not_a_mate() {
    let (solution, themes) = solve("wa", NO_MOVES_WA).expect("a puzzle");
    assert_eq!(solution, strings(&["2d2c"]));
    assert_eq!(themes, [Theme::NoMoves]);
    let mut after = pos("wa", NO_MOVES_WA);
    after.play_unchecked(moves(&after, &["2d2c"])[0]);
    assert!(!after.in_check() && !after.has_legal_move());
    assert!(Theme::NoMoves.ends_the_game() && !Theme::Material.ends_the_game());
    // The initial rating is a mate's (1100 and 100 for the quiet move).
    let start = pos("wa", NO_MOVES_WA);
    assert_eq!(
        rating_guess(&start, &moves(&start, &["2d2c"]), &themes),
        1200.0
    );
}

#[test]
fn verification_refuses_a_mate_theme_without_check_and_no_moves_with_check() {
    let s = settings();
    let mut engine = Engine::new(4);
    // The no-move win called a mate in one: refused, its themes are noMoves.
    let called_mate = puzzle("wa", NO_MOVES_WA, &["2d2c"], vec![Theme::MateIn(1)]);
    assert_eq!(
        verify::verify_with(&mut engine, &called_mate, &s.verify, &s),
        Err(Rejection::Themes {
            fitting: vec![Theme::NoMoves]
        })
    );
    assert_eq!(fitting_themes(&called_mate), Ok(Some(vec![Theme::NoMoves])));
    let right = puzzle("wa", NO_MOVES_WA, &["2d2c"], vec![Theme::NoMoves]);
    assert_eq!(
        verify::verify_with(&mut engine, &right, &s.verify, &s),
        Ok(())
    );
    // A mate called noMoves: refused, its themes are the mate's.
    let mate = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let called_no_moves = puzzle("shogi", mate, &["G*5b"], vec![Theme::NoMoves]);
    assert_eq!(
        verify::verify_with(&mut engine, &called_no_moves, &s.verify, &s),
        Err(Rejection::Themes {
            fitting: vec![Theme::MateIn(1), Theme::Tsume]
        })
    );
}

/// Every puzzle of the shipped files has the themes the finder gives its solution
/// now (what `puzzles verify` checks first, without its searches): a `mateInN`
/// puzzle ends in check, the defender with no legal reply (or only useless
/// interpositions), a `noMoves` puzzle without check and without a legal move; and
/// each game keeps at least 300 puzzles.
#[test]
fn the_shipped_puzzles_themes_fit_their_last_positions() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/puzzles");
    for v in ["wa", "wa-drops", "shogi"] {
        let text = std::fs::read_to_string(format!("{root}/{v}.jsonl")).unwrap();
        let mut count = 0;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let p = from_json_line(line).unwrap();
            count += 1;
            let (start, line) = read_puzzle(&p).unwrap();
            let mut last = start.clone();
            for &mv in &line {
                last.play_unchecked(mv);
            }
            let mate = p.themes.iter().any(|t| matches!(t, Theme::MateIn(_)));
            let no_moves = p.themes.contains(&Theme::NoMoves);
            assert!(!(mate && no_moves), "{}: {:?}", p.id, p.themes);
            if mate {
                assert!(
                    last.in_check() && only_useless_interpositions(&last, 3),
                    "{} is themed a mate, but its last position is not check with no legal reply",
                    p.id
                );
            }
            if no_moves {
                assert!(
                    !last.in_check() && !last.has_legal_move(),
                    "{}: noMoves, but the last position is check or has a legal move",
                    p.id
                );
            }
            let mut given = p.themes.clone();
            given.sort();
            let fitting = fitting_themes(&p).unwrap().map(|mut f| {
                f.sort();
                f
            });
            assert_eq!(fitting, Some(given), "{}", p.id);
        }
        assert!(count >= 300, "{v}: {count} puzzles");
    }
}
