#include "encoders/sudoku/logic/explain.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "encoders/sudoku/logic/techniques.hpp"

namespace dlx::sudoku {
namespace {

std::string symbol(const SudokuPuzzle& puzzle, int value) {
  if (puzzle.layout.numbers || puzzle.layout.alphabet.empty()) return std::to_string(value);
  return std::string(1, puzzle.layout.alphabet[static_cast<std::size_t>(value - 1)]);
}

std::string value_list(const SudokuPuzzle& puzzle, ValueSet values, const char* separator) {
  std::string text;
  for (; values != 0; values &= values - 1) {
    if (!text.empty()) text += separator;
    text += symbol(puzzle, lowest_value(values));
  }
  return text;
}

std::string cell_list(const std::vector<int>& cells, int n) {
  std::string text;
  for (int cell : cells) {
    if (!text.empty()) text += ", ";
    text += cell_name(cell, n);
  }
  return text;
}

// "removed from r2c7, r2c8" after a line that names the one value; else "removed 3 from r1c2; 7
// from r1c8, r1c9". Cells in reading order.
std::string removals(const Step& step, const SudokuPuzzle& puzzle, bool value_named) {
  std::map<int, std::vector<int>> cells_of_value;
  for (const CellValue& elimination : step.eliminations) {
    cells_of_value[elimination.value].push_back(elimination.cell);
  }
  for (auto& [value, cells] : cells_of_value) std::sort(cells.begin(), cells.end());
  if (value_named && cells_of_value.size() == 1) {
    return "removed from " + cell_list(cells_of_value.begin()->second, puzzle.n);
  }
  std::string text = "removed ";
  for (const auto& [value, cells] : cells_of_value) {
    if (text.size() > 8) text += "; ";
    text += symbol(puzzle, value) + " from " + cell_list(cells, puzzle.n);
  }
  return text;
}

// "rows 2, 7": the numbers of lines of one kind, from their names ("row 2").
std::string line_list(const Geometry& geometry, const std::vector<int>& houses) {
  std::string text;
  for (int h : houses) {
    const std::string& name = geometry.house(h).name;
    if (text.empty()) {
      text = name.substr(0, name.find(' ')) + "s " + name.substr(name.find(' ') + 1);
    } else {
      text += ", " + name.substr(name.find(' ') + 1);
    }
  }
  return text;
}

}  // namespace

std::string describe_step(const Step& step, const Geometry& geometry, const SudokuPuzzle& puzzle) {
  const int n = puzzle.n;
  const std::string name = technique_info(step.technique).name;
  switch (step.technique) {
    case Technique::kHiddenSingle: {
      const CellValue& placed = step.placements.front();
      return fmt::format("{}: {} = {} (only place for {} in {})", name, cell_name(placed.cell, n),
                         symbol(puzzle, placed.value), symbol(puzzle, placed.value),
                         geometry.house(step.houses.front()).name);
    }
    case Technique::kNakedSingle: {
      const CellValue& placed = step.placements.front();
      return fmt::format("{}: {} = {} (its only candidate)", name, cell_name(placed.cell, n),
                         symbol(puzzle, placed.value));
    }
    case Technique::kPointing:
    case Technique::kClaiming:
      return fmt::format("{}: {} in {} is in {}, {}", name,
                         symbol(puzzle, lowest_value(step.values)),
                         geometry.house(step.houses[0]).name, geometry.house(step.houses[1]).name,
                         removals(step, puzzle, true));
    case Technique::kNakedPair:
    case Technique::kNakedTriple:
    case Technique::kNakedQuad:
      return fmt::format("{}: {} in {} ({}), {}", name, value_list(puzzle, step.values, ", "),
                         cell_list(step.cells, n), geometry.house(step.houses.front()).name,
                         removals(step, puzzle, false));
    case Technique::kHiddenPair:
    case Technique::kHiddenTriple:
    case Technique::kHiddenQuad:
      return fmt::format("{}: {} only in {} ({}), {}", name, value_list(puzzle, step.values, ", "),
                         cell_list(step.cells, n), geometry.house(step.houses.front()).name,
                         removals(step, puzzle, false));
    case Technique::kXWing:
    case Technique::kSwordfish:
    case Technique::kJellyfish: {
      const auto size = step.houses.size() / 2;
      const std::vector<int> base(step.houses.begin(),
                                  step.houses.begin() + static_cast<std::ptrdiff_t>(size));
      const std::vector<int> cover(step.houses.begin() + static_cast<std::ptrdiff_t>(size),
                                   step.houses.end());
      return fmt::format("{}: {} in {} is in {}, {}", name,
                         symbol(puzzle, lowest_value(step.values)), line_list(geometry, base),
                         line_list(geometry, cover), removals(step, puzzle, true));
    }
    case Technique::kXYWing:
    case Technique::kXYZWing: {
      auto candidates_of = [&](std::size_t k) {
        return "{" + value_list(puzzle, step.cell_candidates[k], ",") + "}";
      };
      return fmt::format("{}: pivot {} {}, pincers {} {}, {} {}, {}", name,
                         cell_name(step.cells[0], n), candidates_of(0), cell_name(step.cells[1], n),
                         candidates_of(1), cell_name(step.cells[2], n), candidates_of(2),
                         removals(step, puzzle, false));
    }
  }
  return name;
}

std::string describe_outcome(const Grade& grade) {
  if (grade.contradiction) {
    return fmt::format("contradiction after {} steps: the puzzle has no solution", grade.steps);
  }
  if (grade.solved) {
    return fmt::format("logic solved the puzzle in {} steps: grade {}", grade.steps,
                       to_string(grade.level));
  }
  return fmt::format("logic is stuck after {} steps with {} cells open: needs search", grade.steps,
                     grade.open_cells);
}

std::vector<std::string> explain_puzzle(const SudokuPuzzle& puzzle, Grader& grader) {
  std::vector<std::string> lines;
  const Grade grade = grader.grade(puzzle, [&](const Step& step, const CandidateGrid& after) {
    lines.push_back(describe_step(step, after.geometry(), puzzle));
  });
  lines.push_back(describe_outcome(grade));
  return lines;
}

}  // namespace dlx::sudoku
