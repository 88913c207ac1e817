//! The command line: `render` writes a PNG and explains mistakes.

use washogi_bot::render::picture_size;
use washogi_bot::rules::Variant;

/// Width and height of a PNG, read from its header.
fn png_size(png: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(png);
    let reader = decoder.read_info().expect("a PNG header");
    let info = reader.info();
    (info.width, info.height)
}

fn variant(id: &str) -> &'static Variant {
    Variant::by_id(id).unwrap()
}

#[test]
fn the_render_command_writes_a_png_and_explains_mistakes() {
    use clap::Parser;
    use washogi_bot::cli::{run, Cli};
    let dir = std::env::temp_dir().join(format!("washogi-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("board.png");
    let out_s = out.to_str().unwrap();
    let args = [
        "washogi-bot",
        "render",
        "--variant",
        "shogi",
        "--moves",
        "7g7f",
        "3c3d",
        "--flip",
        "--style",
        "latin",
        "--out",
        out_s,
    ];
    run(Cli::try_parse_from(args).unwrap()).unwrap();
    assert_eq!(
        png_size(&std::fs::read(&out).unwrap()),
        picture_size(variant("shogi"), true)
    );

    let help = dir.join("help.png");
    let args = [
        "washogi-bot",
        "render",
        "--variant",
        "wa",
        "--piece",
        "+F",
        "--out",
        help.to_str().unwrap(),
    ];
    run(Cli::try_parse_from(args).unwrap()).unwrap();
    assert!(png_size(&std::fs::read(&help).unwrap()).0 > 0);

    let fails = |args: &[&str]| {
        let mut all = vec!["washogi-bot", "render", "--out", out_s];
        all.extend_from_slice(args);
        run(Cli::try_parse_from(all).unwrap()).unwrap_err()
    };
    assert!(fails(&["--variant", "chess"]).contains("unknown variant"));
    assert!(fails(&["--style", "emoji"]).contains("kanji or latin"));
    assert!(fails(&["--variant", "shogi", "--moves", "7g7f", "7g7f"]).contains("move 2"));
    assert!(fails(&["--variant", "shogi", "--sfen", "nonsense"]).contains("SFEN"));
    assert!(fails(&["--variant", "wa", "--piece", "Q"]).contains("not a piece"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `analyse --json`: one object a ply with the documented fields, and a rook left
/// to a gold marked as a blunder, as the bot will mark it.
#[test]
fn the_analyse_command_prints_one_json_object_a_ply_and_marks_a_blunder() {
    use washogi_bot::cli::analyse::{analyse_game, game_from};
    use washogi_bot::cli::position_arg;
    let start = position_arg(variant("shogi"), "4k4/6g2/9/9/9/9/9/7R1/4K4 b - 1").unwrap();
    let moves: Vec<String> = ["2h2b+", "3b2b", "5i5h"].map(String::from).to_vec();
    let game = game_from(start, &moves, None).unwrap();
    let out = analyse_game(&game, Some(200), true).unwrap();
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON object"))
        .collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (i, (line, played)) in lines.iter().zip(&moves).enumerate() {
        assert_eq!(line["ply"], i + 1);
        assert_eq!(line["move"], played.as_str());
        let win = line["win"].as_f64().unwrap();
        assert!((0.0..=100.0).contains(&win), "{line}");
        assert!(line["best"].is_string() && line["pv"].is_array(), "{line}");
        assert!(
            line["class"].is_null() || line["class"].is_string(),
            "{line}"
        );
        let scores = ["cp", "mate", "end"]
            .iter()
            .filter(|k| !line[**k].is_null())
            .count();
        assert_eq!(scores, 1, "{line}");
    }
    assert_eq!(lines[0]["class"], "blunder", "{out}");
    assert_ne!(lines[0]["best"], "2h2b+");
    // The text form says the same, with each player's accuracy.
    let text = analyse_game(&game, Some(200), false).unwrap();
    assert!(text.contains("2h2b+") && text.contains("blunder"), "{text}");
    assert!(
        text.contains("sente: accuracy") && text.contains("1 blunder\n"),
        "{text}"
    );
}

#[test]
fn the_analyse_command_refuses_what_it_cannot_read() {
    use washogi_bot::cli::analyse::{analyse_game, game_from};
    use washogi_bot::cli::position_arg;
    let start = || position_arg(variant("shogi"), "startpos").unwrap();
    let kif = std::path::Path::new("game.kif");
    assert!(game_from(start(), &["7g7f".to_string()], Some(kif)).is_err());
    assert!(game_from(start(), &[], None).is_err());
    assert!(game_from(start(), &["7g7e".to_string()], None).is_err());
    let missing = game_from(
        start(),
        &[],
        Some(std::path::Path::new("/nonexistent/x.kif")),
    );
    assert!(missing.unwrap_err().contains("cannot read"));
    let game = game_from(start(), &["7g7f".to_string()], None).unwrap();
    assert!(analyse_game(&game, Some(0), true).is_err());
}

/// `tournament pair --trf FILE` prints the next round as bbpPairings does: the
/// number of pairs, then `WHITE BLACK` a line, a bye as `ID 0`.
#[test]
fn the_tournament_pair_command_reads_a_trf_file() {
    use washogi_bot::decide::tournament::{model, Entrant};
    use washogi_bot::ids::UserId;
    let entrants: Vec<Entrant> = (1..=5)
        .map(|seed| Entrant {
            user: UserId::new(seed),
            seed: seed as u32,
            rating: 2000 - seed as u32,
            joined_round: 1,
            withdrawn: false,
        })
        .collect();
    let trf = washogi_pairing::trf::write(&model(&entrants, &[], 0, 3, false));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cup.trf");
    std::fs::write(&file, &trf).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(["tournament", "pair", "--trf"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text, washogi_pairing::pair_trf(&trf).unwrap());
    // Five players: two boards (1–4, 5–2 by C.04.3's halves) and the bye for 3...
    // whichever FIDE gives, the lines say it the bbpPairings way.
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "3", "{text}");
    assert!(lines.iter().any(|l| l.ends_with(" 0")), "a bye: {text}");
    // A file that is not TRF is one clear line.
    std::fs::write(&file, "not a tournament").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(["tournament", "pair", "--trf"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cup.trf"));
}
