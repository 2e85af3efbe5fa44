// Reasoning on one region of cells that must be orthogonally connected, shared by the
// propagators of chaos construction's regions (chaos_propagator.hpp) and of connected values
// (connected_propagator.hpp). At a node of the search each cell of the region's space is out of
// it, in it, or still either; what the narrowing deduces holds in every connected region that
// agrees with the node:
//
//   reachability   the cells already in (the core) must join through cells that may be in: a
//                  core cell that cannot reach the others is a dead end; a cell that cannot reach
//                  the core is out, and with a size, so is one whose shortest way to the core
//                  needs more cells than the region has left (0-1 breadth-first search). A size
//                  needs as many cells reachable: fewer is a dead end, exactly as many are all in.
//   no core yet    a component of the possible cells too small to hold the region is out; none
//                  large enough is a dead end (the region is never empty).
//   lone door      a piece of the core that must grow (smaller than the size; without one, not
//                  the whole core) with one cell beside it that may be in (its door): the door is
//                  in (no door: a dead end).
#pragma once

#include <cstdint>
#include <vector>

namespace dlx::sudoku {

enum class RegionMembership : std::uint8_t { kOut, kMaybe, kIn };

// Narrows `state` (one per cell of the space; `neighbours[k]` the positions beside position k):
// some kMaybe become kOut or kIn. `size`: the region's cells, 0 for any number of them. False at
// a dead end (no connected region of that size agrees with the state).
bool narrow_connected_region(const std::vector<std::vector<int>>& neighbours, int size,
                             std::vector<RegionMembership>& state);

// Whether the cells marked in `in` (a position per cell of the space) are one non-empty
// orthogonally connected piece of `size` cells (any number for 0).
bool is_connected_region(const std::vector<std::vector<int>>& neighbours, int size,
                         const std::vector<char>& in);

}  // namespace dlx::sudoku
