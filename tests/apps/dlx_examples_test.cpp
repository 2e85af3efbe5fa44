// The DLX files in examples/dlx, run as a newcomer would run them: the count `dlx exact --count`
// prints equals the brute-force enumerator's count for the same file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "encoders/exact/dlx_format.hpp"
#include "tests/support/brute_force.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx {
namespace {

const std::filesystem::path kExamples = std::filesystem::path(DLX_SOURCE_DIR) / "examples" / "dlx";

class DlxExample : public ::testing::TestWithParam<const char*> {};

TEST_P(DlxExample, CountMatchesTheBruteForce) {
  const std::filesystem::path path = kExamples / GetParam();
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  const exact::DlxFile file = exact::read_dlx(in, path.string());
  const std::size_t expected = testing::brute_force_solutions(file.problem).size();
  EXPECT_GT(expected, 0u);
  const auto run = testing::run_dlx_binary({"exact", path.string(), "--count"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, std::to_string(expected) + (expected == 1 ? " solution\n" : " solutions\n"));
}

INSTANTIATE_TEST_SUITE_P(Files, DlxExample,
                         ::testing::Values("seed.dlx", "colors.dlx", "bounds.dlx"));

}  // namespace
}  // namespace dlx
