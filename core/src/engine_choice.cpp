#include "engine_choice.hpp"

#include "bitset_engine.hpp"
#include "bitset_model.hpp"
#include "links_engine.hpp"
#include "support_clauses.hpp"

namespace dlx::detail {

bool uses_bitsets(const Problem& problem, const SolverOptions& options) {
  // Problems with multiplicities, or whose masks would be too large, run on the links even when
  // the bitsets are asked for (BitsetModel::suits).
  return options.engine != EngineKind::kLinks && BitsetModel::suits(problem);
}

std::unique_ptr<Engine> make_engine(const Problem& problem, const SolverOptions& options) {
  const BuildWatch watch(options);
  if (uses_bitsets(problem, options)) {
    auto model = std::make_shared<const BitsetModel>(problem, options.seed,
                                                     BitsetModel::Steps::kAuto, watch);
    std::shared_ptr<const SupportClauses> supports;
    if ((options.propagation == Propagation::kColors || options.propagation == Propagation::kAll) &&
        model->steps() == BitsetModel::Steps::kSparseLanes) {
      supports = std::make_shared<const SupportClauses>(problem, *model, watch);
    }
    return std::make_unique<BitsetEngine>(std::move(model), options.propagation,
                                          std::move(supports));
  }
  return std::make_unique<LinksEngine>(problem, options.seed, watch);
}

}  // namespace dlx::detail
