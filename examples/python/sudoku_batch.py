"""Sudoku from Python: solve a batch, check uniqueness, generate and grade.

    PYTHONPATH=build/release/python python3 examples/python/sudoku_batch.py [PUZZLES.txt]

A file holds one puzzle a line (as `dlx sudoku` reads it); without one, a few puzzles of the seed
article are used.
"""

import sys
import time

import dlx

if len(sys.argv) > 1:
    with open(sys.argv[1]) as file:
        puzzles = [line.strip() for line in file if line.strip() and not line.startswith("#")]
else:
    puzzles = [
        ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.",
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    ]

start = time.perf_counter()
solutions = [dlx.sudoku.solve(puzzle) for puzzle in puzzles]
seconds = time.perf_counter() - start
unique = sum(dlx.sudoku.count(puzzle, limit=2) == 1 for puzzle in puzzles)
print(f"{len(puzzles)} puzzles solved in {seconds:.3f} s ({len(puzzles) / seconds:.0f} puzzles/s), "
      f"{unique} with a unique solution")
print(solutions[0])

# A diagonal (X) Sudoku, drawn.
print(dlx.sudoku.solve("9..1.5..8.............4......5...8...........69.....34.........47..5..23.627.148.",
                       diagonal=True, pretty=True))

# New puzzles, reproducible from their seed, graded by the techniques a person would need.
made = dlx.sudoku.generate(3, seed=2024, symmetry="rotational")
for puzzle in made:
    grade = dlx.sudoku.grade(puzzle.puzzle)
    print(f"{puzzle.puzzle}  {puzzle.clues} clues, {grade.level}")
    assert dlx.sudoku.count(puzzle.puzzle, limit=2) == 1
    assert dlx.sudoku.solve(puzzle.puzzle) == puzzle.solution
print(f"{len(made)} generated puzzles, each with one solution")
