"""What QEMU's log says a program executed during one call of a function, read for cycles.py: how many
times each instruction ran, and where execution went after each block's last instruction.

QEMU runs a program as translation blocks of straight-line code. Under `-d in_asm,exec,nochain` it logs each
block when it translates it (its instructions' addresses, one line each, after a line of dashes and `IN:`)
and each time it starts one (a `Trace` line naming the block by its host code's address), with two notes
that undo a start: a block stopped before its first instruction (`Stopped execution of TB chain`: an
interrupt, or `-icount`'s budget running out), and one rewound to an I/O access it made before its end
(`cpu_io_recompile`, which then runs that access as a block of its own).

Only one call is counted, from the first start of a block at the function's entry to the next start of a
block where it returns: the firmware's search. The rest depends on when QEMU hands the firmware its input,
so it differs from run to run. The log is read in large chunks, counting the blocks' starts and successions
with `Counter`s rather than in a loop of Python over its lines, and turned into instructions when the call
returns.
"""

import re
import sys
from collections import Counter

# QEMU 7.2 writes the guest addresses with 8 digits and 10.0 with 16; the host's are the same in both.
TRACE = re.compile(rb"Trace \d+: (0x[0-9a-f]+) \[")
# The dashes written out rather than repeated, so that the search looks for the whole text at once.
TRANSLATED = re.compile(rb"\n----------------\nIN:[^\n]*\n((?:0x[0-9a-f]+:[^\n]*\n)*)")
ADDRESS = re.compile(rb"^0x([0-9a-f]+):", re.M)
STOPPED = re.compile(rb"\nStopped execution of TB chain before (0x[0-9a-f]+) ")
REWOUND = re.compile(rb"\ncpu_io_recompile: rewound execution of TB to ([0-9a-f]+)\n")
CHUNK = 1 << 22
BEFORE, DURING, AFTER = "before the call", "during the call", "after the call"


class Log:
    """The reading of one log: `counts[address]` is how many times the instruction there ran during the call
    of the function at `entry` that returns to `back`, and `successors[(address, next)]` how many times a
    block ended with it and the next block started at `next`. Within a block each instruction is followed by
    the next in memory."""

    def __init__(self, entry, back):
        self.entry, self.back, self.stage = entry, back, BEFORE
        self.counts, self.successors = Counter(), Counter()
        self.blocks = {}  # a block's host address: its instructions' addresses
        self.starting = {}  # a guest address: the host addresses of the blocks that start there
        self.translated = None  # the instructions of the block translated last, before its first start
        self.previous = None  # the block that started last, unless a note undid it
        # Since the blocks were last turned into instructions: their starts, their successions, and the
        # starts rewound to an instruction of theirs.
        self.starts, self.pairs, self.rewound = Counter(), Counter(), Counter()

    def read(self, file):
        """Reads the whole log from `file`, opened in binary."""
        rest = b"\n"  # a newline before the first line, as every other line has
        while chunk := file.read(CHUNK):
            if self.stage == AFTER:
                continue  # read to the end all the same: QEMU waits while the pipe is full
            text = rest + chunk
            # Up to the last `Trace` line: every block translated before it is whole, and the notes that
            # undo a start follow that start.
            cut = text.rfind(b"\nTrace ")
            if cut <= 0:
                rest = text
                continue
            self.events(text, cut)
            rest = text[cut:]
        self.events(rest, len(rest))
        if self.stage != AFTER:
            sys.exit(f"QEMU's log ends {self.stage} of the function at {self.entry:#x}")

    def events(self, text, end):
        """Reads `text` up to `end`: runs of starts between the rarer lines that change how they count."""
        rare = [(match.start(), kind, match) for kind, pattern in (("in", TRANSLATED), ("stop", STOPPED),
                ("rewind", REWOUND)) for match in pattern.finditer(text, 0, end)]
        at = 0
        for start, kind, match in sorted(rare, key=lambda event: event[0]):
            self.run(TRACE.findall(text, at, start))
            at = match.end()
            if self.stage == AFTER:
                return
            if kind == "in":
                self.translated = tuple(int(address, 16) for address in ADDRESS.findall(match.group(1)))
                if not self.translated:
                    sys.exit("QEMU's log lists a block translated without its instructions' addresses")
            elif kind == "stop":
                self.undo(match.group(1))
            else:
                self.rewound[(self.undo(None), int(match.group(1), 16))] += 1
        self.run(TRACE.findall(text, at, end))

    def run(self, blocks):
        """Counts the starts of `blocks` (host addresses, in the order they started), and each one's
        successor, until the call returns."""
        if blocks and self.translated is not None:
            self.bind(blocks[0])
        while blocks and self.stage != AFTER:
            boundary = self.entry if self.stage == BEFORE else self.back
            starts = [blocks.index(block) for block in self.starting.get(boundary, ()) if block in blocks]
            if not starts:
                self.count(blocks)
                return
            self.count(blocks[: min(starts)])
            blocks = blocks[min(starts) :]
            if self.stage == BEFORE:
                # The call: what ran before it is not counted.
                self.counts, self.successors = Counter(), Counter()
                self.starts, self.pairs, self.rewound = Counter(), Counter(), Counter()
                self.previous, self.stage = None, DURING
            else:
                self.settle()
                self.stage = AFTER

    def bind(self, block):
        """The block just translated starts for the first time as host address `block`."""
        first = self.translated[0]
        if block in self.blocks and self.blocks[block] != self.translated:
            # QEMU gave the host address to another block before: the counts so far are turned into
            # instructions by the old one first, and so is its succession by the new one if it just ran.
            if self.previous == block:
                self.successors[(self.blocks[block][-1], first)] += 1
                self.previous = None
            self.settle()
            self.starting[self.blocks[block][0]].discard(block)
        self.blocks[block] = self.translated
        self.starting.setdefault(first, set()).add(block)
        self.translated = None

    def count(self, blocks):
        """Counts the starts of `blocks`, which follow `previous`, and their successions."""
        if not blocks:
            return
        if self.previous is not None:
            self.pairs[(self.previous, blocks[0])] += 1
        self.starts.update(blocks)
        self.pairs.update(zip(blocks, blocks[1:]))
        self.previous = blocks[-1]

    def undo(self, block):
        """The last block started did not run (`block` its host address, as the note names it) or was
        rewound: its start is taken back, and it has no successor. Returns its host address."""
        undone, self.previous = self.previous, None
        if undone is None or block not in (None, undone):
            sys.exit(f"QEMU's log undoes the start of a block that did not start: {block!r}")
        self.starts[undone] -= 1
        return undone

    def settle(self):
        """Turns the blocks' starts and successions counted so far into instructions."""
        try:
            for block, times in self.starts.items():
                for address in self.blocks[block]:
                    self.counts[address] += times
            for (block, stop), times in self.rewound.items():
                instructions = self.blocks[block]
                if stop not in instructions:
                    sys.exit(f"QEMU's log rewinds a block to {stop:#x}, which is not one of its instructions")
                for address in instructions[: instructions.index(stop)]:
                    self.counts[address] += times
            for (block, after), times in self.pairs.items():
                self.successors[(self.blocks[block][-1], self.blocks[after][0])] += times
        except KeyError as block:
            sys.exit(f"QEMU's log starts a block at {block} that it never translated (is -d in_asm on?)")
        self.starts, self.pairs, self.rewound = Counter(), Counter(), Counter()
