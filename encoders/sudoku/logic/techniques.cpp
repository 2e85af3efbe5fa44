#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {

void apply_step(const Step& step, CandidateGrid& grid) {
  for (const CellValue& placement : step.placements) grid.place(placement.cell, placement.value);
  for (const CellValue& elimination : step.eliminations) {
    grid.eliminate(elimination.cell, elimination.value);
  }
}

}  // namespace dlx::sudoku
