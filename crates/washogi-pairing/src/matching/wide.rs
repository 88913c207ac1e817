//! Fixed-width unsigned integers of `N` 64-bit words.
//!
//! The Dutch edge weights pack every quality criterion of C.04.3 into one
//! number, most important criterion in the highest bits (as bbpPairings does),
//! so they grow with the number of players and score groups: a few hundred
//! bits for a thousand players. The matching only adds, subtracts, compares
//! and halves them, so a small fixed-width type chosen per round is enough.

use std::cmp::Ordering;

/// An unsigned integer of `N` little-endian 64-bit words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Default for Wide<N> {
    fn default() -> Self {
        Self::ZERO
    }
}

impl<const N: usize> Wide<N> {
    pub const ZERO: Self = Wide([0; N]);

    pub fn from_u64(value: u64) -> Self {
        let mut words = [0; N];
        words[0] = value;
        Wide(words)
    }

    #[inline(always)]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    /// `self + other`; the callers size `N` so that this cannot overflow.
    #[inline(always)]
    pub fn add(&self, other: &Self) -> Self {
        // Two `overflowing_add`s a word: what compiles to a chain of
        // add-with-carry (through `u128` it did not quite, and the scans
        // add and subtract millions of these).
        let mut result = [0; N];
        let mut carry = false;
        for (index, slot) in result.iter_mut().enumerate() {
            let (sum, first) = self.0[index].overflowing_add(other.0[index]);
            let (sum, second) = sum.overflowing_add(carry as u64);
            *slot = sum;
            carry = first | second;
        }
        debug_assert!(!carry, "wide integer overflow");
        Wide(result)
    }

    /// `self - other`, which must not be negative.
    #[inline(always)]
    pub fn sub(&self, other: &Self) -> Self {
        let mut result = [0; N];
        let mut borrow = false;
        for (index, slot) in result.iter_mut().enumerate() {
            let (difference, first) = self.0[index].overflowing_sub(other.0[index]);
            let (difference, second) = difference.overflowing_sub(borrow as u64);
            *slot = difference;
            borrow = first | second;
        }
        debug_assert!(!borrow, "wide integer underflow");
        Wide(result)
    }

    /// `self - other`, or zero if that would be negative.
    pub fn saturating_sub(&self, other: &Self) -> Self {
        if self < other {
            Self::ZERO
        } else {
            self.sub(other)
        }
    }

    pub fn add_u64(&self, value: u64) -> Self {
        self.add(&Self::from_u64(value))
    }

    pub fn sub_u64(&self, value: u64) -> Self {
        self.sub(&Self::from_u64(value))
    }

    pub fn or_u64(&self, value: u64) -> Self {
        let mut result = *self;
        result.0[0] |= value;
        result
    }

    /// Sets bit `bit` (counted from the least significant).
    pub fn set_bit(&self, bit: u32) -> Self {
        let mut result = *self;
        result.0[(bit / 64) as usize] |= 1 << (bit % 64);
        result
    }

    /// `value << bits`, in place: the top field of the Dutch weights, set
    /// for each of the half million pairs of the first matching (a whole
    /// `shl` walks every word).
    pub fn from_u64_shifted(value: u64, bits: u32) -> Self {
        let (word, bit) = ((bits / 64) as usize, bits % 64);
        let mut words = [0; N];
        words[word] = value << bit;
        if bit > 0 && word + 1 < N {
            words[word + 1] = value >> (64 - bit);
        }
        debug_assert!(Wide(words) == Wide::from_u64(value).shl(bits));
        Wide(words)
    }

    /// Adds `value << bit`.
    #[inline]
    pub fn add_at(&mut self, value: u64, bit: u32) {
        if value == 0 {
            return;
        }
        let (word, shift) = ((bit / 64) as usize, bit % 64);
        let mut carried = if shift == 0 { 0 } else { value >> (64 - shift) };
        let (sum, mut carry) = self.0[word].overflowing_add(value << shift);
        self.0[word] = sum;
        for slot in &mut self.0[word + 1..] {
            if carried == 0 && !carry {
                return;
            }
            let (sum, first) = slot.overflowing_add(carried);
            let (sum, second) = sum.overflowing_add(carry as u64);
            *slot = sum;
            carry = first | second;
            carried = 0;
        }
        debug_assert!(carried == 0 && !carry, "wide integer overflow");
    }

    pub fn shl(&self, bits: u32) -> Self {
        debug_assert!(
            self.bit_length() == 0 || self.bit_length() + bits <= 64 * N as u32,
            "wide integer shift overflow"
        );
        let mut result = [0; N];
        if bits == 0 {
            return *self;
        }
        if bits < 64 {
            // The usual case (the Dutch weights' fields): one pass.
            let mut carry = 0;
            for (index, slot) in result.iter_mut().enumerate() {
                *slot = (self.0[index] << bits) | carry;
                carry = self.0[index] >> (64 - bits);
            }
            return Wide(result);
        }
        let word_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        for index in (word_shift..N).rev() {
            let source = index - word_shift;
            let mut word = self.0[source] << bit_shift;
            if bit_shift > 0 && source > 0 {
                word |= self.0[source - 1] >> (64 - bit_shift);
            }
            result[index] = word;
        }
        Wide(result)
    }

    /// `self / 2`, rounding down.
    pub fn half(&self) -> Self {
        let mut result = [0; N];
        for (index, slot) in result.iter_mut().enumerate() {
            *slot = self.0[index] >> 1;
            if index + 1 < N {
                *slot |= self.0[index + 1] << 63;
            }
        }
        Wide(result)
    }

    pub fn bit_length(&self) -> u32 {
        for index in (0..N).rev() {
            if self.0[index] != 0 {
                return 64 * index as u32 + 64 - self.0[index].leading_zeros();
            }
        }
        0
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for index in (0..N).rev() {
            match self.0[index].cmp(&other.0[index]) {
                Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carries_and_borrows_cross_words() {
        let a = Wide::<2>([u64::MAX, 0]);
        let b = a.add_u64(1);
        assert_eq!(b, Wide([0, 1]));
        assert_eq!(b.sub_u64(1), a);
        assert_eq!(Wide::<2>::from_u64(1).shl(64), Wide([0, 1]));
        assert_eq!(Wide::<2>::from_u64(3).shl(63), Wide([1 << 63, 1]));
        assert_eq!(Wide::<2>::from_u64_shifted(3, 63), Wide([1 << 63, 1]));
        assert_eq!(Wide::<2>::from_u64_shifted(3, 64), Wide([0, 3]));
        assert_eq!(Wide::<2>::from_u64_shifted(3, 0), Wide([3, 0]));
        assert_eq!(Wide::<2>([0, 1]).half(), Wide([1 << 63, 0]));
        assert_eq!(Wide::<2>::ZERO.set_bit(70), Wide([0, 64]));
        assert!(Wide::<2>([0, 1]) > Wide([u64::MAX, 0]));
        assert_eq!(Wide::<2>([0, 1]).bit_length(), 65);
    }
}
