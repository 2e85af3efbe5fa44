#include "apps/dlx/printing_job_runner.hpp"

#include <fmt/format.h>
#include <dlx/count.hpp>
#include <dlx/minimum_cost.hpp>
#include <dlx/minimum_cover.hpp>
#include <dlx/solution_diagram.hpp>
#include <dlx/solver.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/verify.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>

#include "apps/dlx/answer_printing.hpp"
#include "apps/dlx/memory_budget.hpp"

namespace dlx::app {
namespace {

// The seed of --estimate's probes when --seed is not given: fixed, so that an estimate repeats.
constexpr std::uint64_t kEstimateSeed = 1;
// And of --sample's draws: the same samples every run, others with --seed.
constexpr std::uint64_t kSampleSeed = 1;

// How many accepted solutions end the search: one to show, two to tell uniqueness, or --limit
// (0: no end but the tree's).
std::uint64_t solutions_wanted(const SearchSettings& settings) {
  switch (settings.mode) {
    case SearchMode::kFirst:
      return 1;
    case SearchMode::kUnique:
      return 2;
    default:
      return settings.limit;
  }
}

// The visitor of an exact-cover or a minimum-cover search alike: it keeps the solutions the job
// accepts, checks each one that will be shown (a failure is a bug, and stops everything), prints
// them as they come with --all, and stops the search at the number the mode needs.
class SolutionCollector {
 public:
  // `nodes_so_far`: the nodes of the search when a solution is found, for --all --json; it
  // returns nullopt when no such count exists (several threads).
  SolutionCollector(const Job& job, const SearchSettings& settings, Answer& answer,
                    ProgressLine& progress, std::ostream& out,
                    std::function<std::optional<std::uint64_t>()> nodes_so_far)
      : job_(job),
        settings_(settings),
        answer_(answer),
        progress_(progress),
        out_(out),
        nodes_so_far_(std::move(nodes_so_far)),
        wanted_(solutions_wanted(settings)) {}

  VisitControl operator()(SolutionView solution) {
    if (job_.accept && !job_.accept(solution)) return VisitControl::kContinue;
    // A count prints nothing, so it checks nothing one by one (docs/cli.md).
    if (settings_.mode != SearchMode::kCount) {
      if (auto problem = job_.check(solution)) {
        answer_.failed_check = *problem;
        return VisitControl::kStop;
      }
    }
    ++answer_.solutions;
    if (answer_.solutions == 1) answer_.first.assign(solution.begin(), solution.end());
    if (settings_.mode == SearchMode::kAll) print(solution);
    if (wanted_ != 0 && answer_.solutions >= wanted_) {
      answer_.reached_wanted = true;
      return VisitControl::kStop;
    }
    return VisitControl::kContinue;
  }

 private:
  void print(SolutionView solution) {
    const ProgressLine::Hold hold(progress_);
    if (settings_.json) {
      out_ << solution_json(answer_, answer_.solutions, nodes_so_far_(), solution.size(),
                            job_.render_json(solution));
    } else {
      out_ << solution_text(answer_.solutions, job_.render(solution));
    }
    if (hold.flush_output()) out_.flush();
  }

  const Job& job_;
  const SearchSettings& settings_;
  Answer& answer_;
  ProgressLine& progress_;
  std::ostream& out_;
  std::function<std::optional<std::uint64_t>()> nodes_so_far_;
  std::uint64_t wanted_;
};

// A count of every solution, where the job gives problems whose counts make it up.
bool counts_by_terms(const Job& job, const SearchSettings& settings) {
  return settings.mode == SearchMode::kCount && settings.limit == 0 && !job.count_terms.empty();
}

}  // namespace

int PrintingJobRunner::run(const Job& job) {
  last_ = JobSummary{};
  if (settings_.mode == SearchMode::kEstimate) {
    const EstimateAnswer answer = estimate(job);
    out_ << (settings_.json ? estimate_json(answer) : estimate_text(answer));
    if (answer.selects_solutions && !settings_.quiet) err_ << estimate_selection_note(answer);
    last_.exit_code = exit_code(answer);
  } else {
    if (settings_.wants_diagram() && (job.cheapest > 0 || job.minimum_cover)) {
      throw InputError(job.label, 0,
                       "--zdd, --sample and --count-by-size read the diagram of the exact covers; "
                       "they do not apply to a search for the cheapest or the least covers");
    }
    const Answer answer = job.cheapest > 0                  ? search_minimum_cost(job)
                          : job.minimum_cover               ? search_minimum_cover(job)
                          : settings_.wants_diagram()       ? search_diagram(job)
                          : counts_by_terms(job, settings_) ? count_by_terms(job)
                                                            : search_exact_cover(job);
    last_.exit_code = print(answer, job);
  }
  last_.interrupted = interrupted();
  job_clock_ = std::chrono::steady_clock::now();  // the next job's time starts here
  return last_.exit_code;
}

std::optional<std::chrono::duration<double>> PrintingJobRunner::time_left() const {
  if (!settings_.time_limit) return std::nullopt;
  return std::chrono::duration<double>(*settings_.time_limit) -
         (std::chrono::steady_clock::now() - job_clock_);
}

Solver* PrintingJobRunner::solver_for(const Job& job, unsigned threads, std::optional<Solver>& own,
                                      SearchResult& stopped) {
  stopped = SearchResult{};
  stopped.phase = SearchPhase::kBuilding;
  SolverOptions options = job.solver_options.value_or(settings_.solver_options);
  // Algorithm M searches in one thread whatever --threads says (Solver::search).
  const unsigned searching = job.problem->has_multiplicities() ? 1 : threads;
  // The solver of the jobs before, when they share this job's model (Job::model_key).
  const bool shared = !job.model_key.empty() && shared_solver_ && job.model_key == shared_key_ &&
                      job.problem == shared_problem_;
  Solver* given = job.solver != nullptr ? job.solver : shared ? &*shared_solver_ : nullptr;
  // A solver given or shared is built already; with one thread nothing more is allocated.
  if (given != nullptr && searching == 1) return given;
  const MemoryNeed need = Solver::memory_needed(*job.problem, options);
  const std::uint64_t available = settings_.memory_limit.value_or(machine_memory());
  // Of a solver given, only its workers' copies are still to come.
  MemoryNeed to_come = need;
  if (given != nullptr) to_come.engine = 0;
  if (auto refusal =
          memory_refusal(to_come, searching, available, settings_.memory_limit.has_value())) {
    throw InputError(job.label, 0, *refusal);
  }
  if (to_come.with_threads(searching) > kMemoryNoteBytes && !settings_.quiet) {
    err_ << fmt::format("dlx: note: {}: {}\n", job.label, memory_note(to_come, searching));
  }
  if (given != nullptr) return given;
  // The cache of a memoized count (--memo-cache) gets at most what --memory-limit (or the
  // machine) leaves once the engine is counted: a full cache replaces entries, and the count
  // stays exact.
  const std::uint64_t engine_bytes = need.with_threads(searching);
  std::uint64_t left_for_cache = available > engine_bytes ? available - engine_bytes : 0;
  // A diagram of all solutions takes the other half (diagram_bytes).
  if (settings_.wants_diagram()) left_for_cache /= 2;
  options.memo_cache_bytes =
      std::min(options.memo_cache_bytes, std::max<std::uint64_t>(left_for_cache, 1 << 16));
  const auto left = time_left();
  if (interrupted() || (left && left->count() <= 0)) {
    stopped.status = interrupted() ? SearchStatus::kInterrupted : SearchStatus::kTimeLimit;
    return nullptr;
  }
  options.build_time_limit = left;
  options.build_stop_flag = stop_flag_;
  // A solver for the jobs of one model is kept for those that follow; another model's goes.
  std::optional<Solver>& built = job.model_key.empty() ? own : shared_solver_;
  if (!job.model_key.empty()) {
    shared_solver_.reset();
    shared_key_ = job.model_key;
    shared_problem_ = job.problem;
  }
  try {
    built.emplace(*job.problem, options);
  } catch (const BuildStopped& e) {
    stopped.status = e.status();
    return nullptr;
  }
  return &*built;
}

SearchLimits PrintingJobRunner::limits_for(const Job& job) const {
  SearchLimits limits;
  limits.forced = job.forced;
  if (const auto left = time_left()) {
    // What is left of it once the input was read and the model built; none left stops at once.
    limits.time_limit = std::max(*left, std::chrono::duration<double>(0));
  }
  limits.stop_flag = stop_flag_;
  limits.threads = threads_for(settings_, job.small_search);
  // A first solution or a verdict wants whatever any worker finds first; listing and counting
  // keep the order (and, with --limit, the very solutions) of one thread.
  if (settings_.mode == SearchMode::kFirst || settings_.mode == SearchMode::kUnique) {
    limits.order = SearchLimits::Order::kAsFound;
  }
  return limits;
}

ProgressLine PrintingJobRunner::progress_line(const Job& job) const {
  return ProgressLine(progress_style_, job.label, err_, out_is_terminal_, progress_timing_);
}

Answer PrintingJobRunner::search_exact_cover(const Job& job) {
  Answer answer;
  answer.label = job.label;
  answer.mode = settings_.mode;
  std::optional<Solver> own_solver;
  Solver* built =
      solver_for(job, threads_for(settings_, job.small_search), own_solver, answer.result);
  if (built == nullptr) return answer;  // the time limit or Ctrl-C came first
  Solver& solver = *built;
  SearchLimits limits = limits_for(job);
  ProgressLine progress = progress_line(job);
  progress.attach(limits);
  answer.threads = limits.threads;
  if (settings_.mode == SearchMode::kCount && !job.accept) {
    // Counting every solution needs no visitor: the engine's own counter is the fastest way.
    limits.max_solutions = solutions_wanted(settings_);
    answer.result = solver.count(limits);
    // A memoized count says how many workers it had; Algorithm M searches in one thread
    // whatever --threads says.
    if (answer.result.memoized) {
      answer.threads = answer.result.memo_threads;
    } else if (job.problem->has_multiplicities()) {
      answer.threads = 1;
    }
    answer.solutions = answer.result.stats.solutions;
    answer.reached_wanted = answer.result.status == SearchStatus::kSolutionLimit;
  } else if (settings_.mode == SearchMode::kFirst || settings_.mode == SearchMode::kUnique) {
    // The searches for a first solution (with the heuristic and restarts meant for them); the
    // solution found goes through the collector, which checks and keeps it.
    SolutionCollector collect(job, settings_, answer, progress, out_,
                              [] { return std::optional<std::uint64_t>(); });
    const Solver::Accept accept = job.accept ? Solver::Accept(job.accept) : Solver::Accept();
    if (settings_.mode == SearchMode::kFirst) {
      const FirstSolution first = solver.first(limits, accept);
      answer.result = first.result;
      if (first.found) collect(first.options);
    } else {
      const UniquenessResult unique = solver.uniqueness(limits, accept);
      answer.result = unique.result;
      if (unique.verdict == Uniqueness::kUnique || unique.verdict == Uniqueness::kMultiple ||
          !unique.first.empty()) {
        collect(unique.first);
      }
      if (unique.verdict == Uniqueness::kMultiple && !answer.failed_check) {
        answer.solutions = 2;
        answer.reached_wanted = true;
      }
    }
  } else {
    // The engine's live node count is that of the searching thread; with several threads the
    // workers count their own subtrees, and no count of nodes so far belongs to a solution.
    const bool one_thread = limits.threads == 1;
    SolutionCollector collect(job, settings_, answer, progress, out_,
                              [&solver, one_thread]() -> std::optional<std::uint64_t> {
                                if (!one_thread) return std::nullopt;
                                return solver.live_stats().nodes;
                              });
    answer.result = solver.search(std::ref(collect), limits);
  }
  progress.erase();
  return answer;
}

Answer PrintingJobRunner::count_by_terms(const Job& job) {
  Answer answer;
  answer.label = job.label;
  answer.mode = settings_.mode;
  answer.threads = threads_for(settings_, job.small_search);
  Count total = 0;
  SearchStats& stats = answer.result.stats;
  // The terms are variants of one problem (the first the largest: Burnside's identity), and the
  // cache pays for all when it pays for the first: later terms are memoized then, not probed
  // again, as Memo::kAuto decides once per solver. Probed one by one, the half turn's model of
  // the 18x18 dominoes (306 options) was judged not worth the cache and counted plainly, 116
  // million tilings in 28 s of some 10^19; memoized, it takes a second.
  std::optional<SolverOptions> options = job.solver_options;
  for (const Job::CountTerm& term : job.count_terms) {
    Job part;
    part.label = job.label;
    part.problem = term.problem.get();
    part.solver_options = options;
    std::optional<Solver> solver;
    SearchResult stopped;
    Solver* built = solver_for(part, answer.threads, solver, stopped);
    if (built == nullptr) {
      answer.result.status = stopped.status;
      answer.result.phase = stopped.phase;
      break;
    }
    SearchLimits limits = limits_for(part);
    ProgressLine progress = progress_line(job);
    progress.attach(limits);
    const SearchResult result = built->count(limits);
    progress.erase();
    total += solution_count(result) * term.weight;
    stats.nodes += result.stats.nodes;
    stats.updates += result.stats.updates;
    stats.seconds += result.stats.seconds;
    if (result.memoized || term.problem->has_multiplicities()) answer.threads = 1;
    answer.result.memoized = answer.result.memoized || result.memoized;
    if (result.memoized) {
      if (!options) options = settings_.solver_options;
      if (options->memo == Memo::kAuto) options->memo = Memo::kOn;
    }
    if (!result.complete()) {
      // What the terms counted so far, divided, is at most the count: "at least" holds.
      answer.result.status = result.status;
      break;
    }
  }
  const Count count = total / job.count_divisor;
  if (answer.result.complete() && count * job.count_divisor != total) {
    answer.failed_check = fmt::format(
        "the weighted counts of its {} models add up to {}, which {} does not divide: they "
        "cannot be {} times a number of solutions",
        job.count_terms.size(), to_string(total), job.count_divisor, job.count_divisor);
  }
  stats.solutions = saturated(count);
  if (count != stats.solutions) answer.result.solutions_past_64_bits = to_string(count);
  answer.solutions = stats.solutions;
  return answer;
}

Answer PrintingJobRunner::search_minimum_cover(const Job& job) {
  // Its own search: one thread, no forced options (Job::minimum_cover), but Ctrl-C and the time
  // limit apply.
  SearchLimits limits = limits_for(job);
  limits.forced = {};
  limits.threads = 1;
  ProgressLine progress = progress_line(job);
  progress.attach(limits);
  std::optional<MinimumCoverSolver> built;
  try {
    built.emplace(*job.problem);
  } catch (const ModelError& e) {
    throw InputError(job.label, 0, e.what());
  }
  MinimumCoverSolver& solver = *built;

  Answer answer;
  answer.label = job.label;
  answer.mode = settings_.mode;
  answer.minimum_cover.emplace();
  answer.minimum_cover->cover_noun = job.cover_noun;
  answer.minimum_cover->part_noun = job.part_noun;
  MinimumCoverResult result;
  if (settings_.mode == SearchMode::kCount) {
    limits.max_solutions = solutions_wanted(settings_);
    result = solver.count(limits);
    answer.solutions = result.result.stats.solutions;
    answer.reached_wanted = result.result.status == SearchStatus::kSolutionLimit;
  } else {
    SolutionCollector collect(job, settings_, answer, progress, out_,
                              [] { return std::optional<std::uint64_t>(); });
    result = solver.search(std::ref(collect), limits);
  }
  progress.erase();
  answer.result = result.result;
  answer.minimum_cover->minimum = result.minimum;
  answer.minimum_cover->lower_bound = result.lower_bound;
  return answer;
}

Answer PrintingJobRunner::search_minimum_cost(const Job& job) {
  // Its own search, as a minimum cover's: one thread, no forced options, Ctrl-C and the time
  // limit apply, and the progress line shows the cheapest cost found and the bound.
  SearchLimits limits = limits_for(job);
  limits.forced = {};
  limits.threads = 1;
  ProgressLine progress = progress_line(job);
  progress.attach(limits);
  std::optional<MinimumCostSolver> built;
  try {
    built.emplace(*job.problem);
  } catch (const ModelError& e) {
    throw InputError(job.label, 0, e.what());
  }
  MinimumCostResult result = built->best(job.cheapest, limits);
  progress.erase();

  Answer answer;
  answer.label = job.label;
  answer.mode = settings_.mode;
  answer.result = result.result;
  // Each solution to be shown passes the job's checker, and its cost is summed again from the
  // problem (verify_cost): the search's own total is not taken on trust.
  for (const CostedSolution& solution : result.solutions) {
    std::optional<std::string> wrong = job.check(solution.options);
    if (!wrong) wrong = verify_cost(*job.problem, solution.options, solution.cost);
    if (wrong) {
      answer.failed_check = *wrong;
      break;
    }
  }
  answer.solutions = result.solutions.size();
  if (!result.solutions.empty()) answer.first = result.solutions.front().options;
  answer.minimum_cost.emplace();
  answer.minimum_cost->wanted = job.cheapest;
  answer.minimum_cost->optimal = result.optimal;
  answer.minimum_cost->lower_bound = result.lower_bound;
  answer.minimum_cost->solutions = std::move(result.solutions);
  return answer;
}

Answer PrintingJobRunner::search_diagram(const Job& job) {
  if (job.accept) {
    throw InputError(
        job.label, 0,
        "--zdd, --sample and --count-by-size read the diagram of every solution of "
        "the model; they do not go with a selection of them (" +
            (job.accept_summary.empty() ? std::string("this command's") : job.accept_summary) +
            ")");
  }
  if (diagram_written_) {
    throw InputError(job.label, 0,
                     "--zdd writes the diagram of one problem, not of each entry of a file");
  }
  if (!settings_.zdd_file.empty() && settings_.zdd_file != "-") {
    // A path that cannot be written fails before the search, not after it. Opened to append, the
    // file keeps what it held until the diagram replaces it; one this probe made goes again.
    const bool existed = std::filesystem::exists(settings_.zdd_file);
    const bool writable = static_cast<bool>(std::ofstream(settings_.zdd_file, std::ios::app));
    if (!existed && writable) std::filesystem::remove(settings_.zdd_file);
    if (!writable) {
      throw InputError(job.label, 0, "cannot write the diagram to " + settings_.zdd_file);
    }
  }
  Answer answer;
  answer.label = job.label;
  answer.mode = settings_.mode;
  answer.threads = 1;  // the diagram is built in the calling thread
  std::optional<Solver> own_solver;
  Solver* built = solver_for(job, 1, own_solver, answer.result);
  if (built == nullptr) return answer;
  SearchLimits limits = limits_for(job);
  limits.threads = 1;
  ProgressLine progress = progress_line(job);
  progress.attach(limits);
  DiagramResult outcome;
  try {
    outcome = built->diagram(limits, diagram_bytes(job));
  } catch (const DiagramTooLarge& e) {
    progress.erase();
    throw InputError(job.label, 0, e.what());
  }
  progress.erase();
  answer.result = outcome.result;
  answer.solutions = answer.result.stats.solutions;
  if (!outcome.diagram) return answer;
  const SolutionDiagram& diagram = *outcome.diagram;
  if (!settings_.zdd_file.empty()) write_diagram(job, diagram);
  if (settings_.count_by_size) {
    answer.by_size.emplace();
    for (const Count& count : diagram.count_by_size()) answer.by_size->push_back(to_string(count));
  }
  if (diagram.count() != 0) {
    // As --all prints the solutions it finds, each checked by the job's independent checker.
    Random random(settings_.solver_options.seed.value_or(kSampleSeed));
    for (std::uint64_t k = 1; k <= settings_.sample; ++k) {
      const std::vector<OptionId> solution = diagram.sample(random);
      if (auto problem = job.check(solution)) {
        answer.failed_check = *problem;
        break;
      }
      if (k == 1) answer.first = solution;
      if (settings_.json) {
        out_ << solution_json(answer, k, std::nullopt, solution.size(), job.render_json(solution));
      } else {
        out_ << solution_text(k, job.render(solution));
      }
    }
  }
  return answer;
}

std::uint64_t PrintingJobRunner::diagram_bytes(const Job& job) const {
  // Half of what --memory-limit (or the machine) leaves once the engine is counted; the cache
  // gets the other half (solver_for).
  const SolverOptions options = job.solver_options.value_or(settings_.solver_options);
  const std::uint64_t available = settings_.memory_limit.value_or(machine_memory());
  const std::uint64_t engine = Solver::memory_needed(*job.problem, options).with_threads(1);
  return available > engine ? (available - engine) / 2 : 0;
}

void PrintingJobRunner::write_diagram(const Job& job, const SolutionDiagram& diagram) {
  diagram_written_ = true;
  if (settings_.zdd_file == "-") {
    std::ostream& out = diagram_out_ != nullptr ? *diagram_out_ : out_;
    diagram.write_zdd(out);
    out.flush();
    return;
  }
  std::ofstream file(settings_.zdd_file);
  if (file) diagram.write_zdd(file);
  file.close();
  if (!file) {
    throw InputError(job.label, 0, "cannot write the diagram to " + settings_.zdd_file);
  }
}

EstimateAnswer PrintingJobRunner::estimate(const Job& job) {
  if (job.minimum_cover) {
    throw InputError(job.label, 0,
                     "--estimate probes exact-cover searches; it does not apply to a search for "
                     "a minimum cover");
  }
  EstimateAnswer answer;
  answer.label = job.label;
  answer.probes_asked = settings_.estimate_probes;
  std::optional<Solver> own_solver;
  SearchResult stopped;
  Solver* built = solver_for(job, 1, own_solver, stopped);
  if (built == nullptr) {
    answer.interrupted = interrupted();
    return answer;
  }
  Solver& solver = *built;
  answer.estimate = solver.estimate(
      answer.probes_asked, settings_.solver_options.seed.value_or(kEstimateSeed), limits_for(job));
  answer.interrupted = interrupted();
  answer.selects_solutions = static_cast<bool>(job.accept);
  return answer;
}

int PrintingJobRunner::print(const Answer& answer, const Job& job) {
  if (answer.failed_check) {
    err_ << fmt::format(
        "dlx: internal error: {}: a {} failed its independent check: {}\n"
        "This is a bug in dlx; please report it with the input.\n",
        job.label, answer.minimum_cover ? "cover" : "solution", *answer.failed_check);
    return exit_code(answer);
  }
  last_.solutions = answer.solutions;
  last_.complete = answer.reason || answer.result.complete();
  out_ << (settings_.json ? answer_json(answer, job.render_json) : answer_text(answer, job.render));
  // An interrupted search shows how far it got even without --stats: that is what the user
  // stopped it to see.
  const bool interrupted_here = answer.result.status == SearchStatus::kInterrupted;
  if (!answer.reason && (settings_.stats || (interrupted_here && !settings_.quiet))) {
    err_ << statistics_text(answer);
  }
  // Where the time went, when the limit stopped a run before its search began (while the model
  // was built or the tree split for the threads); a search stopped says so in its answer.
  const bool time_limit_here = answer.result.status == SearchStatus::kTimeLimit;
  if (time_limit_here && !settings_.quiet && answer.result.phase != SearchPhase::kSearching) {
    err_ << fmt::format("dlx: {}: time limit of {} s reached while {}\n", job.label,
                        settings_.time_limit.value_or(0), to_string(answer.result.phase));
  }
  return exit_code(answer);
}

void PrintingJobRunner::check_building(const std::string& label) const {
  if (interrupted()) throw ModelBuildStopped(label, SearchStatus::kInterrupted);
  const auto left = time_left();
  if (left && left->count() <= 0) throw ModelBuildStopped(label, SearchStatus::kTimeLimit);
}

int PrintingJobRunner::report_stopped(const std::string& label, SearchStatus status) {
  last_ = JobSummary{};
  if (settings_.mode == SearchMode::kEstimate) {
    EstimateAnswer answer;
    answer.label = label;
    answer.probes_asked = settings_.estimate_probes;
    answer.interrupted = status == SearchStatus::kInterrupted;
    out_ << (settings_.json ? estimate_json(answer) : estimate_text(answer));
    last_.exit_code = exit_code(answer);
  } else {
    // As a search stopped while its solver was built (solver_for): no solution, phase building.
    Answer answer;
    answer.label = label;
    answer.mode = settings_.mode;
    answer.result.status = status;
    answer.result.phase = SearchPhase::kBuilding;
    Job job;  // renders nothing: there is no solution to show
    job.label = label;
    last_.exit_code = print(answer, job);
  }
  last_.interrupted = interrupted();
  job_clock_ = std::chrono::steady_clock::now();
  return last_.exit_code;
}

UniquenessResult PrintingJobRunner::verdict(const Job& job) {
  UniquenessResult result;
  std::optional<Solver> own_solver;
  Solver* solver = solver_for(job, 1, own_solver, result.result);
  if (solver != nullptr) {
    SearchLimits limits = limits_for(job);
    limits.threads = 1;
    limits.order = SearchLimits::Order::kAsFound;
    const Solver::Accept accept = job.accept ? Solver::Accept(job.accept) : Solver::Accept();
    result = solver->uniqueness(limits, accept);
  }
  job_clock_ = std::chrono::steady_clock::now();  // the next job's time starts here
  return result;
}

int PrintingJobRunner::report_no_solution(const std::string& label, const std::string& reason) {
  Answer answer;
  answer.label = label;
  answer.mode = settings_.mode;
  answer.reason = reason;
  Job job;  // renders nothing: there is no solution to show
  last_ = JobSummary{};
  last_.exit_code = print(answer, job);
  last_.interrupted = interrupted();
  job_clock_ = std::chrono::steady_clock::now();
  return last_.exit_code;
}

}  // namespace dlx::app
