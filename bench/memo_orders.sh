#!/usr/bin/env bash
# The memo benchmark (issue 40): memoized counts of every family the cache serves or must leave
# alone, by dlx with the item order `auto` (the default flags: `--memo auto --memo-order auto`),
# `frontier` and `mrv` (`--memo on`), and by Knuth's DLX6 (Algorithm Z) on the same DLX file.
#
#   bench/memo_orders.sh [DLX] [ROUNDS] [LIMIT]     (defaults: build/release/dlx, 3, 60 s of CPU)
#   DLX_KNUTH_BIN=/path/to/knuth/bin bench/memo_orders.sh
#
# Families: domino tilings of square boards (8 to 16) and of Aztec diamonds (orders 8 to 16; 2^78
# tilings at order 12), Project Euler 161 (9x12 by straight and L trominoes) and TAOCP 7.1.4's
# 8x8 by monominoes, dominoes and trominoes (both written by `dlx polyomino --emit-dlx`), proper
# 3-colorings of grids (secondary items with colors), Langford pairs and queens (where the cache
# does not pay: `auto` must keep the plain count's speed there).
#
# DLX6 is taken from the folder DLX_KNUTH_BIN names (docs/building.md, "Other people's
# programs"), never built here; without it, its column says so. It writes its ZDD on standard
# output (to /dev/null here) and "Altogether N solutions" on standard error, N modulo 2^64.
#
# The files are written (deterministically) into $MEMO_BENCH_DIR (default build/memo_bench) and
# kept, so that each row's commands, printed under the table, can be run again by hand;
# MEMO_BENCH_FILES="aztec10 aztec12" runs those rows alone. Each round runs every program on every
# file in turn, each within LIMIT seconds of CPU time (`ulimit -t`: a limit of wall time cut short,
# on a loaded machine, runs that end in time on an idle one); a run past it is not run again ("-").
# A cell is the median over the rounds of the whole process's CPU time (user + system: a machine
# shared with other work inflates wall time much more than CPU time), then its wall time in
# brackets. The ratios are of CPU times: `auto/best`, dlx auto over the faster of frontier and mrv
# (the rule's target: at most 1.5); `DLX6/auto` (the target: at least 2). Every count must agree
# (dlx's exactly, DLX6's modulo 2^64): the script exits 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
dlx=${1:-build/release/dlx}
rounds=${2:-3}
limit=${3:-60}
files_dir=${MEMO_BENCH_DIR:-build/memo_bench}
[[ -x $dlx ]] || { echo "no $dlx: build it first (scripts/build dlx)" >&2; exit 2; }
mkdir -p "$files_dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

dlx6=""
if [[ -z ${DLX_KNUTH_BIN:-} ]]; then
  echo "note: DLX_KNUTH_BIN is not set: DLX6 is skipped (docs/building.md, \"Other people's programs\")" >&2
elif [[ ! -x $DLX_KNUTH_BIN/dlx6 ]]; then
  echo "note: DLX_KNUTH_BIN=$DLX_KNUTH_BIN has no executable dlx6: DLX6 is skipped" >&2
else
  dlx6=$(realpath -- "$DLX_KNUTH_BIN/dlx6")
fi

python3 - "$files_dir" <<'PYTHON'
import sys
folder = sys.argv[1]

def write(name, primary, secondary, options):
    with open(f"{folder}/{name}.dlx", "w") as out:
        out.write(" ".join(primary) + (" | " + " ".join(secondary) if secondary else "") + "\n")
        for option in options:
            out.write(" ".join(option) + "\n")

def dominoes(name, cells):
    cells = sorted(cells)
    inside = set(cells)
    options = [(f"{r}_{c}", f"{r + dr}_{c + dc}") for r, c in cells
               for dr, dc in ((0, 1), (1, 0)) if (r + dr, c + dc) in inside]
    write(name, [f"{r}_{c}" for r, c in cells], [], options)

for n in (8, 10, 12, 14, 16):
    dominoes(f"board{n}", [(r, c) for r in range(n) for c in range(n)])
for n in (8, 10, 12, 14, 16):  # the Aztec diamond of order n: 2n(n+1) cells, 2^(n(n+1)/2) tilings
    dominoes(f"aztec{n}", [(r, c) for r in range(2 * n) for c in range(2 * n)
                           if abs(2 * (r - n) + 1) + abs(2 * (c - n) + 1) <= 2 * n])

# Proper 3-colorings of a grid: a cell takes a color (its secondary item, colored); an edge takes
# a pair of different colors, which must agree with its cells'.
def coloring(name, rows, columns):
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    edges = [((r, c), (r + dr, c + dc)) for r, c in cells for dr, dc in ((0, 1), (1, 0))
             if r + dr < rows and c + dc < columns]
    primary = [f"v{r}_{c}" for r, c in cells] + [f"e{k}" for k in range(len(edges))]
    options = [(f"v{r}_{c}", f"c{r}_{c}:{k}") for r, c in cells for k in range(3)]
    for k, ((r, c), (s, t)) in enumerate(edges):
        options += [(f"e{k}", f"c{r}_{c}:{a}", f"c{s}_{t}:{b}")
                    for a in range(3) for b in range(3) if a != b]
    write(name, primary, [f"c{r}_{c}" for r, c in cells], options)

coloring("color6x6", 6, 6)
coloring("color7x8", 7, 8)
coloring("color8x8", 8, 8)

# Langford pairs of 1..n: items the numbers and the 2n places, an option per placement.
def langford(name, n):
    options = [(f"n{i}", f"p{j}", f"p{j + i + 1}") for i in range(1, n + 1)
               for j in range(2 * n - i - 1)]
    write(name, [f"n{i}" for i in range(1, n + 1)] + [f"p{j}" for j in range(2 * n)], [], options)

langford("langford11", 11)
langford("langford12", 12)

# n queens: rows and columns primary, the diagonals secondary.
def queens(name, n):
    options = [(f"r{r}", f"c{c}", f"a{r + c}", f"b{r - c + n - 1}")
               for r in range(n) for c in range(n)]
    write(name, [f"r{k}" for k in range(n)] + [f"c{k}" for k in range(n)],
          [f"a{k}" for k in range(2 * n - 1)] + [f"b{k}" for k in range(2 * n - 1)], options)

queens("queens12", 12)
queens("queens13", 13)
PYTHON
"$dlx" polyomino 9x12 --pieces trominoes --copies 36 --at-most-once --emit-dlx \
  >"$files_dir/trominoes9x12.dlx" 2>/dev/null
"$dlx" polyomino 8x8 --pieces monominoes,dominoes,trominoes --copies any --emit-dlx \
  >"$files_dir/mixed8x8.dlx" 2>/dev/null

all_files="board8 board10 board12 board14 board16 aztec8 aztec10 aztec12 aztec14 aztec16
  trominoes9x12 mixed8x8 color6x6 color7x8 color8x8 langford11 langford12 queens12 queens13"
read -r -a files <<<"$(echo ${MEMO_BENCH_FILES:-$all_files})"  # MEMO_BENCH_FILES: some rows only
programs=(auto frontier mrv dlx6)

# The command of a program on a file, as the table's footnotes print it.
command_of() {
  local program=$1 file=$files_dir/$2.dlx
  case $program in
    auto) echo "$dlx exact --count --threads 1 $file" ;;
    frontier | mrv) echo "$dlx exact --count --threads 1 --memo on --memo-order $program $file" ;;
    dlx6) echo "\$DLX_KNUTH_BIN/dlx6 < $file > /dev/null" ;;
  esac
}

# Runs a program on a file within the limit; prints "CPU WALL COUNT" ("- - -" past it).
run() {
  local program=$1 file=$files_dir/$2.dlx times status=0
  TIMEFORMAT='%U %S %R'
  if [[ $program == dlx6 ]]; then
    times=$( { time (ulimit -t "$limit"; "$dlx6" <"$file" >/dev/null 2>"$work/err"); } 2>&1 ) ||
      status=$?
    [[ $status == 0 ]] || { echo "- - -"; return; }
    count=$(grep -oE 'Altogether [0-9]+' "$work/err" | grep -oE '[0-9]+')
  else
    local flags=()
    [[ $program != auto ]] && flags=(--memo on --memo-order "$program")
    times=$( { time (ulimit -t "$limit"; "$dlx" exact --count --threads 1 "${flags[@]}" \
      "$file" >"$work/out" 2>/dev/null); } 2>&1 ) || status=$?
    [[ $status == 0 ]] || { echo "- - -"; return; }
    count=$(grep -oE '^[0-9]+' "$work/out" | head -1)
  fi
  read -r user system wall <<<"$times"
  echo "$(echo "$user + $system" | bc) $wall $count"
}

declare -A cpu wall counts
for ((round = 0; round < rounds; round++)); do
  for file in "${files[@]}"; do
    for program in "${programs[@]}"; do
      key=$file/$program
      [[ $program == dlx6 && -z $dlx6 ]] && continue
      [[ ${counts[$key]:-} == - ]] && continue  # past the limit once: not again
      read -r c w n <<<"$(run "$program" "$file")"
      cpu[$key]+="$c "
      wall[$key]+="$w "
      counts[$key]=$n
    done
  done
done

median() {  # of the numbers given; "-" if any is "-" or none is given
  python3 -c 'import sys, statistics
v = sys.argv[1:]
print("-" if not v or "-" in v else f"{statistics.median(float(x) for x in v):.3f}")' "$@"
}
cell() {
  local c w
  c=$(median ${cpu[$1]:-})
  w=$(median ${wall[$1]:-})
  [[ $c == - ]] && { echo "-"; return; }
  echo "$c ($w)"
}
ratio() {
  python3 -c 'import sys
a, b = sys.argv[1], sys.argv[2]
print("-" if "-" in (a, b) or float(b) == 0 else f"{float(a) / float(b):.2f}")' "$1" "$2"
}

status=0
echo "CPU seconds (wall seconds), median of $rounds rounds, one thread, limit $limit s of CPU;" \
  "$($dlx --version 2>/dev/null | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| file | count | dlx auto | dlx frontier | dlx mrv | DLX6 | auto/best | DLX6/auto |"
echo "|---|---|---|---|---|---|---|---|"
for file in "${files[@]}"; do
  count=-
  for program in auto frontier mrv; do
    other=${counts[$file/$program]:--}
    [[ $other == - ]] && continue
    if [[ $count == - ]]; then count=$other
    elif [[ $other != "$count" ]]; then count="$count MISMATCH ($program: $other)"; status=1; fi
  done
  knuth=${counts[$file/dlx6]:--}
  if [[ $knuth != - && $count != - ]]; then
    if [[ $(python3 -c "print(int('${count%% *}') % 2**64 == int('$knuth'))") != True ]]; then
      count="$count MISMATCH (DLX6: $knuth)"; status=1
    fi
  fi
  auto=$(median ${cpu[$file/auto]:-})
  best=$(python3 -c 'import sys
v = [float(x) for x in sys.argv[1:] if x != "-"]
print(min(v) if v else "-")' "$(median ${cpu[$file/frontier]:-})" "$(median ${cpu[$file/mrv]:-})")
  if [[ -z $dlx6 ]]; then knuth_cell="(DLX_KNUTH_BIN unset)"; else knuth_cell=$(cell "$file/dlx6"); fi
  echo "| $file | $count | $(cell "$file/auto") | $(cell "$file/frontier") | $(cell "$file/mrv") |" \
    "$knuth_cell | $(ratio "$auto" "$best") | $(ratio "$(median ${cpu[$file/dlx6]:-})" "$auto") |"
done
echo
echo "Commands (the files are in $files_dir):"
for file in "${files[@]}"; do
  for program in "${programs[@]}"; do echo "    $(command_of "$program" "$file")"; done
done
exit $status
