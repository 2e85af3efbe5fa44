#!/usr/bin/env bash
# Polycubes (issue 18): Soma, the pentacube boxes and the Bedlam cube with `dlx polycube`, and the
# Soma model as Knuth's POLYCUBE-DLX writes it, run by `dlx exact` and by Knuth's DLX1.
#
#   bench/polycube_bench.sh [BUILD] [ROUNDS] [--with-bedlam]
#       BUILD   the Release build folder (default build/release: its dlx and
#               bench/polycube_model_dlx)
#       ROUNDS  timed runs of each quick command, interleaved (default 5); the pentacube boxes
#               and Bedlam run once
#
# Each line of the table is a whole program run as a user runs it (reading, building the model,
# searching, printing), timed by /usr/bin/time: the median wall time and the median user CPU
# time of the rounds. The machine is shared, so the CPU time is the steadier figure; rounds run
# the commands of a group in turn (A B C A B C ...) so that a slow spell falls on all of them.
# Every count is checked against the published one; a mismatch makes the exit status 1.
#
# Knuth's DLX1 is taken from the folder DLX_KNUTH_BIN names (bench/other_programs.sh), as
# bench/vs_knuth takes it; without it, its line is left out, saying so. Its code is not in this
# project, nor a recipe that builds it.
set -euo pipefail
source "$(dirname "$0")/other_programs.sh"
cd "$(dirname "$0")/.."
build=${1:-build/release}
rounds=${2:-5}
with_bedlam=no
[[ "${3:-}" == "--with-bedlam" ]] && with_bedlam=yes
dlx=$build/dlx
emit=$build/bench/polycube_model_dlx
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

"$emit" soma soma > "$work/soma.dlx"
dlx1=$(knuth_program dlx1)

# timed NAME EXPECTED COMMAND...: appends "wall user" to $work/NAME.times; checks the count
# (the first number dlx prints, or DLX1's "Altogether N solutions").
timed() {
  local name=$1 expected=$2
  shift 2
  local out
  out=$(/usr/bin/time -f "TIME %e %U" "$@" 2>&1)
  local count
  count=$(grep -oE '^[0-9]+ solutions|Altogether [0-9]+ solutions' <<< "$out" | grep -oE '[0-9]+' |
          head -1)
  if [[ "$count" != "$expected" ]]; then
    echo "MISMATCH: $name counted ${count:-nothing}, expected $expected" >&2
    status=1
  fi
  grep -E '^TIME' <<< "$out" | awk '{print $2, $3}' >> "$work/$name.times"
}
median() {  # column K of the file
  awk -v k="$2" '{print $k}' "$1" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
row() {  # NAME LABEL COUNT
  printf '| %s | %s | %s | %s |\n' "$2" "$3" "$(median "$work/$1.times" 1)" \
    "$(median "$work/$1.times" 2)"
}

for ((round = 0; round < rounds; ++round)); do
  timed soma_all 11520 "$dlx" polycube soma --count --threads 1
  timed soma_distinct 240 "$dlx" polycube soma --count --distinct --threads 1
  timed soma_exact 11520 "$dlx" exact "$work/soma.dlx" --count --threads 1
  if [[ -n "$dlx1" ]]; then timed soma_dlx1 11520 sh -c "\"$dlx1\" < \"$work/soma.dlx\""; fi
  timed diabolical 13 "$dlx" polycube diabolical --count --distinct --threads 1
done
timed box_2x3x10 12 "$dlx" polycube 2x3x10 --pieces pentominoes --count --distinct --threads 1
timed box_2x5x6 264 "$dlx" polycube 2x5x6 --pieces pentominoes --count --distinct --threads 1
timed box_3x4x5 3940 "$dlx" polycube 3x4x5 --pieces pentominoes --count --distinct --threads 1
timed box_3x4x5_2 3940 "$dlx" polycube 3x4x5 --pieces pentominoes --count --distinct --threads 2
if [[ "$with_bedlam" == yes ]]; then
  timed bedlam 19186 "$dlx" polycube bedlam --count --distinct --threads 2
fi

echo "| command | solutions | wall (s) | user CPU (s) |"
echo "|---|---|---|---|"
row soma_all "\`dlx polycube soma --count --threads 1\`" 11520
row soma_distinct "\`dlx polycube soma --count --distinct --threads 1\`" 240
row soma_exact "\`dlx exact soma.dlx --count --threads 1\` (Knuth's POLYCUBE-DLX model)" 11520
if [[ -n "$dlx1" ]]; then row soma_dlx1 "Knuth's DLX1 on soma.dlx" 11520; fi
row diabolical "\`dlx polycube diabolical --count --distinct --threads 1\`" 13
row box_2x3x10 "\`dlx polycube 2x3x10 --pieces pentominoes --count --distinct --threads 1\`" 12
row box_2x5x6 "\`dlx polycube 2x5x6 --pieces pentominoes --count --distinct --threads 1\`" 264
row box_3x4x5 "\`dlx polycube 3x4x5 --pieces pentominoes --count --distinct --threads 1\`" 3940
row box_3x4x5_2 "the same, \`--threads 2\`" 3940
if [[ "$with_bedlam" == yes ]]; then
  row bedlam "\`dlx polycube bedlam --count --distinct --threads 2\`" 19186
fi
echo
echo "$("$dlx" --version | head -1); $rounds rounds of the quick ones, medians; $(nproc) cores;" \
  "load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
