#include "encoders/sudoku/variants/chaos_anchors.hpp"

#include <algorithm>
#include <cstdlib>

namespace dlx::sudoku {
namespace {

int distance(int a, int b, const GridSize& size) {
  return std::abs(size.row(a) - size.row(b)) + std::abs(size.column(a) - size.column(b));
}

std::vector<int> edge_cells(const GridSize& size) {
  std::vector<int> out;
  for (int cell = 0; cell < size.cells(); ++cell) {
    const int r = size.row(cell);
    const int c = size.column(cell);
    if (r == 0 || c == 0 || r == size.rows - 1 || c == size.columns - 1) out.push_back(cell);
  }
  return out;
}

}  // namespace

std::vector<int> chaos_anchor_cells(const GridSize& size, int region_size,
                                    const std::vector<int>& weight) {
  if (region_size <= 0 || size.cells() / region_size < 3) return {};
  auto weight_of = [&](int cell) {
    return static_cast<std::size_t>(cell) < weight.size() ? weight[static_cast<std::size_t>(cell)]
                                                          : 0;
  };
  const std::vector<int> edge = edge_cells(size);
  std::vector<int> best;
  long best_weight = -1;
  for (std::size_t a = 0; a < edge.size(); ++a) {
    for (std::size_t b = a + 1; b < edge.size(); ++b) {
      if (distance(edge[a], edge[b], size) < region_size) continue;
      for (int c = 0; c < size.cells(); ++c) {
        if (distance(edge[a], c, size) < region_size || distance(edge[b], c, size) < region_size)
          continue;
        const long total =
            static_cast<long>(weight_of(edge[a])) + weight_of(edge[b]) + weight_of(c);
        if (total <= best_weight) continue;
        best_weight = total;
        best = {edge[a], edge[b], c};
      }
    }
  }
  std::sort(best.begin(), best.end());
  return best;
}

bool chaos_labels_canonical(const std::vector<int>& label_of, const std::vector<int>& anchors) {
  for (std::size_t k = 0; k < anchors.size(); ++k) {
    if (label_of[static_cast<std::size_t>(anchors[k])] != static_cast<int>(k) + 1) return false;
  }
  int next_new = static_cast<int>(anchors.size()) + 1;
  for (int label : label_of) {
    if (label > next_new || label < 1) return false;
    if (label == next_new) ++next_new;
  }
  return true;
}

}  // namespace dlx::sudoku
