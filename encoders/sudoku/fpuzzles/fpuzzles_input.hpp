// Which lines of a Sudoku input are f-puzzles puzzles, and the JSON each one carries. A line may be
//
//   https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA...    an f-puzzles URL
//   https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOANCA...       a SudokuPad link that carries one
//   N4IgzglgXgpiBcBOANCA...                                      the bare `load` string
//   {"size":9,"grid":[[{"value":5,"given":true},...]],...}       the puzzle's JSON
//
// A load string is lz-string's compressToBase64 of the JSON; every f-puzzles puzzle's JSON starts
// with {" and so every load string with "N4Ig", which no Sudoku line of digits, letters and dots
// starts with. That prefix, a URL or a '{' is what marks a line as f-puzzles (docs/sudoku.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace dlx::sudoku {

enum class FpuzzlesForm { kUrl, kSudokuPad, kLoadString, kJson };

struct FpuzzlesInput {
  FpuzzlesForm form = FpuzzlesForm::kJson;
  std::string payload;  // the load string (URL-decoded), or the JSON
};

// What the line (trimmed) holds, or nullopt when it is no f-puzzles puzzle (a Sudoku line, a
// grid row, a section of the text format).
std::optional<FpuzzlesInput> detect_fpuzzles(std::string_view line);

// The puzzle's JSON text: decompressed from a load string, as is from JSON. Throws InputError
// naming `source` and `line` when the URL carries no puzzle or the load string is corrupt or cut
// short.
std::string fpuzzles_json(const FpuzzlesInput& input, const std::string& source, std::size_t line);

// The deepest nesting of arrays and objects in JSON `text`, brackets inside strings aside (the
// readers refuse deep JSON before parsing it).
int json_nesting_depth(std::string_view text);

// How many of the line's braces (outside JSON strings) are left open: above 0, a JSON object
// printed over several lines (pretty-printed, as f-puzzles' export and editors write it) goes on.
int json_open_braces(std::string_view line);

// %2B, %2F, %3D decoded: a load string (or SudokuPad payload) copied from an address bar may come
// percent-encoded. A '+' stays a '+' (lz-string's base64 uses it; links do not encode it).
std::string percent_decoded(std::string_view text);

// "an f-puzzles URL", "a load string", ...: for messages.
std::string_view form_name(FpuzzlesForm form);

}  // namespace dlx::sudoku
