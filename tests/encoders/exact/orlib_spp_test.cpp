// The reader of OR-Library's set-partitioning files: a small fixture written for it (its columns
// wrapped over lines as the real files are), its optimum against a brute force, random instances
// from the generator read back, and located errors.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <dlx/minimum_cost.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/verify.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/exact/orlib_spp.hpp"

namespace dlx::exact::orlib_spp_test {
namespace {

Problem read_text(const std::string& text) {
  std::istringstream in(text);
  return read_orlib_spp(in, "test.txt");
}

// The least cost over every subset of options that verify_solution accepts; -1: none.
long long brute_force_minimum(const Problem& problem) {
  long long best = -1;
  std::vector<OptionId> chosen;
  for (std::uint32_t subset = 0; subset < (1u << problem.option_count()); ++subset) {
    chosen.clear();
    long long total = 0;
    for (std::size_t o = 0; o < problem.option_count(); ++o) {
      if ((subset >> o & 1) == 0) continue;
      chosen.push_back(OptionId{static_cast<std::int32_t>(o)});
      total += static_cast<long long>(problem.option_cost(chosen.back()));
    }
    if (!verify_solution(problem, chosen) && (best < 0 || total < best)) best = total;
  }
  return best;
}

TEST(OrlibSpp, ReadsTheFixture) {
  // Not std::string + "...": GCC 12 warns of a bound it imagines in that concatenation at -O1.
  const std::string path =
      fmt::format("{}/tests/encoders/exact/orlib_tiny_spp.txt", DLX_SOURCE_DIR);
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  const Problem problem = read_orlib_spp(in, path);
  EXPECT_EQ(problem.primary_count(), 5u);
  EXPECT_EQ(problem.option_count(), 9u);
  EXPECT_EQ(problem.option_text(OptionId{3}), "r3 r4 r5");  // the column wrapped over two lines
  EXPECT_EQ(problem.option_cost(OptionId{3}), 5u);
  EXPECT_EQ(problem.option_cost(OptionId{8}), 4u);
  EXPECT_EQ(problem.option_text(OptionId{8}), "r4 r5");
  const long long expected = brute_force_minimum(problem);
  ASSERT_GT(expected, 0);
  MinimumCostSolver solver(problem);
  EXPECT_EQ(solver.minimum().minimum(), static_cast<Cost>(expected));
}

TEST(OrlibSpp, GeneratedInstancesReadBackFeasible) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const std::string text = random_orlib_spp(12, 14, 4, seed);
    EXPECT_EQ(text, random_orlib_spp(12, 14, 4, seed));  // same seed, same instance
    const Problem problem = read_text(text);
    EXPECT_EQ(problem.primary_count(), 12u);
    EXPECT_GE(problem.option_count(), 14u);
    ASSERT_LE(problem.option_count(), 20u);
    const long long expected = brute_force_minimum(problem);
    ASSERT_GT(expected, 0) << "the planted partition makes it feasible";
    MinimumCostSolver solver(problem);
    EXPECT_EQ(solver.minimum().minimum(), static_cast<Cost>(expected));
  }
}

// Crew-shaped instances: pairings are chains of legs in increasing order, each next leg within
// the window, costs at least the fixed 1000 and growing with the legs; feasible (the planted
// runs), no column twice, and the solver's optimum is the brute force's.
TEST(OrlibSpp, CrewInstancesAreChainsOfLegs) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const std::string text = crew_orlib_spp(10, 16, 4, 3, seed);
    EXPECT_EQ(text, crew_orlib_spp(10, 16, 4, 3, seed));  // same seed, same instance
    const Problem problem = read_text(text);
    EXPECT_EQ(problem.primary_count(), 10u);
    ASSERT_LE(problem.option_count(), 20u);
    std::set<std::vector<std::int32_t>> columns;
    for (std::size_t o = 0; o < problem.option_count(); ++o) {
      const OptionId option{static_cast<std::int32_t>(o)};
      std::vector<std::int32_t> legs;
      for (const OptionEntry& entry : problem.option(option)) legs.push_back(entry.item.value);
      ASSERT_GE(legs.size(), 1u);
      ASSERT_LE(legs.size(), 4u);
      for (std::size_t k = 1; k < legs.size(); ++k) {
        EXPECT_GT(legs[k], legs[k - 1]);
        EXPECT_LE(legs[k] - legs[k - 1], 3);
      }
      EXPECT_TRUE(columns.insert(legs).second) << "a column twice";
      EXPECT_GE(problem.option_cost(option), 1000u + 60u * legs.size());
    }
    const long long expected = brute_force_minimum(problem);
    ASSERT_GT(expected, 0) << "the planted runs make it feasible";
    MinimumCostSolver solver(problem);
    EXPECT_EQ(solver.minimum().minimum(), static_cast<Cost>(expected));
  }
}

struct BadSpp {
  const char* name;
  const char* text;
  std::size_t line;
  const char* says;
  friend void PrintTo(const BadSpp& bad, std::ostream* os) { *os << bad.name; }
};

class OrlibSppBadInput : public ::testing::TestWithParam<BadSpp> {};

TEST_P(OrlibSppBadInput, NamesTheLine) {
  const BadSpp& bad = GetParam();
  try {
    read_text(bad.text);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), bad.line) << e.what();
    EXPECT_NE(std::string(e.what()).find(bad.says), std::string::npos) << e.what();
  }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, OrlibSppBadInput,
    ::testing::Values(BadSpp{"Empty", "", 0, "expected the number of rows"},
                      BadSpp{"NoRows", "0 3\n", 1, "expected 1 to"},
                      BadSpp{"MissingRow", "3 1\n5 2 1\n", 2, "expected a row of column 1"},
                      BadSpp{"RowOutOfRange", "3 1\n5 2 1\n4\n", 3, "names row 4"},
                      BadSpp{"RowTwice", "3 1\n5 2\n1 1\n", 2, "appears twice"},
                      BadSpp{"NegativeCost", "3 1\n-5 1 1\n", 2, "'-5': expected the cost"},
                      BadSpp{"FractionalCost", "3 1\n5.5 1 1\n", 2, "'5.5': expected the cost"},
                      BadSpp{"CostTooLarge", "3 1\n1000000000001 1 1\n", 2, "larger than"},
                      BadSpp{"NoRowsInColumn", "3 1\n5 0\n", 2, "has 0 rows"},
                      BadSpp{"TrailingNumbers", "3 1\n5 1 1\n7\n", 3, "more numbers"}),
    [](const ::testing::TestParamInfo<BadSpp>& info) { return info.param.name; });

}  // namespace
}  // namespace dlx::exact::orlib_spp_test
