// dlx.sudoku's engine room: the public functions (with their keyword arguments and docstrings)
// are in python/dlx/sudoku.py, which passes the variant settings here as a dict.
//
// A puzzle is read by the command line's reader, so every form `dlx sudoku` reads is accepted
// (a line, a grid, Project Euler's "Grid NN", sections for jigsaw and killer), with its messages.
#include <pybind11/stl.h>

#include <dlx/solver.hpp>

#include <fmt/format.h>

#include <cmath>
#include <memory>
#include <optional>
#include <random>
#include <sstream>

#include <dlx/text/input_error.hpp>
#include "bindings.hpp"
#include "encoders/sudoku/fpuzzles/fpuzzles_input.hpp"
#include "encoders/sudoku/generator/logic_grader.hpp"
#include "encoders/sudoku/generator/puzzle_generator.hpp"
#include "encoders/sudoku/iss/iss_input.hpp"
#include "encoders/sudoku/logic/explain.hpp"
#include "encoders/sudoku/logic/grader.hpp"
#include "encoders/sudoku/logic/techniques.hpp"
#include "encoders/sudoku/model_cache.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_command.hpp"
#include "encoders/sudoku/sudoku_format.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudoku_settings.hpp"
#include "encoders/sudoku/sudokupad/sudokupad_input.hpp"
#include "encoders/sudoku/symbols.hpp"
#include "encoders/sudoku/variant_flags.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "errors.hpp"
#include "interruption.hpp"
#include "text_input.hpp"

namespace dlx::python {
namespace {

using sudoku::SudokuPuzzle;

// The variant settings of dlx/sudoku.py's functions, as the command line's --box, --symbols,
// --format, --diagonal, --windoku, --regions, --extra, and the killer cages.
struct Variants {
  sudoku::ReadOptions read;
  sudoku::VariantFlags flags{.regions_name = "regions", .extra_name = "extra"};
  std::vector<sudoku::Constraint> cages;  // killer=: the killer constraints of its cage map
  sudoku::GridSize cages_size;
  std::string cages_source;
};

std::optional<sudoku::BoxShape> box_from(const py::object& box) {
  if (box.is_none()) return std::nullopt;
  const std::string text = py::str(box);
  auto shape = sudoku::parse_box_shape(text);
  if (!shape) {
    throw_bad_value(
        "box",
        fmt::format("'{}': expected RxC, the rows and columns of a box, like 3x3 or 2x3", text));
  }
  return shape;
}

std::optional<std::string> symbols_from(const py::object& symbols) {
  if (symbols.is_none()) return std::nullopt;
  const std::string text = py::str(symbols);
  for (char c : text) {
    if (c == '.' || c == ' ' || text.find(c) != text.rfind(c)) {
      throw_bad_value("symbols", fmt::format("'{}': expected distinct symbols other than '.' and "
                                             "blanks, one per value",
                                             text));
    }
  }
  return text;
}

std::vector<int> region_map_from(py::handle map, const char* label, bool partition) {
  auto input = text_or_path(map, label, partition ? "regions" : "extra");
  return sudoku::read_region_map(input->stream(), input->source(), partition);
}

// The killer argument: the 'cages' and 'sums' sections of a killer file, as text or a file.
void read_cages(py::handle killer, Variants& variants) {
  auto input = text_or_path(killer, "<killer>", "killer");
  std::optional<SudokuPuzzle> read;
  std::optional<InputError> error;
  sudoku::read_puzzles(
      input->stream(), input->source(), variants.read,
      [&](SudokuPuzzle&& puzzle) {
        if (!read) read = std::move(puzzle);
      },
      [&](const InputError& e) {
        if (!error) error = e;
      });
  if (error) throw *error;
  std::vector<sudoku::Constraint> cages;
  if (read) {
    for (const sudoku::Constraint& c : read->constraints) {
      if (c.type->sum_cage) cages.push_back(c);
    }
  }
  if (cages.empty()) {
    throw InputError(input->source(), 0,
                     "expected the killer cages: a 'cages' section (the cage of each cell) and a "
                     "'sums' section (a line 'cage-id sum' per cage)");
  }
  for (int value : read->givens) {
    if (value != 0) {
      throw InputError(input->source(), read->line,
                       "the killer argument holds clues: give them in the puzzle, and only the "
                       "'cages' and 'sums' sections here");
    }
  }
  variants.cages = std::move(cages);
  variants.cages_size = read->size;
  variants.cages_source = input->source();
}

// A choice setting's value, refused in the words of its row in `dlx sudoku`'s table, which
// holds its choices.
std::string checked_choice(const Setting<std::string>& setting, py::handle value) {
  static const Command command = sudoku::make_command();
  const std::string text = py::str(value);
  for (const CommandOption& row : command.options) {
    if (row.name != setting.name) continue;
    if (const auto refused = invalid_value(row, text)) {
      throw_bad_value(row.name, "'" + text + "': " + *refused);
    }
  }
  return text;
}

Variants variants_from(const py::dict& settings) {
  Variants variants;
  variants.read.box = box_from(settings["box"]);
  variants.read.alphabet = symbols_from(settings["symbols"]);
  const std::string format = checked_choice(sudoku::settings::kFormat, settings["format"]);
  if (format == "line") {
    variants.read.format = sudoku::InputFormat::kLine;
  } else if (format == "grid") {
    variants.read.format = sudoku::InputFormat::kGrid;
  }
  variants.flags.diagonal = settings["diagonal"].cast<bool>();
  variants.flags.windoku = settings["windoku"].cast<bool>();
  if (!settings["regions"].is_none()) {
    variants.flags.jigsaw = region_map_from(settings["regions"], "<regions>", true);
  }
  for (py::handle map : py::iter(settings["extra"])) {
    variants.flags.extra_maps.push_back(region_map_from(map, "<extra>", false));
  }
  if (!settings["killer"].is_none()) read_cages(settings["killer"], variants);
  return variants;
}

// The variant settings added to what the puzzle's text says (sudoku_command.cpp does the same
// for the command line's flags; the messages here name the Python arguments).
void apply_variants(SudokuPuzzle& puzzle, const Variants& variants) {
  sudoku::apply_variant_flags(puzzle, variants.flags);
  if (variants.cages.empty()) return;
  if (std::any_of(puzzle.constraints.begin(), puzzle.constraints.end(),
                  [](const sudoku::Constraint& c) { return c.type->sum_cage; })) {
    throw InputError(puzzle.source, puzzle.line,
                     "the puzzle has killer cages already; give them once");
  }
  if (variants.cages_size.cell_count() != puzzle.cell_count()) {
    throw InputError(puzzle.source, puzzle.line,
                     fmt::format("the killer cage map is for a grid of {} cells; this puzzle "
                                 "has {}",
                                 variants.cages_size.cell_count(), puzzle.cell_count()));
  }
  puzzle.constraints.insert(puzzle.constraints.end(), variants.cages.begin(), variants.cages.end());
}

// The one puzzle of `text`, with the variants applied. Raises dlx.InputError for a malformed
// puzzle, for none, and for several.
SudokuPuzzle read_one_puzzle(py::handle text, const Variants& variants) {
  // An f-puzzles URL or load string, an ISS link or string, or a SudokuPad link or payload has
  // '/'s or dots, which would make it look like a file's name.
  const bool link = py::isinstance<py::str>(text) &&
                    (sudoku::detect_fpuzzles(text.cast<std::string>()).has_value() ||
                     sudoku::detect_iss(text.cast<std::string>()).has_value() ||
                     sudoku::detect_sudokupad(text.cast<std::string>()).has_value());
  auto input = link ? TextInput::from_text(text.cast<std::string>(), "<puzzle>")
                    : text_only(text, "<puzzle>", "puzzle");
  std::vector<SudokuPuzzle> puzzles;
  std::optional<InputError> error;
  sudoku::read_puzzles(
      input->stream(), input->source(), variants.read,
      [&](SudokuPuzzle&& puzzle) {
        apply_variants(puzzle, variants);
        sudoku::check_model_size(puzzle);
        puzzles.push_back(std::move(puzzle));
      },
      [&](const InputError& e) {
        if (!error) error = e;
      });
  if (error) throw *error;
  if (puzzles.empty()) throw InputError(input->source(), 0, "no puzzle in the input");
  if (puzzles.size() > 1) {
    throw InputError(
        input->source(), puzzles[1].line,
        fmt::format("a second puzzle (of {} in the input): one puzzle at a time", puzzles.size()));
  }
  return std::move(puzzles.front());
}

// One model and solver per thread, kept while the puzzles keep needing the same one, as the
// command line keeps one per batch: a model is built from the size and rules only (the clues are
// forced options), so a loop over 9x9 puzzles builds it once.
struct CachedModel {
  sudoku::ModelCache models;
  std::unique_ptr<Solver> solver;  // on the model kept
  bool in_use = false;
};

// Runs `search(model, solver)` on the thread's cached model for the puzzle. A call made while the
// cache is in use (a signal handler that solves a Sudoku during a search) gets a model of its own.
template <typename Search>
auto with_model(const SudokuPuzzle& puzzle, Search&& search) {
  thread_local CachedModel cache;
  CachedModel own;
  CachedModel& use = cache.in_use ? own : cache;
  // The solver goes before the model it was built on.
  if (sudoku::model_key(puzzle) != use.models.key()) use.solver.reset();
  const sudoku::SudokuModel& model = use.models.model_for(puzzle);
  if (!use.solver) {
    use.solver = std::make_unique<Solver>(model.problem,
                                          sudoku::solver_options_for(puzzle, SolverOptions{}));
  }
  struct InUse {
    bool& flag;
    explicit InUse(bool& f) : flag(f) { flag = true; }
    ~InUse() { flag = false; }
  } in_use(use.in_use);
  return search(model, *use.solver);
}

// A solution found: the grid's values and, for a chaos construction, its regions' labels.
struct Found {
  std::vector<int> grid;
  std::vector<int> regions;
};

py::object solve(py::handle text, const py::dict& settings, bool pretty) {
  const Variants variants = variants_from(settings);
  const SudokuPuzzle puzzle = read_one_puzzle(text, variants);
  if (sudoku::find_clue_conflict(puzzle)) return py::none();
  std::optional<Found> found = with_model(
      puzzle, [&](const sudoku::SudokuModel& model, Solver& solver) -> std::optional<Found> {
        const std::vector<OptionId> clues = sudoku::clue_options(model, puzzle);
        SearchLimits limits;
        limits.forced = clues;
        // The solutions the command line keeps (chaos construction's regions, connected
        // values), whose rules the model leaves to a test of whole solutions.
        const Solver::Accept accept = sudoku::model_acceptance(model);
        const FirstSolution first =
            run_search(limits, [&](const SearchLimits& l) { return solver.first(l, accept); });
        if (!first.found) return std::nullopt;
        return Found{sudoku::decode(model, first.options),
                     sudoku::decode_regions(model, first.options)};
      });
  if (!found) return py::none();
  const std::vector<int>& grid = found->grid;
  // As the command line does with every solution it prints: the independent checker has the
  // last word, and a failure is a bug in dlx.
  if (auto broken =
          sudoku::check_sudoku(puzzle, grid, found->regions.empty() ? nullptr : &found->regions)) {
    throw std::logic_error("internal error: a solution fails the Sudoku checker: " + *broken);
  }
  // A puzzle's variable cells follow its grid, as the command line writes them.
  const std::string variables = sudoku::variables_line(puzzle, grid);
  const std::string after = variables.empty()                   ? ""
                            : puzzle.layout.one_line && !pretty ? "\n" + variables
                                                                : variables + "\n";
  return py::str(sudoku::format_grid(puzzle, grid, pretty) + after);
}

// The solutions the acceptance test keeps, up to `limit` (0: all), visited one by one: the
// engine's own counter counts them all.
std::uint64_t count_accepted(Solver& solver, const SearchLimits& limits,
                             const Solver::Accept& accept, std::uint64_t limit) {
  std::uint64_t accepted = 0;
  const SolutionVisitor visit = [&](SolutionView solution) {
    if (!accept(solution)) return VisitControl::kContinue;
    ++accepted;
    return limit != 0 && accepted >= limit ? VisitControl::kStop : VisitControl::kContinue;
  };
  run_search(
      limits, [&](const SearchLimits& l) { return solver.search(visit, l); }, &accepted);
  return accepted;
}

std::uint64_t count(py::handle text, const py::dict& settings, std::uint64_t limit) {
  const Variants variants = variants_from(settings);
  const SudokuPuzzle puzzle = read_one_puzzle(text, variants);
  if (sudoku::find_clue_conflict(puzzle)) return 0;
  return with_model(puzzle, [&](const sudoku::SudokuModel& model, Solver& solver) {
    const std::vector<OptionId> clues = sudoku::clue_options(model, puzzle);
    SearchLimits limits;
    limits.forced = clues;
    if (const Solver::Accept accept = sudoku::model_acceptance(model)) {
      return count_accepted(solver, limits, accept, limit);
    }
    limits.max_solutions = limit;
    return run_search(limits, [&](const SearchLimits& l) { return solver.count(l); })
        .stats.solutions;
  });
}

// The puzzle for the logic solver: killers are refused, as by `dlx sudoku --grade`.
SudokuPuzzle gradable_puzzle(py::handle text, const py::dict& settings) {
  SudokuPuzzle puzzle = read_one_puzzle(text, variants_from(settings));
  sudoku::refuse_rules_beyond_houses(puzzle, false);
  return puzzle;
}

py::dict grade(py::handle text, const py::dict& settings) {
  const SudokuPuzzle puzzle = gradable_puzzle(text, settings);
  sudoku::Grade grade;
  {
    py::gil_scoped_release release;
    grade = sudoku::grade_puzzle(puzzle);
  }
  py::dict techniques;
  for (const sudoku::TechniqueInfo& info : sudoku::technique_table()) {
    if (const int used = grade.count(info.technique); used > 0) techniques[info.key] = used;
  }
  py::dict result;
  result["level"] = sudoku::to_string(grade.level);
  result["solved"] = grade.solved;
  result["contradiction"] = grade.contradiction;
  result["steps"] = grade.steps;
  result["open_cells"] = grade.open_cells;
  result["techniques"] = techniques;
  return result;
}

std::vector<std::string> explain(py::handle text, const py::dict& settings) {
  const SudokuPuzzle puzzle = gradable_puzzle(text, settings);
  py::gil_scoped_release release;
  sudoku::Grader grader;
  return sudoku::explain_puzzle(puzzle, grader);
}

// The shape of generated puzzles: size, boxes or jigsaw map, variant rules, symbols (as
// generate_command.cpp reads them from the command line).
SudokuPuzzle generated_shape(const py::dict& settings) {
  SudokuPuzzle shape;
  shape.source = "generate()";
  sudoku::ReadOptions read;
  read.box = box_from(settings["box"]);
  if (read.box && read.box->rows == 0) {
    throw_bad_value("box",
                    "the generator makes grids with boxes (RxC) or a regions map, not "
                    "'none'");
  }
  sudoku::VariantFlags variants{.regions_name = "regions", .extra_name = "extra"};
  if (!settings["regions"].is_none()) {
    if (read.box) throw_bad_value("box", "a regions map replaces the boxes; give one or the other");
    variants.jigsaw = region_map_from(settings["regions"], "<regions>", true);
    int n = 1;
    while (static_cast<std::size_t>(n * n) < variants.jigsaw.size()) ++n;
    shape.size = sudoku::GridSize::square(n);
  } else {
    shape.size = sudoku::GridSize::square(read.box ? read.box->rows * read.box->columns : 9);
  }
  if (shape.size.rows < 4 || shape.size.rows > sudoku::kMaxSize) {
    throw_bad_value("box", fmt::format("boxes of {0} cells make a {0}x{0} grid; grids are 4x4 to "
                                       "{1}x{1}",
                                       shape.size.rows, sudoku::kMaxSize));
  }
  if (variants.jigsaw.empty()) sudoku::assign_boxes(shape, read);
  for (py::handle map : py::iter(settings["extra"])) {
    std::vector<int> cells = region_map_from(map, "<extra>", false);
    if (cells.size() != shape.cell_count()) {
      throw_bad_value("extra", fmt::format("a map is for a grid of {} cells; the generated grids "
                                           "have {}",
                                           cells.size(), shape.cell_count()));
    }
    variants.extra_maps.push_back(std::move(cells));
  }
  variants.diagonal = settings["diagonal"].cast<bool>();
  variants.windoku = settings["windoku"].cast<bool>();
  if (variants.windoku && (shape.size.rows != 9 || shape.box_rows != 3)) {
    throw_bad_value("windoku",
                    "windoku's four extra windows are defined on a 9x9 grid with 3x3 boxes");
  }
  sudoku::apply_variant_flags(shape, variants);
  if (auto symbols = symbols_from(settings["symbols"])) {
    if (symbols->size() != static_cast<std::size_t>(shape.size.rows)) {
      throw_bad_value("symbols", fmt::format("'{}': a {}x{} grid needs {} symbols", *symbols,
                                             shape.size.rows, shape.size.rows, shape.size.rows));
    }
    shape.layout.alphabet = *symbols;
  } else {
    shape.layout.alphabet =
        std::string(sudoku::kDigitsFirst).substr(0, static_cast<std::size_t>(shape.size.rows));
  }
  sudoku::check_model_size(shape);
  return shape;
}

py::list generate(std::uint64_t count, const py::dict& settings) {
  if (count == 0) throw_bad_value("count", "expected at least 1 puzzle");
  sudoku::GeneratorSettings generator;
  generator.shape = generated_shape(settings);
  if (settings["seed"].is_none()) {
    // No seed: a fresh one, which every puzzle carries so that the run can be repeated.
    std::random_device device;
    generator.seed = (std::uint64_t{device()} << 32) | device();
  } else {
    generator.seed = settings["seed"].cast<std::uint64_t>();
  }
  generator.threads = settings["threads"].cast<unsigned>();
  const std::string symmetry = checked_choice(sudoku::settings::kSymmetry, settings["symmetry"]);
  generator.symmetry = sudoku::parse_clue_symmetry(symmetry).value();
  generator.minimal = settings["minimal"].cast<bool>();
  const std::size_t cells = generator.shape.cell_count();
  if (!settings["clues"].is_none()) {
    const long long clues = settings["clues"].cast<long long>();
    if (clues < 1 || static_cast<std::size_t>(clues) > cells) {
      throw_bad_value("clues",
                      fmt::format("{}: expected a whole number from 1 to {}", clues, cells));
    }
    generator.target_clues = static_cast<std::size_t>(clues);
    generator.minimal = false;
  } else if (!generator.minimal) {
    generator.target_clues =
        static_cast<std::size_t>(std::ceil(static_cast<double>(cells) * sudoku::kDefaultClueShare));
  }
  const long long attempts = settings["attempts"].cast<long long>();
  if (attempts < 1) throw_bad_value("attempts", "expected at least 1");
  generator.max_attempts = static_cast<std::size_t>(attempts);
  if (!settings["difficulty"].is_none()) {
    const std::string level = py::str(settings["difficulty"]);
    const auto parsed_level = sudoku::parse_grade_level(level);
    if (!parsed_level) {
      throw_bad_value("difficulty", fmt::format("'{}': expected simple, easy, intermediate, "
                                                "expert or needs-search",
                                                level));
    }
    generator.difficulty = sudoku::to_string(*parsed_level);
  }
  if (auto refusal = sudoku::generation_refusal(generator)) throw_bad_value("generate", *refusal);

  const sudoku::PuzzleGrader grader = sudoku::logic_grader();
  struct Made {
    std::size_t index;
    std::string puzzle;
    std::string solution;
    std::size_t clues;
    std::size_t attempts;
    std::string grade;
  };
  std::vector<Made> made;
  run_in_thread([&](const std::atomic<bool>& stop) {
    generator.stop_flag = &stop;
    sudoku::generate_puzzles(
        generator, static_cast<std::size_t>(count), &grader,
        [&](const sudoku::GeneratedPuzzle& puzzle) {
          made.push_back({puzzle.index, sudoku::grid_line(puzzle.puzzle, puzzle.puzzle.givens),
                          sudoku::grid_line(puzzle.puzzle, puzzle.solution), puzzle.clues,
                          puzzle.attempts, puzzle.grade});
        });
  });
  py::list puzzles;
  for (const Made& puzzle : made) {
    py::dict fields;
    fields["index"] = puzzle.index;
    fields["puzzle"] = puzzle.puzzle;
    fields["solution"] = puzzle.solution;
    fields["clues"] = puzzle.clues;
    fields["attempts"] = puzzle.attempts;
    fields["grade"] =
        puzzle.grade.empty() ? py::object(py::none()) : py::object(py::str(puzzle.grade));
    fields["seed"] = generator.seed;
    puzzles.append(fields);
  }
  return puzzles;
}

}  // namespace

void bind_sudoku(py::module_& module) {
  module.def("_solve", &solve, py::arg("puzzle"), py::arg("settings"), py::arg("pretty"));
  module.def("_count", &count, py::arg("puzzle"), py::arg("settings"), py::arg("limit"));
  module.def("_grade", &grade, py::arg("puzzle"), py::arg("settings"));
  module.def("_explain", &explain, py::arg("puzzle"), py::arg("settings"));
  module.def("_generate", &generate, py::arg("count"), py::arg("settings"));
}

}  // namespace dlx::python
