#include "fuzz/support/dlx_writer.hpp"

#include <fmt/format.h>

#include <vector>

namespace dlx::fuzz {
namespace {

std::vector<ItemId> items_of_kind(const Problem& problem, ItemKind kind) {
  std::vector<ItemId> items;
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const ItemId item{static_cast<std::int32_t>(k)};
    if (problem.item_kind(item) == kind) items.push_back(item);
  }
  return items;
}

std::string entry_text(const Problem& problem, const OptionEntry& entry) {
  if (!entry.color.valid()) return problem.item_name(entry.item);
  return problem.item_name(entry.item) + ":" + problem.color_name(entry.color);
}

}  // namespace

std::string write_dlx(const Problem& problem) {
  // The comment keeps the item line off line 1, where LineReader would drop a leading byte-order
  // mark that here can only be the start of an item's name.
  std::string text = "| written by fuzz/support/dlx_writer\n";
  const char* separator = "";
  for (const ItemId item : items_of_kind(problem, ItemKind::kPrimary)) {
    const Multiplicity bounds = problem.multiplicity(item);
    text += separator;
    if (!bounds.exact()) text += fmt::format("{}:{}|", bounds.lower, bounds.upper);
    text += problem.item_name(item);
    separator = " ";
  }
  const std::vector<ItemId> secondary = items_of_kind(problem, ItemKind::kSecondary);
  // Blanks around the bar: "2|" would read as bounds, "2 |" is an item named 2 and the bar.
  if (!secondary.empty()) text += " |";
  for (const ItemId item : secondary) text += " " + problem.item_name(item);
  text += "\n";
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    separator = "";
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(k)})) {
      text += separator + entry_text(problem, entry);
      separator = " ";
    }
    text += "\n";
  }
  return text;
}

std::optional<std::string> model_difference(const Problem& a, const Problem& b) {
  for (const ItemKind kind : {ItemKind::kPrimary, ItemKind::kSecondary}) {
    const char* what = kind == ItemKind::kPrimary ? "primary" : "secondary";
    const std::vector<ItemId> items_a = items_of_kind(a, kind);
    const std::vector<ItemId> items_b = items_of_kind(b, kind);
    if (items_a.size() != items_b.size()) {
      return fmt::format("{} {} items, then {}", items_a.size(), what, items_b.size());
    }
    for (std::size_t k = 0; k < items_a.size(); ++k) {
      const ItemId x = items_a[k];
      const ItemId y = items_b[k];
      if (a.item_name(x) != b.item_name(y)) {
        return fmt::format("{} item {} is '{}', then '{}'", what, k, a.item_name(x),
                           b.item_name(y));
      }
      if (a.multiplicity(x) != b.multiplicity(y)) {
        return fmt::format("item '{}' has bounds {}:{}, then {}:{}", a.item_name(x),
                           a.multiplicity(x).lower, a.multiplicity(x).upper,
                           b.multiplicity(y).lower, b.multiplicity(y).upper);
      }
    }
  }
  if (a.option_count() != b.option_count()) {
    return fmt::format("{} options, then {}", a.option_count(), b.option_count());
  }
  for (std::size_t k = 0; k < a.option_count(); ++k) {
    const OptionId option{static_cast<std::int32_t>(k)};
    const auto entries_a = a.option(option);
    const auto entries_b = b.option(option);
    bool same = entries_a.size() == entries_b.size();
    for (std::size_t j = 0; same && j < entries_a.size(); ++j) {
      same = entry_text(a, entries_a[j]) == entry_text(b, entries_b[j]);
    }
    if (!same) {
      return fmt::format("option {} is '{}', then '{}'", k, a.option_text(option),
                         b.option_text(option));
    }
  }
  return std::nullopt;
}

}  // namespace dlx::fuzz
