// The checkpoint file of dlx-mpi, in-process: what it records, what it refuses (with the file and
// the line), and the torn last line it forgives.
#include <gtest/gtest.h>
#include <dlx/text/input_error.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "apps/dlx-mpi/checkpoint.hpp"
#include "apps/dlx-mpi/job_fingerprint.hpp"
#include "tests/support/queens_problem.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx::mpi::checkpoint_test {
namespace {

std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

SearchIdentity identity(int n) {
  return SearchIdentity{problem_hash(testing::queens_problem(n)), "queens seed=-"};
}

std::vector<OptionId> path(std::initializer_list<int> ids) {
  std::vector<OptionId> options;
  for (int id : ids) options.emplace_back(id);
  return options;
}

TEST(Checkpoint, RecordsEachSubproblemAndReadsThemBack) {
  const std::string file = testing::make_temp_dir() + "/run.ckpt";
  {
    Checkpoint checkpoint(file, identity(8));
    EXPECT_TRUE(checkpoint.finished().empty());
    checkpoint.record({path({3, 17}), 4, 120});
    checkpoint.record({path({}), 1, 1});
    // Written at once: another reader sees the line while the run goes on.
    EXPECT_NE(contents(file).find("done 3.17 4 120\n"), std::string::npos) << contents(file);
  }
  Checkpoint again(file, identity(8));
  ASSERT_EQ(again.finished().size(), 2u);
  EXPECT_EQ(again.finished()[0].path, path({3, 17}));
  EXPECT_EQ(again.finished()[0].solutions, 4u);
  EXPECT_EQ(again.finished()[0].nodes, 120u);
  EXPECT_TRUE(again.finished()[1].path.empty());
}

TEST(Checkpoint, AnotherProblemOrOtherSettingsAreRefusedWithTheLine) {
  const std::string file = testing::make_temp_dir() + "/run.ckpt";
  { Checkpoint(file, identity(8)).record({path({1}), 2, 3}); }
  try {
    Checkpoint other(file, identity(9));
    FAIL() << "another problem was accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 2u);
    EXPECT_NE(std::string(e.what()).find("another problem"), std::string::npos) << e.what();
  }
  try {
    Checkpoint other(file, SearchIdentity{identity(8).problem, "queens seed=5"});
    FAIL() << "other settings were accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 3u);
    EXPECT_NE(std::string(e.what()).find("'queens seed=-' there, 'queens seed=5' here"),
              std::string::npos)
        << e.what();
  }
  // Left as it was.
  EXPECT_NE(contents(file).find("done 1 2 3\n"), std::string::npos);
}

TEST(Checkpoint, ATornLastLineIsCutOffAndABadLineIsAnError) {
  const std::string dir = testing::make_temp_dir();
  const std::string file = dir + "/run.ckpt";
  { Checkpoint(file, identity(6)).record({path({5, 6}), 1, 9}); }
  const std::string whole = contents(file);
  testing::write_file(dir, "run.ckpt", whole + "done 7.8 1");  // the machine stopped mid-line
  {
    Checkpoint resumed(file, identity(6));
    EXPECT_EQ(resumed.finished().size(), 1u);
    EXPECT_EQ(contents(file), whole);  // cut off before anything is appended
    resumed.record({path({7, 8}), 1, 12});
  }
  EXPECT_EQ(contents(file), whole + "done 7.8 1 12\n");

  testing::write_file(dir, "run.ckpt", whole + "done 7.x 1 12\ndone 9 1 1\n");
  try {
    Checkpoint bad(file, identity(6));
    FAIL() << "a bad line was accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 5u);
    EXPECT_NE(std::string(e.what()).find("expected 'done PATH SOLUTIONS NODES'"),
              std::string::npos);
  }
  testing::write_file(dir, "notes.txt", "my notes\n");
  EXPECT_THROW(Checkpoint(dir + "/notes.txt", identity(6)), InputError);
  // A header cut short holds nothing: the file starts again.
  testing::write_file(dir, "short.ckpt", "dlx-mpi checkpoint 1\nprob");
  EXPECT_TRUE(Checkpoint(dir + "/short.ckpt", identity(6)).finished().empty());
  EXPECT_EQ(contents(dir + "/short.ckpt").rfind("dlx-mpi checkpoint 1\nproblem ", 0), 0u);
}

// Every setting of the engine's table shapes the tree that is split, so each is part of the
// fingerprint that a checkpoint is checked against.
TEST(SearchIdentity, EverySettingOfTheEngineChangesIt) {
  const Problem problem = testing::queens_problem(6);
  Command command;
  command.name = "queens";
  Job job;
  job.problem = &problem;
  CommandContext context;
  const std::string plain = search_identity(command, context, job).settings;
  for (const SolverOptionRow& row : solver_option_table()) {
    CommandContext changed;
    const std::string value = row.kind == SolverOptionRow::Kind::kChoice
                                  ? std::string(row.choices.back())
                                  : std::string("4242");
    row.set(changed.search.solver_options, value);
    EXPECT_NE(search_identity(command, changed, job).settings, plain) << row.name;
  }
}

TEST(ProblemHash, TheModelNotWhereItCameFrom) {
  EXPECT_EQ(problem_hash(testing::queens_problem(8)), problem_hash(testing::queens_problem(8)));
  EXPECT_NE(problem_hash(testing::queens_problem(8)), problem_hash(testing::queens_problem(9)));
  Problem colored;
  const ItemId a = colored.add_primary("a");
  const ItemId x = colored.add_secondary("x");
  colored.add_option({a, OptionEntry(x, colored.color("red"))});
  Problem recolored;
  const ItemId b = recolored.add_primary("a");
  const ItemId y = recolored.add_secondary("x");
  recolored.add_option({b, OptionEntry(y, recolored.color("blue"))});
  EXPECT_NE(problem_hash(colored), problem_hash(recolored));
  EXPECT_EQ(path_text(path({12, 405, 77})), "12.405.77");
  EXPECT_EQ(path_text(path({})), "-");
}

}  // namespace
}  // namespace dlx::mpi::checkpoint_test
