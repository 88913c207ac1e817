//! Board and piece-help pictures: every piece kind of every game, both orientations,
//! both styles, both board sizes, hands and check; PNGs decode at the expected size,
//! and pixel probes find the last-move highlight and the check mark where they belong.
//!
//! Set `RENDER_OUT=/some/dir` to also write the pictures there for a look.

use washogi_render::{
    picture_size, render_piece_help, render_position, square_rect, PieceStyle, RenderError,
    RenderOptions, CHECK_COLOUR, LAST_MOVE_COLOUR,
};
use washogi_rules::{all_variants, usi, Color, Kind, Move, Position, Square, Variant};

const STYLES: [PieceStyle; 2] = [PieceStyle::Kanji, PieceStyle::Latin];

/// A decoded picture: width, height and RGB pixels.
struct Picture {
    w: u32,
    h: u32,
    rgb: Vec<u8>,
}

impl Picture {
    fn pixel(&self, x: u32, y: u32) -> [u8; 3] {
        let i = ((y * self.w + x) * 3) as usize;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn decode(png_bytes: &[u8]) -> Picture {
    let mut decoder = png::Decoder::new(png_bytes);
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("PNG data");
    let channels = info.color_type.samples();
    assert!(channels >= 3, "a colour picture, got {:?}", info.color_type);
    let rgb = buf[..info.buffer_size()]
        .chunks_exact(channels)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    Picture {
        w: info.width,
        h: info.height,
        rgb,
    }
}

fn save(name: &str, png: &[u8]) {
    if let Ok(dir) = std::env::var("RENDER_OUT") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(format!("{dir}/{name}.png"), png).unwrap();
    }
}

fn variant(id: &str) -> &'static Variant {
    Variant::by_id(id).unwrap()
}

fn sq(text: &str) -> Square {
    let (file, rank) = text.split_at(text.len() - 1);
    Square::new(file.parse().unwrap(), rank.as_bytes()[0] - b'a').unwrap()
}

/// The start position with every piece that can promote promoted in place: with
/// the start position itself, every kind of the game for both sides.
fn all_promoted(v: &'static Variant) -> Position {
    let start = v.start_sfen();
    let (board, rest) = start.split_once(' ').unwrap();
    let mut out = String::new();
    for c in board.chars() {
        if c.is_ascii_alphabetic() && v.kind_by_letter(c, true).is_some() {
            out.push('+');
        }
        out.push(c);
    }
    Position::from_sfen(v, &format!("{out} {rest}")).expect("promoted start position")
}

/// Wa Shogi with drops, a middle game: hands on both sides, sente in check from a
/// golden bird that just promoted on 4k.
const WA_DROPS_MIDDLE: &str =
    "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b RUD3Prvc4p 41";
/// Shogi, gote in check from a dragon, hands on both sides.
const SHOGI_CHECK: &str =
    "ln1gk2nl/1r1s1+R3/p1ppp1b1p/6p2/1p7/2P6/PP1PPPPPP/1B5S1/LNSGKG1NL w GSPp 20";

fn check_picture(png: &[u8], v: &Variant, flipped: bool) -> Picture {
    assert!(png.len() < 100 * 1024, "{} bytes", png.len());
    let pic = decode(png);
    assert_eq!((pic.w, pic.h), picture_size(v, flipped));
    assert!((600..=820).contains(&pic.w), "width {}", pic.w);
    let ratio = pic.w.max(pic.h) as f32 / pic.w.min(pic.h) as f32;
    assert!(ratio > 1.12, "{}×{} is too close to square", pic.w, pic.h);
    pic
}

#[test]
fn every_piece_kind_of_every_game_in_both_orientations_and_styles() {
    for &v in all_variants() {
        let positions = [Position::start(v), all_promoted(v)];
        // Together the two positions hold every kind of the game for both sides.
        let mut seen = std::collections::HashSet::new();
        for pos in &positions {
            for s in pos.squares() {
                if let Some(p) = pos.piece_at(s) {
                    seen.insert((p.color, p.kind));
                }
            }
        }
        assert_eq!(seen.len(), 2 * v.kind_count(), "{}", v.id());
        for (i, pos) in positions.iter().enumerate() {
            for flipped in [false, true] {
                for style in STYLES {
                    let opts = RenderOptions {
                        flipped,
                        style,
                        ..RenderOptions::default()
                    };
                    let png = render_position(pos, &opts).unwrap();
                    save(&format!("{}_{i}_{flipped}_{style:?}", v.id()), &png);
                    check_picture(&png, v, flipped);
                }
            }
        }
    }
}

#[test]
fn pictures_are_phone_sized_and_never_square() {
    let sizes: Vec<_> = ["wa", "wa-drops", "shogi"]
        .iter()
        .map(|id| picture_size(variant(id), false))
        .collect();
    // 11×11 without drops: taller than wide; with drops and 9×9: wider than tall.
    assert!(sizes[0].1 > sizes[0].0);
    assert!(sizes[1].0 > sizes[1].1);
    assert!(sizes[2].0 > sizes[2].1);
    for &v in all_variants() {
        assert_eq!(picture_size(v, false), picture_size(v, true));
    }
}

/// Blend an RGBA colour over a pixel.
fn blend((r, g, b, a): (u8, u8, u8, u8), under: [u8; 3]) -> [u8; 3] {
    let a = a as f32 / 255.0;
    let mix = |top: u8, bottom: u8| (top as f32 * a + bottom as f32 * (1.0 - a)).round() as u8;
    [mix(r, under[0]), mix(g, under[1]), mix(b, under[2])]
}

fn close(a: [u8; 3], b: [u8; 3], tolerance: i32) -> bool {
    (0..3).all(|i| (a[i] as i32 - b[i] as i32).abs() <= tolerance)
}

/// A probe point in a square's cell that no piece covers: just inside a corner on
/// the side the square's piece (if any) points to, beside its tip.
fn probe(pos: &Position, flipped: bool, s: Square) -> (u32, u32) {
    let (x, y, _, h) = square_rect(pos.variant(), flipped, s);
    let points_down = pos
        .piece_at(s)
        .is_some_and(|p| (p.color == Color::Gote) != flipped);
    (x + 3, if points_down { y + h - 4 } else { y + 3 })
}

#[test]
fn last_move_squares_are_highlighted_where_they_belong() {
    for (id, moves) in [
        ("shogi", "7g7f 3c3d 8h2b+"),
        ("wa", "3i3h 3c3d 9i9h"),
        ("wa-drops", "3i3h 3c3d 9i9h"),
    ] {
        let v = variant(id);
        let mut pos = Position::start(v);
        let mut last = None;
        for m in moves.split(' ') {
            let mv = usi::parse_usi(v, m).unwrap();
            pos = pos.play(mv).unwrap();
            last = Some(mv);
        }
        let mv = last.unwrap();
        let (from, to) = (mv.from().unwrap(), mv.to());
        for flipped in [false, true] {
            for style in STYLES {
                let plain = RenderOptions {
                    flipped,
                    style,
                    ..RenderOptions::default()
                };
                let lit = RenderOptions {
                    last_move: Some(mv),
                    ..plain.clone()
                };
                let a = decode(&render_position(&pos, &plain).unwrap());
                let png = render_position(&pos, &lit).unwrap();
                save(&format!("lastmove_{id}_{flipped}_{style:?}"), &png);
                let b = check_picture(&png, v, flipped);
                for s in [from, to] {
                    let (x, y) = probe(&pos, flipped, s);
                    let expected = blend(LAST_MOVE_COLOUR, a.pixel(x, y));
                    assert!(
                        close(b.pixel(x, y), expected, 10),
                        "{id} {s} flipped={flipped}: {:?}, expected {expected:?}",
                        b.pixel(x, y)
                    );
                }
                // Nothing else changed colour on the board.
                for s in v.files().min(5)..=v.files() {
                    let other = Square::new(s, 4).unwrap();
                    let (x, y) = probe(&pos, flipped, other);
                    assert_eq!(a.pixel(x, y), b.pixel(x, y), "{id} {other}");
                }
            }
        }
    }
}

#[test]
fn a_drop_highlights_its_target_square() {
    let v = variant("shogi");
    let pos = Position::from_sfen(v, "4k4/9/9/9/9/9/9/9/4K4 w Pp 2").unwrap();
    let drop = usi::parse_usi(v, "P*5e").unwrap();
    assert!(matches!(drop, Move::Drop { .. }));
    let pos = pos.play(usi::parse_usi(v, "P*5d").unwrap()).unwrap();
    let plain = decode(&render_position(&pos, &RenderOptions::default()).unwrap());
    let opts = RenderOptions {
        last_move: Some(usi::parse_usi(v, "P*5d").unwrap()),
        ..RenderOptions::default()
    };
    let lit = decode(&render_position(&pos, &opts).unwrap());
    let (x, y) = probe(&pos, false, sq("5d"));
    assert!(close(
        lit.pixel(x, y),
        blend(LAST_MOVE_COLOUR, plain.pixel(x, y)),
        10
    ));
}

#[test]
fn a_king_in_check_is_marked() {
    for (id, sfen, king) in [
        ("wa-drops", WA_DROPS_MIDDLE, "5k"),
        ("shogi", SHOGI_CHECK, "5a"),
    ] {
        let v = variant(id);
        let pos = Position::from_sfen(v, sfen).unwrap();
        assert!(pos.in_check());
        assert_eq!(pos.king_square(pos.side_to_move()), Some(sq(king)));
        for flipped in [false, true] {
            for style in STYLES {
                let opts = RenderOptions {
                    flipped,
                    style,
                    sente_name: Some("Alice".into()),
                    gote_name: Some("Bob".into()),
                    ..RenderOptions::default()
                };
                let png = render_position(&pos, &opts).unwrap();
                save(&format!("check_{id}_{flipped}_{style:?}"), &png);
                let pic = check_picture(&png, v, flipped);
                let (x, y) = probe(&pos, flipped, sq(king));
                // The same spot of an empty square of the same rank shows the wood.
                let empty = pos
                    .squares()
                    .find(|s| s.rank() == sq(king).rank() && pos.piece_at(*s).is_none())
                    .expect("an empty square beside the king");
                let (ex, ey) = probe(&pos, flipped, empty);
                let wood = pic.pixel(ex, ey);
                let expected = blend(CHECK_COLOUR, wood);
                assert!(
                    close(pic.pixel(x, y), expected, 10),
                    "{id} flipped={flipped}: {:?}, expected {expected:?} over {wood:?}",
                    pic.pixel(x, y)
                );
            }
        }
    }
}

#[test]
fn hands_are_drawn_beside_the_board_on_their_owners_sides() {
    let v = variant("wa-drops");
    let with = Position::from_sfen(v, WA_DROPS_MIDDLE).unwrap();
    let without_sfen = WA_DROPS_MIDDLE.replace("RUD3Prvc4p", "-");
    let without = Position::from_sfen(v, &without_sfen).unwrap();
    for flipped in [false, true] {
        let opts = RenderOptions {
            flipped,
            ..RenderOptions::default()
        };
        let a = decode(&render_position(&with, &opts).unwrap());
        let b = decode(&render_position(&without, &opts).unwrap());
        let (left, top, _, _) = square_rect(
            v,
            flipped,
            Square::new(if flipped { 1 } else { 11 }, if flipped { 10 } else { 0 }).unwrap(),
        );
        let (right, _, cw, _) = square_rect(
            v,
            flipped,
            Square::new(if flipped { 11 } else { 1 }, 0).unwrap(),
        );
        let right = right + cw + 30;
        let differs = |x0: u32, x1: u32, y0: u32, y1: u32| {
            (y0..y1)
                .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                .filter(|&(x, y)| a.pixel(x, y) != b.pixel(x, y))
                .count()
        };
        let mid = a.h / 2;
        // The top player's hand is at the top left, the bottom player's at the
        // bottom right; the board itself is the same.
        assert!(differs(0, left - 10, top, mid) > 500);
        assert!(differs(right, a.w, mid, a.h) > 500);
        assert_eq!(differs(left, right - 30, top, a.h - 20), 0);
    }
}

#[test]
fn orientation_maps_squares_as_the_notation_says() {
    let v = variant("wa");
    let (w, _) = picture_size(v, false);
    // Unflipped: 1a at the top right, 11k at the bottom left.
    let (x1a, y1a, _, _) = square_rect(v, false, sq("1a"));
    let (x11k, y11k, _, _) = square_rect(v, false, sq("11k"));
    assert!(x1a > w / 2 && x11k < w / 2 && y1a < y11k);
    // Flipped: exactly the other way round.
    assert_eq!(square_rect(v, true, sq("1a")).0, x11k);
    assert_eq!(square_rect(v, true, sq("1a")).1, y11k);
    assert_eq!(square_rect(v, true, sq("11k")).0, x1a);
}

#[test]
fn names_are_cleaned_cut_and_never_break_the_picture() {
    let v = variant("shogi");
    let pos = Position::start(v);
    let nasty = [
        "</svg><script>alert(1)</script>",
        "a & b \" ' < >",
        "\u{202E}evil\u{0000}\u{200B}\n\t",
        "🦊🦊🦊 emoji fox",
        "ボブ 山田",
        &"x".repeat(10_000),
        "",
        "   ",
    ];
    for name in nasty {
        for flipped in [false, true] {
            let opts = RenderOptions {
                flipped,
                sente_name: Some(name.to_string()),
                gote_name: Some(name.chars().rev().collect()),
                ..RenderOptions::default()
            };
            let png = render_position(&pos, &opts).unwrap();
            check_picture(&png, v, flipped);
        }
    }
}

#[test]
fn piece_help_pictures_for_every_piece_of_every_game() {
    for &v in all_variants() {
        for (kind, info) in v.kinds() {
            for style in STYLES {
                let png = render_piece_help(v, kind, style).unwrap();
                save(&format!("help_{}_{}_{style:?}", v.id(), info.code()), &png);
                assert!(png.len() < 100 * 1024);
                let pic = decode(&png);
                assert!((400..=600).contains(&pic.w), "{}", pic.w);
                assert!(pic.h as f32 > pic.w as f32 * 1.1, "not square");
            }
        }
        let no_such = Kind(v.kind_count() as u8);
        assert_eq!(
            render_piece_help(v, no_such, PieceStyle::Kanji),
            Err(RenderError::NoSuchKind)
        );
    }
}

#[test]
fn full_hands_with_large_counts_fit_beside_the_board() {
    let v = variant("wa-drops");
    let sfen = "5k5/11/11/11/11/11/11/11/11/11/5K5 b EFSXRWVGCULDMHO12Pefsxrwvgculdmho10p 1";
    let pos = Position::from_sfen(v, sfen).unwrap();
    assert_eq!(
        pos.hand(Color::Sente).iter().filter(|h| h.1 > 0).count(),
        16
    );
    let empty = Position::from_sfen(v, "5k5/11/11/11/11/11/11/11/11/11/5K5 b - 1").unwrap();
    for flipped in [false, true] {
        for style in STYLES {
            let opts = RenderOptions {
                flipped,
                style,
                ..RenderOptions::default()
            };
            let png = render_position(&pos, &opts).unwrap();
            save(&format!("fullhands_{flipped}_{style:?}"), &png);
            let a = check_picture(&png, v, flipped);
            let b = decode(&render_position(&empty, &opts).unwrap());
            // Sixteen pieces on each stand: a good part of each stand changed.
            let (board_x, _, _, _) = square_rect(
                v,
                flipped,
                Square::new(if flipped { 1 } else { 11 }, 5).unwrap(),
            );
            let changed = |x0: u32, x1: u32| {
                (0..a.h)
                    .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                    .filter(|&(x, y)| a.pixel(x, y) != b.pixel(x, y))
                    .count()
            };
            assert!(changed(0, board_x - 20) > 16 * 800);
            assert!(changed(a.w - (board_x - 20), a.w) > 16 * 800);
        }
    }
}

/// Japanese, Korean and Chinese names are drawn in their own letters: replacing
/// any one of a name's characters with `?` changes the picture, so none of them was
/// drawn as `?` (the replacement for a character no bundled font has).
#[test]
fn names_in_japanese_korean_and_chinese_are_drawn_without_replacement_glyphs() {
    for (id, flipped) in [("shogi", false), ("wa", true)] {
        let v = variant(id);
        let pos = Position::start(v);
        for name in ["藤井聡太", "渡邊 萌々香", "김민준", "똠방각하", "陈静怡"] {
            let draw = |sente: &str| {
                let opts = RenderOptions {
                    flipped,
                    sente_name: Some(sente.to_string()),
                    gote_name: Some("이서연".to_string()),
                    ..RenderOptions::default()
                };
                render_position(&pos, &opts).unwrap()
            };
            let png = draw(name);
            save(&format!("names_{id}_{name}"), &png);
            let picture = decode(&png);
            let chars: Vec<char> = name.chars().collect();
            for i in (0..chars.len()).filter(|&i| !chars[i].is_whitespace()) {
                let mut with_question_mark = chars.clone();
                with_question_mark[i] = '?';
                let other = decode(&draw(&with_question_mark.iter().collect::<String>()));
                assert!(
                    picture.rgb != other.rgb,
                    "{id}: {} of {name} is drawn as ?",
                    chars[i]
                );
            }
        }
    }
}

/// Japanese plates say 先手 / 後手 and 手番 instead of Sente / Gote and "to move":
/// with and without names, in games with and without drops, either way up. Only
/// the plates change (nothing on the board), and every word is drawn (replacing
/// one with `?` changes the picture, and the fonts have each character).
#[test]
fn plates_speak_japanese_where_asked() {
    use washogi_render::{can_draw_text, PlateLanguage};
    let ja = PlateLanguage::Japanese;
    for c in Color::both() {
        assert!(can_draw_text(ja.side(c)), "{}", ja.side(c));
    }
    assert!(can_draw_text(ja.to_move()));
    for id in ["wa", "wa-drops", "shogi"] {
        let v = variant(id);
        let pos = Position::start(v);
        // The board: from the first to the last square's cell, whichever way up.
        for flipped in [false, true] {
            let corners = [
                square_rect(v, flipped, Square::new(1, 0).unwrap()),
                square_rect(v, flipped, Square::new(v.files(), v.ranks() - 1).unwrap()),
            ];
            let left = corners.iter().map(|r| r.0).min().unwrap();
            let top = corners.iter().map(|r| r.1).min().unwrap();
            let right = corners.iter().map(|r| r.0 + r.2).max().unwrap();
            let bottom = corners.iter().map(|r| r.1 + r.3).max().unwrap();
            for name in [None, Some("藤井聡太")] {
                let draw = |language| {
                    let opts = RenderOptions {
                        flipped,
                        sente_name: name.map(str::to_string),
                        gote_name: name.map(|_| "Bob".to_string()),
                        language,
                        ..RenderOptions::default()
                    };
                    render_position(&pos, &opts).unwrap()
                };
                let png = draw(ja);
                save(
                    &format!("plates_ja_{id}_{flipped}_{}", name.is_some()),
                    &png,
                );
                let (english, japanese) = (decode(&draw(PlateLanguage::English)), decode(&png));
                assert_eq!((english.w, english.h), (japanese.w, japanese.h));
                let mut changed = 0;
                for y in 0..english.h {
                    for x in 0..english.w {
                        if english.pixel(x, y) != japanese.pixel(x, y) {
                            changed += 1;
                            let on_board = (left..right).contains(&x) && (top..bottom).contains(&y);
                            assert!(!on_board, "{id} flipped={flipped}: ({x}, {y}) on the board");
                        }
                    }
                }
                assert!(
                    changed > 200,
                    "{id} flipped={flipped} {name:?}: {changed} pixels"
                );
            }
        }
    }
}

/// Counts of a rectangle's pixels: how many are close to `colour`.
fn count_close(pic: &Picture, (x, y, w, h): (u32, u32, u32, u32), colour: [u8; 3]) -> usize {
    let mut n = 0;
    for py in y..y + h {
        for px in x..x + w {
            n += usize::from(close(pic.pixel(px, py), colour, 6));
        }
    }
    n
}

/// A live game's clocks: each side's in its box on its plate, set in the box's
/// ink — white on black for the side to move, cream on dark bark for the other,
/// white on red when low on time — whichever way up, in every game and style, in
/// both languages. The picture keeps its size and its board; only the plates and
/// (in the drop games) the hands beside them move.
#[test]
fn clocks_are_drawn_on_the_plates() {
    use washogi_render::{clock_rect, PlateClock, PlateLanguage};
    const BLACK: [u8; 3] = [0x1B, 0x15, 0x10];
    const BARK: [u8; 3] = [0x50, 0x46, 0x35];
    const RED: [u8; 3] = [0xC0, 0x22, 0x1B];
    const WHITE: [u8; 3] = [255, 255, 255];
    const CREAM: [u8; 3] = [0xF7, 0xEB, 0xCD];
    let cases = [
        ("wa", None),
        ("wa-drops", Some(WA_DROPS_MIDDLE)),
        ("shogi", Some(SHOGI_CHECK)),
    ];
    for (id, sfen) in cases {
        let v = variant(id);
        let pos = sfen.map_or_else(
            || Position::start(v),
            |s| Position::from_sfen(v, s).unwrap(),
        );
        let to_move = pos.side_to_move();
        for flipped in [false, true] {
            for style in STYLES {
                for language in PlateLanguage::ALL {
                    let plain = RenderOptions {
                        flipped,
                        style,
                        language,
                        sente_name: Some("Alice".into()),
                        gote_name: Some("藤井聡太".into()),
                        ..RenderOptions::default()
                    };
                    let live = RenderOptions {
                        sente_clock: Some(PlateClock::new("9:58 +30s", false)),
                        gote_clock: Some(PlateClock::new("0:07", true)),
                        ..plain.clone()
                    };
                    let png = render_position(&pos, &live).unwrap();
                    save(
                        &format!("clocks_{id}_{style:?}_{flipped}_{language:?}"),
                        &png,
                    );
                    let pic = check_picture(&png, v, flipped);
                    let what = format!("{id} {style:?} flipped={flipped} {language:?}");
                    // Sente's clock: time to spare, lit when sente is to move.
                    let (fill, ink) = if to_move == Color::Sente {
                        (BLACK, WHITE)
                    } else {
                        (BARK, CREAM)
                    };
                    let r = clock_rect(v, flipped, Color::Sente);
                    let area = (r.2 * r.3) as usize;
                    let (filled, inked) = (count_close(&pic, r, fill), count_close(&pic, r, ink));
                    assert!(filled > area / 2, "{what}: sente's box {filled} of {area}");
                    assert!(inked > area / 25, "{what}: sente's time {inked} of {area}");
                    // Gote's: low on time, white on red.
                    let r = clock_rect(v, flipped, Color::Gote);
                    let (filled, inked) = (count_close(&pic, r, RED), count_close(&pic, r, WHITE));
                    assert!(filled > area / 2, "{what}: gote's box {filled} of {area}");
                    assert!(inked > area / 25, "{what}: gote's time {inked} of {area}");
                    // The board is the same as without clocks, square for square.
                    let without = decode(&render_position(&pos, &plain).unwrap());
                    for s in pos.squares() {
                        let (x, y, w, h) = square_rect(v, flipped, s);
                        for py in y..y + h {
                            for px in x..x + w {
                                assert_eq!(
                                    pic.pixel(px, py),
                                    without.pixel(px, py),
                                    "{what}: {s:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Each picture shows its own time: two pictures a second apart differ in the
/// running clock's box alone, and the waiting clock is the same in both.
#[test]
fn each_picture_shows_the_time_it_is_given() {
    use washogi_render::{clock_rect, PlateClock};
    for id in ["wa", "shogi"] {
        let v = variant(id);
        let pos = Position::start(v);
        let draw = |sente: &str| {
            let opts = RenderOptions {
                sente_clock: Some(PlateClock::new(sente, false)),
                gote_clock: Some(PlateClock::new("5:00", false)),
                ..RenderOptions::default()
            };
            decode(&render_position(&pos, &opts).unwrap())
        };
        let (a, b) = (draw("4:58"), draw("4:57"));
        let (x, y, w, h) = clock_rect(v, false, Color::Sente);
        let mut changed = 0;
        for py in 0..a.h {
            for px in 0..a.w {
                if a.pixel(px, py) != b.pixel(px, py) {
                    let inside = (x..x + w).contains(&px) && (y..y + h).contains(&py);
                    assert!(inside, "{id}: ({px}, {py}) outside sente's clock changed");
                    changed += 1;
                }
            }
        }
        assert!(changed > 20, "{id}: {changed} pixels");
    }
}

/// A clock's text from outside is only ever text: odd characters, long strings,
/// empty ones and a clock on one side only draw a picture of the right size.
#[test]
fn odd_clock_texts_never_break_the_picture() {
    use washogi_render::PlateClock;
    let v = variant("wa-drops");
    let pos = Position::from_sfen(v, WA_DROPS_MIDDLE).unwrap();
    for text in [
        "",
        " ",
        "\u{202E}9:99",
        "🦊🦊",
        "<svg>&",
        &"8".repeat(10_000),
        "1:00:00:00 +300s ×10",
    ] {
        for (sente, gote) in [
            (Some(text), Some("0:01")),
            (Some(text), None),
            (None, Some(text)),
        ] {
            let opts = RenderOptions {
                sente_clock: sente.map(|t| PlateClock::new(t, false)),
                gote_clock: gote.map(|t| PlateClock::new(t, true)),
                ..RenderOptions::default()
            };
            let png = render_position(&pos, &opts).unwrap();
            check_picture(&png, v, false);
        }
    }
}
