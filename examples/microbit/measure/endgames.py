"""Won endings for the strength harness (strength.py, beside this file), written to endgames.txt beside it:
one line a position, as a FEN, where one side's king stands alone against a queen, a rook, two bishops or a
bishop and a knight, with that side to move. A match from them (`strength.py match … --openings
examples/microbit/measure/endgames.txt`) measures which build mates within the fifty-move rule.

    python3 examples/microbit/measure/endgames.py [COUNT]    # 100 unless given; rewrites endgames.txt

The recipe, so that the file can be made again and checked: a random generator seeded with 57 places the
two kings and the stronger side's pieces on distinct squares, the stronger side White and Black in turn and
the kinds in turn. A position is kept when it is legal (a lone king checks no one), the side to move (the
stronger) has a move, the lone king touches none of the other side's pieces (so that none is taken at
once), two bishops stand on squares of both colours, and no position kept before is the same.
"""

import random
import sys
from pathlib import Path

import chess

KINDS = ["Q", "R", "BB", "BN"]
SEED = 57


def position(rng, kind, strong):
    """A random position of `kind` for `strong`, or None where it breaks a rule of the recipe."""
    squares = rng.sample(chess.SQUARES, 2 + len(kind))
    board = chess.Board(None)
    board.set_piece_at(squares[0], chess.Piece(chess.KING, strong))
    board.set_piece_at(squares[1], chess.Piece(chess.KING, not strong))
    for square, symbol in zip(squares[2:], kind):
        board.set_piece_at(square, chess.Piece(chess.PIECE_SYMBOLS.index(symbol.lower()), strong))
    board.turn = strong
    lone = squares[1]
    touched = chess.BB_KING_ATTACKS[lone] & board.occupied_co[strong]
    bishops = board.pieces(chess.BISHOP, strong)
    both_colours = len(bishops) < 2 or (bishops & chess.BB_LIGHT_SQUARES and bishops & chess.BB_DARK_SQUARES)
    if not board.is_valid() or board.is_game_over() or touched or not both_colours:
        return None
    return board


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    rng = random.Random(SEED)
    kept, seen = [], set()
    while len(kept) < count:
        kind = KINDS[len(kept) % len(KINDS)]
        strong = chess.WHITE if len(kept) % (2 * len(KINDS)) < len(KINDS) else chess.BLACK
        board = position(rng, kind, strong)
        if board is not None and board.fen() not in seen:
            seen.add(board.fen())
            kept.append(board.fen())
    (Path(__file__).resolve().parent / "endgames.txt").write_text("".join(f"{fen}\n" for fen in kept))


if __name__ == "__main__":
    main()
