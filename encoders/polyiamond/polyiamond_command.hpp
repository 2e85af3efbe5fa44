// `dlx polyiamond`: tile shapes of the triangular grid with polyiamonds (hexiamonds, ...). The
// command, the model, the symmetry reduction and the checker are encoders/polyomino's, built for
// the triangular grid (polyform.hpp); this folder only registers it.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::polyiamond {

Command make_command();

}  // namespace dlx::polyiamond
