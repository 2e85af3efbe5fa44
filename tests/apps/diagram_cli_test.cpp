// The diagram of all solutions through the binary (issue 29 point 4): --sample prints solutions
// the encoder's checker passed, reproducibly; --count-by-size agrees with the brute force on
// random instances; --zdd writes a diagram whose paths are the brute force's solutions, read by a
// reader of its own here; the refusals; --stats of a memoized count says one thread.
#include <gtest/gtest.h>
#include <dlx/format/dlx_writer.hpp>
#include <dlx/problem.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/brute_force.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/zdd_reader.hpp"

namespace dlx::diagram_cli_test {
namespace {

using testing::run_dlx_binary;

const std::vector<std::string> kEightByEight = {"polyomino", "8x8",      "--pieces",
                                                "dominoes",  "--copies", "32"};

std::vector<std::string> with(std::vector<std::string> arguments,
                              const std::vector<std::string>& more) {
  arguments.insert(arguments.end(), more.begin(), more.end());
  return arguments;
}

int occurrences(const std::string& text, const std::string& what) {
  int count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
    ++count;
  }
  return count;
}

TEST(DiagramCli, SamplesArePrintedAsSolutionsAndRepeatWithTheSeed) {
  const auto counted = run_dlx_binary(with(kEightByEight, {"--count"}));
  ASSERT_EQ(counted.exit_code, 0) << counted.err;
  const auto sampled = run_dlx_binary(with(kEightByEight, {"--sample", "3"}));
  // The binary checks each sample with the encoder's checker: a wrong one exits 4.
  ASSERT_EQ(sampled.exit_code, 0) << sampled.err;
  EXPECT_EQ(occurrences(sampled.out, "solution "), 3) << sampled.out;
  EXPECT_NE(sampled.out.find("solution 3:\n"), std::string::npos) << sampled.out;
  // Then the count, as --count prints it.
  EXPECT_EQ(sampled.out.substr(sampled.out.size() - counted.out.size()), counted.out);
  const auto again = run_dlx_binary(with(kEightByEight, {"--sample", "3"}));
  EXPECT_EQ(again.out, sampled.out);
  const auto seeded = run_dlx_binary(with(kEightByEight, {"--sample", "3", "--seed", "7"}));
  ASSERT_EQ(seeded.exit_code, 0) << seeded.err;
  EXPECT_NE(seeded.out, sampled.out);
  const auto json = run_dlx_binary(with(kEightByEight, {"--sample", "2", "--json"}));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(occurrences(json.out, "\"solution\":"), 2) << json.out;
}

// A random instance as DLX text (nullopt when the format cannot hold it: no primary item).
std::optional<std::string> dlx_text(const Problem& problem) {
  std::ostringstream out;
  try {
    write_dlx(out, problem);
  } catch (const ModelError&) {
    return std::nullopt;
  }
  return out.str();
}

TEST(DiagramCli, CountsBySizeAgreeWithTheBruteForce) {
  std::mt19937 rng(2906);
  testing::RandomShape shape;
  shape.max_upper = 2;
  int runs = 0;
  for (int k = 0; k < 40 && runs < 12; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const std::optional<std::string> text = dlx_text(problem);
    if (!text) continue;
    const auto solutions = testing::brute_force_solutions(problem);
    if (solutions.empty()) continue;
    ++runs;
    std::map<std::size_t, int> by_size;
    for (const auto& solution : solutions) ++by_size[solution.size()];
    std::string expected = ",\"by_size\":{";
    for (const auto& [size, count] : by_size) {
      expected += (expected.back() == '{' ? "" : ",") + ("\"" + std::to_string(size) + "\":") +
                  std::to_string(count);
    }
    expected += "}";
    const auto run = run_dlx_binary({"exact", "-", "--count-by-size", "--json"}, *text);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find(expected), std::string::npos) << run.out << " expected " << expected;
  }
  EXPECT_EQ(runs, 12);
}

TEST(DiagramCli, TheZddFileHoldsTheSolutions) {
  std::mt19937 rng(2907);
  testing::RandomShape shape;
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("dlx_zdd_test_" + std::to_string(::getpid()));
  int runs = 0;
  for (int k = 0; k < 40 && runs < 8; ++k) {
    const Problem problem = testing::random_problem(rng, shape);
    const std::optional<std::string> text = dlx_text(problem);
    if (!text) continue;
    const auto solutions = testing::brute_force_solutions(problem);
    if (solutions.empty()) continue;
    ++runs;
    const auto run = run_dlx_binary({"exact", "-", "--zdd", file.string()}, *text);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, std::to_string(solutions.size()) +
                           (solutions.size() == 1 ? " solution\n" : " solutions\n"));
    std::ifstream in(file);
    std::stringstream written;
    written << in.rdbuf();
    // The options keep their order in the DLX text, so option V of the file is option V-1 here.
    EXPECT_EQ(testing::read_zdd_family(written.str()), solutions) << "instance " << k << "\n"
                                                                  << *text << written.str();
  }
  std::filesystem::remove(file);
  EXPECT_EQ(runs, 8);
}

TEST(DiagramCli, RefusesWhatItCannotDo) {
  const auto all = run_dlx_binary(with(kEightByEight, {"--sample", "2", "--all"}));
  EXPECT_EQ(all.exit_code, 2);
  EXPECT_NE(all.err.find("does not go with --all"), std::string::npos) << all.err;
  const auto off = run_dlx_binary(with(kEightByEight, {"--count-by-size", "--memo", "off"}));
  EXPECT_EQ(off.exit_code, 2);
  EXPECT_NE(off.err.find("--memo off"), std::string::npos) << off.err;
  // A path that cannot be written fails before the search.
  const auto unwritable = run_dlx_binary(with(kEightByEight, {"--zdd", "/no/such/folder/z.txt"}));
  EXPECT_EQ(unwritable.exit_code, 2);
  EXPECT_NE(unwritable.err.find("cannot write the diagram to /no/such/folder/z.txt"),
            std::string::npos)
      << unwritable.err;
  // A diagram keeps every node: past its half of --memory-limit it is refused, not cut.
  const auto big = run_dlx_binary({"polyomino", "16x16", "--pieces", "dominoes", "--copies", "128",
                                   "--count-by-size", "--memory-limit", "0.002"});
  EXPECT_EQ(big.exit_code, 2);
  EXPECT_NE(big.err.find("the diagram of all solutions needs more than"), std::string::npos)
      << big.err;
}

// A memoized count has as many workers as --threads says (they share its cache), unless the
// calling thread finishes it alone first (the 8x8 board); the diagram is built in one thread.
// --stats and the JSON line say which.
TEST(DiagramCli, StatsAndJsonSayTheThreadsOfAMemoizedCount) {
  const std::vector<std::string> board14 = {"polyomino", "14x14",    "--pieces",
                                            "dominoes",  "--copies", "98"};
  const auto two = run_dlx_binary(with(board14, {"--count", "--stats", "--threads", "2"}));
  ASSERT_EQ(two.exit_code, 0) << two.err;
  EXPECT_NE(two.err.find(", 2 threads\n"), std::string::npos) << two.err;
  const auto json = run_dlx_binary(with(board14, {"--count", "--json", "--threads", "2"}));
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_NE(json.out.find(",\"threads\":2"), std::string::npos) << json.out;
  const auto one = run_dlx_binary(with(board14, {"--count", "--stats", "--threads", "1"}));
  EXPECT_NE(one.err.find(", 1 thread\n"), std::string::npos) << one.err;
  const auto small = run_dlx_binary(with(kEightByEight, {"--count", "--stats", "--threads", "2"}));
  EXPECT_NE(small.err.find(", 1 thread\n"), std::string::npos) << small.err;
  const auto diagram =
      run_dlx_binary(with(kEightByEight, {"--count-by-size", "--stats", "--threads", "2"}));
  ASSERT_EQ(diagram.exit_code, 0) << diagram.err;
  EXPECT_NE(diagram.err.find(", 1 thread\n"), std::string::npos) << diagram.err;
}

}  // namespace
}  // namespace dlx::diagram_cli_test
