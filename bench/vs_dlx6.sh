#!/usr/bin/env bash
# Memoized counting (issue 29) beside Knuth's DLX6 (Algorithm Z), on the same DLX files: domino
# tilings of square boards and of Aztec diamonds, proper 3-colorings of grids (secondary items
# with colors), and cases where the cache does not help (queens, the 6x10 pentominoes, Langford
# pairs), which `--memo auto` must leave at the plain count's speed; and Project Euler 161 (the
# 9x12 board by straight and L trominoes).
#
#   bench/vs_dlx6.sh [DLX] [ROUNDS] [TIMEOUT]     (defaults: build/dlx, 3, 120 s)
#
# DLX6 is taken from the folder DLX_KNUTH_BIN names (bench/other_programs.sh; without it, dlx runs
# alone, saying so), never built here; as published it allocates some 24 GiB: docs/building.md,
# "Other people's programs", says how it is made smaller. It writes its ZDD on standard output (sent to /dev/null here, so its time includes writing it) and ends
# with "Altogether N solutions" on standard error, N modulo 2^64. The files are written by the
# Python below (deterministic), and one by `dlx polyomino --emit-dlx`; the queens and pentomino
# files are the anchors' inputs. Each round runs every program once, in turn; the table gives
# the median wall time of the rounds, one thread throughout, and dlx's count, which must agree
# with DLX6's modulo 2^64 (exit 1 otherwise). "-" is a run that passed the timeout.
set -euo pipefail
source "$(dirname "$0")/other_programs.sh"
cd "$(dirname "$0")/.."
dlx=${1:-build/dlx}
rounds=${2:-3}
limit=${3:-120}
anchors=../shared/anchors
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

dlx6=$(knuth_program dlx6)

python3 - "$work" <<'PYTHON'
import sys
work = sys.argv[1]

def write(name, primary, secondary, options):
    with open(f"{work}/{name}.dlx", "w") as out:
        out.write(" ".join(primary) + (" | " + " ".join(secondary) if secondary else "") + "\n")
        for option in options:
            out.write(" ".join(option) + "\n")

def dominoes(name, cells):
    cells = sorted(cells)
    inside = set(cells)
    options = []
    for r, c in cells:
        for dr, dc in ((0, 1), (1, 0)):
            if (r + dr, c + dc) in inside:
                options.append((f"{r}_{c}", f"{r + dr}_{c + dc}"))
    write(name, [f"{r}_{c}" for r, c in cells], [], options)

for n in (8, 10, 12, 14):
    dominoes(f"board{n}", [(r, c) for r in range(n) for c in range(n)])
for n in (8, 12, 16, 20):
    dominoes(f"aztec{n}", [(r, c) for r in range(2 * n) for c in range(2 * n)
                           if abs(2 * (r - n) + 1) + abs(2 * (c - n) + 1) <= 2 * n])

# Proper 3-colorings of a rows x columns grid: a cell takes a color (secondary item c<cell>
# colored with it); an edge takes a pair of different colors, which must agree with its cells'.
def coloring(name, rows, columns):
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    edges = [((r, c), (r + dr, c + dc)) for r, c in cells for dr, dc in ((0, 1), (1, 0))
             if r + dr < rows and c + dc < columns]
    primary = [f"v{r}_{c}" for r, c in cells] + [f"e{k}" for k in range(len(edges))]
    secondary = [f"c{r}_{c}" for r, c in cells]
    options = [(f"v{r}_{c}", f"c{r}_{c}:{k}") for r, c in cells for k in range(3)]
    for k, ((r, c), (s, t)) in enumerate(edges):
        options += [(f"e{k}", f"c{r}_{c}:{a}", f"c{s}_{t}:{b}")
                    for a in range(3) for b in range(3) if a != b]
    write(name, primary, secondary, options)

coloring("color6x6", 6, 6)
coloring("color8x8", 8, 8)

# Langford pairs of 1..n: items the numbers and the 2n places, an option per placement.
def langford(name, n):
    options = [(f"n{i}", f"p{j}", f"p{j + i + 1}") for i in range(1, n + 1)
               for j in range(2 * n - i - 1)]
    write(name, [f"n{i}" for i in range(1, n + 1)] + [f"p{j}" for j in range(2 * n)], [], options)

langford("langford12", 12)
PYTHON
cp "$anchors/inputs/queens13.dlx" "$anchors/inputs/pentomino6x10.dlx" "$work/"
# Project Euler 161: the 9x12 board tiled by straight and L trominoes, written by dlx's encoder.
"$dlx" polyomino 9x12 --pieces trominoes --copies 36 --at-most-once --emit-dlx \
  >"$work/trominoes9x12.dlx" 2>/dev/null
# TAOCP 7.1.4's count, 8x8 by monominoes, dominoes and trominoes (any number of each), in the
# model the polyomino command writes: 64 cells, 468 placements.
"$dlx" polyomino 8x8 --pieces monominoes,dominoes,trominoes --copies any --emit-dlx \
  >"$work/mixed8x8.dlx"

files=(board8 board10 board12 board14 aztec8 aztec12 aztec16 aztec20 color6x6 color8x8
       trominoes9x12 mixed8x8 queens13 pentomino6x10 langford12)
# The files a plain count finishes in reasonable time (the others have 10^11 solutions and more).
plain_too=" board8 aztec8 color6x6 queens13 pentomino6x10 langford12 "

# Runs a command with the timeout; prints "SECONDS COUNT" ("- -" past the timeout).
run_dlx() {
  local file=$1 memo=$2 start end out
  start=$(date +%s.%N)
  if out=$(timeout "$limit" "$dlx" exact --count --threads 1 --memo "$memo" "$work/$file.dlx" 2>/dev/null); then
    end=$(date +%s.%N)
    echo "$(echo "$end - $start" | bc) $(echo "$out" | grep -oE '^[0-9]+' | head -1)"
  else
    echo "- -"
  fi
}
run_dlx6() {
  local file=$1 start end err
  [[ -n $dlx6 ]] || { echo "- -"; return; }
  start=$(date +%s.%N)
  if err=$(timeout "$limit" "$dlx6" < "$work/$file.dlx" 2>&1 >/dev/null); then
    end=$(date +%s.%N)
    echo "$(echo "$end - $start" | bc) $(echo "$err" | grep -oE 'Altogether [0-9]+' | grep -oE '[0-9]+')"
  else
    echo "- -"
  fi
}

declare -A times counts
for ((round = 0; round < rounds; round++)); do
  for file in "${files[@]}"; do
    for program in auto off dlx6; do
      if [[ $program == off && $plain_too != *" $file "* ]]; then
        times[$file/off]+="- "; counts[$file/off]="-"; continue
      fi
      if [[ $program == dlx6 ]]; then result=$(run_dlx6 "$file"); else result=$(run_dlx "$file" "$program"); fi
      times[$file/$program]+="${result% *} "
      counts[$file/$program]=${result#* }
    done
  done
done

median() {
  python3 -c 'import sys, statistics
v = [float(x) for x in sys.argv[1:] if x != "-"]
print(f"{statistics.median(v):.3f} s" if len(v) == len(sys.argv[1:]) and v else "-")' $1
}

status=0
echo "| file | count (dlx) | dlx --memo auto | dlx --memo off | DLX6 | DLX6's count |"
echo "|---|---|---|---|---|---|"
for file in "${files[@]}"; do
  count=${counts[$file/auto]}
  [[ $count == - ]] && count=${counts[$file/off]}
  knuth=${counts[$file/dlx6]}
  agree=""
  for other in "${counts[$file/off]}" "$knuth"; do
    [[ $other == - || $count == - ]] && continue
    if [[ $(python3 -c "print(int('$count') % 2**64 == int('$other') % 2**64)") != True ]]; then
      agree=" MISMATCH"; status=1
    fi
  done
  [[ $knuth != - && $count != - && $knuth != "$count" ]] && knuth="$knuth (mod 2^64)"
  echo "| $file | $count$agree | $(median "${times[$file/auto]}") | $(median "${times[$file/off]}") | $(median "${times[$file/dlx6]}") | $knuth |"
done
exit $status
