// The words the explanations of steps are made of: values in the puzzle's own symbols, cells as
// r<row>c<column> from 1, houses by their names, and the candidates a step removes. Each
// technique's explainer (a field of its row in technique_table()) writes its line with these.
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/logic/geometry.hpp"
#include "encoders/sudoku/logic/step.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

class StepWords {
 public:
  StepWords(const Geometry& geometry, const SudokuPuzzle& puzzle)
      : geometry_(&geometry), puzzle_(&puzzle) {}

  // "7", or the puzzle's letter for 7.
  std::string value(int value) const;
  // "3, 7" with separator ", ": the values of a set, smallest first.
  std::string values(ValueSet values, const char* separator) const;
  std::string cell(int cell) const { return cell_name(cell, puzzle_->n); }
  // "r1c1, r1c5".
  std::string cells(const std::vector<int>& cells) const;
  const std::string& house(int house) const { return geometry_->house(house).name; }
  // "rows 2, 7": the numbers of lines of one kind, from their names ("row 2").
  std::string lines(const std::vector<int>& houses) const;
  // "removed from r2c7, r2c8" when the line names the one value removed (`value_named`); else
  // "removed 3 from r1c2; 7 from r1c8, r1c9". Cells in reading order.
  std::string removals(const Step& step, bool value_named) const;

 private:
  const Geometry* geometry_;
  const SudokuPuzzle* puzzle_;
};

}  // namespace dlx::sudoku
