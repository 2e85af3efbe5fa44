"""dlx.polycube, dlx.polyiamond and dlx.polyhex (issue 32: they were missing from Python), against
the counts the command line prints for the same boards, with every tiling's cells checked here;
and wrong argument types said as the command line says a wrong value."""

import re

import pytest

import dlx

CASES = [  # module, board, the command's arguments, cells of the board
    (dlx.polycube, "soma", ["polycube", "soma"], 27),
    (dlx.polyiamond, "6x6", ["polyiamond", "6x6"], 72),
    (dlx.polyhex, "7x4", ["polyhex", "7x4"], 28),
]


def command_count(run_dlx, arguments):
    printed = run_dlx(arguments + ["--count"]).stdout
    return int(re.match(r"(\d+) solutions?", printed).group(1))


@pytest.mark.parametrize("module, board, arguments, cells", CASES)
def test_counts_are_the_command_lines(run_dlx, module, board, arguments, cells):
    assert module.count(board) == command_count(run_dlx, arguments)
    assert module.count(board, distinct=True) == command_count(run_dlx, arguments + ["--distinct"])


@pytest.mark.parametrize("module, board, arguments, cells", CASES)
def test_tilings_cover_the_board_once(module, board, arguments, cells):
    tilings = module.tile(board, limit=3)
    assert len(tilings) == 3
    for tiling in tilings:
        covered = [cell for placement in tiling.placements for cell in placement.cells]
        assert len(covered) == len(set(covered)) == cells
        dimensions = {len(cell) for cell in covered}
        assert dimensions == {2 if module is dlx.polyhex else 3}
    assert module.svg(tilings).startswith("<svg") or "<svg" in module.svg(tilings)[:200]


def test_a_board_without_its_own_pieces_asks_for_them():
    with pytest.raises(ValueError, match="give pieces"):
        dlx.polycube.count("3x4x5")


@pytest.mark.parametrize("call, argument, expected", [
    (lambda: dlx.queens.count("8"), "n", "an int"),
    (lambda: dlx.queens.solutions(8, limit="3"), "limit", "an int or None"),
    (lambda: dlx.polyomino.count("6x10", threads="2"), "threads", "an int"),
    (lambda: dlx.polycube.count("soma", threads=1.5), "threads", "an int"),
    (lambda: dlx.sudoku.count("." * 81, limit="2"), "limit", "an int or None"),
])
def test_a_wrong_argument_type_names_the_argument(call, argument, expected):
    with pytest.raises(TypeError) as raised:
        call()
    message = str(raised.value)
    assert "incompatible function arguments" not in message
    assert f"{argument} must be {expected}, not " in message
