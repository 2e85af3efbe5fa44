#include "encoders/sudoku/iss/iss_parser.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>
#include <dlx/text/nearest_word.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <iterator>
#include <optional>

#include "encoders/sudoku/iss/iss_grid.hpp"
#include "encoders/sudoku/iss/iss_text_forms.hpp"

namespace dlx::sudoku {
namespace {

// Every type of ISS's js/sudoku_constraint.js (the static classes of SudokuConstraint), which its
// parser accepts by name; `End` closes a composite and is no type of its own.
constexpr std::string_view kIssTypes[] = {
    "Container",
    "Or",
    "And",
    "Replicate",
    "Jigsaw",
    "Thermo",
    "Whisper",
    "Renban",
    "Modular",
    "Entropic",
    "RegionSumLine",
    "Between",
    "Lockout",
    "Palindrome",
    "Zipper",
    "SumLine",
    "Regex",
    "NFA",
    "NoBoxes",
    "ChaosConstruction",
    "ChaosArrow",
    "ChaosCount",
    "RegionSize",
    "RegionSameValues",
    "StrictKropki",
    "StrictXV",
    "Shape",
    "Windoku",
    "DisjointSets",
    "AntiKnight",
    "Doppelganger",
    "AntiKing",
    "AntiTaxicab",
    "AntiConsecutive",
    "GlobalEntropy",
    "GlobalMod",
    "FullRankTies",
    "DutchFlatmates",
    "Diagonal",
    "WhiteDot",
    "BlackDot",
    "GreaterThan",
    "X",
    "ValueIndexing",
    "V",
    "Arrow",
    "DoubleArrow",
    "PillArrow",
    "Cage",
    "RellikCage",
    "EqualityCage",
    "Sum",
    "LittleKiller",
    "XSum",
    "Sandwich",
    "Lunchbox",
    "Skyscraper",
    "HiddenSkyscraper",
    "NumberedRoom",
    "FullRank",
    "AllDifferent",
    "ContainAtLeast",
    "ContainExact",
    "LookAndSay",
    "ConnectedValues",
    "SameValues",
    "EqualSum",
    "Quad",
    "Binary",
    "BinaryX",
    "Pair",
    "PairX",
    "Indexing",
    "CountingCircles",
    "CountDistinct",
    "Given",
    "SearchPriority",
    "Var",
};

constexpr std::array<std::string_view, 4> kComposites = {"Container", "Or", "And", "Replicate"};
constexpr std::string_view kEnd = "End";
// ISS's puzzles nest an Or in an And or a Replicate at most; a string nested deeper than this is
// refused before its items (which hold their children) would nest that deep in memory and in the
// calls that walk them.
constexpr std::size_t kMaxNesting = 32;

bool is_whitespace(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

// An item as written, its blanks removed, and the line its dot is on.
struct RawItem {
  std::string text;
  std::size_t line = 0;
};

// The items of `text` split at its dots, as ISS splits the string once its whitespace is gone;
// `lead` gets what comes before the first dot (nothing, in a well-formed string).
std::vector<RawItem> raw_items(std::string_view text, std::size_t first_line, std::string& lead) {
  std::vector<RawItem> items;
  std::size_t line = first_line;
  for (char c : text) {
    if (c == '\n') {
      ++line;
    } else if (is_whitespace(c)) {
      continue;
    } else if (c == '.') {
      items.push_back({"", line});
    } else if (items.empty()) {
      lead += c;
    } else {
      items.back().text += c;
    }
  }
  return items;
}

std::string_view type_of(std::string_view item) {
  return item.substr(0, item.find('~'));
}

// Whether ISS reads `text` as a constraint string (after its other forms, which have neither '~'
// nor type names): a '~', or items that are type names only; nothing at all is an empty one.
bool is_constraint_string(std::string_view text) {
  std::string lead;
  const std::vector<RawItem> items = raw_items(text, 1, lead);
  if (!lead.empty()) return false;
  if (text.find('~') != std::string_view::npos) return true;
  return std::all_of(items.begin(), items.end(), [](const RawItem& item) {
    return item.text.empty() || item.text == kEnd || is_iss_type(item.text);
  });
}

}  // namespace

bool is_iss_type(std::string_view name) {
  return std::find(std::begin(kIssTypes), std::end(kIssTypes), name) != std::end(kIssTypes);
}

bool is_iss_composite(std::string_view name) {
  return std::find(kComposites.begin(), kComposites.end(), name) != kComposites.end();
}

bool IssItem::composite() const {
  return is_iss_composite(type);
}

std::vector<IssItem> parse_iss_string(std::string_view text, const std::string& source,
                                      std::size_t first_line) {
  std::string lead;
  const std::vector<RawItem> raw = raw_items(text, first_line, lead);
  if (!lead.empty()) {
    throw InputError(
        source, first_line,
        fmt::format("an ISS constraint string starts with '.', not '{}'", lead.substr(0, 20)));
  }
  std::vector<IssItem> root;
  std::vector<IssItem*> open;  // the composites being read, innermost last
  for (const RawItem& item : raw) {
    std::string type(type_of(item.text));
    if (type == kEnd) {
      if (open.empty()) {
        throw InputError(source, item.line,
                         "'.End' without a composite (.Or, .And, .Replicate) to close");
      }
      open.pop_back();
      continue;
    }
    if (type.empty()) type = "Given";
    if (!is_iss_type(type)) {
      std::vector<std::string> names;
      for (std::string_view name : kIssTypes) names.emplace_back(name);
      const auto near = nearest_word(type, names);
      throw InputError(source, item.line,
                       fmt::format("unknown ISS constraint type '{}'{}", type,
                                   near ? fmt::format(" (did you mean '{}'?)", *near) : ""));
    }
    IssItem parsed{type, {}, {}, item.line};
    std::string_view rest(item.text);
    for (std::size_t tilde = rest.find('~'); tilde != std::string_view::npos;
         tilde = rest.find('~')) {
      rest.remove_prefix(tilde + 1);
      parsed.args.emplace_back(rest.substr(0, rest.find('~')));
    }
    std::vector<IssItem>& into = open.empty() ? root : open.back()->children;
    into.push_back(std::move(parsed));
    // A composite's vector is not touched while it is open, so the pointer stays valid.
    if (into.back().composite()) {
      if (open.size() == kMaxNesting) {
        throw InputError(
            source, item.line,
            fmt::format("composites nested deeper than {}: no ISS puzzle is", kMaxNesting));
      }
      open.push_back(&into.back());
    }
  }
  if (!open.empty()) {
    throw InputError(source, open.back()->line,
                     fmt::format("the composite '.{}' has no '.End'", open.back()->type));
  }
  return root;
}

std::vector<IssItem> parse_iss_text(std::string_view text, const std::string& source,
                                    std::size_t first_line) {
  std::vector<IssItem> items;
  std::string part;  // the lines of the part being read, a comment as an empty line
  std::size_t part_line = first_line;
  auto end_part = [&]() {
    // As ISS, a part may be one of its other text forms (a killer's or jigsaw's layout, pencil
    // marks), tried first, read as the string it makes.
    std::string string = part;
    if (const std::optional<IssTextForm> form = detect_iss_text_form(part)) {
      try {
        string = iss_text_form_string(*form, part);
      } catch (const IssError& e) {
        throw InputError(source, part_line,
                         fmt::format("{}: {}", iss_text_form_name(*form), e.what()));
      }
    } else if (!is_constraint_string(part)) {
      throw InputError(source, part_line,
                       "this part of the ISS text is no constraint string (.Type~...) nor another "
                       "of ISS's forms that dlx reads (a killer in the short or long format, a "
                       "jigsaw layout with or without givens, pencil marks); a line of digits is "
                       "not read");
    }
    for (IssItem& item : parse_iss_string(string, source, part_line)) items.push_back(item);
    part.clear();
  };
  std::size_t line = first_line;
  for (std::size_t start = 0; start <= text.size(); ++line) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view row = text.substr(start, end - start);
    start = end + 1;
    if (std::all_of(row.begin(), row.end(), is_whitespace)) {
      end_part();
      continue;
    }
    if (part.empty()) {
      part_line = line;
    } else {
      part += '\n';
    }
    if (row[row.find_first_not_of(" \t\r")] != '#') part += row;
  }
  end_part();
  return items;
}

int iss_open_composites(std::string_view text) {
  std::string lead;
  int depth = 0;
  for (const RawItem& item : raw_items(text, 1, lead)) {
    const std::string_view type = type_of(item.text);
    if (type == kEnd) {
      --depth;
    } else if (is_iss_composite(type)) {
      ++depth;
    }
  }
  return depth;
}

bool looks_like_iss_string(std::string_view text) {
  // ISS's strings hold no '#': what follows one is our format's comment, which may hold anything
  // (a grid line of blanks with "# a~b" after it was taken for ISS's).
  text = text.substr(0, text.find('#'));
  if (text.empty() || text.front() != '.') return false;
  if (text.find('~') != std::string_view::npos) return true;
  // A puzzle line (n*n cells) is never ISS's; most lines that start with a blank '.' end here.
  std::size_t length = 0;
  for (char c : text) length += is_whitespace(c) ? 0 : 1;
  for (std::size_t n = 4; n * n <= length; ++n) {
    if (n * n == length) return false;
  }
  std::string lead;
  const std::vector<RawItem> items = raw_items(text, 1, lead);
  bool named = false;
  for (const RawItem& item : items) {
    if (item.text.empty()) continue;
    // One letter could be a symbol of a large grid's line (X and V are ISS's types too).
    if (item.text.size() < 2 || !(is_iss_type(item.text) || item.text == kEnd)) return false;
    named = true;
  }
  return named;
}

}  // namespace dlx::sudoku
