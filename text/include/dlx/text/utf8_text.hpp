// Writing Unicode as UTF-8: for readers whose input encodes characters otherwise (lz-string's
// UTF-16 units, SudokuPad's escapes).
#pragma once

#include <cstdint>
#include <string>

namespace dlx {

// Appends the code point's UTF-8 bytes (1 to 4) to `out`.
void append_utf8(std::string& out, std::uint32_t code_point);

}  // namespace dlx
