// A number of solutions of any size. Enumerating searches count in 64 bits, which no enumeration
// can fill; a memoized count (Algorithm Z, core/src/memo_count.cpp) adds the counts of whole
// subtrees and passes 2^64 easily: the 14x14 board has 112,202,208,776,036,178,000,000 domino
// tilings. Boost.Multiprecision's cpp_int holds it exactly, header-only.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <limits>
#include <string>

#include "dlx/search.hpp"

namespace dlx {

using Count = boost::multiprecision::cpp_int;

// The count in decimal digits, as text and JSON print it (JSON as a plain integer).
inline std::string to_string(const Count& count) {
  return count.str();
}

// The count when it fits in 64 bits, else 2^64-1: what SearchStats::solutions holds.
inline std::uint64_t saturated(const Count& count) {
  constexpr std::uint64_t kMost = std::numeric_limits<std::uint64_t>::max();
  return count > kMost ? kMost : static_cast<std::uint64_t>(count);
}

// The number of solutions a search found, exactly, whatever its size.
inline Count solution_count(const SearchResult& result) {
  return result.solutions_past_64_bits.empty() ? Count(result.stats.solutions)
                                               : Count(result.solutions_past_64_bits);
}

}  // namespace dlx
