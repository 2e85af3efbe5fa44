#include "encoders/sudoku/candidates_command.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/english.hpp>
#include <dlx/text/error_report.hpp>
#include <dlx/text/input_source.hpp>
#include <dlx/text/json_text.hpp>

#include <chrono>
#include <memory>
#include <ostream>
#include <stdexcept>

#include "encoders/sudoku/grid_size.hpp"
#include "encoders/sudoku/model_cache.hpp"
#include "encoders/sudoku/puzzle_batch.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/true_candidates.hpp"

namespace dlx::sudoku {
namespace {

// The candidates of each cell, the grid's then the variable cells', in the puzzle's symbols
// ("159"; numbers joined by ',').
std::vector<std::string> cell_texts(const SudokuPuzzle& puzzle, const TrueCandidates& found) {
  const int values = puzzle.size.values;
  const bool numbers = puzzle.layout.numbers || puzzle.layout.alphabet.empty();
  std::vector<std::string> texts;
  for (int cell = 0; cell < puzzle.size.all_cells(); ++cell) {
    std::string text;
    for (int v = 1; v <= values; ++v) {
      if (!found.possible[static_cast<std::size_t>(cell * values + v - 1)]) continue;
      if (numbers && !text.empty()) text += ",";
      text += value_symbol(puzzle, v);
    }
    texts.push_back(text.empty() ? "-" : text);
  }
  return texts;
}

// What the searches settled about the puzzle's solutions.
std::string verdict(const TrueCandidates& found, bool decided) {
  if (found.solutions_found == 0 && found.complete) return "none";
  if (found.solutions_found >= 2) return "several";
  if (found.complete && decided) return "unique";
  return "unknown";
}

// Every cell (the variable cells too) down to one value: the searches found one solution and no
// other.
bool decided(const SudokuPuzzle& puzzle, const TrueCandidates& found) {
  for (std::size_t cell = 0; cell < static_cast<std::size_t>(puzzle.size.all_cells()); ++cell) {
    int values = 0;
    for (int v = 1; v <= puzzle.size.values; ++v) {
      values += found.possible[cell * static_cast<std::size_t>(puzzle.size.values) +
                               static_cast<std::size_t>(v - 1)];
    }
    if (values != 1) return false;
  }
  return true;
}

// The variable cells' candidates as JSON members ("A":"12", named as the solution's JSON names
// them), or nothing without any.
std::string variables_json(const SudokuPuzzle& puzzle, const std::vector<std::string>& texts) {
  std::string members;
  for (int cell = puzzle.size.cells(); cell < puzzle.size.all_cells(); ++cell) {
    const std::string& text = texts[static_cast<std::size_t>(cell)];
    members += fmt::format("{}{}:{}", members.empty() ? "" : ",",
                           json_string(variable_name(cell, puzzle.size)),
                           json_string(text == "-" ? "" : text));
  }
  return members.empty() ? "" : ",\"variables\":{" + members + "}";
}

std::string json_line(const std::string& label, const SudokuPuzzle& puzzle,
                      const TrueCandidates& found, const std::string& solutions,
                      const std::vector<std::string>& texts) {
  std::string cells;
  for (int cell = 0; cell < puzzle.size.cells(); ++cell) {
    const std::string& text = texts[static_cast<std::size_t>(cell)];
    cells += (cells.empty() ? "" : ",") + json_string(text == "-" ? "" : text);
  }
  return fmt::format(
      "{{\"input\":{},\"status\":\"{}\",\"complete\":{},\"solutions\":\"{}\","
      "\"candidates\":[{}]{},\"unsettled\":{},\"searches\":{},\"nodes\":{}}}\n",
      json_string(label), found.complete ? "complete" : "time limit",
      found.complete ? "true" : "false", solutions, cells, variables_json(puzzle, texts),
      found.unsettled, found.searches, found.nodes);
}

// The variable cells' candidates on a line under the grid ("variables $A=12 $B=3"), or nothing.
std::string variables_text(const SudokuPuzzle& puzzle, const std::vector<std::string>& texts) {
  std::string line;
  for (int cell = puzzle.size.cells(); cell < puzzle.size.all_cells(); ++cell) {
    line += fmt::format(" ${}={}", variable_name(cell, puzzle.size),
                        texts[static_cast<std::size_t>(cell)]);
  }
  return line.empty() ? "" : "variables" + line + "\n";
}

// The heading, then the grid of each cell's candidates in columns, then a blank line.
std::string text_grid(const std::string& label, const SudokuPuzzle& puzzle,
                      const TrueCandidates& found, const std::string& solutions) {
  std::string heading;
  if (solutions == "none") {
    heading = "no solution";
  } else if (found.complete) {
    heading = fmt::format("true candidates, exact ({})",
                          solutions == "unique" ? "unique solution" : "several solutions");
  } else {
    heading = fmt::format(
        "candidates found before the time limit: {} (cell, value) pairs not settled, so these "
        "are not all the true candidates",
        found.unsettled);
  }
  const std::vector<std::string> texts = cell_texts(puzzle, found);
  std::size_t width = 1;
  for (const std::string& text : texts) width = std::max(width, text.size());
  std::string out = label + ": " + heading + "\n";
  const GridSize& size = puzzle.size;
  for (int r = 0; r < size.rows; ++r) {
    std::string row;
    for (int c = 0; c < size.columns; ++c) {
      const std::string& text = texts[static_cast<std::size_t>(size.cell(r, c))];
      row += text;
      if (c + 1 < size.columns) row += std::string(width - text.size() + 1, ' ');
    }
    out += row + "\n";
  }
  return out + variables_text(puzzle, texts) + "\n";
}

// The candidates of a batch: each puzzle's, and how many a time limit cut short.
class CandidatesBatch {
 public:
  CandidatesBatch(const CommandContext& context) : context_(context) {
    if (context.search.time_limit) {
      time_limit_ = std::chrono::duration<double>(*context.search.time_limit);
    }
  }

  int run(const BatchRequest& request) {
    const auto start = std::chrono::steady_clock::now();
    const BatchCount count =
        run_batch(request, context_, [this](SudokuPuzzle& puzzle) { settle(puzzle); });
    if (wants_summary(count, context_.search)) {
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      *context_.messages << fmt::format(
          "{}: {}{}{}{}, {:.3f} s\n", count.input, counted(count.entries(), "puzzle", "puzzles"),
          cut_ > 0 ? fmt::format(", {} cut short by the time limit", cut_) : "",
          count.malformed > 0 ? fmt::format(", {} malformed", count.malformed) : "",
          count.interrupted() ? ", interrupted" : "", seconds);
    }
    if (count.interrupted()) return kExitInterrupted;
    if (count.malformed > 0) worst_ = std::max(worst_, kExitUsage);
    return worst_;
  }

 private:
  void settle(const SudokuPuzzle& puzzle) {
    check_model_size(puzzle);
    const std::string label = puzzle_label(puzzle);
    TrueCandidates found;
    if (find_clue_conflict(puzzle)) {
      found.possible.assign(puzzle.cell_count() * static_cast<std::size_t>(puzzle.size.values),
                            false);
    } else {
      try {
        found = true_candidates(models_.model_for(puzzle), puzzle,
                                solver_options_for(puzzle, context_.search.solver_options),
                                time_limit_, context_.stop_flag);
      } catch (const std::logic_error& e) {
        report_internal_error(*context_.messages, label, e.what());
        worst_ = std::max(worst_, kExitInternal);
        return;
      }
    }
    const std::string solutions = verdict(found, decided(puzzle, found));
    if (solutions == "none") worst_ = std::max(worst_, kExitNoSolution);
    if (!found.complete) {
      if (context_.interrupted()) throw StopBatch{.counted = true};
      ++cut_;
      worst_ = std::max(worst_, kExitCutShort);
    }
    if (context_.search.json) {
      *context_.output << json_line(label, puzzle, found, solutions, cell_texts(puzzle, found));
    } else {
      *context_.output << text_grid(label, puzzle, found, solutions);
    }
  }

  const CommandContext& context_;
  std::optional<std::chrono::duration<double>> time_limit_;
  ModelCache models_;
  std::size_t cut_ = 0;
  int worst_ = kExitSolved;
};

}  // namespace

int run_candidates(const BatchRequest& request, const CommandContext& context) {
  return CandidatesBatch(context).run(request);
}

}  // namespace dlx::sudoku
