// `dlx polyomino`: tile a board with polyominoes; count, list, count up to symmetry, draw.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::polyomino {

Command make_command();

}  // namespace dlx::polyomino
