"""The strength of the board's search at the board's own time, 10 seconds a move at 16 MHz: each build plays
at a node budget taken from its cycles per node, so that a build whose nodes cost more cycles gets fewer of
them, as it would on the micro:bit. Not part of CI: it takes minutes to hours.

    # against Stockfish (Debian's) held to each UCI_Elo by UCI_LimitStrength, 100 ms a move
    python3 examples/microbit/measure/strength.py gauntlet ENGINE BUDGET --elo ELO [ELO …]
            [--pairs N] [--jobs J] [--pgn FILE] [--openings FILE]

    # one build against another, with a sequential probability ratio test
    python3 examples/microbit/measure/strength.py match ENGINE_A BUDGET ENGINE_B [BUDGET_B]
            [--elo0 E0] [--elo1 E1] [--alpha A] [--beta B] [--max-pairs N] [--first-pair I] [--jobs J]
            [--pgn FILE] [--openings FILE]

ENGINE is a UCI program: the board's search built for the desktop (`cargo build --release --example
board_search`, then target/release/examples/board_search). BUDGET, the nodes it gets each move (`go nodes`),
is one of

    --budget NODES              given;
    --cycles-per-node C         the board's 10 seconds at 16 MHz divided by C;
    --elf ELF [--depth D]       C modelled by cycles.py (beside this file) from that build's firmware
                                (`bash examples/microbit/uci.sh build`) searching the bench's middlegame to
                                depth D (6 unless given): QEMU runs the firmware, for minutes;
    --movetime MS               not nodes but milliseconds of the host's clock a move (`go movetime`): the
                                desktop engine's own budget, where speed counts as on a desktop (run nothing
                                else meanwhile).

In a match, B's budget is written the same way with `-b` after the option (`--budget-b`,
`--cycles-per-node-b`, `--elf-b`, `--depth-b`, `--movetime-b`); without one, B gets A's budget. The search looks at its node
limit only every so many nodes, so budgets closer than that step play the same games; a build against itself
at one budget plays each pair's two games as mirror images, a win and a loss or two draws.

Every game starts from one of the balanced openings of openings.txt (openings.py makes it; both beside this
file), or of the file `--openings` names, whose lines may also be FENs (endgames.py makes such a file of won
endings), and each opening is played twice, the colours swapped: a game pair. Pairs beyond the openings'
count start the openings over, with both budgets scaled by one factor drawn for the pair (a seeded draw within
a few percent), since at fixed nodes two builds would otherwise replay the same games. Games are judged by
python-chess's rules, draws by repetition and the fifty-move rule claimed, and a game still on at MAX_PLIES
plies (the opening's included) is a draw, so that none runs forever.

A gauntlet plays up to N pairs (one for each opening unless given) at each UCI_Elo. A match stops when its
SPRT accepts either hypothesis, or at its maximum number of pairs. The SPRT tests Elo difference elo0
against elo1 (logistic Elo, A's over B's) on game pairs: the pentanomial model with the normal approximation
of the generalized log-likelihood ratio, LLR = pairs × (s1 − s0)(2s − s0 − s1) / (2σ²), where s is the mean
and σ² the variance of a pair's score (a half of its points), s0 and s1 the scores elo0 and elo1 predict;
as fishtest computes it (`LLR_alt2` in fishtest's server/fishtest/stats/LLRcalc.py, after Michel Van den
Bergh's "GSPRT approximation"), with fishtest's regularization (a pentanomial count of 0 taken as
EPSILON). Its bounds are Wald's, log(β/(1 − α)) and log((1 − β)/α). It decides nothing before A has both
won a pair and lost one: until then the variance is the regularization's, and one pair could cross a bound
(cutechess-cli's SPRT likewise waits for a win, a draw and a loss). So a build against itself at one budget,
whose pairs are all even, runs to its maximum. The builds are deterministic at a budget of nodes,
so a match run again replays the same games: `--first-pair I` starts at pair I (the first is 0) instead,
for a new test on pairs no earlier match of the same size played.

A change is kept only if a match against the build before it accepts that it gains (the defaults: elo0 0
against elo1 10, α = β = 0.05), each build at the budget its own firmware models, for example with the build
before in a second worktree:

    git worktree add ../before HEAD~1
    (cd ../before && cargo build --release --example board_search && bash examples/microbit/uci.sh build)
    python3 examples/microbit/measure/strength.py match target/release/examples/board_search \
        ../before/target/release/examples/board_search \
        --elf examples/microbit/target/thumbv6m-none-eabi/release/uci \
        --elf-b ../before/examples/microbit/target/thumbv6m-none-eabi/release/uci

Each figure names the build (its path, `git describe --always --dirty` of the tree it is in, when the script
runs, and its file's SHA-256) and its budget. The error bars are 95%: 1.96 standard errors of the pairs'
mean score (from their sample variance, so none after one pair), the Elo one that interval converted.
`--jobs` worker processes (2 unless given) each run their own engines and play whole pairs; the wins, draws
and losses add up exactly (+W =D −L). `--pgn` appends each pair's games to FILE as they finish, for
mistakes.py (beside this file) to find where they were lost.
"""

import argparse
import hashlib
import math
import multiprocessing
import random
import subprocess
import sys
import traceback
from contextlib import ExitStack
from pathlib import Path

import chess
import chess.engine
import chess.pgn

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import cycles  # noqa: E402  (the script's own folder, put on the path just above)

# The board's time for a move: 10 seconds of the 16 MHz core.
BOARD_SECONDS = 10
BOARD_CYCLES = cycles.CLOCK_HZ * BOARD_SECONDS
OPENINGS = HERE / "openings.txt"
STOCKFISH = "/usr/games/stockfish"
STOCKFISH_SECONDS = 0.1
MAX_PLIES = 300
# How far a replayed opening's budgets may move, either way, as a fraction.
REPLAY_SPREAD = 0.05
# Fishtest's regularization for the LLR: a pentanomial count of 0 is taken as this, so that the variance of
# a short or one-sided record is not 0.
EPSILON = 1e-3


def tree_of(path):
    """`git describe --always --dirty` of the tree the file sits in."""
    state = subprocess.run(["git", "-C", str(Path(path).resolve().parent), "describe", "--always", "--dirty"],
                           capture_output=True, text=True)
    return state.stdout.strip() if state.returncode == 0 else "not in git"


def describe(path):
    """The build's name: its path, the git state of the tree it sits in, and its contents' digest."""
    path = Path(path).resolve()
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    return f"{path} ({tree_of(path)}, sha256 {digest})"


class Build:
    """An engine and its budget a move, in nodes or in milliseconds (`unit`), with how the budget was found."""

    def __init__(self, path, budget, how, unit="nodes"):
        self.path, self.budget, self.how, self.unit = path, budget, how, unit
        self.name = describe(path)
        # For the line each pair prints: the tree and the budget, the header having the rest.
        self.short = f"{tree_of(path)} at {budget} {unit}"

    def __str__(self):
        return f"{self.name} at {self.budget} {self.unit} a move ({self.how})"

    def limit(self, factor):
        """The search's limit for a move, the budget scaled by `factor`."""
        if self.unit == "ms":
            return chess.engine.Limit(time=scaled(self.budget, factor) / 1000)
        return chess.engine.Limit(nodes=scaled(self.budget, factor))


def require(program, what):
    """Ends the script naming `program` (`what` it is for) in one line when there is no such file, rather than
    a worker's traceback later."""
    if not Path(program).is_file():
        sys.exit(f"{program}: no such file, for {what}")


STOCKFISH_PACKAGE = "Stockfish (Debian's `stockfish` package)"


def budget_of(path, nodes, cycles_per_node, elf, depth, movetime):
    given = [option for option in (nodes, cycles_per_node, elf, movetime) if option is not None]
    if len(given) != 1:
        sys.exit(f"{path}: give exactly one of its budget options (--budget, --cycles-per-node, --elf, "
                 "--movetime)")
    if nodes is not None:
        return Build(path, nodes, "given")
    if movetime is not None:
        return Build(path, movetime, "given, by the host's clock", "ms")
    if elf is None:
        how = f"{cycles_per_node:g} cycles a node, given"
    else:
        print(f"modelling {describe(elf)} at depth {depth} under QEMU…", file=sys.stderr, flush=True)
        cycles_per_node = cycles.model(elf, depth).cycles_per_node
        how = f"{cycles_per_node:.0f} cycles a node modelled from {describe(elf)} at depth {depth}"
    # The board's cycles for a move, spent at the build's cycles a node.
    return Build(path, int(BOARD_CYCLES / cycles_per_node), f"{how}; {BOARD_SECONDS} s at 16 MHz")


def scaled(nodes, factor):
    return max(1, round(nodes * factor))


def opening_of(line):
    """An opening from a line of an openings file: moves in UCI notation from the start position, or a FEN
    (a first word with a `/`) and then, if any, moves from it. Returned as the board it starts from."""
    words = line.split()
    if "/" in words[0]:
        board, moves = chess.Board(" ".join(words[:6])), words[6:]
    else:
        board, moves = chess.Board(), words
    for move in moves:
        board.push_uci(move)
    return board


def play(white, black, opening, stop):
    """One game from `opening`, a board; `white` and `black` are (engine, limit) pairs. Returns White's
    points and the game's board (its moves from the opening's start position), or None when `stop` was set
    first."""
    board = opening.copy()
    # A new `game` object makes python-chess send `ucinewgame`, so that no engine keeps its table between games.
    games = {chess.WHITE: object(), chess.BLACK: object()}
    sides = {chess.WHITE: white, chess.BLACK: black}
    while not board.is_game_over(claim_draw=True):
        if len(board.move_stack) >= MAX_PLIES:
            return 0.5, board
        if stop.is_set():
            return None
        engine, limit = sides[board.turn]
        board.push(engine.play(board, limit, game=games[board.turn]).move)
    winner = board.outcome(claim_draw=True).winner
    return (0.5 if winner is None else float(winner == chess.WHITE)), board


def write_pair(pgn, event, a, b, index, pair, boards):
    """Appends a pair's two games, their final `boards`, to the open file `pgn`: A (named `a`) White against
    `b`, then the colours swapped; `pair` is A's points in each."""
    for game_number, (white, black, points, board) in enumerate(
            ((a, b, pair[0], boards[0]), (b, a, 1 - pair[1], boards[1]))):
        game = chess.pgn.Game.from_board(board)
        game.headers.update(Event=event, Round=f"{index + 1}.{game_number + 1}", White=white, Black=black,
                            Result={1: "1-0", 0: "0-1"}.get(points, "1/2-1/2"))
        print(game, file=pgn, end="\n\n", flush=True)


def worker(mode, builds, tasks, results, stop):
    """Plays the pairs `tasks` hands it, with its own engines, until it gets None."""
    try:
        with ExitStack() as stack:
            def start(path):
                return stack.enter_context(chess.engine.SimpleEngine.popen_uci(path, stderr=subprocess.DEVNULL))

            ours = start(builds[0].path)
            if mode == "gauntlet":
                other = start(STOCKFISH)
                other.configure({"UCI_LimitStrength": True, "Threads": 1, "Hash": 16})
            else:
                other = start(builds[1].path)
            while (task := tasks.get()) is not None:
                index, opening, elo, factor = task
                if mode == "gauntlet":
                    other.configure({"UCI_Elo": elo})
                    theirs = chess.engine.Limit(time=STOCKFISH_SECONDS)
                else:
                    theirs = builds[1].limit(factor)
                ours_limit = builds[0].limit(factor)
                first = play((ours, ours_limit), (other, theirs), opening, stop)
                second = None if first is None else play((other, theirs), (ours, ours_limit), opening, stop)
                # Points are A's (the engine's, in a gauntlet): its White game, then its Black one.
                pair = None if second is None else (first[0], 1 - second[0])
                boards = None if second is None else (first[1], second[1])
                results.put(("pair", index, elo, pair, boards))
    except Exception:
        results.put(("error", None, None, traceback.format_exc(), None))


class Tally:
    """One side's record over game pairs: wins, draws, losses, and the pentanomial counts of pairs by their
    points (0, ½, 1, 1½, 2)."""

    def __init__(self):
        self.wins = self.draws = self.losses = 0
        self.pentanomial = [0] * 5

    def add(self, pair):
        for points in pair:
            self.wins += points == 1
            self.draws += points == 0.5
            self.losses += points == 0
        self.pentanomial[round(2 * sum(pair))] += 1

    def two_sided(self):
        """Whether A has both won a pair and lost one, so that the variance is the record's own."""
        return any(self.pentanomial[:2]) and any(self.pentanomial[3:])

    def pairs(self):
        return sum(self.pentanomial)

    def mean_variance(self, counts=None):
        """The mean and variance of a pair's score (half its points, so 0 to 1), over `counts`."""
        counts = counts or self.pentanomial
        total = sum(counts)
        mean = sum(count * k / 4 for k, count in enumerate(counts)) / total
        return mean, sum(count * (k / 4 - mean) ** 2 for k, count in enumerate(counts)) / total

    def llr(self, elo0, elo1):
        s0, s1 = expected(elo0), expected(elo1)
        mean, variance = self.mean_variance([count or EPSILON for count in self.pentanomial])
        return self.pairs() * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)

    def __str__(self):
        games = self.wins + self.draws + self.losses
        mean, variance = self.mean_variance()
        pairs = self.pairs()
        record = f"+{self.wins} ={self.draws} −{self.losses}, {self.wins + self.draws / 2:g}/{games}"
        counts = f"pairs {'/'.join(map(str, self.pentanomial))}"
        if pairs < 2:
            # One pair's spread says nothing about the next one's.
            return f"{record} = {100 * mean:.1f}%, Elo {signed(elo(mean))}, {counts}"
        # The mean's standard error from the sample variance (the squares over pairs − 1, not pairs): the
        # record's own variance would be too small over few pairs.
        half_width = 1.96 * math.sqrt(variance / (pairs - 1))
        low, high = elo(mean - half_width), elo(mean + half_width)
        return (f"{record} = {100 * mean:.1f}% ± {100 * half_width:.1f}%, Elo {signed(elo(mean))} "
                f"[{signed(low)}, {signed(high)}], {counts}")


def expected(difference):
    """The score an Elo difference predicts, by the logistic curve."""
    return 1 / (1 + 10 ** (-difference / 400))


def elo(score):
    """The Elo difference a score implies, the logistic curve's inverse; infinite at 0% and 100%."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def signed(difference):
    """An Elo difference with its sign, whole (a rounded −0.4 is +0, not −0)."""
    return f"{difference:+}" if math.isinf(difference) else f"{round(difference):+d}"


def run(mode, builds, tasks, jobs, on_pair):
    """Hands `tasks` to `jobs` workers, at most one pair each at a time, and calls `on_pair(elo, pair)` with
    each finished pair; stops handing them out, and stops the games under way, once it returns True."""
    context = multiprocessing.get_context("fork")
    queue, results, stop = context.Queue(), context.Queue(), context.Event()
    workers = [context.Process(target=worker, args=(mode, builds, queue, results, stop)) for _ in range(jobs)]
    for process in workers:
        process.start()
    pending = iter(tasks)
    in_flight = 0
    for task in pending:
        queue.put(task)
        in_flight += 1
        if in_flight == jobs:
            break
    failure = None
    while in_flight:
        kind, index, elo_setting, pair, boards = results.get()
        in_flight -= 1
        if kind == "error":
            failure = pair
            stop.set()
            continue
        if pair is None or stop.is_set():
            # A pair cut short by the stop, or finished after it: the decision was made without it.
            continue
        if on_pair(index, elo_setting, pair, boards):
            stop.set()
            continue
        task = next(pending, None)
        if task is not None:
            queue.put(task)
            in_flight += 1
    for _ in workers:
        queue.put(None)
    for process in workers:
        process.join()
    if failure:
        sys.exit(f"a worker failed:\n{failure}")


def pair_index(text):
    """`--first-pair`'s argument: a pair's index, 0 or more."""
    index = int(text)
    if index < 0:
        raise argparse.ArgumentTypeError(f"{text}: a pair's index is 0 or more")
    return index


def tasks_for(openings, pairs, elo_setting, first=0):
    """Pair `index` plays opening `index` modulo their count; a replay scales both budgets by its own factor."""
    for index in range(first, first + pairs):
        factor = 1.0
        if index >= len(openings):
            factor = 1 + random.Random(index).uniform(-REPLAY_SPREAD, REPLAY_SPREAD)
        yield index, openings[index % len(openings)], elo_setting, factor


def gauntlet(arguments, openings):
    build = budget_of(arguments.engine, arguments.budget, arguments.cycles_per_node, arguments.elf,
                      arguments.depth, arguments.movetime)
    pairs = arguments.pairs or len(openings)
    require(STOCKFISH, STOCKFISH_PACKAGE)
    print(f"engine: {build}")
    print(f"against Stockfish {STOCKFISH} at {STOCKFISH_SECONDS * 1000:g} ms a move, UCI_Elo "
          f"{', '.join(map(str, arguments.elo))}; {arguments.openings.name}, pairs at each: {pairs}; "
          f"{arguments.jobs} jobs", flush=True)
    tallies = {elo_setting: Tally() for elo_setting in arguments.elo}

    def on_pair(index, elo_setting, pair, boards):
        if arguments.pgn:
            write_pair(arguments.pgn, f"gauntlet at UCI_Elo {elo_setting}", build.short,
                       f"Stockfish UCI_Elo {elo_setting}", index, pair, boards)
        tally = tallies[elo_setting]
        tally.add(pair)
        print(f"{build.short} against UCI_Elo {elo_setting}, pair {tally.pairs()} "
              f"(opening {index % len(openings) + 1}): "
              f"{'+'.join(f'{points:g}' for points in pair)}; so far {tally}", flush=True)
        return False

    tasks = [task for elo_setting in arguments.elo for task in tasks_for(openings, pairs, elo_setting)]
    run("gauntlet", [build], tasks, arguments.jobs, on_pair)
    for elo_setting, tally in tallies.items():
        print(f"{build} against Stockfish UCI_Elo {elo_setting}: {tally}")


def match(arguments, openings):
    a = budget_of(arguments.engine_a, arguments.budget, arguments.cycles_per_node, arguments.elf,
                  arguments.depth, arguments.movetime)
    b_options = (arguments.budget_b, arguments.cycles_per_node_b, arguments.elf_b, arguments.movetime_b)
    if b_options == (None, None, None, None):
        b = Build(arguments.engine_b, a.budget, "A's", a.unit)
    else:
        b = budget_of(arguments.engine_b, arguments.budget_b, arguments.cycles_per_node_b, arguments.elf_b,
                      arguments.depth_b, arguments.movetime_b)
    lower = math.log(arguments.beta / (1 - arguments.alpha))
    upper = math.log((1 - arguments.beta) / arguments.alpha)
    print(f"A: {a}")
    print(f"B: {b}")
    print(f"SPRT of A's Elo over B's, {arguments.elo0:g} against {arguments.elo1:g}, alpha {arguments.alpha:g}, "
          f"beta {arguments.beta:g}: LLR bounds [{lower:.2f}, {upper:.2f}]; {arguments.openings.name}, "
          f"pairs at most: {arguments.max_pairs}, from pair {arguments.first_pair}; {arguments.jobs} jobs",
          flush=True)
    tally = Tally()
    verdict = [f"no decision after {arguments.max_pairs} pairs"]

    def on_pair(index, _, pair, boards):
        if arguments.pgn:
            write_pair(arguments.pgn, "match", f"A {a.short}", f"B {b.short}", index, pair, boards)
        tally.add(pair)
        llr = tally.llr(arguments.elo0, arguments.elo1)
        print(f"A {a.short}, B {b.short}: pair {tally.pairs()} (opening {index % len(openings) + 1}): "
              f"{'+'.join(f'{points:g}' for points in pair)}; A so far {tally}, LLR {llr:.2f}", flush=True)
        if not tally.two_sided():
            return False
        if llr <= lower:
            verdict[0] = (f"H0 accepted after {tally.pairs()} pairs: A does not gain (its Elo over B's "
                          f"{arguments.elo0:g} rather than {arguments.elo1:g})")
        elif llr >= upper:
            verdict[0] = (f"H1 accepted after {tally.pairs()} pairs: A gains (its Elo over B's "
                          f"{arguments.elo1:g} rather than {arguments.elo0:g})")
        else:
            return False
        return True

    run("match", [a, b], tasks_for(openings, arguments.max_pairs, None, arguments.first_pair), arguments.jobs,
        on_pair)
    print(f"A: {a}")
    print(f"B: {b}")
    print(f"A against B: {tally}; LLR {tally.llr(arguments.elo0, arguments.elo1):.2f} in "
          f"[{lower:.2f}, {upper:.2f}]: {verdict[0]}")


def budget_options(parser, suffix, what):
    parser.add_argument(f"--budget{suffix}", type=int, metavar="NODES", help=f"{what}'s nodes a move")
    parser.add_argument(f"--cycles-per-node{suffix}", type=float, metavar="C",
                        help=f"{what}'s cycles a node: the budget is the board's cycles in a move over C")
    parser.add_argument(f"--elf{suffix}", metavar="ELF", help=f"{what}'s firmware, whose cycles a node "
                        "cycles.py models")
    parser.add_argument(f"--depth{suffix}", type=int, default=6, metavar="D",
                        help="the depth of that model's search (6)")
    parser.add_argument(f"--movetime{suffix}", type=int, metavar="MS",
                        help=f"{what}'s milliseconds a move by the host's clock, not nodes")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    modes = parser.add_subparsers(dest="mode", required=True)
    for name in ("gauntlet", "match"):
        mode = modes.add_parser(name)
        if name == "gauntlet":
            mode.add_argument("engine")
            mode.add_argument("--elo", type=int, nargs="+", required=True, help="Stockfish's UCI_Elo settings")
            mode.add_argument("--pairs", type=int, help="game pairs at each setting (one an opening)")
            budget_options(mode, "", "the engine")
        else:
            mode.add_argument("engine_a")
            mode.add_argument("engine_b")
            budget_options(mode, "", "A")
            budget_options(mode, "-b", "B")
            mode.add_argument("--elo0", type=float, default=0, help="H0's Elo difference (0)")
            mode.add_argument("--elo1", type=float, default=10, help="H1's Elo difference (10)")
            mode.add_argument("--alpha", type=float, default=0.05)
            mode.add_argument("--beta", type=float, default=0.05)
            mode.add_argument("--max-pairs", type=int, default=1000, help="game pairs at most (1000)")
            mode.add_argument("--first-pair", type=pair_index, default=0, metavar="I",
                              help="the index of the first pair (0): later ones play new games")
        mode.add_argument("--jobs", type=int, default=2, help="worker processes, each with its engines (2)")
        mode.add_argument("--pgn", type=argparse.FileType("a"), metavar="FILE",
                          help="appends every game to FILE, as PGN")
        mode.add_argument("--openings", type=Path, default=OPENINGS, metavar="FILE",
                          help=f"the openings, one a line ({OPENINGS.name} beside this script)")
    arguments = parser.parse_args()
    openings = [opening_of(line) for line in arguments.openings.read_text().splitlines() if line.strip()]
    (gauntlet if arguments.mode == "gauntlet" else match)(arguments, openings)


if __name__ == "__main__":
    main()
