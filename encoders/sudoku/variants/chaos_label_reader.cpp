#include "encoders/sudoku/variants/chaos_label_reader.hpp"

#include "encoders/sudoku/variants/chaos_propagator.hpp"

namespace dlx::sudoku {

ChaosLabelReader::ChaosLabelReader(const ChaosLabelOptions& labels) {
  for (int cell = 0; cell < labels.size.cells(); ++cell) {
    Run run;
    bool one_run = true;
    int last_label = 0;
    for (int label = 1; label <= labels.labels && one_run; ++label) {
      const auto& options =
          labels.options[static_cast<std::size_t>(cell * labels.labels + label - 1)];
      if (options.empty()) continue;
      if (!run.first.valid()) {
        run = {options.front(), 0, label - 1};
      }
      // One option per label, labels without a gap, ids one after another.
      one_run = options.size() == 1 && (last_label == 0 || label == last_label + 1) &&
                options.front().value == run.first.value + run.count;
      ++run.count;
      last_label = label;
    }
    if (!one_run || run.count > 32) run = Run{};
    runs_.push_back(run);
  }
}

ChaosLabelMask ChaosLabelReader::read(const LiveOptions& live, const ChaosLabelOptions& labels,
                                      int cell, ChaosLabelMask& chosen) const {
  const Run& run = runs_[static_cast<std::size_t>(cell)];
  if (live.in_id_order() && run.first.valid()) {
    const std::uint32_t picked = live.chosen_run(run.first, run.count);
    chosen = picked << run.shift;
    return (live.live_run(run.first, run.count) | picked) << run.shift;
  }
  ChaosLabelMask open = 0;
  chosen = 0;
  for (int label = 1; label <= labels.labels; ++label) {
    for (OptionId option :
         labels.options[static_cast<std::size_t>(cell * labels.labels + label - 1)]) {
      const ChaosLabelMask bit = ChaosLabelMask{1} << (label - 1);
      if (live.chosen(option)) chosen = bit;
      if (live.contains(option) || live.chosen(option)) open |= bit;
    }
  }
  return open;
}

}  // namespace dlx::sudoku
