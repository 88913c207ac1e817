//! Compare two folders of PNG pictures (as written by the `snapshot` example or by
//! the tests with `RENDER_OUT`): for each picture in both, the number of pixels that
//! differ and the largest difference of one channel.
//!
//! ```sh
//! cargo run --release -p washogi-render --example picture_diff -- BEFORE AFTER [DIFFS]
//! ```
//!
//! With a third folder, each picture that differs is also written there with the
//! differing pixels in magenta over a faded copy of the new picture, to look at.

use std::path::Path;

struct Picture {
    w: u32,
    h: u32,
    rgb: Vec<u8>,
}

fn decode(path: &Path) -> Picture {
    let file = std::fs::File::open(path).expect("a readable picture");
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
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

fn write_diff(path: &Path, after: &Picture, differs: &[bool]) {
    let mut rgb = Vec::with_capacity(after.rgb.len());
    for (p, &d) in after.rgb.chunks_exact(3).zip(differs) {
        if d {
            rgb.extend([255, 0, 255]);
        } else {
            rgb.extend(p.iter().map(|&c| 128 + c / 2));
        }
    }
    let file = std::fs::File::create(path).expect("a writable folder");
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), after.w, after.h);
    encoder.set_color(png::ColorType::Rgb);
    let mut writer = encoder.write_header().expect("PNG header");
    writer.write_image_data(&rgb).expect("PNG data");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(before), Some(after)) = (args.first(), args.get(1)) else {
        eprintln!("usage: picture_diff BEFORE AFTER [DIFFS]");
        std::process::exit(2);
    };
    let diffs = args.get(2);
    if let Some(d) = diffs {
        std::fs::create_dir_all(d).expect("a folder for the differences");
    }
    let mut names: Vec<_> = std::fs::read_dir(before)
        .expect("the BEFORE folder")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".png"))
        .collect();
    names.sort();
    let (mut same, mut different, mut missing) = (0, 0, 0);
    for name in &names {
        let b_path = Path::new(after).join(name);
        if !b_path.exists() {
            println!("{name}: missing in {after}");
            missing += 1;
            continue;
        }
        let a = decode(&Path::new(before).join(name));
        let b = decode(&b_path);
        if (a.w, a.h) != (b.w, b.h) {
            println!("{name}: {}×{} became {}×{}", a.w, a.h, b.w, b.h);
            different += 1;
            continue;
        }
        let mut max = 0;
        let differs: Vec<bool> = a
            .rgb
            .chunks_exact(3)
            .zip(b.rgb.chunks_exact(3))
            .map(|(p, q)| {
                let d = (0..3).map(|i| p[i].abs_diff(q[i])).max().unwrap_or(0);
                max = max.max(d);
                d > 0
            })
            .collect();
        let n = differs.iter().filter(|&&d| d).count();
        if n == 0 {
            same += 1;
            continue;
        }
        different += 1;
        let share = n as f64 * 100.0 / differs.len() as f64;
        println!("{name}: {n} pixels differ ({share:.3} %), largest channel difference {max}");
        if let Some(d) = diffs {
            write_diff(&Path::new(d).join(name), &b, &differs);
        }
    }
    println!("{same} identical, {different} different, {missing} missing");
}
