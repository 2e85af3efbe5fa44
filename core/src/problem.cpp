#include "dlx/problem.hpp"

#include <string>

namespace dlx {
namespace {

void check_name(std::string_view name, const char* what) {
  if (name.empty()) throw ModelError(std::string("empty ") + what + " name");
  if (name.size() > ProblemLimits::kMaxNameLength) {
    throw LimitError(std::string(what) + " name '" + std::string(name.substr(0, 20)) +
                     "...' is longer than " + std::to_string(ProblemLimits::kMaxNameLength) +
                     " bytes");
  }
}

}  // namespace

ItemId Problem::add_item(std::string_view name, ItemKind kind, Multiplicity bounds) {
  check_name(name, "item");
  if (bounds.upper == 0) {
    throw ModelError("item '" + std::string(name) + "' has upper bound 0: it could never be used");
  }
  if (bounds.lower > bounds.upper) {
    throw ModelError("item '" + std::string(name) + "' has bounds " + std::to_string(bounds.lower) +
                     ":" + std::to_string(bounds.upper) + ", lower above upper");
  }
  if (items_.size() >= ProblemLimits::kMaxItems) {
    throw LimitError("more than " + std::to_string(ProblemLimits::kMaxItems) + " items");
  }
  if (!option_starts_.empty() && option_count() > 0) {
    // The engine lays options out against a fixed item table; adding items afterwards would be
    // harmless here but surprising in the DLX format, where items come first. Keep one rule.
    throw ModelError("item '" + std::string(name) + "' added after the first option");
  }
  ItemId id{static_cast<std::int32_t>(items_.size())};
  auto [it, inserted] = item_by_name_.emplace(std::string(name), id);
  if (!inserted) throw ModelError("item '" + std::string(name) + "' is declared twice");
  items_.push_back({std::string(name), kind, bounds});
  has_multiplicities_ = has_multiplicities_ || !bounds.exact();
  if (kind == ItemKind::kPrimary) ++primary_count_;
  return id;
}

ItemId Problem::add_primary(std::string_view name) {
  return add_item(name, ItemKind::kPrimary);
}

ItemId Problem::add_primary(std::string_view name, Multiplicity bounds) {
  return add_item(name, ItemKind::kPrimary, bounds);
}

ItemId Problem::add_secondary(std::string_view name) {
  return add_item(name, ItemKind::kSecondary);
}

ColorId Problem::color(std::string_view name) {
  check_name(name, "color");
  if (auto it = color_by_name_.find(std::string(name)); it != color_by_name_.end()) {
    return it->second;
  }
  if (color_names_.size() >= ProblemLimits::kMaxColors) {
    throw LimitError("more than " + std::to_string(ProblemLimits::kMaxColors) + " colors");
  }
  color_names_.emplace_back(name);
  ColorId id{static_cast<std::int32_t>(color_names_.size())};
  color_by_name_.emplace(std::string(name), id);
  return id;
}

ItemId Problem::find_item(std::string_view name) const {
  auto it = item_by_name_.find(std::string(name));
  return it == item_by_name_.end() ? ItemId{} : it->second;
}

const std::string& Problem::color_name(ColorId color) const {
  if (color.value < 1 || static_cast<std::size_t>(color.value) > color_names_.size()) {
    throw std::out_of_range("no such color");
  }
  return color_names_[static_cast<std::size_t>(color.value) - 1];
}

OptionId Problem::add_option(std::span<const OptionEntry> entries) {
  if (entries.empty()) throw ModelError("empty option");
  if (option_count() >= ProblemLimits::kMaxOptions) {
    throw LimitError("more than " + std::to_string(ProblemLimits::kMaxOptions) + " options");
  }
  if (entries_.size() + entries.size() > ProblemLimits::kMaxEntries) {
    throw LimitError("more than " + std::to_string(ProblemLimits::kMaxEntries) +
                     " item occurrences in all options");
  }
  // A stamp per option makes the duplicate check O(option length) without clearing a table.
  if (seen_in_option_.size() < items_.size()) seen_in_option_.resize(items_.size(), 0);
  ++option_stamp_;
  bool has_primary = false;
  for (const OptionEntry& entry : entries) {
    if (!entry.item.valid() || static_cast<std::size_t>(entry.item.value) >= items_.size()) {
      throw ModelError("option names an unknown item (id " + std::to_string(entry.item.value) +
                       ")");
    }
    const Item& item = items_[index(entry.item)];
    if (seen_in_option_[index(entry.item)] == option_stamp_) {
      throw ModelError("item '" + item.name + "' appears twice in one option");
    }
    seen_in_option_[index(entry.item)] = option_stamp_;
    if (entry.color.valid()) {
      if (item.kind == ItemKind::kPrimary) {
        throw ModelError("primary item '" + item.name + "' cannot have a color");
      }
      if (entry.color.value < 1 || static_cast<std::size_t>(entry.color.value) > color_count()) {
        throw ModelError("item '" + item.name + "' has an unknown color");
      }
    }
    has_primary = has_primary || item.kind == ItemKind::kPrimary;
  }
  if (!has_primary) {
    // Algorithm C branches on primary items only, so such an option could never be chosen:
    // accepting it would silently drop part of the user's model.
    throw ModelError("option has no primary item, so it could never be chosen");
  }
  entries_.insert(entries_.end(), entries.begin(), entries.end());
  option_starts_.push_back(entries_.size());
  return OptionId{static_cast<std::int32_t>(option_count() - 1)};
}

OptionId Problem::add_option(std::span<const OptionEntry> entries, Cost cost) {
  if (cost > ProblemLimits::kMaxOptionCost) {
    throw LimitError("option cost " + std::to_string(cost) + " is larger than " +
                     std::to_string(ProblemLimits::kMaxOptionCost));
  }
  const OptionId id = add_option(entries);
  if (cost != 0) {
    costs_.resize(option_count(), 0);
    costs_.back() = cost;
  }
  return id;
}

Cost Problem::option_cost(OptionId option) const {
  const auto k = static_cast<std::size_t>(option.value);
  if (!option.valid() || k >= option_count()) throw std::out_of_range("no such option");
  return k < costs_.size() ? costs_[k] : 0;
}

OptionId Problem::add_option(std::initializer_list<std::string_view> names) {
  std::vector<OptionEntry> entries;
  entries.reserve(names.size());
  for (std::string_view token : names) {
    std::string_view name = token;
    ColorId color_id{};
    if (auto colon = token.find(':'); colon != std::string_view::npos) {
      name = token.substr(0, colon);
      color_id = color(token.substr(colon + 1));
    }
    ItemId item = find_item(name);
    if (!item.valid()) throw ModelError("unknown item '" + std::string(name) + "'");
    entries.emplace_back(item, color_id);
  }
  return add_option(std::span<const OptionEntry>(entries));
}

void Problem::add_propagator(std::shared_ptr<const Propagator> propagator) {
  if (propagator == nullptr) throw ModelError("a null propagator");
  for (const OptionId option : propagator->watched()) {
    if (!option.valid() || static_cast<std::size_t>(option.value) >= option_count()) {
      throw ModelError("a propagator watches an option the problem does not have");
    }
  }
  propagators_.push_back(std::move(propagator));
}

std::span<const OptionEntry> Problem::option(OptionId option) const {
  auto k = static_cast<std::size_t>(option.value);
  if (!option.valid() || k >= option_count()) throw std::out_of_range("no such option");
  return std::span<const OptionEntry>(entries_).subspan(option_starts_[k],
                                                        option_starts_[k + 1] - option_starts_[k]);
}

std::string Problem::option_text(OptionId option_id) const {
  std::string text;
  for (const OptionEntry& entry : option(option_id)) {
    if (!text.empty()) text += ' ';
    text += item_name(entry.item);
    if (entry.color.valid()) {
      text += ':';
      text += color_name(entry.color);
    }
  }
  return text;
}

}  // namespace dlx
