#include "encoders/polyomino/burnside_count.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace dlx::polyomino {
namespace {

// A cycle of pieces under <g> (one piece, or a one-sided piece and its mirror image under a
// mirror), with the bounds the model puts on how often each of its pieces is used: an invariant
// tiling uses every piece of a cycle equally often.
struct PieceCycle {
  char name = '?';       // of its first piece, for the items' names
  bool bounded = false;  // false: the piece has no item, the cells alone keep its count right
  std::uint32_t lower = 0;
  std::uint32_t upper = 0;
};

// An orbit of placements whose placements are pairwise disjoint: an option of a fix(g) model.
struct Orbit {
  std::vector<int> cells;  // the union of its placements' cells, sorted
  // For each cycle it uses: how many times it uses each piece of the cycle (its weight).
  std::vector<std::pair<int, std::uint32_t>> weights;
};

// How one cycle's uses are split among orbit sizes in one model: n[w] orbits of weight w >= 2,
// and the bounds left for the orbits of weight 1.
struct Split {
  std::map<std::uint32_t, std::uint32_t> orbits_of_weight;
  std::uint32_t single_lower = 0;
  std::uint32_t single_upper = 0;
};

// `forced_piece` (or -1) is used exactly once whatever its item says (a term of the restricted
// count, below).
std::vector<PieceCycle> piece_cycles(const PolyominoModel& model, const TilingSymmetry& symmetry,
                                     int forced_piece, std::vector<int>& cycle_of_piece) {
  const std::size_t count = model.pieces.pieces.size();
  cycle_of_piece.assign(count, -1);
  std::vector<PieceCycle> cycles;
  for (std::size_t p = 0; p < count; ++p) {
    if (cycle_of_piece[p] >= 0) continue;
    const int index = static_cast<int>(cycles.size());
    for (auto q = p; cycle_of_piece[q] < 0; q = static_cast<std::size_t>(symmetry.piece_image[q])) {
      cycle_of_piece[q] = index;
    }
    PieceCycle cycle;
    cycle.name = model.pieces.pieces[p].name;
    const ItemId item = model.piece_item[p];
    cycle.bounded = item.valid();
    if (cycle.bounded) {
      const Problem& problem = model.problem;
      if (problem.item_kind(item) == ItemKind::kSecondary) {
        cycle.upper = 1;
      } else {
        cycle.lower = problem.multiplicity(item).lower;
        cycle.upper = problem.multiplicity(item).upper;
      }
    }
    if (static_cast<int>(p) == forced_piece) {
      cycle.bounded = true;
      cycle.lower = 1;
      cycle.upper = 1;
    }
    cycles.push_back(cycle);
  }
  return cycles;
}

// The orbits of the placements under <g> that can be part of an invariant tiling: pairwise
// disjoint, none using a piece more often than its bounds allow, and each of their placements
// `allowed` (an option of the model; the restricted piece's placements that the model left out
// are not allowed either).
std::vector<Orbit> disjoint_orbits(const PolyominoModel& model, const TilingSymmetry& symmetry,
                                   const std::vector<PieceCycle>& cycles,
                                   const std::vector<int>& cycle_of_piece,
                                   const std::function<bool(std::size_t)>& allowed,
                                   const std::function<void()>& check) {
  const std::vector<Placement>& placements = model.placement_of_option;
  std::map<std::pair<int, std::vector<int>>, std::size_t> index_of;
  for (std::size_t k = 0; k < placements.size(); ++k) {
    index_of.emplace(std::make_pair(placements[k].piece, placements[k].cells), k);
  }
  std::vector<int> cycle_size(cycles.size(), 0);
  for (int cycle : cycle_of_piece) ++cycle_size[static_cast<std::size_t>(cycle)];

  std::vector<bool> seen(placements.size(), false);
  std::vector<bool> covered(model.board.cells().size(), false);
  std::vector<Orbit> orbits;
  std::vector<std::size_t> members;
  for (std::size_t start = 0; start < placements.size(); ++start) {
    if (check && start % 4096 == 0) check();
    if (seen[start]) continue;
    members.clear();
    bool all_allowed = true;
    for (std::size_t k = start; !seen[k];) {
      seen[k] = true;
      members.push_back(k);
      all_allowed = all_allowed && allowed(k);
      std::vector<int> image;
      for (int cell : placements[k].cells) {
        image.push_back(symmetry.cell_image[static_cast<std::size_t>(cell)]);
      }
      std::sort(image.begin(), image.end());
      const int piece = symmetry.piece_image[static_cast<std::size_t>(placements[k].piece)];
      // A motion of the board maps a placement to a placement; the model has each one but those
      // of the restricted piece it left out.
      const auto next = index_of.find(std::make_pair(piece, std::move(image)));
      if (next == index_of.end()) {
        all_allowed = false;
        break;
      }
      k = next->second;
    }
    if (!all_allowed) continue;
    Orbit orbit;
    bool disjoint = true;
    std::map<int, std::uint32_t> uses;
    for (std::size_t k : members) {
      for (int cell : placements[k].cells) {
        disjoint = disjoint && !covered[static_cast<std::size_t>(cell)];
        covered[static_cast<std::size_t>(cell)] = true;
        orbit.cells.push_back(cell);
      }
      ++uses[cycle_of_piece[static_cast<std::size_t>(placements[k].piece)]];
    }
    for (int cell : orbit.cells) covered[static_cast<std::size_t>(cell)] = false;
    if (!disjoint) continue;
    bool within_bounds = true;
    for (const auto& [cycle, used] : uses) {
      // Each piece of the cycle appears equally often in the orbit (g permutes them cyclically).
      const auto weight =
          used / static_cast<std::uint32_t>(cycle_size[static_cast<std::size_t>(cycle)]);
      const PieceCycle& bounds = cycles[static_cast<std::size_t>(cycle)];
      if (bounds.bounded && weight > bounds.upper) within_bounds = false;
      orbit.weights.emplace_back(cycle, weight);
    }
    if (!within_bounds) continue;
    std::sort(orbit.cells.begin(), orbit.cells.end());
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

// Every way of choosing n[w] for the weights w >= 2 of `weights` with sum of w n[w] within the
// cycle's upper bound, each with the bounds left for weight 1. Splits that leave weight 1 a
// positive lower bound with no orbit of weight 1 count nothing and are left out.
void add_splits(const PieceCycle& cycle, const std::vector<std::uint32_t>& weights,
                bool has_singles, std::size_t next, std::uint32_t used, Split& split,
                std::vector<Split>& out) {
  if (next == weights.size()) {
    Split done = split;
    done.single_upper = cycle.upper - used;
    done.single_lower = cycle.lower > used ? cycle.lower - used : 0;
    if (!has_singles && done.single_lower > 0) return;
    out.push_back(std::move(done));
    return;
  }
  const std::uint32_t weight = weights[next];
  for (std::uint32_t n = 0; used + n * weight <= cycle.upper; ++n) {
    split.orbits_of_weight[weight] = n;
    add_splits(cycle, weights, has_singles, next + 1, used + n * weight, split, out);
  }
  split.orbits_of_weight.erase(weight);
}

// One fix(g) model: the cycles' items as `choice` splits them, then the cells; an option per
// orbit that the split allows.
std::shared_ptr<const Problem> fixed_model(const PolyominoModel& model,
                                           const std::vector<PieceCycle>& cycles,
                                           const std::vector<Orbit>& orbits,
                                           const std::vector<const Split*>& choice) {
  auto problem = std::make_shared<Problem>();
  // item_of[cycle][weight]: its item, or invalid when orbits of that weight are excluded.
  std::vector<std::map<std::uint32_t, ItemId>> item_of(cycles.size());
  std::vector<std::set<std::uint32_t>> excluded(cycles.size());
  for (std::size_t c = 0; c < cycles.size(); ++c) {
    if (choice[c] == nullptr) continue;  // unbounded
    const Split& split = *choice[c];
    auto add = [&](std::uint32_t weight, std::uint32_t lower, std::uint32_t upper) {
      if (upper == 0) {
        excluded[c].insert(weight);
        return;
      }
      const std::string name = fmt::format("{}x{}", cycles[c].name, weight);
      ItemId item;
      if (lower == 1 && upper == 1) {
        item = problem->add_primary(name);
      } else if (lower == 0 && upper == 1) {
        item = problem->add_secondary(name);
      } else {
        item = problem->add_primary(name, Multiplicity{lower, upper});
      }
      item_of[c][weight] = item;
    };
    add(1, split.single_lower, split.single_upper);
    for (const auto& [weight, n] : split.orbits_of_weight) add(weight, n, n);
  }
  std::vector<ItemId> cell_item;
  const Board& board = model.board;
  for (const Cell& cell : board.cells()) {
    cell_item.push_back(problem->add_primary(board.geometry().item_name(cell)));
  }
  std::vector<OptionEntry> entries;
  for (const Orbit& orbit : orbits) {
    entries.clear();
    bool allowed = true;
    for (const auto& [cycle, weight] : orbit.weights) {
      const auto c = static_cast<std::size_t>(cycle);
      if (choice[c] == nullptr) continue;
      if (excluded[c].count(weight) != 0) allowed = false;
      const auto item = item_of[c].find(weight);
      if (item != item_of[c].end()) entries.emplace_back(item->second);
    }
    if (!allowed) continue;
    for (int cell : orbit.cells) entries.emplace_back(cell_item[static_cast<std::size_t>(cell)]);
    problem->add_option(entries);
  }
  return problem;
}

// One term of the count: the tilings that `symmetry` fixes among those whose placements are all
// `allowed`, with `forced_piece` used exactly once, counted `weight` times. Adds its models to
// `out`, one per way of splitting copies among orbit sizes; false when they would be more than
// kMaxModelsPerSymmetry.
struct Term {
  const TilingSymmetry* symmetry = nullptr;
  std::function<bool(std::size_t)> allowed;
  int forced_piece = -1;
  std::uint64_t weight = 1;
};

bool add_term(const PolyominoModel& model, const Term& term, const std::function<void()>& check,
              BurnsideModels& out) {
  std::vector<int> cycle_of_piece;
  const std::vector<PieceCycle> cycles =
      piece_cycles(model, *term.symmetry, term.forced_piece, cycle_of_piece);
  const std::vector<Orbit> orbits =
      disjoint_orbits(model, *term.symmetry, cycles, cycle_of_piece, term.allowed, check);

  // The splits of each bounded cycle among the weights its orbits have.
  std::vector<std::vector<Split>> splits(cycles.size());
  std::size_t models = 1;
  for (std::size_t c = 0; c < cycles.size(); ++c) {
    if (!cycles[c].bounded) continue;
    std::set<std::uint32_t> weights;
    bool has_singles = false;
    for (const Orbit& orbit : orbits) {
      for (const auto& [cycle, weight] : orbit.weights) {
        if (static_cast<std::size_t>(cycle) != c) continue;
        if (weight == 1) has_singles = true;
        if (weight > 1) weights.insert(weight);
      }
    }
    Split split;
    add_splits(cycles[c], std::vector<std::uint32_t>(weights.begin(), weights.end()), has_singles,
               0, 0, split, splits[c]);
    // No split at all: no invariant tiling, the term is 0.
    models *= splits[c].size();
    if (models > kMaxModelsPerSymmetry) return false;
  }
  if (models == 0) return true;

  // One model per choice of a split for every bounded cycle (an odometer over them).
  std::vector<std::size_t> at(cycles.size(), 0);
  for (;;) {
    std::vector<const Split*> choice(cycles.size(), nullptr);
    for (std::size_t c = 0; c < cycles.size(); ++c) {
      if (cycles[c].bounded) choice[c] = &splits[c][at[c]];
    }
    out.models.push_back({fixed_model(model, cycles, orbits, choice), term.weight});
    std::size_t c = 0;
    for (; c < cycles.size(); ++c) {
      if (!cycles[c].bounded) continue;
      if (++at[c] < splits[c].size()) break;
      at[c] = 0;
    }
    if (c == cycles.size()) break;
  }
  return true;
}

}  // namespace

std::optional<BurnsideModels> burnside_models(const PolyominoModel& model,
                                              const std::function<void()>& check) {
  BurnsideModels result;
  result.group_order = model.symmetries.size();
  const auto order = static_cast<std::uint64_t>(result.group_order);
  const int restricted = model.restricted_piece;
  // Both live as long as the terms, whose filters call them.
  auto piece_of = [&model](std::size_t option) { return model.placement_of_option[option].piece; };
  auto symmetric = [&model](std::size_t option) {
    return !model.stabilizer_of_option[option].empty();
  };
  std::vector<Term> terms;
  if (restricted < 0) {
    // Every placement, every symmetry: (1/|G|) sum over g of fix(g).
    for (const TilingSymmetry& symmetry : model.symmetries) {
      terms.push_back({&symmetry, [](std::size_t) { return true; }, -1, 1});
    }
  } else {
    // The tilings that use a kept placement r of the restricted piece p: one class per orbit of
    // the stabilizer H_r among them (docs/polyomino.md), that is (1/|H_r|) sum over h in H_r of
    // the tilings using r that h fixes; counted |G| times, as |G|/|H_r| times that sum. Those
    // with an r that only the identity fixes make one model: p kept to those placements.
    terms.push_back({&model.symmetries.front(),
                     [&piece_of, &symmetric, restricted](std::size_t option) {
                       return piece_of(option) != restricted || !symmetric(option);
                     },
                     restricted, order});
    for (std::size_t r = 0; r < model.placement_of_option.size(); ++r) {
      if (piece_of(r) != restricted || !symmetric(r)) continue;
      const std::vector<int>& stabilizer = model.stabilizer_of_option[r];
      const std::uint64_t weight = order / (stabilizer.size() + 1);
      auto only_r = [&piece_of, restricted, r](std::size_t option) {
        return piece_of(option) != restricted || option == r;
      };
      terms.push_back({&model.symmetries.front(), only_r, restricted, weight});
      for (int h : stabilizer) {
        terms.push_back(
            {&model.symmetries[static_cast<std::size_t>(h)], only_r, restricted, weight});
      }
    }
    // With --at-most-once, the tilings without p: every symmetry, as above.
    if (model.options.at_most_once) {
      auto without_p = [&piece_of, restricted](std::size_t option) {
        return piece_of(option) != restricted;
      };
      for (const TilingSymmetry& symmetry : model.symmetries) {
        terms.push_back({&symmetry, without_p, -1, 1});
      }
    }
  }
  for (const Term& term : terms) {
    if (!add_term(model, term, check, result)) return std::nullopt;
    if (result.models.size() > kMaxBurnsideModels) return std::nullopt;
  }
  return result;
}

}  // namespace dlx::polyomino
