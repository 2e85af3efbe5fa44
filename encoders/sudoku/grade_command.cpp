#include "encoders/sudoku/grade_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/english.hpp>
#include <dlx/text/error_report.hpp>
#include <dlx/text/input_source.hpp>
#include <dlx/text/json_text.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <ostream>

#include "encoders/sudoku/logic/explain.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/logic/techniques.hpp"
#include "encoders/sudoku/model_cache.hpp"
#include "encoders/sudoku/puzzle_batch.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The engine's answer for a puzzle: its search nodes, the verdict, a solution if any.
struct SearchOutcome {
  std::uint64_t nodes = 0;
  Uniqueness verdict = Uniqueness::kUnknown;
  std::vector<int> solution;
  std::string reason;  // why there is none, when the clues already say so
};

// The engine's verdict on a puzzle, from the runner (JobRunner::verdict): the model is kept while
// the puzzles keep needing the same one, and the runner keeps its solver (Job::model_key).
class EngineVerdicts {
 public:
  SearchOutcome solve(const SudokuPuzzle& puzzle, JobRunner& runner) {
    const SudokuModel& model = models_.model_for(puzzle);
    Job job;
    job.label = puzzle_label(puzzle);
    job.problem = &model.problem;
    job.model_key = models_.key();
    job.forced = clue_options(model, puzzle);
    // Up to two solutions: nodes to prove uniqueness are a steadier measure than nodes to a first
    // solution, which depend on luck.
    const UniquenessResult result = runner.verdict(job);
    SearchOutcome outcome;
    outcome.nodes = result.result.stats.nodes;
    outcome.verdict = result.verdict;
    if (!result.first.empty()) outcome.solution = decode(model, result.first);
    return outcome;
  }

 private:
  ModelCache models_;
};

// The debug check of every deduction against the engine: sound deductions never remove a value
// that a solution holds, and a grid the logic filled is a solution.
std::optional<std::string> check_logic(const SudokuPuzzle& puzzle, const Grade& grade,
                                       const SearchOutcome& search) {
  if (search.solution.empty()) {
    if (grade.solved) return "logic filled a grid of a puzzle the engine finds no solution for";
    return std::nullopt;
  }
  for (std::size_t cell = 0; cell < search.solution.size(); ++cell) {
    const int value = search.solution[cell];
    if ((grade.candidates[cell] & value_bit(value)) == 0) {
      return fmt::format("logic removed {} from {}, where a solution has it", value,
                         cell_name(static_cast<int>(cell), puzzle.size.rows));
    }
  }
  if (grade.contradiction) return "logic found a contradiction in a puzzle that has a solution";
  if (grade.solved) {
    if (auto broken = check_sudoku(puzzle, grade.grid)) {
      return "the grid logic filled fails the checker: " + *broken;
    }
  }
  return std::nullopt;
}

std::string technique_counts(const Grade& grade) {
  std::string text;
  for (const TechniqueInfo& info : technique_table()) {
    const int count = grade.count(info.technique);
    if (count == 0) continue;
    if (!text.empty()) text += ", ";
    text += fmt::format("{} {}", info.name, count);
  }
  return text.empty() ? "no deductions" : text;
}

std::string technique_counts_json(const Grade& grade) {
  std::string text;
  for (const TechniqueInfo& info : technique_table()) {
    const int count = grade.count(info.technique);
    if (count == 0) continue;
    if (!text.empty()) text += ",";
    text += fmt::format("{}:{}", json_string(info.key), count);
  }
  return "{" + text + "}";
}

std::string search_text(const SearchOutcome& search) {
  if (search.verdict == Uniqueness::kUnknown) {
    return fmt::format("search: {} node{}, uniqueness not settled (time limit)", search.nodes,
                       search.nodes == 1 ? "" : "s");
  }
  const char* verdict = search.verdict == Uniqueness::kUnique     ? "unique"
                        : search.verdict == Uniqueness::kMultiple ? "several solutions"
                                                                  : "no solution";
  return fmt::format("search: {} node{}, {}", search.nodes, search.nodes == 1 ? "" : "s", verdict);
}

std::string grade_line(const std::string& label, const Grade& grade, const SearchOutcome& search) {
  if (search.verdict == Uniqueness::kNone) {
    if (!search.reason.empty()) return fmt::format("{}: no solution: {}", label, search.reason);
    return fmt::format("{}: no solution; {}; {}", label, technique_counts(grade),
                       search_text(search));
  }
  const std::string level = grade.solved ? to_string(grade.level)
                                         : fmt::format("{} (logic stuck with {} cells open)",
                                                       to_string(grade.level), grade.open_cells);
  return fmt::format("{}: {}; {}; {}", label, level, technique_counts(grade), search_text(search));
}

std::string grade_json(const std::string& label, const Grade& grade, const SearchOutcome& search,
                       double seconds) {
  const bool none = search.verdict == Uniqueness::kNone;
  return fmt::format(
      "{{\"input\":{},\"grade\":\"{}\",\"solved\":{},\"steps\":{},\"open_cells\":{},"
      "\"techniques\":{},\"nodes\":{},\"solutions\":\"{}\",\"seconds\":{:.6f}{}}}",
      json_string(label), none ? "none" : to_string(grade.level), grade.solved, grade.steps,
      grade.open_cells, technique_counts_json(grade), search.nodes, to_string(search.verdict),
      seconds, search.reason.empty() ? "" : ",\"reason\":" + json_string(search.reason));
}

std::string explain_json(const std::string& label, const Grade& grade,
                         const std::vector<std::string>& lines) {
  std::string steps;
  for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
    if (!steps.empty()) steps += ",";
    steps += json_string(lines[k]);
  }
  return fmt::format(
      "{{\"input\":{},\"grade\":\"{}\",\"solved\":{},\"steps\":[{}],\"outcome\":{}}}",
      json_string(label), grade.contradiction ? "none" : to_string(grade.level), grade.solved,
      steps, json_string(lines.back()));
}

// What the puzzles graded came to, beyond the batch's count.
struct Tally {
  std::size_t no_solution = 0;
  std::size_t unsettled = 0;  // graded, but --time-limit stopped the search for uniqueness
  std::array<std::size_t, 5> levels{};
  double logic_seconds = 0;
};

// The grading of a batch: each puzzle's logic, the engine's verdict, the check of one against the
// other, and its line (or lines) of output.
class GradeBatch {
 public:
  GradeBatch(const GradeRequest& request, const CommandContext& context, JobRunner& runner)
      : request_(request), context_(context), runner_(runner) {}

  int run() {
    const auto start = Clock::now();
    const BatchCount count =
        run_batch(request_.batch, context_, [this](SudokuPuzzle& puzzle) { grade_one(puzzle); });
    if (wants_summary(count, context_.search)) print_summary(count, seconds_since(start));
    if (count.malformed > 0) worst_ = std::max(worst_, kExitUsage);
    return worst_;
  }

 private:
  void grade_one(const SudokuPuzzle& puzzle) {
    refuse_rules_beyond_houses(puzzle, request_.explain);
    check_model_size(puzzle);
    const std::string label = puzzle_label(puzzle);
    // --time-limit is for each puzzle: its logic and its search (the runner counts a job's time
    // from the end of the one before).
    const auto logic_start = Clock::now();
    std::vector<std::string> lines;
    const Grade grade =
        request_.explain
            ? grader_.grade(puzzle,
                            [&](const Step& step, const CandidateGrid& after) {
                              lines.push_back(describe_step(step, after.geometry(), puzzle));
                            })
            : grader_.grade(puzzle);
    const double logic_seconds = seconds_since(logic_start);
    if (request_.explain) lines.push_back(describe_outcome(grade));
    const SearchOutcome search = search_of(puzzle);
    tally_.logic_seconds += logic_seconds;
    check_against_the_engine(puzzle, label, grade, search);
    if (search.verdict == Uniqueness::kNone) {
      ++tally_.no_solution;
      worst_ = std::max(worst_, kExitNoSolution);
    } else {
      ++tally_.levels[static_cast<std::size_t>(grade.level)];
    }
    print(label, grade, search, lines, logic_seconds);
  }

  // The engine's verdict. Ctrl-C leaves it unknown: this puzzle is not graded, the batch ends
  // here. The time limit does too: the puzzle is graded with its uniqueness unsettled, and the
  // batch goes on.
  SearchOutcome search_of(const SudokuPuzzle& puzzle) {
    SearchOutcome search;
    if (auto conflict = find_clue_conflict(puzzle)) {
      search.verdict = Uniqueness::kNone;
      search.reason = *conflict;
      return search;
    }
    search = engine_.solve(puzzle, runner_);
    if (search.verdict == Uniqueness::kUnknown) {
      if (context_.interrupted()) throw StopBatch{};
      ++tally_.unsettled;
      worst_ = std::max(worst_, kExitCutShort);
    }
    return search;
  }

  // Without a solution from a search cut short there is nothing to check the logic against.
  void check_against_the_engine(const SudokuPuzzle& puzzle, const std::string& label,
                                const Grade& grade, const SearchOutcome& search) {
    const bool checkable = search.verdict != Uniqueness::kUnknown || !search.solution.empty();
    if (auto failure = checkable ? check_logic(puzzle, grade, search) : std::nullopt) {
      report_internal_error(*context_.messages, label, *failure);
      worst_ = std::max(worst_, kExitInternal);
    }
  }

  void print(const std::string& label, const Grade& grade, const SearchOutcome& search,
             const std::vector<std::string>& lines, double logic_seconds) const {
    std::ostream& out = *context_.output;
    if (!request_.explain) {
      out << (context_.search.json ? grade_json(label, grade, search, logic_seconds)
                                   : grade_line(label, grade, search))
          << "\n";
    } else if (context_.search.json) {
      out << explain_json(label, grade, lines) << "\n";
    } else {
      out << label << "\n";
      for (const std::string& line : lines) out << line << "\n";
      if (search.verdict == Uniqueness::kUnknown) out << search_text(search) << "\n";
      out << "\n";
    }
  }

  void print_summary(const BatchCount& count, double seconds) const {
    std::string levels;
    for (std::size_t k = 0; k < tally_.levels.size(); ++k) {
      levels += fmt::format("{}{} {}", k == 0 ? "" : ", ", tally_.levels[k],
                            to_string(static_cast<GradeLevel>(k)));
    }
    context_.output->flush();  // the summary comes after the lines it sums up, also on a terminal
    *context_.messages << fmt::format(
        "{}: {} graded: {}{}{}{}; logic {:.1f} us/puzzle, {:.3f} s in all{}\n", count.input,
        counted(count.puzzles, "puzzle", "puzzles"), levels,
        tally_.no_solution > 0 ? fmt::format(", {} without solution", tally_.no_solution) : "",
        tally_.unsettled > 0
            ? fmt::format(", {} with uniqueness not settled (time limit)", tally_.unsettled)
            : "",
        count.malformed > 0 ? fmt::format(", {} malformed", count.malformed) : "",
        count.puzzles > 0 ? tally_.logic_seconds * 1e6 / static_cast<double>(count.puzzles) : 0.0,
        seconds,
        count.interrupted() ? fmt::format("; interrupted at {}, not graded, the rest not read",
                                          count.interrupted_at)
                            : "");
  }

  const GradeRequest& request_;
  const CommandContext& context_;
  JobRunner& runner_;
  Grader grader_;
  EngineVerdicts engine_;
  Tally tally_;
  int worst_ = kExitSolved;
};

}  // namespace

int run_grade(const GradeRequest& request, const CommandContext& context, JobRunner& runner) {
  return GradeBatch(request, context, runner).run();
}

}  // namespace dlx::sudoku
