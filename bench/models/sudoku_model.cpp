#include "models/sudoku_model.hpp"

#include <array>
#include <stdexcept>
#include <string>

namespace dlx::bench {
namespace {

constexpr int kSize = 9;
constexpr int kBoxSize = 3;
constexpr std::size_t kCells = kSize * kSize;

int box_of(int row, int column) {
  return (row / kBoxSize) * kBoxSize + column / kBoxSize;
}

// The clue digit of each cell, 0 for a blank.
std::array<int, kCells> parse_clues(std::string_view clues) {
  if (clues.size() != kCells) {
    throw std::invalid_argument("a 9x9 sudoku needs 81 characters, got " +
                                std::to_string(clues.size()));
  }
  std::array<int, kCells> digits{};
  for (std::size_t k = 0; k < kCells; ++k) {
    const char ch = clues[k];
    if (ch == '.' || ch == '0') continue;
    if (ch < '1' || ch > '9') {
      throw std::invalid_argument(std::string("bad sudoku character '") + ch + "' at position " +
                                  std::to_string(k));
    }
    digits[k] = ch - '0';
  }
  return digits;
}

// One block of 81 items named <prefix><a><b>, with b a digit 1..9 unless `cell_block`.
using ItemBlock = std::array<std::array<ItemId, kSize>, kSize>;

ItemBlock add_block(Problem& problem, char prefix, bool cell_block) {
  ItemBlock block;
  for (int a = 0; a < kSize; ++a) {
    for (int b = 0; b < kSize; ++b) {
      const int second = cell_block ? b : b + 1;
      block[a][b] =
          problem.add_primary(std::string{prefix} + std::to_string(a) + std::to_string(second));
    }
  }
  return block;
}

}  // namespace

Problem make_sudoku_problem(std::string_view clues) {
  const std::array<int, kCells> digits = parse_clues(clues);

  // used_in_row[r][d] and friends: does a clue already put digit d (1..9) there?
  std::array<std::array<bool, kSize + 1>, kSize> used_in_row{};
  std::array<std::array<bool, kSize + 1>, kSize> used_in_column{};
  std::array<std::array<bool, kSize + 1>, kSize> used_in_box{};
  for (int r = 0; r < kSize; ++r) {
    for (int c = 0; c < kSize; ++c) {
      const int d = digits[static_cast<std::size_t>(r * kSize + c)];
      if (d == 0) continue;
      used_in_row[r][d] = used_in_column[c][d] = used_in_box[box_of(r, c)][d] = true;
    }
  }

  Problem problem;
  const ItemBlock cell = add_block(problem, 'p', true);
  const ItemBlock row_digit = add_block(problem, 'r', false);
  const ItemBlock column_digit = add_block(problem, 'c', false);
  const ItemBlock box_digit = add_block(problem, 'b', false);

  for (int r = 0; r < kSize; ++r) {
    for (int c = 0; c < kSize; ++c) {
      const int b = box_of(r, c);
      const int clue = digits[static_cast<std::size_t>(r * kSize + c)];
      for (int d = 1; d <= kSize; ++d) {
        // A clue cell gets its clue only, so the clue is a forced choice (an item of length 1,
        // which MRV takes first) rather than something the caller must pre-cover. A blank cell
        // skips digits a clue already rules out: no solution could use them, and a smaller
        // matrix is what any sensible encoder would hand either solver.
        if (clue != 0 ? d != clue
                      : used_in_row[r][d] || used_in_column[c][d] || used_in_box[b][d]) {
          continue;
        }
        problem.add_option(
            {cell[r][c], row_digit[r][d - 1], column_digit[c][d - 1], box_digit[b][d - 1]});
      }
    }
  }
  return problem;
}

}  // namespace dlx::bench
