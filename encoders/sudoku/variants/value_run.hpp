// A cell's options read at a node as the values they put there (LiveOptions): a model makes a
// cell's values one after another, so where the engine lays options out in id order they are one
// run of bits, read in one or two loads instead of a look-up per option. The propagators of sums
// and value groups read every cell of theirs at each run: on ISS's killers the look-ups were half
// of the sums' propagator's instructions.
#pragma once

#include <bit>
#include <cstdint>
#include <span>

#include "dlx/propagator.hpp"
#include "encoders/sudoku/variants/encoder.hpp"

namespace dlx::sudoku {

// How a cell's options lie: options[k] puts the value bits[k] there, values increasing.
struct ValueRun {
  OptionId first;  // invalid: the options are not consecutive ids
  int count = 0;
  int shift = -1;  // >= 0: the values are consecutive too, bit k of the run is value shift + k + 1
};

inline ValueRun value_run(std::span<const OptionId> options, std::span<const ValueMask> bits) {
  ValueRun run;
  if (options.empty() || options.size() > 32) return run;
  bool values_consecutive = true;
  for (std::size_t k = 0; k < options.size(); ++k) {
    if (options[k].value != options[0].value + static_cast<std::int32_t>(k)) return run;
    values_consecutive = values_consecutive && bits[k] == bits[0] << k;
  }
  run.first = options[0];
  run.count = static_cast<int>(options.size());
  run.shift = values_consecutive ? std::countr_zero(bits[0]) : -1;
  return run;
}

// The values whose options are live (with `chosen`: chosen) at the node.
inline ValueMask read_values(const LiveOptions& live, const ValueRun& run,
                             std::span<const OptionId> options, std::span<const ValueMask> bits,
                             bool chosen) {
  if (live.in_id_order() && run.first.valid()) {
    std::uint32_t set =
        chosen ? live.chosen_run(run.first, run.count) : live.live_run(run.first, run.count);
    if (run.shift >= 0) return set << run.shift;
    ValueMask mask = 0;
    for (; set != 0; set &= set - 1) mask |= bits[static_cast<std::size_t>(std::countr_zero(set))];
    return mask;
  }
  ValueMask mask = 0;
  for (std::size_t k = 0; k < options.size(); ++k) {
    if (chosen ? live.chosen(options[k]) : live.contains(options[k])) mask |= bits[k];
  }
  return mask;
}

}  // namespace dlx::sudoku
