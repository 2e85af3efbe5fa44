#include "encoders/queens/queens_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <dlx/text/english.hpp>
#include <dlx/text/input_source.hpp>

#include <algorithm>
#include <map>
#include <memory>

#include "encoders/queens/domination_checker.hpp"
#include "encoders/queens/domination_model.hpp"
#include "encoders/queens/placement.hpp"
#include "encoders/queens/queens_checker.hpp"
#include "encoders/queens/queens_model.hpp"
#include "encoders/queens/queens_svg.hpp"
#include "encoders/queens/symmetry.hpp"

namespace dlx::queens {
namespace {

// The command's settings, each declared once: its row below is made from it.
constexpr auto kN = whole_number_setting("n");
constexpr auto kDistinct = flag_setting("distinct");
constexpr auto kDominate = flag_setting("dominate");
constexpr auto kComplete = text_setting("complete");
constexpr auto kFormat = choice_setting("format");
constexpr auto kOrder = choice_setting("order");
constexpr auto kSvg = text_setting("svg");

// Boards up to this size are drawn; larger ones print their column list.
constexpr int kDrawUpToN = 32;

enum class Format { kBoard, kColumns };

struct Settings {
  ItemOrder order = ItemOrder::kOrganPipe;
  std::optional<std::uint64_t> seed;
  std::optional<Format> format;
  bool distinct = false;
  bool board_batch = false;  // boards of --complete: a blank line after each keeps them apart
};

std::vector<Square> squares_of(const std::vector<int>& column_of_row) {
  std::vector<Square> squares;
  for (std::size_t row = 0; row < column_of_row.size(); ++row) {
    if (column_of_row[row] >= 0) squares.push_back({static_cast<int>(row), column_of_row[row]});
  }
  return squares;
}

Settings read_settings(const CommandContext& context) {
  // The values are checked against the table already: choices are one of the choices.
  Settings settings;
  if (context[kOrder] == "plain") settings.order = ItemOrder::kPlain;
  if (const std::string& format = context[kFormat]; format == "board") {
    settings.format = Format::kBoard;
  } else if (format == "columns") {
    settings.format = Format::kColumns;
  }
  // The common --seed (a search flag of every command), read here for the model's own shuffle.
  settings.seed = context.search.solver_options.seed;
  settings.distinct = context[kDistinct];
  return settings;
}

std::string draw_board(const std::vector<int>& column_of_row) {
  std::string text;
  const std::size_t n = column_of_row.size();
  for (std::size_t row = 0; row < n; ++row) {
    if (row > 0) text += '\n';
    for (std::size_t column = 0; column < n; ++column) {
      if (column > 0) text += ' ';
      text += static_cast<int>(column) == column_of_row[row] ? 'Q' : '.';
    }
  }
  return text;
}

std::string column_list(const std::vector<int>& column_of_row) {
  std::string text;
  for (int column : column_of_row) text += (text.empty() ? "" : " ") + std::to_string(column + 1);
  return text;
}

// Solves one board, empty or partly filled, through the runner.
int solve(const Settings& settings, int n, const Placement* given, const std::string& label,
          JobRunner& runner) {
  if (given != nullptr) {
    if (auto conflict = find_conflict(*given)) return runner.report_no_solution(label, *conflict);
  }
  const std::optional<std::uint64_t> seed = model_shuffle_seed(n, settings.seed);
  // The model lives in a shared_ptr because the job's functions refer to it.
  const auto model = std::make_shared<QueensModel>(build_queens_model(
      n, settings.order, given, seed, [&runner, &label] { runner.check_building(label); }));
  // The seed has shuffled the model's options already. The solver gets none: a seed there would
  // also break ties of the item choice at random, losing the organ-pipe order that the item
  // declarations set up (docs/queens.md), and shuffle a second time for nothing. The runner
  // builds it (within --time-limit: 4096-queens takes seconds).
  const Format format =
      settings.format.value_or(n <= kDrawUpToN ? Format::kBoard : Format::kColumns);

  Job job;
  job.label = label;
  job.problem = &model->problem;
  job.solver_options = SolverOptions{};
  // The queens the input gave, marked in the picture.
  const std::vector<Square> given_squares =
      given != nullptr ? squares_of(given->column_of_row) : std::vector<Square>{};
  job.picture = [model, label, given_squares](SolutionView solution) {
    return queens_picture({label, model->n, squares_of(decode(*model, solution)), given_squares});
  };
  const bool blank_line_after = settings.board_batch && format == Format::kBoard;
  job.render = [model, format, blank_line_after](SolutionView solution) {
    const std::vector<int> columns = decode(*model, solution);
    if (format == Format::kColumns) return column_list(columns);
    return draw_board(columns) + (blank_line_after ? "\n" : "");
  };
  job.render_json = [model](SolutionView solution) {
    std::vector<int> columns = decode(*model, solution);
    // A loop, not std::views::transform: clang 14 (Debian 12's, which builds the fuzzers and the
    // sanitizer tests) cannot compile libstdc++ 12's <ranges> views.
    for (int& column : columns) ++column;  // from 1, as the text output numbers them
    return fmt::format("{{\"n\":{},\"columns\":[{}]}}", model->n, fmt::join(columns, ","));
  };
  job.check = [model, given](SolutionView solution) {
    return check_queens(model->n, decode(*model, solution), given);
  };
  if (settings.distinct) {
    job.accept = [model](SolutionView solution) { return is_canonical(decode(*model, solution)); };
    job.accept_summary =
        "--distinct keeps one solution per symmetry class (the least of its 8 images)";
  }
  return runner.run(job);
}

std::string draw_domination(int n, const std::vector<Square>& queens) {
  std::string text;
  for (int row = 0; row < n; ++row) {
    if (row > 0) text += '\n';
    for (int column = 0; column < n; ++column) {
      if (column > 0) text += ' ';
      const bool queen = std::any_of(queens.begin(), queens.end(), [&](const Square& q) {
        return q.row == row && q.column == column;
      });
      text += queen ? 'Q' : '.';
    }
  }
  return text;
}

// --dominate: the fewest queens that occupy or attack every square, as a repeated cover.
int solve_domination(const CommandContext& context, const Settings& settings, JobRunner& runner) {
  if (settings.format == Format::kColumns) {
    throw SettingConflict(
        "format",
        "--dominate draws boards: its queens may share a row, so a column per row "
        "cannot show them");
  }
  const std::optional<std::uint64_t> given_n = context[kN];
  if (!given_n) throw SettingConflict("n", "expected the board size N");
  const int n = static_cast<int>(*given_n);
  if (n > kMaxDominationN) {
    throw SettingError("n", fmt::format("--dominate takes boards up to {}x{} (the search for the "
                                        "least number of queens is hopeless long before)",
                                        kMaxDominationN, kMaxDominationN));
  }
  const auto model = std::make_shared<DominationModel>(build_domination_model(n));
  Job job;
  job.label = fmt::format("{}-queens domination", n);
  job.problem = &model->problem;
  job.minimum_cover = true;
  // The answer in chess words: "minimum 5 queens (proven: no dominating set has fewer)".
  job.cover_noun = "dominating set";
  job.part_noun = "queen";
  const std::string label = job.label;
  job.picture = [model, label](SolutionView cover) {
    return queens_picture({label, model->n, decode_domination(*model, cover), {}});
  };
  job.render = [model](SolutionView cover) {
    return draw_domination(model->n, decode_domination(*model, cover));
  };
  job.render_json = [model](SolutionView cover) {
    const std::vector<Square> queens = decode_domination(*model, cover);
    std::vector<std::string> cells;  // a loop, not std::views::transform: see above
    for (const Square& queen : queens) {
      cells.push_back(fmt::format("[{},{}]", queen.row + 1, queen.column + 1));
    }
    return fmt::format("{{\"n\":{},\"queens\":[{}]}}", model->n, fmt::join(cells, ","));
  };
  job.check = [model](SolutionView cover) {
    return check_domination(model->n, decode_domination(*model, cover));
  };
  return runner.run(job);
}

// The settings, with the checks both modes make.
Settings checked_settings(const CommandContext& context) {
  Settings settings = read_settings(context);
  // JSON gives the columns whatever the format: a format typed with --json would be ignored.
  if (context.search.json && context.was_typed("format")) {
    throw SettingConflict("format", "--format does not apply to --json (it gives the columns)");
  }
  if (!context[kSvg].empty()) {
    const std::optional<std::uint64_t> n = context[kN];
    if (n && *n > static_cast<std::uint64_t>(kMaxPicturedN)) {
      throw SettingConflict("svg", fmt::format("--svg draws boards up to {0}x{0}", kMaxPicturedN));
    }
  }
  return settings;
}

// Places queens: on an empty board of n, or completing the placements of --complete.
int place(const CommandContext& context, JobRunner& runner) {
  Settings settings = checked_settings(context);
  const std::string& complete = context[kComplete];
  const std::optional<std::uint64_t> given_n = context[kN];
  if (complete.empty()) {
    if (!given_n) throw SettingConflict("n", "expected the board size N (or --complete FILE)");
    const int n = static_cast<int>(*given_n);
    if (settings.distinct) {
      // As polyomino --distinct says: the count is of classes, not of placements.
      runner.note("",
                  "counting up to the 8 symmetries of the square (4 rotations, 4 reflections): "
                  "one placement per class");
    }
    return solve(settings, n, nullptr, fmt::format("{}-queens", n), runner);
  }
  if (settings.distinct) {
    throw SettingConflict("distinct",
                          "--distinct counts the solutions of an empty board; given "
                          "queens break its symmetry");
  }
  InputSource input(complete, *context.standard_input);
  const std::vector<Placement> placements = read_placements(input.stream(), input.name());
  if (given_n) {
    const int n = static_cast<int>(*given_n);
    for (const Placement& placement : placements) {
      if (placement.n != n) {
        throw InputError(
            input.name(), placement.line,
            fmt::format("this placement is for {2} {0}x{0} board, not {1}x{1}", placement.n, n,
                        article_for(static_cast<std::uint64_t>(placement.n))));
      }
    }
  }
  int worst = kExitSolved;
  settings.board_batch = true;
  for (const Placement& placement : placements) {
    if (!context[kSvg].empty() && placement.n > kMaxPicturedN) {
      throw InputError(input.name(), placement.line,
                       fmt::format("--svg draws boards up to {0}x{0}; this one is {1}x{1}",
                                   kMaxPicturedN, placement.n));
    }
    const std::string label = fmt::format("{}:{}", input.name(), placement.line);
    worst = std::max(worst, solve(settings, placement.n, &placement, label, runner));
    if (runner.last().interrupted || context.interrupted()) break;  // Ctrl-C: the rest unsolved
  }
  return worst;
}

}  // namespace

Command make_command() {
  Command command;
  command.name = "queens";
  command.summary = "place N queens on an N x N board: count, list, complete, draw";
  command.options = {
      option(kN, {.value_name = "N",
                  .help = "the board size",
                  .min = 1,
                  .max = kMaxN,
                  .positional = true}),
      option(kDistinct, {.help = "count and list solutions up to the 8 symmetries of the square",
                         .modes = {"place"}}),
      option(kDominate, {.help = fmt::format(
                             "instead: the fewest queens that occupy or attack every square (N up "
                             "to {}), and with --count how many such sets",
                             kMaxDominationN),
                         .modes = {"dominate"}}),
      option(kComplete,
             {.value_name = "FILE",
              .help = "complete the partial placements in FILE (- for standard input): lines of N "
                      "column numbers (0 for none) or boards of Q and .",
              .modes = {"place"},
              .file = FileUse::kRead}),
      option(kFormat, {.value_name = "FORMAT",
                       .help = fmt::format(
                           "board (Q and .), columns (the column of each row's queen), or auto "
                           "(boards up to {0}x{0})",
                           kDrawUpToN),
                       .default_value = "auto",
                       .choices = {"board", "columns", "auto"}}),
      option(kOrder, {.value_name = "ORDER",
                      .help = "item order: organ-pipe (middle rows and columns first) or plain",
                      .default_value = "organ-pipe",
                      .choices = {"organ-pipe", "plain"},
                      .modes = {"place"}}),
      option(kSvg, {.value_name = "FILE",
                    .help = fmt::format(
                        "also draw the boards shown in an SVG picture (the first {}, boards up "
                        "to {}x{}; - for standard output)",
                        kMaxPictures, kMaxPicturedN, kMaxPicturedN),
                    .file = FileUse::kPicture}),
  };
  command.modes = {
      {.name = "place", .run = place},
      {.name = "dominate",
       .search_flags = minimum_cover_search_flags(),
       .run =
           [](const CommandContext& context, JobRunner& runner) {
             return solve_domination(context, checked_settings(context), runner);
           }},
  };
  command.picture_words = queens_picture_words();
  command.showcase = {
      {"8 queens, one of the 92 placements", {"queens", "8"}, ""},
      {"8 queens up to rotation and reflection", {"queens", "8", "--distinct", "--count"}, ""},
      {"a first placement for 1000 queens (the column of each row's queen, abridged)",
       {"queens", "1000", "--stats"},
       ""},
  };
  return command;
}

}  // namespace dlx::queens
