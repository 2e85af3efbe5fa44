// Fuzz harness for polyomino piece files (read_pieces in encoders/polyomino/piece_file.hpp), the
// files of `dlx polyomino --pieces FILE`.
//
// A malformed file is an InputError naming the source and a line of the input. Every piece read
// has a distinct one-character name (a letter or digit) and a normalized, connected shape, one
// copy, and the line that first draws it; every orientation of a piece has its canonical form;
// and the pieces drawn back (draw_shape, one block each) read as the same pieces in the same
// order.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>

#include "encoders/polyomino/piece_file.hpp"
#include "fuzz/support/fuzz_check.hpp"
#include "fuzz/support/input_checks.hpp"

namespace dlx::polyomino::fuzz {
namespace {

constexpr const char* kSource = "fuzz.pieces";

// True when a line that is not a comment holds a letter or digit: the file draws a piece, and an
// error about it must name a line. (A file of blanks, comments and '.' draws none: "no pieces" is
// about the whole file.)
bool draws_a_piece(std::string_view input) {
  if (input.rfind("\xEF\xBB\xBF", 0) == 0) input.remove_prefix(3);  // LineReader drops a BOM
  std::size_t start = 0;
  while (start < input.size()) {
    std::size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view line = input.substr(start, end - start);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string_view::npos && line[first] != '#' &&
        std::any_of(line.begin(), line.end(),
                    [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; })) {
      return true;
    }
    start = end + 1;
  }
  return false;
}

void check_pieces(const PieceSet& set, std::string_view input) {
  DLX_FUZZ_CHECK(!set.pieces.empty() && set.source == kSource && set.kind == PieceKind::kFree,
                 "{} pieces from '{}'", set.pieces.size(), set.source);
  std::set<char> names;
  for (const Piece& piece : set.pieces) {
    DLX_FUZZ_CHECK(
        std::isalnum(static_cast<unsigned char>(piece.name)) && names.insert(piece.name).second,
        "a piece named '{}' (twice, or not a letter or digit)", piece.name);
    DLX_FUZZ_CHECK(
        piece.copies == 1 && piece.line >= 1 && piece.line <= dlx::fuzz::line_count(input),
        "piece '{}': {} copies, line {}", piece.name, piece.copies, piece.line);
    DLX_FUZZ_CHECK(!piece.shape.empty() && piece.shape == normalized(piece.shape) &&
                       is_connected(piece.shape, *set.geometry),
                   "piece '{}' is not a normalized polyomino:\n{}", piece.name,
                   draw_shape(piece.shape, piece.name));
    const Geometry& grid = *set.geometry;
    const Shape canonical = canonical_form(piece.shape, set.kind, grid);
    for (const Orientation& orientation : orientations(piece.shape, set.kind, grid)) {
      DLX_FUZZ_CHECK(orientation.shape == moved(piece.shape, orientation.motion, grid) &&
                         canonical_form(orientation.shape, set.kind, grid) == canonical,
                     "piece '{}': orientation {} is not the same piece", piece.name,
                     orientation.motion);
    }
  }
}

std::string draw(const PieceSet& set) {
  std::string text = "# drawn by the fuzz harness\n";
  for (const Piece& piece : set.pieces) text += draw_shape(piece.shape, piece.name) + "\n\n";
  return text;
}

}  // namespace
}  // namespace dlx::polyomino::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx;
  using namespace dlx::polyomino;
  using namespace dlx::polyomino::fuzz;
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::istringstream in(input);
  PieceSet set;
  try {
    set = read_pieces(in, kSource);
  } catch (const InputError& e) {
    dlx::fuzz::check_input_error(e, kSource, input, !draws_a_piece(input));
    return 0;
  }
  check_pieces(set, input);
  const std::string drawn = draw(set);
  std::istringstream again(drawn);
  PieceSet reread;
  try {
    reread = read_pieces(again, "drawn.pieces");
  } catch (const InputError& e) {
    DLX_FUZZ_CHECK(false, "the drawn pieces do not read back: {}\n{}", e.what(), drawn);
  }
  bool same = reread.pieces.size() == set.pieces.size();
  for (std::size_t k = 0; same && k < set.pieces.size(); ++k) {
    same = reread.pieces[k].name == set.pieces[k].name &&
           reread.pieces[k].shape == set.pieces[k].shape;
  }
  DLX_FUZZ_CHECK(same, "the drawn pieces read back different\n{}", drawn);
  return 0;
}
