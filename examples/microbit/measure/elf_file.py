"""What cycles.py reads from the firmware's ELF file: the bytes it loads, its functions (for the profile),
and a copy without its symbol table for QEMU to run."""

import struct
import sys

SHT_SYMTAB = 2
STT_FUNC = 2


def contents(elf_path):
    """The file's bytes, once checked to be a 32-bit little-endian ELF file (the Cortex-M0's)."""
    with open(elf_path, "rb") as file:
        data = file.read()
    if data[:4] != b"\x7fELF" or data[4] != 1 or data[5] != 1:
        sys.exit(f"{elf_path}: not a 32-bit little-endian ELF file")
    return data


def loadable(elf_path):
    """The ELF file's loaded segments: (address, bytes) pairs."""
    data = contents(elf_path)
    (phoff,) = struct.unpack_from("<I", data, 28)
    phentsize, phnum = struct.unpack_from("<HH", data, 42)
    segments = []
    for index in range(phnum):
        kind, offset, vaddr, _, filesz, _, _, _ = struct.unpack_from("<8I", data, phoff + index * phentsize)
        if kind == 1 and filesz:  # PT_LOAD
            segments.append((vaddr, data[offset : offset + filesz]))
    return segments


def halfword(segments, address):
    """The halfword the firmware loads at `address`, from `loadable`'s segments."""
    for start, content in segments:
        if start <= address < start + len(content) - 1:
            return struct.unpack_from("<H", content, address - start)[0]
    sys.exit(f"executed address {address:#x} is in no loaded segment")


def sections(data):
    """(offset in the file of its header, type, file offset, size, link) of each section."""
    (shoff,) = struct.unpack_from("<I", data, 32)
    shentsize, shnum = struct.unpack_from("<HH", data, 46)
    found = []
    for index in range(shnum):
        at = shoff + index * shentsize
        _, kind, _, _, offset, size, link = struct.unpack_from("<7I", data, at)
        found.append((at, kind, offset, size, link))
    return found


def functions(elf_path):
    """The symbol table's functions with a size: (start, size, name) triples by start, the Thumb bit of
    each start cleared. Where two names share a start (aliases), the first in byte order stands for both."""
    data = contents(elf_path)
    table = sections(data)
    found = {}
    for _, kind, offset, size, link in table:
        if kind != SHT_SYMTAB:
            continue
        _, _, names, _, _ = table[link]
        for at in range(offset, offset + size, 16):
            name_at, value, length, info = struct.unpack_from("<IIIB", data, at)
            if info & 0xF != STT_FUNC or not length:
                continue
            end = data.index(b"\0", names + name_at)
            name = data[names + name_at : end].decode("utf-8", "replace")
            start = value & ~1
            if start not in found or name < found[start][1]:
                found[start] = (length, name)
    return [(start, length, name) for start, (length, name) in sorted(found.items())]


def without_symbols(elf_path, copy_path):
    """Writes a copy of the ELF file whose symbol table QEMU does not see: QEMU names the function of every
    block it logs, and this firmware's mangled names would make most of the log's bytes."""
    data = bytearray(contents(elf_path))
    for at, kind, _, _, _ in sections(data):
        if kind == SHT_SYMTAB:
            struct.pack_into("<I", data, at + 4, 0)  # SHT_NULL: a section with no meaning
    with open(copy_path, "wb") as file:
        file.write(data)
