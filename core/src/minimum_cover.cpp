// Minimum set cover by iterative deepening with a fractional lower bound. The steps are named R1-R6
// (R for the repeated cover), apart from Algorithm M's M2-M9 in multiplicity_loop.cpp.
//
//   for k = LB(root), LB(root) + 1, ...:     the size asked for
//     search(k): depth-first, every node
//       R1  no uncovered item left: visit the cover (it has exactly k options, see below)
//       R2  bound: LB = ceil(sum over uncovered items e of 1 / max_{allowed o ∋ e} gain(o)),
//           where gain(o) is the number of uncovered items of o; give up if chosen + LB > k
//       R3  choose the uncovered item i with the fewest allowed options (MRV)
//       R4  one option left to choose: visit each allowed option that covers everything left
//       R5  try the allowed options o_1, o_2, ... of i in turn: choose o_j, go deeper, unchoose
//           it, forbid it for the branches after it (o_j is "the first option of i's list that
//           the cover contains")
//       R6  no option of i left: allow again the options this node forbade, back up
//     stop after the first k that has a cover
//
// Why the bound is valid: a chosen option o adds at most 1 to the sum, since each uncovered item
// e it covers counts 1/max gain ≤ 1/gain(o), and there are gain(o) of them; so any cover that
// extends the current choice needs at least LB more options.
//
// Why each cover is visited once, and only minimum ones: a cover S that contains the options
// chosen and none forbidden on the path to a node lies in exactly one branch of R5, the one of
// the first option of i's list that S contains (S must cover i). Following those branches picks
// S's options one by one, never pruned by R2, so S is visited at depth |S|, once. Every k before
// the first that finds a cover was searched in full and found nothing, so no cover is smaller
// than that k, and a cover visited at that k has exactly k options.
//
// The state is counters over two CSR tables (option -> items, item -> options), updated when an
// option is chosen or unchosen. All memory is allocated when the engine is built, so the search
// loop never allocates, and its levels live in an array, not on the call stack.
#include "dlx/minimum_cover.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "search_control.hpp"

namespace dlx {

namespace detail {

struct MinimumCoverEngine {
  explicit MinimumCoverEngine(const Problem& problem);

  // ---- The instance (read-only once built) -----------------------------------------------------
  std::uint32_t item_count = 0;
  std::uint32_t option_count = 0;
  std::vector<std::uint32_t> option_start;  // option o has items option_item[start[o], start[o+1])
  std::vector<std::uint32_t> option_item;
  std::vector<std::uint32_t> item_start;  // item e is in options item_option[start[e], start[e+1])
  std::vector<std::uint32_t> item_option;
  std::vector<double> reciprocal;  // reciprocal[g] = 1 / g, for the bound

  // ---- The state of a search (restored by every search before it returns) ----------------------
  std::vector<std::uint32_t> cover_count;  // per item: chosen options that contain it
  std::vector<std::uint32_t> gain;         // per option: uncovered items it contains
  std::vector<std::uint8_t> allowed;       // per option: 0 while a node of the path forbids it
  // The uncovered items as a sparse set: the first `uncovered_size` entries of `uncovered`.
  // Covering an item swaps it to the end of the set; uncovering in the reverse order just grows
  // the set again, since nothing has moved the item since.
  std::vector<std::uint32_t> uncovered;
  std::vector<std::uint32_t> position;  // of each item in `uncovered`
  std::uint32_t uncovered_size = 0;
  std::vector<std::uint32_t> forbidden;  // the options forbidden, in order (a stack)
  std::size_t forbidden_size = 0;

  struct Level {
    std::uint32_t item;          // the item branched on (R3)
    std::uint32_t cursor;        // the next entry of item_option to try
    std::uint32_t end;           // the end of the item's entries
    std::uint32_t branches;      // allowed options of the item when the level was entered
    std::uint32_t taken;         // branches tried so far, the current one included
    std::size_t forbidden_mark;  // forbidden_size when the level was entered
  };
  std::vector<Level> levels;        // one per chosen option
  std::vector<std::uint32_t> path;  // the option chosen at each level (+1 for R4)
  std::vector<OptionId> solution;   // forced options, then the path, for the visitor

  void choose(std::uint32_t option);
  void unchoose(std::uint32_t option);
};

MinimumCoverEngine::MinimumCoverEngine(const Problem& problem) {
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (problem.item_kind(item) != ItemKind::kPrimary) {
      throw ModelError("item '" + problem.item_name(item) +
                       "' is secondary; a repeated cover takes primary items only");
    }
    if (!problem.multiplicity(item).exact()) {
      throw ModelError("item '" + problem.item_name(item) +
                       "' has a multiplicity; a repeated cover takes plain primary items only");
    }
  }
  item_count = static_cast<std::uint32_t>(problem.item_count());
  option_count = static_cast<std::uint32_t>(problem.option_count());

  option_start.reserve(option_count + 1);
  option_item.reserve(problem.entry_count());
  item_start.assign(item_count + 1, 0);
  for (std::uint32_t o = 0; o < option_count; ++o) {
    option_start.push_back(static_cast<std::uint32_t>(option_item.size()));
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(o)})) {
      option_item.push_back(static_cast<std::uint32_t>(entry.item.value));
      ++item_start[static_cast<std::size_t>(entry.item.value) + 1];
    }
  }
  option_start.push_back(static_cast<std::uint32_t>(option_item.size()));
  for (std::uint32_t e = 0; e < item_count; ++e) item_start[e + 1] += item_start[e];
  item_option.resize(option_item.size());
  std::vector<std::uint32_t> fill(item_start.begin(), item_start.end() - 1);
  for (std::uint32_t o = 0; o < option_count; ++o) {  // in option order: each list is sorted
    for (std::uint32_t x = option_start[o]; x < option_start[o + 1]; ++x) {
      item_option[fill[option_item[x]]++] = o;
    }
  }

  std::uint32_t longest = 1;
  for (std::uint32_t o = 0; o < option_count; ++o) {
    longest = std::max(longest, option_start[o + 1] - option_start[o]);
  }
  reciprocal.resize(longest + 1);
  reciprocal[0] = 0.0;
  for (std::uint32_t g = 1; g <= longest; ++g) reciprocal[g] = 1.0 / g;

  cover_count.assign(item_count, 0);
  gain.resize(option_count);
  for (std::uint32_t o = 0; o < option_count; ++o) gain[o] = option_start[o + 1] - option_start[o];
  allowed.assign(option_count, 1);
  uncovered.resize(item_count);
  position.resize(item_count);
  for (std::uint32_t e = 0; e < item_count; ++e) uncovered[e] = position[e] = e;
  uncovered_size = item_count;
  forbidden.resize(option_count);
  // A path chooses at most one option per item (each covers a new one), and R4 one more slot.
  levels.resize(static_cast<std::size_t>(item_count) + 1);
  path.resize(static_cast<std::size_t>(item_count) + 1);
}

void MinimumCoverEngine::choose(std::uint32_t option) {
  for (std::uint32_t x = option_start[option]; x < option_start[option + 1]; ++x) {
    const std::uint32_t e = option_item[x];
    if (cover_count[e]++ != 0) continue;
    // e is covered now: out of the uncovered set, and no longer a gain of its options.
    const std::uint32_t last = uncovered[--uncovered_size];
    const std::uint32_t at = position[e];
    uncovered[at] = last;
    position[last] = at;
    uncovered[uncovered_size] = e;
    position[e] = uncovered_size;
    for (std::uint32_t y = item_start[e]; y < item_start[e + 1]; ++y) --gain[item_option[y]];
  }
}

void MinimumCoverEngine::unchoose(std::uint32_t option) {
  for (std::uint32_t x = option_start[option + 1]; x-- > option_start[option];) {
    const std::uint32_t e = option_item[x];
    if (--cover_count[e] != 0) continue;
    for (std::uint32_t y = item_start[e]; y < item_start[e + 1]; ++y) ++gain[item_option[y]];
    ++uncovered_size;  // e is still where choose() put it
  }
}

}  // namespace detail

namespace {

using Clock = std::chrono::steady_clock;
using Engine = detail::MinimumCoverEngine;

// What R2 and R3 found at a node.
struct NodeBound {
  std::uint32_t item = 0;     // the MRV item
  std::uint32_t choices = 0;  // its allowed options; 0: some item cannot be covered any more
  std::uint32_t needed = 0;   // the lower bound LB on the options still needed
};

// One pass over the uncovered items computes both the bound and the MRV item. It stops as soon as
// the node is hopeless: an item without allowed options, or a partial sum beyond `budget`.
NodeBound bound_and_choose(const Engine& engine, std::uint32_t budget) {
  // The sum is of reciprocals of small integers; the slack absorbs rounding without ever hiding a
  // whole unit (the sum has at most 2^24 terms, each rounded by under 2^-53 relative).
  constexpr double kSlack = 1e-6;
  NodeBound bound;
  bound.choices = UINT32_MAX;
  double sum = 0.0;
  for (std::uint32_t k = 0; k < engine.uncovered_size; ++k) {
    const std::uint32_t e = engine.uncovered[k];
    std::uint32_t best_gain = 0;
    std::uint32_t choices = 0;
    for (std::uint32_t y = engine.item_start[e]; y < engine.item_start[e + 1]; ++y) {
      const std::uint32_t o = engine.item_option[y];
      const std::uint32_t ok = engine.allowed[o];
      choices += ok;
      best_gain = std::max(best_gain, ok * engine.gain[o]);
    }
    if (choices == 0) {
      bound.choices = 0;
      return bound;
    }
    // Ties go to the lowest item number: the order of the uncovered set changes as items come
    // and go, and the search should not (the same search every time, whatever ran before).
    if (choices < bound.choices || (choices == bound.choices && e < bound.item)) {
      bound.choices = choices;
      bound.item = e;
    }
    sum += engine.reciprocal[best_gain];
    if (sum - kSlack > budget) {
      bound.needed = budget + 1;
      return bound;
    }
  }
  bound.needed = static_cast<std::uint32_t>(std::ceil(sum - kSlack));
  return bound;
}

class MinimumCoverSearch {
 public:
  // The limits, progress reports and flags are watched by the exact-cover loop's SearchMonitor:
  // the same clock schedule, node limit and reports.
  MinimumCoverSearch(Engine& engine, const SolutionVisitor* visit, const SearchLimits& limits)
      : engine_(engine),
        visit_(visit),
        limits_(limits),
        control_(detail::make_control(limits)),
        monitor_(control_) {}

  MinimumCoverResult run() {
    MinimumCoverResult answer;
    if (choose_forced()) {
      const NodeBound root = bound_and_choose(engine_, engine_.uncovered_size);
      // Some item in no option: there is no cover at all, and nothing to search.
      if (root.choices != 0) {
        // Every option chosen covers a new item, so the whole set of options is a cover of at most
        // uncovered_size options and the loop ends there at the latest.
        for (std::uint32_t k = root.needed; k <= engine_.uncovered_size; ++k) {
          answer.lower_bound = forced_ + k;
          search_size(k);
          if (status_ != SearchStatus::kComplete || stats_.solutions > 0) break;
        }
        if (stats_.solutions > 0) answer.minimum = answer.lower_bound;
      }
    }
    unchoose_forced();
    stats_.seconds = std::chrono::duration<double>(Clock::now() - control_.start).count();
    answer.result = SearchResult{status_, stats_};
    return answer;
  }

 private:
  // SearchLimits::forced are chosen before the search and count towards the size. An option
  // forced twice would be chosen twice, which no cover does: then there is none.
  bool choose_forced() {
    for (const OptionId option : limits_.forced) {
      const auto o = static_cast<std::uint32_t>(option.value);
      if (!engine_.allowed[o]) return false;
      engine_.choose(o);
      forbid(o);  // chosen for good: no branch may choose it again
      ++forced_;
    }
    return true;
  }

  void unchoose_forced() {
    while (forced_ > 0) {
      --forced_;
      engine_.unchoose(static_cast<std::uint32_t>(limits_.forced[forced_].value));
    }
    allow_down_to(0);
  }

  // The depth-first search for covers of k more options (R1..R6), iterative: levels_[0, depth_)
  // hold the branches taken. It leaves the state as it found it, finished or stopped.
  void search_size(std::uint32_t k) {
    bool going_down = true;
    for (;;) {
      if (going_down) {
        ++stats_.nodes;
        if (monitor_.should_stop(
                stats_, depth_, [this] { return fraction_done(); }, status_)) {
          break;
        }
        if (!enter_node(k)) break;
        going_down = just_descended_;
      } else if (!try_next_option()) {
        break;
      } else {
        going_down = true;
      }
    }
    unwind();
  }

  // R1..R5 at the node the path leads to. Either descends (just_descended_) or leaves the node
  // for the caller to back up from. Returns false when the search must stop.
  bool enter_node(std::uint32_t k) {
    just_descended_ = false;
    if (engine_.uncovered_size == 0) return visit_cover(depth_);  // R1
    const std::uint32_t budget = k - depth_;
    if (budget == 0) return true;
    const NodeBound bound = bound_and_choose(engine_, budget);  // R2, R3
    if (bound.choices == 0 || bound.needed > budget) return true;
    const std::uint32_t i = bound.item;
    if (budget == 1) {  // R4
      for (std::uint32_t y = engine_.item_start[i]; y < engine_.item_start[i + 1]; ++y) {
        const std::uint32_t o = engine_.item_option[y];
        if (engine_.allowed[o] && engine_.gain[o] == engine_.uncovered_size) {
          engine_.path[depth_] = o;
          if (!visit_cover(depth_ + 1)) return false;
        }
      }
      return true;
    }
    engine_.levels[depth_] = {i, engine_.item_start[i], engine_.item_start[i + 1], bound.choices,
                              0, engine_.forbidden_size};
    just_descended_ = try_option_at(depth_);  // R5, its first option (there is one)
    return true;
  }

  // R5: chooses the next allowed option of the level's item and goes one level deeper.
  bool try_option_at(std::uint32_t level) {
    Engine::Level& at = engine_.levels[level];
    while (at.cursor < at.end && !engine_.allowed[engine_.item_option[at.cursor]]) ++at.cursor;
    if (at.cursor == at.end) return false;
    const std::uint32_t o = engine_.item_option[at.cursor++];
    ++at.taken;
    engine_.path[level] = o;
    engine_.choose(o);
    depth_ = level + 1;
    return true;
  }

  // Backs up to the nearest level with an option left, forbidding each option tried (R5) and
  // allowing them again when a level is done (R6). False when the tree is exhausted.
  bool try_next_option() {
    while (depth_ > 0) {
      const std::uint32_t level = depth_ - 1;
      const std::uint32_t o = engine_.path[level];
      engine_.unchoose(o);
      forbid(o);
      depth_ = level;
      if (try_option_at(level)) return true;
      allow_down_to(engine_.levels[level].forbidden_mark);
    }
    return false;
  }

  void unwind() {
    while (depth_ > 0) {
      --depth_;
      engine_.unchoose(engine_.path[depth_]);
      allow_down_to(engine_.levels[depth_].forbidden_mark);
    }
  }

  void forbid(std::uint32_t option) {
    engine_.allowed[option] = 0;
    engine_.forbidden[engine_.forbidden_size++] = option;
  }

  void allow_down_to(std::size_t mark) {
    while (engine_.forbidden_size > mark)
      engine_.allowed[engine_.forbidden[--engine_.forbidden_size]] = 1;
  }

  // Returns false when the search must stop after this cover: path_[0, length) are its options.
  bool visit_cover(std::uint32_t length) {
    ++stats_.solutions;
    if (visit_ != nullptr) {
      engine_.solution.clear();  // within the capacity reserved by the solver: no allocation
      for (std::size_t k = 0; k < forced_; ++k) engine_.solution.push_back(limits_.forced[k]);
      for (std::uint32_t k = 0; k < length; ++k) {
        engine_.solution.push_back(OptionId{static_cast<std::int32_t>(engine_.path[k])});
      }
      if ((*visit_)(SolutionView(engine_.solution)) == VisitControl::kStop) {
        status_ = SearchStatus::kStoppedByVisitor;
        return false;
      }
    }
    if (limits_.max_solutions != 0 && stats_.solutions >= limits_.max_solutions) {
      status_ = SearchStatus::kSolutionLimit;
      return false;
    }
    return true;
  }

  // Knuth's estimate for the tree of the current size: the branches finished at each level of
  // the path, each weighted by the share of the tree its level stands for.
  double fraction_done() const {
    double done = 0.0;
    double share = 1.0;
    for (std::uint32_t level = 0; level < depth_; ++level) {
      const Engine::Level& at = engine_.levels[level];
      const double branches = std::max<std::uint32_t>(at.branches, 1);
      done += share * (at.taken - 1) / branches;
      share /= branches;
    }
    return std::min(done, 1.0);
  }

  Engine& engine_;
  const SolutionVisitor* visit_;
  const SearchLimits& limits_;
  detail::SearchControl control_;
  detail::SearchMonitor monitor_;
  SearchStatus status_ = SearchStatus::kComplete;
  SearchStats stats_;
  std::uint32_t depth_ = 0;  // levels on the path, each with its option chosen
  std::size_t forced_ = 0;   // forced options chosen
  bool just_descended_ = false;
};

}  // namespace

MinimumCoverSolver::MinimumCoverSolver(const Problem& problem)
    : problem_(&problem), engine_(std::make_unique<detail::MinimumCoverEngine>(problem)) {}
MinimumCoverSolver::~MinimumCoverSolver() = default;
MinimumCoverSolver::MinimumCoverSolver(MinimumCoverSolver&&) noexcept = default;
MinimumCoverSolver& MinimumCoverSolver::operator=(MinimumCoverSolver&&) noexcept = default;

MinimumCoverResult MinimumCoverSolver::search(const SolutionVisitor& visit,
                                              const SearchLimits& limits) {
  detail::check_limit_options(limits, problem_->option_count());
  // Excluded options would need their own bookkeeping in the bound; refused rather than ignored.
  if (!limits.excluded.empty()) {
    throw std::invalid_argument("MinimumCoverSolver does not take SearchLimits::excluded");
  }
  // Reserved here, before the search, so that visiting a cover never allocates.
  engine_->solution.reserve(limits.forced.size() + engine_->path.size());
  return MinimumCoverSearch(*engine_, visit ? &visit : nullptr, limits).run();
}

MinimumCoverResult MinimumCoverSolver::count(const SearchLimits& limits) {
  return search(SolutionVisitor{}, limits);
}

MinimumCoverResult MinimumCoverSolver::first(const SearchLimits& limits) {
  SearchLimits one = limits;
  one.max_solutions = 1;
  std::vector<OptionId> cover;
  MinimumCoverResult answer = search(
      [&cover](SolutionView solution) {
        cover.assign(solution.begin(), solution.end());
        return VisitControl::kContinue;
      },
      one);
  answer.options = std::move(cover);
  return answer;
}

}  // namespace dlx
