//! Post-game analysis of short games with a planted error: a piece left hanging, a
//! mate in one missed, a move into a mate in one. Each must be marked, by the engine's
//! own searches at a small node budget. And a sound move that the searches at a small
//! budget misjudge, which the verification clears.

use washogi_engine::analysis::{
    analyse, evaluate, judge, Analysis, Judgement, PositionEval, Reason,
};
use washogi_engine::{Engine, Limits};
use washogi_rules::{usi::parse_usi, Game, Position, Status, Variant};

const NODES: u64 = 30_000;

/// The game from `sfen` with `moves` (USI), analysed from scratch.
fn analysed(id: &str, sfen: &str, moves: &[&str]) -> (Game, Analysis) {
    let v = Variant::by_id(id).unwrap();
    let start = Position::from_sfen(v, sfen).unwrap();
    let moves: Vec<_> = moves.iter().map(|m| parse_usi(v, m).unwrap()).collect();
    let game = Game::replay(start, &moves).unwrap();
    let mut engine = Engine::new(8);
    let mut found = 0;
    let analysis = analyse(&mut engine, &game, &Limits::nodes(NODES), &[], |_| {
        found += 1
    })
    .expect("not stopped");
    assert_eq!(found, washogi_engine::analysis::positions_to_search(&game));
    assert!(analysis.is_complete(&game));
    (game, analysis)
}

fn describe(a: &Analysis) -> String {
    a.plies
        .iter()
        .map(|p| {
            format!(
                "{} {} {:?}→{:?} win {:.1}→{:.1} {:?} best {:?}\n",
                p.ply, p.usi, p.before, p.after, p.win_before, p.win_after, p.judgement, p.best_usi
            )
        })
        .collect()
}

#[test]
fn a_rook_left_hanging_in_shogi_is_a_blunder() {
    // Sente's rook against gote's gold; 2b+ walks the rook next to the gold, which
    // takes it.
    let (_, a) = analysed(
        "shogi",
        "4k4/6g2/9/9/9/9/9/7R1/4K4 b - 1",
        &["2h2b+", "3b2b"],
    );
    let p = &a.plies[0];
    assert_eq!(
        p.judgement,
        Some((Judgement::Blunder, Reason::WinChanceDrop)),
        "{}",
        describe(&a)
    );
    assert!(p.drop >= 30.0);
    assert_ne!(p.best_usi.as_deref(), Some("2h2b+"));
    assert!(!p.pv_usi.is_empty());
    assert_eq!(p.pv_usi[0], *p.best_usi.as_ref().unwrap());
    // The capture is the right reply.
    assert_eq!(a.plies[1].judgement, None, "{}", describe(&a));
    assert_eq!(a.sente.blunders, 1);
    assert_eq!(a.gote.blunders + a.gote.mistakes + a.gote.inaccuracies, 0);
    assert_eq!(a.worst, [0]);
    assert!(a.sente.accuracy.unwrap() < 20.0);
    assert!(a.gote.accuracy.unwrap() > 90.0);
    // The graph: sente ahead, then gote far ahead.
    let graph = a.graph();
    assert!(
        graph[0] > 60.0 && graph[1] < 30.0 && graph[2] < 30.0,
        "{graph:?}"
    );
}

#[test]
fn a_cloud_eagle_left_to_a_pawn_in_wa_is_a_blunder() {
    // Sente's Cloud Eagle may take the pawn on 6d; 6e instead puts it where the pawn
    // takes it.
    let (_, a) = analysed(
        "wa",
        "5k5/1e9/11/5p5/11/11/11/5E5/11/11/5K5 b - 1",
        &["6h6e", "6d6e"],
    );
    let p = &a.plies[0];
    assert_eq!(p.class(), Some(Judgement::Blunder), "{}", describe(&a));
    assert_eq!(p.best_usi.as_deref(), Some("6h6d"), "{}", describe(&a));
    assert_eq!(a.plies[1].judgement, None, "{}", describe(&a));
}

#[test]
fn a_missed_mate_in_one_is_marked() {
    // G*5b mates (the pawn guards the gold); 5c5b+ throws the pawn away instead and
    // a lone gold in hand cannot mate.
    let (_, a) = analysed("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", &["5c5b+", "5a5b"]);
    let p = &a.plies[0];
    assert_eq!(p.before, washogi_engine::Score::Mate(1), "{}", describe(&a));
    assert_eq!(p.best_usi.as_deref(), Some("G*5b"));
    let (judgement, reason) = p.judgement.expect("marked");
    assert_eq!(reason, Reason::MateLost, "{}", describe(&a));
    assert!(judgement >= Judgement::Inaccuracy);
    assert_eq!(a.plies[1].judgement, None, "{}", describe(&a));
}

#[test]
fn a_missed_mate_in_one_in_wa_with_drops_is_marked() {
    // A Violent Wolf dropped on 6b mates (the pawn guards it); the pawn steps there
    // instead and is taken.
    let (_, a) = analysed(
        "wa-drops",
        "5k5/11/5P5/11/11/11/11/11/11/11/5K5 b W 1",
        &["6c6b+", "6a6b"],
    );
    let p = &a.plies[0];
    assert_eq!(p.before, washogi_engine::Score::Mate(1), "{}", describe(&a));
    assert_eq!(
        p.judgement.map(|j| j.1),
        Some(Reason::MateLost),
        "{}",
        describe(&a)
    );
}

#[test]
fn a_move_into_a_mate_in_one_is_a_blunder_and_the_mate_is_not() {
    // Gote's gold on 4a guards 5b; moving it to 3a lets G*5b mate.
    let (game, a) = analysed("shogi", "4kg3/9/4P4/9/9/9/9/9/4K4 w G 1", &["4a3a", "G*5b"]);
    assert!(matches!(game.status(), Status::Checkmate { .. }));
    let p = &a.plies[0];
    assert_eq!(p.mover, washogi_rules::Color::Gote);
    assert_eq!(
        p.after,
        Some(washogi_engine::Score::Mate(-1)),
        "{}",
        describe(&a)
    );
    assert_eq!(
        p.judgement,
        Some((Judgement::Blunder, Reason::MateCreated)),
        "{}",
        describe(&a)
    );
    assert_eq!(a.gote.blunders, 1);
    // The mate itself: the game is over, nothing to search after it, a perfect move.
    let mate = &a.plies[1];
    assert_eq!(mate.after, None);
    assert!(mate.ended.is_some());
    assert_eq!(mate.judgement, None);
    assert_eq!(mate.accuracy, 100.0);
    assert_eq!(mate.win, 100.0);
    assert_eq!(a.sente.accuracy, Some(100.0));
}

#[test]
fn a_sound_move_the_quick_searches_misjudge_is_cleared_by_the_verification() {
    // From a self-play game at 3 000 nodes a move: sente's lance takes on 3c and
    // promotes. At 3 000 nodes a position the searches before and after it make it a
    // mistake (sente +446 cp before, −376 after): a tactic the search after the move
    // sees and the one before it missed. Both searched again at 12 000 nodes, sente
    // is +213 before and +708 after: no error; an analysis at 48 000 nodes agrees.
    let v = Variant::by_id("shogi").unwrap();
    let start = Position::from_sfen(
        v,
        "l1s5+N/4gks2/p1g1p1n2/1ppp2L1p/1P7/P3PP3/N1PP2PPP/1lSK1S1R1/3G1r1NL b G3P2b 69",
    )
    .unwrap();
    let game = Game::replay(start, &[parse_usi(v, "3d3c+").unwrap()]).unwrap();
    // The misjudgement is the hand-made evaluation's: with the learned shogi weights
    // the quick searches already judge the move sound, and nothing is verified.
    let hand_made = |mut e: Engine| {
        e.params.shogi_learned = false;
        e
    };
    let mut engine = hand_made(Engine::new(8));
    let mut quick: Vec<Option<PositionEval>> = vec![None; 2];
    let mut reports = Vec::new();
    let evals = evaluate(&mut engine, &game, &Limits::nodes(3_000), &[], |p| {
        reports.push((p.index, p.quick.is_some()));
        quick[p.index] = Some(p.quick.unwrap_or(p.eval).clone());
    })
    .expect("not stopped");
    assert_eq!(
        reports,
        [(1, true), (0, true)],
        "both positions verified, reported once"
    );
    let quick: Vec<PositionEval> = quick.into_iter().map(Option::unwrap).collect();
    let misjudged = judge(&game, &quick);
    let verified = judge(&game, &evals);
    let show = |a: &Analysis| describe(a);
    assert!(
        misjudged.plies[0].class() >= Some(Judgement::Mistake),
        "the quick searches: {}",
        show(&misjudged)
    );
    assert_eq!(verified.plies[0].judgement, None, "{}", show(&verified));
    assert_eq!(verified.plies[0].accuracy, 100.0);
    let mut deeper = hand_made(Engine::new(8));
    let deep = analyse(&mut deeper, &game, &Limits::nodes(48_000), &[], |_| {}).unwrap();
    assert!(
        deep.plies[0].class() < Some(Judgement::Mistake),
        "{}",
        show(&deep)
    );
    // The learned weights at the quick budget: no mistake.
    let learned = analyse(
        &mut Engine::new(8),
        &game,
        &Limits::nodes(3_000),
        &[],
        |_| {},
    )
    .unwrap();
    assert!(
        learned.plies[0].class() < Some(Judgement::Mistake),
        "{}",
        show(&learned)
    );
}
