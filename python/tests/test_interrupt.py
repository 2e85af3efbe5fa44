"""Ctrl-C: KeyboardInterrupt within a fraction of a second, the solver usable afterwards.

Two ways of sending it: SIGINT to a child process running a long count (what a terminal does),
and _thread.interrupt_main() from a timer thread, which raises in the main thread as the signal
handler would, for every kind of long call.
"""

import _thread
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import dlx
from test_solver import queens_problem

# "A fraction of a second": the engine looks every 50 ms (and every 1024 nodes); the bound leaves
# room for a machine busy with other work.
REACTION = 30.0  # a hang, not a speed: a busy machine may answer late


def interrupt_after(delay):
    """Interrupts the main thread after `delay` seconds; returns a list that receives the time."""
    sent = []

    def fire():
        time.sleep(delay)
        sent.append(time.monotonic())
        _thread.interrupt_main()

    threading.Thread(target=fire, daemon=True).start()
    return sent


def assert_interrupted(call, delay=0.1):
    sent = interrupt_after(delay)
    try:
        call()
    except KeyboardInterrupt:
        reaction = time.monotonic() - sent[0]
        assert reaction < REACTION, f"KeyboardInterrupt came {reaction:.3f} s after the interruption"
        return
    try:  # the interruption is still to come: let it come here, not in the next test
        time.sleep(10)
    except KeyboardInterrupt:
        pass
    pytest.fail("the call ended before the interruption came: give it more to do")


def test_sigint_stops_a_count_in_a_child_process():
    # The child takes SIGINT as KeyboardInterrupt even when started with SIGINT ignored (Python
    # then leaves it ignored): a test run from a background job or nohup would otherwise hang.
    child = textwrap.dedent("""
        import signal, sys, time, dlx
        signal.signal(signal.SIGINT, signal.default_int_handler)
        problem = dlx.Problem(primary=[f"r{i}" for i in range(20)] + [f"c{i}" for i in range(20)],
                              secondary=[f"{d}{k}" for d in "ab" for k in range(39)])
        for i in range(20):
            for j in range(20):
                problem.add_option([f"r{i}", f"c{j}", f"a{i + j}", f"b{i - j + 19}"])
        solver = dlx.Solver(problem)
        print("ready", flush=True)
        try:
            solver.count()
            print("finished", flush=True)
        except KeyboardInterrupt:
            print("interrupted", solver.count(limit=3), flush=True)
    """)
    process = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, text=True,
                               env=os.environ)
    # A child that never answers is killed, which ends the reads below: a hang fails, not waits.
    watchdog = threading.Timer(2 * REACTION, process.kill)
    watchdog.start()
    try:
        assert process.stdout.readline() == "ready\n"
        time.sleep(0.3)
        sent = time.monotonic()
        process.send_signal(signal.SIGINT)
        answer = process.stdout.readline()
        reaction = time.monotonic() - sent
        assert answer == "interrupted 3\n"  # and the solver answered another search afterwards
        assert reaction < REACTION
        assert process.wait(timeout=30) == 0
    finally:
        watchdog.cancel()
        process.kill()
        process.wait()


def test_solver_count():
    solver = dlx.Solver(queens_problem(17))
    assert_interrupted(solver.count)
    assert solver.count(limit=5) == 5
    assert solver.stats.status == "solution limit"


def test_solver_count_with_threads():
    solver = dlx.Solver(queens_problem(17), threads=2)
    assert_interrupted(solver.count)
    assert solver.count(limit=5) == 5


def queen_domination(n):
    """The fewest queens that occupy or attack every square: for n = 14 the minimum cover search
    takes minutes, and its first cover comes only after every smaller size is ruled out."""
    squares = [(r, c) for r in range(n) for c in range(n)]
    problem = dlx.Problem(primary=[f"{r},{c}" for r, c in squares])
    for r, c in squares:
        problem.add_option([f"{i},{j}" for i, j in squares
                            if i == r or j == c or i - j == r - c or i + j == r + c])
    return problem


def test_iterator_waiting_in_next():
    solver = dlx.MinimumCoverSolver(queen_domination(14))
    iterator = solver.covers()
    assert_interrupted(lambda: next(iterator))
    # The interruption closed the iterator and freed the solver: its next search runs.
    with pytest.raises(StopIteration):
        next(iterator)
    assert_interrupted(solver.count)


def test_iterator_in_a_for_loop():
    # Most solutions come from the read-ahead buffer, so Ctrl-C lands in the loop's body as often
    # as in next(); either way the loop's iterator goes with the loop, freeing the solver.
    solver = dlx.Solver(queens_problem(17))

    def take_all():
        for _ in solver.solutions():
            pass

    assert_interrupted(take_all)
    assert solver.count(limit=2) == 2


def test_estimate():
    solver = dlx.Solver(queens_problem(17))
    assert_interrupted(lambda: solver.estimate(10**9))
    assert solver.estimate(10).probes == 10


def test_minimum_cover():
    solver = dlx.MinimumCoverSolver(queen_domination(14))
    assert_interrupted(solver.count)
    # Usable: the next search runs (a busy solver would raise RuntimeError at once).
    assert_interrupted(solver.count)


def test_encoders():
    assert_interrupted(lambda: dlx.queens.count(18))
    assert_interrupted(lambda: dlx.polyomino.count("10x6"))
    assert_interrupted(lambda: dlx.sudoku.generate(100000, seed=1))


def test_an_interrupted_count_keeps_its_partial_count():
    """Ctrl-C loses no count (issue 32): the exception is a KeyboardInterrupt that carries the
    placements counted so far, as the command line prints them."""
    for distinct in (False, True):
        interrupt_after(0.3)
        with pytest.raises(dlx.SearchInterrupted) as raised:
            dlx.queens.count(18, distinct=distinct)
            time.sleep(10)  # not reached unless the count ended first
        error = raised.value
        assert isinstance(error, KeyboardInterrupt)
        # How many are counted in 0.3 s depends on the machine (on one busy enough, none yet):
        # what holds at any speed is that the count is the search's, and not the whole.
        assert 0 <= error.count < 666090624  # 18-queens has 666,090,624 placements
        assert error.stats.status == "interrupted"
        if distinct:  # classes up to symmetry: no more than the placements reached
            assert error.count <= error.stats.solutions
        else:
            assert error.count == error.stats.solutions
        assert str(error.count) in str(error)
