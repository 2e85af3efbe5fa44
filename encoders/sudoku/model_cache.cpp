#include "encoders/sudoku/model_cache.hpp"

#include "encoders/sudoku/grid_rules.hpp"

namespace dlx::sudoku {

const SudokuModel& ModelCache::model_for(const SudokuPuzzle& puzzle) {
  std::string key = model_key(puzzle);
  if (!model_ || key != key_) {
    model_ = std::make_unique<SudokuModel>(build_model(puzzle));
    key_ = std::move(key);
  }
  return *model_;
}

const std::vector<Region>& ModelCache::houses_for(const SudokuPuzzle& puzzle) {
  std::string key = model_key(puzzle);
  if (!houses_ || key != houses_key_) {
    houses_ = std::make_unique<std::vector<Region>>(regions_of(puzzle));
    houses_key_ = std::move(key);
  }
  return *houses_;
}

}  // namespace dlx::sudoku
