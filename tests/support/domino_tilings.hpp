// Domino tilings as exact-cover problems, and their published counts, for the tests of the
// memoized count (tests/core/memo_*_test.cpp): square boards (OEIS A004003, in
// tests/core/data/domino_tilings.tsv) and Aztec diamonds (2^(n(n+1)/2), Elkies, Kuperberg,
// Larsen, Propp 1992).
#pragma once

#include <dlx/count.hpp>
#include <dlx/problem.hpp>

#include <map>

namespace dlx::testing {

// The side x side board: an item per cell, declared row by row, an option per domino.
Problem domino_board(int side);
// The Aztec diamond of order n: the cells whose centres (x + 1/2, y + 1/2) have |x| + |y| <= n.
Problem aztec_diamond(int n);
// The published tilings of the side x side boards, by side.
std::map<int, Count> published_domino_tilings();

}  // namespace dlx::testing
