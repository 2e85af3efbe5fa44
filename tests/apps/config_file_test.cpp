// `dlx --config FILE`: encoder = NAME picks the command, [NAME] holds its settings, and the
// command line overrides the file.
#include <gtest/gtest.h>

#include "tests/support/queens_dlx_text.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx::config_file_test {
namespace {

class ConfigFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = testing::make_temp_dir();
    problem = testing::write_file(dir, "queens6.dlx", testing::queens_dlx_text(6));
  }
  std::string config(const std::string& text) { return testing::write_file(dir, "run.ini", text); }
  std::string dir;
  std::string problem;
};

TEST_F(ConfigFile, PicksTheEncoderAndItsSettings) {
  const std::string ini =
      config("encoder = exact\n\n[exact]\nfile = " + problem + "\ncount = true\n");
  const auto run = testing::run_dlx_binary({"--config", ini});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "4 solutions\n");
}

TEST_F(ConfigFile, SearchFlagsMayBeAtTheTopLevel) {
  const std::string ini = config("encoder = exact\ncount = yes\n[exact]\nfile = " + problem + "\n");
  const auto run = testing::run_dlx_binary({"--config", ini});
  EXPECT_EQ(run.out, "4 solutions\n") << run.err;
}

TEST_F(ConfigFile, RelativePathsAreFromTheWorkingDirectory) {
  const std::string ini = config("encoder = exact\n[exact]\nfile = queens6.dlx\ncount = true\n");
  const auto run = testing::run_dlx_binary({"--config", "run.ini"}, "", dir);
  EXPECT_EQ(run.out, "4 solutions\n") << run.err;
}

TEST_F(ConfigFile, TheCommandLineOverridesTheFile) {
  const std::string ini =
      config("encoder = exact\n[exact]\nfile = " + problem + "\nlimit = 2\nall = true\n");
  const auto from_file = testing::run_dlx_binary({"--config", ini});
  EXPECT_NE(from_file.out.find("solution 2:"), std::string::npos) << from_file.err;
  EXPECT_EQ(from_file.out.find("solution 3:"), std::string::npos);

  const auto overridden = testing::run_dlx_binary({"--config", ini, "--limit", "3"});
  EXPECT_NE(overridden.out.find("solution 3:"), std::string::npos) << overridden.err;

  const auto other_file = testing::run_dlx_binary(
      {"--config", ini, "exact", testing::write_file(dir, "q4.dlx", testing::queens_dlx_text(4))});
  EXPECT_NE(other_file.out.find("2 solutions"), std::string::npos) << other_file.err;
}

TEST_F(ConfigFile, ACommandOnTheCommandLineReadsItsOwnSection) {
  const std::string ini =
      config("encoder = exact\n[exact]\nfile = " + problem + "\n[queens]\ncount = true\n");
  const auto run = testing::run_dlx_binary({"--config", ini, "queens", "8"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "92 solutions\n");
}

TEST_F(ConfigFile, UnknownKeyIsNamedWithTheFile) {
  const std::string ini = config("encoder = exact\n[exact]\nfile = x\ncolour = blue\n");
  const auto run = testing::run_dlx_binary({"--config", ini});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("exact.colour"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find(ini), std::string::npos) << run.err;
}

TEST_F(ConfigFile, BadValueIsNamedWithTheKeyAndTheFile) {
  for (const std::string line : {"limit = lots", "count = perhaps", "time-limit = soon"}) {
    const std::string ini =
        config("encoder = exact\n[exact]\nfile = " + problem + "\n" + line + "\n");
    const auto run = testing::run_dlx_binary({"--config", ini});
    EXPECT_EQ(run.exit_code, 2) << line;
    const std::string key = line.substr(0, line.find(' '));
    EXPECT_NE(run.err.find("'" + key + "'"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find(ini), std::string::npos) << run.err;
  }
}

TEST_F(ConfigFile, OutOfRangeSearchFlagIsNamedWithTheKeyAndTheFile) {
  // Values of the right type but out of range were reported without the file, at the top level
  // and in the section alike.
  for (const std::string line :
       {"limit = 0", "threads = 2000", "time-limit = -1", "seed = 1.5", "estimate = 0"}) {
    for (const bool top : {true, false}) {
      const std::string file_line = "file = " + problem + "\n";
      const std::string ini = config(top ? "encoder = exact\n" + line + "\n[exact]\n" + file_line
                                         : "encoder = exact\n[exact]\n" + file_line + line + "\n");
      const auto run = testing::run_dlx_binary({"--config", ini});
      EXPECT_EQ(run.exit_code, 2) << line;
      const std::string key = line.substr(0, line.find(' '));
      EXPECT_NE(run.err.find("key '" + key + "' in config file '" + ini + "'"), std::string::npos)
          << run.err;
    }
  }
}

TEST_F(ConfigFile, ALineThatIsNoSettingIsNamedWithItsNumber) {
  const std::string ini = config("encoder = exact\n# a comment\n[exact]\n  what is this  # x\n");
  const auto run = testing::run_dlx_binary({"--config", ini});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("config file '" + ini + "', line 4: 'what is this'"), std::string::npos)
      << run.err;
}

TEST_F(ConfigFile, ALineHoldingBoostsPlaceholderIsReportedNotLoopedOn) {
  // Boost's message for an invalid line replaced "%invalid_line%" by the line until none was
  // left: for this line, forever (found by the config_file fuzzer).
  const std::string ini = config("encoder = exact\n 1%invalid_line% \xff\n");
  const auto run = testing::run_dlx_binary({"--config", ini});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("line 2: '1%invalid_line% \xff'"), std::string::npos) << run.err;
}

TEST_F(ConfigFile, UnknownEncoderAndMissingEncoderAreReported) {
  const auto unknown = testing::run_dlx_binary({"--config", config("encoder = chess\n")});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("unknown command 'chess'"), std::string::npos) << unknown.err;
  const auto missing = testing::run_dlx_binary({"--config", config("count = true\n")});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("encoder = NAME"), std::string::npos) << missing.err;
  const auto absent = testing::run_dlx_binary({"--config", dir + "/nope.ini"});
  EXPECT_EQ(absent.exit_code, 2);
  EXPECT_NE(absent.err.find("nope.ini"), std::string::npos);
}

}  // namespace
}  // namespace dlx::config_file_test
