#!/usr/bin/env bash
# Identical copies of a piece (issue 18): `dlx polyomino --copies` beside the plain exact-cover
# file a person would write by hand (one primary item per cell, one option per placement, no
# piece items), run with `dlx exact`. Both count the same tilings; the encoder should take the
# plain file's time.
#
#   bench/copies_vs_plain.sh [DLX] [ROUNDS]      (defaults: build/release/dlx, 3)
#
# The plain files and the Aztec diamond boards are written by the Python below into a temporary
# folder (deterministic). Each round runs every command once, in turn, so that a slow spell of the
# shared machine falls on all of them; the table gives the median of the rounds' wall times and
# the counts, which must agree (exit 1 otherwise). One thread throughout.
set -euo pipefail
cd "$(dirname "$0")/.."
dlx=${1:-build/release/dlx}
rounds=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PYTHON'
import sys
work = sys.argv[1]

def aztec(n):
    width = 2 * n
    rows = []
    for k in list(range(1, n + 1)) + list(range(n, 0, -1)):
        pad = (width - 2 * k) // 2
        rows.append('.' * pad + 'X' * (2 * k) + '.' * pad)
    return rows

def images(drawing):
    cells = [(r, c) for r, row in enumerate(drawing.split('|')) for c, ch in enumerate(row)
             if ch == '#']
    found = set()
    for motion in range(8):
        moved = [(r, -c) for r, c in cells] if motion >= 4 else cells
        for _ in range(motion % 4):
            moved = [(c, -r) for r, c in moved]
        top = min(r for r, _ in moved)
        left = min(c for _, c in moved)
        found.add(tuple(sorted((r - top, c - left) for r, c in moved)))
    return found

def plain(rows, shapes, path):
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != '.']
    inside = set(cells)
    options = set()
    for r, c in cells:
        for shape in shapes:
            placed = tuple(sorted((r + dr, c + dc) for dr, dc in shape))
            if all(cell in inside for cell in placed):
                options.add(placed)
    with open(path, 'w') as out:
        out.write(' '.join(f'r{r}c{c}' for r, c in cells) + '\n')
        for option in sorted(options):
            out.write(' '.join(f'r{r}c{c}' for r, c in option) + '\n')

domino = images('##')
pentominoes = set()
for drawing in ['.##|##.|.#.', '#####', '####|#...', '##..|.###', '##|##|#.', '###|.#.|.#.',
                '#.#|###', '#..|#..|###', '#..|##.|.##', '.#.|###|.#.', '####|.#..',
                '##.|.#.|.##']:
    pentominoes |= images(drawing)
with open(f'{work}/aztec5.txt', 'w') as out:
    out.write('\n'.join(aztec(5)) + '\n')
plain(aztec(5), domino, f'{work}/aztec5.dlx')
plain(['X' * 8] * 8, domino, f'{work}/dominoes8x8.dlx')
plain(['X' * 5] * 5, pentominoes, f'{work}/pentominoes5x5.dlx')
PYTHON

names=("Aztec diamond 5, 30 dominoes" "8x8, 32 dominoes" "5x5, 5 copies of the pentominoes")
encoder=("polyomino $work/aztec5.txt --pieces dominoes --copies 30"
         "polyomino 8x8 --pieces dominoes --copies 32"
         "polyomino 5x5 --copies 5 --at-most-once")
plainfile=("$work/aztec5.dlx" "$work/dominoes8x8.dlx" "$work/pentominoes5x5.dlx")

# run COMMAND...: prints "COUNT SECONDS"
run() {
  local start end out
  start=$(date +%s.%N)
  out=$("$dlx" "$@" --count --threads 1 --quiet)
  end=$(date +%s.%N)
  echo "${out%% *} $(echo "$end - $start" | bc -l)"
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "| input | tilings | dlx polyomino (s) | plain file, dlx exact (s) | ratio |"
echo "|---|---|---|---|---|"
status=0
for k in "${!names[@]}"; do
  enc_times=() plain_times=()
  for ((round = 0; round < rounds; ++round)); do
    # shellcheck disable=SC2086
    read -r enc_count enc_time < <(run ${encoder[$k]})
    read -r plain_count plain_time < <(run exact "${plainfile[$k]}")
    enc_times+=("$enc_time") plain_times+=("$plain_time")
    if [[ "$enc_count" != "$plain_count" ]]; then
      echo "MISMATCH on ${names[$k]}: $enc_count against $plain_count" >&2
      status=1
    fi
  done
  enc=$(printf '%s\n' "${enc_times[@]}" | median)
  pla=$(printf '%s\n' "${plain_times[@]}" | median)
  printf '| %s | %s | %.3f | %.3f | %.2f |\n' "${names[$k]}" "$enc_count" "$enc" "$pla" \
    "$(echo "$enc / $pla" | bc -l)"
done
echo
echo "$($dlx --version 2>/dev/null | head -1), $rounds rounds, medians of wall time, one thread"
exit $status
