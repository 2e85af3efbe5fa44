#include "encoders/polyomino/polyomino_command.hpp"

#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/tiling_command.hpp"

namespace dlx::polyomino {

Command make_polyomino_command() {
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

Command make_polycube_command() {
  return make_tiling_command(
      polycubes_family(), "pack a box with polycubes (Soma, Bedlam, pentacubes): count, list, draw",
      {
          {"Piet Hein's Soma cube: one of its solutions, layer by layer from the bottom",
           {"polycube", "soma"},
           ""},
          {"the Soma cube's 240 solutions up to rotation and reflection",
           {"polycube", "soma", "--distinct", "--count"},
           ""},
      });
}

Command make_polyiamond_command() {
  return make_tiling_command(
      polyiamonds_family(),
      "tile triangular-grid shapes with hexiamonds or other polyiamonds: count, list, draw",
      {
          {"the 12 hexiamonds in their trapezoid, one solution", {"polyiamond", "trapezoid"}, ""},
          {"the hexiamonds in a 9x4 parallelogram, up to its half turn",
           {"polyiamond", "9x4", "--distinct", "--count"},
           ""},
      });
}

Command make_polyhex_command() {
  return make_tiling_command(
      polyhexes_family(),
      "tile hexagonal-grid shapes with tetrahexes or other polyhexes: count, list, draw",
      {
          {"the 7 tetrahexes in a 7x4 parallelogram: every way, up to its half turn",
           {"polyhex", "7x4", "--distinct", "--all"},
           ""},
      });
}

}  // namespace dlx::polyomino
