#include "encoders/polyomino/polyomino_model.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace dlx::polyomino {
namespace {

// Calls visit(motion, cells) for every placement of the shape on the board: each orientation
// the kind allows on the board's grid, at every translation inside the board's box. Cells are
// cell numbers, sorted: the board numbers its cells in Cell order, a normalized shape lists its
// cells in that order, and a translation keeps it.
template <typename Visit>
void for_each_placement(const Board& board, const Shape& shape, PieceKind kind, Visit&& visit) {
  std::vector<int> cells(shape.size());
  for (const Orientation& orientation : orientations(shape, kind, board.geometry())) {
    const Extent reach = extent(orientation.shape);
    for (int layer = 0; layer + reach.layers <= board.layers(); ++layer) {
      for (int top = 0; top + reach.rows <= board.height(); ++top) {
        for (int left = 0; left + reach.columns <= board.width(); ++left) {
          bool inside = true;
          for (std::size_t k = 0; k < orientation.shape.size() && inside; ++k) {
            Cell cell = orientation.shape[k];
            cell.row += top;
            cell.column += left;
            cell.layer += layer;
            cells[k] = board.index_of(cell);
            inside = cells[k] >= 0;
          }
          if (inside) visit(orientation.motion, cells);
        }
      }
    }
  }
}

// The placements of one piece, one copy.
std::vector<Placement> placements_of(const Board& board, const PieceSet& pieces, int piece) {
  std::vector<Placement> placements;
  for_each_placement(board, pieces.pieces[static_cast<std::size_t>(piece)].shape, pieces.kind,
                     [&](int motion, const std::vector<int>& cells) {
                       placements.push_back(Placement{piece, 0, motion, cells});
                     });
  return placements;
}

std::vector<int> image_cells(const std::vector<int>& cells, const TilingSymmetry& symmetry) {
  std::vector<int> image;
  image.reserve(cells.size());
  for (int cell : cells) image.push_back(symmetry.cell_image[static_cast<std::size_t>(cell)]);
  std::sort(image.begin(), image.end());
  return image;
}

// One piece's placements split into orbits under the symmetries (which all map the piece to
// itself): the first placement of each orbit is kept, with the symmetries that fix it.
struct OrbitChoice {
  std::vector<int> kept;                     // indices into the piece's placements
  std::vector<std::vector<int>> stabilizer;  // for each kept one: the symmetries fixing it
  int symmetric_kept = 0;                    // how many kept ones a non-identity fixes
};

OrbitChoice choose_orbit_representatives(const std::vector<Placement>& placements,
                                         const std::vector<TilingSymmetry>& symmetries) {
  std::map<std::vector<int>, int> index_of_cells;
  for (int k = 0; k < static_cast<int>(placements.size()); ++k) {
    index_of_cells.emplace(placements[static_cast<std::size_t>(k)].cells, k);
  }
  OrbitChoice choice;
  std::vector<bool> seen(placements.size(), false);
  for (int k = 0; k < static_cast<int>(placements.size()); ++k) {
    if (seen[static_cast<std::size_t>(k)]) continue;
    std::vector<int> fixing;
    for (int s = 0; s < static_cast<int>(symmetries.size()); ++s) {
      const std::vector<int> image = image_cells(placements[static_cast<std::size_t>(k)].cells,
                                                 symmetries[static_cast<std::size_t>(s)]);
      seen[static_cast<std::size_t>(index_of_cells.at(image))] = true;
      if (s > 0 && image == placements[static_cast<std::size_t>(k)].cells) fixing.push_back(s);
    }
    choice.kept.push_back(k);
    if (!fixing.empty()) ++choice.symmetric_kept;
    choice.stabilizer.push_back(std::move(fixing));
  }
  return choice;
}

// The piece to restrict: one copy, mapped to itself by every symmetry (so its placements are
// permuted among themselves). Among those, one with the fewest placements: it is left with the
// fewest, so the search branches on it first and the restriction prunes most (X for the
// pentominoes). Ties go to the piece left with fewer placements, then with fewer symmetric ones,
// whose solutions need the filter. Only the pieces with the fewest placements are split into
// orbits, which keeps this cheap on large boards. -1 when no piece qualifies.
int choose_restricted_piece(const PolyominoModel& model,
                            const std::vector<std::vector<Placement>>& placements,
                            OrbitChoice& choice) {
  std::vector<int> eligible;
  std::size_t fewest = 0;
  for (int p = 0; p < static_cast<int>(model.pieces.pieces.size()); ++p) {
    if (model.pieces.pieces[static_cast<std::size_t>(p)].copies != 1) continue;
    const bool fixed_by_all = std::all_of(
        model.symmetries.begin(), model.symmetries.end(),
        [p](const TilingSymmetry& s) { return s.piece_image[static_cast<std::size_t>(p)] == p; });
    const std::size_t count = placements[static_cast<std::size_t>(p)].size();
    if (!fixed_by_all || count == 0) continue;
    if (eligible.empty() || count < fewest) {
      eligible.clear();
      fewest = count;
    }
    if (count == fewest) eligible.push_back(p);
  }
  int best = -1;
  std::tuple<std::size_t, int> best_score;
  for (int p : eligible) {
    OrbitChoice candidate =
        choose_orbit_representatives(placements[static_cast<std::size_t>(p)], model.symmetries);
    const std::tuple<std::size_t, int> score{candidate.kept.size(), candidate.symmetric_kept};
    if (best < 0 || score < best_score) {
      best = p;
      best_score = score;
      choice = std::move(candidate);
    }
  }
  return best;
}

// The item of a piece, as the header of polyomino_model.hpp says: none when the cells alone keep
// its count right, a multiplicity for copies.
enum class PieceItem { kNone, kExact, kSecondary, kMultiplicity };

PieceItem piece_item_kind(const Piece& piece, int board_cells, bool at_most_once) {
  const long size = static_cast<long>(piece.shape.size());
  if (!at_most_once) {
    if (size * piece.copies == board_cells) return PieceItem::kNone;
    return piece.copies == 1 ? PieceItem::kExact : PieceItem::kMultiplicity;
  }
  if (board_cells / size <= piece.copies) return PieceItem::kNone;
  return piece.copies == 1 ? PieceItem::kSecondary : PieceItem::kMultiplicity;
}

}  // namespace

PolyominoModel build_model(Board board, PieceSet pieces, const ModelOptions& options,
                           const std::function<void()>& check) {
  // Every 4096 placements: a check (a clock read) costs nothing beside them.
  constexpr long kCheckEvery = 4096;
  if (pieces.geometry != &board.geometry()) {
    throw std::invalid_argument(fmt::format("pieces of the {} grid on a board of the {} grid",
                                            pieces.geometry->name(), board.geometry().name()));
  }
  PolyominoModel model;
  model.board = std::move(board);
  model.pieces = std::move(pieces);
  model.options = options;
  const Board& b = model.board;
  const std::vector<Piece>& piece_list = model.pieces.pieces;

  // Count before storing anything, so that an absurd request fails fast and small.
  long total_placements = 0;
  long total_entries = 0;
  auto too_large = [&] {
    return ModelTooLarge(fmt::format(
        "the pieces have too many placements on this board (the limit is {} placements, or {} "
        "item entries); use a smaller board, or fewer or smaller pieces",
        kMaxPlacements, kMaxModelEntries));
  };
  for (const Piece& piece : piece_list) {
    long count = 0;
    for_each_placement(b, piece.shape, model.pieces.kind, [&](int, const std::vector<int>&) {
      if (total_placements + ++count > kMaxPlacements) throw too_large();
      if (check && count % kCheckEvery == 0) check();
    });
    model.placements_of_piece.push_back(count);
    total_placements += count;
    total_entries += count * (static_cast<long>(piece.shape.size()) + 1);
  }
  if (total_entries > kMaxModelEntries) throw too_large();
  std::vector<std::vector<Placement>> placements;
  for (int p = 0; p < static_cast<int>(piece_list.size()); ++p) {
    if (check) check();
    placements.push_back(placements_of(b, model.pieces, p));
  }

  // Counting up to symmetry: the group, and the piece to restrict.
  OrbitChoice restriction;
  if (options.distinct) {
    model.symmetries = tiling_symmetries(b, model.pieces);
    if (model.symmetries.size() > 1 && options.method == DistinctMethod::kRestrict) {
      model.restricted_piece = choose_restricted_piece(model, placements, restriction);
    }
  }

  // Items: pieces (those that need one), then cells.
  Problem& problem = model.problem;
  for (const Piece& piece : piece_list) {
    const std::string name(1, piece.name);
    const auto copies = static_cast<std::uint32_t>(piece.copies);
    switch (piece_item_kind(piece, b.cell_count(), options.at_most_once)) {
      case PieceItem::kNone:
        model.piece_item.emplace_back();
        break;
      case PieceItem::kExact:
        model.piece_item.push_back(problem.add_primary(name));
        break;
      case PieceItem::kSecondary:
        model.piece_item.push_back(problem.add_secondary(name));
        break;
      case PieceItem::kMultiplicity:
        model.piece_item.push_back(
            problem.add_primary(name, Multiplicity{options.at_most_once ? 0u : copies, copies}));
        break;
    }
  }
  std::vector<ItemId> cell_item;
  cell_item.reserve(b.cells().size());
  for (const Cell& cell : b.cells()) {
    cell_item.push_back(problem.add_primary(b.geometry().item_name(cell)));
  }

  // Options: every placement of every piece; only the orbit representatives of the restricted
  // piece.
  std::vector<OptionEntry> entries;
  long added = 0;
  auto add_option = [&](const Placement& placement, std::vector<int> stabilizer) {
    if (check && ++added % kCheckEvery == 0) check();
    entries.clear();
    const ItemId piece = model.piece_item[static_cast<std::size_t>(placement.piece)];
    if (piece.valid()) entries.emplace_back(piece);
    for (int cell : placement.cells)
      entries.emplace_back(cell_item[static_cast<std::size_t>(cell)]);
    problem.add_option(entries);
    model.placement_of_option.push_back(placement);
    model.stabilizer_of_option.push_back(std::move(stabilizer));
  };
  for (int p = 0; p < static_cast<int>(piece_list.size()); ++p) {
    const auto& own = placements[static_cast<std::size_t>(p)];
    if (p == model.restricted_piece) {
      for (std::size_t k = 0; k < restriction.kept.size(); ++k) {
        add_option(own[static_cast<std::size_t>(restriction.kept[k])], restriction.stabilizer[k]);
      }
      model.restricted_placements = static_cast<int>(restriction.kept.size());
      continue;
    }
    for (const Placement& placement : own) add_option(placement, {});
  }

  const bool symmetric_kept = model.restricted_piece >= 0 && restriction.symmetric_kept > 0;
  model.needs_filter = model.symmetries.size() > 1 &&
                       (model.restricted_piece < 0 || symmetric_kept || options.at_most_once);
  return model;
}

std::vector<Placement> decode(const PolyominoModel& model, SolutionView solution) {
  std::vector<Placement> placed;
  placed.reserve(solution.size());
  for (OptionId option : solution) {
    placed.push_back(model.placement_of_option[static_cast<std::size_t>(option.value)]);
  }
  // Copy k of a piece is the one with the k-th least first cell.
  for (Placement& placement : placed) {
    placement.copy = static_cast<int>(
        std::count_if(placed.begin(), placed.end(), [&placement](const Placement& other) {
          return other.piece == placement.piece && other.cells.front() < placement.cells.front();
        }));
  }
  return placed;
}

bool counts_for_its_class(const PolyominoModel& model, SolutionView solution) {
  if (!model.needs_filter) return true;
  if (model.symmetries.size() <= 1) return true;

  // Which symmetries are left to check: those fixing the restricted piece's placement when it is
  // in the solution, all of them otherwise (docs/polyomino.md).
  std::vector<const TilingSymmetry*> to_check;
  bool restricted_found = false;
  for (OptionId option : solution) {
    const Placement& placement = model.placement_of_option[static_cast<std::size_t>(option.value)];
    if (placement.piece != model.restricted_piece) continue;
    restricted_found = true;
    for (int s : model.stabilizer_of_option[static_cast<std::size_t>(option.value)]) {
      to_check.push_back(&model.symmetries[static_cast<std::size_t>(s)]);
    }
  }
  if (!restricted_found) {
    for (std::size_t s = 1; s < model.symmetries.size(); ++s) {
      to_check.push_back(&model.symmetries[s]);
    }
  }
  if (to_check.empty()) return true;
  std::vector<PlacedCells> cells;
  cells.reserve(solution.size());
  for (OptionId option : solution) {
    const Placement& placement = model.placement_of_option[static_cast<std::size_t>(option.value)];
    cells.push_back({placement.piece, placement.cells});
  }
  return is_least_image(tiling_key(std::move(cells)), to_check);
}

}  // namespace dlx::polyomino
