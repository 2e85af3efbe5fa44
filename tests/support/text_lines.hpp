// Text as lines, for tests that look at output line by line.
#pragma once

#include <string>
#include <vector>

namespace dlx::testing {

// The lines of `text`, without their "\n"; a last line without "\n" counts, an empty text has none.
std::vector<std::string> lines_of(const std::string& text);

}  // namespace dlx::testing
