#include "dlx/solver.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine_choice.hpp"
#include "memo_count.hpp"
#include "parallel_search.hpp"
#include "restarting_search.hpp"
#include "search_control.hpp"

namespace dlx {

Solver::Solver(const Problem& problem, SolverOptions options)
    : problem_(&problem), options_(options), engine_(detail::make_engine(problem, options)) {}
Solver::~Solver() = default;

MemoryNeed Solver::memory_needed(const Problem& problem, const SolverOptions& options) {
  return detail::engine_entry(detail::chosen_engine(problem, options)).memory_needed(problem);
}
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

Heuristic Solver::heuristic_for(Kind kind) const {
  if (options_.heuristic != Heuristic::kAuto) return options_.heuristic;
  return kind == Kind::kFirst ? Heuristic::kWeighted : Heuristic::kMrv;
}

SearchResult Solver::run(const SolutionVisitor* visit, const SearchLimits& limits, Kind kind) {
  detail::check_limit_options(limits, problem_->option_count());
  engine_->reset_weights();
  const Heuristic heuristic = heuristic_for(kind);
  const unsigned threads = thread_count(limits);
  // An engine that cannot hand its subtrees to workers (Algorithm M) searches in one thread, and
  // so does a search bounded by nodes, whose bound would depend on how the workers share it.
  if (threads > 1 && engine_->can_split() && limits.max_nodes == 0) {
    SearchStats spent;
    if (options_.nodes_before_threads == 0) {
      return detail::run_parallel_search(*engine_, visit, limits, threads, heuristic);
    }
    if (std::optional<SearchResult> alone = run_alone_first(visit, limits, heuristic, spent)) {
      return *alone;
    }
    // The workers' search is the one without a first run: the weights it learned go (with them,
    // the top of a 25x25 check's tree was cut elsewhere, and the workers searched 60 million nodes
    // instead of 30), and the time limit counts from the start of the first run.
    engine_->reset_weights();
    SearchLimits rest = limits;
    if (limits.time_limit) {
      rest.time_limit = std::max(std::chrono::duration<double>::zero(),
                                 *limits.time_limit - std::chrono::duration<double>(spent.seconds));
    }
    SearchResult shared = detail::run_parallel_search(*engine_, visit, rest, threads, heuristic);
    // Stopped before a worker searched (a progress report of the first run may have set the stop
    // flag as that run reached its node limit): a count keeps the solutions the first run found,
    // which its reports showed.
    if (visit == nullptr && shared.phase == SearchPhase::kSplitting) {
      shared.stats.solutions = spent.solutions;
    }
    shared.stats.nodes += spent.nodes;
    shared.stats.updates += spent.updates;
    shared.stats.seconds += spent.seconds;
    return shared;
  }
  detail::SearchControl control = detail::make_control(limits);
  control.heuristic = heuristic;
  return engine_->search(visit, limits, control);
}

std::optional<SearchResult> Solver::run_alone_first(const SolutionVisitor* visit,
                                                    const SearchLimits& limits, Heuristic heuristic,
                                                    SearchStats& spent) {
  SearchLimits alone = limits;
  alone.threads = 1;
  alone.max_nodes = options_.nodes_before_threads;
  // The solutions are held back: if the workers take over, they find them again.
  std::vector<OptionId> held;
  std::vector<std::size_t> ends;
  const SolutionVisitor hold = [&held, &ends](SolutionView solution) {
    held.insert(held.end(), solution.begin(), solution.end());
    ends.push_back(held.size());
    return VisitControl::kContinue;
  };
  detail::SearchControl control = detail::make_control(alone);
  control.heuristic = heuristic;
  SearchResult result = engine_->search(visit != nullptr ? &hold : nullptr, alone, control);
  spent = result.stats;
  if (result.status == SearchStatus::kNodeLimit) return std::nullopt;
  if (visit != nullptr) {
    std::size_t begin = 0;
    for (std::size_t k = 0; k < ends.size(); ++k) {
      const SolutionView solution(held.data() + begin, ends[k] - begin);
      begin = ends[k];
      if ((*visit)(solution) == VisitControl::kStop) {
        result.status = SearchStatus::kStoppedByVisitor;
        result.stats.solutions = k + 1;
        break;
      }
    }
  }
  return result;
}

unsigned Solver::thread_count(const SearchLimits& limits) {
  return limits.threads != 0 ? limits.threads : std::max(1u, std::thread::hardware_concurrency());
}

bool Solver::restarts() const {
  return options_.restarts.schedule != Restarts::Schedule::kOff && engine_->can_split();
}

SearchResult Solver::search(const SolutionVisitor& visit, const SearchLimits& limits) {
  return run(visit ? &visit : nullptr, limits, Kind::kWhole);
}

SearchResult Solver::count(const SearchLimits& limits) {
  if (options_.memo != Memo::kOff && limits.max_solutions == 0 && limits.max_nodes == 0) {
    if (std::optional<SearchResult> memoized = count_memoized(limits)) return *memoized;
  }
  return run(nullptr, limits, Kind::kWhole);
}

bool Solver::count_uses_cache(const SearchLimits& limits) {
  if (options_.memo == Memo::kOff || limits.max_solutions != 0 || limits.max_nodes != 0) {
    return false;
  }
  if (options_.memo == Memo::kOn) return true;
  if (problem_->item_count() > detail::kMemoAutoItemLimit) return false;
  if (memo_pays_.has_value()) return *memo_pays_;
  // count_memoized()'s probe, without its time limit, stop flag or threads.
  detail::check_limit_options(limits, problem_->option_count());
  SearchLimits probe;
  probe.forced = limits.forced;
  probe.excluded = limits.excluded;
  probe.max_nodes = detail::kMemoPlainProbeNodes;
  if (run(nullptr, probe, Kind::kWhole).status != SearchStatus::kNodeLimit) return false;
  if (!memo_) memo_ = std::make_unique<detail::MemoCounter>(*problem_, options_);
  probe.max_nodes = 0;
  memo_->begin(probe);
  const detail::MemoOutcome outcome =
      memo_->run(detail::make_control(probe), detail::kMemoProbeNodes);
  if (outcome.status != SearchStatus::kNodeLimit) return true;  // counted within the probe
  memo_pays_ = memo_->cache_stats().saved >= outcome.nodes;
  return *memo_pays_;
}

std::optional<SearchResult> Solver::count_memoized(const SearchLimits& limits) {
  detail::check_limit_options(limits, problem_->option_count());
  const detail::Clock::time_point start = detail::Clock::now();
  SearchStats spent;
  if (options_.memo == Memo::kAuto && problem_->item_count() > detail::kMemoAutoItemLimit) {
    return std::nullopt;
  }
  if (options_.memo == Memo::kAuto && memo_pays_ == false) return std::nullopt;
  const bool probe = options_.memo == Memo::kAuto && !memo_pays_.has_value();
  if (probe) {
    // A count the plain search finishes in a few thousand nodes (a Sudoku, a small board) is
    // done before the cache would pay for itself: only a larger one is probed.
    SearchLimits plain = limits;
    plain.max_nodes = detail::kMemoPlainProbeNodes;
    plain.progress = nullptr;
    SearchResult first = run(nullptr, plain, Kind::kWhole);
    if (first.status != SearchStatus::kNodeLimit) return first;
    spent = first.stats;
  }
  if (!memo_) memo_ = std::make_unique<detail::MemoCounter>(*problem_, options_);
  detail::SearchControl control = detail::make_control(limits);
  control.start = start;
  // The probe runs in the calling thread alone, so that its verdict is the same whatever
  // `threads` says; the count then goes on with the workers (memo_count.hpp, "Threads").
  const unsigned threads = thread_count(limits);
  memo_->begin(limits, threads);
  detail::MemoOutcome outcome;
  if (probe) {
    outcome = memo_->run(control, detail::kMemoProbeNodes);
    spent.nodes += outcome.nodes;
    if (outcome.status == SearchStatus::kNodeLimit) {
      // The probe stopped: go on with the cache only if its hits spared more nodes than it
      // searched (memo_count.hpp has the figures).
      const detail::MemoCacheStats cache = memo_->cache_stats();
      memo_pays_ = cache.saved >= outcome.nodes;
      if (!*memo_pays_) {
        if (!limits.time_limit) return std::nullopt;
        // The plain count gets the time that is left.
        SearchLimits rest = limits;
        rest.time_limit = std::max(
            std::chrono::duration<double>::zero(),
            *limits.time_limit - std::chrono::duration<double>(detail::Clock::now() - start));
        SearchResult plain = run(nullptr, rest, Kind::kWhole);
        plain.stats.nodes += spent.nodes;
        plain.stats.seconds = std::chrono::duration<double>(detail::Clock::now() - start).count();
        return plain;
      }
    }
  }
  unsigned used_threads = 1;  // the probe's: the calling thread
  if (!probe || outcome.status == SearchStatus::kNodeLimit) {
    // As a plain search with threads (SolverOptions::nodes_before_threads), the calling thread
    // first counts alone, and starts the workers only if that did not finish the count: starting
    // and joining them cost more than a small count (the 12x12 board's 32,000 nodes, 10 ms).
    // The cache keeps what that first run learned.
    bool alone = threads == 1;
    if (!alone && options_.nodes_before_threads > 0) {
      outcome = memo_->run(control, options_.nodes_before_threads);
      spent.nodes += outcome.nodes;
      alone = outcome.status != SearchStatus::kNodeLimit;
    }
    if (threads == 1) {
      outcome = memo_->run(control, std::numeric_limits<std::uint64_t>::max());
      spent.nodes += outcome.nodes;
    } else if (!alone) {
      outcome = memo_->run_parallel(control);
      spent.nodes += outcome.nodes;
      used_threads = outcome.threads;
    }
  }
  SearchResult result;
  result.memoized = true;
  result.memo_threads = used_threads;
  result.status = outcome.status;
  result.stats.nodes = spent.nodes;
  result.stats.updates = spent.updates;
  const Count count = outcome.count.value();
  result.stats.solutions = saturated(count);
  if (!outcome.count.fits()) result.solutions_past_64_bits = to_string(count);
  result.stats.seconds = std::chrono::duration<double>(detail::Clock::now() - start).count();
  return result;
}

namespace {

std::string fmt_diagram_refusal(std::size_t most_nodes, std::uint64_t most_bytes) {
  return "the diagram of all solutions needs more than " + std::to_string(most_nodes) +
         " nodes, past its budget of " + std::to_string((most_bytes + (1 << 20) - 1) >> 20) +
         " MiB (a diagram keeps every node; the budget is half of what --memory-limit leaves)";
}

}  // namespace

DiagramResult Solver::diagram(const SearchLimits& limits, std::uint64_t most_bytes) {
  detail::check_limit_options(limits, problem_->option_count());
  const detail::Clock::time_point start = detail::Clock::now();
  if (!memo_) memo_ = std::make_unique<detail::MemoCounter>(*problem_, options_);
  detail::SearchControl control = detail::make_control(limits);
  control.start = start;
  memo_->begin(limits);
  std::vector<SolutionDiagram::Node> nodes(2);
  const std::size_t most_nodes = std::max<std::size_t>(
      static_cast<std::size_t>(most_bytes / sizeof(SolutionDiagram::Node)), 2);
  detail::MemoOutcome outcome = memo_->build(control, nodes, most_nodes);
  if (outcome.diagram_full) {
    throw DiagramTooLarge(fmt_diagram_refusal(most_nodes, most_bytes));
  }
  DiagramResult answer;
  answer.result.memoized = true;
  answer.result.memo_threads = 1;
  answer.result.status = outcome.status;
  answer.result.stats.nodes = outcome.nodes;
  if (outcome.status == SearchStatus::kComplete) {
    // The forced options come first in every solution, as in a search's: a node each above the
    // diagram of the rest.
    std::uint32_t root = outcome.root;
    for (auto it = limits.forced.rbegin(); it != limits.forced.rend() && root != 0; ++it) {
      nodes.push_back({*it, SolutionDiagram::kNoSolution, root});
      root = static_cast<std::uint32_t>(nodes.size() - 1);
    }
    answer.diagram.emplace(std::move(nodes), root);
    const Count& count = answer.diagram->count();
    answer.result.stats.solutions = saturated(count);
    if (count > std::numeric_limits<std::uint64_t>::max()) {
      answer.result.solutions_past_64_bits = to_string(count);
    }
  }
  answer.result.stats.seconds = std::chrono::duration<double>(detail::Clock::now() - start).count();
  return answer;
}

FirstSolution Solver::first(const SearchLimits& limits, const Accept& accept) {
  FirstSolution first;
  if (restarts()) {
    detail::check_limit_options(limits, problem_->option_count());
    SolverOptions options = options_;
    options.heuristic = heuristic_for(Kind::kFirst);
    detail::RestartedSearch outcome =
        detail::find_with_restarts(*engine_, accept, limits, options, thread_count(limits));
    first.options = std::move(outcome.solution);
    first.found = outcome.found;
    first.result = outcome.result;
  } else {
    SearchLimits one = limits;
    one.order = SearchLimits::Order::kAsFound;
    // Without a filter the engine's own limit stops it; with one, the visitor.
    one.max_solutions = accept ? 0 : 1;
    const SolutionVisitor keep = [&first, &accept](SolutionView solution) {
      if (accept && !accept(solution)) return VisitControl::kContinue;
      first.options.assign(solution.begin(), solution.end());
      first.found = true;
      return accept ? VisitControl::kStop : VisitControl::kContinue;
    };
    first.result = run(&keep, one, Kind::kFirst);
  }
  if (first.found) first.result.status = SearchStatus::kSolutionLimit;
  return first;
}

UniquenessResult Solver::uniqueness(const SearchLimits& limits, const Accept& accept) {
  UniquenessResult answer;
  std::uint64_t accepted = 0;
  // Counts the accepted solutions, keeps the first, and stops at the second.
  const SolutionVisitor count_two = [&answer, &accepted, &accept](SolutionView solution) {
    if (accept && !accept(solution)) return VisitControl::kContinue;
    if (++accepted == 1) answer.first.assign(solution.begin(), solution.end());
    return accepted >= 2 ? VisitControl::kStop : VisitControl::kContinue;
  };
  SearchLimits two = limits;
  two.max_solutions = 0;
  two.order = SearchLimits::Order::kAsFound;
  if (restarts()) {
    // First phase: a first solution, with restarts; a problem without one ends here. Then a
    // complete search for two, with the weights it learns.
    const FirstSolution first_phase = first(limits, accept);
    answer.result = first_phase.result;
    if (!first_phase.found) {
      answer.verdict = first_phase.result.cut_short() ? Uniqueness::kUnknown : Uniqueness::kNone;
      return answer;
    }
    if (limits.max_nodes != 0) {
      two.max_nodes = limits.max_nodes > answer.result.stats.nodes
                          ? limits.max_nodes - answer.result.stats.nodes
                          : 1;
    }
    detail::SearchControl control = detail::make_control(two);
    control.heuristic = heuristic_for(Kind::kFirst);
    control.prior = answer.result.stats;
    if (limits.time_limit) {
      control.deadline = control.start -
                         std::chrono::duration_cast<detail::Clock::duration>(
                             std::chrono::duration<double>(answer.result.stats.seconds)) +
                         std::chrono::duration_cast<detail::Clock::duration>(*limits.time_limit);
    }
    engine_->reset_weights();
    const SearchResult second_phase = engine_->search(&count_two, two, control);
    answer.result.status = second_phase.status;
    answer.result.stats.nodes += second_phase.stats.nodes;
    answer.result.stats.updates += second_phase.stats.updates;
    answer.result.stats.seconds += second_phase.stats.seconds;
    // The second phase finds the first phase's solution again (or another before it).
    accepted = std::max<std::uint64_t>(accepted, 1);
    if (answer.first.empty()) answer.first = first_phase.options;
  } else {
    answer.result = run(&count_two, two, Kind::kFirst);
  }
  answer.result.stats.solutions = accepted;
  if (accepted >= 2) {
    answer.verdict = Uniqueness::kMultiple;
    answer.result.status = SearchStatus::kSolutionLimit;
  } else if (answer.result.cut_short()) {
    answer.verdict = Uniqueness::kUnknown;
  } else {
    answer.verdict = accepted == 1 ? Uniqueness::kUnique : Uniqueness::kNone;
  }
  return answer;
}

SearchEstimate Solver::estimate(std::uint64_t probes, std::uint64_t seed,
                                const SearchLimits& limits) {
  detail::check_limit_options(limits, problem_->option_count());
  const detail::SearchControl control = detail::make_control(limits);
  SearchEstimate estimate;
  Random random(seed);
  // Welford's running mean and variance: one pass, no loss of precision on large counts.
  double nodes_m2 = 0.0;
  double solutions_m2 = 0.0;
  for (std::uint64_t k = 0; k < probes; ++k) {
    if (limits.stop_flag != nullptr && limits.stop_flag->load()) break;
    if (control.has_deadline && detail::Clock::now() >= control.deadline) break;
    detail::ProbeResult probe;
    if (!engine_->probe(limits, random, probe)) {
      probe = detail::ProbeResult{1.0, 0.0};  // the forced options clash: the root alone
    }
    ++estimate.probes;
    const double n = static_cast<double>(estimate.probes);
    const double nodes_delta = probe.nodes - estimate.nodes;
    estimate.nodes += nodes_delta / n;
    nodes_m2 += nodes_delta * (probe.nodes - estimate.nodes);
    const double solutions_delta = probe.solutions - estimate.solutions;
    estimate.solutions += solutions_delta / n;
    solutions_m2 += solutions_delta * (probe.solutions - estimate.solutions);
  }
  if (estimate.probes > 1) {
    const double n = static_cast<double>(estimate.probes - 1);
    estimate.nodes_stddev = std::sqrt(nodes_m2 / n);
    estimate.solutions_stddev = std::sqrt(solutions_m2 / n);
  }
  // The time per node, from a real search of at most a tenth of a second: probes cost more per
  // node than the search (they restart from the root), so timing them would mislead.
  SearchLimits sample = limits;
  sample.time_limit = std::chrono::duration<double>(0.1);
  sample.max_solutions = 0;
  sample.progress = nullptr;
  sample.threads = 1;
  const SearchResult measured = count(sample);
  if (measured.stats.nodes > 0) {
    estimate.seconds_per_node = measured.stats.seconds / static_cast<double>(measured.stats.nodes);
  }
  estimate.seconds = estimate.nodes * estimate.seconds_per_node;
  estimate.probe_seconds =
      std::chrono::duration<double>(detail::Clock::now() - control.start).count();
  return estimate;
}

const SearchStats& Solver::live_stats() const {
  return engine_->live_stats();
}

const char* Solver::engine_name() const {
  return engine_->name();
}

std::uint64_t Solver::fingerprint() const {
  // The structure as built: without the forced options the last search kept committed.
  engine_->release_forced();
  return engine_->fingerprint();
}

const char* to_string(SearchStatus status) {
  switch (status) {
    case SearchStatus::kComplete:
      return "complete";
    case SearchStatus::kSolutionLimit:
      return "solution limit";
    case SearchStatus::kStoppedByVisitor:
      return "stopped";
    case SearchStatus::kTimeLimit:
      return "time limit";
    case SearchStatus::kInterrupted:
      return "interrupted";
    case SearchStatus::kNodeLimit:
      return "node limit";
  }
  return "unknown";
}

const char* to_string(SearchPhase phase) {
  switch (phase) {
    case SearchPhase::kBuilding:
      return "building the model";
    case SearchPhase::kSplitting:
      return "splitting the search for the threads";
    case SearchPhase::kSearching:
      return "searching";
  }
  return "searching";
}

const char* to_string(Uniqueness verdict) {
  switch (verdict) {
    case Uniqueness::kNone:
      return "none";
    case Uniqueness::kUnique:
      return "unique";
    case Uniqueness::kMultiple:
      return "multiple";
    case Uniqueness::kUnknown:
      return "unknown";
  }
  return "unknown";
}

}  // namespace dlx
