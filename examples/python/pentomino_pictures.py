"""Pentomino tilings from Python: count them, draw one, write an SVG picture.

    PYTHONPATH=build/release/python python3 examples/python/pentomino_pictures.py [PICTURE.svg]
"""

import sys

import dlx

total = dlx.polyomino.count("scott")
distinct = dlx.polyomino.tile("scott", distinct=True)
print(f"{total} tilings of scott, {len(distinct)} up to symmetry")  # Dana Scott, 1958

first = distinct[0]
print(first)
for placement in first.placements[:3]:
    print(f"  {placement.piece} covers {placement.cells}")

path = sys.argv[1] if len(sys.argv) > 1 else "scott.svg"
with open(path, "w") as picture:
    picture.write(dlx.polyomino.svg(distinct[:12]))
print(f"the first 12 distinct tilings drawn in {path}")

# Boards and pieces may be drawn as text too: a ring of 16 cells, and two copies each of an L
# and a T tetromino drawn with letters A and B.
ring = """\
XXXXXX
XX..XX
XXXXXX
"""
pieces = """\
AAA BBB
A.. .B.
"""
tilings = dlx.polyomino.tile(ring, pieces, copies=2)
print(f"{len(tilings)} tilings of the ring, the first:")
print(tilings[0])
