#include "encoders/exact/dlx_format.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <string_view>

#include <dlx/text/text_tokens.hpp>

namespace dlx::exact {
namespace {

// Knuth: a line whose first non-blank character is '|' is a comment; a blank line is skipped.
bool is_comment_or_blank(std::string_view line) {
  std::size_t k = 0;
  while (k < line.size() && is_blank(line[k])) ++k;
  return k == line.size() || line[k] == '|';
}

void check_item_name(const LineReader& reader, std::string_view name) {
  if (name.find(':') != std::string_view::npos) {
    throw reader.error(
        fmt::format("item name '{}' contains ':', which is reserved for colors in options", name));
  }
}

// Knuth's DLX3 writes the bounds of a primary item before its name: "u:v|name" (covered at least
// u and at most v times) or "v|name" (exactly v times). Returns the length of that prefix, bar
// included, or 0 when the token does not start with one.
std::size_t bounds_prefix_length(std::string_view token) {
  const std::size_t bar = token.find('|');
  if (bar == 0 || bar == std::string_view::npos) return 0;
  std::size_t colons = 0;
  for (std::size_t k = 0; k < bar; ++k) {
    if (token[k] == ':') {
      if (k == 0 || k + 1 == bar || ++colons > 1) return 0;
    } else if (token[k] < '0' || token[k] > '9') {
      return 0;
    }
  }
  // "2|" alone is an item named 2 and the separator; "2:3|" can only be bounds missing a name.
  if (bar + 1 == token.size() && colons == 0) return 0;
  return bar + 1;
}

// Digits and colons before a '|', with a colon, that bounds_prefix_length did not accept: "1:|a",
// ":2|a", "1:2:3|a". (A colon cannot be in an item name, so these can only be bounds gone wrong.)
bool looks_like_broken_bounds(std::string_view token) {
  const std::size_t bar = token.find('|');
  if (bar == 0 || bar == std::string_view::npos) return false;
  const std::string_view before = token.substr(0, bar);
  return before.find(':') != std::string_view::npos &&
         before.find_first_not_of("0123456789:") == std::string_view::npos;
}

Multiplicity read_bounds(const LineReader& reader, std::string_view prefix, std::string_view name) {
  auto number = [&](std::string_view digits) {
    std::uint64_t value = 0;
    for (char c : digits) {
      value = value * 10 + static_cast<std::uint64_t>(c - '0');
      if (value > ProblemLimits::kMaxOptions) {
        throw reader.error(
            fmt::format("item '{}': bound {} is larger than the {} options a "
                        "problem may have",
                        name, digits, ProblemLimits::kMaxOptions));
      }
    }
    return static_cast<std::uint32_t>(value);
  };
  const std::string_view bounds = prefix.substr(0, prefix.size() - 1);  // without the bar
  const std::size_t colon = bounds.find(':');
  if (colon == std::string_view::npos) {
    const std::uint32_t exactly = number(bounds);
    return {exactly, exactly};
  }
  return {number(bounds.substr(0, colon)), number(bounds.substr(colon + 1))};
}

// The item line: names separated by blanks; one '|' (alone or touching a name) separates the
// primary items from the secondary ones. A primary item may carry bounds, "u:v|name" or "v|name"
// (Knuth's DLX3); so a '|' right after digits, before a name, is read as bounds, not as the
// separator (write "2 | a" with blanks for an item named 2 followed by secondary items).
void read_item_line(const LineReader& reader, std::string_view line, Problem& problem) {
  bool secondary = false;
  for (std::string_view token : split_blanks(line)) {
    while (!token.empty()) {
      const std::size_t prefix = bounds_prefix_length(token);
      if (prefix == 0 && looks_like_broken_bounds(token)) {
        throw reader.error(
            fmt::format("'{}': malformed bounds; expected u:v|name or v|name, with u and v numbers",
                        token.substr(0, token.find('|') + 1)));
      }
      const std::string_view rest = token.substr(prefix);
      const std::size_t bar = rest.find('|');
      const std::string_view name = rest.substr(0, bar);
      if (prefix > 0 && name.empty()) {
        throw reader.error(
            fmt::format("'{}': bounds must be followed by an item name, as in "
                        "'2:3|name'",
                        token));
      }
      if (!name.empty()) {
        check_item_name(reader, name);
        if (problem.find_item(name).valid()) {
          throw reader.error(fmt::format("item '{}' is declared twice in the item line", name));
        }
        if (prefix > 0 && secondary) {
          throw reader.error(fmt::format(
              "'{}': secondary item '{}' cannot have bounds (u:v|name is for primary items, "
              "before the '|' that starts the secondary ones)",
              token.substr(0, prefix + name.size()), name));
        }
        try {
          if (secondary) {
            problem.add_secondary(name);
          } else if (prefix > 0) {
            problem.add_primary(name, read_bounds(reader, token.substr(0, prefix), name));
          } else {
            problem.add_primary(name);
          }
        } catch (const ModelError& e) {
          throw reader.error(e.what());
        }
      }
      if (bar == std::string_view::npos) break;
      if (secondary) {
        throw reader.error(
            "the item line has a second '|'; one '|' separates primary items "
            "from secondary items");
      }
      secondary = true;
      token = rest.substr(bar + 1);
    }
  }
  if (problem.primary_count() == 0) {
    throw reader.error(
        "the item line declares no primary item; expected names of primary items, "
        "then optionally '|' and secondary items");
  }
}

void read_option_line(const LineReader& reader, std::string_view line, Problem& problem,
                      std::vector<OptionEntry>& entries) {
  entries.clear();
  for (std::string_view token : split_blanks(line)) {
    if (token.find('|') != std::string_view::npos) {
      throw reader.error(fmt::format(
          "'{}': '|' may appear only in the item line (options are lists of item names)", token));
    }
    std::string_view name = token;
    ColorId color{};
    if (const std::size_t colon = token.find(':'); colon != std::string_view::npos) {
      name = token.substr(0, colon);
      const std::string_view color_name = token.substr(colon + 1);
      if (name.empty() || color_name.empty() || color_name.find(':') != std::string_view::npos) {
        throw reader.error(fmt::format("'{}': expected an item name or 'name:color'", token));
      }
      const ItemId item = problem.find_item(name);
      if (item.valid() && problem.item_kind(item) == ItemKind::kPrimary) {
        throw reader.error(fmt::format(
            "'{}': primary item '{}' cannot have a color (only secondary items, after the '|' "
            "of the item line, can)",
            token, name));
      }
      try {
        color = problem.color(color_name);
      } catch (const ModelError& e) {
        throw reader.error(e.what());
      }
    }
    const ItemId item = problem.find_item(name);
    if (!item.valid()) {
      throw reader.error(fmt::format("unknown item '{}' (not declared in the item line)", name));
    }
    entries.emplace_back(item, color);
  }
  try {
    problem.add_option(std::span<const OptionEntry>(entries));
  } catch (const LimitError& e) {
    throw reader.error(fmt::format("input too large: {}", e.what()));
  } catch (const ModelError& e) {
    throw reader.error(e.what());
  }
}

}  // namespace

DlxFile read_dlx(std::istream& in, const std::string& source, std::size_t max_line_bytes) {
  LineReader reader(in, source, max_line_bytes);
  DlxFile file;
  std::string line;
  std::vector<OptionEntry> entries;
  while (reader.next(line)) {
    if (is_comment_or_blank(line)) continue;
    if (file.item_line == 0) {
      file.item_line = reader.line_number();
      read_item_line(reader, line, file.problem);
    } else {
      read_option_line(reader, line, file.problem, entries);
      file.option_lines.push_back(reader.line_number());
    }
  }
  if (file.item_line == 0) {
    throw InputError(source, reader.line_number(),
                     "no item line: expected a line naming the items (primary, then '|', then "
                     "secondary) before the options");
  }
  return file;
}

}  // namespace dlx::exact
