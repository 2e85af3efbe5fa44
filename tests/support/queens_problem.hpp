// n-queens built through the library API, as Knuth models it, for the engine's tests.
#pragma once

#include <dlx/problem.hpp>

namespace dlx::testing {

// Rows r0.. then columns c0.. primary; diagonals a0.. (i + j) and anti-diagonals b0..
// (i - j + n - 1) secondary; an option per square, in row-major order.
Problem queens_problem(int n);

}  // namespace dlx::testing
