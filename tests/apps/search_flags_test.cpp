// The engine's settings reach every place that takes them by name from their one table
// (dlx/solver_options.hpp): the app's search flags (and so the config file's keys and --help), the
// settings read from them, and the benchmarks' flags. A row added to the table and missed by any
// of these fails here. (Python's keywords: python/tests/test_solver.py; dlx-mpi's fingerprint:
// tests/apps/dlx_mpi/checkpoint_test.cpp.)
#include <gtest/gtest.h>
#include <dlx/solver_options.hpp>

#include <algorithm>
#include <map>
#include <string>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/search_settings.hpp"
#include "bench/solver_flags.hpp"

namespace dlx::app::search_flags_test {
namespace {

const CommandOption* search_flag(std::string_view name) {
  for (const CommandOption* row : app_options(OptionScope::kSearch)) {
    if (row->name == name) return row;
  }
  return nullptr;
}

std::string non_default(const SolverOptionRow& row) {
  if (row.kind == SolverOptionRow::Kind::kChoice) return std::string(row.choices.back());
  return "12345";
}

TEST(SearchFlags, EverySettingOfTheEngineIsAFlagWithItsRowsChoicesAndDefault) {
  for (const SolverOptionRow& row : solver_option_table()) {
    const CommandOption* flag = search_flag(row.name);
    if (!row.for_users) {
      EXPECT_EQ(flag, nullptr) << row.name << " is for tests and benchmarks only";
      continue;
    }
    ASSERT_NE(flag, nullptr) << row.name;
    EXPECT_EQ(flag->default_value, row.default_value) << row.name;
    EXPECT_EQ(flag->choices.size(), row.choices.size()) << row.name;
    EXPECT_TRUE(flag->tuning) << row.name;
    EXPECT_EQ(flag->help, row.help) << row.name;
  }
}

TEST(SearchFlags, EachFlagSetsItsFieldOfTheSettings) {
  for (const SolverOptionRow& row : solver_option_table()) {
    if (!row.for_users) continue;
    const std::string value = non_default(row);
    const SearchSettings settings = read_search_settings({{std::string(row.name), value}});
    EXPECT_EQ(row.get(settings.solver_options), value) << row.name;
  }
  // Unset, every field has its row's default.
  const SearchSettings defaults = read_search_settings({});
  EXPECT_EQ(describe(defaults.solver_options), describe(SolverOptions{}));
}

struct BenchOptions {
  SolverOptions solver;
};

TEST(SearchFlags, EverySettingIsABenchmarkFlagToo) {
  const auto flags = bench::solver_option_flags(&BenchOptions::solver);
  for (const SolverOptionRow& row : solver_option_table()) {
    const auto flag = std::find_if(flags.begin(), flags.end(), [&](const auto& f) {
      return f.name == "--" + std::string(row.name);
    });
    ASSERT_NE(flag, flags.end()) << row.name;
    BenchOptions options;
    const std::string value = non_default(row);
    EXPECT_EQ(flag->set(value, options), std::nullopt) << row.name;
    EXPECT_EQ(row.get(options.solver), value) << row.name;
    EXPECT_NE(flag->set("not-a-value", options), std::nullopt) << row.name;
  }
}

}  // namespace
}  // namespace dlx::app::search_flags_test
