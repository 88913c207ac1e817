//! Pictures as a phone shows them: each shrunk to a width (390 px, a phone's
//! screen in CSS pixels) and laid out several to a sheet, to look at many at once.
//!
//! ```sh
//! cargo run --release -p washogi-render --example contact_sheet -- IN OUT [WIDTH] [COLUMNS] [ROWS] [FILTER]
//! ```
//!
//! Writes `OUT/sheet-NN.png` and prints which pictures each sheet holds, left to
//! right, top to bottom. FILTER keeps only the pictures whose names contain it.

use std::path::Path;

/// An RGB picture.
struct Picture {
    w: usize,
    h: usize,
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
        w: info.width as usize,
        h: info.height as usize,
        rgb,
    }
}

/// Shrink to `w` pixels wide by averaging the area each new pixel covers.
fn shrink(p: &Picture, w: usize) -> Picture {
    let scale = p.w as f64 / w as f64;
    let h = ((p.h as f64 / scale).round() as usize).max(1);
    let mut rgb = vec![0u8; w * h * 3];
    for y in 0..h {
        let (y0, y1) = (y as f64 * scale, ((y + 1) as f64 * scale).min(p.h as f64));
        for x in 0..w {
            let (x0, x1) = (x as f64 * scale, ((x + 1) as f64 * scale).min(p.w as f64));
            let mut sum = [0f64; 3];
            let mut area = 0.0;
            for sy in y0.floor() as usize..(y1.ceil() as usize).min(p.h) {
                let fy = (y1.min(sy as f64 + 1.0) - y0.max(sy as f64)).max(0.0);
                for sx in x0.floor() as usize..(x1.ceil() as usize).min(p.w) {
                    let fx = (x1.min(sx as f64 + 1.0) - x0.max(sx as f64)).max(0.0);
                    let i = (sy * p.w + sx) * 3;
                    for (total, &v) in sum.iter_mut().zip(&p.rgb[i..i + 3]) {
                        *total += v as f64 * fx * fy;
                    }
                    area += fx * fy;
                }
            }
            for (c, total) in sum.iter().enumerate() {
                rgb[(y * w + x) * 3 + c] = (total / area.max(1e-9)).round() as u8;
            }
        }
    }
    Picture { w, h, rgb }
}

fn write(path: &Path, p: &Picture) {
    let file = std::fs::File::create(path).expect("a writable folder");
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), p.w as u32, p.h as u32);
    encoder.set_color(png::ColorType::Rgb);
    let mut writer = encoder.write_header().expect("PNG header");
    writer.write_image_data(&p.rgb).expect("PNG data");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(input), Some(output)) = (args.first(), args.get(1)) else {
        eprintln!("usage: contact_sheet IN OUT [WIDTH] [COLUMNS] [ROWS] [FILTER]");
        std::process::exit(2);
    };
    let arg =
        |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (width, columns, rows) = (arg(2, 390), arg(3, 3), arg(4, 2));
    let filter = args.get(5).map(String::as_str).unwrap_or("");
    std::fs::create_dir_all(output).expect("a folder for the sheets");
    let mut names: Vec<String> = std::fs::read_dir(input)
        .expect("the IN folder")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".png") && n.contains(filter))
        .collect();
    names.sort();
    let gap = 8;
    for (n, group) in names.chunks(columns * rows).enumerate() {
        let small: Vec<Picture> = group
            .iter()
            .map(|name| shrink(&decode(&Path::new(input).join(name)), width))
            .collect();
        let cell_h = small.iter().map(|p| p.h).max().unwrap_or(1);
        let (sw, sh) = (columns * (width + gap) + gap, rows * (cell_h + gap) + gap);
        let mut sheet = Picture {
            w: sw,
            h: sh,
            rgb: vec![255; sw * sh * 3],
        };
        for (i, p) in small.iter().enumerate() {
            let (ox, oy) = (
                gap + (i % columns) * (width + gap),
                gap + (i / columns) * (cell_h + gap),
            );
            for y in 0..p.h {
                let d = ((oy + y) * sw + ox) * 3;
                sheet.rgb[d..d + p.w * 3].copy_from_slice(&p.rgb[y * p.w * 3..(y + 1) * p.w * 3]);
            }
        }
        let path = Path::new(output).join(format!("sheet-{n:02}.png"));
        write(&path, &sheet);
        println!("{}: {}", path.display(), group.join(", "));
    }
}
