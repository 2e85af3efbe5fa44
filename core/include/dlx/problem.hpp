// The problem model: named items and options, as Knuth's Algorithm C defines them.
//
// - A primary item must be covered exactly once; or, when it has a multiplicity u:v (Knuth's
//   DLX3), at least u and at most v times.
// - A secondary item may be covered at most once; or, when options give it a color, by any number
//   of options that all give it the same color. An option that names a secondary item without a
//   color excludes every other option that names it.
// - An option is a set of items, each with an optional color (secondary items only), and a cost
//   (Knuth's DLX5), a whole number from 0 to ProblemLimits::kMaxOptionCost, 0 unless given. Only
//   MinimumCostSolver reads costs; the other searches ignore them.
//
// Problem is plain data and validates as it is built: a bad model throws ModelError at the call
// that makes it bad, and a model that would exceed the limits below throws LimitError before any
// memory is allocated for it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "dlx/ids.hpp"
#include "dlx/propagator.hpp"

namespace dlx {

// A model that breaks the rules (duplicate item, color on a primary item, empty option, ...).
class ModelError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A model larger than the engine will hold. Thrown before the memory is requested.
class LimitError : public ModelError {
 public:
  using ModelError::ModelError;
};

// Size limits. Node indices are 32-bit, and an item occurrence costs about 24 bytes once built (16
// for the dancing-links node, 8 for the model) and more while a reader holds its input: a problem
// at these limits peaks at about 5.5 GB (measured with 2^26 options of two items).
struct ProblemLimits {
  static constexpr std::size_t kMaxNameLength = 64;  // bytes, for item and color names
  static constexpr std::size_t kMaxItems = std::size_t{1} << 24;
  static constexpr std::size_t kMaxOptions = std::size_t{1} << 26;
  static constexpr std::size_t kMaxEntries = std::size_t{1} << 27;  // item occurrences, all options
  static constexpr std::size_t kMaxColors = std::size_t{1} << 24;
  // The largest cost of one option: 10^12. A solution has at most one option per primary item
  // (kMaxItems of them), so its total, at most 2^24 * 10^12 < 2^64, never wraps.
  static constexpr std::uint64_t kMaxOptionCost = 1'000'000'000'000;
};

// The cost of an option, and the total of a solution (MinimumCostSolver).
using Cost = std::uint64_t;

enum class ItemKind { kPrimary, kSecondary };

// How many times a primary item must be covered: at least `lower`, at most `upper` (Knuth's
// "u:v"). The default, 1:1, is exact cover. `lower` may be 0 (the item is optional), `upper` not.
struct Multiplicity {
  std::uint32_t lower = 1;
  std::uint32_t upper = 1;

  bool exact() const { return lower == 1 && upper == 1; }
  constexpr bool operator==(const Multiplicity&) const = default;
};

// One item of an option, with its color (ColorId{} when it has none).
struct OptionEntry {
  ItemId item;
  ColorId color{};

  constexpr OptionEntry(ItemId i) : item(i) {}  // NOLINT: implicit, so {a, b, c} reads naturally
  constexpr OptionEntry(ItemId i, ColorId c) : item(i), color(c) {}
};

class Problem {
 public:
  // ---- Problem specification ------------------------------------------------------------------
  // Knuth's engines keep every primary item before every secondary one; we do not require that
  // order here (the engine sorts them internally), but item ids are the order of these calls.
  ItemId add_primary(std::string_view name);
  // A primary item with a multiplicity. Throws ModelError when lower > upper or upper is 0.
  ItemId add_primary(std::string_view name, Multiplicity bounds);
  ItemId add_secondary(std::string_view name);
  // The color with this name, created on first use.
  ColorId color(std::string_view name);
  // Adds an option. Throws ModelError for an empty option, an unknown item, an item named twice,
  // or a color on a primary item.
  OptionId add_option(std::span<const OptionEntry> entries);
  OptionId add_option(std::initializer_list<OptionEntry> entries) {
    return add_option(std::span<const OptionEntry>(entries.begin(), entries.size()));
  }
  // An option with a cost. Throws LimitError for a cost above ProblemLimits::kMaxOptionCost.
  OptionId add_option(std::span<const OptionEntry> entries, Cost cost);
  OptionId add_option(std::initializer_list<OptionEntry> entries, Cost cost) {
    return add_option(std::span<const OptionEntry>(entries.begin(), entries.size()), cost);
  }
  // Adds an option given by item names, "name" or "name:color" (the DLX text convention).
  OptionId add_option(std::initializer_list<std::string_view> names);
  // A rule the engine may also reason with (dlx/propagator.hpp): it removes only options in no
  // solution, so the solutions stay the items' and options'. Its watched options must be this
  // problem's.
  void add_propagator(std::shared_ptr<const Propagator> propagator);

  // ---- Queries -------------------------------------------------------------------------------
  std::size_t item_count() const { return items_.size(); }
  std::size_t primary_count() const { return primary_count_; }
  std::size_t secondary_count() const { return items_.size() - primary_count_; }
  std::size_t option_count() const { return option_starts_.size() - 1; }
  std::size_t entry_count() const { return entries_.size(); }
  std::size_t color_count() const { return color_names_.size(); }

  ItemKind item_kind(ItemId item) const { return items_.at(index(item)).kind; }
  // 1:1 for every primary item declared without bounds (and, meaninglessly, for secondary ones).
  Multiplicity multiplicity(ItemId item) const { return items_.at(index(item)).bounds; }
  // True when some primary item has bounds other than 1:1: the search then runs Knuth's
  // Algorithm M instead of Algorithm C.
  bool has_multiplicities() const { return has_multiplicities_; }
  const std::string& item_name(ItemId item) const { return items_.at(index(item)).name; }
  // The item with this name, or ItemId{} (invalid) if there is none.
  ItemId find_item(std::string_view name) const;
  const std::string& color_name(ColorId color) const;

  // The entries of an option, in the order they were given.
  std::span<const OptionEntry> option(OptionId option) const;
  // The option as DLX text: item names separated by spaces, "name:color" where colored.
  std::string option_text(OptionId option) const;
  // The cost of an option (0 unless given), and whether any option has a cost other than 0.
  Cost option_cost(OptionId option) const;
  bool has_costs() const { return !costs_.empty(); }
  std::span<const std::shared_ptr<const Propagator>> propagators() const { return propagators_; }

 private:
  struct Item {
    std::string name;
    ItemKind kind;
    Multiplicity bounds;
  };

  ItemId add_item(std::string_view name, ItemKind kind, Multiplicity bounds = {});
  static std::size_t index(ItemId item) { return static_cast<std::size_t>(item.value); }

  std::vector<Item> items_;
  std::size_t primary_count_ = 0;
  bool has_multiplicities_ = false;
  std::unordered_map<std::string, ItemId> item_by_name_;
  std::vector<std::string> color_names_;  // color k is color_names_[k - 1]
  std::unordered_map<std::string, ColorId> color_by_name_;
  std::vector<OptionEntry> entries_;              // all options, back to back
  std::vector<std::size_t> option_starts_ = {0};  // option k is entries_[starts[k], starts[k+1])
  // The cost of each option; empty while every cost is 0, so that a model without costs (all
  // but MinimumCostSolver's) spends no memory on them.
  std::vector<Cost> costs_;
  std::vector<std::shared_ptr<const Propagator>> propagators_;
  std::vector<std::uint32_t> seen_in_option_;  // scratch for the duplicate-item check
  std::uint32_t option_stamp_ = 0;
};

}  // namespace dlx
