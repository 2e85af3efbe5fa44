#include <dlx/format/dlx_reader.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include <dlx/format/dlx_writer.hpp>
#include <dlx/text/nearest_word.hpp>
#include <dlx/text/text_tokens.hpp>

namespace dlx {
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

// "|12": an option's cost, as Knuth's DLX5 writes it after the option's items.
bool is_cost_token(std::string_view token) {
  return token.size() >= 2 && token[0] == '|' &&
         token.find_first_not_of("0123456789", 1) == std::string_view::npos;
}

// Adds the cost of a token "|n" to `total`; anything else after a '|', or a total past
// ProblemLimits::kMaxOptionCost, is an error (never wrapped).
void add_cost(const LineReader& reader, std::string_view token, Cost& total) {
  if (!is_cost_token(token)) {
    throw reader.error(fmt::format(
        "'{}': expected an option cost, '|' followed by a whole number (as in '|12'; costs are 0 "
        "or more), or an item name",
        token));
  }
  Cost value = 0;
  for (const char c : token.substr(1)) {
    value = value * 10 + static_cast<Cost>(c - '0');
    if (value > ProblemLimits::kMaxOptionCost) break;
  }
  if (value > ProblemLimits::kMaxOptionCost || total + value > ProblemLimits::kMaxOptionCost) {
    throw reader.error(fmt::format("'{}': option cost larger than {}, the largest supported", token,
                                   ProblemLimits::kMaxOptionCost));
  }
  total += value;
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
    if (is_cost_token(token)) {
      // "a b |5" would read as a secondary item named 5; far likelier it is a cost gone astray.
      throw reader.error(fmt::format(
          "'{}': an option cost (DLX5's '|n') cannot be on the item line, only after the items "
          "of an option (write '| {}' with a blank for a secondary item named {})",
          token, token.substr(1), token.substr(1)));
    }
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
  Cost cost = 0;
  for (std::string_view token : split_blanks(line)) {
    if (token[0] == '|') {
      add_cost(reader, token, cost);  // Knuth's DLX5: "|n" adds n to the option's cost
      continue;
    }
    if (token.find('|') != std::string_view::npos) {
      throw reader.error(fmt::format(
          "'{}': in an option, '|' may only start a cost ('|12', Knuth's DLX5), after a blank",
          token));
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
      // A typo of a declared item gets its guess, as a typo of a flag does.
      std::vector<std::string> declared;
      for (std::size_t k = 0; k < problem.item_count(); ++k) {
        declared.push_back(problem.item_name(ItemId(static_cast<std::int32_t>(k))));
      }
      const auto nearest = nearest_word(name, declared);
      throw reader.error(fmt::format("unknown item '{}' (not declared in the item line){}", name,
                                     nearest ? fmt::format("; did you mean '{}'?", *nearest) : ""));
    }
    entries.emplace_back(item, color);
  }
  try {
    problem.add_option(std::span<const OptionEntry>(entries), cost);
  } catch (const LimitError& e) {
    throw reader.error(fmt::format("input too large: {}", e.what()));
  } catch (const ModelError& e) {
    throw reader.error(e.what());
  }
}

}  // namespace

DlxModelReader::DlxModelReader(std::istream& in, const std::string& source,
                               std::size_t max_line_bytes)
    : reader_(in, source, max_line_bytes) {}

std::optional<DlxFile> DlxModelReader::next() {
  DlxFile file;
  file.marker_line = std::exchange(pending_marker_line_, 0);
  file.label = std::move(pending_label_);
  pending_label_.clear();
  std::string line;
  std::vector<OptionEntry> entries;
  // Every 4096 lines: a check (a clock read) costs nothing beside their parsing.
  constexpr std::size_t kCheckEvery = 4096;
  while (reader_.next(line)) {
    if (check_ && reader_.line_number() % kCheckEvery == 0) check_();
    if (line.starts_with(kDlxModelMarker)) {
      if (file.item_line == 0 && file.marker_line != 0) {
        throw reader_.error(
            fmt::format("a new model starts here, and the one started on line {} has no item line",
                        file.marker_line));
      }
      const std::size_t colon = line.find(':');
      std::string label = colon == std::string::npos ? "" : trimmed(line.substr(colon + 1));
      if (file.item_line == 0) {
        // Only comments so far: this marker starts the model being read.
        file.marker_line = reader_.line_number();
        file.label = std::move(label);
        continue;
      }
      pending_marker_line_ = reader_.line_number();
      pending_label_ = std::move(label);
      break;
    }
    if (is_comment_or_blank(line)) continue;
    if (file.item_line == 0) {
      file.item_line = reader_.line_number();
      read_item_line(reader_, line, file.problem);
    } else {
      read_option_line(reader_, line, file.problem, entries);
      file.option_lines.push_back(reader_.line_number());
    }
  }
  if (file.item_line == 0) {
    if (models_read_ > 0 && file.marker_line == 0) return std::nullopt;  // the end
    throw InputError(
        reader_.source(), reader_.line_number(),
        file.marker_line != 0
            ? fmt::format("the model started on line {} has no item line", file.marker_line)
            : "no item line: expected a line naming the items (primary, then '|', "
              "then secondary) before the options");
  }
  ++models_read_;
  return file;
}

DlxFile read_dlx(std::istream& in, const std::string& source, std::size_t max_line_bytes) {
  DlxModelReader reader(in, source, max_line_bytes);
  std::optional<DlxFile> file = reader.next();
  if (reader.next_marker_line() != 0) {
    throw InputError(source, reader.next_marker_line(),
                     "a second model starts here ('|@model'): this reader takes one model "
                     "(`dlx exact` reads each model of such a stream in turn)");
  }
  return std::move(*file);
}

}  // namespace dlx
