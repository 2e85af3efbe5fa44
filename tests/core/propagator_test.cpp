// Propagators (dlx/propagator.hpp): the bitset engine runs a model's propagators with
// Propagation::kColors on sparse lanes, shows them the options chosen on the path, removes what
// they name and puts it back on the way back, and ends a branch they find dead. The rules here
// break a propagator's contract on purpose (they remove options of some solutions), so that the
// counts show what ran: with the contract kept, nothing a test could count would change.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <memory>
#include <string>
#include <vector>

namespace dlx::propagator_test {
namespace {

// `singles` items of one option each (forced moves), and x and y of two options each: four
// solutions. By default more than 96 primary items, where the engine keeps sparse lanes anyway.
struct TwoChoices {
  Problem problem;
  OptionId x1, x2, y1, y2;
};

TwoChoices two_choices(int singles = 96) {
  TwoChoices out;
  std::vector<ItemId> single;
  for (int k = 0; k < singles; ++k)
    single.push_back(out.problem.add_primary("s" + std::to_string(k)));
  const ItemId x = out.problem.add_primary("x");
  const ItemId y = out.problem.add_primary("y");
  for (const ItemId item : single) out.problem.add_option({OptionEntry(item)});
  out.x1 = out.problem.add_option({OptionEntry(x)});
  out.x2 = out.problem.add_option({OptionEntry(x)});
  out.y1 = out.problem.add_option({OptionEntry(y)});
  out.y2 = out.problem.add_option({OptionEntry(y)});
  return out;
}

// Once `when` is chosen, `then` goes; `dead`, once chosen, ends the branch.
class Rule final : public Propagator {
 public:
  Rule(std::vector<OptionId> watched, OptionId when, OptionId then, OptionId dead)
      : watched_(std::move(watched)), when_(when), then_(then), dead_(dead) {}
  std::span<const OptionId> watched() const override { return watched_; }
  bool propagate(const LiveOptions& live, std::vector<OptionId>& gone) const override {
    if (dead_.valid() && live.chosen(dead_)) return false;
    if (live.chosen(when_) && live.contains(then_)) gone.push_back(then_);
    return true;
  }

 private:
  std::vector<OptionId> watched_;
  OptionId when_, then_, dead_;
};

std::uint64_t count(const Problem& problem, Propagation propagation, unsigned threads = 1) {
  SolverOptions options;
  options.propagation = propagation;
  options.memo = Memo::kOff;  // the memoized count runs no propagators
  SearchLimits limits;
  limits.threads = threads;
  return Solver(problem, options).count(limits).stats.solutions;
}

TEST(Propagators, RunWithColorsOnlySeeTheChosenOptionsAndAreUndoneOnTheWayBack) {
  TwoChoices m = two_choices();
  const std::vector<OptionId> all = {m.x1, m.x2, m.y1, m.y2};
  m.problem.add_propagator(std::make_shared<const Rule>(all, m.x1, m.y1, OptionId{}));
  // x1 y2, x2 y1, x2 y2: y1 is back once x1 is undone (two if it were not).
  EXPECT_EQ(count(m.problem, Propagation::kColors), 3u);
  EXPECT_EQ(count(m.problem, Propagation::kAll), 3u);
  EXPECT_EQ(count(m.problem, Propagation::kColors, 2), 3u);
  // Not run without propagation, nor with implied items alone, nor on the dancing links.
  EXPECT_EQ(count(m.problem, Propagation::kNone), 4u);
  EXPECT_EQ(count(m.problem, Propagation::kImplied), 4u);
  SolverOptions links;
  links.propagation = Propagation::kColors;
  links.engine = EngineKind::kLinks;
  links.memo = Memo::kOff;
  EXPECT_EQ(Solver(m.problem, links).count().stats.solutions, 4u);
}

TEST(Propagators, RunOnSmallProblemsToo) {
  // A problem small enough for the bitset engine's faster steps takes the sparse lanes, where
  // propagators run, once it has propagators and propagation through colors is asked for.
  TwoChoices m = two_choices(2);
  const std::vector<OptionId> all = {m.x1, m.x2, m.y1, m.y2};
  m.problem.add_propagator(std::make_shared<const Rule>(all, m.x1, m.y1, OptionId{}));
  EXPECT_EQ(count(m.problem, Propagation::kColors), 3u);
  EXPECT_EQ(count(m.problem, Propagation::kNone), 4u);
}

TEST(Propagators, ADeadEndEndsTheBranch) {
  TwoChoices m = two_choices();
  const std::vector<OptionId> all = {m.x1, m.x2, m.y1, m.y2};
  m.problem.add_propagator(std::make_shared<const Rule>(all, m.x1, m.y1, m.x2));
  EXPECT_EQ(count(m.problem, Propagation::kColors), 1u);  // x1 y2
}

TEST(Propagators, WatchingAnOptionTheProblemLacksIsAModelError) {
  TwoChoices m = two_choices();
  const std::vector<OptionId> bad = {OptionId{1000}};
  EXPECT_THROW(m.problem.add_propagator(std::make_shared<const Rule>(bad, m.x1, m.y1, OptionId{})),
               ModelError);
  EXPECT_THROW(m.problem.add_propagator(nullptr), ModelError);
}

}  // namespace
}  // namespace dlx::propagator_test
