// The problems `dlx` solves when run with no arguments, written in the DLX format.
#pragma once

#include <string>

namespace dlx::exact {

// The example of the articles this project started from (and of Knuth's paper): items 1..7,
// options A..F; its only exact cover is {B, D, F}. Each option ends with a secondary item naming
// it, so a printed solution says which options were chosen.
std::string seed_example_dlx();

// 8-queens: rows and columns primary, diagonals secondary (92 solutions).
std::string eight_queens_dlx();

}  // namespace dlx::exact
