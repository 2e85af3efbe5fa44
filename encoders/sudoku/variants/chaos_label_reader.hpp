// Reading the region labels a cell may still take at a node (chaos_propagator.hpp). The
// propagators of chaos construction read every cell they watch at each run, one look-up per label
// option: on Sack Lunch those look-ups were a sixth of the search. The model makes a cell's label
// options one after another (variant_model.cpp), for a range of labels, so where the engine lays
// options out in id order they are one run of bits, read in one or two loads (as value_run.hpp
// reads a cell's values).
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/propagator.hpp"

namespace dlx::sudoku {

struct ChaosLabelOptions;

// Bit L-1: label L (at most 32 labels; chaos construction has at most 16: 256 cells, 16 values).
using ChaosLabelMask = std::uint32_t;

class ChaosLabelReader {
 public:
  ChaosLabelReader() = default;
  explicit ChaosLabelReader(const ChaosLabelOptions& labels);

  // The labels `cell` may take at the node (its chosen one alone, if it has one); `labels` are
  // those the reader was made from.
  ChaosLabelMask possible(const LiveOptions& live, const ChaosLabelOptions& labels,
                          int cell) const {
    ChaosLabelMask chosen = 0;
    const ChaosLabelMask open = read(live, labels, cell, chosen);
    return chosen != 0 ? chosen : open;
  }
  // The labels whose options are live or chosen; `chosen` gets the chosen one's bit, if any.
  ChaosLabelMask read(const LiveOptions& live, const ChaosLabelOptions& labels, int cell,
                      ChaosLabelMask& chosen) const;

 private:
  // A cell's label options as one run: ids first.. first + count - 1 give labels shift + 1, ...
  struct Run {
    OptionId first;  // invalid: not one run; the options are looked up one by one
    int count = 0;
    int shift = 0;
  };

  std::vector<Run> runs_;  // per cell
};

}  // namespace dlx::sudoku
