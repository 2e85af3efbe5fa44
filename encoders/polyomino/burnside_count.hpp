// Counting tilings up to symmetry by Burnside's lemma, so that --distinct --count goes through the
// memoized count instead of visiting every tiling:
//
//   classes = (1/|G|) * sum over g in G of fix(g),
//
// where fix(g) is the number of tilings that g maps onto themselves. Such a tiling is a union of
// <g>-orbits of placements (a placement in it brings its images along), so fix(g) is itself an
// exact-cover count: the items are the cells, and an option is an orbit whose placements are
// pairwise disjoint (its cells are their union). An orbit of k placements uses its piece k times
// (for one-sided pieces that a mirror swaps, k/2 times each of the two): a piece used once takes
// only orbits of one placement; a piece with copies c takes orbits of several sizes, whose sizes
// must add up to c (at most c with --at-most-once). The engine's items count options, not weights,
// so each way of splitting c among the sizes above one is a model of its own (an item per size,
// covered exactly that many times), and fix(g) is the sum of their counts. A piece without an item
// (the cells alone keep its count right) puts no bound on its orbits.
//
// Each term is counted by Solver::count, which caches subproblems (Algorithm Z) when that pays:
// 258,584,046,368 domino tilings of 10x10 and their classes up to the 8 symmetries of the square
// are counted, where the filter (counts_for_its_class) would visit every tiling.
#pragma once

#include <dlx/problem.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "encoders/polyomino/polyomino_model.hpp"

namespace dlx::polyomino {

// Past this many models for one symmetry (the ways of splitting the copies of pieces among orbit
// sizes multiply), the count is left to the filter.
inline constexpr std::size_t kMaxModelsPerSymmetry = 64;
// And past this many in all: the models are kept until counted (the 48 motions of the cube, each
// with splits, and each symmetric kept placement with its stabilizer, could make thousands).
inline constexpr std::size_t kMaxBurnsideModels = 512;

struct BurnsideModels {
  struct Weighted {
    std::shared_ptr<const Problem> problem;
    std::uint64_t weight = 1;
  };
  // The counts of these problems, each times its weight, add up to |G| times the number of
  // classes.
  std::vector<Weighted> models;
  std::size_t group_order = 1;
};

// The models of the count of classes for a model built with --distinct: with every placement
// kept (no piece restricted), Burnside's lemma over the whole group. With a piece p restricted to
// one placement r per orbit (Knuth's way, polyomino_model.hpp), the tilings using an r that only
// the identity fixes are one class each (one model: p kept to those r), and those using an r
// that a subgroup H_r fixes make (1/|H_r|) sum over h in H_r of fix_h (Burnside's lemma within
// H_r, with p forced to r); with --at-most-once, the tilings without p count by Burnside's lemma
// over the whole group. So the count needs no filter, and its models are no larger than the
// restricted one. nullopt when a term needs more than kMaxModelsPerSymmetry models, or all of
// them more than kMaxBurnsideModels. `check` as in build_model.
std::optional<BurnsideModels> burnside_models(const PolyominoModel& model,
                                              const std::function<void()>& check = {});

}  // namespace dlx::polyomino
