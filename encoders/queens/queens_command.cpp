#include "encoders/queens/queens_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <dlx/text/input_source.hpp>

#include <algorithm>
#include <memory>
#include <ranges>

#include "encoders/queens/domination_checker.hpp"
#include "encoders/queens/domination_model.hpp"
#include "encoders/queens/placement.hpp"
#include "encoders/queens/queens_checker.hpp"
#include "encoders/queens/queens_model.hpp"
#include "encoders/queens/symmetry.hpp"

namespace dlx::queens {
namespace {

// Boards up to this size are drawn; larger ones print their column list.
constexpr int kDrawUpToN = 32;

enum class Format { kBoard, kColumns };

struct Settings {
  ItemOrder order = ItemOrder::kOrganPipe;
  std::optional<std::uint64_t> seed;
  std::optional<Format> format;
  bool distinct = false;
};

Settings read_settings(const CommandContext& context) {
  // The values are checked against the table already: choices are one of the choices.
  Settings settings;
  if (context.get("order") == "plain") settings.order = ItemOrder::kPlain;
  if (const std::string& format = context.get("format"); format == "board") {
    settings.format = Format::kBoard;
  } else if (format == "columns") {
    settings.format = Format::kColumns;
  }
  // The common --seed (a search flag of every command), read here for the model's own shuffle.
  settings.seed = context.seed;
  settings.distinct = context.flag("distinct");
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
  const auto model =
      std::make_shared<QueensModel>(build_queens_model(n, settings.order, given, seed));
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
  job.render = [model, format](SolutionView solution) {
    const std::vector<int> columns = decode(*model, solution);
    return format == Format::kBoard ? draw_board(columns) : column_list(columns);
  };
  job.render_json = [model](SolutionView solution) {
    return fmt::format(
        "{{\"n\":{},\"columns\":[{}]}}", model->n,
        fmt::join(decode(*model, solution) | std::views::transform([](int c) { return c + 1; }),
                  ","));
  };
  job.check = [model, given](SolutionView solution) {
    return check_queens(model->n, decode(*model, solution), given);
  };
  if (settings.distinct) {
    job.accept = [model](SolutionView solution) { return is_canonical(decode(*model, solution)); };
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
  // The settings that shape an n-queens search have no meaning here; say so rather than ignore.
  if (!context.get("complete").empty()) {
    throw SettingError("complete", "--complete does not apply to --dominate");
  }
  if (context.seed) throw SettingError("seed", "--seed does not apply to --dominate");
  if (settings.distinct) {
    throw SettingError("distinct",
                       "--distinct does not apply to --dominate (it counts n-queens placements)");
  }
  if (settings.format == Format::kColumns) {
    throw SettingError("format",
                       "--dominate draws boards: its queens may share a row, so a column per row "
                       "cannot show them");
  }
  const std::optional<std::uint64_t> given_n = context.whole_number("n");
  if (!given_n) throw SettingError("n", "expected the board size N");
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
  job.render = [model](SolutionView cover) {
    return draw_domination(model->n, decode_domination(*model, cover));
  };
  job.render_json = [model](SolutionView cover) {
    return fmt::format(
        "{{\"n\":{},\"queens\":[{}]}}", model->n,
        fmt::join(decode_domination(*model, cover) | std::views::transform([](const Square& q) {
                    return fmt::format("[{},{}]", q.row + 1, q.column + 1);
                  }),
                  ","));
  };
  job.check = [model](SolutionView cover) {
    return check_domination(model->n, decode_domination(*model, cover));
  };
  return runner.run(job);
}

int run(const CommandContext& context, JobRunner& runner) {
  const Settings settings = read_settings(context);
  if (context.flag("dominate")) return solve_domination(context, settings, runner);
  const std::string& complete = context.get("complete");
  const std::optional<std::uint64_t> given_n = context.whole_number("n");
  if (complete.empty()) {
    if (!given_n) throw SettingError("n", "expected the board size N (or --complete FILE)");
    const int n = static_cast<int>(*given_n);
    return solve(settings, n, nullptr, fmt::format("{}-queens", n), runner);
  }
  if (settings.distinct) {
    throw SettingError("distinct",
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
            fmt::format("this placement is for a {0}x{0} board, not {1}x{1}", placement.n, n));
      }
    }
  }
  int worst = kExitSolved;
  for (const Placement& placement : placements) {
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
      {.name = "n",
       .type = OptionType::kWholeNumber,
       .value_name = "N",
       .help = "the board size",
       .min = 1,
       .max = kMaxN,
       .positional = true},
      {.name = "distinct", .help = "count and list solutions up to the 8 symmetries of the square"},
      {.name = "dominate",
       .help = fmt::format("instead: the fewest queens that occupy or attack every square (N up "
                           "to {}), and with --count how many such sets",
                           kMaxDominationN)},
      {.name = "complete",
       .type = OptionType::kText,
       .value_name = "FILE",
       .help = "complete the partial placements in FILE (- for standard input): lines of N "
               "column numbers (0 for none) or boards of Q and ."},
      {.name = "format",
       .type = OptionType::kChoice,
       .value_name = "FORMAT",
       .help = fmt::format("board (Q and .), columns (the column of each row's queen), or auto "
                           "(boards up to {0}x{0})",
                           kDrawUpToN),
       .default_value = "auto",
       .choices = {"board", "columns", "auto"}},
      {.name = "order",
       .type = OptionType::kChoice,
       .value_name = "ORDER",
       .help = "item order: organ-pipe (middle rows and columns first) or plain",
       .default_value = "organ-pipe",
       .choices = {"organ-pipe", "plain"}},
  };
  command.run = run;
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
