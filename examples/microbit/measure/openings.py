"""The balanced openings the strength harness (strength.py, beside this file) starts its games from, written
to openings.txt beside it: one line an opening, its moves in UCI notation from the start position.

    python3 examples/microbit/measure/openings.py [COUNT]    # 250 unless given; rewrites openings.txt

The recipe, so that the file can be made again and checked: a random generator seeded with 50 plays PLIES
plies from the start position, each ply a uniform choice among Stockfish's best MultiPV moves at depth
CHOICE_DEPTH that are within CHOICE_MARGIN centipawns of its best one (sensible moves, not
only the best one, so that the lines differ). A line is kept when Stockfish's evaluation of its last
position at depth JUDGE_DEPTH is within LEVEL centipawns of level (a mate never is), and when no line kept
before reached the same position (a transposition would replay an opening under another name). Stockfish is
Debian's (15.1), on one thread with a 16 MiB table, cleared (`ucinewgame`) before every search, so that the
same Stockfish makes the same file. 250 lines, so that a match of 1,000 pairs plays an opening 4 times
rather than the 18 times of the first 56 (which are the same lines: the draws come in the same order).
"""

import random
import subprocess
import sys
from pathlib import Path

import chess
import chess.engine

PLIES = 8
MULTIPV = 4
CHOICE_DEPTH = 8
CHOICE_MARGIN = 40
JUDGE_DEPTH = 14
LEVEL = 30
SEED = 50
# Lines drawn before giving up: far more than enough, but bounded, so that a stricter LEVEL cannot loop forever.
ATTEMPTS = 20000

OUTPUT = Path(__file__).with_name("openings.txt")


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 250
    rng = random.Random(SEED)
    kept, seen = [], set()
    with chess.engine.SimpleEngine.popen_uci("/usr/games/stockfish", stderr=subprocess.DEVNULL) as stockfish:
        stockfish.configure({"Threads": 1, "Hash": 16})
        for _ in range(ATTEMPTS):
            if len(kept) == count:
                break
            board = chess.Board()
            for _ in range(PLIES):
                # A new `game` each search makes python-chess send `ucinewgame`: no table carried over.
                lines = stockfish.analyse(board, chess.engine.Limit(depth=CHOICE_DEPTH), multipv=MULTIPV,
                                          game=object())
                best = lines[0]["score"].relative.score(mate_score=100_000)
                sensible = [line["pv"][0] for line in lines
                            if best - line["score"].relative.score(mate_score=100_000) <= CHOICE_MARGIN]
                board.push(rng.choice(sensible))
            position = board.epd()
            if position in seen:
                continue
            verdict = stockfish.analyse(board, chess.engine.Limit(depth=JUDGE_DEPTH), game=object())
            score = verdict["score"].white()
            if score.is_mate() or abs(score.score()) > LEVEL:
                continue
            seen.add(position)
            kept.append(" ".join(move.uci() for move in board.move_stack))
            print(f"{len(kept):3} {score.score():+4} cp  {kept[-1]}", file=sys.stderr, flush=True)
    if len(kept) < count:
        sys.exit(f"only {len(kept)} balanced lines in {ATTEMPTS} attempts")
    OUTPUT.write_text("".join(line + "\n" for line in kept))


if __name__ == "__main__":
    main()
