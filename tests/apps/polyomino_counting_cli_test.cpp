// `dlx polyomino` counting past enumeration, as a user runs it: --distinct --count by Burnside's
// lemma (the memoized count of the tilings each symmetry fixes) against the filter method, which
// visits every tiling; several piece sets joined on one board with --copies any, against a count
// written here from the rules (it shares no code with the encoder); and the errors of the new
// syntax.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::polyomino_counting_cli_test {
namespace {

using testing::Pattern;
using testing::run_dlx_binary;

std::string leading_digits(const std::string& text) {
  std::string digits;
  for (char c : text) {
    if (c < '0' || c > '9') break;
    digits += c;
  }
  return digits;
}

// ---- Burnside's count against the filter ------------------------------------------------------

struct DistinctCase {
  std::vector<std::string> arguments;  // the board and pieces
  bool by_burnside;                    // the default method counts by Burnside's lemma
};

TEST(PolyominoCountingCli, DistinctCountsAgreeWithTheFilter) {
  for (const DistinctCase& c : std::vector<DistinctCase>{
           // Copies everywhere: no piece can be restricted, so the default counts by Burnside.
           {{"6x6", "--pieces", "dominoes", "--copies", "18"}, true},
           {{"4x6", "--pieces", "dominoes", "--copies", "12"}, true},
           {{"4x4", "--pieces", "tetrominoes:OOLL"}, true},
           {{"6x3", "--pieces", "trominoes:IILLLL"}, true},
           // One-sided pieces that a mirror swaps (L and J).
           {{"4x4", "--pieces", "one-sided-tetrominoes:LLJJ"}, true},
           // Pieces left over (--at-most-once), copies split among orbit sizes.
           {{"4x4", "--pieces", "tetrominoes:OOOIIITT", "--at-most-once"}, true},
           // Several sets, any number of each.
           {{"3x3", "--pieces", "monominoes,dominoes,trominoes", "--copies", "any"}, true},
           {{"4x4", "--pieces", "dominoes,trominoes", "--copies", "any"}, true},
           // X is restricted, at the centre fixed by every symmetry: Burnside's lemma within its
           // stabilizer, instead of the filter.
           {{"5x5", "--pieces", "pentominoes:XPPPP"}, true},
           {{"20x3"}, true},
           // X restricted, and no kept placement of it symmetric: the restricted model alone.
           {{"10x4", "--pieces", "pentominoes:XLNPUVWY"}, false},
       }) {
    std::vector<std::string> base = {"polyomino"};
    base.insert(base.end(), c.arguments.begin(), c.arguments.end());
    base.insert(base.end(), {"--count", "--distinct"});
    std::string shown;
    for (const std::string& a : c.arguments) shown += a + " ";
    SCOPED_TRACE(shown);

    std::vector<std::string> filter = base;
    filter.insert(filter.end(), {"--distinct-method", "filter"});
    const auto filtered = run_dlx_binary(filter);
    ASSERT_EQ(filtered.exit_code, 0) << filtered.err;
    EXPECT_EQ(filtered.err.find("Burnside"), std::string::npos) << filtered.err;
    ASSERT_FALSE(leading_digits(filtered.out).empty()) << filtered.out;

    const auto counted = run_dlx_binary(base);
    ASSERT_EQ(counted.exit_code, 0) << counted.err;
    EXPECT_EQ(leading_digits(counted.out), leading_digits(filtered.out)) << counted.out;
    EXPECT_EQ(counted.err.find("Burnside") != std::string::npos, c.by_burnside) << counted.err;

    std::vector<std::string> forced = base;
    forced.insert(forced.end(), {"--distinct-method", "burnside", "--memo", "off"});
    const auto burnside = run_dlx_binary(forced);
    ASSERT_EQ(burnside.exit_code, 0) << burnside.err;
    EXPECT_EQ(leading_digits(burnside.out), leading_digits(filtered.out)) << burnside.out;
    EXPECT_NE(burnside.err.find("Burnside"), std::string::npos) << burnside.err;
  }
}

TEST(PolyominoCountingCli, DistinctCountPastEnumeration) {
  // 10x10 by dominoes: 258,584,046,368 tilings, which the filter would visit one by one. Up to
  // symmetry they number at least that over 8 (a class has at most 8 tilings), at most a little
  // more: the symmetric tilings are few.
  const auto all =
      run_dlx_binary({"polyomino", "10x10", "--pieces", "dominoes", "--copies", "50", "--count"});
  const auto classes = run_dlx_binary(
      {"polyomino", "10x10", "--pieces", "dominoes", "--copies", "50", "--count", "--distinct"});
  ASSERT_EQ(all.exit_code, 0) << all.err;
  ASSERT_EQ(classes.exit_code, 0) << classes.err;
  const double total = std::stod(leading_digits(all.out));
  const double distinct = std::stod(leading_digits(classes.out));
  EXPECT_GE(distinct * 8, total);
  EXPECT_LT(distinct * 8, total * 1.01);
  // The JSON gives the count as a plain integer.
  const auto json = run_dlx_binary({"polyomino", "10x10", "--pieces", "dominoes", "--copies", "50",
                                    "--count", "--distinct", "--json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_NE(json.out.find("\"solutions\":" + leading_digits(classes.out)), std::string::npos)
      << json.out;
}

TEST(PolyominoCountingCli, BurnsideOnlyCounts) {
  for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>>{
           {"polyomino", "4x4", "--pieces", "dominoes", "--copies", "8", "--distinct",
            "--distinct-method", "burnside"},
           {"polyomino", "4x4", "--pieces", "dominoes", "--copies", "8", "--distinct",
            "--distinct-method", "burnside", "--all"},
           {"polyomino", "4x4", "--pieces", "dominoes", "--copies", "8", "--distinct",
            "--distinct-method", "burnside", "--count", "--limit", "3"}}) {
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find("--distinct-method burnside counts the classes"), std::string::npos)
        << run.err;
  }
}

// ---- Several sets, any number of each ---------------------------------------------------------

// The tilings of a rows x columns box by monominoes, dominoes and straight and L trominoes (any
// number of each), as this test counts them: the first empty cell in row order is covered by
// some piece whose first cell (in row order) it is; the count below depends only on the cells
// filled, so it is kept per set of cells.
class MixedTilings {
 public:
  MixedTilings(int rows, int columns, bool monominoes) : rows_(rows), columns_(columns) {
    using Offsets = std::vector<std::pair<int, int>>;
    if (monominoes) shapes_.push_back(Offsets{{0, 0}});
    shapes_.push_back(Offsets{{0, 0}, {0, 1}});
    shapes_.push_back(Offsets{{0, 0}, {1, 0}});
    shapes_.push_back(Offsets{{0, 0}, {0, 1}, {0, 2}});
    shapes_.push_back(Offsets{{0, 0}, {1, 0}, {2, 0}});
    shapes_.push_back(Offsets{{0, 0}, {0, 1}, {1, 0}});
    shapes_.push_back(Offsets{{0, 0}, {0, 1}, {1, 1}});
    shapes_.push_back(Offsets{{0, 0}, {1, 0}, {1, 1}});
    shapes_.push_back(Offsets{{0, 0}, {1, -1}, {1, 0}});
  }

  std::uint64_t count(std::uint64_t filled = 0) {
    const int cells = rows_ * columns_;
    int first = 0;
    while (first < cells && ((filled >> first) & 1) != 0) ++first;
    if (first == cells) return 1;
    if (const auto known = memo_.find(filled); known != memo_.end()) return known->second;
    std::uint64_t total = 0;
    for (const auto& shape : shapes_) {
      std::uint64_t mask = 0;
      bool fits = true;
      for (const auto& [dr, dc] : shape) {
        const int r = first / columns_ + dr;
        const int c = first % columns_ + dc;
        fits = fits && r < rows_ && c >= 0 && c < columns_ &&
               ((filled >> (r * columns_ + c)) & 1) == 0;
        if (fits) mask |= std::uint64_t{1} << (r * columns_ + c);
      }
      if (fits) total += count(filled | mask);
    }
    memo_[filled] = total;
    return total;
  }

 private:
  int rows_;
  int columns_;
  std::vector<std::vector<std::pair<int, int>>> shapes_;
  std::map<std::uint64_t, std::uint64_t> memo_;
};

TEST(PolyominoCountingCli, MixedSetsCountAsTheTestCounts) {
  struct Box {
    int rows;
    int columns;
  };
  for (const Box box : {Box{1, 1}, Box{2, 3}, Box{3, 3}, Box{4, 4}, Box{3, 7}, Box{5, 6}}) {
    for (const bool monominoes : {true, false}) {
      const std::string board = std::to_string(box.columns) + "x" + std::to_string(box.rows);
      const std::string pieces =
          monominoes ? "monominoes,dominoes,trominoes" : "dominoes,trominoes";
      SCOPED_TRACE(board + " " + pieces);
      const std::uint64_t expected = MixedTilings(box.rows, box.columns, monominoes).count();
      const auto run =
          run_dlx_binary({"polyomino", board, "--pieces", pieces, "--copies", "any", "--count"});
      if (expected == 0) {
        // 1x1 without monominoes: no sum of the sizes 2 and 3 makes 1 cell, said before searching.
        EXPECT_EQ(run.exit_code, 1) << run.err;
        EXPECT_NE(run.out.find("no number of pieces of 2, 3 cells adds up to that"),
                  std::string::npos)
            << run.out;
        continue;
      }
      EXPECT_EQ(run.exit_code, 0) << run.err;
      EXPECT_EQ(leading_digits(run.out), std::to_string(expected)) << run.out;
    }
  }
}

TEST(PolyominoCountingCli, MixedSetsListedAreEveryTilingOnce) {
  // 2x3 by monominoes, dominoes and trominoes: every tiling listed (the app checks each with the
  // independent checker, exit 4 otherwise), each a different partition of the box into pieces of
  // the test's shapes, and as many as the test counts.
  const auto run = run_dlx_binary({"polyomino", "3x2", "--pieces", "monominoes,dominoes,trominoes",
                                   "--copies", "any", "--all", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Pattern placement("\\{\"piece\":\"(.)\",\"copy\":[0-9]+,\"cells\":\\[([^\\}]*)\\]\\}");
  const Pattern pair("\\[([0-9]+),([0-9]+)\\]");
  const std::map<char, std::size_t> size_of = {{'M', 1}, {'D', 2}, {'I', 3}, {'L', 3}};
  std::set<std::set<std::set<std::pair<int, int>>>> tilings;
  std::size_t listed = 0;
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("\"placements\"") == std::string::npos) continue;
    ++listed;
    std::set<std::set<std::pair<int, int>>> tiling;
    std::set<std::pair<int, int>> covered;
    for (const auto& found : placement.all(line)) {
      std::set<std::pair<int, int>> cells;
      for (const auto& c : pair.all(found[2])) {
        cells.emplace(std::stoi(c[1]), std::stoi(c[2]));
        EXPECT_TRUE(covered.emplace(std::stoi(c[1]), std::stoi(c[2])).second) << line;
      }
      ASSERT_EQ(size_of.count(found[1][0]), 1u) << line;
      EXPECT_EQ(cells.size(), size_of.at(found[1][0])) << line;
      tiling.insert(cells);
    }
    EXPECT_EQ(covered.size(), 6u) << line;
    EXPECT_TRUE(tilings.insert(tiling).second) << "listed twice: " << line;
  }
  EXPECT_EQ(listed, MixedTilings(2, 3, true).count());
}

TEST(PolyominoCountingCli, BadPiecesAndCopiesAreRefused) {
  struct Bad {
    std::vector<std::string> arguments;
    std::string says;
  };
  for (const Bad& bad : std::vector<Bad>{
           {{"--copies", "some"}, "expected a whole number from 1 to 1000, or any"},
           {{"--copies", "0"}, "expected a whole number from 1 to 1000, or any"},
           {{"--copies", "1001"}, "expected a whole number from 1 to 1000, or any"},
           {{"--copies", "-3"}, "expected a whole number from 1 to 1000, or any"},
           {{"--pieces", "dominoes,,trominoes"}, "an empty set between commas"},
           {{"--pieces", "dominoes,"}, "an empty set between commas"},
           {{"--pieces", "trominoes,tetrominoes"}, "two pieces are named 'I'"},
           {{"--pieces", "dominoes,one-sided-tetrominoes"}, "join sets of one kind"},
           {{"--pieces", "dominoes,octominoes"}, "not a piece set"},
       }) {
    std::vector<std::string> arguments = {"polyomino", "6x6"};
    arguments.insert(arguments.end(), bad.arguments.begin(), bad.arguments.end());
    const auto run = run_dlx_binary(arguments);
    EXPECT_EQ(run.exit_code, 2) << bad.arguments.back() << ": " << run.err;
    EXPECT_NE(run.err.find(bad.says), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("Try 'dlx polyomino --help'."), std::string::npos) << run.err;
  }
}

}  // namespace
}  // namespace dlx::polyomino_counting_cli_test
