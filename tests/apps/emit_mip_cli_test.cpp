// `--emit-lp FILE` and `--emit-mps FILE`, as a user runs them: the model handed to a MIP solver,
// GLPK's glpsol and COIN-OR's cbc (Debian's glpk-utils and coinor-cbc; scripts/setup-deps
// installs them), must have the optimum `dlx exact --min-cost` proves: on random models with
// costs, secondary items and colors, and on OR-Library's sppnw09 from ../shared/data. Where a
// solver is not installed its part is skipped, saying so. What the files mean, solver or not, is
// tested in tests/format/mip_writer_test.cpp.
#include <gtest/gtest.h>

#include <dlx/format/dlx_writer.hpp>

#include <cstdio>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/brute_force.hpp"
#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::emit_mip_cli_test {
namespace {

using testing::run_dlx_binary;

// What a solver or dlx says of a model: its optimum, or that it has no solution.
struct Verdict {
  bool solved = false;
  long long cost = 0;
  bool operator==(const Verdict&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Verdict& verdict) {
  return verdict.solved ? out << "optimum " << verdict.cost : out << "no solution";
}

std::string output_of(const std::string& command) {
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) return "";
  std::string out;
  char buffer[4096];
  while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  pclose(pipe);
  return out;
}

bool installed(const std::string& program) {
  return !output_of("command -v " + program).empty();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// glpsol's verdict on FILE (--lp, or --mps for the fixed columns): "Status: INTEGER OPTIMAL" and
// "Objective: NAME = V", or "INTEGER EMPTY".
std::optional<Verdict> glpk_verdict(const std::string& file, const char* format) {
  const std::string report = file + ".glpk";
  output_of("glpsol " + std::string(format) + " '" + file + "' -o '" + report + "'");
  const std::string text = read_file(report);
  if (text.find("INTEGER EMPTY") != std::string::npos) return Verdict{};
  const auto objective = testing::Pattern(R"(Objective:\s+\S+ = (-?[0-9]+))").search(text);
  if (text.find("INTEGER OPTIMAL") == std::string::npos || !objective) {
    ADD_FAILURE() << "glpsol on " << file << ":\n" << text;
    return std::nullopt;
  }
  return Verdict{true, std::stoll((*objective)[1])};
}

// cbc's verdict: "Objective value: V" after "Optimal solution found", or "infeasible".
std::optional<Verdict> cbc_verdict(const std::string& file) {
  const std::string text = output_of("cbc '" + file + "' solve quit");
  if (text.find("infeasible") != std::string::npos) return Verdict{};
  const auto objective = testing::Pattern(R"(Objective value:\s+(-?[0-9]+)\.0*\s)").search(text);
  if (text.find("Optimal solution found") == std::string::npos || !objective) {
    ADD_FAILURE() << "cbc on " << file << ":\n" << text;
    return std::nullopt;
  }
  return Verdict{true, std::stoll((*objective)[1])};
}

// dlx's verdict: `dlx exact FILE --min-cost --json`.
Verdict dlx_verdict(const std::string& file) {
  const auto run = run_dlx_binary({"exact", file, "--min-cost", "--json"});
  EXPECT_TRUE(run.exit_code == 0 || run.exit_code == 1) << run.err;
  const auto cost = testing::Pattern(R"("cost":([0-9]+))").search(run.out);
  if (run.exit_code == 1 || !cost) return Verdict{};
  return Verdict{true, std::stoll((*cost)[1])};
}

// Writes FILE's model with --emit-lp and --emit-mps and has every installed solver solve both;
// each verdict must be `expected`. Returns how many solver runs there were.
int expect_solvers_agree(const std::string& file, const Verdict& expected) {
  // cbc tells the formats by the files' extensions.
  const std::string lp = file + ".lp";
  const std::string mps = file + ".mps";
  for (const auto& [flag, path] : {std::pair{"--emit-lp", lp}, std::pair{"--emit-mps", mps}}) {
    const auto run = run_dlx_binary({"exact", file, "--min-cost", flag, path});
    EXPECT_EQ(run.exit_code, 0) << run.err;
  }
  int runs = 0;
  if (installed("glpsol")) {
    EXPECT_EQ(glpk_verdict(lp, "--lp"), expected) << file;
    EXPECT_EQ(glpk_verdict(mps, "--mps"), expected) << file;
    runs += 2;
  }
  if (installed("cbc")) {
    EXPECT_EQ(cbc_verdict(lp), expected) << file;
    EXPECT_EQ(cbc_verdict(mps), expected) << file;
    runs += 2;
  }
  return runs;
}

void skip_without_solvers() {
  if (!installed("glpsol") && !installed("cbc")) {
    GTEST_SKIP() << "neither glpsol (glpk-utils) nor cbc (coinor-cbc) is installed: no MIP "
                    "solver to hand the models to (scripts/setup-deps installs both)";
  }
}

TEST(EmitMipCli, ASolverFindsTheOptimumDlxProvesOnRandomModels) {
  skip_without_solvers();
  std::mt19937 rng(4040);
  testing::RandomShape shape;  // secondary items and colors; no multiplicities (--min-cost)
  shape.max_primary = 7;
  shape.max_options = 14;
  const std::string dir = testing::make_temp_dir();
  int solved = 0;
  for (int round = 0; round < 12; ++round) {
    const Problem shape_only = testing::random_problem(rng, shape);
    Problem problem;  // the same with costs
    for (std::size_t i = 0; i < shape_only.item_count(); ++i) {
      const ItemId item{static_cast<std::int32_t>(i)};
      if (shape_only.item_kind(item) == ItemKind::kPrimary) {
        problem.add_primary(shape_only.item_name(item));
      } else {
        problem.add_secondary(shape_only.item_name(item));
      }
    }
    for (std::size_t c = 1; c <= shape_only.color_count(); ++c) {
      problem.color(shape_only.color_name(ColorId{static_cast<std::int32_t>(c)}));
    }
    for (std::size_t k = 0; k < shape_only.option_count(); ++k) {
      problem.add_option(shape_only.option(OptionId{static_cast<std::int32_t>(k)}),
                         std::uniform_int_distribution<Cost>(1, 50)(rng));
    }
    std::ostringstream text;
    write_dlx(text, problem);
    const std::string file =
        testing::write_file(dir, "model" + std::to_string(round) + ".dlx", text.str());
    const Verdict expected = dlx_verdict(file);
    solved += expected.solved ? 1 : 0;
    expect_solvers_agree(file, expected);
  }
  EXPECT_GE(solved, 3);  // optima compared, not only "no solution"
}

TEST(EmitMipCli, ASolverFindsSppnw09sOptimum) {
  skip_without_solvers();
  const auto data = testing::shared_data_dir();
  if (!data || !std::filesystem::exists(*data / "spp" / "sppnw09.dlx")) {
    GTEST_SKIP() << "../shared/data/spp/sppnw09.dlx is absent";
  }
  const std::string dir = testing::make_temp_dir();
  const std::string file = dir + "/sppnw09.dlx";
  std::filesystem::copy_file(*data / "spp" / "sppnw09.dlx", file);
  const Verdict expected = dlx_verdict(file);
  ASSERT_TRUE(expected.solved);
  EXPECT_GT(expect_solvers_agree(file, expected), 0);
}

TEST(EmitMipCli, WritesToStandardOutputWithADash) {
  const auto run = run_dlx_binary({"exact", "-", "--min-cost", "--emit-lp", "-"}, "a b\na b |3\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("\nMinimize\n cost: 3 X1\nSubject To\n R1: X1 = 1\n"), std::string::npos)
      << run.out;
}

TEST(EmitMipCli, RefusesABatchAtItsSecondModel) {
  const std::string empty_grid(81, '.');
  const std::string dir = testing::make_temp_dir();
  const auto run = run_dlx_binary({"sudoku", "-", "--emit-mps", dir + "/grids.mps"},
                                  empty_grid + "\n" + empty_grid + "\n");
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_NE(run.err.find("--emit-mps writes the model of one problem"), std::string::npos)
      << run.err;
}

TEST(EmitMipCli, DoesNotGoWithJson) {
  const auto run = run_dlx_binary({"queens", "6", "--emit-lp", "q.lp", "--json"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--emit-lp writes the model instead of searching"), std::string::npos)
      << run.err;
}

}  // namespace
}  // namespace dlx::emit_mip_cli_test
