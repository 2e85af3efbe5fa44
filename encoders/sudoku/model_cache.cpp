#include "encoders/sudoku/model_cache.hpp"

namespace dlx::sudoku {

const SudokuModel& ModelCache::model_for(const SudokuPuzzle& puzzle) {
  std::string key = model_key(puzzle);
  if (!model_ || key != key_) {
    model_ = std::make_unique<SudokuModel>(build_model(puzzle));
    key_ = std::move(key);
  }
  return *model_;
}

}  // namespace dlx::sudoku
