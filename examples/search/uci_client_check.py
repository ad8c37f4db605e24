"""Plays the search example against itself through python-chess, an ordinary UCI client, and checks every move.

    cargo build --release --example search
    python3 -m pip install chess
    python3 examples/search/uci_client_check.py [path to the binary] [milliseconds per move]

python-chess rejects an illegal `bestmove` (chess.engine.EngineError) and reports a crashed engine
(chess.engine.EngineTerminatedError); either ends the script with a traceback. The game ends by python-chess's
rules: mate, stalemate, insufficient material, fivefold repetition or the 75-move rule. `.ci/run` runs it from
another directory with the binary's full path, the command docs/programs.md gives a chess GUI.
"""

import sys

import chess
import chess.engine

binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/examples/search"
millis = int(sys.argv[2]) if len(sys.argv) > 2 else 50

board = chess.Board()
with chess.engine.SimpleEngine.popen_uci(binary) as engine:
    engine.configure({"Hash": 16})
    while not board.is_game_over():
        result = engine.play(board, chess.engine.Limit(time=millis / 1000))
        if result.move is None or not board.is_legal(result.move):
            sys.exit(f"illegal move {result.move} in {board.fen()}")
        board.push(result.move)

print(chess.Board().variation_san(board.move_stack))
print(f"{len(board.move_stack)} plies, all legal; {board.outcome()}")
