// Knuth's DLX text format, as DLX1 and DLX2 read it (see docs/dlx-format.md for the grammar).
//
//   | comment lines start with '|'
//   a b c | x y        <- the item line: primary items, then '|', then secondary items
//   a x:red            <- one option per line; "name:color" colors a secondary item
//   b c x:red
#pragma once

#include <cstddef>
#include <istream>
#include <string>
#include <vector>

#include <dlx/problem.hpp>

#include <dlx/text/line_reader.hpp>

namespace dlx::exact {

struct DlxFile {
  Problem problem;
  std::size_t item_line = 0;              // where the items were declared
  std::vector<std::size_t> option_lines;  // option k was read from line option_lines[k]
};

// Reads a DLX file. Throws InputError naming the source and line for anything malformed, and for
// a problem larger than the engine's limits, before it is held in memory.
DlxFile read_dlx(std::istream& in, const std::string& source,
                 std::size_t max_line_bytes = LineReader::kDefaultMaxLineBytes);

}  // namespace dlx::exact
