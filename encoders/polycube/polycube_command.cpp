#include "encoders/polycube/polycube_command.hpp"

#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/tiling_command.hpp"

namespace dlx::polycube {

Command make_command() {
  return polyomino::make_tiling_command(
      polyomino::polycubes_family(),
      "pack a box with polycubes (Soma, Bedlam, pentacubes): count, list, draw",
      {
          {"Piet Hein's Soma cube: one of its solutions, layer by layer from the bottom",
           {"polycube", "soma"},
           ""},
          {"the Soma cube's 240 solutions up to rotation and reflection",
           {"polycube", "soma", "--distinct", "--count"},
           ""},
      });
}

}  // namespace dlx::polycube
