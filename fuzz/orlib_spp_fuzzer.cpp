// Fuzz harness for OR-Library's set-partitioning reader (encoders/exact/orlib_spp.hpp).
//
// Any bytes either read as a problem or are refused with an InputError that names the source and
// a line of the input (never a crash, a hang or another exception). What reads keeps the format's
// promises: items r1..rm, all primary; one option per column, each with 1 to m distinct rows and a
// cost within ProblemLimits. A small one is solved by MinimumCostSolver, whose solutions must pass
// the independent checkers (the search itself is the min_cost harness's subject).
#include <cctype>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include <dlx/dlx.hpp>

#include "encoders/exact/orlib_spp.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/input_checks.hpp"

namespace dlx::fuzz {
namespace {

constexpr const char* kSource = "fuzz.spp";
// A header may announce up to 2^24 rows, each an item made before any column is read: legal,
// but seconds of work for a few bytes. The fuzzer leaves such inputs alone (the reader's range
// check is the unit tests' subject).
constexpr std::uint64_t kMaxRowsFuzzed = 65536;
constexpr std::size_t kMaxOptionsSolved = 12;

// The first whole number of the input, if it starts with one (after blanks).
std::uint64_t announced_rows(const std::string& input) {
  std::size_t at = 0;
  while (at < input.size() && std::isspace(static_cast<unsigned char>(input[at]))) ++at;
  std::uint64_t rows = 0;
  const auto [end, error] = std::from_chars(input.data() + at, input.data() + input.size(), rows);
  if (error == std::errc::result_out_of_range) return UINT64_MAX;
  return error == std::errc() ? rows : 0;
}

void check_problem(const Problem& problem, const std::string& input) {
  const std::size_t rows = problem.item_count();
  DLX_FUZZ_CHECK(rows >= 1 && problem.primary_count() == rows, "{} items, {} primary", rows,
                 problem.primary_count());
  for (std::size_t r = 0; r < rows; ++r) {
    const std::string name = problem.item_name(ItemId{static_cast<std::int32_t>(r)});
    DLX_FUZZ_CHECK(name == "r" + std::to_string(r + 1), "item {} is named '{}'", r, name);
  }
  for (std::size_t o = 0; o < problem.option_count(); ++o) {
    const OptionId option{static_cast<std::int32_t>(o)};
    const std::size_t size = problem.option(option).size();
    DLX_FUZZ_CHECK(size >= 1 && size <= rows, "column {} has {} rows of {}", o + 1, size, rows);
    DLX_FUZZ_CHECK(problem.option_cost(option) <= ProblemLimits::kMaxOptionCost,
                   "column {} costs {}", o + 1, problem.option_cost(option));
  }
  if (problem.option_count() > kMaxOptionsSolved) return;
  MinimumCostSolver solver(problem);
  const MinimumCostResult result = solver.best(2);
  DLX_FUZZ_CHECK(result.optimal, "a search of {} options did not finish\n{}",
                 problem.option_count(), input);
  for (const CostedSolution& solution : result.solutions) {
    const auto wrong = verify_solution(problem, solution.options);
    DLX_FUZZ_CHECK(!wrong, "a solution fails the checker: {}\n{}", *wrong, input);
    const auto wrong_cost = verify_cost(problem, solution.options, solution.cost);
    DLX_FUZZ_CHECK(!wrong_cost, "a solution's cost is wrong: {}\n{}", *wrong_cost, input);
  }
}

}  // namespace
}  // namespace dlx::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  if (announced_rows(input) > kMaxRowsFuzzed) return 0;
  std::istringstream in(input);
  Problem problem;
  try {
    problem = exact::read_orlib_spp(in, kSource);
  } catch (const InputError& e) {
    // Line 0 ("the input as a whole") only for an input with nothing but blanks.
    check_input_error(e, kSource, input, !has_content(input, '\0'));
    return 0;
  }
  check_problem(problem, input);
  return 0;
}
