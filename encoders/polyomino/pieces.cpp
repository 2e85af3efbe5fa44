#include "encoders/polyomino/pieces.hpp"

#include <fmt/format.h>

namespace dlx::polyomino {

long PieceSet::total_cells() const {
  long cells = 0;
  for (const Piece& piece : pieces) cells += static_cast<long>(piece.shape.size()) * piece.copies;
  return cells;
}

int PieceSet::total_pieces() const {
  int count = 0;
  for (const Piece& piece : pieces) count += piece.copies;
  return count;
}

std::string PieceSet::description() const {
  const int distinct = static_cast<int>(pieces.size());
  const int total = total_pieces();
  std::string text =
      fmt::format("{} {} from {}", distinct, distinct == 1 ? "piece" : "pieces", source);
  if (total != distinct) text += fmt::format(" ({} with copies)", total);
  return text;
}

}  // namespace dlx::polyomino
