"""The per-function profile that cycles.py writes with `--profile`: the instructions the search executed and
their modelled cycles, by the function of the firmware's ELF that holds each one, the costliest first, each
with its share of the cycles, and the rest in one row.

    python3 examples/microbit/measure/cycles.py ELF 6 --profile examples/microbit/measure/profile.txt

The functions are the ELF's symbol table's (elf_file.functions), named by demangle.py: without generic
arguments, so the instances of one generic function share a row.
"""

import bisect

import demangle

ROWS = 16  # the functions shown one by one; the rest share a row


def by_function(found, functions):
    """{name: [instructions, cycles]} of what `found` (a cycles.Model) executed, by function."""
    starts = [start for start, _, _ in functions]
    rows = {}
    for address, (count, cycles) in found.by_address.items():
        index = bisect.bisect_right(starts, address) - 1
        start, size, name = functions[index] if index >= 0 else (0, 0, "")
        name = demangle.demangle(name) if start <= address < start + size else "(in no function's symbol)"
        row = rows.setdefault(name, [0, 0])
        row[0] += count
        row[1] += cycles
    return rows


def table(found, functions):
    """The profile's text: a header naming the command and the search, then the table. Its figures are a
    node's and shares: the firmware's clock, read during the search, costs a division whose steps vary by
    a few instructions from run to run, with the moment QEMU hands the firmware its input."""
    rows = sorted(by_function(found, functions).items(), key=lambda row: (-row[1][1], row[0]))
    shown, rest = rows[:ROWS], rows[ROWS:]
    if rest:
        shown.append((f"the other {len(rest)} functions", [sum(row[1][0] for row in rest),
                                                           sum(row[1][1] for row in rest)]))
    shown.append(("the whole search", [found.instructions, found.cycles]))
    lines = [
        f"# python3 examples/microbit/measure/cycles.py ELF {found.depth} --profile "
        "examples/microbit/measure/profile.txt",
        "# ELF: the --bin uci that `bash examples/microbit/uci.sh build` builds. tests/embedded/targets.sh",
        "# checks that this file is what the command writes.",
        "",
        "Where the UCI firmware's search spends its cycles on the Cortex-M0, by function: the bench's middlegame",
        f"to depth {found.depth} ({found.nodes:,} nodes) on QEMU's micro:bit, each instruction executed from `go` "
        "to `bestmove`",
        "priced by cycles.py's model. A node's figures are a function's over the search's nodes. The speed",
        "table in README.md takes its instructions from the firmware's clock, which stops before `bestmove`.",
        "",
        f"{'cycles a node':>13}  {'share':>6}  {'instructions a node':>19}  {'cycles an instruction':>21}  function",
    ]
    for name, (count, cycles) in shown:
        lines.append(f"{cycles / found.nodes:>13,.0f}  {100 * cycles / found.cycles:>5.1f}%  "
                     f"{count / found.nodes:>19,.0f}  {cycles / count:>21.2f}  {name}")
    return "\n".join(lines) + "\n"
