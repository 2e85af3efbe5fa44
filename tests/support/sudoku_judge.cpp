#include "tests/support/sudoku_judge.hpp"

#include <set>

namespace dlx::testing {

std::vector<int> grid_values(const std::string& line, const std::string& alphabet) {
  std::vector<int> values;
  for (char c : line) {
    if (c == ' ') continue;
    const std::size_t at = alphabet.find(c);
    values.push_back(c == '.' || c == '0'      ? 0
                     : at == std::string::npos ? -1
                                               : static_cast<int>(at) + 1);
  }
  return values;
}

bool is_sudoku_solution(const std::vector<int>& puzzle, const std::vector<int>& solution, int n,
                        int box_rows) {
  if (static_cast<int>(solution.size()) != n * n || puzzle.size() != solution.size()) return false;
  const int box_columns = n / box_rows;
  std::vector<std::set<int>> rows(n), columns(n), boxes(n);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int v = solution[r * n + c];
      if (v < 1 || v > n) return false;
      if (puzzle[r * n + c] != 0 && puzzle[r * n + c] != v) return false;
      const int b = (r / box_rows) * (n / box_columns) + c / box_columns;
      if (!rows[r].insert(v).second || !columns[c].insert(v).second || !boxes[b].insert(v).second) {
        return false;
      }
    }
  }
  return true;
}

std::string json_field(const std::string& line, const std::string& key) {
  const std::string marker = "\"" + key + "\":\"";
  const std::size_t start = line.find(marker);
  if (start == std::string::npos) return "";
  const std::size_t from = start + marker.size();
  return line.substr(from, line.find('"', from) - from);
}

}  // namespace dlx::testing
