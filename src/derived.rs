//! The lookups a family of slider lookups derives from its rook, bishop and queen attacks: the
//! `_moves(square, friends, enemies)` forms and `attacks` for any piece. They are written once here, as
//! macros, because the crate root's must stay `const fn` and a trait method cannot be `const` on stable:
//! each family stamps them as `const fn`s (such as [`rook_moves`](crate::rook_moves)), and
//! [`Sliders::attacks`](crate::Sliders::attacks) dispatches through the same match for any family.

/// The squares `$piece` of `$color` on `$square` attacks when `$occupied` holds pieces, the sliders
/// answered by the three lookups given: the one dispatch on the kind of piece. An expression, so that
/// `const fn`s and generic code alike can use it.
macro_rules! piece_attacks {
    ($piece:expr, $color:expr, $square:expr, $occupied:expr; $rook:path, $bishop:path, $queen:path) => {
        match $piece {
            $crate::Piece::Pawn => $crate::pawn_attacks($color, $square),
            $crate::Piece::Knight => $crate::knight_attacks($square),
            $crate::Piece::Bishop => $bishop($square, $occupied),
            $crate::Piece::Rook => $rook($square, $occupied),
            $crate::Piece::Queen => $queen($square, $occupied),
            $crate::Piece::King => $crate::king_attacks($square),
        }
    };
}

pub(crate) use piece_attacks;

/// Declares `rook_moves`, `bishop_moves`, `queen_moves` and `attacks` as public `const fn`s in the module it
/// is invoked in, from that module's `rook_attacks`, `bishop_attacks` and `queen_attacks`. Each family
/// brings its own documentation and examples; the code is the same for all.
macro_rules! derived_lookups {
    (
        $(#[$rook_moves_doc:meta])*
        rook_moves;
        $(#[$bishop_moves_doc:meta])*
        bishop_moves;
        $(#[$queen_moves_doc:meta])*
        queen_moves;
        $(#[$attacks_doc:meta])*
        attacks;
    ) => {
        $crate::derived::derived_lookups!(@moves
            [$(#[$rook_moves_doc])*] rook_moves over rook_attacks;
            [$(#[$bishop_moves_doc])*] bishop_moves over bishop_attacks;
            [$(#[$queen_moves_doc])*] queen_moves over queen_attacks;
        );

        $(#[$attacks_doc])*
        #[inline]
        pub const fn attacks(
            piece: $crate::Piece,
            color: $crate::Color,
            square: $crate::Square,
            occupied: $crate::Bitboard,
        ) -> $crate::Bitboard {
            $crate::derived::piece_attacks!(
                piece, color, square, occupied; rook_attacks, bishop_attacks, queen_attacks
            )
        }
    };
    // A square's moves are its attacks over every piece, less its friends' squares.
    (@moves $([$(#[$doc:meta])*] $moves:ident over $attacks:ident;)*) => {$(
        $(#[$doc])*
        #[inline]
        pub const fn $moves(
            square: $crate::Square,
            friends: $crate::Bitboard,
            enemies: $crate::Bitboard,
        ) -> $crate::Bitboard {
            $crate::Bitboard($attacks(square, $crate::Bitboard(friends.0 | enemies.0)).0 & !friends.0)
        }
    )*};
}

pub(crate) use derived_lookups;
