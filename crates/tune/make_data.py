"""The tuner's data: positions from games of the engine against itself, each labelled with Debian's Stockfish's
evaluation. The recipe, in full:

    cargo build --release --example board_search
    python3 crates/tune/make_data.py target/release/examples/board_search GAMES SEED > target/tune.txt
    cargo run --release -p chess-attacks-tune -- target/tune.txt crates/engine/src/weights.rs   # the fit

1. A game starts from 4 to 9 random legal plies (Python's `random`, seeded by SEED and the game's number), so
   that the games spread over many openings, and is played out by ENGINE at 2,000 nodes a move (`go nodes`:
   the same games on every machine), to mate, a draw by python-chess's rules, or 200 plies.
2. Every third position from ply 10 on is kept unless the side to move is in check or the position was kept
   already (by its FEN without the move counters).
3. Stockfish (`go depth 8`, one thread) labels it; positions where its best move captures or promotes are
   dropped (the evaluation is for quiet positions: the search resolves captures before it evaluates), and so
   are mate scores. A label is from White's point of view, in Stockfish's centipawns.

Output: one `FEN;centipawns` line per position. Two worker processes (both cores), results in game order.
"""

import multiprocessing
import random
import subprocess
import sys

import chess
import chess.engine

ENGINE, GAMES, SEED = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
STOCKFISH = "/usr/games/stockfish"


def positions_of(number, engine):
    """The positions kept from game `number`, as boards."""
    rng = random.Random(SEED * 1_000_003 + number)
    board = chess.Board()
    for _ in range(rng.randint(4, 9)):
        moves = list(board.legal_moves)
        if not moves:
            return []
        board.push(rng.choice(moves))
    kept = []
    while not board.is_game_over(claim_draw=True) and board.ply() < 200:
        if board.ply() >= 10 and board.ply() % 3 == 0 and not board.is_check():
            kept.append(board.copy(stack=False))
        board.push(engine.play(board, chess.engine.Limit(nodes=2000)).move)
    return kept


def work(numbers):
    lines, seen = [], set()
    with chess.engine.SimpleEngine.popen_uci(ENGINE, stderr=subprocess.DEVNULL) as engine, \
            chess.engine.SimpleEngine.popen_uci(STOCKFISH, stderr=subprocess.DEVNULL) as stockfish:
        stockfish.configure({"Threads": 1, "Hash": 16})
        for number in numbers:
            engine.protocol.send_line("ucinewgame")
            for board in positions_of(number, engine):
                key = " ".join(board.fen().split()[:4])
                if key in seen:
                    continue
                seen.add(key)
                info = stockfish.analyse(board, chess.engine.Limit(depth=8))
                best = info.get("pv", [None])[0]
                score = info["score"].white()
                if best is None or score.is_mate():
                    continue
                if board.is_capture(best) or best.promotion:
                    continue
                lines.append(f"{board.fen()};{score.score()}")
    return lines


if __name__ == "__main__":
    halves = [range(GAMES)[index::2] for index in range(2)]
    with multiprocessing.Pool(2) as pool:
        for lines in pool.map(work, halves):
            sys.stdout.write("".join(line + "\n" for line in lines))
