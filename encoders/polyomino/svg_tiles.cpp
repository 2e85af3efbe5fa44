#include "encoders/polyomino/svg_tiles.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <utility>

#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/svg_picture.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino {
namespace {

constexpr double kUnit = 32;           // pixels per unit length (a square's side, a triangle's)
constexpr double kStroke = 2.5;        // outlines between pieces
const double kRoot3 = std::sqrt(3.0);  // rows of triangles and hexagons are sqrt(3)/2 apart

struct Point {
  double x = 0;
  double y = 0;
};

// A cell's polygon in units, y down the page. Lattice point (column x, row y) of the triangular
// and hexagonal grids is at (x + y / 2, -y * sqrt(3) / 2): rows go up the lattice.
Point lattice(double x, double y) {
  return {x + y / 2, -y * kRoot3 / 2};
}

std::vector<Point> polygon_of(const Geometry& geometry, const Cell& cell) {
  const double x = cell.column;
  const double y = cell.row;
  if (is_triangular(geometry)) {
    if (cell.kind == 0) return {lattice(x, y), lattice(x + 1, y), lattice(x, y + 1)};
    return {lattice(x + 1, y), lattice(x + 1, y + 1), lattice(x, y + 1)};
  }
  if (is_hexagonal(geometry)) {
    // Neighbours one unit apart: the hexagon's corners are 1/sqrt(3) from its centre, at 30, 90,
    // ... degrees (pointy side up).
    const Point centre = lattice(x, y);
    std::vector<Point> corners;
    for (int k = 0; k < 6; ++k) {
      const double angle = (30.0 + 60.0 * k) * 3.14159265358979323846 / 180.0;
      corners.push_back({centre.x + std::cos(angle) / kRoot3, centre.y - std::sin(angle) / kRoot3});
    }
    return corners;
  }
  // A square (the layers of the cubic grid): column to the right, row down.
  return {{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}};
}

// An edge as a key: its two ends rounded, in order, so that the two cells sharing it agree.
using EdgeKey = std::pair<std::pair<long, long>, std::pair<long, long>>;
EdgeKey edge_key(Point a, Point b) {
  auto rounded = [](Point p) {
    return std::make_pair(std::lround(p.x * 1000), std::lround(p.y * 1000));
  };
  auto ka = rounded(a);
  auto kb = rounded(b);
  if (kb < ka) std::swap(ka, kb);
  return {ka, kb};
}

std::string format_point(Point p) {
  return fmt::format("{:.2f},{:.2f}", p.x, p.y);
}

// Cells drawn as polygons: fills, outlines between pieces, names. `cells[k]` belongs to
// placement `owner[k]`; `extra` attributes are added to each cell's element.
struct FlatCell {
  Cell cell;
  int owner = 0;
  std::vector<Point> polygon;  // in units
  std::string attributes;      // data-... for the element
};

// The bounds (left, top, right, bottom, in units) of the drawing: those of the cells when not
// given.
struct Bounds {
  double left = 1e18, top = 1e18, right = -1e18, bottom = -1e18;
};

SvgTile draw_flat(std::vector<FlatCell> cells, const PieceSet& pieces,
                  const std::vector<Placement>& tiling, std::optional<Bounds> frame = {}) {
  Bounds bounds;
  for (const FlatCell& cell : cells) {
    for (const Point& p : cell.polygon) {
      bounds.left = std::min(bounds.left, p.x), bounds.right = std::max(bounds.right, p.x);
      bounds.top = std::min(bounds.top, p.y), bounds.bottom = std::max(bounds.bottom, p.y);
    }
  }
  if (frame) bounds = *frame;
  const double left = bounds.left, top = bounds.top, right = bounds.right, bottom = bounds.bottom;
  const double margin = kStroke;
  auto place = [&](Point p) {
    return Point{(p.x - left) * kUnit + margin, (p.y - top) * kUnit + margin};
  };
  const int piece_count = static_cast<int>(pieces.pieces.size());
  SvgTile tile;
  tile.width = (right - left) * kUnit + 2 * margin;
  tile.height = (bottom - top) * kUnit + 2 * margin;
  std::map<EdgeKey, std::vector<int>> owners_of_edge;
  std::map<EdgeKey, std::pair<Point, Point>> ends_of_edge;
  for (const FlatCell& cell : cells) {
    const Placement& placement = tiling[static_cast<std::size_t>(cell.owner)];
    std::string points;
    for (const Point& p : cell.polygon)
      points += (points.empty() ? "" : " ") + format_point(place(p));
    tile.body += fmt::format(
        "<polygon class=\"cell\" points=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"0.6\" {} "
        "data-piece=\"{}\"/>\n",
        points, piece_color(placement.piece, piece_count),
        piece_color(placement.piece, piece_count), cell.attributes,
        pieces.pieces[static_cast<std::size_t>(placement.piece)].name);
    for (std::size_t k = 0; k < cell.polygon.size(); ++k) {
      const Point a = cell.polygon[k];
      const Point b = cell.polygon[(k + 1) % cell.polygon.size()];
      const EdgeKey key = edge_key(a, b);
      owners_of_edge[key].push_back(cell.owner);
      ends_of_edge[key] = {a, b};
    }
  }
  // Outlines: an edge with one cell (the border) or cells of two placements.
  std::string path;
  for (const auto& [key, owners] : owners_of_edge) {
    if (owners.size() == 2 && owners[0] == owners[1]) continue;
    const auto& [a, b] = ends_of_edge.at(key);
    path += "M" + format_point(place(a)) + "L" + format_point(place(b));
  }
  tile.body += fmt::format(
      "<path class=\"outline\" d=\"{}\" fill=\"none\" stroke=\"#222\" stroke-width=\"{}\" "
      "stroke-linecap=\"round\"/>\n",
      path, kStroke);
  // Each piece's name where it has the most room: of the centres of its cells, the midpoints
  // between two of its cells, and its own centre when that lies in it, the point farthest from
  // the piece's outline (nearest the centre on a tie). The centre of the nearest cell put the O
  // hexiamond's name against its edge, where the hexagon's middle has room for it (issue 32).
  auto segment_distance = [](Point p, Point a, Point b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double length = dx * dx + dy * dy;
    double t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
  };
  auto centre_of = [](const FlatCell& cell) {
    Point c;
    for (const Point& p : cell.polygon) c.x += p.x, c.y += p.y;
    c.x /= static_cast<double>(cell.polygon.size());
    c.y /= static_cast<double>(cell.polygon.size());
    return c;
  };
  for (int owner = 0; owner < static_cast<int>(tiling.size()); ++owner) {
    std::vector<Point> centres;
    for (const FlatCell& cell : cells) {
      if (cell.owner == owner) centres.push_back(centre_of(cell));
    }
    if (centres.empty()) continue;
    // The piece's outline: its edges that no other of its cells shares.
    std::vector<std::pair<Point, Point>> outline;
    for (const auto& [key, edge_owners] : owners_of_edge) {
      const auto mine = std::count(edge_owners.begin(), edge_owners.end(), owner);
      if (mine == 1) outline.push_back(ends_of_edge.at(key));
    }
    auto room = [&](Point p) {
      double least = 1e300;
      for (const auto& [a, b] : outline) least = std::min(least, segment_distance(p, a, b));
      return least;
    };
    Point mid;
    for (const Point& c : centres) mid.x += c.x, mid.y += c.y;
    mid.x /= static_cast<double>(centres.size());
    mid.y /= static_cast<double>(centres.size());
    std::vector<Point> candidates = centres;
    const double cell_span = kUnit * 1.01;  // centres of two cells that share an edge
    for (std::size_t i = 0; i < centres.size(); ++i) {
      for (std::size_t j = i + 1; j < centres.size(); ++j) {
        if (std::hypot(centres[i].x - centres[j].x, centres[i].y - centres[j].y) < cell_span) {
          candidates.push_back(
              Point{(centres[i].x + centres[j].x) / 2, (centres[i].y + centres[j].y) / 2});
        }
      }
    }
    // The centre, if it is in the piece: nearer a cell's centre than that cell's own room.
    for (const Point& c : centres) {
      if (std::hypot(mid.x - c.x, mid.y - c.y) < room(c) * 0.999) {
        candidates.push_back(mid);
        break;
      }
    }
    Point nearest = candidates.front();
    double best_room = -1;
    double best_off = 0;
    for (const Point& candidate : candidates) {
      const double r = room(candidate);
      const double off = std::hypot(candidate.x - mid.x, candidate.y - mid.y);
      if (r > best_room + 1e-9 || (std::abs(r - best_room) <= 1e-9 && off < best_off)) {
        nearest = candidate;
        best_room = r;
        best_off = off;
      }
    }
    const Point at = place(nearest);
    tile.body += fmt::format(
        "<text x=\"{:.2f}\" y=\"{:.2f}\" text-anchor=\"middle\" dominant-baseline=\"central\" "
        "font-family=\"sans-serif\" font-size=\"{}\" fill=\"#333\">{}</text>\n",
        at.x, at.y, kUnit * 0.4,
        pieces.pieces[static_cast<std::size_t>(tiling[static_cast<std::size_t>(owner)].piece)]
            .name);
  }
  return tile;
}

// The owner (index into the tiling) of every board cell.
std::vector<int> owners(const Board& board, const std::vector<Placement>& tiling) {
  std::vector<int> owner(board.cells().size(), -1);
  for (std::size_t k = 0; k < tiling.size(); ++k) {
    for (int cell : tiling[k].cells) owner[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  }
  return owner;
}

// "#rrggbb" scaled towards black (factor < 1) or white (factor > 1), for the faces of cubes.
std::string shaded(const std::string& color, double factor) {
  std::array<int, 3> channel{};
  for (int k = 0; k < 3; ++k) {
    channel[static_cast<std::size_t>(k)] =
        std::stoi(color.substr(1 + 2 * static_cast<std::size_t>(k), 2), nullptr, 16);
  }
  for (int& value : channel) {
    const double scaled = factor <= 1 ? value * factor : value + (255 - value) * (factor - 1);
    value = static_cast<int>(std::lround(std::clamp(scaled, 0.0, 255.0)));
  }
  return fmt::format("#{:02x}{:02x}{:02x}", channel[0], channel[1], channel[2]);
}

}  // namespace

SvgTile svg_plane_tile(const Board& board, const PieceSet& pieces,
                       const std::vector<Placement>& tiling) {
  const std::vector<int> owner = owners(board, tiling);
  const bool triangles = board.geometry().kind_count() == 2;
  std::vector<FlatCell> cells;
  for (std::size_t k = 0; k < board.cells().size(); ++k) {
    if (owner[k] < 0) continue;
    const Cell& cell = board.cells()[k];
    std::string attributes =
        fmt::format("data-row=\"{}\" data-column=\"{}\"", cell.row, cell.column);
    if (triangles) attributes += fmt::format(" data-kind=\"{}\"", cell.kind == 0 ? "up" : "down");
    cells.push_back({cell, owner[k], polygon_of(board.geometry(), cell), std::move(attributes)});
  }
  return draw_flat(std::move(cells), pieces, tiling);
}

SvgTile svg_space_tile(const Board& board, const PieceSet& pieces,
                       const std::vector<Placement>& tiling) {
  const std::vector<int> owner = owners(board, tiling);
  const int piece_count = static_cast<int>(pieces.pieces.size());
  // The isometric view: cube (column c, row r, layer l) seen from above, the front (rows grow
  // towards the viewer) and the right. Screen x = (c - r) cos 30, y = (c + r) sin 30 - l. Cubes
  // nearer the viewer (larger c + r + l) are painted later, over the farther ones.
  const double cos30 = kRoot3 / 2;
  auto screen = [&](double c, double r, double l) {
    return Point{(c - r) * cos30 * kUnit, ((c + r) * 0.5 - l) * kUnit};
  };
  const double left = screen(0, board.height(), 0).x;
  const double right = screen(board.width(), 0, 0).x;
  const double top = screen(0, 0, board.layers()).y;
  const double bottom = screen(board.width(), board.height(), 0).y;
  const double margin = kStroke;
  auto place = [&](Point p) { return Point{p.x - left + margin, p.y - top + margin}; };
  std::vector<std::size_t> order(board.cells().size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const Cell& ca = board.cells()[a];
    const Cell& cb = board.cells()[b];
    return ca.column + ca.row + ca.layer < cb.column + cb.row + cb.layer;
  });
  SvgTile tile;
  tile.body += "<g class=\"isometric\">\n";
  for (std::size_t k : order) {
    if (owner[k] < 0) continue;
    const Cell& cell = board.cells()[k];
    const Placement& placement = tiling[static_cast<std::size_t>(owner[k])];
    const std::string color = piece_color(placement.piece, piece_count);
    const double c = cell.column, r = cell.row, l = cell.layer;
    struct Face {
      Cell beyond;  // the neighbour that would hide this face
      std::array<Point, 4> corners;
      double light;
    };
    const std::array<Face, 3> faces = {
        Face{Cell{cell.row, cell.column, cell.layer + 1},
             {screen(c, r, l + 1), screen(c + 1, r, l + 1), screen(c + 1, r + 1, l + 1),
              screen(c, r + 1, l + 1)},
             1.25},
        Face{Cell{cell.row + 1, cell.column, cell.layer},
             {screen(c, r + 1, l + 1), screen(c + 1, r + 1, l + 1), screen(c + 1, r + 1, l),
              screen(c, r + 1, l)},
             0.7},
        Face{Cell{cell.row, cell.column + 1, cell.layer},
             {screen(c + 1, r, l + 1), screen(c + 1, r + 1, l + 1), screen(c + 1, r + 1, l),
              screen(c + 1, r, l)},
             0.9},
    };
    std::string drawn;
    for (const Face& face : faces) {
      if (board.contains(face.beyond)) continue;
      std::string points;
      for (const Point& p : face.corners)
        points += (points.empty() ? "" : " ") + format_point(place(p));
      drawn += fmt::format(
          "<polygon points=\"{}\" fill=\"{}\" stroke=\"#333\" stroke-width=\"0.8\" "
          "stroke-linejoin=\"round\"/>",
          points, shaded(color, face.light));
    }
    if (drawn.empty()) continue;  // inside the box: nothing of it shows
    tile.body += fmt::format("<g data-piece=\"{}\">{}</g>\n",
                             pieces.pieces[static_cast<std::size_t>(placement.piece)].name, drawn);
  }
  tile.body += "</g>\n";
  const double view_width = right - left + 2 * margin;
  const double view_height = bottom - top + 2 * margin;

  // The layers, bottom first, to the right of the view, each as a square grid.
  double x = view_width + kUnit * 0.75;
  double layers_height = 0;
  for (int layer = 0; layer < board.layers(); ++layer) {
    std::vector<FlatCell> cells;
    for (std::size_t k = 0; k < board.cells().size(); ++k) {
      const Cell& cell = board.cells()[k];
      if (cell.layer != layer || owner[k] < 0) continue;
      cells.push_back({cell, owner[k], polygon_of(board.geometry(), cell),
                       fmt::format("data-row=\"{}\" data-column=\"{}\" data-layer=\"{}\"", cell.row,
                                   cell.column, cell.layer)});
    }
    if (cells.empty()) continue;
    // Every layer drawn over the whole box, so that the layers line up.
    SvgTile drawn = draw_flat(
        std::move(cells), pieces, tiling,
        Bounds{0, 0, static_cast<double>(board.width()), static_cast<double>(board.height())});
    const double layer_width = board.width() * kUnit + 2 * kStroke;
    tile.body += fmt::format(
        "<g class=\"layer\" data-layer=\"{}\" transform=\"translate({:.2f},{:.2f})\">\n"
        "<text x=\"0\" y=\"-6\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#444\">layer "
        "{}</text>\n{}</g>\n",
        layer, x, 16.0, layer + 1, drawn.body);
    x += std::max(layer_width, drawn.width) + kUnit * 0.5;
    layers_height = std::max(layers_height, drawn.height + 16.0);
  }
  tile.width = x;
  tile.height = std::max(view_height, layers_height);
  return tile;
}

}  // namespace dlx::polyomino
