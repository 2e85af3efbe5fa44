// The polyform family's commands, each the tiling command (tiling_command.hpp) built for one grid
// (polyform.hpp): `dlx polyomino` (squares), `dlx polycube` (cubes), `dlx polyiamond`
// (triangles), `dlx polyhex` (hexagons). One folder, four commands: encoders/CMakeLists.txt
// registers each.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::polyomino {

Command make_polyomino_command();
Command make_polycube_command();
Command make_polyiamond_command();
Command make_polyhex_command();

}  // namespace dlx::polyomino
