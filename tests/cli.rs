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
