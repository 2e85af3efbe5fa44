#include "encoders/exact/exact_command.hpp"

#include <dlx/minimum_cover.hpp>
#include <dlx/text/input_source.hpp>
#include <dlx/text/json_text.hpp>
#include <dlx/verify.hpp>

#include <string>

#include "encoders/exact/dlx_format.hpp"
#include "encoders/exact/showcase_examples.hpp"

namespace dlx::exact {
namespace {

int run(const CommandContext& context, JobRunner& runner) {
  // The minimum-cover search takes the options in order and has no ties to break, so a seed would
  // change nothing: say so rather than ignore it, as `queens --dominate` does.
  if (context.flag("repeated") && context.seed) {
    throw SettingConflict("seed", "--seed does not apply to --repeated");
  }
  // Nor does --threads: the minimum-cover search runs on one thread.
  if (context.flag("repeated") && context.was_typed("threads")) {
    throw SettingConflict("threads",
                          "--threads does not apply to --repeated (its search runs on one thread)");
  }
  const std::string path = context.input_path(context.get("file"), "a DLX file");
  InputSource input(path, *context.standard_input);
  const DlxFile file = read_dlx(input.stream(), input.name());
  const Problem& problem = file.problem;

  Job job;
  job.label = input.name();
  job.problem = &problem;
  job.render = [&problem](SolutionView solution) {
    // With optional items (bounds 0:v) choosing nothing can be a solution; say so, rather than
    // print an empty line that reads like missing output.
    if (solution.empty()) return std::string("(no options: the empty set is a solution)");
    std::string text;
    for (OptionId option : solution) {
      if (!text.empty()) text += '\n';
      text += problem.option_text(option);
    }
    return text;
  };
  job.render_json = [&problem, &file](SolutionView solution) {
    std::string json = "[";
    for (OptionId option : solution) {
      if (json.size() > 1) json += ',';
      json += "{\"option\":" + std::to_string(option.value) + ",\"line\":" +
              std::to_string(file.option_lines[static_cast<std::size_t>(option.value)]) +
              ",\"items\":" + json_string(problem.option_text(option)) + "}";
    }
    return json + "]";
  };
  job.check = [&problem](SolutionView solution) { return verify_solution(problem, solution); };
  if (context.flag("repeated")) {
    // Options may overlap in a repeated cover, so secondary items and colors, which only limit
    // overlaps, have no meaning there: refuse them here, where the item line can be named.
    if (problem.secondary_count() > 0 || problem.has_multiplicities()) {
      throw InputError(input.name(), file.item_line,
                       "--repeated covers primary items only, without multiplicities; this item "
                       "line declares secondary items or bounds");
    }
    job.minimum_cover = true;
    job.check = [&problem](SolutionView cover) { return verify_cover(problem, cover); };
  }
  return runner.run(job);
}

}  // namespace

Command make_command() {
  Command command;
  command.name = "exact";
  command.summary = "solve an exact-cover problem written in Knuth's DLX format";
  command.options = {
      {.name = "file",
       .type = OptionType::kText,
       .value_name = "FILE",
       .help = "the DLX file to read, or - for standard input (the default)",
       .positional = true,
       .file = FileUse::kRead},
      {.name = "repeated",
       .help = "repeated cover: cover each primary item at least once with the fewest options (the "
               "proven minimum; --count and --all for every cover of that size)"},
  };
  command.run = run;
  command.showcase = {
      {"Knuth's seed example: cover the items 1..7 exactly once with options A..F",
       {"exact", "-", "--all"},
       seed_example_dlx()},
      {"8 queens, written in the DLX format: how many ways to place them?",
       {"exact", "-", "--count"},
       eight_queens_dlx()},
  };
  return command;
}

}  // namespace dlx::exact
