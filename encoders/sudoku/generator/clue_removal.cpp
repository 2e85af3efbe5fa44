#include "encoders/sudoku/generator/clue_removal.hpp"

#include "encoders/sudoku/sudoku_checker.hpp"

#include <algorithm>

namespace dlx::sudoku {
namespace {

// The removal's pace, for its progress reports: when each check ended, and when the last report
// was made.
class RemovalPace {
 public:
  RemovalPace(std::size_t cells, const RemovalControl& control)
      : cells_(cells), control_(control), start_(Clock::now()), last_report_(start_) {}

  // A check ended with `cells_tried` cells tried and `clues` clues left.
  void checked(std::size_t cells_tried, std::size_t clues) {
    if (!control_.progress) return;
    ends_.push_back({Clock::now(), cells_tried});
    report(cells_tried, clues);
  }

  // Reports if the interval has passed since the last report.
  void report(std::size_t cells_tried, std::size_t clues) {
    if (!control_.progress) return;
    const Clock::time_point now = Clock::now();
    if (now - last_report_ < control_.progress_interval) return;
    last_report_ = now;
    RemovalProgress progress;
    progress.cells_tried = cells_tried;
    progress.cells = cells_;
    progress.clues = clues;
    progress.elapsed = now - start_;
    // The recent pace: from the check that ended 8 checks (or 5% of the cells) ago to now, which
    // counts the check under way too.
    constexpr std::size_t kRecentChecks = 8;
    if (ends_.size() > kRecentChecks) {
      std::size_t back = ends_.size() - 1 - kRecentChecks;
      while (back > 0 && cells_tried - ends_[back].cells_tried < cells_ / 20) --back;
      const double cells_done = static_cast<double>(cells_tried - ends_[back].cells_tried);
      if (cells_done > 0) {
        const std::chrono::duration<double> spent = now - ends_[back].time;
        progress.time_left = spent * (static_cast<double>(cells_ - cells_tried) / cells_done);
      }
    }
    control_.progress(progress);
  }

 private:
  using Clock = std::chrono::steady_clock;
  struct End {
    Clock::time_point time;
    std::size_t cells_tried;
  };
  std::size_t cells_;
  const RemovalControl& control_;
  Clock::time_point start_;
  Clock::time_point last_report_;
  std::vector<End> ends_;
};

}  // namespace

std::vector<OptionId> given_options(const SudokuModel& model, const std::vector<int>& givens) {
  std::vector<OptionId> options;
  const auto n = static_cast<std::size_t>(model.size.values);
  for (std::size_t cell = 0; cell < givens.size(); ++cell) {
    const int v = givens[cell];
    if (v > 0) options.push_back(model.option_index[cell * n + static_cast<std::size_t>(v - 1)]);
  }
  return options;
}

Uniqueness solution_count_verdict(const SudokuModel& model, Solver& solver,
                                  const std::vector<int>& givens) {
  const std::vector<OptionId> forced = given_options(model, givens);
  SearchLimits limits;
  limits.forced = forced;
  return solver.uniqueness(limits).verdict;
}

OtherSolution other_solution(const SudokuModel& model, Solver& solver,
                             const std::vector<int>& givens, const std::vector<int>& grid,
                             const std::vector<int>& removed, std::uint64_t max_nodes) {
  return other_solution(model, solver, given_options(model, givens), grid, removed, max_nodes);
}

OtherSolution other_solution(const SudokuModel& model, Solver& solver,
                             std::span<const OptionId> forced, const std::vector<int>& grid,
                             const std::vector<int>& removed, std::uint64_t max_nodes) {
  SearchLimits limits;
  limits.forced = forced;
  limits.max_nodes = max_nodes;
  return other_solution(model, solver, limits, grid, removed);
}

Removal remove_clues(const SudokuModel& model, Solver& solver, const std::vector<int>& grid,
                     const std::vector<std::vector<int>>& orbits, Random& random,
                     std::size_t target_clues, std::uint64_t max_nodes_per_check, ClueHits* hits,
                     const RemovalControl& control) {
  Removal removal;
  std::vector<int>& givens = removal.givens;
  givens = grid;
  removal.witnesses.resize(orbits.size());
  std::size_t clues = static_cast<std::size_t>(
      std::count_if(givens.begin(), givens.end(), [](int v) { return v != 0; }));
  std::vector<std::size_t> order(orbits.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  random.shuffle(std::span<std::size_t>(order));
  // The clues are forced in the order: the orbits kept and merged, then the orbits not yet tried
  // (the next one to try last), then the orbits kept since the last merge. The engine keeps the
  // forced options committed between searches and redoes only what follows the longest common
  // prefix (forced_options.hpp). So a removal takes back the tried orbit and the few recent kept
  // ones above it, not half the clues: with each kept orbit merged at once below the untried
  // ones, every kept orbit re-committed all of those (a 49x49 grid has 2401 clues; at 55% clues,
  // 858 kept orbits took 2 of the 6.5 s). The recent ones are merged when there are about as many
  // as the square root of the untried ones, which balances the two costs. The order changes no
  // answer: the remaining problem is the same whatever order its forced options came in.
  std::vector<std::size_t> merged;
  std::vector<std::size_t> recent;
  const auto clue_option = [&](int cell) {
    const auto c = static_cast<std::size_t>(cell);
    return model.option_index[c * static_cast<std::size_t>(model.size.values) +
                              static_cast<std::size_t>(grid[c] - 1)];
  };
  std::vector<OptionId> forced;
  RemovalPace pace(grid.size(), control);
  std::size_t cells_tried = 0;
  for (std::size_t step = 0; step < order.size(); ++step) {
    if (target_clues > 0 && clues <= target_clues) break;
    if (control.stop_flag != nullptr && control.stop_flag->load()) {
      removal.cut_short = true;
      break;
    }
    if (control.deadline && std::chrono::steady_clock::now() >= *control.deadline) {
      removal.cut_short = true;
      break;
    }
    const std::size_t k = order[step];
    const std::vector<int>& orbit = orbits[k];
    cells_tried += orbit.size();
    const std::size_t untried = order.size() - step - 1;
    if (recent.size() * recent.size() > untried) {
      merged.insert(merged.end(), recent.begin(), recent.end());
      recent.clear();
    }
    if (hits != nullptr) {
      if (std::vector<int> witness = hits->witness(orbit); !witness.empty()) {
        recent.push_back(k);
        removal.witnesses[k] = std::move(witness);
        continue;
      }
    }
    forced.clear();
    for (std::size_t kept_orbit : merged) {
      for (int cell : orbits[kept_orbit]) forced.push_back(clue_option(cell));
    }
    for (std::size_t later = order.size(); later-- > step + 1;) {
      for (int cell : orbits[order[later]]) forced.push_back(clue_option(cell));
    }
    for (std::size_t kept_orbit : recent) {
      for (int cell : orbits[kept_orbit]) forced.push_back(clue_option(cell));
    }
    SearchLimits limits;
    limits.forced = forced;
    limits.max_nodes = max_nodes_per_check;
    limits.stop_flag = control.stop_flag;
    if (control.deadline) {
      limits.time_limit = std::max(std::chrono::steady_clock::duration::zero(),
                                   *control.deadline - std::chrono::steady_clock::now());
    }
    if (control.progress) {
      limits.progress = [&](const SearchProgress&) { pace.report(cells_tried, clues); };
      limits.progress_interval =
          std::min(control.progress_interval, std::chrono::duration<double>(1.0));
    }
    OtherSolution other = control.portfolio != nullptr && max_nodes_per_check == 0
                              ? control.portfolio->check(limits, grid, orbit)
                              : other_solution(model, solver, limits, grid, orbit);
    if (other.stopped) {
      recent.push_back(k);
      removal.cut_short = true;
      break;
    }
    if (other.grid.empty() && !other.undecided) {
      for (int cell : orbit) givens[static_cast<std::size_t>(cell)] = 0;
      clues -= orbit.size();
      if (hits != nullptr) hits->removed(orbit);
    } else {
      recent.push_back(k);
      removal.witnesses[k] = std::move(other.grid);
    }
    pace.checked(cells_tried, clues);
  }
  return removal;
}

std::optional<std::string> check_minimality(const SudokuPuzzle& puzzle,
                                            const std::vector<int>& grid,
                                            const std::vector<std::vector<int>>& orbits,
                                            const std::vector<std::vector<int>>& witnesses) {
  SudokuPuzzle fewer = puzzle;
  for (std::size_t k = 0; k < orbits.size(); ++k) {
    bool holds_clue = false;
    bool differs = false;
    for (int cell : orbits[k]) {
      const auto c = static_cast<std::size_t>(cell);
      holds_clue = holds_clue || puzzle.givens[c] != 0;
      differs = differs || (witnesses[k].size() == grid.size() && witnesses[k][c] != grid[c]);
    }
    if (!holds_clue) continue;
    if (!differs) return "no second solution shows that an orbit of clues cannot go";
    for (int cell : orbits[k]) fewer.givens[static_cast<std::size_t>(cell)] = 0;
    const std::optional<std::string> broken = check_sudoku(fewer, witnesses[k]);
    for (int cell : orbits[k]) {
      fewer.givens[static_cast<std::size_t>(cell)] = puzzle.givens[static_cast<std::size_t>(cell)];
    }
    if (broken) return "a witness that an orbit cannot go is no solution: " + *broken;
  }
  return std::nullopt;
}

}  // namespace dlx::sudoku
