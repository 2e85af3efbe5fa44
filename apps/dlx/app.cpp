#include "apps/dlx/app.hpp"

#include <fmt/format.h>
#include <dlx/version.hpp>

#include "apps/dlx/command_line.hpp"
#include "apps/dlx/exit_codes.hpp"
#include "apps/dlx/printing_job_runner.hpp"
#include "apps/dlx/showcase.hpp"
#include "apps/dlx/usage_error.hpp"
#include "encoders/input_error.hpp"

namespace dlx::app {

int run_dlx(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
            std::ostream& err) {
  Invocation invocation;
  try {
    invocation = parse_invocation(arguments);
  } catch (const UsageError& e) {
    err << fmt::format("dlx: {}\nTry 'dlx --help'.\n", e.what());
    return kExitUsage;
  }
  switch (invocation.kind) {
    case Invocation::Kind::kShowcase:
      return run_showcase(out, err);
    case Invocation::Kind::kHelp:
      out << help_text(invocation.command);
      return kExitSolved;
    case Invocation::Kind::kVersion:
      out << "dlx " << kVersion << "\n";
      return kExitSolved;
    case Invocation::Kind::kRun:
      break;
  }

  CommandContext context;
  context.settings = invocation.settings;
  context.standard_input = &in;
  context.messages = &err;
  context.quiet = invocation.search.quiet;
  context.output = &out;
  context.json = invocation.search.json;
  PrintingJobRunner runner(invocation.search, out, err);
  try {
    return invocation.command->run(context, runner);
  } catch (const InputError& e) {
    err << fmt::format("dlx: {}\n", e.what());
  } catch (const SettingError& e) {
    const auto origin = invocation.setting_origin.find(e.key());
    err << fmt::format("dlx {}: bad value for '{}'{}: {}\n", invocation.command->name, e.key(),
                       origin == invocation.setting_origin.end() ? "" : " in " + origin->second,
                       e.what());
  } catch (const std::bad_alloc&) {
    err << "dlx: out of memory: the problem is too large for this machine\n";
  }
  return kExitUsage;
}

}  // namespace dlx::app
