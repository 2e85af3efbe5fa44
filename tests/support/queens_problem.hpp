// n-queens built through the library API, as Knuth models it, for the engine's tests.
#pragma once

#include <dlx/problem.hpp>

namespace dlx::testing {

// Rows r0.. then columns c0.. primary; diagonals a0.. (i + j) and anti-diagonals b0..
// (i - j + n - 1) secondary; an option per square, in row-major order.
Problem queens_problem(int n);

// The same behind a chain of `chain` forced moves: primary items f0.. declared after the board,
// each with one option of its own, which MRV takes before any choice among several.
Problem queens_behind_forced_moves(int n, int chain);

}  // namespace dlx::testing
