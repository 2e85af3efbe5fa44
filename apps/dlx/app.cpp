#include "apps/dlx/app.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/input_error.hpp>
#include <dlx/version.hpp>

#include <optional>
#include <string>
#include <vector>

#include "apps/dlx/batch_job_runner.hpp"
#include "apps/dlx/command_line.hpp"
#include "apps/dlx/drawing_job_runner.hpp"
#include "apps/dlx/emitting_job_runner.hpp"
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

namespace {

// A file written to standard output (`--svg -`, `--zdd -`) has it to itself: the results then go
// to standard error, where they do not spoil the file.
bool file_on_standard_output(const Invocation& invocation) {
  for (const CommandOption& option : invocation.command->options) {
    if ((option.file == FileUse::kWrite || option.file == FileUse::kPicture) &&
        invocation.settings.at(option.name) == "-") {
      return true;
    }
  }
  const SearchSettings& search = invocation.search;
  return search.zdd_file == "-" || search.emit_lp_file == "-" || search.emit_mps_file == "-";
}

CommandContext make_context(const Invocation& invocation, std::istream& in, std::ostream& out,
                            std::ostream& err, std::ostream& results,
                            const RunEnvironment& environment) {
  CommandContext context;
  context.settings = invocation.settings;
  context.further_values = invocation.further_values;
  context.standard_input = &in;
  context.input_is_terminal = environment.in_is_terminal;
  context.messages_is_terminal = environment.err_is_terminal;
  context.standard_output = &out;
  context.messages = &err;
  context.search = invocation.search;
  context.stop_flag = environment.stop_flag;
  context.output = &results;
  context.typed = invocation.typed;
  return context;
}

// The runner that searches: --emit-dlx's (--emit-lp's, --emit-mps's), which writes the model and
// searches nothing; else the program's (dlx-mpi's) or the printing one.
std::unique_ptr<JobRunner> searching_runner(const Invocation& invocation, std::ostream& out,
                                            std::ostream& results, std::ostream& err,
                                            const RunEnvironment& environment,
                                            const Program& program) {
  if (invocation.search.emits_model()) {
    return std::make_unique<EmittingJobRunner>(out, err, invocation.search);
  }
  if (program.make_runner) return program.make_runner(invocation, results, err, environment);
  auto printing = make_printing_runner(invocation.search, results, err, environment);
  printing->set_diagram_output(out);  // --zdd -
  return printing;
}

// Runs the mode through the stack of runners: the searching one, the batches' (their tally,
// placeholders and summary), and --svg's sheet of the solutions shown.
int run_mode(const Invocation& invocation, CommandContext& context, JobRunner& searching,
             std::ostream& results, std::ostream& err, const RunEnvironment& environment) {
  BatchJobRunner batches(searching, invocation.search, results, err, environment.stop_flag);
  std::optional<DrawingJobRunner> drawing;
  for (const CommandOption& option : invocation.command->options) {
    const std::string& path = context.settings.at(option.name);
    if (option.file != FileUse::kPicture || path.empty()) continue;
    drawing.emplace(batches, OutputFile(option.name, path, context),
                    invocation.command->picture_words, err, invocation.search.quiet);
  }
  JobRunner& used = drawing ? static_cast<JobRunner&>(*drawing) : batches;
  int code = kExitUsage;
  try {
    code = invocation.mode->run(context, used);
  } catch (const ModelBuildStopped& e) {
    code = used.report_stopped(e.label(), e.status());
  } catch (...) {
    // Refused or bad input: no picture, and no file left behind that this run created.
    if (drawing) drawing->abandon();
    throw;
  }
  if (drawing) drawing->finish();
  // Ctrl-C during a run ends it with its own code even when the search it stopped had just
  // finished, or it came between two searches; only a failed check (a bug) says more.
  return context.interrupted() && code != kExitInternal ? kExitInterrupted : code;
}

int run_command(const Invocation& invocation, std::istream& in, std::ostream& out,
                std::ostream& err, const RunEnvironment& environment, const Program& program) {
  const bool file_on_out = file_on_standard_output(invocation);
  std::ostream& results = file_on_out ? err : out;
  CommandContext context = make_context(invocation, in, out, err, results, environment);
  if (!invocation.search.quiet) {
    for (const std::string& unused : invocation.unused) err << "note: " << unused << "\n";
  }
  RunEnvironment printing_environment = environment;
  printing_environment.out_is_terminal = environment.out_is_terminal && !file_on_out;
  try {
    const std::unique_ptr<JobRunner> searching =
        searching_runner(invocation, out, results, err, printing_environment, program);
    return run_mode(invocation, context, *searching, results, err, environment);
  } catch (const InputError& e) {
    // Ctrl-C while the input was read may leave it cut short: that is the interruption's doing.
    if (context.interrupted()) {
      err << program.name << ": interrupted while reading the input\n";
      return kExitInterrupted;
    }
    err << fmt::format("{}: {}\n", program.name, e.what());
  } catch (const SettingConflict& e) {
    err << fmt::format("{0} {1}: {2}\nTry '{0} {1} --help'.\n", program.name,
                       invocation.command->name, e.what());
  } catch (const SettingError& e) {
    err << fmt::format("{0} {1}: bad value for {2}: {3}\nTry '{0} {1} --help'.\n", program.name,
                       invocation.command->name, where_set(e.key(), invocation.setting_origin),
                       e.what());
  } catch (const UsageError& e) {
    // A program's runner may refuse a setting only it knows (dlx-mpi's --checkpoint).
    err << fmt::format("{0} {1}: {2}\nTry '{0} {1} --help'.\n", program.name,
                       invocation.command->name, e.what());
  } catch (const std::bad_alloc&) {
    err << fmt::format("{}: out of memory: the problem is too large for this machine\n",
                       program.name);
  } catch (const std::logic_error& e) {
    // A command reading a setting it has no row for, or another broken invariant: a bug.
    err << fmt::format(
        "{}: internal error: {}\nThis is a bug in dlx; please report it with the input.\n",
        program.name, e.what());
    return kExitInternal;
  }
  return kExitUsage;
}

}  // namespace

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
  return run_command(invocation, in, out, err, environment, program);
}

}  // namespace dlx::app
