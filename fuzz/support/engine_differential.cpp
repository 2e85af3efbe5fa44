#include "fuzz/support/engine_differential.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <optional>
#include <set>

#include <dlx/dlx.hpp>

#include "core/src/bitset_engine.hpp"
#include "core/src/bitset_model.hpp"
#include "core/src/search_control.hpp"
#include "fuzz/support/dlx_writer.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/minimum_cover_brute_force.hpp"
#include "tests/support/brute_force.hpp"

namespace dlx::fuzz {
namespace {

constexpr int kMaxPrimary = 7;
constexpr int kMaxSecondary = 4;
constexpr int kMaxColors = 3;
constexpr int kMaxOptions = 14;  // brute force walks at most 2^14 subsets
constexpr int kMaxOptionSize = 5;
constexpr int kMaxUpper = 3;

using Solutions = std::set<std::vector<int>>;
using Sequence = std::vector<std::vector<OptionId>>;  // solutions as visited, in order

std::vector<int> sorted_indices(std::span<const OptionId> solution) {
  std::vector<int> sorted;
  for (const OptionId option : solution) sorted.push_back(option.value);
  std::sort(sorted.begin(), sorted.end());
  return sorted;
}

Sequence prefix(const Sequence& sequence, std::uint64_t count) {
  return Sequence(sequence.begin(), sequence.begin() + static_cast<long>(std::min<std::uint64_t>(
                                                           count, sequence.size())));
}

std::string sequence_text(const Sequence& sequence) {
  std::string text;
  for (const auto& solution : sequence) {
    text += "{";
    for (const OptionId option : solution) text += fmt::format(" {}", option.value);
    text += " }";
  }
  return text;
}

// The solutions that contain every forced option; none when an option is forced twice (it cannot
// be chosen twice: SearchLimits::forced).
Solutions with_forced(const Solutions& all, std::span<const OptionId> forced) {
  std::set<int> distinct;
  for (const OptionId option : forced) {
    if (!distinct.insert(option.value).second) return {};
  }
  Solutions kept;
  for (const auto& solution : all) {
    if (std::all_of(distinct.begin(), distinct.end(), [&](int option) {
          return std::binary_search(solution.begin(), solution.end(), option);
        })) {
      kept.insert(solution);
    }
  }
  return kept;
}

Uniqueness verdict_for(std::size_t solutions) {
  return solutions == 0   ? Uniqueness::kNone
         : solutions == 1 ? Uniqueness::kUnique
                          : Uniqueness::kMultiple;
}

class Checker {
 public:
  explicit Checker(const EngineInstance& instance)
      : instance_(instance),
        problem_(instance.problem),
        text_(describe(instance)),
        all_(testing::brute_force_solutions(problem_)),
        forced_(with_forced(all_, instance.forced)) {}

  // Every mode on every engine of all_engines() (the kind asked for; a problem with
  // multiplicities runs on the links whatever is asked), then what does not depend on the engine.
  void run() {
    for (const EngineEntry& engine : all_engines()) {
      SolverOptions options;
      options.engine = engine.kind;
      Solver solver(problem_, options);
      run_modes(solver, engine.name);
    }
    check_seed();
    check_propagation();
    if (instance_.minimum_cover) check_minimum_cover();
  }

 private:
  void run_modes(Solver& solver, std::string_view engine) {
    const std::uint64_t pristine = solver.fingerprint();
    auto restored = [&](const char* mode) {
      check(solver.fingerprint() == pristine, "{} on the {} engine: the search left it changed",
            mode, engine);
    };
    const Sequence order = check_all(solver);
    restored("all");
    check_count(solver);
    restored("count");
    check_first(solver, order);
    restored("first");
    check_limit(solver, order, {});
    restored("limit");
    check_stop_by_visitor(solver, order);
    restored("stop by visitor");
    check_uniqueness(solver, {});
    restored("uniqueness");
    const Sequence forced_order = check_forced(solver);
    restored("forced");
    check_threads(solver, order, forced_order);
    restored("threads");
    check_estimate(solver);
    restored("estimate");
  }

  template <typename... Args>
  void check(bool ok, fmt::format_string<Args...> format, Args&&... args) const {
    DLX_FUZZ_CHECK(ok, "{}\n{}", fmt::format(format, std::forward<Args>(args)...), text_);
  }

  // Every solution a visitor sees passes the independent checker and starts with the forced
  // options, in their order.
  void check_solution(SolutionView solution, std::span<const OptionId> forced) const {
    const auto wrong = verify_solution(problem_, solution);
    check(!wrong, "a solution fails the checker: {}", wrong.value_or(""));
    check(solution.size() >= forced.size() &&
              std::equal(forced.begin(), forced.end(), solution.begin()),
          "a solution does not start with the forced options: {}",
          sequence_text({{solution.begin(), solution.end()}}));
  }

  struct Visited {
    Sequence solutions;
    SearchResult result;
  };

  Visited search(Solver& solver, const SearchLimits& limits, std::uint64_t stop_after = 0) const {
    Visited visited;
    std::mutex mutex;  // the engine calls the visitor one at a time; this is for TSan's sake
    visited.result = solver.search(
        [&](SolutionView solution) {
          std::lock_guard lock(mutex);
          check_solution(solution, limits.forced);
          visited.solutions.emplace_back(solution.begin(), solution.end());
          return stop_after != 0 && visited.solutions.size() >= stop_after
                     ? VisitControl::kStop
                     : VisitControl::kContinue;
        },
        limits);
    return visited;
  }

  Solutions as_set(const Sequence& sequence, const char* mode) const {
    Solutions set;
    for (const auto& solution : sequence) {
      check(set.insert(sorted_indices(solution)).second, "{}: a solution visited twice", mode);
    }
    return set;
  }

  Sequence check_all(Solver& solver) const {
    const Visited visited = search(solver, {});
    check(visited.result.complete(), "all: the search did not complete");
    check(as_set(visited.solutions, "all") == all_, "all: {} solutions, brute force {}: {}",
          visited.solutions.size(), all_.size(), sequence_text(visited.solutions));
    check(visited.result.stats.solutions == all_.size(), "all: stats count {} solutions",
          visited.result.stats.solutions);
    return visited.solutions;
  }

  void check_count(Solver& solver) const {
    const SearchResult counted = solver.count();
    check(counted.complete() && counted.stats.solutions == all_.size(),
          "count: {} solutions, brute force {}", counted.stats.solutions, all_.size());
  }

  void check_first(Solver& solver, const Sequence& order) const {
    const FirstSolution first = solver.first();
    check(first.found == !all_.empty(), "first: found is {}, with {} solutions", first.found,
          all_.size());
    if (first.found) {
      check_solution(first.options, {});
      // first() branches on learned weights by default (Heuristic::kAuto), so its solution may
      // be another than the search's first; it is one of the solutions all the same. With MRV it
      // is the search's first.
      check(all_.count(sorted_indices(first.options)) == 1, "first: {} is not a solution",
            sequence_text({first.options}));
      SolverOptions mrv;
      mrv.heuristic = Heuristic::kMrv;
      Solver plain(problem_, mrv);
      const FirstSolution plain_first = plain.first();
      check(plain_first.found && plain_first.options == order.front(),
            "first with MRV: {}, but the search visits {} first",
            sequence_text({plain_first.options}), sequence_text({order.front()}));
    }
  }

  // The first `limit` solutions of the search, and a count that stops there too.
  void check_limit(Solver& solver, const Sequence& order, SearchLimits limits) const {
    limits.max_solutions = instance_.limit;
    const Visited visited = search(solver, limits);
    check(visited.solutions == prefix(order, instance_.limit),
          "limit {} ({} threads): visited {}, expected {}", instance_.limit, limits.threads,
          sequence_text(visited.solutions), sequence_text(prefix(order, instance_.limit)));
    const SearchStatus status = visited.result.status;
    const bool status_right =
        order.size() < instance_.limit ? status == SearchStatus::kComplete
        : order.size() > instance_.limit
            ? status == SearchStatus::kSolutionLimit
            : status == SearchStatus::kComplete || status == SearchStatus::kSolutionLimit;
    check(status_right, "limit {} with {} solutions: status {}", instance_.limit, order.size(),
          to_string(status));
    const SearchResult counted = solver.count(limits);
    check(counted.stats.solutions == std::min<std::uint64_t>(instance_.limit, order.size()),
          "count with limit {} ({} threads): {}", instance_.limit, limits.threads,
          counted.stats.solutions);
  }

  void check_stop_by_visitor(Solver& solver, const Sequence& order) const {
    const Visited visited = search(solver, {}, instance_.stop_after);
    check(visited.solutions == prefix(order, instance_.stop_after), "stop after {}: visited {}",
          instance_.stop_after, sequence_text(visited.solutions));
    const SearchStatus expected = order.size() >= instance_.stop_after
                                      ? SearchStatus::kStoppedByVisitor
                                      : SearchStatus::kComplete;
    check(visited.result.status == expected, "stop after {} with {} solutions: status {}",
          instance_.stop_after, order.size(), to_string(visited.result.status));
  }

  void check_uniqueness(Solver& solver, const SearchLimits& limits) const {
    const UniquenessResult answer = solver.uniqueness(limits);
    check(answer.verdict == verdict_for(all_.size()),
          "uniqueness ({} threads): {} with {} solutions", limits.threads,
          to_string(answer.verdict), all_.size());
    if (all_.empty()) {
      check(answer.first.empty(), "uniqueness: a first solution where there is none");
    } else {
      check_solution(answer.first, {});
      check(all_.count(sorted_indices(answer.first)) == 1, "uniqueness: first {} is no solution",
            sequence_text({answer.first}));
    }
  }

  Sequence check_forced(Solver& solver) const {
    if (instance_.forced.empty()) return {};
    SearchLimits limits;
    limits.forced = instance_.forced;
    const Visited visited = search(solver, limits);
    check(visited.result.complete(), "forced: the search did not complete");
    check(as_set(visited.solutions, "forced") == forced_,
          "forced: {} solutions, brute force {}: {}", visited.solutions.size(), forced_.size(),
          sequence_text(visited.solutions));
    check(solver.count(limits).stats.solutions == forced_.size(), "forced: count disagrees");
    const FirstSolution first = solver.first(limits);
    check(first.found == !forced_.empty(), "forced: first found is {}", first.found);
    if (first.found) {
      check_solution(first.options, instance_.forced);
      check(forced_.count(sorted_indices(first.options)) == 1, "forced: first {} is no solution",
            sequence_text({first.options}));
    }
    return visited.solutions;
  }

  // Worker threads: the very order of one thread (kAsOneThread), the same set as found
  // (kAsFound), limits across the workers, and first() and uniqueness() with them.
  void check_threads(Solver& solver, const Sequence& order, const Sequence& forced_order) const {
    SearchLimits limits;
    limits.threads = instance_.threads;
    const Visited in_order = search(solver, limits);
    check(in_order.result.complete() && in_order.solutions == order,
          "{} threads in one-thread order: visited {}, one thread {}", instance_.threads,
          sequence_text(in_order.solutions), sequence_text(order));
    const SearchResult counted = solver.count(limits);
    check(counted.complete() && counted.stats.solutions == all_.size(),
          "{} threads: count {}, brute force {}", instance_.threads, counted.stats.solutions,
          all_.size());
    check_limit(solver, order, limits);
    check_uniqueness(solver, limits);
    const FirstSolution first = solver.first(limits);
    check(first.found == !all_.empty(), "{} threads: first found is {}", instance_.threads,
          first.found);
    if (first.found) {
      check(all_.count(sorted_indices(first.options)) == 1, "{} threads: first {} is no solution",
            instance_.threads, sequence_text({first.options}));
    }
    SearchLimits as_found = limits;
    as_found.order = SearchLimits::Order::kAsFound;
    const Visited found = search(solver, as_found);
    check(found.result.complete() && as_set(found.solutions, "threads, as found") == all_,
          "{} threads as found: visited {}", instance_.threads, sequence_text(found.solutions));
    if (!instance_.forced.empty()) {
      limits.forced = instance_.forced;
      const Visited forced = search(solver, limits);
      check(forced.solutions == forced_order,
            "{} threads with forced options: visited {}, one "
            "thread {}",
            instance_.threads, sequence_text(forced.solutions), sequence_text(forced_order));
    }
  }

  void check_estimate(Solver& solver) const {
    const std::uint64_t probes = 1 + instance_.seed % 4;
    SearchLimits limits;
    limits.forced = instance_.forced;
    const SearchEstimate estimate = solver.estimate(probes, instance_.seed, limits);
    check(estimate.probes == probes, "estimate: {} probes of {}", estimate.probes, probes);
    check(std::isfinite(estimate.nodes) && estimate.nodes >= 1 &&
              std::isfinite(estimate.solutions) && estimate.solutions >= 0,
          "estimate: {} nodes, {} solutions", estimate.nodes, estimate.solutions);
  }

  // A seed changes the order, never the set; the same seed gives the same search.
  void check_seed() const {
    Solver seeded(problem_, SolverOptions{instance_.seed});
    const std::uint64_t pristine = seeded.fingerprint();
    const Visited visited = search(seeded, {});
    check(visited.result.complete() && as_set(visited.solutions, "seed") == all_,
          "seed {}: visited {}", instance_.seed, sequence_text(visited.solutions));
    check(seeded.fingerprint() == pristine, "seed {}: the search left the links changed",
          instance_.seed);
    check(search(seeded, {}).solutions == visited.solutions,
          "seed {}: a second search visits another order", instance_.seed);
    Solver again(problem_, SolverOptions{instance_.seed});
    check(search(again, {}).solutions == visited.solutions,
          "seed {}: a second solver with the seed visits another order", instance_.seed);
    check(seeded.count().stats.solutions == all_.size(), "seed {}: count disagrees",
          instance_.seed);
    // first() with the default heuristic (learned weights) finds a solution, the same one each
    // time for the seed; with MRV it is the search's first.
    const FirstSolution first = seeded.first();
    check(first.found == !all_.empty() &&
              (!first.found || all_.count(sorted_indices(first.options)) == 1),
          "seed {}: first() found no solution of the problem", instance_.seed);
    Solver seeded_again(problem_, SolverOptions{instance_.seed});
    check(seeded_again.first().options == first.options,
          "seed {}: first() finds another solution on another solver", instance_.seed);
    SolverOptions mrv{instance_.seed};
    mrv.heuristic = Heuristic::kMrv;
    Solver seeded_mrv(problem_, mrv);
    const FirstSolution mrv_first = seeded_mrv.first();
    check(mrv_first.found == !all_.empty() &&
              (!mrv_first.found || mrv_first.options == visited.solutions[0]),
          "seed {}: first() with MRV is not the search's first solution", instance_.seed);
    if (!instance_.forced.empty()) {
      SearchLimits limits;
      limits.forced = instance_.forced;
      check(as_set(search(seeded, limits).solutions, "seed, forced") == forced_,
            "seed {} with forced options: another set of solutions", instance_.seed);
    }
    check(seeded.fingerprint() == pristine, "seed {}: the links changed", instance_.seed);
  }

  // The propagation of implied items and of supports through colors (Propagation::kAll), which
  // the solver runs only on problems far larger than these: the bitset engine's sparse lanes,
  // where it lives, asked for directly. The same solutions, with and without the forced options,
  // in searches that follow one another; the state restored.
  void check_propagation() const {
    if (problem_.has_multiplicities() || !detail::BitsetModel::suits(problem_)) return;
    using Steps = detail::BitsetModel::Steps;
    const auto model = std::make_shared<const detail::BitsetModel>(
        problem_, instance_.seed % 2 == 0 ? std::nullopt : std::optional(instance_.seed),
        Steps::kSparseLanes);
    const Propagation propagation =
        instance_.seed % 3 == 0
            ? Propagation::kImplied
            : (instance_.seed % 3 == 1 ? Propagation::kColors : Propagation::kAll);
    std::shared_ptr<const detail::SupportClauses> supports;
    if (propagation != Propagation::kImplied) {
      supports = std::make_shared<const detail::SupportClauses>(problem_, *model);
    }
    detail::BitsetEngine engine(model, propagation, supports);
    const std::uint64_t pristine = engine.fingerprint();
    auto visit_all = [&](const SearchLimits& limits, Heuristic heuristic) {
      Sequence visited;
      const SolutionVisitor keep = [&](SolutionView solution) {
        check_solution(solution, limits.forced);
        visited.emplace_back(solution.begin(), solution.end());
        return VisitControl::kContinue;
      };
      detail::SearchControl control = detail::make_control(limits);
      control.heuristic = heuristic;
      engine.search(&keep, limits, control);
      return visited;
    };
    SearchLimits forced;
    forced.forced = instance_.forced;
    for (const Heuristic heuristic : {Heuristic::kMrv, Heuristic::kWeighted}) {
      check(as_set(visit_all(forced, heuristic), "propagated, forced") == forced_,
            "propagation with the forced options: another set of solutions");
      check(as_set(visit_all({}, heuristic), "propagated") == all_,
            "propagation: another set of solutions");
    }
    check(engine.search(nullptr, {}, detail::make_control({})).stats.solutions == all_.size(),
          "propagation: the count disagrees");
    engine.release_forced();
    check(engine.fingerprint() == pristine, "propagation: the state left changed");
  }

  void check_minimum_cover() const {
    MinimumCoverSolver solver(problem_);
    for (const bool forcing : {false, true}) {
      if (forcing && instance_.forced.empty()) continue;
      SearchLimits limits;
      if (forcing) limits.forced = instance_.forced;
      const MinimumCovers expected = brute_force_minimum_covers(problem_, limits.forced);
      const char* mode = forcing ? "minimum cover, forced" : "minimum cover";
      const MinimumCoverResult counted = solver.count(limits);
      check(counted.minimum == expected.minimum && counted.result.complete() &&
                counted.result.stats.solutions == expected.covers.size(),
            "{}: count says minimum {} with {} covers; brute force {} with {}", mode,
            counted.minimum ? fmt::format("{}", *counted.minimum) : "none",
            counted.result.stats.solutions,
            expected.minimum ? fmt::format("{}", *expected.minimum) : "none",
            expected.covers.size());
      Sequence visited;
      const MinimumCoverResult searched = solver.search(
          [&](SolutionView cover) {
            const auto wrong = verify_cover(problem_, cover);
            check(!wrong, "{}: a cover fails the checker: {}", mode, wrong.value_or(""));
            check(std::equal(limits.forced.begin(), limits.forced.end(), cover.begin()),
                  "{}: a cover does not start with the forced options", mode);
            visited.emplace_back(cover.begin(), cover.end());
            return VisitControl::kContinue;
          },
          limits);
      check(searched.minimum == expected.minimum && as_set(visited, mode) == expected.covers,
            "{}: search visits {}", mode, sequence_text(visited));
      const MinimumCoverResult first = solver.first(limits);
      check(first.minimum == expected.minimum &&
                first.options.empty() == !expected.minimum.has_value(),
            "{}: first() gives minimum {} and {}", mode,
            first.minimum ? fmt::format("{}", *first.minimum) : "none",
            sequence_text({first.options}));
      if (expected.minimum) {
        check(expected.covers.count(sorted_indices(first.options)) == 1,
              "{}: first() {} is not a minimum cover", mode, sequence_text({first.options}));
      }
      limits.max_solutions = instance_.limit;
      const MinimumCoverResult limited = solver.count(limits);
      check(limited.result.stats.solutions ==
                std::min<std::uint64_t>(instance_.limit, expected.covers.size()),
            "{}: count with limit {} gives {}", mode, instance_.limit,
            limited.result.stats.solutions);
    }
  }

  const EngineInstance& instance_;
  const Problem& problem_;
  const std::string text_;
  const Solutions all_;
  const Solutions forced_;
};

}  // namespace

EngineInstance make_instance(ByteSource& bytes) {
  EngineInstance instance;
  Problem& problem = instance.problem;
  instance.minimum_cover = bytes.between(0, 3) == 0;
  const bool with_secondary = !instance.minimum_cover && bytes.coin();
  const bool with_colors = with_secondary && bytes.coin();
  const bool with_bounds = !instance.minimum_cover && bytes.coin();
  const int primary = bytes.between(1, kMaxPrimary);
  const int secondary = with_secondary ? bytes.between(1, kMaxSecondary) : 0;
  // The kinds interleave now and then: the engine must not depend on primary items coming first.
  std::vector<ItemId> items;
  for (int p = 0, s = 0; p + s < primary + secondary;) {
    const bool make_primary = s == secondary || (p < primary && bytes.between(0, 2) != 0);
    if (!make_primary) {
      items.push_back(problem.add_secondary(fmt::format("s{}", s++)));
    } else if (with_bounds && bytes.coin()) {
      const int upper = bytes.between(1, kMaxUpper);
      const int lower = bytes.between(0, upper);
      items.push_back(problem.add_primary(
          fmt::format("p{}", p++),
          {static_cast<std::uint32_t>(lower), static_cast<std::uint32_t>(upper)}));
    } else {
      items.push_back(problem.add_primary(fmt::format("p{}", p++)));
    }
  }
  std::vector<ColorId> colors;
  const int color_count = with_colors ? bytes.between(1, kMaxColors) : 0;
  for (int c = 0; c < color_count; ++c) colors.push_back(problem.color(fmt::format("c{}", c)));
  const int options = bytes.between(1, kMaxOptions);
  for (int o = 0; o < options; ++o) {
    std::vector<ItemId> pool = items;
    const int size = bytes.between(1, std::min(kMaxOptionSize, static_cast<int>(pool.size())));
    std::vector<OptionEntry> entries;
    bool has_primary = false;
    for (int k = 0; k < size; ++k) {
      const auto at = static_cast<std::size_t>(bytes.between(0, static_cast<int>(pool.size()) - 1));
      const ItemId item = pool[at];
      pool.erase(pool.begin() + static_cast<long>(at));
      const bool is_primary = problem.item_kind(item) == ItemKind::kPrimary;
      has_primary = has_primary || is_primary;
      if (!is_primary && !colors.empty() && bytes.between(0, 2) != 0) {
        entries.emplace_back(item, colors[static_cast<std::size_t>(
                                       bytes.between(0, static_cast<int>(colors.size()) - 1))]);
      } else {
        entries.emplace_back(item);
      }
    }
    if (!has_primary) {
      // An option of secondary items alone could never be chosen; the engine refuses it.
      std::vector<ItemId> primaries;
      for (const ItemId item : pool) {
        if (problem.item_kind(item) == ItemKind::kPrimary) primaries.push_back(item);
      }
      entries.emplace_back(primaries[static_cast<std::size_t>(
          bytes.between(0, static_cast<int>(primaries.size()) - 1))]);
    }
    problem.add_option(std::span<const OptionEntry>(entries));
  }
  const int forced = bytes.between(0, 2);
  for (int k = 0; k < forced; ++k) {
    instance.forced.push_back(OptionId{bytes.between(0, options - 1)});
  }
  instance.limit = static_cast<std::uint64_t>(bytes.between(1, 4));
  instance.stop_after = static_cast<std::uint64_t>(bytes.between(1, 3));
  instance.threads = static_cast<unsigned>(bytes.between(2, 4));
  instance.seed = static_cast<std::uint64_t>(bytes.between(0, 65535));
  return instance;
}

std::string describe(const EngineInstance& instance) {
  std::string forced;
  for (const OptionId option : instance.forced) forced += fmt::format(" {}", option.value);
  return fmt::format(
      "{}| forced options (from 0):{}; limit {}; stop after {}; {} threads; seed {}; minimum "
      "cover: {}\n",
      write_dlx(instance.problem), forced.empty() ? " none" : forced, instance.limit,
      instance.stop_after, instance.threads, instance.seed, instance.minimum_cover ? "yes" : "no");
}

void check_instance(const EngineInstance& instance) {
  Checker(instance).run();
}

}  // namespace dlx::fuzz
