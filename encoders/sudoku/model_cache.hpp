// The model of a batch's puzzles, kept while they keep needing the same one (model_key) and built
// anew when a puzzle does not: a batch of classic puzzles builds one model, a batch of variant
// puzzles one each (their clues narrow their models). The houses of the puzzles that share a
// model_key are the same too (the key names every rule), and the clue check reads them: they are
// kept beside the model (a batch of 10,000 classic puzzles built 27 named houses per puzzle for
// that check, 7% of its time).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

class ModelCache {
 public:
  // The model of `puzzle`: the one kept, or one built for it (which is then kept).
  const SudokuModel& model_for(const SudokuPuzzle& puzzle);
  // The houses of `puzzle` (regions_of): the ones kept, or those of its model_key (then kept).
  const std::vector<Region>& houses_for(const SudokuPuzzle& puzzle);
  // The model_key of the model kept ("" before the first).
  const std::string& key() const { return key_; }

 private:
  std::string key_;
  std::unique_ptr<SudokuModel> model_;
  std::string houses_key_;
  std::unique_ptr<std::vector<Region>> houses_;
};

}  // namespace dlx::sudoku
