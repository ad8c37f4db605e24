//! libFuzzer's entry to [`chess_attacks_fuzz::movegen`] (fuzz/run.sh builds and runs it).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| chess_attacks_fuzz::movegen(data));
