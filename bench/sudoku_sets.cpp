// Times the Sudoku encoder on the shared 9x9 sets, for the first solution and for the uniqueness
// check (a search for two solutions), beside the textbook DLX, in one run:
//
//   sudoku_sets [--data DIR] [--max N] [--rounds R]
//
// Four ways to solve a batch of puzzles, listed once in solve_methods() and timed alike:
//
//   (a) reused      one model (build_model) and one Solver for the whole run, built before any
//                   timing; each puzzle passes its clue options as SearchLimits::forced.
//   (b) per puzzle  our Solver on a Problem of only the options consistent with the clues (the
//                   clue's own option in a clue cell; in a blank cell, each value no clue of its
//                   row, column or box holds), built and freed for each puzzle.
//   (c) textbook    the same per-puzzle Problem as (b), given to TextbookDlx: it has no forced
//                   options, and a Problem of the consistent options is how a textbook DLX
//                   solves a puzzle.
//   (d) rebuilt     build_model and a Solver for each puzzle, clues forced: (a) without reuse,
//                   to measure what reuse saves.
//
// Each puzzle is timed on its own: the building (and freeing) of the structure, and the search
// with the decoding of its grid, separately. Every answer is validated outside the timed part:
// a first solution with check_sudoku and against the other methods' grid, a uniqueness search
// by its count, which must be 1 for every method (every puzzle of these sets is unique, see
// ../shared/data/sudoku/README.md). A wrong answer makes the program exit with status 1.
//
// Before timing a set, every method solves its first kWarmUpPuzzles untimed. Then come R rounds;
// in each, every method in turn solves the whole set in file order. Each puzzle's time is its
// median round; puzzles/s is the set's size over the sum of those, and the median µs per puzzle
// their median. Nothing is random.
#include <fmt/core.h>
#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "build_info.hpp"
#include "dlx/dlx.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "sudoku_set_reader.hpp"
#include "textbook/textbook_dlx.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using dlx::sudoku::SudokuPuzzle;

constexpr std::size_t kWarmUpPuzzles = 100;

// ---- Command line ------------------------------------------------------------------------------

struct Options {
  std::string data_dir = DLX_SHARED_DATA_DIR;
  std::size_t max_puzzles = 2000;  // 0: the whole set
  int rounds = 3;
};

// The flags, declared once: the usage text is printed from this table.
struct Flag {
  std::string_view name;
  std::string_view value;
  std::string_view help;
};

constexpr std::array<Flag, 4> kFlags{{
    {"--data", "DIR",
     "the shared data folder, holding sudoku/*.txt (default: " DLX_SHARED_DATA_DIR ")"},
    {"--max", "N", "time at most the first N puzzles of each set; 0 for all (default 2000)"},
    {"--rounds", "R", "timed passes of each method over each set, R >= 1 (default 3)"},
    {"--help", "", "print this text"},
}};

void print_usage(std::FILE* out) {
  fmt::print(out, "usage: sudoku_sets [--data DIR] [--max N] [--rounds R]\n");
  for (const Flag& flag : kFlags) {
    const std::string spelled =
        flag.value.empty() ? std::string(flag.name) : fmt::format("{} {}", flag.name, flag.value);
    fmt::print(out, "  {:<14} {}\n", spelled, flag.help);
  }
}

template <typename Number>
bool parse_number(std::string_view flag, std::string_view text, Number min, Number& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  if (error != std::errc{} || end != text.data() + text.size() || out < min) {
    fmt::print(stderr, "sudoku_sets: {} wants a whole number >= {}, got '{}'\n", flag, min, text);
    return false;
  }
  return true;
}

// Returns false (after printing why) when the command line is not understood.
bool parse_options(int argc, char** argv, Options& options) {
  for (int k = 1; k < argc; ++k) {
    const std::string_view arg = argv[k];
    if (arg == "--help" || arg == "-h") {
      print_usage(stdout);
      std::exit(0);
    }
    const bool has_value = k + 1 < argc;
    if (arg == "--data" && has_value) {
      options.data_dir = argv[++k];
    } else if (arg == "--max" && has_value) {
      if (!parse_number<std::size_t>(arg, argv[++k], 0, options.max_puzzles)) return false;
    } else if (arg == "--rounds" && has_value) {
      if (!parse_number(arg, argv[++k], 1, options.rounds)) return false;
    } else {
      fmt::print(stderr, "sudoku_sets: unknown argument or missing value: '{}'\n", arg);
      print_usage(stderr);
      return false;
    }
  }
  return true;
}

// ---- The sets ----------------------------------------------------------------------------------

struct PuzzleSet {
  std::string_view label;  // short, for the tables
  std::string_view file;   // in DIR/sudoku
};

// tdoku's sets that are stored here, then the substitutes for its kaggle and forum_hardest_1905.
constexpr std::array<PuzzleSet, 7> kSets{{
    {"unbiased", "tdoku_puzzles1_unbiased.txt"},
    {"17_clue", "tdoku_puzzles2_17_clue.txt"},
    {"magictour_top1465", "tdoku_puzzles3_magictour_top1465.txt"},
    {"forum_11plus", "tdoku_puzzles5_forum_hardest_1905_11plus.txt"},
    {"forum_1106", "tdoku_puzzles6_forum_hardest_1106.txt"},
    {"msolve_hardest", "forum_hardest_1905_msolve_hardest_to_solve.txt"},
    {"kaggle", "kaggle_bryanpark_first10000.txt"},
}};

// ---- The per-puzzle Problem of (b) and (c) -----------------------------------------------------

constexpr int kSize = 9;
constexpr int kCells = kSize * kSize;

// A Problem of only the options consistent with the clues. Its items come in build_model's order
// (cells, then "value v in row r", in column c, in box b), so that every method's MRV breaks ties
// the same way.
struct CluedProblem {
  dlx::Problem problem;
  std::vector<int> cell_of;  // option k puts value_of[k] in cell cell_of[k]
  std::vector<int> value_of;

  std::vector<int> decode(std::span<const int> options) const {
    std::vector<int> grid(kCells, 0);
    for (int option : options) {
      const auto k = static_cast<std::size_t>(option);
      grid[static_cast<std::size_t>(cell_of[k])] = value_of[k];
    }
    return grid;
  }
};

// The 4 * 81 item names, made once: they are the same for every puzzle, and formatting them anew
// would time fmt, not the model.
const std::vector<std::string>& clued_item_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all;
    for (int cell = 0; cell < kCells; ++cell) {
      all.push_back(fmt::format("r{}c{}", cell / kSize + 1, cell % kSize + 1));
    }
    for (std::string_view region : {"row", "col", "box"}) {
      for (int r = 1; r <= kSize; ++r) {
        for (int v = 1; v <= kSize; ++v) all.push_back(fmt::format("{}{}v{}", region, r, v));
      }
    }
    return all;
  }();
  return names;
}

std::unique_ptr<CluedProblem> build_clued_problem(const SudokuPuzzle& puzzle) {
  auto clued = std::make_unique<CluedProblem>();
  dlx::Problem& problem = clued->problem;
  std::array<dlx::ItemId, 4 * kCells> items;
  const std::vector<std::string>& names = clued_item_names();
  for (std::size_t k = 0; k < items.size(); ++k) items[k] = problem.add_primary(names[k]);

  // Bit v of a region's mask: a clue of the region holds v.
  std::array<unsigned, kSize> row_clues{};
  std::array<unsigned, kSize> column_clues{};
  std::array<unsigned, kSize> box_clues{};
  auto box_of = [](int r, int c) { return (r / 3) * 3 + c / 3; };
  for (int cell = 0; cell < kCells; ++cell) {
    const int v = puzzle.givens[static_cast<std::size_t>(cell)];
    if (v == 0) continue;
    const int r = cell / kSize;
    const int c = cell % kSize;
    row_clues[static_cast<std::size_t>(r)] |= 1U << v;
    column_clues[static_cast<std::size_t>(c)] |= 1U << v;
    box_clues[static_cast<std::size_t>(box_of(r, c))] |= 1U << v;
  }
  clued->cell_of.reserve(kCells * kSize);
  clued->value_of.reserve(kCells * kSize);
  for (int cell = 0; cell < kCells; ++cell) {
    const int r = cell / kSize;
    const int c = cell % kSize;
    const int b = box_of(r, c);
    const int given = puzzle.givens[static_cast<std::size_t>(cell)];
    const unsigned taken = row_clues[static_cast<std::size_t>(r)] |
                           column_clues[static_cast<std::size_t>(c)] |
                           box_clues[static_cast<std::size_t>(b)];
    for (int v = 1; v <= kSize; ++v) {
      if (given != 0 ? v != given : ((taken >> v) & 1U) != 0) continue;
      auto item = [&](int group, int index) {
        return items[static_cast<std::size_t>(group * kCells + index * kSize + v - 1)];
      };
      problem.add_option({dlx::OptionEntry(items[static_cast<std::size_t>(cell)]),
                          dlx::OptionEntry(item(1, r)), dlx::OptionEntry(item(2, c)),
                          dlx::OptionEntry(item(3, b))});
      clued->cell_of.push_back(cell);
      clued->value_of.push_back(v);
    }
  }
  return clued;
}

// ---- The methods -------------------------------------------------------------------------------

// What to search for: one solution and its grid, or up to two solutions, counted.
struct Task {
  std::uint64_t max_solutions = 1;
  bool want_grid = true;
};

// What one solve of one puzzle gives back, checked after the timing.
struct Answer {
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 0;
  std::vector<int> grid;  // the first solution's grid, when the task wants it
};

// Microseconds of one solve: building and freeing its structure (for (a): the clue list), and
// searching with decoding the grid.
struct Timing {
  double build_us = 0;
  double search_us = 0;
  double total() const { return build_us + search_us; }
};

double micros(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double, std::micro>(to - from).count();
}

// Our engine on a solver built already: the clues forced, as the `dlx sudoku` command does.
Answer solve_forced(dlx::Solver& solver, const dlx::sudoku::SudokuModel& model,
                    std::span<const dlx::OptionId> clues, const Task& task) {
  dlx::SearchLimits limits;
  limits.max_solutions = task.max_solutions;
  limits.forced = clues;
  Answer answer;
  if (task.want_grid) {
    const dlx::FirstSolution first = solver.first(limits);
    answer.solutions = first.result.stats.solutions;
    answer.nodes = first.result.stats.nodes;
    if (first.found) answer.grid = dlx::sudoku::decode(model, first.options);
  } else {
    const dlx::SearchResult result = solver.count(limits);
    answer.solutions = result.stats.solutions;
    answer.nodes = result.stats.nodes;
  }
  return answer;
}

using SolveFunction = std::function<Answer(const SudokuPuzzle&, const Task&, Timing&)>;

struct SolveMethod {
  std::string_view label;
  std::string_view description;
  SolveFunction solve;
};

// The model and solver that (a) reuses for every puzzle of every set.
struct ReusedModel {
  explicit ReusedModel(const SudokuPuzzle& any_puzzle)
      : model(dlx::sudoku::build_model(any_puzzle)), solver(model.problem) {}
  dlx::sudoku::SudokuModel model;
  dlx::Solver solver;
};

std::vector<SolveMethod> solve_methods(ReusedModel& reused) {
  std::vector<SolveMethod> methods;
  methods.push_back(
      {"(a) reused", "one build_model + Solver for the run; each puzzle's clues forced",
       [&reused](const SudokuPuzzle& puzzle, const Task& task, Timing& timing) {
         const auto t0 = Clock::now();
         const std::vector<dlx::OptionId> clues = dlx::sudoku::clue_options(reused.model, puzzle);
         const auto t1 = Clock::now();
         Answer answer = solve_forced(reused.solver, reused.model, clues, task);
         const auto t2 = Clock::now();
         timing = {micros(t0, t1), micros(t1, t2)};
         return answer;
       }});
  methods.push_back({"(b) per puzzle",
                     "Problem of the clue-consistent options + Solver, built per puzzle",
                     [](const SudokuPuzzle& puzzle, const Task& task, Timing& timing) {
                       const auto t0 = Clock::now();
                       std::unique_ptr<CluedProblem> clued = build_clued_problem(puzzle);
                       auto solver = std::make_unique<dlx::Solver>(clued->problem);
                       const auto t1 = Clock::now();
                       dlx::SearchLimits limits;
                       limits.max_solutions = task.max_solutions;
                       Answer answer;
                       if (task.want_grid) {
                         const dlx::FirstSolution first = solver->first(limits);
                         answer.solutions = first.result.stats.solutions;
                         answer.nodes = first.result.stats.nodes;
                         std::vector<int> options;
                         for (const dlx::OptionId option : first.options)
                           options.push_back(option.value);
                         if (first.found) answer.grid = clued->decode(options);
                       } else {
                         const dlx::SearchResult result = solver->count(limits);
                         answer.solutions = result.stats.solutions;
                         answer.nodes = result.stats.nodes;
                       }
                       const auto t2 = Clock::now();
                       solver.reset();
                       clued.reset();
                       const auto t3 = Clock::now();
                       timing = {micros(t0, t1) + micros(t2, t3), micros(t1, t2)};
                       return answer;
                     }});
  methods.push_back({"(c) textbook", "the same Problem as (b) + TextbookDlx, built per puzzle",
                     [](const SudokuPuzzle& puzzle, const Task& task, Timing& timing) {
                       const auto t0 = Clock::now();
                       std::unique_ptr<CluedProblem> clued = build_clued_problem(puzzle);
                       auto textbook = std::make_unique<dlx::bench::TextbookDlx>(clued->problem);
                       const auto t1 = Clock::now();
                       Answer answer;
                       std::vector<int> first;
                       const dlx::bench::TextbookDlx::Counts counts =
                           textbook->count(task.max_solutions, task.want_grid ? &first : nullptr);
                       answer.solutions = counts.solutions;
                       answer.nodes = counts.nodes;
                       if (!first.empty()) answer.grid = clued->decode(first);
                       const auto t2 = Clock::now();
                       textbook.reset();
                       clued.reset();
                       const auto t3 = Clock::now();
                       timing = {micros(t0, t1) + micros(t2, t3), micros(t1, t2)};
                       return answer;
                     }});
  methods.push_back(
      {"(d) rebuilt", "build_model + Solver per puzzle, clues forced: (a) without reuse",
       [](const SudokuPuzzle& puzzle, const Task& task, Timing& timing) {
         const auto t0 = Clock::now();
         auto model = std::make_unique<dlx::sudoku::SudokuModel>(dlx::sudoku::build_model(puzzle));
         auto solver = std::make_unique<dlx::Solver>(model->problem);
         const std::vector<dlx::OptionId> clues = dlx::sudoku::clue_options(*model, puzzle);
         const auto t1 = Clock::now();
         Answer answer = solve_forced(*solver, *model, clues, task);
         const auto t2 = Clock::now();
         solver.reset();
         model.reset();
         const auto t3 = Clock::now();
         timing = {micros(t0, t1) + micros(t2, t3), micros(t1, t2)};
         return answer;
       }});
  return methods;
}

// ---- Timing a set
// --------------------------------------------------------------------------------

struct Mode {
  std::string_view label;
  Task task;
};

constexpr std::array<Mode, 2> kModes{{{"first", {1, true}}, {"unique", {2, false}}}};

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// The figures of one method on one set in one mode.
struct Figures {
  double puzzles_per_second = 0;  // the set's size over the sum of each puzzle's median round
  double median_us = 0;           // the median, over the puzzles, of each puzzle's median round
  double median_build_us = 0;     // the same, for the building alone
  double median_search_us = 0;    // and for the search alone
  double build_us_sum = 0;        // over every puzzle and round
  double total_us_sum = 0;
  std::uint64_t nodes = 0;  // over the set, first round
};

// Each method's figures on `puzzles`, in the order of `methods`. Wrong answers are added to
// `problems`, one line each.
std::vector<Figures> time_set(std::string_view set_label, const std::vector<SudokuPuzzle>& puzzles,
                              const Mode& mode, const std::vector<SolveMethod>& methods, int rounds,
                              std::vector<std::string>& problems) {
  const std::size_t count = puzzles.size();
  // The first method's answers, that every other method must agree with.
  std::vector<Answer> reference(count);

  auto validate = [&](std::size_t m, std::size_t k, const Answer& answer) {
    const SudokuPuzzle& puzzle = puzzles[k];
    auto complain = [&](const std::string& what) {
      problems.push_back(fmt::format("{} {} line {} ({}): {}", set_label, mode.label, puzzle.line,
                                     methods[m].label, what));
    };
    // Every puzzle of these sets has exactly one solution.
    if (answer.solutions != 1) {
      complain(fmt::format("{} solutions found, expected 1", answer.solutions));
      return;
    }
    if (mode.task.want_grid) {
      if (auto broken = dlx::sudoku::check_sudoku(puzzle, answer.grid)) {
        complain("the grid does not solve the puzzle: " + *broken);
        return;
      }
      if (m != 0 && answer.grid != reference[k].grid) {
        complain("the grid differs from that of " + std::string(methods.front().label));
      }
    }
  };

  Timing timing;
  for (const SolveMethod& method : methods) {
    for (std::size_t k = 0; k < std::min(count, kWarmUpPuzzles); ++k) {
      method.solve(puzzles[k], mode.task, timing);
    }
  }

  // samples[method][puzzle][round]. The rounds go round the methods, so that a slow spell of the
  // machine (another job) is spread over all of them instead of falling on one.
  std::vector<Figures> figures(methods.size());
  std::vector<std::vector<std::vector<Timing>>> samples(methods.size(),
                                                        std::vector<std::vector<Timing>>(count));
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t m = 0; m < methods.size(); ++m) {
      for (std::size_t k = 0; k < count; ++k) {
        Answer answer = methods[m].solve(puzzles[k], mode.task, timing);
        samples[m][k].push_back(timing);
        figures[m].build_us_sum += timing.build_us;
        figures[m].total_us_sum += timing.total();
        validate(m, k, answer);
        if (round == 0) {
          figures[m].nodes += answer.nodes;
          if (m == 0) reference[k] = std::move(answer);
        }
      }
    }
  }

  // A puzzle's median round drops the rounds in which the machine was busy elsewhere.
  for (std::size_t m = 0; m < methods.size(); ++m) {
    Figures& f = figures[m];
    std::vector<double> totals;
    std::vector<double> builds;
    std::vector<double> searches;
    for (const std::vector<Timing>& rounds_of_puzzle : samples[m]) {
      std::vector<double> total;
      std::vector<double> build;
      std::vector<double> search;
      for (const Timing& t : rounds_of_puzzle) {
        total.push_back(t.total());
        build.push_back(t.build_us);
        search.push_back(t.search_us);
      }
      totals.push_back(median(total));
      builds.push_back(median(build));
      searches.push_back(median(search));
    }
    double sum_us = 0;
    for (double us : totals) sum_us += us;
    f.puzzles_per_second = static_cast<double>(count) / (sum_us / 1e6);
    f.median_us = median(totals);
    f.median_build_us = median(builds);
    f.median_search_us = median(searches);
  }
  return figures;
}

// ---- Reporting ---------------------------------------------------------------------------------

struct Row {
  std::string_view set;
  std::string_view mode;
  std::vector<Figures> figures;  // per method
};

void print_speed_table(const std::vector<Row>& rows, const std::vector<SolveMethod>& methods) {
  fmt::print(
      "Speed: puzzles/s and median µs per puzzle (each puzzle timed by its median round)\n\n");
  fmt::print("{:<18} {:<6}", "set", "mode");
  for (const SolveMethod& method : methods) fmt::print(" | {:>21}", method.label);
  fmt::print(" | {:>14}\n", "textbook/(a)");
  fmt::print("{:<18} {:<6}", "", "");
  for (std::size_t m = 0; m < methods.size(); ++m)
    fmt::print(" | {:>10} {:>10}", "puzzles/s", "median µs");
  fmt::print(" | {:>6} {:>7}\n", "rate", "median");
  for (const Row& row : rows) {
    fmt::print("{:<18} {:<6}", row.set, row.mode);
    for (const Figures& f : row.figures) {
      fmt::print(" | {:>10.0f} {:>10.2f}", f.puzzles_per_second, f.median_us);
    }
    // (c) is the textbook; the ratios say how many times faster (a) is.
    const Figures& ours = row.figures[0];
    const Figures& textbook = row.figures[2];
    fmt::print(" | {:>6.2f} {:>7.2f}\n", ours.puzzles_per_second / textbook.puzzles_per_second,
               textbook.median_us / ours.median_us);
  }
}

void print_build_table(const std::vector<Row>& rows, const std::vector<SolveMethod>& methods) {
  fmt::print(
      "\nModel reuse: median µs per puzzle building and freeing the structure (for (a): the "
      "clue list) | searching and decoding\n\n");
  fmt::print("{:<18} {:<6}", "set", "mode");
  for (const SolveMethod& method : methods) fmt::print(" | {:>17}", method.label);
  fmt::print("\n{:<18} {:<6}", "", "");
  for (std::size_t m = 0; m < methods.size(); ++m) fmt::print(" | {:>8} {:>8}", "build", "search");
  fmt::print("\n");
  for (const Row& row : rows) {
    fmt::print("{:<18} {:<6}", row.set, row.mode);
    for (const Figures& f : row.figures) {
      fmt::print(" | {:>8.2f} {:>8.2f}", f.median_build_us, f.median_search_us);
    }
    fmt::print("\n");
  }
  fmt::print("\nShare of all timed µs spent building, over every set and mode:");
  for (std::size_t m = 0; m < methods.size(); ++m) {
    double build = 0;
    double total = 0;
    for (const Row& row : rows) {
      build += row.figures[m].build_us_sum;
      total += row.figures[m].total_us_sum;
    }
    fmt::print("{} {} {:.1f}%", m == 0 ? "" : ",", methods[m].label, 100 * build / total);
  }
  fmt::print("\n");
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!parse_options(argc, argv, options)) return 2;

  const std::filesystem::path sudoku_dir = std::filesystem::path(options.data_dir) / "sudoku";
  if (!std::filesystem::is_directory(sudoku_dir)) {
    fmt::print(stderr,
               "sudoku_sets: no puzzle data: {} is not a directory. The sets live in the shared "
               "data folder beside the project (shared/data/sudoku); pass its parent with --data "
               "DIR.\n",
               sudoku_dir.string());
    return 2;
  }

  struct LoadedSet {
    const PuzzleSet* set;
    std::vector<SudokuPuzzle> puzzles;
    std::size_t in_file;
  };
  std::vector<LoadedSet> sets;
  for (const PuzzleSet& set : kSets) {
    std::optional<std::vector<SudokuPuzzle>> puzzles =
        dlx::bench::read_sudoku_set(sudoku_dir / set.file, "sudoku_sets");
    if (!puzzles) return 2;
    const std::size_t in_file = puzzles->size();
    if (options.max_puzzles != 0 && puzzles->size() > options.max_puzzles) {
      puzzles->resize(options.max_puzzles);
    }
    sets.push_back({&set, std::move(*puzzles), in_file});
  }
  if (sets.front().puzzles.empty()) {
    fmt::print(stderr, "sudoku_sets: {} holds no puzzle\n", sets.front().set->file);
    return 2;
  }

  // (a)'s model serves every puzzle that has its key: each must be a classic 9x9, as (b) and (c)
  // assume too.
  const SudokuPuzzle& first_puzzle = sets.front().puzzles.front();
  const auto model_start = Clock::now();
  ReusedModel reused(first_puzzle);
  const double model_us = micros(model_start, Clock::now());
  const std::string classic_key = dlx::sudoku::model_key(first_puzzle);
  for (const LoadedSet& loaded : sets) {
    for (const SudokuPuzzle& puzzle : loaded.puzzles) {
      if (puzzle.size.rows != kSize || puzzle.box_rows != 3 ||
          dlx::sudoku::model_key(puzzle) != classic_key) {
        fmt::print(stderr, "sudoku_sets: {}:{} is not a classic 9x9 puzzle\n", puzzle.source,
                   puzzle.line);
        return 2;
      }
    }
  }
  const std::vector<SolveMethod> methods = solve_methods(reused);

  fmt::print("Sudoku sets: dlx {} vs textbook DLX | build type: {} | compiler: {} | flags: {}\n",
             dlx::kVersion, dlx::bench::kBuildType, dlx::bench::kCompiler, dlx::bench::kCxxFlags);
  fmt::print("data: {} | at most {} puzzles per set | {} timed rounds after {} warm-up puzzles\n",
             sudoku_dir.string(),
             options.max_puzzles == 0 ? std::string("all") : std::to_string(options.max_puzzles),
             options.rounds, kWarmUpPuzzles);
  fmt::print("modes: first = first solution (grid decoded); unique = search for 2 solutions\n");
  for (const SolveMethod& method : methods) {
    fmt::print("  {:<15} {}\n", method.label, method.description);
  }
  fmt::print("  (a)'s one build_model + Solver, outside the timing: {:.1f} µs\n", model_us);
  fmt::print("sets:\n");
  for (const LoadedSet& loaded : sets) {
    fmt::print("  {:<18} {:>5} of {:>5} puzzles  {}\n", loaded.set->label, loaded.puzzles.size(),
               loaded.in_file, loaded.set->file);
  }
  fmt::print("\n");
  std::fflush(stdout);

  std::vector<Row> rows;
  std::vector<std::string> problems;
  std::vector<std::string> notes;
  for (const LoadedSet& loaded : sets) {
    for (const Mode& mode : kModes) {
      Row row{loaded.set->label, mode.label,
              time_set(loaded.set->label, loaded.puzzles, mode, methods, options.rounds, problems)};
      // (b) and (c) search the same Problem choosing the leftmost shortest item, so they walk
      // the same tree; if they do not, the comparison is not like for like.
      if (row.figures[1].nodes != row.figures[2].nodes) {
        notes.push_back(fmt::format("{} {}: nodes differ, (b) {} vs (c) {}", row.set, row.mode,
                                    row.figures[1].nodes, row.figures[2].nodes));
      }
      rows.push_back(std::move(row));
    }
  }

  print_speed_table(rows, methods);
  print_build_table(rows, methods);
  fmt::print(
      "\ntextbook/(a): rate = (a) puzzles/s / (c) puzzles/s; median = (c) median / (a) "
      "median (above 1: ours is faster)\n");
  std::fflush(stdout);
  for (const std::string& note : notes) fmt::print(stderr, "sudoku_sets: note: {}\n", note);
  for (const std::string& problem : problems) fmt::print(stderr, "sudoku_sets: {}\n", problem);
  if (!problems.empty()) {
    fmt::print(stderr, "sudoku_sets: {} wrong answers\n", problems.size());
    return 1;
  }
  return 0;
}
