//! What the evaluation reads from the crate's attacks and pawn sets: mobility, pressure on the king, threats,
//! pawn structure and a few piece terms, each a count (white's minus black's) that one weight, a middlegame
//! and an endgame value, turns into centipawns. The weights are fitted by the workspace's tuner, not chosen.
//! The counting is written once, for whatever takes the counts ([`Tally`]): the search weighs them as they
//! come and the tuner keeps them ([`Counts`]), so what the tuner fits is what the engine plays.

use chess_attacks::{Bitboard, Color, Piece, Sliders, Square, king_attacks, knight_attacks};
use chess_attacks_movegen::Position;

use crate::halves::{count, for_each_square};

/// Declares [`Feature`] and [`Feature::ALL`] from one list, so that the weight table's order is written once.
macro_rules! features {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[doc = $doc:literal])* $variant:ident,)* }) => {
        $(#[$meta])*
        pub enum $name {
            $($(#[doc = $doc])* $variant,)*
        }

        impl $name {
            /// Every feature, in the weight table's order.
            ///
            /// ```
            /// use chess_attacks_engine::Feature;
            ///
            /// assert!(Feature::ALL.iter().enumerate().all(|(index, &feature)| feature as usize == index));
            /// ```
            pub const ALL: [$name; FEATURES] = [$($name::$variant),*];
        }
    };
}

features! {
    /// One input of the evaluation: a count of something on the board, white's minus black's
    /// ([`trace`](crate::trace) counts them all).
    ///
    /// ```
    /// use chess_attacks_engine::{Feature, trace};
    /// use chess_attacks_movegen::{Position, Root};
    ///
    /// // White's rook stands on the open e-file; black's on the a-file, which white's a-pawn closes.
    /// let position = Position::from_fen("r5k1/8/8/8/8/8/P7/4RK2 w - - 0 1")?;
    /// let counts = trace::<Root>(&position).counts;
    /// assert_eq!(counts[Feature::RookOpenFile as usize], 1);
    /// assert_eq!(counts[Feature::RookHalfOpenFile as usize], -1);
    /// assert_eq!(counts[Feature::Isolated as usize], 1);
    /// # Ok::<(), chess_attacks_movegen::FenError>(())
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(u8)]
    pub enum Feature {
        /// Pawns on the board (material; the search adds it through the piece-square values).
        Pawn,
        /// Knights on the board.
        Knight,
        /// Bishops on the board.
        Bishop,
        /// Rooks on the board.
        Rook,
        /// Queens on the board.
        Queen,
        /// Squares a knight attacks that hold no piece of its own side and no enemy pawn attacks.
        KnightMobility,
        /// The same for a bishop.
        BishopMobility,
        /// The same for a rook.
        RookMobility,
        /// The same for a queen.
        QueenMobility,
        /// Squares around the enemy king (and its own) a knight attacks.
        KnightOnKing,
        /// The same for a bishop.
        BishopOnKing,
        /// The same for a rook.
        RookOnKing,
        /// The same for a queen.
        QueenOnKing,
        /// Own pawns on the three files around the king, one or two ranks in front of it.
        PawnShield,
        /// Enemy knights, bishops, rooks and queens that a pawn attacks.
        PawnThreat,
        /// Attacks by knights and bishops on enemy rooks and queens, one for each attacker and target.
        MinorThreat,
        /// Attacks by rooks on enemy queens, one for each attacker and target.
        RookThreat,
        /// Enemy knights, bishops, rooks and queens attacked and not defended.
        Hanging,
        /// Passed pawns (no enemy pawn can stop or take them on their way) on their side's second rank.
        PassedRank2,
        /// … on the third rank.
        PassedRank3,
        /// … on the fourth rank.
        PassedRank4,
        /// … on the fifth rank.
        PassedRank5,
        /// … on the sixth rank.
        PassedRank6,
        /// … on the seventh rank.
        PassedRank7,
        /// Pawns with no own pawn on a neighbouring file.
        Isolated,
        /// Pawns with an own pawn behind them on their file.
        Doubled,
        /// Pawns whose next square an enemy pawn attacks and no own pawn on a neighbouring file, beside or
        /// behind, can ever defend.
        Backward,
        /// Two bishops or more.
        BishopPair,
        /// Rooks on a file with no pawn.
        RookOpenFile,
        /// Rooks on a file with no own pawn and an enemy one.
        RookHalfOpenFile,
        /// For each passed pawn, how far the own king stands from the square in front of it (in king
        /// moves), times the ranks it has advanced beyond its second: the king escorting it or not.
        PassedOwnKing,
        /// The same for the enemy king: the king that must stop it.
        PassedTheirKing,
        /// The squares, empty or the enemy's, from which a knight, bishop, rook or queen would check the
        /// enemy king, that a piece of the side of that kind attacks and the enemy does not.
        SafeChecks,
        /// An attack on the king of two pieces or more: the squares around the enemy king (and its own) that
        /// the side's knights, bishops, rooks and queens attack, counted as for the four features on the
        /// king, times the number of those pieces beyond the first that attack one. The pressure of one
        /// piece alone is the other features'; this one weighs what a second and a third piece add to it.
        KingAttack,
        /// The side to move: +1 when it is white, -1 when black.
        Tempo,
    }
}

/// How many [`Feature`]s there are.
///
/// ```
/// use chess_attacks_engine::{FEATURES, Feature};
///
/// assert_eq!(Feature::ALL.len(), FEATURES);
/// assert_eq!(Feature::ALL[FEATURES - 1], Feature::Tempo);
/// ```
pub const FEATURES: usize = Feature::Tempo as usize + 1;

impl Feature {
    /// The material feature of `piece` (the king has none: both sides always have one).
    pub(crate) const fn material(piece: Piece) -> Option<Feature> {
        match piece {
            Piece::Pawn => Some(Feature::Pawn),
            Piece::Knight => Some(Feature::Knight),
            Piece::Bishop => Some(Feature::Bishop),
            Piece::Rook => Some(Feature::Rook),
            Piece::Queen => Some(Feature::Queen),
            Piece::King => None,
        }
    }
}

/// Where the counts go: weighed as they come for the search, kept one by one for the tuner.
pub(crate) trait Tally: Default {
    fn add(&mut self, feature: Feature, white_minus_black: i32);
    /// Adds `side`'s counts, one side's, times `sign`: +1 for white, -1 for black.
    fn absorb(&mut self, side: Self, sign: i32);
}

/// The tuner's tally: every feature's count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Counts(pub(crate) [i32; FEATURES]);

impl Tally for Counts {
    fn add(&mut self, feature: Feature, white_minus_black: i32) {
        if let Some(count) = self.0.get_mut(feature as usize) {
            *count += white_minus_black;
        }
    }

    fn absorb(&mut self, side: Counts, sign: i32) {
        for (count, side) in self.0.iter_mut().zip(side.0) {
            *count += sign * side;
        }
    }
}

impl Default for Counts {
    fn default() -> Counts {
        Counts([0; FEATURES])
    }
}

const A_FILE: u64 = 0x0101_0101_0101_0101;
const H_FILE: u64 = A_FILE << 7;

/// The squares ahead of `bits` as `color` moves (north for white), the squares themselves included.
fn fill_forward(bits: u64, color: Color) -> u64 {
    match color {
        Color::White => {
            let bits = bits | bits << 8;
            let bits = bits | bits << 16;
            bits | bits << 32
        }
        Color::Black => {
            let bits = bits | bits >> 8;
            let bits = bits | bits >> 16;
            bits | bits >> 32
        }
    }
}

/// The whole files of the squares in `bits`.
fn files_of(bits: u64) -> u64 {
    fill_forward(fill_forward(bits, Color::White), Color::Black)
}

/// The neighbouring files of the squares in `bits` (their own excluded unless a neighbour's).
fn beside(bits: u64) -> u64 {
    (bits & !H_FILE) << 1 | (bits & !A_FILE) >> 1
}

/// The squares a king on `king`, a set of one square, attacks.
fn around(king: u64) -> u64 {
    Bitboard(king).first().map_or(0, |square| king_attacks(square).0)
}

fn forward(bits: u64, color: Color) -> u64 {
    match color {
        Color::White => bits << 8,
        Color::Black => bits >> 8,
    }
}

/// One side's pawns and what they cover, worked out once a position for both sides' counts.
#[derive(Clone, Copy)]
struct Pawns {
    /// The pawns.
    on: u64,
    /// The squares they attack.
    attacks: u64,
    /// The whole files they stand on.
    files: u64,
}

impl Pawns {
    fn of(position: &Position, color: Color) -> Pawns {
        let on = position.pieces(color, Piece::Pawn).0;
        Pawns { on, attacks: Bitboard(on).pawn_attacks(color).0, files: files_of(on) }
    }
}

/// What one side's pieces are counted against, and what those counted so far attack.
struct Reach {
    /// The squares that count for mobility: no piece of the side's own stands there and no enemy pawn
    /// attacks them.
    mobility_area: u64,
    /// The enemy king's square and its neighbours.
    king_zone: u64,
    /// Every square attacked by the side's pawns, king and the pieces counted so far.
    attacked: u64,
    /// The pieces counted so far that attack the king zone, times 256, plus the squares there they attack,
    /// counted for each piece: two counts in one register.
    attack: i32,
}

impl Reach {
    /// Counts the mobility, the pressure on the king and the attacks on `targets` of the pieces on
    /// `squares` into `tally`, as the three `features` in that order; `attacks_of` gives what a piece on a
    /// square attacks; returns every square those pieces attack (for the safe checks). Written once and
    /// called for each kind, so that each call knows its kind.
    #[inline(always)]
    fn kind(
        &mut self,
        squares: u64,
        attacks_of: impl Fn(Square) -> u64,
        targets: u64,
        features: [Feature; 3],
        tally: &mut impl Tally,
    ) -> u64 {
        let (mut moves, mut pressure, mut threats, mut all) = (0, 0, 0, 0);
        for_each_square(squares, |square| {
            let attacks = attacks_of(square);
            all |= attacks;
            moves += count(attacks & self.mobility_area);
            // Pressure and threats are rare: one test spares both counts most of the time.
            if attacks & (self.king_zone | targets) != 0 {
                let on_king = count(attacks & self.king_zone);
                pressure += on_king + (i32::from(on_king != 0) << 8);
                threats += count(attacks & targets);
            }
        });
        let [mobility, on_king, threat] = features;
        tally.add(mobility, moves);
        tally.add(on_king, pressure & 0xff);
        tally.add(threat, threats);
        self.attacked |= all;
        self.attack += pressure;
        all
    }
}

/// What one side's pieces attack, kept while its features are counted for the threats that need both sides'.
struct Side {
    /// Every square the side attacks.
    attacked: u64,
    /// The squares, none of the side's own, from which a piece of the side would check the enemy king and
    /// one of its kind attacks.
    checks: u64,
    /// Its knights, bishops, rooks and queens.
    pieces: u64,
}

/// Counts `us`'s features but material and the pawn structure's ([`count_pawn_structure`]) into `tally`,
/// unsigned, and returns what the side attacks.
fn side<S: Sliders>(
    position: &Position,
    us: Color,
    (our, their): (Pawns, Pawns),
    tally: &mut impl Tally,
) -> Side {
    let them = us.opponent();
    let ours = |piece| position.pieces(us, piece).0;
    let theirs = |piece| position.pieces(them, piece).0;
    let occupied = position.occupied();
    let own = position.color(us).0;
    let (our_king, their_king) = (ours(Piece::King), theirs(Piece::King));
    let majors = theirs(Piece::Rook) | theirs(Piece::Queen);
    // A position always has both kings: the a1 stand-in is never read.
    let their_king_square = Bitboard(their_king).first().unwrap_or(Square::A1);
    let mut reach = Reach {
        mobility_area: !(own | their.attacks),
        king_zone: king_attacks(their_king_square).0 | their_king,
        attacked: our.attacks | around(our_king),
        attack: 0,
    };
    let (diagonal, straight) =
        (S::bishop(their_king_square, occupied).0, S::rook(their_king_square, occupied).0);
    let minor = [Feature::KnightMobility, Feature::KnightOnKing, Feature::MinorThreat];
    let knights = ours(Piece::Knight);
    let mut checks = knight_attacks(their_king_square).0
        & reach.kind(knights, |square| knight_attacks(square).0, majors, minor, tally);
    let bishop = [Feature::BishopMobility, Feature::BishopOnKing, Feature::MinorThreat];
    checks |= diagonal
        & reach.kind(ours(Piece::Bishop), |square| S::bishop(square, occupied).0, majors, bishop, tally);
    let rook = [Feature::RookMobility, Feature::RookOnKing, Feature::RookThreat];
    let rooks = ours(Piece::Rook);
    checks |=
        straight & reach.kind(rooks, |square| S::rook(square, occupied).0, theirs(Piece::Queen), rook, tally);
    let queen = [Feature::QueenMobility, Feature::QueenOnKing, Feature::RookThreat];
    checks |= (diagonal | straight)
        & reach.kind(ours(Piece::Queen), |square| S::queen(square, occupied).0, 0, queen, tally);

    // The pressure times the attackers beyond the first: 0 for one attacker or none.
    let (pressure, attackers) = (reach.attack & 0xff, reach.attack >> 8);
    tally.add(Feature::KingAttack, pressure * (attackers - 1).max(0));

    let their_pieces = theirs(Piece::Knight) | theirs(Piece::Bishop) | majors;
    tally.add(Feature::PawnThreat, count(our.attacks & their_pieces));

    // The three squares in front of the king and the three beyond them.
    let front = forward(our_king | beside(our_king), us);
    tally.add(Feature::PawnShield, count((front | forward(front, us)) & our.on));

    // Two bishops or more: dropping the lowest leaves one.
    let bishops = ours(Piece::Bishop);
    if bishops & bishops.wrapping_sub(1) != 0 {
        tally.add(Feature::BishopPair, 1);
    }
    let rooks = rooks & !our.files;
    tally.add(Feature::RookOpenFile, count(rooks & !their.files));
    tally.add(Feature::RookHalfOpenFile, count(rooks & their.files));
    Side { attacked: reach.attacked, checks: checks & !own, pieces: own & !(our.on | our_king) }
}

/// Counts the pawn structure's features of `us`, whose king stands on `our_king` and the enemy's on
/// `their_king`, into `tally`, unsigned.
fn pawns(
    us: Color,
    (our, their): (Pawns, Pawns),
    (our_king, their_king): (Square, Square),
    tally: &mut impl Tally,
) {
    let them = us.opponent();
    // A pawn is passed when no enemy pawn stands ahead of it on its file or a neighbouring one: the enemy
    // pawns and the squares they attack, filled towards us, cover every pawn they can stop or take.
    let stoppers = fill_forward(their.on | their.attacks, them);
    let (mut own, mut enemy) = (0, 0);
    // The crate's iteration, one loop, rather than `for_each_square`'s loop a half: passed pawns are few,
    // and a copy of this body for each half would not fit the page's module in its budget.
    for square in Bitboard(our.on & !stoppers) {
        let rank = square.rank().relative_to(us) as usize;
        // Ranks 2 to 7 (a pawn never stands on its first or last).
        if let Some(&feature) = Feature::ALL.get(Feature::PassedRank2 as usize + rank.saturating_sub(1)) {
            tally.add(feature, 1);
        }
        // The kings' distances to the square in front, times the ranks the pawn has advanced beyond its
        // second.
        let advanced = rank as i32 - 1;
        let stop =
            Square::new(if us == Color::White { square.index() + 8 } else { square.index().wrapping_sub(8) });
        if let Some(stop) = stop {
            own += advanced * i32::from(our_king.distance(stop));
            enemy += advanced * i32::from(their_king.distance(stop));
        }
    }
    tally.add(Feature::PassedOwnKing, own);
    tally.add(Feature::PassedTheirKing, enemy);
    tally.add(Feature::Isolated, count(our.on & !beside(our.files)));
    tally.add(Feature::Doubled, count(our.on & forward(fill_forward(our.on, us), us)));
    // Squares a pawn beside or behind could one day defend: what the pawns attack, filled forward.
    let supportable = fill_forward(our.attacks, us);
    let stops = forward(our.on, us);
    tally.add(Feature::Backward, count(stops & their.attacks & !supportable));
}

/// Runs `count` on a tally of its own, one side's counts, and adds them to `total` times `sign`: +1 for
/// white, -1 for black. Each count is signed once, at the end, rather than one by one.
fn signed<T: Tally, R>(total: &mut T, sign: i32, count: impl FnOnce(&mut T) -> R) -> R {
    let mut side = T::default();
    let returned = count(&mut side);
    total.absorb(side, sign);
    returned
}

/// Where `color`'s king stands in `position`.
pub(crate) fn king_square(position: &Position, color: Color) -> Square {
    // A position always has both kings (`Position::from_fen` checks it): the a1 stand-in is never read.
    position.pieces(color, Piece::King).first().unwrap_or(Square::A1)
}

/// Counts the pawn structure's features of `position` into `tally`: passed, isolated, doubled and backward
/// pawns and the kings' distances to the passed ones, the features that read nothing but the two sides'
/// pawns and kings. The search keeps their weighed sum move by move (`Terms`), counting them again only
/// when a move moves a king, or moves or takes a pawn.
pub(crate) fn count_pawn_structure(position: &Position, tally: &mut impl Tally) {
    let (white, black) = (Pawns::of(position, Color::White), Pawns::of(position, Color::Black));
    let (white_king, black_king) = (king_square(position, Color::White), king_square(position, Color::Black));
    signed(tally, 1, |side| pawns(Color::White, (white, black), (white_king, black_king), side));
    signed(tally, -1, |side| pawns(Color::Black, (black, white), (black_king, white_king), side));
}

/// Counts every feature of `position` but material into `tally`.
pub(crate) fn count_features<S: Sliders>(position: &Position, tally: &mut impl Tally) {
    count_pawn_structure(position, tally);
    count_beyond_pawn_structure::<S>(position, tally);
}

/// Counts every feature of `position` but material and the pawn structure ([`count_pawn_structure`]) into
/// `tally`: what the search counts at each evaluation.
pub(crate) fn count_beyond_pawn_structure<S: Sliders>(position: &Position, tally: &mut impl Tally) {
    let (white_pawns, black_pawns) = (Pawns::of(position, Color::White), Pawns::of(position, Color::Black));
    let white =
        signed(tally, 1, |counts| side::<S>(position, Color::White, (white_pawns, black_pawns), counts));
    let black =
        signed(tally, -1, |counts| side::<S>(position, Color::Black, (black_pawns, white_pawns), counts));
    let hanging_black = black.pieces & white.attacked & !black.attacked;
    let hanging_white = white.pieces & black.attacked & !white.attacked;
    tally.add(Feature::Hanging, count(hanging_black) - count(hanging_white));
    tally.add(
        Feature::SafeChecks,
        count(white.checks & !black.attacked) - count(black.checks & !white.attacked),
    );
    tally.add(Feature::Tempo, if position.side_to_move() == Color::White { 1 } else { -1 });
}
