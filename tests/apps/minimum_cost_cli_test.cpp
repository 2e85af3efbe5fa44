// The cheapest solutions as a user asks for them: `dlx exact FILE --min-cost` and `--best K` on
// random DLX files with costs (secondary items and colors too), against the test's own brute force
// over every subset of options; the cost of every printed solution summed again here from the
// lines of the file it names; a search cut by --time-limit (exit 3, a lower bound); and the hard
// OR-Library crew-scheduling sets of ../shared/data/spp proved at their published optima.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "tests/support/run_binary.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/text_pattern.hpp"

namespace dlx::minimum_cost_cli_test {
namespace {

using testing::Pattern;
using testing::run_dlx_binary;

// A random instance as the test holds it: items and options with costs, written as DLX text.
struct Instance {
  int primaries = 0;
  int secondaries = 0;
  struct Option {
    std::vector<std::pair<int, char>> entries;  // item, color ('\0': none)
    std::uint64_t cost = 0;
  };
  std::vector<Option> options;

  std::string text() const {
    std::string out;
    for (int k = 0; k < primaries; ++k) out += "p" + std::to_string(k) + " ";
    if (secondaries > 0) out += "|";
    for (int k = 0; k < secondaries; ++k) out += " s" + std::to_string(k);
    out += "\n";
    for (const Option& option : options) {
      for (const auto& [item, color] : option.entries) {
        out +=
            item < primaries ? "p" + std::to_string(item) : "s" + std::to_string(item - primaries);
        if (color != '\0') out += std::string(":") + color;
        out += " ";
      }
      // Split into two "|n" entries now and then: DLX5 adds them up.
      if (option.cost > 1 && option.cost % 3 == 0) {
        out += "|" + std::to_string(option.cost - 1) + " |1\n";
      } else {
        out += "|" + std::to_string(option.cost) + "\n";
      }
    }
    return out;
  }

  // The test's own judge: every primary item exactly once; a secondary item at most once
  // without a color, or by options that all give it the same color.
  bool solves(std::uint32_t subset) const {
    std::vector<int> uses(static_cast<std::size_t>(primaries + secondaries), 0);
    std::vector<char> color(uses.size(), '\0');
    std::vector<bool> plain(uses.size(), false);
    for (std::size_t o = 0; o < options.size(); ++o) {
      if ((subset >> o & 1) == 0) continue;
      for (const auto& [item, shade] : options[o].entries) {
        const auto i = static_cast<std::size_t>(item);
        ++uses[i];
        if (item < primaries) continue;
        if (shade == '\0') plain[i] = true;
        if (plain[i] && uses[i] > 1) return false;
        if (shade != '\0' && color[i] != '\0' && color[i] != shade) return false;
        if (shade != '\0') color[i] = shade;
      }
    }
    for (int k = 0; k < primaries; ++k) {
      if (uses[static_cast<std::size_t>(k)] != 1) return false;
    }
    return true;
  }

  std::vector<std::uint64_t> all_costs() const {
    std::vector<std::uint64_t> costs;
    for (std::uint32_t subset = 0; subset < (1u << options.size()); ++subset) {
      if (!solves(subset)) continue;
      std::uint64_t total = 0;
      for (std::size_t o = 0; o < options.size(); ++o) {
        if (subset >> o & 1) total += options[o].cost;
      }
      costs.push_back(total);
    }
    std::sort(costs.begin(), costs.end());
    return costs;
  }
};

Instance random_instance(std::mt19937& rng) {
  Instance instance;
  instance.primaries = std::uniform_int_distribution<int>(1, 5)(rng);
  instance.secondaries = std::uniform_int_distribution<int>(0, 2)(rng);
  const int items = instance.primaries + instance.secondaries;
  const int options = std::uniform_int_distribution<int>(2, 12)(rng);
  for (int o = 0; o < options; ++o) {
    Instance::Option option;
    option.cost = std::uniform_int_distribution<std::uint64_t>(0, 30)(rng);
    std::set<int> used;
    const int first = std::uniform_int_distribution<int>(0, instance.primaries - 1)(rng);
    option.entries.emplace_back(first, '\0');
    used.insert(first);
    const int wanted = std::uniform_int_distribution<int>(1, std::min(items, 3))(rng);
    while (static_cast<int>(option.entries.size()) < wanted) {
      const int item = std::uniform_int_distribution<int>(0, items - 1)(rng);
      if (!used.insert(item).second) continue;
      char color = '\0';
      if (item >= instance.primaries) color = "\0RB"[std::uniform_int_distribution<int>(0, 2)(rng)];
      option.entries.emplace_back(item, color);
    }
    instance.options.push_back(option);
  }
  return instance;
}

std::uint64_t number_after(const std::string& json, const std::string& key) {
  const auto match = Pattern("\"" + key + "\":([0-9]+)").search(json);
  EXPECT_TRUE(match.has_value()) << key << " in " << json;
  return match ? std::stoull((*match)[1]) : 0;
}

TEST(MinimumCostCli, BestCostsMatchBruteForceAndPrintedCostsAddUp) {
  std::mt19937 rng(2026);
  const Pattern solution_pattern(R"(\{"cost":([0-9]+),"solution":\[((\{[^}]*\},?)*)\]\})");
  const Pattern line_pattern(R"("line":([0-9]+))");
  int with_solutions = 0;
  for (int n = 0; n < 20; ++n) {
    const Instance instance = random_instance(rng);
    const std::string text = instance.text();
    const std::vector<std::uint64_t> expected = instance.all_costs();
    const auto run = run_dlx_binary({"exact", "-", "--best", "3", "--json"}, text);
    SCOPED_TRACE(text + run.out + run.err);
    if (expected.empty()) {
      EXPECT_EQ(run.exit_code, 1);
      EXPECT_NE(run.out.find("\"cost\":null"), std::string::npos);
      continue;
    }
    ++with_solutions;
    ASSERT_EQ(run.exit_code, 0);
    EXPECT_NE(run.out.find("\"status\":\"optimal\""), std::string::npos);
    EXPECT_EQ(number_after(run.out, "cost"), expected.front());
    std::vector<std::uint64_t> printed;
    for (const auto& groups : solution_pattern.all(run.out)) {
      const std::uint64_t claimed = std::stoull(groups[1]);
      printed.push_back(claimed);
      // The options by their lines in the file (line 1 is the item line): summed again here.
      std::uint32_t subset = 0;
      std::uint64_t total = 0;
      for (const auto& line : line_pattern.all(groups[2])) {
        const std::size_t option = std::stoul(line[1]) - 2;
        ASSERT_LT(option, instance.options.size());
        subset |= 1u << option;
        total += instance.options[option].cost;
      }
      EXPECT_EQ(total, claimed);
      EXPECT_TRUE(instance.solves(subset));
    }
    const std::vector<std::uint64_t> want(
        expected.begin(),
        expected.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(3, expected.size())));
    EXPECT_EQ(printed, want);

    // --min-cost in text: the optimum, and the options' lines with their costs.
    const auto text_run = run_dlx_binary({"exact", "-", "--min-cost"}, text);
    EXPECT_EQ(text_run.exit_code, 0);
    EXPECT_EQ(text_run.out.rfind(
                  "minimum cost " + std::to_string(expected.front()) + " (proven optimal):\n", 0),
              0u)
        << text_run.out;
  }
  EXPECT_GT(with_solutions, 6);
}

TEST(MinimumCostCli, CostsIgnoredByCountAndKeptByEmitDlx) {
  const std::string text = "a b\na b |5\na |1\nb |1\n";
  const auto count = run_dlx_binary({"exact", "-", "--count"}, text);
  EXPECT_EQ(count.out, "2 solutions\n");
  const auto emitted = run_dlx_binary({"exact", "-", "--min-cost", "--emit-dlx"}, text);
  EXPECT_EQ(emitted.exit_code, 0);
  EXPECT_NE(emitted.out.find("a b |5\na |1\nb |1\n"), std::string::npos) << emitted.out;
  const auto again = run_dlx_binary({"exact", "-", "--min-cost", "--json"}, emitted.out);
  EXPECT_EQ(number_after(again.out, "cost"), 2u);
}

TEST(MinimumCostCli, CutByTheTimeLimitGivesALowerBoundAndExit3) {
  // 14 items each in pairs with every other: 62 nodes, some 20 microseconds here. A limit of a
  // nanosecond has passed by the search's first look at the clock, on any machine.
  std::string text;
  const int n = 14;
  for (int k = 0; k < n; ++k) text += "i" + std::to_string(k) + " ";
  text += "\n";
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      text += "i" + std::to_string(a) + " i" + std::to_string(b) + " |" +
              std::to_string((a * 7 + b * 13) % 10 + 1) + "\n";
    }
  }
  const auto run =
      run_dlx_binary({"exact", "-", "--min-cost", "--json", "--time-limit", "1e-9"}, text);
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_NE(run.out.find("\"status\":\"time limit\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"lower_bound\":"), std::string::npos) << run.out;
  const auto full = run_dlx_binary({"exact", "-", "--min-cost", "--json"}, text);
  EXPECT_EQ(full.exit_code, 0);
  EXPECT_LE(number_after(run.out, "lower_bound"), number_after(full.out, "cost"));
}

TEST(MinimumCostCli, RefusesWhatItCannotDo) {
  const auto bounded = run_dlx_binary({"exact", "-", "--min-cost"}, "2|a b\na |1\nb a\n");
  EXPECT_EQ(bounded.exit_code, 2);
  EXPECT_NE(bounded.err.find("<stdin>:1:"), std::string::npos) << bounded.err;
  const auto count = run_dlx_binary({"exact", "-", "--min-cost", "--count"}, "a\na |1\n");
  EXPECT_EQ(count.exit_code, 2);
  const auto zero = run_dlx_binary({"exact", "-", "--best", "0"}, "a\na |1\n");
  EXPECT_EQ(zero.exit_code, 2);
}

// ---- OR-Library's hard crew-scheduling sets (../shared/data/spp) ------------------------------

// The published optimum of each file, from the README's table: "| sppnw09.dlx | 40 | 3103 | 67760
// | ...".
std::map<std::string, std::uint64_t> published_optima(const std::filesystem::path& readme) {
  std::map<std::string, std::uint64_t> optima;
  std::ifstream in(readme);
  const Pattern row(R"(^\| (spp[a-z0-9]+\.dlx) \| [0-9]+ \| [0-9]+ \| ([0-9]+) \|)");
  for (std::string line; std::getline(in, line);) {
    if (const auto match = row.search(line)) optima[(*match)[1]] = std::stoull((*match)[2]);
  }
  return optima;
}

// Each file proved optimal (no limit: the search must finish) at the published optimum.
void expect_proved_at_published_optima(const std::vector<std::string>& files) {
  const auto data = testing::shared_data_dir();
  if (!data || !std::filesystem::exists(*data / "spp" / "README.md")) {
    GTEST_SKIP() << "../shared/data/spp is absent";
  }
  const auto optima = published_optima(*data / "spp" / "README.md");
  for (const std::string& file : files) {
    ASSERT_EQ(optima.count(file), 1u) << file << " is not in the README's table";
    const auto run =
        run_dlx_binary({"exact", (*data / "spp" / file).string(), "--min-cost", "--json"});
    EXPECT_EQ(run.exit_code, 0) << file << ": " << run.err;
    EXPECT_NE(run.out.find("\"status\":\"optimal\""), std::string::npos) << file;
    EXPECT_EQ(number_after(run.out, "cost"), optima.at(file)) << file;
    EXPECT_EQ(number_after(run.out, "lower_bound"), optima.at(file)) << file;
  }
}

TEST(MinimumCostData, CrewSchedulingSetsProvedAtTheirPublishedOptima) {
  expect_proved_at_published_optima({"sppnw09.dlx", "sppnw11.dlx", "sppnw13.dlx", "sppnw18.dlx"});
}

// 646 rows: about 5 s of CPU.
TEST(MinimumCostDataSlow, Sppaa06ProvedAtItsPublishedOptimum) {
  expect_proved_at_published_optima({"sppaa06.dlx"});
}

}  // namespace
}  // namespace dlx::minimum_cost_cli_test
