#include "memo_cache.hpp"

#include <algorithm>
#include <cstring>
#include <new>

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

MemoCache::MemoCache(std::size_t key_words, std::size_t budget_bytes)
    : key_words_(key_words), stride_(key_words + 2) {
  const std::size_t bucket_bytes = (kWays * stride_ + 1) * sizeof(std::uint64_t);  // + tags
  while (most_buckets_ * 2 * bucket_bytes <= budget_bytes) most_buckets_ *= 2;
  allocate(std::min<std::size_t>(most_buckets_, 1024));
}

void MemoCache::allocate(std::size_t buckets) {
  bucket_mask_ = buckets - 1;
  stats_.slots = buckets * kWays;
  table_.reset(
      static_cast<std::uint64_t*>(std::calloc(stats_.slots * stride_, sizeof(std::uint64_t))));
  if (!table_) throw std::bad_alloc();
  tags_.assign(buckets, 0);
  occupied_ = 0;
}

void MemoCache::grow() {
  const std::unique_ptr<std::uint64_t[], Free> old = std::move(table_);
  const std::size_t old_slots = stats_.slots;
  allocate(2 * (bucket_mask_ + 1));
  for (std::size_t k = 0; k < old_slots; ++k) {
    const std::uint64_t* entry = old.get() + k * stride_;
    if ((entry[key_words_ + 1] & kOccupied) != 0) place(entry, hash(entry, key_words_));
  }
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

bool MemoCache::find(const std::uint64_t* key, std::uint64_t hash, MemoTally& count) {
  ++stats_.lookups;
  const std::size_t bucket = hash & bucket_mask_;
  const std::uint64_t tags = tags_[bucket];
  const std::uint64_t tag = tag_of(hash);
  for (std::size_t w = 0; w < kWays; ++w) {
    const std::uint64_t tag_here = (tags >> (16 * w)) & 0xffff;
    if (tag_here == 0) return false;  // slots fill in order, and are never emptied
    if (tag_here != tag) continue;
    const std::uint64_t* entry = slot(bucket * kWays + w);
    const std::uint64_t meta = entry[key_words_ + 1];
    if (std::memcmp(entry, key, key_words_ * sizeof(std::uint64_t)) != 0) continue;
    ++stats_.hits;
    stats_.saved += meta & 0xffffffffULL;
    const std::uint64_t value = entry[key_words_];
    count = (meta & kBig) != 0 ? MemoTally(big_counts_[value]) : MemoTally(value);
    return true;
  }
  return false;
}

void MemoCache::release(std::uint64_t* entry) {
  if ((entry[key_words_ + 1] & kBig) != 0) {
    const auto index = static_cast<std::size_t>(entry[key_words_]);
    big_counts_[index] = 0;
    free_big_.push_back(index);
  }
}

void MemoCache::place(const std::uint64_t* entry, std::uint64_t hash) {
  const std::size_t bucket = hash & bucket_mask_;
  const std::size_t first = bucket * kWays;
  const std::uint64_t tags = tags_[bucket];
  std::size_t way = 0;
  while (way < kWays && ((tags >> (16 * way)) & 0xffff) != 0) ++way;
  std::uint64_t* target = nullptr;
  if (way < kWays) {  // an empty slot: its tag is 0, no slot need be read
    target = slot(first + way);
    ++occupied_;
  } else {  // full: the entry that took the fewest nodes gives way
    for (std::size_t w = 0; w < kWays; ++w) {
      std::uint64_t* candidate = slot(first + w);
      if (target == nullptr ||
          (candidate[key_words_ + 1] & 0xffffffffULL) < (target[key_words_ + 1] & 0xffffffffULL)) {
        target = candidate;
        way = w;
      }
    }
    ++stats_.replaced;
    release(target);
  }
  tags_[bucket] = (tags & ~(std::uint64_t{0xffff} << (16 * way))) | (tag_of(hash) << (16 * way));
  std::memcpy(target, entry, stride_ * sizeof(std::uint64_t));
}

void MemoCache::store(const std::uint64_t* key, std::uint64_t hash, const MemoTally& count,
                      std::uint64_t work) {
  if (2 * occupied_ >= stats_.slots && bucket_mask_ + 1 < most_buckets_) grow();
  ++stats_.stored;
  std::uint64_t* entry = scratch_.data();
  std::memcpy(entry, key, key_words_ * sizeof(std::uint64_t));
  std::uint64_t meta = kOccupied | std::min<std::uint64_t>(work, 0xffffffffULL);
  if (count.fits()) {
    entry[key_words_] = count.small();
  } else {
    meta |= kBig;
    std::size_t index = big_counts_.size();
    if (!free_big_.empty()) {
      index = free_big_.back();
      free_big_.pop_back();
      big_counts_[index] = count.value();
    } else {
      big_counts_.push_back(count.value());
    }
    entry[key_words_] = index;
  }
  entry[key_words_ + 1] = meta;
  place(entry, hash);
}

}  // namespace dlx::detail
