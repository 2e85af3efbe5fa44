// Fuzz harness for Knuth's DLX format (dlx/format/dlx_reader.hpp), bounds and colors included.
//
// Any bytes either read as a problem or are refused with an InputError that names the source and
// a line of the input. What reads is written back as DLX text (fuzz/support/dlx_writer) and must
// read again as the same model, and the written text must be stable. A small problem must also
// have, in the engine, exactly the solutions of the brute-force enumerator, and every search must
// leave the links as it found them.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <dlx/dlx.hpp>

#include <dlx/format/dlx_reader.hpp>
#include "fuzz/support/dlx_writer.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/input_checks.hpp"
#include "tests/support/brute_force.hpp"

namespace dlx::fuzz {
namespace {

constexpr const char* kSource = "fuzz.dlx";
// Brute force tries up to 2^options subsets; beyond this many options it would slow the fuzzer
// more than the engine check is worth (the differential harness covers larger searches).
constexpr std::size_t kMaxOptionsForBruteForce = 12;

void check_line_numbers(const DlxFile& file, std::string_view input) {
  const std::size_t lines = line_count(input);
  DLX_FUZZ_CHECK(file.item_line >= 1 && file.item_line <= lines, "item line {} of {} lines",
                 file.item_line, lines);
  DLX_FUZZ_CHECK(file.option_lines.size() == file.problem.option_count(),
                 "{} option lines for {} options", file.option_lines.size(),
                 file.problem.option_count());
  std::size_t previous = file.item_line;
  for (const std::size_t line : file.option_lines) {
    DLX_FUZZ_CHECK(line > previous && line <= lines, "option line {} after line {}, of {} lines",
                   line, previous, lines);
    previous = line;
  }
}

void check_round_trip(const Problem& problem) {
  const std::string written = write_dlx(problem);
  std::istringstream in(written);
  DlxFile again;
  try {
    again = read_dlx(in, "written.dlx");
  } catch (const InputError& e) {
    DLX_FUZZ_CHECK(false, "the written problem does not read back: {}\n{}", e.what(), written);
  }
  const auto difference = model_difference(problem, again.problem);
  DLX_FUZZ_CHECK(!difference, "the written problem reads back different: {}\n{}", *difference,
                 written);
  const std::string rewritten = write_dlx(again.problem);
  DLX_FUZZ_CHECK(rewritten == written, "written twice, the text differs:\n{}\n----\n{}", written,
                 rewritten);
}

void check_engine(const Problem& problem) {
  if (problem.option_count() > kMaxOptionsForBruteForce) return;
  const std::set<std::vector<int>> expected = testing::brute_force_solutions(problem);
  Solver solver(problem);
  const std::uint64_t pristine = solver.fingerprint();
  std::set<std::vector<int>> found;
  const SearchResult result = solver.search([&](SolutionView solution) {
    const auto wrong = verify_solution(problem, solution);
    DLX_FUZZ_CHECK(!wrong, "the engine's solution fails the checker: {}\n{}", *wrong,
                   write_dlx(problem));
    std::vector<int> sorted;
    for (const OptionId option : solution) sorted.push_back(option.value);
    std::sort(sorted.begin(), sorted.end());
    DLX_FUZZ_CHECK(found.insert(sorted).second, "a solution found twice\n{}", write_dlx(problem));
    return VisitControl::kContinue;
  });
  DLX_FUZZ_CHECK(result.complete() && found == expected,
                 "the engine finds {} solutions, brute force {}\n{}", found.size(), expected.size(),
                 write_dlx(problem));
  DLX_FUZZ_CHECK(solver.fingerprint() == pristine, "the search left the links changed\n{}",
                 write_dlx(problem));
  DLX_FUZZ_CHECK(solver.count().stats.solutions == expected.size(),
                 "count() disagrees with search()\n{}", write_dlx(problem));
}

}  // namespace
}  // namespace dlx::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::istringstream in(input);
  DlxFile file;
  try {
    file = read_dlx(in, kSource);
  } catch (const InputError& e) {
    check_input_error(e, kSource, input, !has_content(input, '|'));
    return 0;
  }
  check_line_numbers(file, input);
  check_round_trip(file.problem);
  check_engine(file.problem);
  return 0;
}
