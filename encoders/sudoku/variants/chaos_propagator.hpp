// The search's reasoning on chaos construction's regions (chaos.cpp), as a propagator
// (dlx/propagator.hpp). The model's items say that each region label is given to as many cells as
// values, each value once; they cannot say that a region is connected, nor which of the labels'
// permutations names a partition. This propagator keeps both, as ISS's ChaosConstruction handler
// does (its canonical order and its distance-bounded reachability):
//
//   canonical labels   the anchors hold labels 1, 2, 3 (chaos_anchors.hpp), and any other label
//                      appears first only after every smaller one has: the first cells of the
//                      labels after the anchors' come in reading order. Scanned in reading order,
//                      a cell may take the anchors' labels, those seen possible before it and one
//                      more.
//   reachability       a region whose cells already fixed (its core) sit apart must join them
//                      through cells that may still take its label: a cell whose shortest way to
//                      the core needs more cells than the region has left cannot be in it, and a
//                      region left fewer reachable cells than it needs is a dead end. A label with
//                      no fixed cell yet lives in a component of its possible cells that can hold
//                      it: smaller components lose it.
//   lone door          a piece of the core smaller than the region with one cell beside it that
//                      may take the label (its door): the door takes it (no door: a dead end).
//
// What it removes is in no partition that is connected and canonically labelled; the job's
// acceptance test (chaos_accepts) keeps exactly those, so the count is right with the propagator
// or without it (an engine that runs none, the dancing links), only slower without.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "dlx/propagator.hpp"
#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/variants/chaos_label_reader.hpp"

namespace dlx::sudoku {

// The model's options that give cells region labels: options[cell * labels + label - 1] are
// those that put the cell in region `label` (one per value it may hold). `anchors`: the cells
// that hold labels 1, 2, ... (chaos_anchors.hpp), none for reading order alone.
struct ChaosLabelOptions {
  GridSize size;
  int region_size = 0;
  int labels = 0;
  std::vector<std::vector<OptionId>> options;
  std::vector<int> anchors;
};

std::shared_ptr<const Propagator> make_chaos_propagator(ChaosLabelOptions labels);

// A clue on the regions (ISS's ChaosCount and ChaosArrow, chaos.cpp): the control cell's value,
// as the puzzle writes it, plus `offset` is a measure of the regions:
//   kCount  how many cells of `groups[0]` are in the region of its first cell;
//   kArrow  the length of the run of cells in the region of the arms' common first cell along
//           each arm (`groups`), the first cell counted once;
//   kDistinct  how many different regions the cells of `groups[0]` are in (ISS's CountDistinct
//           on region cells).
struct ChaosClue {
  enum class Kind { kCount, kArrow, kDistinct } kind = Kind::kCount;
  int control = 0;
  std::vector<std::vector<int>> groups;
  int offset = 0;  // 1: the first cell is not counted
};

// A propagator per clue (kDistinct: chaos_distinct_propagator.cpp): the control keeps the values
// some label of the first cell allows (the measure's least and greatest over the cells' labels
// still possible); with the first cell's label and the control fixed, the cells that must (or must
// not) share it are held to it. `value_options[cell * values + v - 1]`: the option that puts v in
// the cell.
std::shared_ptr<const Propagator> make_chaos_clue_propagator(
    const ChaosClue& clue, const ChaosLabelOptions& labels,
    const std::vector<OptionId>& value_options);
std::shared_ptr<const Propagator> make_chaos_distinct_propagator(
    const ChaosClue& clue, const ChaosLabelOptions& labels,
    const std::vector<OptionId>& value_options);

// The labels each of `cells` may still take at a node, from the label options (a chosen one
// alone): bit L-1 for label L, in `out` (which keeps its capacity: the propagators call this at
// every node). `reader` was made from `labels`.
void chaos_possible_labels(const LiveOptions& live, const ChaosLabelOptions& labels,
                           const ChaosLabelReader& reader, const std::vector<int>& cells,
                           std::vector<std::uint32_t>& out);

// The clue's measure on a solution's region labels.
int chaos_measure(const ChaosClue& clue, const std::vector<int>& label_of);

// Whether the region labels of a solution (one per cell, 1..labels) are canonical (the anchors'
// labels 1, 2, ..., then the first cells of the other labels in reading order:
// chaos_labels_canonical), every region is orthogonally connected, and every clue holds on the
// grid's values (as the model holds them, 1..values): the solutions of the model that are the
// puzzle's, each partition once.
bool chaos_accepts(const std::vector<int>& label_of, const GridSize& size,
                   const std::vector<int>& anchors, const std::vector<ChaosClue>& clues = {},
                   const std::vector<int>& grid = {});

}  // namespace dlx::sudoku
