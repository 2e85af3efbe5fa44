"""What the Python module costs over the C++ engine.

    PYTHONPATH=build/release/python python3 python/bench/python_overhead.py [--dlx build/release/dlx]

1. Counting n-queens (n = 12 by default): dlx.queens.count(n) in this process (model, solver and
   search, wall time of the call) against `dlx queens n --count --json --threads 1`, whose
   "seconds" is the C++ search alone (process start, model and printing excluded): the comparison leans against Python.
   Runs alternate (Python, C++, Python, ...) so that a machine whose speed drifts treats both alike;
   medians and their ratio are printed.
   With --callgrind, the instructions of the same counts under valgrind (n = 11 by default: slow
   under valgrind), which a loaded machine does not disturb: each side's count minus its count of
   1 queen (process start, the import, the model), so what is left is the search and the call.
2. Iterating: solutions per second taken from Solver.solutions() (lists of option indices) and from
   dlx.queens.solutions() (lists of columns) on 12 queens, against the rate of a count.
"""

import argparse
import json
import pathlib
import platform
import statistics
import subprocess
import sys
import time

import dlx


def cpp_search_seconds(binary, n):
    run = subprocess.run([binary, "queens", str(n), "--count", "--json", "--threads", "1"],
                         capture_output=True, text=True, check=True)
    report = json.loads(run.stdout.splitlines()[-1])
    return report["seconds"], report["solutions"]


def python_count_seconds(n):
    start = time.perf_counter()
    solutions = dlx.queens.count(n)
    return time.perf_counter() - start, solutions


def instructions(command):
    """Instructions executed by a command, counted by callgrind."""
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          *command], capture_output=True, text=True, check=True)
    return int(next(line for line in run.stderr.splitlines() if "Collected" in line).split()[-1])


def callgrind_comparison(binary, n):
    python = [sys.executable, "-c", "import sys, dlx; dlx.queens.count(int(sys.argv[1]))"]
    cpp = [binary, "queens"]
    cpp_flags = ["--count", "--threads", "1"]
    python_cost = instructions(python + [str(n)]) - instructions(python + ["1"])
    cpp_cost = instructions(cpp + [str(n)] + cpp_flags) - instructions(cpp + ["1"] + cpp_flags)
    print(f"\n{n}-queens count under callgrind (instructions, minus those of 1 queen):")
    print(f"  {f'C++ dlx queens {n} --count --threads 1':<48} {cpp_cost:14,}")
    print(f"  {f'Python dlx.queens.count({n})':<48} {python_cost:14,}")
    print(f"  ratio {python_cost / cpp_cost:.4f}")


def queens_problem(n):
    problem = dlx.Problem(
        primary=[f"r{i}" for i in range(n)] + [f"c{j}" for j in range(n)],
        secondary=[f"a{d}" for d in range(2 * n - 1)] + [f"b{d}" for d in range(2 * n - 1)])
    for i in range(n):
        for j in range(n):
            problem.add_option([f"r{i}", f"c{j}", f"a{i + j}", f"b{i - j + n - 1}"])
    return problem


def rate(iterate, repetitions):
    """Median solutions per second of a full iteration."""
    rates = []
    for _ in range(repetitions):
        start = time.perf_counter()
        taken = sum(1 for _ in iterate())
        rates.append(taken / (time.perf_counter() - start))
    return statistics.median(rates), taken


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dlx", default=str(pathlib.Path(__file__).resolve().parents[2] /
                                           "build" / "release" / "dlx"))
    parser.add_argument("--n", type=int, default=12)
    parser.add_argument("--repetitions", type=int, default=21)
    parser.add_argument("--callgrind", type=int, metavar="N", nargs="?", const=11,
                        help="also count instructions under valgrind for N queens (default 11)")
    arguments = parser.parse_args()

    print(f"python {platform.python_version()} ({sys.executable}), dlx {dlx.__version__}, "
          f"module {dlx._dlx.__file__}")
    print(f"command: {' '.join(sys.argv)}")
    python_count_seconds(arguments.n)  # warm-up
    cpp_search_seconds(arguments.dlx, arguments.n)
    python_times, cpp_times = [], []
    for _ in range(arguments.repetitions):
        seconds, solutions = python_count_seconds(arguments.n)
        python_times.append(seconds)
        cpp, cpp_solutions = cpp_search_seconds(arguments.dlx, arguments.n)
        cpp_times.append(cpp)
        assert solutions == cpp_solutions
    python_median = statistics.median(python_times)
    cpp_median = statistics.median(cpp_times)
    ratios = sorted(p / c for p, c in zip(python_times, cpp_times))
    print(f"\n{arguments.n}-queens count, {arguments.repetitions} alternating runs (medians):")
    cpp_label = f"C++ search (dlx queens {arguments.n} --count --threads 1)"
    python_label = f"Python dlx.queens.count({arguments.n}), the whole call"
    print(f"  {cpp_label:<48} {cpp_median * 1e3:8.2f} ms")
    print(f"  {python_label:<48} {python_median * 1e3:8.2f} ms")
    print(f"  ratio of medians {python_median / cpp_median:.3f}; median of paired ratios "
          f"{statistics.median(ratios):.3f} (quartiles {ratios[len(ratios) // 4]:.3f}.."
          f"{ratios[3 * len(ratios) // 4]:.3f})")

    if arguments.callgrind:
        callgrind_comparison(arguments.dlx, arguments.callgrind)

    solver = dlx.Solver(queens_problem(arguments.n))
    count_rates = []
    for _ in range(5):
        start = time.perf_counter()
        total = solver.count()
        count_rates.append(total / (time.perf_counter() - start))
    iterate_rate, taken = rate(solver.solutions, 5)
    assert taken == total
    columns_rate, _ = rate(lambda: dlx.queens.solutions(arguments.n), 5)
    print(f"\n{arguments.n}-queens, {total} solutions, solutions per second (medians of 5):")
    for label, value in (("Solver.count() (no solution handed over)", statistics.median(count_rates)),
                         ("for s in Solver.solutions() (option indices)", iterate_rate),
                         ("for s in dlx.queens.solutions() (columns)", columns_rate)):
        print(f"  {label:<48} {value:14,.0f}")


if __name__ == "__main__":
    main()
