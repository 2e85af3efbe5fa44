// dlx-mpi as a user runs it, under mpirun with 1 to 4 ranks: the counts of ../shared/data
// (queens/counts.tsv: OEIS A000170; polyomino/counts.tsv: the 6x10 pentomino rectangle and Scott's
// board), random instances with colors and multiplicities against the brute-force enumerator,
// --all byte for byte as `dlx --threads 1` prints it, the other modes, and checkpoints: a job
// killed mid-run and started again ends with the same count, another problem's checkpoint is
// refused, a torn one resumes.
#include <gtest/gtest.h>
#include <dlx/count.hpp>
#include <dlx/dlx.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "tests/apps/dlx_mpi/run_mpi.hpp"
#include "tests/support/brute_force.hpp"
#include "tests/support/domino_tilings.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::dlx_mpi_cli_test {
namespace {

using testing::leading_number;
using testing::run_dlx_binary;
using testing::run_dlx_mpi;
using testing::run_dlx_mpi_batch;
using Command = std::vector<std::string>;

std::string shown(int ranks, const std::vector<std::string>& arguments) {
  std::string text = "mpirun -np " + std::to_string(ranks) + " dlx-mpi";
  for (const std::string& argument : arguments) text += " " + argument;
  return text;
}

// Runs the commands in one mpirun, and checks that each prints its expected count.
void expect_counts(int ranks, const std::vector<std::pair<Command, long long>>& expected_counts) {
  std::vector<Command> commands;
  for (const auto& [command, count] : expected_counts) commands.push_back(command);
  const auto runs = run_dlx_mpi_batch(ranks, commands);
  ASSERT_EQ(runs.size(), commands.size());
  for (std::size_t k = 0; k < runs.size(); ++k) {
    const Command& arguments = commands[k];
    const long long expected = expected_counts[k].second;
    const testing::BinaryRun& run = runs[k];
    EXPECT_EQ(leading_number(run.out), expected) << shown(ranks, arguments) << "\n"
                                                 << run.out << run.err;
    EXPECT_EQ(run.exit_code, expected == 0 ? 1 : 0) << shown(ranks, arguments) << "\n" << run.err;
  }
}

// ---- Published counts ------------------------------------------------------------------------

std::map<int, std::pair<unsigned long long, unsigned long long>> queens_counts() {
  const auto dir = testing::shared_data_dir();
  if (!dir) return {};
  return testing::read_queens_counts(*dir / "queens" / "counts.tsv");
}

class QueensCounts : public ::testing::TestWithParam<int> {};

TEST_P(QueensCounts, OneToTwelveAsPublished) {
  const auto counts = queens_counts();
  if (counts.empty()) GTEST_SKIP() << "../shared/data/queens/counts.tsv is absent";
  std::vector<std::pair<Command, long long>> expected;
  for (int n = 1; n <= 12; ++n) {
    expected.emplace_back(Command{"queens", std::to_string(n), "--count"},
                          static_cast<long long>(counts.at(n).first));
  }
  // Up to symmetry: the queens command selects solutions (Job::accept) on every rank.
  expected.emplace_back(Command{"queens", "10", "--count", "--distinct"},
                        static_cast<long long>(counts.at(10).second));
  expect_counts(GetParam(), expected);
}

INSTANTIATE_TEST_SUITE_P(Ranks, QueensCounts, ::testing::Values(1, 2, 3, 4));

struct Pentominoes {
  unsigned long long six_by_ten = 0;
  unsigned long long six_by_ten_distinct = 0;
  unsigned long long scott = 0;
};

std::optional<Pentominoes> pentomino_counts() {
  const auto dir = testing::shared_data_dir();
  if (!dir) return std::nullopt;
  std::ifstream in(*dir / "polyomino" / "counts.tsv");
  if (!in) return std::nullopt;
  Pentominoes counts;
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::istringstream split(line);
    for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
    if (fields.size() < 5) continue;
    if (fields[0] == "pento_6x10") {
      counts.six_by_ten = std::stoull(fields[3]);
      counts.six_by_ten_distinct = std::stoull(fields[4]);
    } else if (fields[0] == "pento_8x8_centre_hole") {
      counts.scott = std::stoull(fields[3]);
    }
  }
  return counts;
}

TEST(DlxMpiPolyomino, SixByTenAndScottsBoardOnOneToFourRanks) {
  const auto counts = pentomino_counts();
  if (!counts) GTEST_SKIP() << "../shared/data/polyomino/counts.tsv is absent";
  for (int ranks = 1; ranks <= 4; ++ranks) {
    std::vector<std::pair<Command, long long>> expected = {
        {{"polyomino", "6x10", "--count"}, static_cast<long long>(counts->six_by_ten)},
        {{"polyomino", "scott", "--count"}, static_cast<long long>(counts->scott)}};
    if (ranks == 3) {
      expected.emplace_back(Command{"polyomino", "6x10", "--count", "--distinct"},
                            static_cast<long long>(counts->six_by_ten_distinct));
    }
    expect_counts(ranks, expected);
  }
}

// ---- Random instances against the brute force ----------------------------------------------

// A problem in Knuth's DLX format, as `dlx exact` reads it (docs/dlx-format.md).
std::string dlx_text(const Problem& problem) {
  std::string primary;
  std::string secondary;
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item(static_cast<std::int32_t>(k));
    if (problem.item_kind(item) == ItemKind::kSecondary) {
      secondary += " " + problem.item_name(item);
      continue;
    }
    const Multiplicity bounds = problem.multiplicity(item);
    primary += " ";
    if (!bounds.exact()) {
      primary += std::to_string(bounds.lower) + ":" + std::to_string(bounds.upper) + "|";
    }
    primary += problem.item_name(item);
  }
  std::string text = primary.substr(1) + (secondary.empty() ? "" : " |" + secondary) + "\n";
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    std::string line;
    for (const OptionEntry& entry : problem.option(OptionId(static_cast<std::int32_t>(k)))) {
      line += (line.empty() ? "" : " ") + problem.item_name(entry.item);
      if (entry.color.valid()) line += ":" + problem.color_name(entry.color);
    }
    text += line + "\n";
  }
  return text;
}

TEST(DlxMpiRandom, ColorsAndMultiplicitiesAgreeWithTheBruteForce) {
  std::mt19937 rng(1515);
  const testing::RandomShape shape{.max_primary = 8,
                                   .max_secondary = 3,
                                   .max_colors = 2,
                                   .max_options = 30,
                                   .max_option_size = 4,
                                   .max_upper = 2};
  const std::string dir = testing::make_temp_dir();
  int with_solutions = 0;
  int with_multiplicities = 0;
  std::vector<Problem> problems;
  std::vector<std::string> files;
  for (int k = 0; k < 16; ++k) {
    problems.push_back(testing::random_problem(rng, shape));
    files.push_back(
        testing::write_file(dir, "p" + std::to_string(k) + ".dlx", dlx_text(problems.back())));
    with_multiplicities += problems.back().has_multiplicities();
  }
  // Instance k on 1 + k % 4 ranks, one mpirun for each number of ranks.
  for (int ranks = 1; ranks <= 4; ++ranks) {
    std::vector<int> instances;
    std::vector<Command> commands;
    for (int k = ranks - 1; k < 16; k += 4) {
      instances.push_back(k);
      commands.push_back({"exact", files[k], "--count"});
    }
    // Every solution, in the order of one thread.
    const bool listed = ranks == 2;
    if (listed) {
      for (const int k : instances) commands.push_back({"exact", files[k], "--all"});
    }
    const auto runs = run_dlx_mpi_batch(ranks, commands);
    ASSERT_EQ(runs.size(), commands.size());
    for (std::size_t i = 0; i < instances.size(); ++i) {
      const Problem& problem = problems[instances[i]];
      const auto expected = static_cast<long long>(testing::brute_force_solutions(problem).size());
      ASSERT_EQ(leading_number(runs[i].out), expected) << shown(ranks, commands[i]) << "\n"
                                                       << dlx_text(problem) << runs[i].err;
      with_solutions += expected > 0;
      if (!listed) continue;
      const std::string& file = files[instances[i]];
      const auto one = run_dlx_binary({"exact", file, "--all", "--threads", "1"});
      const testing::BinaryRun& spread = runs[instances.size() + i];
      EXPECT_EQ(spread.out, one.out) << dlx_text(problem);
      EXPECT_EQ(spread.exit_code, one.exit_code);
    }
  }
  EXPECT_GE(with_solutions, 4);       // or the comparison proves little
  EXPECT_GE(with_multiplicities, 2);  // Algorithm M's problems run on rank 0 alone, and agree
}

// ---- --all and the other modes ----------------------------------------------------------------

TEST(DlxMpiAll, ByteForByteAsOneThread) {
  const std::vector<std::vector<std::string>> commands = {
      {"queens", "9", "--all"},
      {"polyomino", "6x10", "--all"},
      {"queens", "10", "--all", "--json"},
      {"queens", "11", "--limit", "37"},
      {"queens", "8", "--all", "--distinct"},
      // queens' own solver options (no seed: the model is shuffled, the item order kept).
      {"queens", "8", "--all", "--seed", "3"},
      {"exact", DLX_SOURCE_DIR "/examples/dlx/colors.dlx", "--all"},
  };
  // --all on 2 and 4 ranks, each number of ranks in one mpirun.
  std::map<int, std::vector<testing::BinaryRun>> spread_runs;
  for (int ranks : {2, 4}) {
    spread_runs[ranks] = run_dlx_mpi_batch(ranks, commands);
    ASSERT_EQ(spread_runs[ranks].size(), commands.size());
  }
  for (std::size_t k = 0; k < commands.size(); ++k) {
    const Command& command = commands[k];
    // With --json, one thread also gives the nodes searched before each solution, which belong
    // to no solution once the tree is shared: dlx with two threads leaves them out too, and its
    // order is still that of one thread.
    const bool json = command.back() == "--json";
    std::vector<std::string> reference = command;
    reference.insert(reference.end(), {"--threads", json ? "2" : "1"});
    const auto one = run_dlx_binary(reference);
    ASSERT_EQ(one.exit_code, 0) << one.err;
    for (int ranks : {2, 4}) {
      const testing::BinaryRun& spread = spread_runs[ranks][k];
      EXPECT_EQ(spread.exit_code, 0) << shown(ranks, command) << "\n" << spread.err;
      // The last line of --json is the answer, with the run's own node count and time.
      const std::size_t compared = json ? one.out.rfind("{\"input\"") : std::string::npos;
      EXPECT_TRUE(spread.out.substr(0, compared) == one.out.substr(0, compared))
          << shown(ranks, command) << ": not the output of dlx --threads 1 (" << spread.out.size()
          << " and " << one.out.size() << " bytes)";
    }
  }
}

TEST(DlxMpiModes, FirstSolutionUniqueLimitAndTimeLimit) {
  const auto on_three =
      run_dlx_mpi_batch(3, {{"queens", "12"}, {"queens", "10", "--count", "--limit", "100"}});
  ASSERT_EQ(on_three.size(), 2u);
  const auto& first = on_three[0];
  EXPECT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(std::count(first.out.begin(), first.out.end(), 'Q'), 12) << first.out;

  const auto on_two =
      run_dlx_mpi_batch(2, {{"queens", "8", "--unique"}, {"queens", "3", "--unique"}});
  ASSERT_EQ(on_two.size(), 2u);
  const auto& multiple = on_two[0];
  EXPECT_EQ(multiple.exit_code, 0);
  EXPECT_EQ(multiple.out.rfind("multiple solutions", 0), 0u) << multiple.out;
  const auto& none = on_two[1];
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_EQ(none.out, "no solution\n");
  // Knuth's seed example has exactly one solution.
  const auto unique =
      run_dlx_mpi(4, {"exact", DLX_SOURCE_DIR "/examples/dlx/seed.dlx", "--unique"});
  const auto unique_one =
      run_dlx_binary({"exact", DLX_SOURCE_DIR "/examples/dlx/seed.dlx", "--unique"});
  EXPECT_EQ(unique.out, unique_one.out);
  EXPECT_EQ(unique.out.rfind("unique solution", 0), 0u) << unique.out;

  const auto& limited = on_three[1];
  EXPECT_EQ(limited.out, "100 solutions (stopped at --limit; there may be more)\n");

  const auto timed = run_dlx_mpi(2, {"queens", "20", "--count", "--time-limit", "0.5"});
  EXPECT_EQ(timed.exit_code, 3) << timed.err;
  EXPECT_EQ(timed.out.rfind("at least ", 0), 0u) << timed.out;
  // The limit counts from the job's start, as under dlx: 1500-queens' model (2.25 million
  // options) takes longer than 0.05 s to build, so the search stops before it is spread.
  const auto built =
      run_dlx_mpi(2, {"queens", "1500", "--count", "--time-limit", "0.05", "--json"});
  EXPECT_EQ(built.exit_code, 3) << built.err;
  EXPECT_NE(built.out.find("\"phase\":\"splitting the search for the threads\""), std::string::npos)
      << built.out;
}

// --memory-limit, as under dlx: 1000-queens' links take tens of MB, more than 10 MB on each rank;
// every rank refuses alike, rank 0 says why, and nothing is searched. Enough: it runs.
TEST(DlxMpiModes, MemoryLimitRefusesOnEveryRank) {
  const auto runs = run_dlx_mpi_batch(2, {{"queens", "1000", "--count", "--memory-limit", "0.01"},
                                          {"queens", "9", "--count", "--memory-limit", "1"}});
  ASSERT_EQ(runs.size(), 2u);
  const auto& refused = runs[0];
  EXPECT_EQ(refused.exit_code, 2) << refused.err;
  EXPECT_EQ(refused.out, "");
  EXPECT_NE(refused.err.find("more than the 10 MB of --memory-limit (on each rank)"),
            std::string::npos)
      << refused.err;
  const auto& fits = runs[1];
  EXPECT_EQ(fits.exit_code, 0) << fits.err;
  EXPECT_EQ(fits.out, run_dlx_binary({"queens", "9", "--count"}).out);
}

// --heuristic and --restarts reach every rank's searches: the count is the same whatever the item
// choice, a first solution and a verdict come from Solver::first and uniqueness in each subproblem.
TEST(DlxMpiModes, HeuristicAndRestartsAsDlx) {
  const auto on_two = run_dlx_mpi_batch(2, {{"queens", "9", "--count", "--heuristic", "weighted"},
                                            {"exact", DLX_SOURCE_DIR "/examples/dlx/seed.dlx",
                                             "--unique", "--restarts", "geometric"}});
  ASSERT_EQ(on_two.size(), 2u);
  const auto& weighted = on_two[0];
  EXPECT_EQ(weighted.out, run_dlx_binary({"queens", "9", "--count"}).out) << weighted.err;

  const auto restarted =
      run_dlx_mpi(3, {"queens", "14", "--restarts", "luby", "--restart-base", "10", "--stats"});
  EXPECT_EQ(restarted.exit_code, 0) << restarted.err;  // every solution passes its check
  EXPECT_EQ(std::count(restarted.out.begin(), restarted.out.end(), 'Q'), 14) << restarted.out;

  const auto& unique = on_two[1];
  EXPECT_EQ(unique.out, run_dlx_binary({"exact", DLX_SOURCE_DIR "/examples/dlx/seed.dlx",
                                        "--unique", "--restarts", "geometric"})
                            .out);
  // One rank, a split into few subproblems of many solutions each: the verdict comes from one
  // subproblem's two, of which only the first travels.
  const std::vector<std::string> restarts = {"off", "luby"};
  std::vector<Command> commands;
  for (const std::string& restart : restarts) {
    commands.push_back(
        {"queens", "8", "--unique", "--subproblems-per-rank", "1", "--restarts", restart});
  }
  const auto on_one = run_dlx_mpi_batch(1, commands);
  ASSERT_EQ(on_one.size(), restarts.size());
  for (std::size_t k = 0; k < restarts.size(); ++k) {
    const auto& multiple = on_one[k];
    EXPECT_EQ(multiple.out.rfind("multiple solutions", 0), 0u) << restarts[k] << multiple.out;
    EXPECT_EQ(std::count(multiple.out.begin(), multiple.out.end(), 'Q'), 8) << multiple.out;
  }
}

TEST(DlxMpiModes, StandardInputConfigFileAndTheAloneJobs) {
  // '-' is read by rank 0 and shared: every rank builds the same model.
  std::ifstream seed(DLX_SOURCE_DIR "/examples/dlx/queens8.dlx");
  std::ostringstream text;
  text << seed.rdbuf();
  const auto piped = run_dlx_mpi(3, {"exact", "-", "--count"}, text.str());
  EXPECT_EQ(piped.out, "92 solutions\n") << piped.err;

  const std::string dir = testing::make_temp_dir();
  const std::string config =
      testing::write_file(dir, "run.ini", "encoder = queens\ncount = true\n[queens]\nn = 9\n");
  // Run on rank 0 alone, as dlx runs them: an estimate, a batch of Sudoku.
  const auto on_two =
      run_dlx_mpi_batch(2, {{"--config", config},
                            {"queens", "10", "--estimate", "100"},
                            {"sudoku", DLX_SOURCE_DIR "/examples/sudoku/classic.txt"}});
  ASSERT_EQ(on_two.size(), 3u);
  const auto& configured = on_two[0];
  EXPECT_EQ(configured.out, run_dlx_binary({"--config", config}).out) << configured.err;

  // (The estimate's lines of nodes and solutions: the times around them are measured.)
  const auto& estimate = on_two[1];
  const std::string expected = run_dlx_binary({"queens", "10", "--estimate", "100"}).out;
  auto counts_of = [](const std::string& text) {
    const std::size_t begin = text.find("nodes:");
    return begin == std::string::npos ? text : text.substr(begin, text.find("seconds:") - begin);
  };
  EXPECT_EQ(counts_of(estimate.out), counts_of(expected));
  EXPECT_NE(estimate.out.find("nodes:"), std::string::npos);
  const auto& sudoku = on_two[2];
  EXPECT_EQ(sudoku.out,
            run_dlx_binary({"sudoku", DLX_SOURCE_DIR "/examples/sudoku/classic.txt"}).out);
  EXPECT_EQ(sudoku.exit_code, 0);
}

// A count the cache serves runs on rank 0 alone, as dlx counts it: spread, each subproblem was
// counted with a cache of its own and the 64-bit sum wrapped (the 14x14 board's domino tilings
// came out as 3275636701458676478 on one rank and 17065254031330090743 on two). --checkpoint, which
// records a spread search, is refused for it.
TEST(DlxMpiModes, ACountTheCacheServesIsExactPastTwoToThe64) {
  const Count published = testing::published_domino_tilings().at(14);
  ASSERT_GT(published, std::numeric_limits<std::uint64_t>::max());
  const Command board = {"polyomino", "14x14", "--pieces", "dominoes", "--copies", "98", "--count"};
  const std::string dir = testing::make_temp_dir();
  Command with_checkpoint = board;
  with_checkpoint.insert(with_checkpoint.end(), {"--checkpoint", dir + "/board.ckpt"});
  const auto runs = run_dlx_mpi_batch(2, {board, {"queens", "9", "--count"}, with_checkpoint});
  ASSERT_EQ(runs.size(), 3u);
  EXPECT_EQ(runs[0].out, to_string(published) + " solutions\n") << runs[0].err;
  EXPECT_EQ(runs[0].exit_code, 0);
  // A count the cache does not serve, in the same batch, counts as dlx does.
  EXPECT_EQ(leading_number(runs[1].out),
            leading_number(run_dlx_binary({"queens", "9", "--count"}).out));
  EXPECT_EQ(runs[2].exit_code, 2);
  EXPECT_NE(runs[2].err.find("a count the cache serves runs on rank 0 alone"), std::string::npos)
      << runs[2].err;
}

// Rank 0's progress lines: subproblems done of all, nodes per second over every rank, the share
// done and the time left.
TEST(DlxMpiProgress, RankZeroShowsSubproblemsRateShareAndTimeLeft) {
  const auto run =
      run_dlx_mpi(2, {"queens", "15", "--count", "--progress", "--progress-interval", "0.1"});
  EXPECT_EQ(run.out, run_dlx_binary({"queens", "15", "--count"}).out) << run.err;
  const testing::Pattern line(
      R"(15-queens: [0-9.]+ s, [0-9.]+[KMG]? nodes, [0-9.]+[KMG]? nodes/s, [0-9.]+[KMG]? )"
      R"(solutions, ([0-9]+)/([0-9]+) subproblems, [0-9.]+% done(, [0-9.]+ s left)?)");
  const auto match = line.search(run.err);
  ASSERT_TRUE(match) << run.err;
  EXPECT_LE(std::stoul((*match)[1]), std::stoul((*match)[2]));
  EXPECT_GE(std::stoul((*match)[2]), 128u);  // 64 per rank at least
}

TEST(DlxMpiErrors, BadInputAndBadFlagsAreReportedOnce) {
  const auto missing = run_dlx_mpi(3, {"exact", "/nonexistent/problem.dlx", "--count"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("dlx-mpi: "), std::string::npos) << missing.err;
  EXPECT_EQ(missing.out, "");

  const auto flag = run_dlx_mpi(2, {"queens", "8", "--count", "--bogus"});
  EXPECT_EQ(flag.exit_code, 2);
  EXPECT_NE(flag.err.find("dlx-mpi queens"), std::string::npos) << flag.err;

  const auto listing = run_dlx_mpi(2, {"queens", "8", "--all", "--checkpoint", "x.ckpt"});
  EXPECT_EQ(listing.exit_code, 2);
  EXPECT_NE(listing.err.find("--checkpoint records a count"), std::string::npos) << listing.err;

  const auto help = run_dlx_mpi(1, {"--help"});
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_NE(help.out.find("--checkpoint"), std::string::npos);
  EXPECT_NE(help.out.find("mpirun -np K dlx-mpi"), std::string::npos);
}

// ---- Balance ---------------------------------------------------------------------------------

// A tree whose work is all below one node that is dealt before any split of the queue reaches
// it: the root branches on `s` into `a` (then `w`, which has one option, then 15-queens) and
// seven options that each cover everything (seven solutions). Split for two ranks, the queue
// holds [a] and the seven; that is above the low water mark, so [a] goes out whole, and the
// solutions, which split into themselves alone, are all the queue has left. One rank gets all
// the work and the other idles, until rank 0 asks the long one back and splits it among both.
// (With a single solution beside [a], the queue was split deeper at once, and since splits
// count only choices among several options, [a]'s children shared the work from the start.)
constexpr int kLopsidedSolutions = 7;

std::string lopsided_queens_text(int n) {
  std::string items = "s w";
  std::string everything = "s w";
  for (int i = 0; i < n; ++i) {
    items += " r" + std::to_string(i) + " c" + std::to_string(i);
    everything += " r" + std::to_string(i) + " c" + std::to_string(i);
  }
  items += " |";
  for (int d = 0; d < 2 * n - 1; ++d) items += " a" + std::to_string(d) + " b" + std::to_string(d);
  std::string text = items + "\ns\nw\n";
  for (int copy = 0; copy < kLopsidedSolutions; ++copy) text += everything + "\n";
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      text += "r" + std::to_string(i) + " c" + std::to_string(j) + " a" + std::to_string(i + j) +
              " b" + std::to_string(i - j + n - 1) + "\n";
    }
  }
  return text;
}

TEST(DlxMpiBalance, ALongRunningSubproblemIsGivenBackAndShared) {
  const auto counts = queens_counts();
  if (counts.empty()) GTEST_SKIP() << "../shared/data/queens/counts.tsv is absent";
  const std::string file =
      testing::write_file(testing::make_temp_dir(), "lopsided.dlx", lopsided_queens_text(15));
  const std::string checkpoint = testing::make_temp_dir() + "/lopsided.ckpt";
  const auto run = run_dlx_mpi(2, {"exact", file, "--count", "--subproblems-per-rank", "1",
                                   "--stats", "--checkpoint", checkpoint});
  const auto expected = static_cast<long long>(counts.at(15).first + kLopsidedSolutions);
  EXPECT_EQ(leading_number(run.out), expected) << run.err;
  EXPECT_NE(run.err.find("given back while running and split"), std::string::npos) << run.err;
  // Each rank's search CPU, for the balance on a machine shared with other work.
  EXPECT_NE(run.err.find("search CPU per rank from "), std::string::npos) << run.err;

  // The checkpoint holds the children of what was given back, not the subproblem itself: a run
  // that lost the last few of them finds them again below it, and the same total.
  std::ifstream in(checkpoint);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  ASSERT_GT(lines.size(), 10u);
  std::string kept;
  for (std::size_t k = 0; k + 3 < lines.size(); ++k) kept += lines[k] + "\n";
  {
    std::ofstream out(checkpoint, std::ios::trunc);
    out << kept;
  }
  const auto resumed = run_dlx_mpi(2, {"exact", file, "--count", "--subproblems-per-rank", "1",
                                       "--stats", "--checkpoint", checkpoint});
  EXPECT_EQ(leading_number(resumed.out), expected) << resumed.err;
  EXPECT_NE(resumed.err.find("finished before (checkpoint"), std::string::npos) << resumed.err;
}

// ---- Checkpoints ------------------------------------------------------------------------------

std::size_t done_lines(const std::string& file) {
  std::ifstream in(file);
  std::size_t count = 0;
  for (std::string line; std::getline(in, line);) count += line.rfind("done ", 0) == 0;
  return count;
}

// The pid of rank `rank` among the processes that mpirun `parent` started, or -1. Open MPI tells
// each process its rank in its environment.
int rank_pid(int parent, int rank) {
  const std::string wanted = "OMPI_COMM_WORLD_RANK=" + std::to_string(rank);
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat(entry.path() / "stat");
    std::string line;
    std::getline(stat, line);
    const std::size_t close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream fields(line.substr(close + 2));
    char state = 0;
    int ppid = 0;
    fields >> state >> ppid;
    if (ppid != parent) continue;
    std::ifstream environ(entry.path() / "environ", std::ios::binary);
    for (std::string variable; std::getline(environ, variable, '\0');) {
      if (variable == wanted) return std::stoi(name);
    }
  }
  return -1;
}

TEST(DlxMpiCheckpoint, KilledMidRunThenResumedGivesTheSameCount) {
  const auto counts = queens_counts();
  if (counts.empty()) GTEST_SKIP() << "../shared/data/queens/counts.tsv is absent";
  const std::string dir = testing::make_temp_dir();
  const std::string checkpoint = dir + "/q.ckpt";
  // Many small subproblems, so that the kill comes while most are still to do.
  const std::vector<std::string> arguments = {
      "queens", "14", "--count", "--checkpoint", checkpoint, "--subproblems-per-rank", "400"};
  std::vector<std::string> words = {DLX_MPIEXEC, "--oversubscribe", "-np", "3", DLX_MPI_BINARY};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  const int mpirun = fork();
  ASSERT_GE(mpirun, 0);
  if (mpirun == 0) {
    const int null = open("/dev/null", O_RDWR);
    dup2(null, STDIN_FILENO);
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
    execv(argv[0], argv.data());
    _exit(127);
  }
  // Wait until some subproblems are recorded, then kill one rank (not rank 0: the one that
  // writes; a worker's death ends the job all the same, as mpirun aborts it).
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (done_lines(checkpoint) < 40 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  const std::size_t before_kill = done_lines(checkpoint);
  const int victim = rank_pid(mpirun, 1);
  ASSERT_GT(victim, 0);
  kill(victim, SIGKILL);
  int status = 0;
  waitpid(mpirun, &status, 0);
  const std::size_t recorded = done_lines(checkpoint);
  EXPECT_GE(recorded, before_kill);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    GTEST_SKIP() << "the job ended before the kill (" << recorded << " subproblems recorded)";
  }

  const auto resumed =
      run_dlx_mpi(2, {"queens", "14", "--count", "--checkpoint", checkpoint, "--stats"});
  EXPECT_EQ(leading_number(resumed.out), static_cast<long long>(counts.at(14).first))
      << resumed.out << resumed.err;
  EXPECT_EQ(resumed.exit_code, 0);
  // It did not search everything again.
  EXPECT_NE(resumed.err.find("finished before (checkpoint"), std::string::npos) << resumed.err;
  // Once complete, the file alone gives the answer.
  const auto again = run_dlx_mpi(1, {"queens", "14", "--count", "--checkpoint", checkpoint});
  EXPECT_EQ(leading_number(again.out), static_cast<long long>(counts.at(14).first));
}

TEST(DlxMpiCheckpoint, AnotherProblemIsRefusedATornLineResumes) {
  const std::string dir = testing::make_temp_dir();
  const std::string checkpoint = dir + "/q.ckpt";
  // The split's item choice is part of the settings: its paths depend on it. (Queens keeps its
  // own; a file takes --heuristic.)
  const std::string exact_checkpoint = dir + "/exact.ckpt";
  const std::string queens8 = DLX_SOURCE_DIR "/examples/dlx/queens8.dlx";
  // In this order, in one mpirun: each finds the checkpoint the one before left.
  const auto runs = run_dlx_mpi_batch(
      2,
      {{"queens", "10", "--count", "--checkpoint", checkpoint},
       {"queens", "11", "--count", "--checkpoint", checkpoint},
       {"queens", "10", "--count", "--distinct", "--checkpoint", checkpoint},
       {"exact", queens8, "--count", "--checkpoint", exact_checkpoint},
       {"exact", queens8, "--count", "--heuristic", "weighted", "--checkpoint", exact_checkpoint}});
  ASSERT_EQ(runs.size(), 5u);
  const auto& first = runs[0];
  ASSERT_EQ(first.exit_code, 0) << first.err;
  const long long count = leading_number(first.out);
  ASSERT_GT(done_lines(checkpoint), 10u);

  const auto& other = runs[1];
  EXPECT_EQ(other.exit_code, 2);
  EXPECT_NE(other.err.find("q.ckpt:2: this checkpoint is of another problem"), std::string::npos)
      << other.err;
  const auto& settings = runs[2];
  EXPECT_EQ(settings.exit_code, 2);
  EXPECT_NE(settings.err.find("q.ckpt:3: this checkpoint is of other settings"), std::string::npos)
      << settings.err;
  const auto& mrv = runs[3];
  EXPECT_EQ(mrv.out, "92 solutions\n") << mrv.err;
  const auto& heuristic = runs[4];
  EXPECT_EQ(heuristic.exit_code, 2);
  EXPECT_NE(heuristic.err.find("exact.ckpt:3: this checkpoint is of other settings"),
            std::string::npos)
      << heuristic.err;

  // Cut in the middle of the last line, and drop a few lines before: those are searched again.
  std::ifstream in(checkpoint);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::string torn;
  for (std::size_t k = 0; k + 4 < lines.size(); ++k) torn += lines[k] + "\n";
  torn += lines[lines.size() - 4].substr(0, 7);
  testing::write_file(dir, "q.ckpt", torn);
  const auto resumed =
      run_dlx_mpi(3, {"queens", "10", "--count", "--checkpoint", checkpoint, "--stats"});
  EXPECT_EQ(leading_number(resumed.out), count) << resumed.err;
  EXPECT_NE(resumed.err.find("finished before (checkpoint"), std::string::npos) << resumed.err;
  // The torn line was cut off, and only what was lost was searched again (perhaps split finer).
  const std::size_t kept = lines.size() - 4 - 3;
  EXPECT_GT(done_lines(checkpoint), kept);
  EXPECT_LT(done_lines(checkpoint), kept + (lines.size() - 3) / 2);
  std::ifstream after(checkpoint);
  std::string whole((std::istreambuf_iterator<char>(after)), std::istreambuf_iterator<char>());
  EXPECT_EQ(whole.find(torn.substr(torn.rfind('\n') + 1) + "done"), std::string::npos);
}

}  // namespace
}  // namespace dlx::dlx_mpi_cli_test

namespace dlx::dlx_mpi_cli_test {
namespace {

// README's dlx-mpi line runs as written (issue 32: `mpirun -np 4` stopped with "not enough slots"
// on a machine of two cores), with its mpirun and dlx-mpi, and counts what dlx counts. As
// written: no --oversubscribe added; only the environment that lets Open MPI run as root.
TEST(DlxMpiReadme, TheReadmeLineRunsAsWritten) {
  std::ifstream readme(std::string(DLX_SOURCE_DIR) + "/README.md");
  std::string line;
  std::string command;
  while (std::getline(readme, line)) {
    if (line.rfind("mpirun ", 0) == 0) command = line.substr(0, line.find('#'));
  }
  ASSERT_FALSE(command.empty()) << "README has no mpirun line";
  const std::size_t at = command.find(" dlx-mpi ");
  ASSERT_NE(at, std::string::npos) << command;
  ASSERT_EQ(command.find("--oversubscribe"), std::string::npos) << command;
  std::istringstream words(command.substr(at + 9));
  std::vector<std::string> arguments;
  for (std::string word; words >> word;) arguments.push_back(word);
  const std::string dir = testing::make_temp_dir();
  const std::string run = "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 '" +
                          std::string(DLX_MPIEXEC) + "'" + command.substr(6, at - 6) + " '" +
                          DLX_MPI_BINARY + "'" + command.substr(at + 8) + " > " + dir + "/out 2> " +
                          dir + "/err";
  const int status = std::system(run.c_str());
  std::ifstream out(dir + "/out");
  std::ifstream err(dir + "/err");
  std::stringstream printed;
  std::stringstream said;
  printed << out.rdbuf();
  said << err.rdbuf();
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << run << "\n" << said.str();
  const auto single = testing::run_dlx_binary(arguments);
  EXPECT_EQ(single.exit_code, 0) << single.err;
  EXPECT_EQ(printed.str(), single.out) << run;
}

}  // namespace
}  // namespace dlx::dlx_mpi_cli_test
