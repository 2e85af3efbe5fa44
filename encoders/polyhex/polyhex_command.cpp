#include "encoders/polyhex/polyhex_command.hpp"

#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/tiling_command.hpp"

namespace dlx::polyhex {

Command make_command() {
  return polyomino::make_tiling_command(
      polyomino::polyhexes_family(),
      "tile hexagonal-grid shapes with tetrahexes or other polyhexes: count, list, draw",
      {
          {"the 7 tetrahexes in a 7x4 parallelogram: every way, up to its half turn",
           {"polyhex", "7x4", "--distinct", "--all"},
           ""},
      });
}

}  // namespace dlx::polyhex
