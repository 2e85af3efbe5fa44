// `dlx queens N`: count, list, complete and draw N-queens solutions.
#pragma once

#include "encoders/command.hpp"

namespace dlx::queens {

Command make_command();

}  // namespace dlx::queens
