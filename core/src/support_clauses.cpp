#include "support_clauses.hpp"

#include <algorithm>
#include <bit>

namespace dlx::detail {
namespace {

// Past this many clauses the rest are left out (propagation only gets weaker): the watch lists
// cost 12 bytes a clause and each (word, bits) pair 12 more.
constexpr std::size_t kMostClauses = std::size_t{1} << 22;

// Each option's colored secondary items, and for each such item the primary items of the options
// that give it a color (each once), in the model's numbering.
struct ColoredUses {
  std::vector<std::vector<std::uint32_t>> items_of;       // per option: its colored secondary items
  std::vector<std::vector<std::uint32_t>> neighbours_of;  // per secondary item (from 0)
};

ColoredUses colored_uses(const Problem& problem, const BitsetModel& model) {
  ColoredUses uses;
  const std::size_t primaries = model.primary_count();
  uses.items_of.resize(model.option_count());
  uses.neighbours_of.resize(problem.item_count() - problem.primary_count());
  std::vector<std::uint32_t> last(model.primary_count(), ~std::uint32_t{0});
  std::vector<std::vector<std::uint32_t>> users(uses.neighbours_of.size());
  for (std::size_t r = 0; r < model.option_count(); ++r) {
    for (const OptionEntry& entry : problem.option(model.option_id(r))) {
      const std::uint32_t number = model.item_number(entry.item);
      if (number < primaries || !entry.color.valid()) continue;
      const std::uint32_t x = number - static_cast<std::uint32_t>(primaries);
      uses.items_of[r].push_back(x);
      users[x].push_back(static_cast<std::uint32_t>(r));
    }
  }
  const std::uint32_t* option_item_start = model.option_item_start();
  const std::uint32_t* option_items = model.option_items();
  for (std::uint32_t x = 0; x < users.size(); ++x) {
    for (const std::uint32_t o : users[x]) {
      for (std::uint32_t e = option_item_start[o]; e < option_item_start[o + 1]; ++e) {
        const std::uint32_t item = option_items[e];
        if (last[item] == x) continue;
        last[item] = x;
        uses.neighbours_of[x].push_back(item);
      }
    }
  }
  return uses;
}

// How many of the options in `bits`. popcount is a call on the baseline x86-64 (libgcc's
// __popcountdi2), and many words of an item's column hold one option: a word of one bit skips
// it (on ISS's Pill Arrow Sudoku, with the early stop below, 16.2 M instructions in popcount
// became 3.6 M).
std::uint32_t options_in(std::uint64_t bits) {
  return (bits & (bits - 1)) == 0 ? static_cast<std::uint32_t>(bits != 0)
                                  : static_cast<std::uint32_t>(std::popcount(bits));
}

}  // namespace

SupportClauses::SupportClauses(const Problem& problem, const BitsetModel& model,
                               const BuildWatch& watch) {
  const ColoredUses uses = colored_uses(problem, model);
  const std::uint32_t* option_item_start = model.option_item_start();
  const std::uint32_t* option_items = model.option_items();
  std::vector<std::uint64_t> conflicts(model.words(), 0);
  // Per primary item, the last option that looked at it: each item once per option.
  std::vector<std::uint32_t> seen(model.primary_count(), ~std::uint32_t{0});
  std::vector<std::uint32_t> candidates;
  for (std::uint32_t q = 0; q < model.option_count(); ++q) {
    if (uses.items_of[q].empty()) continue;
    if (q % BuildWatch::kOptionsBetweenChecks == 0) watch.check();
    for (std::uint32_t e = option_item_start[q]; e < option_item_start[q + 1]; ++e) {
      seen[option_items[e]] = q;  // q covers these: no clause
    }
    candidates.clear();
    for (const std::uint32_t x : uses.items_of[q]) {
      for (const std::uint32_t item : uses.neighbours_of[x]) {
        if (seen[item] == q) continue;
        seen[item] = q;
        candidates.push_back(item);
      }
    }
    if (candidates.empty()) continue;
    for (std::uint32_t k = model.conflict_start()[q]; k < model.conflict_start()[q + 1]; ++k) {
      conflicts[model.conflict_words()[k]] = model.conflict_bits()[k];
    }
    for (const std::uint32_t item : candidates) {
      if (owner_.size() >= kMostClauses) break;
      add_clause(q, item, model, conflicts);
    }
    for (std::uint32_t k = model.conflict_start()[q]; k < model.conflict_start()[q + 1]; ++k) {
      conflicts[model.conflict_words()[k]] = 0;
    }
  }
}

// The count stops as soon as the supports pass half the item's options: no clause then.
void SupportClauses::add_clause(std::uint32_t q, std::uint32_t item, const BitsetModel& model,
                                const std::vector<std::uint64_t>& conflicts) {
  const std::uint32_t* column_start = model.column_start();
  const std::uint32_t* column_words = model.column_words();
  const std::uint64_t* column_bits = model.column_bits();
  const std::uint32_t options =
      model.item_option_start()[item + 1] - model.item_option_start()[item];
  std::uint32_t supports = 0;
  for (std::uint32_t c = column_start[item]; c < column_start[item + 1]; ++c) {
    supports += options_in(column_bits[c] & ~conflicts[column_words[c]]);
    if (2 * supports > options) return;  // too many supports to say much
  }
  owner_.push_back(q);
  item_.push_back(item);
  for (std::uint32_t c = column_start[item]; c < column_start[item + 1]; ++c) {
    const std::uint64_t bits = column_bits[c] & ~conflicts[column_words[c]];
    if (bits == 0) continue;
    word_.push_back(column_words[c]);
    bits_.push_back(bits);
  }
  start_.push_back(static_cast<std::uint32_t>(word_.size()));
}

std::size_t SupportClauses::bytes() const {
  return owner_.size() * 4 + item_.size() * 4 + start_.size() * 4 + word_.size() * 4 +
         bits_.size() * 8;
}

}  // namespace dlx::detail
