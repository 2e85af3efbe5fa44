#include "encoders/queens/placement.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cstdlib>

#include <dlx/text/line_reader.hpp>
#include <dlx/text/text_tokens.hpp>

namespace dlx::queens {
namespace {

bool looks_like_board_row(const std::string& line) {
  for (char c : line) {
    if (c != 'Q' && c != 'q' && c != '.' && !is_blank(c)) return false;
  }
  return true;
}

// "0 3 0 0": one number per row.
Placement parse_numbers(const LineReader& reader, const std::string& line) {
  Placement placement;
  placement.line = reader.line_number();
  std::size_t k = 0;
  while (k < line.size()) {
    while (k < line.size() && is_blank(line[k])) ++k;
    const std::size_t start = k;
    while (k < line.size() && !is_blank(line[k])) ++k;
    if (k == start) break;
    const std::string token = line.substr(start, k - start);
    long column = -1;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), column);
    if (error != std::errc{} || end != token.data() + token.size() || column < 0) {
      throw reader.error(fmt::format(
          "'{}' is not a column number: expected one number per row, the column (1..N) of its "
          "queen or 0 for none",
          token));
    }
    if (column > kMaxN) {
      throw reader.error(fmt::format("column {} is out of range: the largest board is {}x{}", token,
                                     kMaxN, kMaxN));
    }
    placement.column_of_row.push_back(static_cast<int>(column) - 1);
    if (placement.column_of_row.size() > static_cast<std::size_t>(kMaxN)) {
      throw reader.error(
          fmt::format("more than {} rows: the largest board is {}x{}", kMaxN, kMaxN, kMaxN));
    }
  }
  placement.n = static_cast<int>(placement.column_of_row.size());
  for (std::size_t row = 0; row < placement.column_of_row.size(); ++row) {
    if (placement.column_of_row[row] >= placement.n) {
      throw reader.error(fmt::format("row {} has column {}, but the board has only {} columns",
                                     row + 1, placement.column_of_row[row] + 1, placement.n));
    }
  }
  return placement;
}

class BoardBuilder {
 public:
  explicit BoardBuilder(std::size_t first_line) {
    placement_.line = first_line;
    placement_.drawn = true;
  }

  void add_row(const LineReader& reader, const std::string& line) {
    int width = 0;
    int queen = -1;
    for (char c : line) {
      if (is_blank(c)) continue;
      if (c == 'Q' || c == 'q') {
        if (queen >= 0) {
          throw reader.error(
              fmt::format("two queens in row {} (columns {} and {}): a row holds at most one queen",
                          placement_.column_of_row.size() + 1, queen + 1, width + 1));
        }
        queen = width;
      }
      ++width;
    }
    if (width_ == 0) {
      width_ = width;
      if (width_ > kMaxN) {
        throw reader.error(fmt::format("a board {} squares wide is larger than the largest, {}x{}",
                                       width_, kMaxN, kMaxN));
      }
    } else if (width != width_) {
      throw reader.error(
          fmt::format("this board row has {} squares, the first row has {}", width, width_));
    }
    placement_.column_of_row.push_back(queen);
    if (static_cast<int>(placement_.column_of_row.size()) > width_) {
      throw reader.error(
          fmt::format("the board has more rows than its {} columns: it must be square", width_));
    }
  }

  bool empty() const { return placement_.column_of_row.empty(); }

  Placement finish(const LineReader& reader) {
    if (static_cast<int>(placement_.column_of_row.size()) != width_) {
      throw reader.error(fmt::format(
          "the board that starts at line {} has {} rows and {} columns: it must be square",
          placement_.line, placement_.column_of_row.size(), width_));
    }
    placement_.n = width_;
    return std::move(placement_);
  }

 private:
  Placement placement_;
  int width_ = 0;
};

}  // namespace

int Placement::queens() const {
  int count = 0;
  for (int column : column_of_row) count += column >= 0 ? 1 : 0;
  return count;
}

std::vector<Placement> read_placements(std::istream& in, const std::string& source) {
  LineReader reader(in, source);
  std::vector<Placement> placements;
  std::optional<BoardBuilder> board;
  std::string line;
  while (reader.next(line)) {
    const std::string text = trimmed(line);
    if (!text.empty() && text[0] == '#') continue;
    if (text.empty()) {
      if (board) placements.push_back(board->finish(reader));
      board.reset();
      continue;
    }
    if (board || looks_like_board_row(text)) {
      if (!board) board.emplace(reader.line_number());
      if (!looks_like_board_row(text)) {
        throw reader.error(fmt::format(
            "unexpected '{}' in a board: expected 'Q' for a queen and '.' for an empty square",
            text));
      }
      board->add_row(reader, text);
      continue;
    }
    placements.push_back(parse_numbers(reader, text));
  }
  if (board) placements.push_back(board->finish(reader));
  if (placements.empty()) {
    throw InputError(source, reader.line_number(),
                     "no placement: expected a line of N column numbers or a board of 'Q' and '.'");
  }
  return placements;
}

std::optional<std::string> find_conflict(const Placement& placement) {
  const auto& columns = placement.column_of_row;
  for (std::size_t a = 0; a < columns.size(); ++a) {
    if (columns[a] < 0) continue;
    for (std::size_t b = a + 1; b < columns.size(); ++b) {
      if (columns[b] < 0) continue;
      const long rows_apart = static_cast<long>(b - a);
      const long columns_apart = std::labs(static_cast<long>(columns[b]) - columns[a]);
      const char* how = columns_apart == 0            ? "the same column"
                        : columns_apart == rows_apart ? "the same diagonal"
                                                      : nullptr;
      if (how != nullptr) {
        return fmt::format(
            "the given queens at row {} column {} and row {} column {} attack "
            "each other (on {})",
            a + 1, columns[a] + 1, b + 1, columns[b] + 1, how);
      }
    }
  }
  return std::nullopt;
}

}  // namespace dlx::queens
