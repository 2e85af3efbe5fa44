#include "fuzz/support/region_map_checks.hpp"

#include <cstddef>

#include "fuzz/support/fuzz_check.hpp"

namespace dlx::sudoku::fuzz {

void check_region_map(const std::vector<int>& map, int n, bool partition, const char* what) {
  DLX_FUZZ_CHECK(map.size() == static_cast<std::size_t>(n * n), "{}: {} cells for a {}x{} grid",
                 what, map.size(), n, n);
  std::vector<int> sizes;
  for (const int id : map) {
    DLX_FUZZ_CHECK(id >= 0 || (id == -1 && !partition), "{}: region id {}", what, id);
    if (id < 0) continue;
    if (static_cast<std::size_t>(id) >= sizes.size()) {
      sizes.resize(static_cast<std::size_t>(id) + 1);
    }
    ++sizes[static_cast<std::size_t>(id)];
  }
  for (std::size_t id = 0; id < sizes.size(); ++id) {
    DLX_FUZZ_CHECK(sizes[id] == n, "{}: region {} has {} cells of {}", what, id, sizes[id], n);
  }
  DLX_FUZZ_CHECK(!partition || static_cast<int>(sizes.size()) == n, "{}: {} regions of {}", what,
                 sizes.size(), n);
}

}  // namespace dlx::sudoku::fuzz
