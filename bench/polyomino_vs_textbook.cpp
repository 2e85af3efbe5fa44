// Counts pentomino tilings with the polyomino encoder's models, on our engine and on the textbook
// DLX (textbook/textbook_dlx.hpp), side by side in one run:
//
//   polyomino_vs_textbook [--repetitions R]      (R >= 1, default 5)
//
// Inputs: the 6x10 box counted in all, and up to symmetry (the model with X kept to one
// placement per symmetry class); Scott's 8x8 board without its centre, the same two ways. Both
// solvers get the very same Problem, are warmed up with one untimed count, and are timed
// alternately so that drift in the machine's speed falls on both alike; the table shows medians.
//
// Validation, outside the timed runs: both engines must find the same number of solutions in
// every run, and the counts must be the published ones in ../shared/data/polyomino/counts.tsv
// (when it is there). For Scott's board up to symmetry, some kept placements of X are symmetric,
// so the restricted model has more solutions than classes; the encoder's filter
// (counts_for_its_class), applied once outside the timing, must bring them to the published 65.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "build_info.hpp"
#include "dlx/dlx.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "textbook/textbook_dlx.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using dlx::polyomino::PolyominoModel;

struct Input {
  std::string name;
  std::string board;
  bool distinct = false;
  std::string counts_id;  // the row of counts.tsv with the answer
};

// counts.tsv: id -> (total, distinct); empty when the shared data is absent.
std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> published_counts() {
  std::filesystem::path dir = DLX_SHARED_DATA_DIR;
  if (const char* env = std::getenv("DLX_SHARED_DATA_DIR")) dir = env;
  std::ifstream in(dir / "polyomino" / "counts.tsv");
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> counts;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::istringstream split(line);
    for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
    if (fields.size() >= 5) counts[fields[0]] = {std::stoull(fields[3]), std::stoull(fields[4])};
  }
  return counts;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

double milliseconds_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The solutions of the model that count for their class (the encoder's filter), counted once.
std::uint64_t filtered_count(const PolyominoModel& model) {
  dlx::Solver solver(model.problem);
  std::uint64_t count = 0;
  solver.search([&](dlx::SolutionView solution) {
    if (dlx::polyomino::counts_for_its_class(model, solution)) ++count;
    return dlx::VisitControl::kContinue;
  });
  return count;
}

}  // namespace

int main(int argc, char** argv) {
  int repetitions = 5;
  for (int k = 1; k < argc; ++k) {
    const std::string_view arg = argv[k];
    if (arg == "--repetitions" && k + 1 < argc) {
      const std::string_view value = argv[++k];
      const auto [end, error] =
          std::from_chars(value.data(), value.data() + value.size(), repetitions);
      if (error == std::errc{} && end == value.data() + value.size() && repetitions >= 1) continue;
    }
    fmt::print(stderr, "usage: polyomino_vs_textbook [--repetitions R]   (R >= 1)\n");
    return 2;
  }

  const std::vector<Input> inputs = {
      {"6x10 all", "6x10", false, "pento_6x10"},
      {"6x10 distinct", "6x10", true, "pento_6x10"},
      {"scott all", "scott", false, "pento_8x8_centre_hole"},
      {"scott distinct", "scott", true, "pento_8x8_centre_hole"},
  };
  const auto published = published_counts();

  fmt::print(
      "pentomino tilings: dlx {} vs textbook DLX | build type: {} | compiler: {} | flags: {}\n",
      dlx::kVersion, dlx::bench::kBuildType, dlx::bench::kCompiler, dlx::bench::kCxxFlags);
  fmt::print("{} timed counts per solver after one warm-up, alternating; medians in milliseconds\n",
             repetitions);
  if (published.empty()) fmt::print("(../shared/data is absent: counts not checked against it)\n");
  fmt::print("\n{:<15} {:>9} {:>8} {:>10} {:>10} {:>11} {:>7}\n", "input", "solutions", "classes",
             "nodes", "ours ms", "textbook ms", "ratio");

  bool all_right = true;
  std::vector<std::string> problems;
  for (const Input& input : inputs) {
    dlx::polyomino::ModelOptions options;
    options.distinct = input.distinct;
    const PolyominoModel model =
        dlx::polyomino::build_model(*dlx::polyomino::named_board(input.board),
                                    *dlx::polyomino::named_piece_set("pentominoes"), options);
    dlx::Solver ours(model.problem);
    dlx::bench::TextbookDlx textbook(model.problem);

    // Warm-up, and the counts every timed run must repeat.
    const dlx::SearchResult our_warm = ours.count();
    const auto textbook_warm = textbook.count();
    const std::uint64_t solutions = our_warm.stats.solutions;
    bool right = textbook_warm.solutions == solutions;
    std::vector<double> our_ms, textbook_ms;
    for (int r = 0; r < repetitions; ++r) {
      Clock::time_point start = Clock::now();
      const std::uint64_t our_count = ours.count().stats.solutions;
      our_ms.push_back(milliseconds_since(start));
      start = Clock::now();
      const std::uint64_t textbook_count = textbook.count().solutions;
      textbook_ms.push_back(milliseconds_since(start));
      right = right && our_count == solutions && textbook_count == solutions;
    }

    // Classes: the restricted model's solutions through the encoder's filter (untimed).
    const std::uint64_t classes = model.needs_filter ? filtered_count(model) : solutions;
    const auto known = published.find(input.counts_id);
    if (known != published.end()) {
      const std::uint64_t expected = input.distinct ? known->second.second : known->second.first;
      if (classes != expected) {
        right = false;
        problems.push_back(
            fmt::format("{}: {} solutions, published {}", input.name, classes, expected));
      }
    }
    if (!right) {
      all_right = false;
      problems.push_back(fmt::format("{}: the engines disagree (ours {}, textbook {})", input.name,
                                     solutions, textbook_warm.solutions));
    }
    if (our_warm.stats.nodes != textbook_warm.nodes) {
      problems.push_back(fmt::format("{}: node counts differ (ours {}, textbook {})", input.name,
                                     our_warm.stats.nodes, textbook_warm.nodes));
    }
    const double ours_median = median(our_ms);
    const double textbook_median = median(textbook_ms);
    fmt::print("{:<15} {:>9} {:>8} {:>10} {:>10.1f} {:>11.1f} {:>7}\n", input.name, solutions,
               classes, our_warm.stats.nodes, ours_median, textbook_median,
               right ? fmt::format("{:.2f}", textbook_median / ours_median) : std::string("-"));
    std::fflush(stdout);
  }
  fmt::print(
      "\nsolutions: found by both engines; classes: after the encoder's filter (--distinct)\n"
      "ratio = textbook median / our median (above 1: ours is faster)\n");
  std::fflush(stdout);
  for (const std::string& problem : problems) {
    fmt::print(stderr, "polyomino_vs_textbook: {}\n", problem);
  }
  return all_right ? 0 : 1;
}
