#include "engine_choice.hpp"

#include "bitset_engine.hpp"
#include "bitset_model.hpp"
#include "links_engine.hpp"
#include "support_clauses.hpp"

namespace dlx {
namespace {

constexpr EngineEntry kEngines[] = {
    {EngineKind::kLinks, "links", "dancing links", detail::LinksEngine::memory_needed},
    {EngineKind::kBitset, "bitset", "bitsets of available options",
     detail::BitsetEngine::memory_needed},
};

}  // namespace

std::span<const EngineEntry> all_engines() {
  return kEngines;
}

namespace detail {

EngineKind chosen_engine(const Problem& problem, const SolverOptions& options) {
  switch (options.engine) {
    case EngineKind::kLinks:
      return EngineKind::kLinks;
    case EngineKind::kAuto:
    case EngineKind::kBitset:
      // Problems with multiplicities, or whose masks would be too large, run on the links even
      // when the bitsets are asked for (BitsetModel::suits).
      return BitsetModel::suits(problem) ? EngineKind::kBitset : EngineKind::kLinks;
  }
  return EngineKind::kLinks;
}

const EngineEntry& engine_entry(EngineKind kind) {
  for (const EngineEntry& engine : kEngines) {
    if (engine.kind == kind) return engine;
  }
  return kEngines[0];
}

std::unique_ptr<Engine> make_engine(const Problem& problem, const SolverOptions& options) {
  const BuildWatch watch(options);
  switch (chosen_engine(problem, options)) {
    case EngineKind::kBitset: {
      auto model = std::make_shared<const BitsetModel>(problem, options.seed,
                                                       BitsetModel::Steps::kAuto, watch);
      std::shared_ptr<const SupportClauses> supports;
      if ((options.propagation == Propagation::kColors ||
           options.propagation == Propagation::kAll) &&
          model->steps() == BitsetModel::Steps::kSparseLanes) {
        supports = std::make_shared<const SupportClauses>(problem, *model, watch);
      }
      return std::make_unique<BitsetEngine>(std::move(model), options.propagation,
                                            std::move(supports));
    }
    case EngineKind::kAuto:  // chosen_engine never says auto
    case EngineKind::kLinks:
      break;
  }
  return std::make_unique<LinksEngine>(problem, options.seed, watch);
}

}  // namespace detail
}  // namespace dlx
