#!/bin/bash
# The wall-time speed-up of `--threads 2` over `--threads 1` for a whole dlx run: the two are
# alternated, so that a machine whose speed drifts slows both alike, and the medians compared.
#
#   bench/threads_speedup.sh 11 build/release/dlx queens 14 --count
#   bench/threads_speedup.sh 11 build/release/dlx polyomino 6x10 --count
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 RUNS DLX-COMMAND..." >&2
  exit 2
fi
runs=$1
shift
one=()
two=()
for ((k = 0; k < runs; k++)); do
  for threads in 1 2; do
    start=$(date +%s.%N)
    "$@" --threads "$threads" > /dev/null
    end=$(date +%s.%N)
    if [ "$threads" = 1 ]; then one+=("$(echo "$end - $start" | bc)"); else two+=("$(echo "$end - $start" | bc)"); fi
  done
done
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
m1=$(median "${one[@]}")
m2=$(median "${two[@]}")
printf '%s: 1 thread %.3f s, 2 threads %.3f s (medians of %d), speed-up %.2f\n' \
  "$*" "$m1" "$m2" "$runs" "$(echo "$m1 / $m2" | bc -l)"
