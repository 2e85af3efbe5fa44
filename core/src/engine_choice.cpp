#include "engine_choice.hpp"

#include "bitset_engine.hpp"
#include "bitset_model.hpp"
#include "links_engine.hpp"
#include "propagator_watches.hpp"
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
      const bool colors_wanted =
          options.propagation == Propagation::kColors || options.propagation == Propagation::kAll;
      // Only the sparse lanes run propagators: a small model that has some takes them rather
      // than the faster steps its size would choose, or its propagators would never run (a 4x4
      // chaos construction then sorted every labelling of its regions at the end: 19 s, not 0.1).
      const auto steps = colors_wanted && !problem.propagators().empty()
                             ? BitsetModel::Steps::kSparseLanes
                             : BitsetModel::Steps::kAuto;
      auto model = std::make_shared<const BitsetModel>(problem, options.seed, steps, watch);
      // Supports through colors and the model's propagators go together (--propagate colors).
      const bool colors = colors_wanted && model->sparse_lanes();
      std::shared_ptr<const SupportClauses> supports;
      if (colors) supports = std::make_shared<const SupportClauses>(problem, *model, watch);
      std::shared_ptr<const PropagatorWatches> propagators;
      if (colors && !problem.propagators().empty()) {
        propagators = std::make_shared<const PropagatorWatches>(problem, *model);
      }
      return std::make_unique<BitsetEngine>(std::move(model), options.propagation,
                                            std::move(supports), std::move(propagators));
    }
    case EngineKind::kAuto:  // chosen_engine never says auto
    case EngineKind::kLinks:
      break;
  }
  return std::make_unique<LinksEngine>(problem, options.seed, watch);
}

}  // namespace detail
}  // namespace dlx
