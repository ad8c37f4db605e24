"""Cycles per search node of the micro:bit UCI firmware on a Cortex-M0, modelled from every instruction its
search executes: QEMU counts instructions, not cycles, so this script prices each executed instruction by
the Cortex-M0's published timings (ARM's Cortex-M0 Technical Reference Manual, "Instruction set summary"), a
conditional branch by whether it was taken, and sums them.

    # ELF: the --bin uci that `bash examples/microbit/uci.sh build` builds
    python3 examples/microbit/measure/cycles.py ELF [DEPTH] [--profile FILE] [--one-insn-per-tb]

It searches the bench's middlegame to DEPTH (5 unless given) under QEMU's micro:bit, which logs every block
of code it translates and every one it executes (through a pipe, never a file: the log is gigabytes), and
prints the instructions and modelled cycles per node, and the nodes per second they imply at 16 MHz. The
instructions priced are those of the search's call (exec_log.py says why and how they are read); the
instructions a node are the firmware's clock's, as the `info` line reports them. With --profile it also
writes FILE, the cycles by function (function_profile.py): tests/embedded/targets.sh checks
examples/microbit/measure/profile.txt, written by

    python3 examples/microbit/measure/cycles.py ELF 6 --profile examples/microbit/measure/profile.txt

--one-insn-per-tb has QEMU translate every instruction as a block of its own: a much longer log, read more
slowly, that must give the same figures (a check of how the blocks are read).

The model assumes what the TRM's table assumes: memory with no wait states, and the single-cycle multiplier
(the core's other option takes 32 cycles a multiply: the figures with it are printed too).
"""

import argparse
import os
import subprocess
import sys
import tempfile
import threading
from collections import Counter

import demangle
import elf_file
import exec_log
import function_profile

MIDDLEGAME = "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10"
CLOCK_HZ = 16_000_000
# The function whose one call is the search (`go`): what is counted.
SEARCH = "<chess_attacks_engine::session::Session>::search"


def width(opcode):
    """The bytes of the Thumb instruction whose first halfword is `opcode`."""
    return 4 if opcode >> 11 in (0b11101, 0b11110, 0b11111) else 2


def price(opcode, taken):
    """(class, cycles) of the Thumb instruction `opcode` (its first halfword), by the TRM's table."""
    # A 32-bit instruction: BL here (MSR, MRS and the barriers aside).
    if width(opcode) == 4:
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


def one_insn_per_tb_option():
    """QEMU's option for one instruction per translation block, which the log needs to show every executed
    instruction: QEMU 8.1 added `-accel tcg,one-insn-per-tb=on` and deprecated `-singlestep`, which 7.2
    (Debian 12's own) knows alone. Read from the installed QEMU's help, as tests/embedded/targets.sh does."""
    help_text = subprocess.run(["qemu-system-arm", "--help"], capture_output=True, text=True, check=True).stdout
    if "one-insn-per-tb" in help_text:
        return ["-accel", "tcg,one-insn-per-tb=on"]
    if any(line.startswith("-singlestep") for line in help_text.splitlines()):
        return ["-singlestep"]
    sys.exit("qemu-system-arm lists neither one-insn-per-tb nor -singlestep: cannot log every instruction")


def search_call(elf, segments):
    """The entry of the session's search (SEARCH, by its symbol) and the address its call returns to, after
    the one BL instruction in the ELF's functions that calls it."""
    functions = elf_file.functions(elf)
    entries = [start for start, _, name in functions if demangle.demangle(name) == SEARCH]
    if len(entries) != 1:
        sys.exit(f"{elf}: {len(entries)} functions are {SEARCH}, where the model counts one's call")
    calls = []
    for start, size, _ in functions:
        for address in range(start, start + size - 2, 2):
            first = elf_file.halfword(segments, address)
            second = elf_file.halfword(segments, address + 2)
            if first >> 11 != 0b11110 or second >> 14 != 0b11 or not second >> 12 & 1:
                continue
            # BL's offset: S, I1 = not (J1 xor S), I2 = not (J2 xor S), imm10, imm11 and a zero bit.
            sign = first >> 10 & 1
            offset = (sign << 24 | (1 ^ (second >> 13 & 1) ^ sign) << 23 | (1 ^ (second >> 11 & 1) ^ sign) << 22
                      | (first & 0x3FF) << 12 | (second & 0x7FF) << 1)
            if address + 4 + offset - (sign << 25) == entries[0]:
                calls.append(address)
    if len(calls) != 1:
        sys.exit(f"{elf}: {len(calls)} BL instructions call {SEARCH}, where the model counts one call")
    return entries[0], calls[0] + 4


def run(elf, depth, log, one_insn_per_tb):
    """Searches the middlegame to `depth` under QEMU, reading its log of the blocks translated and executed
    into `log` (an exec_log.Log); returns the search's last `info` line. The commands go in at once and `quit`
    only after `bestmove`, so that no input reaches the firmware while it searches. QEMU runs a copy of `elf`
    without its symbols (elf_file.without_symbols says why)."""
    folder = tempfile.mkdtemp()
    fifo, kernel = os.path.join(folder, "exec.log"), os.path.join(folder, "firmware.elf")
    os.mkfifo(fifo)
    elf_file.without_symbols(elf, kernel)
    qemu = subprocess.Popen(
        ["qemu-system-arm", "-machine", "microbit", "-nographic", "-monitor", "none",
         "-icount", "shift=6,sleep=off", "-semihosting-config", "enable=on,target=native",
         *(one_insn_per_tb_option() if one_insn_per_tb else []), "-d", "in_asm,exec,nochain", "-D", fifo,
         "-kernel", kernel],
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
    with open(fifo, "rb") as file:
        log.read(file)
    qemu.wait()
    reader.join()
    for path in (fifo, kernel):
        os.remove(path)
    os.rmdir(folder)
    return info


class Model:
    """What `model` measured: the search's nodes and instructions (by the firmware's clock), and every
    instruction its call executed, priced, by class and by address (`by_address[address]`: its executions
    and cycles)."""

    def __init__(self, depth, nodes, search_instructions, by_address, by_class):
        self.depth, self.nodes, self.search_instructions = depth, nodes, search_instructions
        self.by_address, self.by_class = by_address, by_class
        self.instructions = sum(count for count, _ in by_address.values())
        self.cycles = sum(cycles for _, cycles in by_address.values())
        self.per_node = search_instructions / nodes
        self.per_instruction = self.cycles / self.instructions
        self.cycles_per_node = self.per_node * self.per_instruction
        # The core's other multiplier takes 32 cycles where the fast one takes 1.
        self.slow_cycles_per_node = self.per_node * (self.cycles + 31 * by_class["MULS"]) / self.instructions


def model(elf, depth, one_insn_per_tb=False):
    """Searches the middlegame to `depth` with the firmware `elf` under QEMU and prices what it executed.
    strength.py, beside this file, takes a build's node budget from this."""
    segments = elf_file.loadable(elf)
    log = exec_log.Log(*search_call(elf, segments))
    info = run(elf, depth, log, one_insn_per_tb)
    if not info:
        sys.exit("the firmware printed no info line")
    field = {name: info[index + 1] for index, name in enumerate(info[:-1])}
    nodes, millis = int(field["nodes"]), int(field["time"])

    # A block's last instruction jumped when the next block does not start right after it: a taken branch.
    # Its own size says where that is: a branch over one 16-bit instruction lands where a 32-bit one ends.
    taken = Counter()
    for (address, after), times in log.successors.items():
        if after != address + width(elf_file.halfword(segments, address)):
            taken[address] += times
    by_class, by_address = Counter(), {}
    for address, count in log.counts.items():
        opcode = elf_file.halfword(segments, address)
        cycles = 0
        for kind, times in ((True, taken[address]), (False, count - taken[address])):
            if times:
                name, price_each = price(opcode, kind)
                by_class[name] += times
                cycles += times * price_each
        by_address[address] = (count, cycles)
    # Under -icount shift=6 the firmware's clock advances 64 ns an instruction: a millisecond is 15,625.
    found = Model(depth, nodes, millis * 15_625, by_address, by_class)
    if found.instructions < found.search_instructions:
        sys.exit(f"QEMU's log shows {found.instructions} instructions, fewer than the firmware's clock counted "
                 f"({found.search_instructions}): its disassembly is not one line an instruction")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("elf", help="the UCI firmware's ELF file")
    parser.add_argument("depth", type=int, nargs="?", default=5, help="the search's depth (5 unless given)")
    parser.add_argument("--profile", metavar="FILE", help="write the instructions and cycles by function there")
    parser.add_argument("--one-insn-per-tb", action="store_true",
                        help="log every instruction as a block of its own: slow, to check the blocks' reading")
    arguments = parser.parse_args()
    found = model(arguments.elf, arguments.depth, arguments.one_insn_per_tb)
    depth = arguments.depth
    print(f"depth {depth}: {found.nodes} nodes, {found.search_instructions} instructions by the firmware's "
          f"clock, {found.per_node:.0f} a node")
    print(f"the search's call: {found.instructions} instructions executed, {found.cycles} cycles modelled, "
          f"{found.per_instruction:.3f} a cycle per instruction")
    for name, times in found.by_class.most_common():
        print(f"  {name}: {times} ({100 * times / found.instructions:.1f}%)")
    # The speed from the cycles a node as printed, so that the page's two figures agree to the node.
    cycles_per_node = round(found.cycles_per_node)
    print(f"{cycles_per_node} cycles a node: {round(CLOCK_HZ / cycles_per_node)} nodes a second at 16 MHz")
    print(f"with the 32-cycle multiplier: {found.slow_cycles_per_node:.0f} cycles a node, "
          f"{CLOCK_HZ / found.slow_cycles_per_node:.0f} nodes a second")
    if arguments.profile:
        with open(arguments.profile, "w") as file:
            file.write(function_profile.table(found, elf_file.functions(arguments.elf)))


if __name__ == "__main__":
    main()
