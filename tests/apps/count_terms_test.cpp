// A count made of other problems' counts (Job::count_terms, apps/dlx/printing_job_runner.cpp):
// the weighted sum divided, exact past 2^64, and a sum the divisor does not divide reported as the
// bug it is (exit 4). The terms' counts are taken from the engine here, never typed in.
#include <gtest/gtest.h>

#include <dlx/command/exit_codes.hpp>
#include <dlx/count.hpp>
#include <dlx/solver.hpp>

#include <limits>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "apps/dlx/printing_job_runner.hpp"

namespace dlx::app::count_terms_test {
namespace {

// The tilings of a 1 x n strip by pieces of 1 and 2 cells (a Fibonacci number of them).
std::shared_ptr<const Problem> strip(int cells) {
  auto problem = std::make_shared<Problem>();
  std::vector<ItemId> cell;
  for (int k = 0; k < cells; ++k) cell.push_back(problem->add_primary("c" + std::to_string(k)));
  for (int k = 0; k < cells; ++k) {
    problem->add_option({cell[static_cast<std::size_t>(k)]});
    if (k + 1 < cells) {
      problem->add_option(
          {cell[static_cast<std::size_t>(k)], cell[static_cast<std::size_t>(k + 1)]});
    }
  }
  return problem;
}

std::uint64_t engine_count(const Problem& problem) {
  Solver solver(problem);
  return solver.count().stats.solutions;
}

struct Printed {
  int exit_code = 0;
  std::string out;
  std::string err;
};

Printed count_by_terms(const std::vector<Job::CountTerm>& terms, std::uint64_t divisor) {
  SearchSettings settings;
  settings.mode = SearchMode::kCount;
  settings.quiet = true;
  std::ostringstream out;
  std::ostringstream err;
  PrintingJobRunner runner(settings, out, err);
  Job job;
  job.label = "terms";
  job.problem = terms.front().problem.get();
  job.render = [](SolutionView) { return std::string(); };
  job.render_json = [](SolutionView) { return std::string("null"); };
  job.check = [](SolutionView) { return std::optional<std::string>(); };
  job.accept = [](SolutionView) { return false; };  // the terms, not this, must give the count
  job.count_terms = terms;
  job.count_divisor = divisor;
  const int code = runner.run(job);
  return {code, out.str(), err.str()};
}

TEST(CountTerms, TheWeightedSumIsDivided) {
  const auto five = strip(5);  // 8 tilings
  const auto six = strip(6);   // 13
  const std::uint64_t a = engine_count(*five);
  const std::uint64_t b = engine_count(*six);
  // Weighted b and a, the sum is 2ab: divided by 2a, it is b.
  const Printed run = count_by_terms({{five, b}, {six, a}}, 2 * a);
  EXPECT_EQ(run.exit_code, kExitSolved) << run.err;
  EXPECT_EQ(run.out, std::to_string(b) + " solutions\n");
}

TEST(CountTerms, PastTwoToThe64IsExact) {
  const auto five = strip(5);
  const std::uint64_t weight = std::uint64_t{1} << 63;
  const Printed run = count_by_terms({{five, weight}, {five, weight}}, 1);
  EXPECT_EQ(run.exit_code, kExitSolved) << run.err;
  const Count expected = Count(engine_count(*five)) * weight * 2;
  EXPECT_GT(expected, Count(std::numeric_limits<std::uint64_t>::max()));
  EXPECT_EQ(run.out, to_string(expected) + " solutions\n");
}

TEST(CountTerms, ARemainderIsABug) {
  const auto five = strip(5);
  const std::uint64_t a = engine_count(*five);
  const Printed run = count_by_terms({{five, 1}}, a + 1);
  EXPECT_EQ(run.exit_code, kExitInternal) << run.out;
  EXPECT_NE(run.err.find("internal error"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("does not divide"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace dlx::app::count_terms_test
