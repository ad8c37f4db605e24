"""Cycles per search node of the micro:bit UCI firmware on a Cortex-M0, modelled from every instruction it
executes: QEMU counts instructions, not cycles, so this script prices each executed instruction by the
Cortex-M0's published timings (ARM's Cortex-M0 Technical Reference Manual, "Instruction set summary"), a
conditional branch by whether it was taken, and sums them.

    # ELF: the --bin uci that `bash examples/microbit/uci.sh build` builds
    python3 examples/microbit/measure/cycles.py ELF [DEPTH]

It searches the bench's middlegame to DEPTH (5 unless given) under QEMU's micro:bit, one instruction per
translation block with every executed instruction logged (a pipe, never a file: tens of millions of lines),
and prints the instructions and modelled cycles per node, and the nodes per second they imply at 16 MHz.

The model assumes what the TRM's table assumes: memory with no wait states, and the single-cycle multiplier
(the core's other option takes 32 cycles a multiply: the figures with it are printed too).
"""

import os
import struct
import subprocess
import sys
import tempfile
import threading
from collections import Counter

MIDDLEGAME = "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10"
CLOCK_HZ = 16_000_000


def loadable(elf_path):
    """The ELF file's loaded segments: (address, bytes) pairs."""
    with open(elf_path, "rb") as file:
        data = file.read()
    if data[:4] != b"\x7fELF" or data[4] != 1 or data[5] != 1:
        sys.exit(f"{elf_path}: not a 32-bit little-endian ELF file")
    (phoff,) = struct.unpack_from("<I", data, 28)
    phentsize, phnum = struct.unpack_from("<HH", data, 42)
    segments = []
    for index in range(phnum):
        kind, offset, vaddr, _, filesz, _, _, _ = struct.unpack_from("<8I", data, phoff + index * phentsize)
        if kind == 1 and filesz:  # PT_LOAD
            segments.append((vaddr, data[offset : offset + filesz]))
    return segments


def halfword(segments, address):
    for start, content in segments:
        if start <= address < start + len(content) - 1:
            return struct.unpack_from("<H", content, address - start)[0]
    sys.exit(f"executed address {address:#x} is in no loaded segment")


def price(opcode, taken):
    """(class, cycles) of the Thumb instruction `opcode` (its first halfword), by the TRM's table."""
    # A 32-bit instruction: BL here (MSR, MRS and the barriers aside).
    if opcode >> 11 in (0b11101, 0b11110, 0b11111):
        return ("BL", 4) if opcode >> 11 == 0b11110 else ("32-bit other", 4)
    if opcode & 0xFF00 == 0x4700:
        return "BX, BLX", 3
    if opcode & 0xFC00 == 0x4400 and (opcode >> 4 & 0x8 | opcode & 0x7) == 15:  # ADD or MOV to the PC
        return "write to PC", 3
    if opcode & 0xFE00 == 0xBC00:  # POP: one cycle, one a register, and three more to load the PC
        registers = bin(opcode & 0xFF).count("1")
        return ("POP with PC", 4 + registers) if opcode & 0x100 else ("POP", 1 + registers)
    if opcode & 0xFE00 == 0xB400:
        return "PUSH", 1 + bin(opcode & 0x1FF).count("1")
    if opcode >> 12 == 0b1100:
        return "LDM, STM", 1 + bin(opcode & 0xFF).count("1")
    if opcode >> 11 == 0b01001 or opcode >> 12 in (0b0101, 0b0110, 0b0111, 0b1000, 0b1001):
        return "load, store", 2
    if opcode >> 12 == 0b1101 and opcode >> 8 & 0xF < 0xE:
        return ("branch taken", 3) if taken else ("branch not taken", 1)
    if opcode >> 11 == 0b11100:
        return "branch taken", 3
    if opcode & 0xFFC0 == 0x4340:
        return "MULS", 1
    return "other (ALU, moves)", 1


def one_insn_per_tb():
    """QEMU's option for one instruction per translation block, which the log needs to show every executed
    instruction: QEMU 8.1 added `-accel tcg,one-insn-per-tb=on` and deprecated `-singlestep`, which 7.2
    (Debian 12's own) knows alone. Read from the installed QEMU's help, as tests/embedded/targets.sh does."""
    help_text = subprocess.run(["qemu-system-arm", "--help"], capture_output=True, text=True, check=True).stdout
    if "one-insn-per-tb" in help_text:
        return ["-accel", "tcg,one-insn-per-tb=on"]
    if any(line.startswith("-singlestep") for line in help_text.splitlines()):
        return ["-singlestep"]
    sys.exit("qemu-system-arm lists neither one-insn-per-tb nor -singlestep: cannot log every instruction")


def run(elf, depth, on_instruction):
    """Searches the middlegame to `depth` under QEMU, calling `on_instruction(address)` for each executed
    instruction; returns the search's last `info` line. The commands go in at once and `quit` follows
    `bestmove` at once, so that nearly all the instructions are the search's."""
    fifo = os.path.join(tempfile.mkdtemp(), "exec.log")
    os.mkfifo(fifo)
    qemu = subprocess.Popen(
        ["qemu-system-arm", "-machine", "microbit", "-nographic", "-monitor", "none",
         "-icount", "shift=6,sleep=off", "-semihosting-config", "enable=on,target=native",
         *one_insn_per_tb(), "-d", "exec,nochain", "-D", fifo, "-kernel", elf],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    qemu.stdin.write(f"uci\nposition fen {MIDDLEGAME}\ngo depth {depth}\n")
    qemu.stdin.flush()
    info = []

    # QEMU waits while the log's pipe is full, so the firmware's answers are read on a thread of their own.
    def answers():
        for line in qemu.stdout:
            if line.startswith("info depth"):
                info[:] = line.split()
            if line.startswith("bestmove"):
                qemu.stdin.write("quit\n")
                qemu.stdin.flush()

    reader = threading.Thread(target=answers)
    reader.start()
    with open(fifo) as log:
        for line in log:
            if line.startswith("Trace"):
                on_instruction(int(line.split()[3].split("/")[1], 16))
    qemu.wait()
    reader.join()
    return info


class Model:
    """What `model` measured: the search's nodes and instructions (by the firmware's clock), and every executed
    instruction, priced, by class."""

    def __init__(self, depth, nodes, search_instructions, instructions, cycles, by_class):
        self.depth, self.nodes, self.search_instructions = depth, nodes, search_instructions
        self.instructions, self.cycles, self.by_class = instructions, cycles, by_class
        self.per_node = search_instructions / nodes
        self.per_instruction = cycles / instructions
        self.cycles_per_node = self.per_node * self.per_instruction
        # The core's other multiplier takes 32 cycles where the fast one takes 1.
        self.slow_cycles_per_node = self.per_node * (cycles + 31 * by_class["MULS"]) / instructions


def model(elf, depth):
    """Searches the middlegame to `depth` with the firmware `elf` under QEMU and prices what it executed.
    strength.py, beside this file, takes a build's node budget from this."""
    segments = loadable(elf)
    counts, jumps = Counter(), Counter()
    previous = None

    def on_instruction(address):
        nonlocal previous
        counts[address] += 1
        # An instruction followed by one that is not the next in memory jumped: a taken branch.
        if previous is not None and address not in (previous + 2, previous + 4):
            jumps[previous] += 1
        previous = address

    info = run(elf, depth, on_instruction)
    if not info:
        sys.exit("the firmware printed no info line")
    field = {name: info[index + 1] for index, name in enumerate(info[:-1])}
    nodes, millis = int(field["nodes"]), int(field["time"])

    by_class, cycles, instructions = Counter(), 0, 0
    for address, count in counts.items():
        opcode = halfword(segments, address)
        taken = jumps[address]
        for kind, times in ((True, taken), (False, count - taken)):
            if times:
                name, price_each = price(opcode, kind)
                by_class[name] += times
                cycles += times * price_each
        instructions += count
    # Under -icount shift=6 the firmware's clock advances 64 ns an instruction: a millisecond is 15,625.
    return Model(depth, nodes, millis * 15_625, instructions, cycles, by_class)


def main():
    elf = sys.argv[1]
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    found = model(elf, depth)
    print(f"depth {depth}: {found.nodes} nodes, {found.search_instructions} instructions by the firmware's "
          f"clock, {found.per_node:.0f} a node")
    print(f"all {found.instructions} instructions executed: {found.cycles} cycles modelled, "
          f"{found.per_instruction:.3f} a cycle per instruction")
    for name, times in found.by_class.most_common():
        print(f"  {name}: {times} ({100 * times / found.instructions:.1f}%)")
    print(f"{found.cycles_per_node:.0f} cycles a node: "
          f"{CLOCK_HZ / found.cycles_per_node:.0f} nodes a second at 16 MHz")
    print(f"with the 32-cycle multiplier: {found.slow_cycles_per_node:.0f} cycles a node, "
          f"{CLOCK_HZ / found.slow_cycles_per_node:.0f} nodes a second")


if __name__ == "__main__":
    main()
