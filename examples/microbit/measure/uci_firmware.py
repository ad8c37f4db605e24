"""Drives the micro:bit UCI firmware (examples/microbit, `--bin uci`) under QEMU through python-chess, an
ordinary UCI client whose own rules judge every move.

    python3 examples/microbit/measure/uci_firmware.py NODES -- COMMAND…

COMMAND starts the firmware with its serial port on standard input and output (tests/embedded/targets.sh
passes the full path of examples/microbit/uci.sh, from another directory, as a GUI would start it). The
checks, each of which ends the script with a message when it fails:

- bad input: malformed commands, an over-long line, an illegal move, a bad FEN, bytes that are not text and
  a `go` with a bad value each get an `info string`, and the firmware still answers `isready` and searches;
- a mate in one, for each side, is found at NODES nodes a move;
- a whole game against a random mover (seeded) and one against itself, NODES nodes a move, every
  `bestmove` legal by python-chess's rules; a game ends by those rules, with draws by repetition and the
  fifty-move rule claimed.

It also measures a middlegame searched to depth 6 (`go depth 6`: the same nodes whatever the clock) and, for
the stack, a position full of checks searched for 10 s of the firmware's clock (`go movetime 10000`): the
depth reached, and the instructions per node, read from the `info` line of the last iteration completed.
The runner's `-icount shift=6` makes the clock count instructions, 64 ns each, so an iteration's time in
microseconds times 15.625 is the instructions it executed.
"""

import os
import random
import signal
import subprocess
import sys
import time

import chess
import chess.engine

nodes = int(sys.argv[1])
command = sys.argv[sys.argv.index("--") + 1 :]


# Each firmware run in a process group of its own, which `fail` ends whole: uci.sh runs QEMU under cargo,
# and a QEMU left behind goes on taking a core.
started = []


def start():
    pipe = subprocess.PIPE
    process = subprocess.Popen(command, stdin=pipe, stdout=pipe, stderr=subprocess.DEVNULL, start_new_session=True)
    started.append(process)
    return process


def fail(message):
    for process in started:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    sys.exit(f"uci firmware: {message}")


def raw_session():
    """Speaks to the firmware byte by byte, as python-chess would not: bad input on purpose."""
    process = start()

    def send(data):
        process.stdin.write(data)
        process.stdin.flush()

    def read_until(prefix, limit=60):
        """The lines up to and including the first that starts with `prefix`."""
        lines, deadline = [], time.monotonic() + limit
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                fail(f"the firmware ended while {prefix!r} was awaited; it said {lines}")
            text = line.decode("ascii", "replace").strip()
            lines.append(text)
            if text.startswith(prefix):
                return lines
        fail(f"no {prefix!r} within {limit} s")

    send(b"uci\n")
    read_until("uciok")
    bad = [
        b"hello world\n",
        b"position startpos moves e2e4 e7e5 e1e8\n",
        b"position fen rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
        b"position sideways\n",
        b"go depth deep\n",
        b"go sideways 3\n",
        b"setoption name Hash value 64\n",
        b"setoption name Contempt value 3\n",
        b"x" * 300 + b"\n",
        b"isready \xff\xfe\x01\n",
    ]
    for line in bad:
        send(line + b"isready\n")
        answer = read_until("readyok")
        if not any(text.startswith("info string") for text in answer[:-1]):
            fail(f"no info string for {line[:60]!r}: {answer}")
    # After all that, the position a bad command left alone, and a search that works.
    send(b"position startpos moves e2e4\ngo nodes 300\n")
    best = read_until("bestmove")[-1].split()[1]
    board = chess.Board()
    board.push_uci("e2e4")
    if chess.Move.from_uci(best) not in board.legal_moves:
        fail(f"bestmove {best} after bad input is not legal after 1. e4")
    # A position command longer than a line: 120 moves, sent in one line of 600 bytes.
    board = chess.Board()
    shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"] * 30
    send(("position startpos moves " + " ".join(shuffle) + "\ngo nodes 300\n").encode())
    for move in shuffle:
        board.push_uci(move)
    best = read_until("bestmove")[-1].split()[1]
    if chess.Move.from_uci(best) not in board.legal_moves:
        fail(f"bestmove {best} after a 120-move position is not legal")
    send(b"quit\n")
    stack = read_until("info string peak stack")[-1]
    if process.wait(timeout=30) != 0:
        fail(f"quit ended QEMU with status {process.returncode}")
    print(f"bad input survived, each answered by an info string; {stack.removeprefix('info string ')}")


# The bench's middlegame, and queens checking a bare king: checks extend the search, so its lines run to the
# deepest ply, where the stack is deepest.
MIDDLEGAME = "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10"
CHECKS = "4k3/8/8/8/8/8/q7/4K2Q w - - 0 1"


def measure(name, fen, go):
    process = start()
    process.stdin.write(f"uci\nposition fen {fen}\n{go}\n".encode())
    process.stdin.flush()
    infos = []
    for line in process.stdout:
        words = line.decode("ascii", "replace").split()
        if words[:1] == ["info"] and "nodes" in words:
            infos.append({name: words[words.index(name) + 1] for name in ("depth", "nodes", "time")})
        if words[:1] == ["bestmove"]:
            break
    process.stdin.write(b"quit\n")
    process.stdin.flush()
    stack = process.stdout.read().decode("ascii", "replace").strip()
    process.wait(timeout=30)
    if not infos:
        fail(f"no info line from {go}")
    last = infos[-1]
    depth, nodes, millis = int(last["depth"]), int(last["nodes"]), int(last["time"])
    per_node = millis * 1000 * 15.625 / nodes
    # Every iteration, for the figures of one depth (the cycles table of README.md beside this file is depth
    # 6's).
    iterations = ", ".join(f"{info['depth']} {info['nodes']} {info['time']}" for info in infos)
    print(
        f"{name}, {go}: depth {depth} ({nodes} nodes in {millis} ms); {per_node:.0f} instructions "
        f"per node; iterations (depth nodes ms): {iterations}; {stack.removeprefix('info string ')}"
    )


def play(engine, opponent):
    """A whole game from the start; `opponent` is None for the firmware against itself."""
    board, game = chess.Board(), object()
    while not board.is_game_over(claim_draw=True):
        if opponent is not None and board.turn == chess.BLACK:
            board.push(opponent.choice(list(board.legal_moves)))
            continue
        result = engine.play(board, chess.engine.Limit(nodes=nodes), game=game)
        if result.move is None or result.move not in board.legal_moves:
            fail(f"bestmove {result.move} is not legal in {board.fen()}")
        board.push(result.move)
    return board


raw_session()
measure("middlegame", MIDDLEGAME, "go depth 6")
measure("checks", CHECKS, "go movetime 10000")
with chess.engine.SimpleEngine.popen_uci(command, stderr=subprocess.DEVNULL) as engine:
    for fen, mate in [("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"), ("3r2k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", "d8d1")]:
        result = engine.play(chess.Board(fen), chess.engine.Limit(nodes=nodes))
        if result.move != chess.Move.from_uci(mate):
            fail(f"no mate in one in {fen}: played {result.move}, not {mate}")
    print(f"mate in one found for white and for black at {nodes} nodes")
    random_game = play(engine, random.Random(44))
    print(f"against a random mover: {len(random_game.move_stack)} plies, all legal; {random_game.outcome(claim_draw=True)}")
    self_game = play(engine, None)
    print(f"against itself: {len(self_game.move_stack)} plies, all legal; {self_game.outcome(claim_draw=True)}")
