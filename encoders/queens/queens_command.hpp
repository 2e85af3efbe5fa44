// `dlx queens N`: count, list, complete and draw N-queens solutions.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::queens {

Command make_command();

}  // namespace dlx::queens
