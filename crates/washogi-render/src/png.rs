//! A minimal PNG writer for 8-bit indexed pictures (IHDR, PLTE, IDAT, IEND), on
//! flate2, so that the deflate level can be chosen and nothing is converted twice;
//! and for the few true-colour ones (the analysis graph), 8-bit RGB.

use flate2::{Compress, Compression, Crc, FlushCompress, Status};

use super::RenderError;

/// Deflate level. Measured on middle-game pictures (zlib-rs, this machine): level 1
/// 0.6–0.8 ms and 54–57 KB; 2: 0.8–0.9 ms, 43–45 KB; 4: 1.7 ms, 40–42 KB; 6: 3 ms,
/// 37–39 KB. Level 2 keeps well under 60 KB at half the time of 4.
const LEVEL: u32 = 2;

/// Encode `indices` (`w` per row) with `palette` as a PNG.
pub fn encode_indexed(
    w: u32,
    h: u32,
    palette: &[[u8; 3]],
    indices: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let (w_us, h_us) = (w as usize, h as usize);
    if w == 0 || h == 0 || indices.len() != w_us * h_us || palette.len() > 256 {
        return Err(RenderError::Encode(format!(
            "{w}×{h} picture with {} pixels and {} colours",
            indices.len(),
            palette.len()
        )));
    }
    // Every row starts with its filter type: 0 (none), as palette indices are not
    // magnitudes that the other filters could predict.
    let mut rows = Vec::with_capacity((w_us + 1) * h_us);
    for row in indices.chunks_exact(w_us) {
        rows.push(0);
        rows.extend_from_slice(row);
    }
    let idat = deflate(&rows, LEVEL)?;
    let mut out = Vec::with_capacity(idat.len() + 3 * palette.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = [0u8; 13];
    ihdr[..4].copy_from_slice(&w.to_be_bytes());
    ihdr[4..8].copy_from_slice(&h.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, filter method 0, no interlace.
    ihdr[8..].copy_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", &palette.concat());
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    Ok(out)
}

/// Deflate level of the true-colour pictures. Measured on analysis graphs (900×668,
/// this machine): level 6 about 20 ms and 45–65 KB; 9: 170 ms for 10 % less.
const RGB_LEVEL: u32 = 6;

/// Encode `rgb` (`3 × w` bytes per row) as an RGB PNG.
pub fn encode_rgb(w: u32, h: u32, rgb: &[u8]) -> Result<Vec<u8>, RenderError> {
    let stride = w as usize * 3;
    if w == 0 || h == 0 || rgb.len() != stride * h as usize {
        return Err(RenderError::Encode(format!(
            "{w}×{h} picture with {} bytes",
            rgb.len()
        )));
    }
    // Each row with the filter that leaves the smallest differences (the usual
    // heuristic): Sub for flat runs and gradients across, Up for rows like the
    // one above, None for the rest.
    let mut rows = Vec::with_capacity((stride + 1) * h as usize);
    let zero = vec![0u8; stride];
    let mut candidate = vec![0u8; stride];
    let mut best = vec![0u8; stride];
    for (y, row) in rgb.chunks_exact(stride).enumerate() {
        let above = if y == 0 {
            &zero[..]
        } else {
            &rgb[(y - 1) * stride..y * stride]
        };
        let mut best_kind = 0;
        let mut best_cost = u64::MAX;
        for kind in 0..3u8 {
            for i in 0..stride {
                let left = if i >= 3 { row[i - 3] } else { 0 };
                candidate[i] = match kind {
                    0 => row[i],
                    1 => row[i].wrapping_sub(left),
                    _ => row[i].wrapping_sub(above[i]),
                };
            }
            let cost = candidate
                .iter()
                .map(|&b| (b as i8).unsigned_abs() as u64)
                .sum();
            if cost < best_cost {
                (best_kind, best_cost) = (kind, cost);
                best.copy_from_slice(&candidate);
            }
        }
        rows.push(best_kind);
        rows.extend_from_slice(&best);
    }
    let idat = deflate(&rows, RGB_LEVEL)?;
    let mut out = Vec::with_capacity(idat.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = [0u8; 13];
    ihdr[..4].copy_from_slice(&w.to_be_bytes());
    ihdr[4..8].copy_from_slice(&h.to_be_bytes());
    // Bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace.
    ihdr[8..].copy_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    Ok(out)
}

/// zlib-wrapped deflate of `data` in one call.
fn deflate(data: &[u8], level: u32) -> Result<Vec<u8>, RenderError> {
    let mut z = Compress::new(Compression::new(level), true);
    // Room for the worst case (stored blocks) so one call finishes the stream.
    let mut out = Vec::with_capacity(data.len() + data.len() / 1000 * 5 + 64);
    loop {
        let consumed = z.total_in() as usize;
        let status = z
            .compress_vec(&data[consumed..], &mut out, FlushCompress::Finish)
            .map_err(|e| RenderError::Encode(e.to_string()))?;
        match status {
            Status::StreamEnd => return Ok(out),
            Status::Ok | Status::BufError => out.reserve(out.capacity().max(4096)),
        }
    }
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = Crc::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.sum().to_be_bytes());
}
