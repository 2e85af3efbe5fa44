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

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/logic/explain.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/logic/techniques.hpp"
#include "encoders/sudoku/model_cache.hpp"
#include "encoders/sudoku/model_logic/model_logic.hpp"
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
    // The rules the model leaves to whole solutions (chaos regions, connected values, an or's
    // first branch): without them a grid could count twice, or one that breaks them at all.
    job.accept = model_acceptance(model);
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

// What the logic came to: the classic solver's Grade (houses alone) or the model's ModelGrade
// (every other puzzle), in the terms the lines and the check below need.
struct LogicOutcome {
  GradeLevel level = GradeLevel::kSimple;
  bool solved = false;
  bool contradiction = false;
  int steps = 0;
  int open_cells = 0;
  std::vector<int> grid;
  std::vector<ValueSet> candidates;
  std::string counts_text;  // "hidden single 40, naked single 3", or "no deductions"
  std::string counts_json;  // {"hidden-single":40,...}
};

// "name count" of each technique used, for people and for JSON, from a table of techniques.
template <typename Table, typename Counts>
void count_techniques(const Table& table, const Counts& counts, LogicOutcome& outcome) {
  std::string text;
  std::string json;
  for (const auto& info : table) {
    const int count = counts[static_cast<std::size_t>(info.technique)];
    if (count == 0) continue;
    text += fmt::format("{}{} {}", text.empty() ? "" : ", ", info.name, count);
    json += fmt::format("{}{}:{}", json.empty() ? "" : ",", json_string(info.key), count);
  }
  outcome.counts_text = text.empty() ? "no deductions" : text;
  outcome.counts_json = "{" + json + "}";
}

LogicOutcome outcome_of(const Grade& grade) {
  LogicOutcome outcome{grade.level,
                       grade.solved,
                       grade.contradiction,
                       grade.steps,
                       grade.open_cells,
                       grade.grid,
                       grade.candidates,
                       "",
                       ""};
  count_techniques(technique_table(), grade.counts, outcome);
  return outcome;
}

LogicOutcome outcome_of(const ModelGrade& grade) {
  LogicOutcome outcome{grade.level,
                       grade.solved,
                       grade.contradiction,
                       grade.steps,
                       grade.open_cells,
                       grade.grid,
                       grade.candidates,
                       "",
                       ""};
  count_techniques(kModelTechniqueTable, grade.counts, outcome);
  return outcome;
}

// The debug check of every deduction against the engine: sound deductions never remove a value
// that a solution holds, and a grid the logic filled is a solution.
std::optional<std::string> check_logic(const SudokuPuzzle& puzzle, const LogicOutcome& grade,
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

std::string grade_line(const std::string& label, const LogicOutcome& grade,
                       const SearchOutcome& search) {
  if (search.verdict == Uniqueness::kNone) {
    if (!search.reason.empty()) return fmt::format("{}: no solution: {}", label, search.reason);
    return fmt::format("{}: no solution; {}; {}", label, grade.counts_text, search_text(search));
  }
  const std::string level = grade.solved ? to_string(grade.level)
                                         : fmt::format("{} (logic stuck with {} cells open)",
                                                       to_string(grade.level), grade.open_cells);
  return fmt::format("{}: {}; {}; {}", label, level, grade.counts_text, search_text(search));
}

std::string grade_json(const std::string& label, const LogicOutcome& grade,
                       const SearchOutcome& search, double seconds) {
  const bool none = search.verdict == Uniqueness::kNone;
  return fmt::format(
      "{{\"input\":{},\"grade\":\"{}\",\"solved\":{},\"steps\":{},\"open_cells\":{},"
      "\"techniques\":{},\"nodes\":{},\"solutions\":\"{}\",\"seconds\":{:.6f}{}}}",
      json_string(label), none ? "none" : to_string(grade.level), grade.solved, grade.steps,
      grade.open_cells, grade.counts_json, search.nodes, to_string(search.verdict), seconds,
      search.reason.empty() ? "" : ",\"reason\":" + json_string(search.reason));
}

std::string explain_json(const std::string& label, const LogicOutcome& grade,
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
    check_model_size(puzzle);
    refuse_grids_the_logic_lacks(puzzle, request_.explain);
    const std::string label = puzzle_label(puzzle);
    // --time-limit is for each puzzle: its logic and its search (the runner counts a job's time
    // from the end of the one before).
    const auto logic_start = Clock::now();
    std::vector<std::string> lines;
    const LogicOutcome grade =
        has_only_houses(puzzle) ? classic_logic(puzzle, lines) : model_logic(puzzle, lines);
    const double logic_seconds = seconds_since(logic_start);
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

  // The classic solver's techniques on the houses.
  LogicOutcome classic_logic(const SudokuPuzzle& puzzle, std::vector<std::string>& lines) {
    const Grade grade =
        request_.explain
            ? grader_.grade(puzzle,
                            [&](const Step& step, const CandidateGrid& after) {
                              lines.push_back(describe_step(step, after.geometry(), puzzle));
                            })
            : grader_.grade(puzzle);
    if (request_.explain) lines.push_back(describe_outcome(grade));
    return outcome_of(grade);
  }

  // The logic on the exact-cover model, for the rules beyond houses (model_logic.hpp).
  LogicOutcome model_logic(const SudokuPuzzle& puzzle, std::vector<std::string>& lines) {
    ModelLogicSettings settings;
    settings.stop_flag = context_.stop_flag;
    ModelGrade grade;
    try {
      grade = grade_by_model(
          puzzle,
          [&](const ModelStep& step) {
            if (request_.explain) lines.push_back(step.text);
          },
          settings);
    } catch (const ModelLogicStopped&) {
      throw StopBatch{};
    }
    if (request_.explain) {
      if (grade.contradiction) lines.push_back(grade.broken);
      lines.push_back(describe_model_outcome(grade));
    }
    return outcome_of(grade);
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
                                const LogicOutcome& grade, const SearchOutcome& search) {
    const bool checkable = search.verdict != Uniqueness::kUnknown || !search.solution.empty();
    if (auto failure = checkable ? check_logic(puzzle, grade, search) : std::nullopt) {
      report_internal_error(*context_.messages, label, *failure);
      worst_ = std::max(worst_, kExitInternal);
    }
  }

  void print(const std::string& label, const LogicOutcome& grade, const SearchOutcome& search,
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
