#include "apps/dlx/showcase.hpp"

#include <fmt/format.h>

#include <sstream>

#include "apps/dlx/app.hpp"
#include "apps/dlx/exit_codes.hpp"
#include "encoders/registry.hpp"

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

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

}  // namespace

int run_showcase(std::ostream& out, std::ostream& err) {
  out << "dlx: exact cover with Dancing Links. A few examples, solved now:\n";
  int worst = kExitSolved;
  for (const Command& command : all_commands()) {
    for (const ShowcaseExample& example : command.showcase) {
      out << fmt::format("\n== {}\n\n  input:\n{}\n  $ dlx {}\n\n", example.title,
                         excerpt(example.standard_input), joined(example.arguments));
      std::istringstream in(example.standard_input);
      const int code = run_dlx(example.arguments, in, out, err);
      // Examples are chosen to have solutions; anything else means this build is broken.
      if (code != kExitSolved)
        worst = std::max(worst, code == kExitNoSolution ? kExitInternal : code);
    }
  }
  out << "\nHow to go on:\n"
         "  dlx exact FILE               solve your own problem in Knuth's DLX format\n"
         "  dlx exact FILE --count       count its solutions (--all lists them, --unique checks)\n"
         "  dlx --config run.ini         take the settings from a config file\n"
         "  dlx --help                   every command and flag\n"
         "  docs/dlx-format.md           the input format; docs/cli.md the command\n";
  return worst;
}

}  // namespace dlx::app
