//! The seeded generator every random test uses: the integration tests and benches through `tests/common`,
//! the crate's unit tests through `#[path]` in src/lib.rs.
#![allow(dead_code)] // Each includer uses a different part.

/// SplitMix64: a tiny, seedable generator, so every random test is repeatable from its seed.
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// An occupancy whose density cycles with `round`: about 6%, 12%, 25%, 50% and 75% full.
    pub fn occupancy(&mut self, round: usize) -> u64 {
        let mut word = || self.next_u64();
        match round % 5 {
            0 => word() & word() & word() & word(),
            1 => word() & word() & word(),
            2 => word() & word(),
            3 => word(),
            _ => word() | word(),
        }
    }
}
