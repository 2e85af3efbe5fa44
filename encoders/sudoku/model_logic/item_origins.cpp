#include "encoders/sudoku/model_logic/item_origins.hpp"

#include <fmt/format.h>

#include <charconv>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace dlx::sudoku {
namespace {

// Reads a whole number at the start of `text`, moving past it.
std::optional<int> take_number(std::string_view& text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end == text.data()) return std::nullopt;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return value;
}

bool take(std::string_view& text, char c) {
  if (text.empty() || text.front() != c) return false;
  text.remove_prefix(1);
  return true;
}

// rRcC, then what follows it in `rest`; nullopt unless the name starts with a cell of the grid.
std::optional<int> take_cell(std::string_view& rest, int n) {
  std::string_view text = rest;
  if (!take(text, 'r')) return std::nullopt;
  const auto row = take_number(text);
  if (!row || !take(text, 'c')) return std::nullopt;
  const auto column = take_number(text);
  if (!column || *row < 1 || *row > n || *column < 1 || *column > n) return std::nullopt;
  rest = text;
  return (*row - 1) * n + (*column - 1);
}

// kKpP, kKpPgV, kKxX, kKaA, kKaA#.
std::optional<ItemOrigin> constraint_item(std::string_view name, std::size_t constraint_count) {
  if (!take(name, 'k')) return std::nullopt;
  const auto k = take_number(name);
  if (!k || *k < 1 || static_cast<std::size_t>(*k) > constraint_count) return std::nullopt;
  if (name.empty() || (name.front() != 'p' && name.front() != 'x' && name.front() != 'a')) {
    return std::nullopt;
  }
  const char form = name.front();
  name.remove_prefix(1);
  if (!take_number(name)) return std::nullopt;
  if (form == 'p' && take(name, 'g') && !take_number(name)) return std::nullopt;
  take(name, '#');
  if (!name.empty()) return std::nullopt;
  ItemOrigin origin;
  origin.kind = ItemOrigin::Kind::kConstraint;
  origin.constraint = *k - 1;
  return origin;
}

// rRcC, rRcC=, rRcC.V.
std::optional<ItemOrigin> cell_item(std::string_view name, int n) {
  const auto cell = take_cell(name, n);
  if (!cell) return std::nullopt;
  ItemOrigin origin;
  origin.cell = *cell;
  if (name.empty()) return origin;
  origin.kind = ItemOrigin::Kind::kCellValue;
  if (name == "=") return origin;
  if (!take(name, '.')) return std::nullopt;
  const auto value = take_number(name);
  if (!value || *value < 1 || *value > n || !name.empty()) return std::nullopt;
  origin.value = *value;
  return origin;
}

// TAGvV, for a house of `tags`.
std::optional<ItemOrigin> house_item(std::string_view name, int n,
                                     const std::map<std::string, int, std::less<>>& tags) {
  const std::size_t v = name.rfind('v');
  if (v == std::string_view::npos) return std::nullopt;
  const auto house = tags.find(name.substr(0, v));
  if (house == tags.end()) return std::nullopt;
  std::string_view digits = name.substr(v + 1);
  const auto value = take_number(digits);
  if (!value || *value < 1 || *value > n || !digits.empty()) return std::nullopt;
  ItemOrigin origin;
  origin.kind = ItemOrigin::Kind::kHouse;
  origin.house = house->second;
  origin.value = *value;
  return origin;
}

}  // namespace

std::vector<ItemOrigin> item_origins(const Problem& problem, int n,
                                     const std::vector<Region>& houses,
                                     std::size_t constraint_count) {
  std::map<std::string, int, std::less<>> tags;
  for (std::size_t h = 0; h < houses.size(); ++h) tags.emplace(houses[h].tag, static_cast<int>(h));
  std::vector<ItemOrigin> origins;
  origins.reserve(problem.item_count());
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const std::string& name = problem.item_name(ItemId(static_cast<std::int32_t>(k)));
    std::optional<ItemOrigin> origin = house_item(name, n, tags);
    if (!origin) origin = constraint_item(name, constraint_count);
    if (!origin) origin = cell_item(name, n);
    if (!origin) {
      throw std::logic_error(
          fmt::format("the Sudoku model's item '{}' names no cell, house or "
                      "constraint (model_logic/item_origins.hpp lists the "
                      "forms)",
                      name));
    }
    origins.push_back(*origin);
  }
  return origins;
}

}  // namespace dlx::sudoku
