//! Shared by the integration tests and the benches: the reference oracle and a seeded generator.
#![allow(dead_code, unused_imports)] // Each test file uses a different part.

#[path = "../../src/reference.rs"]
pub mod reference;

// Its own file, so the crate's unit tests can include the same generator (src/lib.rs).
mod random;
pub use random::SplitMix64;
