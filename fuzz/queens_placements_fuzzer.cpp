// Fuzz harness for partial queens placements (read_placements in encoders/queens/placement.hpp),
// the files of `dlx queens --complete FILE`: lines of column numbers, and boards of 'Q' and '.'.
//
// A malformed file is an InputError naming the source and a line of the input. Every placement
// read is on a board of 1 to kMaxN, with at most one queen a row, inside the board, at a line of
// the input; written back in its own form (numbers or a board) the placements read the same;
// find_conflict agrees with a check of the rules of chess here; and a placement on a board up to
// 12x12 without conflict is completed, within a short time, into a solution that keeps its queens
// and that the independent checker accepts.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include <dlx/dlx.hpp>

#include "encoders/queens/placement.hpp"
#include "encoders/queens/queens_checker.hpp"
#include "encoders/queens/queens_model.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/input_checks.hpp"

namespace dlx::queens::fuzz {
namespace {

constexpr const char* kSource = "fuzz.queens";
constexpr int kMaxSolvedSize = 12;

std::string write(const Placement& placement) {
  std::string text;
  if (placement.drawn) {
    for (const int column : placement.column_of_row) {
      for (int c = 0; c < placement.n; ++c) text += c == column ? 'Q' : '.';
      text += '\n';
    }
  } else {
    for (std::size_t row = 0; row < placement.column_of_row.size(); ++row) {
      text += (row > 0 ? " " : "") + std::to_string(placement.column_of_row[row] + 1);
    }
    text += '\n';
  }
  return text + "\n";  // a blank line ends a board
}

bool attack(const Placement& placement) {
  const auto& columns = placement.column_of_row;
  for (std::size_t a = 0; a < columns.size(); ++a) {
    for (std::size_t b = a + 1; b < columns.size(); ++b) {
      if (columns[a] < 0 || columns[b] < 0) continue;
      if (columns[a] == columns[b] ||
          std::abs(columns[a] - columns[b]) == static_cast<int>(b - a)) {
        return true;
      }
    }
  }
  return false;
}

void check_placement(const Placement& placement, std::string_view input) {
  const int n = placement.n;
  DLX_FUZZ_CHECK(
      n >= 1 && n <= kMaxN && placement.column_of_row.size() == static_cast<std::size_t>(n),
      "a board of {} with {} rows", n, placement.column_of_row.size());
  DLX_FUZZ_CHECK(placement.line >= 1 && placement.line <= dlx::fuzz::line_count(input),
                 "placement at line {}", placement.line);
  for (const int column : placement.column_of_row) {
    DLX_FUZZ_CHECK(column >= -1 && column < n, "a queen in column {} of {}", column + 1, n);
  }
  DLX_FUZZ_CHECK(find_conflict(placement).has_value() == attack(placement),
                 "find_conflict says {}, the rules {}", find_conflict(placement).value_or("none"),
                 attack(placement) ? "an attack" : "none");
}

void check_completion(const Placement& placement) {
  if (placement.n > kMaxSolvedSize || attack(placement)) return;
  const QueensModel model = build_queens_model(placement.n, ItemOrder::kOrganPipe, &placement);
  Solver solver(model.problem);
  SearchLimits limits;
  limits.time_limit = std::chrono::milliseconds(100);
  const FirstSolution first = solver.first(limits);
  if (!first.found) return;
  const std::vector<int> columns = decode(model, first.options);
  const auto wrong = check_queens(placement.n, columns, &placement);
  DLX_FUZZ_CHECK(!wrong, "the completion fails the checker: {}\n{}", *wrong, write(placement));
}

}  // namespace
}  // namespace dlx::queens::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::queens;
  using namespace dlx::queens::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::istringstream in(input);
  std::vector<Placement> placements;
  try {
    placements = read_placements(in, kSource);
  } catch (const InputError& e) {
    dlx::fuzz::check_input_error(e, kSource, input, !dlx::fuzz::has_content(input, '#'));
    return 0;
  }
  std::string written;
  for (const Placement& placement : placements) {
    check_placement(placement, input);
    check_completion(placement);
    written += write(placement);
  }
  std::istringstream again(written);
  std::vector<Placement> reread;
  try {
    reread = read_placements(again, "written.queens");
  } catch (const InputError& e) {
    DLX_FUZZ_CHECK(false, "the written placements do not read back: {}\n{}", e.what(), written);
  }
  bool same = reread.size() == placements.size();
  for (std::size_t k = 0; same && k < placements.size(); ++k) {
    same = reread[k].n == placements[k].n && reread[k].drawn == placements[k].drawn &&
           reread[k].column_of_row == placements[k].column_of_row;
  }
  DLX_FUZZ_CHECK(same, "the written placements read back different\n{}", written);
  return 0;
}
