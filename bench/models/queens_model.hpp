// The n-queens problem as exact cover, modeled the way Knuth does (TAOCP 7.2.2.1, and "Dancing
// Links", 2000): every row and every column holds exactly one queen, so they are primary items;
// a diagonal holds at most one, so diagonals are secondary items. Bench-only: the benchmarks need
// an input now, before the real encoder exists, and both solvers must read the very same Problem.
#pragma once

#include "dlx/problem.hpp"

namespace dlx::bench {

// Items, in this order: primary r0..r(n-1) and c0..c(n-1); secondary a0..a(2n-2) for the
// diagonals a = i + j and b0..b(2n-2) for the anti-diagonals b = i - j + n - 1. One option per
// square (i, j), row-major: "ri cj a(i+j) b(i-j+n-1)". Throws std::invalid_argument if n < 1.
Problem make_queens_problem(int n);

}  // namespace dlx::bench
