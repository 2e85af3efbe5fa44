"""dlx.polyomino against the published tiling counts in ../shared/data, with every tiling checked
here from the rules alone."""

import itertools
import xml.etree.ElementTree as ElementTree

import pytest

import dlx
from brute_force import read_tsv


def published(shared_data, key):
    for row in read_tsv(shared_data / "polyomino" / "counts.tsv"):
        if row["id"] == key:
            return int(row["total_solutions"]), int(row["distinct_up_to_symmetry"])
    raise KeyError(key)


def canonical(cells):
    """The least normalized image of a set of cells under the 8 motions of the square."""
    forms = []
    for turn in range(4):
        for mirror in (False, True):
            moved = []
            for row, column in cells:
                if mirror:
                    column = -column
                for _ in range(turn):
                    row, column = column, -row
                moved.append((row, column))
            top = min(r for r, _ in moved)
            left = min(c for _, c in moved)
            forms.append(tuple(sorted((r - top, c - left) for r, c in moved)))
    return min(forms)


def connected(cells):
    cells = set(cells)
    seen, todo = set(), [next(iter(cells))]
    while todo:
        r, c = todo.pop()
        if (r, c) in seen:
            continue
        seen.add((r, c))
        todo += [x for x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if x in cells]
    return seen == cells


def check_pentomino_tiling(tiling, board_cells):
    """Twelve connected pieces of five cells, pairwise different shapes (so exactly the twelve
    pentominoes), that cover the board's cells exactly once."""
    placements = tiling.placements
    assert len(placements) == 12
    covered = [cell for p in placements for cell in p.cells]
    assert sorted(covered) == sorted(board_cells)
    assert all(len(p.cells) == 5 and connected(p.cells) for p in placements)
    assert len({canonical(p.cells) for p in placements}) == 12
    assert len({p.piece for p in placements}) == 12
    for placement in placements:  # the drawing agrees with the placements
        for row, column in placement.cells:
            assert tiling.rows[row][column] == placement.piece


def rectangle(width, height):
    return [(r, c) for r in range(height) for c in range(width)]


SCOTT = [(r, c) for r in range(8) for c in range(8) if not (3 <= r <= 4 and 3 <= c <= 4)]


def test_3x20_and_scott(shared_data):
    for board, key, cells in (("20x3", "pento_3x20", rectangle(20, 3)),
                              ("scott", "pento_8x8_centre_hole", SCOTT)):
        total, distinct = published(shared_data, key)
        tilings = dlx.polyomino.tile(board)
        assert len(tilings) == total
        for tiling in tilings:
            check_pentomino_tiling(tiling, cells)
        assert len({str(t) for t in tilings}) == total
        assert dlx.polyomino.count(board) == total
        assert dlx.polyomino.count(board, distinct=True) == distinct
        assert len(dlx.polyomino.tile(board, distinct=True)) == distinct


def test_6x10_and_5x12_counts(shared_data):
    assert dlx.polyomino.count("6x10", distinct=True) == published(shared_data, "pento_6x10")[1]
    assert dlx.polyomino.count("12x5", threads=2) == published(shared_data, "pento_5x12")[0]


def test_distinct_counts_past_the_filter():
    # Copies, or a restricted piece with a symmetric placement: the count goes by Burnside's
    # lemma, the listing through the filter; both give the classes.
    for board, pieces, copies in (("6x6", "dominoes", 18), ("5x5", "pentominoes:XPPPP", 1),
                                  ("4x4", "one-sided-tetrominoes:LLJJ", 1)):
        listed = dlx.polyomino.tile(board, pieces, copies=copies, distinct=True)
        assert len(listed) > 0
        assert dlx.polyomino.count(board, pieces, copies=copies, distinct=True) == len(listed)
    # 10x10 by dominoes: far past what the filter visits; a class has at most 8 tilings, and
    # few tilings are symmetric.
    total = dlx.polyomino.count("10x10", "dominoes", copies=50)
    classes = dlx.polyomino.count("10x10", "dominoes", copies=50, distinct=True)
    assert isinstance(classes, int)
    assert total <= 8 * classes < total * 1.01


def test_one_sided_and_impossible_sets(shared_data):
    # The published 3x30 count of the one-sided pentominoes (4 s of CPU) is the command's test
    # (PolyominoCli.OneSidedPentominoes, the same library); here the module's one-sided sets.
    for key, board, pieces in (("tetro_4x5", "5x4", "tetrominoes"),
                               ("onesided_tetro_4x7", "7x4", "one-sided-tetrominoes")):
        assert published(shared_data, key)[0] == 0
        assert dlx.polyomino.count(board, pieces) == 0
        assert dlx.polyomino.tile(board, pieces) == []


def test_boards_and_pieces_from_drawings_and_files(tmp_path):
    board = "XXXX\nXXXX\n"
    pieces = "AA BB\nAA BB\n"
    assert dlx.polyomino.count(board, pieces) == 2  # the two squares swap
    (tmp_path / "board.txt").write_text(board)
    (tmp_path / "pieces.txt").write_text(pieces)
    assert dlx.polyomino.count(tmp_path / "board.txt", tmp_path / "pieces.txt") == 2
    assert dlx.polyomino.count(str(tmp_path / "board.txt"), "pentominoes") == 0
    assert dlx.polyomino.count("4x2", "tetrominoes:OO") == 1  # copies of one piece: once
    assert dlx.polyomino.count("4x2", "tetrominoes:O", copies=2) == 1
    assert dlx.polyomino.count("2x2", "tetrominoes:OI", at_most_once=True) == 1


def test_svg_draws_every_cell_with_its_piece():
    tilings = dlx.polyomino.tile("scott", limit=3)
    root = ElementTree.fromstring(tilings[0].svg())
    cells = [e for e in root.iter() if e.get("class") == "cell"]
    assert len(cells) == 60
    for cell in cells:
        row, column = int(cell.get("data-row")), int(cell.get("data-column"))
        assert tilings[0].rows[row][column] == cell.get("data-piece")
    picture = ElementTree.fromstring(dlx.polyomino.svg(tilings))
    assert len([e for e in picture.iter() if e.get("class") == "cell"]) == 180
    with pytest.raises(ValueError):
        dlx.polyomino.svg(tilings + dlx.polyomino.tile("20x3", limit=1))


def test_bad_boards_and_pieces_say_what_the_command_line_says(run_dlx):
    for board, pieces in (("6x", "pentominoes"), ("6x10", "pentominoes:Q"), ("6x10", "heptominoes"),
                          ("0x5", "pentominoes")):
        command = run_dlx(["polyomino", board, "--pieces", pieces])
        assert command.returncode == 2
        with pytest.raises(ValueError) as raised:
            dlx.polyomino.count(board, pieces)
        # Python says "bad value for 'board': what", the command line
        # "dlx polyomino: bad value for --board: 'VALUE': what".
        key, what = str(raised.value).split(": ", 1)
        name = key.removeprefix("bad value for '").removesuffix("'")
        # "dlx polyomino: bad value for --board: 'VALUE': what", then the hint to the help.
        message, hint = command.stderr.splitlines()
        assert message.startswith(f"dlx polyomino: bad value for --{name}: ")
        assert message.endswith(f": {what}")
        assert hint == "Try 'dlx polyomino --help'."


def test_malformed_drawings_raise_input_error():
    with pytest.raises(dlx.InputError, match="<board>:2"):
        dlx.polyomino.count("XX\nX\n")
    with pytest.raises(dlx.InputError, match="<pieces>"):
        dlx.polyomino.count("4x2", "A.A\n")
