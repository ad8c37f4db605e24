//! The black magic numbers behind `chess_attacks::magic`: for each square a factor and an offset into the one
//! attack table shared by rooks and bishops.
//!
//! These are data, not logic. They are the fixed-shift "black magics" found by Volker Annuss and Niklas Fiekas
//! and published on the TalkChess forum (thread 64790), as used by Stockfish-derived engines and cozy-chess;
//! squares are numbered a1 = 0 … h8 = 63, as everywhere in this crate. The table is filled from the
//! reference walk at build time, and a number that sent two blocker sets with different attacks to one
//! entry would fail the build.
//!
//! How an entry is found (fixed shift: every rook index has 12 bits, every bishop index 9):
//!
//! ```text
//! index = offset + (((occupied | !relevant_blockers) * factor) >> (64 - bits))
//! ```
//!
//! Setting every square outside the relevant blockers ("black" rather than masking them off) lets the
//! factors be chosen so that different squares' index ranges overlap where their entries agree, which is
//! how rooks and bishops fit in 87,988 entries instead of 107,648.
//!
//! One number differs from the published set, the rook on g2, so that every square's whole index range
//! (`offset` plus 4,096 rook or 512 bishop slots) lies inside the table. `chess_attacks::magic` relies on
//! that to read the table with no bounds check. Published, g2 is `(0x4f80_1800_5fd0_0018, 84_972)`, whose
//! range would end 1,080 entries past the table. Adding `377 << 55` to the factor moves every g2 index up
//! by exactly 1,080 slots:
//!
//! - the nine low bits of `occupied | !relevant_blockers` are always set (a1 … h1 and a2 are never g2
//!   blockers), so that word is `511 + 512·k`, and `(511 + 512·k) · (377 << 55)` is `511 · 377 << 55`
//!   modulo 2^64, whatever the blockers: that is `1_080 << 52`;
//! - g2's indices run from 2,249 to 3,015, so adding 1,080 never carries out of the top twelve bits.
//!
//! The offset drops by the same 1,080, so every blocker set reads the same entry as before.

/// Bits in a rook's index: 4,096 slots per square, before overlap.
pub const ROOK_INDEX_BITS: u32 = 12;
/// Bits in a bishop's index: 512 slots per square, before overlap.
pub const BISHOP_INDEX_BITS: u32 = 9;
/// How far a rook's product is shifted right to leave its index: the top `ROOK_INDEX_BITS` bits.
pub const ROOK_SHIFT: u32 = 64 - ROOK_INDEX_BITS;
/// How far a bishop's product is shifted right to leave its index: the top `BISHOP_INDEX_BITS` bits.
pub const BISHOP_SHIFT: u32 = 64 - BISHOP_INDEX_BITS;
/// Entries in the shared table: the highest index any blocker set reaches, plus one. Every rook's offset is
/// at most `TABLE_LEN - 4096`, and every bishop's at most `TABLE_LEN - 512`.
pub const TABLE_LEN: usize = 87_988;

/// `(factor, offset)` for a rook on each square, a1 first.
pub const ROOK_MAGICS: [(u64, usize); 64] = [
    (0x8028_0013_ff84_ffff, 10890), // a1
    (0x5ffb_fefd_fef6_7fff, 50579), // b1
    (0xffef_faff_effd_ffff, 62020), // c1
    (0x0030_0090_0300_008a, 67322), // d1
    (0x0050_0280_1050_0023, 80251), // e1
    (0x0020_0121_20a0_0020, 58503), // f1
    (0x0030_0060_00c0_0030, 51175), // g1
    (0x0058_0058_06b0_0002, 83130), // h1
    (0x7fbf_f7fb_fbea_fffc, 50430), // a2
    (0x0000_1400_8105_0002, 21613), // b2
    (0x0000_1800_4380_0048, 72625), // c2
    (0x7fff_e800_021f_ffb8, 80755), // d2
    (0xffff_cffe_7fcf_ffaf, 69753), // e2
    (0x0000_1800_c018_0060, 26973), // f2
    (0x0c00_1800_5fd0_0018, 83892), // g2: the published number moved up 1,080 slots (see the top)
    (0x0000_1800_3062_0018, 31958), // h2
    (0x0030_0018_010c_0003, 69272), // a3
    (0x0003_000c_0085_ffff, 48372), // b3
    (0xfffd_fff7_fbfe_fff7, 65477), // c3
    (0x7fc1_ffdf_fc00_1fff, 43972), // d3
    (0xfffe_ffdf_fdff_dfff, 57154), // e3
    (0x7c10_8007_beff_f81f, 53521), // f3
    (0x2040_8007_bfe0_0810, 30534), // g3
    (0x0400_8005_5860_4100, 16548), // h3
    (0x0040_2000_1008_0008, 46407), // a4
    (0x0010_0200_0804_0004, 11841), // b4
    (0xfffd_feff_f7fb_fff7, 21112), // c4
    (0xfebf_7dff_f8fe_fff9, 44214), // d4
    (0xc000_00ff_e001_ffe0, 57925), // e4
    (0x4af0_1f00_0780_07c3, 29574), // f4
    (0xbffb_faff_fb68_3f7f, 17309), // g4
    (0x0807_f67f_fa10_2040, 40143), // h4
    (0x2000_08e8_0030_0030, 64659), // a5
    (0x0000_0087_8018_0018, 70469), // b5
    (0x0000_0103_0018_0018, 62917), // c5
    (0x4000_0081_8018_0018, 60997), // d5
    (0x0080_8031_0005_fffa, 18554), // e5
    (0x4000_1881_0006_0006, 14385), // f5
    (0xffff_ff7f_ffbf_bfff, 0),     // g5
    (0x0000_8020_0020_0040, 38091), // h5
    (0x2000_0202_ec00_2800, 25122), // a6
    (0xffff_f9ff_7cff_f3ff, 60083), // b6
    (0x0000_0040_4b80_1800, 72209), // c6
    (0x2000_002f_e03f_d000, 67875), // d6
    (0xffff_ff6f_fe7f_cffd, 56290), // e6
    (0xbff7_efff_bfc0_0fff, 43807), // f6
    (0x0000_0010_0800_a804, 73365), // g6
    (0x6054_000a_5800_5805, 76398), // h6
    (0x0829_0001_0115_0028, 20024), // a7
    (0x0000_0085_008a_0014, 9513),  // b7
    (0x8000_002b_0040_8028, 24324), // c7
    (0x4000_0020_4079_0028, 22996), // d7
    (0x7800_0020_1028_8028, 23213), // e7
    (0x0000_0018_00e0_8018, 56002), // f7
    (0xa3a8_0003_f3a4_0048, 22809), // g7
    (0x2003_d800_0050_0028, 44545), // h7
    (0xffff_f37e_efef_dfbe, 36072), // a8
    (0x4000_0280_0900_13c1, 4750),  // b8
    (0xbf7f_feff_bffa_f71f, 6014),  // c8
    (0xfffd_ffff_777b_7d6e, 36054), // d8
    (0x4830_0007_e808_0c02, 78538), // e8
    (0xafe0_000f_ff78_0402, 28745), // f8
    (0xee73_fffb_ffbb_77fe, 8555),  // g8
    (0x0002_0003_0848_2882, 1009),  // h8
];

/// `(factor, offset)` for a bishop on each square, a1 first.
pub const BISHOP_MAGICS: [(u64, usize); 64] = [
    (0xa702_0080_6018_03d8, 60984), // a1
    (0x1380_2040_4008_01f1, 66046), // b1
    (0x0a00_8018_1001_f60c, 32910), // c1
    (0x1840_8020_0423_8008, 16369), // d1
    (0xc03f_e001_0000_0000, 42115), // e1
    (0x24c0_0bff_ff40_0000, 835),   // f1
    (0x0808_101f_4000_7f04, 18910), // g1
    (0x1008_0820_1ec0_0080, 25911), // h1
    (0xffa2_feff_bfef_b7ff, 63301), // a2
    (0x083e_3ee0_4008_0801, 16063), // b2
    (0xc080_0080_1810_01f8, 17481), // c2
    (0x0440_007f_e003_1000, 59361), // d2
    (0x2010_007f_fc00_0000, 18735), // e2
    (0x1079_ffe0_00ff_8000, 61249), // f2
    (0x3c07_0810_1f40_0080, 68938), // g2
    (0x0806_1408_0fa0_0040, 61791), // h2
    (0x7ffe_7fff_817f_cff9, 21893), // a3
    (0x7ffe_bfff_a010_27fd, 62068), // b3
    (0x5301_8080_c00f_4001, 19829), // c3
    (0x407e_0001_000f_fb8a, 26091), // d3
    (0x201f_e000_fff8_0010, 15815), // e3
    (0xffdf_efff_de39_ffef, 16419), // f3
    (0xcc88_0800_0fbf_8002, 59777), // g3
    (0x7ff7_fbff_f820_3fff, 16288), // h3
    (0x8800_013e_8300_c030, 33235), // a4
    (0x0420_0097_0180_6018, 15459), // b4
    (0x7ffe_ff7f_7f01_f7fd, 15863), // c4
    (0x8700_3030_10c0_c006, 75555), // d4
    (0xc800_1818_1060_6000, 79445), // e4
    (0x2000_2038_001c_8010, 15917), // f4
    (0x087f_f038_000f_c001, 8512),  // g4
    (0x0008_0c0c_0008_3007, 73069), // h4
    (0x0000_0080_fc82_c040, 16078), // a5
    (0x0000_0040_7e41_6020, 19168), // b5
    (0x0060_0203_f800_8020, 11056), // c5
    (0xd003_fefe_0440_4080, 62544), // d5
    (0xa000_20c0_1800_3088, 80477), // e5
    (0x7fbf_fe70_0bff_e800, 75049), // f5
    (0x107f_f00f_e400_0f90, 32947), // g5
    (0x7f8f_ffcf_f1d0_07f8, 59172), // h5
    (0x0000_0041_00f8_8080, 55845), // a6
    (0x0000_0020_807c_4040, 61806), // b6
    (0x0000_0041_0187_00c0, 73601), // c6
    (0x0010_0000_80fc_4080, 15546), // d6
    (0x1000_003c_8018_0030, 45243), // e6
    (0xc100_00df_8028_0050, 20333), // f6
    (0xffff_ffbf_eff8_0fdc, 33402), // g6
    (0x0000_0010_1003_f812, 25917), // h6
    (0x0800_001f_4080_8200, 32875), // a7
    (0x0840_0010_1f3f_d208, 4639),  // b7
    (0x0800_0000_0f80_8081, 17077), // c7
    (0x0004_0000_0800_3f80, 62324), // d7
    (0x0800_0001_001f_e040, 18159), // e7
    (0x72dd_0000_4090_0a00, 61436), // f7
    (0xffff_feff_bfef_f81d, 57073), // g7
    (0xcd80_0020_0feb_f209, 61025), // h7
    (0x1000_0010_1ec1_0082, 81259), // a8
    (0x7fba_ffff_efe0_c02f, 64083), // b8
    (0x7f83_ffff_fff0_7f7f, 56114), // c8
    (0xfff1_ffff_fff7_ffc1, 57058), // d8
    (0x0878_0400_00ff_e01f, 58912), // e8
    (0x945e_3880_0080_1012, 22194), // f8
    (0x0840_8000_8020_0fda, 70880), // g8
    (0x1000_00c0_5f58_2008, 11140), // h8
];
