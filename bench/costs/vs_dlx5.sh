#!/usr/bin/env bash
# Costs (issue 31): `dlx exact --min-cost` beside Knuth's DLX5 on set-partitioning instances.
#
#   bench/costs/vs_dlx5.sh [BUILD] [SECONDS] [SPP_DIR | random | crew | all]
#       BUILD    the Release build folder (default build: its dlx and bench/spp_tool)
#       SECONDS  the time each program gets per instance (default 60)
#       SPP_DIR  a folder of OR-Library set-partitioning files (sppnw*.txt, ...), each converted
#                by spp_tool to-dlx; without it, the generated families below (default all)
#
# OR-Library's sppnw files (Hoffman and Padberg's airline crew scheduling) are not in
# ../shared/data, so without SPP_DIR the instances are generated (deterministic; the parameters
# are in bench/costs/README.md): `random` (spp_tool generate ROWS COLUMNS MAX_ROWS SEED) a planted
# partition and random columns, costs growing with a column's rows at a rate of its own; `crew`
# (spp_tool crew ROWS COLUMNS MAX_ROWS WINDOW SEED) pairings of flight legs in time order, costs
# a fixed part, the minutes flown and waited. Each is timed once per program (the machine is shared:
# figures move by 10-20%), whole program runs as a user runs them (reading, building, searching),
# by a monotonic clock around the run; for dlx also the search alone, from its JSON ("seconds"),
# since on instances of milliseconds starting the process is most of the time. Nodes are each
# program's own count. Every optimum both programs prove must agree; a mismatch makes the exit
# status 1. A program cut by the time limit shows the cheapest it found (DLX5 prints nothing then).
#
# Knuth's DLX5 is taken from the folder DLX_KNUTH_BIN names (bench/other_programs.sh), as
# bench/vs_knuth takes DLX1-3; without it, dlx runs alone, saying so. Its code is not in this
# project, nor a recipe that builds it.
set -euo pipefail
source "$(dirname "$0")/../other_programs.sh"
cd "$(dirname "$0")/../.."
build=${1:-build}
limit=${2:-60}
spp_dir=${3:-}
dlx=$build/dlx
tool=$build/bench/spp_tool
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

dlx5=$(knuth_program dlx5)

names=()
if [[ -n "$spp_dir" && -d "$spp_dir" ]]; then
  for file in "$spp_dir"/*.txt; do
    name=$(basename "$file" .txt)
    "$tool" to-dlx "$file" > "$work/$name.dlx"
    names+=("$name")
  done
else
  family=${spp_dir:-all}
  if [[ "$family" == random || "$family" == all ]]; then
    # rows columns max_rows seed
    for spec in "20 200 4 11" "25 300 5 12" "30 300 5 1" "30 600 5 13" "35 500 6 14" \
                "40 800 6 2" "40 1000 6 15" "45 1200 7 16" "50 1500 7 3" "60 3000 8 4"; do
      read -r rows columns most seed <<< "$spec"
      name="gen-${rows}x${columns}-s${seed}"
      "$tool" generate "$rows" "$columns" "$most" "$seed" > "$work/$name.txt"
      "$tool" to-dlx "$work/$name.txt" > "$work/$name.dlx"
      names+=("$name")
    done
  fi
  if [[ "$family" == crew || "$family" == all ]]; then
    # rows columns max_rows window seed
    for spec in "20 400 5 5 21" "24 800 6 6 1" "30 1000 6 6 22" "30 1500 6 6 2" \
                "36 2000 6 7 23" "40 3000 7 8 3" "50 5000 7 8 24" "60 8000 8 10 25"; do
      read -r rows columns most window seed <<< "$spec"
      name="crew-${rows}x${columns}-w${window}-s${seed}"
      "$tool" crew "$rows" "$columns" "$most" "$window" "$seed" > "$work/$name.txt"
      "$tool" to-dlx "$work/$name.txt" > "$work/$name.dlx"
      names+=("$name")
    done
  fi
fi

now() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }

echo "$($dlx --version 2>/dev/null | awk 'NR == 1'), $build, ${limit} s per program and instance, $(nproc) cores"
echo
echo "| instance | rows | options | optimum | DLX5 ms | DLX5 nodes | dlx ms | dlx search ms | dlx nodes | DLX5 ms / dlx ms |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for name in "${names[@]}"; do
  file=$work/$name.dlx
  # (awk, not grep | head: head closing the pipe early fails the pipeline under pipefail)
  rows=$(awk '!/^\|/ { print NF; exit }' "$file")
  options=$(( $(grep -vc '^|' "$file") - 1 ))
  k_ms="-"; k_nodes="-"; k_cost=""
  if [[ -n "$dlx5" ]]; then
    start=$(now)
    if timeout "$limit" "$dlx5" < "$file" > /dev/null 2> "$work/dlx5.err"; then
      k_ms=$(ms "$start" "$(now)")
      k_nodes=$(grep -o '[0-9]* nodes' "$work/dlx5.err" | grep -o '[0-9]*' || true)
      k_cost=$(grep -o 'cost is \$[0-9]*' "$work/dlx5.err" | grep -o '[0-9]*$' || true)
    else
      k_ms=">${limit}000"
    fi
  fi
  start=$(now)
  json=$("$dlx" exact "$file" --min-cost --json --time-limit "$limit" || true)
  d_ms=$(ms "$start" "$(now)")
  d_status=$(grep -o '"status":"[^"]*"' <<< "$json" | cut -d'"' -f4)
  d_cost=$(grep -o '"cost":[0-9]*,"lower' <<< "$json" | grep -o '[0-9]*' || true)
  d_bound=$(grep -o '"lower_bound":[0-9]*' <<< "$json" | grep -o '[0-9]*$')
  d_nodes=$(grep -o '"nodes":[0-9]*' <<< "$json" | awk -F: 'NR == 1 { print $2 }')
  d_search=$(grep -o '"seconds":[0-9.]*' <<< "$json" | awk -F: 'NR == 1 { print $2 }')
  d_search_ms=$(awk -v s="$d_search" 'BEGIN { printf "%.1f", s * 1000 }')
  optimum="$d_cost"
  if [[ "$d_status" != "optimal" ]]; then
    optimum="≤ ${d_cost:-?} (≥ $d_bound)"
    d_ms=">${limit}000"
  fi
  if [[ -n "$k_cost" && "$d_status" == "optimal" && "$k_cost" != "$d_cost" ]]; then
    echo "MISMATCH on $name: DLX5 $k_cost, dlx $d_cost" >&2
    status=1
  fi
  # The ratio of whole runs: DLX5 has no clock of its own to compare with dlx's search time.
  whole="-"
  if [[ "$k_ms" =~ ^[0-9]+$ && "$d_status" == "optimal" ]]; then
    whole=$(awk -v k="$k_ms" -v d="$d_ms" 'BEGIN { printf "%.2f", k / (d > 0 ? d : 1) }')
  fi
  echo "| $name | $rows | $options | $optimum | $k_ms | $k_nodes | $d_ms | $d_search_ms | $d_nodes | $whole |"
done
exit $status
