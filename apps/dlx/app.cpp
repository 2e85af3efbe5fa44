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

std::unique_ptr<PrintingJobRunner> make_printing_runner(const SearchSettings& search,
                                                        std::ostream& out, std::ostream& err,
                                                        const RunEnvironment& environment) {
  auto runner = std::make_unique<PrintingJobRunner>(search, out, err);
  runner->set_interruption(environment.stop_flag);
  ProgressTiming timing = environment.progress_timing;
  timing.log_interval = std::chrono::duration<double>(search.progress_interval);
  runner->set_progress(progress_style(search, environment), environment.out_is_terminal, timing);
  return runner;
}

int run_dlx(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
            std::ostream& err, const RunEnvironment& environment, const Program& program) {
  Invocation invocation;
  try {
    invocation = parse_invocation(arguments);
  } catch (const UsageError& e) {
    const std::string dlx = e.command().empty() ? program.name : program.name + " " + e.command();
    err << fmt::format("{0}: {1}\nTry '{0} --help'.\n", dlx, e.what());
    return kExitUsage;
  }
  switch (invocation.kind) {
    case Invocation::Kind::kShowcase:
      return run_showcase(out, err);
    case Invocation::Kind::kHelp:
      out << program.help_preamble << help_text(invocation.command);
      return kExitSolved;
    case Invocation::Kind::kVersion:
      out << program.name << " " << kVersion << "\n";
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
  context.stop_flag = environment.stop_flag;
  context.output = &out;
  context.json = invocation.search.json;
  context.search_only_flags = invocation.search.search_only_flags;
  try {
    const std::unique_ptr<JobRunner> runner =
        program.make_runner ? program.make_runner(invocation, out, err, environment)
                            : make_printing_runner(invocation.search, out, err, environment);
    const int code = invocation.command->run(context, *runner);
    // Ctrl-C during a run ends it with its own code even when the search it stopped had just
    // finished, or it came between two searches; only a failed check (a bug) says more.
    return context.interrupted() && code != kExitInternal ? kExitInterrupted : code;
  } catch (const InputError& e) {
    err << fmt::format("{}: {}\n", program.name, e.what());
  } catch (const SettingError& e) {
    err << fmt::format("{} {}: bad value for {}: {}\n", program.name, invocation.command->name,
                       where_set(e.key(), invocation.setting_origin), e.what());
  } catch (const UsageError& e) {
    // A program's runner may refuse a setting only it knows (dlx-mpi's --checkpoint).
    err << fmt::format("{0} {1}: {2}\nTry '{0} {1} --help'.\n", program.name,
                       invocation.command->name, e.what());
  } catch (const std::bad_alloc&) {
    err << fmt::format("{}: out of memory: the problem is too large for this machine\n",
                       program.name);
  }
  return kExitUsage;
}

}  // namespace dlx::app
