// Text as lines, for tests that look at output line by line.
#pragma once

#include <string>
#include <vector>

namespace dlx::testing {

// The lines of `text`, without their "\n"; a last line without "\n" counts, an empty text has none.
std::vector<std::string> lines_of(const std::string& text);

// Whether `part` occurs in `text`.
bool contains(const std::string& text, const std::string& part);

// The number a count's output starts with ("12988816 solutions"); 0 when it starts with none.
unsigned long long leading_count(const std::string& text);

// The number after "KEY": in a line of JSON; -1 when the key is absent.
long long json_number(const std::string& json, const std::string& key);

}  // namespace dlx::testing
