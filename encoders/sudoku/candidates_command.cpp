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

#include "encoders/sudoku/puzzle_input.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/true_candidates.hpp"

namespace dlx::sudoku {
namespace {

struct Interrupted {};

// The candidates of each cell, in the puzzle's symbols ("159"; numbers joined by ',').
std::vector<std::string> cell_texts(const SudokuPuzzle& puzzle, const TrueCandidates& found) {
  const int n = puzzle.n;
  const bool numbers = puzzle.layout.numbers || puzzle.layout.alphabet.empty();
  std::vector<std::string> texts;
  for (int cell = 0; cell < n * n; ++cell) {
    std::string text;
    for (int v = 1; v <= n; ++v) {
      if (!found.possible[static_cast<std::size_t>(cell * n + v - 1)]) continue;
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

}  // namespace

int run_candidates(const CandidatesRequest& request, const CommandContext& context) {
  PuzzleInput input(request.path, *context.standard_input);
  std::ostream& out = *context.output;
  std::ostream& messages = *context.messages;
  const auto start = std::chrono::steady_clock::now();
  std::size_t puzzles = 0;
  std::size_t bad = 0;
  std::size_t cut = 0;
  int worst = kExitSolved;
  ErrorReport errors(messages);
  auto on_error = [&](const InputError& error) {
    ++bad;
    errors.add(error);
  };
  std::string cached_key;
  std::unique_ptr<SudokuModel> model;
  std::optional<std::chrono::duration<double>> time_limit;
  if (context.search.time_limit)
    time_limit = std::chrono::duration<double>(*context.search.time_limit);
  auto on_puzzle = [&](SudokuPuzzle&& puzzle) {
    if (context.interrupted()) throw Interrupted{};
    request.prepare(puzzle);
    check_model_size(puzzle);
    ++puzzles;
    const std::string label = puzzle_label(puzzle);
    TrueCandidates found;
    if (find_clue_conflict(puzzle)) {
      found.possible.assign(puzzle.cell_count() * static_cast<std::size_t>(puzzle.n), false);
    } else {
      const std::string key = model_key(puzzle);
      if (!model || key != cached_key) {
        model = std::make_unique<SudokuModel>(build_model(puzzle));
        cached_key = key;
      }
      try {
        found = true_candidates(*model, puzzle, context.search.solver_options, time_limit,
                                context.stop_flag);
      } catch (const std::logic_error& e) {
        messages << fmt::format(
            "dlx: internal error: {}: {}\nThis is a bug in dlx; please report it with the "
            "input.\n",
            label, e.what());
        worst = std::max(worst, kExitInternal);
        return;
      }
    }
    const std::vector<std::string> texts = cell_texts(puzzle, found);
    // Every cell down to one value: the searches found one solution and no other.
    bool decided = true;
    for (std::size_t cell = 0; cell < puzzle.cell_count(); ++cell) {
      int values = 0;
      for (int v = 1; v <= puzzle.n; ++v) {
        values += found.possible[cell * static_cast<std::size_t>(puzzle.n) +
                                 static_cast<std::size_t>(v - 1)];
      }
      decided = decided && values == 1;
    }
    const std::string solutions = verdict(found, decided);
    if (solutions == "none") worst = std::max(worst, kExitNoSolution);
    if (!found.complete) {
      if (context.interrupted()) throw Interrupted{};
      ++cut;
      worst = std::max(worst, kExitCutShort);
    }
    if (context.search.json) {
      std::string cells;
      for (const std::string& text : texts) {
        cells += (cells.empty() ? "" : ",") + json_string(text == "-" ? "" : text);
      }
      out << fmt::format(
          "{{\"input\":{},\"status\":\"{}\",\"complete\":{},\"solutions\":\"{}\","
          "\"candidates\":[{}],\"unsettled\":{},\"searches\":{},\"nodes\":{}}}\n",
          json_string(label), found.complete ? "complete" : "time limit",
          found.complete ? "true" : "false", solutions, cells, found.unsettled, found.searches,
          found.nodes);
      return;
    }
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
    out << label << ": " << heading << "\n";
    std::size_t width = 1;
    for (const std::string& text : texts) width = std::max(width, text.size());
    const int n = puzzle.n;
    for (int r = 0; r < n; ++r) {
      std::string row;
      for (int c = 0; c < n; ++c) {
        const std::string& text = texts[static_cast<std::size_t>(r * n + c)];
        row += text;
        if (c + 1 < n) row += std::string(width - text.size() + 1, ' ');
      }
      out << row << "\n";
    }
    out << "\n";
  };
  bool interrupted = false;
  try {
    read_puzzles(input.stream(), input.name(), request.read, on_puzzle, on_error);
  } catch (const Interrupted&) {
    interrupted = true;
  }
  out.flush();
  errors.finish(input.name());
  if (puzzles + bad == 0 && !interrupted)
    throw InputError(input.name(), 0, "no puzzle in the input");
  if ((puzzles + bad > 1 || interrupted || context.search.stats) &&
      (!context.search.quiet || context.search.stats)) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    messages << fmt::format("{}: {}{}{}{}, {:.3f} s\n", input.name(),
                            counted(puzzles + bad, "puzzle", "puzzles"),
                            cut > 0 ? fmt::format(", {} cut short by the time limit", cut) : "",
                            bad > 0 ? fmt::format(", {} malformed", bad) : "",
                            interrupted ? ", interrupted" : "", seconds);
  }
  if (interrupted) return kExitInterrupted;
  if (bad > 0) worst = std::max(worst, kExitUsage);
  return worst;
}

}  // namespace dlx::sudoku
