// Puzzles for the tests of `dlx sudoku --listen`, as the userscript sends them: f-puzzles JSON,
// compressed into load strings (lz_string_compress.hpp), and the real load strings of
// examples/sudoku/fpuzzles.
#pragma once

#include <string>
#include <vector>

namespace dlx::testing {

// An f-puzzles puzzle's JSON: an n x n grid (n <= 9) with the digits of `givens` (n*n characters,
// '.' blank) as givens, then `fields` (",\"thermometer\":[...]"), written after the grid.
std::string fpuzzles_json(int n, const std::string& givens, const std::string& fields = "");

// The load string of that JSON.
std::string load_string(int n, const std::string& givens, const std::string& fields = "");

// The load strings of examples/sudoku/fpuzzles/dclamage_test_puzzles.txt, in order.
std::vector<std::string> example_load_strings(const std::string& source_dir);

// A request of the userscript: {"nonce":N,"command":C,"dataType":"fpuzzles","data":LOAD}.
std::string request(long long nonce, const std::string& command, const std::string& load);
std::string cancel_request(long long nonce);

// The classic puzzle of the seed article, with a unique solution, and the same with two clues
// taken away: 57 solutions.
extern const char* const kClassic;
extern const char* const kClassicFewerClues;

}  // namespace dlx::testing
