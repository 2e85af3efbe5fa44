// Fuzz harness for polyomino board files (read_board in encoders/polyomino/board.hpp), the files
// of `dlx polyomino --board FILE`.
//
// A malformed board is an InputError naming the source and a line of the input. A board read has
// as many cells as the file draws (counted here from the text: every character of a row other
// than '.'), cropped to them (its first and last rows and columns hold cells), within the size
// limits; and drawn back with 'X' and '.' it reads as the same board.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "encoders/polyomino/board.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/input_checks.hpp"

namespace dlx::polyomino::fuzz {
namespace {

constexpr const char* kSource = "fuzz.board";

// The cells the text draws: characters other than '.' on lines that are not blank or comments
// (the reader refuses anything but letters, digits and '.' there, so these are the cells).
int drawn_cells(std::string_view input) {
  if (input.rfind("\xEF\xBB\xBF", 0) == 0) input.remove_prefix(3);  // LineReader drops a BOM
  int cells = 0;
  std::size_t start = 0;
  while (start < input.size()) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view line = input.substr(start, end - start);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first != std::string_view::npos && line[first] != '#') {
      cells += static_cast<int>(std::count_if(line.begin(), line.end(), [](char c) {
        return c != '.' && c != ' ' && c != '\t' && c != '\r';
      }));
    }
    start = end + 1;
  }
  return cells;
}

std::string draw(const Board& board) {
  std::string text = "# drawn by the fuzz harness\n";
  for (int row = 0; row < board.height(); ++row) {
    for (int column = 0; column < board.width(); ++column) {
      text += board.contains(row, column) ? 'X' : '.';
    }
    text += '\n';
  }
  return text;
}

void check_board(const Board& board, std::string_view input) {
  const int width = board.width();
  const int height = board.height();
  DLX_FUZZ_CHECK(width >= 1 && height >= 1 && width <= kMaxBoardSide && height <= kMaxBoardSide &&
                     board.cell_count() >= 1 && board.cell_count() <= kMaxBoardCells,
                 "a board {} wide, {} high, of {} cells", width, height, board.cell_count());
  DLX_FUZZ_CHECK(board.cell_count() == drawn_cells(input), "{} cells read, {} drawn",
                 board.cell_count(), drawn_cells(input));
  bool top = false, bottom = false, left = false, right = false;
  for (int k = 0; k < board.cell_count(); ++k) {
    const Cell cell = board.cells()[static_cast<std::size_t>(k)];
    DLX_FUZZ_CHECK(
        board.contains(cell.row, cell.column) && board.index_of(cell.row, cell.column) == k,
        "cell {} at row {} column {} is not where the board says", k, cell.row, cell.column);
    top = top || cell.row == 0;
    bottom = bottom || cell.row == height - 1;
    left = left || cell.column == 0;
    right = right || cell.column == width - 1;
  }
  DLX_FUZZ_CHECK(top && bottom && left && right, "the board is not cropped to its cells");
}

}  // namespace
}  // namespace dlx::polyomino::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::polyomino;
  using namespace dlx::polyomino::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::istringstream in(input);
  Board board;
  try {
    board = read_board(in, kSource);
  } catch (const InputError& e) {
    dlx::fuzz::check_input_error(e, kSource, input, !dlx::fuzz::has_content(input, '#'));
    return 0;
  }
  check_board(board, input);
  const std::string drawn = draw(board);
  std::istringstream again(drawn);
  Board reread;
  try {
    reread = read_board(again, "drawn.board");
  } catch (const InputError& e) {
    DLX_FUZZ_CHECK(false, "the drawn board does not read back: {}\n{}", e.what(), drawn);
  }
  DLX_FUZZ_CHECK(reread.width() == board.width() && reread.height() == board.height() &&
                     reread.cells() == board.cells(),
                 "the drawn board reads back different\n{}", drawn);
  return 0;
}
