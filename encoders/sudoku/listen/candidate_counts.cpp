#include "encoders/sudoku/listen/candidate_counts.hpp"

#include <stdexcept>
#include <string>
#include <unordered_set>

#include "encoders/sudoku/sudoku_checker.hpp"

namespace dlx::sudoku {
namespace {

class Counter {
 public:
  Counter(const SudokuModel& model, const SudokuPuzzle& puzzle, const SolverOptions& options,
          const CandidateCountLimits& limits)
      : model_(model),
        puzzle_(puzzle),
        limits_(limits),
        solver_(model.problem, options),
        clues_(clue_options(model, puzzle)) {
    const auto n = static_cast<std::size_t>(model.size.values);
    out_.counts.assign(n * n * n, 0);
  }

  CandidateCounts run() {
    // The first search, the clues alone, settles a puzzle without solution at once.
    if (!search(-1, 1) || out_.solutions == 0) return finish();
    for (std::size_t k = 0; k < out_.counts.size(); ++k) {
      const OptionId option = model_.option_index[k];
      if (!option.valid() || out_.counts[k] >= cap()) continue;
      if (!limits_.ruled_out.empty() && limits_.ruled_out[k]) continue;
      if (!search(static_cast<int>(k), cap())) break;
    }
    return finish();
  }

 private:
  std::uint32_t cap() const { return static_cast<std::uint32_t>(limits_.cap); }

  // Searches the solutions that hold candidate k (-1: any), until k has `wanted` solutions
  // counted. False when a limit stopped it.
  bool search(int k, std::uint32_t wanted) {
    std::vector<OptionId> forced = clues_;
    if (k >= 0) forced.push_back(model_.option_index[static_cast<std::size_t>(k)]);
    SearchLimits limits;
    limits.forced = forced;
    limits.stop_flag = limits_.stop_flag;
    limits.max_nodes = limits_.max_nodes;
    if (limits_.deadline) {
      const auto left = *limits_.deadline - std::chrono::steady_clock::now();
      if (left <= std::chrono::steady_clock::duration::zero()) {
        out_.complete = false;
        out_.stopped_by = SearchStatus::kTimeLimit;
        return false;
      }
      limits.time_limit = std::chrono::duration<double>(left);
    }
    ++out_.searches;
    std::uint32_t seen = 0;
    const SearchResult result = solver_.search(
        [&](SolutionView solution) {
          record(decode(model_, solution));
          ++seen;
          const bool enough =
              k >= 0 ? out_.counts[static_cast<std::size_t>(k)] >= wanted : seen >= wanted;
          return enough ? VisitControl::kStop : VisitControl::kContinue;
        },
        limits);
    if (result.cut_short()) {
      out_.complete = false;
      out_.stopped_by = result.status;
      return false;
    }
    return true;
  }

  void record(std::vector<int> grid) {
    if (auto broken = check_sudoku(puzzle_, grid)) {
      throw std::logic_error("a solution fails the checker: " + *broken);
    }
    std::string key(grid.begin(), grid.end());
    if (!found_.insert(std::move(key)).second) return;
    const auto n = static_cast<std::size_t>(model_.size.values);
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
      std::uint32_t& count = out_.counts[cell * n + static_cast<std::size_t>(grid[cell] - 1)];
      if (count < cap()) ++count;
    }
    ++out_.solutions;
  }

  CandidateCounts finish() { return std::move(out_); }

  const SudokuModel& model_;
  const SudokuPuzzle& puzzle_;
  const CandidateCountLimits& limits_;
  Solver solver_;
  const std::vector<OptionId> clues_;
  std::unordered_set<std::string> found_;
  CandidateCounts out_;
};

}  // namespace

CandidateCounts count_candidates(const SudokuModel& model, const SudokuPuzzle& puzzle,
                                 const SolverOptions& options, const CandidateCountLimits& limits) {
  return Counter(model, puzzle, options, limits).run();
}

}  // namespace dlx::sudoku
