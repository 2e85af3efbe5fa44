// Which lines of a Sudoku input are SudokuPad puzzles in SudokuPad's own format, and the puzzle
// text each carries. A line may be
//
//   https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBW...          a SudokuPad link
//   https://sudokupad.app/scf?puzzleid=sclN4SwJgXA5AzgHjAtgfQLIEMBOAXA...       ... its puzzleid
//   https://crackingthecryptic.com/sudokupad/?puzzleid=ctcN4Sw...               a CTC link
//   sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBW...                               the bare payload
//
// The payload after `scl` or `ctc` is lz-string's compressToBase64 (or its URI-safe alphabet) of
// the puzzle's JSON, zipped (puzzle_zipper.hpp). A bare payload starts with `sclN` or `ctcN`
// (every JSON object's first character, '{', compresses to an 'N'), which no Sudoku line starts
// with. SudokuPad's `fpuzzles...` links are f-puzzles' (fpuzzles_input.hpp): left to that reader.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace dlx::sudoku {

struct SudokuPadInput {
  std::string puzzle_id;  // what follows the host, or the bare payload: "scl...", "ctc...", "abc12"
  std::string payload;    // the compressed data after `scl`/`ctc`, URL-decoded; empty if none
};

// What the line (trimmed) holds, or nullopt when it is no SudokuPad puzzle of SudokuPad's own
// format (an f-puzzles link through SudokuPad is nullopt: the f-puzzles reader takes it).
std::optional<SudokuPadInput> detect_sudokupad(std::string_view line);

// The puzzle's (zipped) JSON text, decompressed. Throws InputError naming `source` and `line` when
// the link carries no puzzle (a short link: the puzzle is on SudokuPad's server), or the payload
// is corrupt or cut short.
std::string sudokupad_text(const SudokuPadInput& input, const std::string& source,
                           std::size_t line);

}  // namespace dlx::sudoku
