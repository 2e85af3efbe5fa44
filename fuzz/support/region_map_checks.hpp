// What a Sudoku region map read from the user must be, checked from the definition.
#pragma once

#include <vector>

namespace dlx::sudoku::fuzz {

// Aborts unless `map` has n*n cells and every region n of them; a partition (jigsaw regions) has
// n regions and no cell outside them, other maps -1 for a cell in none. `what` names the map.
void check_region_map(const std::vector<int>& map, int n, bool partition, const char* what);

}  // namespace dlx::sudoku::fuzz
