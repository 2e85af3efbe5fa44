#include "memo_model.hpp"

#include <bit>
#include <numeric>
#include <unordered_map>

#include "frontier_order.hpp"

namespace dlx::detail {

MemoModel make_memo_model(const Problem& problem, MemoOrder order) {
  MemoModel model;
  // Declared numbers: the primary items, and the secondary ones, each in declaration order.
  std::vector<std::uint32_t> declared(problem.item_count(), MemoModel::kExact);
  std::vector<std::uint32_t> secondary_number(problem.item_count(), MemoModel::kExact);
  std::vector<ItemId> declared_items;
  for (std::size_t i = 0; i < problem.item_count(); ++i) {
    const ItemId item{static_cast<std::int32_t>(i)};
    if (problem.item_kind(item) == ItemKind::kPrimary) {
      declared[i] = static_cast<std::uint32_t>(declared_items.size());
      declared_items.push_back(item);
    } else {
      secondary_number[i] = static_cast<std::uint32_t>(model.secondaries++);
    }
  }
  model.primaries = declared_items.size();
  std::vector<std::uint32_t> branching(model.primaries);  // declared number -> branching number
  std::iota(branching.begin(), branching.end(), 0);
  if (order == MemoOrder::kFrontier || order == MemoOrder::kAuto) {
    const std::vector<std::uint32_t> sequence = frontier_order(problem, declared);
    for (std::size_t k = 0; k < sequence.size(); ++k) {
      branching[sequence[k]] = static_cast<std::uint32_t>(k);
    }
  }
  model.primary_item.resize(model.primaries);
  model.declared_rank.resize(model.primaries);
  model.lower.resize(model.primaries);
  model.upper.resize(model.primaries);
  model.lane.assign(model.primaries, MemoModel::kExact);
  std::uint32_t lanes = 0;
  for (std::size_t d = 0; d < model.primaries; ++d) {
    const std::uint32_t k = branching[d];
    model.primary_item[k] = declared_items[d];
    model.declared_rank[k] = static_cast<std::uint32_t>(d);
    const Multiplicity bounds = problem.multiplicity(declared_items[d]);
    model.lower[k] = bounds.lower;
    model.upper[k] = bounds.upper;
  }
  for (std::size_t k = 0; k < model.primaries; ++k) {
    if (model.lower[k] != 1 || model.upper[k] != 1) model.lane[k] = lanes++;
  }
  model.multiplicities = lanes > 0;

  // Each secondary item's colors get codes 1, 2, ... in the order its options name them.
  std::vector<std::uint32_t> colors_of(model.secondaries, 0);
  std::unordered_map<std::uint64_t, std::uint32_t> codes;
  const auto code_of = [&colors_of, &codes](std::uint32_t s, ColorId color) -> std::uint32_t {
    if (!color.valid()) return 0;
    const auto [at, added] = codes.try_emplace(
        (std::uint64_t{s} << 32) | static_cast<std::uint32_t>(color.value), colors_of[s] + 1);
    if (added) ++colors_of[s];
    return at->second;
  };
  model.primary_start.push_back(0);
  model.secondary_start.push_back(0);
  std::vector<std::vector<std::uint32_t>> options_of(model.primaries);
  for (std::size_t o = 0; o < problem.option_count(); ++o) {
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(o)})) {
      const auto i = static_cast<std::size_t>(entry.item.value);
      if (declared[i] != MemoModel::kExact) {
        const std::uint32_t k = branching[declared[i]];
        model.primary_entries.push_back(k);
        options_of[k].push_back(static_cast<std::uint32_t>(o));
      } else {
        model.secondary_entries.push_back(
            {secondary_number[i], code_of(secondary_number[i], entry.color)});
      }
    }
    model.primary_start.push_back(static_cast<std::uint32_t>(model.primary_entries.size()));
    model.secondary_start.push_back(static_cast<std::uint32_t>(model.secondary_entries.size()));
  }
  model.item_start.push_back(0);
  for (const auto& list : options_of) {
    model.item_options.insert(model.item_options.end(), list.begin(), list.end());
    model.item_start.push_back(static_cast<std::uint32_t>(model.item_options.size()));
  }
  std::vector<std::vector<std::uint32_t>> options_of_secondary(model.secondaries);
  for (std::size_t o = 0; o < model.option_count(); ++o) {
    for (const MemoModel::SecondaryEntry& s : model.secondaries_of(o)) {
      options_of_secondary[s.item].push_back(static_cast<std::uint32_t>(o));
    }
  }
  model.secondary_option_start.push_back(0);
  for (const auto& list : options_of_secondary) {
    model.secondary_options.insert(model.secondary_options.end(), list.begin(), list.end());
    model.secondary_option_start.push_back(
        static_cast<std::uint32_t>(model.secondary_options.size()));
  }
  model.open_words = (model.primaries + 63) / 64;
  // Which primary items each secondary item's options name, when that table is small.
  if (model.secondaries * model.open_words <= MemoModel::kMostReachWords) {
    model.secondary_reach.assign(model.secondaries * model.open_words, 0);
    for (std::size_t o = 0; o < model.option_count(); ++o) {
      for (const MemoModel::SecondaryEntry& s : model.secondaries_of(o)) {
        std::uint64_t* reach = model.secondary_reach.data() + s.item * model.open_words;
        for (const std::uint32_t p : model.primaries_of(o))
          reach[p / 64] |= std::uint64_t{1} << (p % 64);
      }
    }
  }
  model.count_words = (lanes + 1) / 2;
  // The secondary fields, packed in declaration order.
  std::uint32_t word = 0;
  std::uint32_t shift = 0;
  model.secondary_word_start.push_back(0);
  for (std::uint32_t s = 0; s < model.secondaries; ++s) {
    const std::uint64_t taken = std::uint64_t{colors_of[s]} + 1;
    const auto width = static_cast<std::uint32_t>(std::bit_width(taken));
    if (shift + width > 64) {
      model.secondary_word_start.push_back(s);
      ++word;
      shift = 0;
    }
    model.secondary_field.push_back({word, shift, (std::uint64_t{1} << width) - 1, taken});
    shift += width;
  }
  model.secondary_words = model.secondaries == 0 ? 0 : word + 1;
  if (model.secondaries > 0) {
    model.secondary_word_start.push_back(static_cast<std::uint32_t>(model.secondaries));
  }
  return model;
}

}  // namespace dlx::detail
