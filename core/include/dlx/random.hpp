// A small random number generator whose sequence is the same on every machine and compiler.
//
// The standard engines are portable, but the standard distributions are not: libstdc++ and libc++
// turn the same engine output into different numbers. A seed given to `dlx` must give the same
// search, the same grids and the same puzzles everywhere, so the engine and the encoders draw from
// this instead: SplitMix64 (Steele, Lea and Flood 2014) for the bits, with rejection of the few
// values that would bias a number drawn below a bound.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace dlx {

class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}

  // 64 random bits.
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }

  // A uniform number in [0, bound); bound must be positive. Values below 2^64 mod bound are
  // rejected, so every residue is equally likely.
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
      const std::uint64_t value = next();
      if (value >= threshold) return value % bound;
    }
  }

  // A uniform number in [0, 1).
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  // Fisher-Yates: every order equally likely.
  template <typename T>
  void shuffle(std::span<T> values) {
    for (std::size_t k = values.size(); k > 1; --k) {
      std::swap(values[k - 1], values[static_cast<std::size_t>(below(k))]);
    }
  }

 private:
  std::uint64_t state_;
};

}  // namespace dlx
