// The subproblems the workers of a memoized count with threads are counting now (memo_count.hpp,
// "Threads"): a worker that meets one another worker is under puts it off and counts its other
// branches first, and comes back to it later, when its count is most likely in the cache (the
// "ABDADA" of chess programs, beside their shared transposition table). Without it, the two
// workers of the Aztec diamond of order 16 went down the same subproblems at once, and two
// threads counted 1.09 times as fast as one.
//
// A table of hashes, not keys: two subproblems whose hashes meet in a slot only put one off for
// nothing, and a mark that another overwrites only loses the put-off. Either way the count stays
// exact, since a branch put off is always counted, only later.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

namespace dlx::detail {

class MemoBusyMarks {
 public:
  MemoBusyMarks() : slots_(std::make_unique<std::atomic<std::uint64_t>[]>(kSlots)) {}

  bool busy(std::uint64_t hash) const {
    return slot(hash).load(std::memory_order_relaxed) == mark_of(hash);
  }
  void mark(std::uint64_t hash) { slot(hash).store(mark_of(hash), std::memory_order_relaxed); }
  // Clears the mark if it is still this subproblem's.
  void clear(std::uint64_t hash) {
    std::uint64_t expected = mark_of(hash);
    slot(hash).compare_exchange_strong(expected, 0, std::memory_order_relaxed);
  }

 private:
  static constexpr std::size_t kSlots = std::size_t{1} << 16;
  // Never 0, which is an empty slot.
  static std::uint64_t mark_of(std::uint64_t hash) { return hash | 1; }
  std::atomic<std::uint64_t>& slot(std::uint64_t hash) const {
    return slots_[(hash >> 16) & (kSlots - 1)];
  }
  std::unique_ptr<std::atomic<std::uint64_t>[]> slots_;
};

}  // namespace dlx::detail
