// Memoized counting through the binary (issue 29): counts no enumeration reaches, printed whole
// in text and JSON, from `dlx exact` and from an encoder; --memo's values; a cache squeezed by
// --memory-limit still counts exactly. Published counts: tests/core/data/domino_tilings.tsv
// (OEIS A004003).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "tests/support/domino_tilings.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx::memo_cli_test {
namespace {

using testing::run_dlx_binary;

// The published counts (tests/core/data), as dlx prints them.
std::map<int, std::string> published_tilings() {
  std::map<int, std::string> counts;
  for (const auto& [side, tilings] : testing::published_domino_tilings()) {
    counts[side] = tilings.str();
  }
  return counts;
}

// The side x side board in Knuth's format: a cell per item, a domino per option.
std::string board_dlx(int side) {
  std::string text;
  for (int r = 0; r < side; ++r) {
    for (int c = 0; c < side; ++c) text += "c" + std::to_string(r) + "_" + std::to_string(c) + " ";
  }
  text += "\n";
  const auto cell = [](int r, int c) { return "c" + std::to_string(r) + "_" + std::to_string(c); };
  for (int r = 0; r < side; ++r) {
    for (int c = 0; c < side; ++c) {
      if (c + 1 < side) text += cell(r, c) + " " + cell(r, c + 1) + "\n";
      if (r + 1 < side) text += cell(r, c) + " " + cell(r + 1, c) + "\n";
    }
  }
  return text;
}

TEST(MemoCli, PolyominoCountsTheTenByTenDominoTilings) {
  const auto run =
      run_dlx_binary({"polyomino", "10x10", "--pieces", "dominoes", "--copies", "50", "--count"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, published_tilings().at(10) + " solutions\n") << run.err;
}

TEST(MemoCli, CountsPastTwoToThe64ArePrintedWhole) {
  const std::string count = published_tilings().at(14);
  const auto text = run_dlx_binary({"exact", "--count", "-"}, board_dlx(14));
  EXPECT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(text.out, count + " solutions\n");
  const auto json = run_dlx_binary({"exact", "--count", "--json", "-"}, board_dlx(14));
  EXPECT_EQ(json.exit_code, 0) << json.err;
  EXPECT_NE(json.out.find("\"solutions\":" + count + ","), std::string::npos) << json.out;
}

TEST(MemoCli, MemoOffCountsByEnumerationAndOnAgrees) {
  const std::string count = published_tilings().at(6);
  for (const char* memo : {"off", "on", "auto"}) {
    const auto run = run_dlx_binary({"exact", "--count", "--memo", memo, "-"}, board_dlx(6));
    EXPECT_EQ(run.out, count + " solutions\n") << memo << ": " << run.err;
  }
  const auto bad = run_dlx_binary({"exact", "--count", "--memo", "always", "-"}, board_dlx(2));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("expected auto, on or off"), std::string::npos) << bad.err;
}

TEST(MemoCli, ASmallMemoryLimitStillCountsExactly) {
  // 2 MB for everything: the 12x12 board's search meets more subproblems than the cache holds.
  const auto run = run_dlx_binary(
      {"exact", "--count", "--memo", "on", "--memory-limit", "0.002", "-"}, board_dlx(12));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, published_tilings().at(12) + " solutions\n") << run.err;
}

}  // namespace
}  // namespace dlx::memo_cli_test
