// What a bare `dlx` shows: each command's built-in examples, solved, and where to go next.
#pragma once

#include <ostream>

namespace dlx::app {

int run_showcase(std::ostream& out, std::ostream& err);

}  // namespace dlx::app
