#include "encoders/queens/queens_model.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <random>

namespace dlx::queens {

std::vector<int> organ_pipe_order(int n) {
  std::vector<int> order;
  order.reserve(static_cast<std::size_t>(n));
  const int middle = (n - 1) / 2;
  order.push_back(middle);
  for (int step = 1; static_cast<int>(order.size()) < n; ++step) {
    if (middle + step < n) order.push_back(middle + step);
    if (middle - step >= 0) order.push_back(middle - step);
  }
  return order;
}

namespace {

// Whether a queen on (row, column) fits with the given queens: on a given square, or attacked by
// none of them.
class GivenQueens {
 public:
  GivenQueens(int n, const Placement* given)
      : row_(static_cast<std::size_t>(n), -1),
        column_taken_(static_cast<std::size_t>(n), false),
        diagonal_taken_(static_cast<std::size_t>(2 * n - 1), false),
        anti_taken_(static_cast<std::size_t>(2 * n - 1), false),
        n_(n) {
    if (given == nullptr) return;
    for (int r = 0; r < n; ++r) {
      const int c = given->column_of_row[static_cast<std::size_t>(r)];
      if (c < 0) continue;
      row_[static_cast<std::size_t>(r)] = c;
      column_taken_[static_cast<std::size_t>(c)] = true;
      diagonal_taken_[static_cast<std::size_t>(r + c)] = true;
      anti_taken_[static_cast<std::size_t>(r - c + n - 1)] = true;
    }
  }

  bool allows(int r, int c) const {
    const int given = row_[static_cast<std::size_t>(r)];
    if (given >= 0) return given == c;
    return !column_taken_[static_cast<std::size_t>(c)] &&
           !diagonal_taken_[static_cast<std::size_t>(r + c)] &&
           !anti_taken_[static_cast<std::size_t>(r - c + n_ - 1)];
  }

 private:
  std::vector<int> row_;
  std::vector<bool> column_taken_;
  std::vector<bool> diagonal_taken_;
  std::vector<bool> anti_taken_;
  int n_;
};

}  // namespace

QueensModel build_queens_model(int n, ItemOrder order, const Placement* given,
                               std::optional<std::uint64_t> shuffle_seed,
                               const std::function<void()>& check) {
  // Every 4096 options: a check (a clock read) costs nothing beside them.
  constexpr std::size_t kCheckEvery = 4096;
  QueensModel model;
  model.n = n;
  Problem& problem = model.problem;
  const auto size = static_cast<std::size_t>(n);
  std::vector<ItemId> row(size), column(size), diagonal(2 * size - 1), anti(2 * size - 1);
  const std::vector<int> sequence = order == ItemOrder::kOrganPipe ? organ_pipe_order(n) : [n] {
    std::vector<int> plain(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) plain[static_cast<std::size_t>(k)] = k;
    return plain;
  }();
  // Rows and columns interleaved (r c r c ...), as Knuth's generator declares them.
  for (int k : sequence) {
    row[static_cast<std::size_t>(k)] = problem.add_primary(fmt::format("r{}", k + 1));
    column[static_cast<std::size_t>(k)] = problem.add_primary(fmt::format("c{}", k + 1));
  }
  for (int d = 0; d < 2 * n - 1; ++d) {
    diagonal[static_cast<std::size_t>(d)] = problem.add_secondary(fmt::format("a{}", d + 1));
    anti[static_cast<std::size_t>(d)] = problem.add_secondary(fmt::format("b{}", d + 1));
  }

  const GivenQueens fits(n, given);
  std::vector<Square> squares;
  squares.reserve(size * size);
  for (int r : sequence) {
    if (check) check();
    for (int c : sequence) {
      if (fits.allows(r, c)) squares.push_back({r, c});
    }
  }
  if (shuffle_seed) {
    // std::shuffle's algorithm is unspecified; this Fisher-Yates with mt19937_64 gives the same
    // order for a seed on every platform.
    std::mt19937_64 random(*shuffle_seed);
    for (std::size_t k = squares.size(); k > 1; --k) {
      const std::size_t j = static_cast<std::size_t>(random() % k);
      std::swap(squares[k - 1], squares[j]);
    }
  }
  for (std::size_t k = 0; k < squares.size(); ++k) {
    if (check && k % kCheckEvery == 0) check();
    const Square& square = squares[k];
    const auto r = static_cast<std::size_t>(square.row);
    const auto c = static_cast<std::size_t>(square.column);
    problem.add_option({row[r], column[c], diagonal[r + c], anti[r - c + size - 1]});
  }
  model.square_of_option = std::move(squares);
  return model;
}

std::vector<int> decode(const QueensModel& model, SolutionView solution) {
  std::vector<int> column_of_row(static_cast<std::size_t>(model.n), -1);
  for (OptionId option : solution) {
    const Square& square = model.square_of_option[static_cast<std::size_t>(option.value)];
    column_of_row[static_cast<std::size_t>(square.row)] = square.column;
  }
  return column_of_row;
}

}  // namespace dlx::queens
