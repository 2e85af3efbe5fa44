#!/usr/bin/env bash
# OR-Library's set-partitioning files (issue 40): `dlx exact FILE --min-cost` cut at a time limit,
# beside Knuth's DLX5 when its binary is given by path.
#
#   bench/costs/hard_sets.sh [BUILD] [SECONDS] [DIR]
#       BUILD    the Release build folder (default build/release: its dlx)
#       SECONDS  the time each program gets per file (default 120)
#       DIR      a folder of DLX files with |n costs (default ../shared/data/spp: sppnw09,
#                sppnw11, sppnw13, sppnw18, sppaa06); its README.md's table, when it has one,
#                gives the published optima (| FILE | rows | columns | optimum | ...)
#   DLX_KNUTH_BIN=DIR   the folder of Knuth's binaries (DIR/dlx5, through bench/other_programs.sh);
#                       without it, dlx alone, saying so
#
# One run per program and file, one after the other (the machine is shared: the load average
# before each run is printed beside it). dlx's limit is its --time-limit, on the clock; DLX5's is
# on its CPU time (ulimit -t), so that a loaded machine cuts DLX5 no sooner than dlx. dlx's figures come from its JSON (status, the cheapest
# cost found, the lower bound, nodes, seconds); its CPU seconds and DLX5's from /usr/bin/time.
# DLX5 prints its optimum ("The optimum cost is $N") only when it finishes. An optimum that either
# program proves and that differs from the README's, or from the other's, makes the exit status 1.
set -euo pipefail
source "$(dirname "$0")/../other_programs.sh"
dir=$(realpath -m -- "${3:-$(dirname "$0")/../../../shared/data/spp}")
cd "$(dirname "$0")/../.."
build=${1:-build/release}
limit=${2:-120}
dlx=$build/dlx
dlx5=$(knuth_program dlx5)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

published() {  # the README's optimum of file $1, or nothing
  [[ -f "$dir/README.md" ]] || return 0
  awk -F'|' -v f="$1" '{ gsub(/ /, "", $2); gsub(/ /, "", $5) } $2 == f { print $5; exit }' \
    "$dir/README.md"
}
load() { awk '{ print $1 }' /proc/loadavg; }

echo "$($dlx --version 2>/dev/null | awk 'NR == 1'), $build, ${limit} s per program and file," \
     "$(nproc) cores"
echo
echo "| file | rows | options | published | dlx | dlx cost | dlx bound | dlx nodes | dlx s | dlx CPU s | load | DLX5 | DLX5 cost | DLX5 CPU s | load |"
echo "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|"
for file in "$dir"/*.dlx; do
  name=$(basename "$file")
  rows=$(awk '!/^\|/ { print NF; exit }' "$file")
  options=$(( $(grep -vc '^|' "$file") - 1 ))
  optimum=$(published "$name")
  d_load=$(load)
  /usr/bin/time -f "%U %S" -o "$work/time" \
    "$dlx" exact "$file" --min-cost --json --time-limit "$limit" > "$work/json" || true
  json=$(cat "$work/json")
  # (/usr/bin/time puts "Command exited with non-zero status 3" first when dlx is cut short)
  d_cpu=$(awk '/^[0-9.]+ [0-9.]+$/ { printf "%.2f", $1 + $2 }' "$work/time")
  d_status=$(grep -o '"status":"[^"]*"' <<< "$json" | cut -d'"' -f4)
  d_cost=$(grep -o '"cost":[0-9]*' <<< "$json" | awk -F: 'NR == 1 { print $2 }')
  d_bound=$(grep -o '"lower_bound":[0-9]*' <<< "$json" | awk -F: '{ print $2 }')
  d_nodes=$(grep -o '"nodes":[0-9]*' <<< "$json" | awk -F: 'NR == 1 { print $2 }')
  d_seconds=$(grep -o '"seconds":[0-9.]*' <<< "$json" | awk -F: '{ printf "%.2f", $2 }')
  if [[ "$d_status" == optimal && -n "$optimum" && "$d_cost" != "$optimum" ]]; then
    echo "MISMATCH on $name: dlx $d_cost, published $optimum" >&2
    status=1
  fi
  k_status="-"; k_cost="-"; k_cpu="-"; k_load="-"
  if [[ -n "$dlx5" ]]; then
    k_load=$(load)
    if /usr/bin/time -f "%U %S" -o "$work/time" bash -c 'ulimit -t "$1"; exec "$2"' - \
         "$limit" "$dlx5" < "$file" > /dev/null 2> "$work/dlx5.err"; then
      k_status=optimal
      k_cost=$(grep -o 'cost is \$[0-9]*' "$work/dlx5.err" | grep -o '[0-9]*$' || true)
    else
      k_status="time limit"
    fi
    k_cpu=$(awk '/^[0-9.]+ [0-9.]+$/ { printf "%.2f", $1 + $2 }' "$work/time")
    if [[ "$k_status" == optimal && -n "$optimum" && "$k_cost" != "$optimum" ]]; then
      echo "MISMATCH on $name: DLX5 $k_cost, published $optimum" >&2
      status=1
    fi
  fi
  echo "| $name | $rows | $options | ${optimum:--} | $d_status | ${d_cost:--} | $d_bound | $d_nodes | $d_seconds | $d_cpu | $d_load | $k_status | $k_cost | $k_cpu | $k_load |"
done
exit $status
