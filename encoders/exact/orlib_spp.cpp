#include "encoders/exact/orlib_spp.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <charconv>
#include <numeric>
#include <set>
#include <string_view>
#include <vector>

namespace dlx::exact {
namespace {

// The numbers of the input one at a time, with the line each is on.
class NumberReader {
 public:
  NumberReader(std::istream& in, const std::string& source) : in_(in), source_(source) {}

  // The next number, `what` saying what was expected in an error.
  std::uint64_t next(std::string_view what) {
    const std::string_view token = next_token();
    if (token.empty()) {
      throw InputError(source_, line_number_, fmt::format("expected {}, found the end", what));
    }
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error == std::errc::result_out_of_range) {
      throw InputError(source_, line_number_, fmt::format("'{}': {} too large", token, what));
    }
    if (error != std::errc() || end != token.data() + token.size()) {
      throw InputError(source_, line_number_,
                       fmt::format("'{}': expected {}, a whole number", token, what));
    }
    return value;
  }

  bool at_end() { return next_token().empty() ? true : (pending_ = true, false); }
  std::size_t line() const { return line_number_; }

 private:
  std::string_view next_token() {
    if (pending_) {
      pending_ = false;
      return token_;
    }
    for (;;) {
      while (position_ < line_.size() && is_space(line_[position_])) ++position_;
      if (position_ < line_.size()) break;
      if (!std::getline(in_, line_)) return {};
      ++line_number_;
      position_ = 0;
    }
    const std::size_t start = position_;
    while (position_ < line_.size() && !is_space(line_[position_])) ++position_;
    token_ = std::string_view(line_).substr(start, position_ - start);
    return token_;
  }

  static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

  std::istream& in_;
  const std::string& source_;
  std::string line_;
  std::size_t line_number_ = 0;
  std::size_t position_ = 0;
  std::string_view token_;
  bool pending_ = false;
};

}  // namespace

Problem read_orlib_spp(std::istream& in, const std::string& source) {
  NumberReader numbers(in, source);
  const std::uint64_t rows = numbers.next("the number of rows");
  const std::uint64_t columns = numbers.next("the number of columns");
  if (rows == 0 || rows > ProblemLimits::kMaxItems || columns > ProblemLimits::kMaxOptions) {
    throw InputError(
        source, numbers.line(),
        fmt::format("{} rows and {} columns: expected 1 to {} rows and at most {} "
                    "columns",
                    rows, columns, ProblemLimits::kMaxItems, ProblemLimits::kMaxOptions));
  }
  Problem problem;
  for (std::uint64_t r = 1; r <= rows; ++r) problem.add_primary("r" + std::to_string(r));
  std::vector<OptionEntry> entries;
  for (std::uint64_t j = 1; j <= columns; ++j) {
    const std::string column = fmt::format("column {}", j);
    const std::uint64_t cost = numbers.next("the cost of " + column);
    const std::size_t cost_line = numbers.line();
    const std::uint64_t count = numbers.next("the number of rows of " + column);
    if (count == 0 || count > rows) {
      throw InputError(source, numbers.line(),
                       fmt::format("{} has {} rows; expected 1 to {}", column, count, rows));
    }
    entries.clear();
    for (std::uint64_t k = 0; k < count; ++k) {
      const std::uint64_t row = numbers.next("a row of " + column);
      if (row == 0 || row > rows) {
        throw InputError(source, numbers.line(),
                         fmt::format("{} names row {}; rows are 1 to {}", column, row, rows));
      }
      entries.emplace_back(ItemId{static_cast<std::int32_t>(row - 1)});
    }
    try {
      problem.add_option(std::span<const OptionEntry>(entries), cost);
    } catch (const ModelError& e) {
      throw InputError(source, cost_line, fmt::format("{}: {}", column, e.what()));
    }
  }
  if (!numbers.at_end()) {
    throw InputError(source, numbers.line(),
                     fmt::format("more numbers after the {} columns announced", columns));
  }
  return problem;
}

std::string random_orlib_spp(std::uint32_t rows, std::uint32_t columns, std::uint32_t max_rows,
                             std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  max_rows = std::clamp<std::uint32_t>(max_rows, 2, rows);
  std::uniform_int_distribution<std::uint32_t> size(2, max_rows);
  std::vector<std::vector<std::uint32_t>> sets;
  // The planted partition: the rows shuffled and cut into pieces of random sizes.
  std::vector<std::uint32_t> order(rows);
  std::iota(order.begin(), order.end(), 1);
  std::shuffle(order.begin(), order.end(), rng);
  for (std::uint32_t at = 0; at < rows;) {
    const std::uint32_t take = std::min(size(rng), rows - at);
    sets.emplace_back(order.begin() + at, order.begin() + at + take);
    at += take;
  }
  while (sets.size() < columns) {
    std::set<std::uint32_t> chosen;
    const std::uint32_t wanted = size(rng);
    std::uniform_int_distribution<std::uint32_t> row(1, rows);
    while (chosen.size() < wanted) chosen.insert(row(rng));
    sets.emplace_back(chosen.begin(), chosen.end());
  }
  std::shuffle(sets.begin(), sets.end(), rng);
  std::string text = fmt::format("{} {}\n", rows, sets.size());
  // A cost per row that varies from column to column (some pairings use their crews better than
  // others), plus a fixed part: nearly equal costs per row made instances of 40 rows that no
  // bound without an LP closes in a minute.
  std::uniform_int_distribution<std::uint32_t> per_row(100, 600);
  std::uniform_int_distribution<std::uint32_t> fixed(0, 200);
  for (auto& set : sets) {
    std::sort(set.begin(), set.end());
    const auto cost = static_cast<std::uint64_t>(set.size()) * per_row(rng) + fixed(rng);
    text += fmt::format("{} {}", cost, set.size());
    for (const std::uint32_t r : set) text += fmt::format(" {}", r);
    text += '\n';
  }
  return text;
}

std::string crew_orlib_spp(std::uint32_t rows, std::uint32_t columns, std::uint32_t max_rows,
                           std::uint32_t window, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  max_rows = std::clamp<std::uint32_t>(max_rows, 1, rows);
  window = std::max<std::uint32_t>(window, 1);
  // Legs of 1 to 5 hours' flying (in minutes, as the cost's unit), and the minutes from one
  // leg's departure to the next one's in the schedule.
  std::uniform_int_distribution<std::uint32_t> flying(60, 300);
  std::uniform_int_distribution<std::uint32_t> spacing(5, 60);
  std::vector<std::uint64_t> flight(rows + 1);
  std::vector<std::uint64_t> departs(rows + 1, 0);
  for (std::uint32_t r = 1; r <= rows; ++r) {
    flight[r] = flying(rng);
    departs[r] = departs[r - 1] + spacing(rng);
  }
  // Pay: 1000 a pairing (the crew's day), every minute flown, and a third of every minute waited
  // between legs; short pairings are common, long ones rare, as a duty's limits make them.
  auto cost_of = [&](const std::vector<std::uint32_t>& legs) {
    std::uint64_t cost = 1000;
    for (std::size_t k = 0; k < legs.size(); ++k) {
      cost += flight[legs[k]];
      if (k > 0) cost += (departs[legs[k]] - departs[legs[k - 1]]) / 3;
    }
    return cost;
  };
  std::geometric_distribution<std::uint32_t> extra_legs(0.35);
  std::uniform_int_distribution<std::uint32_t> step(1, window);
  std::set<std::vector<std::uint32_t>> seen;
  std::vector<std::vector<std::uint32_t>> pairings;
  auto add = [&](std::vector<std::uint32_t> legs) {
    if (seen.insert(legs).second) pairings.push_back(std::move(legs));
  };
  for (std::uint32_t at = 1; at <= rows;) {  // the planted partition: runs of consecutive legs
    const std::uint32_t take = std::min({1 + extra_legs(rng), max_rows, rows - at + 1});
    std::vector<std::uint32_t> legs(take);
    std::iota(legs.begin(), legs.end(), at);
    add(std::move(legs));
    at += take;
  }
  std::uniform_int_distribution<std::uint32_t> first_leg(1, rows);
  // Stop after many repeats in a row: a small schedule may have fewer distinct pairings.
  for (std::uint32_t misses = 0; pairings.size() < columns && misses < 1000;) {
    const std::uint32_t length = std::min(1 + extra_legs(rng), max_rows);
    std::vector<std::uint32_t> legs{first_leg(rng)};
    while (legs.size() < length && legs.back() + 1 <= rows) {
      legs.push_back(std::min(rows, legs.back() + step(rng)));
    }
    const std::size_t before = pairings.size();
    add(std::move(legs));
    misses = pairings.size() == before ? misses + 1 : 0;
  }
  std::shuffle(pairings.begin(), pairings.end(), rng);
  std::string text = fmt::format("{} {}\n", rows, pairings.size());
  for (const auto& legs : pairings) {
    text += fmt::format("{} {}", cost_of(legs), legs.size());
    for (const std::uint32_t r : legs) text += fmt::format(" {}", r);
    text += '\n';
  }
  return text;
}

}  // namespace dlx::exact
