#include "engine_choice.hpp"

#include "bitset_engine.hpp"
#include "bitset_model.hpp"
#include "links_engine.hpp"

namespace dlx::detail {

std::unique_ptr<Engine> make_engine(const Problem& problem, const SolverOptions& options) {
  const BuildWatch watch(options);
  const bool bitset = options.engine != EngineKind::kLinks && BitsetModel::suits(problem);
  if (bitset) {
    return std::make_unique<BitsetEngine>(
        std::make_shared<const BitsetModel>(problem, options.seed, BitsetModel::Steps::kAuto,
                                            watch),
        options.propagation == Propagation::kImplied);
  }
  return std::make_unique<LinksEngine>(problem, options.seed, watch);
}

}  // namespace dlx::detail
