#!/bin/bash
# The speed-up of `--threads 2` over `--threads 1` for a whole dlx run: the two are alternated, so
# that a machine whose speed drifts slows both alike, and the medians compared. Three figures:
#   wall     the whole run's wall time: the speed-up a user sees, on an otherwise idle machine;
#   cpu      user + system seconds of the process: what the second thread costs the machine;
#   busiest  the CPU time of the busiest thread (with `perf` only: `perf record -e task-clock`
#            samples each thread every 0.1 ms of its CPU time), which is the wall time the run
#            would take with a core per thread and nothing else running, less any wait;
#   even     the CPU time of the first thread until a second one runs, plus half of all the CPU
#            time after (perf only): the same, had the two threads had equal shares of the cores.
#            On a loaded machine one thread may get more of them, and then walks more of the
#            nodes of a memoized count (its workers share the work by who gets there first).
# On a machine shared with other work, wall time says little (two threads get two shares of the
# cores instead of one): `cpu(1) / busiest(2)` and `cpu(1) / even(2)` are the speed-ups to read.
#
#   bench/threads_speedup.sh 11 build/release/dlx queens 14 --count
#   bench/threads_speedup.sh 7 build/release/dlx exact --count build/memo_bench/aztec16.dlx
#
# The second runs one of the files bench/memo_orders.sh writes. (docs/building.md has the figures.)
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 RUNS DLX-COMMAND..." >&2
  exit 2
fi
runs=$1
shift
perf_found=$(command -v perf || true)
samples=$(mktemp)
trap 'rm -f "$samples" "$samples.time"' EXIT

# One run: prints "WALL CPU BUSIEST EVEN" (BUSIEST and EVEN 0 without perf).
run() {
  local start end busiest=0 even=0
  start=$(date +%s.%N)
  if [ -n "$perf_found" ]; then
    /usr/bin/time -f '%U %S' -o "$samples.time" \
      perf record -q -e task-clock -c 100000 -o "$samples" "$@" > /dev/null 2>&1
    # The process's own CPU (perf's is apart): its threads' samples, 0.1 ms each.
    read -r cpu busiest even < <(perf script -i "$samples" -F tid,time 2> /dev/null | awk '
      { tid = $1; ++samples[tid]; ++all
        if (first == "") first = tid
        if (tid != first && !parallel) parallel = 1
        if (parallel) ++after; else ++before }
      END { most = 0; for (t in samples) if (samples[t] > most) most = samples[t]
            print all / 10000, most / 10000, (before + after / 2) / 10000 }')
  else
    /usr/bin/time -f '%U %S' -o "$samples.time" "$@" > /dev/null
    cpu=$(awk '{ print $1 + $2 }' "$samples.time")
  fi
  end=$(date +%s.%N)
  echo "$(echo "$end - $start" | bc) $cpu $busiest $even"
}

one=()
two=()
for ((k = 0; k < runs; k++)); do
  one+=("$(run "$@" --threads 1)")
  two+=("$(run "$@" --threads 2)")
done
python3 - "$runs" "$*" "${one[@]}" "${two[@]}" <<'PY'
import statistics, sys
runs, command = int(sys.argv[1]), sys.argv[2]
rows = [tuple(map(float, r.split())) for r in sys.argv[3:]]
one, two = rows[:runs], rows[runs:]
m1 = [statistics.median(r[k] for r in one) for k in range(4)]
m2 = [statistics.median(r[k] for r in two) for k in range(4)]
print(f"{command} ({runs} runs each, medians; load {open('/proc/loadavg').read().split()[0]})")
print(f"  1 thread:  wall {m1[0]:.3f} s, cpu {m1[1]:.3f} s")
busiest = f", busiest thread {m2[2]:.3f} s, even {m2[3]:.3f} s" if m2[2] > 0 else ""
print(f"  2 threads: wall {m2[0]:.3f} s, cpu {m2[1]:.3f} s{busiest}")
line = f"  speed-up: wall {m1[0] / m2[0]:.2f}, cpu(1) / cpu(2) {m1[1] / m2[1]:.2f}"
if m2[2] > 0:
    line += f", cpu(1) / busiest(2) {m1[1] / m2[2]:.2f}, cpu(1) / even(2) {m1[1] / m2[3]:.2f}"
print(line)
PY
