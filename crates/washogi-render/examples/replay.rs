//! Write the GIF replay of a made-up game (a seeded random playout, carried on
//! until a move mates), and some of its frames as a viewer shows them, at full size and
//! shrunk to a phone's width, to look at:
//!
//! ```sh
//! cargo run --release -p washogi-render --example replay -- wa-drops kanji 120 5 /tmp/replay [flipped]
//! ```
//!
//! Prints the GIF's size and how long it took; writes `OUT/replay.gif` and
//! `OUT/frame-NNN.png` / `OUT/frame-NNN-390.png` for the first frame, one in the
//! middle and the last.

#[path = "../tests/support/decode.rs"]
mod decode;
#[path = "../tests/support/playout.rs"]
mod playout;

use std::path::Path;
use std::time::Instant;

use washogi_render::{render_replay, PieceStyle, ReplayOptions};
use washogi_rules::{Color, Status};

/// The phone width pictures are shrunk to, in CSS pixels.
const PHONE_WIDTH: u32 = 390;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 5 {
        eprintln!("usage: replay GAME STYLE PLIES SEED OUT [flipped]");
        std::process::exit(2);
    }
    let style = PieceStyle::parse(&args[1]).expect("kanji or latin");
    let plies: usize = args[2].parse().expect("a number of moves");
    let seed: u64 = args[3].parse().expect("a seed");
    let out = Path::new(&args[4]);
    let flipped = args.get(5).is_some_and(|a| a == "flipped");
    std::fs::create_dir_all(out).unwrap();

    // Played on at random past PLIES (for at most as many moves again) until a
    // move mates, so that the replay ends as games do.
    let mut game = playout::playout(&args[0], plies, seed);
    let mut rng = playout::Rng::new(seed);
    let mut mated = playout::mate_if_possible(&mut game);
    while !mated && game.moves().len() < 2 * plies {
        let next = game.moves().len() + 1;
        game = playout::play_on(game, next, &mut rng);
        mated = playout::mate_if_possible(&mut game);
    }
    let (sente, gote) = ("Alice", "羽生善治");
    let result = match game.status() {
        Status::Checkmate { winner } => {
            let name = if winner == Color::Sente { sente } else { gote };
            format!("{name} wins by checkmate")
        }
        _ => format!("{gote} resigns · {sente} wins"),
    };
    let opts = ReplayOptions {
        flipped,
        style,
        sente_name: Some(sente.into()),
        gote_name: Some(gote.into()),
        result: Some(result.clone()),
        ..ReplayOptions::default()
    };
    washogi_render::warm_up();
    let started = Instant::now();
    let gif = render_replay(&game, &opts).expect("a replay");
    let took = started.elapsed();
    let frames = game.moves().len() + 1;
    println!(
        "{} {style:?}: {} moves{}, {frames} frames: {} bytes ({:.1} KB/frame) in {:.0} ms ({:.2} ms/frame); result: {result}",
        args[0],
        game.moves().len(),
        if mated { " ending in mate" } else { "" },
        gif.len(),
        gif.len() as f64 / frames as f64 / 1024.0,
        took.as_secs_f64() * 1000.0,
        took.as_secs_f64() * 1000.0 / frames as f64
    );
    std::fs::write(out.join("replay.gif"), &gif).unwrap();

    let wanted = [0, frames / 2, frames - 1];
    let decoded = decode::decode_some(&gif, |k| wanted.contains(&k));
    for k in wanted {
        let rgb: Vec<u8> = decoded.frames[k].rgb.iter().flatten().copied().collect();
        let (w, h) = (decoded.width, decoded.height);
        write_png(&out.join(format!("frame-{k:03}.png")), w, h, &rgb);
        let (sw, sh, small) = shrink(w, h, &rgb, PHONE_WIDTH);
        write_png(
            &out.join(format!("frame-{k:03}-{PHONE_WIDTH}.png")),
            sw,
            sh,
            &small,
        );
    }
    println!("wrote {}", out.display());
}

fn write_png(path: &Path, w: u32, h: u32, rgb: &[u8]) {
    let file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut encoder = png::Encoder::new(file, w, h);
    encoder.set_color(png::ColorType::Rgb);
    encoder
        .write_header()
        .unwrap()
        .write_image_data(rgb)
        .unwrap();
}

/// Shrink an RGB picture to `width` by averaging the source pixels each output
/// pixel covers (in linear light, as a phone's scaler roughly does).
fn shrink(w: u32, h: u32, rgb: &[u8], width: u32) -> (u32, u32, Vec<u8>) {
    let scale = w as f64 / width as f64;
    let height = (h as f64 / scale).round() as u32;
    let to_linear = |c: u8| (c as f64 / 255.0).powf(2.2);
    let to_srgb = |l: f64| (l.powf(1.0 / 2.2) * 255.0).round().clamp(0.0, 255.0) as u8;
    let mut out = Vec::with_capacity((width * height * 3) as usize);
    for oy in 0..height {
        let (y0, y1) = (oy as f64 * scale, ((oy + 1) as f64 * scale).min(h as f64));
        for ox in 0..width {
            let (x0, x1) = (ox as f64 * scale, ((ox + 1) as f64 * scale).min(w as f64));
            let mut sum = [0.0f64; 3];
            let mut weight = 0.0;
            for y in y0.floor() as u32..y1.ceil() as u32 {
                let wy = (y1.min(y as f64 + 1.0) - y0.max(y as f64)).max(0.0);
                for x in x0.floor() as u32..x1.ceil() as u32 {
                    let wx = (x1.min(x as f64 + 1.0) - x0.max(x as f64)).max(0.0);
                    let at = ((y * w + x) * 3) as usize;
                    for c in 0..3 {
                        sum[c] += to_linear(rgb[at + c]) * wx * wy;
                    }
                    weight += wx * wy;
                }
            }
            out.extend(sum.map(|s| to_srgb(s / weight)));
        }
    }
    (width, height, out)
}
