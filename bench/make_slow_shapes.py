#!/usr/bin/env python3
"""Puzzles of the shapes where dlx was slowest beside ISS, made from solved grids (issue 41 point 4).

    bench/make_slow_shapes.py [--iss DIR | --dlx build/release/dlx] [--seed N] [--count K]
                              [--out bench/variant_sudoku/slow_shapes.jsonl]

ISS's collections hold few puzzles whose only rules are two-cell thermometers or outside
skyscraper clues on an empty grid, where an exact-cover model deduces little per node. This
makes more: from a random solved grid (9x9 with 3x3 boxes, 6x6 with 2x3), it orders the grid's
possible clues at random (every orthogonally adjacent pair as a two-cell thermometer from the
smaller digit; every row's and column's skyscraper counts from either side), and keeps the
shortest prefix of that order under which the solution is unique. Uniqueness is monotone in the
prefix (a clue only removes solutions), so a binary search finds it with a few checks; givens
follow the shape's clues in the order, for grids where all of those are not enough (all 36
skyscraper clues of a 9x9 often leave two solutions). Then each clue in turn, givens first, goes
where the solution stays unique without it. The
checker is ISS (--iss, a checkout made outside this project) when given, else dlx; a check not
settled within --check-limit counts as not unique, so the prefix found is one the checker proves.
The output has the collection's form (name, input as an ISS constraint string, solution, types,
shape), for `bench/vs_iss.py --data`. The same seed gives the same grids and orders; the prefix
found depends on the checker.
"""
import argparse, json, os, random, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SHAPES = {9: (3, 3), 6: (2, 3)}  # size: (box rows, box columns)


def solved_grid(n, rng):
    """A random solved n x n Sudoku, by backtracking in a random order of digits."""
    box_rows, box_cols = SHAPES[n]
    grid = [0] * (n * n)

    def allowed(cell, v):
        r, c = divmod(cell, n)
        br, bc = r - r % box_rows, c - c % box_cols
        return all(grid[r * n + k] != v and grid[k * n + c] != v for k in range(n)) and all(
            grid[(br + i) * n + bc + j] != v for i in range(box_rows) for j in range(box_cols))

    def fill(cell):
        if cell == n * n:
            return True
        for v in rng.sample(range(1, n + 1), n):
            if allowed(cell, v):
                grid[cell] = v
                if fill(cell + 1):
                    return True
        grid[cell] = 0
        return False

    fill(0)
    return grid


def name(cell, n):
    return f"R{cell // n + 1}C{cell % n + 1}"


def thermo_clues(grid, n):
    clues = []
    for cell in range(n * n):
        r, c = divmod(cell, n)
        for other in ([cell + 1] if c + 1 < n else []) + ([cell + n] if r + 1 < n else []):
            low, high = (cell, other) if grid[cell] < grid[other] else (other, cell)
            clues.append(f"Thermo~{name(low, n)}~{name(high, n)}")
    return clues


def seen(heights):
    count, top = 0, 0
    for h in heights:
        if h > top:
            count, top = count + 1, h
    return count


def skyscraper_clues(grid, n):
    clues = []
    for k in range(n):
        row = grid[k * n:(k + 1) * n]
        column = grid[k::n]
        clues.append(f"Skyscraper~R{k + 1}~{seen(row)}~")
        clues.append(f"Skyscraper~R{k + 1}~~{seen(row[::-1])}")
        clues.append(f"Skyscraper~C{k + 1}~{seen(column)}~")
        clues.append(f"Skyscraper~C{k + 1}~~{seen(column[::-1])}")
    return clues


def given_clues(grid, n):
    return [f"~{name(cell, n)}_{grid[cell]}" for cell in range(n * n)]


def puzzle_text(n, clues):
    rules = [clue for clue in clues if not clue.startswith('~')]
    givens = [clue for clue in clues if clue.startswith('~')]
    return ((".Shape~6x6" if n == 6 else "") + "".join("." + clue for clue in rules) +
            ("." + "".join(givens) if givens else ""))


def unique_by_iss(iss, text, limit):
    with tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False) as f:
        f.write(text)
        path = f.name
    try:
        run = subprocess.run(['node', 'tools/perf/benchmark_puzzles.js', '--max-backtracks', 'none',
                              '--input-file', path, '--json'], cwd=iss, capture_output=True,
                             text=True, timeout=limit)
        return json.loads(run.stdout)[0]['status'] == 'unique'
    except (subprocess.TimeoutExpired, ValueError, KeyError, IndexError):
        return False
    finally:
        os.unlink(path)


def unique_by_dlx(dlx, text, limit):
    run = subprocess.run([dlx, 'sudoku', '-', '--unique', '--json', '--threads', '1',
                          '--time-limit', str(limit)], input=text + '\n', capture_output=True,
                         text=True)
    for line in run.stdout.splitlines():
        try:
            if json.loads(line).get('verdict') == 'unique':
                return True
        except ValueError:
            continue
    return False


def shortest_unique_prefix(clues, low, is_unique):
    """The fewest clues of `clues`' order (at least `low`) under which the solution is unique, or
    None when all of them are not enough."""
    high = len(clues)
    if not is_unique(clues):
        return None
    while low < high:
        middle = (low + high) // 2
        if is_unique(clues[:middle]):
            high = middle
        else:
            low = middle + 1
    return high


def without_needless(clues, is_unique):
    """Each clue in turn, givens first, left out where the solution stays unique without it."""
    kept = list(clues)
    for clue in sorted(clues, key=lambda c: not c.startswith('~')):
        fewer = [c for c in kept if c != clue]
        if is_unique(fewer):
            kept = fewer
    return kept


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--iss', default=os.environ.get('ISS_DIR'))
    parser.add_argument('--dlx', default=os.path.join(HERE, '..', 'build', 'release', 'dlx'))
    parser.add_argument('--seed', type=int, default=41)
    parser.add_argument('--count', type=int, default=4, help='puzzles per shape and grid size')
    parser.add_argument('--check-limit', type=float, default=30)
    parser.add_argument('--out', default=os.path.join(HERE, 'variant_sudoku',
                                                      'slow_shapes.jsonl'))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    checker = ('ISS', lambda text: unique_by_iss(args.iss, text, args.check_limit)) if args.iss \
        else ('dlx', lambda text: unique_by_dlx(args.dlx, text, args.check_limit))
    kinds = [('two-cell thermometers', 'Thermo', thermo_clues),
             ('skyscrapers', 'Skyscraper', skyscraper_clues)]
    with open(args.out, 'w') as out:
        for n in (9, 6):
            for title, iss_type, make in kinds:
                for k in range(args.count):
                    grid = solved_grid(n, rng)
                    clues = make(grid, n)
                    givens = given_clues(grid, n)
                    rng.shuffle(clues)
                    rng.shuffle(givens)
                    is_unique = lambda some: checker[1](puzzle_text(n, some))
                    # Givens only after every clue of the shape, where those are not enough.
                    length = shortest_unique_prefix(clues + givens, n, is_unique)
                    kept = without_needless((clues + givens)[:length], is_unique)
                    count = sum(1 for c in kept if not c.startswith('~'))
                    entry = {'name': f"{title} {n}x{n} {k + 1} (seed {args.seed}, {count} clues, "
                                     f"{len(kept) - count} givens)",
                             'input': puzzle_text(n, kept),
                             'solution': ''.join(map(str, grid)),
                             'types': sorted([iss_type] + (['Shape'] if n == 6 else []) +
                                             (['Given'] if len(kept) > count else [])),
                             'shape': {'rows': n, 'cols': n, 'numValues': n, 'valueOffset': 0,
                                       'gridType': 'Sudoku'},
                             'src': [f"bench/make_slow_shapes.py --seed {args.seed}, checked by "
                                     f"{checker[0]}"]}
                    out.write(json.dumps(entry) + '\n')
                    out.flush()
                    print(entry['name'], file=sys.stderr)


if __name__ == '__main__':
    sys.exit(main())
