// The command of a family of polyforms (polyform.hpp): `dlx polyomino`, `dlx polycube`,
// `dlx polyiamond`, `dlx polyhex` are this one command built for each grid, so that they share
// their options, their model (polyomino_model.hpp), their symmetry reduction and their checker,
// and differ only in their boards, pieces and drawings.
#pragma once

#include <string>
#include <vector>

#include <dlx/command/command.hpp>

#include "encoders/polyomino/polyform.hpp"

namespace dlx::polyomino {

Command make_tiling_command(const Polyform& family, std::string summary,
                            std::vector<ShowcaseExample> showcase);

}  // namespace dlx::polyomino
