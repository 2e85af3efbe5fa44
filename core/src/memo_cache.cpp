#include "memo_cache.hpp"

#include <algorithm>
#include <cstring>
#include <new>
#include <optional>
#include <thread>

namespace dlx::detail {

MemoTally::MemoTally(Count value) {
  if (value <= std::numeric_limits<std::uint64_t>::max()) {
    small_ = static_cast<std::uint64_t>(value);
  } else {
    big_ = std::make_shared<Count>(std::move(value));
  }
}

void MemoTally::add_big(const MemoTally& other) {
  Count sum = value() + other.value();
  big_ = std::make_shared<Count>(std::move(sum));
  small_ = 0;
}

namespace {

// A lock is held for a few dozen instructions (or one split of the table): spin, and let the
// holder run if it was descheduled (the machine may have fewer free cores than workers).
void acquire(std::atomic<std::uint32_t>& lock) {
  for (unsigned spins = 0; lock.exchange(1, std::memory_order_acquire) != 0;) {
    while (lock.load(std::memory_order_relaxed) != 0) {
      if (++spins % 64 == 0) std::this_thread::yield();
    }
  }
}

}  // namespace

MemoCache::BucketGuard::BucketGuard(MemoCache& cache, std::size_t bucket)
    : lock_(&cache.locks_[bucket & (kStripes - 1)]) {
  acquire(*lock_);
}

MemoCache::BucketGuard::~BucketGuard() {
  lock_->store(0, std::memory_order_release);
}

MemoCache::MemoCache(std::size_t key_words, std::size_t budget_bytes, bool shared)
    : key_words_(key_words), stride_(key_words + 2), shared_(shared) {
  const std::size_t bucket_bytes = (kWays * stride_ + 1) * sizeof(std::uint64_t);  // + tags
  while (most_buckets_ * 2 * bucket_bytes <= budget_bytes) most_buckets_ *= 2;
  const std::size_t first = std::min<std::size_t>(most_buckets_, 1024);
  if (shared_) {
    locks_ = std::make_unique<std::atomic<std::uint32_t>[]>(kStripes);
    allocate(most_buckets_, first);
  } else {
    allocate(first, first);
  }
}

// A table of `buckets`, of which the first `used_buckets` are used.
void MemoCache::allocate(std::size_t buckets, std::size_t used_buckets) {
  bucket_mask_.store(used_buckets - 1, std::memory_order_relaxed);
  table_.reset(
      static_cast<std::uint64_t*>(std::calloc(buckets * kWays * stride_, sizeof(std::uint64_t))));
  tags_.reset(static_cast<std::uint64_t*>(std::calloc(buckets, sizeof(std::uint64_t))));
  if (!table_ || !tags_) throw std::bad_alloc();
  occupied_.store(0, std::memory_order_relaxed);
}

void MemoCache::grow() {
  const std::size_t buckets = bucket_mask_.load(std::memory_order_relaxed) + 1;
  if (shared_) {
    split_buckets(buckets);
    return;
  }
  const std::unique_ptr<std::uint64_t[], Free> old = std::move(table_);
  const std::size_t old_slots = buckets * kWays;
  allocate(2 * buckets, 2 * buckets);
  MemoCacheStats unused;
  for (std::size_t k = 0; k < old_slots; ++k) {
    const std::uint64_t* entry = old.get() + k * stride_;
    const std::uint64_t meta = entry[key_words_ + 1];
    if ((meta & kOccupied) == 0) continue;
    const std::uint64_t h = hash(entry, key_words_);
    place(h & bucket_mask_.load(std::memory_order_relaxed), tag_of(h), entry, entry[key_words_],
          meta, unused);
  }
}

// The shared table doubles in place, as linear hashing splits a bucket: with every lock held (in
// their order, so two workers that grow at once take turns; no worker holds one lock while it
// waits for another), the entries of bucket b whose hash has the bit `buckets` go to bucket
// b + buckets, empty until now, and the others close up, their tags with them. The mask changes
// last: a worker that read the old one looks in the old bucket once the locks are free, a miss at
// worst. Without the move (the mask doubled and the entries left where they were), half the entries
// were lost at each doubling, and two workers counted the 9x12 trominoes in 873,000 nodes where one
// thread took 588,000.
void MemoCache::split_buckets(std::size_t buckets) {
  for (std::size_t k = 0; k < kStripes; ++k) acquire(locks_[k]);
  if (bucket_mask_.load(std::memory_order_relaxed) + 1 == buckets) {  // not grown meanwhile
    for (std::size_t b = 0; b < buckets; ++b) {
      const std::uint64_t tags = tags_[b];
      std::uint64_t kept_tags = 0;
      std::uint64_t moved_tags = 0;
      std::size_t kept = 0;
      std::size_t moved = 0;
      std::size_t occupied = 0;
      for (; occupied < kWays; ++occupied) {
        const std::uint64_t tag = (tags >> (16 * occupied)) & 0xffff;
        if (tag == 0) break;  // slots fill in order
        std::uint64_t* entry = slot(b * kWays + occupied);
        if ((hash(entry, key_words_) & buckets) != 0) {
          moved_tags |= tag << (16 * moved);
          std::memcpy(slot((b + buckets) * kWays + moved++), entry,
                      stride_ * sizeof(std::uint64_t));
        } else {
          kept_tags |= tag << (16 * kept);
          if (kept != occupied) {
            std::memcpy(slot(b * kWays + kept), entry, stride_ * sizeof(std::uint64_t));
          }
          ++kept;
        }
      }
      for (std::size_t w = kept; w < occupied; ++w) slot(b * kWays + w)[key_words_ + 1] = 0;
      tags_[b] = kept_tags;
      tags_[b + buckets] = moved_tags;
    }
    bucket_mask_.store(2 * buckets - 1, std::memory_order_relaxed);
  }
  for (std::size_t k = 0; k < kStripes; ++k) locks_[k].store(0, std::memory_order_release);
}

std::uint64_t MemoCache::hash(const std::uint64_t* key, std::size_t words) {
  // A multiply-xorshift per word (the finalizer of MurmurHash3, with a word's position mixed
  // in): keys differ in a few bits of a few words, and every bit must reach the bucket index.
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ words;
  for (std::size_t k = 0; k < words; ++k) {
    h ^= key[k] + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
  }
  return h;
}

template <bool kShared>
bool MemoCache::find(const std::uint64_t* key, std::uint64_t hash, MemoTally& count,
                     MemoCacheStats& stats) {
  ++stats.lookups;
  const std::size_t bucket = hash & bucket_mask_.load(std::memory_order_relaxed);
  std::optional<BucketGuard> guard;
  if constexpr (kShared) guard.emplace(*this, bucket);
  const std::uint64_t tags = tags_[bucket];
  const std::uint64_t tag = tag_of(hash);
  for (std::size_t w = 0; w < kWays; ++w) {
    const std::uint64_t tag_here = (tags >> (16 * w)) & 0xffff;
    if (tag_here == 0) return false;  // slots fill in order, and are never emptied
    if (tag_here != tag) continue;
    const std::uint64_t* entry = slot(bucket * kWays + w);
    const std::uint64_t meta = entry[key_words_ + 1];
    if (std::memcmp(entry, key, key_words_ * sizeof(std::uint64_t)) != 0) continue;
    ++stats.hits;
    stats.saved += meta & 0xffffffffULL;
    const std::uint64_t value = entry[key_words_];
    if ((meta & kBig) == 0) {
      count = MemoTally(value);
    } else if constexpr (kShared) {
      Count held;  // copied under the lock, made a tally (an allocation) after it
      {
        const std::lock_guard<std::mutex> big(big_mutex_);
        held = big_counts_[value];
      }
      count = MemoTally(std::move(held));
    } else {
      count = MemoTally(big_counts_[value]);
    }
    return true;
  }
  return false;
}

void MemoCache::release_big(std::uint64_t* entry) {
  const auto index = static_cast<std::size_t>(entry[key_words_]);
  std::unique_lock<std::mutex> big(big_mutex_, std::defer_lock);
  if (shared_) big.lock();
  big_counts_[index] = 0;
  free_big_.push_back(index);
}

// Inlined into grow(), which places every entry again: called, the 14x14 board's count took
// 4% more instructions.
[[gnu::always_inline]] inline void MemoCache::place(std::size_t bucket, std::uint64_t tag,
                                                    const std::uint64_t* key, std::uint64_t value,
                                                    std::uint64_t meta, MemoCacheStats& stats) {
  const std::size_t first = bucket * kWays;
  const std::uint64_t tags = tags_[bucket];
  std::size_t way = 0;
  while (way < kWays && ((tags >> (16 * way)) & 0xffff) != 0) ++way;
  std::uint64_t* target = nullptr;
  if (way < kWays) {  // an empty slot: its tag is 0, no slot need be read
    target = slot(first + way);
    if (shared_) {
      if (++stats.unpublished == kPublishEntries) {
        occupied_.fetch_add(stats.unpublished, std::memory_order_relaxed);
        stats.unpublished = 0;
      }
    } else {
      occupied_.store(occupied_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }
  } else {  // full: the entry that took the fewest nodes gives way
    for (std::size_t w = 0; w < kWays; ++w) {
      std::uint64_t* candidate = slot(first + w);
      if (target == nullptr ||
          (candidate[key_words_ + 1] & 0xffffffffULL) < (target[key_words_ + 1] & 0xffffffffULL)) {
        target = candidate;
        way = w;
      }
    }
    ++stats.replaced;
    if ((target[key_words_ + 1] & kBig) != 0) release_big(target);
  }
  tags_[bucket] = (tags & ~(std::uint64_t{0xffff} << (16 * way))) | (tag << (16 * way));
  std::memcpy(target, key, key_words_ * sizeof(std::uint64_t));
  target[key_words_] = value;
  target[key_words_ + 1] = meta;
}

std::size_t MemoCache::keep_big(const Count& count) {
  std::unique_lock<std::mutex> big(big_mutex_, std::defer_lock);
  if (shared_) big.lock();
  if (free_big_.empty()) {
    big_counts_.push_back(count);
    return big_counts_.size() - 1;
  }
  const std::size_t index = free_big_.back();
  free_big_.pop_back();
  big_counts_[index] = count;
  return index;
}

template <bool kShared>
void MemoCache::store(const std::uint64_t* key, std::uint64_t hash, const MemoTally& count,
                      std::uint64_t work, MemoCacheStats& stats) {
  if (2 * occupied_.load(std::memory_order_relaxed) >= slots() &&
      bucket_mask_.load(std::memory_order_relaxed) + 1 < most_buckets_) {
    grow();
  }
  ++stats.stored;
  std::uint64_t meta = kOccupied | std::min<std::uint64_t>(work, 0xffffffffULL);
  std::uint64_t value = 0;
  if (count.fits()) {
    value = count.small();
  } else {
    meta |= kBig;
    value = keep_big(count.value());
  }
  const std::size_t bucket = hash & bucket_mask_.load(std::memory_order_relaxed);
  std::optional<BucketGuard> guard;
  if constexpr (kShared) guard.emplace(*this, bucket);
  place(bucket, tag_of(hash), key, value, meta, stats);
}

template bool MemoCache::find<false>(const std::uint64_t*, std::uint64_t, MemoTally&,
                                     MemoCacheStats&);
template bool MemoCache::find<true>(const std::uint64_t*, std::uint64_t, MemoTally&,
                                    MemoCacheStats&);
template void MemoCache::store<false>(const std::uint64_t*, std::uint64_t, const MemoTally&,
                                      std::uint64_t, MemoCacheStats&);
template void MemoCache::store<true>(const std::uint64_t*, std::uint64_t, const MemoTally&,
                                     std::uint64_t, MemoCacheStats&);

}  // namespace dlx::detail
