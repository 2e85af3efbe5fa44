#include "encoders/sudoku/listen/listen_puzzle.hpp"

#include <fmt/format.h>
#include <dlx/text/input_error.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>

#include "encoders/sudoku/fpuzzles/lz_string.hpp"

namespace dlx::sudoku {
namespace {

using Json = nlohmann::json;

constexpr std::string_view kCapOption = "truecandidatesnumsolutions=";

// The strings of a list field ("disabledlogic"), others ignored.
std::vector<std::string> strings_of(const Json& root, const char* key) {
  std::vector<std::string> out;
  const auto it = root.find(key);
  if (it == root.end() || !it->is_array()) return out;
  for (const Json& entry : *it) {
    if (entry.is_string()) out.push_back(entry.get<std::string>());
  }
  return out;
}

// The settings of True Candidates, as dclamage's solver reads them: a cap N > 0 (a bad one is
// ignored), "colored" (8, before the userscript sent the cap), "logical".
void read_candidate_options(const Json& root, ListenPuzzle& out) {
  bool colored = false;
  bool capped = false;
  for (const std::string& option : strings_of(root, "truecandidatesoptions")) {
    if (option.starts_with(kCapOption)) {
      long long cap = 0;
      const char* first = option.data() + kCapOption.size();
      const char* last = option.data() + option.size();
      const auto [end, error] = std::from_chars(first, last, cap);
      if (error == std::errc{} && end == last && cap > 0) {
        out.solution_cap = static_cast<int>(std::min<long long>(cap, kMaxSolutionCap));
        capped = true;
      }
    } else if (option == "colored") {
      colored = true;
    } else if (option == "logical") {
      out.logical_candidates = true;
    }
  }
  if (!capped && colored) out.solution_cap = 8;
}

void read_switches(const Json& root, ListenPuzzle& out) {
  for (const std::string& name : strings_of(root, "disabledlogic")) {
    if (name == "tuples") out.switches.tuples = false;
    if (name == "pointing") out.switches.pointing = false;
    if (name == "fishes") out.switches.fishes = false;
    if (name == "contradictions") out.switches.contradictions = false;
    // "wings" and "aic" name techniques dlx's logic does not have: nothing to turn off.
  }
}

// What each cell showed: its value, or its centre marks (the reader has checked both).
void read_shown(const Json& root, ListenPuzzle& out) {
  const int n = out.puzzle.size.rows;
  out.shown.assign(out.puzzle.cell_count(), 0);
  const auto grid = root.find("grid");
  if (grid == root.end() || !grid->is_array()) return;
  for (int r = 0; r < n && r < static_cast<int>(grid->size()); ++r) {
    const Json& row = (*grid)[static_cast<std::size_t>(r)];
    if (!row.is_array()) continue;
    for (int c = 0; c < n && c < static_cast<int>(row.size()); ++c) {
      const Json& cell = row[static_cast<std::size_t>(c)];
      ValueSet& shown = out.shown[static_cast<std::size_t>(r * n + c)];
      const int value = out.puzzle.givens[static_cast<std::size_t>(r * n + c)];
      if (value != 0) {
        shown = value_bit(value);
        continue;
      }
      if (!cell.is_object() || !cell.contains("centerPencilMarks")) continue;
      const Json& marks = cell.at("centerPencilMarks");
      if (!marks.is_array()) continue;
      for (const Json& mark : marks) {
        if (mark.is_number_integer() && mark.get<long long>() >= 1 && mark.get<long long>() <= n) {
          shown |= value_bit(static_cast<int>(mark.get<long long>()));
        }
      }
    }
  }
}

}  // namespace

ListenPuzzle read_listen_puzzle(const std::string& load, FpuzzlesEntries entries,
                                const std::string& source) {
  std::string json;
  try {
    json = lz_string_decompress_base64(load);
  } catch (const LzStringError& e) {
    throw InputError(source, 1, fmt::format("the puzzle's load string is corrupt: {}", e.what()));
  }
  ListenPuzzle out;
  out.puzzle = read_fpuzzles_json(json, source, 1, entries);
  // The reader has parsed it, with its checks of depth: read again for the solver's settings.
  const Json root = Json::parse(json, nullptr, false);
  if (root.is_object()) {
    read_candidate_options(root, out);
    read_switches(root, out);
    read_shown(root, out);
  } else {
    out.shown.assign(out.puzzle.cell_count(), 0);
  }
  return out;
}

}  // namespace dlx::sudoku
