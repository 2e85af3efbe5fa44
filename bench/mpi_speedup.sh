#!/bin/bash
# dlx-mpi against dlx on one machine: the time of a count with `dlx --threads 1`, and with
# dlx-mpi on 1, 2 and 8 ranks (8 oversubscribed on a 2-core machine: the cost of coordination).
# Runs are interleaved (dlx, 1, 2, 8, dlx, 1, ...), so that a machine whose load drifts slows all
# alike, and the medians compared. Two figures per run:
#   search  the search's own wall time, as --stats reports it (dlx: the search; dlx-mpi: rank 0's
#           job, from the split to the last rank's answer; MPI's start-up and the models'
#           construction are outside both);
#   cpu     user + system seconds of every process (mpirun and its ranks) beyond those of the same
#           configuration on a trivial problem (queens 1: MPI's start-up, loading, the model's
#           construction): what the search cost the machine, which a busy machine does not
#           inflate as it inflates wall time;
#   busiest dlx-mpi: the CPU time of the busiest rank's searching thread plus rank 0's coordinator
#           (--stats): the wall time the search would take with a core per rank and nothing else
#           on the machine, less any wait for messages. Its ratios are the speed-ups a shared
#           machine cannot show in wall time.
#
#   bench/mpi_speedup.sh [RUNS] [-- DLX-ARGUMENTS...]     (default: 5 runs of the two below)
#   bench/mpi_speedup.sh 7 -- queens 16 --count
#
# Ranks run unbound (--bind-to none): on a machine shared with other work, a rank bound to a busy
# core waits while another core idles.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
shift || true
[ "${1:-}" = "--" ] && shift
problems=()
if [ $# -gt 0 ]; then
  problems+=("$*")
else
  problems+=("queens 15 --count" "polyomino 6x10 --count")
fi
dlx=build/release/dlx
dlx_mpi=build/release/dlx-mpi
for binary in "$dlx" "$dlx_mpi"; do
  [ -x "$binary" ] || { echo "build $binary first: scripts/build dlx dlx-mpi" >&2; exit 2; }
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun=(mpirun --oversubscribe --bind-to none)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Runs one configuration; appends "name search cpu" to the log.
run() {
  local name=$1
  shift
  local times stats
  times=$(mktemp)
  /usr/bin/time -f '%U %S' -o "$times" "$@" --stats > /dev/null 2> "$times.err"
  stats=$(grep -m1 -oE ', [0-9.]+ s, ' "$times.err" | grep -oE '[0-9.]+')
  # "search CPU per rank from A to B s (all C s), rank 0's coordinator D s": B + D (0 for dlx).
  busiest=$(sed -nE "s/.*search CPU per rank from [0-9.]+ to ([0-9.]+) s .*coordinator ([0-9.]+) s.*/\1 + \2/p" "$times.err" | head -1)
  read -r user system < "$times"
  echo "$name $stats $(echo "$user + $system" | bc) $(echo "${busiest:-0}" | bc)" >> "$log"
  rm -f "$times" "$times.err"
}

echo "# $(date -u +%FT%TZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), Release build"
echo "# $runs runs each, interleaved; medians; search = --stats wall time, cpu = user+system of all processes beyond start-up"
for problem in "${problems[@]}"; do
  : > "$log"
  read -r -a arguments <<< "$problem"
  for ((k = 0; k < runs; k++)); do
    run dlx "$dlx" "${arguments[@]}" --threads 1
    run dlx-start "$dlx" queens 1 --count --threads 1
    for ranks in 1 2 8; do
      run "mpi$ranks" "${mpirun[@]}" -np "$ranks" "$dlx_mpi" "${arguments[@]}"
      run "mpi$ranks-start" "${mpirun[@]}" -np "$ranks" "$dlx_mpi" queens 1 --count
    done
  done
  python3 - "$log" "$problem" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    name, search, cpu, busiest = line.split()
    rows.setdefault(name, []).append((float(search), float(cpu), float(busiest)))
med = {name: tuple(statistics.median(row[k] for row in r) for k in range(3)) for name, r in rows.items()}
med = {name: (s, c - med[name + "-start"][1], b) for name, (s, c, b) in med.items() if not name.endswith("-start")}
d, m1, m2, m8 = ([max(v, 1e-9) for v in med[k]] for k in ("dlx", "mpi1", "mpi2", "mpi8"))
print(f"{sys.argv[2]}:")
print(f"  {'':28}{'search s':>10}{'cpu s':>10}{'busiest s':>11}")
for label, key in (("dlx --threads 1", "dlx"), ("dlx-mpi, 1 rank", "mpi1"), ("dlx-mpi, 2 ranks", "mpi2"), ("dlx-mpi, 8 ranks (2 cores)", "mpi8")):
    busiest = f"{med[key][2]:11.3f}" if key != "dlx" else f"{'':>11}"
    print(f"  {label:28}{med[key][0]:10.3f}{med[key][1]:10.3f}{busiest}")
print(f"  1 rank / dlx --threads 1:  search {m1[0] / d[0]:.3f}, cpu {m1[1] / d[1]:.3f}")
print(f"  speed-up of 2 ranks over 1: search {m1[0] / m2[0]:.2f}, busiest {m1[2] / m2[2]:.2f}")
print(f"  8 ranks / 2 ranks:          search {m8[0] / m2[0]:.3f}, cpu {m8[1] / m2[1]:.3f}")
PY
done
