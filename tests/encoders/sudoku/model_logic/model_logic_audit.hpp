// Checks the logic on the model (encoders/sudoku/model_logic/) step by step against what the
// puzzle's solutions say: a value it removes must be in no solution, a value it places in every
// one.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_puzzle.hpp"

// Not model_logic.hpp: its value sets (logic/candidates.hpp) and the encoder's value masks
// (variants/encoder.hpp, which the variant tests include) are two functions of one name.
namespace dlx::sudoku {
struct ModelLogicSettings;
}

namespace dlx::testing {

// possible[cell * n + v - 1]: some grid of `solutions` holds v in the cell.
std::vector<bool> possible_values(const std::set<std::vector<int>>& solutions, int n);

struct ModelLogicAudit {
  std::optional<std::string> unsound;  // the first step the solutions contradict, and why
  bool solved = false;
  bool contradiction = false;
  int steps = 0;
  std::vector<int> counts;  // the steps of each technique, indexed by sudoku::ModelTechnique
};

// Runs the logic to its end on `puzzle`, whose solutions hold the values `possible` marks
// (true_candidates, or a brute force); `solvable`: it has a solution. A puzzle without one makes
// every deduction vacuously sound, but the logic must not end with a full grid.
ModelLogicAudit audit_model_logic(const sudoku::SudokuPuzzle& puzzle,
                                  const std::vector<bool>& possible, bool solvable);
ModelLogicAudit audit_model_logic(const sudoku::SudokuPuzzle& puzzle,
                                  const std::vector<bool>& possible, bool solvable,
                                  const sudoku::ModelLogicSettings& settings);

}  // namespace dlx::testing
