//! Bad input gives `None` or an error that names it; good input round-trips.

use chess_attacks::{Color, File, Piece, Rank, Square};

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

/// The pieces with their FEN letters, white's then black's, and their names: the oracle for the text layer,
/// written out here rather than read from the code under test.
const PIECES: [(Piece, char, char, &str); 6] = [
    (Piece::Pawn, 'P', 'p', "pawn"),
    (Piece::Knight, 'N', 'n', "knight"),
    (Piece::Bishop, 'B', 'b', "bishop"),
    (Piece::Rook, 'R', 'r', "rook"),
    (Piece::Queen, 'Q', 'q', "queen"),
    (Piece::King, 'K', 'k', "king"),
];

/// Every `char`: every Unicode scalar value, the surrogates being no `char`.
fn every_char() -> impl Iterator<Item = char> {
    (0..=u32::from(char::MAX)).filter_map(char::from_u32)
}

/// The colour and piece `letter` names in FEN, by the table.
fn fen_letter(letter: char) -> Option<(Color, Piece)> {
    PIECES.iter().find_map(|&(piece, white, black, _)| {
        if letter == white {
            Some((Color::White, piece))
        } else if letter == black {
            Some((Color::Black, piece))
        } else {
            None
        }
    })
}

#[test]
fn pieces_write_their_letters_and_names() {
    assert_eq!(Piece::ALL.len(), PIECES.len());
    for (piece, white, black, name) in PIECES {
        assert_eq!(piece.to_char(), black, "{piece:?}");
        assert_eq!(piece.to_char_for(Color::White), white, "{piece:?}");
        assert_eq!(piece.to_char_for(Color::Black), black, "{piece:?}");
        assert_eq!(piece.to_string(), name);
    }
}

#[test]
fn every_char_is_a_piece_letter_exactly_when_the_table_says() {
    let mut letters = 0;
    for letter in every_char() {
        let expected = fen_letter(letter);
        assert_eq!(Piece::from_char(letter), expected.map(|(_, piece)| piece), "{letter:?}");
        match (Piece::from_fen_char(letter), expected) {
            (Ok(found), Some(expected)) => assert_eq!(found, expected, "{letter:?}"),
            (Err(error), None) => {
                assert_eq!(error.input(), letter.to_string(), "{letter:?}");
                assert_eq!(
                    error.to_string(),
                    format!(r#"invalid piece "{letter}": expected one of PNBRQK or pnbrqk"#)
                );
            }
            (found, expected) => panic!("{letter:?}: {found:?}, expected {expected:?}"),
        }
        letters += usize::from(expected.is_some());
    }
    assert_eq!(letters, 12);
}

#[test]
fn piece_letters_round_trip_for_both_colours() {
    for piece in Piece::ALL {
        assert_eq!(Piece::from_char(piece.to_char()), Some(piece));
        for color in Color::ALL {
            assert_eq!(Piece::from_fen_char(piece.to_char_for(color)), Ok((color, piece)));
            assert_eq!(Piece::from_char(piece.to_char_for(color)), Some(piece));
        }
    }
}

#[test]
fn pieces_parse_from_a_letter_in_either_case_or_a_name_in_any_case() {
    for (piece, white, black, name) in PIECES {
        let capitalised = name[..1].to_uppercase() + &name[1..];
        for text in [white.to_string(), black.to_string(), name.to_string(), name.to_uppercase(), capitalised]
        {
            assert_eq!(text.parse::<Piece>(), Ok(piece), "{text:?}");
        }
        assert_eq!(piece.to_string().parse::<Piece>(), Ok(piece));
    }
    // Every one-byte string that is no piece letter, and names cut, lengthened or padded.
    let bytes = (0..=127u8).map(|byte| char::from(byte).to_string());
    let rejected = bytes.filter(|text| fen_letter(text.chars().next().unwrap_or(' ')).is_none());
    for text in
        rejected.chain(["", "kn", "knights", "knigh", " king", "king ", "KNIGHTs", "pawnp"].map(String::from))
    {
        let error = text.parse::<Piece>().expect_err(&text);
        assert_eq!(error.input(), text);
        assert!(error.to_string().starts_with(&format!(r#"invalid piece "{text}""#)), "{error}");
    }
}

#[test]
fn colour_letters_are_exactly_w_and_b() {
    assert_eq!((Color::White.to_char(), Color::Black.to_char()), ('w', 'b'));
    for letter in every_char() {
        let expected = match letter {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        };
        assert_eq!(Color::from_char(letter), expected, "{letter:?}");
    }
    for color in Color::ALL {
        assert_eq!(Color::from_char(color.to_char()), Some(color));
    }
}

/// The square two bytes name, by spelling out the board's files and ranks: the oracle for
/// `Square::from_ascii`. Squares are numbered rank by rank from a1, the reference's numbering.
fn square_named(file: u8, rank: u8) -> Option<Square> {
    let file =
        b"abcdefgh".iter().position(|&letter| letter == file || letter.to_ascii_uppercase() == file)?;
    let rank = b"12345678".iter().position(|&digit| digit == rank)?;
    let index = rank * 8 + file;
    assert_eq!(chess_attacks::reference::square_bit(index as u8), 1 << index);
    Some(Square::ALL[index])
}

#[test]
fn every_pair_of_bytes_is_a_square_exactly_when_it_spells_one() {
    let mut squares = 0;
    for file in 0..=u8::MAX {
        for rank in 0..=u8::MAX {
            let pair = [file, rank];
            let expected = square_named(file, rank);
            assert_eq!(Square::from_ascii(&pair), expected, "{pair:?}");
            if let Ok(text) = std::str::from_utf8(&pair) {
                assert_eq!(text.parse::<Square>().ok(), expected, "{text:?}");
            }
            squares += usize::from(expected.is_some());
        }
    }
    // Each square in lowercase and in uppercase.
    assert_eq!(squares, 128);
    for square in Square::ALL {
        let name = square.to_string();
        assert_eq!(Square::from_ascii(name.as_bytes()), Some(square));
        for longer in [format!("{name} "), format!("{name}1"), format!(" {name}")] {
            assert_eq!(Square::from_ascii(longer.as_bytes()), None, "{longer:?}");
        }
        assert_eq!(Square::from_ascii(&name.as_bytes()[..1]), None, "{name:?} cut");
    }
    for byte in 0..=u8::MAX {
        assert_eq!(Square::from_ascii(&[byte]), None);
    }
    assert_eq!(Square::from_ascii(b""), None);
}

#[test]
fn files_and_ranks_read_from_every_byte() {
    for byte in 0..=u8::MAX {
        let file =
            b"abcdefgh".iter().position(|&letter| letter == byte || letter.to_ascii_uppercase() == byte);
        let rank = b"12345678".iter().position(|&digit| digit == byte);
        assert_eq!(File::from_ascii(byte), file.map(|index| File::ALL[index]), "{byte}");
        assert_eq!(Rank::from_ascii(byte), rank.map(|index| Rank::ALL[index]), "{byte}");
    }
}
