// SudokuPad's "zipped" puzzle JSON, read back into JSON. SudokuPad shortens a puzzle's JSON before
// it compresses it into an `scl` link (its PuzzleZipper): keys lose their quotes, common keys
// become tokens (`ce` cells, `re` regions, `o` overlays, `c2` backgroundColor, ...), `true` and
// `false` become `t` and `f`, colours lose their quotes and '#' (`#0` black, `#F` white, `CFCFCF`),
// an empty object in a list is left out (`[,,{v:5}]` is three cells), and strings are quoted with
// '\'' rather than '"'. Written from that description of the format, as a small parser of the
// zipped text rather than SudokuPad's chain of regular expressions: plain JSON (a `ctc` puzzle,
// or the JSON that SudokuPad exports) reads with it too, keys as they are.
#pragma once

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string_view>

namespace dlx::sudoku {

class PuzzleZipperError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The deepest nesting read: SudokuPad's puzzles nest five deep (overlays, points, coordinates).
inline constexpr int kMaxZippedNesting = 32;

// Reads `text`, zipped or plain JSON, into JSON with SudokuPad's full key names. Throws
// PuzzleZipperError naming the character where reading stopped.
nlohmann::json unzip_sudokupad(std::string_view text);

}  // namespace dlx::sudoku
