#include "encoders/sudoku/showcase_examples.hpp"

namespace dlx::sudoku {

std::string killer_example() {
  return R"(# Killer Sudoku from the seed article on integer programming: no clues, cages with sums.
# 'cages': the cage of each cell (any id, blank-separated); 'sums': 'cage-id sum' per cage.
# Its only solution starts 2 1 5 6 4 7 3 9 8. Solve with: dlx sudoku examples/sudoku/killer.txt
cages
1 1 2 2 2 3 4 5 6
7 7 8 8 3 3 4 5 6
7 7 9 9 3 10 11 11 6
12 13 13 9 14 10 11 15 6
12 16 16 17 14 10 15 15 18
19 16 20 17 14 21 22 22 18
19 20 20 17 23 21 21 24 24
19 25 26 23 23 27 27 24 24
19 25 26 23 28 28 28 29 29
sums
1 3
2 15
3 22
4 4
5 16
6 15
7 25
8 17
9 9
10 8
11 20
12 6
13 14
14 17
15 17
16 13
17 20
18 12
19 27
20 6
21 20
22 6
23 10
24 14
25 8
26 16
27 15
28 13
29 17
)";
}

}  // namespace dlx::sudoku
