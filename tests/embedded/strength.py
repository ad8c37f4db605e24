"""The search's strength at the micro:bit's node budget: games against Stockfish (Debian's package) held to
`UCI_Elo` by `UCI_LimitStrength`, colours alternating, judged by python-chess's rules (draws by repetition
and the fifty-move rule claimed). Prints each setting's score with a 95% error bar (1.96 standard errors
of the per-game scores) and its wins, draws and losses. Not part of CI: it takes minutes.

    python3 tests/embedded/strength.py ENGINE NODES GAMES ELO…

ENGINE is a UCI program (the desktop search example, target/release/examples/search); it gets `go nodes
NODES` each move, Stockfish 100 ms.
"""

import math
import subprocess
import sys

import chess
import chess.engine

engine_path, nodes, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
elos = [int(elo) for elo in sys.argv[4:]]

with chess.engine.SimpleEngine.popen_uci(engine_path, stderr=subprocess.DEVNULL) as engine, \
        chess.engine.SimpleEngine.popen_uci("/usr/games/stockfish", stderr=subprocess.DEVNULL) as stockfish:
    for elo in elos:
        stockfish.configure({"UCI_LimitStrength": True, "UCI_Elo": elo, "Threads": 1, "Hash": 16})
        scores = []
        for number in range(games):
            board, game = chess.Board(), object()
            ours = chess.WHITE if number % 2 == 0 else chess.BLACK
            while not board.is_game_over(claim_draw=True):
                if board.turn == ours:
                    result = engine.play(board, chess.engine.Limit(nodes=nodes), game=game)
                else:
                    result = stockfish.play(board, chess.engine.Limit(time=0.1), game=game)
                board.push(result.move)
            winner = board.outcome(claim_draw=True).winner
            scores.append(0.5 if winner is None else float(winner == ours))
        mean = sum(scores) / len(scores)
        spread = math.sqrt(sum((score - mean) ** 2 for score in scores) / max(len(scores) - 1, 1))
        # Wins, draws and losses too, so that runs side by side can be added up exactly.
        record = f"+{scores.count(1.0)} ={scores.count(0.5)} -{scores.count(0.0)}"
        print(f"UCI_Elo {elo}: {sum(scores):g}/{len(scores)} = {100 * mean:.0f}% ± "
              f"{196 * spread / math.sqrt(len(scores)):.0f}% ({record})", flush=True)
