// The 8 symmetries of the square, acting on queens solutions, for counting up to symmetry.
//
// Each class of solutions under the 8 symmetries has exactly one member that is lexicographically
// smallest (as its list of columns, row by row) among all its images. Counting the solutions that
// are their own smallest image therefore counts every class exactly once, including the classes
// of symmetric solutions, whose images coincide (Burnside's lemma gives the same number; this way
// also lists one representative per class).
#pragma once

#include <vector>

namespace dlx::queens {

// The image of a full solution (column of the queen in each row) under symmetry k, 0..7.
std::vector<int> transformed(const std::vector<int>& column_of_row, int symmetry);

// True when no image of the solution is lexicographically smaller than the solution itself.
bool is_canonical(const std::vector<int>& column_of_row);

}  // namespace dlx::queens
