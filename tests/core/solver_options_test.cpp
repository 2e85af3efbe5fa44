// The table of the engine's settings (dlx/solver_options.hpp): each row sets and reads back its
// field, names its choices, and checks its values; describe() shows every row.
#include <gtest/gtest.h>
#include <dlx/solver.hpp>
#include <dlx/solver_options.hpp>

#include <set>
#include <string>

namespace dlx::solver_options_test {
namespace {

// A value of the row other than its default (the last choice, or the number above the default).
std::string other_value(const SolverOptionRow& row) {
  if (row.kind == SolverOptionRow::Kind::kChoice) {
    for (auto it = row.choices.rbegin(); it != row.choices.rend(); ++it) {
      if (*it != row.default_value) return std::string(*it);
    }
    return "";
  }
  return row.default_value.empty()
             ? "7"
             : std::to_string(std::stoull(std::string(row.default_value)) + 1);
}

TEST(SolverOptionTable, EachRowSetsAndReadsBackItsOwnField) {
  std::set<std::string> names;
  for (const SolverOptionRow& row : solver_option_table()) {
    const std::string name(row.name);
    EXPECT_TRUE(names.insert(name).second) << name << " twice";
    EXPECT_FALSE(row.help.empty()) << name;
    EXPECT_FALSE(row.value_name.empty()) << name;
    ASSERT_NE(row.set, nullptr) << name;
    ASSERT_NE(row.get, nullptr) << name;
    const SolverOptions defaults;
    EXPECT_EQ(row.get(defaults), row.default_value) << name << ": the default is the field's";
    if (!row.default_value.empty()) {
      EXPECT_EQ(invalid_solver_option_value(row, row.default_value), std::nullopt) << name;
    }
    // Every choice reads back as itself, and changes only this row's part of describe().
    std::vector<std::string> values;
    if (row.kind == SolverOptionRow::Kind::kChoice) {
      ASSERT_GE(row.choices.size(), 2u) << name;
      for (const std::string_view choice : row.choices) values.emplace_back(choice);
    } else {
      values = {std::to_string(row.min), other_value(row)};
    }
    for (const std::string& value : values) {
      SolverOptions options;
      row.set(options, value);
      EXPECT_EQ(row.get(options), value) << name;
      for (const SolverOptionRow& other : solver_option_table()) {
        if (&other == &row) continue;
        EXPECT_EQ(other.get(options), other.get(defaults)) << name << " set " << other.name;
      }
      if (value != row.default_value) {
        EXPECT_NE(describe(options), describe(defaults)) << name << "=" << value;
        EXPECT_NE(describe(options).find(name + "=" + value), std::string::npos)
            << describe(options);
      }
    }
  }
  for (const char* expected :
       {"seed", "heuristic", "propagate", "restarts", "restart-base", "engine"}) {
    EXPECT_EQ(names.count(expected), 1u) << expected;
  }
}

// The list of engines that tests, benchmarks and the fuzzer iterate: each runs when asked for, by
// its name, is a choice of the engine row, has its words in the row's help, and says what it
// takes, which Solver::memory_needed reports when it is the one to run.
TEST(SolverOptionTable, EveryEngineOfTheListRunsByItsName) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  problem.add_option({a});
  const SolverOptionRow& row = *find_solver_option("engine");
  ASSERT_GE(all_engines().size(), 2u);
  for (const EngineEntry& engine : all_engines()) {
    SolverOptions options;
    options.engine = engine.kind;
    EXPECT_EQ(std::string(Solver(problem, options).engine_name()), engine.name);
    EXPECT_EQ(invalid_solver_option_value(row, engine.name), std::nullopt) << engine.name;
    SolverOptions named;
    row.set(named, engine.name);
    EXPECT_EQ(named.engine, engine.kind) << engine.name;
    EXPECT_NE(row.help.find(std::string(engine.name) + " (" + std::string(engine.help) + ")"),
              std::string_view::npos)
        << row.help;
    ASSERT_NE(engine.memory_needed, nullptr) << engine.name;
    const MemoryNeed need = engine.memory_needed(problem);
    EXPECT_GT(need.engine, 0u) << engine.name;
    EXPECT_EQ(Solver::memory_needed(problem, options).engine, need.engine) << engine.name;
    EXPECT_EQ(Solver::memory_needed(problem, options).per_worker, need.per_worker) << engine.name;
  }
}

TEST(SolverOptionTable, FindsRowsByEitherSpellingAndRefusesBadValues) {
  ASSERT_NE(find_solver_option("restart_base"), nullptr);
  EXPECT_EQ(find_solver_option("restart_base"), find_solver_option("restart-base"));
  EXPECT_EQ(find_solver_option("no-such-setting"), nullptr);
  const SolverOptionRow& heuristic = *find_solver_option("heuristic");
  EXPECT_EQ(invalid_solver_option_value(heuristic, "weighted"), std::nullopt);
  EXPECT_EQ(invalid_solver_option_value(heuristic, "fastest"), "expected auto, mrv or weighted");
  const SolverOptionRow& base = *find_solver_option("restart-base");
  EXPECT_EQ(invalid_solver_option_value(base, "0"), "expected a whole number from 1 to 2^64-1");
  EXPECT_NE(invalid_solver_option_value(base, "-3"), std::nullopt);
  EXPECT_NE(invalid_solver_option_value(base, "18446744073709551616"), std::nullopt);
  EXPECT_NE(invalid_solver_option_value(base, ""), std::nullopt);
  EXPECT_EQ(invalid_solver_option_value(base, "18446744073709551615"), std::nullopt);
}

}  // namespace
}  // namespace dlx::solver_options_test
