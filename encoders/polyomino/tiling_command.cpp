#include "encoders/polyomino/tiling_command.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>
#include <dlx/text/input_error.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <set>
#include <sstream>

#include "encoders/polyomino/burnside_count.hpp"
#include "encoders/polyomino/drawing.hpp"
#include "encoders/polyomino/parity.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/polyomino/specs.hpp"
#include "encoders/polyomino/svg_picture.hpp"
#include "encoders/polyomino/text_layout.hpp"
#include "encoders/polyomino/tiling_checker.hpp"

namespace dlx::polyomino {
namespace {

// The command's settings, each declared once: its row below is made from it.
constexpr auto kBoard = text_setting("board");
constexpr auto kPieces = text_setting("pieces");
constexpr auto kCopies = text_setting("copies");
constexpr auto kOneSided = flag_setting("one-sided");
constexpr auto kMirror = flag_setting("mirror");
constexpr auto kAtMostOnce = flag_setting("at-most-once");
constexpr auto kDistinct = flag_setting("distinct");
constexpr auto kDistinctMethod = choice_setting("distinct-method");
constexpr auto kSvg = text_setting("svg");
constexpr auto kListBoards = flag_setting("list-boards");
constexpr auto kNoParityCheck = flag_setting("no-parity-check");

constexpr int kMaxCopies = 1000;

struct Settings {
  ModelOptions model;
  bool check_parity = true;
  // --copies: K copies of every piece, or nullopt for "any": each piece any number of times, none
  // included. That is --at-most-once with as many copies as fit on the board, where the model
  // gives no piece an item (the cells alone decide): TAOCP 7.1.4's tilings of 8x8 by monominoes,
  // dominoes and trominoes.
  std::optional<int> copies = 1;
  // --distinct --count by Burnside's lemma (burnside_count.hpp): always with --distinct-method
  // burnside (every placement, the whole group); with restrict (the default) where its model
  // alone would count some classes more than once, instead of the filter, which visits every
  // tiling.
  enum class Burnside { kNever, kInsteadOfTheFilter, kAlways } burnside = Burnside::kNever;
};

bool has_colouring(const Polyform& family) {
  return family.geometry->colour(Cell{}).has_value();
}

// --copies K (1 to kMaxCopies) or any: nullopt.
std::optional<int> read_copies(const CommandContext& context) {
  const std::string& value = context[kCopies];
  if (value == "any") return std::nullopt;
  const bool digits =
      !value.empty() && value.size() <= 4 &&
      std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
  const int number = digits ? std::stoi(value) : 0;
  if (number < 1 || number > kMaxCopies) {
    throw SettingError("copies", fmt::format("'{}': expected a whole number from 1 to {}, or any "
                                             "(each piece any number of times)",
                                             value, kMaxCopies));
  }
  return number;
}

Settings read_settings(const CommandContext& context, const Polyform& family) {
  Settings settings;
  settings.copies = read_copies(context);
  settings.model.at_most_once = context[kAtMostOnce] || !settings.copies;
  settings.model.distinct = context[kDistinct];
  // Checked against the table already: restrict, filter or burnside.
  const std::string& method = context[kDistinctMethod];
  if (method == "filter" || method == "burnside") settings.model.method = DistinctMethod::kFilter;
  // Burnside's count is a count of every class: --count, without --limit.
  const bool counts_all = context.search.mode == SearchMode::kCount && context.search.limit == 0;
  if (method == "burnside" && settings.model.distinct && !counts_all) {
    throw SettingConflict("distinct-method",
                          "--distinct-method burnside counts the classes (--count, without "
                          "--limit) and finds no tiling to show: use restrict or filter to "
                          "list them");
  }
  // --emit-dlx writes the model and counts nothing.
  if (settings.model.distinct && counts_all && !context.search.emit_dlx) {
    settings.burnside = method == "burnside"   ? Settings::Burnside::kAlways
                        : method == "restrict" ? Settings::Burnside::kInsteadOfTheFilter
                                               : Settings::Burnside::kNever;
  }
  settings.check_parity = has_colouring(family) && !context[kNoParityCheck];
  return settings;
}

PieceSet read_pieces(const CommandContext& context, const Polyform& family,
                     std::optional<int> copies) {
  const std::string& board_spec = context[kBoard];
  std::string pieces_spec = context[kPieces];
  if (pieces_spec.empty()) pieces_spec = pieces_of_board(board_spec, family);
  if (pieces_spec.empty()) pieces_spec = family.default_pieces;
  if (pieces_spec.empty() && board_spec != "-") {
    // A board that is nothing (a file that does not exist) is said first: "give --pieces" would
    // send the user to fix the wrong thing (issue 32).
    std::istringstream no_standard_input;
    board_from_spec(board_spec, no_standard_input, family);
  }
  if (pieces_spec.empty()) {
    throw SettingError(
        "pieces", fmt::format("the board '{}' has no pieces of its own: give --pieces (a set such "
                              "as {}, some of its pieces as SET:NAMES, or a file)",
                              board_spec, family.piece_sets.front().name));
  }
  if (board_spec == "-" && (pieces_spec == "-" || pieces_spec.starts_with("-:"))) {
    throw SettingConflict("pieces",
                          "the board and the pieces cannot both come from standard input");
  }
  PieceSet pieces = pieces_from_spec(pieces_spec, *context.standard_input, family);
  if (family.default_kind == PieceKind::kFree && context[kOneSided]) {
    pieces.kind = PieceKind::kOneSided;
  }
  if (family.default_kind == PieceKind::kOneSided && context[kMirror]) {
    pieces.kind = PieceKind::kFree;
  }
  if (!copies) return pieces;  // any: set once the board is known (copies_to_fill)
  for (Piece& piece : pieces.pieces) {
    if (static_cast<long>(piece.copies) * *copies > kMaxCopies) {
      throw SettingError(
          "copies", fmt::format("{} copies of piece {}: at most {}",
                                static_cast<long>(piece.copies) * *copies, piece.name, kMaxCopies));
    }
    piece.copies *= *copies;
  }
  return pieces;
}

// --copies any: each piece gets as many copies as the board holds, used at most so often
// (--at-most-once): the model then has no item for it, as for dominoes filling a board.
void copies_to_fill(const Board& board, PieceSet& pieces) {
  for (Piece& piece : pieces.pieces) {
    piece.copies = std::max(1, board.cell_count() / static_cast<int>(piece.shape.size()));
  }
}

// With any number of each piece, the board's area must be a sum of the pieces' sizes: the
// trominoes alone cannot fill 8x8's 64 cells. The reason, or nullopt when some sum fits.
std::optional<std::string> no_sum_of_sizes(const Board& board, const PieceSet& pieces,
                                           const Polyform& family) {
  const auto cells = static_cast<std::size_t>(board.cell_count());
  std::vector<bool> reachable(cells + 1, false);
  reachable[0] = true;
  std::set<std::size_t> sizes;
  for (const Piece& piece : pieces.pieces) sizes.insert(piece.shape.size());
  for (std::size_t total = 1; total <= cells; ++total) {
    for (std::size_t size : sizes) {
      if (size <= total && reachable[total - size]) reachable[total] = true;
    }
  }
  if (reachable[cells]) return std::nullopt;
  std::string listed;
  for (std::size_t size : sizes) listed += (listed.empty() ? "" : ", ") + std::to_string(size);
  return fmt::format("the board has {} {}s, and no number of pieces of {} {}s adds up to that",
                     cells, family.cell_word, listed, family.cell_word);
}

// A piece with more cells than the board is a mistake in the input, not a puzzle without
// solution; unless pieces may stay unused (--at-most-once), when it simply stays out.
void check_piece_sizes(const Board& board, const PieceSet& pieces, const Polyform& family) {
  for (const Piece& piece : pieces.pieces) {
    if (static_cast<int>(piece.shape.size()) <= board.cell_count()) continue;
    const std::string message =
        fmt::format("piece '{}' has {} {}s, more than the {} {}s of the board", piece.name,
                    piece.shape.size(), family.cell_word, board.cell_count(), family.cell_word);
    if (piece.line > 0) throw InputError(pieces.source, piece.line, message);
    throw SettingError("pieces", message);
  }
}

// Why no tiling can exist when the areas differ; a note through the runner on what the user should
// know before the search.
std::optional<std::string> area_mismatch(const Settings& settings, const Board& board,
                                         const PieceSet& pieces, const Polyform& family,
                                         JobRunner& runner) {
  const long area = pieces.total_cells();
  const long cells = board.cell_count();
  if (area != cells) {
    if (!settings.model.at_most_once) {
      return fmt::format(
          "the pieces cover {} {}s and the board has {}: a tiling uses every piece{} "
          "(--at-most-once lets pieces stay unused)",
          area, family.cell_word, cells,
          pieces.total_pieces() == static_cast<int>(pieces.pieces.size()) ? "" : " and every copy");
    }
    if (area < cells) {
      return fmt::format("the pieces cover only {} {}s and the board has {}", area,
                         family.cell_word, cells);
    }
    runner.note(
        "",
        fmt::format("the pieces cover {} {}s and the board has {}: each piece is used at most {}, "
                    "and pieces covering {} {}s stay unused",
                    area, family.cell_word, cells,
                    pieces.total_pieces() == static_cast<int>(pieces.pieces.size())
                        ? "once"
                        : "as often as it has copies",
                    area - cells, family.cell_word));
    return std::nullopt;
  }
  return std::nullopt;
}

// The tiling as the checker reads it: each piece and the cells it covers, nothing of the model.
std::vector<PlacedPiece> placed_cells(const PolyominoModel& model,
                                      const std::vector<Placement>& placed) {
  std::vector<PlacedPiece> pieces;
  for (const Placement& placement : placed) {
    PlacedPiece piece{placement.piece, {}};
    for (int cell : placement.cells) {
      piece.cells.push_back(model.board.cells()[static_cast<std::size_t>(cell)]);
    }
    pieces.push_back(std::move(piece));
  }
  return pieces;
}

// What counts_for_its_class keeps beyond the model, for the message of --emit-dlx.
std::string filter_summary(const PolyominoModel& model) {
  if (model.restricted_piece < 0) {
    return "--distinct keeps one tiling per symmetry class (with --distinct-method filter, or "
           "when no piece can be restricted)";
  }
  return fmt::format(
      "--distinct keeps one tiling per symmetry class: piece {} is restricted in the model, but {}",
      model.pieces.pieces[static_cast<std::size_t>(model.restricted_piece)].name,
      model.options.at_most_once
          ? "with --at-most-once a tiling may leave it out"
          : "some of its placements are their own images, whose tilings still come twice");
}

// With --distinct --count, where Settings::burnside says so: the models whose counts make the
// number of classes (Job::count_terms), so that the count goes through the cache instead of the
// filter's visit of every tiling.
void add_burnside_count(const Settings& settings, const PolyominoModel& model,
                        const std::string& label, JobRunner& runner, Job& job) {
  using Burnside = Settings::Burnside;
  if (settings.burnside == Burnside::kNever || model.symmetries.size() <= 1) return;
  if (settings.burnside == Burnside::kInsteadOfTheFilter && !model.needs_filter) return;
  std::optional<BurnsideModels> models =
      burnside_models(model, [&runner, &label] { runner.check_building(label); });
  if (!models) {
    runner.note("", fmt::format("the copies split among the orbits of a symmetry in more than {} "
                                "ways, or the models passed {}: the tilings are counted one by "
                                "one, filtered",
                                kMaxModelsPerSymmetry, kMaxBurnsideModels));
    return;
  }
  runner.note("", fmt::format("counting by Burnside's lemma, without a filter: the tilings fixed "
                              "by symmetries, in {} model{}",
                              models->models.size(), models->models.size() == 1 ? "" : "s"));
  for (BurnsideModels::Weighted& weighted : models->models) {
    job.count_terms.push_back({std::move(weighted.problem), weighted.weight});
  }
  job.count_divisor = models->group_order;
}

// --list-boards: the boards known by name, each drawn with X for its cells, and the sizes.
int list_boards(const CommandContext& context, const Polyform& family) {
  std::ostream& out = *context.output;
  for (const NamedBoard& named : family.boards) {
    const Board board = named.make();
    out << fmt::format("{:<12} {} {}s: {}\n", named.name, board.cell_count(), family.cell_word,
                       named.description);
    const std::vector<char> marks(board.cells().size(), 'X');
    bool first_block = true;
    for (const std::vector<std::string>& block :
         draw_cells(board.geometry(), board.cells(), marks)) {
      if (!first_block) out << "\n";
      first_block = false;
      for (const std::string& row : block) out << "    " << row << "\n";
    }
  }
  out << fmt::format("{:<12} {}\n", "sizes", family.sizes);
  out << "A board of your own: a file drawing it (dlx " << family.command
      << " --help, and the docs).\n";
  return kExitSolved;
}

int run(const CommandContext& context, JobRunner& runner, const Polyform& family) {
  const Settings settings = read_settings(context, family);
  // No board at all: say that (with the boards there are) before anything about pieces.
  if (context[kBoard].empty()) board_from_spec("", *context.standard_input, family);
  PieceSet pieces = read_pieces(context, family, settings.copies);
  Board board = board_from_spec(context[kBoard], *context.standard_input, family);
  if (!settings.model.at_most_once) check_piece_sizes(board, pieces, family);
  const std::string label = fmt::format("{}, {}", board.label(), pieces.source);

  if (!settings.copies) {
    copies_to_fill(board, pieces);
    if (auto reason = no_sum_of_sizes(board, pieces, family)) {
      return runner.report_no_solution(label, *reason);
    }
  } else if (auto reason = area_mismatch(settings, board, pieces, family, runner)) {
    return runner.report_no_solution(label, *reason);
  }

  std::shared_ptr<PolyominoModel> model;
  try {
    model = std::make_shared<PolyominoModel>(
        build_model(std::move(board), std::move(pieces), settings.model,
                    [&runner, &label] { runner.check_building(label); }));
  } catch (const ModelTooLarge& e) {
    throw SettingError("pieces", e.what());
  } catch (const LimitError& e) {
    throw SettingError("pieces", fmt::format("the model is too large: {}", e.what()));
  }
  // Reasons that need no search: a piece that fits nowhere, the checkerboard count.
  if (!settings.model.at_most_once) {
    for (std::size_t p = 0; p < model->pieces.pieces.size(); ++p) {
      if (model->placements_of_piece[p] == 0) {
        return runner.report_no_solution(label, fmt::format("piece '{}' fits nowhere on the board",
                                                            model->pieces.pieces[p].name));
      }
    }
    if (settings.check_parity) {
      if (auto reason = parity_obstruction(model->board, model->pieces)) {
        return runner.report_no_solution(label, *reason);
      }
    }
  }
  if (settings.model.distinct) {
    runner.note("",
                fmt::format("counting up to the {} {} of the board ({})", model->symmetries.size(),
                            model->symmetries.size() == 1 ? "symmetry" : "symmetries",
                            describe_symmetries(model->symmetries, model->board.geometry())));
    if (model->restricted_piece >= 0) {
      const auto p = static_cast<std::size_t>(model->restricted_piece);
      runner.note("", fmt::format("piece {} is kept to {} of its {} placements, one per class",
                                  model->pieces.pieces[p].name, model->restricted_placements,
                                  model->placements_of_piece[p]));
    }
  }

  Job job;
  job.label = label;
  job.problem = &model->problem;
  job.render = [model](SolutionView solution) {
    return draw_tiling(model->board, model->pieces, placement_pointers(decode(*model, solution)));
  };
  job.render_json = [model](SolutionView solution) {
    return tiling_json(model->board, model->pieces, placement_pointers(decode(*model, solution)));
  };
  job.picture = [model](SolutionView solution) {
    return tiling_picture(model, decode(*model, solution));
  };
  job.check = [model](SolutionView solution) {
    return check_tiling(model->board, model->pieces, model->options.at_most_once,
                        placed_cells(*model, decode(*model, solution)));
  };
  if (model->needs_filter) {
    job.accept = [model](SolutionView solution) { return counts_for_its_class(*model, solution); };
    job.accept_summary = filter_summary(*model);
  }
  add_burnside_count(settings, *model, label, runner, job);
  return runner.run(job);
}

}  // namespace

Command make_tiling_command(const Polyform& family, std::string summary,
                            std::vector<ShowcaseExample> showcase) {
  std::string board_help = "the board: ";
  for (const NamedBoard& board : family.boards) board_help += board.name + ", ";
  board_help += fmt::format("{}, or a file drawing it", family.sizes);
  std::string sets;
  for (const NamedPieceSet& set : family.piece_sets) {
    if (sets.size() > 60) {
      sets += ", ...";
      break;
    }
    sets += (sets.empty() ? "" : ", ") + set.name;
  }
  std::string pieces_help = fmt::format(
      "a set ({}), SET:NAMES to pick some (a name once per copy), or a file drawing the pieces",
      sets);
  if (family.bare_names_set == "pentominoes") {
    pieces_help =
        "a set (pentominoes, tetrominoes, hexominoes, one-sided-pentominoes, ...), "
        "SET:NAMES to pick some (a name once per copy), pentomino letters (FILNP), or a "
        "file drawing the pieces";
  } else if (family.default_pieces.empty()) {
    pieces_help += "; by default the named board's own pieces";
  }

  Command command;
  command.name = std::string(family.command);
  command.summary = std::move(summary);
  command.options = {
      option(kBoard, {.value_name = "BOARD", .help = board_help, .positional = true}),
      option(kPieces,
             {.value_name = "PIECES", .help = pieces_help, .default_value = family.default_pieces}),
      option(kCopies, {.value_name = "K|any",
                       .help = fmt::format(
                           "use K copies of every piece (1 to {}), or any number of each, none "
                           "included (any)",
                           kMaxCopies),
                       .default_value = "1"}),
  };
  if (family.default_kind == PieceKind::kFree) {
    command.options.push_back(option(
        kOneSided,
        {.help = "the pieces may turn but not be turned over (the one-sided-* sets always)"}));
  } else {
    command.options.push_back(option(
        kMirror,
        {.help = "the pieces may also be reflected, as if each piece's mirror image were in the "
                 "set (solid pieces only rotate otherwise)"}));
  }
  command.options.insert(
      command.options.end(),
      {
          option(
              kAtMostOnce,
              {.help = "pieces may stay unused (each used at most as often as it has copies), for "
                       "more pieces than the board needs"}),
          option(kDistinct,
                 {.help = "count and list tilings up to the symmetries of the board (rotations and "
                          "reflections that map it onto itself)"}),
          option(
              kDistinctMethod,
              {.value_name = "METHOD",
               .help =
                   "how --distinct works: restrict (one piece kept to one placement per symmetry "
                   "class; counts use Burnside's lemma where that alone would need a filter), "
                   "filter (each tiling checked against its images; slower, for cross-checking) "
                   "or burnside (--count only: the tilings each symmetry fixes, counted and "
                   "averaged)",
               .default_value = "restrict",
               .choices = {"restrict", "filter", "burnside"}}),
          option(kSvg, {.value_name = "FILE",
                        .help = fmt::format(
                            "also draw the tilings shown in an SVG picture (the first {}; - "
                            "for standard output)",
                            kMaxPictures),
                        .file = FileUse::kPicture}),
          option(kListBoards, {.help = "list the boards known by name, drawn, and solve nothing"}),
      });
  if (has_colouring(family)) {
    command.options.push_back(
        option(kNoParityCheck,
               {.help = fmt::format("search even when the {} count proves that no tiling exists",
                                    family.geometry->kind_count() == 2 ? "up and down triangles"
                                                                       : "checkerboard")}));
  }
  // Every option is the tiling's but --list-boards, which is a mode of its own.
  for (CommandOption& option : command.options) {
    option.modes = {option.name == "list-boards" ? "list-boards" : "tile"};
  }
  command.modes = {
      {.name = "tile",
       .run = [&family](const CommandContext& context,
                        JobRunner& runner) { return run(context, runner, family); }},
      {.name = "list-boards",
       .search_flags = {.kind = SearchFlagUse::Kind::kOnly, .names = {"quiet"}},
       .run = [&family](const CommandContext& context,
                        JobRunner&) { return list_boards(context, family); }},
  };
  command.picture_words = tiling_picture_words();
  command.showcase = std::move(showcase);
  return command;
}

}  // namespace dlx::polyomino
