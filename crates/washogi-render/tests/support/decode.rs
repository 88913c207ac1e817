//! A GIF decoded as a viewer shows it: each frame drawn over the canvas left by the
//! ones before, honouring offsets, transparency and disposal, with the `gif`
//! crate's decoder. Shared by the replay tests and the replay example.

// Shared by several targets: each uses only some of it.
#![allow(dead_code)]

use gif::{ColorOutput, DecodeOptions, DisposalMethod, Repeat};

/// One frame as the GIF stores it, and the canvas shown while it is up.
pub struct Shown {
    /// The picture on screen: `width × height` colours (from the GIF's tables);
    /// empty for a frame not asked for (see [`decode_some`]).
    pub rgb: Vec<[u8; 3]>,
    pub delay_cs: u16,
    /// The frame's own rectangle (left, top, width, height).
    pub rect: (u16, u16, u16, u16),
    pub transparent: Option<u8>,
    pub dispose: DisposalMethod,
    /// Whether the frame brought its own colour table.
    pub local_palette: bool,
}

pub struct Decoded {
    pub width: u32,
    pub height: u32,
    pub repeat: Repeat,
    pub frames: Vec<Shown>,
}

impl Decoded {
    pub fn pixel(&self, frame: usize, x: u32, y: u32) -> [u8; 3] {
        self.frames[frame].rgb[(y * self.width + x) as usize]
    }
}

/// Decode `bytes`, composing every frame on the canvas.
pub fn decode(bytes: &[u8]) -> Decoded {
    decode_some(bytes, |_| true)
}

/// Decode `bytes`, keeping the canvas of the frames `keep` asks for (by number):
/// a long replay's canvases would take hundreds of megabytes.
pub fn decode_some(bytes: &[u8], keep: impl Fn(usize) -> bool) -> Decoded {
    let mut options = DecodeOptions::new();
    options.set_color_output(ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF header");
    let (width, height) = (decoder.width() as usize, decoder.height() as usize);
    let global: Vec<u8> = decoder.global_palette().unwrap_or(&[]).to_vec();
    // The canvas starts as the background: black, as most viewers show it.
    let mut canvas = vec![[0u8; 3]; width * height];
    let mut frames = Vec::new();
    while let Some(f) = decoder.read_next_frame().expect("a GIF frame") {
        let table = f.palette.as_deref().unwrap_or(&global);
        let colour = |i: u8| {
            let at = i as usize * 3;
            [table[at], table[at + 1], table[at + 2]]
        };
        let (left, top, w, h) = (
            f.left as usize,
            f.top as usize,
            f.width as usize,
            f.height as usize,
        );
        assert!(
            left + w <= width && top + h <= height,
            "a frame off the canvas"
        );
        let before = (f.dispose == DisposalMethod::Previous).then(|| canvas.clone());
        for (row, line) in f.buffer.chunks_exact(w).enumerate() {
            for (col, &i) in line.iter().enumerate() {
                if Some(i) != f.transparent {
                    canvas[(top + row) * width + left + col] = colour(i);
                }
            }
        }
        frames.push(Shown {
            rgb: if keep(frames.len()) {
                canvas.clone()
            } else {
                Vec::new()
            },
            delay_cs: f.delay,
            rect: (f.left, f.top, f.width, f.height),
            transparent: f.transparent,
            dispose: f.dispose,
            local_palette: f.palette.is_some(),
        });
        match f.dispose {
            DisposalMethod::Any | DisposalMethod::Keep => {}
            DisposalMethod::Background => {
                for row in top..top + h {
                    canvas[row * width + left..row * width + left + w].fill([0; 3]);
                }
            }
            DisposalMethod::Previous => canvas = before.expect("kept for this frame"),
        }
    }
    Decoded {
        width: width as u32,
        height: height as u32,
        repeat: decoder.repeat(),
        frames,
    }
}
