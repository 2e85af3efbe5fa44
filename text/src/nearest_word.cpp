#include <dlx/text/nearest_word.hpp>

#include <algorithm>

namespace dlx {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // Three rows of the dynamic programme: the one before the previous is for a swap.
  std::vector<std::size_t> before(b.size() + 1), previous(b.size() + 1), current(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    current[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, replace});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        current[j] = std::min(current[j], before[j - 2] + 1);
      }
    }
    std::swap(before, previous);
    std::swap(previous, current);
  }
  return previous[b.size()];
}

std::optional<std::string> nearest_word(std::string_view word,
                                        const std::vector<std::string>& candidates) {
  const std::size_t allowed = word.size() <= 4 ? 1 : word.size() <= 8 ? 2 : 3;
  std::optional<std::string> best;
  std::size_t best_distance = allowed + 1;
  bool tied = false;
  for (const std::string& candidate : candidates) {
    if (candidate == word) continue;
    const std::size_t distance = edit_distance(word, candidate);
    // A word all of whose letters would change is no typo of the candidate: "t" is not "n".
    if (distance >= word.size()) continue;
    if (distance < best_distance) {
      best = candidate;
      best_distance = distance;
      tied = false;
    } else if (distance == best_distance && best && *best != candidate) {
      tied = true;
    }
  }
  if (tied) return std::nullopt;
  return best;
}

}  // namespace dlx
