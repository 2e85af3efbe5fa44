#include "apps/dlx/app.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/version.hpp>

#include <string>
#include <vector>

#include "apps/dlx/command_line.hpp"
#include "apps/dlx/printing_job_runner.hpp"
#include "apps/dlx/progress_line.hpp"
#include "apps/dlx/showcase.hpp"
#include "apps/dlx/usage_error.hpp"

namespace dlx::app {
namespace {

// A live line on a terminal unless --quiet; --progress asks for it anywhere, and wins over
// --quiet, which is about notes: asking for progress by name means wanting it.
ProgressStyle progress_style(const SearchSettings& search, const RunEnvironment& environment) {
  if (!search.progress && (search.quiet || !environment.err_is_terminal)) {
    return ProgressStyle::kOff;
  }
  return environment.err_is_terminal ? ProgressStyle::kTerminal : ProgressStyle::kLog;
}

}  // namespace

int run_dlx(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
            std::ostream& err, const RunEnvironment& environment) {
  Invocation invocation;
  try {
    invocation = parse_invocation(arguments);
  } catch (const UsageError& e) {
    const std::string dlx = e.command().empty() ? "dlx" : "dlx " + e.command();
    err << fmt::format("{0}: {1}\nTry '{0} --help'.\n", dlx, e.what());
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
  context.seed = invocation.search.seed;
  context.solver_options = invocation.search.solver_options;
  context.threads = invocation.search.threads;
  context.time_limit = invocation.search.time_limit;
  context.stop_flag = environment.stop_flag;
  context.output = &out;
  context.json = invocation.search.json;
  context.search_only_flags = invocation.search.search_only_flags;
  PrintingJobRunner runner(invocation.search, out, err);
  runner.set_interruption(environment.stop_flag);
  ProgressTiming timing = environment.progress_timing;
  timing.log_interval = std::chrono::duration<double>(invocation.search.progress_interval);
  runner.set_progress(progress_style(invocation.search, environment), environment.out_is_terminal,
                      timing);
  try {
    const int code = invocation.command->run(context, runner);
    // Ctrl-C during a run ends it with its own code even when the search it stopped had just
    // finished, or it came between two searches; only a failed check (a bug) says more.
    return context.interrupted() && code != kExitInternal ? kExitInterrupted : code;
  } catch (const InputError& e) {
    err << fmt::format("dlx: {}\n", e.what());
  } catch (const SettingError& e) {
    err << fmt::format("dlx {}: bad value for {}: {}\n", invocation.command->name,
                       where_set(e.key(), invocation.setting_origin), e.what());
  } catch (const std::bad_alloc&) {
    err << "dlx: out of memory: the problem is too large for this machine\n";
  }
  return kExitUsage;
}

}  // namespace dlx::app
