#include "encoders/polyomino/polyomino_command.hpp"

#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/tiling_command.hpp"

namespace dlx::polyomino {

Command make_command() {
  return make_tiling_command(
      polyominoes_family(), "tile a board with pentominoes or other polyominoes: count, list, draw",
      {
          {"Dana Scott's 1958 puzzle: the 12 pentominoes on the 8x8 board without its centre",
           {"polyomino", "scott"},
           ""},
          {"the two ways the pentominoes fill a 20x3 box, up to rotation and reflection",
           {"polyomino", "20x3", "--distinct", "--all"},
           ""},
      });
}

}  // namespace dlx::polyomino
