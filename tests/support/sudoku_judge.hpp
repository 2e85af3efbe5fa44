// The tests' own Sudoku judge, written from the rules, for checking what `dlx sudoku` prints.
#pragma once

#include <string>
#include <vector>

namespace dlx::testing {

// Values of a grid written as one line of symbols ('.' blank) in `alphabet`; -1 for a symbol
// outside it.
std::vector<int> grid_values(const std::string& line, const std::string& alphabet);

// True when `solution` is a complete n x n Sudoku with boxes box_rows x (n / box_rows) that keeps
// every clue of `puzzle` (0 = blank).
bool is_sudoku_solution(const std::vector<int>& puzzle, const std::vector<int>& solution, int n,
                        int box_rows);

// The JSON string value of "key" in a line of dlx's JSON output ("" if absent).
std::string json_field(const std::string& line, const std::string& key);

}  // namespace dlx::testing
