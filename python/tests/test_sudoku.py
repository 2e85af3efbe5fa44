"""dlx.sudoku against the shared puzzle sets and their published answers."""

import itertools
import pathlib

import pytest

import dlx
from brute_force import read_tsv


def lines(path, count=None):
    rows = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    return rows[:count] if count else rows


def test_kaggle_puzzles_and_their_published_solutions(shared_data):
    folder = shared_data / "sudoku"
    puzzles = lines(folder / "kaggle_bryanpark_first10000.txt", 500)
    solutions = lines(folder / "kaggle_bryanpark_first10000.solutions.txt", 500)
    for puzzle, solution in zip(puzzles, solutions):
        assert dlx.sudoku.solve(puzzle) == solution


def test_the_seed_articles_classic_and_diagonal_puzzles(shared_data):
    folder = shared_data / "sudoku"
    for name, variants in (("seed-classic.txt", {}), ("seed-diagonal.txt", {"diagonal": True})):
        rows = lines(folder / name)
        assert len(rows) >= 2
        for puzzle, solution in zip(rows[0::2], rows[1::2]):
            assert dlx.sudoku.solve(puzzle, **variants) == solution
            assert dlx.sudoku.count(puzzle, **variants) == 1


SECTIONS = {"givens", "puzzle", "regions", "extra", "cages", "sums", "solution"}


def section(text, name):
    """The lines of a section of a sectioned puzzle file, up to the next section."""
    rows, inside = [], False
    for line in text.splitlines():
        if line.strip() in SECTIONS:
            inside = line.strip() == name
        elif inside and line.strip() and not line.startswith("#"):
            rows.append(line)
    return rows


def test_the_seed_articles_killer(shared_data):
    path = shared_data / "sudoku" / "seed-killer.txt"
    text = path.read_text()
    cages = "cages\n" + "\n".join(section(text, "cages")) + "\nsums\n" + "\n".join(section(text, "sums"))
    solution = [row.split() for row in section(text, "solution")]
    assert len(solution) == 9
    # The whole file is one puzzle (its sections), and the cages may also come apart from the
    # clues (here none).
    for found in (dlx.sudoku.solve(path), dlx.sudoku.solve(text)):
        assert [row.split() for row in found.strip().split("\n")] == solution
    apart = dlx.sudoku.solve("." * 81, killer=cages)
    assert apart == "".join("".join(row) for row in solution)
    assert dlx.sudoku.count("." * 81, killer=cages) == 1
    with pytest.raises(dlx.InputError, match="cages already"):
        dlx.sudoku.solve(path, killer=cages)


def test_project_euler_96(shared_data):
    text = (shared_data / "sudoku" / "euler96.txt").read_text()
    grids = text.split("Grid ")[1:]
    assert len(grids) == 50
    total = 0
    for grid in grids:
        solution = dlx.sudoku.solve("Grid " + grid)
        # The label line ("Grid 01") comes first, as on the command line.
        rows = [row for row in solution.split("\n") if row[:1].isdigit()]
        total += int(rows[0][:3])
    assert total == 24702  # Project Euler 96's published answer


def is_solution(puzzle, solution, n, box_rows, box_columns):
    """Checked here from the rules: every row, column and box holds each symbol once, and the
    clues stay."""
    assert len(solution) == n * n
    units = [[r * n + c for c in range(n)] for r in range(n)]
    units += [[r * n + c for r in range(n)] for c in range(n)]
    units += [[(top + r) * n + left + c for r in range(box_rows) for c in range(box_columns)]
              for top in range(0, n, box_rows) for left in range(0, n, box_columns)]
    return (all(len({solution[k] for k in unit}) == n for unit in units)
            and all(p in ".0" or p == s for p, s in zip(puzzle, solution)))


def test_six_by_six_counts(shared_data):
    folder = shared_data / "sudoku"
    puzzles = lines(folder / "sudoku6x6_2x3.txt")
    answers = read_tsv(folder / "sudoku6x6_2x3.answers.tsv")
    assert len(answers) == len(puzzles)
    for answer in answers:
        puzzle = puzzles[int(answer["line"]) - 1]
        assert dlx.sudoku.count(puzzle) == int(answer["solutions_with_2x3_boxes"])
        solution = dlx.sudoku.solve(puzzle)
        assert is_solution(puzzle, solution, 6, 2, 3)
        if answer["solutions_with_2x3_boxes"] == "1":
            assert solution == answer["first_solution"]


# The lines the engine solves quickly (as tests/apps/sudoku_cli_test.cpp): the others are the
# benchmarks' "ultimate" grids.
@pytest.mark.parametrize("name, n, box, numbers", [
    ("sudoku16x16", 16, 4, list(range(1, 23)) + [28, 31, 33, 35, 38, 39, 40]),
    ("sudoku25x25", 25, 5, [1, 2, 3, 5])])
def test_larger_grids_and_their_answers(shared_data, name, n, box, numbers):
    folder = shared_data / "sudoku"
    puzzles = lines(folder / f"{name}.txt")
    answers = {int(row["line"]): row["solutions"] for row in read_tsv(folder / f"{name}.answers.tsv")}
    for number in numbers:
        puzzle = puzzles[number - 1]
        found = dlx.sudoku.count(puzzle, limit=2)
        assert {0: "0", 1: "1", 2: "2+"}[found] == answers[number], number
        if found:
            assert is_solution(puzzle, dlx.sudoku.solve(puzzle), n, box, box), number


def test_serg_counts(shared_data):
    folder = shared_data / "sudoku"
    puzzles = lines(folder / "tdoku_puzzles7_serg_benchmark.txt", 40)
    counts = lines(folder / "tdoku_puzzles7_serg_benchmark.counts.txt", 40)
    for puzzle, count in zip(puzzles, counts):
        assert dlx.sudoku.count(puzzle) == int(count)


def test_jigsaw_regions_given_apart(source_dir):
    path = source_dir / "examples" / "sudoku" / "jigsaw.txt"
    text = path.read_text()
    regions = "\n".join(section(text, "regions")) + "\n"
    givens = "\n".join(section(text, "givens")) + "\n"
    from_file = dlx.sudoku.solve(path)
    assert dlx.sudoku.count(path) == 1
    apart = dlx.sudoku.solve(givens, regions=regions)
    assert apart is not None and apart.split() == from_file.split()
    # The solution keeps the clues and fills every region with 1..9.
    values = [row.split() for row in apart.strip().split("\n")]
    ids = [row.split() for row in regions.strip().split("\n")]
    for region in {i for row in ids for i in row}:
        held = [values[r][c] for r in range(9) for c in range(9) if ids[r][c] == region]
        assert sorted(held) == [str(v) for v in range(1, 10)]
    clues = [row.split() for row in givens.strip().split("\n")]
    assert all(clues[r][c] in (".", values[r][c]) for r in range(9) for c in range(9))


def test_no_solution_and_clashing_clues_give_none():
    assert dlx.sudoku.solve("11" + "." * 79) is None
    assert dlx.sudoku.count("11" + "." * 79) == 0
    # No clash among the clues, but no solution: the 9 cannot go anywhere in the first row.
    unsolvable = "12345678." + "........9" + "." * 63
    assert dlx.sudoku.solve(unsolvable) is None


def test_pretty_and_grid_forms_stay_as_written():
    puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    line = dlx.sudoku.solve(puzzle)
    grid = "\n".join(puzzle[9 * r:9 * r + 9] for r in range(9)) + "\n"
    assert dlx.sudoku.solve(grid).split() == [line[9 * r:9 * r + 9] for r in range(9)]
    assert "+" in dlx.sudoku.solve(puzzle, pretty=True)


MALFORMED = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7",
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7%",
]


@pytest.mark.parametrize("puzzle", MALFORMED)
def test_malformed_puzzles_say_what_the_command_line_says(tmp_path, run_dlx, puzzle):
    file = tmp_path / "puzzle.txt"
    file.write_text(puzzle + "\n")
    command = run_dlx(["sudoku", str(file)])
    assert command.returncode == 2
    with pytest.raises(dlx.InputError) as raised:
        dlx.sudoku.solve(file)
    assert command.stderr.startswith(f"dlx: {raised.value}\n")
    with pytest.raises(dlx.InputError) as raised:
        dlx.sudoku.solve(puzzle)
    assert raised.value.source == "<puzzle>" and raised.value.line == 1


def test_one_puzzle_at_a_time_and_bad_settings():
    puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    with pytest.raises(dlx.InputError, match="one puzzle at a time"):
        dlx.sudoku.solve(puzzle + "\n" + puzzle)
    with pytest.raises(dlx.InputError, match="no puzzle"):
        dlx.sudoku.solve("# nothing\n")
    with pytest.raises(ValueError, match="bad value for 'box'"):
        dlx.sudoku.solve(puzzle, box="3y3")
    with pytest.raises(ValueError, match="bad value for 'format': 'table': expected auto, line or "
                                         "grid"):
        dlx.sudoku.solve(puzzle, format="table")
    with pytest.raises(dlx.InputError, match="windoku"):
        dlx.sudoku.solve("." * 16, windoku=True)
    with pytest.raises(dlx.InputError, match="regions map is for a grid of 16 cells"):
        dlx.sudoku.solve(puzzle, regions="1122\n1122\n3344\n3344\n")


def test_grade_and_explain_as_the_command_line(tmp_path, run_dlx, shared_data):
    import json
    puzzles = lines(shared_data / "sudoku" / "tdoku_puzzles1_unbiased.txt", 30)
    file = tmp_path / "puzzles.txt"
    file.write_text("\n".join(puzzles) + "\n")
    command = run_dlx(["sudoku", str(file), "--grade", "--json", "--quiet"])
    graded = [json.loads(line) for line in command.stdout.splitlines()]
    assert len(graded) == len(puzzles)
    for puzzle, expected in zip(puzzles, graded):
        grade = dlx.sudoku.grade(puzzle)
        assert grade.level == expected["grade"]
        assert (grade.solved, grade.steps, grade.open_cells) == (
            expected["solved"], expected["steps"], expected["open_cells"])
        assert grade.techniques == expected["techniques"]
        steps = dlx.sudoku.explain(puzzle)
        assert len(steps) == grade.steps + 1  # the deductions, then the outcome
    # A puzzle with several solutions cannot be finished by sound logic.
    assert dlx.sudoku.grade("." * 81).level == "needs-search"
    with pytest.raises(dlx.InputError, match="killer cages cannot be graded"):
        dlx.sudoku.grade(shared_data / "sudoku" / "seed-killer.txt")


def test_generate_is_reproducible_unique_and_the_command_lines(run_dlx):
    made = dlx.sudoku.generate(4, seed=11)
    assert [p.puzzle for p in made] == [p.puzzle for p in dlx.sudoku.generate(4, seed=11)]
    assert [p.puzzle for p in made] != [p.puzzle for p in dlx.sudoku.generate(4, seed=12)]
    for index, puzzle in enumerate(made):
        assert (puzzle.index, puzzle.seed, puzzle.attempts, puzzle.grade) == (index, 11, 1, None)
        assert dlx.sudoku.count(puzzle.puzzle, limit=2) == 1
        assert dlx.sudoku.solve(puzzle.puzzle) == puzzle.solution
        assert puzzle.clues == sum(c != "." for c in puzzle.puzzle)
    command = run_dlx(["sudoku", "--generate", "4", "--seed", "11", "--quiet"])
    assert command.stdout.split() == [p.puzzle for p in made]


def test_generate_variants_symmetry_and_difficulty():
    for puzzle in dlx.sudoku.generate(2, seed=3, symmetry="rotational", box="2x3"):
        cells = puzzle.puzzle
        assert len(cells) == 36
        assert all((cells[k] == ".") == (cells[35 - k] == ".") for k in range(36))
    for puzzle in dlx.sudoku.generate(2, seed=5, diagonal=True, minimal=False):
        assert puzzle.clues == 45  # 55% of 81, rounded up
        assert dlx.sudoku.count(puzzle.puzzle, diagonal=True, limit=2) == 1
    for puzzle in dlx.sudoku.generate(2, seed=8, difficulty="easy"):
        assert puzzle.grade == "easy" == dlx.sudoku.grade(puzzle.puzzle).level
    with pytest.raises(ValueError, match="bad value for 'symmetry': 'diagonal': expected none, "
                                         "rotational or mirror"):
        dlx.sudoku.generate(1, symmetry="diagonal")
    with pytest.raises(ValueError, match="bad value for 'count'"):
        dlx.sudoku.generate(0)
    with pytest.raises(dlx.GenerationError):
        dlx.sudoku.generate(1, seed=1, difficulty="expert", attempts=1, box="2x2")


def test_a_path_as_a_str_is_a_file_or_said_to_be_none(tmp_path, monkeypatch):
    """Issue 32: a file name given as a str was read as a puzzle ("a grid of 27 columns needs 27
    rows"). An existing file is read; a name of none says so."""
    puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    (tmp_path / "puzzles.txt").write_text(puzzle + "\n")
    monkeypatch.chdir(tmp_path)
    assert dlx.sudoku.solve("puzzles.txt") == dlx.sudoku.solve(puzzle)
    assert dlx.sudoku.solve("puzzles.txt") is not None
    with pytest.raises(FileNotFoundError, match="pathlib.Path"):
        dlx.sudoku.solve("nosuch.txt")
    with pytest.raises(FileNotFoundError, match="pathlib.Path"):
        dlx.sudoku.solve("data/nosuch")


def fpuzzles_load_strings(source_dir):
    path = source_dir / "examples" / "sudoku" / "fpuzzles" / "dclamage_test_puzzles.txt"
    return lines(path)


def test_fpuzzles_forms_solve_as_the_command_line(source_dir, run_dlx):
    # Clipped, by glum_hippo: its load string, URL, SudokuPad link and JSON (docs/sudoku.md).
    load = fpuzzles_load_strings(source_dir)[0]
    command = run_dlx(["sudoku", "-", "--unique"], load + "\n")
    assert command.returncode == 0
    expected = command.stdout.splitlines()[1]
    json_file = source_dir / "examples" / "sudoku" / "fpuzzles" / "clipped.json"
    for puzzle in (load, "https://www.f-puzzles.com/?load=" + load,
                   "https://sudokupad.app/fpuzzles" + load, json_file.read_text(), json_file):
        assert dlx.sudoku.solve(puzzle) == expected
        assert dlx.sudoku.count(puzzle) == 1


def test_every_fpuzzles_example_solves_as_the_command_line(source_dir, run_dlx):
    path = source_dir / "examples" / "sudoku" / "fpuzzles" / "dclamage_test_puzzles.txt"
    command = run_dlx(["sudoku", str(path)])
    assert command.returncode == 0
    solutions = command.stdout.splitlines()
    loads = fpuzzles_load_strings(source_dir)
    assert len(solutions) == len(loads)
    for load, solution in zip(loads, solutions):
        assert dlx.sudoku.solve(load) == solution


def test_malformed_fpuzzles_say_what_is_wrong(source_dir):
    load = fpuzzles_load_strings(source_dir)[0]
    with pytest.raises(dlx.InputError, match="cut short") as raised:
        dlx.sudoku.solve(load[:200])
    assert raised.value.line == 1
    with pytest.raises(dlx.InputError, match="unknown f-puzzles constraint 'doublearrow'"):
        dlx.sudoku.solve('{"size":4,"doublearrow":[{"cells":["R1C1"]}]}')


def test_sudokupad_links_solve_as_the_command_line(source_dir, run_dlx):
    path = source_dir / "examples" / "sudoku" / "sudokupad" / "seed_killer.txt"
    command = run_dlx(["sudoku", str(path), "--unique"])
    assert command.returncode == 0
    solution = command.stdout.splitlines()[1]
    links = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    link = links[0]
    assert link.startswith("https://sudokupad.app/scl")
    payload = link[len("https://sudokupad.app/"):]
    for puzzle in (link, payload):
        assert dlx.sudoku.solve(puzzle) == solution
        assert dlx.sudoku.count(puzzle) == 1
    with pytest.raises(dlx.InputError, match="does not decompress") as raised:
        dlx.sudoku.solve(link[:200])
    assert raised.value.line == 1


def iss_collection(shared_data):
    """ISS's collections by name: (input, solution or None)."""
    import json
    rows = [json.loads(line) for line in
            (shared_data / "sudoku-variants" / "iss_collections.jsonl").read_text().splitlines()]
    return {row["name"]: (row["input"], row.get("solution")) for row in rows}


def test_iss_strings_links_and_files_solve_as_the_command_line(shared_data, run_dlx, tmp_path):
    puzzles = iss_collection(shared_data)
    # Grids as setters make them too: 6 rows of 9 cells, and 0-5 on a 6x6.
    for name in ("Thermo", "Little killer 2", "Jigsaw", "6x6: Between Odd and Even",
                 "Answers on a Postcard", "0-indexed: 6x6"):
        string, solution = puzzles[name]
        command = run_dlx(["sudoku", "-", "--unique"], string + "\n")
        assert command.returncode == 0
        assert command.stdout.splitlines()[1] == solution
        link = "https://sigh.github.io/Interactive-Sudoku-Solver/?q=" + string.replace("~", "%7E")
        for puzzle in (string, link):
            assert dlx.sudoku.solve(puzzle) == solution
            assert dlx.sudoku.count(puzzle) == 1
    # A .iss file is one puzzle over its lines.
    string, solution = puzzles["16x16: Sudoku X"]
    path = tmp_path / "sudoku_x.iss"
    path.write_text(string)
    numbers = " ".join(str(ord(letter) - ord("A") + 1) for letter in solution)
    assert dlx.sudoku.solve(path) == numbers


def test_malformed_iss_strings_say_what_is_wrong():
    with pytest.raises(dlx.InputError, match="unknown ISS constraint type 'Thermometer'"):
        dlx.sudoku.solve(".~R1C1_5.Thermometer~R1C1~R1C2")
    with pytest.raises(dlx.InputError, match="'R0C1' is not a cell of the 9x9 grid") as raised:
        dlx.sudoku.solve(".Thermo~R0C1~R1C1")
    assert raised.value.line == 1


def _four_by_four_grids():
    """Every solved 4x4 Sudoku (2x2 boxes), found by trying every row permutation."""
    rows = list(itertools.permutations(range(1, 5)))
    grids = []
    for a, b, c, d in itertools.product(rows, repeat=4):
        grid = a + b + c + d
        columns_ok = all(len({grid[4 * r + k] for r in range(4)}) == 4 for k in range(4))
        boxes_ok = all(
            len({grid[4 * (2 * br + r) + 2 * bc + c] for r in range(2) for c in range(2)}) == 4
            for br in range(2) for bc in range(2))
        if columns_ok and boxes_ok:
            grids.append(grid)
    return grids


def _one_region(cells):
    """True when the 4x4 cells (indices) are one orthogonally connected region, not empty."""
    cells = set(cells)
    if not cells:
        return False
    seen, todo = set(), [min(cells)]
    while todo:
        cell = todo.pop()
        if cell in seen:
            continue
        seen.add(cell)
        r, c = divmod(cell, 4)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < 4 and 0 <= cc < 4 and rr * 4 + cc in cells:
                todo.append(rr * 4 + cc)
    return seen == cells


def test_connected_values_count_and_solve_keep_only_the_connected_grids():
    # The model leaves connectivity to a test of whole solutions: count and solve apply it as the
    # command line does (a brute force over every 4x4 grid gives the count).
    puzzle = "size 4\nconstraints\nconnected 1 2 3: grid\n"
    grids = _four_by_four_grids()
    assert len(grids) == 288
    expected = sum(_one_region([k for k in range(16) if g[k] != 4]) for g in grids)
    assert 0 < expected < len(grids)
    assert dlx.sudoku.count(puzzle) == expected
    assert dlx.sudoku.count(puzzle, limit=3) == 3
    solved = [int(v) for v in dlx.sudoku.solve(puzzle).split()]
    assert tuple(solved) in set(grids)
    assert _one_region([k for k in range(16) if solved[k] != 4])


def test_chaos_construction_counts_as_the_command_line(tmp_path, run_dlx):
    # Each partition of the grid into connected regions counts once, as dlx sudoku --count says
    # (the model alone would count every labelling of the regions, disconnected ones too).
    puzzle = "size 4\nbox none\ngivens\n1 2 . .\n. . . .\n. . . .\n. . . .\nconstraints\nchaos\n"
    file = tmp_path / "chaos.txt"
    file.write_text(puzzle)
    counted = run_dlx(["sudoku", str(file), "--count"])
    assert counted.returncode == 0, counted.stderr
    solutions = int(counted.stdout.split()[0])
    assert solutions > 1
    assert dlx.sudoku.count(puzzle) == solutions
    assert dlx.sudoku.solve(puzzle) is not None
