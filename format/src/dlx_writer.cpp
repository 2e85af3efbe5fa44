#include <dlx/format/dlx_writer.hpp>

#include <array>
#include <functional>
#include <string>
#include <unordered_set>
#include <vector>

namespace dlx {
namespace {

// Knuth's programs keep a name in 8 bytes and a color in one (DLX2 and DLX3: "Color must be a
// single character").
constexpr std::size_t kKnuthNameBytes = 8;
constexpr std::size_t kKnuthColorBytes = 1;

// The length of the well-formed UTF-8 sequence of more than one byte at `text[k]`, or 0. The same
// rule as LineReader::check_text, which the reader applies to every line.
std::size_t utf8_sequence_length(std::string_view text, std::size_t k) {
  const auto byte = static_cast<unsigned char>(text[k]);
  std::size_t length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 ? 2 : 0;
  if (byte >= 0xf5 || byte < 0x80) length = 0;
  if (length == 0 || k + length > text.size()) return 0;
  for (std::size_t j = 1; j < length; ++j) {
    if ((static_cast<unsigned char>(text[k + j]) & 0xc0) != 0x80) return 0;
  }
  return length;
}

// A byte the reader takes in a name: text, and none of the separators of the format.
bool allowed_in_name(unsigned char byte) {
  return byte > 0x20 && byte != 0x7f && byte != '|' && byte != ':';
}

// Calls keep(k, length) for each run of bytes allowed as they are and escape(k) for each byte to
// write %XX.
template <typename Keep, typename Escape>
void scan_name(std::string_view name, Keep&& keep, Escape&& escape) {
  for (std::size_t k = 0; k < name.size();) {
    const auto byte = static_cast<unsigned char>(name[k]);
    if (byte < 0x80) {
      if (allowed_in_name(byte)) {
        keep(k, 1);
      } else {
        escape(k);
      }
      ++k;
      continue;
    }
    if (const std::size_t length = utf8_sequence_length(name, k); length > 0) {
      keep(k, length);
      k += length;
    } else {
      escape(k);
      ++k;
    }
  }
}

std::string comment_text(std::string_view text) {
  std::string line;
  line.reserve(text.size());
  for (std::size_t k = 0; k < text.size();) {
    const auto byte = static_cast<unsigned char>(text[k]);
    if (byte < 0x80) {
      line += (byte < 0x20 && byte != '\t') || byte == 0x7f ? '?' : static_cast<char>(byte);
      ++k;
    } else if (const std::size_t length = utf8_sequence_length(text, k); length > 0) {
      line.append(text.substr(k, length));
      k += length;
    } else {
      line += '?';
      ++k;
    }
  }
  return line;
}

// The written names of the items (by id) and of the colors (color k at k - 1), checked: no two
// written alike, none too long for the reader.
struct WrittenNames {
  std::vector<std::string> items;
  std::vector<std::string> colors;
};

void check_written(const std::vector<std::string>& written, const char* what,
                   const std::function<const std::string&(std::size_t)>& original) {
  bool escaped = false;
  for (std::size_t k = 0; k < written.size(); ++k) {
    if (written[k].size() > ProblemLimits::kMaxNameLength) {
      throw ModelError(std::string(what) + " name '" + original(k).substr(0, 20) +
                       "...' is longer than " + std::to_string(ProblemLimits::kMaxNameLength) +
                       " bytes once its blanks and separators are written %XX");
    }
    escaped = escaped || written[k] != original(k);
  }
  // Distinct names written as they are stay distinct; only an escaped one can meet another.
  if (!escaped) return;
  std::unordered_set<std::string_view> seen;
  for (std::size_t k = 0; k < written.size(); ++k) {
    if (!seen.insert(written[k]).second) {
      throw ModelError(std::string("two ") + what + " names are both written '" + written[k] +
                       "' in the DLX format (which writes blanks, '|' and ':' in names as %XX); "
                       "rename one");
    }
  }
}

WrittenNames written_names(const Problem& problem) {
  WrittenNames names;
  names.items.reserve(problem.item_count());
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    names.items.push_back(dlx_name(problem.item_name(ItemId{static_cast<std::int32_t>(k)})));
  }
  for (std::size_t k = 1; k <= problem.color_count(); ++k) {
    names.colors.push_back(dlx_name(problem.color_name(ColorId{static_cast<std::int32_t>(k)})));
  }
  check_written(names.items, "item", [&problem](std::size_t k) -> const std::string& {
    return problem.item_name(ItemId{static_cast<std::int32_t>(k)});
  });
  check_written(names.colors, "color", [&problem](std::size_t k) -> const std::string& {
    return problem.color_name(ColorId{static_cast<std::int32_t>(k + 1)});
  });
  return names;
}

}  // namespace

std::string dlx_name(std::string_view name) {
  static constexpr std::array<char, 16> kHex = {'0', '1', '2', '3', '4', '5', '6', '7',
                                                '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};
  std::string written;
  written.reserve(name.size());
  scan_name(
      name, [&](std::size_t k, std::size_t length) { written.append(name.substr(k, length)); },
      [&](std::size_t k) {
        const auto byte = static_cast<unsigned char>(name[k]);
        written += '%';
        written += kHex[byte >> 4];
        written += kHex[byte & 0xf];
      });
  return written;
}

std::string dlx_model_marker(std::size_t number, std::string_view label) {
  std::string line(kDlxModelMarker);
  line += ' ';
  line += std::to_string(number);
  line += ':';
  if (!label.empty()) line += ' ' + comment_text(label);
  return line;
}

void write_dlx(std::ostream& out, const Problem& problem, std::span<const std::string> comments) {
  if (problem.primary_count() == 0) {
    throw ModelError(
        "a problem without primary items cannot be written in the DLX format, whose item line "
        "starts with a primary item");
  }
  const WrittenNames names = written_names(problem);
  std::string line;
  for (const std::string& comment : comments) {
    // An empty comment is a bare '|', with no blank at the end of the line.
    line = comment.empty() ? "|" : "| " + comment_text(comment);
    line += '\n';
    out << line;
  }

  line.clear();
  for (ItemKind kind : {ItemKind::kPrimary, ItemKind::kSecondary}) {
    if (kind == ItemKind::kSecondary && problem.secondary_count() > 0) line += " |";
    for (std::size_t k = 0; k < problem.item_count(); ++k) {
      const ItemId item{static_cast<std::int32_t>(k)};
      if (problem.item_kind(item) != kind) continue;
      if (!line.empty()) line += ' ';
      if (kind == ItemKind::kPrimary) {
        const Multiplicity bounds = problem.multiplicity(item);
        if (bounds.lower == bounds.upper && bounds.upper != 1) {
          line += std::to_string(bounds.upper) + "|";
        } else if (bounds.lower != bounds.upper) {
          line += std::to_string(bounds.lower) + ":" + std::to_string(bounds.upper) + "|";
        }
      }
      line += names.items[k];
    }
  }
  line += '\n';
  out << line;

  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    line.clear();
    for (const OptionEntry& entry : problem.option(OptionId{static_cast<std::int32_t>(k)})) {
      if (!line.empty()) line += ' ';
      line += names.items[static_cast<std::size_t>(entry.item.value)];
      if (entry.color.valid()) {
        line += ':';
        line += names.colors[static_cast<std::size_t>(entry.color.value) - 1];
      }
    }
    // Knuth's DLX5 writes an option's cost as "|n" after its items; 0 is the default.
    if (const Cost cost = problem.option_cost(OptionId{static_cast<std::int32_t>(k)}); cost != 0) {
      line += " |" + std::to_string(cost);
    }
    line += '\n';
    out << line;
  }
}

KnuthReader knuth_reader(const Problem& problem) {
  KnuthReader reader;
  for (std::size_t k = 0; k < problem.item_count(); ++k) {
    const std::string written = dlx_name(problem.item_name(ItemId{static_cast<std::int32_t>(k)}));
    if (written.size() > kKnuthNameBytes) {
      reader.reason = "item name '" + written + "' is longer than " +
                      std::to_string(kKnuthNameBytes) + " bytes";
      return reader;
    }
  }
  for (std::size_t k = 1; k <= problem.color_count(); ++k) {
    const std::string written = dlx_name(problem.color_name(ColorId{static_cast<std::int32_t>(k)}));
    if (written.size() > kKnuthColorBytes) {
      reader.reason = "color '" + written + "' is longer than one byte";
      return reader;
    }
  }
  if (problem.has_costs()) {
    // DLX5 reads costs (and colors); no program of Knuth's reads costs with bounds.
    if (problem.has_multiplicities()) {
      reader.reason = "options have costs and items have bounds, which no one program reads";
      return reader;
    }
    reader.program = "DLX5";
    return reader;
  }
  reader.program = problem.has_multiplicities() ? "DLX3"
                   : problem.color_count() > 0  ? "DLX2"
                                                : "DLX1";
  return reader;
}

}  // namespace dlx
