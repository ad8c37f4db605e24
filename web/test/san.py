"""The browser test's oracle for the page's move notation: python-chess, which shares no code with the page.

Reads a JSON list on standard input, each item {"fen", "moves": [UCI…], "game": bool, "notation": "san" or
"uci"}, a null FEN meaning the standard start (python-chess's own). A game is the moves played in turn from the FEN, answered as python-chess numbers a line
(`Board.variation_san`: "1. e4 e5 2. Nf3", "1...e5" when black moves first), in SAN or in UCI; otherwise
each move is one from the FEN itself, answered with the list of their SAN. Writes the JSON list of answers;
an illegal move is an error that names it.

    python web/test/san.py < cases.json
"""
import json
import sys

import chess


def line(board, moves, notation):
    """The moves from `board` numbered as variation_san numbers them, in SAN or UCI."""
    if notation == "san":
        return board.variation_san(moves)
    words = []
    for move in moves:
        if not board.is_legal(move):
            raise ValueError(f"{move.uci()} is not legal in {board.fen()}")
        if board.turn == chess.WHITE:
            words.append(f"{board.fullmove_number}. {move.uci()}")
        elif not words:
            words.append(f"{board.fullmove_number}...{move.uci()}")
        else:
            words.append(move.uci())
        board.push(move)
    return " ".join(words)


def main():
    answers = []
    for case in json.load(sys.stdin):
        board = chess.Board() if case["fen"] is None else chess.Board(case["fen"])
        moves = [chess.Move.from_uci(text) for text in case["moves"]]
        if case.get("game"):
            answers.append(line(board, moves, case.get("notation", "san")))
        else:
            answers.append([board.san(move) for move in moves])
    json.dump(answers, sys.stdout)


if __name__ == "__main__":
    main()
