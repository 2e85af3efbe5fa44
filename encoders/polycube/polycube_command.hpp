// `dlx polycube`: pack boxes and other shapes with polycubes (Soma, Bedlam, pentacubes). The
// command, the model, the symmetry reduction and the checker are encoders/polyomino's, built for
// the cubic grid (polyform.hpp); this folder only registers it.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::polycube {

Command make_command();

}  // namespace dlx::polycube
