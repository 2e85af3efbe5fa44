#include "tests/support/zdd_reader.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace dlx::testing {

std::set<std::vector<int>> read_zdd_family(const std::string& text) {
  struct Line {
    int variable;
    unsigned long lo;
    unsigned long hi;
  };
  std::map<unsigned long, Line> lines;
  std::istringstream in(text);
  std::string line;
  unsigned long last = 0;
  while (std::getline(in, line)) {
    unsigned long id = 0;
    Line parsed{};
    if (std::sscanf(line.c_str(), "%lx: (~%d?%lx:%lx)", &id, &parsed.variable, &parsed.lo,
                    &parsed.hi) != 4) {
      ADD_FAILURE() << "not a ZDD line: " << line;
      return {};
    }
    lines[id] = parsed;
    last = id;
  }
  EXPECT_EQ(lines[last].variable, 0) << "the last line names the root";
  std::set<std::vector<int>> family;
  std::vector<int> taken;
  // Every path from the root to the sink 1, the variables of its hi edges.
  const auto walk = [&](const auto& self, unsigned long node) -> void {
    if (node == 0) return;
    if (node == 1) {
      std::vector<int> set = taken;
      std::sort(set.begin(), set.end());
      family.insert(set);
      return;
    }
    const Line& at = lines.at(node);
    self(self, at.lo);
    taken.push_back(at.variable - 1);
    self(self, at.hi);
    taken.pop_back();
  };
  walk(walk, lines[last].hi);
  return family;
}

}  // namespace dlx::testing
