// Box indexers: a digit d in a marked cell says where, in the cell's box, the cell's own place in
// the box is written: the d-th cell of the box (in reading order) holds the marked cell's place
// (as row-indexer and column-indexer do for rows and columns; the boxes are the grid's regions, a
// jigsaw's too). One piece per marked cell: an option per digit d, fixing the cell to d and the
// d-th cell of its box to the marked cell's place.
#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

// The cells of the cell's region, in reading order.
std::vector<int> box_of(int cell, const Encoder& e) {
  std::vector<int> box;
  for (int other = 0; other < e.cells(); ++other) {
    if (e.region(other) == e.region(cell)) box.push_back(other);
  }
  return box;
}

void compile_box_indexer(const Constraint& c, Encoder& e) {
  for (int cell : c.cells) {
    if (e.region(cell) < 0) {
      e.fail(fmt::format("a box indexer needs the grid's boxes (or regions), and {} is in none",
                         cell_text(cell, e.size())));
    }
    const std::vector<int> box = box_of(cell, e);
    const int place = static_cast<int>(std::find(box.begin(), box.end(), cell) - box.begin()) + 1;
    Piece& piece = e.piece();
    if (place < e.lowest() || place > e.highest()) continue;  // no option: no solution
    for (int d = std::max(1, e.lowest()); d <= std::min(e.highest(), int(box.size())); ++d) {
      const int target = box[static_cast<std::size_t>(d - 1)];
      if (target == cell) {
        if (d == place) piece.add_option(std::vector<Term>{{cell, e.bit(d)}});
        continue;
      }
      piece.add_option(std::vector<Term>{{cell, e.bit(d)}, {target, e.bit(place)}});
    }
  }
}

std::optional<std::string> check_box_indexer(const Constraint& c, const SolvedGrid& g) {
  for (int cell : c.cells) {
    const int region = g.region == nullptr ? -1 : (*g.region)[static_cast<std::size_t>(cell)];
    std::vector<int> box;
    for (int other = 0; other < g.size.cells() && region >= 0; ++other) {
      if ((*g.region)[static_cast<std::size_t>(other)] == region) box.push_back(other);
    }
    const int d = g.at(cell);
    if (d < 1 || d > static_cast<int>(box.size())) {
      return fmt::format("box indexer {} holds {}, which names no cell of its box",
                         cell_text(cell, g.size), d);
    }
    const int place = static_cast<int>(std::find(box.begin(), box.end(), cell) - box.begin()) + 1;
    const int pointed = box[static_cast<std::size_t>(d - 1)];
    if (g.at(pointed) != place) {
      return fmt::format("box indexer {} holds {}, but {} holds {}, not its place {}",
                         cell_text(cell, g.size), d, cell_text(pointed, g.size), g.at(pointed),
                         place);
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType box_indexer_type() {
  return {
      .name = "box-indexer",
      .syntax = Syntax::kCells,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.shade(c.cells, ink::kBoxIndexer); },
      .rule = "a digit d in a cell says that the d-th cell of its box holds the cell's place there",
      .compile = compile_box_indexer,
      .check = check_box_indexer};
}

}  // namespace dlx::sudoku
