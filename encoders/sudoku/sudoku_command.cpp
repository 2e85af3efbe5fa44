#include "encoders/sudoku/sudoku_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/english.hpp>
#include <dlx/text/error_report.hpp>
#include <dlx/text/input_source.hpp>
#include <dlx/text/json_text.hpp>
#include <dlx/text/text_tokens.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <ostream>
#include <set>
#include <sstream>

#include "encoders/sudoku/candidates_command.hpp"
#include "encoders/sudoku/generator/generate_command.hpp"
#include "encoders/sudoku/grade_command.hpp"
#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/listen/listen_command.hpp"
#include "encoders/sudoku/model_cache.hpp"
#include "encoders/sudoku/puzzle_input.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/showcase_examples.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_settings.hpp"
#include "encoders/sudoku/sudoku_svg.hpp"
#include "encoders/sudoku/variant_flags.hpp"
#include "encoders/sudoku/variants/chaos_propagator.hpp"

namespace dlx::sudoku {
namespace {

struct Settings {
  ReadOptions read;
  VariantFlags variants;
  bool pretty = false;
};

Settings read_settings(const CommandContext& context) {
  Settings settings;
  if (const std::string& box = context[settings::kBox]; !box.empty()) {
    settings.read.box = parse_box_shape(box);
    if (!settings.read.box) {
      throw SettingError("box", fmt::format("'{}': expected RxC, the rows and columns of a box, "
                                            "like 3x3 or 2x3",
                                            box));
    }
  }
  if (const std::string& symbols = context[settings::kSymbols]; !symbols.empty()) {
    for (char c : symbols) {
      if (c == '.' || c == ' ' || symbols.find(c) != symbols.rfind(c)) {
        throw SettingError("symbols", fmt::format("'{}': expected distinct symbols other than "
                                                  "'.' and blanks, one per value",
                                                  symbols));
      }
    }
    settings.read.alphabet = symbols;
  }
  // Checked against the table already: auto, line or grid.
  if (const std::string& format = context[settings::kFormat]; format == "line") {
    settings.read.format = InputFormat::kLine;
  } else if (format == "grid") {
    settings.read.format = InputFormat::kGrid;
  }
  settings.variants.diagonal = context[settings::kDiagonal];
  settings.variants.windoku = context[settings::kWindoku];
  settings.pretty = context[settings::kPretty];
  if (const std::string& regions = context[settings::kRegions]; !regions.empty()) {
    InputSource input(regions, *context.standard_input);
    settings.variants.jigsaw = read_region_map(input.stream(), input.name(), true);
  }
  for (const std::string& path : split_commas(context[settings::kExtra])) {
    InputSource input(path, *context.standard_input);
    settings.variants.extra_maps.push_back(read_region_map(input.stream(), input.name(), false));
  }
  return settings;
}

// A chaos construction's regions as a line of region labels, one symbol per cell (1-9, then A-G):
// the region map the solution found.
std::string region_line(const std::vector<int>& regions) {
  static constexpr std::string_view kLabels = "123456789ABCDEFG";
  std::string line;
  for (int label : regions) line += kLabels[static_cast<std::size_t>(label - 1)];
  return line;
}

// What follows a chaos construction's grid in the text answer: its regions, on a line of their
// own ("regions 111222..."); nothing for a puzzle whose regions are given.
std::string regions_text(const std::vector<int>& regions, bool after_line) {
  if (regions.empty()) return "";
  return std::string(after_line ? "\n" : "") + "regions " + region_line(regions) +
         (after_line ? "" : "\n");
}

// What follows the grid (and its regions) for a puzzle with variable cells: their values, on a
// line of their own ("variables $A=5 $B=3"); nothing for a puzzle without.
std::string variables_text(const SudokuPuzzle& puzzle, const std::vector<int>& solution,
                           bool after_line) {
  const std::string line = variables_line(puzzle, solution);
  if (line.empty()) return "";
  return after_line ? "\n" + line : line + "\n";
}

// Thrown out of the reader's callback to stop reading when Ctrl-C ended the batch.
struct BatchInterrupted {};

// The rules a model leaves to a test of whole solutions: chaos construction's regions
// (chaos_propagator.hpp), connected values (connected_propagator.hpp) and an or's branches
// (or_choice.hpp).
void set_acceptance(Job& job, const SudokuModel* model) {
  const bool chaos = !model->region_cell_of.empty();
  const bool connected = !model->connected.empty();
  const bool ors = !model->ors.empty();
  if (!chaos && !connected && !ors) return;
  job.accept = model_acceptance(*model);
  std::vector<std::string> parts;
  if (chaos) {
    parts.push_back(
        "chaos construction keeps the solutions whose regions are connected, labelled in reading "
        "order and keep the clues on them");
  }
  if (connected) {
    parts.push_back(
        "connected values keep the solutions whose cells holding the values are "
        "connected");
  }
  if (ors) {
    parts.push_back("an or keeps the solutions whose chosen branch is the first that holds");
  }
  job.accept_summary = fmt::format("{}", fmt::join(parts, "; "));
}

// The job of one puzzle: its clues forced on the cached model. `first_shown` gets the first
// solution checked, for the comparison with a solution the input gives.
// The runner keeps the solver of the jobs of one model (Job::model_key).
Job solve_job(ModelCache& models, const std::shared_ptr<const SudokuPuzzle>& puzzle,
              const std::string& label, bool pretty,
              const std::shared_ptr<std::vector<int>>& first_shown, const SolverOptions& options) {
  const SudokuModel* model = &models.model_for(*puzzle);
  Job job;
  job.label = label;
  job.problem = &model->problem;
  job.model_key = models.key();
  job.forced = clue_options(*model, *puzzle);
  job.small_search = true;
  if (!has_only_houses(*puzzle)) job.solver_options = solver_options_for(*puzzle, options);
  job.render = [model, puzzle, pretty](SolutionView solution) {
    const std::vector<int> values = decode(*model, solution);
    const bool after_line = puzzle->layout.one_line && !pretty;
    return format_grid(*puzzle, values, pretty) +
           regions_text(decode_regions(*model, solution), after_line) +
           variables_text(*puzzle, values, after_line);
  };
  job.render_json = [model, puzzle](SolutionView solution) {
    const std::vector<int> regions = decode_regions(*model, solution);
    const std::vector<int> values = decode(*model, solution);
    return fmt::format(
        "{{\"puzzle\":{},\"solution\":{}{}{}}}", json_string(grid_line(*puzzle, puzzle->givens)),
        json_string(grid_line(*puzzle, values)),
        regions.empty() ? "" : ",\"regions\":" + json_string(region_line(regions)),
        puzzle->size.variables.empty() ? "" : ",\"variables\":" + variables_json(*puzzle, values));
  };
  job.picture = [model, puzzle, label](SolutionView solution) {
    return sudoku_picture(
        {label, puzzle, decode(*model, solution), decode_regions(*model, solution)});
  };
  set_acceptance(job, model);
  job.check = [model, puzzle, first_shown](SolutionView solution) {
    std::vector<int> grid = decode(*model, solution);
    const std::vector<int> regions = decode_regions(*model, solution);
    auto broken = check_sudoku(*puzzle, grid, regions.empty() ? nullptr : &regions);
    if (first_shown->empty()) *first_shown = std::move(grid);
    return broken;
  };
  return job;
}

// The inputs named, in order (several: a shell glob). Standard input can be read once.
std::vector<std::string> input_files(const CommandContext& context) {
  const std::vector<std::string> files = context.all_values(settings::kFile);
  if (std::count(files.begin(), files.end(), "-") > 1) {
    throw SettingError("file", "standard input ('-') is named more than once: it can be read once");
  }
  return files;
}

// Solves each puzzle of one input (a file, "-" or a puzzle typed as the argument) through the
// runner, as the search flags ask: one batch, with its summary.
int solve_input(const CommandContext& context, JobRunner& runner, const Settings& settings,
                const std::string& path) {
  PuzzleInput input(path, *context.standard_input);

  // The runner tallies the puzzles, answers for the malformed ones and ends with the summary.
  runner.begin_batch(input.name(), "puzzle", "puzzles");
  std::size_t entries = 0;
  int worst = kExitSolved;
  ModelCache models;
  auto on_error = [&](const InputError& error) {
    ++entries;
    runner.report_malformed(error);
  };
  auto on_puzzle = [&](SudokuPuzzle&& read) {
    // A puzzle the variant flags do not fit throws here, and counts as malformed, not as a puzzle.
    const auto puzzle = std::make_shared<const SudokuPuzzle>([&] {
      SudokuPuzzle adjusted = std::move(read);
      apply_variant_flags(adjusted, settings.variants);
      check_model_size(adjusted);
      return adjusted;
    }());
    ++entries;
    const std::string label = puzzle_label(*puzzle);
    for (const std::string& note : puzzle->notes) runner.note(label, note);
    // The first solution shown, to check against the one the input gives.
    auto first_shown = std::make_shared<std::vector<int>>();
    int code = 0;
    if (auto conflict = find_clue_conflict(*puzzle, models.houses_for(*puzzle))) {
      code = runner.report_no_solution(label, *conflict);
    } else {
      code = runner.run(solve_job(models, puzzle, label, settings.pretty, first_shown,
                                  context.search.solver_options));
    }
    if (!puzzle->given_solution.empty()) {
      // The input's own solution: it must solve the puzzle by the rules (checked here as any
      // solution is), and differs from the one found only when the puzzle has several. It gives
      // the grid's cells alone: with variable cells, whose values it lacks, it is only compared.
      const bool checkable = puzzle->size.variables.empty();
      std::optional<std::string> broken;
      if (checkable) broken = check_sudoku(*puzzle, puzzle->given_solution);
      const std::vector<int> grid_found(
          first_shown->begin(),
          first_shown->begin() +
              static_cast<std::ptrdiff_t>(std::min(first_shown->size(), puzzle->cell_count())));
      if (broken) {
        runner.report_wrong_input(label, *broken);
      } else if (!first_shown->empty() && grid_found != puzzle->given_solution) {
        runner.note(label,
                    "the solution found differs from the one in the input: the puzzle has several "
                    "solutions");
      }
    }
    worst = std::max(worst, code);
    if (runner.last().interrupted || context.interrupted()) throw BatchInterrupted{};
  };
  try {
    read_puzzles(input.stream(), input.name(), settings.read, on_puzzle, on_error);
  } catch (const BatchInterrupted&) {
    // The rest of the input is left unread; the summary says where the batch stopped.
  }
  worst = std::max(worst, runner.end_batch());
  if (entries == 0) throw InputError(input.name(), 0, "no puzzle in the input");
  return worst;
}

// Solves the puzzles of each input in turn (`dlx sudoku a.txt b.txt`, as a shell glob gives
// them); the exit code is the worst. An input that cannot be read stops the run there, as the
// first would.
int solve(const CommandContext& context, JobRunner& runner) {
  // JSON gives the grid as a line whatever --pretty says.
  if (context.search.json && context.was_typed(settings::kPretty)) {
    throw SettingConflict("pretty",
                          "--pretty does not apply to --json (it gives each grid as a line)");
  }
  const Settings settings = read_settings(context);
  int worst = kExitSolved;
  for (const std::string& file : input_files(context)) {
    const std::string path = context.input_path(file, "Sudoku puzzles");
    worst = std::max(worst, solve_input(context, runner, settings, path));
    if (context.interrupted()) break;
  }
  return worst;
}

// The puzzles of `path`, with the command's variant flags.
BatchRequest batch_request(const std::string& path, const Settings& settings) {
  return {path, settings.read,
          [&settings](SudokuPuzzle& puzzle) { apply_variant_flags(puzzle, settings.variants); }};
}

// Grades each puzzle (--grade), or prints its logical solution (--explain).
int grade(const CommandContext& context, JobRunner& runner, bool explain) {
  const Settings settings = read_settings(context);
  int worst = kExitSolved;
  for (const std::string& file : input_files(context)) {
    const std::string path = context.input_path(file, "Sudoku puzzles");
    worst = std::max(worst, run_grade({batch_request(path, settings), explain}, context, runner));
    if (context.interrupted()) break;
  }
  return worst;
}

// The true candidates of each puzzle (--candidates).
int candidates(const CommandContext& context) {
  const Settings settings = read_settings(context);
  int worst = kExitSolved;
  for (const std::string& file : input_files(context)) {
    const std::string path = context.input_path(file, "Sudoku puzzles");
    worst = std::max(worst, run_candidates(batch_request(path, settings), context));
    if (context.interrupted()) break;
  }
  return worst;
}

}  // namespace

Command make_command() {
  // --grade and --explain print their own results; --time-limit bounds each puzzle's search for
  // uniqueness (grade_command.hpp).
  const SearchFlagUse kGradeSearchFlags{.kind = SearchFlagUse::Kind::kOnly,
                                        .names = {"json", "quiet", "stats", "time-limit"}};
  Command command;
  command.name = "sudoku";
  // Sizes come from the boxes, which a user looking for --size does not guess.
  command.option_hints = {
      {"size",
       "the grid's size follows from its boxes: --box 4x4 for 16x16 (3x3 for 9x9, 2x3 "
       "for 6x6, 5x5 for 25x25)"}};
  command.summary =
      "solve Sudoku of any size (4x4 to 64x64) and variants, one puzzle or a batch; or generate "
      "puzzles";
  command.options = {
      option(
          settings::kFile,
          {.value_name = "FILE",
           .help = "the puzzles to solve: files (several are read in turn), - for standard input "
                   "(the default), or one puzzle line typed as the argument",
           .positional = true,
           .several = true,
           .modes = {"solve", "grade", "explain", "candidates"},
           .file = FileUse::kRead}),
      option(
          settings::kBox,
          {.value_name = "RxC",
           .help =
               "box shape: R rows by C columns (default: the squarest, 3x3 for 9x9, 2x3 for 6x6)"}),
      option(settings::kSymbols,
             {.value_name = "SYMBOLS",
              .help = "the symbols of the values 1..n, in order (default: detected, 1-9A-Za-z or "
                      "A-Za-z)"}),
      option(settings::kFormat,
             {.value_name = "FORMAT",
              .help = "input form: auto, line (one puzzle per line) or grid (n lines)",
              .default_value = "auto",
              .choices = {"auto", "line", "grid"},
              .modes = {"solve", "grade", "explain", "candidates"}}),
      option(settings::kDiagonal, {.help = "both main diagonals hold every value too (Sudoku X)"}),
      option(settings::kWindoku,
             {.help = "the four extra 3x3 windows of a 9x9 hold every value too (hyper Sudoku)"}),
      option(settings::kRegions, {.value_name = "FILE",
                                  .help = "a region map that replaces the boxes (jigsaw Sudoku)",
                                  .file = FileUse::kRead}),
      option(settings::kExtra,
             {.value_name = "FILES",
              .help = "more region maps (comma-separated files); regions may overlap"}),
      option(settings::kPretty,
             {.help = "draw the solution with the walls of its boxes or jigsaw regions, clues in "
                      "[brackets]",
              .modes = {"solve"}}),
      option(
          settings::kGrade,
          {.help = "grade each puzzle by the techniques its logical solution needs: simple, easy, "
                   "intermediate, expert or needs-search",
           .modes = {"grade"}}),
      option(settings::kExplain,
             {.help = "print the logical solution of each puzzle, one deduction a line",
              .modes = {"explain"}}),
      option(
          settings::kCandidates,
          {.help = "print the true candidates of each puzzle: the values each cell holds in some "
                   "solution",
           .modes = {"candidates"}}),
      option(settings::kListen,
             {.value_name = "[HOST:]PORT",
              .help = "serve f-puzzles' solver protocol on a WebSocket until Ctrl-C, for its "
                      "userscript Fpuzzles-SudokuSolver (docs/sudoku.md, \"Using dlx from "
                      "f-puzzles\"); alone: localhost:4545, where the userscript connects "
                      "(0.0.0.0:4545 is reachable from other machines)",
              .implicit_value = "localhost:4545",
              .modes = {"listen"}}),
      option(
          settings::kSvg,
          {.value_name = "FILE",
           .help = fmt::format("also draw the solutions shown in an SVG picture (the first {}; - "
                               "for standard output)",
                               kMaxPictures),
           .modes = {"solve"},
           .file = FileUse::kPicture}),
  };
  // The generator's options (--generate, --symmetry, --difficulty, ...): generate_command.cpp.
  for (CommandOption& option : generate_options()) command.options.push_back(std::move(option));
  // --generate comes before --grade and --explain, which the messages about two of them name so.
  command.modes = {
      {.name = "solve", .run = solve},
      {.name = "generate",
       .search_flags = {.kind = SearchFlagUse::Kind::kOnly,
                        .names = {"json", "quiet", "stats", "seed", "threads", "time-limit",
                                  "progress", "progress-interval"}},
       .run = [](const CommandContext& context, JobRunner&) { return run_generate(context); }},
      {.name = "grade",
       .search_flags = kGradeSearchFlags,
       .run = [](const CommandContext& context,
                 JobRunner& runner) { return grade(context, runner, false); }},
      {.name = "explain",
       .search_flags = kGradeSearchFlags,
       .run = [](const CommandContext& context,
                 JobRunner& runner) { return grade(context, runner, true); }},
      {.name = "candidates",
       .search_flags = kGradeSearchFlags,
       .run = [](const CommandContext& context, JobRunner&) { return candidates(context); }},
      // Each request within --time-limit and --memory-limit; --threads of them at once.
      {.name = "listen",
       .search_flags = {.kind = SearchFlagUse::Kind::kOnly,
                        .names = {"quiet", "time-limit", "memory-limit", "threads", "seed"}},
       .run = [](const CommandContext& context, JobRunner&) { return run_listen(context); }},
  };
  command.picture_words = sudoku_picture_words();
  command.showcase = {
      {"a classic 9x9 Sudoku (the first puzzle of the seed article)",
       {"sudoku", "-", "--pretty"},
       ".3..9..5.....1...45..8....7....3.2..6....9.4...7..25.......19....69....812.....7.\n"},
      {"a killer Sudoku: cages with sums, no clues (docs/sudoku.md has the format)",
       {"sudoku", "-", "--unique"},
       killer_example()},
  };
  return command;
}

}  // namespace dlx::sudoku
