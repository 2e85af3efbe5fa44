#include "encoders/queens/queens_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <memory>

#include "encoders/input_source.hpp"
#include "encoders/queens/domination_checker.hpp"
#include "encoders/queens/domination_model.hpp"
#include "encoders/queens/placement.hpp"
#include "encoders/queens/queens_checker.hpp"
#include "encoders/queens/queens_model.hpp"
#include "encoders/queens/symmetry.hpp"

namespace dlx::queens {
namespace {

// From this size on, the first solution comes from a shuffled option order: with the natural
// order MRV alone can wander for minutes (it does at N = 200 and 1000), while a random order
// finds one with no backtracking at all. See docs/queens.md for the measurements.
constexpr int kShuffleFromN = 40;
constexpr std::uint64_t kDefaultSeed = 1;
// Boards up to this size are drawn; larger ones print their column list.
constexpr int kDrawUpToN = 32;

enum class Format { kBoard, kColumns };

struct Settings {
  ItemOrder order = ItemOrder::kOrganPipe;
  std::optional<std::uint64_t> seed;
  std::optional<Format> format;
  bool distinct = false;
};

int parse_n(const std::string& text) {
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc{} || end != text.data() + text.size() || n < 1 || n > kMaxN) {
    throw SettingError("n", fmt::format("'{}': expected the board size N, a whole number from 1 "
                                        "to {}",
                                        text, kMaxN));
  }
  return n;
}

Settings read_settings(const CommandContext& context) {
  Settings settings;
  const std::string& order = context.get("order");
  if (order == "plain") {
    settings.order = ItemOrder::kPlain;
  } else if (order != "organ-pipe") {
    throw SettingError("order", fmt::format("'{}': expected organ-pipe or plain", order));
  }
  const std::string& format = context.get("format");
  if (format == "board") {
    settings.format = Format::kBoard;
  } else if (format == "columns") {
    settings.format = Format::kColumns;
  } else if (!format.empty() && format != "auto") {
    throw SettingError("format", fmt::format("'{}': expected board, columns or auto", format));
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
  std::optional<std::uint64_t> seed = settings.seed;
  if (!seed && n >= kShuffleFromN) seed = kDefaultSeed;
  // The model lives in a shared_ptr because the job's functions refer to it.
  const auto model =
      std::make_shared<QueensModel>(build_queens_model(n, settings.order, given, seed));
  // The seed has shuffled the model's options already. The solver gets none: a seed there would
  // also break ties of the item choice at random, losing the organ-pipe order that the item
  // declarations set up (docs/queens.md), and shuffle a second time for nothing.
  Solver solver(model->problem);
  const Format format =
      settings.format.value_or(n <= kDrawUpToN ? Format::kBoard : Format::kColumns);

  Job job;
  job.label = label;
  job.problem = &model->problem;
  job.solver = &solver;
  job.render = [model, format](SolutionView solution) {
    const std::vector<int> columns = decode(*model, solution);
    return format == Format::kBoard ? draw_board(columns) : column_list(columns);
  };
  job.render_json = [model](SolutionView solution) {
    // A loop, not std::views::transform: clang 14 (Debian 12's, which builds the fuzzers) cannot
    // compile libstdc++ 12's <ranges> views.
    std::vector<int> columns = decode(*model, solution);
    for (int& column : columns) ++column;  // from 1, as the text output numbers them
    return fmt::format("{{\"n\":{},\"columns\":[{}]}}", model->n, fmt::join(columns, ","));
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
  const std::string& n_text = context.get("n");
  if (n_text.empty()) throw SettingError("n", "expected the board size N");
  const int n = parse_n(n_text);
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
    std::vector<std::string> queens;  // a loop, not std::views::transform: see above
    for (const Square& queen : decode_domination(*model, cover)) {
      queens.push_back(fmt::format("[{},{}]", queen.row + 1, queen.column + 1));
    }
    return fmt::format("{{\"n\":{},\"queens\":[{}]}}", model->n, fmt::join(queens, ","));
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
  const std::string& n_text = context.get("n");
  if (complete.empty()) {
    if (n_text.empty()) throw SettingError("n", "expected the board size N (or --complete FILE)");
    const int n = parse_n(n_text);
    return solve(settings, n, nullptr, fmt::format("{}-queens", n), runner);
  }
  if (settings.distinct) {
    throw SettingError("distinct",
                       "--distinct counts the solutions of an empty board; given "
                       "queens break its symmetry");
  }
  InputSource input(complete, *context.standard_input);
  const std::vector<Placement> placements = read_placements(input.stream(), input.name());
  if (!n_text.empty()) {
    const int n = parse_n(n_text);
    for (const Placement& placement : placements) {
      if (placement.n != n) {
        throw InputError(
            input.name(), placement.line,
            fmt::format("this placement is for a {0}x{0} board, not {1}x{1}", placement.n, n));
      }
    }
  }
  int worst = 0;
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
      {"n", "N", "the board size (1 to 4096)", "", true},
      {"distinct", "", "count and list solutions up to the 8 symmetries of the square", ""},
      {"dominate", "",
       "instead: the fewest queens that occupy or attack every square (N up to 64), and with "
       "--count how many such sets",
       ""},
      {"complete", "FILE",
       "complete the partial placements in FILE (- for standard input): lines of N column "
       "numbers (0 for none) or boards of Q and .",
       ""},
      {"format", "FORMAT",
       "board (Q and .), columns (the column of each row's queen), or auto "
       "(boards up to 32x32)",
       "auto"},
      {"order", "ORDER", "item order: organ-pipe (middle rows and columns first) or plain",
       "organ-pipe"},
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
