#include "apps/dlx/showcase.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/command/registry.hpp>
#include <dlx/text/text_tokens.hpp>

#include <sstream>

#include "apps/dlx/app.hpp"

namespace dlx::app {
namespace {

constexpr std::size_t kLinesShown = 10;

// The example's input, cut to a few lines so the showcase stays one screen per example.
std::string excerpt(const std::string& text) {
  std::istringstream lines(text);
  std::string line;
  std::string shown;
  std::size_t count = 0;
  while (std::getline(lines, line)) {
    if (count++ < kLinesShown) shown += "    " + line + "\n";
  }
  if (count > kLinesShown) shown += fmt::format("    ... ({} more lines)\n", count - kLinesShown);
  return shown;
}

}  // namespace

// Output lines past this width are cut: the showcase should read like a page, and a 1000-queens
// placement is one very long line.
constexpr std::size_t kShownWidth = 96;

std::string abridged(const std::string& text) {
  std::istringstream lines(text);
  std::string shown;
  for (std::string line; std::getline(lines, line);) {
    if (line.size() > kShownWidth) {
      line = fmt::format("{} ... ({} more characters)", line.substr(0, kShownWidth - 30),
                         line.size() - (kShownWidth - 30));
    }
    shown += "  " + line + "\n";
  }
  return shown;
}

int run_showcase(std::ostream& out, std::ostream& err) {
  out << "dlx: exact cover with Dancing Links. A few examples, solved now:\n";
  int worst = kExitSolved;
  for (const Command& command : all_commands()) {
    for (const ShowcaseExample& example : command.showcase) {
      out << fmt::format("\n== {}\n\n", example.title);
      if (!example.standard_input.empty()) {
        out << fmt::format("  input:\n{}\n", excerpt(example.standard_input));
      }
      out << fmt::format("  $ dlx {}\n", joined_by_spaces(example.arguments));
      std::istringstream in(example.standard_input);
      std::ostringstream result;
      const int code = run_dlx(example.arguments, in, result, result);
      out << abridged(result.str());
      // Examples are chosen to have solutions; anything else means this build is broken.
      if (code != kExitSolved) {
        err << fmt::format("dlx: showcase example '{}' failed (exit code {})\n", example.title,
                           code);
        worst = std::max(worst, code == kExitNoSolution ? kExitInternal : code);
      }
    }
  }
  out << "\nHow to go on:\n";
  for (const Command& command : all_commands()) {
    std::string usage = "dlx " + command.name;
    for (const CommandOption& option : command.options) {
      if (option.positional) usage += " " + option.value_name;
    }
    out << fmt::format("  {:<27}{}\n", usage, command.summary);
  }
  out << "  --count --all --unique     count, list, or check uniqueness (any command)\n"
         "  --json --stats             machine-readable output; search statistics\n"
         "  dlx --config run.ini       take the settings from a config file (examples/config/)\n"
         "  dlx COMMAND --help         the options of one command; dlx --help lists all\n"
         "  docs/                      the formats, the command, the library\n"
         "                             (installed: " DLX_INSTALLED_DOCS "; man dlx)\n";
  return worst;
}

}  // namespace dlx::app
