//! The move picker's marks on the board pictures: the chosen piece's cell washed,
//! a dot on each empty square it may go to, corners around each piece it may
//! capture, either way up; a drop's piece washed on its stand; nothing else
//! changed.
//!
//! Set `RENDER_OUT=/some/dir` to also write the pictures there for a look.

use washogi_render::{
    render_position, square_rect, Marks, RenderOptions, Selected, MARK_COLOUR, SELECTED_COLOUR,
};
use washogi_rules::{usi::parse_square, Color, Position, Square, Variant};

struct Picture {
    w: u32,
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
    Picture { w: info.width, rgb }
}

fn save(name: &str, png: &[u8]) {
    if let Ok(dir) = std::env::var("RENDER_OUT") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(format!("{dir}/{name}.png"), png).unwrap();
    }
}

fn blend((r, g, b, a): (u8, u8, u8, u8), under: [u8; 3]) -> [u8; 3] {
    let a = a as f32 / 255.0;
    let mix = |top: u8, bottom: u8| (top as f32 * a + bottom as f32 * (1.0 - a)).round() as u8;
    [mix(r, under[0]), mix(g, under[1]), mix(b, under[2])]
}

fn close(a: [u8; 3], b: [u8; 3], tolerance: i32) -> bool {
    (0..3).all(|i| (a[i] as i32 - b[i] as i32).abs() <= tolerance)
}

fn sq(v: &Variant, text: &str) -> Square {
    parse_square(v, text).unwrap()
}

/// Centre of a square's cell in the picture.
fn centre(v: &Variant, flipped: bool, s: Square) -> (u32, u32) {
    let (x, y, w, h) = square_rect(v, flipped, s);
    (x + w / 2, y + h / 2)
}

/// A point of a square's cell that no piece covers: just inside its top-left
/// corner, beside the tip of a piece pointing up, or its bottom-left one for a
/// piece pointing down.
fn corner(pos: &Position, flipped: bool, s: Square) -> (u32, u32) {
    inset(pos, flipped, s, 3)
}

/// The same, `d` pixels in from the cell's edges.
fn inset(pos: &Position, flipped: bool, s: Square, d: u32) -> (u32, u32) {
    let (x, y, _, h) = square_rect(pos.variant(), flipped, s);
    let points_down = pos
        .piece_at(s)
        .is_some_and(|p| (p.color == Color::Gote) != flipped);
    (x + d, if points_down { y + h - 1 - d } else { y + d })
}

#[test]
fn a_chosen_piece_its_empty_targets_and_its_captures_are_marked() {
    // A Wa Shogi game played on (each ply the legal move at a fixed stride) until
    // a piece of the side to move has both an empty square and a capture to go to.
    let v = Variant::by_id("wa").unwrap();
    let mut pos = Position::start(v);
    let (from, targets) = loop {
        let legal = pos.legal_moves();
        let mover = pos.side_to_move();
        let found = pos
            .squares()
            .filter(|&s| pos.piece_at(s).is_some_and(|p| p.color == mover))
            .map(|s| {
                let mut t: Vec<Square> = legal
                    .iter()
                    .filter(|m| m.from() == Some(s))
                    .map(|m| m.to())
                    .collect();
                t.dedup();
                (s, t)
            })
            .find(|(_, t)| {
                t.iter().any(|&x| pos.piece_at(x).is_some())
                    && t.iter().any(|&x| pos.piece_at(x).is_none())
            });
        if let Some(found) = found {
            break found;
        }
        pos = pos
            .play(legal[(pos.move_number() as usize * 7) % legal.len()])
            .unwrap();
    };
    assert!(!targets.is_empty());
    for flipped in [false, true] {
        let plain = RenderOptions {
            flipped,
            ..RenderOptions::default()
        };
        let marked = RenderOptions {
            marks: Marks {
                selected: Some(Selected::Square(from)),
                targets: targets.clone(),
            },
            ..plain.clone()
        };
        let a = decode(&render_position(&pos, &plain).unwrap());
        let png = render_position(&pos, &marked).unwrap();
        save(&format!("marks_wa_{flipped}"), &png);
        let b = decode(&png);
        // The chosen piece's cell is framed, and washed inside the frame, where
        // no piece covers it.
        let (x, y) = corner(&pos, flipped, from);
        let expected = blend(MARK_COLOUR, blend(SELECTED_COLOUR, a.pixel(x, y)));
        assert!(
            close(b.pixel(x, y), expected, 10),
            "{from}: frame {:?}, expected {expected:?}",
            b.pixel(x, y)
        );
        let (x, y) = inset(&pos, flipped, from, 6);
        let expected = blend(SELECTED_COLOUR, a.pixel(x, y));
        assert!(
            close(b.pixel(x, y), expected, 10),
            "{from}: wash {:?}, expected {expected:?}",
            b.pixel(x, y)
        );
        for &t in &targets {
            if pos.piece_at(t).is_some() {
                // A capture: corners, the piece's middle untouched.
                let (x, y) = corner(&pos, flipped, t);
                let expected = blend(MARK_COLOUR, a.pixel(x, y));
                assert!(close(b.pixel(x, y), expected, 12), "{t}: corner");
                let (x, y) = centre(v, flipped, t);
                assert_eq!(a.pixel(x, y), b.pixel(x, y), "{t}: the piece shows");
            } else {
                // An empty square: a dot in its middle, its corners untouched.
                let (x, y) = centre(v, flipped, t);
                let expected = blend(MARK_COLOUR, a.pixel(x, y));
                assert!(
                    close(b.pixel(x, y), expected, 12),
                    "{t}: {:?}, expected {expected:?}",
                    b.pixel(x, y)
                );
                let (x, y) = corner(&pos, flipped, t);
                assert_eq!(a.pixel(x, y), b.pixel(x, y), "{t}: no corners");
            }
        }
        // Nothing else changed: an empty square no piece may reach.
        let untouched = pos
            .squares()
            .find(|s| pos.piece_at(*s).is_none() && !targets.contains(s))
            .unwrap();
        let (x, y) = centre(v, flipped, untouched);
        assert_eq!(a.pixel(x, y), b.pixel(x, y), "{untouched}");
    }
}

#[test]
fn a_drop_marks_its_piece_on_the_stand_and_every_square_it_may_go_to() {
    let v = Variant::by_id("wa-drops").unwrap();
    let pos = Position::from_sfen(v, "5k5/11/11/11/11/11/11/11/11/11/5K5 b 2P2Sp 1").unwrap();
    let pawn = v.kind_by_letter('P', false).unwrap();
    let targets: Vec<Square> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| {
            m.from().is_none()
                && matches!(m, washogi_rules::Move::Drop { kind, .. } if *kind == pawn)
        })
        .map(|m| m.to())
        .collect();
    assert!(targets.len() > 25, "{}", targets.len());
    let marked = RenderOptions {
        marks: Marks {
            selected: Some(Selected::Hand {
                color: Color::Sente,
                kind: pawn,
            }),
            targets: targets.clone(),
        },
        ..RenderOptions::default()
    };
    let a = decode(&render_position(&pos, &RenderOptions::default()).unwrap());
    let png = render_position(&pos, &marked).unwrap();
    save("marks_wa_drops_drop", &png);
    let b = decode(&png);
    for &t in &targets {
        let (x, y) = centre(v, false, t);
        assert!(
            close(b.pixel(x, y), blend(MARK_COLOUR, a.pixel(x, y)), 12),
            "{t}"
        );
    }
    assert_ne!(a.rgb, b.rgb);
    // The stand's slots washed: some pixels of sente's stand (right, bottom) turn
    // bluer, none of gote's.
    let bluer = |p: [u8; 3], q: [u8; 3]| q[2] as i32 - p[2] as i32 > 20;
    let (w, h) = washogi_render::picture_size(v, false);
    let board_right = square_rect(v, false, sq(v, "1a")).0 + 60;
    let mut right = 0;
    let mut left = 0;
    for y in (0..h).step_by(3) {
        for x in (0..w).step_by(3) {
            if bluer(a.pixel(x, y), b.pixel(x, y)) {
                if x > board_right {
                    right += 1;
                } else if x < square_rect(v, false, sq(v, "11a")).0 {
                    left += 1;
                }
            }
        }
    }
    assert!(right > 20, "sente's stand shows the chosen pawn: {right}");
    assert_eq!(left, 0, "gote's stand is untouched");
}

#[test]
fn no_marks_draw_the_same_picture_as_before() {
    for id in ["wa", "wa-drops", "shogi"] {
        let v = Variant::by_id(id).unwrap();
        let pos = Position::start(v);
        let plain = render_position(&pos, &RenderOptions::default()).unwrap();
        let empty = RenderOptions {
            marks: Marks::default(),
            ..RenderOptions::default()
        };
        assert_eq!(plain, render_position(&pos, &empty).unwrap(), "{id}");
        // Targets off a 9×9 board are left out.
        let off = RenderOptions {
            marks: Marks {
                selected: Some(Selected::Square(Square::new(11, 10).unwrap())),
                targets: vec![Square::new(10, 0).unwrap()],
            },
            ..RenderOptions::default()
        };
        if id == "shogi" {
            assert_eq!(plain, render_position(&pos, &off).unwrap());
        }
    }
}
