// `dlx` as a user runs it: the built binary, its output and its exit code.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "tests/support/queens_dlx_text.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/text_lines.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::cli_test {
namespace {

using testing::lines_of;
using testing::Pattern;
using testing::run_dlx_binary;

const char* const kSeed =
    "| the seed example\n"
    "1 2 3 4 5 6 7\n"
    "1 4 7\n"
    "1 4\n"
    "4 5 7\n"
    "3 5 6\n"
    "2 3 6 7\n"
    "2 7\n";

TEST(Cli, SeedExampleFirstSolutionIsBDF) {
  const auto run = run_dlx_binary({"exact", "-"}, kSeed);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  auto lines = lines_of(run.out);
  std::sort(lines.begin(), lines.end());
  // B = {1,4}, D = {3,5,6}, F = {2,7}, printed as written in the input.
  EXPECT_EQ(lines, (std::vector<std::string>{"1 4", "2 7", "3 5 6"}));
}

TEST(Cli, ReadsAFileByName) {
  const std::string dir = testing::make_temp_dir();
  const std::string path = testing::write_file(dir, "seed.dlx", kSeed);
  const auto run = run_dlx_binary({"exact", path, "--count"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "1 solution\n");
}

TEST(Cli, CountAllLimitAndUnique) {
  const std::string queens8 = testing::queens_dlx_text(8);
  const auto count = run_dlx_binary({"exact", "-", "--count"}, queens8);
  EXPECT_EQ(count.exit_code, 0);
  EXPECT_EQ(count.out, "92 solutions\n");

  const auto all = run_dlx_binary({"exact", "-", "--all"}, queens8);
  EXPECT_EQ(all.exit_code, 0);
  EXPECT_NE(all.out.find("solution 92:"), std::string::npos);
  EXPECT_EQ(all.out.find("solution 93:"), std::string::npos);
  EXPECT_NE(all.out.find("92 solutions"), std::string::npos);

  const auto limited = run_dlx_binary({"exact", "-", "--limit", "3"}, queens8);
  EXPECT_EQ(limited.exit_code, 0);
  EXPECT_NE(limited.out.find("solution 3:"), std::string::npos);
  EXPECT_EQ(limited.out.find("solution 4:"), std::string::npos);

  const auto counted_to = run_dlx_binary({"exact", "-", "--count", "--limit", "10"}, queens8);
  EXPECT_NE(counted_to.out.find("10 solutions (stopped at --limit"), std::string::npos);

  const auto many = run_dlx_binary({"exact", "-", "--unique"}, queens8);
  EXPECT_EQ(many.exit_code, 0);
  EXPECT_NE(many.out.find("multiple solutions"), std::string::npos);
  const auto one = run_dlx_binary({"exact", "-", "--unique"}, kSeed);
  EXPECT_NE(one.out.find("unique solution"), std::string::npos);
  const auto none = run_dlx_binary({"exact", "-", "--unique"}, testing::queens_dlx_text(3));
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_NE(none.out.find("no solution"), std::string::npos);
}

TEST(Cli, NoSolutionExitsWithOne) {
  const auto run = run_dlx_binary({"exact", "-"}, testing::queens_dlx_text(2));
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.out, "no solution\n");
  const auto counted = run_dlx_binary({"exact", "-", "--count"}, testing::queens_dlx_text(3));
  EXPECT_EQ(counted.exit_code, 1);
  EXPECT_EQ(counted.out, "0 solutions\n");
}

TEST(Cli, TimeLimitSaysAtLeastAndExitsWithThree) {
  const auto run = run_dlx_binary({"exact", "-", "--count", "--time-limit", "0.2"},
                                  testing::queens_dlx_text(17));
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_TRUE(Pattern("^at least [0-9]+ solutions? \\(time limit").found_in(run.out)) << run.out;
}

TEST(Cli, AHugeTimeLimitIsNoLimit) {
  const auto run = run_dlx_binary({"exact", "-", "--count", "--time-limit", "1e300"},
                                  testing::queens_dlx_text(6));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "4 solutions\n");
}

TEST(Cli, OutputThatCannotBeWrittenIsAnError) {
  if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full here";
  const std::string dir = testing::make_temp_dir();
  const std::string input = testing::write_file(dir, "q.dlx", testing::queens_dlx_text(6));
  const int status = std::system(
      ("'" DLX_TEST_BINARY "' exact '" + input + "' --all > /dev/full 2>/dev/null").c_str());
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 2);
}

TEST(Cli, JsonHasSolutionsNodesAndTheSolution) {
  const auto first = run_dlx_binary({"exact", "-", "--json"}, kSeed);
  EXPECT_EQ(first.exit_code, 0);
  const auto lines = lines_of(first.out);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_NE(lines[0].find("\"solutions\":1"), std::string::npos) << lines[0];
  EXPECT_TRUE(Pattern("\"nodes\":[1-9][0-9]*").found_in(lines[0])) << lines[0];
  EXPECT_NE(lines[0].find("\"items\":\"1 4\""), std::string::npos) << lines[0];
  EXPECT_EQ(lines[0].front(), '{');
  EXPECT_EQ(lines[0].back(), '}');

  const auto all = run_dlx_binary({"exact", "-", "--all", "--json", "--threads", "1"},
                                  testing::queens_dlx_text(5));
  const auto all_lines = lines_of(all.out);
  ASSERT_EQ(all_lines.size(), 11u);  // ten solutions and a summary
  for (const std::string& line : all_lines) {
    EXPECT_NE(line.find("\"solutions\":"), std::string::npos) << line;
    EXPECT_NE(line.find("\"nodes\":"), std::string::npos) << line;
  }
  EXPECT_NE(all_lines.back().find("\"solutions\":10"), std::string::npos);
  EXPECT_NE(all_lines.back().find("\"complete\":true"), std::string::npos);

  const auto unique = run_dlx_binary({"exact", "-", "--unique", "--json"}, kSeed);
  EXPECT_NE(unique.out.find("\"verdict\":\"unique\""), std::string::npos) << unique.out;
}

// The nodes of each --all --json line are those of the search when the solution was found: they
// grow from line to line with one thread. With several, the workers count their own subtrees and
// the searching thread's count stood still (every line of 8 queens read 169), so the lines have
// none rather than a wrong one.
TEST(Cli, AllJsonNodesGrowWithOneThreadAndAreLeftOutWithSeveral) {
  const Pattern nodes("\"nodes\":([0-9]+)");
  const auto one = run_dlx_binary({"queens", "8", "--all", "--json", "--threads", "1"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  const auto one_lines = lines_of(one.out);
  ASSERT_GT(one_lines.size(), 2u);
  // A line per solution, then the summary with their number.
  EXPECT_NE(one_lines.back().find(fmt::format("\"solutions\":{},", one_lines.size() - 1)),
            std::string::npos)
      << one_lines.back();
  std::uint64_t previous = 0;
  for (std::size_t k = 0; k + 1 < one_lines.size(); ++k) {
    const auto match = nodes.search(one_lines[k]);
    ASSERT_TRUE(match) << one_lines[k];
    const std::uint64_t counted = std::stoull((*match)[1]);
    EXPECT_GT(counted, previous) << one_lines[k];
    previous = counted;
  }
  const auto two = run_dlx_binary({"queens", "8", "--all", "--json", "--threads", "2"});
  ASSERT_EQ(two.exit_code, 0) << two.err;
  const auto two_lines = lines_of(two.out);
  ASSERT_EQ(two_lines.size(), one_lines.size());
  for (std::size_t k = 0; k + 1 < two_lines.size(); ++k) {
    EXPECT_FALSE(nodes.found_in(two_lines[k])) << two_lines[k];
    EXPECT_NE(two_lines[k].find("\"index\":" + std::to_string(k + 1) + ","), std::string::npos);
  }
  // The summary keeps its nodes: the total of every thread.
  EXPECT_TRUE(nodes.found_in(two_lines.back())) << two_lines.back();
}

TEST(Cli, StatsGoToStandardError) {
  const auto run =
      run_dlx_binary({"exact", "-", "--count", "--stats"}, testing::queens_dlx_text(6));
  EXPECT_EQ(run.out, "4 solutions\n");
  EXPECT_TRUE(Pattern("[0-9]+ nodes, [0-9]+ updates").found_in(run.err)) << run.err;
}

TEST(Cli, HelpVersionAndShowcase) {
  const auto help = run_dlx_binary({"--help"});
  EXPECT_EQ(help.exit_code, 0);
  for (const char* flag : {"--count", "--all", "--limit", "--unique", "--stats", "--time-limit",
                           "--json", "--quiet", "--config", "exact"}) {
    EXPECT_NE(help.out.find(flag), std::string::npos) << flag;
  }
  const auto exact_help = run_dlx_binary({"exact", "--help"});
  EXPECT_EQ(exact_help.exit_code, 0);
  EXPECT_NE(exact_help.out.find("Usage: dlx exact"), std::string::npos);

  const auto version = run_dlx_binary({"--version"});
  EXPECT_TRUE(Pattern("^dlx [0-9]+\\.[0-9]+\\.[0-9]+").found_in(version.out));

  const auto showcase = run_dlx_binary({});
  EXPECT_EQ(showcase.exit_code, 0) << showcase.err;
  EXPECT_NE(showcase.out.find("1 4\n"), std::string::npos);  // the seed's cover, B = {1, 4}
  EXPECT_NE(showcase.out.find("92 solutions"), std::string::npos);
  EXPECT_NE(showcase.out.find("How to go on"), std::string::npos);
}

TEST(Cli, UsageErrorsExitWithTwo) {
  for (const std::vector<std::string>& arguments :
       std::vector<std::vector<std::string>>{{"nosuchcommand"},
                                             {"exact", "-", "--count", "--all"},
                                             {"exact", "-", "--limit", "0"},
                                             {"exact", "-", "--limit", "-1"},
                                             {"exact", "-", "--limit", "many"},
                                             {"exact", "-", "--time-limit", "-1"},
                                             {"exact", "-", "--frobnicate"},
                                             {"exact", "a", "b"},
                                             {"--config"}}) {
    const auto run = run_dlx_binary(arguments, kSeed);
    EXPECT_EQ(run.exit_code, 2) << arguments.back() << "\n" << run.out;
    EXPECT_NE(run.err.find("dlx"), std::string::npos);
  }
}

}  // namespace
}  // namespace dlx::cli_test
