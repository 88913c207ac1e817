//! GIF replays decoded as a viewer shows them (each frame drawn over the last,
//! with its offset, transparency and disposal: `support/decode.rs`) and compared,
//! pixel for pixel, with the still picture of the same position: in Wa Shogi,
//! Wa Shogi with drops and Shogi, both piece styles, both orientations.

#[path = "support/decode.rs"]
mod decode;
#[path = "support/playout.rs"]
mod playout;

use decode::{decode, Decoded};
use gif::{DisposalMethod, Repeat};
use washogi_render::{
    picture_size, render_frame, render_replay, replay_frame, replay_size, PieceStyle,
    RenderOptions, ReplayOptions,
};
use washogi_rules::{usi::parse_usi, Game, Move, Position, Variant};

/// The gold of the result card's rim and text (the lit plates' fill).
const CARD_GOLD: [u8; 3] = [245, 196, 69];

fn shogi_game() -> Game {
    // Sente trades bishops, gote takes back with the silver, sente drops the
    // bishop it took, gote's silver steps forward.
    let shogi = Variant::by_id("shogi").unwrap();
    let mut game = Game::new(Position::start(shogi));
    for mv in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "2b3c"] {
        game.play(parse_usi(shogi, mv).unwrap()).unwrap();
    }
    game
}

/// A short game of each kind: Shogi by hand, Wa Shogi by seeded playouts (the
/// one with drops long enough to have captures and a drop).
fn games() -> Vec<Game> {
    let wa_drops = playout::playout("wa-drops", 36, 7);
    let has_drop = wa_drops
        .moves()
        .iter()
        .any(|m| matches!(m, Move::Drop { .. }));
    assert!(has_drop, "the wa-drops game should drop a piece");
    let captures = positions(&wa_drops)
        .windows(2)
        .filter(|w| w[0].0.is_capture(w[1].1.unwrap()))
        .count();
    assert!(captures >= 2, "the wa-drops game should capture");
    vec![shogi_game(), playout::playout("wa", 12, 3), wa_drops]
}

fn options(style: PieceStyle, flipped: bool) -> ReplayOptions {
    ReplayOptions {
        flipped,
        style,
        sente_name: Some("Alice".into()),
        gote_name: Some("羽生善治".into()),
        result: Some("Alice wins by checkmate".into()),
        ..ReplayOptions::default()
    }
}

/// The positions of a game from the start, each with the move that led to it.
fn positions(game: &Game) -> Vec<(Position, Option<Move>)> {
    let mut out = vec![(game.start().clone(), None)];
    for &mv in game.moves() {
        let next = out.last().unwrap().0.play(mv).unwrap();
        out.push((next, Some(mv)));
    }
    out
}

/// How many pixels of rows `rows` of frame `k` differ from `expected` (whose rows
/// start at `first_row`).
fn differing(
    gif: &Decoded,
    k: usize,
    rows: std::ops::Range<u32>,
    expected: &washogi_render::Frame,
    first_row: u32,
) -> usize {
    let mut count = 0;
    for y in rows {
        for x in 0..gif.width {
            if gif.pixel(k, x, y) != expected.rgb(x, y - first_row) {
                count += 1;
            }
        }
    }
    count
}

/// How many pixels of the band under frame `k`'s picture are `colour`.
fn band_pixels_of(gif: &Decoded, k: usize, picture_h: u32, colour: [u8; 3]) -> usize {
    pixels_of(gif, k, picture_h..gif.height, 0..gif.width, colour)
}

fn pixels_of(
    gif: &Decoded,
    k: usize,
    rows: std::ops::Range<u32>,
    cols: std::ops::Range<u32>,
    colour: [u8; 3],
) -> usize {
    rows.flat_map(|y| cols.clone().map(move |x| (x, y)))
        .filter(|&(x, y)| gif.pixel(k, x, y) == colour)
        .count()
}

#[test]
fn every_frame_is_the_still_picture_of_its_position() {
    for game in games() {
        let v = game.start().variant();
        for style in [PieceStyle::Kanji, PieceStyle::Latin] {
            for flipped in [false, true] {
                let what = format!("{} {style:?} flipped={flipped}", v.id());
                let opts = options(style, flipped);
                let gif = decode(&render_replay(&game, &opts).unwrap());
                let (w, picture_h) = picture_size(v, flipped);
                assert_eq!((gif.width, gif.height), replay_size(v, flipped), "{what}");
                assert_eq!(gif.width, w);
                assert_eq!(gif.frames.len(), game.moves().len() + 1, "{what}");
                for (k, (pos, last_move)) in positions(&game).into_iter().enumerate() {
                    let f = &gif.frames[k];
                    assert!(!f.local_palette, "{what}: frame {k} has its own colours");
                    assert!(matches!(f.dispose, DisposalMethod::Keep), "{what}");
                    if k == 0 {
                        assert_eq!(f.rect, (0, 0, gif.width as u16, gif.height as u16));
                        assert_eq!(f.transparent, None, "{what}");
                    } else {
                        assert_eq!(f.transparent, Some(255), "{what}: frame {k}");
                    }
                    // The picture: the still picture of the position, drawn alone.
                    let still = render_frame(
                        &pos,
                        &RenderOptions {
                            flipped,
                            style,
                            last_move,
                            sente_name: opts.sente_name.clone(),
                            gote_name: opts.gote_name.clone(),
                            language: opts.language,
                            ..RenderOptions::default()
                        },
                    )
                    .unwrap();
                    let bad = differing(&gif, k, 0..picture_h, &still, 0);
                    assert_eq!(bad, 0, "{what}: frame {k}: picture pixels differ");
                    // The band: as `replay_frame` draws it.
                    let whole = replay_frame(&game, k, &opts).unwrap();
                    assert_eq!((whole.width, whole.height), (gif.width, gif.height));
                    let bad = differing(&gif, k, picture_h..gif.height, &whole, 0);
                    assert_eq!(bad, 0, "{what}: frame {k}: band pixels differ");
                }
            }
        }
    }
}

#[test]
fn frames_after_the_first_carry_only_what_changed() {
    let game = playout::playout("wa", 20, 11);
    let gif = decode(&render_replay(&game, &ReplayOptions::default()).unwrap());
    let full = gif.width as usize * gif.height as usize;
    for (k, f) in gif.frames.iter().enumerate().skip(1) {
        let (left, top, w, h) = f.rect;
        let area = w as usize * h as usize;
        assert!(area < full, "frame {k}: {:?} is the whole picture", f.rect);
        // Everything outside the rectangle is as the frame before left it.
        let before = &gif.frames[k - 1].rgb;
        for y in 0..gif.height as usize {
            for x in 0..gif.width as usize {
                let inside = (left as usize..(left + w) as usize).contains(&x)
                    && (top as usize..(top + h) as usize).contains(&y);
                if !inside {
                    assert_eq!(
                        f.rgb[y * gif.width as usize + x],
                        before[y * gif.width as usize + x]
                    );
                }
            }
        }
    }
}

#[test]
fn delays_frame_count_and_looping() {
    let game = shogi_game();
    let gif = decode(&render_replay(&game, &ReplayOptions::default()).unwrap());
    let delays: Vec<u16> = gif.frames.iter().map(|f| f.delay_cs).collect();
    assert_eq!(delays, [90, 90, 90, 90, 90, 90, 400]);
    assert_eq!(gif.repeat, Repeat::Infinite);

    let opts = ReplayOptions {
        move_delay_ms: 500,
        final_delay_ms: 2500,
        ..ReplayOptions::default()
    };
    let gif = decode(&render_replay(&game, &opts).unwrap());
    let delays: Vec<u16> = gif.frames.iter().map(|f| f.delay_cs).collect();
    assert_eq!(delays, [50, 50, 50, 50, 50, 50, 250]);
}

#[test]
fn the_last_frame_shows_the_result() {
    let game = shogi_game();
    let v = game.start().variant();
    let (_, picture_h) = picture_size(v, false);
    let with = decode(&render_replay(&game, &options(PieceStyle::Kanji, false)).unwrap());
    let without_opts = ReplayOptions {
        result: None,
        ..options(PieceStyle::Kanji, false)
    };
    let without = decode(&render_replay(&game, &without_opts).unwrap());
    let last = game.moves().len();
    // The card under the final position only: a gold rim round it, and gold
    // text in its middle (rows clear of the rim, the middle third).
    let gold = band_pixels_of(&with, last, picture_h, CARD_GOLD);
    assert!(gold > 2 * with.width as usize, "{gold} gold pixels: no rim");
    let (w, rows) = (with.width, picture_h + 8..picture_h + 32);
    let text = pixels_of(&with, last, rows, w / 3..2 * w / 3, CARD_GOLD);
    assert!(
        text > 200,
        "{text} gold pixels in the middle of the card: no text"
    );
    for k in 0..last {
        assert_eq!(
            band_pixels_of(&with, k, picture_h, CARD_GOLD),
            0,
            "frame {k}"
        );
    }
    assert_eq!(band_pixels_of(&without, last, picture_h, CARD_GOLD), 0);
    // The same final position, a different band; the pictures above are equal.
    let band_differs = (picture_h..with.height)
        .any(|y| (0..with.width).any(|x| with.pixel(last, x, y) != without.pixel(last, x, y)));
    assert!(band_differs);
    assert_eq!(
        with.frames[last].rgb[..(picture_h * with.width) as usize],
        without.frames[last].rgb[..(picture_h * with.width) as usize]
    );
    // Without a result, the counter goes on changing up to the last frame.
    let counter_changes = |k: usize| {
        (picture_h..without.height).any(|y| {
            (0..without.width).any(|x| without.pixel(k, x, y) != without.pixel(k - 1, x, y))
        })
    };
    assert!((1..=last).all(counter_changes));
    // A result of only spaces is no result.
    let blank = ReplayOptions {
        result: Some("  ".into()),
        ..without_opts
    };
    assert_eq!(
        render_replay(&game, &blank).unwrap(),
        render_replay(
            &game,
            &ReplayOptions {
                result: None,
                ..blank.clone()
            }
        )
        .unwrap()
    );
}

#[test]
fn a_game_without_moves_is_one_frame() {
    for id in ["wa", "wa-drops", "shogi"] {
        let v = Variant::by_id(id).unwrap();
        let game = Game::new(Position::start(v));
        let (_, picture_h) = picture_size(v, false);
        let opts = ReplayOptions {
            result: Some("Aborted".into()),
            ..ReplayOptions::default()
        };
        let gif = decode(&render_replay(&game, &opts).unwrap());
        assert_eq!(gif.frames.len(), 1, "{id}");
        assert_eq!(gif.frames[0].delay_cs, 400);
        let still = render_frame(game.start(), &RenderOptions::default()).unwrap();
        assert_eq!(differing(&gif, 0, 0..picture_h, &still, 0), 0, "{id}");
        assert!(band_pixels_of(&gif, 0, picture_h, CARD_GOLD) > 0, "{id}");
        // Without a result: the bare table under the picture.
        let gif = decode(&render_replay(&game, &ReplayOptions::default()).unwrap());
        assert_eq!(gif.frames.len(), 1);
        let corner = gif.pixel(0, 0, gif.height - 1);
        assert!(
            (picture_h..gif.height).all(|y| (0..gif.width).all(|x| gif.pixel(0, x, y) == corner))
        );
    }
}

#[test]
fn a_japanese_result_is_drawn_in_full() {
    // The captions the bot writes for Japanese readers: every character is in the
    // bundled fonts (none becomes "?"), and the card carries the text.
    for result in [
        "藤井聡太 の勝ち（詰み）",
        "羽生善治 の勝ち（切れ負け）",
        "引き分け（千日手）",
        "김민준 の勝ち（投了）",
    ] {
        assert!(washogi_render::can_draw_text(result), "{result}");
    }
    assert!(!washogi_render::can_draw_text("🦊 wins"));
    let game = shogi_game();
    let last = game.moves().len();
    let opts = ReplayOptions {
        result: Some("藤井聡太 の勝ち（詰み）".into()),
        ..options(PieceStyle::Kanji, false)
    };
    let (w, picture_h) = picture_size(game.start().variant(), false);
    let gif = decode(&render_replay(&game, &opts).unwrap());
    let text = pixels_of(
        &gif,
        last,
        picture_h + 8..picture_h + 32,
        w / 3..2 * w / 3,
        CARD_GOLD,
    );
    assert!(text > 200, "{text} gold pixels: no text on the card");
    if let Ok(dir) = std::env::var("RENDER_OUT") {
        std::fs::create_dir_all(&dir).unwrap();
        let frame = replay_frame(&game, last, &opts).unwrap();
        std::fs::write(
            format!("{dir}/replay-result-ja.png"),
            frame.to_png().unwrap(),
        )
        .unwrap();
    }
}

#[test]
fn a_frame_past_the_end_is_an_error() {
    let game = shogi_game();
    let opts = ReplayOptions::default();
    assert!(replay_frame(&game, game.moves().len(), &opts).is_ok());
    assert!(replay_frame(&game, game.moves().len() + 1, &opts).is_err());
}
