// The memoized count's cache: remaining problem (its key, memo_model.hpp) -> count below it.
//
// Bounded: the table is buckets of kWays slots (a set-associative cache). A key goes to one
// bucket; when the bucket is full, the new entry replaces the one that took the fewest nodes to
// compute, the cheapest to find again. So a budget too small for the problem never stops the
// count and never makes it wrong: a subproblem whose entry was replaced is counted again. The
// table starts small and doubles while it is half full, up to the budget: a table of the whole
// budget (1 GiB) from the start had its entries spread over all its pages, and the 14x14 board's
// count (400,000 nodes) took 2.1 s instead of 0.2 s, most of it in page faults.
//
// Shared by the workers of a count with threads (memo_count.hpp): each bucket is then guarded by
// a spinlock (one of kStripes, by the bucket's number), the counters are the caller's, and the
// table does not move: it is the whole budget from the start, of which only the first buckets
// are used (the pages never touched cost nothing), and it doubles in place, under every lock
// (split_buckets). One table for all the workers keeps the budget the budget of the whole count.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <vector>

#include "dlx/count.hpp"

namespace dlx::detail {

// A count that stays in 64 bits until a sum would wrap, then goes on as a Count: nearly all the
// subproblems of a big count have small counts, and 64-bit sums are ten times cheaper.
class MemoTally {
 public:
  MemoTally() = default;
  explicit MemoTally(std::uint64_t value) : small_(value) {}
  explicit MemoTally(Count value);

  bool fits() const { return !big_; }
  std::uint64_t small() const { return small_; }
  Count value() const { return big_ ? *big_ : Count(small_); }

  void add(const MemoTally& other) {
    std::uint64_t sum = 0;
    if (!big_ && !other.big_ && !__builtin_add_overflow(small_, other.small_, &sum)) {
      small_ = sum;
      return;
    }
    add_big(other);  // (on overflow, `sum` holds the wrapped sum: not kept)
  }

 private:
  void add_big(const MemoTally& other);
  std::uint64_t small_ = 0;
  std::shared_ptr<Count> big_;  // set once the count passes 2^64-1
};

struct MemoCacheStats {
  std::uint64_t lookups = 0;
  std::uint64_t hits = 0;
  std::uint64_t saved = 0;  // nodes the hits did not search again (as their entries recorded)
  std::uint64_t stored = 0;
  std::uint64_t replaced = 0;  // entries a full bucket gave up
  std::size_t slots = 0;
  // Shared cache: the entries this worker added to empty slots and has not yet added to the
  // table's count of them (MemoCache::place), which it does kPublishEntries at a time.
  std::uint64_t unpublished = 0;
};

class MemoCache {
 public:
  static constexpr std::size_t kWays = 4;
  // Shared: the locks.
  static constexpr std::size_t kStripes = std::size_t{1} << 12;
  // Shared: the workers add to the count of occupied slots this many at a time, not one by one:
  // an atomic add on one cache line at every store made a store of the Aztec diamond of order 16
  // three times dearer on two threads than on one. The table then doubles a little late (by at
  // most this many entries per worker), which costs nothing.
  static constexpr std::uint64_t kPublishEntries = 64;

  // `shared`: used by several threads at once.
  MemoCache(std::size_t key_words, std::size_t budget_bytes, bool shared = false);

  // The count cached for `key` (key_words words), if any; `stats` are the caller's counters.
  // kShared must say whether the cache is shared(): a template, so that the count of one thread
  // takes no lock and tests nothing for it.
  template <bool kShared>
  bool find(const std::uint64_t* key, std::uint64_t hash, MemoTally& count, MemoCacheStats& stats);
  // Caches `count` for `key`, which took `work` nodes to compute.
  template <bool kShared>
  void store(const std::uint64_t* key, std::uint64_t hash, const MemoTally& count,
             std::uint64_t work, MemoCacheStats& stats);

  std::size_t slots() const { return (bucket_mask_.load(std::memory_order_relaxed) + 1) * kWays; }
  bool shared() const { return shared_; }
  static std::uint64_t hash(const std::uint64_t* key, std::size_t words);

 private:
  // A slot: the key's words, the value (the count, or the index of a big count), and the meta
  // word: kOccupied, kBig, and the work in the low 32 bits.
  static constexpr std::uint64_t kOccupied = std::uint64_t{1} << 63;
  static constexpr std::uint64_t kBig = std::uint64_t{1} << 62;
  std::uint64_t* slot(std::size_t index) { return table_.get() + index * stride_; }
  void release_big(std::uint64_t* entry);  // an entry of a big count, about to be replaced
  void allocate(std::size_t buckets, std::size_t used_buckets);
  void grow();
  void split_buckets(std::size_t buckets);
  // Puts an entry (key, value, meta) in bucket `bucket` under `tag`: an empty slot, else the
  // cheapest's place.
  void place(std::size_t bucket, std::uint64_t tag, const std::uint64_t* key, std::uint64_t value,
             std::uint64_t meta, MemoCacheStats& stats);
  // A big count's index among big_counts_ (shared: under big_mutex_).
  std::size_t keep_big(const Count& count);

  // Holds the lock of a bucket of the shared cache for the life of the guard.
  class BucketGuard {
   public:
    BucketGuard(MemoCache& cache, std::size_t bucket);
    ~BucketGuard();
    BucketGuard(const BucketGuard&) = delete;
    BucketGuard& operator=(const BucketGuard&) = delete;

   private:
    std::atomic<std::uint32_t>* lock_;
  };

  struct Free {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  std::size_t key_words_;
  std::size_t stride_;
  bool shared_;
  // Atomic for the shared cache (relaxed: a worker that reads the old mask looks in a bucket of
  // the old half, under that bucket's lock: a miss at worst); a plain load and store otherwise.
  std::atomic<std::size_t> bucket_mask_ = 0;
  std::size_t most_buckets_ = 1;  // what the budget allows
  std::atomic<std::size_t> occupied_ = 0;
  std::unique_ptr<std::uint64_t[], Free> table_;
  // Each bucket's slots' tags, 16 bits each (0: empty), from the hash's top bits: a lookup that
  // misses, most of them, reads this word and no slot (the slots of a bucket span four cache
  // lines; reading them was a third of the Project Euler 161 count's time). Shared: read and
  // written under the bucket's lock, and moved with the entries by split_buckets.
  std::unique_ptr<std::uint64_t[], Free> tags_;
  static std::uint64_t tag_of(std::uint64_t hash) { return (hash >> 48) | 1; }
  std::unique_ptr<std::atomic<std::uint32_t>[]> locks_;  // shared only
  std::mutex big_mutex_;                                 // shared only
  std::vector<Count> big_counts_;
  std::vector<std::size_t> free_big_;
};

}  // namespace dlx::detail
