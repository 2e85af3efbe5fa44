// The first solution of every puzzle of hard Sudoku collections, one thread, with the figures that
// show a heavy tail: per set the total, the median, the worst puzzle and the nodes (issue 12's
// targets).
//
//   hard_instances [--set LIST] [--limit N] [--cap SECONDS] [--seed S] [--per-puzzle]
//                  [--data DIR]
//
// Each puzzle is solved by the engine through the library, as `dlx sudoku FILE --threads 1` does:
// one model (build_model) and one Solver per grid size and rules, built before the set is timed
// and reused for each of its puzzles, whose clues are forced options (SearchLimits::forced). A
// puzzle's time is the clue list, the search and the decoding of the grid; the model is timed
// apart. Every puzzle has a time limit (--cap, default 30 s), so that one puzzle of the tail
// cannot hang the run: it is reported as ">cap", and the set's total and worst as "> ...".
//
// Every answer is checked outside the timing by the independent checker (check_sudoku). The
// expected outcome comes from the data: the answers file of the 16x16 and 25x25 sets says, for each
// line, whether it has one solution, several or none (line 40 of the 16x16 set has none, on
// purpose); the 9x9 sets have one solution each (../shared/data/sudoku/README.md). A grid the
// checker refuses, a solution where there is none, or none where there is one, is a wrong answer:
// the program says which puzzle and exits with status 1. A capped puzzle is not wrong, only slow.
//
// The search's settings are the rows of the engine's table (solver_option_flags), so a setting
// added to dlx::SolverOptions is a flag here with no line of this file.
#include <fmt/core.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "build_info.hpp"
#include "dlx/dlx.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "flag_table.hpp"
#include "solver_flags.hpp"
#include "sudoku_set_reader.hpp"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using dlx::bench::Flag;
using dlx::sudoku::SudokuPuzzle;

constexpr std::string_view kProgram = "hard_instances";

// ---- The sets ----------------------------------------------------------------------------------

struct PuzzleSet {
  std::string_view label;    // for --set and the tables
  std::string_view file;     // in DATA/sudoku
  std::string_view answers;  // line, solutions (1, 0, 2+), ... per puzzle; empty: all have one
};

// The large grids of issue 12 first, then the hardest 9x9 collections stored in the shared data
// (see its README for their sources).
constexpr std::array<PuzzleSet, 7> kSets{{
    {"16x16", "sudoku16x16.txt", "sudoku16x16.answers.tsv"},
    {"25x25", "sudoku25x25.txt", "sudoku25x25.answers.tsv"},
    {"msolve_most_difficult", "forum_hardest_1905_msolve_most_difficult.txt", ""},
    {"msolve_hardest", "forum_hardest_1905_msolve_hardest_to_solve.txt", ""},
    {"forum_1106", "tdoku_puzzles6_forum_hardest_1106.txt", ""},
    {"forum_11plus", "tdoku_puzzles5_forum_hardest_1905_11plus.txt", ""},
    {"magictour_top1465", "tdoku_puzzles3_magictour_top1465.txt", ""},
}};

// ---- Command line ------------------------------------------------------------------------------

struct Options {
  fs::path data_dir = DLX_SHARED_DATA_DIR;
  std::vector<std::string> sets;  // labels; empty: every set
  std::size_t limit = 0;          // the first N puzzles of each set; 0: all
  double cap_seconds = 30;
  bool per_puzzle = false;
  // --seed, --heuristic, --engine, ...: every row of the engine's table of settings.
  dlx::SolverOptions solver;
};

const std::vector<Flag<Options>>& flags() {
  static std::vector<Flag<Options>> table{
      {"--set", "LIST",
       "only these sets, comma-separated (16x16, 25x25, msolve_most_difficult, msolve_hardest, "
       "forum_1106, forum_11plus, magictour_top1465); may be repeated",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         for (std::string& label : dlx::bench::split_list(v)) {
           if (std::none_of(kSets.begin(), kSets.end(),
                            [&](const PuzzleSet& set) { return set.label == label; })) {
             return fmt::format("no set '{}'", label);
           }
           o.sets.push_back(std::move(label));
         }
         return std::nullopt;
       }},
      {"--limit", "N", "the first N puzzles of each set; 0 for all (default 0)",
       [](std::string_view v, Options& o) {
         return dlx::bench::parse_whole<std::size_t>(v, 0, o.limit);
       }},
      {"--cap", "SECONDS", "time limit per puzzle; a puzzle over it shows as >cap (default 30)",
       [](std::string_view v, Options& o) { return dlx::bench::parse_seconds(v, o.cap_seconds); }},
      {"--per-puzzle", "", "also a row per puzzle: time, nodes, outcome",
       [](std::string_view, Options& o) -> std::optional<std::string> {
         o.per_puzzle = true;
         return std::nullopt;
       }},
      {"--data", "DIR",
       "the shared data folder, holding sudoku/ (default: " DLX_SHARED_DATA_DIR ")",
       [](std::string_view v, Options& o) -> std::optional<std::string> {
         o.data_dir = v;
         return std::nullopt;
       }},
  };
  static const bool with_solver_flags = [] {
    for (auto& flag : dlx::bench::solver_option_flags(&Options::solver)) table.push_back(flag);
    return true;
  }();
  (void)with_solver_flags;
  return table;
}

constexpr std::string_view kSynopsis =
    "hard_instances [--set LIST] [--limit N] [--cap SECONDS] [--seed S] [--per-puzzle] "
    "[--data DIR]";

// And the limits of each puzzle's search: its cap, one thread.
dlx::SearchLimits search_limits(const Options& options) {
  dlx::SearchLimits limits;
  limits.max_solutions = 1;
  limits.threads = 1;
  limits.time_limit = std::chrono::duration<double>(options.cap_seconds);
  return limits;
}

// The settings, said in words for the report.
std::string describe(const Options& options) {
  return fmt::format(
      "seed {}, cap {} s per puzzle, one thread",
      options.solver.seed ? fmt::format("{}", *options.solver.seed) : std::string("none"),
      options.cap_seconds);
}

// ---- Reading -----------------------------------------------------------------------------------

// What the data says a puzzle has.
enum class Expected { kOne, kSeveral, kNone };

// An answers file: a header line, then "line<TAB>solutions<TAB>...", solutions 1, 2+ or 0.
// nullopt (after saying why) if it cannot be read.
std::optional<std::map<std::size_t, Expected>> read_answers(const fs::path& path) {
  std::ifstream in(path);
  if (!in) {
    fmt::print(stderr, "{}: cannot open {}\n", kProgram, path.string());
    return std::nullopt;
  }
  std::map<std::size_t, Expected> answers;
  std::string text;
  std::size_t file_line = 0;
  while (std::getline(in, text)) {
    ++file_line;
    if (file_line == 1) continue;  // the header
    std::istringstream fields(text);
    std::string line;
    std::string solutions;
    std::getline(fields, line, '\t');
    std::getline(fields, solutions, '\t');
    std::size_t puzzle_line = 0;
    const bool numbered = !dlx::bench::parse_whole<std::size_t>(line, 1, puzzle_line);
    if (!numbered || (solutions != "1" && solutions != "0" && solutions != "2+")) {
      fmt::print(stderr, "{}: {}:{}: expected 'LINE<TAB>1|0|2+<TAB>...', got '{}'\n", kProgram,
                 path.string(), file_line, text);
      return std::nullopt;
    }
    answers[puzzle_line] = solutions == "1"   ? Expected::kOne
                           : solutions == "0" ? Expected::kNone
                                              : Expected::kSeveral;
  }
  return answers;
}

// ---- Solving -----------------------------------------------------------------------------------

enum class Outcome {
  kSolved,      // a grid, which the checker accepted
  kNoSolution,  // the whole tree searched, no solution, as the data says
  kCapped,      // the time limit stopped the search
  kWrong,       // anything else: see PuzzleResult::problem
};

struct PuzzleResult {
  std::size_t line = 0;
  double seconds = 0;
  std::uint64_t nodes = 0;
  Outcome outcome = Outcome::kWrong;
  std::string problem;  // for kWrong
};

// A model and a solver for every puzzle with the same size and rules.
struct ReusedModel {
  ReusedModel(const SudokuPuzzle& puzzle, const dlx::SolverOptions& options)
      : model(dlx::sudoku::build_model(puzzle)), solver(model.problem, options) {}
  dlx::sudoku::SudokuModel model;
  dlx::Solver solver;
};

PuzzleResult solve(ReusedModel& reused, const SudokuPuzzle& puzzle, Expected expected,
                   dlx::SearchLimits limits) {
  PuzzleResult result;
  result.line = puzzle.line;
  const auto start = Clock::now();
  const std::vector<dlx::OptionId> clues = dlx::sudoku::clue_options(reused.model, puzzle);
  limits.forced = clues;
  const dlx::FirstSolution first = reused.solver.first(limits);
  std::vector<int> grid;
  if (first.found) grid = dlx::sudoku::decode(reused.model, first.options);
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  result.nodes = first.result.stats.nodes;

  // Checked outside the timing.
  if (first.found) {
    if (std::optional<std::string> broken = dlx::sudoku::check_sudoku(puzzle, grid)) {
      result.problem = "the checker refuses the grid: " + *broken;
    } else if (expected == Expected::kNone) {
      result.problem = "a grid the checker accepts, but the answers file says no solution";
    } else {
      result.outcome = Outcome::kSolved;
    }
  } else if (first.result.status == dlx::SearchStatus::kTimeLimit) {
    result.outcome = Outcome::kCapped;
  } else if (!first.result.complete()) {
    result.problem = fmt::format("the search stopped: {}", dlx::to_string(first.result.status));
  } else if (expected != Expected::kNone) {
    result.problem = "no solution found, but the data says there is one";
  } else {
    result.outcome = Outcome::kNoSolution;
  }
  return result;
}

// ---- Reporting ---------------------------------------------------------------------------------

std::string duration(double seconds) {
  if (seconds < 1e-3) return fmt::format("{:.0f} µs", seconds * 1e6);
  if (seconds < 1) return fmt::format("{:.1f} ms", seconds * 1e3);
  return fmt::format("{:.2f} s", seconds);
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

struct SetResult {
  const PuzzleSet* set;
  std::size_t in_file = 0;
  double model_seconds = 0;
  std::vector<PuzzleResult> puzzles;
};

void print_summary(const std::vector<SetResult>& results) {
  fmt::print(
      "| set | puzzles | solved | no solution | capped | total | median | worst (line) | "
      "nodes | worst nodes (line) | checker |\n"
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
  for (const SetResult& result : results) {
    std::size_t solved = 0;
    std::size_t none = 0;
    std::size_t capped = 0;
    std::size_t wrong = 0;
    double total = 0;
    std::uint64_t nodes = 0;
    std::vector<double> times;
    const PuzzleResult* slowest = nullptr;
    const PuzzleResult* biggest = nullptr;
    for (const PuzzleResult& puzzle : result.puzzles) {
      solved += puzzle.outcome == Outcome::kSolved;
      none += puzzle.outcome == Outcome::kNoSolution;
      capped += puzzle.outcome == Outcome::kCapped;
      wrong += puzzle.outcome == Outcome::kWrong;
      total += puzzle.seconds;
      nodes += puzzle.nodes;
      times.push_back(puzzle.seconds);
      if (slowest == nullptr || puzzle.seconds > slowest->seconds) slowest = &puzzle;
      if (biggest == nullptr || puzzle.nodes > biggest->nodes) biggest = &puzzle;
    }
    // With a capped puzzle, the total and the worst are lower bounds.
    const std::string more = capped > 0 ? ">" : "";
    const std::string checker = wrong == 0 ? fmt::format("{} of {} passed", solved, solved)
                                           : fmt::format("**{} WRONG**", wrong);
    fmt::print("| {} | {}{} | {} | {} | {} | {}{} | {} | {}{} ({}) | {} | {} ({}) | {} |\n",
               result.set->label, result.puzzles.size(),
               result.puzzles.size() < result.in_file ? fmt::format(" of {}", result.in_file) : "",
               solved, none, capped, more, duration(total), duration(median(times)),
               slowest != nullptr && slowest->outcome == Outcome::kCapped ? ">" : "",
               slowest != nullptr ? duration(slowest->seconds) : "—",
               slowest != nullptr ? slowest->line : 0, nodes,
               biggest != nullptr ? biggest->nodes : 0, biggest != nullptr ? biggest->line : 0,
               checker);
  }
}

const char* to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::kSolved:
      return "solved";
    case Outcome::kNoSolution:
      return "no solution";
    case Outcome::kCapped:
      return ">cap";
    case Outcome::kWrong:
      return "WRONG";
  }
  return "?";
}

void print_per_puzzle(const std::vector<SetResult>& results) {
  fmt::print("\n| set | line | time | nodes | outcome |\n|---|---:|---:|---:|---|\n");
  for (const SetResult& result : results) {
    for (const PuzzleResult& puzzle : result.puzzles) {
      fmt::print("| {} | {} | {}{} | {} | {} |\n", result.set->label, puzzle.line,
                 puzzle.outcome == Outcome::kCapped ? ">" : "", duration(puzzle.seconds),
                 puzzle.nodes, to_string(puzzle.outcome));
    }
  }
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string text;
  std::getline(in, text);
  return text.empty() ? "?" : text;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  // The tests' variable, read by every program that reads the shared data.
  if (const char* env = std::getenv("DLX_SHARED_DATA_DIR"); env != nullptr && *env != '\0') {
    options.data_dir = env;
  }
  if (!dlx::bench::parse_flags(kProgram, kSynopsis, flags(), argc, argv, options)) return 2;
  const fs::path sudoku_dir = (options.data_dir / "sudoku").lexically_normal();
  if (!fs::is_directory(sudoku_dir)) {
    fmt::print(stderr,
               "{}: no puzzle data: {} is not a directory. The sets live in the shared data "
               "folder beside the project (shared/data/sudoku); pass its parent with --data DIR.\n",
               kProgram, sudoku_dir.string());
    return 2;
  }
  const dlx::SolverOptions solver_settings = options.solver;
  const dlx::SearchLimits limits = search_limits(options);

  fmt::print("## First solutions of hard Sudoku collections (bench/hard_instances)\n\n");
  fmt::print("- dlx {} | build type {} | {} | flags `{}`\n", dlx::kVersion, dlx::bench::kBuildType,
             dlx::bench::kCompiler, dlx::bench::kCxxFlags);
  fmt::print("- {} | data {} | {}\n", describe(options), sudoku_dir.string(),
             options.limit == 0 ? std::string("every puzzle")
                                : fmt::format("the first {} puzzles of each set", options.limit));
  fmt::print("- load average at start: {}\n\n", load_average());
  std::fflush(stdout);

  std::vector<SetResult> results;
  std::vector<std::string> problems;
  for (const PuzzleSet& set : kSets) {
    if (!options.sets.empty() &&
        std::find(options.sets.begin(), options.sets.end(), set.label) == options.sets.end()) {
      continue;
    }
    std::optional<std::vector<SudokuPuzzle>> puzzles =
        dlx::bench::read_sudoku_set(sudoku_dir / set.file, kProgram);
    if (!puzzles) return 2;
    std::map<std::size_t, Expected> answers;
    if (!set.answers.empty()) {
      std::optional<std::map<std::size_t, Expected>> read = read_answers(sudoku_dir / set.answers);
      if (!read) return 2;
      answers = std::move(*read);
    }
    SetResult result{&set, puzzles->size(), 0, {}};
    if (options.limit != 0 && puzzles->size() > options.limit) puzzles->resize(options.limit);
    fmt::print(stderr, "{}: {}: {} puzzles\n", kProgram, set.label, puzzles->size());

    // The models, built before the timing (a set may mix sizes).
    std::map<std::string, std::unique_ptr<ReusedModel>> models;
    const auto model_start = Clock::now();
    for (const SudokuPuzzle& puzzle : *puzzles) {
      std::unique_ptr<ReusedModel>& reused = models[dlx::sudoku::model_key(puzzle)];
      if (!reused) reused = std::make_unique<ReusedModel>(puzzle, solver_settings);
    }
    result.model_seconds = std::chrono::duration<double>(Clock::now() - model_start).count();

    for (const SudokuPuzzle& puzzle : *puzzles) {
      Expected expected = Expected::kOne;
      if (!set.answers.empty()) {
        const auto answer = answers.find(puzzle.line);
        if (answer == answers.end()) {
          fmt::print(stderr, "{}: {} has no line {}\n", kProgram, set.answers, puzzle.line);
          return 2;
        }
        expected = answer->second;
      }
      PuzzleResult solved =
          solve(*models[dlx::sudoku::model_key(puzzle)], puzzle, expected, limits);
      if (solved.outcome == Outcome::kWrong) {
        problems.push_back(fmt::format("{} line {}: {}", set.file, puzzle.line, solved.problem));
      }
      // The slow ones as they come, so that a long run shows where it is.
      if (solved.seconds >= 1) {
        fmt::print(stderr, "{}: {} line {}: {}{}, {} nodes\n", kProgram, set.label, puzzle.line,
                   solved.outcome == Outcome::kCapped ? ">" : "", duration(solved.seconds),
                   solved.nodes);
      }
      result.puzzles.push_back(std::move(solved));
    }
    results.push_back(std::move(result));
  }

  print_summary(results);
  fmt::print("\nmodels (build_model + Solver, once per set and grid, not in the times):");
  for (const SetResult& result : results) {
    fmt::print(" {} {};", result.set->label, duration(result.model_seconds));
  }
  fmt::print("\nload average at the end: {}\n", load_average());
  if (options.per_puzzle) print_per_puzzle(results);
  std::fflush(stdout);

  for (const std::string& problem : problems) {
    fmt::print(stderr, "{}: WRONG: {}\n", kProgram, problem);
  }
  if (!problems.empty()) {
    fmt::print(stderr, "{}: {} wrong answer(s)\n", kProgram, problems.size());
    return 1;
  }
  return 0;
}
