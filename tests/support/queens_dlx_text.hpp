// N-queens written in Knuth's DLX format, as a user would write it for `dlx exact`.
#pragma once

#include <string>

namespace dlx::testing {

// Rows rI and columns cJ primary; diagonals aD (I+J) and anti-diagonals bD (I-J+n-1) secondary.
std::string queens_dlx_text(int n);

}  // namespace dlx::testing
