#include "encoders/sudoku/listen/listen_jobs.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <cmath>
#include <new>
#include <stdexcept>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/listen/candidate_counts.hpp"
#include "encoders/sudoku/listen/listen_puzzle.hpp"
#include "encoders/sudoku/model_logic/model_logic.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {
namespace {

using Clock = std::chrono::steady_clock;

// What SudokuSolver answers for a puzzle without solution; the userscript clears the candidates.
constexpr std::string_view kNoSolution = "No solutions found.";
// The seed of Estimate's first round of probes when --seed is not given (rounds add their index).
constexpr std::uint64_t kEstimateSeed = 20250101;

// Thrown where a request stops before its answer: its stop flag, or its time (or node) limit.
struct Stopped {
  bool timed_out = false;
};

class RequestRun {
 public:
  RequestRun(const ListenRequest& request, const ListenLimits& limits,
             const std::atomic<bool>& stop, const SendMessage& send)
      : request_(request), limits_(limits), stop_(stop), send_(send) {
    if (limits.seconds) {
      deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(*limits.seconds));
    }
  }

  RequestEnd run() {
    try {
      dispatch();
    } catch (const Stopped& stopped) {
      return end_stopped(stopped.timed_out);
    } catch (const ModelLogicStopped& stopped) {
      return end_stopped(stopped.timed_out);
    } catch (const InputError& e) {
      send_(invalid_message(nonce(), e.message()));
    } catch (const std::bad_alloc&) {
      send_(invalid_message(nonce(), "out of memory"));
    } catch (const std::exception& e) {
      send_(invalid_message(nonce(), fmt::format("internal error in dlx: {}", e.what())));
    }
    return RequestEnd::kAnswered;
  }

 private:
  std::int64_t nonce() const { return request_.nonce; }

  void dispatch() {
    switch (request_.command) {
      case ListenCommand::kTrueCandidates:
        return true_candidates();
      case ListenCommand::kSolve:
        return solve();
      case ListenCommand::kCheck:
        return count(2);
      case ListenCommand::kCount:
        return count(0);
      case ListenCommand::kEstimate:
        return estimate();
      case ListenCommand::kSolvePath:
        return logical(false);
      case ListenCommand::kStep:
        return logical(true);
      case ListenCommand::kCancel:
        break;
    }
  }

  // A stop by the client (or the server) leaves the answer to the caller ("canceled"); the time
  // limit is an answer.
  RequestEnd end_stopped(bool timed_out) {
    if (stop_.load() || !timed_out) return RequestEnd::kStopped;
    send_(invalid_message(
        nonce(),
        limits_.seconds
            ? fmt::format("dlx stopped at its time limit of {} s (--time-limit)", *limits_.seconds)
            : std::string("dlx stopped at its limit of search nodes")));
    return RequestEnd::kAnswered;
  }

  ListenPuzzle read(FpuzzlesEntries entries) const {
    ListenPuzzle read = read_listen_puzzle(request_.data, entries, source());
    check_model_size(read.puzzle);
    return read;
  }

  std::string source() const { return fmt::format("request {}", nonce()); }

  // The engine's settings for the puzzle's model, within the request's memory: the links first,
  // then a memoized count's cache from what they leave.
  SolverOptions options_for(const SudokuPuzzle& puzzle, const Problem& problem) const {
    SolverOptions options = limits_.solver_options;
    // As `dlx sudoku` solves variants (sudoku_command.cpp): weighted, not the fewest options.
    if (!has_only_houses(puzzle) && options.heuristic == Heuristic::kAuto) {
      options.heuristic = Heuristic::kWeighted;
    }
    const std::size_t need = Solver::memory_needed(problem, options).engine;
    if (need > limits_.memory_bytes) {
      throw InputError(source(), 1,
                       fmt::format("the puzzle's model needs {} MB, more than the {} MB a "
                                   "request may use (--memory-limit)",
                                   need >> 20, limits_.memory_bytes >> 20));
    }
    options.memo_cache_bytes =
        std::min<std::uint64_t>(options.memo_cache_bytes, limits_.memory_bytes - need);
    return options;
  }

  SearchLimits search_limits(std::span<const OptionId> forced) const {
    SearchLimits limits;
    limits.forced = forced;
    limits.stop_flag = &stop_;
    limits.max_nodes = limits_.max_nodes;
    if (deadline_) {
      const auto left = *deadline_ - Clock::now();
      if (left <= Clock::duration::zero()) throw Stopped{.timed_out = true};
      limits.time_limit = std::chrono::duration<double>(left);
    }
    return limits;
  }

  static void check(const SearchResult& result) {
    if (result.cut_short()) {
      throw Stopped{.timed_out = result.status != SearchStatus::kInterrupted};
    }
  }

  ModelLogicSettings logic_settings(LogicSwitches switches) const {
    ModelLogicSettings settings;
    settings.switches = switches;
    settings.stop_flag = &stop_;
    settings.deadline = deadline_;
    return settings;
  }

  // The logic to its end (or its bound of steps), each step's line given to `line`.
  void follow(ModelLogic& logic, const std::function<void(const ModelStep&)>& line) const {
    for (std::size_t steps = 0; limits_.max_logic_steps == 0 || steps < limits_.max_logic_steps;
         ++steps) {
      const std::optional<ModelStep> step = logic.next();
      if (!step) return;
      if (line) line(*step);
    }
    if (limits_.max_logic_steps != 0) throw Stopped{.timed_out = true};
  }

  // ---- The commands -------------------------------------------------------------------------

  // f-puzzles' True Candidates: how many solutions hold each value of each cell, up to the cap
  // the puzzle asks for; with "logical", -1 for a value the logic keeps that no solution has.
  // The logic runs first in any case: what it removes is in no solution, and needs no search.
  void true_candidates() {
    const ListenPuzzle read = this->read(FpuzzlesEntries::kGivens);
    const SudokuPuzzle& puzzle = read.puzzle;
    if (find_clue_conflict(puzzle)) return send_(invalid_message(nonce(), kNoSolution));
    LogicSwitches switches = read.switches;
    if (!read.logical_candidates) switches = {.contradictions = false};
    ModelLogic logic(puzzle, logic_settings(switches));
    follow(logic, {});
    if (logic.broken()) return send_(invalid_message(nonce(), kNoSolution));
    const int n = puzzle.size.rows;
    const auto literals = static_cast<std::size_t>(n * n * n);
    CandidateCountLimits count_limits;
    count_limits.cap = read.solution_cap;
    count_limits.ruled_out.assign(literals, false);
    for (std::size_t k = 0; k < literals; ++k) {
      const int cell = static_cast<int>(k) / n;
      const int value = static_cast<int>(k) % n + 1;
      count_limits.ruled_out[k] = !(logic.candidates(cell) & value_bit(value));
    }
    count_limits.stop_flag = &stop_;
    count_limits.deadline = deadline_;
    count_limits.max_nodes = limits_.max_nodes;
    const SudokuModel model = build_model(puzzle);
    const CandidateCounts counts =
        count_candidates(model, puzzle, options_for(puzzle, model.problem), count_limits);
    if (!counts.complete)
      throw Stopped{.timed_out = counts.stopped_by != SearchStatus::kInterrupted};
    if (counts.solutions == 0) return send_(invalid_message(nonce(), kNoSolution));
    std::vector<std::int64_t> answer(literals, 0);
    for (std::size_t k = 0; k < literals; ++k) {
      answer[k] = counts.counts[k];
      if (answer[k] == 0 && read.logical_candidates && !count_limits.ruled_out[k]) answer[k] = -1;
    }
    send_(true_candidates_message(nonce(), answer));
  }

  void solve() {
    const SudokuPuzzle puzzle = read(FpuzzlesEntries::kGivens).puzzle;
    if (find_clue_conflict(puzzle)) return send_(invalid_message(nonce(), kNoSolution));
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem, options_for(puzzle, model.problem));
    const std::vector<OptionId> clues = clue_options(model, puzzle);
    const FirstSolution first = solver.first(search_limits(clues));
    check(first.result);
    if (!first.found) return send_(invalid_message(nonce(), kNoSolution));
    send_(solved_message(nonce(), decode(model, first.options)));
  }

  // Check (most 2) and Solution Count (most 0: all), with the count so far every
  // progress_interval while it runs.
  void count(std::uint64_t most) {
    const SudokuPuzzle puzzle = read(FpuzzlesEntries::kGivens).puzzle;
    if (find_clue_conflict(puzzle)) return send_(count_message(nonce(), "0", false));
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem, options_for(puzzle, model.problem));
    const std::vector<OptionId> clues = clue_options(model, puzzle);
    SearchLimits limits = search_limits(clues);
    limits.max_solutions = most;
    limits.progress_interval = limits_.progress_interval;
    limits.progress = [&](const SearchProgress& progress) {
      // A memoized count knows its total only at the end.
      if (!progress.memoized) {
        send_(count_message(nonce(), std::to_string(progress.stats.solutions), true));
      }
    };
    const SearchResult result = solver.count(limits);
    check(result);
    const std::string total = result.solutions_past_64_bits.empty()
                                  ? std::to_string(result.stats.solutions)
                                  : result.solutions_past_64_bits;
    send_(count_message(nonce(), total, false));
  }

  // Knuth's estimate of the number of solutions, in rounds of random probes, each round's
  // running figures sent, until the request is stopped.
  void estimate() {
    const SudokuPuzzle puzzle = read(FpuzzlesEntries::kGivens).puzzle;
    const SudokuModel model = build_model(puzzle);
    Solver solver(model.problem, options_for(puzzle, model.problem));
    const std::vector<OptionId> clues = clue_options(model, puzzle);
    const std::uint64_t seed = limits_.solver_options.seed.value_or(kEstimateSeed);
    // The probes' mean and sum of squared deviations, rounds merged (Chan et al.).
    double probes = 0;
    double mean = 0;
    double squares = 0;
    for (std::uint64_t round = 0;; ++round) {
      SearchLimits limits = search_limits(clues);
      if (!limits.time_limit || *limits.time_limit > limits_.estimate_round) {
        limits.time_limit = limits_.estimate_round;
      }
      const SearchEstimate found = solver.estimate(std::uint64_t{1} << 40, seed + round, limits);
      if (stop_.load()) throw Stopped{};
      if (found.probes > 0) {
        const double n = static_cast<double>(found.probes);
        const double squares_here =
            found.solutions_stddev * found.solutions_stddev * (found.probes > 1 ? n - 1 : 0);
        const double delta = found.solutions - mean;
        const double total = probes + n;
        mean += delta * n / total;
        squares += squares_here + delta * delta * probes * n / total;
        probes = total;
      }
      EstimateFigures figures;
      figures.estimate = mean;
      figures.stderr_ = probes > 1 ? std::sqrt(squares / (probes - 1)) / std::sqrt(probes) : 0;
      figures.iterations = static_cast<std::uint64_t>(probes);
      send_(estimate_message(nonce(), figures));
      if (deadline_ && Clock::now() >= *deadline_) throw Stopped{.timed_out = true};
    }
  }

  // Solution Path (`one_step` false) and Step: the logic from the position in the grid, the
  // values entered and the centre marks. Step first answers with the candidates the logic starts
  // from when the grid's marks are not those ("Initial candidates."), as SudokuSolver does.
  void logical(bool one_step) {
    const ListenPuzzle read = this->read(FpuzzlesEntries::kPosition);
    ModelLogic logic(read.puzzle, logic_settings(read.switches));
    std::string message;
    bool stepped = false;
    if (one_step && !logic.broken() && starts_elsewhere(logic, read)) {
      message = "Initial candidates.\n";
      stepped = true;
    } else if (one_step) {
      if (const std::optional<ModelStep> step = logic.next()) {
        message = step->text + "\n";
        stepped = true;
      }
    } else {
      follow(logic, [&](const ModelStep& step) {
        message += step.text + "\n";
        stepped = true;
      });
    }
    if (logic.broken()) {
      message += *logic.broken() + "\nBoard is invalid!\n";
    } else if (!stepped) {
      message += "No logical steps found.\n";
    }
    std::vector<LogicalCell> cells;
    for (int cell = 0; cell < read.puzzle.size.cells(); ++cell) {
      LogicalCell out;
      out.value = logic.values()[static_cast<std::size_t>(cell)];
      if (out.value == 0) {
        for (int v = 1; v <= read.puzzle.size.values; ++v) {
          if (logic.candidates(cell) & value_bit(v)) out.candidates.push_back(v);
        }
      }
      cells.push_back(std::move(out));
    }
    send_(logical_message(nonce(), cells, message, !logic.broken()));
  }

  // Whether some open cell's candidates differ from the marks the grid shows for it.
  static bool starts_elsewhere(const ModelLogic& logic, const ListenPuzzle& read) {
    for (int cell = 0; cell < read.puzzle.size.cells(); ++cell) {
      if (logic.values()[static_cast<std::size_t>(cell)] == 0 &&
          logic.candidates(cell) != read.shown[static_cast<std::size_t>(cell)]) {
        return true;
      }
    }
    return false;
  }

  const ListenRequest& request_;
  const ListenLimits& limits_;
  const std::atomic<bool>& stop_;
  const SendMessage& send_;
  std::optional<Clock::time_point> deadline_;
};

}  // namespace

RequestEnd run_request(const ListenRequest& request, const ListenLimits& limits,
                       const std::atomic<bool>& stop, const SendMessage& send) {
  return RequestRun(request, limits, stop, send).run();
}

}  // namespace dlx::sudoku
