#include "encoders/exact/exact_command.hpp"

#include <dlx/minimum_cover.hpp>
#include <dlx/text/input_source.hpp>
#include <dlx/text/json_text.hpp>
#include <dlx/verify.hpp>

#include <algorithm>
#include <optional>
#include <string>

#include <dlx/format/dlx_reader.hpp>
#include "encoders/exact/showcase_examples.hpp"

namespace dlx::exact {
namespace {

// The command's settings, each declared once: its row below is made from it.
constexpr auto kFile = text_setting("file");
constexpr auto kRepeated = flag_setting("repeated");
constexpr auto kMinCost = flag_setting("min-cost");
constexpr auto kBest = whole_number_setting("best");

// Solves (or, with --emit-dlx, writes back) one model of the input.
// `source` names the input (for errors located by line), `label` the model (for the answer).
int solve(const DlxFile& file, const std::string& source, const std::string& label,
          bool one_of_a_batch, bool repeated, std::size_t cheapest, JobRunner& runner) {
  const Problem& problem = file.problem;
  Job job;
  job.label = label;
  job.problem = &problem;
  // The models of a batch (a file of Sudoku written by --emit-dlx) are small searches, for which
  // starting worker threads costs more than it saves (Job::small_search).
  job.small_search = one_of_a_batch;
  job.render = [&problem](SolutionView solution) {
    // With optional items (bounds 0:v) choosing nothing can be a solution; say so, rather than
    // print an empty line that reads like missing output.
    if (solution.empty()) return std::string("(no options: the empty set is a solution)");
    std::string text;
    for (OptionId option : solution) {
      if (!text.empty()) text += '\n';
      text += problem.option_text(option);
      // As DLX5 writes a cost: so a line of the answer reads as the option's line of the input.
      if (const Cost cost = problem.option_cost(option); cost != 0) {
        text += " |" + std::to_string(cost);
      }
    }
    return text;
  };
  job.render_json = [&problem, &file](SolutionView solution) {
    std::string json = "[";
    for (OptionId option : solution) {
      if (json.size() > 1) json += ',';
      json += "{\"option\":" + std::to_string(option.value) + ",\"line\":" +
              std::to_string(file.option_lines[static_cast<std::size_t>(option.value)]) +
              ",\"items\":" + json_string(problem.option_text(option)) +
              (problem.has_costs() ? ",\"cost\":" + std::to_string(problem.option_cost(option))
                                   : std::string()) +
              "}";
    }
    return json + "]";
  };
  job.check = [&problem](SolutionView solution) { return verify_solution(problem, solution); };
  if (repeated) {
    // Options may overlap in a repeated cover, so secondary items and colors, which only limit
    // overlaps, have no meaning there: refuse them here, where the item line can be named.
    if (problem.secondary_count() > 0 || problem.has_multiplicities()) {
      throw InputError(source, file.item_line,
                       "--repeated covers primary items only, without multiplicities; this item "
                       "line declares secondary items or bounds");
    }
    job.minimum_cover = true;
    job.check = [&problem](SolutionView cover) { return verify_cover(problem, cover); };
  }
  if (cheapest > 0) {
    // DLX5 has no multiplicities, nor does the minimum-cost search: refused at the item line.
    if (problem.has_multiplicities()) {
      throw InputError(source, file.item_line,
                       "--min-cost and --best search exact covers; this item line gives items "
                       "multiplicities (u:v|name), which they do not take");
    }
    job.cheapest = cheapest;
  }
  return runner.run(job);
}

// Solves each model of the input: exact covers, or with `repeated` the least covers, or with
// `cheapest` > 0 that many exact covers of least cost.
int run(const CommandContext& context, JobRunner& runner, bool repeated, std::size_t cheapest = 0) {
  const std::string path = context.input_path(context[kFile], "a DLX file");
  InputSource input(path, *context.standard_input);
  // One model, or a stream of them ("|@model" lines, as --emit-dlx writes a batch): each is read,
  // solved and dropped in turn, so a stream of any length takes the memory of its largest model.
  DlxModelReader reader(input.stream(), input.name());
  reader.set_check([&runner, &input] { runner.check_building(input.name()); });
  int worst = kExitSolved;
  std::size_t models = 0;
  while (const std::optional<DlxFile> file = reader.next()) {
    ++models;
    // A model of a stream is named by its marker: what it was written for ("puzzles.txt:3").
    const std::string label = file->marker_line == 0 ? input.name()
                              : file->label.empty()
                                  ? input.name() + ":" + std::to_string(file->marker_line)
                                  : file->label;
    const bool one_of_a_batch = models > 1 || reader.next_marker_line() != 0;
    worst = std::max(worst,
                     solve(*file, input.name(), label, one_of_a_batch, repeated, cheapest, runner));
    if (runner.last().interrupted || context.interrupted()) break;  // Ctrl-C: the rest unsolved
  }
  return worst;
}

}  // namespace

Command make_command() {
  Command command;
  command.name = "exact";
  command.summary = "solve an exact-cover problem written in Knuth's DLX format";
  command.options = {
      option(kFile, {.value_name = "FILE",
                     .help = "the DLX file to read, or - for standard input (the default)",
                     .positional = true,
                     .file = FileUse::kRead}),
      option(
          kRepeated,
          {.help =
               "repeated cover: cover each primary item at least once with the fewest options (the "
               "proven minimum; --count and --all for every cover of that size)",
           .modes = {"repeated"}}),
      option(
          kMinCost,
          {.help =
               "a solution of least total cost, the costs of options written '|n' after their "
               "items (Knuth's DLX5), proven optimal; with --time-limit, the cheapest found and a "
               "lower bound",
           .modes = {"min-cost"}}),
      option(
          kBest,
          {.value_name = "K",
           .help = "the K solutions of least total cost, in increasing cost (ties in the order the "
                   "search finds them), proven",
           .min = 1,
           .max = 100000,
           .modes = {"best"}}),
  };
  command.modes = {
      {.name = "solve",
       .run = [](const CommandContext& context,
                 JobRunner& runner) { return run(context, runner, false); }},
      {.name = "repeated",
       .search_flags = minimum_cover_search_flags(),
       .run = [](const CommandContext& context,
                 JobRunner& runner) { return run(context, runner, true); }},
  };
  command.modes.push_back({.name = "min-cost",
                           .search_flags = minimum_cost_search_flags(),
                           .run = [](const CommandContext& context, JobRunner& runner) {
                             return run(context, runner, false, 1);
                           }});
  command.modes.push_back({.name = "best",
                           .search_flags = minimum_cost_search_flags(),
                           .run = [](const CommandContext& context, JobRunner& runner) {
                             return run(context, runner, false,
                                        static_cast<std::size_t>(context[kBest].value_or(1)));
                           }});
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
