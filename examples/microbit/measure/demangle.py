"""Readable names for Rust's symbols (the v0 scheme, `_R…`, which this firmware's compiler uses), for the
profile that cycles.py writes: a function's path as the source spells it, without the crates'
disambiguating hashes and without generic arguments, so that a name stays the same from one build to the
next and fits a table's row.

    python3 examples/microbit/measure/demangle.py SYMBOL…   # prints each symbol's name

The grammar is the one of Rust's RFC 2603 (the "v0" symbol mangling); any other name, or one this cannot
read, is given back as it is.
"""

import sys

BASIC = {"a": "i8", "b": "bool", "c": "char", "d": "f64", "e": "str", "f": "f32", "h": "u8", "i": "isize",
         "j": "usize", "l": "i32", "m": "u32", "n": "i128", "o": "u128", "s": "i16", "t": "u16", "u": "()",
         "v": "...", "x": "i64", "y": "u64", "z": "!", "p": "_"}
DIGITS_62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


class Unreadable(Exception):
    """The symbol does not follow the grammar as this reads it."""


class Symbol:
    """A cursor over a symbol's text after `_R`; each method reads one production and returns its text."""

    def __init__(self, text):
        self.text, self.at = text, 0

    def next(self):
        if self.at >= len(self.text):
            raise Unreadable
        self.at += 1
        return self.text[self.at - 1]

    def eat(self, char):
        if self.text.startswith(char, self.at):
            self.at += 1
            return True
        return False

    def base_62(self):
        """A base-62 number ended by `_`: `_` alone is 0, and a number's digits are its value less one."""
        if self.eat("_"):
            return 0
        value = 0
        while (char := self.next()) != "_":
            if char not in DIGITS_62:
                raise Unreadable
            value = value * 62 + DIGITS_62.index(char)
        return value + 1

    def disambiguator(self):
        return self.base_62() + 1 if self.eat("s") else 0

    def identifier(self):
        self.disambiguator()
        self.eat("u")  # Punycode: such a name keeps its encoded form
        digits = self.next()
        if not digits.isdigit():
            raise Unreadable
        # A length has no leading zero: "00" is two empty names (closures have none).
        while digits != "0" and self.text[self.at : self.at + 1].isdigit():
            digits += self.next()
        self.eat("_")  # the separator before a name that starts with a digit or `_`
        name = self.text[self.at : self.at + int(digits)]
        self.at += int(digits)
        return name

    def back(self, production):
        """Reads `production` at the earlier place a back-reference names, and comes back."""
        target = self.base_62()
        if target >= self.at:
            raise Unreadable
        here, self.at = self.at, target
        text = production()
        self.at = here
        return text

    def path(self):
        tag = self.next()
        if tag == "C":
            return self.identifier()
        if tag in "MX":  # an impl block: <Type> or <Type as Trait>
            self.disambiguator()
            self.path()  # where the impl block is, which a reader does not need
            own = self.type()
            return f"<{own} as {self.path()}>" if tag == "X" else f"<{own}>"
        if tag == "Y":
            own = self.type()
            return f"<{own} as {self.path()}>"
        if tag == "N":
            namespace = self.next()
            parent = self.path()
            number = self.disambiguator()
            name = self.identifier()
            if namespace == "C":
                return f"{parent}::{{closure#{number}}}"
            if namespace.isupper():
                return f"{parent}::{{{namespace}:{name}#{number}}}"
            return f"{parent}::{name}" if name else parent
        if tag == "I":  # generic arguments, read and left out
            parent = self.path()
            while not self.eat("E"):
                self.generic_argument()
            return parent
        if tag == "B":
            return self.back(self.path)
        raise Unreadable

    def generic_argument(self):
        if self.eat("L"):
            self.base_62()
        elif self.eat("K"):
            self.constant()
        else:
            self.type()

    def types_until_end(self):
        found = []
        while not self.eat("E"):
            found.append(self.type())
        return found

    def type(self):
        tag = self.next()
        if tag in BASIC:
            return BASIC[tag]
        if tag == "A":
            element = self.type()
            return f"[{element}; {self.constant()}]"
        if tag == "S":
            return f"[{self.type()}]"
        if tag in "RQ":
            if self.eat("L"):
                self.base_62()
            return ("&" if tag == "R" else "&mut ") + self.type()
        if tag in "PO":
            return ("*const " if tag == "P" else "*mut ") + self.type()
        if tag == "T":
            return f"({', '.join(self.types_until_end())})"
        if tag == "F":
            if self.eat("G"):
                self.base_62()
            self.eat("U")
            if self.eat("K") and not self.eat("C"):
                self.identifier()
            arguments = self.types_until_end()
            return f"fn({', '.join(arguments)}) -> {self.type()}"
        if tag == "D":
            if self.eat("G"):
                self.base_62()
            traits = []
            while not self.eat("E"):
                traits.append(self.path())
                while self.eat("p"):
                    self.identifier()
                    self.type()
            self.next()  # the object's lifetime: L and a number
            self.base_62()
            return "dyn " + " + ".join(traits)
        if tag == "B":
            return self.back(self.type)
        self.at -= 1
        return self.path()

    def constant(self):
        """A const generic argument: an integer, bool or char as its hexadecimal value, `_` if elided."""
        if self.eat("p"):
            return "_"
        if self.eat("B"):
            return self.back(self.constant)
        if self.next() not in "abcfhijlmnostxy":
            raise Unreadable
        negative = self.eat("n")
        digits = ""
        while (char := self.next()) != "_":
            digits += char
        return ("-" if negative else "") + str(int(digits or "0", 16))


def demangle(name):
    """`name` readable, or as it is when it is not a v0 symbol this can read."""
    if not name.startswith("_R"):
        return name
    symbol = Symbol(name[2:].split(".")[0])  # `.llvm.…` and other suffixes are the compiler's
    while symbol.text[symbol.at : symbol.at + 1].isdigit():  # an encoding version, none so far
        symbol.at += 1
    try:
        return symbol.path()
    except (Unreadable, ValueError, RecursionError):
        return name


if __name__ == "__main__":
    for argument in sys.argv[1:]:
        print(demangle(argument))
