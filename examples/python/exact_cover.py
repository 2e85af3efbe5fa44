"""Exact cover from Python: Knuth's first example, domino tilings, colors, the minimum cover.

Run with the module on the path, e.g.  PYTHONPATH=build/release/python python3 examples/python/exact_cover.py
"""

import itertools

import dlx

# Knuth's example (TAOCP 7.2.2.1, (6)): seven items, six options, one exact cover.
knuth = dlx.Problem.from_dlx("""\
a b c d e f g
c e
a d g
b c f
a d f
b g
d e g
""")
solver = dlx.Solver(knuth)
solution = solver.first()
print("Knuth's example:", " / ".join(knuth.option_text(o) for o in sorted(solution)))
assert solver.unique()


def domino_tilings(width, height):
    """A domino covers two neighbouring cells: one primary item per cell, one option per domino."""
    problem = dlx.Problem(primary=[f"{r},{c}" for r in range(height) for c in range(width)])
    for r in range(height):
        for c in range(width):
            if c + 1 < width:
                problem.add_option([f"{r},{c}", f"{r},{c + 1}"])
            if r + 1 < height:
                problem.add_option([f"{r},{c}", f"{r + 1},{c}"])
    return problem


board = domino_tilings(4, 4)
solver = dlx.Solver(board)
print(f"{solver.count()} domino tilings of the 4 x 4 board")

# The solutions come lazily: the search pauses after each one until the next is asked for.
big = dlx.Solver(domino_tilings(8, 8))
with big.solutions() as tilings:
    first_three = list(itertools.islice(tilings, 3))
    print(f"8 x 8: 3 tilings taken after {tilings.stats.nodes} search nodes")
estimate = big.estimate(probes=2000, seed=1)
print(f"8 x 8: about {estimate.solutions:.3g} tilings (Knuth's estimate; 12,988,816 exactly)")

# Colors: a secondary item may be shared by options that give it the same color. Knuth's
# example (TAOCP 7.2.2.1, (49)): x and y are secondary; its only solution is "q x:A" with
# "p r x:A y".
colored = dlx.Problem.from_dlx("""\
p q r | x y
p q x y:A
p r x:A y
p x:B
q x:A
r y:B
""")
plans = list(dlx.Solver(colored).solutions())
print("colors:", [" / ".join(colored.option_text(o) for o in plan) for plan in plans])
assert len(plans) == 1 and dlx.verify_solution(colored, plans[0]) is None

# Minimum cover: the fewest options that cover every item at least once (here: the fewest
# queens that attack or occupy every square of a 5 x 5 board).
n = 5
squares = [(r, c) for r in range(n) for c in range(n)]
domination = dlx.Problem(primary=[f"{r}{c}" for r, c in squares])
for r, c in squares:
    domination.add_option([f"{i}{j}" for i, j in squares
                           if i == r or j == c or i - j == r - c or i + j == r + c])
cover = dlx.MinimumCoverSolver(domination)
queens = [squares[o] for o in cover.first()]
print(f"{cover.minimum()} queens dominate the 5 x 5 board, e.g. at {queens}")
