//! Bad input gives `None` or an error that names it; good input round-trips.

use chess_attacks::{File, Rank, Square};

#[test]
fn square_new_rejects_every_index_from_64_up() {
    for index in 64..=u8::MAX {
        assert_eq!(Square::new(index), None, "index {index}");
    }
    assert_eq!(File::new(8), None);
    assert_eq!(Rank::new(8), None);
}

macro_rules! rejected {
    ($($name:ident: $input:expr;)*) => {$(
        #[test]
        fn $name() {
            let error = $input.parse::<Square>().expect_err($input);
            assert_eq!(error.input(), $input);
            let message = error.to_string();
            assert!(message.contains(&format!("\"{}\"", $input)), "{message:?} should quote {:?}", $input);
        }
    )*};
}

rejected! {
    empty_string_is_rejected: "";
    file_past_h_is_rejected: "i9";
    rank_zero_is_rejected: "a0";
    three_characters_are_rejected: "d44";
    non_ascii_file_is_rejected: "é4";
    rank_nine_is_rejected: "a9";
    rank_first_is_rejected: "4d";
    surrounding_space_is_rejected: " d4";
}

#[test]
fn every_square_name_parses_in_either_case_and_displays_lowercase() {
    for square in Square::ALL {
        let name = square.to_string();
        assert_eq!(name.len(), 2);
        assert_eq!(name.parse::<Square>(), Ok(square));
        assert_eq!(name.to_uppercase().parse::<Square>(), Ok(square));
    }
    assert_eq!(Square::D4.to_string(), "d4");
    assert_eq!(Square::A1.to_string(), "a1");
    assert_eq!(Square::H8.to_string(), "h8");
}
