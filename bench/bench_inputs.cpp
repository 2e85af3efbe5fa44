#include "bench_inputs.hpp"

#include "models/queens_model.hpp"
#include "models/sudoku_model.hpp"

namespace dlx::bench {

std::vector<BenchInput> make_bench_inputs() {
  std::vector<BenchInput> inputs;
  for (const QueensCase& queens : kQueensCases) {
    inputs.push_back(
        {"queens " + std::to_string(queens.n), make_queens_problem(queens.n), queens.solutions});
  }
  inputs.push_back({"hard sudoku", make_sudoku_problem(kHardSudoku), kHardSudokuSolutions});
  return inputs;
}

}  // namespace dlx::bench
