//! Analysis arrows on the board pictures: where they are drawn, either way up,
//! for a move, the same move as both kinds, and a drop from the hand or, with no
//! piece shown in hand, a ring on its target.
//!
//! Set `RENDER_OUT=/some/dir` to also write the pictures there for a look.

use washogi_render::{render_position, square_rect, Arrow, ArrowKind, RenderOptions};
use washogi_rules::{usi::parse_usi, Position, Square, Variant};

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

fn sq(text: &str) -> Square {
    let (file, rank) = text.split_at(text.len() - 1);
    Square::new(file.parse().unwrap(), rank.as_bytes()[0] - b'a').unwrap()
}

/// Whether a pixel has the played arrow's orange-red (over wood or a piece).
fn is_played(p: [u8; 3]) -> bool {
    p[0] > 170 && p[0] as i32 - p[2] as i32 > 110 && p[0] as i32 - p[1] as i32 > 70
}

/// Whether a pixel has the best move arrow's blue.
fn is_best(p: [u8; 3]) -> bool {
    p[2] > 150 && p[2] as i32 - p[0] as i32 > 80
}

/// A point `(fx, fy)` of the way across a square's cell (0.5, 0.5: its centre).
fn at(v: &Variant, flipped: bool, s: Square, fx: f32, fy: f32) -> (u32, u32) {
    let (x, y, w, h) = square_rect(v, flipped, s);
    (x + (w as f32 * fx) as u32, y + (h as f32 * fy) as u32)
}

fn draw(pos: &Position, flipped: bool, arrows: Vec<Arrow>, name: &str) -> Picture {
    let opts = RenderOptions {
        flipped,
        arrows,
        ..RenderOptions::default()
    };
    let png = render_position(pos, &opts).unwrap();
    save(name, &png);
    decode(&png)
}

#[test]
fn arrows_run_from_origin_to_target_either_way_up() {
    let v = Variant::by_id("shogi").unwrap();
    // A rook on 9i that may go up the file or along the rank.
    let pos = Position::from_sfen(v, "4k4/9/9/9/9/9/9/9/R3K4 b - 1").unwrap();
    let played = parse_usi(v, "9i9c").unwrap();
    let best = parse_usi(v, "9i6i").unwrap();
    let arrows = vec![
        Arrow {
            mv: played,
            kind: ArrowKind::Played,
        },
        Arrow {
            mv: best,
            kind: ArrowKind::Best,
        },
    ];
    for flipped in [false, true] {
        let plain = draw(&pos, flipped, Vec::new(), "plain");
        let pic = draw(&pos, flipped, arrows.clone(), &format!("arrows_{flipped}"));
        // The played rook's path goes up (down when flipped) the 9 file, the best
        // one's along the i rank; their targets' cells are reached.
        for s in ["9f", "9e", "9d"] {
            let (x, y) = at(v, flipped, sq(s), 0.5, 0.5);
            assert!(is_played(pic.pixel(x, y)), "{s}: {:?}", pic.pixel(x, y));
        }
        for s in ["8i", "7i"] {
            let (x, y) = at(v, flipped, sq(s), 0.5, 0.5);
            assert!(is_best(pic.pixel(x, y)), "{s}: {:?}", pic.pixel(x, y));
        }
        // Not beyond the targets, nor elsewhere on the board.
        for s in ["9b", "5i", "5e", "1a"] {
            let (x, y) = at(v, flipped, sq(s), 0.5, 0.5);
            assert_eq!(pic.pixel(x, y), plain.pixel(x, y), "{s}");
        }
        // The played arrow is narrower than the best one.
        let width = |s: &str, hit: fn([u8; 3]) -> bool, across: bool| {
            (0..100)
                .filter(|&i| {
                    let f = i as f32 / 100.0;
                    let (x, y) = if across {
                        at(v, flipped, sq(s), f, 0.5)
                    } else {
                        at(v, flipped, sq(s), 0.5, f)
                    };
                    hit(pic.pixel(x, y))
                })
                .count()
        };
        let (narrow, broad) = (width("9e", is_played, true), width("8i", is_best, false));
        assert!(narrow > 8 && broad > narrow + 8, "{narrow} {broad}");
    }
}

#[test]
fn the_same_move_as_played_and_best_shows_both_arrows() {
    let v = Variant::by_id("wa").unwrap();
    let pos = Position::start(v);
    let mv = parse_usi(v, "3i3h").unwrap();
    let arrows = [ArrowKind::Played, ArrowKind::Best].map(|kind| Arrow { mv, kind });
    for flipped in [false, true] {
        let pic = draw(&pos, flipped, arrows.to_vec(), &format!("same_{flipped}"));
        // Across the boundary of the two cells: blue at the edges, red in the middle.
        let (x0, y0, w, h) = square_rect(v, flipped, sq("3h"));
        let y = if flipped { y0 } else { y0 + h };
        let row: Vec<[u8; 3]> = (x0..x0 + w).map(|x| pic.pixel(x, y)).collect();
        let first_blue = row.iter().position(|&p| is_best(p)).expect("blue");
        let first_red = row.iter().position(|&p| is_played(p)).expect("red");
        let last_red = row.iter().rposition(|&p| is_played(p)).unwrap();
        let last_blue = row.iter().rposition(|&p| is_best(p)).unwrap();
        assert!(first_blue < first_red && last_red < last_blue, "{row:?}");
    }
}

#[test]
fn a_drop_comes_from_the_hand_or_rings_its_target() {
    let v = Variant::by_id("shogi").unwrap();
    let before = Position::from_sfen(v, "4k4/9/9/9/9/9/9/9/4K4 b P 1").unwrap();
    let drop = parse_usi(v, "P*5e").unwrap();
    let arrow = vec![Arrow {
        mv: drop,
        kind: ArrowKind::Played,
    }];
    for flipped in [false, true] {
        let pic = draw(&before, flipped, arrow.clone(), &format!("drop_{flipped}"));
        let plain = draw(&before, flipped, Vec::new(), "plain");
        // Sente's stand: right of the board, or left of it when flipped.
        let (left, _, _, _) = square_rect(v, flipped, sq(if flipped { "1e" } else { "9e" }));
        let (right, _, cw, _) = square_rect(v, flipped, sq(if flipped { "9e" } else { "1e" }));
        let stand = |x: u32| {
            if flipped {
                x + 40 < left
            } else {
                x > right + cw + 40
            }
        };
        let red_on_stand = (0..pic.h)
            .flat_map(|y| (0..pic.w).map(move |x| (x, y)))
            .filter(|&(x, y)| stand(x) && is_played(pic.pixel(x, y)))
            .count();
        assert!(red_on_stand > 100, "flipped={flipped}: {red_on_stand}");
        // The arrow reaches the target; nothing changed on the far side of it.
        let (x0, y0, w, h) = square_rect(v, flipped, sq("5e"));
        let red_on_target = (y0..y0 + h)
            .flat_map(|y| (x0..x0 + w).map(move |x| (x, y)))
            .filter(|&(x, y)| is_played(pic.pixel(x, y)))
            .count();
        assert!(red_on_target > 100, "flipped={flipped}: {red_on_target}");
        let (x, y) = at(v, flipped, sq("5c"), 0.5, 0.5);
        assert_eq!(pic.pixel(x, y), plain.pixel(x, y));
    }
    // After the drop no pawn is left in hand: a ring around the target, the piece
    // inside it as it was, and the last move's wash under both.
    let after = before.play(drop).unwrap();
    for flipped in [false, true] {
        let opts = RenderOptions {
            flipped,
            last_move: Some(drop),
            ..RenderOptions::default()
        };
        let plain = decode(&render_position(&after, &opts).unwrap());
        let png = render_position(
            &after,
            &RenderOptions {
                arrows: arrow.clone(),
                ..opts
            },
        )
        .unwrap();
        save(&format!("ring_{flipped}"), &png);
        let pic = decode(&png);
        let (x0, y0, w, h) = square_rect(v, flipped, sq("5e"));
        let unit = w.min(h) as f32;
        let (cx, cy) = (x0 + w / 2, y0 + h / 2);
        let r = (unit * 0.4) as u32;
        for (x, y) in [(cx - r, cy), (cx + r, cy), (cx, cy - r), (cx, cy + r)] {
            assert!(is_played(pic.pixel(x, y)), "{:?}", pic.pixel(x, y));
        }
        assert_eq!(pic.pixel(cx, cy), plain.pixel(cx, cy));
        // The corner of the cell keeps the last move's wash.
        let (x, y) = (x0 + 3, y0 + 3);
        assert_eq!(pic.pixel(x, y), plain.pixel(x, y));
    }
}
