// The engine's settings reach every place that takes them by name from their one table
// (dlx/solver_options.hpp): the app's search flags (and so the config file's keys and --help), the
// settings read from them, and the benchmarks' flags. A row added to the table and missed by any
// of these fails here. (Python's keywords: python/tests/test_stubs.py; dlx-mpi's fingerprint:
// tests/apps/dlx_mpi/checkpoint_test.cpp.)
#include <gtest/gtest.h>
#include <dlx/solver_options.hpp>

#include <algorithm>
#include <map>
#include <string>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/search_settings.hpp"
#include "apps/dlx/usage_error.hpp"
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

// A value a row takes: a flag's "true", a number, a file name.
std::string value_for(const CommandOption& row) {
  switch (row.type) {
    case OptionType::kFlag:
      return "true";
    case OptionType::kWholeNumber:
    case OptionType::kPositiveNumber:
      return "2";
    case OptionType::kChoice:
      return row.choices.front();
    case OptionType::kText:
      break;
  }
  return "out.txt";
}

// Every pair of search flags a row names in its conflicts column is refused, the message naming
// both (and the reason the row gives); --emit-dlx goes with no flag that chooses an answer.
TEST(SearchFlags, ThePairsTheTableSaysConflictAreRefused) {
  const std::vector<const CommandOption*> rows = app_options(OptionScope::kSearch);
  auto row_named = [&](const std::string& name) {
    return *std::find_if(rows.begin(), rows.end(),
                         [&](const CommandOption* row) { return row->name == name; });
  };
  int pairs = 0;
  for (const CommandOption* row : rows) {
    std::vector<std::string> others = row->conflicts;
    if (row->conflicts_with_search_only) {
      for (const CommandOption* other : rows) {
        if (other->search_only && other != row) others.push_back(other->name);
      }
    }
    for (const std::string& other : others) {
      SCOPED_TRACE(row->name + " with " + other);
      const std::map<std::string, std::string> values = {
          {row->name, value_for(*row)}, {other, value_for(*row_named(other))}};
      try {
        read_search_settings(values);
        ADD_FAILURE() << "accepted";
      } catch (const UsageError& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("--" + row->name), std::string::npos) << message;
        EXPECT_NE(message.find("--" + other), std::string::npos) << message;
        EXPECT_NE(message.find(row->conflict_reason), std::string::npos) << message;
      }
      ++pairs;
    }
  }
  EXPECT_GE(pairs, 20);
  // Each alone is fine.
  for (const CommandOption* row : rows) {
    if (row->conflicts.empty()) continue;
    EXPECT_NO_THROW(read_search_settings({{row->name, value_for(*row)}})) << row->name;
  }
}

}  // namespace
}  // namespace dlx::app::search_flags_test
