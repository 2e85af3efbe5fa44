#include "bitset_model.hpp"

#include <algorithm>
#include <bit>

namespace dlx::detail {
namespace {

// Above these the dancing links win or the masks would not fit comfortably in memory: building
// the masks walks, for each option, the lists of all its items (the sum over items of the square
// of their lengths), and each (word, bits) pair costs 12 bytes.
constexpr std::uint64_t kMostBuildSteps = std::uint64_t{1} << 25;
constexpr std::uint64_t kMostPairs = std::uint64_t{1} << 22;
constexpr std::size_t kMostOptions = std::size_t{1} << 20;
// A problem with propagators (dlx/propagator.hpp) gets 16 times more: only this engine runs them,
// and what they prune outweighs the masks' cost (a 9x9 with three long pill arrows: 9 million
// pairs, 110 MB, and 0.0x s of search where the links, without the sums' bounds, ran out of time).
constexpr std::uint64_t kRoomForPropagators = 16;

// An item named by this many options or more has its uses kept as word masks too, one for all of
// them and one for each color, so that an option's conflicts there are a pass over words rather
// than over options: the cells of a variant Sudoku whose clues are chains of states (skyscrapers)
// are named by some 1,800 options each, and building the masks bit by bit took 2.8 billion
// instructions, a second and a half, for a search of 0.06 s. From 16 uses, not 128: the cells of
// a variant Sudoku are named by their pieces' options too, a few dozen each, and their masks
// took ISS's A Very Full Quiver (index 233 of the shared collection) from 22.5 to 5.3 M
// instructions in this constructor, its Little Killer Sudoku (34) from 14.3 to 8.0; pentominoes
// on 6x10 and 13 queens took no more.
constexpr std::uint32_t kMostUsesBitByBit = 16;
// What suits() counts as the building's steps keeps the threshold those limits were set with,
// so that no problem changes engine.
constexpr std::uint32_t kMostUsesCountedBitByBit = 128;

// The options that name one item, as (word, bits) pairs of `live`, all of them and per color.
struct UseMasks {
  std::vector<std::uint32_t> words;
  std::vector<std::uint64_t> all;
  std::vector<std::pair<std::int32_t, std::vector<std::uint64_t>>> by_color;  // aligned with all

  // The masks of the options that give the item `color`, or null.
  const std::uint64_t* of_color(std::int32_t color) const {
    for (const auto& [c, bits] : by_color) {
      if (c == color) return bits.data();
    }
    return nullptr;
  }
};

template <typename Use>
UseMasks use_masks(const Use* begin, const Use* end) {
  UseMasks masks;
  for (const Use* u = begin; u != end; ++u) {
    const std::uint32_t w = u->option / 64;
    if (masks.words.empty() || masks.words.back() != w) {
      masks.words.push_back(w);
      masks.all.push_back(0);
      for (auto& entry : masks.by_color) entry.second.push_back(0);
    }
    const std::uint64_t bit = std::uint64_t{1} << (u->option % 64);
    masks.all.back() |= bit;
    if (u->color == 0) continue;
    std::vector<std::uint64_t>* bits = nullptr;
    for (auto& entry : masks.by_color) {
      if (entry.first == u->color) bits = &entry.second;
    }
    if (bits == nullptr) {
      masks.by_color.emplace_back(u->color, std::vector<std::uint64_t>(masks.words.size(), 0));
      bits = &masks.by_color.back().second;
    }
    bits->back() |= bit;
  }
  return masks;
}

}  // namespace

bool BitsetModel::suits(const Problem& problem) {
  if (problem.has_multiplicities() || problem.option_count() > kMostOptions) return false;
  const std::uint64_t room = problem.propagators().empty() ? 1 : kRoomForPropagators;
  std::vector<std::uint64_t> length(problem.item_count(), 0);
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(k)})) {
      ++length[static_cast<std::size_t>(entry.item.value)];
    }
  }
  // Each option has at most one pair per word, and at most one per option it conflicts with.
  const std::uint64_t words = (problem.option_count() + 63) / 64;
  std::uint64_t steps = 0;
  for (const std::uint64_t n : length) {
    steps +=
        n < kMostUsesCountedBitByBit ? n * n : n * std::min(n, words);  // the uses or their words
  }
  if (steps > room * kMostBuildSteps) return false;
  std::uint64_t pairs = 0;
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    std::uint64_t reach = 0;
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(k)})) {
      reach += length[static_cast<std::size_t>(entry.item.value)];
    }
    pairs += std::min(reach, words);
    if (pairs > room * kMostPairs) return false;
  }
  return true;
}

BitsetModel::BitsetModel(const Problem& problem, std::optional<std::uint64_t> seed, Steps steps,
                         const BuildWatch& watch) {
  const Layout layout = make_layout(problem, seed);
  const std::size_t options = problem.option_count();
  const std::size_t primaries = problem.primary_count();
  const std::size_t items = problem.item_count();
  option_id_ = layout.option_order;
  item_number_ = layout.item_number;
  rank_.resize(options);
  for (std::size_t r = 0; r < options; ++r) {
    rank_[static_cast<std::size_t>(option_id_[r])] = static_cast<std::uint32_t>(r);
  }

  // Every item's options, in layout order, with the color each gives it (0: none).
  struct Use {
    std::uint32_t option;
    std::int32_t color;
  };
  std::vector<std::uint32_t> use_start(items + 2, 0);  // by layout item number
  for (std::size_t r = 0; r < options; ++r) {
    for (const OptionEntry& entry : problem.option(OptionId{option_id_[r]})) {
      ++use_start[layout.item_number[static_cast<std::size_t>(entry.item.value)] + 1];
    }
  }
  for (std::size_t i = 1; i < use_start.size(); ++i) use_start[i] += use_start[i - 1];
  std::vector<Use> uses(use_start.back());
  std::vector<std::uint32_t> fill(use_start.begin(), use_start.end() - 1);
  option_item_start_.assign(options + 1, 0);
  for (std::size_t r = 0; r < options; ++r) {
    for (const OptionEntry& entry : problem.option(OptionId{option_id_[r]})) {
      const std::uint32_t number = layout.item_number[static_cast<std::size_t>(entry.item.value)];
      uses[fill[number]++] = {static_cast<std::uint32_t>(r),
                              entry.color.valid() ? entry.color.value : 0};
      if (number <= primaries) option_items_.push_back(number - 1);
    }
    option_item_start_[r + 1] = static_cast<std::uint32_t>(option_items_.size());
    least_primaries_ =
        std::min(least_primaries_, option_item_start_[r + 1] - option_item_start_[r]);
    most_primaries_ = std::max(most_primaries_, option_item_start_[r + 1] - option_item_start_[r]);
  }
  item_option_start_.assign(primaries + 1, 0);
  for (std::size_t p = 0; p < primaries; ++p) {
    for (std::uint32_t u = use_start[p + 1]; u < use_start[p + 2]; ++u) {
      item_options_.push_back(uses[u].option);
    }
    item_option_start_[p + 1] = static_cast<std::uint32_t>(item_options_.size());
  }

  column_start_.assign(primaries + 1, 0);
  for (std::size_t p = 0; p < primaries; ++p) {
    for (std::uint32_t e = item_option_start_[p]; e < item_option_start_[p + 1]; ++e) {
      const std::uint32_t r = item_options_[e];
      if (column_word_.empty() || column_start_[p] == column_word_.size() ||
          column_word_.back() != r / 64) {
        column_word_.push_back(r / 64);
        column_bits_.push_back(0);
      }
      column_bits_.back() |= std::uint64_t{1} << (r % 64);
    }
    column_start_[p + 1] = static_cast<std::uint32_t>(column_word_.size());
  }

  // The conflict masks, one option at a time in a scratch bitset that is cleared word by word.
  std::vector<std::uint64_t> scratch(words(), 0);
  std::vector<std::uint32_t> touched;
  std::vector<UseMasks> masks(items + 1);
  for (std::size_t number = 1; number <= items; ++number) {
    if (use_start[number + 1] - use_start[number] >= kMostUsesBitByBit) {
      masks[number] =
          use_masks(uses.data() + use_start[number], uses.data() + use_start[number + 1]);
    }
  }
  conflict_start_.assign(options + 1, 0);
  for (std::size_t r = 0; r < options; ++r) {
    if (r % BuildWatch::kOptionsBetweenChecks == 0) watch.check();
    for (const OptionEntry& entry : problem.option(OptionId{option_id_[r]})) {
      const std::uint32_t number = layout.item_number[static_cast<std::size_t>(entry.item.value)];
      const std::int32_t color = entry.color.valid() ? entry.color.value : 0;
      if (const UseMasks& m = masks[number]; !m.words.empty()) {
        const std::uint64_t* same = color != 0 ? m.of_color(color) : nullptr;
        for (std::size_t k = 0; k < m.words.size(); ++k) {
          const std::uint64_t bits = m.all[k] & ~(same != nullptr ? same[k] : 0);
          if (bits == 0) continue;
          std::uint64_t& word = scratch[m.words[k]];
          if (word == 0) touched.push_back(m.words[k]);
          word |= bits;
        }
        continue;
      }
      for (std::uint32_t u = use_start[number]; u < use_start[number + 1]; ++u) {
        // Options that give this secondary item r's color agree with r there.
        if (color != 0 && uses[u].color == color) continue;
        const std::uint32_t q = uses[u].option;
        std::uint64_t& word = scratch[q / 64];
        if (word == 0) touched.push_back(q / 64);
        word |= std::uint64_t{1} << (q % 64);
      }
    }
    std::sort(touched.begin(), touched.end());
    for (const std::uint32_t w : touched) {
      conflict_word_.push_back(w);
      conflict_bits_.push_back(scratch[w]);
      scratch[w] = 0;
    }
    touched.clear();
    conflict_start_[r + 1] = static_cast<std::uint32_t>(conflict_word_.size());
  }
  choose_steps(steps);
}

void BitsetModel::choose_steps(Steps wanted) {
  const std::size_t primaries = primary_count();
  const std::size_t vectors = (primaries + kLanesPerVector - 1) / kLanesPerVector;
  // The lanes hold lengths below 2^14, far below INT16_MAX, which marks a covered item (and
  // stays far above every length while a choice counts the covered items of its options down).
  bool lanes_fit = vectors > 0;
  for (std::size_t p = 0; p < primaries; ++p) {
    if (item_option_start_[p + 1] - item_option_start_[p] >= 0x4000) lanes_fit = false;
  }
  Steps best = Steps::kScalar;
  if (lanes_fit) best = Steps::kSparseLanes;
  const bool copies_fit =
      vectors * sizeof(Lanes) <= kMostSparseCopyBytes && words() <= kMostSparseCopyWords;
  if (best == Steps::kSparseLanes && copies_fit) best = Steps::kSparseCopies;
  if (lanes_fit && vectors <= kMostLaneVectors) best = Steps::kLanes;
  if (best == Steps::kLanes && words() <= kMostCopiedWords) best = Steps::kCopies;
  steps_ = wanted == Steps::kAuto || wanted > best ? best : wanted;
  if (steps_ == Steps::kSparseCopies && !copies_fit) steps_ = Steps::kSparseLanes;
  if (steps_ == Steps::kSparseLanes && !lanes_fit) steps_ = Steps::kScalar;
  if (steps_ == Steps::kScalar) return;
  lane_vectors_ = vectors;
  if (steps_ == Steps::kSparseCopies) build_dense_conflicts();
  if (sparse_lanes()) return;
  incidence_.assign(option_count() * vectors, Lanes{});
  for (std::size_t r = 0; r < option_count(); ++r) {
    for (std::uint32_t e = option_item_start_[r]; e < option_item_start_[r + 1]; ++e) {
      const std::uint32_t p = option_items_[e];
      incidence_[r * vectors + p / kLanesPerVector][p % kLanesPerVector] = 1;
    }
  }
  if (steps_ == Steps::kCopies) build_dense_conflicts();
}

void BitsetModel::build_dense_conflicts() {
  dense_conflicts_.assign(option_count() * words(), 0);
  for (std::size_t r = 0; r < option_count(); ++r) {
    for (std::uint32_t k = conflict_start_[r]; k < conflict_start_[r + 1]; ++k) {
      dense_conflicts_[r * words() + conflict_word_[k]] = conflict_bits_[k];
    }
  }
}

std::size_t BitsetModel::bytes() const {
  return option_id_.size() * 4 + rank_.size() * 4 + item_number_.size() * 4 +
         option_item_start_.size() * 4 + option_items_.size() * 4 + item_option_start_.size() * 4 +
         item_options_.size() * 4 + conflict_start_.size() * 4 + conflict_word_.size() * 4 +
         conflict_bits_.size() * 8 + column_start_.size() * 4 + column_word_.size() * 4 +
         column_bits_.size() * 8 + incidence_.size() * sizeof(Lanes) + dense_conflicts_.size() * 8;
}

}  // namespace dlx::detail
