#include "encoders/sudoku/generator/puzzle_generator.hpp"

#include <fmt/format.h>
#include <dlx/random.hpp>
#include <dlx/solver.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <variant>

#include "encoders/sudoku/generator/clue_removal.hpp"
#include "encoders/sudoku/generator/unavoidable_sets.hpp"
#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"

namespace dlx::sudoku {

std::optional<std::string> generation_refusal(const GeneratorSettings& settings) {
  const SudokuPuzzle& shape = settings.shape;
  const std::vector<const Constraint*> rules = rules_beyond_houses(shape);
  if (std::any_of(rules.begin(), rules.end(),
                  [](const Constraint* c) { return c->type->sum_cage; })) {
    return std::string(
        "killer Sudoku is not generated: its cages and sums are the puzzle, and "
        "removing clues does not make them");
  }
  if (!rules.empty()) {
    return fmt::format(
        "{} is not generated: its clues are the puzzle, and removing digits does not make them",
        rules.front()->type->name);
  }
  if (shape.size.rows > kMaxGeneratedSize) {
    return fmt::format("grids up to {0}x{0} are generated, the largest the solver takes",
                       kMaxGeneratedSize);
  }
  if (settings.minimal && shape.size.rows > kMaxMinimalSize) {
    return fmt::format(
        "minimal puzzles are generated up to {0}x{0}; a minimal {1}x{1} takes "
        "far too long (its last uniqueness checks run for minutes): use "
        "--no-minimal (stops at {2:.0f}% of the cells) or --clues N",
        kMaxMinimalSize, shape.size.rows, kDefaultClueShare * 100);
  }
  return std::nullopt;
}

std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index, std::uint64_t attempt) {
  // Each step is a full SplitMix64 round, so nearby (seed, index, attempt) give unrelated seeds.
  Random by_seed(seed);
  Random by_index(by_seed.next() ^ index);
  Random by_attempt(by_index.next() ^ attempt);
  return by_attempt.next();
}

namespace {

// The smallest grid (n) whose minimal puzzles use them.
constexpr int kSmallestGridWithSets = 16;

// Thrown by an attempt that would start after Ctrl-C or the deadline; generate_puzzles stops
// there.
struct GenerationStopped {};

// What one thread needs to generate puzzles: its own model and solver (a solver serves one search
// at a time), built once and reused for every grid and every uniqueness check.
class PuzzleFactory {
 public:
  // `portfolio_width`: solvers per check (check_portfolio.hpp), for minimal puzzles.
  PuzzleFactory(const GeneratorSettings& settings, const PuzzleGrader* grader,
                unsigned portfolio_width)
      : settings_(settings),
        grader_(grader),
        model_(build_model(settings.shape)),
        solver_(model_.problem),
        peers_(peers_of_cells(settings.shape)),
        orbits_(clue_orbits(settings.shape.size.rows, settings.symmetry)),
        portfolio_(model_, solver_, settings.minimal ? portfolio_width : 1) {}

  GeneratedPuzzle make(std::size_t index) {
    const std::size_t attempts = settings_.difficulty ? settings_.max_attempts : 1;
    const std::size_t target = settings_.minimal ? 0 : settings_.target_clues;
    for (std::size_t attempt = 0; attempt < attempts; ++attempt) {
      if (settings_.stop_flag != nullptr && settings_.stop_flag->load()) throw GenerationStopped{};
      if (settings_.deadline && std::chrono::steady_clock::now() >= *settings_.deadline) {
        throw GenerationStopped{};
      }
      Random random(puzzle_seed(settings_.seed, index, attempt));
      GeneratedPuzzle made;
      made.index = index;
      made.attempts = attempt + 1;
      made.solution = random_full_grid(settings_.shape, model_, peers_, random);
      made.puzzle = settings_.shape;
      const std::uint64_t budget = settings_.minimal ? 0 : kMaxNodesPerCheckNotMinimal;
      // A minimal puzzle ends with a search per clue kept, each to find its witness; the known
      // unavoidable sets spare a quarter of them, and a minimal 16x16 comes 8-13% sooner. On a 9x9
      // a search takes microseconds, and finding the sets made the generator 12% slower; a run
      // that stops at a share of the clues keeps few clues, and they would not pay either.
      std::optional<ClueHits> hits;
      if (settings_.minimal && settings_.shape.size.rows >= kSmallestGridWithSets) {
        hits.emplace(settings_.shape, made.solution,
                     unavoidable_sets(settings_.shape, made.solution, peers_));
      }
      RemovalControl control;
      if (settings_.shape.size.rows >= settings_.cut_short_from) {
        control.deadline = settings_.deadline;
        control.stop_flag = settings_.stop_flag;
      }
      control.portfolio = &portfolio_;
      if (settings_.progress) {
        control.progress = [&](const RemovalProgress& progress) {
          settings_.progress(index, progress);
        };
        control.progress_interval = settings_.progress_interval;
      }
      Removal removal = remove_clues(model_, solver_, made.solution, orbits_, random, target,
                                     budget, hits ? &*hits : nullptr, control);
      if (removal.cut_short && settings_.difficulty) throw GenerationStopped{};
      made.cut_short = removal.cut_short;
      made.puzzle.givens = std::move(removal.givens);
      made.clues = static_cast<std::size_t>(std::count_if(
          made.puzzle.givens.begin(), made.puzzle.givens.end(), [](int v) { return v != 0; }));
      if (settings_.difficulty) {
        made.grade = grader_->grade(made.puzzle);
        if (made.grade != *settings_.difficulty) continue;
      }
      if (auto failure = check(made, removal.witnesses)) {
        throw std::logic_error(
            fmt::format("generated puzzle {} failed its check: {}", index + 1, *failure));
      }
      return made;
    }
    throw GenerationError(fmt::format(
        "no puzzle of grade '{}' in {} {} (puzzle {}, seed {}); try another seed, more "
        "attempts (--attempts), or another difficulty",
        *settings_.difficulty, settings_.max_attempts,
        settings_.max_attempts == 1 ? "attempt" : "attempts", index + 1, settings_.seed));
  }

 private:
  // Everything promised about a puzzle, checked again from scratch before it is handed out.
  std::optional<std::string> check(const GeneratedPuzzle& made,
                                   const std::vector<std::vector<int>>& witnesses) {
    if (auto broken = check_sudoku(made.puzzle, made.solution)) {
      return "the grid does not solve the puzzle: " + *broken;
    }
    const std::vector<OptionId> forced = given_options(model_, made.puzzle.givens);
    SearchLimits limits;
    limits.forced = forced;
    // A puzzle cut short by --time-limit or Ctrl-C is wanted now: its check again gets ten
    // seconds (late in a 25x25 it ran for minutes past the limit). Unfinished, the removal's own
    // check of its last clue, a full uniqueness search of this very puzzle, stands.
    if (made.cut_short) limits.time_limit = std::chrono::duration<double>(10.0);
    const UniquenessResult unique = solver_.uniqueness(limits);
    const bool rechecked = !(made.cut_short && unique.verdict == Uniqueness::kUnknown);
    if (rechecked && unique.verdict != Uniqueness::kUnique) {
      return fmt::format("the solution is not unique (verdict: {})", to_string(unique.verdict));
    }
    if (rechecked && decode(model_, unique.first) != made.solution) {
      return "the only solution is not the grid the puzzle came from";
    }
    if (!has_symmetric_pattern(made.puzzle.givens, made.puzzle.size.rows, settings_.symmetry)) {
      return fmt::format("the clue pattern is not {}", to_string(settings_.symmetry));
    }
    if (settings_.minimal && !made.cut_short) {
      if (auto failure = check_minimality(made.puzzle, made.solution, orbits_, witnesses)) {
        return "the puzzle is not minimal: " + *failure;
      }
    }
    if (settings_.difficulty && grader_->grade(made.puzzle) != *settings_.difficulty) {
      return "its grade is not the one asked for";
    }
    return std::nullopt;
  }

  const GeneratorSettings& settings_;
  const PuzzleGrader* grader_;
  SudokuModel model_;
  Solver solver_;
  std::vector<std::vector<int>> peers_;
  std::vector<std::vector<int>> orbits_;
  CheckPortfolio portfolio_;
};

void check_settings(const GeneratorSettings& settings, const PuzzleGrader* grader) {
  if (auto refusal = generation_refusal(settings)) throw GenerationError(*refusal);
  if (settings.difficulty) {
    if (grader == nullptr || !grader->grade) throw GenerationError("grading not available");
    const auto& levels = grader->levels;
    if (std::find(levels.begin(), levels.end(), *settings.difficulty) == levels.end()) {
      std::string names;
      for (const std::string& level : levels) names += (names.empty() ? "" : ", ") + level;
      throw GenerationError(
          fmt::format("unknown difficulty '{}'; the levels are: {}", *settings.difficulty, names));
    }
  }
}

// Puzzles made by worker threads and handed out in index order. Workers stay at most kWindow
// puzzles ahead of the output, so a long run holds few puzzles in memory.
class ParallelGeneration {
 public:
  ParallelGeneration(const GeneratorSettings& settings, std::size_t count,
                     const PuzzleGrader* grader, unsigned threads)
      : settings_(settings), grader_(grader), count_(count), window_(8 * std::size_t{threads}) {
    slots_.resize(std::min(count, window_));
    for (unsigned t = 0; t < threads; ++t) workers_.emplace_back([this] { work(); });
  }

  ~ParallelGeneration() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    changed_.notify_all();
    for (std::thread& worker : workers_) worker.join();
  }

  void emit_all(const std::function<void(const GeneratedPuzzle&)>& emit) {
    for (std::size_t index = 0; index < count_; ++index) {
      Slot slot;
      {
        std::unique_lock lock(mutex_);
        Slot& waiting = slots_[index % slots_.size()];
        changed_.wait(lock, [&] { return !std::holds_alternative<std::monostate>(waiting); });
        slot = std::move(waiting);
        waiting = std::monostate{};
        ++emitted_;
      }
      changed_.notify_all();
      if (auto* error = std::get_if<std::exception_ptr>(&slot)) std::rethrow_exception(*error);
      emit(std::get<GeneratedPuzzle>(slot));
    }
  }

 private:
  using Slot = std::variant<std::monostate, GeneratedPuzzle, std::exception_ptr>;

  void work() {
    std::optional<PuzzleFactory> factory;
    for (;;) {
      std::size_t index = 0;
      {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return stop_ || next_ >= count_ || next_ < emitted_ + window_; });
        if (stop_ || next_ >= count_) return;
        index = next_++;
      }
      Slot made;
      try {
        if (!factory) factory.emplace(settings_, grader_, 1);
        made = factory->make(index);
      } catch (...) {
        made = std::current_exception();
      }
      {
        std::lock_guard lock(mutex_);
        slots_[index % slots_.size()] = std::move(made);
      }
      changed_.notify_all();
    }
  }

  const GeneratorSettings& settings_;
  const PuzzleGrader* grader_;
  const std::size_t count_;
  const std::size_t window_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<Slot> slots_;  // puzzle k waits in slots_[k % size] until it is handed out
  std::size_t next_ = 0;     // the next puzzle a worker takes
  std::size_t emitted_ = 0;  // puzzles handed out
  bool stop_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace

std::size_t generate_puzzles(const GeneratorSettings& settings, std::size_t count,
                             const PuzzleGrader* grader,
                             const std::function<void(const GeneratedPuzzle&)>& emit) {
  check_settings(settings, grader);
  if (count == 0) return 0;
  unsigned threads = settings.threads;
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  const auto workers = static_cast<unsigned>(std::min<std::size_t>(threads, count));
  // Threads left over when there are fewer puzzles than threads: a portfolio per check.
  const unsigned portfolio_width = threads / workers;
  std::size_t emitted = 0;
  const auto counting_emit = [&](const GeneratedPuzzle& made) {
    emit(made);
    ++emitted;
  };
  try {
    if (workers == 1) {
      PuzzleFactory factory(settings, grader, portfolio_width);
      for (std::size_t index = 0; index < count; ++index) counting_emit(factory.make(index));
    } else {
      ParallelGeneration generation(settings, count, grader, workers);
      generation.emit_all(counting_emit);
    }
  } catch (const GenerationStopped&) {
    // Ctrl-C: what was handed out stays; the caller says the run was interrupted.
  }
  return emitted;
}

}  // namespace dlx::sudoku
