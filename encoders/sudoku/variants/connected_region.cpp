#include "encoders/sudoku/variants/connected_region.hpp"

#include <algorithm>
#include <deque>
#include <limits>

namespace dlx::sudoku {
namespace {

using Membership = RegionMembership;
using Neighbours = std::vector<std::vector<int>>;

// The buffers of one narrowing. The propagators run it at every node of the search, for every
// label of a chaos construction: allocating them there took a fifth of the search's time (perf on
// Cavernous Construction). Each thread keeps its own, which keep their capacity from call to
// call; their contents live within one call.
struct Scratch {
  std::vector<char> seen;
  std::vector<int> piece;  // a component of the possible cells, or a piece of the core
  std::vector<int> doors;
  std::vector<int> lone_doors;
  std::vector<int> core;
  std::vector<int> distance;
  std::deque<int> queue;
};

Scratch& scratch() {
  thread_local Scratch buffers;
  return buffers;
}

// A label with no cell in yet: the components of its possible cells smaller than `need` are out;
// none as large is a dead end.
bool keep_large_components(const Neighbours& neighbours, int need, std::vector<Membership>& state) {
  const std::size_t cells = state.size();
  std::vector<char>& seen = scratch().seen;
  seen.assign(cells, 0);
  std::vector<int>& component = scratch().piece;
  bool room = false;
  for (std::size_t start = 0; start < cells; ++start) {
    if (seen[start] || state[start] == Membership::kOut) continue;
    component.assign(1, static_cast<int>(start));
    seen[start] = 1;
    for (std::size_t k = 0; k < component.size(); ++k) {
      for (int next : neighbours[static_cast<std::size_t>(component[k])]) {
        const auto n = static_cast<std::size_t>(next);
        if (seen[n] || state[n] == Membership::kOut) continue;
        seen[n] = 1;
        component.push_back(next);
      }
    }
    if (static_cast<int>(component.size()) >= need) {
      room = true;
      continue;
    }
    for (int cell : component) state[static_cast<std::size_t>(cell)] = Membership::kOut;
  }
  return room;
}

// The piece of the core around `start` (its cells marked in `seen`, counted in `piece_size`)
// and its doors (in `doors`).
void doors_of_piece(const Neighbours& neighbours, int start, const std::vector<Membership>& state,
                    std::vector<char>& seen, int& piece_size, std::vector<int>& doors) {
  std::vector<int>& piece = scratch().piece;
  piece.assign(1, start);
  seen[static_cast<std::size_t>(start)] = 1;
  doors.clear();
  for (std::size_t k = 0; k < piece.size(); ++k) {
    for (int next : neighbours[static_cast<std::size_t>(piece[k])]) {
      const auto n = static_cast<std::size_t>(next);
      if (state[n] == Membership::kMaybe) {
        if (std::find(doors.begin(), doors.end(), next) == doors.end()) doors.push_back(next);
      } else if (state[n] == Membership::kIn && !seen[n]) {
        seen[n] = 1;
        piece.push_back(next);
      }
    }
  }
  piece_size = static_cast<int>(piece.size());
}

// Each piece of the core smaller than `need` grows through its doors: none is a dead end, one
// must be taken. Every piece is found before any door is taken: a door taken on the way joins its
// piece to the others beside it, and the piece found next then ran into cells already seen, left
// them out, and looked smaller, with fewer doors, than it was (on the empty 4x4 chaos
// construction with boxes, r1c3 taken as the lone door of r1c4 joined r1c2 and r2c3; the piece of
// r2c3 read as {r2c3, r1c3} with the one door r2c2, which was taken into a region it was not in:
// 6 of the 8,688 solutions lost).
bool through_doors(const Neighbours& neighbours, const std::vector<int>& core, int need,
                   std::vector<Membership>& state) {
  std::vector<char>& seen = scratch().seen;
  seen.assign(state.size(), 0);
  std::vector<int>& lone_doors = scratch().lone_doors;
  lone_doors.clear();
  std::vector<int>& doors = scratch().doors;
  for (int start : core) {
    if (seen[static_cast<std::size_t>(start)]) continue;
    int piece_size = 0;
    doors_of_piece(neighbours, start, state, seen, piece_size, doors);
    if (piece_size >= need) continue;
    if (doors.empty()) return false;
    if (doors.size() == 1) lone_doors.push_back(doors.front());
  }
  for (int door : lone_doors) state[static_cast<std::size_t>(door)] = Membership::kIn;
  return true;
}

}  // namespace

bool narrow_connected_region(const Neighbours& neighbours, int size,
                             std::vector<Membership>& state) {
  const std::size_t cells = state.size();
  std::vector<int>& core = scratch().core;
  core.clear();
  for (std::size_t cell = 0; cell < cells; ++cell) {
    if (state[cell] == Membership::kIn) core.push_back(static_cast<int>(cell));
  }
  if (size > 0 && static_cast<int>(core.size()) > size) return false;
  if (core.empty()) return keep_large_components(neighbours, std::max(size, 1), state);
  // 0-1 breadth-first search from one core cell: entering a cell not yet in the core costs one
  // cell of what the region has left.
  constexpr int kFar = std::numeric_limits<int>::max();
  std::vector<int>& distance = scratch().distance;
  distance.assign(cells, kFar);
  std::deque<int>& queue = scratch().queue;
  queue.assign(1, core.front());
  distance[static_cast<std::size_t>(core.front())] = 0;
  while (!queue.empty()) {
    const int cell = queue.front();
    queue.pop_front();
    for (int next : neighbours[static_cast<std::size_t>(cell)]) {
      const auto n = static_cast<std::size_t>(next);
      if (state[n] == Membership::kOut) continue;
      const bool in_core = state[n] == Membership::kIn;
      const int d = distance[static_cast<std::size_t>(cell)] + (in_core ? 0 : 1);
      if (d >= distance[n]) continue;
      distance[n] = d;
      if (in_core) {
        queue.push_front(next);
      } else {
        queue.push_back(next);
      }
    }
  }
  const int budget = size > 0 ? size - static_cast<int>(core.size()) : kFar - 1;
  int reachable = 0;
  for (std::size_t cell = 0; cell < cells; ++cell) {
    if (state[cell] == Membership::kOut) continue;
    if (distance[cell] > budget) {
      // A core cell too far from the others (apart from them, or beyond what the size allows).
      if (state[cell] == Membership::kIn) return false;
      state[cell] = Membership::kOut;
    } else {
      ++reachable;
    }
  }
  if (size > 0 && reachable < size) return false;
  // Exactly as many cells as the region needs: they are the region.
  if (size > 0 && reachable == size) {
    for (Membership& cell : state) {
      if (cell == Membership::kMaybe) cell = Membership::kIn;
    }
    return true;
  }
  return through_doors(neighbours, core, size > 0 ? size : static_cast<int>(core.size()), state);
}

bool is_connected_region(const Neighbours& neighbours, int size, const std::vector<char>& in) {
  const auto first = std::find(in.begin(), in.end(), 1);
  if (first == in.end()) return false;
  const int members = static_cast<int>(std::count(in.begin(), in.end(), 1));
  if (size > 0 && members != size) return false;
  std::vector<char> seen(in.size(), 0);
  std::vector<int> piece = {static_cast<int>(first - in.begin())};
  seen[static_cast<std::size_t>(piece.front())] = 1;
  for (std::size_t k = 0; k < piece.size(); ++k) {
    for (int next : neighbours[static_cast<std::size_t>(piece[k])]) {
      const auto n = static_cast<std::size_t>(next);
      if (seen[n] || !in[n]) continue;
      seen[n] = 1;
      piece.push_back(next);
    }
  }
  return static_cast<int>(piece.size()) == members;
}

}  // namespace dlx::sudoku
