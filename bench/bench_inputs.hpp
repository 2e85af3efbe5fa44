// The inputs every benchmark runs, declared once so that engine_bench and compare_textbook time
// the same problems (tdoku keeps its solvers and data sets in one registry for the same reason).
//
// The expected counts are sanity checks for the benchmarks only, to abort a run that would time a
// wrong answer; the tests take their known answers from ../shared/data instead.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dlx/problem.hpp"

namespace dlx::bench {

struct QueensCase {
  int n;
  std::uint64_t solutions;  // OEIS A000170
};

inline constexpr std::array<QueensCase, 3> kQueensCases{{{10, 724}, {11, 2680}, {12, 14200}}};

// Known as one of the hardest 9x9 puzzles for plain backtracking; it has exactly one solution.
inline constexpr std::string_view kHardSudoku =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
inline constexpr std::uint64_t kHardSudokuSolutions = 1;

struct BenchInput {
  std::string name;
  Problem problem;
  std::uint64_t expected_solutions;
};

// Queens for each of kQueensCases, then the hard sudoku, in that order.
std::vector<BenchInput> make_bench_inputs();

}  // namespace dlx::bench
