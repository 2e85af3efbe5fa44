// dlx.polyomino's engine room: the model of `dlx polyomino` (its boards, piece sets, copies,
// one-sided pieces, --at-most-once and --distinct), its counts, its lazy tilings, and the SVG
// picture. python/dlx/polyomino.py has the public functions and their docstrings.
#include <pybind11/stl.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <memory>
#include <sstream>

#include <dlx/count.hpp>
#include <dlx/text/input_error.hpp>
#include "bindings.hpp"
#include "encoders/polyomino/board.hpp"
#include "encoders/polyomino/burnside_count.hpp"
#include "encoders/polyomino/drawing.hpp"
#include "encoders/polyomino/parity.hpp"
#include "encoders/polyomino/piece_file.hpp"
#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/polyomino_model.hpp"
#include "encoders/polyomino/specs.hpp"
#include "encoders/polyomino/svg_picture.hpp"
#include "errors.hpp"
#include "exact_count.hpp"
#include "handles.hpp"
#include "interruption.hpp"
#include "text_input.hpp"

namespace dlx::python {
namespace {

using polyomino::PolyominoModel;

// As the command line's --copies.
constexpr int kMaxCopies = 1000;

// A model ready to search, or the reason no tiling can exist (found without a search, as the
// command line finds it: the areas differ, a piece fits nowhere, the checkerboard count).
struct PreparedModel {
  std::shared_ptr<const PolyominoModel> model;
  bool impossible = false;
};

// The family of a module: "polyomino", "polycube", "polyiamond" or "polyhex".
const polyomino::Polyform& family_named(const std::string& name) {
  for (const polyomino::Polyform* family :
       {&polyomino::polyominoes_family(), &polyomino::polycubes_family(),
        &polyomino::polyiamonds_family(), &polyomino::polyhexes_family()}) {
    if (family->command == name) return *family;
  }
  throw std::logic_error("no polyform family '" + name + "'");
}

// A drawing (text with line breaks) or an os.PathLike is a file's text; a one-line str a spec.
bool is_drawing(py::handle value) {
  return is_path_like(value) || (py::isinstance<py::str>(value) &&
                                 value.cast<std::string>().find('\n') != std::string::npos);
}

polyomino::Board board_from(const polyomino::Polyform& family, py::handle board) {
  if (is_drawing(board)) {
    auto input = text_or_path(board, "<board>", "board");
    return family.read_board(input->stream(), input->source());
  }
  if (!py::isinstance<py::str>(board)) {
    throw py::type_error(fmt::format(
        "board must be a name ({}), a drawing, or an os.PathLike, "
        "not {}",
        family.sizes, py::str(py::type::handle_of(board).attr("__name__")).cast<std::string>()));
  }
  // A name first (scott, WxH, soma), then a file, as --board.
  std::istringstream no_standard_input;
  return polyomino::board_from_spec(board.cast<std::string>(), no_standard_input, family);
}

polyomino::PieceSet pieces_from(const polyomino::Polyform& family, py::handle board,
                                py::handle pieces) {
  if (is_drawing(pieces)) {
    auto input = text_or_path(pieces, "<pieces>", "pieces");
    return family.read_pieces(input->stream(), input->source());
  }
  std::string spec;
  if (pieces.is_none()) {
    // As the command line without --pieces: the board's own set (soma), else the family's.
    if (py::isinstance<py::str>(board) && !is_drawing(board)) {
      spec = polyomino::pieces_of_board(board.cast<std::string>(), family);
    }
    if (spec.empty()) spec = family.default_pieces;
    if (spec.empty()) {
      throw_bad_value("pieces", fmt::format("the board has no pieces of its own: give pieces (a "
                                            "set such as {}, some of its pieces as SET:NAMES, "
                                            "or a drawing)",
                                            family.piece_sets.front().name));
    }
  } else if (!py::isinstance<py::str>(pieces)) {
    throw py::type_error(
        fmt::format("pieces must be a set name ({}, ...), a drawing, or an os.PathLike, not {}",
                    family.piece_sets.front().name,
                    py::str(py::type::handle_of(pieces).attr("__name__")).cast<std::string>()));
  } else {
    spec = pieces.cast<std::string>();
  }
  // A set, SET:NAMES, bare names or a file, as --pieces.
  std::istringstream no_standard_input;
  return polyomino::pieces_from_spec(spec, no_standard_input, family);
}

PreparedModel prepare(const std::string& family_name, py::handle board_arg, py::handle pieces_arg,
                      const py::dict& settings) {
  const polyomino::Polyform& family = family_named(family_name);
  polyomino::ModelOptions options;
  options.distinct = settings["distinct"].cast<bool>();
  options.at_most_once = settings["at_most_once"].cast<bool>();
  polyomino::PieceSet pieces = pieces_from(family, board_arg, pieces_arg);
  // Pieces on a plane may be turned over unless one-sided; solids only turn unless mirrored.
  if (settings.contains("one_sided") && settings["one_sided"].cast<bool>()) {
    pieces.kind = polyomino::PieceKind::kOneSided;
  }
  if (settings.contains("mirror") && settings["mirror"].cast<bool>()) {
    pieces.kind = polyomino::PieceKind::kFree;
  }
  const long long copies = settings["copies"].cast<long long>();
  if (copies < 1 || copies > kMaxCopies) {
    throw_bad_value("copies",
                    fmt::format("{}: expected a whole number from 1 to {}", copies, kMaxCopies));
  }
  for (polyomino::Piece& piece : pieces.pieces) {
    if (piece.copies * copies > kMaxCopies) {
      throw_bad_value("copies", fmt::format("{} copies of piece {}: at most {}",
                                            piece.copies * copies, piece.name, kMaxCopies));
    }
    piece.copies *= static_cast<int>(copies);
  }
  polyomino::Board board = board_from(family, board_arg);
  // A piece larger than the board is a mistake in the input, unless pieces may stay unused.
  if (!options.at_most_once) {
    for (const polyomino::Piece& piece : pieces.pieces) {
      if (static_cast<int>(piece.shape.size()) <= board.cell_count()) continue;
      const std::string message =
          fmt::format("piece '{}' has {} cells, more than the {} cells of the board", piece.name,
                      piece.shape.size(), board.cell_count());
      if (piece.line > 0) throw InputError(pieces.source, piece.line, message);
      throw_bad_value("pieces", message);
    }
  }
  PreparedModel prepared;
  const long area = pieces.total_cells();
  const long cells = board.cell_count();
  if (options.at_most_once ? area < cells : area != cells) {
    prepared.impossible = true;
    return prepared;
  }
  std::shared_ptr<PolyominoModel> model;
  try {
    py::gil_scoped_release release;  // a large board takes a while
    model = std::make_shared<PolyominoModel>(
        polyomino::build_model(std::move(board), std::move(pieces), options));
  } catch (const polyomino::ModelTooLarge& e) {
    throw_bad_value("pieces", e.what());
  } catch (const LimitError& e) {
    throw_bad_value("pieces", fmt::format("the model is too large: {}", e.what()));
  }
  if (!options.at_most_once) {
    for (long placements : model->placements_of_piece) {
      if (placements == 0) prepared.impossible = true;
    }
    if (family.geometry->colour(polyomino::Cell{}).has_value() &&
        polyomino::parity_obstruction(model->board, model->pieces)) {
      prepared.impossible = true;
    }
  }
  prepared.model = std::move(model);
  return prepared;
}

// dlx.polyomino.Placement: one piece placed.
struct PlacementValue {
  std::string piece;  // its name
  int copy = 1;       // which copy, from 1
  // (row, column) from the top left, sorted; (row, column, layer) for polycubes, (row, column,
  // kind) for polyiamonds (kind 0 a triangle pointing up, 1 down).
  std::vector<std::vector<int>> cells;
};

py::list cell_tuples(const PlacementValue& placement) {
  py::list cells;
  for (const std::vector<int>& cell : placement.cells) {
    py::tuple tuple(cell.size());
    for (std::size_t k = 0; k < cell.size(); ++k) tuple[k] = py::int_(cell[k]);
    cells.append(tuple);
  }
  return cells;
}

// dlx.polyomino.Tiling: the placements of one solution, with the model to draw them.
struct TilingValue {
  std::shared_ptr<const PolyominoModel> model;
  std::vector<polyomino::Placement> placements;

  std::vector<const polyomino::Placement*> placed() const {
    std::vector<const polyomino::Placement*> pointers;
    for (const polyomino::Placement& placement : placements) pointers.push_back(&placement);
    return pointers;
  }
};

TilingValue tiling_of(const std::shared_ptr<const PolyominoModel>& model, SolutionView solution) {
  TilingValue tiling{model, {}};
  tiling.placements = polyomino::decode(*model, solution);
  return tiling;
}

std::vector<PlacementValue> placements_of(const TilingValue& tiling) {
  std::vector<PlacementValue> values;
  for (const polyomino::Placement& placement : tiling.placements) {
    PlacementValue value;
    value.piece =
        std::string(1, tiling.model->pieces.pieces[static_cast<std::size_t>(placement.piece)].name);
    value.copy = placement.copy + 1;
    for (int cell : placement.cells) {
      const polyomino::Cell& at = tiling.model->board.cells()[static_cast<std::size_t>(cell)];
      const polyomino::Geometry& grid = tiling.model->board.geometry();
      if (polyomino::family_of(grid).command == "polycube") {
        value.cells.push_back({at.row, at.column, at.layer});
      } else if (grid.kind_count() > 1) {
        value.cells.push_back({at.row, at.column, at.kind});
      } else {
        value.cells.push_back({at.row, at.column});
      }
    }
    values.push_back(std::move(value));
  }
  return values;
}

std::string svg_of(const std::vector<const TilingValue*>& tilings) {
  if (tilings.empty()) throw py::value_error("no tiling to draw");
  std::vector<Picture> pictures;
  for (const TilingValue* tiling : tilings) {
    if (tiling->model != tilings.front()->model) {
      throw py::value_error("the tilings of one picture must come from one search");
    }
    pictures.push_back(polyomino::tiling_picture(tiling->model, tiling->placements));
  }
  return picture_sheet(pictures, 0, polyomino::tiling_picture_words());
}

py::int_ count(const std::string& family, py::handle board, py::handle pieces,
               const py::dict& settings, const py::object& threads) {
  const PreparedModel prepared = prepare(family, board, pieces, settings);
  if (prepared.impossible) return py::int_(0);
  const PolyominoModel& model = *prepared.model;
  Solver solver(model.problem);
  SearchLimits limits;
  limits.threads = threads_from(threads);
  if (!model.needs_filter) {
    return exact_count(run_search(limits, [&](const SearchLimits& l) { return solver.count(l); }));
  }
  // Up to symmetry, where the restriction alone would need the filter: Burnside's lemma, each of
  // its models counted by the engine (memoized when that pays), as `dlx polyomino --distinct
  // --count` does (burnside_count.hpp).
  if (const std::optional<polyomino::BurnsideModels> models = polyomino::burnside_models(model)) {
    Count total = 0;
    // Once the cache pays for the first (and largest) model, it does for the others (the app's
    // PrintingJobRunner::count_by_terms says why).
    SolverOptions options;
    for (const auto& [problem, weight] : models->models) {
      Solver part(*problem, options);
      // The classes of the models counted so far, a lower bound, if Ctrl-C comes.
      const std::uint64_t so_far = saturated(total / models->group_order);
      const SearchResult result = run_search(
          limits, [&part](const SearchLimits& l) { return part.count(l); }, &so_far);
      total += solution_count(result) * weight;
      if (result.memoized) options.memo = Memo::kOn;
    }
    SearchResult classes;
    const Count count = total / models->group_order;
    classes.stats.solutions = saturated(count);
    if (count != classes.stats.solutions) classes.solutions_past_64_bits = to_string(count);
    return exact_count(classes);
  }
  std::uint64_t tilings = 0;
  run_search(
      limits,
      [&](const SearchLimits& l) {
        return solver.search(
            [&](SolutionView solution) {
              if (polyomino::counts_for_its_class(model, solution)) ++tilings;
              return VisitControl::kContinue;
            },
            l);
      },
      &tilings);
  return py::int_(tilings);
}

std::shared_ptr<SolutionIterator> tilings(const std::string& family, py::handle board,
                                          py::handle pieces, const py::dict& settings,
                                          const py::object& limit) {
  PreparedModel prepared = prepare(family, board, pieces, settings);
  SolutionStream::Spec spec;
  spec.limit = solution_limit(limit);
  const std::string label = fmt::format("tilings of {}", py::str(board).cast<std::string>());
  if (prepared.impossible) {
    spec.search = [](const SolutionVisitor&, const SearchLimits&) { return SearchResult{}; };
    return std::make_shared<SolutionIterator>(
        std::move(spec), [](std::vector<OptionId>&&) -> py::object { return py::none(); }, label);
  }
  struct Search {
    std::shared_ptr<const PolyominoModel> model;
    Solver solver;
  };
  auto search =
      std::shared_ptr<Search>(new Search{prepared.model, Solver(prepared.model->problem)});
  Search* raw = search.get();
  spec.search = [raw](const SolutionVisitor& visit, const SearchLimits& limits) {
    return raw->solver.search(visit, limits);
  };
  spec.live_stats = [raw] { return raw->solver.live_stats(); };
  if (raw->model->needs_filter) {
    spec.accept = [raw](SolutionView solution) {
      return polyomino::counts_for_its_class(*raw->model, solution);
    };
  }
  spec.keep_alive = search;
  const std::shared_ptr<const PolyominoModel> model = prepared.model;
  return std::make_shared<SolutionIterator>(
      std::move(spec),
      [model](std::vector<OptionId>&& solution) -> py::object {
        return py::cast(tiling_of(model, solution));
      },
      label);
}

}  // namespace

void bind_polyomino(py::module_& module) {
  py::class_<PlacementValue>(module, "Placement", "One piece of a tiling, where it lies.")
      .def_readonly("piece", &PlacementValue::piece, "the piece's name: 'F', 'L', ...")
      .def_readonly("copy", &PlacementValue::copy, "which copy of the piece, from 1")
      .def_property_readonly("cells", &cell_tuples,
                             "the cells it covers, (row, column) from 0 at the top left, sorted; "
                             "(row, column, layer) for polycubes, (row, column, kind) for "
                             "polyiamonds (kind 0 points up, 1 down)")
      .def("__eq__",
           [](const PlacementValue& a, const PlacementValue& b) {
             return a.piece == b.piece && a.copy == b.copy && a.cells == b.cells;
           })
      .def("__repr__", [](const PlacementValue& p) {
        std::string cells;
        for (const std::vector<int>& cell : p.cells) {
          cells += fmt::format("{}({})", cells.empty() ? "" : ", ", fmt::join(cell, ", "));
        }
        return fmt::format("Placement(piece='{}', copy={}, cells=[{}])", p.piece, p.copy, cells);
      });

  py::class_<TilingValue>(module, "Tiling", R"doc(
One tiling: where each piece lies.

    placements   the pieces placed, in the order the search chose them (Placement objects)
    rows         the board drawn with piece names, one string a row ('.' for a hole)
    str(tiling)  those rows joined by line breaks
    svg()        the tiling as an SVG picture (a string); dlx.polyomino.svg draws several
)doc")
      .def_property_readonly("placements", &placements_of)
      .def_property_readonly("rows",
                             [](const TilingValue& t) {
                               const std::string text = polyomino::draw_tiling(
                                   t.model->board, t.model->pieces, t.placed());
                               py::list rows;
                               std::istringstream lines(text);
                               for (std::string line; std::getline(lines, line);) rows.append(line);
                               return rows;
                             })
      .def_property_readonly(
          "board", [](const TilingValue& t) { return t.model->board.label(); },
          "the board's label: '6x10', 'scott', a file name")
      .def(
          "svg", [](const TilingValue& t) { return svg_of({&t}); },
          "The tiling as an SVG picture: each piece in its own color, named at its middle; every "
          "cell a <rect> with data-row, data-column and data-piece.")
      .def("__str__",
           [](const TilingValue& t) {
             return polyomino::draw_tiling(t.model->board, t.model->pieces, t.placed());
           })
      .def("__repr__", [](const TilingValue& t) {
        return fmt::format("<dlx.polyomino.Tiling of {}: {} pieces>", t.model->board.label(),
                           t.placements.size());
      });

  module.def("_count", &count, py::arg("family"), py::arg("board"), py::arg("pieces"),
             py::arg("settings"), py::arg("threads"));
  module.def("_tilings", &tilings, py::arg("family"), py::arg("board"), py::arg("pieces"),
             py::arg("settings"), py::arg("limit"));
  module.def(
      "_svg", [](const std::vector<const TilingValue*>& tilings) { return svg_of(tilings); },
      py::arg("tilings"));
}

}  // namespace dlx::python
