// A reader of the diagrams `--zdd` writes (DLX6's text, docs/cli.md), for the tests: it shares
// nothing with the writer (core/src/solution_diagram.cpp).
#pragma once

#include <set>
#include <string>
#include <vector>

namespace dlx::testing {

// The family of sets of a diagram in the text of DLX6 ("N: (~V?L:H)", hexadecimal but V, the last
// line naming the root), read line by line and expanded from the root: each set is the sorted
// option indices of one path to the sink 1 (the file's V, counted from 1, is option V-1 here). A
// line that is not of the format is a test failure (and the family is then empty).
std::set<std::vector<int>> read_zdd_family(const std::string& text);

}  // namespace dlx::testing
