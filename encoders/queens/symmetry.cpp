#include "encoders/queens/symmetry.hpp"

#include <algorithm>

namespace dlx::queens {

std::vector<int> transformed(const std::vector<int>& column_of_row, int symmetry) {
  const int n = static_cast<int>(column_of_row.size());
  std::vector<int> image(column_of_row.size(), -1);
  for (int r = 0; r < n; ++r) {
    const int c = column_of_row[static_cast<std::size_t>(r)];
    int row = r;
    int column = c;
    switch (symmetry) {
      case 0:
        break;  // identity
      case 1:
        row = c, column = n - 1 - r;
        break;  // rotate 90
      case 2:
        row = n - 1 - r, column = n - 1 - c;
        break;  // rotate 180
      case 3:
        row = n - 1 - c, column = r;
        break;  // rotate 270
      case 4:
        column = n - 1 - c;
        break;  // mirror left-right
      case 5:
        row = n - 1 - r;
        break;  // mirror top-bottom
      case 6:
        row = c, column = r;
        break;  // main diagonal
      case 7:
        row = n - 1 - c, column = n - 1 - r;
        break;  // anti-diagonal
    }
    image[static_cast<std::size_t>(row)] = column;
  }
  return image;
}

bool is_canonical(const std::vector<int>& column_of_row) {
  for (int symmetry = 1; symmetry < 8; ++symmetry) {
    if (transformed(column_of_row, symmetry) < column_of_row) return false;
  }
  return true;
}

}  // namespace dlx::queens
