//! GIF's LZW compression of a frame's palette indices, with a short cut for long
//! runs of one index.
//!
//! A replay frame is mostly the transparent index (the pixels that did not change),
//! in runs hundreds of pixels long. A plain LZW encoder looks up every pixel in its
//! dictionary (the `gif` crate's, weezl, took about 4 ms a frame, most of a
//! replay's time). The strings of a run (`t`, `tt`, `ttt`, …) are remembered
//! here in a list by length, so that a run is consumed in a few steps: as far as
//! the longest such string known, one code, and on. The codes written are those a
//! plain greedy LZW encoder writes, so any decoder reads them.
//!
//! The code stream follows giflib's encoder: a clear code first, code widths from
//! 9 to 12 bits raised one code late (as decoders expect), a clear code when the
//! dictionary reaches 4095 entries, the end code last.

/// Palette indices are 8 bits.
pub const MIN_CODE_SIZE: u8 = 8;
const CLEAR: u16 = 1 << MIN_CODE_SIZE;
const END: u16 = CLEAR + 1;
const FIRST_FREE: u16 = CLEAR + 2;
/// giflib clears the dictionary here, one short of the 4096 codes 12 bits hold.
const LAST_CODE: u16 = 4095;
const MAX_WIDTH: u32 = 12;

/// Dictionary slots: a power of two, more than twice the most entries.
const SLOTS: usize = 8192;
/// An empty slot's key (real keys are `prefix << 8 | index` plus one).
const EMPTY: u32 = 0;

/// An LZW encoder, reusable from frame to frame.
pub struct LzwEncoder {
    /// The index whose runs take the short cut.
    run_index: u8,
    /// Dictionary entries other than runs of `run_index`: keys and codes.
    keys: Box<[u32]>,
    codes: Box<[u16]>,
    /// `runs[k]`: the code of `run_index` repeated `k` times (`runs[0]` unused).
    runs: Vec<u16>,
    next_code: u16,
    width: u32,
    bits: u64,
    bit_count: u32,
    out: Vec<u8>,
}

impl LzwEncoder {
    pub fn new(run_index: u8) -> LzwEncoder {
        LzwEncoder {
            run_index,
            keys: vec![EMPTY; SLOTS].into_boxed_slice(),
            codes: vec![0; SLOTS].into_boxed_slice(),
            runs: Vec::with_capacity(LAST_CODE as usize),
            next_code: FIRST_FREE,
            width: MIN_CODE_SIZE as u32 + 1,
            bits: 0,
            bit_count: 0,
            out: Vec::new(),
        }
    }

    /// The LZW data of `indices` as a GIF image's data starts: the minimum code
    /// size, then the codes (without the GIF's 255-byte sub-block framing).
    pub fn encode(&mut self, indices: &[u8]) -> Vec<u8> {
        self.out = Vec::with_capacity(indices.len() / 8 + 16);
        self.out.push(MIN_CODE_SIZE);
        self.bits = 0;
        self.bit_count = 0;
        self.reset();
        self.write(CLEAR);
        let Some((&first, _)) = indices.split_first() else {
            self.write(END);
            return self.finish();
        };
        let t = self.run_index;
        // The string matched so far: its code, and its length if it is a run of
        // `t` (then its code is `runs[len]`).
        let mut current = first as u16;
        let mut run_len = (first == t).then_some(1usize);
        // Where the run of `t` that `i` is in ends (valid while `i < run_end`).
        let mut run_end = 0;
        let mut i = 1;
        while i < indices.len() {
            let c = indices[i];
            if let (true, Some(k)) = (c == t, run_len) {
                if i >= run_end {
                    run_end = i + indices[i..]
                        .iter()
                        .position(|&b| b != t)
                        .unwrap_or(indices.len() - i);
                }
                // The longest run string known that the input continues with.
                let longest = (k + (run_end - i)).min(self.runs.len() - 1);
                if longest > k {
                    i += longest - k;
                    current = self.runs[longest];
                    run_len = Some(longest);
                    continue;
                }
                // `t` repeated k + 1 times is new.
                self.miss(current, c, true);
            } else {
                let key = ((current as u32) << 8 | c as u32) + 1;
                if let Some(code) = self.find(key) {
                    current = code;
                    run_len = None;
                    i += 1;
                    continue;
                }
                self.miss(current, c, false);
            }
            current = c as u16;
            run_len = (c == t).then_some(1);
            i += 1;
        }
        self.write(current);
        self.write(END);
        self.finish()
    }

    fn reset(&mut self) {
        self.keys.fill(EMPTY);
        self.runs.clear();
        self.runs.extend([0, self.run_index as u16]);
        self.next_code = FIRST_FREE;
        self.width = MIN_CODE_SIZE as u32 + 1;
    }

    /// The string `current` followed by `c` is not in the dictionary: write
    /// `current` and add the longer string (or start a new dictionary when full).
    fn miss(&mut self, current: u16, c: u8, run: bool) {
        self.write(current);
        if self.next_code >= LAST_CODE {
            self.write(CLEAR);
            self.reset();
            return;
        }
        if run {
            self.runs.push(self.next_code);
        } else {
            let key = ((current as u32) << 8 | c as u32) + 1;
            let mut slot = slot_of(key);
            while self.keys[slot] != EMPTY {
                slot = (slot + 1) & (SLOTS - 1);
            }
            self.keys[slot] = key;
            self.codes[slot] = self.next_code;
        }
        self.next_code += 1;
    }

    fn find(&self, key: u32) -> Option<u16> {
        let mut slot = slot_of(key);
        loop {
            match self.keys[slot] {
                EMPTY => return None,
                k if k == key => return Some(self.codes[slot]),
                _ => slot = (slot + 1) & (SLOTS - 1),
            }
        }
    }

    fn write(&mut self, code: u16) {
        self.bits |= (code as u64) << self.bit_count;
        self.bit_count += self.width;
        while self.bit_count >= 8 {
            self.out.push(self.bits as u8);
            self.bits >>= 8;
            self.bit_count -= 8;
        }
        // As giflib: a code that no longer fits widens the codes after this one.
        if self.next_code as u32 >= 1 << self.width && self.width < MAX_WIDTH {
            self.width += 1;
        }
    }

    fn finish(&mut self) -> Vec<u8> {
        if self.bit_count > 0 {
            self.out.push(self.bits as u8);
        }
        self.bits = 0;
        self.bit_count = 0;
        std::mem::take(&mut self.out)
    }
}

fn slot_of(key: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B1) >> (32 - SLOTS.trailing_zeros())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use gif::{ColorOutput, DecodeOptions, Encoder, Frame};

    /// `indices` LZW-encoded here, wrapped in a GIF and read back by the `gif`
    /// crate's decoder.
    fn round_trip(indices: &[u8], width: u16) -> Vec<u8> {
        let height = (indices.len() / width as usize) as u16;
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
        let mut gif = Vec::new();
        {
            let mut encoder = Encoder::new(&mut gif, width, height, &palette).unwrap();
            let frame = Frame {
                width,
                height,
                buffer: LzwEncoder::new(255).encode(indices).into(),
                ..Frame::default()
            };
            encoder.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
        let mut options = DecodeOptions::new();
        options.set_color_output(ColorOutput::Indexed);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        decoder.read_next_frame().unwrap().unwrap().buffer.to_vec()
    }

    /// Pseudo-random bytes (a fixed sequence).
    fn noise(n: usize, seed: u32) -> Vec<u8> {
        let mut x = seed.max(1);
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                (x >> 24) as u8
            })
            .collect()
    }

    #[test]
    fn any_data_reads_back_the_same() {
        // Noise fills the dictionary many times over; few colours make long
        // strings; runs of the short-cut index of every length, alone, touching
        // other runs, at the start and the end.
        let mut cases = vec![
            vec![7u8],
            vec![255u8],
            vec![255u8; 2],
            noise(300_000, 1),
            noise(200_000, 2).iter().map(|b| b % 3).collect(),
        ];
        let mut runs = Vec::new();
        let mut r = noise(40_000, 3).into_iter();
        while let (Some(a), Some(b)) = (r.next(), r.next()) {
            let len = if a < 40 {
                a as usize * 37
            } else {
                (a % 9) as usize
            };
            runs.extend(std::iter::repeat_n(255u8, len));
            runs.extend(std::iter::repeat_n(b % 4 + 250, (b % 3) as usize));
        }
        cases.push(runs);
        cases.push([vec![255u8; 5000], noise(100, 4), vec![255u8; 70_000]].concat());
        for (n, data) in cases.iter_mut().enumerate() {
            // Whole rows of a picture at most 1000 wide.
            let width = data.len().min(1000);
            data.resize(data.len().div_ceil(width) * width, 0);
            let back = round_trip(data, width as u16);
            let first_wrong = back.iter().zip(data.iter()).position(|(a, b)| a != b);
            assert!(
                back.len() == data.len() && first_wrong.is_none(),
                "case {n}: {} of {} bytes back, first wrong at {first_wrong:?}",
                back.len(),
                data.len()
            );
        }
    }

    #[test]
    fn runs_pack_as_tightly_as_plain_lzw() {
        // A frame of a replay: transparent, with a few changed patches.
        let mut data = vec![255u8; 600 * 800];
        for (i, b) in noise(20_000, 5).into_iter().enumerate() {
            data[(i / 100) * 600 + 250 + i % 100] = b % 16;
        }
        let ours = LzwEncoder::new(255).encode(&data).len();
        let mut plain = Frame {
            width: 600,
            height: 800,
            buffer: data.as_slice().into(),
            ..Frame::default()
        };
        plain.make_lzw_pre_encoded();
        let theirs = plain.buffer.len();
        assert!(
            ours <= theirs + theirs / 50,
            "{ours} bytes, plain LZW {theirs}"
        );
    }
}
