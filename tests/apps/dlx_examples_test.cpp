// The DLX files in examples/dlx, run as a newcomer would run them: the count `dlx exact --count`
// prints equals the brute-force enumerator's count for the same file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <dlx/format/dlx_reader.hpp>
#include "tests/support/brute_force.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx::dlx_examples_test {
namespace {

const std::filesystem::path kExamples = std::filesystem::path(DLX_SOURCE_DIR) / "examples" / "dlx";

class DlxExample : public ::testing::TestWithParam<const char*> {};

TEST_P(DlxExample, CountMatchesTheBruteForce) {
  const std::filesystem::path path = kExamples / GetParam();
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  const DlxFile file = read_dlx(in, path.string());
  const std::size_t expected = testing::brute_force_solutions(file.problem).size();
  EXPECT_GT(expected, 0u);
  const auto run = testing::run_dlx_binary({"exact", path.string(), "--count"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, std::to_string(expected) + (expected == 1 ? " solution\n" : " solutions\n"));
}

INSTANTIATE_TEST_SUITE_P(Files, DlxExample,
                         ::testing::Values("seed.dlx", "colors.dlx", "bounds.dlx"));

}  // namespace
}  // namespace dlx::dlx_examples_test

namespace dlx::dlx_examples_test {
namespace {

// The config files of examples/config, run from the project folder as their first line says.
class ConfigExample : public ::testing::TestWithParam<const char*> {};

TEST_P(ConfigExample, RunsAndPrintsSomething) {
  const std::string path = std::string("examples/config/") + GetParam();
  const auto run = testing::run_dlx_binary({"--config", path}, "", DLX_SOURCE_DIR);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_FALSE(run.out.empty());
}

INSTANTIATE_TEST_SUITE_P(Files, ConfigExample,
                         ::testing::Values("exact.ini", "sudoku.ini", "generate.ini"));

TEST(ConfigExample, GeneratedPuzzlesAreUniqueAndSymmetric) {
  const auto generated =
      testing::run_dlx_binary({"--config", "examples/config/generate.ini"}, "", DLX_SOURCE_DIR);
  ASSERT_EQ(generated.exit_code, 0) << generated.err;
  const auto checked = testing::run_dlx_binary({"sudoku", "-", "--unique"}, generated.out);
  EXPECT_EQ(checked.exit_code, 0) << checked.err;
  std::size_t puzzles = 0;
  for (std::size_t start = 0; start < generated.out.size();) {
    const std::size_t end = generated.out.find('\n', start);
    const std::string line = generated.out.substr(start, end - start);
    ASSERT_EQ(line.size(), 81u);
    for (std::size_t cell = 0; cell < 81; ++cell) {
      EXPECT_EQ(line[cell] == '.', line[80 - cell] == '.') << line;  // rotational symmetry
    }
    ++puzzles;
    start = end + 1;
  }
  EXPECT_EQ(puzzles, 5u);
  EXPECT_EQ(checked.out.find("multiple"), std::string::npos);
}

}  // namespace
}  // namespace dlx::dlx_examples_test

namespace dlx::dlx_examples_test {
namespace {

TEST(EmptySolution, IsSaidInWords) {
  // Both items optional, options "a b" and "a": the solutions are {}, {"a b"} and {"a"}.
  const auto run = testing::run_dlx_binary({"exact", "-", "--all"}, "0:1|a 0:1|b\na b\na\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("(no options: the empty set is a solution)"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("3 solutions"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace dlx::dlx_examples_test
