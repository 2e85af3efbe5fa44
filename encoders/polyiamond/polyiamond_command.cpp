#include "encoders/polyiamond/polyiamond_command.hpp"

#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/tiling_command.hpp"

namespace dlx::polyiamond {

Command make_command() {
  return polyomino::make_tiling_command(
      polyomino::polyiamonds_family(),
      "tile triangular-grid shapes with hexiamonds or other polyiamonds: count, list, draw",
      {
          {"the 12 hexiamonds in their trapezoid, one solution", {"polyiamond", "trapezoid"}, ""},
          {"the hexiamonds in a 9x4 parallelogram, up to its half turn",
           {"polyiamond", "9x4", "--distinct", "--count"},
           ""},
      });
}

}  // namespace dlx::polyiamond
