#include <dlx/command/command.hpp>

#include <algorithm>
#include <ostream>

namespace dlx {

bool CommandContext::was_typed(std::string_view name) const {
  return std::find(typed.begin(), typed.end(), name) != typed.end();
}

std::string CommandContext::input_path(const std::string& path, std::string_view what) const {
  if (!path.empty()) return path;
  if (input_is_terminal && messages != nullptr && !quiet) {
    // Without it, dlx would look hung to someone who forgot the file name.
    *messages << "dlx: reading " << what
              << " from standard input (end it with Ctrl-D; Ctrl-C quits)\n";
  }
  return "-";
}

}  // namespace dlx
