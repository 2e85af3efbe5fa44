// N-queens written in the DLX format: the counts for n = 1..10 must equal OEIS A000170, read from
// the shared data, through the library and through the `dlx exact` binary.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <sstream>

#include <dlx/format/dlx_reader.hpp>
#include "tests/support/queens_dlx_text.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"

namespace dlx::exact::queens_dlx_test {
namespace {

class QueensInDlxFormat : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto dir = testing::shared_data_dir();
    if (!dir) GTEST_SKIP() << "../shared/data is absent: skipping the published queens counts";
    counts = testing::read_queens_counts(*dir / "queens" / "counts.tsv");
    ASSERT_GE(counts.size(), 10u);
  }
  std::map<int, std::pair<unsigned long long, unsigned long long>> counts;
};

TEST_F(QueensInDlxFormat, LibraryCountsMatchOeis) {
  for (int n = 1; n <= 10; ++n) {
    std::istringstream in(testing::queens_dlx_text(n));
    const DlxFile file = read_dlx(in, "queens");
    Solver solver(file.problem);
    const SearchResult result = solver.count();
    EXPECT_TRUE(result.complete());
    EXPECT_EQ(result.stats.solutions, counts.at(n).first) << "n = " << n;
  }
}

TEST_F(QueensInDlxFormat, BinaryCountsMatchOeis) {
  for (int n = 1; n <= 10; ++n) {
    const auto run =
        testing::run_dlx_binary({"exact", "-", "--count"}, testing::queens_dlx_text(n));
    const unsigned long long expected = counts.at(n).first;
    EXPECT_EQ(run.exit_code, expected == 0 ? 1 : 0) << "n = " << n << "\n" << run.err;
    std::istringstream out(run.out);
    unsigned long long printed = 0;
    out >> printed;
    EXPECT_EQ(printed, expected) << "n = " << n << ": " << run.out;
  }
}

TEST_F(QueensInDlxFormat, EveryListedBoardIsAValidPlacement) {
  // Checked here by the rules of chess, not by the exact-cover model.
  const int n = 6;
  const auto run = testing::run_dlx_binary({"exact", "-", "--all"}, testing::queens_dlx_text(n));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::istringstream out(run.out);
  std::string line;
  int boards = 0;
  std::vector<std::pair<int, int>> queens;
  auto check_board = [&]() {
    ASSERT_EQ(queens.size(), static_cast<std::size_t>(n));
    for (std::size_t a = 0; a < queens.size(); ++a) {
      for (std::size_t b = a + 1; b < queens.size(); ++b) {
        const auto [r1, c1] = queens[a];
        const auto [r2, c2] = queens[b];
        EXPECT_NE(r1, r2);
        EXPECT_NE(c1, c2);
        EXPECT_NE(std::abs(r1 - r2), std::abs(c1 - c2));
      }
    }
    ++boards;
    queens.clear();
  };
  while (std::getline(out, line)) {
    int r = 0, c = 0, a = 0, b = 0;
    if (std::sscanf(line.c_str(), "r%d c%d a%d b%d", &r, &c, &a, &b) == 4) {
      queens.emplace_back(r, c);
    } else if (line.empty() && !queens.empty()) {
      check_board();
    }
  }
  EXPECT_EQ(static_cast<unsigned long long>(boards), counts.at(n).first);
}

}  // namespace
}  // namespace dlx::exact::queens_dlx_test
