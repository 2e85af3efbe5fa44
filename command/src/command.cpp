#include <dlx/command/command.hpp>

#include <algorithm>
#include <ostream>
#include <stdexcept>

namespace dlx {

bool SearchFlagUse::uses(std::string_view flag) const {
  const bool named = std::find(names.begin(), names.end(), flag) != names.end();
  switch (kind) {
    case Kind::kAll:
      return true;
    case Kind::kAllBut:
      return !named;
    case Kind::kOnly:
      return named;
  }
  return true;
}

SearchFlagUse minimum_cover_search_flags() {
  SearchFlagUse use{.kind = SearchFlagUse::Kind::kAllBut, .names = {"threads", "estimate"}};
  for (const SolverOptionRow& row : solver_option_table()) use.names.emplace_back(row.name);
  return use;
}

SearchFlagUse minimum_cost_search_flags() {
  SearchFlagUse use = minimum_cover_search_flags();
  for (const char* name : {"count", "all", "limit", "unique"}) use.names.emplace_back(name);
  return use;
}

bool CommandContext::was_typed(std::string_view name) const {
  return std::find(typed.begin(), typed.end(), name) != typed.end();
}

const std::string& CommandContext::text_of(std::string_view name) const {
  auto it = settings.find(std::string(name));
  if (it == settings.end()) {
    throw std::logic_error("the command reads a setting '" + std::string(name) +
                           "' that its table has no row for");
  }
  return it->second;
}

std::vector<std::string> CommandContext::all_values(const Setting<std::string>& setting) const {
  std::vector<std::string> all = {text_of(setting.name)};
  if (auto it = further_values.find(std::string(setting.name)); it != further_values.end()) {
    all.insert(all.end(), it->second.begin(), it->second.end());
  }
  return all;
}

std::string CommandContext::input_path(const std::string& path, std::string_view what) const {
  if (!path.empty()) return path;
  if (input_is_terminal && messages != nullptr && !search.quiet) {
    // Without it, dlx would look hung to someone who forgot the file name.
    *messages << "dlx: reading " << what
              << " from standard input (end it with Ctrl-D; Ctrl-C quits)\n";
  }
  return "-";
}

}  // namespace dlx
