// The model of a batch's puzzles, kept while they keep needing the same one (model_key) and built
// anew when a puzzle does not: a batch of classic puzzles builds one model, a batch of variant
// puzzles one each (their clues narrow their models).
#pragma once

#include <memory>
#include <string>

#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

class ModelCache {
 public:
  // The model of `puzzle`: the one kept, or one built for it (which is then kept).
  const SudokuModel& model_for(const SudokuPuzzle& puzzle);
  // The model_key of the model kept ("" before the first).
  const std::string& key() const { return key_; }

 private:
  std::string key_;
  std::unique_ptr<SudokuModel> model_;
};

}  // namespace dlx::sudoku
