// The words of the logic on the model, in the line style of dclamage's SudokuSolver's logical path
// (what a setter using f-puzzles reads): cells as r1c2, several cells compactly (r1c15 is r1c1 and
// r1c5, r35c2 is r3c2 and r5c2), eliminations as "-3r1c2;-17r4c5" (3 out of r1c2, 1 and 7 out of
// r4c5), houses by name ("box 5"), constraints by type and cells ("[thermo r1c1-r1c4]").
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/logic/step.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {

class ModelWords {
 public:
  ModelWords(const SudokuPuzzle& puzzle, const std::vector<Region>& houses)
      : puzzle_(&puzzle), houses_(&houses) {}

  std::string cell(int cell) const;
  std::string value(int value) const;
  // "37" up to 9x9, "10,12" beyond.
  std::string values(ValueSet values) const;
  // Compactly, cells of a row or column together.
  std::string cells(std::vector<int> cells) const;
  // "r1c2 cannot be 1" for one; "-1r1c2;-12r1c3" for more.
  std::string eliminations(const std::vector<CellValue>& eliminations) const;
  // "-1r1c2;-12r1c3" always.
  std::string elimination_list(const std::vector<CellValue>& eliminations) const;
  const std::string& house(int house) const;
  // "[thermo r1c1-r1c4]", "[killer 15 r1c1-r2c2]", "[sandwich row 3: 15]", "[anti-knight]".
  std::string constraint(int index) const;

 private:
  const SudokuPuzzle* puzzle_;
  const std::vector<Region>* houses_;
};

// The label of a constraint, without its brackets.
std::string constraint_label(const Constraint& constraint, const GridSize& size);

}  // namespace dlx::sudoku
