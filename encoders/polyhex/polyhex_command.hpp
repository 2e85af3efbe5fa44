// `dlx polyhex`: tile shapes of the hexagonal grid with polyhexes (tetrahexes, pentahexes). The
// command, the model, the symmetry reduction and the checker are encoders/polyomino's, built for
// the hexagonal grid (polyform.hpp); this folder only registers it.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::polyhex {

Command make_command();

}  // namespace dlx::polyhex
