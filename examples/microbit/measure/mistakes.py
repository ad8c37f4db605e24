"""Where a build's games are lost: every move of games strength.py wrote (`--pgn`) priced by full-strength
Stockfish, and each of the build's mistakes searched again with more nodes, to tell a search that looked
too shallow from knowledge that misjudged. Not part of CI: it takes minutes.

    python3 examples/microbit/measure/mistakes.py GAMES.pgn ENGINE --budget NODES [--player NAME]
            [--stockfish-nodes N] [--threshold T] [--more K [K …]] [--jobs J] [--worst N]

ENGINE is the build that played (its UCI program), NODES its budget a move in those games, NAME a part of
its name in the games' White and Black headers (all but "Stockfish" unless given). Stockfish (Debian's, at
full strength) scores each position after the opening at N nodes (100,000 unless given); a move's cost is
the drop in the mover's expected score, from the position before it to the position after, by Lichess's
logistic curve of centipawns (a mate counted as 1,000 centipawns, and more for a nearer one). A mistake is
a move of the build costing at least T (0.1 unless given). Each mistake is searched again by the build at
K times its budget (4 and 16 unless given), and Stockfish prices the move it then chooses.

It prints the cost by phase for each side (the build and its opponent), the mistakes by whether more nodes
avoid them, and the N (10 unless given) costliest with their positions.
"""

import argparse
import io
import math
import multiprocessing
import subprocess
import sys
from pathlib import Path

import chess
import chess.engine
import chess.pgn

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from strength import OPENINGS, STOCKFISH, STOCKFISH_PACKAGE, require  # noqa: E402  (the folder just above)

# Lichess's accuracy curve: the expected score of a centipawn evaluation.
LICHESS_SLOPE = 0.00368208
MATE_CENTIPAWNS = 1000
# Phases by the material on the board, not the move number: each side's knights, bishops, rooks and queens
# at 3, 3, 5 and 9.
PHASES = (("opening and middlegame", 50), ("late middlegame", 30), ("endgame", 0))
PIECE_VALUES = {chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9}


def expected_score(score, turn):
    """The expected score of the side `turn` from a python-chess PovScore."""
    centipawns = score.pov(turn).score(mate_score=MATE_CENTIPAWNS * 2)
    return 1 / (1 + math.exp(-LICHESS_SLOPE * max(-MATE_CENTIPAWNS * 2, min(MATE_CENTIPAWNS * 2, centipawns))))


def phase_of(board):
    material = sum(value * len(board.pieces(piece, colour)) for piece, value in PIECE_VALUES.items()
                   for colour in chess.COLORS)
    return next(name for name, least in PHASES if material >= least)


def opening_length(moves, openings):
    """How many of the game's first plies are a book opening's."""
    played = [move.uci() for move in moves]
    return max((len(opening) for opening in openings if played[:len(opening)] == opening), default=0)


def analyse_game(task):
    """Prices each move of one game; returns (side, phase, cost, record) for each move after the opening,
    side True for the build's."""
    game_text, player, engine_path, budget, stockfish_nodes, threshold, more = task
    game = chess.pgn.read_game(io.StringIO(game_text))
    openings = [line.split() for line in OPENINGS.read_text().splitlines() if line.strip()]
    moves = list(game.mainline_moves())
    ours = {colour for colour, header in ((chess.WHITE, "White"), (chess.BLACK, "Black"))
            if matches(game.headers[header], player)}
    with chess.engine.SimpleEngine.popen_uci(STOCKFISH, stderr=subprocess.DEVNULL) as stockfish, \
            chess.engine.SimpleEngine.popen_uci(engine_path, stderr=subprocess.DEVNULL) as engine:
        stockfish.configure({"Threads": 1, "Hash": 16})
        board = game.board()
        start = opening_length(moves, openings)
        for move in moves[:start]:
            board.push(move)
        limit = chess.engine.Limit(nodes=stockfish_nodes)

        def price(position):
            if position.is_game_over(claim_draw=True):
                outcome = position.outcome(claim_draw=True)
                return None if outcome.winner is None else outcome.winner
            return stockfish.analyse(position, limit, game=game)

        def cost_of(position, before, move):
            """The mover's loss in expected score from `before` (the analysis of `position`) by `move`."""
            after = position.copy()
            after.push(move)
            return expected_score(before["score"], position.turn) - value_for(price(after), position.turn)

        records = []
        before = price(board)
        for move in moves[start:]:
            side = board.turn in ours
            after = board.copy()
            after.push(move)
            analysis = price(after)
            cost = expected_score(before["score"], board.turn) - value_for(analysis, board.turn)
            record = None
            if side and cost >= threshold:
                record = {"fen": board.fen(), "move": board.san(move), "best": board.san(before["pv"][0]),
                          "cost": cost, "stockfish": before["score"].pov(board.turn).score(mate_score=100000)}
                own = engine.analyse(board, chess.engine.Limit(nodes=budget), game=object())
                record["own score"] = own["score"].pov(board.turn).score(mate_score=100000)
                record["again"] = {}
                for factor in more:
                    chosen = engine.play(board, chess.engine.Limit(nodes=budget * factor), game=object()).move
                    record["again"][factor] = 0 if chosen == move else max(0, cost_of(board, before, chosen))
            records.append((side, phase_of(board), cost, record))
            board = after
            before = analysis
            if not isinstance(before, dict):
                break
        return records


def value_for(analysis, turn):
    """The expected score of `turn` in a position priced by `price`: an analysis, or a finished game's
    winner (None for a draw)."""
    if isinstance(analysis, dict):
        return expected_score(analysis["score"], turn)
    if analysis is None:
        return 0.5
    return float(analysis == turn)


def matches(name, player):
    return player in name if player else "Stockfish" not in name


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pgn")
    parser.add_argument("engine")
    parser.add_argument("--budget", type=int, required=True, help="the build's nodes a move in those games")
    parser.add_argument("--player", help="a part of the build's name in the games' headers")
    parser.add_argument("--stockfish-nodes", type=int, default=100_000)
    parser.add_argument("--threshold", type=float, default=0.1, help="the least cost of a mistake (0.1)")
    parser.add_argument("--more", type=int, nargs="+", default=[4, 16], help="budget factors (4 16)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--worst", type=int, default=10)
    arguments = parser.parse_args()
    require(STOCKFISH, STOCKFISH_PACKAGE)
    require(arguments.engine, "the build")
    games = []
    with open(arguments.pgn) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            games.append(str(game))
    if not games:
        sys.exit(f"{arguments.pgn}: no games")
    tasks = [(text, arguments.player, arguments.engine, arguments.budget, arguments.stockfish_nodes,
              arguments.threshold, arguments.more) for text in games]
    with multiprocessing.get_context("fork").Pool(arguments.jobs) as pool:
        records = [record for game in pool.imap(analyse_game, tasks) for record in game]
    print(f"{len(games)} games of {arguments.pgn}; Stockfish at {arguments.stockfish_nodes} nodes a position; "
          f"a mistake costs at least {arguments.threshold:g} of the mover's expected score")
    print()
    print("| phase | side | moves | cost in all | mistakes | their cost |")
    print("| --- | --- | --- | --- | --- | --- |")
    for phase, _ in PHASES:
        for side, name in ((True, "the build"), (False, "its opponent")):
            costs = [cost for s, p, cost, _ in records if s == side and p == phase]
            bad = [cost for cost in costs if cost >= arguments.threshold]
            if costs:
                print(f"| {phase} | {name} | {len(costs)} | {sum(costs):.1f} | {len(bad)} | {sum(bad):.1f} |")
    mistakes = [record for *_, record in records if record]
    print()
    print(f"The build's {len(mistakes)} mistakes, searched again:")
    for factor in arguments.more:
        avoided = [record for record in mistakes if record["again"][factor] < arguments.threshold / 2]
        print(f"- at {factor} times the nodes: {len(avoided)} avoided (a move costing under "
              f"{arguments.threshold / 2:g}), {sum(r['cost'] for r in avoided):.1f} of "
              f"{sum(r['cost'] for r in mistakes):.1f} in cost")
    print()
    print(f"The {arguments.worst} costliest:")
    for record in sorted(mistakes, key=lambda r: -r["cost"])[:arguments.worst]:
        again = ", ".join(f"{factor}×: {cost:.2f}" for factor, cost in record["again"].items())
        print(f"- {record['fen']}: {record['move']} costs {record['cost']:.2f} (Stockfish {record['stockfish']} "
              f"cp, best {record['best']}; the build's own score {record['own score']} cp; again at {again})")


if __name__ == "__main__":
    main()
